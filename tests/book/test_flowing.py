"""The book's flowing pages keep a print designer's rules: no heading alone at a page's foot (keep-with-next), at
least two lines of a paragraph on each side of a page break (no orphans, no widows), a caption with its picture.
The rules themselves, and their check, are the one page flow's (tests/scene/test_page_flow.py)."""

from __future__ import annotations

import pytest

from pnp.book.flowing import SPARE, paginate
from pnp.book.front_pages import TITLE_ROOM, how_to_play_blocks, how_to_play_pages
from pnp.book.room import least_box
from pnp.scene.arrange import height_of
from pnp.scene.flow_check import placed_faults
from pnp.scene.layout_check import check_page
from pnp.scene.model import Text
from pnp.scene.pseudo import pseudo_locale
from pnp.scene.walk import iter_items

KINDS = ["labyrinth", "sword", "bow", "key", "treasure", "minotaur", "spider", "troll", "maze"]


def _clean(w: float, h: float, floor: float) -> None:
    blocks = how_to_play_blocks(KINDS, (w, h), floor)
    assert placed_faults(paginate(blocks, (w, h), floor, TITLE_ROOM)) == [], (w, h)
    heights = [height_of(x.node, w, floor) for x in blocks if not x.split]  # as the flow measures them
    tall = [t for t in heights if t > h - SPARE]
    assert not tall, f"a picture taller than the {h} mm page: {tall}"


@pytest.mark.parametrize(("w", "h", "floor"), [(101.6, 134.0, 0.0), (101.6, 166.0, 8.0), (101.6, 150.0, 8.0)])
def test_how_to_play_pages_keep_headings_with_their_text(w, h, floor):
    """Boxes where a heading would end a page, or the legend (178 mm at 8 pt, 5 × 8 in wide) would be taller than
    the page: no heading or caption alone at a foot, no orphan, no widow, no picture cut by the page's foot."""
    _clean(w, h, floor)


@pytest.mark.slow
@pytest.mark.parametrize("floor", [0.0, 8.0, 12.0])
def test_how_to_play_pages_of_every_height_keep_headings_with_their_text(floor):
    """Every box a book can have at the floor, from 5 × 8 in wide to 8.5 × 11 in, from the least height the floor
    allows up: the same rules on every one."""
    least_w, least_h = least_box(floor)
    for w in [w for w in (101.6, 120.0, 165.0) if w >= least_w]:
        for h in range(int(max(110.0, least_h)), 240, 4):
            _clean(w, h, floor)


def test_paragraphs_are_set_in_the_locale_before_they_are_placed():
    """In the pseudo-locale the how-to-play paragraphs are laid out as their longer translation (so they take
    more lines and pages), not lengthened afterwards in boxes measured for English."""
    box = (101.6, 165.0)
    plain = how_to_play_pages(KINDS, box)
    with pseudo_locale():
        pseudo = how_to_play_pages(KINDS, box)
    texts = [t for page in pseudo for t in iter_items(page.items) if isinstance(t, Text) and len(t.text) > 60]
    # the translation, not the English: accented letters, or the padding that makes it longer (a paragraph's
    # last lines, split onto a page of their own, can be its padding alone)
    assert texts and all(set(t.text) & set("åéîöû~") for t in texts)
    assert len(pseudo) >= len(plain)
    for page in pseudo:
        assert [f for f in check_page(page, floor=7.0) if f.kind in ("overflow", "overlap")] == []


def test_credits_that_need_a_second_copyright_page_flow_onto_it():
    """As designed the copyright page shrinks to 8 pt to stay one page; credits that still do not fit (a longer
    language's, many icons on a small trim) go on to a second page, every licence printed: none is cut off."""
    from pnp.book.front_pages import copyright_pages
    from pnp.book.model import BookInfo
    from pnp.icons import icon_names

    info = BookInfo(title="Labyrinth Puzzles", author="Ada", copyright="© 2026 Ada", isbn="978-1-4028-9462-6")
    icons = list(icon_names())[:40]
    with pseudo_locale():
        pages = copyright_pages(info, icons, (101.6, 171.0))
    words = " ".join(t.text for page in pages for t in iter_items(page.items) if isinstance(t, Text))
    assert len(pages) > 1
    assert "Påblö" in words and "çöpý ör prîñt" in words  # the last font's credit and the last paragraph
