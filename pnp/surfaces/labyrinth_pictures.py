"""The labyrinth's pictures as the book draws them afresh for its trim: part of
:class:`pnp.surfaces.labyrinth.LabyrinthSurface` (which see), implemented by
``pnp.games.labyrinth.surface_pictures``."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from pnp.catalog import Component, Paper
    from pnp.games.labyrinth.cards import ObjectiveCard, Row
    from pnp.games.labyrinth.model import Sheet, Symbol
    from pnp.games.labyrinth.referee import Result
    from pnp.games.labyrinth.rules_example import Example
    from pnp.games.labyrinth.solver import Solution
    from pnp.grid.core import Cell
    from pnp.parts import ComponentSet
    from pnp.scene import boxes as b
    from pnp.scene.color import Color
    from pnp.scene.model import Item, Page, Style
    from pnp.scene.model import Path as ScenePath


class LabyrinthPictures(Protocol):
    """The labyrinth's sheets, cards and rules pictures drawn, and the ink they are drawn in."""

    @property
    def example_class(self) -> type[Example]:
        """The rules' worked example (a sheet, a card, the line's verdicts), to state one for a tally."""
        ...

    @property
    def CARD_BG(self) -> Color: ...

    @property
    def HEART(self) -> Color: ...

    @property
    def PANEL_LINE(self) -> Color: ...

    @property
    def SYMBOL_COLOR(self) -> Mapping[str, Color]: ...

    @property
    def COIN_EDGE(self) -> Color: ...

    @property
    def ENTRY(self) -> Color: ...

    @property
    def EXIT(self) -> Color: ...

    @property
    def GRID_LINE(self) -> Color: ...

    def heart_outline(self, x: float, y: float, size: float, style: Style) -> ScenePath:
        """A heart in the box (x, y, size, size)."""
        ...

    def card_notes(self, card: ObjectiveCard, par: dict[str, int] | None) -> list[tuple[str, str, Color]]:
        """The small lines under the rows."""
        ...

    def entry_box(self, card: ObjectiveCard, height: float = 8.0, floor: float = 0.0) -> b.Row:
        """Where to enter."""
        ...

    def row_box(self, row: Row, floor: float = 0.0) -> b.Row:
        """A scoring row."""
        ...

    @property
    def MEANING(self) -> Mapping[str, tuple[str, str]]:
        """Each symbol's name and what it does, as catalog messages in English: print them through
        ``pnp.i18n._`` (the words every other picture here gives are in the current language already)."""
        ...

    @property
    def TILE_SEED(self) -> int: ...

    @property
    def WALL(self) -> str: ...

    def wall_items(self, x: float, y: float, side: float) -> list[Item]:
        """A wall as the sheet draws one."""
        ...

    def legend_symbols(self) -> list[Symbol]:
        """What the legend shows."""
        ...

    def sheet_marks(self, result: Result, sheet: Sheet, x0: float, y0: float) -> list[Item]:
        """What the player marks on the sheet."""
        ...

    def tally(self, ex: Example, x: float, y: float, w: float, label_size: float = 8.0,
              small: float = 7.5) -> list[Item]:
        """The referee's score row by row, and what happened on the way, at (x, y), ``w`` wide."""
        ...

    def example(self) -> Example:
        """The worked example (computed once)."""
        ...

    def check_paper(self, paper: Paper) -> None:
        ...

    def grid_geometry(self, sheet: Sheet, paper: Paper) -> tuple[float, float, float]:
        """Where the grid goes on the page."""
        ...

    def grid_items_at(self, sheet: Sheet, x0: float, y0: float, c: float, path: Sequence[Cell] | None,
                      floor: float = 0.0) -> list[Item]:
        """The grid with its top-left corner at (x0, y0) and squares of ``c`` mm."""
        ...

    def grid_reach(self, c: float) -> float:
        """How far (mm) a grid of ``c`` mm squares draws outside its squares (its frame): room to keep round it."""
        ...

    def symbol_items(self, sym: Symbol, x: float, y: float, c: float, floor: float = 0.0) -> list[Item]:
        """A symbol inside the square at (x, y) of size c."""
        ...

    def grid_picture(self, sheet: Sheet, cell: float = 10.0) -> Page:
        """The sheet's grid as a picture without its letters."""
        ...

    def card_front(self, card: ObjectiveCard, size: Component, *, par: dict[str, int] | None = None,
                   floor: float = 0.0) -> Page:
        """The face of an objective card at any card size, no text under ``floor`` pt."""
        ...

    def sheet_page(self, sheet: Sheet, paper: Paper, *, path: Sequence[Cell] | None = None, title: str | None = None,
                   caption: str = "", solo: bool = False) -> Page:
        """A printable labyrinth sheet (trim = the paper, portrait)."""
        ...

    def card_size(self, floor: float = 0.0, name: str | None = None) -> Component:
        """The objective cards' and aids' size."""
        ...

    def card_parts(self, cards: Sequence[ObjectiveCard], aids: int = 1, floor: float = 0.0, one_sided: bool = False,
                   size: str | None = None) -> list[ComponentSet]:
        """The cards (each front with its difficulty's back) and ``aids`` player aids, no text under the floor."""
        ...

    def solution_page(self, sheet: Sheet, card: ObjectiveCard, solution: Solution, sheet_paper: Paper) -> Page:
        ...
