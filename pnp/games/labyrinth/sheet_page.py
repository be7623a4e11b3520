"""A labyrinth sheet page: the header, the grid, the panel players write in (hearts, gained items, campaign
scores) and the footer; with a path, an answer page."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from pnp.catalog import Paper
from pnp.games.labyrinth.model import BOSSES, ITEMS, Sheet
from pnp.games.labyrinth.pen import HEART, INK, MUTED, PANEL_LINE, SYMBOL_COLOR, heart_outline
from pnp.games.labyrinth.sheet_grid import (
    CAPTION_H,
    TITLE_H,
    TITLE_TOP,
    check_path,
    footer_h,
    grid_items,
    margin,
    panel_top,
)
from pnp.grid.core import Cell
from pnp.scene.color import WHITE
from pnp.scene.model import Icon, Item, Page, Style, Text
from pnp.scene.shapes import circle, rounded_rect
from pnp.scene.text import text_width


def _header(paper: Paper, title: str, caption: str, info: str) -> list[Item]:
    m, floor = margin(paper), paper.text_floor
    width = paper.width - 2 * m
    items: list[Item] = []
    if floor:  # large print: the sheet's id at the title's right, where the footer's line would cost the grid
        info_w = text_width(info, "body", floor) + 1.0
        items.append(Text(info, paper.width - m - info_w, TITLE_TOP, info_w, TITLE_H, size=floor, color=MUTED,
                          align="right", valign="middle", wrap=False, min_size=floor))
        width -= info_w + 4.0
    items.insert(0, Text(title, m, TITLE_TOP, width, TITLE_H, font="display", size=24, color=INK,
                         wrap=False, min_size=max(12, floor)))
    if caption:
        # large print: one line of the floor's size (6.5 mm) still ends above the grid (GRID_TOP)
        items.append(Text(caption, m, TITLE_TOP + TITLE_H + 0.5, width, 6.5 if floor else CAPTION_H,
                          size=max(10, floor), color=MUTED, min_size=max(6, floor)))
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


def _panel(paper: Paper, solo: bool) -> list[Item]:
    if paper.text_floor:
        from pnp.games.labyrinth.sheet_panel_large import large_panel

        return large_panel(paper, solo)
    x, w = margin(paper), paper.width - 2 * margin(paper)
    top = panel_top(paper)
    hearts_w = 48.0
    items: list[Item] = _hearts_panel(x, top, hearts_w)
    items += _gained_panel(x + hearts_w + 4, top, w - hearts_w - 4)
    if not solo:
        items += _campaign_panel(x, top + 29, w)
    return items


def _info(sheet: Sheet) -> str:
    return sheet.sheet_id if sheet.seed is None else f"{sheet.sheet_id} · seed {sheet.seed}"


def _footer(sheet: Sheet, paper: Paper) -> Text:
    m, h = margin(paper), footer_h(paper)
    return Text(_info(sheet), m, paper.height - m - h, paper.width - 2 * m, h, size=7, color=MUTED,
                align="right", wrap=False, min_size=5)


def sheet_page(
    sheet: Sheet,
    paper: Paper,
    *,
    path: Sequence[Cell] | None = None,
    title: str | None = None,
    caption: str = "",
    solo: bool = False,
) -> Page:
    """A printable labyrinth sheet (trim = the paper, portrait).

    With ``path`` (cells from an entry to an exit) it becomes an answer page:
    the path is drawn over the grid with its start and end marked. ``solo``
    (a puzzle booklet's sheet): no campaign boxes, and no seed in the footer.
    """
    if path:
        check_path(sheet, path)
    if solo:  # its id names it; the seed is a long number a reader has no use for
        sheet = replace(sheet, seed=None)
    title = title if title is not None else sheet.title or f"Labyrinth – {sheet.label()}"
    items: list[Item] = _header(paper, title, caption, _info(sheet))
    items += grid_items(sheet, paper, path)
    items += _panel(paper, solo)
    if not paper.text_floor:
        items.append(_footer(sheet, paper))
    return Page(paper.width, paper.height, tuple(items), bleed=paper.bleed, label=sheet.sheet_id or sheet.label())


def grid_picture(sheet: Sheet, cell: float = 10.0) -> Page:
    """The sheet's grid as a picture without its letters: the large-print kit's cover art, which the cover
    draws at about a third of its size, where no letter would stay at the print's text floor."""
    from pnp.games.labyrinth.sheet_grid import grid_items_at

    items = [item for item in grid_items_at(sheet, 0.0, 0.0, cell, None) if not isinstance(item, Text)]
    return Page(sheet.width * cell, sheet.height * cell, tuple(items), label="labyrinth picture")
