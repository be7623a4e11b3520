"""A puzzle's page in a book: ``Puzzle 12`` and its level above, the puzzle as large as the box allows, and
``Answer: page 87`` with the puzzle's short id below.

- a labyrinth: the sheet's grid (its walls and symbols, by the sheet's own code) with the objective card
  beside it or under it, whichever leaves the bigger squares, the task in one sentence and a solo tally;
- a minigame: its task, and the tile's puzzle drawn by the minigame's own code on the tile's paper, the tile
  as wide as the page (or as tall as the room under the task) and the drawing scaled so its ink fills the tile;
- a maze: the maze across the box, an arrow in at the start and a star at the goal (room kept for them only
  on the sides where they stand out).

The puzzle's drawing is the page's one group (:func:`drawing`), which ``tests/book/test_page_fill.py`` measures:
at every trim it fills at least 85 % of the text block's width or height.
"""

from __future__ import annotations

from pnp.book.labyrinth_parts import panel_box, panel_height, tally_box, tally_column, tally_height, task_sentence
from pnp.book.maze_draw import maze_picture
from pnp.book.model import Box, LabyrinthPuzzle, MazePuzzle, Placed
from pnp.book.pen import GAP, INSET, at, beside_or_under, footer, footer_h, gap, grown, header, header_h, page_of, para
from pnp.i18n import N_, _
from pnp.registry import labyrinth
from pnp.scene import boxes as b
from pnp.scene.arrange import height_of, lay_out
from pnp.scene.color import INK
from pnp.scene.model import Group, Item, Page

grid_items_at = labyrinth().grid_items_at  # the sheet's grid by the sheet's own code

TASK = 9.5  # pt: the task sentence
# i18n: a maze page's task, over the maze (no colour named: a book may print in black ink)
MAZE_TASK = N_("Enter at the arrow and find the one way through to the star.")
MAX_CELL = 22.0  # mm: a labyrinth square never bigger (a 5 × 5 sheet on a large page)
REACH = labyrinth().grid_reach(MAX_CELL)  # mm the grid's frame reaches past its squares, at most: kept round it
BESIDE = 0.75  # a tile's two faces side by side across the page while as large as three quarters of stacked ones
BESIDE_MIN, BESIDE_MAX = 58.0, 72.0  # mm: the card's column beside a grid
TALLY_W = 40.0  # mm: the tally's column beside the card under a grid (its hearts, then its rings five to a row)
FLOOR_GRID = 7.0  # pt: a scroll's name on a small square keeps this size (its icon gives way)
# i18n: after a minigame's task on a book's page, when its tile has two sides to compare
TWO_SIDES = N_("Both sides of the tile are printed here, each the right way up.")


def drawing(items: list[Item]) -> list[Item]:
    """The puzzle's drawing as the page's one group: what a reader solves, told from the words around it (a
    test measures how much of the page it fills)."""
    return [Group(tuple(items))]


def body(box: Box, floor: float = 0.0) -> tuple[float, float, float, float]:
    """The room between the header and the footer: (x, y, w, h)."""
    w, h = box
    top = header_h(floor) + GAP
    return 0.0, top, w, h - top - footer_h(floor) - GAP


def puzzle_page(p: Placed, box: Box, floor: float = 0.0) -> Page:
    """The puzzle's page, one column: the header, the puzzle in the :func:`body` between gaps, the footer;
    ``floor``: the smallest text in pt (0: as designed, a large-print book: its floor)."""
    w, h = box
    _, _, bw, bh = body(box, floor)
    kind, content = p.entry.kind, p.entry.content
    part = _labyrinth if kind == "labyrinth" else _maze if kind == "maze" else _minigame
    page = b.Column(children=(
        header(p, w, floor), gap(GAP), b.Column(height=bh, shrink=0.0, children=part(content, bw, bh, floor)),
        gap(GAP), footer(answer_reference(p.answer_page), p.entry.short_id, w, floor)))
    return page_of(box, list(lay_out(page, 0.0, 0.0, w, h, floor).fitted(f"puzzle {p.number}'s page")),
                   f"puzzle {p.number}")


def answer_reference(page: int) -> str:
    """``Answer: page 87``, at the foot of a puzzle's page."""
    # i18n: at the foot of a puzzle's page: the page its answer is on (one line, with the puzzle's id beside it)
    return _("Answer: page {page}").format(page=page)


def labyrinth_layout(lab: LabyrinthPuzzle, area: tuple[float, float, float, float],
                     floor: float = 0.0) -> tuple[str, float]:
    """Where the card goes ("beside" the grid, "under" it with the tally under the card, or "row": under it with
    the tally beside the card) and the grid's square (mm) that leaves: whichever leaves the bigger squares."""
    sheet, card = lab.sheet, lab.card
    w = area[2] - 2 * INSET  # the border's and the score's strokes straddle their edges
    h = area[3] - (_task(lab, w, floor).height or 0.0) - GAP
    gw, gh = w - 2 * REACH, h - 2 * REACH  # the grid's room: its frame reaches round it
    # under: the card across the box, below the grid; beside: the card in a column right of the grid
    col = _column(w, floor)
    where, c = beside_or_under(sheet, gw, gh, col, panel_height(card, col, floor) + tally_height(col, floor) + GAP,
                               panel_height(card, w, floor) + tally_height(w, floor) + 2 * GAP, MAX_CELL)
    tw = _tally_w(floor)  # row: the card and the tally side by side under the grid, one band lower
    row_h = max(panel_height(card, w - tw - GAP, floor), height_of(tally_column(tw, floor), tw, floor)) + GAP
    row = min(gw / sheet.width, (gh - row_h) / sheet.height, MAX_CELL)
    return ("row", row) if where == "under" and row > c else (where, c)


def _tally_w(floor: float) -> float:
    """The tally's column beside the card: five rings across (40 mm, 54 at 12 pt)."""
    return grown(TALLY_W, 54.0, floor)


def _column(w: float, floor: float) -> float:
    """The card's column beside a grid: wider as the floor rises over 7 pt, as its rows need (80 to 95 mm at 12)."""
    return min(grown(BESIDE_MAX, 95.0, floor), max(grown(BESIDE_MIN, 80.0, floor), grown(0.36, 0.45, floor) * w))


def _task(lab: LabyrinthPuzzle, w: float, floor: float) -> b.Words:
    return para(task_sentence(lab.card, lab.solution.score), w, at(TASK, floor))


def _labyrinth(lab: LabyrinthPuzzle, w: float, h: float, floor: float = 0.0) -> tuple[b.Box, ...]:
    """The task over the grid, the card and its tally beside the grid or under it, :data:`INSET` from the sides."""
    sheet, card = lab.sheet, lab.card
    where, c = labyrinth_layout(lab, (0.0, 0.0, w, h), floor)
    inner = w - 2 * INSET

    def grid(x: float, y: float, _w: float, _h: float) -> list[Item]:
        return grid_items_at(sheet, x + REACH, y + REACH, c, None, at(FLOOR_GRID, floor))

    art = b.Art(draw=grid, width=sheet.width * c + 2 * REACH, height=sheet.height * c + 2 * REACH, shrink=0.0,
                align="start" if where == "beside" else "center")  # at the top beside the card, centred over it
    if where == "beside":
        cw = _column(inner, floor)
        col = b.Column(width=cw, children=(panel_box(card, cw, floor), gap(GAP), tally_box(cw, floor)))
        picture: b.Box = b.Row(gap=GAP, justify="center", items_align="start", children=(art, col))
    elif where == "row":
        tw = _tally_w(floor)
        pw = inner - tw - GAP
        below = b.Row(gap=GAP, items_align="start", children=(
            b.Column(width=pw, shrink=0.0, children=(panel_box(card, pw, floor),)),
            b.Column(width=tw, shrink=0.0, children=(tally_column(tw, floor),))))
        picture = b.Column(children=(art, gap(GAP), below))
    else:
        picture = b.Column(children=(art, gap(GAP), panel_box(card, inner, floor), gap(GAP),
                                     tally_box(inner, floor)))

    def whole(x: float, y: float, pw: float, ph: float) -> list[Item]:
        return drawing(list(lay_out(picture, x, y, pw, ph, floor).fitted("the labyrinth's picture")))

    puzzle = b.Art(draw=whole, height=height_of(picture, inner, floor), shrink=0.0)
    return (b.Row(children=(b.Box(width=INSET, shrink=0.0), b.Column(grow=1, children=(
        _task(lab, inner, floor), gap(GAP), puzzle)), b.Box(width=INSET, shrink=0.0))),)


def _minigame(tile, w: float, h: float, floor: float = 0.0) -> tuple[b.Box, ...]:
    """The minigame's icon and name, its task, and the tile's faces as large as the rest of the box lets them."""
    from pnp.book.faces import tile_faces, two_faced
    from pnp.registry import minigames

    declared = minigames().get(tile.type).SPEC
    icon = max(9.0, floor)  # mm: as many as the floor's points
    # the name alone: the tile's own grade (easy, hard) would contradict the page's level where the book's
    # measure ranks it otherwise (a hard bow tile can be the book's easiest bow)
    name = para(_(declared.name), w - icon - 2.0, at(12, floor + 2), "body-bold")
    # a task comparing the tile's two sides: both are drawn (pnp.book.faces), and the page says so
    words = _(declared.task) + (f" {_(TWO_SIDES)}" if two_faced(tile) else "")

    def drawn(x: float, y: float, fw: float, fh: float) -> list[Item]:
        return drawing(tile_faces(tile, (x, y, fw, fh), at(FLOOR_GRID, floor), fill=True, beside=BESIDE))

    head = b.Row(gap=2.0, items_align="start", height=max(icon, name.height or 0.0) + 1.5, shrink=0.0, children=(
        b.Glyph(icon=declared.icon, width=icon, height=icon, color=INK), b.Column(grow=1, children=(gap(1.5), name))))
    return head, para(words, w, at(TASK + 1, floor)), gap(GAP), b.Art(draw=drawn, grow=1)


def _maze(m: MazePuzzle, w: float, h: float, floor: float = 0.0) -> tuple[b.Box, ...]:
    def drawn(x: float, y: float, mw: float, mh: float) -> list[Item]:
        return drawing(maze_picture(m, (x, y, mw, mh), snug=True))

    return para(_(MAZE_TASK), w, at(TASK + 1, floor)), gap(GAP), b.Art(draw=drawn, grow=1)
