"""A puzzle's page in a book: ``Puzzle 12`` and its level above, the puzzle as large as the box allows, and
``Answer: page 87`` with the puzzle's short id below.

- a labyrinth: the sheet's grid (its walls and symbols, by the sheet's own code) with the objective card
  beside it or under it, whichever leaves the bigger squares, the task in one sentence and a solo tally;
- a minigame: its task, and the tile's puzzle drawn large by the minigame's own code, on the tile's paper;
- a maze: the maze across the box, an arrow in at the start and a star at the goal.
"""

from __future__ import annotations

from pnp.book.labyrinth_parts import objective_panel, solo_tally, tally_height, task_sentence
from pnp.book.maze_draw import maze_picture
from pnp.book.model import Box, LabyrinthPuzzle, MazePuzzle, Placed
from pnp.book.pen import GAP, INK, INSET, at, block, footer, footer_h, grown, header, header_h, page_of
from pnp.registry import labyrinth
from pnp.scene.model import Icon, Item, Page

grid_items_at = labyrinth().grid_items_at  # the sheet's grid by the sheet's own code

TASK = 9.5  # pt: the task sentence
MAZE_TASK = "Enter at the arrow and find the one way through to the star."  # no colour named: black ink
MAX_CELL = 22.0  # mm: a labyrinth square never bigger (a 5 × 5 sheet on a large page)
MAX_TILE = 150.0  # mm: a minigame's puzzle never wider (its lines are drawn for a 63 mm box)
BESIDE_MIN, BESIDE_MAX = 58.0, 72.0  # mm: the card's column beside a grid


def body(box: Box, floor: float = 0.0) -> tuple[float, float, float, float]:
    """The room between the header and the footer: (x, y, w, h)."""
    w, h = box
    top = header_h(floor) + GAP
    return 0.0, top, w, h - top - footer_h(floor) - GAP


def puzzle_page(p: Placed, box: Box, floor: float = 0.0) -> Page:
    """The puzzle's page; ``floor``: the smallest text in pt (0: as designed, a large-print book: its floor)."""
    w, h = box
    items: list[Item] = header(p, w, floor=floor)
    kind, content = p.entry.kind, p.entry.content
    area = body(box, floor)
    if kind == "labyrinth":
        items += _labyrinth(content, area, floor)
    elif kind == "maze":
        items += _maze(content, area, floor)
    else:
        items += _minigame(content, area, floor)
    items += footer(f"Answer: page {p.answer_page}", p.entry.short_id, w, h, floor)
    return page_of(box, items, f"puzzle {p.number}")


def labyrinth_layout(lab: LabyrinthPuzzle, area: tuple[float, float, float, float],
                     floor: float = 0.0) -> tuple[str, float]:
    """Where the card goes ("beside" or "under" the grid) and the grid's square (mm) that leaves."""
    sheet, card = lab.sheet, lab.card
    _, _, w, h = _task_area(lab, area, floor)[1:]
    # under: the card across the box, below the grid; beside: the card in a column right of the grid
    under_h = objective_panel(card, 0, 0, w, floor)[1] + tally_height(w, floor) + 2 * GAP
    cell_under = min(w / sheet.width, (h - under_h) / sheet.height, MAX_CELL)
    col = _column(w, floor)
    beside_h = objective_panel(card, 0, 0, col, floor)[1] + tally_height(col, floor) + GAP
    cell_beside = min((w - col - GAP) / sheet.width, h / sheet.height, MAX_CELL) if beside_h <= h else 0.0
    return ("beside", cell_beside) if cell_beside > cell_under else ("under", cell_under)


def _column(w: float, floor: float) -> float:
    """The card's column beside a grid: wider as the floor rises over 7 pt, as its rows need (80 to 95 mm at 12)."""
    return min(grown(BESIDE_MAX, 95.0, floor), max(grown(BESIDE_MIN, 80.0, floor), grown(0.36, 0.45, floor) * w))


def _task_area(lab: LabyrinthPuzzle, area: tuple[float, float, float, float],
               floor: float) -> tuple[Item, float, float, float, float]:
    """The task sentence at the top of ``area`` and the room under it: (task, x, y, w, h)."""
    x, y, w, h = area
    x, w = x + INSET, w - 2 * INSET  # the border's and the score's strokes straddle their edges
    task, th = block(task_sentence(lab.card, lab.solution.score), x, y, w, at(TASK, floor), color=INK)
    return task, x, y + th + GAP, w, h - th - GAP


def _labyrinth(lab: LabyrinthPuzzle, area: tuple[float, float, float, float], floor: float = 0.0) -> list[Item]:
    sheet, card = lab.sheet, lab.card
    task, x, y, w, h = _task_area(lab, area, floor)
    where, c = labyrinth_layout(lab, area, floor)
    grid_floor = at(FLOOR_GRID, floor)
    items: list[Item] = [task]
    if where == "beside":
        col = _column(w, floor)
        gw = sheet.width * c
        gx = x + (w - col - GAP - gw) / 2
        items += grid_items_at(sheet, gx, y, c, None, grid_floor)
        px = gx + gw + GAP
        panel, ph = objective_panel(card, px, y, col, floor)
        items += panel + solo_tally(px, y + ph + GAP, col, floor)[0]
    else:
        gw = sheet.width * c
        items += grid_items_at(sheet, x + (w - gw) / 2, y, c, None, grid_floor)
        py = y + sheet.height * c + GAP
        panel, ph = objective_panel(card, x, py, w, floor)
        items += panel + solo_tally(x, py + ph + GAP, w, floor)[0]
    return items


FLOOR_GRID = 7.0  # pt: a scroll's name on a small square keeps this size (its icon gives way)


TWO_SIDES = "Both sides of the tile are printed here, each the right way up."


def _minigame(tile, area: tuple[float, float, float, float], floor: float = 0.0) -> list[Item]:
    from pnp.book.faces import tile_faces, two_faced
    from pnp.registry import minigames

    x, y, w, h = area
    declared = minigames().get(tile.type).SPEC
    icon = max(9.0, floor)  # mm: as many as the floor's points
    # the name alone: the tile's own grade (easy, hard) would contradict the page's level where the book's
    # measure ranks it otherwise (a hard bow tile can be the book's easiest bow)
    name, nh = block(declared.name, x + icon + 2.0, y + 1.5, w - icon - 2.0,
                     at(12, floor + 2), font="body-bold")
    # a task comparing the tile's two sides: both are drawn (pnp.book.faces), and the page says so
    words = declared.task + (f" {TWO_SIDES}" if two_faced(tile) else "")
    task, th = block(words, x, y + max(icon, nh) + 1.5, w, at(TASK + 1, floor))
    top = y + max(icon, nh) + 1.5 + th + GAP
    items: list[Item] = [Icon(declared.icon, x, y, icon, INK), name, task]
    items += tile_faces(tile, (x, top, w, h - (top - y)), at(FLOOR_GRID, floor), most=MAX_TILE)
    return items


def _maze(m: MazePuzzle, area: tuple[float, float, float, float], floor: float = 0.0) -> list[Item]:
    x, y, w, h = area
    task, th = block(MAZE_TASK, x, y, w, at(TASK + 1, floor))
    return [task, *maze_picture(m, (x, y + th + GAP, w, h - th - GAP))]
