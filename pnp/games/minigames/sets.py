"""Sets of tiles: for each player one tile per minigame and difficulty, all different."""

from __future__ import annotations

from typing import Sequence

from pnp.games.minigames.base import DIFFICULTIES, TYPES, Tile, generate_tile


def _make(task) -> Tile:
    type_name, difficulty, seed, index = task
    return generate_tile(type_name, difficulty, seed, index)


def generate_set(seed: int, types: Sequence[str] = TYPES, difficulties: Sequence[str] = DIFFICULTIES,
                 count: int = 4, jobs: int = 1) -> list[Tile]:
    """``count`` different tiles per type and difficulty, ordered by player then type.

    Tiles are generated from (seed, type, difficulty, index); a duplicate puzzle
    (rare) is replaced by the next index, so the set is the same for any ``jobs``.
    """
    tasks = [(t, d, seed, i) for t in types for d in difficulties for i in range(count)]
    tiles = _run(tasks, jobs)
    seen: set[tuple[str, str]] = set()
    by_group: dict[tuple[str, str], list[Tile]] = {}
    extra = count
    for tile in tiles:
        key = (tile.type, repr(tile.puzzle))
        group = by_group.setdefault((tile.type, tile.difficulty), [])
        while key in seen:
            extra += 1
            tile = generate_tile(tile.type, tile.difficulty, seed, extra)
            key = (tile.type, repr(tile.puzzle))
        seen.add(key)
        group.append(tile)
    ordered = []
    for player in range(count):
        for t in types:
            for d in difficulties:
                ordered.append(by_group[(t, d)][player])
    return ordered


def _run(tasks, jobs: int) -> list[Tile]:
    if jobs > 1 and len(tasks) > 1:
        import multiprocessing

        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            return pool.map(_make, tasks, chunksize=2)
    return [_make(t) for t in tasks]
