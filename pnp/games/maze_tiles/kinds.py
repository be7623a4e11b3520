"""Registry entry for maze tile sets."""

from __future__ import annotations

from pnp.games.maze_tiles import jsonio
from pnp.registry import KindOps


def _verify(ts):
    from pnp.games.maze_tiles.verify import verify_tileset

    return verify_tileset(ts)


def _draw(ts):
    from pnp.games.maze_tiles.pages import tiles_document

    return tiles_document(ts)


TILESET = KindOps(jsonio.tileset_from_json, jsonio.tileset_to_json, _verify, _draw)
