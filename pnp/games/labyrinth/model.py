"""Labyrinth sheets: a grid with walls and at most one symbol per square.

Symbols: staircases A, B, C (entries); the bosses minotaur, spider and troll
(exits); the items sword, bow, key and treasure (one of each); rats,
skeletons, traps, gems and ghosts (several); scrolls (distinct names).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from pnp.grid.core import Cell, Grid, Wall
from pnp.jsonio import canonical

STAIRCASE = "staircase"
SCROLL = "scroll"
BOSSES = ("minotaur", "spider", "troll")
ITEMS = ("sword", "bow", "key", "treasure")
MANY = ("rat", "skeleton", "trap", "gem", "ghost")
KINDS = (STAIRCASE, *BOSSES, *ITEMS, *MANY, SCROLL)
STAIR_LETTERS = ("A", "B", "C")

MIN_SIZE, MAX_SIZE = 5, 20


@dataclass(frozen=True, order=True)
class Symbol:
    kind: str
    name: str = ""  # the letter of a staircase, the name of a scroll

    @property
    def label(self) -> str:
        return f"{self.kind} {self.name}" if self.name else self.kind


def staircase(letter: str) -> Symbol:
    return Symbol(STAIRCASE, letter)


def scroll(name: str) -> Symbol:
    return Symbol(SCROLL, name)


@dataclass(frozen=True)
class Sheet:
    """One side of a labyrinth sheet."""

    width: int
    height: int
    walls: frozenset[Wall]
    symbols: tuple[tuple[Cell, Symbol], ...]  # sorted by cell
    side: str = "A"  # "A", "B" or "custom"
    sheet_id: str = ""
    seed: int | None = None
    params: dict = field(default_factory=dict, compare=False, hash=False)  # generator settings, for the record
    title: str = ""  # a designer's name for the sheet, printed as its heading ("" for a generated sheet)

    def __post_init__(self) -> None:
        # the settings in the one spelling every file of the sheet uses (a whole float as an integer, as JSON
        # writes it: pnp.jsonio.canonical), so the model, its JSON and its text agree and each goes through the
        # others exactly (the generator records dead_end_share 1.0; a JSON file has 1)
        object.__setattr__(self, "params", canonical(dict(self.params)))

    @cached_property
    def grid(self) -> Grid:
        return Grid(self.width, self.height, self.walls)

    @cached_property
    def at(self) -> dict[Cell, Symbol]:
        return dict(self.symbols)

    def cells_with(self, kind: str, name: str | None = None) -> list[Cell]:
        return [c for c, s in self.symbols if s.kind == kind and (name is None or s.name == name)]

    def staircases(self) -> dict[str, Cell]:
        return {s.name: c for c, s in self.symbols if s.kind == STAIRCASE}

    def bosses(self) -> dict[str, Cell]:
        return {s.kind: c for c, s in self.symbols if s.kind in BOSSES}

    def scrolls(self) -> dict[str, Cell]:
        return {s.name: c for c, s in self.symbols if s.kind == SCROLL}

    def label(self) -> str:
        return f"side {self.side}" if self.side in ("A", "B") else "custom sheet"


@dataclass(frozen=True)
class Labyrinth:
    """A labyrinth design: the two sides of one printed sheet."""

    labyrinth_id: str
    seed: int
    side_a: Sheet
    side_b: Sheet

    def side(self, letter: str) -> Sheet:
        return self.side_a if letter.upper() == "A" else self.side_b
