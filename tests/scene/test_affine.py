from __future__ import annotations

import math

from hypothesis import given
from hypothesis import strategies as st

from pnp.scene.affine import IDENTITY, Affine

coord = st.floats(-500, 500, allow_nan=False)
angle = st.floats(-720, 720, allow_nan=False)


def near(p, q, tol=1e-6):
    return abs(p[0] - q[0]) <= tol and abs(p[1] - q[1]) <= tol


@given(coord, coord, coord, coord)
def test_translate_moves_points_by_the_offset(dx, dy, x, y):
    assert near(Affine.translate(dx, dy).apply(x, y), (x + dx, y + dy))


@given(angle, coord, coord, coord, coord)
def test_rotation_about_a_point_keeps_that_point_and_distances(deg, ax, ay, x, y):
    t = Affine.rotate(deg, about=(ax, ay))
    assert near(t.apply(ax, ay), (ax, ay), 1e-6)
    px, py = t.apply(x, y)
    assert math.isclose(math.hypot(px - ax, py - ay), math.hypot(x - ax, y - ay), rel_tol=1e-9, abs_tol=1e-6)


def test_quarter_turns_are_exact_and_four_of_them_are_the_identity():
    quarter = Affine.rotate(90)
    assert quarter.apply(1, 0) == (0.0, 1.0)  # y points down: +90 turns clockwise on the page
    assert quarter @ quarter @ quarter @ quarter == IDENTITY


@given(coord, coord, coord)
def test_mirroring_twice_is_the_identity(about, x, y):
    m = Affine.mirror_x(about)
    assert near((m @ m).apply(x, y), (x, y))
    mx, my = m.apply(x, y)
    assert math.isclose(mx, 2 * about - x, abs_tol=1e-9) and my == y


@given(angle, coord, coord, coord, coord)
def test_then_applies_left_to_right(deg, dx, dy, x, y):
    r, t = Affine.rotate(deg), Affine.translate(dx, dy)
    assert near(r.then(t).apply(x, y), t.apply(*r.apply(x, y)))


def test_scale_about_a_point():
    s = Affine.scale(2, 3, about=(10, 10))
    assert s.apply(10, 10) == (10, 10)
    assert s.apply(11, 11) == (12, 13)
