"""The layout check over every page of the default book (`pnp book`'s default mix), at 6 × 9 in and 8.5 × 11 in,
as designed (the book's own 7 pt floor) and in large print (12 pt): zero findings on every interior page as it
is placed on the trim, its safe area the service's. Large print at 6 × 9 in is refused before any puzzle (its
box is under what 12 pt needs), so there is no such book to check: the test says so."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest

from pnp.book.build import BookOptions, check_book, make_book
from pnp.book.mix import DEFAULT_PUZZLES, default_maze_sizes, parse_mix
from pnp.book.model import BookInfo
from pnp.book.pen import FLOOR as BOOK_FLOOR
from pnp.book_catalog import service, trim
from pnp.errors import PnpError
from pnp.kits.layout_sweep import floor_theme
from pnp.scene.layout_check import Finding, SafeArea, check_page
from pnp.scene.model import Page, Text
from pnp.themes.apply import themed_page

LARGE = 12.0  # pt: the large-print theme's floor


def options(floor: float, trim_key: str, puzzles: str = DEFAULT_PUZZLES) -> BookOptions:
    return BookOptions(info=BookInfo(title="Labyrinth Puzzles", subtitle="", author="", seed=1),
                       mix=parse_mix(puzzles, default_maze_sizes(floor)), trim=trim(trim_key), service=service("kdp"),
                       floor=floor, cover=False)


def findings(o: BookOptions) -> tuple[int, list[Finding]]:
    """(pages, findings) of every interior page, checked at the book's floor in a theme with that floor."""
    book = make_book(o)
    floor = max(BOOK_FLOOR, o.floor)
    theme = floor_theme(floor)
    found: list[Finding] = []
    for n, page in enumerate(book.interior.pages, start=1):
        found += check_page(themed_page(page, theme), f"page {n} ({page.label})", floor=floor,
                            safe=SafeArea(book.geometry.safe))
    return len(book.interior.pages), found


def summary(found: list[Finding]) -> str:
    counts = Counter(f.kind for f in found)
    return f"{len(found)} findings ({dict(counts)}), e.g.\n  " + "\n  ".join(map(str, found[:12]))


@pytest.mark.slow
@pytest.mark.parametrize(("floor", "trim_key"), [(0.0, "6x9"), (0.0, "8.5x11"), (LARGE, "8.5x11")])
def test_every_page_of_the_default_book_is_laid_out_without_a_fault(floor, trim_key):
    pages, found = findings(options(floor, trim_key))
    assert pages >= 100  # the whole default book: every kind of page, 74 puzzles and their answers
    assert found == [], summary(found)


@pytest.mark.parametrize("trim_key", ["5x8", "6x9"])
def test_a_large_print_book_at_a_small_trim_is_refused_before_any_puzzle(trim_key):
    with pytest.raises(PnpError, match=rf"--trim {trim_key}: .*8\.5x11"):
        check_book(options(LARGE, trim_key))


# A small book with one puzzle of each kind (every minigame, so every how-to picture and answer drawing), its
# mazes the smallest default size at the floor (the larger ones are refused at 8 pt on 5 × 8 in).
SMALL_MIX = "labyrinth=1,minigames=7,maze=1"
SWEEP_TRIMS = ("5x8", "6x9", "8.5x11")
SWEEP_FLOORS = (5.0, 8.0, LARGE)
FAST_SWEEP = ("6x9", 8.0, "pseudo")
SWEEP_FAILING: dict[tuple[str, float, str], str] = {}  # (trim, floor, strings) → why, for a strict xfail


def small_book_findings(trim_key: str, floor: float, pseudo: bool) -> tuple[list[Page], list[Finding], list[str]]:
    """(pages, findings, flow faults) of the small book: every interior page as placed on the trim and its cover,
    checked at the book's floor in a theme with that floor, pseudo-localised as a translation would be (laid out in the
    pseudo-locale, what is placed by hand lengthened after); and the print designer's rules over its flowing
    pages (no heading alone at a foot, no orphan, no widow)."""
    from contextlib import nullcontext

    from pnp.book.flowing import paginate
    from pnp.book.front_pages import TITLE_ROOM, contents_blocks, how_to_play_blocks
    from pnp.scene.flow_check import placed_faults
    from pnp.scene.pseudo import pseudo_locale, pseudo_page

    o = replace(options(floor, trim_key, SMALL_MIX), levels=1, cover=True)
    o = replace(o, mix=parse_mix(SMALL_MIX, default_maze_sizes(floor).split(",")[0]))
    with pseudo_locale() if pseudo else nullcontext():
        book = make_book(o)
        box = book.geometry.box
        kinds = list(dict.fromkeys(q.entry.kind for q in book.placed))
        rows = [("How to play", 5), ("Level 1 · Warm-up (puzzles 1–9)", 11), ("Answers", 21)]
        flow = placed_faults(paginate(how_to_play_blocks(kinds, box, floor), box, floor, TITLE_ROOM))
        flow += placed_faults(paginate(contents_blocks(rows, box, floor), box, floor, TITLE_ROOM))
    check_floor = max(BOOK_FLOOR, floor)
    theme = floor_theme(check_floor)
    found: list[Finding] = []
    for n, page in enumerate(book.interior.pages, start=1):
        shown = pseudo_page(page) if pseudo else page
        found += check_page(themed_page(shown, theme), f"page {n} ({page.label})", floor=check_floor,
                            safe=SafeArea(book.geometry.safe))
    assert book.cover is not None
    cover = book.cover.pages[0]  # its words inside the service's safe margin from the trim
    found += check_page(themed_page(pseudo_page(cover) if pseudo else cover, theme), "cover", floor=check_floor,
                        safe=SafeArea(o.service.cover_safe))
    return list(book.interior.pages), found, flow


def _sweep_params():
    for trim_key in SWEEP_TRIMS:
        for floor in SWEEP_FLOORS:
            if floor == LARGE and trim_key != "8.5x11":
                continue  # refused before any puzzle (the test above)
            for strings in ("plain", "pseudo"):
                marks = [] if (trim_key, floor, strings) == FAST_SWEEP else [pytest.mark.slow]
                why = SWEEP_FAILING.get((trim_key, floor, strings))
                if why:
                    marks.append(pytest.mark.xfail(reason=why, strict=True, raises=AssertionError))
                yield pytest.param(trim_key, floor, strings, marks=marks, id=f"{trim_key}-{floor:g}pt-{strings}")


@pytest.mark.parametrize(("trim_key", "floor", "strings"), list(_sweep_params()))
def test_every_page_of_a_small_book_is_laid_out_without_a_fault(trim_key, floor, strings):
    """Every page of a book holding one puzzle of each kind, at 5 × 8, 6 × 9 and 8.5 × 11 in, text floors 5, 8
    and 12 pt, plain and pseudo-localised: zero findings of the layout check, and its flowing pages by the print
    designer's rules."""
    pages, found, flow = small_book_findings(trim_key, floor, strings == "pseudo")
    assert len(pages) >= 20  # the front matter, how to play, nine puzzles, their answers
    assert flow == [], flow
    assert found == [], summary(found)


def test_the_check_reads_the_book_pages_as_placed_on_the_trim():
    """A small book's pages are clean; the same pages with one word planted in the gutter, or printed under the
    floor, are not: the check sees the book's own texts where the trim puts them."""
    book = make_book(replace(options(0.0, "6x9", "labyrinth=1,sword=1,maze=1"), levels=1))
    page = next(p for p in book.interior.pages if p.label.endswith(" puzzle 1"))
    safe = SafeArea(book.geometry.safe)
    assert check_page(page, "puzzle 1", floor=BOOK_FLOOR, safe=safe) == []
    stray = Text("Answer", 0.5, page.height / 2, 20.0, 5.0, size=9)
    tiny = Text("per gem", page.width / 2, page.height / 2, 20.0, 5.0, size=5)
    for planted, kind in ((stray, "unsafe"), (tiny, "small-text")):
        faulty = Page(page.width, page.height, (*page.items, planted), bleed=page.bleed, label=page.label)
        assert kind in {f.kind for f in check_page(faulty, "puzzle 1", floor=BOOK_FLOOR, safe=safe)}


@pytest.fixture(scope="module")
def booklet_puzzles():
    from pnp.kits.booklet import puzzles

    return puzzles(3, 3)  # sides A, B and A: both generated sizes


@pytest.mark.parametrize(("sheet", "floor"), [
    pytest.param(sheet, floor, marks=[] if (sheet, floor) == ("a4", LARGE) else [pytest.mark.slow])
    for sheet in ("a4", "letter") for floor in (0.0, 5.0, 8.0, LARGE)])
def test_every_page_of_the_puzzle_booklet_is_laid_out_without_a_fault(booklet_puzzles, sheet, floor):
    """The booklet's pages before imposition (half pages as designed, whole sheets over 4.9 pt), each checked at
    the floor with the margin a home printer leaves. Pseudo-localised strings are not swept here: the pages'
    boxes are sized for the English words before pseudo_page lengthens them (translation catalogs, issue 30,
    bring that before layout)."""
    from pnp.catalog import paper
    from pnp.kits.booklet import booklet_pages, page_paper
    from pnp.parts import SAFE_MARGIN

    page = page_paper(replace(paper(sheet), text_floor=floor))
    theme = floor_theme(floor)  # as the booklet prints: the default theme as designed, else the floor's
    found: list[Finding] = []
    for p in booklet_pages(3, 3, page, made=booklet_puzzles):
        found += check_page(themed_page(p, theme), f"booklet {p.label}", floor=floor, safe=SafeArea(SAFE_MARGIN))
    assert found == [], summary(found)
