"""The raw scene document (kind "scene", version 1) as a schema: every page, item, style and colour.

Checked before anything is built or drawn (:func:`pnp.schema.validate`), so a
saved scene that was edited by hand cannot reach a renderer with a wrong type,
a NaN or a length no printer has. What a schema cannot say (a symbol that
places itself, groups nested too deep, an unknown icon) :mod:`pnp.scene.jsonio`
checks right after, naming the key.

The bounds, each with its reason:

- pages 1 mm to :data:`~pnp.catalog_schema.MAX_PAPER` (2,000 mm) a side: the largest
  paper pnp prints on (its pages are paper sheets or components on their own
  page), which also keeps a PNG preview of a page within about 12,000 pixels a
  side at 150 dpi; bleed up to 20 mm (print shops ask 2 to 5 mm), slug up to
  50 mm (room for crop marks of at most 20 mm set 20 mm off);
- coordinates within ±100,000 mm (100 m): far beyond any page, so a drawing may
  run into the bleed or be moved by a transform, while every number a PDF or an
  SVG holds stays small and exact; lengths (text boxes, icons, symbols) 0 to
  100,000 mm; a transform scales by at most 1,000 and moves by at most 100 m;
- font sizes 0.5 pt to 1,000 pt (an 8 pt caption to a 35 cm letter), a
  shrink-to-fit floor (``min_size``) of at least 1 pt and at most 50 pt below
  the size (200 quarter-point steps at most, each a full layout: a second at
  worst for 2,000 characters; pnp shrinks by under 25 pt), a leading of 0.5 to
  5 times the size;
- strokes up to 100 mm wide; dashes of up to 16 lengths up to 1,000 mm each,
  not all zero (a PDF viewer refuses an all-zero dash);
- colours as "#rrggbb", "#rgb" or [r, g, b] with each part from 0 to 1, with
  optional CMYK parts from 0 to 1; ``null`` is no colour: leave the key out;
- text without control characters, at most 2,000 characters an item; symbol
  names of letters, digits, ``-``, ``_`` and ``.`` (they become SVG ids and PDF
  names);
- at most 10,000 pages and 10,000 symbols, 100,000 items in a list and
  100,000 segments or points in a path or ring.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Annotated, Any, Literal, get_args

from pydantic import AfterValidator, Field, PlainValidator, WithJsonSchema

from pnp.catalog_schema import MAX_PAPER
from pnp.scene.color import Color
from pnp.scene.model import ARITY, Align, ColorMode, FillRule, LineCap, LineJoin, VAlign
from pnp.schema import MAX_ITEMS, Bool, Name, Text, Wire, tagged

MAX_COORD = 100_000.0  # mm, either way from the page's origin
MAX_SCALE = 1000.0  # a transform's a, b, c, d
MIN_PAGE = 1.0  # mm
MAX_BLEED = 20.0  # mm
MAX_SLUG = 50.0  # mm
MIN_FONT, MAX_FONT = 0.5, 1000.0  # pt
MIN_SHRINK = 1.0  # pt: the smallest min_size (shrink-to-fit floor)
MAX_SHRINK_SPAN = 50.0  # pt between size and min_size: at most 200 quarter-point steps
MAX_STROKE = 100.0  # mm
MAX_DASH, MAX_DASHES = 1000.0, 16
MAX_PAGES = 10_000
MAX_SYMBOLS = 10_000
SYMBOL_NAME = r"^[A-Za-z0-9_.-]{1,80}$"
_SYMBOL_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-")


def _finite(value: Any, lo: float, hi: float) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError(f"expected a number, got {_short(value)}")
    number = float(value)
    if not math.isfinite(number):
        raise ValueError(f"expected a finite number, got {value!r}")
    if not lo <= number <= hi:
        raise ValueError(f"{value!r} is out of range ({lo:g} to {hi:g})")
    return number


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


Coord = Annotated[float, Field(strict=True, allow_inf_nan=False, ge=-MAX_COORD, le=MAX_COORD)]
Length = Annotated[float, Field(strict=True, allow_inf_nan=False, ge=0, le=MAX_COORD)]
Scale = Annotated[float, Field(strict=True, allow_inf_nan=False, ge=-MAX_SCALE, le=MAX_SCALE)]
Unit = Annotated[float, Field(strict=True, allow_inf_nan=False, ge=0, le=1)]
PageLength = Annotated[float, Field(strict=True, allow_inf_nan=False, ge=MIN_PAGE, le=MAX_PAPER)]
FontSize = Annotated[float, Field(strict=True, allow_inf_nan=False, ge=MIN_FONT, le=MAX_FONT)]
ShrinkFloor = Annotated[float, Field(strict=True, allow_inf_nan=False, ge=MIN_SHRINK, le=MAX_FONT)]
Transform = tuple[Scale, Scale, Scale, Scale, Coord, Coord]
Position = tuple[Coord, Coord]


# --- segments and colours: one readable message for each way they go wrong ------------------------------

_SEGMENT_HINT = 'expected a segment like ["M", x, y], ["L", x, y], ["C", x1, y1, x2, y2, x, y] or ["Z"]'


def _segment(value: Any) -> tuple:
    if not isinstance(value, list) or not value or not isinstance(value[0], str):
        raise ValueError(f"{_SEGMENT_HINT}, got {_short(value)}")
    op, numbers = value[0], value[1:]
    if op not in ARITY:
        raise ValueError(f"unknown segment {op!r} (one of {', '.join(ARITY)})")
    if len(numbers) != ARITY[op]:
        raise ValueError(f'a "{op}" segment takes {ARITY[op]} numbers, got {len(numbers)}')
    try:
        return (op, *(_finite(v, -MAX_COORD, MAX_COORD) for v in numbers))
    except ValueError as err:
        raise ValueError(f"coordinate: {err}") from None


def _symbol_name(name: str) -> str:
    if not name or not set(name) <= _SYMBOL_CHARS:
        raise ValueError("a symbol's name is letters, digits, '-', '_' and '.' (it names an SVG id), "
                         f"got {_short(name)}")
    return name


SymbolName = Annotated[str, Field(strict=True, max_length=80, json_schema_extra={"pattern": SYMBOL_NAME}),
                       AfterValidator(_symbol_name)]
_NUMBER = {"type": "number", "minimum": -MAX_COORD, "maximum": MAX_COORD}
Segment = Annotated[Any, PlainValidator(_segment), WithJsonSchema({
    "type": "array", "prefixItems": [{"enum": list(ARITY)}], "items": _NUMBER, "minItems": 1, "maxItems": 7,
    "description": _SEGMENT_HINT})]

_COLOUR_HINT = 'expected a colour such as "#1a2b3c" or [r, g, b] with each part from 0 to 1'


def _rgb(value: Any) -> Color:
    if isinstance(value, str):
        if len(value) > 16:
            raise ValueError(f"not a colour: {_short(value)} (expected #rrggbb)")
        try:
            return Color.hex(value)
        except Exception as err:  # Color.hex's own message: "not a colour: 'red' (expected #rrggbb)"
            raise ValueError(str(err)) from None
    if isinstance(value, list) and len(value) == 3:
        r, g, b = (_finite(v, 0.0, 1.0) for v in value)
        return Color(r, g, b)
    if value is None:
        raise ValueError(f"{_COLOUR_HINT}; null is no colour: leave the key out")
    raise ValueError(f"{_COLOUR_HINT}, got {_short(value)}")


def _colour(value: Any) -> Color:
    if isinstance(value, dict):
        unknown = sorted(set(value) - {"rgb", "cmyk"})
        if unknown or "rgb" not in value:
            raise ValueError('expected {"rgb": colour, "cmyk": [c, m, y, k]}' +
                             (f", got the key {unknown[0]!r}" if unknown else ", without rgb"))
        base = _rgb(value["rgb"])
        cmyk = value.get("cmyk")
        if cmyk is None:
            return base
        if not (isinstance(cmyk, list) and len(cmyk) == 4):
            raise ValueError("cmyk: expected a list of 4 numbers from 0 to 1")
        try:
            c, m, y, k = (_finite(v, 0.0, 1.0) for v in cmyk)
        except ValueError as err:
            raise ValueError(f"cmyk: {err}") from None
        return Color(base.r, base.g, base.b, (c, m, y, k))
    return _rgb(value)


_HEX = {"type": "string", "pattern": "^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$"}
_UNITS = {"type": "array", "items": {"type": "number", "minimum": 0, "maximum": 1}}
Colour = Annotated[Any, PlainValidator(_colour), WithJsonSchema({"anyOf": [
    _HEX, {**_UNITS, "minItems": 3, "maxItems": 3},
    {"type": "object", "additionalProperties": False, "required": ["rgb"], "properties": {
        "rgb": {"anyOf": [_HEX, {**_UNITS, "minItems": 3, "maxItems": 3}]},
        "cmyk": {**_UNITS, "minItems": 4, "maxItems": 4}}},
]})]


def _some_dash(dash: tuple[float, ...]) -> tuple[float, ...]:
    if dash and not any(dash):
        raise ValueError("a dash needs a length above 0 (all zero draws nothing; leave dash out for a solid line)")
    return dash


DashLength = Annotated[float, Field(strict=True, allow_inf_nan=False, ge=0, le=MAX_DASH)]


# --- styles and items ---------------------------------------------------------------------------------

class StyleWire(Wire):
    fill: Colour = None
    stroke: Colour = None
    width: float = Field(default=0.25, strict=True, allow_inf_nan=False, ge=0, le=MAX_STROKE)
    cap: Literal[get_args(LineCap)] = "round"  # type: ignore[valid-type]  # the model's choices: one source
    join: Literal[get_args(LineJoin)] = "round"  # type: ignore[valid-type]
    dash: Annotated[tuple[DashLength, ...], Field(max_length=MAX_DASHES), AfterValidator(_some_dash)] = ()
    fill_rule: Literal[get_args(FillRule)] = "evenodd"  # type: ignore[valid-type]


class PathItem(Wire):
    type: Literal["path"]
    segments: list[Segment] = Field(max_length=MAX_ITEMS)
    style: StyleWire


Ring = Annotated[list[Position], Field(max_length=MAX_ITEMS)]


class PolygonGeometry(Wire):
    type: Literal["Polygon"]
    coordinates: list[Ring] = Field(max_length=MAX_ITEMS)


class MultiPolygonGeometry(Wire):
    type: Literal["MultiPolygon"]
    coordinates: list[Annotated[list[Ring], Field(max_length=MAX_ITEMS)]] = Field(max_length=MAX_ITEMS)


class LineStringGeometry(Wire):
    type: Literal["LineString"]
    coordinates: Ring


class MultiLineStringGeometry(Wire):
    type: Literal["MultiLineString"]
    coordinates: list[Ring] = Field(max_length=MAX_ITEMS)


# What a renderer draws (pnp.scene.paths.geometry_segments); points have nothing to paint.
_PARTS = {"Polygon": PolygonGeometry, "MultiPolygon": MultiPolygonGeometry, "LineString": LineStringGeometry,
          "MultiLineString": MultiLineStringGeometry}
if TYPE_CHECKING:  # mypy sees the plain unions, pydantic the tagged ones (pnp.schema.tagged)
    Part = PolygonGeometry | MultiPolygonGeometry | LineStringGeometry | MultiLineStringGeometry
else:
    Part = tagged("type", _PARTS, "geometry type")


class CollectionGeometry(Wire):
    """A GeometryCollection of the other types; collections do not nest (shapely never writes that)."""

    type: Literal["GeometryCollection"]
    geometries: list[Part] = Field(max_length=MAX_ITEMS)


AnyGeometry = PolygonGeometry | MultiPolygonGeometry | LineStringGeometry | MultiLineStringGeometry | CollectionGeometry
if TYPE_CHECKING:
    Geometry = AnyGeometry
else:
    Geometry = tagged("type", {**_PARTS, "GeometryCollection": CollectionGeometry}, "geometry type")
GEOMETRY_TYPES = (*_PARTS, "GeometryCollection")


class ShapeItem(Wire):
    type: Literal["shape"]
    geometry: Geometry
    style: StyleWire


class TextItem(Wire):
    type: Literal["text"]
    text: Text
    box: tuple[Coord, Coord, Length, Length]
    font: Name = "body"
    size: FontSize = 10.0
    color: Colour = Color(0.0, 0.0, 0.0)
    align: Literal[get_args(Align)] = "left"  # type: ignore[valid-type]
    valign: Literal[get_args(VAlign)] = "top"  # type: ignore[valid-type]
    leading: float = Field(default=1.2, strict=True, allow_inf_nan=False, ge=0.5, le=5.0)
    wrap: Bool = True
    min_size: ShrinkFloor | None = None


class IconItem(Wire):
    type: Literal["icon"]
    name: Name
    box: tuple[Coord, Coord, Length]
    color: Colour = Color(0.0, 0.0, 0.0)


class UseItem(Wire):
    type: Literal["use"]
    name: SymbolName
    transform: Transform


if TYPE_CHECKING:
    Clip = PathItem | ShapeItem
else:
    Clip = tagged("type", {"path": PathItem, "shape": ShapeItem}, "clip type")


class GroupItem(Wire):
    type: Literal["group"]
    transform: Transform = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
    clip: Clip | None = None
    items: list[Item] = Field(max_length=MAX_ITEMS)


ITEMS = {"path": PathItem, "shape": ShapeItem, "text": TextItem, "icon": IconItem, "use": UseItem,
         "group": GroupItem}
AnyItem = PathItem | ShapeItem | TextItem | IconItem | UseItem | GroupItem
if TYPE_CHECKING:
    Item = AnyItem
else:
    Item = tagged("type", ITEMS, "item type")
GroupItem.model_rebuild()


class PageWire(Wire):
    width: PageLength
    height: PageLength
    items: list[Item] = Field(default=[], max_length=MAX_ITEMS)
    bleed: float = Field(default=3.0, strict=True, allow_inf_nan=False, ge=0, le=MAX_BLEED)
    slug: float = Field(default=0.0, strict=True, allow_inf_nan=False, ge=0, le=MAX_SLUG)
    label: Text = ""
    flush: Literal["", "left", "right"] = ""  # the edge without bleed or slug: a book page's inside edge


class SymbolWire(Wire):
    name: SymbolName
    width: Length
    height: Length
    items: list[Item] = Field(default=[], max_length=MAX_ITEMS)


class SceneFile(Wire):
    kind: Literal["scene"]
    version: Annotated[int, Field(strict=True, ge=1, le=1)]
    title: Text = "pnp"
    author: Text = "pnp"
    subject: Text = ""
    color_mode: Literal[get_args(ColorMode)] = "rgb"  # type: ignore[valid-type]
    symbols: list[SymbolWire] = Field(default=[], max_length=MAX_SYMBOLS)
    pages: list[PageWire] = Field(min_length=1, max_length=MAX_PAGES)


__all__ = ["AnyItem", "GEOMETRY_TYPES", "SceneFile"]
