"""Turning scene geometry into path segments that every renderer draws the same way."""

from __future__ import annotations

import re
from functools import cache

from shapely.geometry import (
    GeometryCollection,
    LinearRing,
    LineString,
    MultiLineString,
    MultiPolygon,
    Polygon,
)
from shapely.geometry.base import BaseGeometry

from pnp.errors import PnpError
from pnp.scene.model import ARITY, Path, Segment, Shape


def _ring(coords, closed: bool) -> list[Segment]:
    pts = list(coords)
    if not pts:
        return []
    if closed and len(pts) > 1 and pts[0] == pts[-1]:
        pts = pts[:-1]
    segs: list[Segment] = [("M", float(pts[0][0]), float(pts[0][1]))]
    segs.extend(("L", float(x), float(y)) for x, y, *_ in pts[1:])
    if closed:
        segs.append(("Z",))
    return segs


def geometry_segments(geom: BaseGeometry) -> tuple[tuple[Segment, ...], bool]:
    """Segments of a shapely geometry, and whether it has area (may be filled)."""
    if geom.is_empty:
        return ((), False)
    if isinstance(geom, Polygon):
        rings = _ring(geom.exterior.coords, True)
        for hole in geom.interiors:
            rings.extend(_ring(hole.coords, True))
        return (tuple(rings), True)
    if isinstance(geom, LinearRing):
        return (tuple(_ring(geom.coords, True)), True)
    if isinstance(geom, LineString):
        return (tuple(_ring(geom.coords, False)), False)
    if isinstance(geom, (MultiPolygon, MultiLineString, GeometryCollection)):
        segs: list[Segment] = []
        area = False
        for part in geom.geoms:
            part_segs, part_area = geometry_segments(part)
            segs.extend(part_segs)
            area = area or part_area
        return (tuple(segs), area)
    raise PnpError(f"cannot draw a {geom.geom_type}: use a polygon, line or a path")


def clip_segments(clip: Path | Shape) -> tuple[tuple[Segment, ...], str]:
    """A group's clip as segments and the fill rule that decides its inside."""
    if isinstance(clip, Shape):
        return geometry_segments(clip.geometry)[0], clip.style.fill_rule
    return clip.segments, clip.style.fill_rule


_TOKEN = re.compile(r"[MLCZ]|-?[0-9]*\.?[0-9]+(?:e-?[0-9]+)?")


@cache
def parse_compact(d: str) -> tuple[Segment, ...]:
    """Parse the normalised path data of vendored icons: absolute M, L, C, Z only."""
    tokens = _TOKEN.findall(d)
    segs: list[Segment] = []
    i = 0
    while i < len(tokens):
        op = tokens[i]
        if op not in ARITY:
            raise ValueError(f"bad icon path data near {tokens[i:i + 3]}")
        n = ARITY[op]
        segs.append((op, *(float(t) for t in tokens[i + 1 : i + 1 + n])))
        i += 1 + n
    return tuple(segs)
