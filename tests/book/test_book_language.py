"""The book printed in another language: every word the book's own code prints goes through the catalog, the
counts agree with their numbers, and the puzzles are the same puzzles in every language.

The pseudo-language (:data:`pnp.i18n.PSEUDO`) accents every catalog string; a plain English word left on a
page escaped the catalog (:func:`pnp.i18n.pseudo.escaped`). That holds for the labyrinth's and the minigames'
own pictures the book prints too; only the credits' licence texts and names print as written
(:func:`pnp.credits.verbatim`, :func:`pnp.credits.without_names`).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from pnp.book.build import BookOptions, make_book, manifest
from pnp.book.cover_words import cover_blurb as _blurb
from pnp.book.cover_words import cover_facts as _facts
from pnp.book.mix import default_maze_sizes, parse_mix
from pnp.book.model import BookInfo, level_title
from pnp.book_catalog import service, trim
from pnp.credits import verbatim, without_names
from pnp.i18n import PSEUDO, SOURCE, language
from pnp.i18n.pseudo import escaped, pseudo_message
from pnp.scene.model import Document, Text
from pnp.scene.walk import iter_items

MIX = "labyrinth=2,minigames=7,maze=3"  # every kind: a labyrinth, each minigame, a maze
TITLE = "Labyrinth Puzzles"  # the user's words (--title): printed as given


def options(levels: int = 3) -> BookOptions:
    return BookOptions(info=BookInfo(title=TITLE, subtitle="", author="", seed=3),
                       mix=parse_mix(MIX, default_maze_sizes(0.0)), trim=trim("6x9"), service=service("kdp"),
                       levels=levels)


def texts(doc: Document) -> Iterator[tuple[str, str]]:
    """(page label, text) of every Text item of every page."""
    for page in doc.pages:
        for item in iter_items(page.items):
            if isinstance(item, Text):
                yield page.label, item.text


def book_escapes(levels: int = 3) -> list[tuple[str, str, list[str]]]:
    """(page, text, English words) of every text the book's own code printed without the catalog, drawn in the
    pseudo-language; the user's title and the puzzles' short ids (ids) aside."""
    with language(PSEUDO):
        book = make_book(options(levels))
    ids = {q.entry.short_id for q in book.placed}
    docs = [book.interior] + ([book.cover] if book.cover is not None else [])
    return [(label, text, words) for doc in docs for label, text in texts(doc)
            if text not in ids and text != TITLE and not verbatim(text) and (words := escaped(without_names(text)))]


def test_the_book_prints_no_english_in_the_pseudo_language() -> None:
    """Every word of the book, the games' pictures in it included, goes through the catalog."""
    found = book_escapes()
    assert found == [], "\n".join(f"{label}: {text!r} {words}" for label, text, words in found[:20])


def test_a_single_level_book_too() -> None:
    found = book_escapes(levels=1)
    assert found == [], "\n".join(f"{label}: {text!r} {words}" for label, text, words in found[:20])


def test_the_puzzles_are_the_same_in_every_language() -> None:
    """Same seed, same puzzles, pages and levels (the JSON keeps the levels' English names)."""
    o = options()
    english = make_book(o)
    with language(PSEUDO):
        pseudo_book = make_book(o)
    assert manifest(pseudo_book, o) == manifest(english, o)
    assert [q.entry for q in pseudo_book.placed] == [q.entry for q in english.placed]


def test_counts_agree_with_their_numbers() -> None:
    with language(SOURCE):
        assert _facts(1, 1) == ["1 puzzle", "Ages 8+"]
        assert _facts(120, 4) == ["120 puzzles", "4 levels", "Ages 8+"]
        assert _blurb(1, ["maze"], 1).startswith("1 puzzle: mazes. ")
        assert _blurb(2, ["bow", "labyrinth", "maze"], 2).startswith(
            "2 puzzles: labyrinth sheets with an objective to score, mazes and minigame tiles, in 2 levels from "
            "Warm-up to Steady. ")
        assert level_title(3) == "Level 3 · Tricky"
    with language(PSEUDO):
        assert _facts(1, 2)[0] == pseudo_message("{n} puzzle").format(n=1)  # the singular's form
        assert _facts(5, 2)[:2] == [pseudo_message("{n} puzzles").format(n=5), pseudo_message("{n} levels").format(n=2)]
        assert not any(escaped(f) for f in _facts(5, 3))
        assert not escaped(_blurb(5, ["labyrinth", "sword"], 3))
        assert not escaped(level_title(3)) and "3" in level_title(3)


def test_the_small_book_in_the_pseudo_language_is_laid_out_without_a_fault() -> None:
    """The layout check over every page and the cover of a small book drawn in the pseudo-language (its words
    40 % longer, accented): zero findings, as the pseudo-locale sweep (tests/layout_check/test_book_sweep.py)."""
    from pnp.book.pen import FLOOR
    from pnp.kits.layout_sweep import floor_theme
    from pnp.scene.layout_check import SafeArea, check_page
    from pnp.themes.apply import themed_page

    o = replace(options(levels=2), info=BookInfo(title=TITLE, subtitle="A subtitle", author="Ada Lovelace", seed=3))
    with language(PSEUDO):
        book = make_book(o)
    theme = floor_theme(FLOOR)
    found = [f for n, page in enumerate(book.interior.pages, start=1)
             for f in check_page(themed_page(page, theme), f"page {n} ({page.label})", floor=FLOOR,
                                 safe=SafeArea(book.geometry.safe))]
    assert book.cover is not None
    found += check_page(themed_page(book.cover.pages[0], theme), "cover", floor=FLOOR,
                        safe=SafeArea(o.service.cover_safe))
    assert found == [], found[:5]
