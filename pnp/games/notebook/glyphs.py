"""The six signs for a way out of a room, each a different shape so no two can be mistaken.

ahead: an arrow pointing up (straight on, through the far wall); left and
right: arrows pointing sideways; behind: a U-turn arrow (turn round); up and
down: a ladder with an arrowhead above or below it. Each is one filled path,
drawn in a unit box centred on (0, 0), y down, then scaled and placed.
"""

from __future__ import annotations

import math

from pnp.i18n import N_
from pnp.scene.color import Color
from pnp.scene.model import Path, Segment, Style

WAYS = ("ahead", "left", "right", "behind", "up", "down")
# i18n: the rules' legend of a room page's ways out, under each way's sign (short: a column of six)
WORDS = {"ahead": N_("ahead"), "left": N_("left"), "right": N_("right"), "behind": N_("behind you"),
         "up": N_("ladder up"), "down": N_("ladder down")}

_ARROW = ((0.0, -0.5), (0.45, -0.02), (0.17, -0.02), (0.17, 0.5), (-0.17, 0.5), (-0.17, -0.02), (-0.45, -0.02))


def _turned(points, a: float, b: float, c: float, d: float) -> list[tuple[float, float]]:
    return [(a * u + b * v, c * u + d * v) for u, v in points]


def _u_turn() -> list[tuple[float, float]]:
    """Up the right leg, over the top, down the left leg to an arrowhead pointing down."""
    cy, outer, inner, steps = -0.1, 0.34, 0.14, 12
    over = [(outer * math.cos(math.pi * k / steps), cy - outer * math.sin(math.pi * k / steps))
            for k in range(steps + 1)]
    back = [(inner * math.cos(math.pi * k / steps), cy - inner * math.sin(math.pi * k / steps))
            for k in range(steps, -1, -1)]
    head_y = 0.08
    return [(outer, 0.5), *over, (-outer, head_y), (-0.5, head_y), (-0.24, 0.5), (0.02, head_y), (-inner, head_y),
            *back, (inner, 0.5)]


def _ladder(up: bool) -> list[list[tuple[float, float]]]:
    """Two rails, three rungs and an arrowhead, as separate closed shapes (one path)."""
    sign = 1 if up else -1

    def box(x0, y0, x1, y1):
        return [(x0, sign * y0), (x1, sign * y0), (x1, sign * y1), (x0, sign * y1)]

    shapes = [box(-0.3, 0.0, -0.17, 0.5), box(0.17, 0.0, 0.3, 0.5)]
    shapes += [box(-0.17, y, 0.17, y + 0.07) for y in (0.08, 0.23, 0.38)]
    shapes.append([(-0.38, sign * -0.12), (0.0, sign * -0.5), (0.38, sign * -0.12)])  # a gap, then the head
    return shapes


def unit_shapes(where: str) -> list[list[tuple[float, float]]]:
    """The closed outlines of a glyph in its unit box."""
    if where == "ahead":
        return [list(_ARROW)]
    if where == "right":
        return [_turned(_ARROW, 0, -1, 1, 0)]
    if where == "left":
        return [_turned(_ARROW, 0, 1, -1, 0)]
    if where == "behind":
        return [_u_turn()]
    if where in ("up", "down"):
        return _ladder(where == "up")
    raise ValueError(f"no glyph for {where!r}")


def glyph_segments(where: str, cx: float, cy: float, size: float) -> list[Segment]:
    segments: list[Segment] = []
    for shape in unit_shapes(where):
        (x, y), *rest = [(cx + size * u, cy + size * v) for u, v in shape]
        segments += [("M", x, y), *(("L", px, py) for px, py in rest), ("Z",)]
    return segments


def way_glyph(pen, cx: float, cy: float, where: str, size: float, color: Color) -> Path:
    """The sign for a way out, ``size`` mm tall, centred on (cx, cy) in the pen's design millimetres."""
    return pen.path(glyph_segments(where, cx, cy, size), Style(fill=color))
