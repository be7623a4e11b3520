"""The ramp: each kind ranked on its own measure and cut into levels, kinds spread through each level."""

import random
from itertools import groupby

import pytest

from pnp.book.levels import ramp
from pnp.book.model import LEVEL_NAMES, Entry
from pnp.errors import PnpError


def _entries(counts, seed=1):
    """Entries with random measures (some tied), kinds in mix order, shuffled within each kind."""
    rng = random.Random(seed)
    out = []
    for kind, n in counts.items():
        out += [Entry(kind, f"{kind[0].upper()}-{i:02d}X", float(rng.randrange(12)), None) for i in range(n)]
    return out


COUNTS = {"labyrinth": 16, "sword": 2, "bow": 2, "key": 2, "troll": 2, "maze": 40}


@pytest.mark.parametrize("levels", [1, 2, 3, 4, 5])
def test_each_kind_only_gets_harder_through_the_book_and_every_entry_is_placed_once(levels):
    entries = _entries(COUNTS)
    placed = ramp(entries, levels)
    assert sorted(e.short_id for _, e in placed) == sorted(e.short_id for e in entries)
    assert [lv for lv, _ in placed] == sorted(lv for lv, _ in placed)
    assert {lv for lv, _ in placed} == set(range(1, levels + 1))
    for kind in COUNTS:
        mine = [e for _, e in placed if e.kind == kind]
        keys = [(e.measure, e.short_id) for e in mine]
        assert keys == sorted(keys), kind  # the measure never decreases (ties in short id order)


@pytest.mark.parametrize("levels", [2, 3, 5])
def test_every_level_holds_a_nearly_equal_run_of_each_kind_with_enough_puzzles(levels):
    placed = ramp(_entries(COUNTS), levels)
    for kind, n in COUNTS.items():
        per_level = [sum(1 for lv, e in placed if lv == level and e.kind == kind) for level in range(1, levels + 1)]
        assert sum(per_level) == n
        if n >= levels:
            assert min(per_level) >= 1 and max(per_level) - min(per_level) <= 1, (kind, per_level)
        else:  # fewer than levels: spread out, never two in one level
            assert max(per_level) == 1
    # the hardest of a kind is in the last level that holds that kind, the easiest in the first
    lab = [(lv, e.measure) for lv, e in placed if e.kind == "labyrinth"]
    assert lab[0][0] == 1 and lab[-1][0] == levels


def test_a_kind_with_fewer_puzzles_than_levels_spreads_over_the_ramp():
    placed = ramp(_entries({"sword": 2, "maze": 10}), 5)
    levels = [lv for lv, e in placed if e.kind == "sword"]
    assert levels == [2, 4]


def test_kinds_alternate_within_a_level():
    placed = ramp(_entries({"labyrinth": 6, "maze": 6}), 2)
    for level in (1, 2):
        kinds = [e.kind for lv, e in placed if lv == level]
        assert all(a != b for a, b in zip(kinds, kinds[1:])), kinds
    placed = ramp(_entries(COUNTS), 3)
    for level in (1, 2, 3):
        kinds = [e.kind for lv, e in placed if lv == level]
        # the mazes, most of the book, are never more than three in a row; the one-tile kinds are not bunched
        assert max(len(list(run)) for k, run in groupby(kinds) if k == "maze") <= 3
        small = [i for i, k in enumerate(kinds) if k in ("sword", "bow", "key", "troll")]
        assert all(b - a > 1 for a, b in zip(small, small[1:])), kinds


def test_every_level_has_a_puzzle_when_every_kind_has_fewer_than_levels():
    entries = _entries({"labyrinth": 2, "sword": 1, "maze": 2})
    placed = ramp(entries, 5)
    assert sorted({lv for lv, _ in placed}) == [1, 2, 3, 4, 5]
    for kind in ("labyrinth", "maze"):
        mine = [(lv, e.measure) for lv, e in placed if e.kind == kind]
        assert [m for _, m in mine] == sorted(m for _, m in mine)


def test_levels_beyond_the_puzzles_or_the_names_are_refused_in_one_line():
    entries = _entries({"maze": 3})
    for levels, named in ((4, "4 levels for 3 puzzles"), (0, "0 is not"), (len(LEVEL_NAMES) + 1, "from 1 to")):
        with pytest.raises(PnpError) as err:
            ramp(entries, levels)
        assert named in str(err.value) and "\n" not in str(err.value)
