"""Sword minigame: one line through every square, meeting the numbers in order."""

from __future__ import annotations

import random
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from minigame_helpers import EPS, assert_text_fits

from pnp.errors import ModelError
from pnp.games.minigames.base import generate_tile, verify_tile
from pnp.games.minigames.draw import content_box, puzzle_page, tile_size
from pnp.games.minigames.jsonio import puzzle_from_data, tile_from_json, tile_to_json
from pnp.games.minigames.puzzles import sword
from pnp.scene.model import Icon, Path, Text
from pnp.scene.text import layout_text
from pnp.scene.walk import iter_items

# --- an independent checker and a brute-force counter -------------------------------

def line_problems(puzzle: sword.Puzzle, line: tuple) -> list[str]:
    """Why a line does not solve the puzzle (written from the rules, not from the module)."""
    n = puzzle.size
    out = []
    if sorted(line) != [(x, y) for x in range(n) for y in range(n)]:
        out.append("does not visit every square exactly once")
    for a, b in zip(line, line[1:]):
        if abs(a[0] - b[0]) + abs(a[1] - b[1]) != 1:
            out.append(f"{a} -> {b} is not a step to an orthogonal neighbour")
    numbers = dict(puzzle.clues)
    met = [numbers[c] for c in line if c in numbers]
    if met != list(range(1, len(puzzle.clues) + 1)):
        out.append(f"meets the numbers in the order {met}")
    if line and (numbers.get(line[0]) != 1 or numbers.get(line[-1]) != len(puzzle.clues)):
        out.append("does not start on 1 and end on the last number")
    return out


@cache
def all_lines(n: int) -> tuple[tuple, ...]:
    """Every path through all squares of an n × n grid (both directions), by plain enumeration."""
    out = []

    def extend(path, seen):
        if len(path) == n * n:
            out.append(tuple(path))
            return
        x, y = path[-1]
        for c in ((x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y)):
            if 0 <= c[0] < n and 0 <= c[1] < n and c not in seen:
                seen.add(c)
                path.append(c)
                extend(path, seen)
                path.pop()
                seen.discard(c)

    for y in range(n):
        for x in range(n):
            extend([(x, y)], {(x, y)})
    return tuple(out)


def brute_count(puzzle: sword.Puzzle) -> int:
    return sum(1 for line in all_lines(puzzle.size) if not line_problems(puzzle, line))


def P(size: int, *clues) -> sword.Puzzle:
    return sword.Puzzle(size, tuple((c, i) for i, c in enumerate(clues, 1)))


# --- the counter on hand-made puzzles ---------------------------------------------------

NONE_PARITY = P(4, (0, 0), (3, 3))  # 16 squares: a line's two ends have different colours; these match
NONE_ORDER = P(4, (1, 1), (2, 1), (3, 3))  # 1 next to 2 leaves no way to fill the rest and end on 3
ONE = P(4, (0, 1), (1, 1), (3, 1))
ONE_LINE = ((0, 1), (0, 0), (1, 0), (1, 1), (1, 2), (0, 2), (0, 3), (1, 3), (2, 3), (3, 3), (3, 2), (2, 2),
            (2, 1), (2, 0), (3, 0), (3, 1))
MANY = P(4, (0, 0), (3, 0))  # eight lines from corner to corner along the top edge
TWO_3X3 = P(3, (0, 0), (2, 2))  # the two zigzags of a 3 × 3 grid


@pytest.mark.parametrize("puzzle, expected", [(NONE_PARITY, 0), (NONE_ORDER, 0), (ONE, 1), (MANY, 8), (TWO_3X3, 2)])
def test_counter_on_hand_made_puzzles(puzzle, expected):
    assert brute_count(puzzle) == expected
    assert sword.count_solutions(puzzle, 100) == expected
    assert sword.count_solutions(puzzle) == min(2, expected)
    assert sword.count_solutions(puzzle, 1) == min(1, expected)


def test_unique_puzzle_is_solved_and_others_are_not():
    assert sword.solve(ONE) == sword.Answer(ONE_LINE)
    assert not line_problems(ONE, ONE_LINE)
    assert sword.solve(MANY) is None
    assert sword.solve(NONE_ORDER) is None


def test_malformed_puzzles_have_no_solution():
    assert sword.count_solutions(sword.Puzzle(4, (((0, 0), 1), ((3, 0), 3)))) == 0  # no 2
    assert sword.count_solutions(sword.Puzzle(4, (((0, 0), 1), ((0, 0), 2)))) == 0  # shared square
    assert sword.count_solutions(sword.Puzzle(4, (((0, 0), 1), ((4, 0), 2)))) == 0  # outside


@settings(max_examples=40)
@given(st.integers(0, 10**9), st.integers(2, 5))
def test_counter_agrees_with_brute_force_on_small_grids(seed, k):
    rng = random.Random(seed)
    size = rng.choice((3, 4))
    squares = rng.sample([(x, y) for x in range(size) for y in range(size)], k)
    puzzle = P(size, *squares)
    expected = brute_count(puzzle)
    assert sword.count_solutions(puzzle, 1000) == expected
    found = sword.solve(puzzle)
    assert (found is not None) == (expected == 1)
    if found is not None:
        assert not line_problems(puzzle, found.line)


# --- generated tiles ----------------------------------------------------------------------

@settings(max_examples=20)
@given(st.integers(0, 10**6))
def test_easy_tiles_have_one_line_that_forced_moves_find(seed):
    tile = generate_tile("sword", "easy", seed)
    _check_tile(tile, size=5)
    assert sword.forced_moves(tile.puzzle)[0], "easy tiles are finished by forced moves alone"
    assert tile.measure["forced_moves_finish"] is True


@settings(max_examples=20)
@given(st.integers(0, 10**6))
def test_hard_tiles_have_one_line_and_need_search(seed):
    tile = generate_tile("sword", "hard", seed)
    _check_tile(tile, size=7)
    finished, moves, options = sword.forced_moves(tile.puzzle)
    assert not finished and len(options) >= 2, "forced moves alone must stall on a hard tile"
    assert tile.measure["forced_moves_finish"] is False


def _check_tile(tile, size):
    p = tile.puzzle
    assert p.size == size
    assert verify_tile(tile).ok
    assert sword.count_solutions(p, 2) == 1
    assert sword.solve(p) == tile.answer
    assert not line_problems(p, tile.answer.line)
    numbers = [n for _, n in p.clues]
    assert numbers == list(range(1, len(numbers) + 1)) and 2 <= len(numbers) <= size * size // 3 + 2


def test_numbers_stay_few():
    easy = [generate_tile("sword", "easy", s) for s in range(10)]
    hard = [generate_tile("sword", "hard", s) for s in range(10)]
    assert max(len(t.puzzle.clues) for t in easy) <= sword.EASY.max_numbers
    assert sum(len(t.puzzle.clues) for t in hard) / len(hard) <= 13


def test_generation_is_deterministic():
    assert generate_tile("sword", "hard", 7) == generate_tile("sword", "hard", 7)
    assert generate_tile("sword", "hard", 7).puzzle != generate_tile("sword", "hard", 8).puzzle


def test_grade_rejects_the_wrong_size():
    tile = generate_tile("sword", "easy", 1)
    assert sword.grade(ONE)[0] == "unrated"  # 4 × 4 is neither easy nor hard
    assert sword.grade(tile.puzzle)[0] == "easy"


# --- JSON ---------------------------------------------------------------------------------

@pytest.mark.parametrize("change, words", [
    (lambda d: d["puzzle"].update(size=20), "size"),
    (lambda d: d["puzzle"]["numbers"][0].update(at=[9, 0]), "outside"),
    (lambda d: d["puzzle"]["numbers"][0].update(at="a1"), r"^puzzle\.numbers\[0\]\.at: expected a list$"),
    (lambda d: d["puzzle"]["numbers"].pop(1), "1, 2, ..., K"),
    (lambda d: d["puzzle"]["numbers"][1].update(number=1), "1, 2, ..., K"),
    (lambda d: d["answer"]["line"].insert(1, [4, 4]), "not neighbours"),
    (lambda d: d["answer"].pop("line"), "missing"),
])
def test_bad_json_is_rejected_with_a_clear_message(change, words):
    data = tile_to_json(generate_tile("sword", "easy", 3))
    change(data)
    with pytest.raises(ModelError, match=words):
        tile_from_json(data)


def test_reader_names_the_key():
    with pytest.raises(ModelError, match=r"^puzzle\.numbers\[0\]\.number: expected a whole number$"):
        puzzle_from_data("sword", {"size": 5, "numbers": [{"at": [0, 0], "number": "one"}]})


# --- drawing ------------------------------------------------------------------------------

def _points(p: Path):
    for seg in p.segments:
        vals = seg[1:]
        yield from zip(vals[0::2], vals[1::2])


@pytest.mark.parametrize("difficulty", ["easy", "hard"])
def test_drawing_stays_in_the_box(difficulty):
    tile = generate_tile("sword", difficulty, 5)
    box = content_box(tile_size())
    x0, y0, w, h = box
    for draw in (sword.draw_puzzle, sword.draw_answer):
        items = list(iter_items(draw(tile, box)))
        assert items
        for item in items:
            if isinstance(item, Path):
                half = item.style.width / 2 if item.style.stroke else 0
                for px, py in _points(item):
                    assert x0 - EPS <= px - half and px + half <= x0 + w + EPS
                    assert y0 - EPS <= py - half and py + half <= y0 + h + EPS
            elif isinstance(item, Text):
                assert not layout_text(item).overflow, item.text
                assert x0 - EPS <= item.x and item.x + item.width <= x0 + w + EPS
                assert y0 - EPS <= item.y and item.y + item.height <= y0 + h + EPS
            else:
                assert not isinstance(item, Icon)
        numbers = sorted(int(t.text) for t in items if isinstance(t, Text))
        assert numbers == list(range(1, len(tile.puzzle.clues) + 1))


def test_answer_line_runs_through_square_centres():
    tile = generate_tile("sword", "easy", 2)
    box = content_box(tile_size())
    drawn = [p for p in sword.draw_answer(tile, box) if isinstance(p, Path) and p.style.stroke == sword.LINE]
    assert len(drawn) == 1
    ox, oy, c = sword._place(tile, box)
    centres = [((px - ox) / c - 0.5, (py - oy) / c - 0.5) for px, py in _points(drawn[0])]
    assert [(round(x), round(y)) for x, y in centres] == list(tile.answer.line)
    assert all(abs(x - round(x)) < EPS and abs(y - round(y)) < EPS for x, y in centres)


def test_whole_tile_page_text_fits():
    for difficulty in ("easy", "hard"):
        tile = generate_tile("sword", difficulty, 1)
        assert_text_fits(puzzle_page(tile), puzzle_page(tile, answer=True))


def test_a_search_past_its_budget_is_refused_not_left_running(monkeypatch):
    """A hand-made tile can need millions of search steps; verify stops at the budget and says why."""
    from pnp.games.minigames import sword_search

    tile = generate_tile("sword", "hard", 3)
    sword_search._FOUND.clear()  # no remembered answer: the search must run
    monkeypatch.setattr(sword, "SEARCH_BUDGET", 10)  # a generated hard tile needs hundreds of steps
    with pytest.raises(ModelError, match="passed 10 steps"):
        sword.count_solutions(tile.puzzle)
    sword_search._FOUND.clear()
    monkeypatch.undo()
    assert sword.count_solutions(tile.puzzle) == 1
