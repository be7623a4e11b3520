"""Scene → PDF with reportlab.

Every page gets MediaBox = trim + bleed + slug, BleedBox and TrimBox. Text is
set in the bundled TrueType fonts, embedded and subset (each subset named by its content:
:mod:`pnp.render.pdf_fonts`); the canvas's initial
font is one of them, so no unembedded base-14 font is ever referenced.
A CMYK document paints every colour in the press profile's ink values
(:mod:`pnp.render.cmyk`) and is written as PDF/X (:mod:`pnp.render.pdfx`);
the painter follows the scale each item prints at (through every group, and
every placement of a symbol), so that small text and fine lines as printed
take one ink and K at most (:func:`pnp.render.cmyk.fine_cmyk`).
Icons and symbols become form XObjects defined once per document; an icon's
form sets no colour, so each placement paints it in its own colour.
"""

from __future__ import annotations

import io
from functools import cache, lru_cache

from pnp.errors import PnpError
from pnp.fonts import font_info, needs_extension
from pnp.icons import VIEW_BOX, icon
from pnp.render.cmyk import FINE_LINE_MM, SMALL_TEXT_PT, TOTAL_INK_LIMIT, fine_cmyk, press_cmyk
from pnp.render.numbers import coord as _n
from pnp.render.numbers import factor as _f
from pnp.render.pdfx import X4, make_pdfx
from pnp.scene.affine import Affine
from pnp.scene.color import Color
from pnp.scene.legible import thinnest
from pnp.scene.model import Document, Group, Icon, Item, Page, Path, Shape, Style, Text, Use
from pnp.scene.paths import clip_segments, geometry_segments, parse_compact
from pnp.scene.text import PT, layout_text
from pnp.scene.walk import document_items, fonts_used, icons_used, symbols_used
from pnp.version import __version__

MM = 72.0 / 25.4  # points per millimetre
_CAPS = {"butt": 0, "round": 1, "square": 2}
_JOINS = {"miter": 0, "round": 1, "bevel": 2}


@cache
def _register(key: str, extended: bool = False) -> str:
    """Register font ``key`` with the PDF writer (``extended``: its extended face, for a text that needs a letter
    the font's own file lacks); the name to set text in."""
    from reportlab.pdfbase import pdfmetrics

    from pnp.render.pdf_fonts import SubsetNamedTTFont

    info = font_info(key)
    if extended:
        extension = info.extension()
        assert extension is not None, f"{key}: no extended face"
        info = extension
    try:
        font = SubsetNamedTTFont(info.pdf_name, str(info.path))
    except Exception as err:  # reportlab's own reading (a font it cannot embed): one line, never a traceback
        raise PnpError(f"{info.path}: a font the PDF cannot embed ({err})") from None
    pdfmetrics.registerFont(font)
    return info.pdf_name


def _text_scale(t: Affine) -> float:
    """How much ``t`` stretches a text's vertical axis (the direction its size is measured in)."""
    return float((t.c * t.c + t.d * t.d) ** 0.5)


class _PdfPainter:
    def __init__(self, canvas, doc: Document, ink_limit: float = TOTAL_INK_LIMIT,
                 placed: tuple[float, float] = (1.0, 1.0)) -> None:
        self.c = canvas
        self.cmyk = doc.color_mode == "cmyk"
        self.ink_limit = ink_limit
        self.code = canvas._code  # reportlab's operator list for the current stream
        # where the items drawn now land on paper: the groups around them, within what ``placed`` says of the
        # stream itself (a symbol's form: the smallest scales, for lines and for text, it is placed at)
        self.at = Affine()
        self.placed = placed

    # colours -----------------------------------------------------------------
    def color_op(self, color: Color, stroke: bool = False, fine: bool = False) -> str:
        """The operator setting the fill colour (the stroke colour with ``stroke``); ``fine``: for small text or a
        fine line as printed, which in CMYK take one ink and K at most."""
        values: tuple[float, ...]
        if self.cmyk:
            values, op = (fine_cmyk if fine else press_cmyk)(color, self.ink_limit), "k"
        else:
            values, op = (color.r, color.g, color.b), "rg"
        return " ".join(_n(v) for v in values) + " " + (op.upper() if stroke else op)

    # paths -------------------------------------------------------------------
    @staticmethod
    def path_ops(segments) -> str:
        return _path_ops(tuple(segments))

    def paint(self, segments, style: Style, closed_area: bool = True) -> None:
        if not segments or not style.paints:
            return
        do_fill = style.fill is not None and closed_area
        do_stroke = style.stroke is not None and style.width > 0
        if not (do_fill or do_stroke):
            return
        ops = ["q"]
        if style.fill is not None and do_fill:
            ops.append(self.color_op(style.fill))
        if style.stroke is not None and do_stroke:
            fine = style.width * thinnest(self.at) * self.placed[0] < FINE_LINE_MM - 1e-9
            ops.append(self.color_op(style.stroke, stroke=True, fine=fine))
            ops.append(f"{_n(style.width)} w {_CAPS[style.cap]} J {_JOINS[style.join]} j")
            if style.dash:
                ops.append("[" + " ".join(_n(v) for v in style.dash) + "] 0 d")
        ops.append(self.path_ops(segments))
        even = style.fill_rule == "evenodd"
        if do_fill and do_stroke:
            ops.append("B*" if even else "B")
        elif do_fill:
            ops.append("f*" if even else "f")
        else:
            ops.append("S")
        ops.append("Q")
        self.code.append(" ".join(ops))

    # items -------------------------------------------------------------------
    def draw(self, item: Item) -> None:
        if isinstance(item, Path):
            self.paint(item.segments, item.style)
        elif isinstance(item, Shape):
            segments, area = geometry_segments(item.geometry)
            self.paint(segments, item.style, area)
        elif isinstance(item, Icon):
            s = item.size / VIEW_BOX
            self.code.append(
                f"q {self.color_op(item.color)} {_f(s)} 0 0 {_f(s)} {_n(item.x)} {_n(item.y)} cm "
                f"/{self.c._doc.getXObjectName(_icon_form(item.name))} Do Q"
            )
            self.c._formsinuse.append(_icon_form(item.name))
        elif isinstance(item, Text):
            self.text(item)
        elif isinstance(item, Use):
            t = item.transform
            name = _symbol_form(item.name)
            self.code.append(
                "q " + " ".join(_f(v) for v in t.as_tuple()) + f" cm /{self.c._doc.getXObjectName(name)} Do Q"
            )
            self.c._formsinuse.append(name)
        elif isinstance(item, Group):
            self.code.append("q")
            if not item.transform.is_identity():
                self.code.append(" ".join(_f(v) for v in item.transform.as_tuple()) + " cm")
            if item.clip is not None:
                self.clip(item.clip)
            outer, self.at = self.at, item.transform.then(self.at)
            for child in item.items:
                self.draw(child)
            self.at = outer
            self.code.append("Q")
        else:
            raise PnpError(f"cannot draw {type(item).__name__}")

    def clip(self, clip) -> None:
        segments, rule = clip_segments(clip)
        self.code.append(self.path_ops(segments) + (" W* n" if rule == "evenodd" else " W n"))

    def text(self, t: Text) -> None:
        layout = layout_text(t)
        if not layout.lines:
            return
        name = _register(t.font, needs_extension(t.font, t.text))
        c = self.c
        size = layout.size * PT
        fine = layout.size * _text_scale(self.at) * self.placed[1] < SMALL_TEXT_PT - 1e-9
        for line in layout.lines:
            if not line.text:
                continue
            # the page's CTM points y down; the text matrix flips it back
            tx = c.beginText()
            tx.setFont(name, size)
            tx.setTextTransform(1, 0, 0, -1, line.x, line.baseline)
            tx.textOut(line.text)
            self.code.append("q " + self.color_op(t.color, fine=fine))
            c.drawText(tx)
            self.code.append("Q")


@lru_cache(maxsize=1024)  # at most a few MB of operator text
def _path_ops(segments: tuple) -> str:
    """A path's operators. Cached: a kit draws the same card art (a path card's maze, a tile's walls, a frame)
    on every copy of the card, and formatting its numbers is most of what rendering costs."""
    out = []
    for seg in segments:
        op = seg[0]
        if op == "M":
            out.append(f"{_n(seg[1])} {_n(seg[2])} m")
        elif op == "L":
            out.append(f"{_n(seg[1])} {_n(seg[2])} l")
        elif op == "C":
            out.append(" ".join(_n(v) for v in seg[1:]) + " c")
        else:
            out.append("h")
    return " ".join(out)


def _symbol_scales(doc: Document) -> dict[str, tuple[float, float]]:
    """Each symbol's smallest scales on paper, for its lines and for its text, over every placement (a symbol is
    one form however often it is placed: it is painted for the smallest)."""
    out: dict[str, tuple[float, float]] = {}
    symbols = {s.name: s for s in doc.symbols}

    def walk(items, at: Affine, depth: int = 0) -> None:
        for item in items:
            if isinstance(item, Group):
                walk(item.items, item.transform.then(at), depth)
            elif isinstance(item, Use) and item.name in symbols and depth < 16:  # deeper: a cycle, refused later
                here = item.transform.then(at)
                line, text = out.get(item.name, (float("inf"), float("inf")))
                out[item.name] = (min(line, thinnest(here)), min(text, _text_scale(here)))
                walk(symbols[item.name].items, here, depth + 1)

    for page in doc.pages:
        walk(page.items, Affine())
    return out


def _icon_form(name: str) -> str:
    return f"icon-{name}"


def _symbol_form(name: str) -> str:
    return f"sym-{name}"


def _set_boxes(canvas, page: Page) -> None:
    mw, mh = page.media_size
    canvas.setPageSize((mw * MM, mh * MM))
    m, b, x = page.margin, page.bleed, page.side_margin("left")
    left, right = x - page.side_bleed("left"), x + page.width + page.side_bleed("right")
    canvas.setTrimBox((x * MM, m * MM, (x + page.width) * MM, (m + page.height) * MM))
    canvas.setBleedBox((left * MM, (m - b) * MM, right * MM, (m + page.height + b) * MM))
    canvas.setCropBox((0, 0, mw * MM, mh * MM))


def _page_matrix(page: Page) -> str:
    # mm, y down, origin at the trim box's top-left corner
    m = page.margin
    _, mh = page.media_size
    return f"{_f(MM)} 0 0 {_f(-MM)} {_f(page.side_margin('left') * MM)} {_f((mh - m) * MM)} cm"


def render_pdf(doc: Document, standard: str = X4, ink_limit: float = TOTAL_INK_LIMIT) -> bytes:
    """The document as PDF; a CMYK document as ``standard`` (PDF/X-4 unless a service asks for PDF/X-1a),
    its inks at most ``ink_limit`` in all (3.0 = 300 %)."""
    from reportlab.pdfgen.canvas import Canvas

    all_items = list(document_items(doc))
    body = _register("body")
    for key in fonts_used(all_items):
        _register(key)
    buf = io.BytesIO()
    first = doc.pages[0]
    canvas = Canvas(
        buf,
        pagesize=(first.media_size[0] * MM, first.media_size[1] * MM),
        invariant=1,
        pageCompression=1,
        initialFontName=body,
        initialFontSize=10,
    )
    canvas.setTitle(doc.title)
    canvas.setAuthor(doc.author)
    canvas.setSubject(doc.subject)
    canvas.setCreator(f"pnp {__version__}")
    canvas.setProducer(f"pnp {__version__} (reportlab)")

    for name in icons_used(all_items):
        data = icon(name)
        canvas.beginForm(_icon_form(name), 0, 0, VIEW_BOX, VIEW_BOX)
        painter = _PdfPainter(canvas, doc, ink_limit)
        rule = "f*" if data.fill_rule == "evenodd" else "f"
        painter.code.append(painter.path_ops(parse_compact(data.d)) + " " + rule)
        canvas.endForm()
    wanted = set(symbols_used(all_items))
    scales = _symbol_scales(doc) if doc.color_mode == "cmyk" else {}
    for sym in doc.symbols:
        if sym.name not in wanted:
            continue
        pad = max(sym.width, sym.height)
        canvas.beginForm(_symbol_form(sym.name), -pad, -pad, sym.width + pad, sym.height + pad)
        painter = _PdfPainter(canvas, doc, ink_limit, scales.get(sym.name, (1.0, 1.0)))
        for item in sym.items:
            painter.draw(item)
        canvas.endForm()
    missing = wanted - {s.name for s in doc.symbols}
    if missing:
        raise PnpError(f"the document uses undefined symbols: {', '.join(sorted(missing))}")

    for page in doc.pages:
        _set_boxes(canvas, page)
        painter = _PdfPainter(canvas, doc, ink_limit)
        painter.code.append(_page_matrix(page))
        for item in page.items:
            painter.draw(item)
        canvas.showPage()
    canvas.save()
    if doc.color_mode == "cmyk":
        return make_pdfx(buf.getvalue(), standard)
    return buf.getvalue()
