"""The path-card rules core, rule by rule (our reading: docs/rules-path-cards.md): placing, paths, collecting.

Turns (actions, draws, whole scripted turns) and the whole table are in test_turns.py.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from path_cards_helpers import card, layout

from pnp.games.path_cards import rules
from pnp.games.path_cards.model import rotate_sides, shape_of
from pnp.games.path_cards.rules import (
    base_collection_problem,
    best_base_collection,
    best_variant_collection,
    variant_collection_problem,
)

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
