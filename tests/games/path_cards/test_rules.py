"""The path-card rules core, rule by rule (our reading: docs/rules-path-cards.md)."""

from __future__ import annotations

import random
from itertools import count

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pnp.games.path_cards import rules
from pnp.games.path_cards.model import SIDES, PathCard, rotate_sides, shape_of
from pnp.games.path_cards.rules import (
    BASE, CAFFEINATED, STEROIDS, Placed, base_collection_problem, best_base_collection, best_variant_collection,
    variant_collection_problem,
)
from pnp.games.path_cards.simulate import Bot, Table, play_turn

_ids = count(1)


def card(sides: str, a: str = "crown", b: str = "ring", card_id: str | None = None) -> PathCard:
    s = frozenset(sides)
    order = [x for x in SIDES if x in s]
    return PathCard(card_id or f"c{next(_ids)}", s, (a, b), (order[0], order[1]))


def layout(spec: dict) -> dict:
    """{(x, y): "NS"} or {(x, y): ("NS", "crown", "ring")} → a layout of cards as printed."""
    out = {}
    for pos, v in spec.items():
        n = next(_ids)  # plain cards get treasures no other card has
        sides, a, b = (v, f"plain{n}a", f"plain{n}b") if isinstance(v, str) else v
        out[pos] = Placed.of(card(sides, a, b, card_id=f"{pos[0]},{pos[1]}"))
    return out


# --- placing ------------------------------------------------------------------------

def test_a_placement_continuing_a_path_with_one_neighbour_is_legal():
    lay = layout({(0, 0): "EW"})
    assert rules.placement_problem(lay, (1, 0), frozenset("WE")) is None


def test_a_placement_with_no_continuing_path_is_refused():
    lay = layout({(0, 0): "EW"})
    problem = rules.placement_problem(lay, (0, 1), frozenset("NS"))  # (0, 0) is closed to the south
    assert problem is not None and problem.startswith("no continuing path")
    problem = rules.placement_problem(lay, (1, 0), frozenset("NS"))  # the new card is closed to the west
    assert problem is not None and problem.startswith("no continuing path")


def test_reading_a_placed_card_may_turn_a_closed_side_to_an_open_side_of_another_neighbour():
    # (1, 0) continues the path of (0, 0) through its west side, but its closed south side faces
    # the open north side of (1, 1): allowed, only one continuing side is needed.
    lay = layout({(0, 0): "EW", (1, 1): "NS", (0, 1): "NE"})
    assert rules.placement_problem(lay, (1, 0), frozenset("WE")) is None
    placed = rules.place(lay, (1, 0), card("EW"))
    assert not rules.continues(placed, (1, 0), "S")


def test_a_position_touching_the_layout_only_at_a_corner_is_refused():
    lay = layout({(0, 0): "NESW"})
    problem = rules.placement_problem(lay, (1, 1), frozenset("NESW"))
    assert problem is not None and "corners do not count" in problem


def test_an_occupied_position_is_refused():
    lay = layout({(0, 0): "NESW"})
    assert "already holds" in rules.placement_problem(lay, (0, 0), frozenset("NESW"))


def test_a_card_in_hand_may_be_turned_to_fit():
    lay = layout({(0, 0): "ES"})
    corner = card("NE")  # as printed it opens N and E: no fit at (1, 0), which needs W
    placements = rules.legal_placements(lay, corner)
    assert ((1, 0), 0) not in placements
    assert any(pos == (1, 0) and "W" in rotate_sides(corner.sides, t) for pos, t in placements)
    assert all(rules.placement_problem(lay, pos, rotate_sides(corner.sides, t)) is None for pos, t in placements)


def test_a_cross_has_one_orientation_a_straight_two_and_corners_and_ts_four():
    assert len(rules.orientations(card("NESW"))) == 1
    assert len(rules.orientations(card("NS"))) == 2
    assert len(rules.orientations(card("NE"))) == 4
    assert len(rules.orientations(card("NES"))) == 4


def test_stuck_rule_when_no_card_can_continue_a_path_any_side_position_is_allowed():
    # a closed ring of four corners: no open side faces an empty position
    ring = layout({(0, 0): "ES", (1, 0): "SW", (0, 1): "NE", (1, 1): "NW"})
    hand = [card("NS")]
    assert rules.frontier(ring) and rules.stuck(ring, hand)
    assert rules.play_problem(ring, hand, hand[0], (2, 0), 0) is None
    assert rules.play_problem(ring, hand, hand[0], (2, 2), 0) is not None  # a corner still does not count


def test_the_stuck_rule_does_not_apply_while_some_card_in_hand_fits():
    lay = layout({(0, 0): "EW"})
    hand = [card("NS"), card("NESW")]
    problem = rules.play_problem(lay, hand, hand[0], (0, 1), 0)
    assert problem is not None and problem.startswith("no continuing path")


def test_a_card_not_in_the_hand_cannot_be_played():
    lay = layout({(0, 0): "EW"})
    assert "not in the hand" in rules.play_problem(lay, [card("EW")], card("EW"), (1, 0), 0)


# --- paths ----------------------------------------------------------------------------

def test_all_open_sides_of_a_card_are_connected_through_its_centre():
    lay = layout({(0, 0): "ES", (1, 0): "WS", (0, 1): "NS"})
    # (0, 1) joins (0, 0) from the south, (1, 0) joins it from the east: one group through (0, 0)'s centre
    assert rules.path_group(lay, (0, 1)) == {(0, 0), (1, 0), (0, 1)}


def test_a_path_runs_only_across_sides_open_on_both_cards():
    lay = layout({(0, 0): "EW", (1, 0): "NS"})  # (0, 0) open east, (1, 0) closed west
    assert not rules.treasures_connected(lay, (0, 0), (1, 0))


def test_corners_do_not_count_as_a_connection():
    lay = layout({(0, 0): "NESW", (1, 1): "NESW"})
    assert not rules.treasures_connected(lay, (0, 0), (1, 1))
    assert not rules.edge_connected(lay)


def test_treasures_connect_however_long_the_path_and_whatever_lies_on_it():
    lay = layout({(0, 0): ("EW", "crown", "ring"), (1, 0): ("EW", "pearl", "egg"), (2, 0): ("EW", "vase", "bell"),
                  (3, 0): ("EW", "crown", "mask")})
    assert rules.treasures_connected(lay, (0, 0), (3, 0))


# --- collecting: the basic game ---------------------------------------------------------

def test_a_matching_treasure_joined_by_a_path_is_collected():
    lay = layout({(0, 0): ("EW", "crown", "pearl"), (1, 0): ("EW", "egg", "vase"), (1, 1): "NS"})
    lay = rules.place(lay, (2, 0), card("EW", "crown", "ring"))
    assert rules.base_candidates(lay, (2, 0)) == {(0, 0)}
    assert base_collection_problem(lay, (2, 0), {(0, 0)}) is None


def test_a_matching_treasure_not_joined_by_a_path_cannot_be_collected():
    lay = layout({(0, 0): ("NS", "crown", "pearl"), (1, 0): ("EW", "egg", "vase"), (0, 1): "NS", (1, 1): "NS"})
    lay = rules.place(lay, (2, 0), card("EW", "crown", "ring"))
    assert rules.base_candidates(lay, (2, 0)) == frozenset()
    assert "no treasure of the played card" in base_collection_problem(lay, (2, 0), {(0, 0)})


def test_a_card_that_would_leave_an_island_cannot_be_collected():
    # a row (0,0)-(1,0)-(2,0) with (1,1) hanging below the middle: taking (1, 0) strands the rest
    lay = layout({(0, 0): ("EW", "pearl", "egg"), (1, 0): ("EW", "crown", "vase"), (1, 1): ("NS", "bell", "mask")})
    lay = rules.place(lay, (2, 0), card("EW", "crown", "ring"))
    assert rules.base_candidates(lay, (2, 0)) == {(1, 0)}
    problem = base_collection_problem(lay, (2, 0), {(1, 0)})
    assert problem is not None and "island" in problem
    assert best_base_collection(lay, (2, 0)) == frozenset()


def test_a_card_touching_the_rest_only_at_a_corner_is_an_island():
    lay = layout({(0, 0): ("EW", "pearl", "egg"), (1, 0): ("EW", "crown", "vase"), (1, 1): ("NS", "bell", "mask"),
                  (2, 1): ("NS", "horn", "rune")})
    lay = rules.place(lay, (2, 0), card("EW", "crown", "ring"))
    # without (1, 0), (0, 0) touches (1, 1) only at a corner
    assert "island" in rules.removal_problem(lay, {(1, 0)})


def test_a_collection_may_not_leave_a_single_card():
    lay = layout({(0, 0): ("EW", "crown", "egg")})
    lay = rules.place(lay, (1, 0), card("EW", "crown", "ring"))
    assert base_collection_problem(lay, (1, 0), {(0, 0)}) is not None


def test_reading_a_card_may_be_taken_together_with_the_matching_card_hanging_on_it():
    # (0, 1) hangs only on (0, 0); both hold a crown on the path from the played card
    lay = layout({(0, 0): ("ES", "crown", "egg"), (1, 0): ("EW", "pearl", "vase"), (0, 1): ("NE", "crown", "bell"),
                  (1, 1): ("NW", "horn", "mask")})
    lay = rules.place(lay, (2, 0), card("EW", "crown", "ring"))
    assert rules.removal_problem(lay, {(0, 0)}) is None  # (0, 1) still touches (1, 1)
    lay2 = layout({(0, 0): ("ES", "crown", "egg"), (1, 0): ("EW", "pearl", "vase"), (0, 1): ("NE", "crown", "bell")})
    lay2 = rules.place(lay2, (2, 0), card("EW", "crown", "ring"))
    assert rules.base_candidates(lay2, (2, 0)) == {(0, 0), (0, 1)}
    assert "island" in base_collection_problem(lay2, (2, 0), {(0, 0)})  # (0, 1) would be stranded
    assert base_collection_problem(lay2, (2, 0), {(0, 0), (0, 1)}) is None  # taken together: fine


def test_a_three_way_connection_collects_two_cards():
    lay = layout({(0, 0): ("EW", "crown", "egg"), (1, 0): ("ESW", "pearl", "vase"), (2, 0): ("EW", "crown", "bell"),
                  (0, 1): "NS", (2, 1): "NS"})
    lay = rules.place(lay, (1, 1), card("NS", "crown", "ring"))
    assert rules.base_candidates(lay, (1, 1)) == {(0, 0), (2, 0)}
    assert best_base_collection(lay, (1, 1)) == {(0, 0), (2, 0)}
    assert base_collection_problem(lay, (1, 1), {(0, 0), (2, 0)}) is None


def test_both_treasures_of_the_played_card_collect_at_once():
    lay = layout({(0, 0): ("EW", "crown", "egg"), (1, 0): ("EW", "ring", "vase"), (0, 1): "NS", (1, 1): "NS",
                  (2, 1): "NS"})
    lay = rules.place(lay, (2, 0), card("EW", "crown", "ring"))
    assert best_base_collection(lay, (2, 0)) == {(0, 0), (1, 0)}


def test_reading_in_the_basic_game_a_match_not_on_the_played_card_collects_nothing():
    lay = layout({(0, 0): ("EW", "crown", "egg"), (2, 0): ("EW", "crown", "bell"), (0, 1): "NS", (2, 1): "NS"})
    lay = rules.place(lay, (1, 0), card("EW", "pearl", "ring"))  # links two crowns, holds none
    assert rules.base_candidates(lay, (1, 0)) == frozenset()


def test_the_played_card_stays_in_the_layout():
    lay = layout({(0, 0): ("EW", "crown", "egg"), (0, 1): "NS"})
    lay = rules.place(lay, (1, 0), card("EW", "crown", "ring"))
    assert "stays" in base_collection_problem(lay, (1, 0), {(1, 0)})


def test_the_opening_layout_is_a_two_by_two_square():
    cards = [card("NS"), card("EW"), card("NE"), card("NESW")]
    lay = rules.initial_layout(cards)
    assert sorted(lay) == [(0, 0), (0, 1), (1, 0), (1, 1)]
    assert rules.edge_connected(lay)
    with pytest.raises(rules.RuleError):
        rules.initial_layout(cards[:3])


# --- rotating ----------------------------------------------------------------------------

def test_rotating_turns_the_open_sides_a_quarter_clockwise_or_back():
    lay = layout({(0, 0): "NE", (1, 0): "NS"})
    right = rules.rotate(lay, (0, 0), 1)
    assert right[(0, 0)].sides == frozenset("ES")
    assert rules.rotate(right, (0, 0), -1)[(0, 0)].sides == frozenset("NE")
    assert rules.rotate_problem(lay, (0, 0), 2) is not None  # a half turn is two actions
    assert rules.rotate_problem(lay, (5, 5), 1) is not None


@given(st.sampled_from(["NS", "EW", "NE", "ES", "SW", "WN", "NES", "ESW", "SWN", "WNE", "NESW"]), st.integers(-8, 8))
def test_rotating_a_card_keeps_its_number_of_open_sides_and_its_shape(sides, turns):
    s = frozenset(sides)
    r = rotate_sides(s, turns)
    assert len(r) == len(s) and shape_of(r) == shape_of(s)
    assert rotate_sides(r, -turns) == s
    assert rotate_sides(s, turns + 4) == r


# --- collecting: the action variants ------------------------------------------------------

def test_in_caffeinated_a_card_played_this_turn_cannot_be_collected():
    lay = layout({(0, 0): ("EW", "crown", "egg"), (0, 1): "NS", (1, 1): "NS"})
    lay = rules.place(lay, (1, 0), card("EW", "crown", "ring"))
    played = {(1, 0)}
    problem = variant_collection_problem(lay, {(1, 0)}, played)
    assert problem is not None and "played this turn" in problem
    assert variant_collection_problem(lay, {(0, 0)}, played) is None  # the played card is the one that stays
    assert best_variant_collection(lay, played) == {(0, 0)}


def test_in_caffeinated_one_card_of_each_connected_set_must_stay():
    lay = layout({(0, 0): ("EW", "crown", "egg"), (1, 0): ("EW", "crown", "vase"), (2, 0): ("EW", "crown", "bell"),
                  (0, 1): "NS", (1, 1): "NS", (2, 1): "NS"})
    problem = variant_collection_problem(lay, {(0, 0), (1, 0), (2, 0)}, set())
    assert problem is not None and "must stay" in problem
    assert len(best_variant_collection(lay, set())) == 2


def test_in_caffeinated_any_connected_set_counts_without_playing_a_matching_card():
    lay = layout({(0, 0): ("EW", "crown", "egg"), (1, 0): ("EW", "crown", "vase"), (0, 1): "NS", (1, 1): "NS"})
    assert best_variant_collection(lay, set()) in ({(0, 0)}, {(1, 0)})


def test_in_caffeinated_a_card_in_two_sets_counts_for_both():
    # (1, 0) holds crown and ring; crowns at (0, 0), rings at (2, 0): taking (1, 0) leaves one of each
    lay = layout({(0, 0): ("EW", "crown", "egg"), (1, 0): ("EW", "crown", "ring"), (2, 0): ("EW", "ring", "bell"),
                  (0, 1): "NS", (1, 1): "NS", (2, 1): "NS"})
    assert variant_collection_problem(lay, {(1, 0)}, set()) is None
    assert variant_collection_problem(lay, {(1, 0), (0, 0)}, set()) is not None  # no crown would stay
    assert len(best_variant_collection(lay, set())) == 2  # e.g. (0, 0) and (2, 0), keeping (1, 0)


def test_in_caffeinated_a_card_in_no_connected_set_cannot_be_collected():
    lay = layout({(0, 0): ("EW", "crown", "egg"), (1, 0): ("NS", "crown", "vase"), (0, 1): "NS", (1, 1): "NS"})
    assert "no connected set" in variant_collection_problem(lay, {(0, 0)}, set())


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
