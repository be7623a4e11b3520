"""Troll: the most common monster, by a margin of 2+ (easy) or exactly 1 (hard)."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from minigame_helpers import assert_text_fits

from pnp.games.minigames.base import generate_tile, verify_tile
from pnp.games.minigames.draw import content_box, puzzle_page, tile_size
from pnp.games.minigames.jsonio import tile_from_json, tile_to_json
from pnp.games.minigames.puzzles import troll
from pnp.jsonio import dumps

M = troll.Monster


def puzzle(*monsters):
    return troll.Puzzle(60, 40, tuple(monsters))


def row(kinds: str):
    """Monsters in a row, 8 mm apart: "rrb" = rat, rat, bat."""
    names = {"r": "rat", "b": "bat", "g": "goblin"}
    return [M(names[k], 5 + 8 * i, 10, 6) for i, k in enumerate(kinds)]


def test_the_counter_finds_one_two_or_no_most_common_kind():
    assert troll.count_solutions(puzzle(*row("rrrbbg"))) == 1
    assert troll.count_solutions(puzzle(*row("rrbbg"))) == 2  # rats and bats tie
    assert troll.count_solutions(puzzle()) == 0
    assert troll.solve(puzzle(*row("rrrbbg"))) == troll.Answer("rat", 3)


def test_overlapping_or_escaping_monsters_make_a_tile_unreadable():
    overlapping = puzzle(M("rat", 10, 10, 6), M("rat", 12, 10, 6), M("bat", 30, 10, 6))
    assert troll.count_solutions(overlapping) == 0
    outside = puzzle(M("rat", 1, 10, 6), M("bat", 30, 10, 6), M("rat", 40, 10, 6))
    assert troll.count_solutions(outside) == 0


def independent_tally(p):
    counts = {}
    for m in p.monsters:
        counts[m.kind] = counts.get(m.kind, 0) + 1
    return counts


@settings(max_examples=20)
@given(st.integers(0, 10**6), st.sampled_from(["easy", "hard"]))
def test_generated_tiles_have_one_most_common_kind_with_the_right_margin(seed, difficulty):
    tile = generate_tile("troll", difficulty, seed)
    counts = sorted(independent_tally(tile.puzzle).items(), key=lambda kv: -kv[1])
    (kind, top), (_, second) = counts[0], counts[1]
    assert tile.answer == troll.Answer(kind, top)
    if difficulty == "easy":
        assert top - second >= 2
    else:
        assert top - second == 1 and len(counts) >= 4
    # none overlapping: centre distances at least the sum of the footprint radii
    ms = tile.puzzle.monsters
    for i in range(len(ms)):
        for j in range(i + 1, len(ms)):
            d = ((ms[i].x - ms[j].x) ** 2 + (ms[i].y - ms[j].y) ** 2) ** 0.5
            assert d >= (ms[i].size + ms[j].size) / 2
    assert verify_tile(tile).ok


@pytest.mark.parametrize("difficulty", ["easy", "hard"])
def test_monster_counts_stay_in_the_stated_ranges(difficulty):
    # before: easy tiles had up to 17 monsters and hard ones up to 25, beyond the settings (and the rules page)
    low, high = troll.SETTINGS[difficulty].monsters
    margins = troll.SETTINGS[difficulty].margin
    for seed in range(150):
        p = generate_tile("troll", difficulty, seed).puzzle
        counts = sorted(independent_tally(p).values(), reverse=True)
        assert low <= len(p.monsters) <= high, seed
        assert len(counts) == troll.SETTINGS[difficulty].kinds and counts[0] - counts[1] in margins


def test_json_round_trip_and_drawing_stays_in_the_box():
    tile = generate_tile("troll", "hard", 4)
    assert tile_from_json(json.loads(dumps(tile_to_json(tile)))) == tile
    x, y, w, h = content_box(tile_size())
    items = troll.draw_puzzle(tile, (x, y, w, h))
    for g in items:
        cx, cy = g.transform.e, g.transform.f
        assert x <= cx <= x + w and y <= cy <= y + h
    assert_text_fits(puzzle_page(tile, answer=True))
