"""The puzzle booklet at a text floor (pnp booklet --theme large-print, 12 pt): pages of the paper itself in reading
order, every text at 12 pt or more, each puzzle's card beside its tile facing its sheet, the answers at the back
matching the puzzles; creep refused, since nothing is folded."""

from __future__ import annotations

import re
import subprocess
import sys
from dataclasses import replace

import pikepdf
import pytest
from pdfcheck import page_texts, printed_sizes

from pnp.catalog import paper
from pnp.errors import PnpError
from pnp.games.labyrinth.candidates import misfit
from pnp.games.labyrinth.card_pages import _row_text
from pnp.games.labyrinth.referee import referee
from pnp.games.minigames.catalog import spec
from pnp.kits.booklet import booklet_document, booklet_pages, check_booklet_creep, puzzles
from pnp.scene.model import Group, Page, Path, Text
from pnp.scene.text import layout_text
from pnp.scene.walk import iter_items, printed_text_sizes
from tests.large_print import FLOOR, large, small_texts

SEED, COUNT = 3, 3  # sides A, B, A: both generated sizes, and one minigame answer page


@pytest.fixture(scope="module")
def made():
    return puzzles(SEED, COUNT)


@pytest.fixture(scope="module")
def books(made):
    """The large-print booklet on A4 (as booklet_document makes it) and on Letter (from the same puzzles)."""
    return {"a4": list(booklet_document(SEED, COUNT, large("a4")).pages),
            "letter": booklet_pages(SEED, COUNT, large("letter"), made=made)}


def texts(page: Page) -> list[str]:
    return [t.text for t, _ in printed_text_sizes(page.items)]


def by_label(pages: list[Page]) -> dict[str, Page]:
    return {p.label: p for p in pages}


def box(item) -> tuple[float, float, float, float]:
    """A top-level item's extent on the page (x0, y0, x1, y1): a text's box, or a placed page's clip."""
    if isinstance(item, Text):
        return item.x, item.y, item.x + item.width, item.y + item.height
    assert isinstance(item, Group) and isinstance(item.clip, Path), item
    points = [item.transform.apply(c[1], c[2]) for c in item.clip.segments if len(c) == 3]
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return min(xs), min(ys), max(xs), max(ys)


@pytest.mark.parametrize("name", ["a4", "letter"])
def test_every_page_is_the_paper_with_no_text_under_12_pt(books, name):
    pages = books[name]
    assert small_texts(pages) == []
    want = paper(name)
    for page in pages:
        assert (page.width, page.height, page.bleed) == (want.width, want.height, 0.0), page.label
        for t in iter_items(page.items):
            if isinstance(t, Text) and t.text.strip():
                assert not layout_text(t).overflow, (page.label, t.text)


@pytest.mark.parametrize("name", ["a4", "letter"])
def test_the_booklets_own_pages_keep_everything_on_the_page_and_apart(books, name):
    """The title, puzzle and minigame-answer pages (the sheets are the labyrinth's own drawing, tested there):
    every text and placed card or tile inside the margins, no two overlapping."""
    for page in books[name]:
        if page.label.startswith(("sheet", "answer")):
            continue
        boxes = [(box(item), getattr(item, "text", "placed")) for item in page.items]
        for (x0, y0, x1, y1), what in boxes:
            assert x0 >= 5 and y0 >= 5 and x1 <= page.width - 5 and y1 <= page.height - 5, (page.label, what)
        for i, (a, what_a) in enumerate(boxes):
            for b, what_b in boxes[i + 1:]:
                apart = a[2] <= b[0] + 1e-6 or b[2] <= a[0] + 1e-6 or a[3] <= b[1] + 1e-6 or b[3] <= a[1] + 1e-6
                assert apart, (page.label, what_a, what_b)


def test_the_pages_read_in_order_each_card_facing_its_sheet(books):
    labels = [p.label for p in books["a4"]]
    puzzles_part = [f"{kind} {i}" for i in range(1, COUNT + 1) for kind in ("puzzle", "sheet")]
    assert labels == ["title", *puzzles_part, *(f"answer {i}" for i in range(1, COUNT + 1)), "tile answers 1"]
    # with the title on page 1, every puzzle's card page is even: the left page when stapled at the side
    assert all(labels.index(f"puzzle {i}") % 2 == 1 for i in range(1, COUNT + 1))
    title = " ".join(texts(books["a4"][0]))
    assert "not folded or saddle-stitched" in title and "whole sheet of A4" in title and "left side" in title


@pytest.mark.parametrize("name", ["a4", "letter"])
def test_each_card_asks_only_for_what_its_sheet_holds(books, made, name):
    pages = by_label(books[name])
    for i, (label, sheet, card, _, tile) in enumerate(made, start=1):
        assert not misfit(card, sheet), label
        on_card = " ".join(texts(pages[f"puzzle {i}"]))
        assert all(_row_text(row) in on_card for row in card.rows), i
        assert spec(tile.type).name in on_card and spec(tile.type).task in on_card
        sheet_texts = texts(pages[f"sheet {i}"])
        assert f"Puzzle {i}" in sheet_texts and sheet.sheet_id in sheet_texts
        # the sheet's internal seed, a long number a player has no use for, is not printed
        assert not any(re.search(r"\d{7,}", t) for t in sheet_texts)


@pytest.mark.parametrize("name", ["a4", "letter"])
def test_the_answers_match_the_puzzles(books, made, name):
    pages = by_label(books[name])
    tiles = books[name][-1]
    for i, (_, sheet, card, sol, tile) in enumerate(made, start=1):
        answer = texts(pages[f"answer {i}"])
        assert f"Answer {i}" in answer and sheet.sheet_id in answer
        said = re.search(r"Best score (-?\d+) \(proven\); the line takes (\d+) squares", " ".join(answer))
        assert said, answer
        judged = referee(sheet, card, sol.path)  # the referee, not the solver, scores the drawn line
        assert judged.legal and int(said[1]) == judged.score and int(said[2]) == len(sol.path)
        # on the minigame answers page, "Answer i" heads the solved tile of puzzle i's minigame
        items = list(tiles.items)
        at = next(k for k, t in enumerate(items) if isinstance(t, Text) and t.text == f"Answer {i}")
        solved = [t.text for t, _ in printed_text_sizes([items[at + 1]])]
        assert spec(tile.type).name in solved and tile.difficulty in solved


def test_creep_and_a_small_paper_are_refused_before_any_puzzle_is_made():
    with pytest.raises(PnpError, match="--creep: a booklet with no text under 12 pt is not folded"):
        check_booklet_creep(4, 0.1, large("a4"))
    with pytest.raises(PnpError, match="portrait paper of at least"):
        check_booklet_creep(4, 0.0, large("a5"))
    check_booklet_creep(4, 0.0, large("letter"))  # no creep: fine


def test_pnp_booklet_refuses_creep_in_large_print_in_one_line(tmp_path):
    out = tmp_path / "b.pdf"
    run = subprocess.run([sys.executable, "-m", "pnp", "booklet", "--theme", "large-print", "--creep", "0.1",
                          "--out", str(out)], capture_output=True, text=True)
    assert run.returncode == 2 and len(run.stderr.strip().splitlines()) == 1, run.stderr
    assert "--creep" in run.stderr and "Traceback" not in run.stderr
    assert not out.exists()
    shown = subprocess.run([sys.executable, "-m", "pnp", "booklet", "--help"], capture_output=True, text=True)
    assert "With --theme large-print it is not a saddle-stitched booklet" in shown.stdout


@pytest.mark.slow
@pytest.mark.parametrize("name", ["a4", "letter"])
def test_pnp_booklet_large_print_writes_pages_of_the_paper_with_large_text(tmp_path, name):
    out = tmp_path / "b.pdf"
    run = subprocess.run([sys.executable, "-m", "pnp", "booklet", "--sheets", "2", "--paper", name, "--theme",
                          "large-print", "--out", str(out)], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    want = paper(name)
    with pikepdf.open(out) as pdf:
        # title, two pages per puzzle, a solution sheet per puzzle, one page of solved tiles
        assert len(pdf.pages) == 1 + 2 * 2 + 2 + 1
        for page in pdf.pages:
            box_ = [float(v) for v in page.mediabox]
            assert abs(box_[2] - box_[0] - want.width / 25.4 * 72) < 0.5
            assert abs(box_[3] - box_[1] - want.height / 25.4 * 72) < 0.5
    # every character as printed
    sizes = [size for _, size in printed_sizes(out)]
    assert sizes and min(sizes) >= FLOOR - 0.01
    # nothing a player has no use for: no long internal number (the sheets' seeds), no raw data
    text = "\n".join(page_texts(out))
    assert "Answer 2" in text and not re.search(r"(?<!\d)\d{7,}(?!\d)|[{}]", text)


def test_a_design_too_big_for_squares_at_the_floor_is_refused_before_any_proof():
    from pnp.games.labyrinth.model import Sheet
    from pnp.kits.booklet import DesignSheet

    # an empty 20 x 20 sheet: were it searched for objectives, it would be refused for holding none. At 12 pt
    # even 20 x 20 squares hold their symbols' text on A4, so the floor here is one they cannot hold.
    big = Sheet(20, 20, frozenset(), (), side="custom")
    with pytest.raises(PnpError, match="large print: a 20×20 sheet gets squares of"):
        booklet_document(1, 1, replace(large("a4"), text_floor=18.0),
                         designs=[DesignSheet("big.txt", "big.txt", big)])
