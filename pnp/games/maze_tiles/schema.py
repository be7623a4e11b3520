"""The maze-tile set's file format (kind ``maze-tiles``) as a schema.

Checked at the boundary before any work (:func:`pnp.schema.validate`): every
role, pathway, symbol and colour one of the game's own names, every count and
figure a bounded number. What a schema cannot say (49 tiles in the right
roles, the key and hero colours once each, figures that add up) ``verify``
checks after. docs/formats.md describes the format.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from pnp.games.maze_tiles.generate import BOARD, MAZE_TILES, TileSetParams
from pnp.games.maze_tiles.model import DIRS, HERO_COLORS, KEY_COLORS, ROLES, SHAPES, SYMBOLS, VARIANTS
from pnp.schema import Bool, Name, Seed, Wire

# Built from the model's names: one source for the generator, verify and the file.
Direction = Literal[DIRS]  # type: ignore[valid-type]
Role = Literal[ROLES]  # type: ignore[valid-type]
Symbol = Literal[SYMBOLS]  # type: ignore[valid-type]
COLOURS = KEY_COLORS + HERO_COLORS  # a key tile's key colour, a start tile's hero colour
SHAPE_NAMES = tuple(SHAPES)
Colour = Literal[COLOURS]  # type: ignore[valid-type]
Shape = Literal[SHAPE_NAMES]  # type: ignore[valid-type]
Variant = Literal[VARIANTS]  # type: ignore[valid-type]

TILES = BOARD * BOARD  # a set fills the 7 × 7 board; more tiles have nowhere to go
MAX_TURNS = 3 * TILES  # no deal needs more quarter turns than three for every tile
MAX_SETUPS = 1_000_000  # the most deals the report makes (the maze-tiles command's --setups bound)
TileId = Annotated[Name, Field(min_length=1)]  # printed in the tile's corner ("M36"), shrunk to fit
Count = Annotated[int, Field(strict=True, ge=0, le=MAZE_TILES)]  # of the 36 maze tiles
Share = Annotated[float, Field(strict=True, ge=0, le=1, allow_inf_nan=False)]
Turns = Annotated[float, Field(strict=True, ge=0, le=MAX_TURNS, allow_inf_nan=False)]
TurnCount = Annotated[str, Field(pattern=r"^(0|[1-9][0-9]{0,2})$")]  # a histogram key: a whole number as text
Deals = Annotated[int, Field(strict=True, ge=0, le=MAX_SETUPS)]
Version = Annotated[int, Field(strict=True, ge=1, le=1)]

_MIX = TileSetParams()


class Tile(Wire):
    id: TileId
    role: Role
    pathways: list[Direction] = Field(min_length=1, max_length=len(DIRS))
    symbol: Symbol | None = None
    color: Colour | None = None


class Mix(Wire):
    """The stated shape and symbol mix of the maze tiles (the report page prints it); verify compares it."""

    dead_end: Count = Field(default=_MIX.dead_end, alias="dead-end")
    straight: Count = _MIX.straight
    corner: Count = _MIX.corner
    t: Count = _MIX.t
    cross: Count = _MIX.cross
    wall: Count = _MIX.wall
    minotaur: Count = _MIX.minotaur
    hide: Count = _MIX.hide
    trap: Count = _MIX.trap
    secret: Count = _MIX.secret
    key_shape: Shape = _MIX.key_shape


class Playability(Wire):
    """The report's figures (its page prints them); verify checks they add up.

    Each is optional: an older file wrote ``connected_share`` in place of the two join
    rates, and verify says it left such figures unchecked.
    """

    setups: Annotated[int, Field(strict=True, ge=1, le=MAX_SETUPS)] | None = None
    joined_by_pathways_alone_share: Share | None = None
    joined_using_secret_passages_share: Share | None = None
    connected_share: Share | None = None
    unjoinable_share: Share | None = None
    turns_count_secret_passages: Bool = True
    mean_rotations: Turns | None = None
    median_rotations: Turns | None = None
    max_rotations: Annotated[int, Field(strict=True, ge=0, le=MAX_TURNS)] | None = None
    histogram: dict[TurnCount, Deals] | None = Field(default=None, max_length=MAX_TURNS + 1)


class TileSetFile(Wire):
    kind: Literal["maze-tiles"]
    version: Version
    seed: Seed | None = None
    variant: Variant | None = None  # the monster (none: the Minotaur, as before the variants)
    params: Mix | None = None
    tiles: list[Tile] = Field(min_length=1, max_length=TILES)
    playability: Playability | None = None


__all__ = ["TileSetFile"]
