"""Crop marks a guillotine can follow, and proof guides."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pnp.errors import PnpError
from pnp.layout.marks import CropMarks, Guides, finish_page
from pnp.scene.color import REGISTRATION
from pnp.scene.model import Page, Path


def mark_lines(page: Page) -> list[tuple[float, float, float, float]]:
    out = []
    for item in page.items:
        if isinstance(item, Path) and item.style.stroke == REGISTRATION:
            (_, x0, y0), (_, x1, y1) = item.segments
            out.append((x0, y0, x1, y1))
    return out


@given(st.floats(20, 300), st.floats(20, 300), st.floats(0, 6), st.floats(1, 10), st.floats(0, 5))
def test_marks_continue_the_trim_lines_outside_the_bleed_and_inside_the_media(w, h, bleed, length, extra):
    marks = CropMarks(length=length, offset=bleed + extra)
    page = finish_page(Page(w, h, (), bleed=bleed), marks)
    lines = mark_lines(page)
    assert len(lines) == 8
    m = page.margin
    for x0, y0, x1, y1 in lines:
        horizontal = y0 == y1
        if horizontal:
            assert y0 in (0.0, h)  # on a trim line
            xs = sorted((x0, x1))
            assert xs[1] <= -bleed + 1e-9 or xs[0] >= w + bleed - 1e-9  # outside the bleed
            assert xs[0] >= -m - 1e-9 and xs[1] <= w + m + 1e-9  # on the paper
            assert abs(xs[1] - xs[0] - length) < 1e-9
        else:
            assert x0 == x1 and x0 in (0.0, w)
            ys = sorted((y0, y1))
            assert ys[1] <= -bleed + 1e-9 or ys[0] >= h + bleed - 1e-9
            assert ys[0] >= -m - 1e-9 and ys[1] <= h + m + 1e-9


def test_marks_may_not_start_inside_the_bleed():
    with pytest.raises(PnpError, match="inside the bleed"):
        finish_page(Page(50, 50, (), bleed=3), CropMarks(offset=2))


def test_guides_add_trim_bleed_and_safe_outlines_without_changing_the_page_size():
    page = finish_page(Page(60, 90, (), bleed=3), None, Guides(safe=4))
    assert page.slug == 0 and len(page.items) == 3
