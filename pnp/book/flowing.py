"""The book's flowing pages (copyright, contents, how to play): blocks down pages of the box by the rules a print
designer sets a book by, each page then placed as one declarative layout (:mod:`pnp.scene.arrange`).

The blocks, in reading order:

- :class:`Para`, a paragraph: set in the current locale (:mod:`pnp.scene.locale`) at its size, never under the
  floor, broken into lines (hyphenated where a line would end far short, :func:`pnp.scene.words.break_lines`)
  before anything is placed, so a longer language takes more lines and flows on as its own words do; it splits
  between lines across pages, leaving at least :data:`ORPHANS` lines at a page's foot and :data:`WIDOWS` at the
  next page's head, else it moves whole to the next page;
- :class:`Head`, a heading: kept with the start of what follows (keep-with-next), so no heading ever stands
  alone at a page's foot; a run of headings keeps together with the first block that is not one;
- :class:`Whole`, a block kept whole on one page (a picture, a line of the contents);
- :class:`Space`, room between blocks, dropped at the head of a page.

A block may keep with the next (``keep``): a caption with its picture. The first page starts under the flow's
``head`` (the page's title), the others at the top. A block taller than a whole page is placed at the top of
one, where it is cut off by nothing but the box, as before: the callers' blocks never are.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from pnp.book.model import Box as PageBox
from pnp.scene.arrange import lay_out
from pnp.scene.boxes import Art, Box, Column
from pnp.scene.flow import Type
from pnp.scene.locale import localised
from pnp.scene.model import Item, Page, Text
from pnp.scene.text import PT
from pnp.scene.words import break_lines

ORPHANS = 2  # lines of a paragraph at least at the foot of a page it starts on
WIDOWS = 2  # lines of a paragraph at least at the head of a page it ends on
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
    """A node kept whole, ``height`` mm tall, ``after`` mm above what follows; ``keep``: with the next block."""

    node: Box
    height: float
    after: float = 0.0
    keep: bool = False


@dataclass(frozen=True)
class Space:
    height: float


Block = Para | Head | Whole | Space


@dataclass(frozen=True)
class _Lines:
    """A paragraph set for the column: its lines and their pitch (mm)."""

    para: Para
    lines: tuple[str, ...]
    size: float

    @property
    def step(self) -> float:
        return self.size * self.para.type.leading * PT

    def height(self, n: int) -> float:
        return n * self.step + SPARE


Piece = _Lines | Head | Whole | Space


def set_para(para: Para, width: float, floor: float) -> _Lines:
    """The paragraph's lines at its size (raised to the floor), in the current locale."""
    size = max(para.type.size, floor)
    lines = break_lines(localised(para.text), para.type.font, size, width, "en")[0]
    return _Lines(para, lines, size)


def set_head(head: Head, width: float, floor: float) -> Head:
    """The heading with its box as tall as its lines need at the floor in the current locale (a longer language
    may take two lines), the next block as much further down."""
    from pnp.scene.arrange import height_of

    need = height_of(_head_node(head), width, floor)
    more = max(0.0, need - head.height)
    return Head(head.text, head.type, head.height + more, head.step + more)


def _least(piece: Piece) -> float:
    """The room a block needs at the foot of a page to start there (a paragraph: its first lines)."""
    if isinstance(piece, _Lines):  # a paragraph too short to split, or kept, starts whole
        n = len(piece.lines)
        return piece.height(n if piece.para.keep or n < ORPHANS + WIDOWS else ORPHANS)
    if isinstance(piece, Head):
        return piece.step
    if isinstance(piece, Whole):
        return piece.height
    return 0.0


def _kept(pieces: Sequence[Piece], i: int) -> float:
    """The room block ``i`` needs here together with what it keeps with: a heading (or a kept block) with the
    start of the next block that is not a space, itself kept with its own next when it is a heading."""
    piece = pieces[i]
    if isinstance(piece, Head):
        need = piece.step
    elif isinstance(piece, (_Lines, Whole)) and _keep(piece):
        need = (piece.height(len(piece.lines)) if isinstance(piece, _Lines) else piece.height) + _after(piece)
    else:
        return _least(piece)
    j = i + 1
    while j < len(pieces):
        space = pieces[j]
        if not isinstance(space, Space):
            break
        need += space.height
        j += 1
    return need + (_kept(pieces, j) if j < len(pieces) else 0.0)


def _keep(piece: _Lines | Whole) -> bool:
    return piece.para.keep if isinstance(piece, _Lines) else piece.keep


def _after(piece: Piece) -> float:
    if isinstance(piece, _Lines):
        return piece.para.after
    if isinstance(piece, Whole):
        return piece.after
    return 0.0


@dataclass(frozen=True)
class Placed:
    """A block (or a paragraph's part) where the flow put it: its top and height (mm) and its node; what it is
    (``kind``: "head", "para" or "whole"), and for a paragraph's part its lines and whether it holds the
    paragraph's first and last lines (what :func:`faults` reads)."""

    top: float
    height: float
    node: Box
    kind: str
    lines: int = 0
    first: bool = True
    last: bool = True
    keep: bool = False  # kept with the next block (a heading always is)


@dataclass
class _Page:
    """A page being filled: its placed nodes, and the cursor."""

    top: float
    y: float
    placed: list[Placed]

    @property
    def empty(self) -> bool:
        return not self.placed


def _text_node(lines: Sequence[str], para: Para, size: float, height: float) -> Box:
    """A paragraph's lines as set, drawn in a box ``height`` tall (set before layout: the lines are the
    locale's already, so the layout draws them as they are)."""
    text = "\n".join(lines)
    t = para.type

    def draw(x: float, y: float, w: float, h: float) -> list[Item]:
        return [Text(text, x, y, w, h, font=t.font, size=size, color=t.color, wrap=False, leading=t.leading)]

    return Art(draw=draw, height=height, shrink=0.0, name="paragraph")


def paginate(blocks: Sequence[Block], width: float, limit: float, start: float, floor: float
             ) -> list[list[Placed]]:
    """Each page's blocks where they go: ``start`` mm down the first page, 0 on the others, never past
    ``limit``."""
    pieces: list[Piece] = [set_para(b, width, floor) if isinstance(b, Para) else
                           set_head(b, width, floor) if isinstance(b, Head) else b for b in blocks]
    pages = [_Page(start, start, [])]

    def fresh() -> _Page:
        pages.append(_Page(0.0, 0.0, []))
        return pages[-1]

    page = pages[0]
    for i, piece in enumerate(pieces):
        if isinstance(piece, Space):
            if not page.empty:
                page.y += piece.height
            continue
        if page.y + _kept(pieces, i) > limit + 1e-9 and not page.empty:
            page = fresh()
        if isinstance(piece, Head):
            page.placed.append(Placed(page.y, piece.height, _head_node(piece), "head", keep=True))
            page.y += piece.step
        elif isinstance(piece, Whole):
            page.placed.append(Placed(page.y, piece.height, piece.node, "whole", keep=piece.keep))
            page.y += piece.height + piece.after
        else:
            page = _flow_lines(piece, page, limit, fresh)
    return [p.placed for p in pages]


def _flow_lines(piece: _Lines, page: _Page, limit: float, new: Callable[[], _Page]) -> _Page:
    """A paragraph from the cursor on, split between pages with its orphans and widows kept."""
    lines = list(piece.lines)
    while lines:
        room = int((limit - page.y - SPARE) / piece.step + 1e-9)
        n = len(lines)
        if room >= n:
            take = n
        else:
            take = min(room, n - WIDOWS)
            if take < ORPHANS or piece.para.keep:
                if page.empty:  # a page cannot hold it: as many lines as it holds, at least one
                    take = max(1, room)
                else:
                    page = new()
                    continue
        part = lines[:take]
        h = piece.height(len(part))
        first, last = len(lines) == len(piece.lines), take == len(lines)
        page.placed.append(Placed(page.y, h, _text_node(part, piece.para, piece.size, h), "para", len(part), first,
                                  last, piece.para.keep))
        page.y += h
        lines = lines[take:]
        if lines:
            page = new()
    page.y += piece.para.after
    return page


def _head_node(head: Head) -> Box:
    from pnp.scene.boxes import Words

    t = head.type
    return Words(text=head.text, font=t.font, size=t.size, color=t.color, leading=t.leading, height=head.height,
                 shrink=0.0, name="heading")


def page_layout(placed: Sequence[Placed], head: Sequence[Box] = (), start: float = 0.0) -> Column:
    """A page of the flow as one column: its head (the page's title, on the first page, ``start`` mm tall), then
    each block at the top the flow gave it, spaces between."""
    children: list[Box] = [Column(children=tuple(head), height=start, shrink=0.0)] if head else []
    y = start if head else 0.0
    for p in placed:
        if p.top > y + 1e-9:
            children.append(Box(height=p.top - y, shrink=0.0))
        children.append(p.node)
        y = p.top + p.height
    return Column(children=tuple(children), name="page")


def faults(pages: Sequence[Sequence[Placed]]) -> list[str]:
    """What a print designer would send back, page by page: a heading (or a block kept with the next) ending a
    page with more to come, a paragraph leaving fewer than :data:`ORPHANS` lines at a page's foot or fewer
    than :data:`WIDOWS` at the next page's head. A block alone on its page is the page's whole room: no fault."""
    out = []
    for n, page in enumerate(pages, start=1):
        if not page:
            continue
        foot, head = page[-1], page[0]
        if foot.keep and n < len(pages):
            out.append(f"page {n}: {'a heading' if foot.kind == 'head' else 'a kept block'} alone at its foot")
        if foot.kind == "para" and not foot.last and foot.lines < ORPHANS:
            out.append(f"page {n}: an orphan: {foot.lines} line of a paragraph at its foot")
        if head.kind == "para" and not head.first and head.lines < WIDOWS:
            out.append(f"page {n}: a widow: {head.lines} line of a paragraph at its head")
    return out


def flow_faults(blocks: Sequence[Block], box: PageBox, floor: float, start: float = 0.0) -> list[str]:
    """:func:`faults` of the blocks flowed down pages of ``box`` as :func:`flowed_pages` flows them."""
    return faults(paginate(blocks, box[0], box[1] - SPARE, start, floor))


def flowed_pages(blocks: Sequence[Block], box: PageBox, floor: float, label: str,
                 head: tuple[Box, float] | None = None) -> list[Page]:
    """The blocks down pages of ``box``, the first under ``head`` (its node and the room it takes); each page
    laid out as one column at the floor."""
    w, h = box
    start = head[1] if head is not None else 0.0
    out = []
    for n, placed in enumerate(paginate(blocks, w, h - SPARE, start, floor)):
        column = page_layout(placed, (head[0],) if n == 0 and head is not None else (), start if n == 0 else 0.0)
        items = lay_out(column, 0.0, 0.0, w, h, floor).fitted(f"the {label} page")
        out.append(Page(w, h, items, bleed=0.0, label=f"{label} {n + 1}"))
    return out
