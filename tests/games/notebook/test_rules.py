"""Dungeon notebooks, rule by rule (our reading: docs/rules-notebook.md)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from notebook_helpers import replay, replay_reach, tiny

from pnp.errors import ModelError
from pnp.games.notebook.balance import critical_loss
from pnp.games.notebook.generate import NotebookParams, generate_dungeon
from pnp.games.notebook.model import Encounter, Enemy, Face
from pnp.games.notebook.odds import battle_odds, dice_game_odds
from pnp.games.notebook.simulate import Game, play, score
from pnp.games.notebook.verify import verify_dungeon


def test_a_dungeon_whose_doors_open_in_order_is_escapable_with_that_key_order():
    d = tiny(doors=[(((2, 0, 0), (2, 1, 0)), "gold"), (((2, 1, 0), (2, 1, 1)), "jade")],
             keys={(1, 2, 1): "gold", (2, 1, 0): "jade"},
             walls=[((2, 0, 1), (2, 1, 1))])
    v = verify_dungeon(d)
    assert v.ok and v.witness["key_order"] == ["gold", "jade"]


def test_a_door_whose_key_lies_behind_it_is_rejected():
    d = tiny(doors=[(((2, 0, 0), (2, 1, 0)), "gold")], keys={(2, 1, 0): "gold"},
             walls=[((2, 0, 0), (2, 0, 1))])
    v = verify_dungeon(d)
    assert not v.ok
    assert any("gold key in room 8 cannot be reached before its door" in p for p in v.problems)


def test_a_missing_key_and_a_walled_off_room_are_named():
    d = tiny(doors=[(((1, 0, 1), (1, 1, 1)), "ruby")], walls=[((1, 0, 1), (1, 0, 0))])
    problems = verify_dungeon(d).problems
    assert "no room holds the ruby key" in problems
    # room 3 (bottom-right of level 1) walled in on both open sides: the search names it
    v = verify_dungeon(tiny(walls=[((1, 2, 1), (1, 1, 1)), ((1, 2, 1), (1, 2, 0))]))
    assert not v.ok and v.problems == ("rooms reachable only through the exit room 10 (whose battle ends the game) "
                                       "or not at all: 3",)


def test_the_witness_replays_step_by_step():
    for seed in range(12):
        replay(generate_dungeon(seed))


def test_room_one_is_the_bottom_left_room_of_level_one():
    d = generate_dungeon(3)
    assert d.room(1).cell == (1, 0, 5)


def test_ladders_join_a_room_to_the_one_directly_above():
    for seed in range(4, 10):
        d = generate_dungeon(seed)
        for a, b in d.ladders:
            assert (b[1] + d.offset[0], b[2] + d.offset[1]) == (a[1], a[2]) and a[0] == 1 and b[0] == 2


# --- battles -----------------------------------------------------------------------

def simulate_battle(enemy, weapon, hp, shield, axe, rng):
    e, lost_start, rolls = enemy.hp, hp, 0
    while e > 0 and hp > 0:
        f = enemy.faces[rng.randrange(6)]
        rolls += 1
        if f.kind == "hit":
            e -= weapon
        elif f.kind == "hurt":
            if shield:
                shield = False
            elif axe:
                axe = False
            else:
                hp -= f.amount
    return e <= 0, lost_start - max(hp, 0), rolls


def test_a_battle_without_an_enemy_is_refused_when_fought():
    with pytest.raises(ModelError, match="battle encounter has no enemy"):
        Encounter("battle", "An empty arena.").foe()


ENEMIES = [
    Enemy("Grunt", "orc", 5,
          (Face("hit"), Face("hurt", 1), Face("hit"), Face("hurt", 2), Face("miss"), Face("hit")), 3),
    Enemy("Wisp", "bat", 3,
          (Face("miss"), Face("miss"), Face("hit"), Face("hurt", 3), Face("miss"), Face("hurt", 1)), 1),
]


@pytest.mark.parametrize("enemy", ENEMIES, ids=lambda e: e.name)
@pytest.mark.parametrize("weapon, shield, axe",
                         [(1, False, False), (2, True, False), (1, False, True), (3, True, True)])
def test_the_markov_odds_agree_with_a_100000_roll_simulation(enemy, weapon, shield, axe):
    rng = random.Random(7)
    wins = lost = rolls = 0
    n = 0
    while rolls < 100_000:
        w, l_, r = simulate_battle(enemy, weapon, 10, shield, axe, rng)
        wins += w
        lost += l_
        rolls += r
        n += 1
    odds = battle_odds(enemy, weapon, 10, shield, axe)
    p = float(odds.win)
    assert abs(wins / n - p) <= 4 * (p * (1 - p) / n) ** 0.5 + 1e-9
    assert abs(lost / n - float(odds.hp_lost)) <= 0.05 * max(1.0, float(odds.hp_lost))


def test_the_shield_blocks_only_the_first_hit():
    # every face hurts for 1 except one hit: without the shield the player loses the expected number of
    # hurts before the first hit; the shield saves exactly one of them whenever there is at least one
    enemy = Enemy("Thorn", "imp", 1, (Face("hit"),) + (Face("hurt", 1),) * 5, 0)
    plain = battle_odds(enemy, 1, hp=100)
    shielded = battle_odds(enemy, 1, hp=100, shield=True)
    assert float(plain.hp_lost) == pytest.approx(5, abs=1e-5)  # geometric: 5 hurts on average
    assert float(plain.hp_lost - shielded.hp_lost) == pytest.approx(5 / 6, abs=1e-5)


def test_a_better_weapon_never_makes_a_battle_harder():
    for enemy in ENEMIES:
        lost = [battle_odds(enemy, w).hp_lost for w in (1, 2, 3, 4)]
        assert lost == sorted(lost, reverse=True)


def test_dice_game_odds_agree_with_a_simulation_and_the_first_roll_never_busts():
    odds = dice_game_odds()
    rng = random.Random(3)
    n, busts, clean = 30_000, 0, 0
    for _ in range(n):
        total, first, b = 0, True, 0
        while total < 21:
            r = rng.randint(1, 6)
            if r == 1 and first:
                first = False
                continue
            if r == 1:
                b += 1
                total, first = 0, True
                continue
            total += r
            first = False
        busts += b
        clean += b == 0
    assert abs(busts / n - float(odds.busts)) < 0.05
    assert abs(clean / n - float(odds.clean)) < 4 * (0.25 / n) ** 0.5
    # to 2: a first 1 cannot bust, so a bust needs a 1 and then another 1
    from fractions import Fraction

    assert dice_game_odds(2).clean == Fraction(35, 36)


# --- respawning, scoring, the simulated player -------------------------------------

def test_a_respawn_costs_five_coins_but_never_below_zero():
    d = generate_dungeon(1)
    g = Game(d, random.Random(0))
    g.p.coins, g.p.hp = 8, 0
    g.die(d.room(1).cell)
    assert (g.p.coins, g.p.hp, g.p.deaths) == (3, 10, 1)
    g.p.coins = 3
    g.die(d.room(1).cell)
    assert (g.p.coins, g.p.deaths) == (0, 2)


def test_an_enemy_keeps_its_lost_hit_points_after_killing_the_player():
    d = generate_dungeon(1)
    room = next(r for r in d.rooms if r.encounter.kind == "battle")
    brute = Enemy("Brute", "ogre", 6,
                  (Face("hit"), Face("hit"), Face("hit"), Face("hurt", 1), Face("miss"), Face("miss")), 0)
    for seed in range(50):
        g = Game(d, random.Random(seed))
        g.p.hp, g.p.weapon = 1, 1
        g.fight(room.cell, Encounter("battle", "x", enemy=brute))
        if g.p.deaths:
            left = g.enemy_hp[room.cell]
            assert 0 < left <= 6
            if left < 6:
                break
    else:
        pytest.fail("no seed produced a death after a hit")


def test_score_counts_coins_rooms_enemies_and_the_two_bonuses():
    assert score(10, 5, 2, 52, 20) == 10 + 5 + 4
    assert score(10, 52, 20, 52, 20) == 10 + 52 + 40 + 20


@settings(max_examples=15)
@given(st.integers(0, 10**6))
def test_the_simulated_player_always_escapes_a_generated_notebook(seed):
    d = generate_dungeon(seed)
    result = play(d, seed)
    assert result.escaped and result.beaten >= 1  # the exit lies behind every locked door and the boss


def test_plays_sharing_their_searches_play_exactly_as_plays_alone(monkeypatch):
    import pnp.games.notebook.simulate as simulate

    d = generate_dungeon(7)
    alone = [play(d, run, player=player) for player in ("greedy", "random") for run in range(40)]
    searches: dict = {}
    made = []
    breadth_first = simulate.Game._breadth_first
    monkeypatch.setattr(simulate.Game, "_breadth_first", lambda g: made.append(1) or breadth_first(g))
    shared = [play(d, run, player=player, searches=searches) for player in ("greedy", "random") for run in range(40)]
    assert shared == alone
    assert len(made) == len(searches) < sum(r.steps for r in shared)  # each state searched once, then recalled
    monkeypatch.setattr(simulate, "SEARCHES_KEPT", 3)  # a full memory starts afresh: still the same plays
    assert [play(d, run, player="random", searches={}) for run in range(10)] == alone[40:50]


@settings(max_examples=10)
@given(st.integers(0, 10**6))
def test_the_critical_path_stays_within_its_target(seed):
    low, high = NotebookParams().loss_target()
    assert low <= critical_loss(generate_dungeon(seed)) <= high


def walked_loss(d) -> float:
    """The critical path's expected loss recomputed by the rules: walk the witness route; after each room, buy
    from the shops passed so far every upgrade a shop sells to the player as armed now (the next level only),
    until none; each battle at full health at the level held."""
    from pnp.games.notebook.verify import escape

    weapon, passed, seen, loss = 1, [], set(), 0.0
    for number in escape(d).route:
        if number in seen:
            continue
        seen.add(number)
        enc = d.room(number).encounter
        passed += [o for o in enc.options if o.effect == "upgrade"]
        while any(o.weapon_level == weapon + 1 for o in passed):
            weapon += 1
        if enc.enemy is not None:
            loss += float(battle_odds(enc.enemy, weapon).hp_lost)
    return loss


def test_the_critical_path_estimate_buys_weapon_levels_in_order_and_every_notebook_is_within_target():
    """Seeds 0 to 199 (22, 113 and 123 among them, whose estimate took a level 3 seen before the level 2): the
    figure the appendix prints and verify checks is the rules' own, and every notebook made is within target."""
    low, high = NotebookParams().loss_target()
    for seed in range(200):
        d = generate_dungeon(seed)
        loss = critical_loss(d)
        assert loss == pytest.approx(walked_loss(d), abs=1e-9), seed
        assert low <= loss <= high, (seed, loss)


@pytest.mark.slow
def test_five_hundred_seeds_give_escapable_notebooks_whose_witness_replays():
    for seed in range(500):
        d = generate_dungeon(seed)
        v = verify_dungeon(d)
        assert v.ok, seed
        replay(d)
        assert replay_reach(d, v.witness) == {r.number for r in d.rooms}, seed
