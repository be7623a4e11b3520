"""Labyrinth models as scene pages: sheets, objective cards, the player aid, answer tables.

This module knows the game, not PDF: it builds :class:`~pnp.scene.model.Page`
objects (millimetres, y down, origin at the trim box's top-left) that any
renderer draws. Sheet pages are trimmed to the paper; card pages are trimmed
to the component with a 3 mm bleed that their backgrounds run into.

One small palette serves every page so a symbol looks the same on the sheet
and on the cards: dark ink for walls, green for entries, red for the bosses
(exits), blue for items, brown for monsters, orange for traps, teal for gems,
violet for ghosts and ochre for scrolls. All of them are dark enough to print
legibly on a home printer and differ in hue, not only in lightness.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Sequence

from pnp.errors import PnpError
from pnp.fonts import metrics
from pnp.games.labyrinth.cards import DIFFICULTIES, ObjectiveCard, Row
from pnp.games.labyrinth.model import BOSSES, ITEMS, SCROLL, STAIRCASE, Sheet, Symbol
from pnp.games.labyrinth.solo import SOLO_SIDE, TIME_LIMITS, solo_targets
from pnp.grid.core import Cell, in_bounds, wall_segment
from pnp.grid.maze import perfect_maze
from pnp.catalog import COMPONENT_BLEED, Component, Paper
from pnp.scene.color import WHITE, Color
from pnp.scene.model import Icon, Item, Page, Path, Segment, Style, Text
from pnp.scene.shapes import bleed_band, bleed_rect, circle, heart_segments, line, polyline, rect, rounded_rect
from pnp.scene.text import PT, text_width

# --- palette -------------------------------------------------------------------

INK = Color.hex("#211d1a")  # walls, the outer border, main text
MUTED = Color.hex("#6b645c")  # secondary text
GRID_LINE = Color.hex("#cdc6bb")  # thin lines between squares
PANEL_LINE = Color.hex("#a59d92")  # outlines of boxes to write in
ENTRY = Color.hex("#2e7d32")
EXIT = Color.hex("#b3261e")
ITEM = Color.hex("#1f5fa8")
MONSTER = Color.hex("#7a4a1e")
HAZARD = Color.hex("#d2640a")
GEM = Color.hex("#0b8383")
GHOST = Color.hex("#6a4c93")
SCROLL_INK = Color.hex("#8f6b12")
HEART = Color.hex("#c62828")
ENTRY_TINT = ENTRY.lighten(0.86)
EXIT_TINT = EXIT.lighten(0.88)
# The solution path: a wide pink band under the icons (a highlighter stroke, so
# the symbols stay readable) with darker direction arrows and end markers.
PATH_INK = Color.hex("#f48fb1")
PATH_MARK = Color.hex("#ad1457")
CARD_BG = Color.hex("#f7f0df")  # parchment behind card text
COIN = Color.hex("#e8b931")
COIN_EDGE = Color.hex("#8a6300")
PENALTY = Color.hex("#5d4037")  # coins of negative rows

DIFFICULTY_COLOR = {
    "tutorial": Color.hex("#3f7f4f"),
    "easy": Color.hex("#2f6da3"),
    "medium": Color.hex("#c0701a"),
    "hard": Color.hex("#8e1f1f"),
}
SKULLS = {"tutorial": 0, "easy": 1, "medium": 2, "hard": 3}

SYMBOL_COLOR = {
    STAIRCASE: ENTRY,
    **{boss: EXIT for boss in BOSSES},
    **{item: ITEM for item in ITEMS},
    "rat": MONSTER,
    "skeleton": MONSTER,
    "trap": HAZARD,
    "gem": GEM,
    "ghost": GHOST,
    SCROLL: SCROLL_INK,
}

# Icons whose art is thin or narrow are drawn larger so they read as well as the others.
ICON_SCALE = {"skeleton": 0.8, "key": 0.7}

# --- page geometry ---------------------------------------------------------------

CARD_SAFE = 3.0
CARD_BLEED = COMPONENT_BLEED  # 1/8 in, see pnp.catalog
MARGIN = 12.0  # left/right/top/bottom margin of sheet pages
TITLE_TOP = 10.0
TITLE_H = 11.0
CAPTION_H = 5.5
GRID_TOP = 30.0  # the header above is reserved even without a caption, so the grid never moves
PANEL_H = 50.0  # hearts, gained items and campaign boxes under the grid
FOOTER_H = 4.0
MAX_CELL = 26.0  # a 5×5 sheet gets big squares; 9×9 is limited by the page to about 20 mm
MIN_SHEET_PAPER = (180.0, 240.0)  # the panel under the grid needs this much room


# --- small helpers ---------------------------------------------------------------

def _size_for_height(font: str, height: float) -> float:
    """The largest point size whose single line fits ``height`` mm (rounded down to ¼ pt)."""
    m = metrics(font)
    size = height / ((m.ascent + m.descent) / 1000.0 * PT)
    return max(1.0, int(size * 4) / 4)


def _skull_row(count: int, right: float, top: float, size: float, color: Color, gap: float = 0.8) -> list[Item]:
    """``count`` skulls ending at x = ``right``."""
    return [Icon("skull", right - (count - i) * size - (count - 1 - i) * gap, top, size, color) for i in range(count)]


def _skull_row_centred(count: int, cx: float, top: float, size: float, color: Color, gap: float = 1.2) -> list[Item]:
    total = count * size + (count - 1) * gap
    return _skull_row(count, cx + total / 2, top, size, color, gap)


def heart_outline(x: float, y: float, size: float, style: Style) -> Path:
    """A heart in the box (x, y, size, size): drawn as an outline so a player can cross it out."""
    return Path(heart_segments(x, y, size), style)


# --- the sheet -------------------------------------------------------------------

def _check_paper(paper: Paper) -> None:
    w, h = MIN_SHEET_PAPER
    if paper.width < w or paper.height < h:
        raise PnpError(
            f"a labyrinth sheet needs a portrait paper of at least {w:g} × {h:g} mm; "
            f"{paper.name} is {paper.width:g} × {paper.height:g} mm"
        )


def _panel_top(paper: Paper) -> float:
    return paper.height - MARGIN - FOOTER_H - 2.0 - PANEL_H


def grid_geometry(sheet: Sheet, paper: Paper) -> tuple[float, float, float]:
    """Where the grid goes on the page: (x0, y0, cell size), all mm.

    The squares are as large as the space between the header and the panel
    allows (at most MAX_CELL), and the grid is centred in that space.
    """
    _check_paper(paper)
    area_w = paper.width - 2 * MARGIN
    area_top = GRID_TOP
    area_h = _panel_top(paper) - 4.0 - area_top
    cell = min(area_w / sheet.width, area_h / sheet.height, MAX_CELL)
    x0 = (paper.width - sheet.width * cell) / 2
    y0 = area_top + (area_h - sheet.height * cell) / 2
    return x0, y0, cell


def _wall_width(cell: float) -> float:
    return min(1.5, max(0.8, 0.075 * cell))


def _square_tints(sheet: Sheet, x0: float, y0: float, c: float) -> list[Item]:
    items: list[Item] = []
    for (x, y), sym in sheet.symbols:
        tint = ENTRY_TINT if sym.kind == STAIRCASE else EXIT_TINT if sym.kind in BOSSES else None
        if tint is not None:
            items.append(rect(x0 + x * c, y0 + y * c, c, c, Style(fill=tint)))
    return items


def _grid_lines(sheet: Sheet, x0: float, y0: float, c: float) -> list[Item]:
    """Thin light lines between all squares, one per row and column."""
    style = Style(stroke=GRID_LINE, width=0.2, cap="butt")
    w, h = sheet.width * c, sheet.height * c
    items: list[Item] = [line(x0 + i * c, y0, x0 + i * c, y0 + h, style) for i in range(1, sheet.width)]
    items += [line(x0, y0 + j * c, x0 + w, y0 + j * c, style) for j in range(1, sheet.height)]
    return items


def _walls(sheet: Sheet, x0: float, y0: float, c: float) -> list[Item]:
    # Round caps close the little gaps where two walls meet at a corner.
    style = Style(stroke=INK, width=_wall_width(c), cap="round")
    return [line(*wall_segment(w, x0, y0, c), style) for w in sorted(sheet.walls, key=sorted)]


def _border(sheet: Sheet, x0: float, y0: float, c: float) -> Item:
    style = Style(stroke=INK, width=_wall_width(c) * 1.3, join="miter", cap="butt")
    return rect(x0, y0, sheet.width * c, sheet.height * c, style)


def _symbol_items(sym: Symbol, x: float, y: float, c: float) -> list[Item]:
    """A symbol inside the square at (x, y) of size c."""
    color = SYMBOL_COLOR[sym.kind]
    if sym.kind == STAIRCASE:
        # the letter is what players look for: big, top-left; the stairs bottom-right
        box_h = 0.62 * c
        letter = Text(sym.name, x + 0.04 * c, y + 0.03 * c, 0.5 * c, box_h, font="body-black",
                      size=_size_for_height("body-black", box_h), color=color, align="center",
                      valign="top", min_size=4)
        return [letter, Icon("staircase", x + 0.45 * c, y + 0.45 * c, 0.48 * c, color)]
    if sym.kind == SCROLL:
        name_h = 0.3 * c
        name = Text(sym.name, x + 0.05 * c, y + 0.66 * c, 0.9 * c, name_h, font="body-black",
                    size=_size_for_height("body-black", name_h), color=color, align="center",
                    valign="top", wrap=False, min_size=3)
        return [Icon("scroll", x + 0.2 * c, y + 0.06 * c, 0.6 * c, color), name]
    size = ICON_SCALE.get(sym.kind, 0.66) * c
    return [Icon(sym.kind, x + (c - size) / 2, y + (c - size) / 2, size, color)]


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


def _path_band(path: Sequence[Cell], x0: float, y0: float, c: float) -> list[Item]:
    if len(path) < 2:
        return []
    style = Style(stroke=PATH_INK, width=0.3 * c, cap="round", join="round")
    return [polyline(_centres(path, x0, y0, c), style)]


def _path_marks(path: Sequence[Cell], x0: float, y0: float, c: float) -> list[Item]:
    """A ring on the start, a double ring on the end, and an arrow on every step.

    The arrows sit on the edges between squares, where no icon is, so they show
    the direction without hiding a symbol.
    """
    if not path:
        return []
    pts = _centres(path, x0, y0, c)
    ring = Style(stroke=PATH_MARK, width=max(0.45, 0.035 * c))
    items: list[Item] = [circle(*pts[0], 0.45 * c, ring)]
    if len(pts) > 1:
        items += [circle(*pts[-1], 0.45 * c, ring), circle(*pts[-1], 0.36 * c, ring)]
    for (ax, ay), (bx, by) in zip(pts, pts[1:]):
        dx, dy = (bx - ax) / c, (by - ay) / c
        items.append(_arrowhead((ax + bx) / 2, (ay + by) / 2, dx, dy, 0.22 * c, PATH_MARK))
    return items


def _check_path(sheet: Sheet, path: Sequence[Cell]) -> None:
    for x, y in path:
        if not in_bounds((x, y), sheet.width, sheet.height):
            raise PnpError(f"the path leaves the {sheet.width}×{sheet.height} sheet at ({x}, {y})")


def _grid_items(sheet: Sheet, paper: Paper, path: Sequence[Cell] | None) -> list[Item]:
    x0, y0, c = grid_geometry(sheet, paper)
    items: list[Item] = _square_tints(sheet, x0, y0, c)
    items += _grid_lines(sheet, x0, y0, c)
    if path:
        items += _path_band(path, x0, y0, c)
    items += _walls(sheet, x0, y0, c)
    items.append(_border(sheet, x0, y0, c))
    for (x, y), sym in sheet.symbols:
        items += _symbol_items(sym, x0 + x * c, y0 + y * c, c)
    if path:
        items += _path_marks(path, x0, y0, c)
    return items


def _header(paper: Paper, title: str, caption: str) -> list[Item]:
    width = paper.width - 2 * MARGIN
    items: list[Item] = [
        Text(title, MARGIN, TITLE_TOP, width, TITLE_H, font="display", size=24, color=INK,
             wrap=False, min_size=12),
    ]
    if caption:
        items.append(Text(caption, MARGIN, TITLE_TOP + TITLE_H + 0.5, width, CAPTION_H, size=10,
                          color=MUTED, min_size=6))
    return items


def _label(text: str, x: float, y: float, w: float) -> Text:
    return Text(text, x, y, w, 4.5, font="body-bold", size=9, color=INK, wrap=False, min_size=5)


def _heading(label: str, hint: str, x: float, y: float, w: float) -> list[Item]:
    """A bold label with a small hint on the same line, each in its own box."""
    label_w = text_width(label, "body-bold", 9) + 0.5
    hint_x = x + label_w + 3.0
    return [
        _label(label, x, y, label_w),
        Text(hint, hint_x, y + 0.6, x + w - hint_x, 4, size=7, color=MUTED, wrap=False, min_size=5),
    ]


def _hearts_panel(x: float, y: float, w: float) -> list[Item]:
    items: list[Item] = [
        _label("Hearts", x, y, w),
        Text("cross one out per heart lost", x, y + 4.5, w, 4, size=7, color=MUTED, wrap=False, min_size=5),
    ]
    size, gap = 11.0, 3.0
    left = x + (w - 3 * size - 2 * gap) / 2
    style = Style(fill=HEART.lighten(0.85), stroke=HEART, width=0.6)
    items += [heart_outline(left + i * (size + gap), y + 10, size, style) for i in range(3)]
    return items


def _gained_panel(x: float, y: float, w: float) -> list[Item]:
    """Circles around the items and bosses: players ring what they won."""
    names = (*ITEMS, *BOSSES)
    items = _heading("Gained", "circle each item you picked up and the boss you beat", x, y, w)
    slot = w / len(names)
    d = min(13.0, slot - 3.0)
    ring = Style(fill=WHITE, stroke=PANEL_LINE, width=0.35)
    for i, name in enumerate(names):
        cx = x + (i + 0.5) * slot
        cy = y + 7 + d / 2
        items.append(circle(cx, cy, d / 2, ring))
        icon = 0.62 * d
        items.append(Icon(name, cx - icon / 2, cy - icon / 2, icon, SYMBOL_COLOR[name]))
        items.append(Text(name, cx - slot / 2, cy + d / 2 + 0.8, slot, 3.2, size=6.5, color=MUTED,
                          align="center", wrap=False, min_size=4.5))
    return items


def _campaign_panel(x: float, y: float, w: float) -> list[Item]:
    items = _heading("Campaign", "write your score after each of three games", x, y, w)
    name_w = 0.34 * w
    boxes = (("Player", name_w), *((label, 0.0) for label in ("Game 1", "Game 2", "Game 3", "Total")))
    gap = 3.0
    rest = (w - name_w - 4 * gap) / 4
    bx, top, h = x, y + 6, 15.0
    for label, bw in boxes:
        bw = bw or rest
        total = label == "Total"
        style = Style(fill=WHITE, stroke=INK if total else PANEL_LINE, width=0.7 if total else 0.35)
        items.append(rounded_rect(bx, top, bw, h, 1.5, style))
        items.append(Text(label, bx + 1.5, top + 1.2, bw - 3, 3.5, font="body-bold" if total else "body",
                          size=7, color=INK if total else MUTED, wrap=False, min_size=5))
        bx += bw + gap
    return items


def _panel(paper: Paper) -> list[Item]:
    x, w = MARGIN, paper.width - 2 * MARGIN
    top = _panel_top(paper)
    hearts_w = 48.0
    items: list[Item] = _hearts_panel(x, top, hearts_w)
    items += _gained_panel(x + hearts_w + 4, top, w - hearts_w - 4)
    items += _campaign_panel(x, top + 29, w)
    return items


def _footer(sheet: Sheet, paper: Paper) -> Text:
    info = sheet.sheet_id if sheet.seed is None else f"{sheet.sheet_id} · seed {sheet.seed}"
    return Text(info, MARGIN, paper.height - MARGIN - FOOTER_H, paper.width - 2 * MARGIN, FOOTER_H,
                size=7, color=MUTED, align="right", wrap=False, min_size=5)


def sheet_page(
    sheet: Sheet,
    paper: Paper,
    *,
    path: Sequence[Cell] | None = None,
    title: str | None = None,
    caption: str = "",
) -> Page:
    """A printable labyrinth sheet (trim = the paper, portrait).

    With ``path`` (cells from an entry to an exit) it becomes an answer page:
    the path is drawn over the grid with its start and end marked.
    """
    if path:
        _check_path(sheet, path)
    title = title if title is not None else f"Labyrinth – {sheet.label()}"
    items: list[Item] = _header(paper, title, caption)
    items += _grid_items(sheet, paper, path)
    items += _panel(paper)
    items.append(_footer(sheet, paper))
    return Page(paper.width, paper.height, tuple(items), bleed=paper.bleed, label=sheet.sheet_id or sheet.label())


# --- objective cards -----------------------------------------------------------

ROW_ICON = {"scrolls": "scroll", "ghosts": "ghost", "fastest": "speed"}


def _row_icon(row: Row) -> str:
    """The icon that stands for a row (every row kind has one)."""
    if row.kind in ("per", "item"):
        return row.symbol
    if row.kind == "exit":
        return row.names[0] if len(row.names) == 1 and row.names[0] in BOSSES else "exit"
    return ROW_ICON[row.kind]


def _row_icon_color(row: Row, icon: str) -> Color:
    if row.kind == "exit":
        return EXIT
    if row.kind == "fastest":
        return INK
    return SYMBOL_COLOR.get(icon, INK)


def _row_text(row: Row) -> str:
    """``Row.describe()`` without its leading points: the coin already shows them."""
    words = row.describe().split(" ", 1)
    return words[1] if len(words) == 2 else words[0]


def _points(points: int) -> str:
    """Signed points with a typographic minus, which is as wide as the plus."""
    return f"+{points}" if points >= 0 else f"\u2212{-points}"


def _coin(cx: float, cy: float, d: float, points: int) -> list[Item]:
    negative = points < 0
    face = PENALTY if negative else COIN
    items: list[Item] = [circle(cx, cy, d / 2, Style(fill=face, stroke=COIN_EDGE, width=0.3))]
    if not negative:
        items.append(circle(cx, cy, d / 2 - 0.6, Style(stroke=COIN_EDGE.lighten(0.45), width=0.15)))
    box = 0.8 * d
    items.append(Text(_points(points), cx - box / 2, cy - box / 2, box, box, font="body-black",
                      size=_size_for_height("body-black", box * 0.75), color=WHITE if negative else INK,
                      align="center", valign="middle", wrap=False, min_size=3))
    return items


def _card_row(row: Row, x: float, y: float, w: float, h: float) -> list[Item]:
    d = min(h - 0.8, 6.4)
    items = _coin(x + d / 2, y + h / 2, d, row.points)
    tx = x + d + 1.2
    icon = _row_icon(row)
    s = min(h - 1.0, 5.6)
    items.append(Icon(icon, tx, y + (h - s) / 2, s, _row_icon_color(row, icon)))
    tx += s + 1.2
    items.append(Text(_row_text(row), tx, y, x + w - tx, h, size=8, color=INK, valign="middle",
                      leading=1.1, min_size=4.5))
    return items


def _entry_line(card: ObjectiveCard, x: float, y: float, w: float) -> list[Item]:
    h = 8.0
    items: list[Item] = [
        rounded_rect(x, y, w, h, 1.5, Style(fill=ENTRY_TINT)),
        Text("Enter by", x + 1.5, y, 16, h, font="body-bold", size=8, color=INK, valign="middle", wrap=False,
             min_size=5),
        Icon("staircase", x + 17, y + 1.2, h - 2.4, ENTRY),
    ]
    label = card.entry if card.entry != "any" else "any staircase"
    items.append(Text(label, x + 17 + h - 1, y, w - 18 - h, h, font="body-black",
                      size=16 if card.entry != "any" else 9, color=ENTRY, valign="middle", wrap=False, min_size=5))
    return items


def _card_notes(card: ObjectiveCard, par: dict[str, int] | None) -> list[tuple[str, str, Color]]:
    """The small lines under the rows: (text, font, colour)."""
    notes: list[tuple[str, str, Color]] = []
    if card.extra_exits:
        notes.append((f"Also exit by staircase {' or '.join(card.extra_exits)}", "body-bold", ENTRY))
    if card.heart_effects:
        notes.append((f"Costs a heart: {', '.join(card.heart_effects)}", "body-bold", HEART))
    if par:
        notes.append(("Par: " + " · ".join(f"side {k} {v}" for k, v in sorted(par.items())), "body-italic", MUTED))
    return notes


SOLO_H = 7.6  # the solo strip: four time levels with the score each asks for


def _solo_strip(card: ObjectiveCard, targets: Sequence[int], x: float, y: float, w: float) -> list[Item]:
    """Solo play on this card: per time level, its time limit and the score to reach (from the proven par)."""
    label_w = 10.0
    col_w = (w - label_w) / len(targets)
    items: list[Item] = [
        rounded_rect(x, y, w, SOLO_H, 1.2, Style(fill=WHITE, stroke=PANEL_LINE, width=0.25)),
        Icon("hourglass", x + 1.0, y + 1.0, 3.0, INK),
        Text("Solo", x + 0.6, y + 4.2, label_w - 1.2, 3.0, font="body-bold", size=6, color=INK, wrap=False,
             min_size=4.5),
    ]
    for i, (limit, target) in enumerate(zip(TIME_LIMITS[card.difficulty], targets)):
        cx = x + label_w + i * col_w
        items.append(Text(limit, cx, y + 0.5, col_w, 3.0, size=5.8, color=MUTED, align="center", wrap=False,
                          min_size=4.5))
        items.append(Text(f"{target} pts", cx, y + 3.4, col_w, 3.8, font="body-bold", size=7, color=INK,
                          align="center", wrap=False, min_size=4.5))
    return items


def card_front(card: ObjectiveCard, size: Component, *, par: dict[str, int] | None = None) -> Page:
    """The face of an objective card: difficulty, entry, scoring rows and notes."""
    w, h = size.width, size.height
    s = max(CARD_SAFE, size.safe)
    accent = DIFFICULTY_COLOR[card.difficulty]
    band = 13.0
    items: list[Item] = [
        bleed_rect(w, h, CARD_BLEED, CARD_BG),
        bleed_band(w, band, CARD_BLEED, accent),
        Text(card.difficulty.capitalize(), s + 0.5, s, w - 2 * s - 20, band - s - 1, font="display", size=16,
             color=WHITE, valign="middle", wrap=False, min_size=8),
    ]
    items += _skull_row(SKULLS[card.difficulty], w - s - 0.5, s + 0.8, 5.2, WHITE)
    y = band + 2.0
    items += _entry_line(card, s, y, w - 2 * s)
    y += 10.0
    # the notes and the card id stack up from the bottom; the rows share what is left
    notes = _card_notes(card, par)
    note_h, id_h = 3.6, 3.2
    id_top = h - s - id_h
    notes_top = id_top - len(notes) * note_h - (1.0 if notes else 0.0)
    items.append(Text(card.card_id, s, id_top, w - 2 * s, id_h, size=6, color=MUTED, align="right",
                      wrap=False, min_size=4))
    for i, (text, font, color) in enumerate(notes):
        items.append(Text(text, s, notes_top + i * note_h, w - 2 * s, note_h, font=font, size=7, color=color,
                          wrap=False, min_size=4.5))
    targets = solo_targets(par[SOLO_SIDE]) if par and SOLO_SIDE in par else None
    if targets:
        notes_top -= SOLO_H + 1.0
        items += _solo_strip(card, targets, s, notes_top, w - 2 * s)
    room = notes_top - 1.0 - y
    row_h = min(9.0, room / len(card.rows))
    # a short list sits a third of the way down its space (the optical centre), not glued to the top
    y += (room - row_h * len(card.rows)) / 3
    for i, row in enumerate(card.rows):
        items += _card_row(row, s, y + i * row_h, w - 2 * s, row_h)
    return Page(w, h, tuple(items), bleed=CARD_BLEED, label=f"card {card.card_id}")


@lru_cache(maxsize=None)
def _back_pattern(w: float, h: float, color: Color) -> Path:
    """A faint maze over the whole back, bleed included; the same for every card (built once per size)."""
    step = 6.0
    cols = int((w + 2 * CARD_BLEED) // step) + 2
    rows = int((h + 2 * CARD_BLEED) // step) + 2
    walls = perfect_maze(cols, rows, random.Random(20240601))  # fixed: backs must not vary
    ox = (w - cols * step) / 2
    oy = (h - rows * step) / 2
    segs: list[Segment] = []
    for wall in sorted(walls, key=sorted):
        x1, y1, x2, y2 = wall_segment(wall, ox, oy, step)
        segs += [("M", x1, y1), ("L", x2, y2)]
    return Path(tuple(segs), Style(stroke=color, width=0.9, cap="square"))


def card_back(difficulty: str, size: Component) -> Page:
    """The common back of a deck of one difficulty."""
    if difficulty not in DIFFICULTIES:
        raise PnpError(f"unknown difficulty {difficulty!r} (one of {', '.join(DIFFICULTIES)})")
    w, h = size.width, size.height
    s = max(CARD_SAFE, size.safe)
    accent = DIFFICULTY_COLOR[difficulty]
    items: list[Item] = [
        bleed_rect(w, h, CARD_BLEED, accent),
        _back_pattern(w, h, accent.lighten(0.18)),
        rounded_rect(s, s, w - 2 * s, h - 2 * s, 2.5, Style(stroke=CARD_BG, width=0.8)),
    ]
    pw, ph = w - 2 * s - 10, 30.0
    px, py = (w - pw) / 2, (h - ph) / 2
    items.append(rounded_rect(px, py, pw, ph, 3.0, Style(fill=CARD_BG, stroke=INK, width=0.5)))
    items.append(Text("Objective", px + 2, py + 3, pw - 4, 11, font="display", size=22, color=INK,
                      align="center", valign="middle", wrap=False, min_size=10))
    count = SKULLS[difficulty]
    if count:
        items += _skull_row_centred(count, w / 2, py + 16.5, 8.5, accent)
    else:
        items.append(Text(difficulty.capitalize(), px + 2, py + 16, pw - 4, 10, font="body-black", size=14,
                          color=accent, align="center", valign="middle", wrap=False, min_size=7))
    return Page(w, h, tuple(items), bleed=CARD_BLEED, label=f"back {difficulty}")


# --- answer tables ---------------------------------------------------------------

def answer_page(rows: list[tuple[str, str, str]], paper: Paper, title: str) -> list[Page]:
    """A table of (card id, difficulty, par text) over as many pages as it needs."""
    m = 15.0
    width = paper.width - 2 * m
    top, row_h = m + 22.0, 6.5
    per_page = max(1, int((paper.height - m - 6.0 - top) // row_h))
    chunks = [rows[i : i + per_page] for i in range(0, len(rows), per_page)] or [[]]
    # (heading, left edge, width) of each column, in mm from the left margin
    cols = (("Card", 0.0, 0.2 * width), ("Difficulty", 0.2 * width, 0.22 * width), ("Par", 0.42 * width, 0.58 * width))
    pages = []
    for n, chunk in enumerate(chunks, 1):
        items: list[Item] = [
            Text(title, m, m, width - 30, 11, font="display", size=20, color=INK, wrap=False, min_size=10),
            Text(f"{n} / {len(chunks)}", paper.width - m - 30, m + 3, 30, 5, size=9, color=MUTED,
                 align="right", wrap=False),
        ]
        for name, left, col_w in cols:
            items.append(Text(name, m + left + 1.5, top - 7.0, col_w - 3, 6, font="body-bold", size=9,
                              color=INK, valign="middle", wrap=False, min_size=6))
        items.append(line(m, top - 0.5, m + width, top - 0.5, Style(stroke=INK, width=0.4)))
        if not chunk:
            items.append(Text("No cards.", m, top + 1, width, 6, font="body-italic", size=9, color=MUTED))
        for i, values in enumerate(chunk):
            y = top + i * row_h
            if i % 2:
                items.append(rect(m, y, width, row_h, Style(fill=CARD_BG)))  # zebra rows guide the eye
            for (_, left, col_w), value in zip(cols, values):
                items.append(Text(value, m + left + 1.5, y, col_w - 3, row_h, size=8.5, color=INK,
                                  valign="middle", wrap=False, min_size=5))
        pages.append(Page(paper.width, paper.height, tuple(items), bleed=paper.bleed, label=f"answers {n}"))
    return pages
