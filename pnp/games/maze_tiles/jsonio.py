"""Maze tile sets as JSON (kind "maze-tiles", version 1)."""

from __future__ import annotations

from pnp.errors import PnpError
from pnp.games.maze_tiles.model import DIRS, MazeTile, TileSet
from pnp.jsonio import Reader, check_header

VERSION = 1


def tileset_to_json(ts: TileSet) -> dict:
    tiles = []
    for t in ts.tiles:
        entry = {"id": t.tile_id, "role": t.role, "pathways": [d for d in DIRS if d in t.sides]}
        if t.symbol:
            entry["symbol"] = t.symbol
        if t.color:
            entry["color"] = t.color
        tiles.append(entry)
    out = {"kind": "maze-tiles", "version": VERSION, "seed": ts.seed, "params": ts.params, "tiles": tiles}
    if ts.playability:
        out["playability"] = ts.playability
    return out


def tileset_from_json(data: dict, source: str = "") -> TileSet:
    r = Reader(data, "", source)
    check_header(r, "maze-tiles", VERSION)
    tiles = []
    for tr in r.items("tiles"):
        sides = tr.get("pathways", list)
        if not all(isinstance(d, str) and d in DIRS for d in sides):
            raise tr.fail("expected pathways as a list of N, E, S, W", "pathways")
        try:
            tiles.append(MazeTile(tr.get("id", str), tr.get("role", str), frozenset(sides),
                                  tr.get("symbol", str, None), tr.get("color", str, None)))
        except PnpError as err:
            raise tr.relocate(err) from None
    seed = r.data.get("seed")
    return TileSet(tuple(tiles), seed if isinstance(seed, int) else None, r.get("params", dict, {}),
                   r.get("playability", dict, {}))
