"""The sheet page's geometry and its grid: squares, walls, symbols and a solution path over them.

Sheet pages are trimmed to the paper (millimetres, y down, origin at the trim
box's top-left); the grid takes the room the header above and the panel below
leave (:func:`grid_geometry`).
"""

from __future__ import annotations

from collections.abc import Sequence

from pnp.catalog import Paper
from pnp.errors import PnpError
from pnp.games.labyrinth.model import BOSSES, SCROLL, STAIRCASE, Sheet, Symbol
from pnp.games.labyrinth.pen import (
    ENTRY_TINT,
    EXIT_TINT,
    GRID_LINE,
    ICON_SCALE,
    PATH_INK,
    PATH_MARK,
    PLATE,
    SYMBOL_COLOR,
    size_for_height,
)
from pnp.games.labyrinth.sheet_panel import panel_height
from pnp.games.labyrinth.stone import floor_items, frame_items, frame_reach, plate, stones, wall_items
from pnp.grid.core import Cell, in_bounds
from pnp.scene.color import Color
from pnp.scene.glyph_ink import ink_boxes
from pnp.scene.model import Icon, Item, Path, Style, Text
from pnp.scene.shapes import circle, line, polyline, rounded_rect
from pnp.scene.text import PT

# --- page geometry ---------------------------------------------------------------

MARGIN = 12.0  # left/right/top/bottom margin of sheet pages
TITLE_TOP = 10.0
TITLE_H = 11.0
GRID_TOP = 30.0  # the header above is reserved even without a caption, so the grid never moves
FOOTER_H = 4.0
MAX_CELL = 26.0  # a 5×5 sheet gets big squares; 9×9 is limited by the page to about 20 mm
MIN_SHEET_PAPER = (180.0, 240.0)  # the panel under the grid needs this much room
FOOTER_SIZE = 7.0  # pt: the footer's line (the sheet's id and seed), or the floor where that is higher
# Where the panel under the grid grows with the floor (sheet_panel.py), the margins narrow to this so that the
# grid wins back in width what it loses in height, and the squares stay large on A4 and Letter alike
NARROW_MARGIN = 10.0
TEXT_MM_PER_PT = 0.4234  # a line of the body fonts (ascent + descent) is this many mm per point


def margin(paper: Paper) -> float:
    """The sheet's margin: :data:`MARGIN`, or :data:`NARROW_MARGIN` where the panel at the paper's floor is
    taller than as designed (measured at the designed margin)."""
    width = paper.width - 2 * MARGIN
    return NARROW_MARGIN if panel_height(width, paper.text_floor) > panel_height(width, 0.0) else MARGIN


def id_in_footer(paper: Paper) -> bool:
    """Whether the sheet's id takes a footer line: while one line of it at its size (the floor where higher) fits
    :data:`FOOTER_H`; else it goes beside the title, where it costs the grid nothing (a taller footer would)."""
    return floor_height(max(FOOTER_SIZE, paper.text_floor)) <= FOOTER_H


def floor_height(floor: float) -> float:
    """The height (mm) of a one-line box whose fitted size (size_for_height) is at least ``floor`` pt."""
    return floor * TEXT_MM_PER_PT + 0.02


def check_paper(paper: Paper) -> None:
    w, h = MIN_SHEET_PAPER
    if paper.width < w or paper.height < h:
        raise PnpError(
            f"a labyrinth sheet needs a portrait paper of at least {w:g} × {h:g} mm; "
            f"{paper.name} is {paper.width:g} × {paper.height:g} mm"
        )


def panel_top(paper: Paper) -> float:
    panel = panel_height(paper.width - 2 * margin(paper), paper.text_floor)
    return paper.height - margin(paper) - (FOOTER_H if id_in_footer(paper) else 0.0) - 2.0 - panel


def min_cell(floor: float) -> float:
    """The smallest square (mm) whose symbols keep their text at ``floor`` pt: a scroll's name under an icon
    of at least a third of the square."""
    return floor_height(floor) / 0.55


def grid_geometry(sheet: Sheet, paper: Paper) -> tuple[float, float, float]:
    """Where the grid goes on the page: (x0, y0, cell size), all mm.

    The squares are as large as the space between the header and the panel
    allows (at most MAX_CELL), and the grid is centred in that space.
    """
    check_paper(paper)
    area_w = paper.width - 2 * margin(paper)
    area_h = panel_top(paper) - 4.0 - GRID_TOP
    # the stone frame round the grid keeps inside the area too: it reaches less round smaller squares, so the
    # reach of the squares the whole area would give is room enough
    reach = frame_reach(min(area_w / sheet.width, area_h / sheet.height, MAX_CELL))
    area_w, area_h = area_w - 2 * reach, area_h - 2 * reach
    cell = min(area_w / sheet.width, area_h / sheet.height, MAX_CELL)
    if cell < min_cell(paper.text_floor):
        raise PnpError(f"large print: a {sheet.width}×{sheet.height} sheet gets squares of {cell:.1f} mm on "
                       f"{paper.name}, too small for its symbols' text at {paper.text_floor:g} pt (at least "
                       f"{min_cell(paper.text_floor):.1f} mm); use a smaller sheet or a bigger paper")
    x0 = (paper.width - sheet.width * cell) / 2
    y0 = GRID_TOP + reach + (area_h - sheet.height * cell) / 2
    return x0, y0, cell


def symbol_items(sym: Symbol, x: float, y: float, c: float, floor: float = 0.0) -> list[Item]:
    """A symbol inside the square at (x, y) of size c; with a text ``floor`` (pt, large print) a scroll's name
    takes the height that size needs and its icon the rest."""
    color = SYMBOL_COLOR[sym.kind]
    if sym.kind == STAIRCASE:
        # the letter is what players look for: big, top-left; the stairs bottom-right
        box_h = 0.62 * c
        letter = Text(sym.name, x + 0.04 * c, y + 0.03 * c, 0.5 * c, box_h, font="body-black",
                      size=size_for_height("body-black", box_h), color=color, align="center",
                      valign="top", min_size=4)
        return [letter, Icon("staircase", x + 0.45 * c, y + 0.45 * c, 0.48 * c, color)]
    if sym.kind == SCROLL:
        low = 0.3 * c < floor_height(floor)  # the name under the icon would be set under the floor
        name_h = floor_height(floor) if low else 0.3 * c
        name_y = y + 0.97 * c - name_h if low else y + 0.66 * c
        name = Text(sym.name, x + 0.05 * c, name_y, 0.9 * c, name_h, font="body-black",
                    size=size_for_height("body-black", name_h), color=color, align="center",
                    valign="top", wrap=False, min_size=floor if low else max(3, floor))
        if not low:
            return [Icon("scroll", x + 0.2 * c, y + 0.06 * c, 0.6 * c, color), name]
        icon = min(0.6 * c, name_y - y - 0.08 * c)
        return [Icon("scroll", x + (c - icon) / 2, y + 0.05 * c, icon, color), name]
    size = ICON_SCALE.get(sym.kind, 0.66) * c
    return [Icon(sym.kind, x + (c - size) / 2, y + (c - size) / 2, size, color)]


def _plate(t: Text, ground: Color) -> Item:
    """A patch of the square's own ground under a text's ink, a little larger all round: where the solution's
    band runs under a staircase's letter or a scroll's name, the letters stand on the square's colour."""
    boxes = ink_boxes(t)
    pad = 0.1 * t.size * PT
    x0, y0 = min(b[0] for b in boxes) - pad, min(b[1] for b in boxes) - pad
    x1, y1 = max(b[2] for b in boxes) + pad, max(b[3] for b in boxes) + pad
    return rounded_rect(x0, y0, x1 - x0, y1 - y0, pad, Style(fill=ground))


def _arrowhead(x: float, y: float, dx: float, dy: float, size: float, color: Color) -> Path:
    """A filled triangle centred on (x, y) pointing along the unit step (dx, dy)."""
    px, py = -dy, dx  # perpendicular
    tip = (x + dx * size * 0.6, y + dy * size * 0.6)
    back = (x - dx * size * 0.4, y - dy * size * 0.4)
    left = (back[0] + px * size * 0.5, back[1] + py * size * 0.5)
    right = (back[0] - px * size * 0.5, back[1] - py * size * 0.5)
    return Path((("M", *tip), ("L", *left), ("L", *right), ("Z",)), Style(fill=color))


def _centres(path: Sequence[Cell], x0: float, y0: float, c: float) -> list[tuple[float, float]]:
    return [(x0 + (x + 0.5) * c, y0 + (y + 0.5) * c) for x, y in path]


def _path_marks(path: Sequence[Cell], x0: float, y0: float, c: float) -> list[Item]:
    """A ring on the start, a double ring on the end, and an arrow on every step.

    The arrows sit on the edges between squares, where no icon is, so they show
    the direction without hiding a symbol.
    """
    pts = _centres(path, x0, y0, c)
    ring = Style(stroke=PATH_MARK, width=max(0.45, 0.035 * c))
    items: list[Item] = [circle(*pts[0], 0.45 * c, ring)]
    if len(pts) > 1:
        items += [circle(*pts[-1], 0.45 * c, ring), circle(*pts[-1], 0.36 * c, ring)]
    for (ax, ay), (bx, by) in zip(pts, pts[1:]):
        dx, dy = (bx - ax) / c, (by - ay) / c
        items.append(_arrowhead((ax + bx) / 2, (ay + by) / 2, dx, dy, 0.22 * c, PATH_MARK))
    return items


def check_path(sheet: Sheet, path: Sequence[Cell]) -> None:
    for x, y in path:
        if not in_bounds((x, y), sheet.width, sheet.height):
            raise PnpError(f"the path leaves the {sheet.width}×{sheet.height} sheet at ({x}, {y})")


def grid_items_at(sheet: Sheet, x0: float, y0: float, c: float, path: Sequence[Cell] | None,
                  floor: float = 0.0) -> list[Item]:
    """The grid with its top-left corner at (x0, y0) and squares of ``c`` mm: the sheet page's drawing, placed
    anywhere (the printed rules draw their example sheet with it); ``floor``: the smallest text, pt."""
    w, h = sheet.width * c, sheet.height * c
    tints = {STAIRCASE: ENTRY_TINT, **dict.fromkeys(BOSSES, EXIT_TINT)}  # where players enter, and leave
    tinted = {cell: tints[sym.kind] for cell, sym in sheet.symbols if sym.kind in tints}
    rng = stones(sheet)
    items = floor_items(sheet, x0, y0, c, tinted, rng)
    thin = Style(stroke=GRID_LINE, width=0.2, cap="butt")  # the joints between the stones
    items += [line(x0 + i * c, y0, x0 + i * c, y0 + h, thin) for i in range(1, sheet.width)]
    items += [line(x0, y0 + j * c, x0 + w, y0 + j * c, thin) for j in range(1, sheet.height)]
    items += [plate(x0 + x * c, y0 + y * c, c) for (x, y), _ in sheet.symbols if (x, y) not in tinted]
    if path and len(path) > 1:  # the line players draw, under the walls
        items.append(polyline(_centres(path, x0, y0, c), Style(stroke=PATH_INK, width=0.3 * c, cap="round",
                                                                join="round")))
    items += wall_items(sheet.walls, x0, y0, c)
    items += frame_items(x0, y0, w, h, c, rng)
    if path:  # the rings and arrows under the symbols: a scroll's name reaches the edge an arrow sits on
        items += _path_marks(path, x0, y0, c)
    on_path = set(path or ())
    for (x, y), sym in sheet.symbols:
        drawn = symbol_items(sym, x0 + x * c, y0 + y * c, c, floor)
        if (x, y) in on_path:  # its words knocked out of the band and marks, so they read on the square's ground
            ground = tinted.get((x, y), PLATE)
            items += [_plate(t, ground) for t in drawn if isinstance(t, Text)]
        items += drawn
    return items
