"""n-up sheets: components fit the paper, keep their bleed, get crop marks, and backs register."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pnp.catalog import paper
from pnp.errors import PnpError
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
    kx, ky = grid.keep_x, grid.keep_y
    for s in grid.slots:
        assert s.x - kx >= PRINTER_MARGIN - 1e-6 and s.y - ky >= PRINTER_MARGIN - 1e-6
        assert s.x + s.width + kx <= sheet.width - PRINTER_MARGIN + 1e-6
        assert s.y + s.height + ky <= sheet.height - PRINTER_MARGIN + 1e-6
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
    assert grid.gutter == 6 and grid.keep_x == grid.keep_y == 3 and grid.per_sheet == 6


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
            kx, ky = grid.keep_x, grid.keep_y
            inside = (s.x - kx < max(x0, x1) and min(x0, x1) < s.x + s.width + kx
                      and s.y - ky < max(y0, y1) and min(y0, y1) < s.y + s.height + ky)
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


@pytest.mark.parametrize("size", [(63.5, 88.9), (70, 70), (105, 148), (25, 25)])
def test_foldover_backs_lie_behind_their_fronts_once_the_sheet_is_folded(size):
    from pnp.layout.nup import foldover_sheets

    w, h = size
    a4 = paper("a4")
    sheets, grid = foldover_sheets([component(w, h)] * 5, [component(w, h)] * 5, a4)
    sheet = grid.paper
    assert {sheet.width, sheet.height} == {a4.width, a4.height}  # A4, maybe turned
    assert len(sheets) == -(-5 // grid.per_sheet)
    fold_lines = [i for i in sheets[0].items if isinstance(i, Path) and i.style.dash]
    (_, x0, y0), (_, x1, y1) = fold_lines[0].segments
    vertical = x0 == x1
    assert (x0, x1) == (sheet.width / 2,) * 2 if vertical else (y0, y1) == (sheet.height / 2,) * 2
    groups = [i for i in sheets[0].items if isinstance(i, Group)]
    n = min(5, grid.per_sheet)
    fronts, backs = groups[:n], groups[n:]
    assert len(fronts) == len(backs) == n
    for f, b in zip(fronts, backs):
        fx, fy = f.transform.e, f.transform.f
        if vertical:  # folding maps x to W - x: the back's trim box lands on the front's, drawn upright
            assert fx + w <= sheet.width / 2
            assert (b.transform.e, b.transform.f) == pytest.approx((sheet.width - fx - w, fy))
            assert (b.transform.a, b.transform.d) == (1.0, 1.0)
        else:  # folding maps y to H - y; the back is turned 180° about its own centre
            assert fy + h <= sheet.height / 2
            inner = b.items[0]
            assert (inner.transform.e, inner.transform.f) == pytest.approx((fx, sheet.height - fy - h))
            assert (b.transform.a, b.transform.d) == (-1.0, -1.0)


def mark_paths(sheet: Page) -> list[Path]:
    """The sheet's own lines (crop marks, the fold line): the paths drawn on the sheet, not in a component."""
    return [i for i in sheet.items if isinstance(i, Path)]


@pytest.mark.parametrize("paper_name", ["a4", "letter"])
@pytest.mark.parametrize("size", [(63.5, 88.9), (70, 70), (105, 148), (25, 25), (32, 32), (46, 128)])
def test_no_line_of_a_foldover_sheet_runs_into_the_band_a_home_printer_cannot_print(paper_name, size):
    """Issue 27, item 4: the dashed fold line ran across the whole sheet, into the 4 mm band at its edges."""
    from pnp.layout.nup import foldover_sheets

    w, h = size
    sheets, _ = foldover_sheets([component(w, h)] * 3, [component(w, h)] * 3, paper(paper_name))
    for sheet in sheets:
        lines = mark_paths(sheet)
        assert any(p.style.dash for p in lines)
        for p in lines:  # butt caps: a line ends where its points say
            assert p.style.cap == "butt"
            xs = [seg[1] for seg in p.segments if len(seg) == 3]
            ys = [seg[2] for seg in p.segments if len(seg) == 3]
            assert min(xs) >= PRINTER_MARGIN - 1e-9 and max(xs) <= sheet.width - PRINTER_MARGIN + 1e-9
            assert min(ys) >= PRINTER_MARGIN - 1e-9 and max(ys) <= sheet.height - PRINTER_MARGIN + 1e-9


def test_an_a6_card_too_tall_for_half_a_portrait_sheet_folds_down_the_middle_of_a_landscape_one():
    from pnp.layout.nup import foldover_grid

    grid, fold = foldover_grid(105, 148, 3, paper("a4"))
    assert fold.vertical and grid.paper.width > grid.paper.height and grid.per_sheet == 1
    # four on the top half of a portrait sheet, at most three otherwise
    grid, fold = foldover_grid(90, 60, 3, paper("a4"))
    assert not fold.vertical and grid.paper.width < grid.paper.height and grid.per_sheet == 4


def clip_box(group: Group) -> tuple[float, float, float, float]:
    """The bleed a placed component keeps on its left, top, right and bottom edges, read from its clip."""
    xs = [seg[1] for seg in group.clip.segments if len(seg) == 3]
    ys = [seg[2] for seg in group.clip.segments if len(seg) == 3]
    return -min(xs), -min(ys), max(xs), max(ys)  # right and bottom still include the trim width/height


@settings(max_examples=60, deadline=None)
@given(st.floats(15, 200), st.floats(15, 280), st.floats(0.5, 3.175), st.sampled_from(["a4", "letter"]),
       st.sampled_from([None, 0.0]), st.booleans())
def test_the_outer_bleed_is_whole_wherever_one_component_fits_with_it_and_the_shortest_marks(w, h, bleed, paper_name,
                                                                                             gutter, foldover):
    """Issue 27, item 2: a grid filling the sheet kept 0 mm of outer bleed (key tokens on A4): art reaching its cut
    line must run past it by the whole bleed. The crop marks shorten first, to MIN_MARK_OFFSET + MIN_MARK_LENGTH;
    only a component that does not fit even so keeps less. Fold-over halves as whole sheets."""
    from pnp.layout.nup import MIN_MARK_LENGTH, MIN_MARK_OFFSET, MarkStyle, _oriented_grid, foldover_grid

    marks, sheet = MarkStyle(), paper(paper_name)
    need = 2 * (PRINTER_MARGIN + bleed + MIN_MARK_OFFSET + MIN_MARK_LENGTH)
    try:
        grid = foldover_grid(w, h, bleed, sheet, gutter, marks)[0] if foldover else \
            _oriented_grid(sheet, w, h, bleed, gutter, marks)
    except PnpError:
        return
    halves = [(sheet.width, sheet.height / 2), (sheet.width / 2, sheet.height)] if foldover else \
        [(sheet.width, sheet.height)]
    fits = any(w + need <= a + 1e-9 and h + need <= b + 1e-9 for x, y in halves for a, b in ((x, y), (y, x)))
    if fits:
        assert (grid.keep_x, grid.keep_y) == (pytest.approx(bleed), pytest.approx(bleed))
        assert all(s.x - bleed >= PRINTER_MARGIN + MIN_MARK_OFFSET + MIN_MARK_LENGTH - 1e-6 for s in grid.slots)


@settings(max_examples=60, deadline=None)
@given(st.floats(15, 110), st.floats(15, 110), st.floats(0.5, 3.175), st.sampled_from(["a4", "letter"]),
       st.sampled_from([None, 0.0, 1.0]), st.integers(1, 40))
def test_every_edge_that_touches_no_neighbour_keeps_its_bleed_wherever_the_margin_allows(w, h, bleed, paper_name,
                                                                                         gutter, count):
    """Shared cuts (gutter 0) included: the outer edges keep all of it (the marks shortened if need be) or,
    in a grid that cannot, what the margin leaves beside the printer's margin and the crop marks; edges next to
    an empty slot keep all of it, edges between neighbours half the gutter. Read from the placed geometry,
    sheet by sheet (the last one partly filled)."""
    from pnp.layout.nup import MarkStyle

    marks = MarkStyle()
    try:
        sheets, grid = impose([component(w, h, bleed)] * count, paper(paper_name), gutter, marks)
    except PnpError:
        return
    sheet = grid.paper
    mark_room = PRINTER_MARGIN + marks.offset + marks.length
    for page in sheets:
        groups = [i for i in page.items if isinstance(i, Group)]
        boxes = [(g.transform.e, g.transform.f) for g in groups]
        for (x, y), g in zip(boxes, groups):
            left, top, right, bottom = clip_box(g)
            right, bottom = right - w, bottom - h
            for kept, near, outer in (
                (left, (x - w - grid.gutter, y), x - mark_room),
                (right, (x + w + grid.gutter, y), sheet.width - x - w - mark_room),
                (top, (x, y - h - grid.gutter), y - mark_room),
                (bottom, (x, y + h + grid.gutter), sheet.height - y - h - mark_room),
            ):
                neighbour = any(abs(bx - near[0]) < 1e-6 and abs(by - near[1]) < 1e-6 for bx, by in boxes)
                slot_there = any(abs(s.x - near[0]) < 1e-6 and abs(s.y - near[1]) < 1e-6 for s in grid.slots)
                if neighbour:
                    assert kept == pytest.approx(min(bleed, grid.gutter / 2))
                elif slot_there:  # an empty slot of the last sheet: the whole bleed
                    assert kept == pytest.approx(bleed)
                elif grid.keep_x == grid.keep_y == bleed:  # the outside of the grid: all of it (marks shortened)
                    assert kept == pytest.approx(bleed)
                else:  # a grid that cannot keep it all: as much as the margin beside the marks allows
                    assert kept == pytest.approx(min(bleed, max(0.0, outer)), abs=1e-6)
        marks_drawn = [i for i in page.items if isinstance(i, Path)]
        for m in marks_drawn:  # every crop mark outside every kept bleed, inside the printable area
            (_, x0, y0), (_, x1, y1) = m.segments
            assert min(x0, x1) >= PRINTER_MARGIN - 1e-6 and max(x0, x1) <= sheet.width - PRINTER_MARGIN + 1e-6
            assert min(y0, y1) >= PRINTER_MARGIN - 1e-6 and max(y0, y1) <= sheet.height - PRINTER_MARGIN + 1e-6
            for (x, y), g in zip(boxes, groups):
                left, top, right, bottom = clip_box(g)
                inside = (x - left < max(x0, x1) and min(x0, x1) < x + right
                          and y - top < max(y0, y1) and min(y0, y1) < y + bottom)
                assert not inside


def test_poker_cards_with_shared_cuts_show_colour_just_outside_every_outer_cut():
    """The measured case: 3 × 3 poker cards on A4 share their cut lines and have 9.75 mm of side margin.
    Rendered, a cut 0.3 mm outside a card's outer edge must land on the card's colour, not on white paper."""
    from pnp.render.pdf import render_pdf
    from pnp.render.png import rasterise
    from pnp.scene.model import Document

    sheets, grid = impose([component(63.5, 88.9, 3.175)] * 9, paper("a4"))
    assert grid.gutter == 0 and grid.per_sheet == 9
    dpi = 254  # 10 pixels per mm
    image = rasterise(render_pdf(Document((sheets[0],))), [sheets[0]], dpi=dpi)[0].convert("L")
    px = dpi / 25.4
    left = min(s.x for s in grid.slots)
    right = max(s.x + s.width for s in grid.slots)
    top = min(s.y for s in grid.slots)
    bottom = max(s.y + s.height for s in grid.slots)
    mid_y = (top + bottom) / 2
    mid_x = (left + right) / 2
    for x, y in ((left - 0.3, mid_y), (right + 0.3, mid_y), (mid_x, top - 0.3), (mid_x, bottom + 0.3)):
        assert image.getpixel((int(x * px), int(y * px))) < 128, (x, y)
