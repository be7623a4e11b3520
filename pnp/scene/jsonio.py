"""A scene document as JSON (kind "scene", version 1): save, edit by hand, render again."""

from __future__ import annotations

from shapely.geometry import mapping, shape

from pnp.errors import PnpError
from pnp.jsonio import Reader, canonical, check_header
from pnp.scene.affine import Affine
from pnp.scene.color import Color
from pnp.scene.model import Document, Group, Icon, Item, Page, Path, Shape, Style, SymbolDef, Text, Use

KIND = "scene"
VERSION = 1


def _color(c: Color | None):
    """"#rrggbb" when that is exact, else [r, g, b] in 0..1, so saving loses nothing."""
    if c is None:
        return None
    text = c.to_hex()
    exact = Color.hex(text)
    rgb = text if (exact.r, exact.g, exact.b) == (c.r, c.g, c.b) else [c.r, c.g, c.b]
    if c.cmyk is not None:
        return {"rgb": rgb, "cmyk": list(c.cmyk)}
    return rgb


def _style(s: Style) -> dict:
    out: dict = {}
    if s.fill is not None:
        out["fill"] = _color(s.fill)
    if s.stroke is not None:
        out["stroke"] = _color(s.stroke)
        out["width"] = s.width
        out["cap"] = s.cap
        out["join"] = s.join
        if s.dash:
            out["dash"] = list(s.dash)
    out["fill_rule"] = s.fill_rule
    return out


def item_to_json(item: Item) -> dict:
    if isinstance(item, Path):
        return {"type": "path", "segments": [list(s) for s in item.segments], "style": _style(item.style)}
    if isinstance(item, Shape):
        return {"type": "shape", "geometry": canonical(mapping(item.geometry)), "style": _style(item.style)}
    if isinstance(item, Text):
        out = {
            "type": "text", "text": item.text, "box": [item.x, item.y, item.width, item.height],
            "font": item.font, "size": item.size, "color": _color(item.color), "align": item.align,
            "valign": item.valign, "leading": item.leading, "wrap": item.wrap,
        }
        if item.min_size is not None:
            out["min_size"] = item.min_size
        return out
    if isinstance(item, Icon):
        return {"type": "icon", "name": item.name, "box": [item.x, item.y, item.size], "color": _color(item.color)}
    if isinstance(item, Use):
        return {"type": "use", "name": item.name, "transform": list(item.transform.as_tuple())}
    if isinstance(item, Group):
        out = {"type": "group", "transform": list(item.transform.as_tuple()),
               "items": [item_to_json(i) for i in item.items]}
        if item.clip is not None:
            out["clip"] = item_to_json(item.clip)
        return out
    raise PnpError(f"cannot save {type(item).__name__}")


def to_json(doc: Document) -> dict:
    return {
        "kind": KIND,
        "version": VERSION,
        "title": doc.title,
        "author": doc.author,
        "subject": doc.subject,
        "color_mode": doc.color_mode,
        "symbols": [
            {"name": s.name, "width": s.width, "height": s.height, "items": [item_to_json(i) for i in s.items]}
            for s in doc.symbols
        ],
        "pages": [
            {
                "width": p.width, "height": p.height, "bleed": p.bleed, "slug": p.slug, "label": p.label,
                "items": [item_to_json(i) for i in p.items],
            }
            for p in doc.pages
        ],
    }


# --- reading -----------------------------------------------------------------

def _read_color(r: Reader, key: str, default=...):
    if not r.has(key):
        if default is ...:
            raise r.fail("missing", key)
        return default
    value = r.data[key]
    if value is None:
        return None
    try:
        color = _rgb(value)
        if color is not None:
            return color
        base = _rgb(value.get("rgb")) if isinstance(value, dict) else None
        if base is not None:
            cmyk = value.get("cmyk")
            if cmyk is None:
                return base
            if not (isinstance(cmyk, list) and len(cmyk) == 4 and all(isinstance(v, (int, float)) for v in cmyk)):
                raise PnpError("cmyk must be a list of 4 numbers")
            c, m, y, k = (float(v) for v in cmyk)
            return Color(base.r, base.g, base.b, (c, m, y, k))
    except PnpError as err:
        raise r.fail(str(err), key) from None
    raise r.fail('expected a colour such as "#1a2b3c" or [r, g, b]', key)


def _rgb(v) -> Color | None:
    """A colour from "#rrggbb" or [r, g, b]; None for anything else."""
    if isinstance(v, str):
        return Color.hex(v)
    if isinstance(v, list) and len(v) == 3 and all(isinstance(c, (int, float)) and not isinstance(c, bool) for c in v):
        r, g, b = (float(c) for c in v)
        return Color(r, g, b)
    return None


def _numbers(r: Reader, key: str, n: int | None = None) -> tuple[float, ...]:
    values = r.get(key, list)
    numbers = all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in values)
    if (n is not None and len(values) != n) or not numbers:
        raise r.fail(f"expected a list of {n} numbers" if n is not None else "expected a list of numbers", key)
    return tuple(float(v) for v in values)


def _read_style(r: Reader) -> Style:
    r.obj()
    try:
        return Style(
            fill=_read_color(r, "fill", None),
            stroke=_read_color(r, "stroke", None),
            width=r.get("width", float, 0.25),
            cap=r.get("cap", str, "round"),
            join=r.get("join", str, "round"),
            dash=_numbers(r, "dash") if r.has("dash") else (),
            fill_rule=r.get("fill_rule", str, "evenodd"),
        )
    except PnpError as err:
        raise r.relocate(err) from None


def _read_item(r: Reader) -> Item:
    r.obj()
    kind = r.get("type", str)
    try:
        if kind == "path":
            segs = []
            for s in r.items("segments"):
                if not isinstance(s.data, list) or not s.data or not isinstance(s.data[0], str):
                    raise s.fail('expected a segment like ["M", x, y]')
                segs.append((s.data[0], *(float(v) for v in s.data[1:])))
            return Path(tuple(segs), _read_style(r.child("style")))
        if kind == "shape":
            try:
                geom = shape(r.get("geometry", dict))
            except (ValueError, KeyError, TypeError, AttributeError) as err:
                raise r.fail(f"not a GeoJSON geometry ({err})", "geometry") from None
            return Shape(geom, _read_style(r.child("style")))
        if kind == "text":
            x, y, w, h = _numbers(r, "box", 4)
            return Text(
                text=r.get("text", str), x=x, y=y, width=w, height=h,
                font=r.get("font", str, "body"), size=r.get("size", float, 10.0),
                color=_read_color(r, "color", Color(0, 0, 0)), align=r.get("align", str, "left"),
                valign=r.get("valign", str, "top"), leading=r.get("leading", float, 1.2),
                wrap=r.get("wrap", bool, True), min_size=r.get("min_size", float, None),
            )
        if kind == "icon":
            from pnp.icons import icon

            name = r.get("name", str)
            try:
                icon(name)
            except PnpError as err:
                raise r.fail(str(err), "name") from None
            x, y, size = _numbers(r, "box", 3)
            return Icon(name, x, y, size, _read_color(r, "color", Color(0, 0, 0)))
        if kind == "use":
            return Use(r.get("name", str), Affine(*_numbers(r, "transform", 6)))
        if kind == "group":
            clip: Path | Shape | None = None
            if r.has("clip"):
                found = _read_item(r.child("clip"))
                if not isinstance(found, (Path, Shape)):
                    raise r.fail("a clip must be a path or a shape", "clip")
                clip = found
            transform = Affine(*_numbers(r, "transform", 6)) if r.has("transform") else Affine()
            return Group(tuple(_read_item(i) for i in r.items("items")), transform, clip)
    except PnpError as err:
        raise r.relocate(err) from None
    raise r.fail(f"unknown item type {kind!r} (path, shape, text, icon, use, group)", "type")


def from_json(data: dict, source: str = "") -> Document:
    r = Reader(data, "", source)
    check_header(r, KIND, VERSION)
    pages = []
    for p in r.items("pages"):
        try:
            pages.append(
                Page(
                    width=p.get("width", float), height=p.get("height", float),
                    items=tuple(_read_item(i) for i in p.items("items", [])),
                    bleed=p.get("bleed", float, 3.0), slug=p.get("slug", float, 0.0), label=p.get("label", str, ""),
                )
            )
        except PnpError as err:
            raise p.relocate(err) from None
    symbols = []
    for s in r.items("symbols", []):
        symbols.append(
            SymbolDef(s.get("name", str), s.get("width", float), s.get("height", float),
                      tuple(_read_item(i) for i in s.items("items", [])))
        )
    if not pages:
        raise r.fail("a scene needs at least one page", "pages")
    try:
        return Document(
            tuple(pages), title=r.get("title", str, "pnp"), author=r.get("author", str, "pnp"),
            subject=r.get("subject", str, ""), symbols=tuple(symbols), color_mode=r.get("color_mode", str, "rgb"),
        )
    except PnpError as err:
        raise r.relocate(err) from None
