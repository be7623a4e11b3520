"""What every page of a book draws with: its type sizes, colours, and the header and footer of a puzzle.

A book is read at arm's length on pages from 5 × 8 in to 8.5 × 11 in, so nothing
prints under 7 pt (FLOOR). The colours are the kits' own (the accent and muted
ink of pnp.kits.pages) and, inside a puzzle, the game's own palette.
"""

from __future__ import annotations

from pnp.book.model import Box, Placed
from pnp.kits.pages import ACCENT, MUTED
from pnp.scene.color import INK, Color
from pnp.scene.model import Align, Item, Page, Style, Text
from pnp.scene.shapes import line, placed
from pnp.scene.text import PT, layout_text

FLOOR = 7.0  # pt: the smallest text any book page prints
HEADER_H = 13.0  # mm: "Puzzle 12" and the level above a puzzle
FOOTER_H = 5.0  # mm: "Answer: page 87" and the short id under it
GAP = 3.0  # mm between the parts of a page
INSET = 1.0  # mm kept inside the box where a drawing's strokes straddle its edge (a grid's border)

def block(text: str, x: float, y: float, w: float, size: float, font: str = "body", color: Color = INK,
          align: Align = "left", leading: float = 1.2) -> tuple[Text, float]:
    """A wrapped paragraph at (x, y), ``w`` wide, and the height (mm) its lines take."""
    probe = Text(text, x, y, w, 1000.0, font=font, size=size, leading=leading)
    n = len(layout_text(probe).lines)
    h = n * size * leading * PT + 0.6
    return Text(text, x, y, w, h, font=font, size=size, color=color, align=align, leading=leading), h


def header(p: Placed, w: float, title: str = "") -> list[Item]:
    """``Puzzle 12`` large on the left, the level's name small on the right, a rule under them."""
    level = f"Level {p.level} · {p.level_name}"
    return [
        Text(title or f"Puzzle {p.number}", 0, 0, w * 0.6, 10, font="display", size=20, color=ACCENT,
             valign="bottom", wrap=False, min_size=12),
        Text(level, w * 0.6, 0, w * 0.4, 9.4, font="body-bold", size=9, color=MUTED, align="right",
             valign="bottom", wrap=False, min_size=FLOOR),
        line(0, 11.2, w, 11.2, Style(stroke=ACCENT, width=0.35, cap="butt")),
    ]


def footer(left: str, right: str, w: float, h: float) -> list[Item]:
    """One line at the foot of the box: what the reader needs (left) and the puzzle's short id (right)."""
    y = h - FOOTER_H
    return [
        Text(left, 0, y, w * 0.7, FOOTER_H, font="body-bold", size=9, color=INK, valign="bottom", wrap=False,
             min_size=FLOOR),
        Text(right, w * 0.7, y, w * 0.3, FOOTER_H, size=8, color=MUTED, align="right", valign="bottom",
             wrap=False, min_size=FLOOR),
    ]


def fit_page(page: Page, x: float, y: float, w: float, h: float, most: float = 10.0) -> tuple[Item, float, float]:
    """``page`` scaled to fit (x, y, w, h), at most ``most`` times, centred across and set at the top:
    (the placed page, its width, its height)."""
    s = min(w / page.width, h / page.height, most)
    pw, ph = page.width * s, page.height * s
    return placed(page, x + (w - pw) / 2, y, s), pw, ph


def page_of(box: Box, items: list[Item], label: str) -> Page:
    return Page(box[0], box[1], tuple(items), bleed=0.0, label=label)
