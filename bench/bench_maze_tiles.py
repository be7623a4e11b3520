"""Maze tiles: the playability report's time (10,000 deals) and the time per deal."""

from __future__ import annotations

import time

from pnp.games.maze_tiles.generate import generate_tileset
from pnp.games.maze_tiles.report import playability_report


def run():
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
