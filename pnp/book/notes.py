"""A notes page: where the book is padded (a section opening on a right-hand page, an even page count, the
service's least page count) it offers ruled lines to work on rather than a blank page."""

from __future__ import annotations

from pnp.book.model import Box
from pnp.scene.color import Color
from pnp.scene.model import Item, Page, Style, Text
from pnp.scene.shapes import line

RULE = Style(stroke=Color.grey(0.75), width=0.2)
HEADING = Color.grey(0.35)
PITCH = 8.0  # mm between the rules


def notes_page(box: Box) -> Page:
    w, h = box
    items: list[Item] = [Text("Notes", 0, 0, w, 9, font="display", size=16, color=HEADING, wrap=False)]
    y = 9 + PITCH
    while y <= h - 1:
        items.append(line(0, y, w, y, RULE))
        y += PITCH
    return Page(w, h, tuple(items), bleed=0.0, label="notes")


def section_page(title: str, note: str, box: Box, floor: float = 0.0) -> Page:
    """A section's opening page (the answers'): its title large, a third of the way down, and a line on how to
    use it."""
    from pnp.book.pen import ACCENT, FLOOR, INK

    w, h = box
    top = h / 3
    return Page(w, h, (
        Text(title, 0, top, w, 16, font="display", size=30, color=ACCENT, align="center", valign="bottom",
             wrap=False, min_size=16),
        line(w * 0.3, top + 20, w * 0.7, top + 20, Style(stroke=ACCENT, width=0.5, cap="butt")),
        Text(note, w * 0.1, top + 25, w * 0.8, 30 if floor <= FLOOR else h - top - 26, size=max(10, floor), color=INK,
             align="center", valign="top", min_size=floor or None),
    ), bleed=0.0, label=title.lower())
