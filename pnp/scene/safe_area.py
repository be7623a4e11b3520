"""The safe area of a component or page, and where art lies against it: the geometry the layout check's
``unsafe`` rule reads (:mod:`pnp.scene.layout_check`).

A safe area is an inset from the trim (a circle's for a round component). Text and icons are live content:
:func:`outside` says how far a box of their ink reaches out of it. Shapes and paths are art: :func:`art_ink`
is what one paints on the page (its fill, or its strokes on their centre line), and :func:`art_crosses` how
far it runs out of the safe area on a side where it stops short of the trim, when some of it lies inside.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from pnp.scene.affine import IDENTITY, Affine
from pnp.scene.glyph_ink import Box
from pnp.scene.model import Page, Path, Shape

if TYPE_CHECKING:
    from shapely.geometry.base import BaseGeometry

# mm on paper: ink this close to a line is on it: the thinnest line a print shop prints (legible.MIN_LINE), under
# what an eye or a guillotine tells apart. Glyph boxes are bounded by their outlines' points, a hair generous.
TOLERANCE = 0.1


@dataclass(frozen=True)
class SafeArea:
    """Where live content keeps: ``inset`` mm inside the trim; for a round component (``round``), inside the
    circle ``inset`` mm within the component's circle (the page's inscribed circle)."""

    inset: float
    round: bool = False



def corners(box: Box, t: Affine) -> list[tuple[float, float]]:
    x0, y0, x1, y1 = box
    return [t.apply(x, y) for x, y in ((x0, y0), (x1, y0), (x1, y1), (x0, y1))]


def bounds(points: list[tuple[float, float]]) -> Box:
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return (min(xs), min(ys), max(xs), max(ys))



def meet(a: Box | None, b: Box | None) -> Box | None:
    if a is None or b is None:
        return a or b
    return (max(a[0], b[0]), max(a[1], b[1]), min(a[2], b[2]), min(a[3], b[3]))



def path_points(p: Path) -> list[tuple[float, float]]:
    pts: list[tuple[float, float]] = []
    for seg in p.segments:
        vals = seg[1:]
        pts += [(float(vals[i]), float(vals[i + 1])) for i in range(0, len(vals), 2)]
    return pts


def geometry_points(g: BaseGeometry) -> list[tuple[float, float]]:
    if g.is_empty:
        return []
    x0, y0, x1, y1 = g.bounds
    return [(x0, y0), (x1, y1)]



def outside(box: Box, page: Page, safe: SafeArea) -> tuple[float, str]:
    """How far (mm) the box reaches out of the safe area, and towards which edge ("" if it does not)."""
    s = safe.inset
    if safe.round:
        cx, cy, r = page.width / 2, page.height / 2, min(page.width, page.height) / 2 - s
        far = max(math.hypot(x - cx, y - cy) for x, y in corners(box, IDENTITY))
        return (far - r, "circle") if far - r > 0 else (0.0, "")
    past = [(s - box[0], "left"), (box[2] - (page.width - s), "right"), (s - box[1], "top"),
            (box[3] - (page.height - s), "bottom")]
    worst = max(past)
    return worst if worst[0] > 0 else (0.0, "")


CURVE_STEPS = 16  # points a cubic curve is followed by: a circle's quarter within 0.01 mm of its true ink


def subpaths(p: Path, follow: bool = True) -> list[list[tuple[float, float]]]:
    """A path's points, one list per subpath, closed ones ending at their start; a cubic curve followed along
    its points, not its control points (which lie outside it: a filled disc's would reach 14 % past its rim);
    with ``follow`` False, by its control points (a polygon that holds the curve: a Bézier lies in their hull)."""
    out: list[list[tuple[float, float]]] = []
    for seg in p.segments:
        if seg[0] == "M" or not out:
            out.append([])
        if seg[0] == "Z":
            if out[-1]:
                out[-1].append(out[-1][0])
            continue
        vals = [float(v) for v in seg[1:]]
        if follow and seg[0] == "C" and out[-1] and len(vals) == 6:
            (x0, y0), (x1, y1, x2, y2, x3, y3) = out[-1][-1], vals
            for i in range(1, CURVE_STEPS + 1):
                t = i / CURVE_STEPS
                a, b, c, d = (1 - t) ** 3, 3 * (1 - t) ** 2 * t, 3 * (1 - t) * t ** 2, t ** 3
                out[-1].append((a * x0 + b * x1 + c * x2 + d * x3, a * y0 + b * y1 + c * y2 + d * y3))
            continue
        out[-1] += [(vals[i], vals[i + 1]) for i in range(0, len(vals), 2)]
    return [s for s in out if s]


def art_ink(item: Shape | Path, t: Affine, clip: Box | None, follow: bool = True) -> BaseGeometry | None:
    """A shape's or path's ink on the page, as geometry: what it fills, or the lines it strokes (on their centre
    line: a rule or a border drawn along the safe line is on it, half its width either side), kept to its
    group's clip; a path's curves followed, or with ``follow`` False held by their control points."""
    from shapely import affinity
    from shapely.geometry import LineString, MultiLineString, Polygon, box

    st = item.style
    if not st.paints:
        return None
    if isinstance(item, Shape):
        geom = item.geometry if st.fill is not None else item.geometry.boundary
    else:
        rings = [pts for pts in subpaths(item, follow) if len(pts) > 1]
        if not rings:
            return None
        if st.fill is not None:
            geom = Polygon(rings[0]).buffer(0)
            for more in rings[1:]:
                geom = geom.union(Polygon(more).buffer(0)) if len(more) > 2 else geom
        else:
            geom = MultiLineString([LineString(r) for r in rings])
    if geom.is_empty:
        return None
    geom = affinity.affine_transform(geom, [t.a, t.c, t.b, t.d, t.e, t.f])
    if clip is not None:
        geom = geom.intersection(box(*clip))
    return None if geom.is_empty else geom


def art_crosses(geom: BaseGeometry, page: Page, safe: SafeArea) -> tuple[float, str]:
    """How far art runs out of the safe area on a side where it stops short of the trim, when some of it lies
    inside the safe area: (0, "") for art inside, bleed art and borders."""
    from shapely.geometry import Point, box

    s = safe.inset
    x0, y0, x1, y1 = geom.bounds
    if safe.round:
        cx, cy, rim = page.width / 2, page.height / 2, min(page.width, page.height) / 2
        if not geom.intersects(Point(cx, cy).buffer(rim - s - TOLERANCE, 64)):
            return (0.0, "")
        far = max(math.hypot(x - cx, y - cy) for x, y in corners((x0, y0, x1, y1), IDENTITY))
        far = min(far, geom.hausdorff_distance(Point(cx, cy)))  # the farthest ink, not its box's corner
        return (far - (rim - s), "circle") if rim - s + TOLERANCE < far < rim - TOLERANCE else (0.0, "")
    if not geom.intersects(box(s + TOLERANCE, s + TOLERANCE, page.width - s - TOLERANCE, page.height - s - TOLERANCE)):
        return (0.0, "")
    worst = (0.0, "")
    for past, short, name in ((s - x0, x0 > TOLERANCE, "left"),
                              (x1 - (page.width - s), x1 < page.width - TOLERANCE, "right"),
                              (s - y0, y0 > TOLERANCE, "top"),
                              (y1 - (page.height - s), y1 < page.height - TOLERANCE, "bottom")):
        if past > TOLERANCE and short and past > worst[0]:
            worst = (past, name)
    return worst
