"""A scene document as JSON (kind "scene", version 1): save, edit by hand, render again.

Reading checks the document against its schema (:mod:`pnp.scene.schema`)
first, then what a schema cannot say (:mod:`pnp.scene.checks`: symbols that
place themselves, groups or symbols nested too deep, unknown icons), every
problem one line naming the file and key, before the frozen scene is built.
"""

from __future__ import annotations

from shapely.errors import ShapelyError
from shapely.geometry import mapping, shape

from pnp.boundary import check_depth
from pnp.budgets import check_pages
from pnp.errors import ModelError, PnpError
from pnp.jsonio import canonical, check_header
from pnp.scene import schema
from pnp.scene.affine import Affine
from pnp.scene.checks import check_scene, located
from pnp.scene.color import Color
from pnp.scene.model import Document, Group, Icon, Item, Page, Path, Shape, Style, SymbolDef, Text, Use
from pnp.schema import validate

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
                **({"flush": p.flush} if p.flush else {}),
                "items": [item_to_json(i) for i in p.items],
            }
            for p in doc.pages
        ],
    }


# --- reading -----------------------------------------------------------------

def _read_style(s: schema.StyleWire) -> Style:
    return Style(fill=s.fill, stroke=s.stroke, width=s.width, cap=s.cap, join=s.join, dash=s.dash,
                 fill_rule=s.fill_rule)


def _geometry(g: schema.AnyGeometry) -> dict:
    if isinstance(g, schema.CollectionGeometry):
        return {"type": g.type, "geometries": [_geometry(part) for part in g.geometries]}
    return {"type": g.type, "coordinates": g.coordinates}


def _item(w: schema.AnyItem, where: str, source: str) -> Item:
    """The scene item of a checked wire item (groups nest at most MAX_GROUP_DEPTH deep: checked before)."""
    if isinstance(w, schema.PathItem):
        return Path(tuple(w.segments), _read_style(w.style))
    if isinstance(w, schema.ShapeItem):
        try:
            geom = shape(_geometry(w.geometry))
        except (ValueError, KeyError, TypeError, AttributeError, ShapelyError) as err:  # a line of one point
            reason = " ".join(str(err).split())  # GEOS ends its messages with a newline
            raise located(source, f"{where}.geometry", f"not a GeoJSON geometry ({reason})") from None
        return Shape(geom, _read_style(w.style))
    if isinstance(w, schema.TextItem):
        x, y, width, height = w.box
        return Text(text=w.text, x=x, y=y, width=width, height=height, font=w.font, size=w.size, color=w.color,
                    align=w.align, valign=w.valign, leading=w.leading, wrap=w.wrap, min_size=w.min_size)
    if isinstance(w, schema.IconItem):
        x, y, size = w.box
        return Icon(w.name, x, y, size, w.color)
    if isinstance(w, schema.UseItem):
        return Use(w.name, Affine(*w.transform))
    clip = None if w.clip is None else _item(w.clip, f"{where}.clip", source)
    assert clip is None or isinstance(clip, (Path, Shape))  # the schema allows only these
    items = tuple(_item(i, f"{where}.items[{n}]", source) for n, i in enumerate(w.items))
    return Group(items, Affine(*w.transform), clip)


def from_json(data: object, source: str = "") -> Document:
    # nesting checked without recursion before the schema recurses (the boundary did it for a file already)
    check_depth(data, source or "scene", ModelError)
    check_header(data, source, KIND, VERSION)
    wire = validate(schema.SceneFile, data, source, ModelError)
    check_scene(wire, source)
    check_pages(len(wire.pages), f"{source}: pages: a document" if source else "pages: a document")  # before building
    pages = tuple(
        Page(width=p.width, height=p.height, bleed=p.bleed, slug=p.slug, label=p.label, flush=p.flush,
             items=tuple(_item(i, f"pages[{n}].items[{k}]", source) for k, i in enumerate(p.items)))
        for n, p in enumerate(wire.pages))
    symbols = tuple(
        SymbolDef(s.name, s.width, s.height, tuple(_item(i, f"symbols[{n}].items[{k}]", source)
                                                   for k, i in enumerate(s.items)))
        for n, s in enumerate(wire.symbols))
    return Document(pages, title=wire.title, author=wire.author, subject=wire.subject, symbols=symbols,
                    color_mode=wire.color_mode)
