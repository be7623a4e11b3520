"""Path decks: the generator's promises, the verifier, and the JSON format."""

from __future__ import annotations

import copy
from collections import Counter
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pnp.errors import ModelError
from pnp.games.path_cards.generate import SHAPE_RANGES, generate_deck
from pnp.games.path_cards.jsonio import deck_from_json, deck_to_json
from pnp.games.path_cards.model import SHAPES, TREASURES, PathCard, PathDeck
from pnp.games.path_cards.verify import verify_deck
from pnp.jsonio import dumps


@pytest.fixture(scope="module")
def deck() -> PathDeck:
    return generate_deck(1)


@settings(max_examples=40)
@given(st.integers(0, 2**40))
def test_every_generated_deck_has_50_cards_and_every_treasure_exactly_4_times_never_twice_on_a_card(seed):
    d = generate_deck(seed)
    assert len(d.cards) == 50 and len({c.card_id for c in d.cards}) == 50
    counts = Counter(t for c in d.cards for t in c.treasures)
    assert set(counts) <= set(TREASURES) and len(counts) == 25
    assert set(counts.values()) == {4}
    assert all(c.treasures[0] != c.treasures[1] for c in d.cards)
    assert verify_deck(d).ok


@settings(max_examples=25)
@given(st.integers(0, 2**40))
def test_each_treasure_is_on_at_least_two_shapes_and_the_mix_is_in_its_ranges(seed):
    d = generate_deck(seed)
    shapes: dict[str, set] = {}
    open_sides: Counter = Counter()
    for c in d.cards:
        for t in c.treasures:
            shapes.setdefault(t, set()).add(c.shape)
            open_sides[t] += len(c.sides)
    assert min(len(s) for s in shapes.values()) >= 2
    mix = d.shape_counts()
    for shape in SHAPES:
        lo, hi = SHAPE_RANGES[shape]
        assert lo <= mix[shape] <= hi
    # balanced: every treasure's cards offer about as many open sides as any other's
    assert max(open_sides.values()) - min(open_sides.values()) <= 2
    # no two cards carry the same pair of treasures
    pairs = Counter(frozenset(c.treasures) for c in d.cards)
    assert max(pairs.values()) == 1


@settings(max_examples=25)
@given(st.integers(0, 2**40))
def test_every_treasure_sits_on_an_open_arm_and_the_two_on_different_arms(seed):
    for c in generate_deck(seed).cards:
        assert set(c.spots) <= c.sides and c.spots[0] != c.spots[1]


def test_the_same_seed_gives_the_same_deck_and_another_seed_another():
    assert generate_deck(5) == generate_deck(5)
    assert generate_deck(5).cards != generate_deck(6).cards


def test_the_printed_orientations_vary(deck):
    by_shape: dict[str, set] = {}
    for c in deck.cards:
        by_shape.setdefault(c.shape, set()).add(c.sides)
    assert len(by_shape["corner"]) >= 3 and len(by_shape["tee"]) >= 3


# --- the verifier --------------------------------------------------------------------

def _swap_treasure(deck: PathDeck, index: int, new: str) -> PathDeck:
    cards = list(deck.cards)
    c = cards[index]
    cards[index] = replace(c, treasures=(new, c.treasures[1]))
    return replace(deck, cards=tuple(cards))


def test_the_verifier_rejects_a_treasure_on_five_cards(deck):
    extra = deck.cards[0].treasures[0]
    victim = next(i for i, c in enumerate(deck.cards) if extra not in c.treasures)
    bad = _swap_treasure(deck, victim, extra)
    v = verify_deck(bad)
    assert not v.ok and any(f"{extra} is on 5 cards" in p for p in v.problems)


def test_the_verifier_rejects_49_cards(deck):
    v = verify_deck(replace(deck, cards=deck.cards[:-1]))
    assert not v.ok and any("49 cards" in p for p in v.problems)


def test_the_verifier_rejects_a_treasure_on_one_shape_only(deck):
    cards = list(deck.cards)
    t = TREASURES[0]
    for i, c in enumerate(cards):
        if t in c.treasures:
            spots = ("N", "S")
            cards[i] = PathCard(c.card_id, frozenset("NS"), c.treasures, spots)
    v = verify_deck(replace(deck, cards=tuple(cards)))
    assert not v.ok and any(f"{t} is only on straight cards" in p for p in v.problems)


def test_the_verifier_rejects_duplicate_ids(deck):
    cards = list(deck.cards)
    cards[1] = replace(cards[1], card_id=cards[0].card_id)
    v = verify_deck(replace(deck, cards=tuple(cards)))
    assert not v.ok and any("share the id" in p for p in v.problems)


def test_a_card_cannot_carry_the_same_treasure_twice():
    with pytest.raises(ModelError, match="twice"):
        PathCard("x", frozenset("NS"), ("crown", "crown"), ("N", "S"))


def test_a_card_needs_two_open_sides_at_least():
    with pytest.raises(ModelError, match="2 to 4 open sides"):
        PathCard("x", frozenset("N"), ("crown", "ring"), ("N", "N"))


# --- JSON ------------------------------------------------------------------------------

@settings(max_examples=15)
@given(st.integers(0, 2**40))
def test_json_round_trip_gives_the_same_deck_and_the_same_bytes(seed):
    d = generate_deck(seed)
    data = deck_to_json(d)
    again = deck_from_json(data)
    assert again.cards == d.cards and again.seed == d.seed and again.deck_id == d.deck_id
    assert dumps(deck_to_json(again)) == dumps(data)


def test_json_names_the_kind_and_lists_open_sides_and_treasures(deck):
    data = deck_to_json(deck)
    assert data["kind"] == "path-deck" and data["version"] == 1 and len(data["cards"]) == 50
    first = data["cards"][0]
    assert set(first) == {"id", "open", "treasures"}
    assert all(set(t) == {"name", "side"} for t in first["treasures"])


@pytest.mark.parametrize("edit, key, words", [
    (lambda d: d["cards"][3].update(open=["N", "X"]), "cards[3].open[1]", "expected 'N', 'E', 'S' or 'W', got 'X'"),
    (lambda d: d["cards"][3].update(open=["N"]), "cards[3].open", "too short (at least 2 entries)"),
    (lambda d: d["cards"][3]["treasures"][1].update(name="banana"), "cards[3].treasures[1].name", "got 'banana'"),
    (lambda d: d["cards"][3]["treasures"][1].update(side="Q"), "cards[3].treasures[1].side", "got 'Q'"),
    (lambda d: d["cards"][3]["treasures"].pop(), "cards[3].treasures", "too short (at least 2 entries)"),
    (lambda d: d["cards"][3].pop("id"), "cards[3].id", "missing"),
    (lambda d: d["cards"][4].update(id=d["cards"][3]["id"]), "cards[4].id", "already used"),
    (lambda d: d.update(version=9), "version", "too large (at most 1)"),
    (lambda d: d.update(kind="labyrinth"), "kind", "expected 'path-deck', got 'labyrinth'"),
    (lambda d: d.update(seed="x"), "seed", "whole number"),
])
def test_json_errors_name_the_key(deck, edit, key, words):
    data = copy.deepcopy(deck_to_json(deck))
    edit(data)
    with pytest.raises(ModelError) as err:
        deck_from_json(data, "deck.json")
    message = str(err.value)
    assert message.startswith(f"deck.json: {key}: "), message
    assert words in message


def test_json_refuses_a_treasure_on_a_closed_side(deck):
    data = copy.deepcopy(deck_to_json(deck))
    card = data["cards"][0]
    closed = next(s for s in "NESW" if s not in card["open"])
    card["treasures"][0]["side"] = closed
    with pytest.raises(ModelError, match=r"cards\[0\]\.treasures\[0\]\.side: side . is not open"):
        deck_from_json(data, "d.json")


def test_json_refuses_the_same_treasure_twice_on_a_card(deck):
    data = copy.deepcopy(deck_to_json(deck))
    t = data["cards"][0]["treasures"]
    t[1]["name"] = t[0]["name"]
    with pytest.raises(ModelError, match=r"cards\[0\]\.treasures: the treasure .* appears twice"):
        deck_from_json(data, "d.json")


def test_the_registry_entry_loads_verifies_and_draws(deck):
    from pnp.games.path_cards.kinds import DECK

    model = DECK.from_json(DECK.to_json(deck), "x.json")
    assert DECK.verify(model).ok
    (cards,) = DECK.draw(model).parts
    assert len(cards.fronts) == len(cards.back_pages()) == 50 + 1  # the deck and the rules card
