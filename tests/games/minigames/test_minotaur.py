"""Minotaur minigame: fill the blanks so that no symbol makes four in a row."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from minigame_helpers import (
    EPS,
    assert_text_fits,
    brute_count,
    filled,
    filling_problems,
    own_contradictions,
    own_singles,
    runs_of_four,
)

from pnp.errors import ModelError
from pnp.games.minigames import minotaur_bits, minotaur_grids
from pnp.games.minigames.base import generate_tile, verify_tile
from pnp.games.minigames.draw import content_box, puzzle_page, tile_size
from pnp.games.minigames.jsonio import tile_from_json, tile_to_json
from pnp.games.minigames.puzzles import minotaur
from pnp.icons import has_icon
from pnp.scene.model import Icon, Path, Text
from pnp.scene.text import layout_text
from pnp.scene.walk import iter_items

A, B, C, _ = 0, 1, 2, None
SYMBOLS = ("axe", "shield", "skull")


def P(*rows) -> minotaur.Puzzle:
    return minotaur.Puzzle(len(rows), SYMBOLS, tuple(tuple(r) for r in rows))


# --- the counter on hand-made puzzles ---------------------------------------------------

# the top-right blank: A would finish the top row, B the right column, C the diagonal -> nothing fits
NONE = P([A, A, A, _],
         [B, A, C, B],
         [A, C, B, B],
         [C, B, A, B])
# the same without the C diagonal: only C fits
ONE = P([A, A, A, _],
        [B, A, B, B],
        [A, C, B, B],
        [C, B, A, B])
ONE_FILLED = ((A, A, A, C), (B, A, B, B), (A, C, B, B), (C, B, A, B))
# two blanks of the top row: each can take B or C, but not both the same in any way that makes a run
MANY = P([A, _, A, _],
         [B, A, C, B],
         [A, C, B, C],
         [C, B, A, B])
# four in a row among the printed symbols: nothing can mend it
BROKEN = P([A, A, A, A],
           [B, _, C, B],
           [A, C, B, C],
           [C, B, A, B])
# a chain: the first blank is decided by the printed symbols, the second only once the first is filled
CHAIN = P([A, A, A, _],
          [B, A, C, B],
          [A, C, A, B],
          [_, B, B, B])


# singles stall (every blank keeps two symbols), but B at (2, 1) would force the column below into a dead end
STALL = P([C, B, A, C, B, C],
          [C, A, _, C, B, B],
          [A, C, A, _, A, A],
          [C, B, _, _, B, A],
          [B, B, B, C, A, C],
          [A, B, A, B, A, C])
# an old "hard" tile: 20 blanks, yet singles alone fill it (in 10 rounds)
OLD_HARD = minotaur.Puzzle(8, SYMBOLS, tuple(tuple(None if ch == "." else "ABC".index(ch) for ch in row) for row in (
    "AAB.BB.B", "AAA.CCC.", "AAA.BCCB", "...C.CCB", "BB......", "BBB.AAA.", "BBB.CAAA", ".C.CACAA")))


@pytest.mark.parametrize("puzzle, expected", [(NONE, 0), (ONE, 1), (BROKEN, 0), (CHAIN, 1), (STALL, 1)])
def test_counter_on_hand_made_puzzles(puzzle, expected):
    assert brute_count(puzzle) == expected
    assert minotaur.count_solutions(puzzle, 100) == expected
    assert minotaur.count_solutions(puzzle) == min(2, expected)


def test_counter_finds_more_than_one():
    assert brute_count(MANY) >= 2
    assert minotaur.count_solutions(MANY) == 2
    assert minotaur.count_solutions(MANY, 100) == brute_count(MANY)
    assert minotaur.solve(MANY) is None
    empty = minotaur.Puzzle(4, SYMBOLS, ((_,) * 4,) * 4)
    assert minotaur.count_solutions(empty, 50) == 50


def test_solve_gives_the_one_filling():
    answer = minotaur.solve(ONE)
    assert answer == minotaur.Answer(ONE_FILLED)
    assert not filling_problems(ONE, answer.grid)
    assert minotaur.solve(NONE) is None


def test_elimination_follows_the_chain_in_rounds():
    assert minotaur.eliminate(ONE) == (True, 1)
    assert minotaur.eliminate(CHAIN) == (True, 2)
    assert minotaur.eliminate(CHAIN, 1) == (False, 1)
    assert minotaur.eliminate(MANY)[0] is False


def test_a_contradiction_finishes_what_singles_cannot():
    assert not filled(own_singles(STALL.grid)) and own_singles(STALL.grid) == [list(r) for r in STALL.grid]
    assert filled(own_contradictions(STALL.grid))
    assert minotaur.eliminate(STALL) == (False, 0)
    deduced = minotaur.deduction(STALL)
    assert deduced.filled and deduced.contradictions >= 1
    assert minotaur_bits.grid_of(minotaur_bits.board(6), deduced.masks) == minotaur.solve(STALL).grid
    assert minotaur.deduction(CHAIN) == minotaur_bits.Deduction(True, 0, 2, minotaur.deduction(CHAIN).masks)
    assert not minotaur.deduction(MANY).filled  # two answers: no deduction can fill it


def test_a_tile_singles_fill_is_not_hard_however_long_the_chain():
    assert minotaur.blanks(OLD_HARD) == 20 and filled(own_singles(OLD_HARD.grid))
    graded, measure = minotaur.grade(OLD_HARD)
    assert graded != "hard"
    assert measure["singles_fill"] and measure["singles_rounds"] == 10 and measure["contradictions"] == 0


@settings(max_examples=40)
@given(st.integers(0, 10**9))
def test_counter_agrees_with_brute_force(seed):
    rng = random.Random(seed)
    n = rng.choice((4, 5))
    full = minotaur_grids.random_grid(n, rng)
    assert not runs_of_four(full)
    grid = [list(row) for row in full]
    for x, y in rng.sample([(x, y) for x in range(n) for y in range(n)], rng.randint(1, 6)):
        grid[y][x] = None
    if rng.random() < 0.3:  # sometimes change a printed symbol, which may leave no filling at all
        x, y = rng.randrange(n), rng.randrange(n)
        grid[y][x] = rng.choice((0, 1, 2))
    puzzle = minotaur.Puzzle(n, SYMBOLS, tuple(tuple(r) for r in grid))
    expected = brute_count(puzzle)
    assert minotaur.count_solutions(puzzle, 10**6) == expected
    answer = minotaur.solve(puzzle)
    assert (answer is not None) == (expected == 1)
    if answer is not None:
        assert not filling_problems(puzzle, answer.grid)


# --- generated tiles ----------------------------------------------------------------------

def _check_tile(tile, size):
    p = tile.puzzle
    assert p.size == size
    assert verify_tile(tile).ok
    assert minotaur.count_solutions(p, 2) == 1
    assert minotaur.solve(p) == tile.answer
    assert not filling_problems(p, tile.answer.grid)
    assert all(has_icon(s) for s in p.symbols) and len(set(p.symbols)) == 3


@settings(max_examples=20)
@given(st.integers(0, 10**6))
def test_easy_tiles_are_filled_by_elimination(seed):
    tile = generate_tile("minotaur", "easy", seed)
    _check_tile(tile, 6)
    low, high = minotaur.SETTINGS["easy"].blanks
    assert low <= minotaur.blanks(tile.puzzle) <= high
    assert minotaur.eliminate(tile.puzzle, minotaur.EASY_ROUNDS)[0]


@settings(max_examples=10)
@given(st.integers(0, 10**6))
def test_hard_tiles_need_a_contradiction_and_no_more(seed):
    tile = generate_tile("minotaur", "hard", seed)
    _check_tile(tile, 8)
    assert minotaur.blanks(tile.puzzle) >= minotaur.SETTINGS["hard"].blanks[0]
    assert not filled(own_singles(tile.puzzle.grid))  # singles stall
    assert own_contradictions(tile.puzzle.grid) == [list(row) for row in tile.answer.grid]
    assert tile.measure["singles_fill"] is False and tile.measure["contradictions_fill"] is True
    assert tile.measure["contradictions"] >= 1


def test_generation_is_deterministic():
    assert generate_tile("minotaur", "hard", 7) == generate_tile("minotaur", "hard", 7)
    assert generate_tile("minotaur", "hard", 7).puzzle != generate_tile("minotaur", "hard", 8).puzzle


def test_grade_rejects_the_wrong_size():
    assert minotaur.grade(ONE)[0] == "unrated"
    assert minotaur.grade(generate_tile("minotaur", "easy", 1).puzzle)[0] == "easy"
    assert minotaur.grade(generate_tile("minotaur", "hard", 1).puzzle)[0] == "hard"


# --- JSON ---------------------------------------------------------------------------------

@pytest.mark.parametrize("change, words", [
    (lambda d: d["puzzle"].update(size=3), "size"),
    (lambda d: d["puzzle"].update(symbols=["axe", "axe", "skull"]), "three different"),
    (lambda d: d["puzzle"].update(symbols=["axe", "shield", "unicorn"]), "unknown icon"),
    (lambda d: d["puzzle"]["grid"].pop(), "rows"),
    (lambda d: d["puzzle"]["grid"][2].append(0), r"^puzzle\.grid\[2\]: expected 6 squares, got 7$"),
    (lambda d: d["puzzle"]["grid"][1].__setitem__(3, 7), r"^puzzle\.grid\[1\]\[3\]: 7 is too large"),
    (lambda d: d["answer"]["grid"][0].__setitem__(0, None), r"^answer\.grid\[0\]\[0\]: expected a whole"),
    (lambda d: d["answer"].pop("grid"), "missing"),
])
def test_bad_json_is_rejected_with_a_clear_message(change, words):
    data = tile_to_json(generate_tile("minotaur", "easy", 3))
    change(data)
    with pytest.raises(ModelError, match=words):
        tile_from_json(data)


# --- drawing ------------------------------------------------------------------------------

@pytest.mark.parametrize("difficulty", ["easy", "hard"])
def test_drawing_stays_in_the_box(difficulty):
    tile = generate_tile("minotaur", difficulty, 5)
    box = content_box(tile_size())
    x0, y0, w, h = box
    n = tile.puzzle.size
    for draw in (minotaur.draw_puzzle, minotaur.draw_answer):
        items = list(iter_items(draw(tile, box)))
        for item in items:
            if isinstance(item, Path):
                half = item.style.width / 2 if item.style.stroke else 0
                for seg in item.segments:
                    for px, py in zip(seg[1::2], seg[2::2]):
                        assert x0 - EPS <= px - half and px + half <= x0 + w + EPS
                        assert y0 - EPS <= py - half and py + half <= y0 + h + EPS
            elif isinstance(item, Icon):
                assert x0 - EPS <= item.x and item.x + item.size <= x0 + w + EPS
                assert y0 - EPS <= item.y and item.y + item.size <= y0 + h + EPS
                assert item.size >= 4.0  # legible on a 70 mm tile
            elif isinstance(item, Text):
                assert not layout_text(item).overflow
        icons = [i for i in items if isinstance(i, Icon)]
        expected = n * n - minotaur.blanks(tile.puzzle) if draw is minotaur.draw_puzzle else n * n
        assert len(icons) == expected
        assert {i.name for i in icons} <= set(tile.puzzle.symbols)


def test_answer_shows_filled_symbols_in_the_highlight_colour():
    tile = generate_tile("minotaur", "easy", 4)
    icons = [i for i in minotaur.draw_answer(tile, content_box(tile_size())) if isinstance(i, Icon)]
    assert sum(1 for i in icons if i.color == minotaur.FILLED) == minotaur.blanks(tile.puzzle)


def test_whole_tile_page_text_fits():
    for difficulty in ("easy", "hard"):
        tile = generate_tile("minotaur", difficulty, 1)
        assert_text_fits(puzzle_page(tile), puzzle_page(tile, answer=True))
