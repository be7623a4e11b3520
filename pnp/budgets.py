"""Resource budgets, checked before the work they bound starts.

A small input must not make one call run for minutes or fill the memory: a
PNG is as many pixels as its dpi and page size ask for, and a document as
many pages as a model file claims. Each check here is cheap (arithmetic on
the request) and is called where the request is known, before anything is
generated or drawn; it raises one :class:`PnpError` that names the budget and
what was asked. Only what the chosen formats make counts: a model's JSON has
no pages. A command whose pages grow with its options (``pnp minigames
--count``) declares a plan of them (``Command.plan``: blank pages of the sizes
and numbers it will draw), checked before any generating.

The numbers, and why:

- ``MAX_PAGE_PIXELS``, 100 megapixels per PNG page. A3 at 600 dpi with its
  margins is about 72 Mpx, so every real paper at print resolution fits,
  A3 at 1200 dpi (about 290 Mpx) does not. A page is held several times
  while it is rasterised (PDFium's bitmap, the RGB copy, the crop), at 3 to 4
  bytes a pixel: 100 Mpx stays well under 1 GB.
- ``MAX_PNG_PIXELS``, 2 gigapixels for all the PNGs of one document (of one
  game's kit with a PNG preset). Each page is encoded and dropped before the
  next, so memory holds one page; this bounds the time instead: rasterising
  and compressing take about a second of CPU for 45 megapixels (a proof on A4
  at 600 dpi, 145 Mpx: 3.1 s), so 2 Gpx is under a minute. The maze tiles'
  png-cards kit is 0.26 Gpx at its 300 dpi (1 Gpx at 600 dpi, refused at
  1200 dpi).
- ``MAX_PAGES``, 2,000 pages in one document. Our largest documents (every
  kit) have a few hundred pages; a model file can claim far more.
"""

from __future__ import annotations

from pnp.errors import PnpError

MM_PER_INCH = 25.4
MAX_PAGE_PIXELS = 100_000_000
MAX_PNG_PIXELS = 2_000_000_000
MAX_PAGES = 2_000


def page_pixels(width_mm: float, height_mm: float, dpi: float) -> int:
    """The pixels of a ``width_mm`` × ``height_mm`` page rasterised at ``dpi``: dpi² × area in in²."""
    return round(width_mm * dpi / MM_PER_INCH) * round(height_mm * dpi / MM_PER_INCH)


def _mpx(pixels: float) -> str:
    return f"{pixels / 1e6:,.0f} megapixels"


def check_png_page(width_mm: float, height_mm: float, dpi: float, what: str = "a PNG page") -> None:
    """Refuse a PNG page over ``MAX_PAGE_PIXELS`` before anything is drawn."""
    asked = page_pixels(width_mm, height_mm, dpi)
    if asked > MAX_PAGE_PIXELS:
        raise PnpError(
            f"--dpi: {what} of {width_mm:g} × {height_mm:g} mm at {dpi:g} dpi is {_mpx(asked)}; the budget is "
            f"{_mpx(MAX_PAGE_PIXELS)} a page (lower --dpi or use a smaller paper)")


def check_png_pages(sizes: list[tuple[float, float]], dpi: float, what: str = "a PNG page") -> None:
    """Refuse PNG pages of these media sizes (mm) over either budget: one page, or all of them."""
    total = 0
    for width, height in sizes:
        check_png_page(width, height, dpi, what)
        total += page_pixels(width, height, dpi)
    if total > MAX_PNG_PIXELS:
        raise PnpError(
            f"--dpi: {len(sizes)} PNG pages at {dpi:g} dpi are {_mpx(total)} in all; the budget is "
            f"{_mpx(MAX_PNG_PIXELS)} (lower --dpi or ask for fewer pages)")


def check_pages(count: int, what: str = "a document", hint: str = "") -> None:
    """Refuse a document of more than ``MAX_PAGES`` pages (``Document`` asks, so none is ever rendered; a
    command that plans its pages asks before any work, with a ``hint`` of what to change)."""
    if count > MAX_PAGES:
        raise PnpError(f"{what} of {count:,} pages is over the budget of {MAX_PAGES:,} pages"
                       + (f" ({hint})" if hint else ""))
