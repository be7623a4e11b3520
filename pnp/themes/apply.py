"""A theme applied to a finished scene: colours by role, line weights, large fills, small text.

Games draw in the default theme's colours without knowing themes; just before
a document is rendered, every page goes through :func:`themed_page`:

- each colour of a Style, Text or Icon that is a role's default colour becomes the theme's colour for that
  role (matched by value; a colour carrying its own CMYK, the crop marks' registration, is left alone);
- stroke widths are multiplied by ``line_scale``;
- no line the theme draws or thins prints under :data:`pnp.scene.legible.MIN_LINE` (0.1 mm) on paper: the scale
  a picture is drawn at (a card shrunk into a rules figure) is followed down every group, in its thinnest
  direction, so an outline added to a fill in a figure at a sixth of its size is still 0.1 mm on paper;
- with ``fill = "outline"`` (low ink), a fill covering at least ``large_fill`` mm² becomes the colour mixed
  with white by ``fill_tint``, outlined in the colour; a stroke wider than 2 mm (a band of colour) is tinted
  the same way; light text and icons (which only read on a dark fill, now light) turn dark; icons at least
  ``large_icon`` mm across are drawn as an outline: the icon in its colour (dark where it was light, like the
  text), nudged eight ways under a white copy, so only a thin ring prints;
- with ``text_floor``, text whose printed size is below the floor grows to it where its box still holds it
  (text that would overflow keeps its size: a theme never makes text spill).

The default theme changes nothing, so its output is the same bytes as no theme at all.
"""

from __future__ import annotations

import math
from dataclasses import replace
from functools import lru_cache

from pnp.scene.color import INK, WHITE, Color
from pnp.scene.legible import MIN_LINE, ROUNDING, thinnest
from pnp.scene.model import Document, Group, Icon, Item, Page, Path, Shape, Style, SymbolDef, Text, Use
from pnp.scene.text import layout_text
from pnp.themes.files import Theme

WIDE_STROKE = 2.0  # mm: a stroke at least this wide is a band of colour, tinted like a large fill
LIGHT = 0.6  # relative luminance above which text and icons only read on a dark ground
OUTLINE_WIDTH = 0.3  # mm: the outline a tinted fill gets


def luminance(c: Color) -> float:
    return 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b


class _Apply:
    def __init__(self, theme: Theme) -> None:
        self.theme = theme
        self.s = theme.settings
        self.map = dict(theme.recolor)

    def color(self, c: Color) -> Color:
        if c.cmyk is not None:
            return c
        return self.map.get(c.to_hex(), c)

    def ink(self, c: Color) -> Color:
        """A text or icon colour: recoloured, and kept dark where fills turn light."""
        c = self.color(c)
        if self.s.fill == "outline" and luminance(c) > LIGHT:
            return self.color(INK)
        return c

    def style(self, st: Style, area: float, thin: float) -> Style:
        """``st`` in the theme, for a shape of ``area`` mm² on paper drawn at ``thin`` (the least its lines are
        scaled by on the way to the paper)."""
        fill = None if st.fill is None else self.color(st.fill)
        stroke = None if st.stroke is None else self.color(st.stroke)
        floor = (MIN_LINE + ROUNDING) / thin if thin > 0 else 0.0  # 0.1 mm on paper, in the shape's own mm
        width = st.width * self.s.line_scale
        if width < st.width:  # a lighter theme thins lines, but never a printable one below the floor
            width = max(width, min(st.width, floor))
        if self.s.fill == "outline":
            if fill is not None and area >= self.s.large_fill and luminance(fill) < 0.97:
                if stroke is None or width == 0:
                    stroke, width = fill, max(OUTLINE_WIDTH, floor)
                fill = fill.lighten(self.s.fill_tint)
            if stroke is not None and st.width >= WIDE_STROKE:
                stroke = stroke.lighten(self.s.fill_tint)
        if fill == st.fill and stroke == st.stroke and width == st.width:
            return st
        return replace(st, fill=fill, stroke=stroke, width=width)

    def items(self, items: tuple[Item, ...], scale: float, thin: float) -> tuple[Item, ...]:
        """``items`` in the theme, drawn at ``scale`` (the square root of the area scale: fills and text sizes)
        and ``thin`` (the least length scale: line widths)."""
        out: list[Item] = []
        for item in items:
            out += self.item(item, scale, thin)
        return tuple(out)

    def item(self, item: Item, scale: float, thin: float) -> list[Item]:  # noqa: C901 - one branch per kind
        if isinstance(item, Shape):
            return [replace(item, style=self.style(item.style, item.geometry.area * scale * scale, thin))]
        if isinstance(item, Path):
            return [replace(item, style=self.style(item.style, path_area(item) * scale * scale, thin))]
        if isinstance(item, Text):
            return [self.text(item, scale)]
        if isinstance(item, Icon):
            return self.icon(item, scale)
        if isinstance(item, Group):
            inner = scale * math.sqrt(abs(item.transform.a * item.transform.d - item.transform.b * item.transform.c))
            return [replace(item, items=self.items(item.items, inner, thin * thinnest(item.transform)))]
        if isinstance(item, Use):
            return [item]
        raise TypeError(f"unknown scene item {item!r}")

    def text(self, t: Text, scale: float) -> Text:
        color = self.ink(t.color)
        floor = self.s.text_floor / scale if scale > 0 else 0.0
        # laid out only when it could print under the floor: a text never shrinks below its least size (less
        # FIT_STEP's rounding), so one whose least size reaches the floor keeps its size unmeasured
        least = t.size if t.min_size is None else min(t.size, t.min_size)
        if least < floor and layout_text(t).size < floor - 1e-9:
            grown = replace(t, size=floor, min_size=None, color=color)
            if not layout_text(grown).overflow:
                return grown
        return t if color == t.color else replace(t, color=color)

    def icon(self, icon: Icon, scale: float) -> list[Item]:
        color = self.ink(icon.color)  # a light icon's ring is dark: the fill it stood on is now light too
        if self.s.fill == "outline" and icon.size * scale >= self.s.large_icon:
            ring = max(0.25, icon.size * 0.012)
            halo = [replace(icon, x=icon.x + ring * math.cos(k * math.pi / 4), y=icon.y + ring * math.sin(
                k * math.pi / 4), color=color) for k in range(8)]
            return [*halo, replace(icon, color=WHITE)]
        return [icon if color == icon.color else replace(icon, color=color)]


def path_area(p: Path) -> float:
    """The area a path encloses, subpath by subpath (curves by their control polygon: a fair estimate)."""
    total, pts = 0.0, []  # type: tuple[float, list[tuple[float, float]]]
    for seg in (*p.segments, ("M", 0.0, 0.0)):
        if seg[0] == "M" and pts:
            total += abs(sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(pts, pts[1:] + pts[:1]))) / 2
            pts = []
        if seg[0] != "Z":
            vals = seg[1:]
            pts += [(vals[i], vals[i + 1]) for i in range(0, len(vals), 2)]
    return total


@lru_cache(maxsize=8)
def _applier(theme: Theme) -> _Apply:
    return _Apply(theme)


def themed_page(page: Page, theme: Theme | None) -> Page:
    """``page`` in ``theme`` (the very page when the theme changes nothing)."""
    if theme is None:
        return page
    return replace(page, items=_applier(theme).items(page.items, 1.0, 1.0))


def themed_document(doc: Document, theme: Theme | None) -> Document:
    if theme is None:
        return doc
    a = _applier(theme)
    symbols = tuple(SymbolDef(s.name, s.width, s.height, a.items(s.items, 1.0, 1.0)) for s in doc.symbols)
    return replace(doc, pages=tuple(themed_page(p, theme) for p in doc.pages), symbols=symbols)
