"""Minigame generation speed: verified tiles per second, median over 100 seeds; and how the minotaur's
grades separate: per difficulty, the share of tiles singles alone fill, and the steps needed.

Target from issue 4 (2-core machine): every minigame at least 5 verified
tiles/s, so a 56-tile player set takes under 15 s.
"""

from __future__ import annotations

import statistics
import time

from pnp.games.minigames.base import DIFFICULTIES, generate_tile
from pnp.games.minigames.catalog import types
from pnp.games.minigames.sets import generate_set

SEEDS = range(100)


def run():
    minotaur = {}
    for type_name in types():
        for difficulty in DIFFICULTIES:
            times = []
            for seed in SEEDS:
                start = time.perf_counter()
                tile = generate_tile(type_name, difficulty, seed)
                times.append(time.perf_counter() - start)
                if type_name == "minotaur":
                    minotaur.setdefault(difficulty, []).append(tile.measure)
            yield f"minigame_{type_name}_{difficulty}_tiles_per_second", 1.0 / statistics.median(times), "tiles/s"
            yield f"minigame_{type_name}_{difficulty}_worst", max(times), "s"
    yield from _minotaur_grades(minotaur)
    for jobs in (1, 2):
        start = time.perf_counter()
        generate_set(1, jobs=jobs)
        yield f"minigame_set_56_tiles_jobs{jobs}", time.perf_counter() - start, "s"


def _minotaur_grades(measures: dict[str, list[dict]]):
    """Easy tiles fall to singles in a few rounds; hard ones never do and need contradictions."""
    for difficulty, ms in measures.items():
        name = f"minigame_minotaur_{difficulty}"
        yield f"{name}_singles_fill_share", sum(m["singles_fill"] for m in ms) / len(ms), "share"
        yield f"{name}_singles_rounds_mean", statistics.mean(m["singles_rounds"] for m in ms), "rounds"
        yield f"{name}_contradictions_mean", statistics.mean(m["contradictions"] for m in ms), "steps"
        yield f"{name}_contradictions_max", max(m["contradictions"] for m in ms), "steps"
        yield f"{name}_blanks_mean", statistics.mean(m["blanks"] for m in ms), "blanks"
