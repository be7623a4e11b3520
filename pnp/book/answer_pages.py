"""A puzzle's answer, drawn into its share of an answer page: ``Puzzle 12 · page 34`` and the solution.

- a labyrinth (a whole page): the sheet's grid with the proven best line as the booklet's answers draw it,
  rings round what it gained and defeated, crosses where it lost a heart, and the referee's score row by row;
- a minigame (a quarter): the tile's puzzle solved, by the minigame's own answer drawing;
- a maze (a half): the maze with its one way through drawn.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from pnp.book.maze_draw import maze_picture
from pnp.book.model import Box, Entry, LabyrinthPuzzle, Placed
from pnp.book.pen import ACCENT, FLOOR, GAP, INSET, MUTED, at, beside_or_under, gap, grown, least, page_of
from pnp.i18n import _
from pnp.registry import labyrinth
from pnp.scene import boxes as b
from pnp.scene.affine import Affine
from pnp.scene.arrange import lay_out
from pnp.scene.model import Group, Item, Page, Text
from pnp.scene.text import PT

_LAB = labyrinth()  # the sheet's grid, marks and tally by the labyrinth's own code, through its surface
sheet_marks, tally, grid_items_at = _LAB.sheet_marks, _LAB.tally, _LAB.grid_items_at

CAPTION_H = 6.0  # mm
TALLY_W = 62.0  # mm: the score's column beside a grid
MARKS_CELL = 8.0  # mm: the square the rules' marks are drawn for (rules_figures.CELL)
MAX_CELL = 20.0  # mm
REACH = _LAB.grid_reach(MAX_CELL)  # mm the grid's frame reaches past its squares, at most: kept round it


def answer_size(kind: str, floor: float = 0.0) -> str:
    """The share of a page an answer of this kind takes: "full" (a labyrinth), else a quarter, or over the book's
    own 7 pt a half: a quarter page cannot hold a solved tile's words at the floor on the smaller trims, nor a
    maze's squares big enough to follow."""
    return "full" if kind == "labyrinth" else "half" if floor > FLOOR else "quarter"


def caption_h(floor: float = 0.0) -> float:
    return max(CAPTION_H, floor * PT * 1.5)


def caption(p: Placed, floor: float = 0.0) -> b.Row:
    """``Puzzle 12 · page 34`` on the left, the puzzle's id on the right: the words wrap under a longer
    language's, never over the id, and the caption grows as tall as they need."""
    # i18n: over an answer: its puzzle's number and the page the puzzle is on
    words = _("Puzzle {number} · page {page}").format(number=p.number, page=p.page)
    return b.Row(min_height=caption_h(floor), gap=1.0, shrink=0.0, children=(
        b.Words(text=words, font="body-bold", size=at(10, floor), least=least(floor),
                color=ACCENT, valign="middle", grow=1),
        b.Words(text=p.entry.short_id, size=at(8, floor), color=MUTED, text_align="right", valign="middle",
                wrap=False, shrink=0.0),
    ), name="answer caption")


def words_hold(tile, box: Box, floor: float = 0.0) -> bool:
    """Whether a tile's answer drawn in the share ``box`` keeps every word in its box (the minigame's own
    drawing, as :func:`answer_cell` places it, the caption at its least)."""
    from pnp.book.faces import overflows

    return not overflows(_minigame(tile, answer_area(box, floor), floor))


def answer_fits(entry: Entry, floor: float = 0.0) -> Callable[[Box], bool] | None:
    """Whether a two-faced tile's answer holds its words in a share (others: None, they always do)."""
    if not two_faced_kind(entry.kind):
        return None
    return partial(words_hold, entry.content, floor=floor)


def two_faced_kind(kind: str) -> bool:
    """Whether the answers of a puzzle kind show two faces of a tile (a minigame whose task compares its sides)."""
    from pnp.minigame import TwoFaced
    from pnp.registry import minigames

    return kind not in ("labyrinth", "maze") and isinstance(minigames().get(kind), TwoFaced)


def answer_area(box: Box, floor: float = 0.0) -> tuple[float, float, float, float]:
    """Where an answer's drawing goes in its share ``box``: under the caption."""
    top = caption_h(floor) + GAP / 2
    return (0.0, top, box[0], box[1] - top)


def maze_answer_square(width: int, height: int, box: Box, floor: float = 0.0) -> float:
    """The square (mm) of a width × height maze's answer drawn in the share ``box``."""
    from pnp.book.maze_draw import geometry

    return geometry(width, height, answer_area(box, floor))[2]


def answer_cell(p: Placed, box: Box, floor: float = 0.0) -> Page:
    """The answer drawn for its share ``box`` under its caption (a longer language's caption pushes the drawing
    down); ``floor``: the smallest text in pt (0: as designed)."""
    kind, content = p.entry.kind, p.entry.content
    if kind == "labyrinth":
        draw = partial(_labyrinth, content, floor=floor)
    elif kind == "maze":
        draw = partial(maze_picture, content, answer=True, snug=True)
    else:
        draw = partial(_minigame, content, floor=floor)

    def drawn(x: float, y: float, w: float, h: float) -> list[Item]:
        return draw((x, y, w, h))

    column = b.Column(children=(caption(p, floor), gap(GAP / 2), b.Art(draw=drawn, grow=1, name="answer")))
    items = lay_out(column, 0.0, 0.0, *box, floor).fitted(f"answer {p.number}")
    return page_of(box, list(items), f"answer {p.number}")


def score_items(lab: LabyrinthPuzzle, x: float, y: float, w: float, floor: float = 0.0) -> tuple[list[Item], float]:
    """The referee's score of the proven line, row by row, and what happened on the way: (items, height)."""
    result = lab.solution.result
    ex = _LAB.example_class(lab.sheet, lab.card, result, result, lab.solution.optimal)  # solo: no first-out bonus
    items = tally(ex, x, y, w, label_size=at(9.0, floor + 1), small=at(8.0, floor))
    bottom = max(i.y + i.height for i in items if isinstance(i, Text))
    return items, bottom - y


def _labyrinth(lab: LabyrinthPuzzle, area: tuple[float, float, float, float], floor: float = 0.0) -> list[Item]:
    sheet = lab.sheet
    x, y, w, h = area
    x, w = x + INSET, w - 2 * INSET  # the border's and the score's strokes straddle their edges
    r = REACH  # the grid's frame reaches this far round its squares
    tally_w = grown(TALLY_W, 85.0, floor)
    under_w = min(w, grown(120.0, 150.0, floor))
    where, c = beside_or_under(sheet, w - 2 * r, h - 2 * r, tally_w, score_items(lab, 0, 0, tally_w, floor)[1],
                               score_items(lab, 0, 0, under_w, floor)[1] + GAP, MAX_CELL)
    if where == "beside":
        gx = x + r + (w - 2 * r - tally_w - GAP - sheet.width * c) / 2
        score, _high = score_items(lab, gx + sheet.width * c + r + GAP, y, tally_w, floor)
    else:
        gx = x + (w - sheet.width * c) / 2
        score, _high = score_items(lab, x + (w - under_w) / 2, y + sheet.height * c + 2 * r + GAP, under_w, floor)
    return solved_grid(lab, gx, y + r, c, floor) + score


def solved_grid(lab: LabyrinthPuzzle, x: float, y: float, c: float, floor: float = 0.0) -> list[Item]:
    """The sheet's grid at (x, y) on ``c`` mm squares with the proven line, and the marks a player makes on it."""
    s = c / MARKS_CELL  # the rules' marks are drawn for their square: scaled about the grid's corner
    marks = tuple(sheet_marks(lab.solution.result, lab.sheet, x, y))
    return [Group(tuple(grid_items_at(lab.sheet, x, y, c, lab.solution.path, at(7.0, floor)))),
            Group(marks, Affine(s, 0.0, 0.0, s, x - s * x, y - s * y))]


def _minigame(tile, area: tuple[float, float, float, float], floor: float = 0.0) -> list[Item]:
    """The tile's name over its faces solved, one column filling ``area`` (its words measured by
    :func:`words_hold`, so a word that does not fit is left to that probe, not refused here)."""
    from pnp.book.faces import tile_faces
    from pnp.registry import minigames

    name_h = max(4.2, floor * PT * 1.3)
    # i18n: over a minigame's answer: the minigame's name ("Sword, solved")
    title = _("{name}, solved").format(name=_(minigames().get(tile.type).SPEC.name))
    column = b.Column(children=(
        b.Words(text=title, size=at(8, floor), least=least(floor),
                color=MUTED, wrap=False, height=name_h, shrink=0.0, name="solved tile's name"),
        gap(max(0.8, 5.0 - name_h)),
        b.Art(draw=lambda x, y, w, h: tile_faces(tile, (x, y, w, h), least(floor), answer=True, pad=2.0,
                                                   radius=2.0), grow=1),
    ))
    return list(lay_out(column, *area, floor).items)
