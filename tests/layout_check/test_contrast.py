"""Every printed text readable on what is behind it: 4.5:1 or more (pnp.render.contrast), measured on the page as
it prints. First the check itself on planted pages, then every page of every kit (slow)."""

from __future__ import annotations

import pytest

from pnp.render.contrast import CONTRAST, contrast_findings
from pnp.scene.color import BLACK, WHITE, Color
from pnp.scene.model import Page, Style, Text
from pnp.scene.shapes import circle, rect

GREY = Color.grey(0.62)  # 2.6:1 on white: a label nobody reads by lamplight


def _page(*items) -> Page:
    return Page(60.0, 40.0, tuple(items), bleed=0.0, label="planted")


def _word(color: Color, x: float = 5.0, y: float = 5.0, text: str = "Treasure", size: float = 14.0) -> Text:
    return Text(text, x, y, 50.0, 10.0, size=size, color=color)


def test_dark_text_on_white_and_white_text_on_a_dark_band_pass() -> None:
    assert contrast_findings(_page(_word(BLACK))) == []
    band = rect(0.0, 0.0, 60.0, 20.0, Style(fill=Color.hex("#2b2b2b")))
    assert contrast_findings(_page(band, _word(WHITE))) == []


def test_grey_text_on_white_and_white_text_on_yellow_are_found() -> None:
    found = contrast_findings(_page(_word(GREY)))
    assert [f.kind for f in found] == [CONTRAST] and found[0].text == "Treasure" and found[0].where == "planted"
    yellow = rect(0.0, 0.0, 60.0, 20.0, Style(fill=Color.hex("#f2c230")))
    assert [f.text for f in contrast_findings(_page(yellow, _word(WHITE)))] == ["Treasure"]


def test_what_is_behind_is_where_the_letters_fall_not_the_box_around_them() -> None:
    # a white letter on a dark disc smaller than its text box: read on the disc, so it passes; the same letter
    # beside the disc, on the white page, fails
    disc = circle(15.0, 12.0, 6.0, Style(fill=Color.hex("#1e3a5f")))
    on = Text("W", 9.0, 6.0, 12.0, 12.0, size=20.0, color=WHITE, align="center", valign="middle")
    assert contrast_findings(_page(disc, on)) == []
    off = Text("W", 35.0, 6.0, 12.0, 12.0, size=20.0, color=WHITE, align="center", valign="middle")
    assert [f.text for f in contrast_findings(_page(disc, off))] == ["W"]


def test_a_hairline_under_a_word_does_not_fail_it_but_a_texture_does() -> None:
    line = rect(0.0, 10.5, 60.0, 0.2, Style(fill=BLACK))
    assert contrast_findings(_page(line, _word(BLACK))) == []
    stripes = [rect(x, 0.0, 1.0, 20.0, Style(fill=Color.grey(0.15))) for x in range(0, 60, 2)]
    assert contrast_findings(_page(*stripes, _word(BLACK))) != []


@pytest.mark.slow
@pytest.mark.parametrize("name", ["labyrinth", "maze-tiles", "path-cards", "notebook"])
def test_every_page_of_every_kit_reads_at_four_and_a_half_to_one(name, fewer_deals):
    """Every component and page a kit prints (as designed, A4, the home preset): cover, contents, rules and
    their figures, every part's fronts and backs."""
    from pnp.catalog import paper
    from pnp.game import KitRequest
    from pnp.kits.layout_sweep import kit_own_pages, part_pages
    from pnp.layout.presets import load_preset
    from pnp.registry import game
    from pnp.themes.apply import themed_page
    from pnp.themes.files import load_theme

    theme, sheet = load_theme(None), paper("a4")
    spec = game(name).make_kit(KitRequest(1, 2, sheet, "sheets", 1, game(name).prepare_kit_options({}), None))
    pages = [named for part in spec.parts for named in part_pages(part)]
    pages += kit_own_pages(spec, load_preset("home"), sheet)
    found = [str(f) for named in pages for f in contrast_findings(themed_page(named.page, theme), named.where)]
    assert found == [], f"{len(found)} texts under 4.5:1, the first: " + "; ".join(found[:5])


@pytest.mark.slow
def test_a_books_cover_and_pages_read_at_four_and_a_half_to_one():
    """A small book of every kind of puzzle: its cover (words on the art) and every interior page."""
    from pnp.book.build import BookOptions, make_book
    from pnp.book.mix import default_maze_sizes, parse_mix
    from pnp.book.model import BookInfo
    from pnp.book_catalog import service, trim

    book = make_book(BookOptions(info=BookInfo(title="Labyrinth Puzzles", subtitle="", author="", seed=1),
                                 mix=parse_mix("labyrinth=1,minigames=7,maze=1", default_maze_sizes(0.0)),
                                 trim=trim("6x9"), service=service("kdp"), floor=0.0, cover=True))
    assert book.cover is not None
    pages = [("cover", p) for p in book.cover.pages]
    pages += [(f"page {n}", p) for n, p in enumerate(book.interior.pages, start=1)]
    found = [str(f) for where, page in pages for f in contrast_findings(page, where)]
    assert found == [], f"{len(found)} texts under 4.5:1, the first: " + "; ".join(found[:5])
