"""The printed rules' pictures in large print: the same room and the same battle as
:mod:`pnp.games.notebook.rules_figures`, drawn for a text floor and printed at their own size (the rules composer
never shrinks a large-print figure), so each fits :data:`INNER` mm, the narrower of A4's and Letter's inner width.

- ``room-page``: the room's page as the large-print booklet prints it (half letter, every text at the floor),
  cut to its frame, a numbered marker on each part and the key beside it at the floor;
- ``battle``: that page's battle box, cut out at its printed size, who you are and how it ended under it, then
  the rolls one a row across the whole width (the small figure's table side by side with the box would not fit).
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from pnp.games.notebook.pen import (
    BOTTOM,
    HEADER,
    LEFT,
    MUTED,
    RIGHT,
    TOP,
    Pen,
)
from pnp.games.notebook.rules_figures import (
    FIGURE_PAGE,
    LEADER,
    LEADING,
    Example,
    battle_figure,
    callouts,
    example,
)
from pnp.scene.affine import Affine
from pnp.scene.color import INK, WHITE
from pnp.scene.flow import wrapped_lines
from pnp.scene.model import Group, Item, Page, Style, Text
from pnp.scene.shapes import circle, rect
from pnp.scene.text import PT, text_height

INNER = 182.0  # mm: A4's inner width (Letter's is 188)
# the room page is drawn on half letter, the smallest page the large-print booklet uses: its texts at the floor
MARKER = 3.2  # mm: a marker's radius, for a number at the floor


@lru_cache(maxsize=2)
def large_figures(floor: float) -> dict[str, Page]:
    from pnp.games.notebook.room_page import room_page

    ex = example()
    paper = replace(FIGURE_PAGE, text_floor=floor)
    big = replace(ex, page=room_page(ex.dungeon, ex.room, paper))
    return {"room-page": anatomy(big, Pen(paper), floor), "battle": battle_figure(ex, floor)}


def _marker(items: list[Item], cx: float, cy: float, n: int, floor: float) -> None:
    """A numbered dot in the rules' accent, white-rimmed so it reads on any part of the page."""
    items.append(circle(cx, cy, MARKER, Style(fill=LEADER, stroke=WHITE, width=0.45)))
    items.append(Text(str(n), cx - MARKER, cy - MARKER, 2 * MARKER, 2 * MARKER, size=floor, font="body-black",
                      color=WHITE, align="center", valign="middle", wrap=False))


def anatomy(ex: Example, pen: Pen, floor: float) -> Page:
    """The page cut to its frame on the left, a numbered marker on each part, the key on the right."""
    x0, y0 = pen.X(LEFT) - 2.0, pen.Y(TOP) - 2.0
    pw, ph = pen.X(RIGHT) + 2.0 - x0, pen.Y(BOTTOM) + 2.0 - y0
    picture = Group(ex.page.items, Affine.translate(-x0, -y0), clip=rect(x0, y0, pw, ph, Style()))
    items: list[Item] = [picture, rect(0, 0, pw, ph, Style(stroke=MUTED, width=0.3))]
    col_x = pw + 2.0
    num_w = 2 * MARKER + 1.5
    col_w = INNER - col_x - num_w
    line_h = floor * PT * LEADING
    marks = sorted(callouts(ex, MARKER + 0.4, pen.Y(HEADER[1])), key=lambda c: (round(c[1][1] / 6), c[1][0]))
    heights = [text_height("body", floor, len(wrapped_lines(label, col_w, floor, "body")), LEADING) + 0.2
               for label, _ in marks]
    gap = max(1.5, (ph - sum(heights)) / max(1, len(marks)))
    y = gap / 2
    for n, ((label, (x, ay)), h) in enumerate(zip(marks, heights), 1):
        _marker(items, min(max(x - x0, MARKER), pw - MARKER), max(ay - y0, MARKER), n, floor)
        _marker(items, col_x + MARKER, y + line_h / 2, n, floor)
        items.append(Text(label, col_x + num_w, y, col_w, h, size=floor, color=INK, leading=LEADING))
        y += h + gap
    return Page(INNER, max(ph, y - gap / 2), tuple(items), label="room page anatomy")
