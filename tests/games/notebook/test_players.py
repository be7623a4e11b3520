"""The simulated players: upgrades strictly in order (the rules), the greedy player's priorities, both reported."""

from __future__ import annotations

import random

import pytest

from pnp.games.notebook.generate import generate_dungeon
from pnp.games.notebook.model import Encounter, Option
from pnp.games.notebook.players import PLAYERS, Greedy, Random
from pnp.games.notebook.simulate import Game, play, simulate

LEVEL_2 = Option("Iron Sword (weapon level 2)", -6, 0, "upgrade")
LEVEL_3 = Option("Heavy Blade (weapon level 3)", -9, 0, "upgrade")
SHIELD = Option("Shield (blocks the first blow of each battle)", -7, 0, "shield")


@pytest.fixture(scope="module")
def dungeon():
    return generate_dungeon(1)


def shop_game(dungeon, player, coins, *options, weapon=1):
    g = Game(dungeon, random.Random(0), player)
    g.p.coins, g.p.weapon = coins, weapon
    g._on_shop(dungeon.room(1).cell, Encounter("shop", "A stall.", options=options, multi=True))
    return g


@pytest.mark.parametrize("player", [Greedy(), Random()], ids=["greedy", "random"])
def test_a_shop_never_sells_a_weapon_level_out_of_order(dungeon, player):
    for seed in range(20):  # the random player buys at random: many tries
        g = Game(dungeon, random.Random(seed), player)
        g.p.coins = 100
        g._on_shop(dungeon.room(1).cell, Encounter("shop", "A stall.", options=(LEVEL_3,), multi=True))
        assert g.p.weapon == 1 and g.p.coins == 100  # level 3 needs level 2 first
    g = shop_game(dungeon, Greedy(), 100, LEVEL_3, LEVEL_2)
    assert g.p.weapon == 2 and g.upgrades == [2]  # level 2 now; level 3 at the next visit


def test_the_greedy_player_buys_the_next_weapon_level_before_the_shield(dungeon):
    g = shop_game(dungeon, Greedy(), 8, SHIELD, LEVEL_2)  # coins for one of them
    assert (g.p.weapon, g.p.shield, g.p.coins) == (2, False, 2)
    g = shop_game(dungeon, Greedy(), 13, SHIELD, LEVEL_2)  # coins for both
    assert (g.p.weapon, g.p.shield, g.p.coins) == (2, True, 0)


def test_the_greedy_player_saves_for_a_weapon_level_on_sale_in_a_shop_it_has_seen(dungeon):
    upgrade_shop = next(r for r in dungeon.rooms if any(o.effect == "upgrade" and o.weapon_level == 2
                                                        for o in r.encounter.options))
    g = Game(dungeon, random.Random(0), Greedy())
    g.explore(upgrade_shop.cell)
    g.p.coins = 8  # the shield (7) would leave too little for level 2 (6)
    g._on_shop(dungeon.room(1).cell, Encounter("shop", "A stall.", options=(SHIELD,), multi=True))
    assert not g.p.shield and g.p.coins == 8


@pytest.mark.parametrize("player", sorted(PLAYERS))
def test_in_whole_games_the_weapon_levels_go_up_one_at_a_time(player):
    for seed in (2, 9, 31):
        d = generate_dungeon(seed)
        for run in range(15):
            result = play(d, 100 * seed + run, player=player)
            assert result.escaped
            assert result.upgrades == tuple(range(2, 2 + len(result.upgrades))), (seed, run, result.upgrades)


def test_the_report_gives_both_players_deaths_and_says_who_they_are(dungeon):
    report = simulate(dungeon, runs=12)
    lines = "\n".join(report.lines())
    for name in ("greedy", "random"):
        one = report.report(name)
        assert f"{name} player: escaped {one.escaped} of 12, deaths median {one.median_deaths:g}" in lines
        assert PLAYERS[name].about in lines
    assert set(report.to_json()["players"]) == {"greedy", "random"}
    # the random player takes on every battle it meets and shops on a whim: it dies at least as often
    assert report.report("random").mean_deaths >= report.report("greedy").mean_deaths


def reference_route(g: Game, goal_test):
    """The plain reading of 'the nearest room that passes': a fresh breadth-first search of every room the player
    can walk to (walls, doors without their key and unresolved encounters stop it), then the first room reached."""
    from collections import deque

    def passable(c):
        return c != g.exit_cell and (c in g.resolved or g.d.room_at[c].encounter.kind not in
                                     ("battle", "roll", "choice", "exit"))

    starts = sorted({c for c in g.explored if passable(c)} | {g.here})
    prev = {c: None for c in starts}
    queue = deque(starts)
    while queue:
        c = queue.popleft()
        if prev[c] is not None and not passable(c):
            continue
        for n, key in g.d.neighbours(c):
            if n not in prev and (key is None or key in g.keys):
                prev[n] = c
                queue.append(n)
    goal = next((c for c in prev if prev[c] is not None and goal_test(c)), None)
    if goal is None:
        return None, prev
    way = [goal]
    while prev[way[-1]] is not None:
        way.append(prev[way[-1]])
    return way[::-1], prev


@pytest.mark.parametrize("player", sorted(PLAYERS))
def test_routes_and_searches_match_a_fresh_breadth_first_search_at_every_step(dungeon, player):
    """The search stops at the first goal and keeps its answer while nothing changes: the same ways as a fresh
    search of everything at every step of whole games (so the simulated figures are the plain reading's)."""
    checked = 0
    for seed in range(4):
        g = Game(dungeon, random.Random(seed), PLAYERS[player]())
        while g.steps < 400 and g.step():
            for goal_test in (g.unexplored, g.exit_cell.__eq__):
                way, prev = reference_route(g, goal_test)
                assert g.route(goal_test) == way
                assert list(g.search().items()) == list(prev.items())
                checked += 1
    assert checked > 50
