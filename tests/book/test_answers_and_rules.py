"""A labyrinth's answer draws the proven line and the referee's score; the how-to-play pages explain each kind
of puzzle the book holds and no other, legibly, at the smallest and the largest box."""

from __future__ import annotations

import pytest
from book_helpers import (
    BOXES,
    assert_drawn_inside,
    assert_no_small_text,
    labyrinth_entry,
    page_text,
    path_points,
    placed,
)

from pnp.book.answer_pages import answer_cell
from pnp.scene.model import Text
from pnp.scene.walk import iter_items


def _grid_frame(page, sheet):
    """(x0, y0, square) of the drawn grid, read from its border: the ink rectangle with the sheet's shape."""
    from pnp.games.labyrinth.pen import INK

    for pts, style in path_points(page):
        if style.stroke == INK and style.join == "miter" and len(pts) == 5:
            xs, ys = [p[0] for p in pts], [p[1] for p in pts]
            w, h = max(xs) - min(xs), max(ys) - min(ys)
            if w > 0 and abs(w / h - sheet.width / sheet.height) < 1e-6:
                return min(xs), min(ys), w / sheet.width
    raise AssertionError("no grid border on the page")


@pytest.mark.parametrize("box", BOXES, ids=["5x8", "8.5x11"])
def test_the_labyrinth_answer_draws_the_proven_line_and_its_score(box):
    from pnp.games.labyrinth.pen import PATH_INK
    from pnp.games.labyrinth.referee import referee

    entry = labyrinth_entry()
    lab = entry.content
    page = answer_cell(placed(entry), box)
    x0, y0, c = _grid_frame(page, lab.sheet)
    bands = [pts for pts, style in path_points(page) if style.stroke == PATH_INK]
    assert len(bands) == 1
    cells = tuple((round((x - x0) / c - 0.5), round((y - y0) / c - 0.5)) for x, y in bands[0])
    assert cells == tuple(lab.solution.path)
    # the rules core scores the line read back from the page: the best score the puzzle page promised
    again = referee(lab.sheet, lab.card, cells)
    assert again.legal and again.score == lab.solution.score
    texts = [t for t in iter_items(page.items) if isinstance(t, Text)]
    total = next(t for t in texts if t.text == "Total")
    beside = [t for t in texts if abs(t.y - total.y) < 1e-6 and t is not total]
    assert [t.text for t in beside] == [str(again.score)]
    # each row's points, as printed, add up to the total
    rows = [int(t.text.replace("+", "")) for t in texts if t.text[:1] in "+-" and t.text[1:].isdigit()]
    assert sum(rows) == again.score and len(rows) == len(lab.card.rows)


def _how_to_play(kinds, box):
    from pnp.book.front_pages import how_to_play_pages

    pages = how_to_play_pages(kinds, box)
    for page in pages:
        assert_drawn_inside(page, box)
        assert_no_small_text(page)
    return "\n".join(page_text(p) for p in pages)


@pytest.mark.parametrize("box", BOXES, ids=["5x8", "8.5x11"])
def test_how_to_play_explains_every_kind_present(box):
    from pnp.games.minigames.catalog import spec, types

    text = _how_to_play(["labyrinth", "maze", *types()], box)
    assert "Labyrinths" in text and "Mazes" in text and "The answers" in text
    assert all(spec(k).task in text for k in types())
    assert "The score, row by row" in text and "Total" in text
    assert "fastest" not in text.lower() and "campaign" not in text.lower()


@pytest.mark.parametrize("kinds", [("maze",), ("labyrinth", "sword"), ("spider", "key")])
def test_how_to_play_says_nothing_of_kinds_absent(kinds):
    from pnp.games.minigames.catalog import spec, types

    box = BOXES[0]
    text = _how_to_play(list(kinds), box)
    assert ("Labyrinths" in text) == ("labyrinth" in kinds)
    assert ("Mazes" in text) == ("maze" in kinds)
    assert ("Minigames" in text) == any(k in types() for k in kinds)
    for k in types():
        assert (spec(k).task in text) == (k in kinds), k
    assert "Answer: page" in text
