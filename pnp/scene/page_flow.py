"""The one page flow: blocks set by the layout engine down pages, or card faces, of any height, by a typesetter's
rules. The kit's contents and credits, every game's rules sheet, the book's front pages, the path cards' rules
card and the notebook's rules pages and appendix all paginate here.

A flow is a list of :class:`Section`\\ s, each a list of :class:`Block`\\ s (a declarative layout measured at the
column's width, :func:`pnp.scene.arrange.height_of`). The rules it states:

- a section that fits on a fresh page is never split (``whole``): it moves on to the next page, unless
  its ``squeeze`` gives a smaller version that fits the room left (a figure drawn a little smaller);
- a block marked ``keep`` (a heading, a caption) stays with the start of what follows it: it never ends a
  page;
- a block marked ``split`` (a paragraph: a :class:`~pnp.scene.boxes.Words`, or lines already set, ``lines``)
  may break between its lines across pages, leaving at least :data:`ORPHANS` lines at the page's foot and
  :data:`WIDOWS` at the next page's head; a paragraph too short for that moves whole; on a page too short for
  two lines it takes as many as the page holds;
- the space after a block is dropped at a page's foot;
- a section's ``again`` blocks (a table's title and header) open every further page it runs onto;
- a page may give up ``slack`` mm more at its foot (a card's head gives up its foot's room) for a section that
  has it to itself or flows on over it, never for one that fits whole beside others.

Words are set as the current locale gives them (:mod:`pnp.scene.locale`) before they are measured or split,
so a longer language flows on to more pages instead of overflowing its boxes. :mod:`pnp.scene.flow_check`
checks the rules, on a pagination or on drawn pages.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from pnp.scene.arrange import INF, height_of, lay_out
from pnp.scene.boxes import Box, Column, Words
from pnp.scene.color import INK, Color
from pnp.scene.locale import localised
from pnp.scene.model import Item
from pnp.scene.text import PT
from pnp.scene.words import set_text

ORPHANS = 2  # lines of a split paragraph left at least at a page's foot
WIDOWS = 2  # and carried over at least to the next page's head
EPS = 1e-6

Frame = Callable[[int], tuple[float, float]]  # page index (0 first) → (y the flow starts at, y it ends above)


@dataclass(frozen=True)
class Type:
    """How a run of text looks: point size, font, colour and leading (line pitch in sizes)."""

    size: float
    font: str = "body"
    color: Color = INK
    leading: float = 1.2

    @property
    def line_step(self) -> float:
        """The distance (mm) from one line's baseline to the next."""
        return self.size * self.leading * PT


@dataclass(frozen=True)
class Lines:
    """A paragraph already set as lines (in the locale it prints in) and the node that draws lines
    ``start``..``stop`` of it: what a flow splits when its text is not one :class:`Words`."""

    count: int
    piece: Callable[[int, int], Box]


@dataclass(frozen=True)
class Block:
    """One box of a flow: a heading, a paragraph, a figure, a row. ``after``: mm below it on its page."""

    node: Box
    after: float = 0.0
    keep: bool = False  # keep with next: never the last block on a page
    split: bool = False  # a paragraph that may break between lines across pages
    what: str = "paragraph"  # what a check names (heading, paragraph, figure...)
    lines: Lines | None = None  # a split block's lines when its node is not a Words


@dataclass(frozen=True)
class Section:
    """Blocks read as one piece; kept on one page while a page holds them (``whole``)."""

    blocks: tuple[Block, ...]
    whole: bool = True
    squeeze: Callable[[float], Section | None] | None = None  # a smaller version within this height, if any
    again: tuple[Block, ...] = ()  # opening every further page the section runs onto (a table's header)


@dataclass(frozen=True)
class Placed:
    """A block on a page: ``node`` (the block's, or the piece of its paragraph on this page) at ``y``,
    ``height`` tall; a paragraph's piece holds ``lines`` lines."""

    block: Block
    node: Box
    y: float
    height: float
    part: str = "whole"  # "whole", or the "head", a "middle" or the "tail" of a paragraph split over pages
    lines: int = 0

    @property
    def first(self) -> bool:
        """Whether it holds the start of its block."""
        return self.part in ("whole", "head")

    @property
    def last(self) -> bool:
        """Whether it holds the end of its block."""
        return self.part in ("whole", "tail")


def lines_of(node: Words, width: float, floor: float) -> tuple[str, ...]:
    """The lines ``node`` breaks into at ``width`` mm, at its size raised to the floor, in the current locale."""
    size = max(node.size, floor)
    return set_text(localised(node.text), node.font, size, size, max(width - 2 * node.pad, 0.0), INF,
                    leading=node.leading, wrap=node.wrap, lang=node.lang, valign=node.valign).lines


def piece(node: Words, lines: Sequence[str]) -> Words:
    """Some of ``node``'s lines as a text of their own, broken as they were (the locale leaves them as they are:
    they are the translation already)."""
    return replace(node, text="\n".join(lines), wrap=False, least=None, room=0.0)


@dataclass(frozen=True)
class _Setting:
    """A split block as the flow cuts it: its lines, the node measured for lines i..j, and the one placed."""

    count: int
    measure: Callable[[int, int], Box]
    show: Callable[[int, int], Box]


def _setting(block: Block, width: float, floor: float) -> _Setting | None:
    if not block.split:
        return None
    if block.lines is not None:
        return _Setting(block.lines.count, block.lines.piece, block.lines.piece)
    if not isinstance(block.node, Words):
        return None
    node, lines = block.node, lines_of(block.node, width, floor)

    def measure(i: int, j: int) -> Box:
        return piece(node, lines[i:j])

    def show(i: int, j: int) -> Box:  # the paragraph placed whole is its own node, set in its box
        return node if (i, j) == (0, len(lines)) else measure(i, j)

    return _Setting(len(lines), measure, show)


class _Pages:
    """The pages being filled: the placed blocks of each and the cursor on the last."""

    def __init__(self, width: float, frame: Frame, floor: float, slack: float) -> None:
        self.width, self.frame, self.floor, self.slack = width, frame, floor, slack
        self.pages: list[list[Placed]] = []
        self.top = self.limit = self.y = 0.0
        self.again: tuple[Block, ...] = ()
        self._settings: dict[int, tuple[Block, _Setting | None]] = {}  # by id, the block held: no id reused
        self.new()

    def new(self) -> None:
        self.pages.append([])
        self.top, self.limit = self.frame(len(self.pages) - 1)
        self.y = self.top
        for block in self.again:  # the running section's header, on the page it runs onto
            self.put(block, block.node, self.height(block.node))

    @property
    def empty(self) -> bool:
        return not self.pages[-1]

    @property
    def foot(self) -> float:
        """Where a block placed on its own ends at most: the page's limit and its slack."""
        return self.limit + self.slack

    def fresh_room(self) -> float:
        top, limit = self.frame(len(self.pages))
        return limit + self.slack - top - sum(self.height(b.node) + b.after for b in self.again)

    def height(self, node: Box) -> float:
        return height_of(node, self.width, self.floor)

    def setting(self, block: Block) -> _Setting | None:
        key = id(block)
        if key not in self._settings:
            self._settings[key] = (block, _setting(block, self.width, self.floor))
        return self._settings[key][1]

    def put(self, block: Block, node: Box, height: float, part: str = "whole", lines: int = 0) -> None:
        self.pages[-1].append(Placed(block, node, self.y, height, part, lines))
        self.y += height + (block.after if part in ("whole", "tail") else 0.0)


def _start(pages: _Pages, blocks: Sequence[Block], i: int) -> float:
    """The least of blocks ``i``... that must share a page with a block kept with them: a heading's next block,
    its first :data:`ORPHANS` lines when it may split, and what it keeps with in turn."""
    if i >= len(blocks):
        return 0.0
    b = blocks[i]
    setting = pages.setting(b)
    if setting is not None:
        if setting.count >= ORPHANS + WIDOWS:
            return pages.height(setting.measure(0, ORPHANS))
        h = pages.height(setting.measure(0, setting.count))
    else:
        h = pages.height(b.node)
    return h + b.after + _start(pages, blocks, i + 1) if b.keep else h


def _total(pages: _Pages, section: Section) -> float:
    blocks = section.blocks
    return sum(pages.height(b.node) + b.after for b in blocks) - (blocks[-1].after if blocks else 0.0)


def _paragraph(pages: _Pages, block: Block, setting: _Setting, what: str) -> None:
    """A paragraph from the cursor: whole if it fits, else split by the widow and orphan rules over pages."""
    n, i = setting.count, 0
    while True:
        h = pages.height(setting.measure(i, n))
        if pages.y + h <= pages.foot + EPS:
            pages.put(block, setting.show(i, n), h, "whole" if i == 0 else "tail", n - i)
            return
        fit = n - i - 1  # the most lines the room left here holds
        while fit and pages.y + pages.height(setting.measure(i, i + fit)) > pages.foot + EPS:
            fit -= 1
        k = min(fit, n - i - WIDOWS)  # and leaves enough for the next page
        if k < ORPHANS and pages.empty:  # a whole page holds too few lines to keep the rules: as many as fit
            k = fit
            if not k:
                raise ValueError(f"{what}: a line of a {block.what} is taller than the page")
        if k >= ORPHANS or pages.empty:
            node = setting.show(i, i + k)
            pages.put(block, node, pages.height(node), "head" if i == 0 else "middle", k)
            i += k
        pages.new()


def paginate(sections: Sequence[Section], width: float, frame: Frame, floor: float = 0.0,
             what: str = "the page", slack: float = 0.0) -> list[list[Placed]]:
    """``sections`` in order down pages ``width`` mm wide, each page's room given by ``frame`` (and ``slack``,
    see the module); a block that is not split and is taller than a fresh page is refused (ValueError naming
    ``what``)."""
    pages = _Pages(width, frame, floor, slack)
    for section in sections:
        pages.again = ()
        total = _total(pages, section)
        if section.whole and not pages.empty and pages.y + total > pages.limit + EPS:
            smaller = section.squeeze(pages.limit - pages.y) if section.squeeze is not None else None
            if smaller is not None and pages.y + _total(pages, smaller) <= pages.limit + EPS:
                section = smaller
            elif total <= pages.fresh_room() + EPS:
                pages.new()
        blocks = section.blocks
        for i, block in enumerate(blocks):
            setting = pages.setting(block)
            if setting is not None:
                _paragraph(pages, block, setting, what)
            else:
                h = pages.height(block.node)
                need = h + block.after + _start(pages, blocks, i + 1) if block.keep else h
                if not pages.empty and pages.y + need > pages.foot + EPS:
                    pages.new()
                if pages.y + h > pages.foot + EPS:
                    raise ValueError(f"{what}: a {block.what} is taller than the page ({h:.1f} mm, "
                                     f"{pages.limit - pages.top:.1f} mm of room)")
                pages.put(block, block.node, h)
            pages.again = section.again
    return pages.pages


def page_items(placed: Sequence[Placed], x: float, width: float, floor: float, what: str) -> list[Item]:
    """The scene items of one page's placed blocks, each laid out at its place (refused in one line naming
    ``what`` if one does not fit)."""
    items: list[Item] = []
    for p in placed:
        items += lay_out(p.node, x, p.y, width, p.height, floor).fitted(what)
    return items


def page_column(placed: Sequence[Placed], head: Sequence[Box] = (), start: float = 0.0) -> Column:
    """A page of the flow as one column: its head (the page's title, ``start`` mm tall), then each block at the
    top the flow gave it, spaces between."""
    children: list[Box] = [Column(children=tuple(head), height=start, shrink=0.0)] if head else []
    y = start if head else 0.0
    for p in placed:
        if p.y > y + 1e-9:
            children.append(Box(height=p.y - y, shrink=0.0))
        children.append(p.node)
        y = p.y + p.height
    return Column(children=tuple(children), name="page")
