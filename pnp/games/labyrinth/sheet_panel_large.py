"""The sheet's panel in large print: the same three things to write in (hearts, what you gained, the campaign
scores) as fewer, larger boxes with every word at the paper's text floor or above.

Two rows under the grid: the seven items and bosses to circle across the whole width, then the three hearts
beside the campaign boxes. The hints of the designed panel become a word or two in each heading (the rules say
the rest).
"""

from __future__ import annotations

from pnp.catalog import Paper
from pnp.games.labyrinth.model import BOSSES, ITEMS
from pnp.games.labyrinth.pen import HEART, INK, MUTED, PANEL_LINE, SYMBOL_COLOR, heart_outline
from pnp.games.labyrinth.sheet_grid import floor_height, margin, panel_top
from pnp.scene.color import WHITE
from pnp.scene.model import Icon, Item, Style, Text
from pnp.scene.shapes import circle, rounded_rect

HEADING_UP = 1.0  # pt: headings a little larger than the floor
RING = 13.0  # mm: the circle around each item and boss
HEART_SIZE = 13.0
BOX_H = 15.0  # the campaign boxes: a label and room for a two-digit score in a marker
GAINED_H = 28.0  # the first row: heading, rings and names
CAMPAIGN_LABELS = ("Name", "Game 1", "Game 2", "Game 3", "Total")


def _heading(text: str, x: float, y: float, w: float, floor: float) -> Text:
    size = floor + HEADING_UP
    return Text(text, x, y, w, floor_height(size) + 0.6, font="body-bold", size=size, color=INK, wrap=False,
                min_size=floor)


def _gained(x: float, y: float, w: float, floor: float) -> list[Item]:
    names = (*ITEMS, *BOSSES)
    items: list[Item] = [_heading("Gained: circle each item and the boss you beat", x, y, w, floor)]
    slot = w / len(names)
    ring = Style(fill=WHITE, stroke=PANEL_LINE, width=0.4)
    top = y + floor_height(floor + HEADING_UP) + 1.5
    name_h = floor_height(floor) + 0.6
    for i, name in enumerate(names):
        cx, cy = x + (i + 0.5) * slot, top + RING / 2
        icon = 0.62 * RING
        items += [circle(cx, cy, RING / 2, ring), Icon(name, cx - icon / 2, cy - icon / 2, icon, SYMBOL_COLOR[name]),
                  Text(name, cx - slot / 2, top + RING + 0.8, slot, name_h, size=floor, color=INK, align="center",
                       wrap=False, min_size=floor)]
    return items


def _hearts(x: float, y: float, w: float, floor: float) -> list[Item]:
    items: list[Item] = [_heading("Hearts: cross out", x, y, w, floor)]
    gap = 3.0
    top = y + floor_height(floor + HEADING_UP) + 2.5
    style = Style(fill=HEART.lighten(0.85), stroke=HEART, width=0.7)
    return items + [heart_outline(x + i * (HEART_SIZE + gap), top, HEART_SIZE, style) for i in range(3)]


def _campaign(x: float, y: float, w: float, floor: float) -> list[Item]:
    items: list[Item] = [_heading("Campaign: a score per game", x, y, w, floor)]
    gap = 2.5
    bw = (w - gap * (len(CAMPAIGN_LABELS) - 1)) / len(CAMPAIGN_LABELS)
    top = y + floor_height(floor + HEADING_UP) + 1.5
    for i, label in enumerate(CAMPAIGN_LABELS):
        bx, total = x + i * (bw + gap), label == "Total"
        style = Style(fill=WHITE, stroke=INK if total else PANEL_LINE, width=0.8 if total else 0.45)
        items.append(rounded_rect(bx, top, bw, BOX_H, 1.5, style))
        items.append(Text(label, bx + 1.2, top + 1.0, bw - 2.4, floor_height(floor) + 0.6,
                          font="body-bold" if total else "body", size=floor, color=INK if total else MUTED,
                          wrap=False, min_size=floor))
    return items


def large_panel(paper: Paper, solo: bool = False) -> list[Item]:
    """The panel under the grid for a large-print paper (``paper.text_floor`` > 0); ``solo``: no campaign
    boxes (a puzzle book has one reader and one game a sheet)."""
    floor = paper.text_floor
    x, w, top = margin(paper), paper.width - 2 * margin(paper), panel_top(paper)
    hearts_w = 3 * HEART_SIZE + 2 * 3.0 + 8.0
    items = _gained(x, top, w, floor)
    row = top + GAINED_H
    items += _hearts(x, row, hearts_w, floor)
    if not solo:
        items += _campaign(x + hearts_w + 4.0, row, w - hearts_w - 4.0, floor)
    return items
