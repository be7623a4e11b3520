"""Path cards: simulated games per second per variant (4 players, one process), and deck generation."""

from __future__ import annotations

import time

from pnp.games.path_cards.generate import generate_deck
from pnp.games.path_cards.simulate import simulate

GAMES = 200
VARIANTS = ("base", "caffeinated", "steroids")


def run():
    start = time.perf_counter()
    for seed in range(20):
        generate_deck(seed)
    yield "path_cards_deck_generation", (time.perf_counter() - start) / 20, "s"
    deck = generate_deck(1)
    for variant in VARIANTS:
        for bots in (("random",), ("greedy",), ("random", "greedy")):
            start = time.perf_counter()
            report = simulate(variant, 4, GAMES, 1, bots, deck=deck)
            elapsed = time.perf_counter() - start
            assert report.illegal == 0, report.problems
            yield f"path_cards_{variant}_{'_'.join(bots)}_games_per_s", GAMES / elapsed, "games/s"
