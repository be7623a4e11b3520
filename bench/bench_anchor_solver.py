"""Anchor: pnp's labyrinth solver against a naive CP-SAT model of the same sheets and cards (bench/naive_cpsat.py).

Both run CP-SAT with one worker and seed 0 (pnp's own setting: one core each, the same search every run), on
sides A (9 x 9) and B (11 x 11) of five seeds with the first easy, medium and hard candidate card of the seed.
Each instance is solved three times per side, the sides taking turns; the per-instance figure is the median.
Every instance must end with the same proven optimum on both sides and the naive witness must be legal and
score it by pnp's referee; any difference is printed as `anchor_solver_disagreements` and named on stderr.

Target (issue 19): pnp at most 0.5 x the naive model's time.
"""

from __future__ import annotations

import statistics
import sys

from anchor_common import medians
from naive_cpsat import naive_solve

from pnp.games.labyrinth.candidates import card_candidates
from pnp.games.labyrinth.generate import SIDE_A, SIDE_B, generate_sheet
from pnp.games.labyrinth.referee import referee
from pnp.games.labyrinth.solver import solve

SEEDS = range(5)
DIFFICULTIES = ("easy", "medium", "hard")
REPS = 3


def _agree(sheet, card, tag: str) -> bool:
    """Both models prove the same optimum (or both prove there is no path); the naive witness is legal."""
    ours = solve(sheet, card, time_limit=60)
    naive = naive_solve(sheet, card, time_limit=120)
    same = ours.optimal and naive.status in ("OPTIMAL", "INFEASIBLE") and ours.score == naive.score
    if same and naive.path:
        judged = referee(sheet, card, naive.path)
        same = judged.legal and judged.score == naive.score
    if not same:
        print(f"anchor_solver: {tag}: pnp {ours.score} ({ours.status}) vs naive {naive.score} ({naive.status})",
              file=sys.stderr)
    return same


def run():
    solve(generate_sheet(SIDE_A, 999), next(card_candidates("easy", 999)))  # import OR-Tools once
    ours, naive, ratios, disagreements = [], [], [], 0
    for seed in SEEDS:
        for params in (SIDE_A, SIDE_B):
            sheet = generate_sheet(params, seed)
            for difficulty in DIFFICULTIES:
                card = next(card_candidates(difficulty, seed))
                disagreements += not _agree(sheet, card, f"seed {seed} side {params.side} {difficulty}")
                t = medians({"pnp": lambda s=sheet, c=card: solve(s, c, time_limit=60),
                             "naive": lambda s=sheet, c=card: naive_solve(s, c, time_limit=120)}, REPS)
                ours.append(t["pnp"])
                naive.append(t["naive"])
                ratios.append(t["pnp"] / t["naive"])
    yield "anchor_solver_instances", len(ratios), "instances"
    yield "anchor_solver_disagreements", disagreements, "instances"
    yield "anchor_solver_pnp_total", sum(ours), "s"
    yield "anchor_solver_naive_total", sum(naive), "s"
    yield "anchor_solver_pnp_vs_naive_total", sum(ours) / sum(naive), "x"
    yield "anchor_solver_pnp_vs_naive_median", statistics.median(ratios), "x"
    yield "anchor_solver_pnp_vs_naive_worst", max(ratios), "x"
