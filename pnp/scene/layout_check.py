"""A layout check of a drawn page: what a print designer looks for before a file goes to print.

:func:`check_page` walks a page's scene (groups and symbol placements with their transforms compounded, so
sizes and places are as printed) and reports, naming the component or page and the text:

- ``overflow``: a text whose ink leaves its box (measured on the glyphs of the lines both renderers draw,
  :func:`pnp.scene.text.layout_text`), or a word cut between letters because no line of the box holds it;
- ``overlap``: two texts whose ink overlaps, or a text and an icon. Only text and icons count: a text on a
  panel, a band or a square of a grid is drawn there on purpose, and shapes are the ground text stands on.
  A text and its own lines never overlap each other here (leading is the text's own business), and ink on a
  ground of its own never overlaps what that ground hides (a letter on a disc painted over an icon's corner);
- ``small-text``: a text printed under the floor (its laid-out size after any shrink to fit, times the
  scale of everything around it along its vertical axis, as a print shop's preflight measures it);
- ``unsafe``: art that crosses the safe area's edge (:class:`SafeArea`). Text and icons are live content:
  any of their ink outside the safe area is a finding. Shapes and paths are art: one is a finding when it
  lies partly inside the safe area and runs out of it on some side without reaching the trim there. Art
  that runs to the trim is bleed art (a background, a band, a cut line) and art wholly between the safe
  line and the trim is a border: neither crosses.

A finding is data (:class:`Finding`); a page with none is clean. The check reads the scene only: it draws
nothing and changes nothing.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from pnp.scene.affine import IDENTITY, Affine
from pnp.scene.glyph_ink import Box, icon_box, ink_boxes
from pnp.scene.model import Group, Icon, Item, Page, Path, Shape, SymbolDef, Text, Use
from pnp.scene.safe_area import (
    TOLERANCE,
    SafeArea,
    art_crosses,
    art_ink,
    bounds,
    corners,
    geometry_points,
    meet,
    outside,
    path_points,
)
from pnp.scene.text import OVERHANG, PT, layout_text

if TYPE_CHECKING:
    from shapely.geometry.base import BaseGeometry

OVERFLOW = "overflow"
OVERLAP = "overlap"
SMALL_TEXT = "small-text"
UNSAFE = "unsafe"
KINDS = (OVERFLOW, OVERLAP, SMALL_TEXT, UNSAFE)

MIN_OVERLAP = 0.05  # mm² on paper: two inks sharing less than this only touch
QUOTE = 48  # characters of a text quoted in a finding


@dataclass(frozen=True)
class Finding:
    """One fault: its kind (one of :data:`KINDS`), the component or page it is on, the text concerned ("" for
    art that is not text) and what is wrong, in words and millimetres or points."""

    kind: str
    where: str
    text: str
    detail: str

    def __str__(self) -> str:
        said = f" {self.text!r}" if self.text else ""
        return f"{self.where}: {self.kind}:{said} {self.detail}"


def quoted(text: str) -> str:
    one = " ".join(text.split())
    return one if len(one) <= QUOTE else one[:QUOTE - 1] + "…"


@dataclass(frozen=True)
class _Placed:
    """A text, icon, shape or path with the transform that puts it on the page."""

    item: Text | Icon | Shape | Path
    at: Affine
    clip: Box | None  # the page-space box a group's clip keeps it in, if any


def _vertical(t: Affine) -> float:
    """How much ``t`` stretches a text's vertical axis (its size is measured along it, as legible.py does)."""
    return math.hypot(t.c, t.d)


def _clip_box(clip: Path | Shape, t: Affine) -> Box | None:
    pts = path_points(clip) if isinstance(clip, Path) else geometry_points(clip.geometry)
    return bounds([t.apply(x, y) for x, y in pts]) if pts else None


def _walk(items: tuple[Item, ...], at: Affine, clip: Box | None, symbols: Mapping[str, SymbolDef],
          depth: int = 0) -> Iterator[_Placed]:
    for item in items:
        if isinstance(item, Group):
            inner = at @ item.transform
            box = meet(clip, _clip_box(item.clip, inner)) if item.clip is not None else clip
            yield from _walk(item.items, inner, box, symbols, depth)
        elif isinstance(item, Use):
            if item.name in symbols and depth < 16:  # the reader refuses deeper chains; a bound all the same
                yield from _walk(symbols[item.name].items, at @ item.transform, clip, symbols, depth + 1)
        else:
            yield _Placed(item, at, clip)


# ---- text ----------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class _Ink:
    """A text's or icon's ink on the page: boxes in page mm (a text's, one per line), and who drew it."""

    owner: int
    text: Text | None
    icon: Icon | None
    boxes: tuple[tuple[tuple[float, float], ...], ...]  # each a quadrilateral's corners

    @property
    def label(self) -> str:
        return quoted(self.text.text) if self.text is not None else f"icon {self.icon.name}" if self.icon else ""


def _cut_word(t: Text) -> str | None:
    """A word the layout cut between letters (more words in the lines than in the text), or None."""
    if not t.wrap:
        return None
    words = t.text.split()
    drawn = [w for line in layout_text(t).lines for w in line.text.split()]
    if len(drawn) <= len(words):
        return None
    for i, w in enumerate(words):  # the first word the lines do not hold whole
        if i >= len(drawn) or drawn[i] != w:
            return w
    return words[-1] if words else None


def _text_findings(p: _Placed, where: str, floor: float) -> list[Finding]:
    t = p.item
    assert isinstance(t, Text)
    out: list[Finding] = []
    scale = _vertical(p.at)
    said = quoted(t.text)
    size = layout_text(t).size * scale
    # no guard for a zero floor: no text prints under 0 pt, so none is found there
    if size < floor - 1e-6:
        out.append(Finding(SMALL_TEXT, where, said, f"prints at {size:.2f} pt, under the floor of {floor:g} pt"))
    worst, side = 0.0, ""
    for x0, y0, x1, y1 in ink_boxes(t):
        for past, name in ((t.x - x0, "left"), (x1 - t.x - t.width, "right"), (t.y - y0, "top"),
                           (y1 - t.y - t.height, "bottom")):
            if past > worst:
                worst, side = past, name
    paper = worst * scale
    # a glyph's side bearing may overhang its box by a little (display and italic faces do by design)
    allowed = TOLERANCE if side in ("top", "bottom") else max(TOLERANCE, OVERHANG * size * PT)
    if paper > allowed:
        out.append(Finding(OVERFLOW, where, said, f"ink {paper:.2f} mm past the {side} edge of its box"))
    cut = _cut_word(t)
    if cut is not None:
        out.append(Finding(OVERFLOW, where, said, f"the word {quoted(cut)!r} cut between letters: no line of "
                                                  f"its {t.width * scale:.1f} mm box holds it"))
    return out


def _clipped(quads: list[tuple[tuple[float, float], ...]], clip: Box | None) -> list[tuple[tuple[float, float], ...]]:
    """The quadrilaterals a group's clip lets print: each kept to the clip's box (as its own box), or dropped."""
    if clip is None:
        return quads
    out = []
    for q in quads:
        b = meet(bounds(list(q)), clip)
        if b is not None and b[0] < b[2] and b[1] < b[3]:
            out.append(tuple(corners(b, IDENTITY)) if b != bounds(list(q)) else q)
    return out


def _inks(placed: list[_Placed]) -> list[_Ink]:
    out = []
    for n, p in enumerate(placed):
        if isinstance(p.item, Text) and p.item.text.strip():
            boxes = _clipped([tuple(corners(b, p.at)) for b in ink_boxes(p.item)], p.clip)
            if boxes:
                out.append(_Ink(n, p.item, None, tuple(boxes)))
        elif isinstance(p.item, Icon):
            i = p.item
            u = icon_box(i.name)
            box = (i.x + u[0] * i.size, i.y + u[1] * i.size, i.x + u[2] * i.size, i.y + u[3] * i.size)
            quads = _clipped([tuple(corners(box, p.at))], p.clip)
            if quads:
                out.append(_Ink(n, None, i, tuple(quads)))
    return out


def _shown(p: _Placed) -> bool:
    """Whether any of a text's ink escapes its group's clip (a picture cropped to a frame hides the rest)."""
    return isinstance(p.item, Text) and bool(_clipped([tuple(corners(b, p.at)) for b in ink_boxes(p.item)],
                                                      p.clip))


def _covered(meet: BaseGeometry, lower: int, upper: int, placed: list[_Placed]) -> bool:
    """Whether a filled shape or path painted after item ``lower`` and before item ``upper`` covers ``meet``: the
    later ink stands on a ground of its own over the earlier (a letter on a disc over a key's corner). A text's
    ink is its lines' boxes, whose corners a round ground leaves out though the letters stay on it: a ground's
    curves are taken by their control points, which hold them as a box holds its letters."""
    for p in placed[lower + 1:upper]:
        if isinstance(p.item, (Shape, Path)) and p.item.style.fill is not None:
            ground = art_ink(p.item, p.at, p.clip, follow=False)
            if ground is not None and meet.difference(ground).area <= MIN_OVERLAP:
                return True
    return False


def _overlaps(inks: list[_Ink], where: str, placed: list[_Placed]) -> list[Finding]:
    from shapely import STRtree
    from shapely.geometry import Polygon

    polys = []
    owners = []
    for k, ink in enumerate(inks):
        for quad in ink.boxes:
            polys.append(Polygon(quad))
            owners.append(k)
    if not polys:
        return []
    tree = STRtree(polys)
    pairs: dict[tuple[int, int], float] = {}
    left, right = tree.query(polys, predicate="intersects")
    for i, j in zip(left.tolist(), right.tolist()):
        a, b = owners[i], owners[j]
        if a >= b or (inks[a].text is None and inks[b].text is None):
            continue  # one's own lines, each pair once, and two icons (art, not text) never
        meet = polys[i].intersection(polys[j])
        lower, upper = sorted((inks[a].owner, inks[b].owner))
        if meet.area > MIN_OVERLAP and not _covered(meet, lower, upper, placed):
            pairs[(a, b)] = max(pairs.get((a, b), 0.0), meet.area)
    out = []
    for (a, b), area in sorted(pairs.items()):
        first, second = (inks[a], inks[b]) if inks[a].text is not None else (inks[b], inks[a])
        other = f"the text {second.label!r}" if second.text is not None else f"the icon {second.icon.name!r}" \
            if second.icon is not None else ""
        out.append(Finding(OVERLAP, where, first.label, f"ink overlaps {other} by {area:.2f} mm²"))
    return out


# ---- safe area -----------------------------------------------------------------------------------------------

def _safe_findings(placed: list[_Placed], inks: list[_Ink], page: Page, safe: SafeArea, where: str
                   ) -> list[Finding]:
    out = []
    for ink in inks:
        quads = [q for q in ink.boxes]
        box = bounds([pt for q in quads for pt in q])
        far, side = outside(box, page, safe)
        if far > TOLERANCE:
            what = ink.label if ink.text is not None else ""
            name = "ink" if ink.text is not None else f"the icon {ink.icon.name!r}" if ink.icon is not None else ""
            out.append(Finding(UNSAFE, where, what, f"{name} {far:.2f} mm past the safe area's {side} edge "
                                                    f"({safe.inset:g} mm inside the trim)"))
    for p in placed:
        if isinstance(p.item, (Shape, Path)):
            geom = art_ink(p.item, p.at, p.clip)
            if geom is None:
                continue
            far, side = art_crosses(geom, page, safe)
            if far > TOLERANCE:
                kind = "a shape" if isinstance(p.item, Shape) else "a path"
                x0, y0, x1, y1 = geom.bounds
                out.append(Finding(UNSAFE, where, "", f"{kind} at ({x0:.1f}, {y0:.1f})–({x1:.1f}, {y1:.1f}) mm "
                                                      f"runs {far:.2f} mm past the safe area's {side} edge and "
                                                      f"stops short of the trim"))
    return out


# ---- the check -----------------------------------------------------------------------------------------------

def check_page(page: Page, where: str = "", *, floor: float = 0.0, safe: SafeArea | None = None,
               symbols: Mapping[str, SymbolDef] | None = None) -> list[Finding]:
    """Every finding on ``page``, named ``where`` (default: the page's label): text out of its box, overlaps of
    text with text or icons, text under ``floor`` pt (0: no floor), and, with ``safe``, art crossing the safe
    area. ``symbols``: the definitions the page's :class:`Use` items place (a document's)."""
    where = where or page.label or "page"
    placed = list(_walk(page.items, IDENTITY, None, symbols or {}))
    out: list[Finding] = []
    for p in placed:
        if isinstance(p.item, Text) and p.item.text.strip() and _shown(p):
            out += _text_findings(p, where, floor)
    inks = _inks(placed)
    out += _overlaps(inks, where, placed)
    if safe is not None:
        out += _safe_findings(placed, inks, page, safe, where)
    return out
