"""Long text set by the layout engine and flowed down pages by a typesetter's rules: the kit's contents and
credits, and the rules pages.

A page flow is a list of :class:`Section`\\ s, each a list of :class:`Block`\\ s (a declarative layout
measured at the column's width, :func:`pnp.scene.arrange.height_of`). The rules it states:

- a section that fits on a fresh page is never split (``whole``): it moves on to the next page, unless
  its ``squeeze`` gives a smaller version that fits the room left (a figure drawn a little smaller);
- a block marked ``keep`` (a heading) stays with the start of what follows it: it never ends a page;
- a block marked ``split`` (a paragraph: :class:`~pnp.scene.boxes.Words`) may break between its lines
  across pages, leaving at least :data:`ORPHANS` lines at the page's foot and :data:`WIDOWS` at the next
  page's head; a paragraph too short for that moves whole;
- the space after a block is dropped at a page's foot.

Words are set as the current locale gives them (:mod:`pnp.scene.locale`) before they are measured or split,
so a longer language flows on to more pages instead of overflowing its boxes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from pnp.scene.arrange import INF, height_of, lay_out
from pnp.scene.boxes import Box, Words
from pnp.scene.locale import localised
from pnp.scene.model import Item
from pnp.scene.words import set_text

ORPHANS = 2  # lines of a split paragraph left at least at a page's foot
WIDOWS = 2  # and carried over at least to the next page's head
EPS = 1e-6

Frame = Callable[[int], tuple[float, float]]  # page index (0 first) → (y the flow starts at, y it ends above)


@dataclass(frozen=True)
class Block:
    """One box of a flow: a heading, a paragraph, a figure, a row. ``after``: mm below it on its page."""

    node: Box
    after: float = 0.0
    keep: bool = False  # keep with next: never the last block on a page
    split: bool = False  # a Words that may break between lines across pages
    what: str = "paragraph"  # what a check names (heading, paragraph, figure...)


@dataclass(frozen=True)
class Section:
    """Blocks read as one piece; kept on one page while a page holds them (``whole``)."""

    blocks: tuple[Block, ...]
    whole: bool = True
    squeeze: Callable[[float], Section | None] | None = None  # a smaller version within this height, if any


@dataclass(frozen=True)
class Placed:
    """A block on a page: ``node`` (the block's, or the piece of its paragraph on this page) at ``y``,
    ``height`` tall."""

    block: Block
    node: Box
    y: float
    height: float
    part: str = "whole"  # "whole", or the "head", a "middle" or the "tail" of a paragraph split over pages


def lines_of(node: Words, width: float, floor: float) -> tuple[str, ...]:
    """The lines ``node`` breaks into at ``width`` mm, at its size raised to the floor, in the current locale."""
    size = max(node.size, floor)
    return set_text(localised(node.text), node.font, size, size, max(width - 2 * node.pad, 0.0), INF,
                    leading=node.leading, wrap=node.wrap, lang=node.lang, valign=node.valign).lines


def piece(node: Words, lines: Sequence[str]) -> Words:
    """Some of ``node``'s lines as a text of their own, broken as they were (the locale leaves them as they are:
    they are the translation already)."""
    return replace(node, text="\n".join(lines), wrap=False, least=None, room=0.0)


class _Pages:
    """The pages being filled: the placed blocks of each and the cursor on the last."""

    def __init__(self, width: float, frame: Frame, floor: float) -> None:
        self.width, self.frame, self.floor = width, frame, floor
        self.pages: list[list[Placed]] = []
        self.top = self.limit = self.y = 0.0
        self.new()

    def new(self) -> None:
        self.pages.append([])
        self.top, self.limit = self.frame(len(self.pages) - 1)
        self.y = self.top

    @property
    def empty(self) -> bool:
        return not self.pages[-1]

    def fresh_room(self) -> float:
        top, limit = self.frame(len(self.pages))
        return limit - top

    def height(self, node: Box) -> float:
        return height_of(node, self.width, self.floor)

    def put(self, block: Block, node: Box, height: float, part: str = "whole") -> None:
        self.pages[-1].append(Placed(block, node, self.y, height, part))
        self.y += height + (block.after if part in ("whole", "tail") else 0.0)


def _start(pages: _Pages, blocks: Sequence[Block], i: int) -> float:
    """The least of blocks ``i``... that must share a page with a block kept with them: a heading's next block,
    its first :data:`ORPHANS` lines when it may split, and what it keeps with in turn."""
    if i >= len(blocks):
        return 0.0
    b = blocks[i]
    if b.split and isinstance(b.node, Words):
        lines = lines_of(b.node, pages.width, pages.floor)
        if len(lines) >= ORPHANS + WIDOWS:
            return pages.height(piece(b.node, lines[:ORPHANS]))
    h = pages.height(b.node)
    return h + b.after + _start(pages, blocks, i + 1) if b.keep else h


def _total(pages: _Pages, section: Section) -> float:
    blocks = section.blocks
    return sum(pages.height(b.node) + b.after for b in blocks) - (blocks[-1].after if blocks else 0.0)


def _paragraph(pages: _Pages, block: Block, what: str) -> None:
    """A paragraph from the cursor: whole if it fits, else split by the widow and orphan rules over pages."""
    assert isinstance(block.node, Words)
    lines = lines_of(block.node, pages.width, pages.floor)
    first = True
    while True:
        rest = piece(block.node, lines)
        h = pages.height(rest)
        if pages.y + h <= pages.limit + EPS:
            pages.put(block, block.node if first else rest, h, "whole" if first else "tail")
            return
        fit = len(lines) - 1  # the most lines the room left here holds
        while fit and pages.y + pages.height(piece(block.node, lines[:fit])) > pages.limit + EPS:
            fit -= 1
        k = min(fit, len(lines) - WIDOWS)  # and leaves enough for the next page
        if k < ORPHANS and pages.empty:  # a whole page holds too few lines to keep the rules: as many as fit
            k = fit
            if not k:
                raise ValueError(f"{what}: a line of a {block.what} is taller than the page")
        if k >= ORPHANS or pages.empty:
            head = piece(block.node, lines[:k])
            pages.put(block, head, pages.height(head), "head" if first else "middle")
            lines, first = lines[k:], False
        pages.new()


def paginate(sections: Sequence[Section], width: float, frame: Frame, floor: float = 0.0,
             what: str = "the page") -> list[list[Placed]]:
    """``sections`` in order down pages ``width`` mm wide, each page's room given by ``frame``; a block that
    is not split and is taller than a fresh page is refused (ValueError naming ``what``)."""
    pages = _Pages(width, frame, floor)
    for section in sections:
        total = _total(pages, section)
        if section.whole and not pages.empty and pages.y + total > pages.limit + EPS:
            smaller = section.squeeze(pages.limit - pages.y) if section.squeeze is not None else None
            if smaller is not None and pages.y + _total(pages, smaller) <= pages.limit + EPS:
                section = smaller
            elif total <= pages.fresh_room() + EPS:
                pages.new()
        blocks = section.blocks
        for i, block in enumerate(blocks):
            if block.split and isinstance(block.node, Words):
                _paragraph(pages, block, what)
                continue
            h = pages.height(block.node)
            need = h + block.after + _start(pages, blocks, i + 1) if block.keep else h
            if not pages.empty and pages.y + need > pages.limit + EPS:
                pages.new()
            if pages.y + h > pages.limit + EPS:
                raise ValueError(f"{what}: a {block.what} is taller than the page ({h:.1f} mm, "
                                 f"{pages.limit - pages.top:.1f} mm of room)")
            pages.put(block, block.node, h)
    return pages.pages


def page_items(placed: Sequence[Placed], x: float, width: float, floor: float, what: str) -> list[Item]:
    """The scene items of one page's placed blocks, each laid out at its place (refused in one line naming
    ``what`` if one does not fit)."""
    items: list[Item] = []
    for p in placed:
        items += lay_out(p.node, x, p.y, width, p.height, floor).fitted(what)
    return items
