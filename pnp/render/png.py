"""PNG previews: our own PDF rasterised with PDFium (pypdfium2).

Rasterising the PDF (rather than drawing the scene a third time) means a
preview shows exactly what the printer will get.
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from typing import TYPE_CHECKING, Literal

from pnp.budgets import check_png_pages
from pnp.render.pdf import MM
from pnp.scene.model import Document, Page

if TYPE_CHECKING:
    from PIL.Image import Image

Area = Literal["media", "bleed", "trim"]


def _crop_points(page: Page, area: Area) -> tuple[float, float, float, float]:
    """What to cut off the media on each side to keep ``area``, in points."""
    def cut(side: str) -> float:
        edge = page.margin if side in ("top", "bottom") else page.side_margin(side)  # type: ignore[arg-type]
        kept = {"media": edge, "bleed": min(edge, page.bleed), "trim": 0.0}[area]
        return (edge - kept) * MM

    # PDFium's crop order: left, bottom, right, top
    return (cut("left"), cut("bottom"), cut("right"), cut("top"))


def area_size(page: Page, area: Area) -> tuple[float, float]:
    """The size (mm) of ``area`` of a page: what one PNG of it shows."""
    def grow(edge: float) -> float:
        return {"media": edge, "bleed": min(edge, page.bleed), "trim": 0.0}[area]

    return (page.width + grow(page.side_margin("left")) + grow(page.side_margin("right")),
            page.height + 2 * grow(page.margin))


def raster_pages(pdf: bytes, pages: list[Page], dpi: float = 150, area: Area = "media",
                 only: list[int] | None = None) -> Iterator[Image]:
    """PIL images of the chosen pages (0-based indices) of a PDF we wrote from ``pages``, one at a time.

    The pixel budget (``pnp.budgets``) is checked for every chosen page before
    the first is drawn. Each image is made when asked for, so a caller that
    encodes it before taking the next holds one page in memory, not all.
    """
    import pypdfium2 as pdfium

    chosen = list(only) if only is not None else list(range(len(pages)))
    check_png_pages([area_size(pages[i], area) for i in chosen], dpi)
    pdf_doc = pdfium.PdfDocument(pdf)
    try:
        for index in chosen:
            page = pdf_doc[index]
            bitmap = page.render(scale=dpi / 72.0, crop=_crop_points(pages[index], area),
                                 fill_color=(255, 255, 255, 255))
            # PDFium may round the bitmap up by a pixel; keep exactly the area's size at this resolution
            w, h = area_size(pages[index], area)
            size = (round(w * dpi / 25.4), round(h * dpi / 25.4))
            image = _image(bitmap, size)
            bitmap.close()  # PIL holds its own copy: free PDFium's bitmap now, not with the document
            page.close()
            yield image
            del image  # before the next page is drawn: one page in memory at a time
    finally:
        pdf_doc.close()


def _image(bitmap, size: tuple[int, int]) -> Image:
    """An RGB image of ``size`` pixels from a PDFium bitmap at least that large.

    A BGR bitmap is read straight into an RGB image of the wanted size (its
    first rows and columns, by the bitmap's stride): one copy of the page, not
    three (PIL's image, an RGB conversion, a crop), which keeps the largest
    page the budget allows well under 1 GB.
    """
    from PIL import Image as PILImage

    if bitmap.mode == "BGR" and bitmap.width >= size[0] and bitmap.height >= size[1]:
        return PILImage.frombuffer("RGB", size, bitmap.buffer, "raw", "BGR", bitmap.stride, 1)
    image = bitmap.to_pil().convert("RGB")
    if image.size != size:
        image = image.crop((0, 0, *size)) if image.width >= size[0] and image.height >= size[1] \
            else image.resize(size)
    return image


def rasterise(pdf: bytes, pages: list[Page], dpi: float = 150, area: Area = "media",
              only: list[int] | None = None) -> list[Image]:
    """Every chosen page's image at once (for a few small pages: tests, checks)."""
    return list(raster_pages(pdf, pages, dpi, area, only))


def png_bytes(image: Image, dpi: float) -> bytes:
    buf = io.BytesIO()
    image.save(buf, format="PNG", dpi=(dpi, dpi), optimize=False)
    return buf.getvalue()


def render_png(doc: Document, pdf: bytes | None = None, dpi: float = 150, area: Area = "media") -> list[bytes]:
    """One PNG per page."""
    from pnp.render.pdf import render_pdf

    pages = list(doc.pages)
    check_png_pages([area_size(p, area) for p in pages], dpi)  # before the PDF is rendered, not after
    pdf = pdf if pdf is not None else render_pdf(doc)
    return list(png_pages(pdf, pages, dpi, area))


def png_pages(pdf: bytes, pages: list[Page], dpi: float = 150, area: Area = "media",
              only: list[int] | None = None) -> Iterator[bytes]:
    """Each chosen page as PNG bytes, each image encoded and dropped before the next is drawn."""
    for image in raster_pages(pdf, pages, dpi, area, only):
        data = png_bytes(image, dpi)
        del image
        yield data
