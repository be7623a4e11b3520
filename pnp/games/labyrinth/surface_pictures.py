"""The labyrinth's pictures as its surface offers them (:class:`pnp.surfaces.labyrinth.LabyrinthPictures`): the
sheet's grid, symbols and marks, the objective card's parts, the rules' pictures and the inks they are drawn in,
for the book to draw them afresh for its trim. Each member imports its module when first used."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

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


class Pictures:
    @property
    def example_class(self) -> type[Example]:
        from pnp.games.labyrinth.rules_example import Example
        return Example


    @property
    def CARD_BG(self) -> Color:
        from pnp.games.labyrinth.pen import CARD_BG
        return CARD_BG

    @property
    def HEART(self) -> Color:
        from pnp.games.labyrinth.pen import HEART
        return HEART

    @property
    def PANEL_LINE(self) -> Color:
        from pnp.games.labyrinth.pen import PANEL_LINE
        return PANEL_LINE

    @property
    def SYMBOL_COLOR(self) -> Mapping[str, Color]:
        from pnp.games.labyrinth.pen import SYMBOL_COLOR
        return SYMBOL_COLOR

    @property
    def COIN_EDGE(self) -> Color:
        from pnp.games.labyrinth.pen import COIN_EDGE
        return COIN_EDGE

    @property
    def ENTRY(self) -> Color:
        from pnp.games.labyrinth.pen import ENTRY
        return ENTRY

    @property
    def EXIT(self) -> Color:
        from pnp.games.labyrinth.pen import EXIT
        return EXIT

    @property
    def GRID_LINE(self) -> Color:
        from pnp.games.labyrinth.pen import GRID_LINE
        return GRID_LINE

    def heart_outline(self, x: float, y: float, size: float, style: Style) -> ScenePath:
        from pnp.games.labyrinth.pen import heart_outline
        return heart_outline(x, y, size, style)

    def card_notes(self, card: ObjectiveCard, par: dict[str, int] | None) -> list[tuple[str, str, Color]]:
        from pnp.games.labyrinth.card_pages import _card_notes
        return _card_notes(card, par)

    def entry_box(self, card: ObjectiveCard, height: float = 8.0, floor: float = 0.0) -> b.Row:
        from pnp.games.labyrinth.card_pages import entry_box
        return entry_box(card, height, floor)

    def row_box(self, row: Row, floor: float = 0.0) -> b.Row:
        from pnp.games.labyrinth.card_pages import row_box
        return row_box(row, floor)

    @property
    def MEANING(self) -> Mapping[str, tuple[str, str]]:
        from pnp.games.labyrinth.rules_figures import MEANING
        return MEANING

    @property
    def TILE_SEED(self) -> int:
        from pnp.games.labyrinth.rules_minigames import TILE_SEED
        return TILE_SEED

    @property
    def WALL(self) -> str:
        from pnp.games.labyrinth.rules_figures import WALL
        return WALL

    def wall_items(self, x: float, y: float, side: float) -> list[Item]:
        from pnp.games.labyrinth.rules_figures import _wall_items
        return _wall_items(x, y, side)

    def legend_symbols(self) -> list[Symbol]:
        from pnp.games.labyrinth.rules_figures import legend_symbols
        return legend_symbols()

    def sheet_marks(self, result: Result, sheet: Sheet, x0: float, y0: float) -> list[Item]:
        from pnp.games.labyrinth.rules_figures import sheet_marks
        return sheet_marks(result, sheet, x0, y0)

    def tally(self, ex: Example, x: float, y: float, w: float, label_size: float = 8.0,
              small: float = 7.5) -> list[Item]:
        from pnp.games.labyrinth.rules_figures import tally
        return tally(ex, x, y, w, label_size, small)

    def example(self) -> Example:
        from pnp.games.labyrinth.rules_example import example
        return example()

    def check_paper(self, paper: Paper) -> None:
        from pnp.games.labyrinth.sheet_grid import check_paper
        return check_paper(paper)

    def grid_geometry(self, sheet: Sheet, paper: Paper) -> tuple[float, float, float]:
        from pnp.games.labyrinth.sheet_grid import grid_geometry
        return grid_geometry(sheet, paper)

    def grid_items_at(self, sheet: Sheet, x0: float, y0: float, c: float, path: Sequence[Cell] | None,
                      floor: float = 0.0) -> list[Item]:
        from pnp.games.labyrinth.sheet_grid import grid_items_at
        return grid_items_at(sheet, x0, y0, c, path, floor)

    def grid_reach(self, c: float) -> float:
        from pnp.games.labyrinth.stone import frame_reach
        return frame_reach(c)

    def symbol_items(self, sym: Symbol, x: float, y: float, c: float, floor: float = 0.0) -> list[Item]:
        from pnp.games.labyrinth.sheet_grid import symbol_items
        return symbol_items(sym, x, y, c, floor)

    def grid_picture(self, sheet: Sheet, cell: float = 10.0) -> Page:
        from pnp.games.labyrinth.sheet_page import grid_picture
        return grid_picture(sheet, cell)

    def card_front(self, card: ObjectiveCard, size: Component, *, par: dict[str, int] | None = None,
                   floor: float = 0.0) -> Page:
        from pnp.games.labyrinth.draw import card_front
        return card_front(card, size, par=par, floor=floor)

    def sheet_page(self, sheet: Sheet, paper: Paper, *, path: Sequence[Cell] | None = None, title: str | None = None,
                   caption: str = '', solo: bool = False) -> Page:
        from pnp.games.labyrinth.draw import sheet_page
        return sheet_page(sheet, paper, path=path, title=title, caption=caption, solo=solo)

    def card_size(self, floor: float = 0.0, name: str | None = None) -> Component:
        from pnp.games.labyrinth.printouts import card_size
        return card_size(floor, name)

    def card_parts(self, cards: Sequence[ObjectiveCard], aids: int = 1, floor: float = 0.0, one_sided: bool = False,
                   size: str | None = None) -> list[ComponentSet]:
        from pnp.games.labyrinth.printouts import card_parts
        return card_parts(cards, aids, floor, one_sided, size)

    def solution_page(self, sheet: Sheet, card: ObjectiveCard, solution: Solution, sheet_paper: Paper) -> Page:
        from pnp.games.labyrinth.printouts import solution_page
        return solution_page(sheet, card, solution, sheet_paper)
