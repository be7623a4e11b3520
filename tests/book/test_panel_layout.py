"""The book's objective panel and solo tally as one declarative layout each, and the puzzle booklet as one set
of pages (issue 28): every floor and width from the same code, no module, function or branch for large print."""

from __future__ import annotations

import importlib.util
import inspect
import re
from dataclasses import replace

import pytest

from pnp.book import labyrinth_parts, room
from pnp.catalog import paper
from pnp.games.labyrinth.card_pages import _row_text
from pnp.games.labyrinth.rules_example import example
from pnp.kits import booklet
from pnp.scene.layout_check import SafeArea, check_page
from pnp.scene.model import Page, Text
from pnp.scene.tall import laid_tall
from pnp.scene.walk import iter_items, printed_text_sizes

WIDTHS = (58.0, 72.0, 95.0, 120.0, 150.0, 190.0)  # mm: a column beside a grid to the widest box under one


def card():
    ex = example()
    return replace(ex.card, rows=tuple(r for r in ex.card.rows if r.kind != "fastest"))


@pytest.mark.parametrize("floor", [0.0, 5.0, 8.0, 12.0])
def test_the_panel_and_the_tally_lay_out_at_every_floor_and_width_without_a_fault(floor):
    c = card()
    least = max(floor, 4.5)  # as designed, a card row's words shrink to 4.5 pt, as on the card itself
    for w in WIDTHS:
        panel, h = laid_tall(labyrinth_parts.panel_box(c, w, floor), 0.0, 0.0, w, floor, "the objective panel")
        tally, th = laid_tall(labyrinth_parts.tally_box(w, floor), 0.0, h + 3.0, w, floor, "the solo tally")
        page = Page(w, h + 3.0 + th, (*panel, *tally))
        assert check_page(page, f"panel {w:g} mm at {floor:g} pt", floor=least, safe=SafeArea(0.0)) == []
        words = " ".join(t.text.replace("-\n", "").replace("\n", " ") for t in iter_items(page.items)
                         if isinstance(t, Text))
        assert all(_row_text(r) in words for r in c.rows) and "Hearts" in words and "Gained" in words
        assert th == pytest.approx(labyrinth_parts.tally_height(w, floor))


def test_the_rows_take_two_columns_where_each_holds_a_row_at_the_floor():
    assert labyrinth_parts.columns(95.0) == 2 and labyrinth_parts.columns(72.0) == 1
    assert labyrinth_parts.columns(95.0, 12.0) == 1 and labyrinth_parts.columns(150.0, 12.0) == 2
    # a larger floor never puts more rows side by side at a width
    for w in WIDTHS:
        assert [labyrinth_parts.columns(w, f) for f in (0.0, 8.0, 12.0, 16.0)] == sorted(
            (labyrinth_parts.columns(w, f) for f in (0.0, 8.0, 12.0, 16.0)), reverse=True)


def test_a_panel_at_the_floor_grows_its_coins_with_its_words():
    c = card()
    coins = {}
    for floor in (0.0, 12.0):
        panel, _ = laid_tall(labyrinth_parts.panel_box(c, 150.0, floor), 0.0, 0.0, 150.0, floor, "the panel")
        coins[floor] = min(t.size for t, _ in printed_text_sizes(panel) if t.text.startswith(("+", "\u2212")))
    assert coins[12.0] >= 12.0 > coins[0.0]


def test_no_module_or_branch_exists_only_for_large_print():
    for name in ("pnp.book.large_parts", "pnp.book.large_print", "pnp.kits.booklet_large"):
        assert importlib.util.find_spec(name) is None, name
    for module in (labyrinth_parts, room, booklet):
        named = re.findall(r"\w*large\w*[ -_]?\w*", inspect.getsource(module).lower())
        assert not [n for n in named if "print" in n or "large_" in n or "_large" in n], (module.__name__, named)


def test_the_book_limits_are_the_floor_times_a_number():
    assert room.least_box(0.0) == (0.0, 0.0)
    assert room.least_box(6.0) == pytest.approx(tuple(x / 2 for x in room.least_box(12.0)))
    assert room.least_maze_square(12.0) == pytest.approx(7.5)


def test_a_floor_a_half_page_keeps_leaves_the_booklet_folded_and_a_higher_one_makes_whole_pages():
    low = replace(paper("a4"), text_floor=4.5)  # under what a sheet scaled onto A5 keeps
    assert booklet.page_paper(low).key == "a5" and booklet.page_paper(low).text_floor == 4.5
    high = replace(paper("letter"), text_floor=8.0)
    assert booklet.page_paper(high) == high
    assert booklet.page_paper(paper("letter")).key == "half-letter"
