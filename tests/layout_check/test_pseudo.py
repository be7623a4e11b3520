"""Pseudo-localisation: every printed string of a drawn page 40 % longer, accented and bracketed, re-wrapped in its
own box; numbers and ids left as printed; and the layout check then sees what a translation would break."""

from __future__ import annotations

import math

import pytest

from pnp.fonts import metrics
from pnp.scene.affine import Affine
from pnp.scene.layout_check import OVERFLOW, check_page
from pnp.scene.model import Group, Page, Text
from pnp.scene.pseudo import CLOSE, GROWTH, OPEN, pseudo, pseudo_page, translatable
from pnp.scene.text import layout_text
from pnp.scene.walk import iter_items

WORDS = ["Score your path", "Par: 6", "Collect the gems and leave by the spider.", "RULES",
         "A race for 1 to 8 players:\neveryone draws a line.", "for leaving by the spider"]


@pytest.mark.parametrize("text", WORDS)
def test_a_string_grows_by_forty_percent_with_a_marker_at_each_end(text):
    out = pseudo(text)
    assert out.startswith(OPEN) and out.endswith(CLOSE)
    body = out[len(OPEN):-len(CLOSE)]
    paragraphs = text.split("\n")
    assert body.count("\n") == len(paragraphs) - 1  # its lines stay its lines
    for old, new in zip(paragraphs, body.split("\n")):
        assert len(new) == len(old) + math.ceil(len(old) * GROWTH)  # 40 % longer, each paragraph
        assert new[:len(old)].lower() != old.lower() or not any(c in "aceinouysz" for c in old.lower())
        assert sum(c.isalpha() for c in new[:len(old)]) == sum(c.isalpha() for c in old)  # letter for letter


def test_accented_letters_are_drawn_by_every_bundled_font():
    sample = pseudo("Aa Cc Ee Ii Nn Oo Uu Yy Ss Zz the quick brown fox")
    for font in ("body", "body-bold", "body-italic", "body-black", "display"):
        missing = {c for c in sample if not c.isspace() and not metrics(font).has_glyph(c)}
        assert not missing, f"{font} has no glyph for {sorted(missing)}"


@pytest.mark.parametrize("text", ["6", "+2", "E3", "SW-MYXMA-TQT7W", "II", "1:30", "", "  ", "×"])
def test_numbers_ids_and_blanks_are_left_as_printed(text):
    assert not translatable(text) and pseudo(text) == text


def test_every_text_of_a_page_is_pseudo_localised_in_its_own_box_groups_included():
    page = Page(63.5, 88.9, (Text("Collect the gems", 5, 5, 50, 10, size=10),
                             Group((Text("for leaving by the spider", 0, 0, 40, 10, size=8),
                                    Text("E3", 0, 12, 10, 5, size=8)), Affine.translate(5, 40))), label="card")
    out = pseudo_page(page)
    before = [t for t in iter_items(page.items) if isinstance(t, Text)]
    after = [t for t in iter_items(out.items) if isinstance(t, Text)]
    assert [(t.x, t.y, t.width, t.height, t.size) for t in after] == [(t.x, t.y, t.width, t.height, t.size)
                                                                       for t in before]
    assert [t.text for t in after] == [pseudo(t.text) for t in before]
    assert after[-1].text == "E3" and after[0].text != before[0].text


def test_a_box_that_holds_english_tightly_overflows_pseudo_localised_and_the_check_says_so():
    tight = Text("Collect the gems", 5, 5, 30, 5, size=9, wrap=False)
    assert not layout_text(tight).overflow
    page = Page(63.5, 88.9, (tight,), label="card")
    assert check_page(page, "card") == []
    found = check_page(pseudo_page(page), "card")
    assert [f.kind for f in found] == [OVERFLOW] and found[0].text.startswith(OPEN)


@pytest.mark.parametrize("text", ["Put one card next to the layout so that at least one of its paths runs on",
                                  "Keep it whole, and draw a card."])
def test_a_piece_of_a_pseudo_localised_string_is_left_as_it_is_whichever_lines_it_holds(text):
    """A layout set in the pseudo-locale may split a string into lines on several faces; a middle piece carries
    neither bracket, and pseudo-localising it again would make it longer than the translation it stands for."""
    whole = pseudo(text)
    words = whole.split(" ")
    for start in range(len(words)):
        for stop in range(start + 1, len(words) + 1):
            piece = " ".join(words[start:stop])
            assert pseudo(piece) == piece, piece
    assert pseudo(text.upper()) != text.upper()  # English, even in capitals, is still pseudo-localised
