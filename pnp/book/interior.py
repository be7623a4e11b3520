"""A book's interior: its pages in reading order on the trim, margins by page count, page numbers, bleed.

Each page's content is drawn for the book's ``Box`` (the trim less the margins) and placed here: a right-hand
page (odd, a recto) has its inside edge, the spine, on its left; a left-hand page (even, a verso) on its right.
The content sits ``inside`` mm from the spine and ``outside`` mm from the fore-edge, so a spread's two boxes
mirror each other about the spine. The page number sits in the bottom margin at the outside corner, aligned
with the box's outside edge, clear of the service's safe margin.

With bleed, each page's media grows by the bleed on the top, bottom and outside edges only; the inside edge is
flush (``Page.flush``): the trim reaches the media there, as print-on-demand services ask of an interior
(docs/book.md, "The interior"). So every page has the same MediaBox and the same TrimBox and BleedBox sizes,
with the trim against the media's left edge on a recto and its right edge on a verso.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from pnp.book.model import Box
from pnp.errors import PnpError
from pnp.scene import boxes as b
from pnp.scene.affine import Affine
from pnp.scene.arrange import lay_out
from pnp.scene.color import Color
from pnp.scene.model import Group, Item, Page, Style, Text
from pnp.scene.shapes import rect
from pnp.scene.text import PT

FOLIO_SIZE = 9.0  # pt: the page numbers
FOLIO_COLOR = Color.grey(0.25)
FOLIO_GAP = 2.5  # mm between the content box and the number under it, at least


def recto(number: int) -> bool:
    """Whether page ``number`` (1-based) is a right-hand page: its spine edge is on its left."""
    return number % 2 == 1


@dataclass(frozen=True)
class Geometry:
    """The trim and its margins (mm): ``inside`` from the spine, ``outside`` from the fore-edge; ``safe``, how
    near the trim edge nothing may be drawn (the service's least margin), ``bleed`` (0: none)."""

    width: float
    height: float
    inside: float
    outside: float
    top: float
    bottom: float
    safe: float
    bleed: float = 0.0
    folio_size: float = FOLIO_SIZE  # pt: a large-print book's page numbers at its text floor

    @property
    def folio_h(self) -> float:
        """The page number's box (mm): a line at its size."""
        return self.folio_size * PT * 1.3

    def __post_init__(self) -> None:
        if min(self.inside, self.outside, self.top, self.bottom) < self.safe:
            raise PnpError(f"the book's margins ({self._margins()}) must be at least the safe margin "
                           f"{self.safe:.1f} mm")
        w, h = self.box
        if w < 60 or h < 90:
            raise PnpError(f"a {self.width:.1f} × {self.height:.1f} mm trim leaves {w:.1f} × {h:.1f} mm inside "
                           f"its margins ({self._margins()}); a book page needs at least 60 × 90 mm")
        if self.bottom - self.safe < self.folio_h + FOLIO_GAP:
            raise PnpError(f"the bottom margin ({self.bottom:.1f} mm) leaves no room for the page numbers above "
                           f"the safe margin ({self.safe:.1f} mm)")

    def _margins(self) -> str:
        return (f"inside {self.inside:.1f}, outside {self.outside:.1f}, top {self.top:.1f}, "
                f"bottom {self.bottom:.1f} mm")

    @property
    def box(self) -> Box:
        """The area each page's content is drawn for."""
        return (self.width - self.inside - self.outside, self.height - self.top - self.bottom)

    def box_left(self, number: int) -> float:
        """Where the content box of page ``number`` starts, from the trim's left edge."""
        return self.inside if recto(number) else self.outside


@dataclass(frozen=True)
class BookPage:
    """A page of the book before placing: its content (drawn for the box; None for a blank page), whether it
    shows its number (not the title, copyright or blank pages, as books do), and a label."""

    content: Page | None
    label: str
    folio: bool = True


def folio(number: int, g: Geometry) -> Text:
    """The page number at the outside corner of the bottom margin, aligned with the content box's outside edge:
    centred in the margin above the safe margin, at least :data:`FOLIO_GAP` under the box (the geometry
    refuses a margin too low for both, so its box always ends above the safe margin)."""
    fh = g.folio_h
    y = g.height - g.bottom + max(FOLIO_GAP, (g.bottom - g.safe - fh) / 2)
    number_words = b.Words(text=str(number), size=g.folio_size, color=FOLIO_COLOR, valign="bottom", wrap=False,
                           text_align="right" if recto(number) else "left", name="page number")
    (mark,) = lay_out(number_words, g.box_left(number), y, g.box[0], fh).fitted("the page number")
    assert isinstance(mark, Text)
    return mark


def _fits(content: Page, box: Box, label: str) -> None:
    if abs(content.width - box[0]) > 0.01 or abs(content.height - box[1]) > 0.01:
        raise PnpError(f"internal: page {label!r} is drawn {content.width:.2f} × {content.height:.2f} mm, "
                       f"the book's box is {box[0]:.2f} × {box[1]:.2f} mm")


def place(pages: Sequence[BookPage], g: Geometry) -> list[Page]:
    """Every page on the trim, numbered from 1, in reading order."""
    box = g.box
    out = []
    for number, page in enumerate(pages, start=1):
        items: list[Item] = []
        if page.content is not None:
            _fits(page.content, box, page.label)
            clip = rect(0, 0, box[0], box[1], Style())  # nothing drawn for the box leaves it
            items.append(Group(page.content.items, Affine.translate(g.box_left(number), g.top), clip=clip))
        if page.folio:
            items.append(folio(number, g))
        flush = ("left" if recto(number) else "right") if g.bleed else ""
        out.append(Page(g.width, g.height, tuple(items), bleed=g.bleed, label=f"p{number} {page.label}",
                        flush=flush))  # type: ignore[arg-type]
    return out

