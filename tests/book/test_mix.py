"""The book's mix from --puzzles and --maze-sizes: what it holds, and one clear line for each mistake."""

import pytest

from pnp.book.mix import DEFAULT_MAZE_SIZES, DEFAULT_PUZZLES, MAX_COUNT, parse_mix
from pnp.errors import PnpError
from pnp.games.minigames.catalog import types


def test_the_default_mix_holds_labyrinths_every_minigame_and_mazes_of_every_size():
    mix = parse_mix(DEFAULT_PUZZLES, DEFAULT_MAZE_SIZES)
    assert mix.labyrinth == 16 and mix.maze == 44
    assert [t for t, _ in mix.minigames] == list(types())
    assert sum(n for _, n in mix.minigames) == 14 and all(n == 2 for _, n in mix.minigames)
    assert mix.total == 74
    sizes = mix.mazes()
    assert len(sizes) == 44 and sorted(sizes) == list(sizes)
    assert {s: sizes.count(s) for s in set(sizes)} == {10: 11, 14: 11, 18: 11, 22: 11}


def test_minigames_spread_evenly_in_the_catalogs_order_and_a_type_named_adds_to_its_share():
    mix = parse_mix("minigames=10,spider=3", "12")
    counts = dict(mix.minigames)
    first, rest = list(types())[:3], list(types())[3:]
    assert all(counts[t] == 2 for t in first)
    assert all(counts[t] == 1 + (3 if t == "spider" else 0) for t in rest)
    assert mix.total == 13 and mix.labyrinth == 0 and mix.maze == 0
    assert [k for k, _ in mix.counts()] == list(types())  # no labyrinth or maze: left out


def test_mazes_spread_over_the_sizes_smallest_first_with_the_odd_ones_to_the_small_sizes():
    mix = parse_mix("maze=7", " 20, 8 ,14")
    assert mix.maze_sizes == (8, 14, 20)
    assert mix.mazes() == (8, 8, 8, 14, 14, 20, 20)
    assert parse_mix("maze=2", "8,14,20").mazes() == (8, 14)


def test_counts_at_the_bounds_are_taken():
    assert parse_mix(f"labyrinth=0,maze={MAX_COUNT}", "5,40").maze == MAX_COUNT


@pytest.mark.parametrize("puzzles, named", [
    ("labyrinth=2,labyrinth=3", "labyrinth is given twice"),
    ("dragon=2", "unknown kind 'dragon'"),
    ("maze=x", "maze='x'"),
    ("maze=-1", "maze='-1'"),
    ("maze=2.5", "maze='2.5'"),
    (f"maze={MAX_COUNT + 1}", f"maze={MAX_COUNT + 1} is too many"),
    ("maze", "'maze' is not KIND=COUNT"),
    ("labyrinth=0,maze=0", "no puzzles"),
    ("", "no puzzles"),
])
def test_a_bad_puzzles_option_is_one_line_naming_it(puzzles, named):
    with pytest.raises(PnpError) as err:
        parse_mix(puzzles, "10")
    message = str(err.value)
    assert message.startswith("--puzzles: ") and named in message and "\n" not in message


@pytest.mark.parametrize("sizes, named", [
    ("4", "'4'"), ("41", "'41'"), ("ten", "'ten'"), ("10,12,10", "10 is given twice"), (" , ", "no size"),
    (",".join(str(s) for s in range(5, 16)), "at most"),
])
def test_a_bad_maze_sizes_option_is_one_line_naming_it(sizes, named):
    with pytest.raises(PnpError) as err:
        parse_mix("maze=3", sizes)
    message = str(err.value)
    assert message.startswith("--maze-sizes: ") and named in message and "\n" not in message


@pytest.mark.parametrize("text, number", [
    ("12", 12), (" 007 ", 7), ("0", 0), ("0" * 5000 + "9", 9),
    ("²", None), ("٣", None), ("１２", None), ("+3", None), ("-0", None), ("1_000", None), ("", None),
])
def test_counts_are_ascii_digits_only(text, number):
    from pnp.book.mix import whole_number

    assert whole_number(text) == number


def test_a_count_too_long_for_any_range_is_read_as_too_large():
    from pnp.book.mix import whole_number

    assert whole_number("1" * 5000) > MAX_COUNT  # int() refuses 4,300 digits: never called on them
