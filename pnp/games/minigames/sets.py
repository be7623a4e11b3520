"""Sets of tiles: for each player one tile per minigame and difficulty, no two alike.

"Alike" is :mod:`pnp.games.minigames.likeness`: the same puzzle up to turns,
mirrors and symbol swaps, or (minotaur, sword) the same solved grid.
"""

from __future__ import annotations

from collections.abc import Sequence

from pnp.game import Progress
from pnp.games.minigames.base import DIFFICULTIES, Tile, generate_tile
from pnp.games.minigames.catalog import types as all_types
from pnp.games.minigames.likeness import likeness_keys


def _make(task) -> Tile:
    type_name, difficulty, seed, index = task
    return generate_tile(type_name, difficulty, seed, index)


def keys(tile: Tile) -> list[tuple[str, str, str]]:
    return likeness_keys(tile.type, tile.puzzle, tile.answer)


def generate_set(seed: int, types: Sequence[str] | None = None, difficulties: Sequence[str] = DIFFICULTIES,
                 count: int = 4, jobs: int = 1, progress: Progress | None = None) -> list[Tile]:
    """``count`` different tiles per type (default: every minigame) and difficulty, ordered by player then type.

    Tiles are generated from (seed, type, difficulty, index); a tile alike to
    one before it (rare) is replaced by the next index, so the set is the same
    for any ``jobs``. ``progress`` hears each tile made.
    """
    types = all_types() if types is None else types
    tasks = [(t, d, seed, i) for t in types for d in difficulties for i in range(count)]
    tiles = _run(tasks, jobs, progress)
    seen: set[tuple[str, str, str]] = set()
    by_group: dict[tuple[str, str], list[Tile]] = {}
    extra = count
    for tile in tiles:
        group = by_group.setdefault((tile.type, tile.difficulty), [])
        while seen.intersection(keys(tile)):
            extra += 1
            tile = generate_tile(tile.type, tile.difficulty, seed, extra)
        seen.update(keys(tile))
        group.append(tile)
    ordered = []
    for player in range(count):
        for t in types:
            for d in difficulties:
                ordered.append(by_group[(t, d)][player])
    return ordered


def alike(tiles: Sequence[Tile]) -> list[str]:
    """Each pair of tiles of ``tiles`` that are alike, in words."""
    first: dict[tuple[str, str, str], Tile] = {}
    out = []
    for tile in tiles:
        for key in keys(tile):
            if key in first:
                what = "puzzle" if key[1] == "puzzle" else "solved grid"
                out.append(f"{first[key].tile_id} and {tile.tile_id} have the same {what} "
                           "up to turns, mirrors and symbol swaps")
            else:
                first[key] = tile
    return out


def _run(tasks, jobs: int, progress: Progress | None = None) -> list[Tile]:
    """The tasks' tiles in task order, here or in ``jobs`` processes; ``progress`` hears each tile made."""
    from pnp.parallel import in_order

    tiles = []
    for tile in in_order(_make, tasks, jobs, chunksize=2):
        tiles.append(tile)
        if progress is not None:
            progress(len(tiles), len(tasks), f"tiles ({tile.type}, {tile.difficulty})")
    return tiles
