"""Normalising SVG path data (used to vendor the icons)."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pnp.icons.svgpath import arc_to_cubics, compact, normalise


def bezier(seg, start, t):
    x0, y0 = start
    _, x1, y1, x2, y2, x3, y3 = seg
    u = 1 - t
    return (
        u**3 * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t**3 * x3,
        u**3 * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t**3 * y3,
    )


def test_relative_and_shorthand_commands_become_absolute():
    segs = normalise("m10 10h5v5H10zm20 0l5 5")
    assert segs == [("M", 10, 10), ("L", 15, 10), ("L", 15, 15), ("L", 10, 15), ("Z",), ("M", 30, 10), ("L", 35, 15)]


def test_extra_pairs_after_a_move_are_line_tos():
    assert normalise("M0 0 10 0 10 10") == [("M", 0, 0), ("L", 10, 0), ("L", 10, 10)]


def test_quadratic_curves_are_raised_exactly():
    (_, (op, *c)) = normalise("M0 0Q10 20 20 0")
    assert op == "C"
    assert c == pytest.approx([20 / 3, 40 / 3, 40 / 3, 40 / 3, 20, 0])


def test_smooth_curves_reflect_the_previous_control_point():
    segs = normalise("M0 0C0 10 10 10 10 0S20 -10 20 0")
    assert segs[2][1:3] == (10, -10)


def test_packed_arc_flags_are_split():
    assert normalise("M0 0a5 5 0 0110 0") == normalise("M0 0a5 5 0 0 1 10 0")


@given(
    st.floats(-50, 50), st.floats(-50, 50), st.floats(2, 80), st.floats(2, 80), st.floats(0, 180),
    st.floats(0, 2 * math.pi), st.floats(0.05, 2 * math.pi - 0.05), st.booleans(),
)
def test_arcs_follow_the_ellipse_they_describe(cx, cy, rx, ry, rot, t1, span, clockwise):
    """Pick an ellipse and two points on it; the converted arc must stay on that ellipse."""
    phi = math.radians(rot)

    def on(t):
        ex, ey = rx * math.cos(t), ry * math.sin(t)
        return (cx + math.cos(phi) * ex - math.sin(phi) * ey, cy + math.sin(phi) * ex + math.cos(phi) * ey)

    t2 = t1 + span if clockwise else t1 - span
    (x1, y1), (x2, y2) = on(t1), on(t2)
    segs = arc_to_cubics(x1, y1, rx, ry, rot, span > math.pi, clockwise, x2, y2)
    assert segs[-1][-2:] == (x2, y2)
    start = (x1, y1)
    for seg in segs:
        for t in (0.2, 0.5, 0.8):
            x, y = bezier(seg, start, t)
            dx, dy = x - cx, y - cy
            u = (math.cos(phi) * dx + math.sin(phi) * dy) / rx
            v = (-math.sin(phi) * dx + math.cos(phi) * dy) / ry
            assert math.hypot(u, v) == pytest.approx(1.0, abs=2e-3)
        start = seg[-2:]


def test_a_half_circle_arc_matches_the_circle():
    segs = arc_to_cubics(0, 0, 10, 10, 0, False, True, 20, 0)
    start = (0.0, 0.0)
    for seg in segs:
        for t in (0.1, 0.3, 0.5, 0.7, 0.9):
            x, y = bezier(seg, start, t)
            assert math.hypot(x - 10, y) == pytest.approx(10, rel=1e-3)
        start = seg[-2:]
    assert len(segs) == 2


def test_compact_rounds_and_trims_numbers():
    assert compact([("M", 1.0, -0.0001), ("L", 2.456, 3.5), ("Z",)]) == "M 1 0 L 2.46 3.5 Z"


def test_garbage_is_refused():
    with pytest.raises(ValueError):
        normalise("M0 0 L 1 x")
