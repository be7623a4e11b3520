"""Scene → SVG, one SVG file per page (elements from :mod:`pnp.render.svg_xml`).

The SVG's viewBox is in millimetres and spans the whole media (trim, bleed and
slug) with the trim box's top-left corner at (0, 0), like the scene. Text is
drawn as glyph outlines taken from the bundled fonts (each glyph defined once
per file and placed with <use>), so every viewer shows the same letters as the
PDF without having the fonts installed; each line keeps its text in an
aria-label. Icons and symbols are <symbol> elements placed with <use>.
"""

from __future__ import annotations

from functools import lru_cache

from pnp.errors import PnpError
from pnp.fonts import glyph_outline, metrics
from pnp.icons import VIEW_BOX, icon
from pnp.render.numbers import coord as _n
from pnp.render.numbers import factor as _f
from pnp.render.svg_xml import Element, svg_bytes
from pnp.scene.color import Color
from pnp.scene.model import Document, Group, Icon, Item, Page, Path, Shape, Style, Text, Use
from pnp.scene.paths import clip_segments, geometry_segments, parse_compact
from pnp.scene.text import PT, layout_text


def path_data(segments) -> str:
    """A path's ``d`` attribute (cached, as the PDF renderer caches a path's operators: a kit draws the same card
    art on every copy of a card, and formatting its numbers is most of what drawing it costs)."""
    return _path_data(tuple(segments))


@lru_cache(maxsize=1024)
def _path_data(segments: tuple) -> str:
    out = []
    for seg in segments:
        op = seg[0]
        if op == "Z":
            out.append("Z")
        else:
            out.append(op + " ".join(_n(v) for v in seg[1:]))
    return "".join(out)


def _matrix(t) -> str:
    return "matrix(" + " ".join(_f(v) for v in t.as_tuple()) + ")"


class _SvgPainter:
    def __init__(self, defs: Element, doc: Document) -> None:
        self.defs = defs
        self.doc = doc
        self.defined: set[str] = set()
        self.empty: set[str] = set()
        self.clip_count = 0

    def color(self, color: Color) -> str:
        return color.to_hex()

    def style_attrs(self, style: Style, area: bool) -> dict[str, str]:
        attrs = {}
        if style.fill is not None and area:
            attrs["fill"] = self.color(style.fill)
            if style.fill_rule == "evenodd":
                attrs["fill-rule"] = "evenodd"
        else:
            attrs["fill"] = "none"
        if style.stroke is not None and style.width > 0:
            attrs["stroke"] = self.color(style.stroke)
            attrs["stroke-width"] = _n(style.width)
            if style.cap != "butt":
                attrs["stroke-linecap"] = style.cap
            if style.join != "miter":
                attrs["stroke-linejoin"] = style.join
            if style.dash:
                attrs["stroke-dasharray"] = " ".join(_n(v) for v in style.dash)
        return attrs

    def draw(self, item: Item, parent: Element) -> None:
        if isinstance(item, Path):
            if item.segments and item.style.paints:
                parent.add(Element("path", {"d": path_data(item.segments), **self.style_attrs(item.style, True)}))
        elif isinstance(item, Shape):
            segments, area = geometry_segments(item.geometry)
            if segments and item.style.paints:
                parent.add(Element("path", {"d": path_data(segments), **self.style_attrs(item.style, area)}))
        elif isinstance(item, Icon):
            ref = self.icon_symbol(item.name)
            size = _n(item.size)
            parent.add(Element("use", {"xlink:href": "#" + ref, "x": _n(item.x), "y": _n(item.y), "width": size,
                                       "height": size, "fill": self.color(item.color)}))
        elif isinstance(item, Text):
            self.text(item, parent)
        elif isinstance(item, Use):
            use = Element("use", {"xlink:href": "#" + self.user_symbol(item.name)})
            if not item.transform.is_identity():
                use["transform"] = _matrix(item.transform)
            parent.add(use)
        elif isinstance(item, Group):
            group = Element("g")
            if not item.transform.is_identity():
                group["transform"] = _matrix(item.transform)
            if item.clip is not None:
                group["clip-path"] = f"url(#{self.clip_path(item.clip)})"
            for child in item.items:
                self.draw(child, group)
            parent.add(group)
        else:
            raise PnpError(f"cannot draw {type(item).__name__}")

    def clip_path(self, clip) -> str:
        self.clip_count += 1
        ref = f"clip{self.clip_count}"
        segments, rule = clip_segments(clip)
        cp = Element("clipPath", {"id": ref})
        cp.add(Element("path", {"d": path_data(segments), "clip-rule": rule}))
        self.defs.add(cp)
        return ref

    def icon_symbol(self, name: str) -> str:
        ref = f"icon-{name}"
        if ref not in self.defined:
            data = icon(name)
            sym = Element("symbol", {"id": ref, "viewBox": f"0 0 {VIEW_BOX:g} {VIEW_BOX:g}", "overflow": "visible"})
            attrs = {"fill-rule": "evenodd"} if data.fill_rule == "evenodd" else {}
            sym.add(Element("path", {"d": path_data(parse_compact(data.d)), **attrs}))
            self.defs.add(sym)
            self.defined.add(ref)
        return ref

    def user_symbol(self, name: str) -> str:
        ref = f"sym-{name}"
        if ref not in self.defined:
            sym_def = self.doc.symbol(name)
            # a plain group in <defs>: drawn in the user space of each <use>
            group = Element("g", {"id": ref})
            for child in sym_def.items:
                self.draw(child, group)
            self.defs.add(group)
            self.defined.add(ref)
        return ref

    def glyph(self, font: str, glyph_id: int) -> str | None:
        """The id of a glyph's outline in <defs>, or None for an empty glyph (a space)."""
        ref = f"g-{font}-{glyph_id}"
        if ref in self.empty:
            return None
        if ref not in self.defined:
            d = glyph_outline(font, glyph_id)
            if not d:
                self.empty.add(ref)
                return None
            self.defs.add(Element("path", {"id": ref, "d": d}))
            self.defined.add(ref)
        return ref

    def text(self, t: Text, parent: Element) -> None:
        layout = layout_text(t)
        m = metrics(t.font)
        scale = layout.size * PT / m.units_per_em
        per_unit = m.units_per_em / 1000.0
        for line in layout.lines:
            if not line.text:
                continue
            g = Element("g", {
                "transform": f"translate({_n(line.x)} {_n(line.baseline)}) scale({_f(scale)} {_f(-scale)})",
                "fill": self.color(t.color), "aria-label": line.text})
            x = 0.0
            for ch in line.text:
                gid = m.glyph_ids.get(ord(ch), 0)
                ref = self.glyph(t.font, gid)
                if ref is not None:
                    use = Element("use", {"xlink:href": "#" + ref})
                    if x:
                        use["x"] = _n(x)
                    g.add(use)
                x += m.advance(ch) * per_unit
            parent.add(g)


def render_svg_page(doc: Document, page: Page) -> bytes:
    mw, mh = page.media_size
    m = page.margin
    root = Element("svg", {
        "width": f"{_n(mw)}mm", "height": f"{_n(mh)}mm",
        "viewBox": f"{_n(-page.side_margin('left'))} {_n(-m)} {_n(mw)} {_n(mh)}",
        "xmlns": "http://www.w3.org/2000/svg", "xmlns:xlink": "http://www.w3.org/1999/xlink",
        "xmlns:ev": "http://www.w3.org/2001/xml-events", "baseProfile": "full", "version": "1.1"})
    root.add(Element("title", text=doc.title + (f" - {page.label}" if page.label else "")))
    defs = root.add(Element("defs"))  # filled as the page is drawn: glyphs, icons, symbols, clips
    painter = _SvgPainter(defs, doc)
    for item in page.items:
        painter.draw(item, root)
    return svg_bytes(root)


def render_svg(doc: Document) -> list[bytes]:
    """One SVG document per page."""
    return [render_svg_page(doc, page) for page in doc.pages]
