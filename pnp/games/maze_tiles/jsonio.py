"""Maze tile sets as JSON (kind "maze-tiles", version 1).

Reading checks the file against :mod:`.schema` first (every error names the
key path), then what a schema cannot say: a pathway listed twice, a
histogram that counts more deals than were dealt.
"""

from __future__ import annotations

from typing import Any

from pnp.errors import ModelError, PnpError
from pnp.games.maze_tiles import schema
from pnp.games.maze_tiles.model import DIRS, MazeTile, TileSet
from pnp.schema import validate

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
    out = {"kind": "maze-tiles", "version": VERSION, "seed": ts.seed, "variant": ts.variant, "params": ts.params,
           "tiles": tiles}
    if ts.playability:
        out["playability"] = ts.playability
    return out


def _fail(source: str, where: str, message: str) -> ModelError:
    err = ModelError(f"{source}: {where}: {message}" if source else f"{where}: {message}")
    err.located = True
    return err


def _check_figures(figures: schema.Playability, source: str) -> None:
    """The histogram within the deals: verify lists every counted deal, so a huge count is runaway work."""
    hist = figures.histogram or {}
    for key in hist:
        if int(key) > schema.MAX_TURNS:
            raise _fail(source, f"playability.histogram.{key}",
                        f"no deal needs more than {schema.MAX_TURNS} quarter turns")
    dealt = figures.setups if figures.setups is not None else schema.MAX_SETUPS
    if sum(hist.values()) > dealt:
        raise _fail(source, "playability.histogram", f"counts {sum(hist.values())} deals, more than the {dealt} dealt")


def tileset_from_json(data: Any, source: str = "") -> TileSet:
    wire = validate(schema.TileSetFile, data, source, ModelError)
    tiles = []
    for i, t in enumerate(wire.tiles):
        where = f"tiles[{i}]"
        for j, d in enumerate(t.pathways):
            if d in t.pathways[:j]:
                raise _fail(source, f"{where}.pathways[{j}]", f"pathway {d} listed twice")
        try:
            tiles.append(MazeTile(t.id, t.role, frozenset(t.pathways), t.symbol, t.color))
        except PnpError as err:
            raise _fail(source, where, str(err)) from None
    if wire.playability is not None:
        _check_figures(wire.playability, source)
    # the stated mix and the figures as the file wrote them (now known well-formed): a re-save gives the same
    # bytes and the report page prints them in the file's order
    return TileSet(tuple(tiles), wire.seed, dict(data.get("params") or {}), dict(data.get("playability") or {}),
                   wire.variant or "minotaur")  # a file from before the variants: the standard game
