"""Rendering speed and size: 500 icon-heavy pages (100 icons each), PDF and SVG.

Targets from issue 2 (2-core machine): >= 300 PDF pages/s, < 20 KB per page.
"""

from __future__ import annotations

import time

from pnp.icons import icon_names
from pnp.render.pdf import render_pdf
from pnp.render.svg import render_svg
from pnp.scene.color import Color
from pnp.scene.model import Document, Icon, Page, Text

PAGES = 500
ICONS_PER_PAGE = 100


def icon_document() -> Document:
    names = icon_names()
    colours = [Color.hex(c) for c in ("#222222", "#8a3b12", "#2c5fa8", "#2e8b3d")]
    pages = []
    for p in range(PAGES):
        items = [Text(f"Page {p + 1}", 10, 5, 100, 8, size=12)]
        for i in range(ICONS_PER_PAGE):
            items.append(Icon(names[(p * 7 + i) % 24], 10 + (i % 10) * 19, 20 + (i // 10) * 26, 16, colours[i % 4]))
        pages.append(Page(210, 297, tuple(items)))
    return Document(tuple(pages), title="bench")


def timed(fn):
    start = time.perf_counter()
    value = fn()
    return value, time.perf_counter() - start


def run():
    doc = icon_document()
    render_pdf(Document(doc.pages[:2]))  # warm caches (fonts, icon data)
    pdf, seconds = timed(lambda: render_pdf(doc))
    yield "pdf_pages_per_second", PAGES / seconds, "pages/s"
    yield "pdf_bytes_per_page", len(pdf) / PAGES, "bytes"
    svgs, seconds = timed(lambda: render_svg(doc))
    yield "svg_pages_per_second", PAGES / seconds, "pages/s"
    yield "svg_bytes_per_page", sum(len(s) for s in svgs) / PAGES, "bytes"
