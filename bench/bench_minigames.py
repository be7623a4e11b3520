"""Minigame generation speed: verified tiles per second, median over 100 seeds.

Target from issue 4 (2-core machine): every minigame at least 5 verified
tiles/s, so a 56-tile player set takes under 15 s.
"""

from __future__ import annotations

import statistics
import time

from pnp.games.minigames.base import DIFFICULTIES, TYPES, generate_tile
from pnp.games.minigames.sets import generate_set

SEEDS = range(100)


def run():
    for type_name in TYPES:
        for difficulty in DIFFICULTIES:
            times = []
            for seed in SEEDS:
                start = time.perf_counter()
                generate_tile(type_name, difficulty, seed)
                times.append(time.perf_counter() - start)
            yield f"minigame_{type_name}_{difficulty}_tiles_per_second", 1.0 / statistics.median(times), "tiles/s"
            yield f"minigame_{type_name}_{difficulty}_worst", max(times), "s"
    for jobs in (1, 2):
        start = time.perf_counter()
        generate_set(1, jobs=jobs)
        yield f"minigame_set_56_tiles_jobs{jobs}", time.perf_counter() - start, "s"
