from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from scenes import reference_split

from pnp.errors import PnpError
from pnp.fonts import metrics
from pnp.scene.model import Text
from pnp.scene.text import PT, layout_text, text_width

words = st.lists(st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=1, max_size=9), min_size=1, max_size=30)


@given(words, st.floats(20, 120), st.sampled_from(["body", "body-bold", "display"]))
def test_wrapped_lines_fit_the_box_width_and_keep_every_word(ws, width, font):
    text = " ".join(ws)
    layout = layout_text(Text(text, 0, 0, width, 500, font=font, size=10))
    for line in layout.lines:
        assert line.width <= width + 1e-6 or len(line.text) == 1
    assert "".join(line.text for line in layout.lines).replace(" ", "") == text.replace(" ", "")


@given(words)
def test_greedy_wrapping_never_leaves_room_for_the_next_word(ws):
    width = 60.0
    t = Text(" ".join(ws), 0, 0, width, 500, size=10)
    lines = layout_text(t).lines
    for a, b in zip(lines, lines[1:]):
        first_word = b.text.split(" ")[0]
        if len(a.text) > 1 and len(first_word) > 0:
            assert a.width + text_width(" " + first_word, size=10) > width - 1e-6


def test_explicit_newlines_start_new_lines():
    layout = layout_text(Text("one\ntwo\n\nfour", 0, 0, 100, 100))
    assert [line.text for line in layout.lines] == ["one", "two", "", "four"]


def test_alignment_puts_lines_flush_left_centred_or_right():
    edges = (("left", lambda ln: ln.x), ("center", lambda ln: ln.x + ln.width / 2),
             ("right", lambda ln: ln.x + ln.width))
    for align, expect in edges:
        layout = layout_text(Text("short\na much longer line", 10, 0, 80, 50, align=align))
        ref = {"left": 10, "center": 50, "right": 90}[align]
        for line in layout.lines:
            assert abs(expect(line) - ref) < 1e-9


def test_lines_are_spaced_by_size_times_leading():
    layout = layout_text(Text("a\nb\nc", 0, 0, 50, 50, size=12, leading=1.5))
    steps = [b.baseline - a.baseline for a, b in zip(layout.lines, layout.lines[1:])]
    assert all(abs(s - 12 * 1.5 * PT) < 1e-9 for s in steps)


def test_vertical_alignment_top_middle_bottom():
    m = metrics("body")
    em = 10 * PT / 1000
    top = layout_text(Text("x", 0, 10, 50, 30, size=10, valign="top")).lines[0].baseline
    mid = layout_text(Text("x", 0, 10, 50, 30, size=10, valign="middle")).lines[0].baseline
    bottom = layout_text(Text("x", 0, 10, 50, 30, size=10, valign="bottom")).lines[0].baseline
    assert abs(top - (10 + m.ascent * em)) < 1e-9
    assert abs((mid - m.cap_height * em / 2) - 25) < 1e-9  # capitals centred on the box's middle
    assert abs(bottom - (40 - m.descent * em)) < 1e-9
    assert top < mid < bottom


def test_shrink_to_fit_reduces_the_size_until_the_text_fits():
    long = "This sentence is far too long for a small box at twelve points."
    t = Text(long, 0, 0, 30, 12, size=12, min_size=5)
    layout = layout_text(t)
    assert layout.size < 12 and not layout.overflow
    assert layout.size >= 5
    assert all(line.width <= 30 + 1e-6 for line in layout.lines)


def test_text_that_cannot_fit_is_reported_as_overflowing():
    layout = layout_text(Text("word " * 50, 0, 0, 20, 5, size=12, min_size=10))
    assert layout.overflow and layout.size == 10


def test_unknown_alignment_is_refused():
    with pytest.raises(PnpError, match="alignment"):
        Text("x", 0, 0, 1, 1, align="justify")


def _reference_lines(word: str, font: str, size: float, max_w: float) -> list[str]:
    """A word too wide for its box split as the search down from the whole word always split it."""
    return reference_split(word, metrics(font), size, max_w)


@pytest.mark.parametrize("word, width, size", [
    ("Wimmelbildermaschinenlabyrinth", 9.0, 10.0), ("mmmmmmmmmmmmmmmmmmmm", 3.3, 12.25), ("il.il.il.Mi8", 1.0, 6.5),
    ("x" * 300, 0.0, 9.0), ("ÄéÅ" * 50, 25.0, 30.0),
])
def test_a_long_word_splits_where_the_search_from_its_end_split_it(word, width, size):
    laid = layout_text(Text(word, 0, 0, width, 1000, size=size))
    assert [line.text for line in laid.lines] == _reference_lines(word, "body", size, width / PT)


def test_a_2000_character_word_in_a_narrow_box_is_laid_out_at_once():
    import time

    start = time.perf_counter()
    laid = layout_text(Text("w" * 2000, 0, 0, 1, 1000, size=9))
    assert len(laid.lines) == 2000 and time.perf_counter() - start < 2  # it took minutes (a cubic search)


@pytest.mark.parametrize("align", ["left", "center", "right"])
def test_a_line_starting_with_a_glyph_whose_ink_leans_out_moves_in_as_far_as_its_box_has_room(align):
    """An italic "j" inks about 9 % of an em left of its origin: a left-aligned line that starts with one moves in
    until its ink starts on the box's edge (the layout check allows a side bearing of OVERHANG); a line with no
    room to its right stays where it was; a line starting with an ordinary letter never moves."""
    from pnp.scene.glyph_ink import ink_boxes
    from pnp.scene.text import OVERHANG

    t = Text("zwei\njou.", 10, 0, 60, 50, font="body-italic", size=12, align=align)
    lay = layout_text(t)
    lines = {line.text: line for line in lay.lines}
    assert min(b[0] for b in ink_boxes(t)) >= t.x - OVERHANG * 12 * PT - 1e-9
    plain = layout_text(Text("zwei", 10, 0, 60, 50, font="body-italic", size=12, align=align)).lines[0]
    assert lines["zwei"].x == plain.x  # an ordinary first letter: placed as ever
    full = Text("jou.", 10, 0, text_width("jou.", "body-italic", 12), 50, font="body-italic", size=12, align=align)
    assert layout_text(full).lines[0].x == pytest.approx(10)  # no room on its right: not moved past the box


@pytest.mark.parametrize("align", ["left", "center", "right"])
def test_a_line_ending_with_a_glyph_whose_ink_leans_out_moves_in_as_far_as_its_box_has_room(align):
    """An italic "f" inks about 5 % of an em right of its advance: a right-aligned line that ends with one moves
    in until its ink ends on the box's edge; a line with no room to its left stays where it was; a line ending
    with an ordinary letter never moves."""
    from pnp.scene.glyph_ink import ink_boxes
    from pnp.scene.text import OVERHANG

    t = Text("zwei\nauf", 10, 0, 60, 50, font="body-italic", size=12, align=align)
    lines = {line.text: line for line in layout_text(t).lines}
    assert max(b[2] for b in ink_boxes(t)) <= t.x + t.width + OVERHANG * 12 * PT + 1e-9
    plain = layout_text(Text("zwei", 10, 0, 60, 50, font="body-italic", size=12, align=align)).lines[0]
    assert lines["zwei"].x == plain.x  # an ordinary last letter: placed as ever
    full = Text("auf", 10, 0, text_width("auf", "body-italic", 12), 50, font="body-italic", size=12, align=align)
    assert layout_text(full).lines[0].x == pytest.approx(10)  # no room on its left: not moved past the box
