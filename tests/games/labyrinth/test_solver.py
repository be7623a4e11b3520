"""The solver's answers, re-checked independently."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st
from labyrinth_fixtures import Row, S, card, sheet
from labyrinth_oracle import best_by_enumeration

from pnp.games.labyrinth.candidates import card_candidates
from pnp.games.labyrinth.generate import SIDE_A, SIDE_B, generate_sheet, params_for
from pnp.games.labyrinth.referee import referee
from pnp.games.labyrinth.solver import solve

seeds = st.integers(0, 10**6)
difficulties = st.sampled_from(["tutorial", "easy", "medium", "hard"])


def some_card(difficulty: str, seed: int):
    return next(card_candidates(difficulty, seed))


@settings(max_examples=12)
@given(seeds, difficulties, st.sampled_from([SIDE_A, SIDE_B]))
def test_generated_sheets_and_cards_are_solvable_and_the_witness_scores_as_claimed(seed, difficulty, params):
    s = generate_sheet(params, seed)
    c = some_card(difficulty, seed)
    sol = solve(s, c)
    if c.heart_effects:
        # a card effect may make a sheet unplayable; the deck generator rejects such cards
        if not sol.solvable:
            return
    assert sol.solvable and sol.optimal
    again = referee(s, c, sol.path)
    assert again.legal and again.score == sol.score


@settings(max_examples=25)
@given(seeds, difficulties, st.sampled_from([(5, 5), (6, 6), (5, 6)]), st.booleans())
def test_on_small_sheets_no_path_beats_the_proven_optimum(seed, difficulty, size, open_maze):
    params = params_for("A", size)
    if open_maze:
        params = replace(params, dead_end_share=1.0, extra_share=0.25)
    s = generate_sheet(params, seed)
    c = some_card(difficulty, seed)
    best, judged = best_by_enumeration(s, c)
    sol = solve(s, c)
    if best is None:
        assert sol.solvable is False and sol.optimal
    else:
        assert judged > 0 and sol.solvable and sol.optimal and sol.score == best


def test_a_sheet_where_every_route_costs_three_hearts_is_proven_unsolvable():
    # rows 1 to 3 lie between every staircase and every boss: traps, traps, skeletons (no bow)
    hazards = {(x, 3): S("trap") for x in range(5)}
    hazards |= {(x, 2): S("trap") for x in range(5)}
    hazards |= {(x, 1): S("skeleton") for x in range(5)}
    s = sheet(hazards)
    sol = solve(s, card(entry="any"))
    assert sol.solvable is False and sol.optimal


def test_the_solver_takes_the_sword_before_the_rats():
    # straight up column 0 meets both rats unarmed; a detour by (1, 3) picks up the sword first
    s = sheet({(1, 3): S("sword"), (0, 2): S("rat"), (0, 1): S("rat")})
    c = card(Row("per", 3, symbol="rat"))
    sol = solve(s, c)
    assert sol.score == 6
    assert sol.path.index((1, 3)) < sol.path.index((0, 2)) < sol.path.index((0, 1))
    assert referee(s, c, [(0, 4), (0, 3), (0, 2), (0, 1), (0, 0)]).score == 0


def test_the_fastest_token_adds_its_points_only_when_asked():
    s = generate_sheet(SIDE_A, 3)
    c = some_card("easy", 3)
    fast = next(r.points for r in c.rows if r.kind == "fastest")
    assert solve(s, c, fastest=True).score == solve(s, c).score + fast
