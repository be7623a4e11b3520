"""Rules pages with pictures: rows on a two-column grid, nothing split, figures scaled into their cell."""

from __future__ import annotations

import pytest

from pnp.scene.model import Group, Page, Style, Text
from pnp.scene.rules_sheet import GUTTER, MARGIN, Rules, Section, compose
from pnp.scene.shapes import rect
from pnp.scene.text import layout_text

W, H = 210.0, 297.0


def art(w: float, h: float) -> Page:
    return Page(w, h, (rect(0, 0, w, h, Style(fill=None, stroke=None)),))


def figures_of(page: Page) -> list[Group]:
    return [item for item in page.items if isinstance(item, Group)]


def test_half_sections_pair_on_the_two_column_lines_and_full_ones_span_the_page():
    rules = Rules("T", "", (Section("A", "one", half=True), Section("B", "two", half=True), Section("C", "three")))
    (page,) = compose(W, H, rules, {})
    heads = {t.text: t for t in page.items if isinstance(t, Text) and t.text in "ABC"}
    half = (W - 2 * MARGIN - GUTTER) / 2
    assert heads["A"].x == MARGIN and heads["B"].x == pytest.approx(MARGIN + half + GUTTER)
    assert heads["A"].y == heads["B"].y < heads["C"].y
    assert heads["C"].width == pytest.approx(W - 2 * MARGIN)


def test_a_figure_is_scaled_to_its_cell_and_capped_by_its_max_height():
    wide = Rules("T", "", (Section("Wide", "x", figure="w", half=True),))
    tall = Rules("T", "", (Section("Tall", "x", figure="t", max_height=40.0),))
    (group,) = figures_of(compose(W, H, wide, {"w": art(400, 100)})[0])
    half = (W - 2 * MARGIN - GUTTER) / 2
    assert group.transform.a == pytest.approx(half / 400)
    (group,) = figures_of(compose(W, H, tall, {"t": art(50, 200)})[0])
    assert group.transform.a == pytest.approx(40 / 200)


def test_rows_that_do_not_fit_move_whole_to_the_next_page_and_every_page_is_numbered():
    sections = tuple(Section(f"Section {n}", "word " * 120, figure="f") for n in range(6))
    pages = compose(W, H, Rules("Game", "intro", sections), {"f": art(100, 60)})
    assert len(pages) > 1
    for n, page in enumerate(pages, 1):
        texts = [t for t in page.items if isinstance(t, Text)]
        assert any(t.text == f"Game · page {n} of {len(pages)}" for t in texts)
        for t in texts:
            assert all(MARGIN - 1e-6 <= ln.baseline <= H - MARGIN + 1e-6 for ln in layout_text(t).lines)
    placed = [(p.label, t.text) for p in pages for t in p.items if isinstance(t, Text) and t.text.startswith("Sec")]
    assert [text for _, text in placed] == [f"Section {n}" for n in range(6)]  # in order, none lost


def worded(w: float, h: float, size: float) -> Page:
    """A figure ``w`` x ``h`` mm whose smallest words are ``size`` pt, as a game draws it for a floor."""
    return Page(w, h, (rect(0, 0, w, h, Style(fill=None, stroke=None)),
                       Text(x=2, y=2, width=w - 4, height=10, text="a word", size=size)))


def test_a_missing_figure_or_a_figure_taller_than_a_page_at_its_floor_is_a_programming_error():
    with pytest.raises(ValueError, match="not drawn: f"):
        compose(W, H, Rules("T", "", (Section("A", "x", figure="f"),)), {})
    with pytest.raises(ValueError, match="taller than the page"):  # shrunk, its words would print under 12 pt
        compose(W, H, Rules("T", "", (Section("A", "x", figure="f"),)), {"f": worded(100, 400, 12.0)}, text_floor=12)
    # a figure without words has nothing to keep at the floor: it shrinks onto the page as on any other
    assert compose(W, H, Rules("T", "", (Section("A", "x", figure="f"),)), {"f": art(100, 400)}, text_floor=12)


def test_a_section_taller_than_a_page_flows_on_with_its_heading_on_the_first():
    pages = compose(W, H, Rules("T", "", (Section("A", "word " * 3000),)), {})
    assert len(pages) > 2
    heads = [(n, t) for n, p in enumerate(pages) for t in p.items if isinstance(t, Text) and t.text == "A"]
    assert [n for n, _ in heads] == [0]


def test_on_small_paper_a_figure_shrinks_so_its_section_still_fits_one_page():
    rules = Rules("T", "", (Section("A", "word " * 40, figure="f", max_height=250.0),))
    pages = compose(105.0, 148.0, rules, {"f": art(50, 200)})
    (group,) = [g for page in pages for g in figures_of(page)]
    bottom = group.transform.f + 200 * group.transform.d
    assert bottom <= 148.0 - MARGIN


def test_a_below_section_stacks_under_the_previous_half_in_its_column_and_the_row_takes_the_taller_column():
    short = "word " * 10
    rules = Rules("T", "", (Section("A", short, half=True), Section("B", short, half=True, below=True),
                            Section("C", "word " * 80, half=True), Section("D", "after")))
    (page,) = compose(W, H, rules, {})
    heads = {t.text: t for t in page.items if isinstance(t, Text) and t.text in "ABCD"}
    half = (W - 2 * MARGIN - GUTTER) / 2
    assert heads["A"].x == heads["B"].x == MARGIN and heads["A"].y < heads["B"].y  # one column, one under another
    assert heads["C"].x == pytest.approx(MARGIN + half + GUTTER) and heads["C"].y == heads["A"].y  # beside them
    body_c = next(t for t in page.items if isinstance(t, Text) and t.text.startswith("word word") and t.x > MARGIN)
    assert heads["D"].y > body_c.y + body_c.height  # the next row starts below the taller column
    assert heads["D"].y > heads["B"].y


def test_on_narrow_paper_every_section_takes_the_full_width():
    rules = Rules("T", "", (Section("A", "one", half=True), Section("B", "two", half=True)))
    pages = compose(148.0, 210.0, rules, {})
    heads = {t.text: t for p in pages for t in p.items if isinstance(t, Text) and t.text in "AB"}
    assert heads["A"].x == heads["B"].x == MARGIN and heads["A"].y < heads["B"].y
    assert heads["A"].width == pytest.approx(148.0 - 2 * MARGIN)


def test_a_12pt_floor_sets_every_text_at_the_floor_and_a_figure_no_smaller_than_keeps_its_words_there():
    from pnp.scene.walk import printed_text_sizes

    rules = Rules("T", "intro", (Section("A", "one", half=True, figure="f", caption="small", max_height=20.0),
                                 Section("B", "two", half=True)))
    pages = compose(W, H, rules, {"f": worded(100, 40, 12.0)}, text_floor=12.0)
    sizes = [size for page in pages for _, size in printed_text_sizes(page.items)]
    assert min(sizes) >= 12.0 - 1e-6
    (group,) = [g for p in pages for g in figures_of(p)]
    assert group.transform.a == pytest.approx(1.0)  # its max_height would have it at half: its words hold it
    # without words it has nothing to keep at the floor: its max_height holds
    (group,) = [g for p in compose(W, H, rules, {"f": art(100, 40)}, text_floor=12.0) for g in figures_of(p)]
    assert group.transform.a == pytest.approx(20.0 / 40)


@pytest.mark.parametrize("floor", [0.0, 12.0])
def test_a_figure_fills_its_cell_but_its_words_print_no_larger_than_the_body_they_illustrate(floor):
    """A small figure with 8 pt words in a full-width cell: its cell would draw it 3.6 times its size, its words
    at 29 pt; it stops where they reach the body's size (9.5 pt as designed, 12 at a 12 pt floor)."""
    from pnp.scene.rules_sheet import DESIGNED

    rules = Rules("T", "", (Section("A", "one", figure="f"),))
    (group,) = [g for p in compose(W, H, rules, {"f": worded(50, 10, 8.0)}, text_floor=floor)
                for g in figures_of(p)]
    assert group.transform.a == pytest.approx(DESIGNED.at_least(floor).body / 8.0)


@pytest.mark.parametrize("floor", [5.0, 8.0])
def test_a_half_section_whose_figure_a_half_column_would_shrink_under_the_floor_takes_a_row_of_its_own(floor):
    """Its figure, drawn for the floor 160 mm wide, would print its words under the floor in half a column of
    A4: the section and its pair go full width, each in a row, and the figure keeps its words at the floor; a
    figure that holds the floor in half a column keeps the pair side by side."""
    from pnp.scene.walk import printed_text_sizes

    rules = Rules("T", "", (Section("A", "one", half=True, figure="f"), Section("B", "two", half=True)))
    pages = compose(W, H, rules, {"f": worded(160, 40, floor)}, text_floor=floor)
    assert len(column_lines(pages, ("A", "B"))) == 1
    assert min(size for p in pages for _, size in printed_text_sizes(p.items)) >= floor - 1e-6
    pages = compose(W, H, rules, {"f": worded(160, 40, 2.5 * floor)}, text_floor=floor)
    assert len(column_lines(pages, ("A", "B"))) == 2


def column_lines(pages: list[Page], names: str) -> set[float]:
    return {round(t.x, 3) for p in pages for t in p.items if isinstance(t, Text) and t.text in names}


@pytest.mark.parametrize(("floor", "paper", "columns"), [
    (0.0, (210.0, 297.0), 2), (5.0, (210.0, 297.0), 2), (8.0, (210.0, 297.0), 2), (12.0, (210.0, 297.0), 1),
    (5.0, (215.9, 279.4), 2), (8.0, (215.9, 279.4), 2), (12.0, (215.9, 279.4), 1),
    (8.0, (297.0, 420.0), 2), (12.0, (297.0, 420.0), 2),  # A3 holds two comfortable columns of 12 pt
    (0.0, (148.0, 210.0), 1), (8.0, (148.0, 210.0), 1)])  # half of A5 holds about 34 characters of 9.5 pt
def test_sections_go_two_to_a_row_where_a_column_holds_a_comfortable_line_at_the_size_in_force(floor, paper,
                                                                                                columns):
    """A 5 or 8 pt floor leaves the 9.5 pt body as designed, so its columns stay; 12 pt type makes half an A4
    page too short a line (about 42 characters), A3's half holds it."""
    rules = Rules("T", "", (Section("A", "one", half=True), Section("B", "two", half=True)))
    pages = compose(*paper, rules, {}, text_floor=floor)
    assert len(column_lines(pages, ("A", "B"))) == columns


def test_the_column_rule_counts_characters_at_the_body_size():
    from pnp.scene.rules_sheet import ALPHABET, MIN_COLUMN_CHARS, two_columns
    from pnp.scene.text import text_width

    for size in (8.0, 9.5, 12.0, 16.0):
        char = text_width(ALPHABET, "body", size) / len(ALPHABET)
        exact = 2 * MIN_COLUMN_CHARS * char + GUTTER  # the narrowest page whose columns hold the line
        assert two_columns(exact + 0.5, size) and not two_columns(exact - 0.5, size)


@pytest.mark.parametrize("floor", [0.0, 8.0, 12.0, 18.0])
def test_the_page_foot_holds_its_line_at_any_floor_and_the_rows_end_above_it(floor):
    """The "page n of N" foot grows its box with its type (a 4 mm box does not hold a 12 pt line), and the rows
    above stop short of that box, so nothing overflows or meets the foot at any text floor."""
    from pnp.scene.layout_check import OVERFLOW, OVERLAP, check_page

    sections = tuple(Section(f"Section {n}", "word " * 90) for n in range(8))
    pages = compose(W, H, Rules("Game", "intro", sections), {}, text_floor=floor)
    assert len(pages) > 1
    for page in pages:
        faults = [f for f in check_page(page, floor=floor) if f.kind in (OVERFLOW, OVERLAP)]
        assert not faults, faults
        texts = [t for t in page.items if isinstance(t, Text)]
        (foot,) = [t for t in texts if " · page " in t.text]
        assert all(t.y + t.height <= foot.y + 1e-6 for t in texts if t is not foot)


def test_the_two_cells_of_a_row_start_their_paragraphs_on_one_baseline_whatever_their_headings():
    body = "word " * 30
    rules = Rules("T", "", (Section("A heading long enough to take two lines in half a column of A4 paper", body,
                                    half=True), Section("Short", body, half=True)))
    (page,) = compose(W, H, rules, {})
    left, right = (next(t for t in page.items if isinstance(t, Text) and t.text.startswith("word") and
                        (t.x < W / 2) == is_left) for is_left in (True, False))
    heads = [t for t in page.items if isinstance(t, Text) and t.font == "body-bold"]
    assert len(layout_text(heads[0]).lines) == 2 and len(layout_text(heads[1]).lines) == 1  # headings differ
    assert [ln.baseline for ln in layout_text(left).lines] == pytest.approx(
        [ln.baseline for ln in layout_text(right).lines])  # yet every line beside its neighbour
