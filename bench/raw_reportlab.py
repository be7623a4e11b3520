"""The anchor for pnp's PDF renderer: the same icon-heavy pages drawn with reportlab's public canvas API.

What a user writing straight to reportlab would do for pages of many icons: each icon's outline defined once as
a form (beginForm, a path object, drawPath) and placed by doForm in its colour, the page title set with
drawString in the same bundled TrueType font, and the same page boxes (TrimBox, BleedBox). Its input is plain
tuples, not pnp's scene, so it pays for none of pnp's model; bench_anchor_render.py times it against
pnp.render.pdf.render_pdf on the same pages.
"""

from __future__ import annotations

import io
from dataclasses import dataclass

from pnp.fonts import font_info
from pnp.icons import VIEW_BOX, icon
from pnp.scene.paths import parse_compact

MM = 72.0 / 25.4


@dataclass(frozen=True)
class RawPage:
    width: float  # mm, the trim
    height: float
    bleed: float  # mm around the trim (MediaBox = BleedBox = trim + bleed)
    title: tuple[str, float, float, float]  # text, x, top of its box, size (pt)
    icons: tuple[tuple[str, float, float, float, tuple[float, float, float]], ...]  # name, x, y, size (mm), rgb


def raw_pdf(pages: list[RawPage]) -> bytes:
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen.canvas import Canvas

    info = font_info("body")
    if info.pdf_name not in pdfmetrics.getRegisteredFontNames():
        pdfmetrics.registerFont(TTFont(info.pdf_name, str(info.path)))
    font = info.pdf_name
    buf = io.BytesIO()
    c = Canvas(buf, pagesize=(1, 1), invariant=1, pageCompression=1, initialFontName=font, initialFontSize=10)
    for name in sorted({i[0] for p in pages for i in p.icons}):
        data = icon(name)
        c.beginForm(name, 0, 0, VIEW_BOX, VIEW_BOX)
        path = c.beginPath()
        for seg in parse_compact(data.d):
            if seg[0] == "M":
                path.moveTo(seg[1], seg[2])
            elif seg[0] == "L":
                path.lineTo(seg[1], seg[2])
            elif seg[0] == "C":
                path.curveTo(*seg[1:])
            else:
                path.close()
        c.drawPath(path, stroke=0, fill=1, fillMode=1 if data.fill_rule == "evenodd" else 0)
        c.endForm()
    for page in pages:
        b = page.bleed * MM
        w, h = page.width * MM + 2 * b, page.height * MM + 2 * b
        c.setPageSize((w, h))
        c.setTrimBox((b, b, w - b, h - b))
        c.setBleedBox((0, 0, w, h))
        c.saveState()
        c.transform(MM, 0, 0, -MM, b, h - b)  # millimetres, y down from the trim's top left, as icon outlines are
        for name, x, y, size, (r, g, b) in page.icons:
            c.saveState()
            c.setFillColorRGB(r, g, b)
            s = size / VIEW_BOX
            c.transform(s, 0, 0, s, x, y)
            c.doForm(name)
            c.restoreState()
        text, x, top, pt = page.title
        size = pt * 25.4 / 72
        c.translate(x, top + pdfmetrics.getAscent(font, size))
        c.scale(1, -1)  # text upright again
        c.setFillColorRGB(0, 0, 0)
        c.setFont(font, size)
        c.drawString(0, 0, text)
        c.restoreState()
        c.showPage()
    c.save()
    return buf.getvalue()
