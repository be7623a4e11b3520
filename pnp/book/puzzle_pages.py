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
from pnp.book.pen import FOOTER_H, GAP, HEADER_H, INK, INSET, block, footer, header, page_of
from pnp.games.labyrinth.sheet_grid import grid_items_at
from pnp.scene.model import Icon, Item, Page, Style
from pnp.scene.shapes import rounded_rect

TASK = 9.5  # pt: the task sentence
MAX_CELL = 22.0  # mm: a labyrinth square never bigger (a 5 × 5 sheet on a large page)
MAX_TILE = 150.0  # mm: a minigame's puzzle never wider (its lines are drawn for a 63 mm box)
BESIDE_MIN, BESIDE_MAX = 58.0, 72.0  # mm: the card's column beside a grid


def body(box: Box) -> tuple[float, float, float, float]:
    """The room between the header and the footer: (x, y, w, h)."""
    w, h = box
    top = HEADER_H + GAP
    return 0.0, top, w, h - top - FOOTER_H - GAP


def puzzle_page(p: Placed, box: Box) -> Page:
    w, h = box
    items: list[Item] = header(p, w)
    kind, content = p.entry.kind, p.entry.content
    area = body(box)
    if kind == "labyrinth":
        items += _labyrinth(content, area)
    elif kind == "maze":
        items += _maze(content, area)
    else:
        items += _minigame(content, area)
    items += footer(f"Answer: page {p.answer_page}", p.entry.short_id, w, h)
    return page_of(box, items, f"puzzle {p.number}")


def _labyrinth(lab: LabyrinthPuzzle, area: tuple[float, float, float, float]) -> list[Item]:
    sheet, card = lab.sheet, lab.card
    x, y, w, h = area
    x, w = x + INSET, w - 2 * INSET  # the border's and the score's strokes straddle their edges
    task, th = block(task_sentence(card, lab.solution.score), x, y, w, TASK, color=INK)
    y += th + GAP
    h -= th + GAP
    # under: the card across the box, below the grid; beside: the card in a column right of the grid
    under_h = objective_panel(card, 0, 0, w)[1] + tally_height(w) + 2 * GAP
    cell_under = min(w / sheet.width, (h - under_h) / sheet.height, MAX_CELL)
    col = min(BESIDE_MAX, max(BESIDE_MIN, 0.36 * w))
    beside_h = objective_panel(card, 0, 0, col)[1] + tally_height(col) + GAP
    cell_beside = min((w - col - GAP) / sheet.width, h / sheet.height, MAX_CELL) if beside_h <= h else 0.0
    items: list[Item] = [task]
    if cell_beside > cell_under:
        c = cell_beside
        gw = sheet.width * c
        gx = x + (w - col - GAP - gw) / 2
        items += grid_items_at(sheet, gx, y, c, None, FLOOR_GRID)
        px = gx + gw + GAP
        panel, ph = objective_panel(card, px, y, col)
        items += panel + solo_tally(px, y + ph + GAP, col)[0]
    else:
        c = cell_under
        gw = sheet.width * c
        items += grid_items_at(sheet, x + (w - gw) / 2, y, c, None, FLOOR_GRID)
        py = y + sheet.height * c + GAP
        panel, ph = objective_panel(card, x, py, w)
        items += panel + solo_tally(x, py + ph + GAP, w)[0]
    return items


FLOOR_GRID = 7.0  # pt: a scroll's name on a small square keeps this size (its icon gives way)


def _minigame(tile, area: tuple[float, float, float, float]) -> list[Item]:
    from pnp.games.minigames.catalog import module, spec
    from pnp.games.minigames.draw import PAPER

    x, y, w, h = area
    declared = spec(tile.type)
    icon = 9.0
    name, nh = block(f"{declared.name} · {tile.difficulty}", x + icon + 2.0, y + 1.5, w - icon - 2.0, 12,
                     font="body-bold")
    task, th = block(declared.task, x, y + max(icon, nh) + 1.5, w, TASK + 1)
    top = y + max(icon, nh) + 1.5 + th + GAP
    side = min(w, h - (top - y), MAX_TILE)
    bx = x + (w - side) / 2
    inner = (bx + 3.0, top + 3.0, side - 6.0, side - 6.0)
    items: list[Item] = [Icon(declared.icon, x, y, icon, INK), name, task,
                         rounded_rect(bx, top, side, side, 2.5, Style(fill=PAPER))]
    items += module(tile.type).draw_puzzle(tile, inner, FLOOR_GRID)
    return items


def _maze(m: MazePuzzle, area: tuple[float, float, float, float]) -> list[Item]:
    x, y, w, h = area
    task, th = block("Enter at the green arrow and find the one way through to the star.", x, y, w, TASK + 1)
    return [task, *maze_picture(m, (x, y + th + GAP, w, h - th - GAP))]
