"""The answers at the back: each puzzle's answer in a share of a page (a whole page, a half or a quarter, as
its kind's drawing asks), in puzzle order, packed into pages before anything is drawn so that every puzzle
page can name its answer's page.

A page is a 2 × 2 grid: a quarter takes the first free cell of the page being filled (left to right, top to
bottom), a half its first free row, a whole page a page of its own; an answer that does not fit starts the
next page. So a quarter may fill a cell a half left open above it on the same page, but never goes back to an
earlier page: the answers' pages follow the puzzles' order, and the answers take as few pages as that allows.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from pnp.book.model import Box, Placed
from pnp.scene.affine import Affine
from pnp.scene.model import Group, Item, Page

GAP = 6.0  # mm between the answers of a page
SHARES = {"full": (2, 2), "half": (2, 1), "quarter": (1, 1)}  # columns, rows of the 2 × 2 grid
GROWING = ("quarter", "half", "full")
# mm: a maze's answer is drawn on squares at least this big, taking a half or a whole page where a quarter
# would draw them smaller (a 22 × 22 maze in a quarter of a 5 × 8 in page: 2.0 mm, its walls and the line
# through them run together); on a whole page it is as big as on its puzzle's page, whatever its size
MIN_MAZE_SQUARE = 3.0
Size = tuple[int, int] | None  # a maze's squares across and down (None: not a maze)
Fits = Callable[[Box], bool] | None  # whether an answer's words hold in a share's box (None: they always do)


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


def grown(share: str, size: Size, box: Box | None, floor: float = 0.0, fits: Fits = None) -> str:
    """``share``, or the next bigger one where a maze of ``size`` would be drawn on squares under
    :data:`MIN_MAZE_SQUARE` in it (on the answer pages' ``box``), or where the answer's words would not hold
    (``fits``: a tile showing two faces side by side, each too narrow for its line of words in a quarter)."""
    if (size is None and fits is None) or box is None:
        return share
    from pnp.book.answer_pages import maze_answer_square

    for bigger in GROWING[GROWING.index(share):]:
        cell = cell_box(bigger, box)
        if (size is None or maze_answer_square(*size, cell, floor) >= MIN_MAZE_SQUARE) and (fits is None or fits(cell)):
            return bigger
    return "full"


def pack(kinds: Sequence[str], floor: float = 0.0, box: Box | None = None, sizes: Sequence[Size] = (),
         fits: Sequence[Fits] = ()) -> Slots:
    """Where each answer goes, in order (``kinds``: each puzzle's kind, in puzzle order; ``floor``: a
    large-print book's text floor, whose answers take bigger shares; ``box``, the answer pages' box,
    ``sizes``, each puzzle's maze size or None, and ``fits``, whether its words hold in a share: a share grown
    where it needs to be, :func:`grown`)."""
    from pnp.book.answer_pages import answer_size

    out: list[Slot] = []
    page, free = 0, {(0, 0), (1, 0), (0, 1), (1, 1)}  # the free (column, row) cells of the page being filled
    for n, kind in enumerate(kinds):
        share = grown(answer_size(kind, floor), sizes[n] if n < len(sizes) else None, box, floor,
                      fits[n] if n < len(fits) else None)
        place = _first_fit(share, free)
        if place is None:
            page, free = page + 1, {(0, 0), (1, 0), (0, 1), (1, 1)}
            place = _first_fit(share, free)
            assert place is not None
        column, row = place
        cols, rows = SHARES[share]
        free -= {(column + c, row + r) for c in range(cols) for r in range(rows)}
        out.append(Slot(page, column, row, share))
    return Slots(tuple(out))


def estimated_fits(two: Sequence[bool], box: Box) -> list[Fits]:
    """Before any tile is made, a tile showing two faces is counted as never holding its words in a quarter:
    its answer counted at half a page or more (a share as wide as the page's ``box``), as many as it can take
    (:func:`pnp.book.answer_pages.words_hold` decides once the tiles are made)."""
    def wide(cell: Box) -> bool:
        return cell[0] >= box[0] - 1e-6

    return [wide if t else None for t in two]


def _first_fit(share: str, free: set[tuple[int, int]]) -> tuple[int, int] | None:
    """The first (column, row), top to bottom and left to right, where ``share`` fits in the ``free`` cells."""
    cols, rows = SHARES[share]
    for row in range(3 - rows):
        for column in range(3 - cols):
            if all((column + c, row + r) in free for c in range(cols) for r in range(rows)):
                return column, row
    return None


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
