"""A key's silhouette in key units (x right, y down), from its four features, before scaling.

Shapes are shapely geometry, made once per feature combination; ``key.py`` scales and places them.
"""

from __future__ import annotations

from functools import lru_cache

TEETH = (3, 4)  # how many teeth the bit has
HEIGHTS = (1, 2, 3)  # how long a tooth is, in steps

BOW_X = 3.7  # bow centre; the shaft runs along y = 0
SHAFT = 0.75  # half thickness
RING_X = (8.6, 10.7)  # collar ring centres
RING_W, RING_H = 1.3, 2.0  # width, half height
BIT_X = 12.2  # where the bit starts; it has 3 or 4 teeth of one width, so 3-tooth keys are shorter
TOOTH = 2.05  # tooth width
GAP = 0.55  # between teeth
BASE = 0.45  # the bit's common strip below the shaft
STEP = 1.35  # one tooth step
# the box every key fits in (all feature values), centred on (0, 0) once placed
ENV_X = (0.0, BIT_X + max(TEETH) * (TOOTH + GAP) - GAP)
ENV_Y = (-3.6, SHAFT + BASE + STEP * max(HEIGHTS))
KEY_W = ENV_X[1] - ENV_X[0]
KEY_H = ENV_Y[1] - ENV_Y[0]
PAD_X, PAD_Y = 2.4, 1.0  # room left around a key in its square, in key units (for the frame and the answer's ring)
FRAME_GROW = (0.9, 0.45)  # how far the target's frame reaches past the key's box, x and y (key units)
RING_GROW = (0.75, 0.25)  # and the answer's ring


def _bow(shape: str):
    from shapely import affinity
    from shapely.geometry import Point, box
    from shapely.ops import unary_union

    if shape == "round":
        return Point(BOW_X, 0).buffer(3.5, quad_segs=16)
    if shape == "square":
        return box(BOW_X - 2.75, -2.75, BOW_X + 2.75, 2.75).buffer(0.35, quad_segs=4)
    if shape == "trefoil":
        lobes = [Point(BOW_X + 1.75 * dx, 1.75 * dy).buffer(2.05, quad_segs=16)
                 for dx, dy in ((-1.0, 0.0), (0.5, -0.866), (0.5, 0.866))]
        return unary_union([*lobes, Point(BOW_X, 0).buffer(2.45, quad_segs=16)])
    if shape == "diamond":
        return affinity.rotate(box(BOW_X - 2.54, -2.54, BOW_X + 2.54, 2.54), 45, origin=(BOW_X, 0))
    if shape == "oval":
        return affinity.scale(Point(BOW_X, 0).buffer(1.0, quad_segs=16), 2.35, 3.55, origin=(BOW_X, 0))
    raise ValueError(f"unknown bow {shape!r}")


def _hole(shape: str):
    from shapely.geometry import Point, box

    if shape == "round":
        return Point(BOW_X, 0).buffer(1.15, quad_segs=16)
    if shape == "square":
        return box(BOW_X - 1.45, -1.45, BOW_X + 1.45, 1.45)
    return None


def _bit_end(n: int) -> float:
    return BIT_X + n * (TOOTH + GAP) - GAP


def _teeth(heights: tuple[int, ...]):
    from shapely.geometry import box

    parts = [box(BIT_X, SHAFT - 0.01, _bit_end(len(heights)), SHAFT + BASE)]
    for i, h in enumerate(heights):
        x0 = BIT_X + i * (TOOTH + GAP)
        parts.append(box(x0, SHAFT + BASE - 0.01, x0 + TOOTH, SHAFT + BASE + STEP * h))
    return parts


@lru_cache(maxsize=4096)
def unit_geometry(bow: str, hole: str, rings: int, teeth: tuple[int, ...]):
    """The key's silhouette in key units, its box centred on (0, 0)."""
    from shapely import affinity
    from shapely.geometry import box
    from shapely.ops import unary_union

    head = unary_union([_bow(bow), box(BOW_X, -SHAFT, _bit_end(len(teeth)), SHAFT)])  # the shaft starts inside the bow
    cut = _hole(hole)
    if cut is not None:
        head = head.difference(cut)
    parts = [head]
    parts += [box(RING_X[i] - RING_W / 2, -RING_H, RING_X[i] + RING_W / 2, RING_H) for i in range(rings)]
    parts += _teeth(teeth)
    shape = unary_union(parts)
    return affinity.translate(shape, -(ENV_X[0] + ENV_X[1]) / 2, -(ENV_Y[0] + ENV_Y[1]) / 2)
