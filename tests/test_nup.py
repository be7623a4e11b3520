"""n-up sheets: components fit the paper, keep their bleed, get crop marks, and backs register."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pnp.errors import PnpError
from pnp.layout.catalog import paper
from pnp.layout.nup import PRINTER_MARGIN, back_slots, grid_for, impose, impose_backs
from pnp.scene.color import REGISTRATION
from pnp.scene.model import Group, Page, Path, Style
from pnp.scene.shapes import rect


def component(w=63.5, h=88.9, bleed=3.0):
    return Page(w, h, (rect(-bleed, -bleed, w + 2 * bleed, h + 2 * bleed, Style(fill=REGISTRATION)),), bleed=bleed)


@settings(max_examples=40)
@given(st.floats(15, 120), st.floats(15, 120), st.floats(0, 4), st.sampled_from(["a4", "letter", "a3"]))
def test_slots_lie_inside_the_printable_area_and_never_overlap_with_their_bleed(w, h, bleed, paper_name):
    sheet = paper(paper_name)
    try:
        grid = grid_for(w, h, bleed, sheet)
    except PnpError:
        return
    k = grid.keep
    for s in grid.slots:
        assert s.x - k >= PRINTER_MARGIN - 1e-6 and s.y - k >= PRINTER_MARGIN - 1e-6
        assert s.x + s.width + k <= sheet.width - PRINTER_MARGIN + 1e-6
        assert s.y + s.height + k <= sheet.height - PRINTER_MARGIN + 1e-6
    half = min(bleed, grid.gutter / 2)
    for a in grid.slots:
        for b in grid.slots:
            if a is not b:  # trim boxes grown by what each keeps between them never overlap
                apart_x = a.x + a.width + 2 * half <= b.x + 1e-6 or b.x + b.width + 2 * half <= a.x + 1e-6
                apart_y = a.y + a.height + 2 * half <= b.y + 1e-6 or b.y + b.height + 2 * half <= a.y + 1e-6
                assert apart_x or apart_y


def test_nine_poker_cards_fit_on_a4_with_shared_cuts():
    grid = grid_for(63.5, 88.9, 3, paper("a4"))
    assert grid.per_sheet == 9 and grid.gutter == 0
    assert grid_for(63.5, 88.9, 3, paper("letter")).per_sheet >= 6


def test_a_gutter_of_twice_the_bleed_is_kept_when_it_costs_no_component():
    grid = grid_for(70, 70, 3, paper("a4"))  # 2 × 3 tiles either way
    assert grid.gutter == 6 and grid.keep == 3 and grid.per_sheet == 6


def test_components_are_spread_over_enough_sheets_in_order():
    comps = [component() for _ in range(20)]
    sheets, grid = impose(comps, paper("a4"))
    assert len(sheets) == -(-20 // grid.per_sheet)
    assert all(s.width == 210 and s.height == 297 and s.bleed == 0 for s in sheets)


def test_crop_marks_follow_every_trim_line_and_stay_outside_every_bleed():
    sheets, grid = impose([component(70, 70)] * 4, paper("a4"))
    marks = [i for i in sheets[0].items if isinstance(i, Path)]
    xs = {s.x for s in grid.slots} | {s.x + s.width for s in grid.slots}
    ys = {s.y for s in grid.slots} | {s.y + s.height for s in grid.slots}
    assert len(marks) == 2 * len(xs) + 2 * len(ys)
    for m in marks:
        (_, x0, y0), (_, x1, y1) = m.segments
        for s in grid.slots:  # no mark inside any component's bleed box
            k = grid.keep
            inside = (s.x - k < max(x0, x1) and min(x0, x1) < s.x + s.width + k
                      and s.y - k < max(y0, y1) and min(y0, y1) < s.y + s.height + k)
            assert not inside
        if x0 == x1:
            assert x0 in xs
        else:
            assert y0 in ys


def test_a_smaller_gutter_clips_each_bleed_halfway_between_neighbours():
    sheets, grid = impose([component(70, 70)] * 6, paper("a4"), gutter=2.0)
    groups = [i for i in sheets[0].items if isinstance(i, Group)]
    second = groups[1]  # top row, right of the first: inner edge on its left
    (_, x, y), *_ = second.clip.segments
    assert x == -1.0


@pytest.mark.parametrize("flip", ["long", "short"])
def test_every_back_lies_exactly_behind_its_front_after_the_flip(flip):
    sheet = paper("a4")
    grid = grid_for(63.5, 88.9, 3, sheet)
    backs = back_slots(grid, sheet, flip)
    for front, back in zip(grid.slots, backs):
        if flip == "long":  # turning about the vertical axis: x goes to width - x
            assert back.x == pytest.approx(sheet.width - front.x - front.width) and back.y == front.y
        else:
            assert back.y == pytest.approx(sheet.height - front.y - front.height)
            assert back.x == pytest.approx(front.x)
    shifted = back_slots(grid, sheet, flip, offset=(0.5, -0.3))
    assert all(abs(a.x - b.x - 0.5) < 1e-9 and abs(a.y - b.y + 0.3) < 1e-9 for a, b in zip(shifted, backs))


def test_back_sheets_match_the_front_sheets():
    fronts = [component() for _ in range(11)]
    sheets, grid = impose(fronts, paper("a4"))
    backs = impose_backs([component()] * 11, grid, paper("a4"))
    assert len(backs) == len(sheets)
    mirrored = back_slots(grid, paper("a4"))
    for front, back in zip(sheets, backs):  # back i sits in the slot behind front i
        placed = [i for i in front.items if isinstance(i, Group)]
        behind = [i for i in back.items if isinstance(i, Group)]
        assert len(behind) == len(placed)
        for b, slot in zip(behind, mirrored):
            assert (b.transform.e, b.transform.f) == pytest.approx((slot.x, slot.y))


def test_on_landscape_sheets_a_long_edge_flip_mirrors_top_to_bottom():
    sheet = paper("a4").landscape()
    grid = grid_for(63.5, 88.9, 3, sheet)
    for front, back in zip(grid.slots, back_slots(grid, sheet, "long")):
        assert back.x == pytest.approx(front.x)
        assert back.y == pytest.approx(sheet.height - front.y - front.height)


def test_foldover_backs_lie_behind_their_fronts_once_the_sheet_is_folded():
    from pnp.layout.nup import foldover_sheets

    sheet = paper("a4")
    sheets, grid = foldover_sheets([component()] * 5, [component()] * 5, sheet)
    assert grid.per_sheet >= 2 and len(sheets) == -(-5 // grid.per_sheet)
    half = sheet.height / 2
    fold_lines = [i for i in sheets[0].items if isinstance(i, Path) and i.style.dash]
    assert [(s[1], s[2]) for s in fold_lines[0].segments] == [(0, half), (sheet.width, half)]
    groups = [i for i in sheets[0].items if isinstance(i, Group)]
    fronts, backs = groups[: grid.per_sheet], groups[grid.per_sheet :]
    assert len(fronts) == len(backs) == min(5, grid.per_sheet)
    for f, b in zip(fronts, backs):
        fx, fy = f.transform.e, f.transform.f
        assert fy + 88.9 <= half  # every front on the top half
        # folding maps y to 2 * half - y: the back's trim box must land on the front's
        inner = b.items[0]
        bx, by = inner.transform.e, inner.transform.f
        assert bx == pytest.approx(fx) and by == pytest.approx(sheet.height - fy - 88.9)
        # turned 180° about its own centre
        assert (b.transform.a, b.transform.d) == (-1.0, -1.0)
