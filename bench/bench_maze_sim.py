"""Maze tiles, simulated games: games per second for 2 and 4 players (one process, each monster), and the
generator's check games' share of a maze-tiles kit (the kit made with the check and, side by side in the same run,
with a check that passes at once)."""

from __future__ import annotations

import time
from dataclasses import replace

from pnp.games.maze_tiles.generate import generate_tileset
from pnp.games.maze_tiles.simulate.runs import simulate

GAMES = 100
ROUNDS = 3  # kit timings: alternating, the median of each side


def run():
    ts = generate_tileset(1)
    for players in (2, 4):
        for variant in ("minotaur", "medusa", "cerberus"):
            start = time.perf_counter()
            simulate(replace(ts, variant=variant), players, GAMES, 1)
            yield f"maze_tiles_sim_{variant}_{players}p_games_per_s", GAMES / (time.perf_counter() - start), "games/s"
    yield from kit_with_and_without_check()


def kit_with_and_without_check():
    """The kit's own time (seed 7, A4, home preset) with the check games, and with the check skipped."""
    import statistics

    from pnp.catalog import paper
    from pnp.game import KitRequest
    from pnp.games.maze_tiles import generate
    from pnp.games.maze_tiles.simulate import balance
    from pnp.kits.build import kit_pages
    from pnp.layout.presets import load_preset
    from pnp.registry import game

    preset, a4 = load_preset("home"), paper("a4")
    real_gate = balance.gate
    passed = balance.Gate(0, 2, 10.0, 0, 0)
    timings: dict[str, list[float]] = {"with": [], "without": []}
    for _ in range(ROUNDS):
        for side in ("with", "without"):
            generate._checked.cache_clear()
            real_gate.cache_clear()
            balance.gate = real_gate if side == "with" else (lambda ts: passed)
            start = time.perf_counter()
            spec = game("maze-tiles").make_kit(KitRequest(7, 4, a4, preset.layout))
            kit_pages(spec, preset, a4)
            timings[side].append(time.perf_counter() - start)
    balance.gate = real_gate
    with_check, without = statistics.median(timings["with"]), statistics.median(timings["without"])
    yield "maze_tiles_kit_with_check", with_check, "s"
    yield "maze_tiles_kit_without_check", without, "s"
    yield "maze_tiles_kit_check_ratio", with_check / without, "x"
