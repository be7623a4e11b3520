"""Saddle-stitch booklets: sheets that read back in order once folded (and cut), marks, creep, finishing."""

from __future__ import annotations

import io
import math
import re

import pypdfium2 as pdfium
import pytest
from booklet_helpers import cut_and_stack, plain, read_folded
from PIL import Image

from pnp.catalog import paper
from pnp.errors import PnpError
from pnp.layout.booklet import (
    duplex_setting,
    finishing_steps,
    impose_booklet,
    label_pages,
    max_creep,
    plan_booklet,
)
from pnp.layout.booklet_marks import FOLD_DASH, MARK_MARGIN
from pnp.render.pdf import MM, render_pdf
from pnp.render.png import render_png
from pnp.scene.color import REGISTRATION, Color
from pnp.scene.model import Document, Group, Page, Path, Style, Text
from pnp.scene.shapes import rect

# -- end to end: render, read the labels back, fold (and cut) -------------------------------------


def numbered(n, w, h, bleed=3.0):
    """Pages showing a big distinct label, a tinted bleed and the small verification number."""
    pages = []
    for i in range(n):
        items = (rect(-bleed, -bleed, w + 2 * bleed, h + 2 * bleed, Style(fill=Color.grey(0.9))),
                 Text(f"PAGE {i + 1}", 0, h / 2 - 10, w, 20, size=24, align="center", valign="middle"))
        pages.append(Page(w, h, items, bleed=bleed))
    return label_pages(pages)


def read_regions(pdf: bytes, sheets, cols: int, rows: int):
    """Per PDF page, the (big label, small label) read in each region, row by row; None when blank."""
    doc = pdfium.PdfDocument(pdf)
    out = []
    try:
        for index, sheet in enumerate(sheets):
            text = doc[index].get_textpage()
            w_pt, h_pt = sheet.width * MM, sheet.height * MM
            cells = []
            for r in range(rows):
                for c in range(cols):
                    left, right = c * w_pt / cols, (c + 1) * w_pt / cols
                    top, bottom = h_pt - r * h_pt / rows, h_pt - (r + 1) * h_pt / rows
                    found = text.get_text_bounded(left, bottom, right, top)
                    big = re.findall(r"PAGE (\d+)", found)
                    small = re.findall(r"p\. (\d+)", found)
                    assert len(big) <= 1 and big == small, (index, r, c, found)
                    cells.append(int(big[0]) if big else None)
            out.append(tuple(cells))
    finally:
        doc.close()
    return out


CASES = [
    ("a4", 2, 148.0, 210.0, 3.0),  # A5 on A4
    ("letter", 2, 5.5 * 25.4, 8.5 * 25.4, 0.125 * 25.4),  # half-letter on US Letter
    ("a4", 4, 105.0, 148.0, 3.0),  # A6 on A4, cut and stack
]


@pytest.mark.parametrize("sheet_name, per_side, w, h, bleed", CASES)
@pytest.mark.parametrize("n", [7, 12, 18])
def test_printed_sheets_read_in_order_once_folded_and_cut(sheet_name, per_side, w, h, bleed, n):
    sheet = paper(sheet_name)
    sheets = impose_booklet(numbered(n, w, h, bleed), sheet, per_side)
    padded = n + (-n % 4)
    folios = padded // 4
    assert len(sheets) == 2 * math.ceil(folios / (per_side // 2))
    for s in sheets:
        assert s.bleed == 0 and {s.width, s.height} == {sheet.width, sheet.height}
        assert (s.width > s.height) == (per_side == 2)  # 2-up landscape, 4-up portrait
    pdf = render_pdf(Document(tuple(sheets)))
    if per_side == 2:
        cells = read_regions(pdf, sheets, 2, 1)
        printed = [(cells[i], cells[i + 1]) for i in range(0, len(cells), 2)]
    else:
        cells = read_regions(pdf, sheets, 2, 2)
        printed = cut_and_stack([(cells[i], cells[i + 1]) for i in range(0, len(cells), 2)])
    assert len(printed) == folios
    order = read_folded(printed)
    assert order == list(range(1, n + 1)) + [None] * (padded - n)


def _top_over_bottom(sheet, duplex: str) -> bool:
    """Whether a printer told ``duplex`` turns this sheet top over bottom (else left over right): the long edge
    of a portrait sheet is its side, of a landscape sheet its top."""
    portrait = sheet.height > sheet.width
    return (duplex == "flip on short edge") == portrait


@pytest.mark.parametrize("sheet_name, per_side, w, h, bleed", CASES)
@pytest.mark.parametrize("flip", ["long", "short"])
def test_a_booklet_reads_in_order_when_printed_with_the_flip_it_names(sheet_name, per_side, w, h, bleed, flip):
    """Issue 27, item 4: under a short-flip preset the booklet says "short edge" and its backs are imposed for it
    (before, a 4-up booklet asked for a long-edge flip under every preset). The sheets are turned as the printer
    turns them for the setting the plan names; read upright, they fold into reading order."""
    sheet, n = paper(sheet_name), 12
    plan = plan_booklet(n, w, h, sheet, per_side, bleed=bleed, flip=flip)
    if flip == "short":
        assert plan.duplex == "flip on short edge"
    sheets = impose_booklet(numbered(n, w, h, bleed), sheet, per_side, flip=flip)
    cols, rows = 2, per_side // 2
    cells = read_regions(render_pdf(Document(tuple(sheets))), sheets, cols, rows)
    turned = _top_over_bottom(sheets[0], plan.duplex)
    for i in range(1, len(cells), 2):
        # a sheet turned top over bottom is a left-over-right turn and half a turn more: read its back that way
        back = list(cells[i][::-1]) if turned else list(cells[i])
        cells[i] = tuple(back)
        for item in sheets[i].items:  # and its pages must then stand upright: drawn half a turn round
            rotated = isinstance(item, Group) and item.transform.a < -0.5
            assert rotated == turned, (sheets[i].label, flip)
    pairs = [(cells[i], cells[i + 1]) for i in range(0, len(cells), 2)]
    printed = pairs if per_side == 2 else cut_and_stack(pairs)
    assert read_folded(printed) == list(range(1, n + 1))


def test_a_back_cover_stays_last_after_imposing():
    sheets = impose_booklet(numbered(6, 148, 210), paper("a4"), back_cover=True)
    cells = read_regions(render_pdf(Document(tuple(sheets))), sheets, 2, 1)
    order = read_folded([(cells[i], cells[i + 1]) for i in range(0, len(cells), 2)])
    assert order == [1, 2, 3, 4, 5, None, None, 6]


def test_the_padding_pages_of_a_large_print_booklet_say_so_at_its_text_floor():
    from dataclasses import replace

    from pnp.layout.blank import BLANK_NOTE
    from pnp.scene.walk import printed_text_sizes

    big = replace(paper("a4"), text_floor=12.0)
    for sheet_paper, least in ((paper("a4"), 0.0), (big, 12.0)):
        sheets = impose_booklet(numbered(5, 148, 210), sheet_paper)
        notes = [size for sheet in sheets for text, size in printed_text_sizes(sheet.items) if text.text == BLANK_NOTE]
        assert len(notes) == 3 and min(notes) >= least  # 5 pages padded to 8
    assert min(notes) >= 12.0


# -- creep, clipping, marks -----------------------------------------------------------------------


def groups(sheet: Page) -> list[Group]:
    return [i for i in sheet.items if isinstance(i, Group)]


def test_creep_moves_each_folio_towards_the_spine_by_its_depth():
    creep, w, h = 0.15, 130.0, 185.0
    sheets = impose_booklet(plain(16, w, h), paper("a4"), creep=creep)
    spine = 297 / 2
    for j in range(4):  # sheet j holds folio j
        for side in sheets[2 * j : 2 * j + 2]:
            left, right = groups(side)
            assert left.transform.e == pytest.approx(spine - w + creep * j)
            assert right.transform.e == pytest.approx(spine - creep * j)
    plan = plan_booklet(16, w, h, paper("a4"), creep=creep, bleed=3.0)
    assert [p.shift for s in plan.sides for p in s.placements] == pytest.approx(
        [creep * j for j in range(4) for _ in range(4)])


def test_creep_in_the_four_up_scheme_follows_the_nesting_depth():
    creep = 0.2
    plan = plan_booklet(24, 105, 148, paper("a4"), pages_per_side=4, creep=creep, bleed=3.0)
    # 6 folios on 3 sheets: top halves 0, 1, 2, bottom halves 3, 4, 5
    assert plan.where == ((0, 0), (1, 0), (2, 0), (0, 1), (1, 1), (2, 1))
    for side in plan.sides:
        for i, p in enumerate(side.placements):  # left, right, left, right
            assert p.folio == side.sheet + (3 if p.y > 100 else 0)
            assert p.shift == pytest.approx(creep * p.folio)
            toward = p.x - (plan.spine_x - p.width) if i % 2 == 0 else plan.spine_x - p.x
            assert toward == pytest.approx(p.shift)


def test_creep_that_would_push_pages_over_the_spine_is_refused():
    with pytest.raises(PnpError, match="creep"):
        impose_booklet(plain(40, 130, 185), paper("a4"), creep=10)
    with pytest.raises(PnpError, match="creep"):
        impose_booklet(plain(8, 130, 185), paper("a4"), creep=-0.1)


def flood(w, h, colour):
    """A page that paints far beyond its trim box and bleed."""
    return Page(w, h, (rect(-60, -60, w + 120, h + 120, Style(fill=colour)),), bleed=3.0)


@pytest.mark.parametrize("creep", [0.0, 2.0])
def test_each_page_is_clipped_to_its_half_of_the_spread_and_its_bleed(creep):
    red, blue = Color(1, 0, 0), Color(0, 0, 1)
    w, h = 130.0, 185.0
    pages = [flood(w, h, red if i % 2 == 0 else blue) for i in range(8)]
    # sheet 2 holds pages 6|3 (front) and 4|5 (back): front left blue, right red
    sheets = impose_booklet(pages, paper("a4"), creep=creep, marks=False, fold_marks=False)
    dpi = 100
    img = Image.open(io.BytesIO(render_png(Document((sheets[2],)), dpi=dpi)[0])).convert("RGB")
    px = dpi / 25.4
    spine = 297 / 2
    x0, y0 = spine - w, (210 - h) / 2
    shift = creep  # folio 1

    def colour_at(x_mm, y_mm):
        r, g, b = img.getpixel((int(x_mm * px), int(y_mm * px)))
        return "red" if r > 200 and b < 80 else "blue" if b > 200 and r < 80 else "white" if min(r, g, b) > 240 else "?"

    mid = 105
    assert colour_at(spine - 0.5, mid) == "blue" and colour_at(spine + 0.5, mid) == "red"
    assert colour_at(x0 + shift - 3 + 0.5, mid) == "blue"  # the outer bleed is kept
    assert colour_at(x0 + shift - 3 - 0.6, mid) == "white"  # nothing beyond it
    assert colour_at(spine + w - shift + 3 - 0.5, mid) == "red"
    assert colour_at(spine + w - shift + 3 + 0.6, mid) == "white"
    assert colour_at(spine - 20, y0 - 3 - 0.6) == "white" and colour_at(spine - 20, y0 - 2.5) == "blue"
    for g in groups(sheets[2]):  # and the clip paths say the same
        xs = [seg[1] + g.transform.e for seg in g.clip.segments if seg[0] != "Z"]
        assert max(xs) <= spine + 1e-9 or min(xs) >= spine - 1e-9


def test_four_up_pages_are_clipped_at_the_cut_between_the_folios():
    plan = plan_booklet(16, 105, 148, paper("a4"), pages_per_side=4, bleed=3.0)
    cut = 297 / 2
    for side in plan.sides:
        for p in side.placements:
            x0, y0, x1, y1 = p.clip
            assert (y1 <= cut + 1e-9) if p.y < cut else (y0 >= cut - 1e-9)
            assert (x1 <= plan.spine_x + 1e-9) if p.x < plan.spine_x - 1 else (x0 >= plan.spine_x - 1e-9)


def test_crop_marks_and_dashed_fold_marks_sit_outside_the_bleed_when_there_is_room():
    w, h = 130.0, 185.0
    sheet = impose_booklet(plain(4, w, h), paper("a4"))[0]
    paths = [i for i in sheet.items if isinstance(i, Path)]
    assert paths and all(p.style.stroke == REGISTRATION for p in paths)
    spine, x0, y0 = 297 / 2, 297 / 2 - w, (210 - h) / 2
    folds = [p for p in paths if p.style.dash == FOLD_DASH]
    crops = [p for p in paths if not p.style.dash]
    assert len(folds) == 2 and all(p.segments[0][1] == p.segments[1][1] == spine for p in folds)
    vertical = sorted({p.segments[0][1] for p in crops if p.segments[0][1] == p.segments[1][1]})
    horizontal = sorted({p.segments[0][2] for p in crops if p.segments[0][2] == p.segments[1][2]})
    assert vertical == pytest.approx([x0, spine + w])  # the fore-edges, not the spine
    assert horizontal == pytest.approx([y0, y0 + h])
    for p in paths:  # none inside the trim box grown by the bleed, all on the paper
        (_, ax, ay), (_, bx, by) = p.segments
        inside_x = x0 - 3 < max(ax, bx) and min(ax, bx) < spine + w + 3
        inside_y = y0 - 3 < max(ay, by) and min(ay, by) < y0 + h + 3
        assert not (inside_x and inside_y)
        assert 0 <= min(ax, bx) and max(ax, bx) <= 297 and 0 <= min(ay, by) and max(ay, by) <= 210


def test_pages_that_fill_the_sheet_get_no_marks_and_the_plan_says_why():
    sheet = impose_booklet(plain(4), paper("a4"))[0]  # A5 on A4: the paper edge is the trim edge
    assert not [i for i in sheet.items if isinstance(i, Path)]
    plan = plan_booklet(4, 148, 210, paper("a4"), bleed=3.0)
    assert any("crop marks" in n for n in plan.notes) and any("fold marks" in n for n in plan.notes)
    assert plan.keep_outer == pytest.approx((0.5, 0.0))


# -- duplex, steps, labels, errors ----------------------------------------------------------------


def test_duplex_setting_follows_the_sheet_shape():
    assert duplex_setting() == "flip on short edge"
    assert plan_booklet(8, 148, 210, paper("a4")).duplex == "flip on short edge"
    assert plan_booklet(8, 105, 148, paper("a4"), pages_per_side=4).duplex == "flip on long edge"
    steps = finishing_steps(plan_booklet(8, 105, 148, paper("a4"), pages_per_side=4))
    assert any("148.5 mm" in s and "pile A" in s for s in steps)


def test_label_pages_adds_a_small_number_inside_each_page():
    pages = label_pages(plain(3), start=5)
    for n, page in zip((5, 6, 7), pages):
        t = page.items[-1]
        assert isinstance(t, Text) and t.text == f"p. {n}" and t.size == 5
        assert 0 <= t.x and t.x + t.width <= page.width and 0 <= t.y and t.y + t.height <= page.height - 5


def test_pages_of_another_size_are_refused_in_one_line():
    pages = plain(5) + [Page(105, 148)]
    with pytest.raises(PnpError) as err:
        impose_booklet(pages, paper("a4"))
    assert "page 6" in str(err.value) and "\n" not in str(err.value)


def test_pages_too_big_for_the_paper_or_a_bad_count_per_side_are_refused():
    with pytest.raises(PnpError, match="do not fit"):
        impose_booklet(plain(4, 210, 297), paper("a4"))
    with pytest.raises(PnpError, match="do not fit"):
        impose_booklet(plain(4, 148, 210), paper("a4"), pages_per_side=4)
    with pytest.raises(PnpError, match="2 or 4"):
        impose_booklet(plain(4), paper("a4"), pages_per_side=3)
    with pytest.raises(PnpError):
        impose_booklet([], paper("a4"))


# -- marks only where they print, clear of the artwork ------------------------------------------------------

MARK_CASES = [
    ("a4", 4, 105.0, 148.0, 3.0, 20, 0.0),  # A6 cut and stack, 5 folios: the last sheet's bottom half is blank
    ("a4", 4, 105.0, 148.0, 3.0, 32, 0.1),
    ("a4", 4, 90.0, 130.0, 3.0, 16, 0.0),  # room for the bleed at the cut and for crop marks
    ("a4", 2, 148.0, 210.0, 3.0, 12, 0.0),  # A5 fills A4
    ("letter", 2, 5.5 * 25.4, 8.5 * 25.4, 3.175, 12, 0.0),
    ("a4", 2, 130.0, 185.0, 3.0, 16, 0.3),
]


@pytest.mark.parametrize("sheet_name, per_side, w, h, bleed, n, creep", MARK_CASES)
def test_every_mark_lies_in_the_printable_area_and_outside_every_pages_kept_artwork(sheet_name, per_side, w, h, bleed,
                                                                                    n, creep):
    sheet = paper(sheet_name)
    pages = plain(n, w, h, bleed)
    sheets = impose_booklet(pages, sheet, per_side, creep=creep)
    plan = plan_booklet(n + (-n % 4), w, h, sheet, per_side, creep, bleed)
    for page, side in zip(sheets, plan.sides):
        marks = [i for i in page.items if isinstance(i, Path)]
        assert all(m.style.stroke == REGISTRATION for m in marks)
        for m in marks:
            (_, ax, ay), (_, bx, by) = m.segments
            half = m.style.width / 2
            assert MARK_MARGIN - 1e-9 <= min(ax, bx) and max(ax, bx) <= page.width - MARK_MARGIN + 1e-9
            assert MARK_MARGIN - 1e-9 <= min(ay, by) and max(ay, by) <= page.height - MARK_MARGIN + 1e-9
            for x0, y0, x1, y1 in (p.clip for p in side.placements):  # a page's trim box and kept bleed
                overlaps = (min(ax, bx) - half < x1 and max(ax, bx) + half > x0
                            and min(ay, by) - half < y1 and max(ay, by) + half > y0)
                assert not overlaps, (page.label, m.segments, (x0, y0, x1, y1))


def test_a6_four_up_sheets_mark_the_middle_cut_at_both_side_edges():
    sheets = impose_booklet(plain(20, 105, 148), paper("a4"), 4)
    plan = plan_booklet(20, 105, 148, paper("a4"), 4, bleed=3.0)
    top_bottom, bottom_top = plan.row_y[0] + 148, plan.row_y[1]
    assert bottom_top - top_bottom == pytest.approx(1.0)  # the paper A4 has beyond two A6 rows
    for page in sheets:
        cuts = [p.segments for p in page.items if isinstance(p, Path) and p.segments[0][2] == p.segments[1][2]
                and top_bottom < p.segments[0][2] < bottom_top]
        xs = sorted(x for seg in cuts for x in (seg[0][1], seg[1][1]))
        assert len(cuts) == 2 and xs[0] < 20 and xs[-1] > 190, page.label  # one by each side edge
    steps = " ".join(finishing_steps(plan))
    assert "148.5 mm from the top edge, at the cut marks" in steps
    assert any("cut marks" in note for note in plan.notes)


def test_creep_beyond_the_safe_area_is_refused_with_the_limit():
    # 8 folios, content 5 mm from the spine, 1 mm clearance: at most 4 / 7 mm per folio
    assert max_creep(8, 5.0) == pytest.approx(4 / 7)
    plan_booklet(32, 105, 148, paper("a4"), 4, creep=4 / 7)
    with pytest.raises(PnpError) as err:
        plan_booklet(32, 105, 148, paper("a4"), 4, creep=0.6)
    assert "at most 0.571 mm per folio" in str(err.value) and "\n" not in str(err.value)
    with pytest.raises(PnpError, match="at most 0.2 mm"):  # content nearer the spine: less creep
        plan_booklet(32, 105, 148, paper("a4"), 4, creep=0.3, inner_margin=2.4)
