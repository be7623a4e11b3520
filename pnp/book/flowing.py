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
from dataclasses import dataclass, replace

from pnp.book.model import Box as PageBox
from pnp.scene import page_flow as pf
from pnp.scene.arrange import height_of, lay_out
from pnp.scene.boxes import Art, Box, Words
from pnp.scene.locale import localised
from pnp.scene.model import Item, Page, Text
from pnp.scene.page_flow import Type
from pnp.scene.shapes import placed
from pnp.scene.text import PT
from pnp.scene.walk import ink_bounds
from pnp.scene.words import break_lines

SPARE = 1.0  # mm: a paragraph's box is this much taller than its lines, and the flow stops this short of the foot
GROW_MOST = 1.3  # a figure on a page the flow left short grows at most this much (its lines and words with it)
SPREAD_MOST = 10.0  # mm: and at most this much more room goes between two of its blocks


@dataclass(frozen=True)
class Figure(Art):
    """A picture drawn for the column (``picture``, its strokes inset by ``inset``), which may grow on a page the
    flow leaves short: scaled by ``scale`` about the middle of the column, its ink never wider than the column."""

    picture: Page | None = None
    inset: float = 0.0
    scale: float = 1.0

    def most(self, width: float) -> float:
        """How much it may grow in a column ``width`` mm wide: :data:`GROW_MOST`, or as wide as the column."""
        ink = ink_bounds(self.picture.items) if self.picture is not None else None
        return 1.0 if ink is None else max(1.0, min(GROW_MOST, (width - 2 * self.inset) / (ink[2] - ink[0])))


def figure(page: Page, height: float | None = None, inset: float = 0.0, scale: float = 1.0) -> Figure:
    """``page`` as a picture in a column, at its left edge plus ``inset`` (scaled: centred across the column)."""
    ink = ink_bounds(page.items) or (0.0, 0.0, page.width, page.height)

    def draw(x: float, y: float, width: float, h: float) -> list[Item]:
        if scale == 1.0:
            return [placed(page, x + inset, y)]
        return [placed(page, x + (width - (ink[2] - ink[0]) * scale) / 2 - ink[0] * scale, y, scale)]

    tall = page.height if height is None else height
    return Figure(draw=draw, height=tall + page.height * (scale - 1.0), shrink=0.0, name=page.label, picture=page,
                  inset=inset, scale=scale)


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


def balanced(page: Sequence[pf.Placed], limit: float, width: float) -> list[pf.Placed]:
    """A page the flow ended short of ``limit`` (what came next did not fit), given the room it left: its
    figures grow (:class:`Figure`, by one scale, each no more than it may), then what is still left goes
    between its blocks, evenly, at most :data:`SPREAD_MOST` each, never between a block and the one it keeps
    with (a heading and its words, a caption and its picture)."""
    if not page:
        return list(page)
    room = limit - (page[-1].y + page[-1].height)
    figures = [p for p in page if isinstance(p.node, Figure) and p.node.most(width) > 1.0]
    if room > 0.5 and figures:
        tall = sum(p.node.picture.height for p in figures if isinstance(p.node, Figure) and p.node.picture)
        scale = min(min(p.node.most(width) for p in figures if isinstance(p.node, Figure)), 1.0 + room / tall)
        page = _moved(page, {}, scale, width)
        room = limit - (page[-1].y + page[-1].height)
    gaps = [p for p in page[:-1] if not p.block.keep]
    if room <= 0.5 or not gaps:
        return list(page)
    more = min(SPREAD_MOST, room / len(gaps))
    return _moved(page, {id(p): more for p in gaps}, 1.0, width)


def _moved(page: Sequence[pf.Placed], after: dict[int, float], scale: float, width: float) -> list[pf.Placed]:
    """The page's blocks with ``after[id]`` mm more under each and its figures grown by ``scale`` (each by no more
    than it may in a column ``width`` mm wide)."""
    out, shift = [], 0.0
    for p in page:
        node, height = p.node, p.height
        if isinstance(node, Figure) and node.picture is not None and min(scale, node.most(width)) > 1.0:
            grown = figure(node.picture, node.height, node.inset, min(scale, node.most(width)))
            node, height = grown, p.height + (grown.height or 0.0) - (node.height or 0.0)
        out.append(replace(p, node=node, y=p.y + shift, height=height))
        shift += height - p.height + after.get(id(p), 0.0)
    return out


def flowed_pages(blocks: Sequence[pf.Block], box: PageBox, floor: float, label: str,
                 title: tuple[Box, float] | None = None, balance: bool = False) -> list[Page]:
    """The blocks down pages of ``box``, the first under ``title`` (its node and the room it takes); each page
    laid out as one column at the floor; ``balance``: every page but the last :func:`balanced`."""
    start = title[1] if title is not None else 0.0
    return laid_pages(paginate(blocks, box, floor, start), box, floor, label, title, balance)


def laid_pages(pages: list[list[pf.Placed]], box: PageBox, floor: float, label: str,
               title: tuple[Box, float] | None = None, balance: bool = False) -> list[Page]:
    """Pages already flowed (:func:`paginate`, the first under ``title``) laid out as :func:`flowed_pages` does."""
    w, h = box
    start = title[1] if title is not None else 0.0
    if balance:
        pages = [balanced(page, h - SPARE, w) for page in pages[:-1]] + pages[-1:]
    out = []
    for n, on_page in enumerate(pages):
        column = pf.page_column(on_page, (title[0],) if n == 0 and title is not None else (), start if n == 0 else 0.0)
        items = lay_out(column, 0.0, 0.0, w, h, floor).fitted(f"the {label} page")
        out.append(Page(w, h, items, bleed=0.0, label=f"{label} {n + 1}"))
    return out
