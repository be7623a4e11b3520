"""Minigame tiles' file formats as schemas: what every tile holds, and the pieces the minigames' own schemas share.

A tile's ``puzzle`` and ``answer`` are each minigame's own: its module declares
``PuzzleWire`` and ``AnswerWire`` next to its JSON functions, so a new
minigame stays one module. :func:`tile_model` puts a minigame's two with the
fields every tile has (built from the catalog, once per module);
:mod:`pnp.games.minigames.jsonio` reads a tile's ``type`` first, then checks
the tile against its minigame's model. What a schema cannot say (a square
inside *this* grid, numbers 1 to K once each...) the module's
``puzzle_from_json`` checks after, raising :class:`Refused` with the key.
docs/formats.md describes the formats.
"""

from __future__ import annotations

import math
from functools import cache
from types import ModuleType
from typing import Annotated, Any, Literal

from pydantic import ConfigDict, Field, PlainValidator, WithJsonSchema, create_model

from pnp.errors import ModelError
from pnp.games.minigames.base import DIFFICULTIES
from pnp.schema import Name, Seed, Wire, tagged

MAX_MM = 300.0  # a drawn minigame's area, mm each way: tiles are about 63 × 50; A3 is 297 wide
MAX_FIGURES = 32  # figures in a tile's measure (a grader states at most 13)
MAX_FIGURE = 1e9  # a figure's size either way (counts, shares, search nodes)
MAX_TILES = 10_000  # tiles in a set (a kit's set holds 4 players × 7 minigames × 2 difficulties = 56)
MAX_GRID = 16  # squares each way of any minigame's grid (mazes go up to 16, the others less); a module bounds its own
MAX_SQUARES = MAX_GRID * MAX_GRID

Difficulty = Literal[DIFFICULTIES]  # type: ignore[valid-type]  # from the generator's names: one source
Version = Annotated[int, Field(strict=True, ge=1, le=1)]
Mm = Annotated[float, Field(strict=True, allow_inf_nan=False, ge=0.0, le=MAX_MM)]  # a position or length on a tile
Extent = Annotated[float, Field(strict=True, allow_inf_nan=False, ge=10.0, le=MAX_MM)]  # a drawn area's side, mm
Point = tuple[Mm, Mm]  # [x, y] in mm from the drawn area's top-left corner
Coordinate = Annotated[int, Field(strict=True, ge=0, le=MAX_GRID - 1)]  # a column or row of a grid
Square = tuple[Coordinate, Coordinate]  # [x, y] of a grid's square, y = 0 the top row
Path = Annotated[list[Square], Field(min_length=1, max_length=MAX_SQUARES)]  # a way through a grid, one square or more
Walls = Annotated[list[tuple[Square, Square]], Field(max_length=2 * MAX_SQUARES)]  # a grid has fewer inner sides


def _figure(value: object) -> int | float | bool:
    # one check for the three kinds a figure may be (a union would name its members in the key path)
    if isinstance(value, bool) or (isinstance(value, (int, float)) and math.isfinite(value)
                                   and abs(value) <= MAX_FIGURE):
        return value
    shown = repr(value) if len(repr(value)) <= 40 else repr(value)[:37] + "..."
    raise ValueError(f"expected a number from -{MAX_FIGURE:g} to {MAX_FIGURE:g}, or true or false, got {shown}")


Figure = Annotated[int | float | bool, PlainValidator(_figure), WithJsonSchema(
    {"anyOf": [{"type": "number", "minimum": -MAX_FIGURE, "maximum": MAX_FIGURE}, {"type": "boolean"}]})]
Measure = Annotated[dict[Name, Figure], Field(max_length=MAX_FIGURES)]


class Refused(ModelError):
    """A rule a schema cannot state, broken at ``key`` (a key path inside the puzzle or answer; "" for all of it)."""

    def __init__(self, key: str, message: str) -> None:
        super().__init__(message)
        self.key = key


class TileKind(Wire):
    """A tile's ``type``, read first: it says which minigame's schema checks the rest."""

    model_config = ConfigDict(extra="ignore", frozen=True)
    type: Name


class TileBody(Wire):
    """What every tile holds, whatever its minigame; ``puzzle`` and ``answer`` are the minigame's own."""

    type: Name
    difficulty: Difficulty
    id: Name = ""  # printed on the tile: a name, one line, no control characters
    seed: Seed | None = None
    puzzle: Wire
    answer: Wire
    measure: Measure = {}


class SetFile(Wire):
    """A set: its tiles are checked one by one, each against its minigame's model (:func:`tile_model`)."""

    kind: Literal["minigame-set"]
    version: Version
    seed: Seed | None = None
    tiles: list[dict[str, Any]] = Field(min_length=1, max_length=MAX_TILES)


@cache
def tile_model(m: ModuleType) -> type[TileBody]:
    """A tile of the minigame ``m``: every tile's fields, with ``m.PuzzleWire`` and ``m.AnswerWire``."""
    tag: Any = Literal[m.SPEC.type]  # built from the module's spec (a type checker cannot follow it)
    return create_model(f"{m.SPEC.type.capitalize()}Tile", __base__=TileBody, type=(tag, ...),
                        puzzle=(m.PuzzleWire, ...), answer=(m.AnswerWire, ...))


@cache
def tile_file_model(m: ModuleType) -> type[TileBody]:
    """A ``minigame-tile`` file of the minigame ``m``: the tile with its file's kind and version."""
    kind: Any = Literal["minigame-tile"]
    return create_model(f"{m.SPEC.type.capitalize()}TileFile", __base__=tile_model(m), kind=(kind, ...),
                        version=(Version, ...))


def any_tile_file() -> Any:
    """A ``minigame-tile`` file of any minigame, chosen by its ``type``: the published schema of the kind."""
    from pnp.games.minigames.catalog import modules

    return tagged("type", {m.SPEC.type: tile_file_model(m) for m in modules()}, "minigame")


def any_set_file() -> Any:
    """A ``minigame-set`` file whose tiles are each checked against their minigame: the published schema (the
    reader checks the tiles one by one, so that an error names the tile's index)."""
    from pnp.games.minigames.catalog import modules

    tile: Any = tagged("type", {m.SPEC.type: tile_model(m) for m in modules()}, "minigame")
    return create_model("MinigameSetFile", __base__=SetFile,
                        tiles=(list[tile], Field(min_length=1, max_length=MAX_TILES)))
