"""The solver's model of issue 19 (states along the arcs, hearts as a resource) against the model it replaced
(tests/labyrinth_legacy_solver.py) and against exhaustive search: same optimum, and a witness the referee scores
as claimed. Both ways the solver searches are tested on the same sheets: one model over every entry without
presolve (how it solves a small sheet) and one model per entry (a large sheet), the latter by lowering
``SMALL_SQUARES`` so that small sheets are searched as large ones."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from itertools import islice
from unittest import mock

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from labyrinth_fixtures import Row, S, card, sheet
from labyrinth_legacy_solver import legacy_optimum
from labyrinth_oracle import best_by_enumeration

from pnp.games.labyrinth import solver
from pnp.games.labyrinth.candidates import card_candidates
from pnp.games.labyrinth.generate import SIDE_A, generate_sheet, params_for
from pnp.games.labyrinth.referee import referee
from pnp.games.labyrinth.solver import describe_solution, solve

DIFFICULTIES = ("tutorial", "easy", "medium", "hard")
WAYS = ("one model", "entry by entry")


@contextmanager
def searched(way: str) -> Iterator[None]:
    """Every sheet solved ``way``: as one model (the default on sheets this small) or one model per entry."""
    squares = solver.SMALL_SQUARES if way == "one model" else 0
    with mock.patch.object(solver, "SMALL_SQUARES", squares):
        yield


@pytest.fixture(params=WAYS)
def way(request) -> Iterator[str]:
    """The test runs once each way the solver searches."""
    with searched(request.param):
        yield request.param


def assert_same_optimum(s, c) -> None:
    old, old_proven = legacy_optimum(s, c)
    sol = solve(s, c)
    assert old_proven and sol.optimal, (s.sheet_id, c)
    assert sol.score == old, (s.sheet_id, c, sol.score, old)
    if old is not None:
        judged = referee(s, c, sol.path)
        assert judged.legal and judged.score == sol.score


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from(DIFFICULTIES), st.sampled_from([(5, 5), (6, 6), (7, 7), (8, 6)]),
       st.booleans(), st.integers(0, 5), st.sampled_from(WAYS))
def test_small_sheets_the_optimum_is_the_old_models(seed, difficulty, size, any_entry, nth, way):
    s = generate_sheet(params_for("A", size), seed)
    c = next(x for i, x in enumerate(card_candidates(difficulty, seed)) if i == nth)
    if any_entry and c.entry != "any" and not c.extra_exits:
        c = replace(c, entry="any")  # every entry: one model of them all, or one per staircase
    with searched(way):
        assert_same_optimum(s, c)


def test_the_two_ways_of_searching_agree_on_a_deck_sized_sheet():
    s = generate_sheet(SIDE_A, 3)
    for difficulty in DIFFICULTIES:
        c = replace(next(card_candidates(difficulty, 3)), entry="any")
        with searched("one model"):
            one = solve(s, c)
        with searched("entry by entry"):
            each = solve(s, c)
        assert one.optimal and each.optimal and one.score == each.score, (difficulty, one.score, each.score)


@pytest.mark.parametrize("seed", range(2))
def test_on_side_a_the_optimum_is_the_old_models(seed):
    s = generate_sheet(SIDE_A, seed)
    for difficulty in DIFFICULTIES:
        assert_same_optimum(s, next(card_candidates(difficulty, seed)))


@pytest.mark.slow  # 13 × 13 sheets, where the old model takes up to a second a card: about 8 s
@pytest.mark.parametrize("seed", range(2))
def test_on_13_by_13_sheets_the_optimum_is_the_old_models(seed):
    s = generate_sheet(params_for("A", (13, 13)), seed)
    for difficulty in DIFFICULTIES:
        for c in islice(card_candidates(difficulty, seed + 100), 2):  # the candidates never end
            assert_same_optimum(s, c)


def test_any_entry_takes_the_best_staircase_even_when_it_is_not_the_first(way):
    # column 4 is walled off from column 3 below the spider: its gems are reached from C alone, going up to leave
    # by the spider (a path from A or B can only enter that column through the spider and then finds no exit)
    s = sheet({(4, y): S("gem") for y in range(1, 4)}, walls=[((3, y), (4, y)) for y in range(1, 5)])
    c = card(Row("per", 1, symbol="gem"), entry="any")
    sol = solve(s, c)
    best, _ = best_by_enumeration(s, c)
    assert sol.optimal and sol.score == best
    assert sol.path[0] == (4, 4)  # staircase C
    from_a = solve(s, replace(c, entry="A"))
    assert from_a.score is not None and from_a.score < sol.score


def test_squares_behind_three_hearts_are_out_of_reach_and_do_not_count(way):
    # a wall of traps two deep shuts column 4's gems off from every entry but C, which has its own trap
    walls = [((3, y), (4, y)) for y in range(5)]
    traps = {(4, 3): S("trap"), (4, 2): S("trap"), (3, 4): S("trap")}
    gems = {(4, 1): S("gem"), (4, 0): S("gem"), (1, 1): S("gem")}
    s = sheet(traps | gems | {(4, 0): S("gem"), (0, 2): S("trap")}, walls=walls)
    c = card(Row("per", 1, symbol="gem"), entry="any")
    best, judged = best_by_enumeration(s, c)
    sol = solve(s, c)
    assert judged > 0 and sol.optimal and sol.score == best
    assert referee(s, c, sol.path).score == sol.score


def test_an_entry_with_no_way_out_alive_leaves_the_others(way):
    # staircase A's only way out is up column 0, walled off from column 1, through three traps
    walls = [((0, y), (1, y)) for y in range(1, 5)]
    s = sheet({(0, y): S("trap") for y in (1, 2, 3)} | {(2, 2): S("gem")}, walls=walls)
    c = card(Row("per", 1, symbol="gem"), entry="any")
    sol = solve(s, c)
    assert sol.optimal and sol.score == best_by_enumeration(s, c)[0] == 1 and sol.path[0] != (0, 4)
    alone = solve(s, replace(c, entry="A"))
    assert best_by_enumeration(s, replace(c, entry="A"))[0] is None
    assert alone.solvable is False and alone.optimal


@pytest.mark.slow  # a 20 × 20 sheet generated: about 1.5 s
def test_out_of_time_on_a_later_entry_is_unproven_and_described_as_such():
    s = generate_sheet(params_for("A", (20, 20)), 1)
    c = replace(next(card_candidates("medium", 1)), entry="any")
    sol = solve(s, c, time_limit=0.3)
    assert not sol.optimal
    text = describe_solution(s, sol)
    assert "proven" not in text or "NOT proven" in text
    if sol.solvable:
        assert sol.bound is not None and sol.score is not None and sol.bound > sol.score
