"""Path cards: simulated games per second per variant (4 players, one process), deck generation, and the A4 kit's
pages as designed and in large print (issue 15: the large print takes more pages, not smaller type)."""

from __future__ import annotations

import time

from pnp.games.path_cards.generate import generate_deck
from pnp.games.path_cards.simulate import simulate

GAMES = 200
VARIANTS = ("base", "caffeinated", "steroids")


def kit_page_count(text_floor: float) -> int:
    from dataclasses import replace

    from pnp.catalog import paper
    from pnp.game import KitRequest
    from pnp.kits.build import kit_pages
    from pnp.layout.presets import load_preset
    from pnp.registry import game

    preset, sheet = load_preset("home"), replace(paper("a4"), text_floor=text_floor)
    spec = game("path-cards").make_kit(KitRequest(1, 4, sheet, preset.layout))
    return len(kit_pages(spec, preset, sheet).pages)


def run():
    yield "path_cards_kit_a4_pages", kit_page_count(0.0), "pages"
    yield "path_cards_kit_a4_large_print_pages", kit_page_count(12.0), "pages"
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
