"""Treasure: one key joined to the ruby's chest; on hard tiles every decoy key reaches an empty chest."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from minigame_helpers import assert_inside, assert_text_fits, assert_walkable, drawn_points, flood, parse_maze

from pnp.errors import PnpError
from pnp.games.minigames.base import generate_tile, verify_tile
from pnp.games.minigames.draw import content_box, puzzle_page, tile_size
from pnp.games.minigames.jsonio import tile_from_json, tile_to_json
from pnp.games.minigames.puzzles import treasure
from pnp.jsonio import dumps
from pnp.scene.model import Icon, Path
from pnp.scene.walk import iter_items


def puzzle(art: str, ruby: int = 0) -> treasure.Puzzle:
    """Letters mark the keys (a, b, ... in that order), digits the chests."""
    width, height, walls, marks = parse_maze(art)
    keys = tuple(marks[k] for k in sorted(m for m in marks if m.isalpha()))
    chests = tuple(marks[k] for k in sorted(m for m in marks if m.isdigit()))
    return treasure.Puzzle(width, height, walls, keys, chests, ruby)


# key a runs along the top row to chest 0, key b along the bottom row to chest 1
ONE = """
+-+-+-+-+-+
|a . . . 0|
+-+-+-+-+-+
|. . . . .|
+-+-+-+-+-+
|b . . . 1|
+-+-+-+-+-+
"""

# a gap in the middle joins the two rows: both keys reach both chests
TWO = """
+-+-+-+-+-+
|a . . . 0|
+-+-+ +-+-+
|. . . . .|
+-+-+ +-+-+
|b . . . 1|
+-+-+-+-+-+
"""

# chest 0 is walled off from the top row; it only reaches the empty middle row
NONE = """
+-+-+-+-+-+
|a . . .|0|
+-+-+-+-+ +
|. . . . .|
+-+-+-+-+-+
|b . . . 1|
+-+-+-+-+-+
"""


def test_the_counter_finds_no_one_or_two_keys_for_the_ruby():
    assert treasure.count_solutions(puzzle(ONE)) == 1
    assert treasure.solve(puzzle(ONE)) == treasure.Answer(0, ((0, 0), (1, 0), (2, 0), (3, 0), (4, 0)))
    assert treasure.solve(puzzle(ONE, ruby=1)) == treasure.Answer(1, ((0, 2), (1, 2), (2, 2), (3, 2), (4, 2)))
    assert treasure.count_solutions(puzzle(TWO)) == 2 and treasure.solve(puzzle(TWO)) is None
    assert treasure.count_solutions(puzzle(TWO), limit=9) == 2
    assert treasure.count_solutions(puzzle(NONE)) == 0 and treasure.solve(puzzle(NONE)) is None


def test_malformed_puzzles_have_no_solution():
    p = puzzle(ONE)
    assert treasure.count_solutions(treasure.Puzzle(5, 3, p.walls, ((1, 0), (0, 2)), p.chests, 0)) == 0
    assert treasure.count_solutions(treasure.Puzzle(5, 3, p.walls, p.keys, ((4, 0), (3, 2)), 0)) == 0
    assert treasure.count_solutions(treasure.Puzzle(5, 3, p.walls, p.keys, p.chests, 2)) == 0
    assert treasure.count_solutions(treasure.Puzzle(5, 3, p.walls, ((0, 0), (0, 0)), p.chests, 0)) == 0


# --- an independent checker ------------------------------------------------------

def check_tile(tile) -> int:
    """Checks the stored answer against the puzzle; returns the answer's length in steps."""
    p, a = tile.puzzle, tile.answer
    ruby = p.chests[p.ruby]
    assert all(k[0] == 0 for k in p.keys) and all(c[0] == p.width - 1 for c in p.chests)
    assert a.path[0] == p.keys[a.key] and a.path[-1] == ruby
    assert_walkable(p, a.path)
    from_ruby = flood(p, ruby)
    assert [i for i, k in enumerate(p.keys) if k in from_ruby] == [a.key]
    assert len(a.path) - 1 == from_ruby[p.keys[a.key]]
    return len(a.path) - 1


@settings(max_examples=20)
@given(st.integers(0, 10**6), st.sampled_from(["easy", "hard"]))
def test_generated_tiles_have_exactly_one_key_for_the_ruby_and_the_stored_path(seed, difficulty):
    tile = generate_tile("treasure", difficulty, seed)
    steps = check_tile(tile)
    assert treasure.count_solutions(tile.puzzle) == 1 and treasure.solve(tile.puzzle) == tile.answer
    assert verify_tile(tile).ok
    p, a = tile.puzzle, tile.answer
    decoys = [k for i, k in enumerate(p.keys) if i != a.key]
    parts = [flood(p, k) for k in decoys]
    ruby = p.chests[p.ruby]
    if difficulty == "easy":
        assert (p.width, p.height, len(p.keys), len(p.chests)) == (7, 7, 3, 3)
        for part in parts:  # decoys fail early: no chest, and a small part
            assert not any(c in part for c in p.chests)
            assert max(part.values()) <= steps / 2
    else:
        assert p.width * p.height >= 100 and len(p.keys) in (4, 5) and len(p.chests) in (4, 5)
        for part in parts:  # every decoy reaches an empty chest, and not by a short way
            reached = [part[c] for c in p.chests if c in part]
            assert reached and ruby not in part
            assert min(reached) >= 0.6 * steps
        # the key straight across from the ruby (nearest row) is not the answer
        rows = [abs(k[1] - ruby[1]) for k in p.keys]
        assert rows[a.key] > min(rows)


def independent_measure(tile) -> dict:
    """The grade's figures for the decoys and the easy-level guesses, read by the test's own checker."""
    p, a = tile.puzzle, tile.answer
    steps = len(a.path) - 1
    ruby = p.chests[p.ruby]
    parts = [flood(p, k) for i, k in enumerate(p.keys) if i != a.key]
    reaches = [any(c in part for c in p.chests) for part in parts]
    # a decoy that reaches a chest fails only there; one that does not, where its corridors run out
    lateness = [1.0 if r else min(1.0, max(part.values()) / steps) for part, r in zip(parts, reaches)]
    rows = [abs(k[1] - ruby[1]) for k in p.keys]
    return {"keys": len(p.keys), "decoys_reaching_a_chest": sum(reaches),
            "min_lateness": round(min(lateness), 3), "max_lateness": round(max(lateness), 3),
            "straight_picks_answer": rows[a.key] == min(rows), "chest_picks_answer": not any(reaches)}


def test_hard_tiles_fail_the_easy_guesses_and_easy_tiles_fail_early():
    for seed in range(6):
        tile = generate_tile("treasure", "hard", seed)
        hard = independent_measure(tile)
        assert {k: tile.measure[k] for k in hard} == hard  # the grade's figures are what the puzzle shows
        assert not (hard["straight_picks_answer"] or hard["chest_picks_answer"])
        assert hard["min_lateness"] == 1.0 and hard["decoys_reaching_a_chest"] == hard["keys"] - 1
        tile = generate_tile("treasure", "easy", seed)
        easy = independent_measure(tile)
        assert {k: tile.measure[k] for k in easy} == easy
        assert easy["max_lateness"] <= treasure.EASY_MAX_LATENESS and easy["decoys_reaching_a_chest"] == 0


def test_grading_is_read_from_the_puzzle():
    assert treasure.grade(puzzle(ONE))[0] == "unrated"  # far too small for either level
    graded, measure = treasure.grade(puzzle(TWO))
    assert graded == "unrated" and measure["unique"] is False
    tile = generate_tile("treasure", "hard", 2)
    p = tile.puzzle
    assert treasure.grade(p)[0] == "hard"
    # opening one wall between the ruby's part and a decoy key's part gives two answers
    ruby_part = flood(p, p.chests[p.ruby])
    decoy = flood(p, next(k for i, k in enumerate(p.keys) if i != tile.answer.key))
    gap = next(w for w in p.walls if any(u in ruby_part and v in decoy for u, v in (tuple(w), tuple(w)[::-1])))
    opened = treasure.Puzzle(p.width, p.height, p.walls - {gap}, p.keys, p.chests, p.ruby)
    assert treasure.count_solutions(opened) == 2 and treasure.grade(opened)[0] == "unrated"


def test_json_round_trip_and_clear_errors():
    tile = generate_tile("treasure", "hard", 4)
    data = json.loads(dumps(tile_to_json(tile)))
    assert tile_from_json(data) == tile
    bad = json.loads(dumps(tile_to_json(tile)))
    bad["puzzle"]["keys"][0] = [3, 0]
    with pytest.raises(PnpError, match=r"puzzle.*key square \[3, 0\] is not in the left column"):
        tile_from_json(bad)
    bad = json.loads(dumps(tile_to_json(tile)))
    bad["puzzle"]["ruby"] = 7
    with pytest.raises(PnpError, match="the ruby's chest 7 is not one of the"):
        tile_from_json(bad)
    bad = json.loads(dumps(tile_to_json(tile)))
    bad["puzzle"]["chests"] = "right"
    with pytest.raises(PnpError, match=r"puzzle\.chests: expected a list"):
        tile_from_json(bad)
    bad = json.loads(dumps(tile_to_json(tile)))
    bad["answer"]["key"] = -1
    with pytest.raises(PnpError, match=r"^answer\.key: -1 is too small \(at least 0\)$"):
        tile_from_json(bad)


@pytest.mark.parametrize("difficulty", ["easy", "hard"])
def test_drawings_stay_in_the_box_and_show_every_key_and_chest(difficulty):
    tile = generate_tile("treasure", difficulty, 9)
    p = tile.puzzle
    box = content_box(tile_size())
    for items in (treasure.draw_puzzle(tile, box), treasure.draw_answer(tile, box)):
        assert_inside(drawn_points(items), box)
        names = [i.name for i in iter_items(items) if isinstance(i, Icon)]
        assert names.count("key") == len(p.keys)
        assert names.count("treasure") == len(p.chests) - 1  # the empty ones, closed
        assert names.count("open-chest") == 1 and names.count("gem") == 1  # the ruby's
    line = treasure.draw_answer(tile, box)[0]
    assert isinstance(line, Path) and len(line.segments) == len(tile.answer.path) + 2
    assert_text_fits(puzzle_page(tile), puzzle_page(tile, answer=True))
