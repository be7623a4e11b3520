"""How much ink a printed page takes: the coverage a low-ink theme is measured by.

Coverage of a page is the mean, over the pixels of the page rasterised by
PDFium (its whole MediaBox, on white paper), of (C + M + Y + K) / 4, where
each pixel's CMYK comes from its RGB by a simple formula
(:meth:`pnp.scene.color.Color.as_cmyk`: K = 1 - max(R, G, B), then C, M, Y
from what is left; a CMYK PDF's own inks come from the press profile,
pnp.render.cmyk, but a low-ink theme is judged on RGB pages). A blank page is 0 %, a page printed solid
black is 25 % (K alone), solid 100 % of all four inks would be 100 %. A kit's
coverage is the plain mean of its pages'. Rasterising at 20 dpi is plenty:
coverage is an average, and a few hundred pixels a side keep it within a
fraction of a percent of a fine rendering.
"""

from __future__ import annotations

DPI = 20


def page_coverages(pdf: bytes, dpi: float = DPI) -> list[float]:
    """The ink coverage (0 to 1) of every page of ``pdf``, in order."""
    import numpy as np
    import pypdfium2 as pdfium

    out: list[float] = []
    doc = pdfium.PdfDocument(pdf)
    try:
        for index in range(len(doc)):
            page = doc[index]
            bitmap = page.render(scale=dpi / 72.0, fill_color=(255, 255, 255, 255))
            rgb = np.asarray(bitmap.to_pil().convert("RGB"), dtype=np.float64) / 255.0
            bitmap.close()
            page.close()
            k = 1.0 - rgb.max(axis=2)
            rest = np.where(k < 1.0 - 1e-9, 1.0 - k, 1.0)
            cmy = np.where((k < 1.0 - 1e-9)[..., None], (1.0 - rgb - k[..., None]) / rest[..., None], 0.0)
            out.append(float((cmy.sum(axis=2) + k).mean() / 4.0))
    finally:
        doc.close()
    return out


def coverage(pdf: bytes, dpi: float = DPI) -> float:
    """A document's ink coverage (0 to 1): the mean of its pages'."""
    pages = page_coverages(pdf, dpi)
    return sum(pages) / len(pages)
