"""Saddle-stitch page order: which page goes where on the folded sheets of a booklet, and the padding.

A saddle-stitched booklet is a stack of *folios*: sheets folded once, slid
into one another and stapled through the fold. Each folio carries four pages,
two on each side, so a booklet has a multiple of four pages;
:func:`pad_to_multiple` adds blank pages (at the end, or before the back
cover with ``back_cover=True``).

Page order (:func:`saddle_order`, 0-based page indices, n pages, folio k = 0
the outermost)::

    front (outside of the fold):  left = n - 1 - 2k   right = 2k
    back  (inside of the fold):   left = 2k + 1       right = n - 2 - 2k

Both sides sum to n - 1. Folio 0's front shows the back cover on the left and
the front cover on the right. :mod:`pnp.layout.booklet` puts the folios on sheets.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from pnp.errors import PnpError
from pnp.layout.blank import blank_page
from pnp.scene.model import Page

_EPS = 1e-6


class SaddleSheet(NamedTuple):
    """One folio: 0-based page indices as (left, right) on each side, as printed."""

    front: tuple[int, int]  # outside of the folded sheet
    back: tuple[int, int]  # inside


def saddle_order(n: int) -> list[SaddleSheet]:
    """The folios of an n-page saddle-stitched booklet, outermost first."""
    if isinstance(n, bool) or not isinstance(n, int) or n <= 0 or n % 4:
        raise PnpError(f"a saddle-stitched booklet needs a positive multiple of 4 pages, got {n!r}")
    return [SaddleSheet((n - 1 - 2 * k, 2 * k), (2 * k + 1, n - 2 - 2 * k)) for k in range(n // 4)]


def same_size(a: Page, b: Page) -> bool:
    return abs(a.width - b.width) <= _EPS and abs(a.height - b.height) <= _EPS


def blank_like(page: Page, text_floor: float = 0.0) -> Page:
    """A blank page (saying so, at least at ``text_floor`` pt) of the same trim size and bleed."""
    return blank_page(page.width, page.height, bleed=page.bleed, text_floor=text_floor)


def pad_to_multiple(pages: Sequence[Page], multiple: int = 4, blank: Page | None = None,
                    back_cover: bool = False, text_floor: float = 0.0) -> list[Page]:
    """The pages followed by as few blanks as make their count a multiple of ``multiple``.

    The blanks go at the end; with ``back_cover=True`` they go before the last
    page, so the back cover stays on the back. ``blank`` defaults to a blank
    page (:func:`blank_like`) the size of the first page and must match that size.
    """
    pages = list(pages)
    if not pages:
        raise PnpError("no pages to pad")
    if isinstance(multiple, bool) or not isinstance(multiple, int) or multiple < 1:
        raise PnpError(f"pages can only be padded to a positive whole multiple, got {multiple!r}")
    first = pages[0]
    blank = blank_like(first, text_floor) if blank is None else blank
    if not same_size(blank, first):
        raise PnpError(f"the blank page is {blank.width:g} × {blank.height:g} mm, "
                       f"the pages are {first.width:g} × {first.height:g} mm")
    extra = [blank] * (-len(pages) % multiple)
    if back_cover and len(pages) >= 2:
        return pages[:-1] + extra + pages[-1:]
    return pages + extra
