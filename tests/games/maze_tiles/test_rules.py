"""The maze-tile rules core, rule by rule (our reading: docs/rules-maze-tiles.md)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from maze_tiles_helpers import board

from pnp.games.maze_tiles.model import SHAPES, STEP, Board, Placed, rotate_sides
from pnp.games.maze_tiles.rules import (
    RuleError,
    can_move,
    charge,
    dead_ends,
    explore,
    minotaur_remove_wall,
    minotaur_rotate,
    minotaur_step,
    move_hero,
    moves,
    openings,
    place_wall,
    rotate_tile,
    rotate_wall,
    secret_jump,
    walls_at,
)


def test_a_move_follows_pathways_that_meet():
    ts, b = board(["xhx", "x*x", "xxx"], rotations={(1, 0): 1})  # the straight at the top runs east-west
    assert can_move(ts, b, (0, 0), (1, 0))[0] and can_move(ts, b, (1, 0), (2, 0))[0]
    assert not can_move(ts, b, (1, 0), (1, 1))[0]  # it has no pathway to the south


def test_a_pathway_that_meets_no_pathway_is_a_dead_end():
    ts, b = board(["xhx", "x*x", "xxx"])  # the straight at the top runs north-south
    ok, why = can_move(ts, b, (0, 0), (1, 0))
    assert not ok and "dead end" in why
    assert dead_ends(ts, b, (0, 0)) == ["N", "E", "W"]  # the edge twice, and the straight's closed side


def test_a_pathway_that_meets_the_board_edge_is_a_dead_end():
    ts, b = board(["xxx", "x*x", "xxx"])
    assert dead_ends(ts, b, (1, 0)) == ["N"]
    assert dead_ends(ts, b, (1, 1)) == []


def test_a_wall_token_blocks_movement():
    ts, b = board(["xxx", "x*x", "xxx"], walls=[((0, 0), (1, 0))])
    ok, why = can_move(ts, b, (0, 0), (1, 0))
    assert not ok and "wall" in why


def test_a_third_wall_token_next_to_a_tile_is_refused():
    ts, b = board(["xxx", "x*x", "xxx"])
    b = place_wall(b, (1, 1), (1, 0))
    b = place_wall(b, (1, 1), (0, 1))
    with pytest.raises(RuleError, match="wall limit"):
        place_wall(b, (1, 1), (2, 1))
    with pytest.raises(RuleError, match="wall limit"):
        rotate_wall(place_wall(b, (2, 1), (2, 2)), (2, 1), "S", "W")  # would be a third wall at (1, 1)


def test_all_secret_passage_tiles_connect_to_each_other():
    ts, b = board(["sxx", "x*x", "xxs"], walls=[((0, 0), (1, 0)), ((0, 0), (0, 1))])
    assert (2, 2) in moves(ts, b, (0, 0))
    assert can_move(ts, b, (0, 0), (2, 2))[0]
    _, b2 = board(["sxx", "x*x", "xxs"], explored={(0, 0), (1, 1)})
    assert not can_move(ts, b2, (0, 0), (2, 2))[0]  # a face-down passage leads nowhere yet


def test_rotating_a_tile_turns_its_pathways_and_leaves_walls_where_they_are():
    ts, b = board(["xcx", "x*x", "xxx"], walls=[((1, 0), (1, 1))])
    assert openings(ts, b, (1, 0)) == {"N", "E"}
    b2 = rotate_tile(b, (1, 0), 1)
    assert openings(ts, b2, (1, 0)) == {"E", "S"} and b2.walls == b.walls
    with pytest.raises(RuleError):
        rotate_tile(b, (1, 0), 2)


@settings(max_examples=40)
@given(st.sampled_from(sorted(SHAPES)), st.integers(-8, 8))
def test_rotation_keeps_a_tiles_pathway_count(shape, quarters):
    assert len(rotate_sides(SHAPES[shape], quarters)) == len(SHAPES[shape])


def test_explore_flips_a_face_down_neighbour_in_any_orientation_and_moves_onto_it():
    ts, b = board(["xhx", "x*x", "xxx"], explored={(1, 1)}, heroes=[("red", (1, 1))])
    b2 = explore(ts, b, "red", (1, 0), 1)
    assert b2.at((1, 0)).explored and b2.at((1, 0)).rotation == 1 and dict(b2.heroes)["red"] == (1, 0)
    with pytest.raises(RuleError, match="already explored"):
        explore(ts, b2, "red", (1, 1), 0)


def test_explore_needs_a_pathway_towards_the_face_down_tile():
    ts, b = board(["dxx", "x*x", "xxx"], rotations={(0, 0): 2}, explored={(0, 0)}, heroes=[("red", (0, 0))])
    with pytest.raises(RuleError, match="no pathway"):
        explore(ts, b, "red", (1, 0), 0)  # the dead end points south
    assert explore(ts, b, "red", (0, 1), 0).at((0, 1)).explored


def test_a_hero_cannot_move_onto_the_minotaur_unless_on_a_hide_tile():
    ts, b = board(["xix", "x*x", "xxx"], heroes=[("red", (0, 0))], minotaur=(1, 0))
    assert dict(move_hero(ts, b, "red", (1, 0)).heroes)["red"] == (1, 0)  # the hide tile shelters
    ts2, b2 = board(["xxx", "x*x", "xxx"], heroes=[("red", (0, 1))], minotaur=(1, 1))
    with pytest.raises(RuleError, match="minotaur"):
        move_hero(ts2, b2, "red", (1, 1))


def test_the_minotaur_moves_rotates_and_removes_walls_with_its_points():
    ts, b = board(["xcx", "x*x", "xxx"], walls=[((1, 1), (2, 1))], minotaur=(1, 1))
    assert minotaur_step(ts, b, (0, 1)).board.minotaur == (0, 1)
    with pytest.raises(RuleError):
        minotaur_step(ts, b, (2, 1))  # the wall blocks an ordinary move
    wall = frozenset({(1, 1), (2, 1)})
    assert wall in b.walls and wall not in minotaur_remove_wall(b, (1, 1), (2, 1)).walls
    assert openings(ts, minotaur_rotate(b, (1, 0)), (1, 0)) == {"E", "S"}
    with pytest.raises(RuleError):
        minotaur_rotate(b, (0, 0))  # not its tile nor a neighbour (diagonal)


def test_the_charge_runs_straight_through_walls_and_stops_at_a_dead_end():
    ts, b = board(["xxxxx", "xxxxx", "xx*xd", "xxxxx", "xxxxx"], rotations={(4, 2): 1},
                  walls=[((2, 2), (3, 2))], minotaur=(2, 2))
    result = charge(ts, b, "W")
    assert result.path == ((2, 2), (1, 2), (0, 2)) and result.board.minotaur == (0, 2)
    east = charge(ts, b, "E")  # the dead end at (4, 2) points east: its west side is closed
    assert east.path == ((2, 2), (3, 2)) and frozenset({(2, 2), (3, 2)}) not in east.board.walls


def test_the_charge_stops_at_a_hero_but_passes_a_hero_on_a_hide_tile():
    ts, b = board(["xxxxx", "xxxxx", "xix*x", "xxxxx", "xxxxx"], heroes=[("blue", (1, 2)), ("red", (0, 2))],
                  minotaur=(3, 2))
    result = charge(ts, b, "W")
    assert result.board.minotaur == (0, 2) and result.attacked == ("red",)


def test_a_charge_that_cannot_leave_sends_the_minotaur_back_to_the_door():
    ts, b = board(["xxx", "x*d", "xxx"], rotations={(2, 1): 0}, minotaur=(2, 1))  # the dead end points north
    result = charge(ts, b, "E")
    assert result.sent_to_door and result.board.minotaur == (1, 1)


def test_the_secret_passage_face_sends_the_minotaur_to_another_passage():
    ts, b = board(["sxx", "x*x", "xxs"], minotaur=(0, 0))
    assert secret_jump(ts, b, (2, 2)).board.minotaur == (2, 2)
    with pytest.raises(RuleError):
        secret_jump(ts, b, (1, 0))


def test_the_minotaurs_actions_need_it_on_the_board():
    ts, b = board(["sxx", "x*x", "xxs"])
    for action in (lambda: minotaur_step(ts, b, (0, 1)), lambda: minotaur_rotate(b, (1, 1)),
                   lambda: charge(ts, b, "E"), lambda: secret_jump(ts, b, (2, 2))):
        with pytest.raises(RuleError, match="not on the board"):
            action()


def empty_board(size: int = 7) -> Board:
    return Board(size, tuple(Placed(0, 0, True) for _ in range(size * size)))


@pytest.mark.parametrize("a, b", [((6, 5), (7, 5)), ((7, 0), (8, 0)), ((0, 0), (-1, 0)), ((3, 6), (3, 7))])
def test_a_wall_off_the_board_is_refused_by_placing_and_turning_alike(a, b):
    board7 = empty_board()
    with pytest.raises(RuleError, match="off the 7×7 board"):
        place_wall(board7, a, b)
    inside = a if board7.in_bounds(a) else b
    if board7.in_bounds(inside):  # a real wall at the inside tile, turned towards the edge
        d = next(d for d, (dx, dy) in STEP.items() if (inside[0] + dx, inside[1] + dy) in (a, b))
        other = next(o for o, (dx, dy) in STEP.items() if board7.in_bounds((inside[0] + dx, inside[1] + dy)))
        start = place_wall(board7, inside, (inside[0] + STEP[other][0], inside[1] + STEP[other][1]))
        with pytest.raises(RuleError, match="off the 7×7 board"):
            rotate_wall(start, inside, other, d)


@settings(max_examples=200)
@given(st.integers(-2, 8), st.integers(-2, 8), st.sampled_from(sorted(STEP)))
def test_a_wall_is_placed_exactly_when_both_tiles_lie_on_the_board(x, y, d):
    board7 = empty_board()
    a, b = (x, y), (x + STEP[d][0], y + STEP[d][1])
    on_board = board7.in_bounds(a) and board7.in_bounds(b)
    try:
        placed = place_wall(board7, a, b)
    except RuleError:
        assert not on_board
    else:
        assert on_board and walls_at(placed, a) == walls_at(placed, b) == 1


def test_walls_off_the_board_never_count_toward_the_wall_limit():
    board7 = place_wall(empty_board(), (6, 5), (5, 5))
    with pytest.raises(RuleError, match="off the 7×7 board"):
        place_wall(board7, (6, 5), (7, 5))
    board7 = place_wall(board7, (6, 5), (6, 4))  # the second real wall is still allowed
    assert all(board7.in_bounds(p) for w in board7.walls for p in w)
    with pytest.raises(RuleError, match="wall limit"):
        place_wall(board7, (6, 5), (6, 6))
