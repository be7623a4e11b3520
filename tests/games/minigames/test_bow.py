"""Bow: one arrow reachable from the skeleton; hard tiles lure the player late, easy ones do not."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from minigame_helpers import assert_inside, assert_text_fits, assert_walkable, blocked, drawn_points, flood, parse_maze

from pnp.errors import PnpError
from pnp.games.minigames.base import generate_tile, verify_tile
from pnp.games.minigames.draw import content_box, puzzle_page, tile_size
from pnp.games.minigames.jsonio import tile_from_json, tile_to_json
from pnp.games.minigames.puzzles import bow
from pnp.grid.core import wall
from pnp.jsonio import dumps
from pnp.scene.model import Icon, Path
from pnp.scene.walk import iter_items


def puzzle(art: str) -> bow.Puzzle:
    """'S' marks the skeleton, digits the arrows (by index)."""
    width, height, walls, marks = parse_maze(art)
    arrows = tuple(marks[d] for d in sorted(k for k in marks if k.isdigit()))
    return bow.Puzzle(width, height, walls, marks["S"], arrows)


ONE = puzzle("""
+-+-+-+-+-+
|. 0 . .|.|
+-+-+-+-+ +
|. . S|. .|
+ +-+-+ + +
|. . . .|.|
+-+-+ +-+ +
|. . . 1 .|
+-+-+-+-+-+
""")

TWO = puzzle("""
+-+-+-+-+-+
|. 0 . . .|
+-+-+-+-+ +
|. . S|. .|
+ +-+-+ + +
|. . . .|.|
+-+-+ +-+ +
|. . . 1 .|
+-+-+-+-+-+
""")

NONE = puzzle("""
+-+-+-+-+-+
|. 0 . . .|
+-+-+-+-+ +
|. .|S|. .|
+ +-+-+ + +
|. . . .|.|
+-+-+ +-+ +
|. . . 1 .|
+-+-+-+-+-+
""")


def test_the_counter_finds_no_one_or_two_reachable_arrows():
    assert bow.count_solutions(ONE) == 1
    assert bow.count_solutions(TWO) == 2
    assert bow.count_solutions(NONE) == 0
    assert bow.solve(TWO) is None and bow.solve(NONE) is None
    # from S the shortest way runs west, down the left column, east along the bottom
    # (in TWO the top row is open too, so arrow 0 is reached through the right column)
    assert bow.solve(ONE) == bow.Answer(1, ((2, 1), (1, 1), (0, 1), (0, 2), (1, 2), (2, 2), (2, 3), (3, 3)))
    assert bow.count_solutions(TWO, limit=5) == 2


def test_malformed_puzzles_have_no_solution():
    corner = bow.Puzzle(ONE.width, ONE.height, ONE.walls, ONE.skeleton, ((0, 0), (3, 3)))
    assert bow.count_solutions(corner) == 0  # an arrow on a corner has no plain side
    on_border = bow.Puzzle(ONE.width, ONE.height, ONE.walls, (4, 3), ONE.arrows)
    assert bow.count_solutions(on_border) == 0
    odd_wall = bow.Puzzle(ONE.width, ONE.height, ONE.walls | {wall((0, 0), (2, 2))}, ONE.skeleton, ONE.arrows)
    assert bow.count_solutions(odd_wall) == 0


# --- an independent checker ------------------------------------------------------

def near_misses(p, start, targets) -> dict:
    """For each target: (reach, length) of the shortest way crossing exactly one wall, the earliest-failing one."""
    from_start = flood(p, start)
    out = {}
    for t in targets:
        from_t = flood(p, t)
        best = None
        for a, b in blocked(p):
            for u, v in ((a, b), (b, a)):
                if u in from_start and v in from_t:
                    key = (from_start[u] + 1 + from_t[v], from_start[u])
                    best = key if best is None or key < best else best
        out[t] = (best[1], best[0]) if best else (0, 0)
    return out


def check_tile(tile) -> dict:
    p, a = tile.puzzle, tile.answer
    path = a.path
    assert path[0] == p.skeleton and path[-1] == p.arrows[a.arrow]
    assert_walkable(p, path)
    reach = flood(p, p.skeleton)
    assert [i for i, arrow in enumerate(p.arrows) if arrow in reach] == [a.arrow]
    assert len(path) - 1 == reach[p.arrows[a.arrow]]  # a shortest way
    for arrow in p.arrows:  # each arrow sits on a border square, not a corner
        x, y = arrow
        assert (x in (0, p.width - 1)) != (y in (0, p.height - 1))
    return reach


@settings(max_examples=20)
@given(st.integers(0, 10**6), st.sampled_from(["easy", "hard"]))
def test_generated_tiles_have_exactly_one_reachable_arrow_and_the_stored_way(seed, difficulty):
    tile = generate_tile("bow", difficulty, seed)
    reach = check_tile(tile)
    assert bow.count_solutions(tile.puzzle) == 1 and bow.solve(tile.puzzle) == tile.answer
    assert verify_tile(tile).ok
    p, a = tile.puzzle, tile.answer
    decoys = [arrow for i, arrow in enumerate(p.arrows) if i != a.arrow]
    misses = near_misses(p, p.skeleton, decoys)
    lateness = [r / n if n else 0.0 for r, n in misses.values()]
    if difficulty == "easy":
        assert (p.width, p.height, len(p.arrows)) == (7, 7, 3)
        assert max(lateness) <= 0.5, "an easy decoy should fail in the first half of its way"
    else:
        assert p.width * p.height >= 100 and len(p.arrows) in (4, 5)
        assert min(lateness) >= 0.7, "every hard decoy fails late"
        # the easy-level guesses are wrong: nearest as the crow flies, nearest-looking along the corridors
        sx, sy = p.skeleton
        crow = [(x - sx) ** 2 + (y - sy) ** 2 for x, y in p.arrows]
        assert crow[a.arrow] > min(crow)
        assert min(n for _, n in misses.values()) < reach[p.arrows[a.arrow]]
        # peeking three squares in from each arrow leaves at least two decoys in play
        assert sum(1 for d in decoys if max(flood(p, d).values()) > 3) >= 2


def independent_measure(tile) -> dict:
    """The grade's figures for the easy-level guesses and the lateness, read by the test's own checker."""
    p, a = tile.puzzle, tile.answer
    decoys = [arrow for i, arrow in enumerate(p.arrows) if i != a.arrow]
    misses = near_misses(p, p.skeleton, decoys)
    lateness = [r / n if n else 0.0 for r, n in misses.values()]
    depths = [max(flood(p, d).values()) for d in decoys]
    sx, sy = p.skeleton
    crow = [(x - sx) ** 2 + (y - sy) ** 2 for x, y in p.arrows]
    return {
        "min_lateness": round(min(lateness), 3), "max_lateness": round(max(lateness), 3),
        "crow_picks_answer": crow[a.arrow] == min(crow),
        "route_picks_answer": len(a.path) - 1 <= min(n for _, n in misses.values()),
        "peek_picks_answer": max(depths) <= bow.PEEK,
        "peek_survivors": sum(1 for d in depths if d > bow.PEEK),
    }


def test_hard_tiles_fail_the_easy_guesses_and_easy_tiles_fail_early():
    for seed in range(6):
        tile = generate_tile("bow", "hard", seed)
        hard = independent_measure(tile)
        assert {k: tile.measure[k] for k in hard} == hard  # the grade's figures are what the puzzle shows
        assert not (hard["crow_picks_answer"] or hard["route_picks_answer"] or hard["peek_picks_answer"])
        assert hard["peek_survivors"] >= bow.PEEK_SURVIVORS
        assert hard["min_lateness"] >= bow.HARD_MIN_LATENESS
        tile = generate_tile("bow", "easy", seed)
        easy = independent_measure(tile)
        assert {k: tile.measure[k] for k in easy} == easy
        assert easy["max_lateness"] <= bow.EASY_MAX_LATENESS


def test_grading_is_read_from_the_puzzle():
    # the 5 × 4 maze above is too small and has too few arrows for either level
    assert bow.grade(ONE)[0] == "unrated"
    assert bow.grade(TWO) == ("unrated", {"width": 5, "height": 4, "arrows": 2, "unique": False})
    # a hard tile with one wall taken away between the skeleton's part and a decoy's has two answers
    tile = generate_tile("bow", "hard", 1)
    p = tile.puzzle
    assert bow.grade(p)[0] == "hard"
    reach = flood(p, p.skeleton)
    decoy = flood(p, next(a for i, a in enumerate(p.arrows) if i != tile.answer.arrow))
    gap = next(w for w in p.walls if any(u in reach and v in decoy for u, v in (tuple(w), tuple(w)[::-1])))
    opened = bow.Puzzle(p.width, p.height, p.walls - {gap}, p.skeleton, p.arrows)
    assert bow.count_solutions(opened) == 2 and bow.solve(opened) is None
    assert bow.grade(opened)[0] == "unrated"


def test_json_round_trip_and_clear_errors():
    tile = generate_tile("bow", "hard", 4)
    data = json.loads(dumps(tile_to_json(tile)))
    assert tile_from_json(data) == tile
    assert tile_from_json(data).measure == json.loads(dumps(tile.measure))
    bad = json.loads(dumps(tile_to_json(tile)))
    bad["puzzle"]["arrows"][0] = [0, 0]
    with pytest.raises(PnpError, match=r"puzzle.*arrow square \[0, 0\] is not a border square"):
        tile_from_json(bad)
    bad = json.loads(dumps(tile_to_json(tile)))
    bad["puzzle"]["skeleton"] = [1]
    with pytest.raises(PnpError, match=r"^puzzle\.skeleton\[1\]: missing$"):
        tile_from_json(bad)
    bad = json.loads(dumps(tile_to_json(tile)))
    bad["puzzle"]["walls"].append([[0, 0], [3, 3]])
    with pytest.raises(PnpError, match="not between two neighbouring squares"):
        tile_from_json(bad)
    bad = json.loads(dumps(tile_to_json(tile)))
    del bad["answer"]["path"]
    with pytest.raises(PnpError, match=r"^answer\.path: missing$"):
        tile_from_json(bad)


@pytest.mark.parametrize("difficulty", ["easy", "hard"])
def test_drawings_stay_in_the_box_and_show_every_arrow(difficulty):
    tile = generate_tile("bow", difficulty, 9)
    box = content_box(tile_size())
    for items in (bow.draw_puzzle(tile, box), bow.draw_answer(tile, box)):
        assert_inside(drawn_points(items), box)
        icons = [i for i in iter_items(items) if isinstance(i, Icon)]
        assert sum(1 for i in icons if i.name == "arrow") == len(tile.puzzle.arrows)
        assert sum(1 for i in icons if i.name == "skeleton") == 1
    answer_only = bow.draw_answer(tile, box)[0]
    assert isinstance(answer_only, Path) and len(answer_only.segments) == len(tile.answer.path) + 1
    assert_text_fits(puzzle_page(tile), puzzle_page(tile, answer=True))


def test_the_border_is_open_exactly_in_front_of_the_arrows():
    tile = generate_tile("bow", "easy", 2)
    p = tile.puzzle
    x0, y0, c = 0.0, 0.0, 1.0
    border = bow.maze_items(p.width, p.height, p.walls, [(a, bow.outward(a, p.width, p.height)) for a in p.arrows],
                            x0, y0, c)[-1]
    # every unit of the border's length is drawn except one per arrow
    length = sum(abs(b[1] - a[1]) + abs(b[2] - a[2]) for a, b in zip(border.segments[::2], border.segments[1::2]))
    assert length == pytest.approx(2 * (p.width + p.height) - len(p.arrows))
