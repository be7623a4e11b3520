"""Saddle-stitch page order and padding: every page once, read back in order once folded."""

from __future__ import annotations

import pytest
from booklet_helpers import plain, read_folded

from pnp.errors import PnpError
from pnp.layout.blank import BLANK_NOTE
from pnp.layout.saddle import pad_to_multiple, saddle_order
from pnp.scene.model import Page, Text


def says_blank(page: Page) -> bool:
    """A padding page: nothing on it but the note that it is blank on purpose."""
    return len(page.items) == 1 and isinstance(page.items[0], Text) and page.items[0].text == BLANK_NOTE

# -- saddle order ---------------------------------------------------------------------------------


@pytest.mark.parametrize("n", [4, 8, 12, 16, 60])
def test_saddle_order_puts_every_page_once_and_folds_into_reading_order(n):
    sheets = saddle_order(n)
    assert len(sheets) == n // 4
    seen = sorted(p for s in sheets for side in (s.front, s.back) for p in side)
    assert seen == list(range(n))
    for s in sheets:
        assert sum(s.front) == n - 1 and sum(s.back) == n - 1
    assert read_folded([(s.front, s.back) for s in sheets]) == list(range(n))


def test_saddle_order_matches_the_standard_formula_and_puts_the_covers_outside():
    n = 16
    for k, s in enumerate(saddle_order(n)):
        assert s.front == (n - 1 - 2 * k, 2 * k)
        assert s.back == (2 * k + 1, n - 2 - 2 * k)
    assert saddle_order(8)[0].front == (7, 0)  # back cover left, front cover right


def test_the_fold_simulation_notices_a_wrong_order():
    good = [(s.front, s.back) for s in saddle_order(8)]
    swapped = [(f[::-1], b) for f, b in good]  # fronts printed the wrong way round
    assert read_folded(swapped) != list(range(8))
    assert read_folded(good[::-1]) != list(range(8))  # nested the wrong way


@pytest.mark.parametrize("n", [0, -4, 6, 10, 4.0])
def test_saddle_order_wants_a_positive_multiple_of_four(n):
    with pytest.raises(PnpError, match="multiple of 4"):
        saddle_order(n)


# -- padding --------------------------------------------------------------------------------------


def test_57_pages_are_padded_to_60_with_blanks_at_the_end():
    pages = plain(57)
    padded = pad_to_multiple(pages)
    assert len(padded) == 60 and padded[:57] == pages
    assert all(says_blank(p) and (p.width, p.height, p.bleed) == (148, 210, 3) for p in padded[57:])
    assert read_folded([(s.front, s.back) for s in saddle_order(len(padded))]) == list(range(60))


def test_with_a_back_cover_the_blanks_go_before_it():
    pages = plain(57)
    padded = pad_to_multiple(pages, back_cover=True)
    assert len(padded) == 60 and padded[:56] == pages[:56] and padded[-1] == pages[-1]
    assert all(says_blank(p) for p in padded[56:59])
    assert pad_to_multiple(plain(8)) == plain(8)  # nothing to add


def test_padding_refuses_a_blank_of_another_size_and_a_bad_multiple():
    with pytest.raises(PnpError) as err:
        pad_to_multiple(plain(5), blank=Page(105, 148))
    assert "\n" not in str(err.value)
    with pytest.raises(PnpError):
        pad_to_multiple(plain(5), multiple=0)
    with pytest.raises(PnpError):
        pad_to_multiple([])
