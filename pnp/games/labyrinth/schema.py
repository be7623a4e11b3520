"""The labyrinth's file formats as schemas: sheets, two-sided labyrinths, objective cards and decks, paths.

Checked at the boundary before any work (:func:`pnp.schema.validate`); what a
schema cannot say (walls between neighbours, each staircase once, every boss
reachable alive, rows that do not contradict each other) the readers and
``verify`` check after. docs/formats.md describes the formats.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from pnp.games.labyrinth.cards import DIFFICULTIES, HEART_EFFECT_SYMBOLS, ROW_KINDS
from pnp.games.labyrinth.model import KINDS
from pnp.schema import Bool, Name, Seed, Whole, Wire

# Coordinates far beyond any sheet are refused here; a square just off a sheet reaches verify, which names it.
Coordinate = Annotated[int, Field(strict=True, ge=-1000, le=1000)]
Cell = tuple[Coordinate, Coordinate]
Side = Literal["A", "B"]
MAX_SQUARES = 100  # a sheet is at most 100 squares a side here (pnp plays 5 to 20; verify says so)

Symbol = Literal[KINDS]  # type: ignore[valid-type]  # built from the model's names: one source
RowKind = Literal[ROW_KINDS]  # type: ignore[valid-type]  # likewise
Difficulty = Literal[DIFFICULTIES]  # type: ignore[valid-type]  # likewise
HeartEffect = Literal[HEART_EFFECT_SYMBOLS]  # type: ignore[valid-type]  # likewise


Setting = Annotated[int, Field(strict=True, ge=-10**9, le=10**9)] | Annotated[float, Field(
    strict=True, ge=-1e9, le=1e9, allow_inf_nan=False)] | Bool | Name
Score = Annotated[int, Field(strict=True, ge=-10_000, le=10_000)]
Version = Annotated[int, Field(strict=True, ge=1, le=1)]


class SymbolEntry(Wire):
    at: Cell
    symbol: Symbol
    name: Name = ""


class SheetBody(Wire):
    """One side of a sheet, as it sits in a sheet, labyrinth or deck file."""

    id: Name = ""
    side: Name = "custom"
    seed: Seed | None = None
    width: Whole = Field(ge=1, le=MAX_SQUARES)
    height: Whole = Field(ge=1, le=MAX_SQUARES)
    walls: list[tuple[Cell, Cell]] = Field(default=[], max_length=4 * MAX_SQUARES * MAX_SQUARES)
    symbols: list[SymbolEntry] = Field(default=[], max_length=MAX_SQUARES * MAX_SQUARES)
    params: dict[Name, Setting] | None = None  # the generator's settings, kept for the record
    title: Name = ""  # a designer's name for the sheet, printed as its heading


class SheetFile(SheetBody):
    kind: Literal["labyrinth-sheet"]
    version: Version


class Sides(Wire):
    A: SheetBody
    B: SheetBody


class LabyrinthFile(Wire):
    kind: Literal["labyrinth"]
    version: Version
    id: Name
    seed: Seed | None = None
    sides: Sides


class RowEntry(Wire):
    kind: RowKind
    points: Whole = Field(ge=-100, le=100)
    symbol: Name = ""
    names: list[Name] = Field(default=[], max_length=3)
    count: Whole = Field(default=0, ge=0, le=100)
    requires: Name = ""


class CardBody(Wire):
    id: Name = ""
    difficulty: Difficulty
    entry: Literal["A", "B", "C", "any"]
    rows: list[RowEntry] = Field(min_length=1, max_length=12)
    extra_exits: list[Literal["A", "B", "C"]] = Field(default=[], max_length=3)
    heart_effects: list[HeartEffect] = Field(default=[], max_length=4)
    par: dict[Name, Score] | None = None
    witness: dict[Name, list[Cell]] | None = None


class CardFile(CardBody):
    kind: Literal["objective-card"]
    version: Version


class Policy(Wire):
    side_b_not_below_a: Bool = False
    min_par: dict[Difficulty, Score] = {}


class DeckFile(Wire):
    kind: Literal["objective-deck"]
    version: Version
    seed: Seed | None = None
    labyrinth: Name = ""
    cards: list[CardBody] = Field(max_length=1000)
    sheets: dict[Side, SheetBody] | None = None
    policy: Policy | None = None


class PathFile(Wire):
    kind: Literal["labyrinth-path"]
    version: Version
    path: list[Cell] = Field(max_length=MAX_SQUARES * MAX_SQUARES)


__all__ = ["CardFile", "DeckFile", "LabyrinthFile", "PathFile", "SheetFile"]
