"""Registry entries for minigame tiles and tile sets."""

from __future__ import annotations

from pnp.games.minigames import jsonio
# light: jsonio loads it anyway; the games load lazily
from pnp.games.minigames.base import verify_tile
from pnp.registry import KindOps
from pnp.verdict import Verdict


def _verify_set(tiles) -> Verdict:
    problems = []
    for tile in tiles:
        v = verify_tile(tile)
        problems += [f"{tile.tile_id}: {p}" for p in v.problems]
    keys = [(t.type, repr(t.puzzle)) for t in tiles]
    if len(set(keys)) != len(keys):
        problems.append("two tiles of the set are the same puzzle")
    if problems:
        return Verdict(False, "set rejected", {"tiles": len(tiles)}, tuple(problems))
    return Verdict(True, f"{len(tiles)} different tiles, each with exactly one answer", {"tiles": len(tiles)})


def _draw_tile(tile):
    from pnp.games.minigames.pages import tiles_document

    return tiles_document([tile])


def _draw_set(tiles):
    from pnp.games.minigames.pages import tiles_document

    return tiles_document(tiles)


TILE = KindOps(jsonio.tile_from_json, jsonio.tile_to_json, verify_tile, _draw_tile)
SET = KindOps(jsonio.set_from_json, jsonio.set_to_json, _verify_set, _draw_set)
