"""The book's page drawers (issue 16) at the smallest and the largest box: each page is the box's size with
nothing drawn outside it, no text under 7 pt, and the words a reader needs."""

from __future__ import annotations

import re

import pytest
from book_helpers import (
    BOXES,
    all_placed,
    assert_drawn_inside,
    assert_no_small_text,
    labyrinth_entry,
    maze_entry,
    minigame_entry,
    page_text,
    placed,
)

from pnp.book.answer_pages import answer_cell, answer_size
from pnp.book.model import BookInfo
from pnp.book.puzzle_pages import puzzle_page

SHARE = {"full": (1.0, 1.0), "half": (1.0, 0.5), "quarter": (0.5, 0.5)}
DESIGNER = re.compile(r"fastest|campaign|other players|seed|\d{7,}|[{}]", re.IGNORECASE)


def _answer_box(kind: str, box):
    fw, fh = SHARE[answer_size(kind)]
    return (box[0] * fw - (2.0 if fw < 1 else 0.0), box[1] * fh - (2.0 if fh < 1 else 0.0))


@pytest.mark.parametrize("box", BOXES, ids=["5x8", "8.5x11"])
def test_puzzle_pages_fill_their_box_and_name_their_answer(box):
    for p in all_placed():
        page = puzzle_page(p, box)
        assert_drawn_inside(page, box)
        assert_no_small_text(page)
        text = page_text(page)
        assert f"Puzzle {p.number}" in text and f"Level {p.level} · {p.level_name}" in text
        assert f"Answer: page {p.answer_page}" in text and p.entry.short_id in text
        assert not DESIGNER.search(text), DESIGNER.search(text)


@pytest.mark.parametrize("box", BOXES, ids=["5x8", "8.5x11"])
def test_answer_cells_fill_their_share_and_point_back(box):
    for p in all_placed():
        cell = _answer_box(p.entry.kind, box)
        page = answer_cell(p, cell)
        assert_drawn_inside(page, cell)
        assert_no_small_text(page)
        text = page_text(page)
        assert f"Puzzle {p.number} · page {p.page}" in text and p.entry.short_id in text
        assert not DESIGNER.search(text), DESIGNER.search(text)


def test_answer_sizes_are_shares_of_a_page():
    assert answer_size("labyrinth") == "full"
    assert {answer_size(k) for k in ("maze", "sword", "spider", "troll")} <= set(SHARE)


def test_the_labyrinth_puzzle_states_the_proven_best_score():
    lab = labyrinth_entry().content
    text = page_text(puzzle_page(placed(labyrinth_entry()), BOXES[0]))
    assert f"the best line makes {lab.solution.score} points" in text
    assert f"staircase {lab.card.entry}" in text or lab.card.entry == "any"


def test_the_minigame_page_prints_its_task():
    from pnp.games.minigames.catalog import spec

    tile = minigame_entry().content
    assert spec(tile.type).task in page_text(puzzle_page(placed(minigame_entry()), BOXES[0]))


def test_a_bigger_box_draws_a_bigger_puzzle():
    from book_helpers import ink_bounds

    for p in all_placed():
        small, large = (puzzle_page(p, b) for b in BOXES)
        ws = ink_bounds(small.items)
        wl = ink_bounds(large.items)
        assert ws is not None and wl is not None
        assert (wl[2] - wl[0]) > (ws[2] - ws[0]) and (wl[3] - wl[1]) > (ws[3] - ws[1])


def test_the_maze_answer_draws_its_one_way():
    from book_helpers import path_points

    from pnp.games.minigames.common import ANSWER
    from pnp.grid.core import Grid

    m = maze_entry().content
    page = answer_cell(placed(maze_entry()), _answer_box("maze", BOXES[0]))
    lines = [pts for pts, style in path_points(page) if style.stroke == ANSWER]
    assert len(lines) == 1
    pts = lines[0]
    # the squares' centres along the line, read back on the maze's own grid: start, goal, each step open
    xs = sorted({round(x, 3) for x, _ in pts[1:-1]})
    ys = sorted({round(y, 3) for _, y in pts[1:-1]})
    c = (xs[-1] - xs[0]) / max(1, max(x for x, _ in m.solution) - min(x for x, _ in m.solution)) if len(xs) > 1 \
        else (ys[-1] - ys[0]) / max(1, max(y for _, y in m.solution) - min(y for _, y in m.solution))
    x0 = pts[1][0] - (m.solution[0][0] + 0.5) * c
    y0 = pts[1][1] - (m.solution[0][1] + 0.5) * c
    cells = [(round((x - x0) / c - 0.5), round((y - y0) / c - 0.5)) for x, y in pts[1:-1]]
    grid = Grid(m.width, m.height, m.walls)
    assert cells[0] == m.start and cells[-1] == m.goal
    assert all(grid.open(a, b) for a, b in zip(cells, cells[1:]))
    assert len(set(cells)) == len(cells)


def test_title_copyright_and_contents_pages():
    from pnp.book.front_pages import contents_pages, copyright_pages, title_page
    from pnp.scene.walk import icons_used
    from pnp.version import __version__

    info = BookInfo("Twisty Passages", "sixty puzzles", "Ada Reader", 12345678901)
    for box in BOXES:
        art = puzzle_page(placed(labyrinth_entry()), box)
        title = title_page(info, box, art)
        assert_drawn_inside(title, box)
        assert_no_small_text(title)
        assert all(s in page_text(title) for s in ("Twisty Passages", "sixty puzzles", "Ada Reader"))
        names = icons_used([i for p in all_placed() for i in puzzle_page(p, box).items])
        (page,) = copyright_pages(info, names, box)  # as designed, on one page
        assert_drawn_inside(page, box)
        assert_no_small_text(page)
        text = page_text(page)
        assert f"Puzzles generated and verified by pnp {__version__}" in text
        assert "Lorc" in text and "Open Font License" in text and "Creative Commons" in text
        assert "personal" in text or "your own use" in text
        assert "12345678901" not in text
        rows = [(f"Level {n}", 10 * n + 1) for n in range(1, 40)]
        pages = contents_pages(rows, box)
        assert len(pages) >= 2 if box == BOXES[0] else len(pages) >= 1
        numbers = []
        for page in pages:
            assert_drawn_inside(page, box)
            assert_no_small_text(page)
            numbers += [t for t in _texts(page) if t.text.isdigit()]
        assert [int(t.text) for t in numbers] == [p for _, p in rows]
        assert all(t.align == "right" and abs(t.x + t.width - box[0]) < 1e-6 for t in numbers)


def _texts(page):
    from pnp.scene.model import Text
    from pnp.scene.walk import iter_items

    return [t for t in iter_items(page.items) if isinstance(t, Text)]


@pytest.mark.parametrize("kind", ["bow", "key", "minotaur", "spider", "sword", "treasure", "troll"])
def test_every_minigame_draws_legibly_at_the_smallest_box(kind):
    from pnp.games.minigames.catalog import types

    assert kind in types()
    p = placed(minigame_entry(kind, "hard"))
    box = BOXES[0]
    for page, size in ((puzzle_page(p, box), box), (answer_cell(p, _answer_box(kind, box)), _answer_box(kind, box))):
        assert_drawn_inside(page, size)
        assert_no_small_text(page)


def test_the_same_puzzle_draws_the_same_bytes():
    from pnp.render.pdf import render_pdf
    from pnp.scene.model import Document

    def pdf() -> bytes:
        pages = [puzzle_page(p, BOXES[0]) for p in all_placed()]
        pages += [answer_cell(p, _answer_box(p.entry.kind, BOXES[0])) for p in all_placed()]
        return render_pdf(Document(tuple(pages)))

    assert pdf() == pdf()
