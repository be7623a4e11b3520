"""Every staircase must reach every boss alive: the rule, the cheap search, the exact fallback, the witness."""

from __future__ import annotations

import pytest
from labyrinth_fixtures import S, sheet

from pnp.games.labyrinth.generate import SIDE_A, SIDE_B, generate_sheet
from pnp.games.labyrinth.reach import alive_route, fewest_hazards_path, reach_card
from pnp.games.labyrinth.referee import HEARTS, referee
from pnp.games.labyrinth.verify import verify_sheet

# Column 0 is a corridor walled off from column 1, except at the bottom row:
#   y0:  M | . L . P
#   y1:  x | . . . .      x: the hazard under test
#   y2:  x | . . . .
#   y3:  x | . . . .
#   y4:  A   s B . C      s: the sword when the test places it
CORRIDOR = [((0, y), (1, y)) for y in range(4)]


def corridor(hazard: str, sword: bool = False):
    extra = {(0, y): S(hazard) for y in (1, 2, 3)}
    if sword:
        extra[(1, 4)] = S("sword")
    return sheet(extra, walls=CORRIDOR)


def test_a_boss_behind_three_traps_is_dead_for_every_staircase_and_verify_says_so():
    s = corridor("trap")
    verdict = verify_sheet(s)
    assert not verdict.ok
    for letter in "ABC":
        assert any(f"every path from staircase {letter}" in p and "minotaur at (0, 0) loses all 3 hearts" in p
                   for p in verdict.problems), verdict.problems
    # the other bosses stay reachable, and the witness shows how
    assert "A->troll" in verdict.witness["routes"] and "A->minotaur" not in verdict.witness["routes"]


def test_two_traps_on_the_way_leave_one_heart_and_the_route_is_alive():
    s = sheet({(0, 1): S("trap"), (0, 2): S("trap")}, walls=CORRIDOR)
    route = alive_route(s, "A", "minotaur")
    assert route.path is not None
    result = referee(s, reach_card("A", "minotaur"), route.path)
    assert result.legal and len(result.hearts_lost) == HEARTS - 1


def test_the_sword_picked_up_on_the_way_makes_rats_harmless_but_only_where_the_path_can_fetch_it():
    s = corridor("rat", sword=True)
    # the cheap search counts the rats as lost hearts: it cannot settle this route...
    _, lost = fewest_hazards_path(s, (2, 4), (0, 0))
    assert lost == 3
    # ...the exact solver finds staircase B → sword → corridor, past the defeated rats
    b = alive_route(s, "B", "minotaur")
    assert b.decided and b.path is not None and (1, 4) in b.path
    result = referee(s, reach_card("B", "minotaur"), b.path)
    assert result.legal and len(result.defeated) == 3 and not result.hearts_lost
    # staircase A sits at the corridor's foot: fetching the sword would mean crossing A's square twice
    a = alive_route(s, "A", "minotaur")
    assert a.decided and a.path is None
    assert not verify_sheet(s).ok


@pytest.mark.parametrize("params", [SIDE_A, SIDE_B], ids=["A", "B"])
@pytest.mark.parametrize("seed", range(6))
def test_every_generated_sheet_has_a_live_route_for_every_staircase_and_boss(params, seed):
    s = generate_sheet(params, seed)
    verdict = verify_sheet(s)
    assert verdict.ok, verdict.problems
    routes = verdict.witness["routes"]
    assert len(routes) == 9
    for key, path in routes.items():
        letter, boss = key.split("->")
        result = referee(s, reach_card(letter, boss), [tuple(c) for c in path])
        assert result.legal and result.bosses == (boss,) and len(result.hearts_lost) <= HEARTS - 1, key
