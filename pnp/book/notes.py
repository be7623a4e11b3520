"""A notes page: where the book is padded (a section opening on a right-hand page, an even page count, the
service's least page count) it offers ruled lines to work on rather than a blank page."""

from __future__ import annotations

from pnp.book.model import Box
from pnp.scene import boxes as b
from pnp.scene.arrange import lay_out
from pnp.scene.color import Color
from pnp.scene.model import Item, Page, Style
from pnp.scene.shapes import line

RULE = Style(stroke=Color.grey(0.75), width=0.2)
HEADING = Color.grey(0.35)
PITCH = 8.0  # mm between the rules


def notes_page(box: Box) -> Page:
    """"Notes" and ruled lines :data:`PITCH` apart down to the page's foot."""
    w, h = box

    def rules(x: float, y: float, width: float, room: float) -> list[Item]:
        return [line(x, y + k * PITCH, x + width, y + k * PITCH, RULE) for k in range(1, int((room - 1) / PITCH) + 1)]

    page = b.Column(children=(
        b.Words(text="Notes", font="display", size=16, color=HEADING, wrap=False, height=9, shrink=0.0),
        b.Art(draw=rules, grow=1, name="rules"),
    ), name="notes page")
    return Page(w, h, lay_out(page, 0.0, 0.0, w, h).fitted("the notes page"), bleed=0.0, label="notes")


def section_page(title: str, note: str, box: Box, floor: float = 0.0) -> Page:
    """A section's opening page (the answers'): its title large, a third of the way down, a rule, and a line on
    how to use it, as long as the page's foot leaves it room (a longer language's or a larger floor's)."""
    from pnp.book.pen import ACCENT, INK, gap

    w, h = box

    def rule(x: float, y: float, width: float, _: float) -> list[Item]:
        return [line(x + width * 0.3, y, x + width * 0.7, y, Style(stroke=ACCENT, width=0.5, cap="butt"))]

    page = b.Column(children=(
        gap(h / 3),
        b.Words(text=title, font="display", size=30, least=16, color=ACCENT, text_align="center", valign="bottom",
                wrap=False, height=16, shrink=0.0, name="section title"),
        gap(4),
        b.Art(draw=rule, height=5, shrink=0.0),
        b.Words(text=note, size=max(10, floor), color=INK, text_align="center", width=w * 0.8, align="center",
                grow=1, name="section note"),
        gap(1),
    ), name="section page")
    return Page(w, h, lay_out(page, 0.0, 0.0, w, h, floor).fitted("the section's page"), bleed=0.0,
                label=title.lower())
