"""A printer preset file (``[preset]`` in layouts/presets/*.toml, or a user's ``--preset FILE``) as a schema.

Lengths are millimetres, or strings with a unit ("3mm", "0.125in"), as in
every layout file (:func:`pnp.schema.length`). The bounds, each with its
reason:

- ``bleed`` 0 to 1/8 in: every component is drawn with 1/8 in of bleed
  (:data:`~pnp.catalog.COMPONENT_BLEED`), so a preset can keep less, not more;
- ``mark_length`` and ``mark_offset`` 0 to 20 mm each: crop marks are 3 to
  10 mm and sit a few mm off the bleed; more only eats the sheet;
- ``gutter`` "auto" or 0 to 50 mm between neighbouring components: wider
  wastes more paper than any cutting needs;
- ``offset`` [dx, dy] each within ±20 mm: a duplex printer misregisters by a
  few mm, never by more than that;
- ``dpi`` 36 to 1,200 (a PNG per component; 300 is what printers ask for);
- ``theme`` a bundled theme's name or a path (checked when the preset is used: pnp.themes);
- ``[service]`` (a card service's preset, :mod:`pnp.layout.services`): its ``name``, ``files`` ("png" or
  "pdf"), ``single_back``, ``back_first`` and up to 16 ``[[service.stock]]`` sizes, each a ``name``, a trim
  ``width`` and ``height`` (5 to 300 mm), a ``safe`` inset (0 to 20 mm) and, for PNG services, the
  template's ``pixels`` [w, h] at the preset's dpi (1 to 20,000 each); that the pixels leave a bleed of 0 to
  1/8 in is checked when the preset is loaded (it needs the dpi: :mod:`pnp.layout.presets`);
- ``name`` and ``paper`` one line of at most 80 characters (the paper is
  looked up when the preset is used); ``layout``, ``marks``, ``duplex`` and
  ``color`` one of their choices (:mod:`pnp.layout.presets`);
- ``pdf_standard`` what a CMYK PDF declares itself as: PDF/X-4 (the default), or PDF/X-1a:2001 or
  :2003 for a service that asks for it (docs/printing.md);
- ``[components]``: ``card_size``, the size of every kit's cards and aids by its name in
  ``layouts/components.toml``'s ``[card_sizes]`` (poker, bridge, tarot...; checked when the preset is
  loaded); ``--card-size`` overrides it;
- ``ink_limit`` the most total ink (C + M + Y + K, in %) a CMYK PDF may put down, 200 to 400; 300 by
  default (the bundled press profile's own limit); a service may ask for less (DriveThruCards: 240).
"""

from __future__ import annotations

import math
from typing import Annotated, Any

from pydantic import Field, PlainValidator, WithJsonSchema

from pnp.catalog import COMPONENT_BLEED
from pnp.schema import LENGTH_TEXT, Bool, Name, Wire, length, millimetres

MAX_MARK = 20.0  # mm: mark_length and mark_offset
MAX_GUTTER = 50.0  # mm
MAX_OFFSET = 20.0  # mm either way
MIN_DPI, MAX_DPI = 36, 1200
LAYOUTS = ("sheets", "cards", "png")
MARKS = ("margin", "full", "none")
DUPLEX = ("long", "short", "foldover", "none")
COLORS = ("rgb", "cmyk")
# pnp.render.pdfx.STANDARDS (the layout layer does not import render; a test keeps the two the same)
PDF_STANDARDS = ("PDF/X-4", "PDF/X-1a:2001", "PDF/X-1a:2003")
MIN_INK, MAX_INK = 200, 400  # % total area coverage: under 200 % darks print grey; 400 % is every ink solid

def _choice(options: tuple[str, ...]) -> Any:
    def check(value: Any) -> str:
        if not isinstance(value, str) or value not in options:
            raise ValueError(f"expected one of {', '.join(options)}, got {value!r}")
        return value

    return Annotated[str, PlainValidator(check), WithJsonSchema({"enum": list(options)})]


def _gutter(value: Any) -> float | None:
    if value == "auto":
        return None
    mm = millimetres(value)
    if mm > MAX_GUTTER:
        raise ValueError(f"{value!r} is {mm:g} mm, more than {MAX_GUTTER:g} mm (or \"auto\")")
    return mm


def _offset(value: Any) -> tuple[float, float]:
    if not (isinstance(value, list) and len(value) == 2
            and all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in value)):
        raise ValueError("expected [dx, dy] in mm")
    for v in value:
        if not (math.isfinite(v) and abs(v) <= MAX_OFFSET):
            raise ValueError(f"{v!r} mm is beyond ±{MAX_OFFSET:g} mm (a printer's misregistration is a few mm)")
    return (float(value[0]), float(value[1]))


def _ink(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not MIN_INK <= value <= MAX_INK:
        raise ValueError(f"expected a whole percentage from {MIN_INK} to {MAX_INK}")
    return value


def _dpi(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not MIN_DPI <= value <= MAX_DPI:
        raise ValueError(f"expected a whole number from {MIN_DPI} to {MAX_DPI}")
    return value


Bleed = length(0, COMPONENT_BLEED, f"components carry at most 1/8 in ({COMPONENT_BLEED:g} mm) of bleed")
Mark = length(0, MAX_MARK)
_OFFSET_NUMBER = {"type": "number", "minimum": -MAX_OFFSET, "maximum": MAX_OFFSET}
Gutter = Annotated[float | None, PlainValidator(_gutter), WithJsonSchema(
    {"anyOf": [{"const": "auto"}, {"type": "number", "minimum": 0, "maximum": MAX_GUTTER}, LENGTH_TEXT]})]
Offset = Annotated[tuple[float, float], PlainValidator(_offset), WithJsonSchema(
    {"type": "array", "items": _OFFSET_NUMBER, "minItems": 2, "maxItems": 2})]
InkLimit = Annotated[int, PlainValidator(_ink), WithJsonSchema({"type": "integer", "minimum": MIN_INK,
                                                               "maximum": MAX_INK})]
Dpi = Annotated[int, PlainValidator(_dpi), WithJsonSchema({"type": "integer", "minimum": MIN_DPI,
                                                           "maximum": MAX_DPI})]


class PresetTable(Wire):
    name: Name | None = None  # the file's name when not given
    layout: _choice(LAYOUTS) = "sheets"  # type: ignore[valid-type]
    paper: Name = "a4"
    color: _choice(COLORS) = "rgb"  # type: ignore[valid-type]
    bleed: Bleed = 3.0  # type: ignore[valid-type]
    marks: _choice(MARKS) = "margin"  # type: ignore[valid-type]
    mark_length: Mark = 4.0  # type: ignore[valid-type]
    mark_offset: Mark = 1.0  # type: ignore[valid-type]
    gutter: Gutter = None
    duplex: _choice(DUPLEX) = "long"  # type: ignore[valid-type]
    offset: Offset = (0.0, 0.0)
    dpi: Dpi = 300
    theme: Name | None = None  # a bundled theme's name or a path to a theme file; --theme overrides it
    pdf_standard: _choice(PDF_STANDARDS) = "PDF/X-4"  # type: ignore[valid-type]  # what a CMYK PDF is written as
    ink_limit: InkLimit = 300  # % total ink in a CMYK PDF
    lang: Name | None = None  # the language the output prints in (pnp.i18n); --lang overrides it


FILES = ("png", "pdf")
MAX_STOCK = 16
Pixels = Annotated[int, Field(strict=True, ge=1, le=20_000)]


class StockTable(Wire):
    name: Name
    width: length(5, 300)  # type: ignore[valid-type]
    height: length(5, 300)  # type: ignore[valid-type]
    safe: length(0, 20)  # type: ignore[valid-type]
    pixels: tuple[Pixels, Pixels] | None = None  # the template with its bleed, at the preset's dpi


class ServiceTable(Wire):
    name: Name
    files: _choice(FILES) = "png"  # type: ignore[valid-type]
    single_back: Bool = True
    back_first: Bool = False
    # the colour profile the service's own pages name, when it is not the one pnp separates CMYK for (FOGRA39):
    # README.txt says both, so nobody orders thinking the files were made for the service's profile
    profile: Name | None = None
    stock: list[StockTable] = Field(default_factory=list, max_length=MAX_STOCK)


class ComponentsTable(Wire):
    card_size: Name | None = None  # a name of components.toml's [card_sizes]; None: each game's own choice


class PresetFile(Wire):
    preset: PresetTable
    service: ServiceTable | None = None
    components: ComponentsTable | None = None
