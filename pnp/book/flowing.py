"""The book's flowing pages (copyright, contents, how to play): the book's blocks handed to the one page flow
(:mod:`pnp.scene.page_flow`, whose rules they keep), each page then placed as one declarative layout.

The blocks, in reading order:

- :class:`Para`, a paragraph: set in the current locale (:mod:`pnp.scene.locale`) at its size, never under the
  floor, broken into lines (hyphenated where a line would end far short, :func:`pnp.scene.words.break_lines`)
  before anything is placed, so a longer language takes more lines and flows on as its own words do; it splits
  between lines across pages by the flow's rules (``keep``: kept whole and with the next block, a caption);
- :class:`Head`, a heading: kept with the start of what follows (keep-with-next);
- :class:`Whole`, a block kept whole on one page (a picture, a line of the contents);
- :class:`Space`, room between blocks, dropped at the head of a page.

The first page starts under the flow's ``head`` (the page's title), the others at the top.
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
from pnp.scene.text import PT
from pnp.scene.words import break_lines

SPARE = 1.0  # mm: a paragraph's box is this much taller than its lines, and the flow stops this short of the foot


@dataclass(frozen=True)
class Para:
    """A paragraph, ``after`` mm above what follows; ``keep``: kept whole and with the next block."""

    text: str
    type: Type
    after: float = 2.0
    keep: bool = False


@dataclass(frozen=True)
class Head:
    """A heading in a box ``height`` mm tall, the next block ``step`` mm under its top; kept with the next."""

    text: str
    type: Type
    height: float
    step: float


@dataclass(frozen=True)
class Whole:
    """A node kept whole (as tall as the flow measures it: ``height_of`` the node), ``after`` mm above what
    follows; ``keep``: with the next block."""

    node: Box
    after: float = 0.0
    keep: bool = False


@dataclass(frozen=True)
class Space:
    height: float


Block = Para | Head | Whole | Space


def set_para(para: Para, width: float, floor: float) -> tuple[tuple[str, ...], float]:
    """The paragraph's lines at its size (raised to the floor), in the current locale, and that size."""
    size = max(para.type.size, floor)
    return break_lines(localised(para.text), para.type.font, size, width, "en")[0], size


def _lines_node(lines: Sequence[str], t: Type, size: float) -> Box:
    """Lines of a paragraph as set, in a box :data:`SPARE` taller than their pitch (set before layout: the lines
    are the locale's already, so the layout draws them as they are)."""
    text, height = "\n".join(lines), len(lines) * size * t.leading * PT + SPARE

    def draw(x: float, y: float, w: float, h: float) -> list[Item]:
        return [Text(text, x, y, w, h, font=t.font, size=size, color=t.color, wrap=False, leading=t.leading)]

    return Art(draw=draw, height=height, shrink=0.0, name="paragraph")


def _head_node(head: Head, width: float, floor: float) -> Words:
    """The heading with its box as tall as its lines need at the floor in the current locale (a longer language
    may take two lines); the next block as much further down."""
    t = head.type
    node = Words(text=head.text, font=t.font, size=t.size, color=t.color, leading=t.leading, height=head.height,
                 shrink=0.0, name="heading")
    more = max(0.0, height_of(node, width, floor) - head.height)
    return replace(node, height=head.height + more)


def to_flow(blocks: Sequence[Block], width: float, floor: float) -> list[pf.Section]:
    """The book's blocks as one section of the page flow's blocks, a space folded into the block before it."""
    out: list[pf.Block] = []
    for block in blocks:
        if isinstance(block, Space):
            if out:  # dropped at the head of the flow, as at the head of a page
                out[-1] = replace(out[-1], after=out[-1].after + block.height)
            continue
        if isinstance(block, Head):
            node = _head_node(block, width, floor)
            out.append(pf.Block(node, after=block.step - block.height, keep=True, what="heading"))
        elif isinstance(block, Whole):
            out.append(pf.Block(block.node, after=block.after, keep=block.keep,
                                what="caption" if block.keep else "block"))
        else:
            lines, size = set_para(block, width, floor)

            def part(i: int, j: int, lines: tuple[str, ...] = lines, t: Type = block.type, size: float = size) -> Box:
                return _lines_node(lines[i:j], t, size)

            if block.keep:  # a caption: whole, with its picture
                out.append(pf.Block(part(0, len(lines)), after=block.after, keep=True, what="caption"))
            else:
                out.append(pf.Block(part(0, len(lines)), after=block.after, split=True,
                                    lines=pf.Lines(len(lines), part)))
    return [pf.Section(tuple(out), whole=False)]


def paginate(blocks: Sequence[Block], box: PageBox, floor: float, start: float = 0.0) -> list[list[pf.Placed]]:
    """Each page's blocks where they go on pages of ``box``: ``start`` mm down the first page (under its title),
    at the top of the others, never past :data:`SPARE` above the foot."""
    w, h = box

    def frame(index: int) -> tuple[float, float]:
        return (start if index == 0 else 0.0), h - SPARE

    return pf.paginate(to_flow(blocks, w, floor), w, frame, floor, "the book's page")


def flowed_pages(blocks: Sequence[Block], box: PageBox, floor: float, label: str,
                 head: tuple[Box, float] | None = None) -> list[Page]:
    """The blocks down pages of ``box``, the first under ``head`` (its node and the room it takes); each page
    laid out as one column at the floor."""
    w, h = box
    start = head[1] if head is not None else 0.0
    out = []
    for n, placed in enumerate(paginate(blocks, box, floor, start)):
        column = pf.page_column(placed, (head[0],) if n == 0 and head is not None else (), start if n == 0 else 0.0)
        items = lay_out(column, 0.0, 0.0, w, h, floor).fitted(f"the {label} page")
        out.append(Page(w, h, items, bleed=0.0, label=f"{label} {n + 1}"))
    return out
