"""The path-card rules core: turns (actions, draws, the game's end), whole turns played by a scripted player
through the simulator's table, and the whole table's checks (our reading: docs/rules-path-cards.md)."""

from __future__ import annotations

import random

from path_cards_helpers import card, layout

from pnp.games.path_cards import rules
from pnp.games.path_cards.rules import BASE, CAFFEINATED, STEROIDS
from pnp.games.path_cards.simulate import Bot, Table, play_turn

# --- turns ---------------------------------------------------------------------------------

def test_the_hand_limit_stops_the_draw_action_at_six():
    assert rules.draw_problem(CAFFEINATED, 5, 10) is None
    assert "limit is 6" in rules.draw_problem(CAFFEINATED, 6, 10)
    assert "limit is 6" in rules.draw_problem(STEROIDS, 6, 10)
    assert "deck is empty" in rules.draw_problem(CAFFEINATED, 2, 0)


def test_the_free_draw_at_the_end_of_the_turn_is_skipped_at_six_cards():
    assert rules.end_of_turn_draws(CAFFEINATED, 5, 10) == 1
    assert rules.end_of_turn_draws(CAFFEINATED, 6, 10) == 0
    assert rules.end_of_turn_draws(CAFFEINATED, 0, 0) == 0


def test_the_basic_game_refills_the_hand_to_two():
    assert rules.end_of_turn_draws(BASE, 1, 10) == 1
    assert rules.end_of_turn_draws(BASE, 0, 10) == 2
    assert rules.end_of_turn_draws(BASE, 1, 0) == 0


def test_the_basic_game_has_no_rotate_or_draw_action_and_plays_exactly_one_card():
    assert rules.action_problem(BASE, "play", 0) is None
    assert rules.action_problem(BASE, "rotate", 0) is not None
    assert rules.action_problem(BASE, "draw", 0) is not None
    assert rules.action_problem(BASE, "play", 1) is not None
    assert rules.end_turn_problem(BASE, 0, 2, 10) is not None


def test_caffeinated_has_two_actions_and_steroids_three():
    assert rules.action_problem(CAFFEINATED, "rotate", 1) is None
    assert rules.action_problem(CAFFEINATED, "rotate", 2) is not None
    assert rules.action_problem(STEROIDS, "draw", 2) is None
    assert rules.action_problem(STEROIDS, "draw", 3) is not None


def test_reading_with_the_deck_empty_a_player_holding_cards_must_play_one():
    assert rules.end_turn_problem(CAFFEINATED, 0, 3, 0) is not None
    assert rules.end_turn_problem(CAFFEINATED, 1, 3, 0) is None
    assert rules.end_turn_problem(CAFFEINATED, 0, 3, 5) is None  # deck not empty: rotating only is fine
    assert rules.end_turn_problem(CAFFEINATED, 0, 0, 0) is None  # nothing to play


def test_the_game_ends_when_deck_and_hands_are_empty():
    assert rules.game_over(0, [0, 0, 0])
    assert not rules.game_over(0, [0, 1])
    assert not rules.game_over(1, [0, 0])


# --- whole turns, with a scripted player ------------------------------------------------------

class Script(Bot):
    def __init__(self, actions, collect=None):
        self.actions = list(actions)
        self.collection = collect

    def action(self, table, player, played, taken, rng):
        return self.actions.pop(0) if self.actions else None

    def base_move(self, table, player, rng):
        _, c, pos, t = self.actions.pop(0)
        return c, pos, t

    def collect(self, table, played, last, rng):
        if self.collection is not None:
            return frozenset(self.collection)
        return super().collect(table, played, last, rng)


def table(lay, hand, variant=CAFFEINATED, deck=()):
    cards_in = [p.card for p in lay.values()] + list(hand) + list(deck)
    return Table(variant, dict(lay), list(deck), [list(hand), []], [[], []], len(cards_in))


def test_collecting_happens_only_after_all_actions():
    lay = layout({(0, 0): ("EW", "crown", "egg"), (1, 0): ("EW", "pearl", "vase"), (0, 1): "NS", (1, 1): "NS"})
    mine = card("EW", "crown", "ring")
    t = table(lay, [mine], deck=[card("NS")])
    # play the crown at (2, 0), then turn (1, 0) so the path to the other crown breaks
    problem, took, _ = play_turn(t, 0, Script([("play", mine, (2, 0), 0), ("rotate", (1, 0), 1)]), random.Random(1))
    assert problem is None and took == 0
    assert t.layout[(1, 0)].sides == frozenset("NS")


def test_in_caffeinated_the_card_played_this_turn_stays_but_its_match_is_taken():
    lay = layout({(0, 0): ("EW", "crown", "egg"), (0, 1): "NS", (1, 1): "NS"})
    mine = card("EW", "crown", "ring")
    t = table(lay, [mine], deck=[card("NS"), card("NS")])
    problem, took, _ = play_turn(t, 0, Script([("play", mine, (1, 0), 0)]), random.Random(1))
    assert problem is None and took == 1
    assert (1, 0) in t.layout and (0, 0) not in t.layout
    assert [c.card_id for c in t.won[0]] == ["0,0"]


def test_a_scripted_attempt_to_take_the_card_just_played_is_caught():
    lay = layout({(0, 0): ("EW", "crown", "egg"), (0, 1): "NS", (1, 1): "NS"})
    mine = card("EW", "crown", "ring")
    t = table(lay, [mine])
    problem, _, _ = play_turn(t, 0, Script([("play", mine, (1, 0), 0)], collect={(1, 0)}), random.Random(1))
    assert problem is not None and "played this turn" in problem


def test_a_card_drawn_as_an_action_can_be_played_in_the_same_turn_and_the_free_draw_follows():
    lay = layout({(0, 0): "EW", (0, 1): "NS", (1, 1): "NS"})
    top, nxt = card("EW", "horn", "rune"), card("NS", "mask", "bell")
    t = table(lay, [], deck=[nxt, top])  # top is drawn first
    problem, _, _ = play_turn(t, 0, Script([("draw",), ("play", top, (1, 0), 0)]), random.Random(1))
    assert problem is None and (1, 0) in t.layout
    assert t.hands[0] == [nxt] and t.deck == []


def test_a_third_action_in_caffeinated_is_refused():
    lay = layout({(0, 0): "EW", (0, 1): "NS", (1, 1): "NS"})
    t = table(lay, [])
    script = Script([("rotate", (0, 0), 1), ("rotate", (0, 0), 1), ("rotate", (0, 0), 1)])
    problem, _, _ = play_turn(t, 0, script, random.Random(1))
    assert problem is None and len(script.actions) == 1  # the turn ended after two actions
    assert t.layout[(0, 0)].sides == frozenset("EW")  # a half turn: two actions


def test_drawing_over_the_hand_limit_is_caught():
    lay = layout({(0, 0): "EW", (0, 1): "NS", (1, 1): "NS"})
    hand = [card("NS") for _ in range(6)]
    t = table(lay, hand, deck=[card("EW")])
    problem, _, _ = play_turn(t, 0, Script([("draw",)]), random.Random(1))
    assert problem is not None and "limit is 6" in problem


# --- the whole table ---------------------------------------------------------------------------

def test_table_problems_find_an_island_a_card_in_two_places_and_a_lost_card():
    lay = layout({(0, 0): "EW", (1, 0): "EW"})
    c = lay[(0, 0)].card
    assert rules.table_problems(lay, [], [[], []], [[], []], 2) == []
    assert any("pieces" in p for p in rules.table_problems(layout({(0, 0): "EW", (2, 0): "EW"}), [], [], [], 2))
    assert any("2 places" in p for p in rules.table_problems(lay, [c], [], [], 2))
    assert any("not 3" in p for p in rules.table_problems(lay, [], [], [], 3))
