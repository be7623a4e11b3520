"""Labyrinth solver: time to a proven optimum, and proving a whole deck's pars.

Targets from issue 3 (2-core machine): side A with an easy card, median
<= 0.2 s; side B with a hard card, median <= 1 s; no instance over 10 s.
Issue 19: every card of a standard deck proven on a 20 × 20 sheet (the largest
`pnp solve` accepts), median under 5 s; the 13 × 13 figures beside them.
"""

from __future__ import annotations

import statistics
import time

from pnp.games.labyrinth.candidates import card_candidates
from pnp.games.labyrinth.cards import DIFFICULTIES
from pnp.games.labyrinth.deck import forget_proofs, generate_deck
from pnp.games.labyrinth.generate import SIDE_A, SIDE_B, generate_labyrinth, generate_sheet, params_for
from pnp.games.labyrinth.solo import card_solo_targets
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
        forget_proofs()  # each run proves every card (the process remembers proofs it has made)
        start = time.perf_counter()
        deck = generate_deck(lab, 1, jobs=jobs)
        yield f"labyrinth_deck_49_cards_jobs{jobs}", time.perf_counter() - start, "s"
    yield from _par_distribution(deck)
    for size in (13, 20):
        yield from _large_sheet_proofs(deck, size)


def _large_sheet_proofs(deck, size: int):
    """Every card of the standard deck solved on a size × size sheet (seed 1): proven count and seconds per card
    (one worker, the CLI's 60 s time limit)."""
    sheet = generate_sheet(params_for("A", (size, size)), 1)
    times, proven = [], 0
    for card in deck.cards:
        sol = solve(sheet, card)
        times.append(sol.seconds)
        proven += sol.optimal
    yield f"labyrinth_{size}x{size}_proven", proven, f"of {len(deck.cards)} cards"
    yield f"labyrinth_{size}x{size}_proof_median", statistics.median(times), "s"
    yield f"labyrinth_{size}x{size}_proof_max", max(times), "s"


def _par_distribution(deck):
    """The proven pars of a default deck per difficulty and side (the play-quality figures of issue 11)."""
    for difficulty in DIFFICULTIES:
        cards = [c for c in deck.cards if c.difficulty == difficulty]
        for side in ("A", "B"):
            pars = [c.par[side] for c in cards]
            yield f"labyrinth_par_{difficulty}_{side}_median", statistics.median(pars), "points"
            yield f"labyrinth_par_{difficulty}_{side}_min", min(pars), "points"
    yield "labyrinth_par_b_below_a", sum(c.par["B"] < c.par["A"] for c in deck.cards), "cards"
    yield "labyrinth_solo_top_target_over_par_a", statistics.mean(
        card_solo_targets(c)[-1] / c.par["A"] for c in deck.cards), "ratio"
