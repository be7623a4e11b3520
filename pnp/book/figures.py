"""The how-to-play pictures of a book, drawn for the column they print in (95 to 195 mm), text at 7 pt or more.

The same worked example, symbols and solved minigames as the kits' printed rules
(:mod:`pnp.games.labyrinth.rules_figures`), laid out afresh for the width, as a
rules figure drawn for A4 and scaled into a 5 × 8 in column would print its
words at 4 pt: the practice sheet with its best line and the marks a player
makes, the card as the puzzle pages draw it, the referee's score row by row;
every symbol with what it does in a solo book; each minigame present, solved.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from pnp.book.labyrinth_parts import panel_box
from pnp.book.pen import INK, at, gap, grown, least, para
from pnp.i18n import N_, _
from pnp.registry import labyrinth
from pnp.scene import boxes as b
from pnp.scene.model import Group, Item, Page, Style
from pnp.scene.shapes import rect, rounded_rect
from pnp.scene.tall import figure

# the labyrinth's symbols, inks and rules pictures, through its surface
_LAB = labyrinth()
BOSSES, EXIT, GRID_LINE, PANEL_LINE = _LAB.BOSSES, _LAB.EXIT, _LAB.GRID_LINE, _LAB.PANEL_LINE
MEANING, TILE_SEED, WALL = _LAB.MEANING, _LAB.TILE_SEED, _LAB.WALL
_wall_items, legend_symbols = _LAB.wall_items, _LAB.legend_symbols

# a book has no tiles to solve on the way: a boss is a way out, nothing more
# i18n: a puzzle book's symbols legend: what a boss (minotaur, spider, troll) does in a book
BOOK_MEANING = {boss: (MEANING[boss][0], N_("A way out: end your line here.")) for boss in BOSSES}
MAX_CELL = 10.0  # mm: a square of the practice sheet
# over the book's own 7 pt (pen.grown): bigger squares, the card's column as wide as its rows at the floor need,
# the legend's and the minigames' columns wider, as these are at 12 pt
CELL_AT_12 = 14.0
CARD_W_AT_12 = 85.0


def example_pictures(w: float, floor: float = 0.0, narrow: bool = False) -> list[Page]:
    """The worked example in pictures no taller than they need: the sheet with its line, the card, the score
    (side by side when the column is wide, one under the other when narrow, or ``narrow``)."""
    from pnp.book.answer_pages import score_items, solved_grid
    from pnp.book.model import LabyrinthPuzzle
    referee, example, Solution = _LAB.referee, _LAB.example, _LAB.solution_class  # noqa: N806

    ex = example()
    sheet = ex.sheet
    # a book is played alone: the card without its fastest-player row, the line scored again without it
    card = replace(ex.card, rows=tuple(r for r in ex.card.rows if r.kind != "fastest"))
    result = referee(sheet, card, ex.result.path)
    c = min(grown(MAX_CELL, CELL_AT_12, floor), w / sheet.width)
    gw, gh = sheet.width * c, sheet.height * c
    lab = LabyrinthPuzzle(sheet, card, Solution(True, ex.optimal, result.score, result.path, result, None, 0.0, ""))
    wide = not narrow and w >= gw + grown(60.0, CARD_W_AT_12, floor) + 4.0
    cw = w - gw - 4.0 if wide else w  # the card's and the score's width
    grid = b.Art(draw=lambda x, y, _w, _h: solved_grid(lab, x, y, c, floor), width=gw, height=gh, shrink=0.0)
    score = b.Art(draw=lambda x, y, _w, _h: score_items(lab, x, y, cw, floor)[0], width=cw,
                  height=score_items(lab, 0.0, 0.0, cw, floor)[1], shrink=0.0)
    panel = panel_box(card, cw, floor)
    if wide:  # the card beside the sheet, the score under the card
        return [figure(b.Row(gap=4.0, items_align="start", children=(grid, b.Column(children=(
            panel, gap(3.0), score)))), w, floor, "the worked example", "example")]
    # narrow: the card first, as a reader takes it in before drawing a line, then the sheet and its score (the
    # card, a third of the sheet's height, finishes a page of rules the sheet would leave short)
    return [figure(node, w, floor, "the worked example", label) for node, label in (
        (panel, "example card"), (b.Row(justify="center", children=(grid,)), "example sheet"),
        (score, "example score"))]


def legend_rows(w: float, floor: float = 0.0) -> list[Page]:
    """Every symbol of a sheet drawn by the sheet's code, with its name and what it does, row by row, each a
    picture of its own :data:`LEGEND_GAP` apart: the legend flows on between its rows, like a table."""
    return [figure(row, w, floor, "the symbol legend", "legend") for row in _legend(w, floor)]


LEGEND_GAP = 2.0  # mm between two rows of the legend
TILE_GAP = 4.0  # mm between two solved tiles


def _legend(w: float, floor: float) -> list[b.Row]:
    """Each row of the legend: a cell per symbol, its square drawn by the sheet's code beside its name and
    what it does."""
    symbol_items = _LAB.symbol_items

    symbols = legend_symbols()
    cols = max(1, int(w // grown(46.0, 85.0, floor)))
    col_w = w / cols
    square = grown(9.0, 13.0, floor)
    tw = col_w - square - 3.0

    def drawn(symbol: Any) -> b.Art:
        def draw(x: float, y: float, _w: float, _h: float) -> list[Item]:
            if symbol.kind == WALL:
                return [Group(tuple(_wall_items(x, y, square)))]
            return [rect(x, y, square, square, Style(stroke=GRID_LINE, width=0.3)),
                    Group(tuple(symbol_items(symbol, x, y, square, least(floor))))]

        return b.Art(draw=draw, width=square, height=square, shrink=0.0)

    def cell(symbol: Any) -> b.Row:
        name, meaning = BOOK_MEANING.get(symbol.kind, MEANING[symbol.kind])
        words = b.Column(width=tw, shrink=0.0, children=(
            para(_(name), tw, at(8.0, floor + 1), "body-bold", EXIT if symbol.kind in BOSSES else INK),
            para(_(meaning), tw, at(7.5, floor))))
        return b.Row(width=col_w, shrink=0.0, gap=1.8, items_align="start", children=(drawn(symbol), words))

    return [b.Row(items_align="start", children=tuple(cell(symbol) for symbol in symbols[start:start + cols]))
            for start in range(0, len(symbols), cols)]


def _rows(tiles: Sequence, cols: int) -> list[list[tuple[int, Any]]]:
    """The tiles in rows of ``cols`` columns, each (its first column, the tile), in order but for one rule: a tile
    of two faces takes two columns (:mod:`pnp.book.faces`), so where it would start on a row's last column, the
    next tile of one face takes that column first (no row left half empty while a tile could fill it)."""
    from pnp.book.faces import faces

    rows: list[list[tuple[int, Any]]] = [[]]
    at_column = 0
    waiting = list(tiles)
    while waiting:
        spans = [min(len(faces(tile)), cols) for tile in waiting]
        fits = next((i for i, span in enumerate(spans) if at_column + span <= cols), None)
        if fits is None or (fits > 0 and spans[fits] > 1):  # nothing fits the row's room: a new row
            rows.append([])
            at_column = 0
            continue
        tile = waiting.pop(fits)
        rows[-1].append((at_column, tile))
        at_column += spans[fits]
    return [row for row in rows if row]


def minigame_pictures(kinds: Sequence[str], w: float, floor: float = 0.0) -> list[Page]:
    """A row of solved example tiles (one easy tile of each minigame present) per picture, named, with the task;
    a tile whose task compares its two sides shows both, side by side."""
    from pnp.book.faces import faces
    from pnp.registry import minigames

    family = minigames()
    # the kits' rules show the same tiles (one seed), but only of the minigames the labyrinth plays: the book
    # shows every minigame it holds
    tiles = [family.make(kind, "easy", TILE_SEED) for kind in family.types() if kind in kinds]
    cols = max(1, int(w // grown(44.0, 75.0, floor)))  # two or more as designed: a book's column is 95 mm or more
    tw = (w - (cols - 1) * TILE_GAP) / cols
    frame = Style(fill=family.PAPER, stroke=PANEL_LINE, width=0.25)

    def face(tile: Any, draw: Callable[..., list[Item]]) -> b.Art:
        def drawn(x: float, y: float, _w: float, _h: float) -> list[Item]:
            # half its stroke inside the picture's edge
            return [rounded_rect(x + 0.125, y + 0.125, tw - 0.25, tw - 0.25, 1.5, frame),
                    *draw(tile, (x + 1.5, y + 1.5, tw - 3.0, tw - 3.0), least(floor))]

        return b.Art(draw=drawn, width=tw, height=tw, shrink=0.0)

    def cell(tile: Any) -> b.Column:
        """The tile's faces side by side, its name and task under them."""
        draws = faces(tile, answer=True)[:cols]
        declared = family.get(tile.type).SPEC
        width = len(draws) * (tw + TILE_GAP) - TILE_GAP
        return b.Column(width=width, shrink=0.0, children=(
            b.Row(gap=TILE_GAP, children=tuple(face(tile, draw) for draw in draws)), gap(1.0),
            para(_(declared.name), width, at(8.0, floor + 1), "body-bold"),
            para(_(declared.task), width, at(7.5, floor))))

    return [figure(b.Row(gap=TILE_GAP, items_align="start", children=tuple(cell(tile) for _column, tile in row)), w,
                   floor, "the minigames' pictures", "minigames") for row in _rows(tiles, cols)]
