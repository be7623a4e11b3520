"""Simulated games: complete, legal at every turn, deterministic from the seed."""

from __future__ import annotations

import random

import pytest

from pnp.errors import PnpError
from pnp.games.path_cards import rules
from pnp.games.path_cards.generate import generate_deck
from pnp.games.path_cards.simulate import game_rng, parse_bots, play_game, seats_for, simulate

VARIANTS = ("base", "caffeinated", "steroids")


@pytest.fixture(scope="module")
def deck():
    return generate_deck(1)


def _check(report, games):
    assert report.games == games
    assert report.illegal == 0, report.problems
    assert report.finished == games
    assert 0 < report.collecting_turns <= report.turns


@pytest.mark.parametrize("variant", VARIANTS)
def test_fifty_games_per_variant_finish_with_no_illegal_state(deck, variant):
    for players, games in ((2, 10), (4, 25), (6, 15)):
        _check(simulate(variant, players, games, 3, ("random", "greedy"), deck=deck), games)


@pytest.mark.slow
@pytest.mark.parametrize("variant", VARIANTS)
def test_a_thousand_games_per_variant_finish_with_no_illegal_state(deck, variant):
    report = simulate(variant, 4, 1000, 11, ("random", "greedy"), deck=deck, jobs=2)
    _check(report, 1000)


def test_every_basic_game_lasts_46_turns_one_per_card_after_the_opening_four(deck):
    for players in (2, 3, 5):
        report = simulate("base", players, 6, 2, ("random",), deck=deck)
        assert report.turns == 6 * 46


def test_the_greedy_bot_collects_more_than_the_random_bot(deck):
    for variant in VARIANTS:
        r = simulate(variant, 4, 30, 4, ("random", "greedy"), deck=deck).to_json()
        assert r["mean_cards_greedy"] > r["mean_cards_random"] + 1, r


def test_the_same_seed_gives_the_same_report_and_processes_do_not_change_it(deck):
    one = simulate("caffeinated", 3, 12, 9, ("greedy", "random"), deck=deck).to_json()
    again = simulate("caffeinated", 3, 12, 9, ("greedy", "random"), deck=deck).to_json()
    split = simulate("caffeinated", 3, 12, 9, ("greedy", "random"), deck=deck, jobs=2).to_json()
    assert one == again == split
    other = simulate("caffeinated", 3, 12, 10, ("greedy", "random"), deck=deck).to_json()
    assert other != one


def test_every_card_ends_in_the_layout_or_a_won_pile(deck):
    rec = play_game(deck.cards, rules.CAFFEINATED, ("random", "greedy", "random"),
                    game_rng(1, rules.CAFFEINATED, 3, ("random", "greedy"), 0))
    assert rec.finished and not rec.problems
    assert sum(rec.collected) <= 50 - 2


def test_seats_rotate_so_every_bot_starts_as_often():
    assert seats_for(("random", "greedy"), 3, 0) == ("random", "greedy", "random")
    assert seats_for(("random", "greedy"), 3, 1) == ("greedy", "random", "greedy")


def test_the_report_has_one_name_value_line_per_figure(deck):
    lines = simulate("steroids", 2, 3, 1, ("greedy",), deck=deck).lines()
    names = [line.split(": ", 1)[0] for line in lines]
    for key in ("games", "games_finished", "mean_turns", "mean_cards_collected_per_player",
                "collecting_turn_share", "illegal_states"):
        assert key in names
    assert all(": " in line for line in lines)


def test_bad_simulation_settings_are_user_errors(deck):
    with pytest.raises(PnpError, match="--players"):
        simulate("base", 7, 1, 1, deck=deck)
    with pytest.raises(PnpError, match="--games"):
        simulate("base", 2, 0, 1, deck=deck)
    with pytest.raises(PnpError, match="unknown variant"):
        simulate("decaf", 2, 1, 1, deck=deck)
    with pytest.raises(PnpError, match="--bots"):
        parse_bots("random,clever")


def test_a_bot_that_breaks_a_rule_is_reported_as_an_illegal_state(deck, monkeypatch):
    from pnp.games.path_cards import simulate as sim

    def cheat(self, table, played, last, rng):  # takes the card just played
        return frozenset({last})

    monkeypatch.setattr(sim.RandomBot, "collect", cheat)
    report = simulate("base", 2, 2, 1, ("random",), deck=deck)
    assert report.illegal == 2 and report.finished == 0
    assert "stays in the layout" in report.problems[0]


def test_random_bot_moves_are_legal_placements(deck):
    from pnp.games.path_cards.simulate import RandomBot, new_table

    rng = random.Random(3)
    table = new_table(deck.cards, 3, rules.BASE, rng)
    for _ in range(30):
        c, pos, t = RandomBot().base_move(table, 0, rng)
        assert rules.play_problem(table.layout, table.hands[0], c, pos, t) is None


def test_the_greedy_bots_bookkeeping_agrees_with_the_rules_core(deck):
    """The bot's fast view of a turn (placements, exact collection values) against the rules core."""
    from pnp.games.path_cards.model import OPPOSITE
    from pnp.games.path_cards.simulate import GreedyBot, new_table
    from pnp.games.path_cards.simulate.bots import rotations
    from pnp.games.path_cards.simulate.lookahead import Groups, exact_value, placements

    rng = random.Random(8)
    checked = 0
    for _game in range(6):
        table = new_table(deck.cards, 3, rules.STEROIDS, rng)
        bot = GreedyBot()
        for _ in range(25):
            hand = table.hands[0]
            moves, stuck = placements(table.layout, hand)
            expected = {(c.card_id, pos, t) for c in hand for pos, t in rules.legal_placements(table.layout, c)}
            assert stuck or {(c.card_id, pos, t) for c, pos, t, _, _ in moves} == expected
            groups = Groups(table.layout, set())
            cells = set(table.layout)
            acts = [("play", c, pos, t, set()) for c, pos, t, s, wanted in moves[:10]]
            acts += [("rotate", pos, d, None) for pos, d in rotations(table.layout)[:10]]
            for act in acts:
                if act[0] == "play":
                    _, c, pos, t, _ = act
                    sides = rules.Placed.of(c, t).sides
                    meeting = sides & rules.open_towards(table.layout, pos)
                    joined = {groups.label[rules.neighbour(pos, d)] for d in meeting}
                    after = rules.place(table.layout, pos, c, t)
                    want = len(rules.best_variant_collection(after, {pos}))
                    got = exact_value(table.layout, cells, groups, set(), ("play", c, pos, t), joined)
                else:
                    _, pos, d, _ = act
                    p = table.layout[pos]
                    joined = {groups.label[pos]}
                    for side in rules.Placed.of(p.card, p.turns + d).sides:
                        n = rules.neighbour(pos, side)
                        if n in table.layout and OPPOSITE[side] in table.layout[n].sides:
                            joined.add(groups.label[n])
                    after = rules.rotate(table.layout, pos, d)
                    want = len(rules.best_variant_collection(after, set()))
                    got = exact_value(table.layout, cells, groups, set(), ("rotate", pos, d), joined)
                assert got == want, act
                checked += 1
            act = bot.action(table, 0, set(), 0, rng)
            if act is None or act[0] != "play":
                c, pos, t = bot.base_move(table, 0, rng) if hand else (None, None, None)
                if c is None:
                    break
                act = ("play", c, pos, t)
            _, c, pos, t = act
            table.layout = rules.place(table.layout, pos, c, t)
            hand.remove(c)
            if table.deck:
                hand.append(table.deck.pop())
    assert checked > 500


def test_the_greedy_bots_basic_game_values_agree_with_the_rules_core(deck):
    from pnp.games.path_cards.simulate import RandomBot, new_table
    from pnp.games.path_cards.simulate.lookahead import Groups, max_removal, placements

    rng = random.Random(12)
    checked = 0
    for _game in range(8):
        table = new_table(deck.cards, 2, rules.BASE, rng)
        for _ in range(40):
            if not table.hands[0]:
                break
            moves, stuck = placements(table.layout, table.hands[0])
            groups = Groups(table.layout)
            for c, pos, t, s, wanted in moves:
                if stuck:
                    continue
                cands = set()
                for d in s & wanted:
                    w = groups.where(groups.label[rules.neighbour(pos, d)])
                    for tr in c.treasures:
                        cands.update(w.get(tr, ()))
                after = rules.place(table.layout, pos, c, t)
                assert cands == rules.base_candidates(after, pos)
                assert max_removal(set(after), cands) == len(rules.best_base_collection(after, pos))
                checked += 1
            c, pos, t = RandomBot().base_move(table, 0, rng)
            table.layout = rules.place(table.layout, pos, c, t)
            table.hands[0].remove(c)
            taken = rules.best_base_collection(table.layout, pos, rng)
            table.layout = {p: v for p, v in table.layout.items() if p not in taken}
            if table.deck:
                table.hands[0].append(table.deck.pop())
    assert checked > 1000
