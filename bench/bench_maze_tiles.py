"""Maze tiles: the playability report's time (10,000 deals) and the time per deal; the kit's pages on A4 as
designed and in large print."""

from __future__ import annotations

import time
from dataclasses import replace

from pnp.catalog import paper
from pnp.games.maze_tiles.generate import generate_tileset
from pnp.games.maze_tiles.report import playability_report


def run():
    yield from kit_pages_default_and_large()
    ts = generate_tileset(1)
    for jobs in (1, 2):
        start = time.perf_counter()
        report = playability_report(ts, 10_000, 1, jobs=jobs)
        seconds = time.perf_counter() - start
        yield f"maze_tiles_report_10000_jobs{jobs}", seconds, "s"
    yield "maze_tiles_ms_per_deal", 1000 * seconds * 2 / 10_000, "ms"
    yield "maze_tiles_mean_turns", report.mean_rotations, "turns"
    yield "maze_tiles_joined_by_pathways_alone", 100 * report.pathways_share, "%"
    yield "maze_tiles_joined_using_secret_passages", 100 * report.passages_share, "%"


def kit_pages_default_and_large():
    """kit.pdf's pages (home preset, A4, seed 1) as designed and in large print (the same kit, its parts drawn for a
    12 pt floor: the playability report is dealt once)."""
    from pnp.game import KitRequest
    from pnp.games.maze_tiles.printouts import components
    from pnp.kits.build import kit_pages
    from pnp.layout.presets import load_preset
    from pnp.registry import game

    preset, a4 = load_preset("home"), paper("a4")
    spec = game("maze-tiles").make_kit(KitRequest(1, 4, a4, preset.layout))
    yield "maze_tiles_kit_pages_a4", len(kit_pages(spec, preset, a4).pages), "pages"
    big = replace(a4, text_floor=12.0)
    spec = replace(spec, parts=tuple(components(generate_tileset(1), big)))
    yield "maze_tiles_kit_pages_a4_large_print", len(kit_pages(spec, preset, big).pages), "pages"
