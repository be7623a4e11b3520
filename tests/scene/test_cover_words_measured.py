"""Issue 28: a cover's picture drops its words by a measure, not because a text floor is set. A kit's cover
without key art (issue 29 gave every game with a kit its own) shows the game's small picture
(KitSpec.small_cover) where its own picture's words, at the scale the cover draws it, would print under the
paper's floor; the book's front draws its art without words where they would print
under the floor even at the front's full size; the notebook's designer's appendix leaves the notebook's page for
the whole sheet where its words would print there under the floor. A floor the picture's words clear keeps
them (it used to drop them at any floor), and no floor keeps every output as it was."""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace

import pytest

from pnp.book import build as book_build
from pnp.book.mix import parse_mix
from pnp.book.model import BookInfo
from pnp.book_catalog import service, trim
from pnp.catalog import paper as find_paper
from pnp.kits.build import _cover as kit_cover
from pnp.kits.pages import M, cover_art_scale
from pnp.layout.presets import load_preset
from pnp.parts import DocPages, KitSpec
from pnp.registry import game
from pnp.scene.model import Color, Page, Style, Text
from pnp.scene.shapes import rect
from pnp.scene.walk import iter_items, printed_text_sizes

OWN, SMALL = Color(0.11, 0.22, 0.33), Color(0.44, 0.55, 0.66)  # each picture's mark, to tell which one is shown


def _picture(width: float, height: float, size: float, mark: Color) -> Page:
    return Page(width, height, (rect(0, 0, width, height, Style(fill=mark)),
                                Text("Start", 2, 2, width - 4, 12, size=size)), label="picture")


def _shown(cover: Page) -> set[Color]:
    return {i.style.fill for i in iter_items(cover.items) if getattr(i, "style", None) is not None} & {OWN, SMALL}


def _kit_cover_at(floor: float, own: Page) -> set[Color]:
    paper = replace(find_paper("a4"), text_floor=floor)
    spec = KitSpec("labyrinth", "Labyrinth sheets", 1, 2, (DocPages("Sheets", "sheets", (own,)),),
                   small_cover=_picture(60, 40, 30, SMALL))
    # a game without key art: its cover shows the kit's own picture (the games with kits all have key art now)
    return _shown(kit_cover(spec, load_preset("home"), paper, replace(game("labyrinth"), key_art=None)))


def _widest_scale(own: Page) -> float:
    """The largest scale the cover's picture box could draw ``own`` at: the A4 page's width between margins."""
    return cover_art_scale(own, find_paper("a4").width - 2 * M, find_paper("a4").height)


@pytest.mark.parametrize("floor", [5.0, 8.0, 12.0])
def test_the_kit_cover_shows_the_small_picture_where_its_own_words_print_under_the_floor(floor):
    own = _picture(400, 400, 10, OWN)  # on the cover's panel at about a third: 10 pt prints at about 3.5 pt
    assert max(s for _, s in printed_text_sizes(own.items, scale=_widest_scale(own))) < 5
    assert _kit_cover_at(floor, own) == {SMALL}


@pytest.mark.parametrize("floor", [0.0, 5.0, 12.0])
def test_the_kit_cover_keeps_its_own_picture_where_its_words_print_at_the_floor(floor):
    own = _picture(150, 100, 14, OWN)  # drawn at its size or larger: 14 pt stays at least 14 pt
    assert _kit_cover_at(floor, own) == {OWN}


def test_no_floor_keeps_the_kit_cover_s_own_picture_however_small_its_words():
    assert _kit_cover_at(0.0, _picture(400, 400, 2, OWN)) == {OWN}


def _book_front(floor: float, size: float, monkeypatch) -> list[Text]:
    """The words of the front's art (a 60 × 40 mm picture with a word at ``size`` pt) on a 6 × 9 in book's cover
    at ``floor``."""
    monkeypatch.setattr(book_build, "_cover_art", lambda placed, box: _picture(60, 40, size, OWN))
    o = book_build.BookOptions(BookInfo("Mazes", "", "", 3), parse_mix("maze=2", "10"), trim("6x9"),
                               service("kdp"), floor=floor)
    placed = [SimpleNamespace(entry=SimpleNamespace(kind="maze"), level=1)]
    cover = book_build._cover(o, placed, 24).pages[0]  # type: ignore[arg-type]
    return [t for t in iter_items(cover.items) if isinstance(t, Text) and t.text == "Start"]


@pytest.mark.parametrize("floor", [5.0, 12.0])
def test_the_book_front_keeps_the_art_s_words_where_they_print_at_the_floor(floor, monkeypatch):
    # on a 6 in front the 60 mm picture is drawn about twice its size: 12 pt prints at about 24 pt
    assert _book_front(floor, 12, monkeypatch)


def test_the_book_front_draws_the_art_without_words_where_they_print_under_the_floor(monkeypatch):
    # 3 pt, even at the front's whole 6 in (two and a half times the picture's size), prints under 8 pt
    assert not _book_front(12, 3, monkeypatch)
    assert not _book_front(8, 3, monkeypatch)


def test_no_floor_keeps_the_book_front_s_words(monkeypatch):
    assert _book_front(0, 3, monkeypatch)


@pytest.fixture(scope="module")
def dungeon():
    from pnp.games.notebook.generate import generate_dungeon

    return generate_dungeon(1)


def _appendix_width(dungeon, floor: float) -> float:
    from pnp.games.notebook.printouts import appendix_part

    return appendix_part(dungeon, "a6", sheet=replace(find_paper("a4"), text_floor=floor)).pages[0].width


def test_the_appendix_stays_on_the_notebook_s_page_where_its_words_print_at_the_floor(dungeon):
    from pnp.games.notebook.printouts import appendix_part

    least = min(s for p in appendix_part(dungeon, "a6").pages for _, s in printed_text_sizes(p.items))
    a6 = find_paper("a6").width
    assert _appendix_width(dungeon, 0.0) == a6
    assert _appendix_width(dungeon, least) == a6  # a floor its words already clear: as designed


def test_the_appendix_takes_the_whole_sheet_where_its_words_would_print_under_the_floor(dungeon):
    assert _appendix_width(dungeon, 12.0) == find_paper("a4").width
