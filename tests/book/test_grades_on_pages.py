"""A page never contradicts itself about difficulty (issue 27): a book ranks its puzzles by what they measure,
so a hard objective card or a hard tile can open the book at Warm-up. The page's level is its only word on
difficulty: no card or tile grade (easy, medium, hard, the card's skulls) is printed beside it, on any trim,
in print or large print, on the puzzle or its answer."""

from __future__ import annotations

import re
from functools import cache

import pytest

from pnp.book.answer_pack import cell_box
from pnp.book.answer_pages import answer_cell, answer_size
from pnp.book.model import Placed
from pnp.book.puzzle_pages import puzzle_page
from pnp.scene.model import Icon, Text
from pnp.scene.walk import iter_items

GRADE = re.compile(r"\b(tutorial|easy|medium|hard)\b", re.IGNORECASE)
TRIMS = ("5x8", "6x9", "8.5x11")


@cache
def placed_book(seed: int) -> tuple[Placed, ...]:
    """A book's puzzles as it levels them: labyrinths whose cards cycle easy, medium and hard, a tile of every
    minigame (easy and hard in turn), mazes; four levels."""
    from pnp.book.content import make_entries
    from pnp.book.levels import ramp
    from pnp.book.mix import parse_mix

    ordered = ramp(make_entries(parse_mix("labyrinth=4,minigames=7,maze=2", "10"), seed), 4)
    return tuple(Placed(e, n, level, 10 + n, 40) for n, (level, e) in enumerate(ordered, start=1))


def box_of(trim_key: str):
    from pnp.book.build import BookOptions, geometry
    from pnp.book.mix import parse_mix
    from pnp.book.model import BookInfo
    from pnp.book_catalog import service, trim

    options = BookOptions(BookInfo(), parse_mix("maze=1", "10"), trim(trim_key), service("kdp"))
    return geometry(options, 120).box


def stated_grades(page, kind: str) -> list[str]:
    items = list(iter_items(page.items))
    said = [m.group(0) for i in items if isinstance(i, Text) for m in GRADE.finditer(i.text)]
    if kind == "labyrinth":  # the card's skulls (a sheet has no skull symbol)
        said += ["skull"] * sum(1 for i in items if isinstance(i, Icon) and i.name == "skull")
    return said


def test_the_books_levels_cross_the_cards_and_tiles_own_grades():
    """Else the test below could not fail: some puzzle's own grade is not its level's (a hard one in the first
    half of the book, or an easy one in the second)."""
    grades = {(q.level, getattr(q.entry.content, "difficulty", None) or q.entry.content.card.difficulty)
              for seed in (1, 2) for q in placed_book(seed) if q.entry.kind != "maze"}
    assert any((grade == "hard" and level <= 2) or (grade == "easy" and level >= 3) for level, grade in grades)


@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize("trim_key", TRIMS)
def test_a_page_states_its_level_and_no_grade_of_its_own(seed, trim_key):
    box = box_of(trim_key)
    floors = (0.0, 12.0) if trim_key == "8.5x11" else (0.0,)
    for floor in floors:
        for q in placed_book(seed):
            page = puzzle_page(q, box, floor)
            text = " ".join(i.text for i in iter_items(page.items) if isinstance(i, Text))
            assert f"Level {q.level} · {q.level_name}" in text
            assert stated_grades(page, q.entry.kind) == [], (q.number, q.entry.kind, q.level_name)
            cell = answer_cell(q, cell_box(answer_size(q.entry.kind, floor), box), floor)
            assert stated_grades(cell, q.entry.kind) == [], (q.number, "answer")
