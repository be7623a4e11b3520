"""Registry entry for maze tile sets."""

from __future__ import annotations

from pnp.contract import Ref
from pnp.game import KindOps
from pnp.games.maze_tiles import jsonio


def _verify(ts):
    from pnp.games.maze_tiles.verify import verify_tileset

    return verify_tileset(ts)


def _draw(ts, paper=None):
    from pnp.games.maze_tiles.printouts import draw

    return draw(ts, paper)


TILESET = KindOps(jsonio.tileset_from_json, jsonio.tileset_to_json, _verify, _draw,
                  Ref("pnp.games.maze_tiles.schema:TileSetFile"))
