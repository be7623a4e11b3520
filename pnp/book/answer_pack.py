"""The answers at the back: each puzzle's answer in a share of a page (a whole page, a half or a quarter, as
its kind's drawing asks), in puzzle order, packed into pages before anything is drawn so that every puzzle
page can name its answer's page.

A page is a 2 × 2 grid: a quarter takes the next free cell (left to right, top to bottom), a half the next
free row, a whole page a page of its own. An answer never goes back to fill a hole left earlier, so the
answers read in puzzle order.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from pnp.book.model import Box, Placed
from pnp.scene.affine import Affine
from pnp.scene.model import Group, Item, Page

GAP = 6.0  # mm between the answers of a page
SHARES = {"full": (2, 2), "half": (2, 1), "quarter": (1, 1)}  # columns, rows of the 2 × 2 grid


@dataclass(frozen=True)
class Slot:
    page: int  # 0-based page of the answers
    column: int
    row: int
    share: str


@dataclass(frozen=True)
class Slots:
    slots: tuple[Slot, ...]  # one per puzzle, in puzzle order

    @property
    def pages(self) -> int:
        return self.slots[-1].page + 1 if self.slots else 0

    @property
    def page_of(self) -> list[int]:
        return [s.page for s in self.slots]


def share_of(kind: str) -> str:
    from pnp.book.answer_pages import answer_size

    share = answer_size(kind)
    if share not in SHARES:
        raise ValueError(f"answer share {share!r} of {kind!r} is not one of {', '.join(SHARES)}")
    return share


def pack(kinds: Sequence[str]) -> Slots:
    """Where each answer goes, in order (``kinds``: each puzzle's kind, in puzzle order)."""
    out: list[Slot] = []
    page, cell = 0, 0  # the next free cell of the page: 0..3, 4 when the page is full
    for kind in kinds:
        share = share_of(kind)
        cols, rows = SHARES[share]
        if share == "half" and cell % 2:
            cell += 1  # a half needs a whole row
        if share == "full" and cell:
            cell = 4
        if cell + cols * rows > 4:
            page, cell = page + 1, 0
        out.append(Slot(page, cell % 2, cell // 2, share))
        cell += cols * rows
    return Slots(tuple(out))


def cell_box(share: str, box: Box) -> Box:
    cols, rows = SHARES[share]
    w, h = box
    return ((w - GAP) / 2 * cols + GAP * (cols - 1), (h - GAP) / 2 * rows + GAP * (rows - 1))


def answer_pages(slots: Slots, placed: Sequence[Placed], box: Box,
                 draw: Callable[[Placed, Box], Page]) -> list[Page]:
    """The answer pages: each answer drawn for its share of the box by ``draw`` and put in its cell."""
    pages: list[list[Item]] = [[] for _ in range(slots.pages)]
    for slot, q in zip(slots.slots, placed, strict=True):
        share_box = cell_box(slot.share, box)
        cell = draw(q, share_box)
        x = slot.column * ((box[0] + GAP) / 2)
        y = slot.row * ((box[1] + GAP) / 2)
        pages[slot.page].append(Group(cell.items, Affine.translate(x, y)))
    return [Page(box[0], box[1], tuple(items), bleed=0.0, label=f"answers {n + 1}") for n, items in enumerate(pages)]
