"""The scene: what a page shows, independent of PDF or SVG.

Units are millimetres, the origin is the top-left corner of the page's trim box
and y points down. Font sizes are in points, as printers expect.

A :class:`Document` holds :class:`Page` objects; a page holds items:

- :class:`Shape`: a shapely geometry with a :class:`Style`;
- :class:`Path`: a Bézier path (moves, lines, cubic curves, closes);
- :class:`Text`: a string laid out inside a box (wrapping, alignment, shrink-to-fit);
- :class:`Icon`: a vendored vector icon by name, drawn in one colour;
- :class:`Use`: an instance of a :class:`SymbolDef` (repeated art defined once);
- :class:`Group`: items under an affine transform, optionally clipped.

Everything is a frozen dataclass; builders make new objects instead of mutating.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

from pnp.budgets import check_pages
from pnp.errors import PnpError
from pnp.scene.affine import IDENTITY, Affine
from pnp.scene.color import BLACK, Color

if TYPE_CHECKING:  # shapely (and numpy under it) is imported by whoever makes a Shape, not by every reader of pages
    from shapely.geometry.base import BaseGeometry

LineCap = Literal["butt", "round", "square"]
LineJoin = Literal["miter", "round", "bevel"]
FillRule = Literal["nonzero", "evenodd"]
Align = Literal["left", "center", "right"]
VAlign = Literal["top", "middle", "bottom"]

# Font sizes, points. Text shrunk to fit stops at MIN_FONT_SIZE (a legible floor that bounds the search);
# MAX_FONT_SIZE is taller than the largest paper (2 m), so no real text is near it, and it bounds the steps.
MIN_FONT_SIZE = 1.0
MAX_FONT_SIZE = 10_000.0

_ALIGNS = ("left", "center", "right")
_VALIGNS = ("top", "middle", "bottom")


@dataclass(frozen=True)
class Style:
    """How a shape or path is painted. ``width`` is the stroke width in mm."""

    fill: Color | None = None
    stroke: Color | None = None
    width: float = 0.25
    cap: LineCap = "round"
    join: LineJoin = "round"
    dash: tuple[float, ...] = ()
    fill_rule: FillRule = "evenodd"

    def __post_init__(self) -> None:
        if self.width < 0:
            raise PnpError(f"stroke width must not be negative, got {self.width}")
        if self.cap not in ("butt", "round", "square"):
            raise PnpError(f"unknown line cap {self.cap!r}")
        if self.join not in ("miter", "round", "bevel"):
            raise PnpError(f"unknown line join {self.join!r}")
        if self.fill_rule not in ("nonzero", "evenodd"):
            raise PnpError(f"unknown fill rule {self.fill_rule!r}")

    @property
    def paints(self) -> bool:
        return self.fill is not None or (self.stroke is not None and self.width > 0)


# A path segment: ("M", x, y) | ("L", x, y) | ("C", x1, y1, x2, y2, x, y) | ("Z",)
Segment = tuple
ARITY = {"M": 2, "L": 2, "C": 6, "Z": 0}  # numbers each segment kind carries


@dataclass(frozen=True)
class Path:
    segments: tuple[Segment, ...]
    style: Style

    def __post_init__(self) -> None:
        for seg in self.segments:
            if not seg or seg[0] not in ARITY or len(seg) != ARITY[seg[0]] + 1:
                raise PnpError(f"malformed path segment {seg!r}")


@dataclass(frozen=True)
class Shape:
    geometry: BaseGeometry
    style: Style


@dataclass(frozen=True)
class Text:
    """Text laid out inside the box (x, y, width, height).

    Lines wrap at spaces to fit ``width`` (``wrap=False`` keeps each line whole);
    explicit newlines start new lines. With ``min_size`` set, the size shrinks in
    quarter points until the text fits the box, but not below ``min_size``,
    which is at least ``MIN_FONT_SIZE``: a floor, so that shrinking always ends.
    """

    text: str
    x: float
    y: float
    width: float
    height: float
    font: str = "body"
    size: float = 10.0
    color: Color = BLACK
    align: Align = "left"
    valign: VAlign = "top"
    leading: float = 1.2
    wrap: bool = True
    min_size: float | None = None

    def __post_init__(self) -> None:
        if self.align not in _ALIGNS:
            raise PnpError(f"unknown text alignment {self.align!r} (use one of {', '.join(_ALIGNS)})")
        if self.valign not in _VALIGNS:
            raise PnpError(f"unknown vertical alignment {self.valign!r} (use one of {', '.join(_VALIGNS)})")
        if not 0 < self.size <= MAX_FONT_SIZE:
            raise PnpError(f"font size must be above 0 and at most {MAX_FONT_SIZE:g} pt, got {self.size}")
        if self.min_size is not None and not MIN_FONT_SIZE <= self.min_size <= MAX_FONT_SIZE:
            raise PnpError(f"the smallest font size (min_size) must be from {MIN_FONT_SIZE:g} to "
                           f"{MAX_FONT_SIZE:g} pt, got {self.min_size}")
        if self.width < 0 or self.height < 0:
            raise PnpError("a text box cannot have a negative size")


@dataclass(frozen=True)
class Icon:
    """The vendored icon ``name`` drawn inside the square (x, y, size, size)."""

    name: str
    x: float
    y: float
    size: float
    color: Color = BLACK


@dataclass(frozen=True)
class SymbolDef:
    """Art drawn once per document and placed many times with :class:`Use`.

    Its items are in the symbol's own coordinates, within (0, 0, width, height).
    """

    name: str
    width: float
    height: float
    items: tuple[Item, ...]


@dataclass(frozen=True)
class Use:
    """The symbol ``name`` placed with ``transform`` (its origin moves to (e, f))."""

    name: str
    transform: Affine = IDENTITY


@dataclass(frozen=True)
class Group:
    """Items drawn under ``transform``; with ``clip``, only inside that shape."""

    items: tuple[Item, ...]
    transform: Affine = IDENTITY
    clip: Path | Shape | None = None


Item = Shape | Path | Text | Icon | Use | Group


@dataclass(frozen=True)
class Page:
    """One page: trim size in mm, bleed around it, and a slug for marks beyond that.

    MediaBox = trim + bleed + slug on every side, BleedBox = trim + bleed,
    TrimBox = trim. Items may draw into the bleed (negative coordinates) and
    the slug (crop marks). ``flush`` ("left" or "right") cuts that edge's bleed
    and slug away: a book page's inside edge, bound into the spine, where a
    print-on-demand service wants the trim at the media's edge.
    """

    width: float
    height: float
    items: tuple[Item, ...] = ()
    bleed: float = 3.0
    slug: float = 0.0
    label: str = ""
    flush: Literal["", "left", "right"] = ""

    def __post_init__(self) -> None:
        if self.width <= 0 or self.height <= 0:
            raise PnpError(f"a page must have a positive size, got {self.width} x {self.height} mm")
        if self.bleed < 0 or self.slug < 0:
            raise PnpError("bleed and slug cannot be negative")
        if self.flush not in ("", "left", "right"):
            raise PnpError(f"a page's flush edge is left, right or none, got {self.flush!r}")

    @property
    def margin(self) -> float:
        """Distance from the media edge to the trim edge (top and bottom; left and right unless flush)."""
        return self.bleed + self.slug

    def side_margin(self, side: Literal["left", "right"]) -> float:
        """Distance from the media edge to the trim edge on the left or right: none on a flush edge."""
        return 0.0 if self.flush == side else self.margin

    def side_bleed(self, side: Literal["left", "right"]) -> float:
        return 0.0 if self.flush == side else self.bleed

    @property
    def media_size(self) -> tuple[float, float]:
        return (self.width + self.side_margin("left") + self.side_margin("right"), self.height + 2 * self.margin)


ColorMode = Literal["rgb", "cmyk"]


@dataclass(frozen=True)
class Document:
    pages: tuple[Page, ...]
    title: str = "pnp"
    author: str = "pnp"
    subject: str = ""
    symbols: tuple[SymbolDef, ...] = field(default=())
    color_mode: ColorMode = "rgb"

    def __post_init__(self) -> None:
        if not self.pages:
            raise PnpError("a document needs at least one page")
        check_pages(len(self.pages))  # every document, made or read, before any of it is rendered
        if self.color_mode not in ("rgb", "cmyk"):
            raise PnpError(f"unknown colour mode {self.color_mode!r} (use rgb or cmyk)")
        names = [s.name for s in self.symbols]
        if len(set(names)) != len(names):
            raise PnpError("two symbols of a document share a name")

    def symbol(self, name: str) -> SymbolDef:
        for sym in self.symbols:
            if sym.name == name:
                return sym
        raise PnpError(f"the document has no symbol named {name!r}")
