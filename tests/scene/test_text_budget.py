"""Text fitting always ends, in few steps: a size floor, a binary search, long words cut in linear time.

The reference functions below are the simple searches the layout used before
(every quarter point down; every cut tried from the end); the layout must give
exactly their answers, only faster.
"""

from __future__ import annotations

import math
from dataclasses import fields

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scenes import reference_split

import pnp.scene.text as text_mod
from pnp.errors import PnpError
from pnp.fonts import FontMetrics, metrics
from pnp.scene.model import MAX_FONT_SIZE, MIN_FONT_SIZE, Text
from pnp.scene.text import FIT_STEP, PT, fit_steps, layout_text, split_word


def reference_layout(t: Text) -> tuple[float, list[str], bool]:
    m = metrics(t.font)
    size = t.size
    lines = text_mod._lines_at(t, m, size)
    overflow = not text_mod._fits(t, m, size, lines)
    if overflow and t.min_size is not None:
        while size - 0.25 >= t.min_size - 1e-9:
            size -= 0.25
            lines = text_mod._lines_at(t, m, size)
            if text_mod._fits(t, m, size, lines):
                overflow = False
                break
    return size, lines, overflow


class Counting(FontMetrics):
    """The body font's metrics, counting the width sums the layout asks for."""

    calls = 0

    def string_width(self, text: str, size: float) -> float:
        Counting.calls += 1
        return super().string_width(text, size)


def counting_body() -> Counting:
    body = metrics("body")
    return Counting(**{f.name: getattr(body, f.name) for f in fields(body)})


letters = st.text(alphabet="abcdefghijklmnopqrstuvwxyzWMil", min_size=1, max_size=40)


@given(letters, st.floats(0.2, 30), st.floats(4, 40))
def test_cutting_a_long_word_gives_the_simple_search_s_pieces(word, width_mm, size):
    m = metrics("body")
    assert split_word(word, m, size, width_mm / PT) == reference_split(word, m, size, width_mm / PT)


@settings(max_examples=60, deadline=None)
@given(st.lists(letters, min_size=1, max_size=12), st.floats(1, 60), st.floats(2, 30), st.floats(4, 24),
       st.sampled_from([None, 1.0, 3.0, 6.5]), st.booleans())
def test_shrinking_finds_the_size_stepping_down_finds(words, width, height, size, min_size, wrap):
    t = Text(" ".join(words), 0, 0, width, height, size=size, min_size=min_size, wrap=wrap)
    layout = layout_text(t)
    size_ref, lines_ref, overflow_ref = reference_layout(t)
    assert (layout.size, [ln.text for ln in layout.lines], layout.overflow) == (size_ref, lines_ref, overflow_ref)


def test_a_5000_character_word_in_a_1_mm_box_is_cut_with_a_linear_count_of_sums(monkeypatch):
    counting = counting_body()
    monkeypatch.setattr(text_mod, "metrics", lambda key: counting)
    layout_text.cache_clear()  # lay it out now, with these metrics
    Counting.calls = 0
    layout = layout_text(Text("W" * 5000, 0, 0, 1, 1, size=10))
    assert [ln.text for ln in layout.lines] == ["W"] * 5000  # one W is wider than 1 mm: one a line
    assert layout.overflow
    # a width for the word, one per remaining piece and one per line placed; the old search summed
    # every candidate cut of every piece (about 5000² / 2 sums of up to 5000 characters)
    assert 5000 <= Counting.calls <= 4 * 5000


def test_shrink_to_fit_takes_a_logarithmic_number_of_layouts(monkeypatch):
    calls = []
    real = text_mod._lines_at
    monkeypatch.setattr(text_mod, "_lines_at", lambda t, m, size: calls.append(size) or real(t, m, size))
    layout_text.cache_clear()
    word = "W" * 5000
    layout = layout_text(Text(word, 0, 0, 1, 1, size=MAX_FONT_SIZE, min_size=MIN_FONT_SIZE))
    steps = fit_steps(MAX_FONT_SIZE, MIN_FONT_SIZE)
    assert steps == round((MAX_FONT_SIZE - MIN_FONT_SIZE) / FIT_STEP)
    assert layout.size == MIN_FONT_SIZE and layout.overflow  # nothing fits: the floor, overflowing
    assert 2 <= len(calls) <= math.ceil(math.log2(steps)) + 2  # 18 layouts, not 39,996


def test_fit_steps_stop_at_the_floor():
    assert fit_steps(10, 9) == 4
    assert fit_steps(10, 9.1) == 3
    assert fit_steps(10, 10) == 0
    assert fit_steps(7.3, 1) == 25  # 7.3 - 6.25 = 1.05


@pytest.mark.parametrize("min_size", [0.0, 0.5, -1.0, math.nan, MAX_FONT_SIZE * 2])
def test_a_min_size_below_the_floor_or_not_a_size_is_refused(min_size):
    with pytest.raises(PnpError, match="smallest font size"):
        Text("x", 0, 0, 10, 10, min_size=min_size)


@pytest.mark.parametrize("size", [0.0, -3.0, math.nan, math.inf, MAX_FONT_SIZE * 2])
def test_a_font_size_out_of_range_is_refused(size):
    with pytest.raises(PnpError, match="font size must be above 0"):
        Text("x", 0, 0, 10, 10, size=size)


def test_a_saved_scene_with_a_tiny_min_size_is_refused_with_its_key_path():
    from pnp.scene.jsonio import from_json

    item = {"type": "text", "text": "x", "box": [0, 0, 1, 1], "min_size": 0.01}
    data = {"kind": "scene", "version": 1, "pages": [{"width": 20, "height": 20, "items": [item]}]}
    with pytest.raises(PnpError, match=r"s\.json: pages\[0\]\.items\[0\]\.min_size: 0\.01 is too small \(at least 1"):
        from_json(data, "s.json")
