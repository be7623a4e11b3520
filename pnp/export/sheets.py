"""The images of an export: deck sheets (cards in a grid) and single faces, drawn from the kit's own pages.

Each face is the page as printed, cut at its trim (``pnp.render.png``, ``area="trim"``): the PDF the kit
prints is rasterised and the cells pasted into one sheet, so what is on screen is what is on paper.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from pnp.budgets import MM_PER_INCH
from pnp.errors import PnpError
from pnp.scene.model import Page

GRID_COLUMNS, GRID_ROWS = 10, 7  # Tabletop Simulator's custom-deck sheet holds at most 10 x 7 cards
PER_SHEET = GRID_COLUMNS * GRID_ROWS
MAX_SIDE = 10_000  # px: the widest and tallest image we let a sheet be (docs/tts.md)
DEFAULT_DPI = 300


@dataclass(frozen=True)
class Chunk:
    """One sheet of a deck: the cards ``start`` to ``start + count - 1`` on a grid of ``columns`` x ``rows``."""

    start: int
    count: int
    columns: int
    rows: int


def chunks(count: int) -> list[Chunk]:
    """A deck's sheets, in card order: full sheets of 10 x 7, then the rest on the smallest grid of rows of up to
    ten (a deck of 4 is one row of 4; of 23, three rows of 10)."""
    out = []
    for start in range(0, count, PER_SHEET):
        n = min(PER_SHEET, count - start)
        columns = min(GRID_COLUMNS, n)
        out.append(Chunk(start, n, columns, math.ceil(n / columns)))
    return out


def pixels(mm: float, dpi: float) -> int:
    """A length at ``dpi`` in whole pixels, rounded as :func:`pnp.render.png.raster_pages` rounds it."""
    return round(mm * dpi / MM_PER_INCH)


def sheet_dpi(width: float, height: float, columns: int, rows: int, dpi: float) -> float:
    """``dpi``, or less when a sheet of ``columns`` x ``rows`` cells of ``width`` x ``height`` mm would be wider or
    taller than :data:`MAX_SIDE` pixels (a tenth of a dpi at a time: the largest that fits)."""
    def fits(tenths: int) -> bool:
        d = tenths / 10
        return columns * pixels(width, d) <= MAX_SIDE and rows * pixels(height, d) <= MAX_SIDE

    # in whole tenths of a dpi (no drift): from the exact ratio, up while rounding still fits, down while it does not
    top = math.floor(dpi * 10)
    tenths = min(top, math.floor(10 * MAX_SIDE * MM_PER_INCH / max(columns * width, rows * height)))
    while tenths < top and fits(tenths + 1):
        tenths += 1
    while tenths > 0 and not fits(tenths):
        tenths -= 1
    fit = tenths / 10
    if fit < 10:
        raise PnpError(f"a sheet of {columns} x {rows} cells of {width:g} x {height:g} mm cannot fit "
                       f"{MAX_SIDE} px at 10 dpi or more")
    return fit


@dataclass(frozen=True)
class ImageJob:
    """One image to draw: ``pages`` (all of one trim size) on a grid of ``columns`` x ``rows`` at ``dpi``; a
    single page is a grid of 1 x 1."""

    pages: tuple[Page, ...]
    dpi: float
    columns: int = 1
    rows: int = 1

    @property
    def cell(self) -> tuple[int, int]:
        return pixels(self.pages[0].width, self.dpi), pixels(self.pages[0].height, self.dpi)

    @property
    def size(self) -> tuple[int, int]:
        w, h = self.cell
        return w * self.columns, h * self.rows


def blank_face(width: float, height: float) -> Page:
    """A plain white side, for the back of one-sided components (Tabletop Simulator wants a back for every card)."""
    return Page(width, height, (), bleed=0.0, label="plain back")


def draw(job: ImageJob) -> bytes:
    """The job's PNG: each page cut at its trim, in reading order (left to right, top to bottom), cells past the
    last page left white (a separate process may run this)."""
    from PIL import Image

    from pnp.budgets import check_png_page
    from pnp.render.pdf import render_pdf
    from pnp.render.png import png_bytes, raster_pages
    from pnp.scene.model import Document

    width, height = (px * MM_PER_INCH / job.dpi for px in job.size)
    check_png_page(width, height, job.dpi, what="a sheet")
    pages = list(job.pages)
    if len(pages) == 1 and job.columns == job.rows == 1:
        [image] = raster_pages(render_pdf(Document(tuple(pages))), pages, job.dpi, "trim")
        return png_bytes(image, job.dpi)
    sheet = Image.new("RGB", job.size, (255, 255, 255))
    w, h = job.cell
    for i, face in enumerate(raster_pages(render_pdf(Document(tuple(pages))), pages, job.dpi, "trim")):
        if face.size != (w, h):  # every page of a sheet is one trim size: a game that broke this is a bug
            raise AssertionError(f"face {i} is {face.size} px, the sheet's cells {w} x {h} px")
        sheet.paste(face, ((i % job.columns) * w, (i // job.columns) * h))
    return png_bytes(sheet, job.dpi)
