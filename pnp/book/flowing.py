"""The book's flowing pages (copyright, contents, how to play): the book's blocks for the one page flow
(:mod:`pnp.scene.page_flow`, whose rules they keep), each page then placed as one declarative layout.

The blocks, in reading order, made for the pages' width and the floor:

- :func:`para`, a paragraph: set in the current locale (:mod:`pnp.scene.locale`) at its size, never under the
  floor, broken into lines (hyphenated where a line would end far short, :func:`pnp.scene.words.break_lines`)
  before anything is placed, so a longer language takes more lines and flows on as its own words do; it splits
  between lines across pages by the flow's rules (``keep``: kept whole and with the next block, a caption);
- :func:`head`, a heading: kept with the start of what follows (keep-with-next);
- :func:`whole`, a block kept whole on one page (a picture, a line of the contents), as tall as the flow
  measures it (``height_of`` its node).

The first page starts under the flow's ``title`` (the page's title), the others at the top.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from pnp.book.model import Box as PageBox
from pnp.scene import page_flow as pf
from pnp.scene.arrange import height_of, lay_out
from pnp.scene.boxes import Art, Box, Words
from pnp.scene.locale import localised
from pnp.scene.model import Item, Page, Text
from pnp.scene.page_flow import Type
from pnp.scene.text import PT
from pnp.scene.words import break_lines

SPARE = 1.0  # mm: a paragraph's box is this much taller than its lines, and the flow stops this short of the foot


def para(text: str, t: Type, width: float, floor: float, after: float = 2.0, keep: bool = False) -> pf.Block:
    """A paragraph ``after`` mm above what follows, its lines set at its size (raised to the floor) in the current
    locale, each run of them drawn as set (the layout draws the locale's lines as they are) in a box
    :data:`SPARE` taller than their pitch; ``keep``: kept whole and with the next block (a caption)."""
    size = max(t.size, floor)
    lines = break_lines(localised(text), t.font, size, width, "en")[0]

    def part(i: int, j: int) -> Box:
        shown = lines[i:j]

        def draw(x: float, y: float, w: float, h: float) -> list[Item]:
            return [Text("\n".join(shown), x, y, w, h, font=t.font, size=size, color=t.color, wrap=False,
                         leading=t.leading)]

        return Art(draw=draw, height=len(shown) * size * t.leading * PT + SPARE, shrink=0.0, name="paragraph")

    if keep:
        return pf.Block(part(0, len(lines)), after=after, keep=True, what="caption")
    return pf.Block(part(0, len(lines)), after=after, split=True, lines=pf.Lines(len(lines), part))


def head(text: str, t: Type, height: float, step: float, width: float, floor: float) -> pf.Block:
    """A heading in a box ``height`` mm tall, the next block ``step`` mm under its top, kept with the next: the box
    as tall as its lines need at the floor in the current locale (a longer language may take two lines), the
    next block as much further down."""
    node = Words(text=text, font=t.font, size=t.size, color=t.color, leading=t.leading, height=height, shrink=0.0,
                 name="heading")
    more = max(0.0, height_of(node, width, floor) - height)
    return pf.Block(replace(node, height=height + more), after=step - height, keep=True, what="heading")


def whole(node: Box, after: float = 0.0, keep: bool = False) -> pf.Block:
    """A node kept whole, ``after`` mm above what follows; ``keep``: with the next block."""
    return pf.Block(node, after=after, keep=keep, what="caption" if keep else "block")


def paginate(blocks: Sequence[pf.Block], box: PageBox, floor: float, start: float = 0.0) -> list[list[pf.Placed]]:
    """Each page's blocks where they go on pages of ``box``: ``start`` mm down the first page (under its title),
    at the top of the others, never past :data:`SPARE` above the foot."""
    w, h = box

    def frame(index: int) -> tuple[float, float]:
        return (start if index == 0 else 0.0), h - SPARE

    return pf.paginate([pf.Section(tuple(blocks), whole=False)], w, frame, floor, "the book's page")


def flowed_pages(blocks: Sequence[pf.Block], box: PageBox, floor: float, label: str,
                 title: tuple[Box, float] | None = None) -> list[Page]:
    """The blocks down pages of ``box``, the first under ``title`` (its node and the room it takes); each page
    laid out as one column at the floor."""
    w, h = box
    start = title[1] if title is not None else 0.0
    out = []
    for n, placed in enumerate(paginate(blocks, box, floor, start)):
        column = pf.page_column(placed, (title[0],) if n == 0 and title is not None else (), start if n == 0 else 0.0)
        items = lay_out(column, 0.0, 0.0, w, h, floor).fitted(f"the {label} page")
        out.append(Page(w, h, items, bleed=0.0, label=f"{label} {n + 1}"))
    return out
