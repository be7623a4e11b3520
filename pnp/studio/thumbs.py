"""Pictures of a PDF's pages for the studio: small ones of every page as a kit is made, a large one on demand,
a book's cover and a spread of two facing pages. Each page is drawn to its TrimBox: what the reader gets after
the guillotine, not the bleed and crop marks around it.

PDFium (pypdfium2, as pnp's own previews) is not safe to call from two threads at once: the server's calls go
through :data:`DRAWING`.
"""

from __future__ import annotations

import io
import threading
from collections.abc import Iterator

DRAWING = threading.Lock()
THUMB_WIDTH = 180  # pixels: a row of thumbnails on a laptop's screen, sharp enough to tell the pages apart
READING_WIDTH = 1100  # pixels: a page read on screen


def _trim_crop(page) -> tuple[float, float, float, float]:
    """What to crop off each side of the page's MediaBox (left, bottom, right, top) to leave its TrimBox."""
    ml, mb, mr, mt = page.get_mediabox()
    tl, tb, tr, tt = page.get_trimbox()
    return (max(tl - ml, 0.0), max(tb - mb, 0.0), max(mr - tr, 0.0), max(mt - tt, 0.0))


def _png(image) -> bytes:
    buf = io.BytesIO()
    image.save(buf, format="PNG", compress_level=1)  # a screen's picture: fast to write beats a few kB
    return buf.getvalue()


def _render(page, width: int):
    crop = _trim_crop(page)
    trim_width = page.get_width() - crop[0] - crop[2]
    bitmap = page.render(scale=width / trim_width, crop=crop, fill_color=(255, 255, 255, 255))
    image = bitmap.to_pil().convert("RGB")
    bitmap.close()
    return image


def page_count(pdf: bytes) -> int:
    import pypdfium2 as pdfium

    doc = pdfium.PdfDocument(pdf)
    try:
        return len(doc)
    finally:
        doc.close()


def thumbnails(pdf: bytes, width: int = THUMB_WIDTH) -> Iterator[bytes]:
    """Every page's picture, ``width`` pixels wide, as PNG, in order, one page in memory at a time."""
    import pypdfium2 as pdfium

    doc = pdfium.PdfDocument(pdf)
    try:
        for index in range(len(doc)):
            page = doc[index]
            yield _png(_render(page, width))
            page.close()
    finally:
        doc.close()


def page_picture(pdf: bytes, index: int, width: int = READING_WIDTH) -> bytes:
    """Page ``index`` (0-based) as PNG, ``width`` pixels wide (IndexError: no such page)."""
    import pypdfium2 as pdfium

    doc = pdfium.PdfDocument(pdf)
    try:
        if not 0 <= index < len(doc):
            raise IndexError(index)
        page = doc[index]
        data = _png(_render(page, width))
        page.close()
        return data
    finally:
        doc.close()


def spread(pdf: bytes, left: int, width: int = READING_WIDTH) -> bytes:
    """Pages ``left`` and ``left + 1`` (0-based) side by side, as a reader sees an open book, as one PNG
    ``width`` pixels wide (a last page alone when there is no right one)."""
    import pypdfium2 as pdfium
    from PIL import Image

    doc = pdfium.PdfDocument(pdf)
    try:
        shown = [i for i in (left, left + 1) if 0 <= i < len(doc)]
        pages = [doc[i] for i in shown]
        images = [_render(p, width // 2) for p in pages]
        for p in pages:
            p.close()
    finally:
        doc.close()
    height = max(i.height for i in images)
    sheet = Image.new("RGB", (sum(i.width for i in images), height), (255, 255, 255))
    x = 0
    for image in images:
        sheet.paste(image, (x, 0))
        x += image.width
    return _png(sheet)
