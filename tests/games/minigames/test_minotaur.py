"""Minotaur minigame: fill the blanks so that no symbol makes four in a row."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from minigame_helpers import EPS, assert_text_fits, symmetric_forms as _independent_forms

from pnp.errors import ModelError
from pnp.games.minigames import minotaur_bits, minotaur_grids
from pnp.games.minigames.puzzles import minotaur
from pnp.games.minigames.base import generate_tile, verify_tile
from pnp.games.minigames.draw import content_box, puzzle_page, tile_size
from pnp.games.minigames.jsonio import tile_from_json, tile_to_json
from pnp.icons import has_icon
from pnp.scene.model import Icon, Path, Text
from pnp.scene.text import layout_text
from pnp.scene.walk import iter_items

A, B, C, _ = 0, 1, 2, None
SYMBOLS = ("axe", "shield", "skull")


# --- an independent checker and a brute-force counter -------------------------------

def runs_of_four(grid) -> list[tuple]:
    """Every four in a row of one symbol (across, down, both diagonals), by looking at each square."""
    n = len(grid)
    out = []
    for y in range(n):
        for x in range(n):
            for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1)):
                cells = [(x + k * dx, y + k * dy) for k in range(4)]
                if all(0 <= cx < n and 0 <= cy < n for cx, cy in cells):
                    values = {grid[cy][cx] for cx, cy in cells}
                    if len(values) == 1 and None not in values:
                        out.append(tuple(cells))
    return out


def filling_problems(puzzle: minotaur.Puzzle, grid) -> list[str]:
    out = []
    n = puzzle.size
    if len(grid) != n or any(len(row) != n for row in grid):
        return ["wrong shape"]
    for y in range(n):
        for x in range(n):
            if grid[y][x] not in (0, 1, 2):
                out.append(f"square {(x, y)} is not filled")
            given_ = puzzle.grid[y][x]
            if given_ is not None and grid[y][x] != given_:
                out.append(f"square {(x, y)} changes a printed symbol")
    out += [f"four in a row at {r}" for r in runs_of_four(grid)]
    return out


def brute_count(puzzle: minotaur.Puzzle) -> int:
    blanks = [(x, y) for y, row in enumerate(puzzle.grid) for x, v in enumerate(row) if v is None]
    count = 0
    for values in itertools.product((0, 1, 2), repeat=len(blanks)):
        grid = [list(row) for row in puzzle.grid]
        for (x, y), v in zip(blanks, values):
            grid[y][x] = v
        if not runs_of_four(grid):
            count += 1
    return count


def allowed(grid, x, y) -> list[int]:
    """Symbols a blank may take: those that make no four in a row with the filled squares."""
    n = len(grid)
    out = []
    for s in (0, 1, 2):
        runs = False
        for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1)):
            for back in range(4):  # the four lines of four through (x, y) in this direction
                cells = [(x + (k - back) * dx, y + (k - back) * dy) for k in range(4)]
                if all(0 <= cx < n and 0 <= cy < n for cx, cy in cells) and all(
                        grid[cy][cx] == s for cx, cy in cells if (cx, cy) != (x, y)):
                    runs = True
        if not runs:
            out.append(s)
    return out


def own_singles(grid, ruled_out=frozenset()):
    """Rounds of naked singles (symbols in ``ruled_out`` (x, y, s) never count): the grid they reach, or None
    when a blank is left without a symbol or a round makes four in a row."""
    grid = [list(row) for row in grid]
    while True:
        fills = {}
        for y, row in enumerate(grid):
            for x, v in enumerate(row):
                if v is None:
                    left = [s for s in allowed(grid, x, y) if (x, y, s) not in ruled_out]
                    if not left:
                        return None
                    if len(left) == 1:
                        fills[(x, y)] = left[0]
        if not fills:
            return grid
        for (x, y), s in fills.items():
            grid[y][x] = s
        if runs_of_four(grid):
            return None


def own_contradictions(grid):
    """Singles, and when they stall, rule out a symbol whose trial breaks the grid under singles: the grid
    reached (blanks left when even that stalls)."""
    ruled_out: set = set()
    while True:
        grid = own_singles(grid, frozenset(ruled_out))
        if grid is None:
            return None
        blanks_left = [(x, y) for y, row in enumerate(grid) for x, v in enumerate(row) if v is None]
        if not blanks_left:
            return grid
        found = False
        for x, y in blanks_left:
            for s in allowed(grid, x, y):
                if (x, y, s) in ruled_out:
                    continue
                trial = [list(row) for row in grid]
                trial[y][x] = s
                if own_singles(trial, frozenset(ruled_out)) is None:
                    ruled_out.add((x, y, s))
                    found = True
        if not found:
            return grid


def filled(grid) -> bool:
    return grid is not None and all(v is not None for row in grid for v in row)


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
    low, high = minotaur.SETTINGS["easy"]["blanks"]
    assert low <= minotaur.blanks(tile.puzzle) <= high
    assert minotaur.eliminate(tile.puzzle, minotaur.EASY_ROUNDS)[0]


@settings(max_examples=10)
@given(st.integers(0, 10**6))
def test_hard_tiles_need_a_contradiction_and_no_more(seed):
    tile = generate_tile("minotaur", "hard", seed)
    _check_tile(tile, 8)
    assert minotaur.blanks(tile.puzzle) >= minotaur.SETTINGS["hard"]["blanks"][0]
    assert not filled(own_singles(tile.puzzle.grid))  # singles stall
    assert own_contradictions(tile.puzzle.grid) == [list(row) for row in tile.answer.grid]
    assert tile.measure["singles_fill"] is False and tile.measure["contradictions_fill"] is True
    assert tile.measure["contradictions"] >= 1


def test_every_blank_is_decided_by_the_full_grid():
    # a blank whose other symbols would not both make four in a row could be changed alone
    for seed in range(5):
        tile = generate_tile("minotaur", "hard", seed)
        for y, row in enumerate(tile.puzzle.grid):
            for x, v in enumerate(row):
                if v is None:
                    for other in {0, 1, 2} - {tile.answer.grid[y][x]}:
                        grid = [list(r) for r in tile.answer.grid]
                        grid[y][x] = other
                        assert runs_of_four(grid)


def _library_grid(text: str, size: int):
    return [[minotaur_grids.CORE_LETTERS.index(ch) if ch in minotaur_grids.CORE_LETTERS else int(ch) for ch in
             text[y * size:(y + 1) * size]] for y in range(size)]


def test_easy_library_grids_are_valid_and_rich():
    grids = minotaur_grids.EASY_LIBRARY
    assert len(set(grids)) == len(grids) == 48
    b = minotaur_bits.board(6)
    for text in grids:
        grid = _library_grid(text, 6)
        assert not runs_of_four(grid)
        assert minotaur_bits.decided(b, minotaur_bits.grid_masks(b, grid)[0]).bit_count() >= 9


def test_every_hard_library_grid_holds_a_core():
    # blanking the core alone: one answer, and singles have nothing to fill
    grids = minotaur_grids.HARD_LIBRARY
    assert len(set(grids)) == len(grids) == 48
    for text in grids:
        grid = _library_grid(text, 8)
        assert not runs_of_four(grid)
        puzzle = [[None if text[y * 8 + x] in "abc" else v for x, v in enumerate(row)] for y, row in enumerate(grid)]
        assert own_singles(puzzle) == puzzle
        assert minotaur.count_solutions(minotaur.Puzzle(8, SYMBOLS, tuple(map(tuple, puzzle)))) == 1


@pytest.mark.slow
def test_easy_library_follows_its_recipe():
    rng = random.Random("minotaur library 6")
    b = minotaur_bits.board(6)
    made = []
    for _ in range(80):
        masks = minotaur_grids.anneal_grid(6, rng, 20_000)
        text = "".join(map(str, (v for row in minotaur_bits.grid_of(b, masks) for v in row)))
        made.append((minotaur_bits.decided(b, masks).bit_count(), text))
    assert tuple(t for _, t in sorted(made, reverse=True)[:48]) == minotaur_grids.EASY_LIBRARY


@pytest.mark.slow
def test_hard_library_follows_its_recipe():
    assert minotaur_grids.hard_library(48) == minotaur_grids.HARD_LIBRARY


@pytest.mark.slow
@pytest.mark.parametrize("difficulty", ["easy", "hard"])
def test_two_hundred_tiles_have_two_hundred_different_solved_grids(difficulty):
    # before: 314 different solved grids among 400 easy tiles, 325 among 400 hard ones
    seen: set[str] = set()
    for seed in range(200):
        forms = _independent_forms(generate_tile("minotaur", difficulty, seed).answer.grid)
        assert not forms & seen, seed
        seen |= forms


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
    (lambda d: d["puzzle"]["grid"][2].append(0), "row 2"),
    (lambda d: d["puzzle"]["grid"][1].__setitem__(3, 7), "row 1, square 3"),
    (lambda d: d["answer"]["grid"][0].__setitem__(0, None), "row 0, square 0"),
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
