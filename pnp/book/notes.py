"""A notes page: where the book is padded (a section opening on a right-hand page, an even page count, the
service's least page count) it offers ruled lines to work on rather than a blank page."""

from __future__ import annotations

from pnp.book.model import Box
from pnp.i18n import _
from pnp.scene import boxes as b
from pnp.scene.arrange import lay_out
from pnp.scene.color import Color
from pnp.scene.model import Item, Page, Style
from pnp.scene.shapes import cartouche, line, maze_pattern, rect

RULE = Style(stroke=Color.grey(0.75), width=0.2)
HEADING = Color.grey(0.35)
MAZE = Color.grey(0.72)  # a section opener's maze emblem: a picture, lighter than any word
PITCH = 8.0  # mm between the rules


def notes_page(box: Box) -> Page:
    """"Notes" and ruled lines :data:`PITCH` apart down to the page's foot."""
    w, h = box

    def rules(x: float, y: float, width: float, room: float) -> list[Item]:
        return [line(x, y + k * PITCH, x + width, y + k * PITCH, RULE) for k in range(1, int((room - 1) / PITCH) + 1)]

    page = b.Column(children=(
        # i18n: a puzzle book's blank pages for notes, their heading (one word, on one line)
        b.Words(text=_("Notes"), font="display", size=16, color=HEADING, wrap=False, height=9, shrink=0.0),
        b.Art(draw=rules, grow=1, name="rules"),
    ), name="notes page")
    return Page(w, h, lay_out(page, 0.0, 0.0, w, h).fitted("the notes page"), bleed=0.0, label="notes")


EMBLEM = 0.42  # of the page's width: the opener's maze emblem
EMBLEM_STEP = 4.0  # mm: its squares


def section_page(title: str, note: str, box: Box, floor: float = 0.0, label: str = "") -> Page:
    """A section's opening page (the answers'): a maze emblem in a double frame, under it the title on a
    cartouche, a rule and a line on how to use the section, as long as the page's foot leaves it room (a longer
    language's or a larger floor's). Grey and black only: a book's interior prints in black ink. ``label``: the
    page's label (the title in lower case if not given; a title printed in another language keeps its label)."""
    from pnp.book.pen import ACCENT, INK, gap

    w, h = box
    side = EMBLEM * w

    def emblem(x: float, y: float, width: float, height: float) -> list[Item]:
        s = min(side, width, height)
        ex, ey = x + (width - s) / 2, y + (height - s) / 2
        maze = maze_pattern(ex + 2.5, ey + 2.5, s - 5.0, s - 5.0, EMBLEM_STEP, 7,
                            Style(stroke=MAZE, width=0.9, cap="square"))
        return [rect(ex, ey, s, s, Style(stroke=ACCENT, width=0.8)), maze,
                rect(ex + 1.2, ey + 1.2, s - 2.4, s - 2.4, Style(stroke=ACCENT, width=0.25))]

    def plaque(x: float, y: float, width: float, height: float) -> list[Item]:
        return [cartouche(x, y, width, height, min(4.0, height / 3), Style(stroke=ACCENT, width=0.6))]

    def rule(x: float, y: float, width: float, _: float) -> list[Item]:
        return [line(x + width * 0.3, y, x + width * 0.7, y, Style(stroke=ACCENT, width=0.5, cap="butt"))]

    page = b.Column(children=(
        gap(h / 8),
        b.Art(draw=emblem, height=side, shrink=1.0, name="emblem"),
        gap(8),
        b.Row(justify="center", children=(
            b.Words(text=title, font="display", size=30, least=16, color=ACCENT, text_align="center",
                    valign="middle", wrap=False, pad=4.0, back=plaque, name="section title"),)),
        gap(4),
        b.Art(draw=rule, height=5, shrink=0.0),
        b.Words(text=note, size=max(10, floor), color=INK, text_align="center", width=w * 0.8, align="center",
                grow=1, name="section note"),
        gap(1),
    ), name="section page")
    return Page(w, h, lay_out(page, 0.0, 0.0, w, h, floor).fitted("the section's page"), bleed=0.0,
                label=label or title.lower())
