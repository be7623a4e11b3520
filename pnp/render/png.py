"""PNG previews: our own PDF rasterised with PDFium (pypdfium2).

Rasterising the PDF (rather than drawing the scene a third time) means a
preview shows exactly what the printer will get.
"""

from __future__ import annotations

import io
from typing import Literal

from pnp.render.pdf import MM
from pnp.scene.model import Document, Page

Area = Literal["media", "bleed", "trim"]


def _crop_points(page: Page, area: Area) -> tuple[float, float, float, float]:
    """What to cut off the media on each side to keep ``area``, in points."""
    c = {"media": 0.0, "bleed": page.slug, "trim": page.margin}[area] * MM
    return (c, c, c, c)


def _area_size(page: Page, area: Area) -> tuple[float, float]:
    grow = {"media": page.margin, "bleed": page.bleed, "trim": 0.0}[area]
    return page.width + 2 * grow, page.height + 2 * grow


def rasterise(pdf: bytes, pages: list[Page], dpi: float = 150, area: Area = "media", only: list[int] | None = None):
    """PIL images of the chosen pages (0-based indices) of a PDF we wrote from ``pages``."""
    import pypdfium2 as pdfium

    pdf_doc = pdfium.PdfDocument(pdf)
    try:
        images = []
        for index in only if only is not None else range(len(pdf_doc)):
            page = pdf_doc[index]
            bitmap = page.render(scale=dpi / 72.0, crop=_crop_points(pages[index], area),
                                 fill_color=(255, 255, 255, 255))
            image = bitmap.to_pil().convert("RGB")
            # PDFium may round the bitmap up by a pixel; keep exactly the area's size at this resolution
            w, h = _area_size(pages[index], area)
            size = (round(w * dpi / 25.4), round(h * dpi / 25.4))
            if image.size != size:
                image = image.crop((0, 0, *size)) if image.width >= size[0] and image.height >= size[1] \
                    else image.resize(size)
            images.append(image)
            page.close()
        return images
    finally:
        pdf_doc.close()


def png_bytes(image, dpi: float) -> bytes:
    buf = io.BytesIO()
    image.save(buf, format="PNG", dpi=(dpi, dpi), optimize=False)
    return buf.getvalue()


def render_png(doc: Document, pdf: bytes | None = None, dpi: float = 150, area: Area = "media") -> list[bytes]:
    """One PNG per page."""
    from pnp.render.pdf import render_pdf

    pdf = pdf if pdf is not None else render_pdf(doc)
    return [png_bytes(img, dpi) for img in rasterise(pdf, list(doc.pages), dpi, area)]
