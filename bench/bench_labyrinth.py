"""Labyrinth solver: time to a proven optimum, and proving a whole deck's pars.

Targets from issue 3 (2-core machine): side A with an easy card, median
<= 0.2 s; side B with a hard card, median <= 1 s; no instance over 10 s.
"""

from __future__ import annotations

import statistics
import time

from pnp.games.labyrinth.candidates import card_candidates
from pnp.games.labyrinth.deck import generate_deck
from pnp.games.labyrinth.generate import SIDE_A, SIDE_B, generate_labyrinth, generate_sheet
from pnp.games.labyrinth.solver import solve

SEEDS = range(50)


def _times(params, difficulty):
    times, unproven = [], 0
    for seed in SEEDS:
        sheet = generate_sheet(params, seed)
        for card in card_candidates(difficulty, seed):
            start = time.perf_counter()
            sol = solve(sheet, card, time_limit=30)
            elapsed = time.perf_counter() - start
            if sol.solvable is False and card.heart_effects:
                continue  # a card effect that makes this sheet unplayable; the deck would reject it
            unproven += not sol.optimal
            times.append(elapsed)
            break
    return times, unproven


def run():
    solve(generate_sheet(SIDE_A, 999), next(card_candidates("easy", 999)))  # import OR-Tools once
    for label, params, difficulty in (("side_a_easy", SIDE_A, "easy"), ("side_b_hard", SIDE_B, "hard")):
        times, unproven = _times(params, difficulty)
        yield f"labyrinth_{label}_median", statistics.median(times), "s"
        yield f"labyrinth_{label}_worst", max(times), "s"
        yield f"labyrinth_{label}_unproven", unproven, "instances"
    lab = generate_labyrinth(1)
    for jobs in (1, 2):
        start = time.perf_counter()
        generate_deck(lab, 1, jobs=jobs)
        yield f"labyrinth_deck_98_proofs_jobs{jobs}", time.perf_counter() - start, "s"
