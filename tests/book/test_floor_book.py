"""A book at a text floor (`pnp book --theme large-print`) read back from its PDFs: no text under the theme's 12 pt
on any page or the cover, the page references still right, nothing outside the safe area; and the trims and
maze sizes it cannot hold refused before any puzzle is made.

One small book (a few puzzles of each kind, KDP's 8.5 × 11 in with bleed) is made once for the module.
"""

from __future__ import annotations

import io
import re
from dataclasses import replace

import pikepdf
import pypdfium2 as pdfium
import pytest

from pnp.book.build import BookOptions, book_files, check_book, make_book
from pnp.book.mix import parse_mix
from pnp.book.model import BookInfo
from pnp.book_catalog import service, trim
from pnp.errors import PnpError
from pnp.themes.files import load_theme
from tests.book.test_book_pdf import ink_outside_the_safe_area
from tests.large_print import FLOOR, small_texts
from tests.pdfcheck import font_sizes

OPTIONS = BookOptions(info=BookInfo(title="Big Print Puzzles", subtitle="For a long afternoon", author="A. Tester",
                                    seed=5),
                      mix=parse_mix("labyrinth=2,sword=1,bow=1,spider=1,maze=2", "8,14"), trim=trim("8.5x11"),
                      service=service("kdp"), levels=2, bleed=True, floor=FLOOR)


@pytest.fixture(scope="module")
def made(tmp_path_factory) -> dict[str, bytes]:
    files = book_files(OPTIONS, tmp_path_factory.mktemp("large"), load_theme("large-print"))
    return {path.name.split("-")[-1]: data for path, data in files.items()}


def _per_page(pdf: bytes) -> list[bytes]:
    """Each page of ``pdf`` as a PDF of its own (font_sizes reads a whole file)."""
    whole = pikepdf.open(io.BytesIO(pdf))
    out = []
    for page in whole.pages:
        single = pikepdf.new()
        single.pages.append(page)
        buffer = io.BytesIO()
        single.save(buffer)
        out.append(buffer.getvalue())
    return out


def _texts(data: bytes) -> list[str]:
    doc = pdfium.PdfDocument(data)
    return [doc[i].get_textpage().get_text_range() for i in range(len(doc))]


@pytest.mark.slow
@pytest.mark.parametrize("name", ["interior.pdf", "cover.pdf"])
def test_no_text_is_printed_under_the_floor(made, name):
    small = []
    for number, page in enumerate(_per_page(made[name]), start=1):
        sizes = font_sizes(page)
        assert sizes or name == "interior.pdf", "the cover has its words"
        small += [f"page {number}: {ch!r} at {size:.2f} pt" for ch, size in sizes if size < FLOOR - 0.01]
    assert small == []


@pytest.mark.slow
def test_every_kind_of_page_is_there_with_its_words(made):
    """The floor is not kept by leaving words out: each page kind prints what the designed book prints."""
    texts = _texts(made["interior.pdf"])
    joined = "\n".join(texts)
    for words in ("Big Print Puzzles", "Contents", "How to play", "The symbols", "Minigames", "Answers",
                  "Notes", "Hearts", "Gained", "objective", "Sword", "Bow", "Spider", "Made with pnp",
                  "The score, row by row", "Font", "Icons"):
        assert words in joined, words


@pytest.mark.slow
def test_each_puzzle_names_its_answer_page_and_the_answer_names_it_back(made):
    texts = _texts(made["interior.pdf"])
    seen = 0
    for number, text in enumerate(texts, start=1):
        found, answer = re.search(r"Puzzle (\d+)", text), re.search(r"Answer: page (\d+)", text)
        if not (found and answer):
            continue
        seen += 1
        puzzle, page = int(found.group(1)), int(answer.group(1))
        assert page > number
        assert re.search(rf"Puzzle {puzzle}\b[^\n]*page {number}\b", texts[page - 1]), (puzzle, page)
    assert seen == OPTIONS.mix.total
    contents = texts[next(i for i, t in enumerate(texts) if "Contents" in t)]
    answers = int(re.search(r"Answers\W+(\d+)", contents).group(1))
    assert "Answers" in texts[answers - 1] and re.search(r"Puzzle 1 · page \d+", texts[answers])


@pytest.mark.slow
def test_nothing_is_drawn_outside_the_safe_area(made):
    assert ink_outside_the_safe_area(made["interior.pdf"], OPTIONS) == []


@pytest.mark.slow
@pytest.mark.parametrize("trim_key", ["7x10", "b5"])
def test_the_smallest_trims_that_hold_large_print_keep_the_floor_and_legible_squares(trim_key):
    """On the smallest accepted boxes, no text under the floor (before the theme's transform, so nothing is
    grown after the fact) and every labyrinth's squares at least the sheet's own least square for the floor."""
    from pnp.book.puzzle_pages import body, labyrinth_layout
    from pnp.games.labyrinth.sheet_grid import min_cell

    o = replace(OPTIONS, trim=trim(trim_key), service=service("home"), mix=parse_mix("labyrinth=4,key=1,maze=1",
                                                                                      "17"), cover=False)
    book = make_book(o)
    assert small_texts(book.interior.pages) == []
    for q in book.placed:
        if q.entry.kind == "labyrinth":
            _, cell = labyrinth_layout(q.entry.content, body(book.geometry.box, FLOOR), FLOOR)
            assert cell >= min_cell(FLOOR), (q.number, cell)


def test_the_large_print_answers_take_bigger_shares():
    from pnp.book.answer_pack import pack

    kinds = ["sword", "bow", "maze", "spider"]
    assert pack(kinds).pages == 1  # four quarters
    assert pack(kinds, FLOOR).pages == 2  # two halves a page


@pytest.mark.parametrize("trim_key", ["5x8", "5.5x8.5", "6x9", "a5"])
def test_too_small_a_trim_is_refused_naming_the_trims_that_work(trim_key):
    with pytest.raises(PnpError) as caught:
        check_book(replace(OPTIONS, trim=trim(trim_key)))
    message = str(caught.value)
    assert f"--trim {trim_key}" in message and "\n" not in message
    for works in ("7x10", "8.5x11", "a4"):
        assert works in message
        check_book(replace(OPTIONS, trim=trim(works)))  # and each trim it names is accepted


def test_too_big_a_maze_is_refused_with_the_largest_that_fits():
    from pnp.book.room import least_maze_square, maze_square

    o = replace(OPTIONS, trim=trim("7x10"), mix=parse_mix("maze=2", "10,30"))
    with pytest.raises(PnpError, match=r"--maze-sizes 30") as caught:
        check_book(o)
    largest = int(re.search(r"at most (\d+)", str(caught.value)).group(1))
    least = least_maze_square(FLOOR)
    assert least == pytest.approx(7.5)  # the square a 12 pt book's mazes keep, as measured
    assert maze_square(largest, o, 40) >= least > maze_square(largest + 1, o, 40)
    check_book(replace(o, mix=parse_mix("maze=2", f"10,{largest}")))


def test_the_credits_flow_onto_more_copyright_pages_at_the_floor_and_the_plan_makes_room():
    from pnp.book.build import plan
    from pnp.book.front_pages import copyright_pages
    from pnp.icons import icon_names

    info = replace(OPTIONS.info, copyright="© 2026 A. Tester. All rights reserved.", isbn="978-1-4028-9462-6")
    pages = copyright_pages(info, sorted(icon_names()), (140.0, 200.0), FLOOR)
    assert len(pages) >= 2 and small_texts(pages) == []
    assert copyright_pages(info, sorted(icon_names()), (140.0, 200.0), 0.0)[1:] == []  # as designed: one page
    for n in (1, 2, 3):  # the title, n copyright pages and a contents page come before how to play, on a recto
        start = plan(4, 2, 1, 2, OPTIONS, n).how_to_start
        assert start > 1 + n + 1 and start % 2 == 1 and start - (1 + n + 1) <= 2


def test_the_trim_and_maze_limits_follow_the_floor_and_leave_a_designed_book_alone():
    """No module or branch for large print: the least box and the least maze square are the floor times a
    number, so a book as designed (no floor) is held to none, and a higher floor refuses what a lower holds."""
    from pnp.book.mix import DEFAULT_MAZE_SIZES, default_maze_sizes
    from pnp.book.room import least_box

    assert least_box(0.0) == (0.0, 0.0) and least_box(FLOOR) == pytest.approx((140.0, 200.0))
    designed = replace(OPTIONS, floor=0.0, trim=trim("5x8"), mix=parse_mix("maze=2", "10,40"))
    check_book(designed)  # the smallest trim and the largest maze: as designed, nothing to refuse
    assert default_maze_sizes(0.0) == DEFAULT_MAZE_SIZES and default_maze_sizes(FLOOR) == "8,11,14,17"
    eight = replace(OPTIONS, floor=8.0, trim=trim("6x9"), mix=parse_mix("maze=2", "10,14"))
    check_book(eight)  # a 6 × 9 in box holds 8 pt
    with pytest.raises(PnpError, match="--trim 6x9"):
        check_book(replace(eight, floor=FLOOR))
