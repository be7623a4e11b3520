"""`pnp verify` of a path deck checks each claim of the printout and the docs, and says only what it checked."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import replace

import pytest

from pnp.games.path_cards.generate import generate_deck
from pnp.games.path_cards.jsonio import deck_to_json
from pnp.games.path_cards.model import PathCard, PathDeck
from pnp.registry import kind


def verify(deck: PathDeck):
    return kind("path-deck").verify(deck)


@pytest.fixture(scope="module")
def deck() -> PathDeck:
    return generate_deck(7)


def test_a_generated_deck_passes_and_the_message_names_each_check(deck):
    verdict = verify(deck)
    assert verdict.ok
    for claim in ("50 cards with distinct ids", "25 treasures on 4 cards each",
                  "its open sides within ±1 of the average", "no two cards with the same pair",
                  "inside the playable band", "as the file states"):
        assert claim in verdict.message
    no_params = verify(replace(deck, params=None))
    assert no_params.ok and "as the file states" not in no_params.message


def test_a_treasure_whose_cards_offer_far_more_open_sides_breaks_the_stated_balance(deck):
    treasure = deck.cards[0].treasures[0]
    cards = tuple(PathCard(c.card_id, frozenset("NESW"), c.treasures, c.spots) if treasure in c.treasures else c
                  for c in deck.cards)
    verdict = verify(replace(deck, cards=cards, params=None))
    assert not verdict.ok
    assert any(p.startswith(f"{treasure}'s cards offer 16 open sides") for p in verdict.problems), verdict.problems


def test_two_cards_with_the_same_pair_break_the_stated_balance(deck):
    first, second = deck.cards[0], deck.cards[1]
    spots = tuple(sorted(second.sides))[:2]
    cards = (first, PathCard(second.card_id, second.sides, first.treasures, spots), *deck.cards[2:])
    verdict = verify(replace(deck, cards=cards))
    a, b = sorted(first.treasures)
    assert not verdict.ok and f"2 cards carry the same pair {a} and {b}" in verdict.problems


def test_a_stated_mix_that_is_not_the_cards_is_refused(deck, tmp_path):
    wrong = dict(deck.params["mix"])
    wrong["straight"] += 1
    wrong["corner"] -= 1
    path = tmp_path / "deck.json"
    path.write_text(json.dumps(deck_to_json(deck) | {"params": deck.params | {"mix": wrong}}))
    result = subprocess.run([sys.executable, "-m", "pnp", "verify", str(path)], capture_output=True, text=True)
    assert result.returncode == 1 and "REJECTED" in result.stdout and "states the shape mix" in result.stdout
