"""An answer's caption (``Puzzle 12 · page 34`` and the puzzle's id) is one layout: in a longer language its words
wrap beside the id and the caption grows, so neither runs over the other nor out of its box, and the drawing
under it starts lower by as much; in English it is one line as designed."""

from __future__ import annotations

import pytest

from pnp.book.answer_pages import caption, caption_h
from pnp.book.model import Entry, Placed
from pnp.scene.layout_check import check_page
from pnp.scene.model import Page
from pnp.scene.pseudo import pseudo_locale, pseudo_page
from pnp.scene.tall import laid_tall

# the narrowest share an answer takes at each floor: a quarter at 5 × 8 in as designed, half a page (the box's
# width) over the book's 7 pt, at 5 × 8 in and, at 12 pt, at 8.5 × 11 in
WIDTHS = {0.0: 47.8, 8.0: 101.6, 12.0: 165.1}


@pytest.mark.parametrize("floor", list(WIDTHS))
def test_a_longer_caption_wraps_beside_the_id_and_grows(floor):
    p = Placed(Entry("bow", "BO-LYYG", 1.0, None), 123, 4, 113, 140)
    width = WIDTHS[floor]
    items, h = laid_tall(caption(p, floor), 0.0, 0.0, width, floor, "the caption")
    assert h == pytest.approx(caption_h(floor))  # English: one line, as designed
    with pseudo_locale():
        items, h = laid_tall(caption(p, floor), 0.0, 0.0, width, floor, "the caption")
    page = pseudo_page(Page(width, h, tuple(items), bleed=0.0))  # as the sweep reads it: nothing left to lengthen
    assert check_page(page, "caption", floor=max(7.0, floor)) == []
    if floor == 0.0:  # a quarter's width: the longer words take two lines
        assert h > caption_h(floor)
