"""The contract of a minigame: what one tile type declares, and what the minigame family offers the rest of pnp.

A minigame type (a module of ``pnp/games/minigames/puzzles/``, or a module of one's own named in
``PNP_MINIGAMES``: docs/ARCHITECTURE.md, "Adding a minigame") implements :class:`Minigame`: its
:class:`MinigameSpec` (names, task, id prefix, icon, order), the verified generator's steps, the JSON of its
puzzle and answer, its faces drawn in a box, the row of the rules page, and :meth:`Minigame.hardness`, the
one number that orders its tiles in a book. Optional members are Protocols of their own
(:class:`Claiming`, :class:`SolvedForm`, :class:`Squared`, :class:`TwoFaced`), tested with ``isinstance``.

The book, the booklet, the kits and the labyrinth's rules use the family through :class:`Minigames`
(``pnp.registry.minigames()``), never the family's modules: so a new type reaches all of them with no
table to extend. A module conforms when mypy accepts ``_: Minigame = module`` and when
:func:`pnp.contract.check` finds nothing missing, which the catalog does when it loads it.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

if TYPE_CHECKING:
    from pnp.catalog import Component
    from pnp.grid.core import Cell, Wall
    from pnp.scene.color import Color
    from pnp.scene.model import Item, Page
    from pnp.schema import Wire
    from pnp.verdict import Verdict

Box = tuple[float, float, float, float]  # (x, y, width, height) in mm
Check = tuple[str, "str | None"]  # (what was checked, why it fails or None when it holds)


@dataclass(frozen=True)
class MinigameSpec:
    """What a minigame says about itself: the one place its names, task, id prefix, icon and order are written
    (with literal values: ``pnp --help`` reads it from the source without importing the module)."""

    type: str  # the name in code, JSON, file names and the CLI; the module's own name
    name: str  # printed on the tile's header and artwork side
    task: str  # the one-line task printed at the foot of the puzzle side
    prefix: str  # the tile id's prefix: two capital letters, different for every minigame
    icon: str  # the icon on its tiles (a name of pnp.icons)
    order: int  # where it comes among the minigames (sets, answer keys, the CLI); gaps leave room to insert


@dataclass(frozen=True)
class Tile:
    """One verified tile of a minigame: its puzzle and answer (the type's own frozen dataclasses)."""

    type: str
    difficulty: str
    tile_id: str
    seed: int
    puzzle: Any
    answer: Any
    measure: dict = field(default_factory=dict, compare=False, hash=False)


class Minigame(Hashable, Protocol):
    """One minigame type (a module, or any object: hashable, as a module is). Arguments are positional-only: each
    module names its own."""

    SPEC: MinigameSpec

    @property
    def PuzzleWire(self) -> type[Wire]:  # noqa: N802 (the class a module defines)
        """The puzzle's fields in a file: every number, list and string bounded."""
        ...

    @property
    def AnswerWire(self) -> type[Wire]:  # noqa: N802
        ...

    def generate(self, difficulty: str, rng: random.Random, /) -> tuple[Any, Any] | None:
        """One attempt at a (puzzle, answer) of that difficulty; None when the attempt failed."""

    def count_solutions(self, puzzle: Any, limit: int = 2, /) -> int:
        """0, 1 or ``limit`` (at least that many), by a search independent of how the puzzle was made."""
        ...

    def solve(self, puzzle: Any, /) -> Any:
        """The answer when there is exactly one, else None."""

    def grade(self, puzzle: Any, /) -> tuple[str, dict]:
        """The difficulty a solver-based measure gives ("easy" or "hard"), and the measure's figures."""
        ...

    def hardness(self, measure: Mapping[str, Any], /) -> float:
        """The one number, from the grade's figures, that orders its tiles from easy to hard (in a book)."""
        ...

    def canonical(self, puzzle: Any, /) -> str:
        """The puzzle up to turns, mirrors and symbol swaps: equal for two variants of one puzzle (the id)."""
        ...

    def puzzle_to_json(self, puzzle: Any, /) -> dict: ...

    def puzzle_from_json(self, wire: Any, /) -> Any: ...

    def answer_to_json(self, answer: Any, /) -> dict: ...

    def answer_from_json(self, wire: Any, /) -> Any: ...

    def draw_puzzle(self, tile: Any, box: Box, floor: float = 0.0, /) -> list[Item]:
        """The puzzle face's content inside ``box``, no text under ``floor`` pt (0: as designed)."""
        ...

    def draw_answer(self, tile: Any, box: Box, floor: float = 0.0, /) -> list[Item]: ...

    def rules_row(self) -> tuple[str, str]:
        """What docs/rules-minigames.md states of its easy and hard tiles."""
        ...


@runtime_checkable
class Claiming(Protocol):
    """A minigame whose printed tile states more than its answer ("Find 4"), each claim checked."""

    def claims(self, puzzle: Any, /) -> list[Check]: ...


@runtime_checkable
class SolvedForm(Protocol):
    """A minigame whose answer fills the grid: two tiles with the same solved grid are kept out of one set."""

    def solved_form(self, puzzle: Any, answer: Any, /) -> str: ...


@runtime_checkable
class Squared(Protocol):
    """A minigame whose figure is drawn on squares a player writes in: the least box (width, height in mm) a
    figure of that difficulty needs for squares of ``square`` mm at the floor, its margins and words included,
    when it is given ``width`` mm (words across the figure wrap less in a wider one). A tile refuses a size that
    leaves its figure less (a child cannot draw in a square much under 3.5 mm)."""

    def least_box(self, difficulty: str, square: float, width: float, floor: float = 0.0, /) -> tuple[float, float]:
        ...


@runtime_checkable
class TwoFaced(Protocol):
    """A minigame that draws a second face the task compares with the first (the spider); ``caption``: the face's
    own words under it (left off where a tile prints without its fine print)."""

    def draw_artwork(self, tile: Any, box: Box, floor: float = 0.0, caption: bool = True, /) -> list[Item]: ...


class Minigames(Protocol):
    """The minigame family, as the book, the booklet, the kits and the labyrinth's rules use it."""

    @property
    def DIFFICULTIES(self) -> tuple[str, ...]: ...  # noqa: N802 (a constant of the family)

    @property
    def PAPER(self) -> Color:  # noqa: N802
        """The tiles' paper, behind every face."""
        ...

    def types(self) -> tuple[str, ...]:
        """Every type in order (their modules imported)."""
        ...

    def declared_types(self) -> tuple[str, ...]:
        """Every type in order, read without importing the modules (for ``pnp --help``)."""
        ...

    def get(self, type_name: str, /) -> Minigame:
        """A type's module; an unknown name is a user error naming the known ones."""
        ...

    def make(self, type_name: str, difficulty: str, seed: int, index: int = 0, /) -> Tile:
        """A verified tile; ``index`` tells apart several tiles of one type from one seed."""
        ...

    def verify(self, tile: Tile, /) -> Verdict: ...

    def likeness(self, tile: Tile, /) -> list[tuple[str, str, str]]:
        """What makes two tiles alike (no two alike in a set or a book)."""
        ...

    def tile_size(self, text_floor: float = 0.0, /) -> Component: ...

    def face_page(self, tile: Tile, size: Component | None = None, bleed: float = ..., answer: bool = False,
                  text_floor: float = 0.0, /) -> Page:
        """The tile's puzzle side (solved for an ``answer``) as a page of its own, as the kits print it, no text
        under ``text_floor`` pt."""
        ...

    def faces(self, tile: Tile, answer: bool = False, /) -> Sequence[Any]:
        """The face drawers the reader needs, in order: ``(tile, box, floor) -> items``."""
        ...

    # the maze minigames' pen, which draws the book's plain mazes too
    def place(self, width: float, height: float, box: Box, left: float = 0.0, right: float = 0.0, top: float = 0.0,
              bottom: float = 0.0, inset: float = 0.0, /) -> tuple[float, float, float]:
        """(x0, y0, square) of a width × height grid centred in ``box`` with room around it (in squares)."""
        ...

    def maze_items(self, width: int, height: int, walls: Iterable[Wall],
                   openings: Iterable[tuple[Cell, tuple[int, int]]], x0: float, y0: float, c: float, /) -> list[Item]:
        """A maze's walls and border, the border open at each (border square, outward step)."""
        ...

    def centre(self, cell: Cell, x0: float, y0: float, c: float, /) -> tuple[float, float]: ...

    def turned_icon(self, name: str, cx: float, cy: float, size: float, degrees: float, color: Color, /) -> Item: ...

    def path_line(self, points: Sequence[tuple[float, float]], c: float, /) -> Item:
        """The answer's line through a maze of squares of ``c`` mm."""
        ...
