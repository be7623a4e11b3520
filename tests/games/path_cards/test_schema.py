"""A path deck file is checked at the boundary: a deck needs cards, a bounded number of them, each card well formed."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from schema_helpers import assert_refused, edited

from pnp.games.path_cards.generate import generate_deck
from pnp.games.path_cards.jsonio import deck_from_json, deck_to_json
from pnp.jsonio import dumps
from pnp.registry import kind


@pytest.fixture(scope="module")
def saved() -> dict:
    return json.loads(dumps(deck_to_json(generate_deck(1))))



def refused(data: dict, where: str, words: str) -> None:
    assert_refused(deck_from_json, data, "d.json", where, words)


def test_a_saved_deck_loads_verifies_and_saves_the_same_bytes(saved):
    model = deck_from_json(saved, "d.json")
    assert kind("path-deck").verify(model).ok
    assert dumps(deck_to_json(model)) == dumps(saved)


@pytest.mark.parametrize("cards, words", [([], "too short (at least 1 entry)"), (None, "expected a list"),
                                          ("50 cards", "expected a list")])
def test_a_deck_needs_cards(saved, cards, words):
    refused(edited(saved, lambda d: d.update(cards=cards)), "cards", words)


def test_the_number_of_cards_is_bounded(saved):
    refused(edited(saved, lambda d: d.update(cards=d["cards"] * 3)), "cards", "too long (at most 100 entries)")
    # a deck of another size (but not runaway) loads, and verify names its size
    short = deck_from_json(edited(saved, lambda d: d.update(cards=d["cards"][:10])), "d.json")
    verdict = kind("path-deck").verify(short)
    assert not verdict.ok and "the deck has 10 cards, not 50" in verdict.problems


@pytest.mark.parametrize("edit, where, words", [
    (lambda c: c.update(id=""), "cards[3].id", "too short"),
    (lambda c: c.update(id="x" * 17), "cards[3].id", "too long (at most 16 characters)"),
    (lambda c: c.update(id="0\x071"), "cards[3].id", "control character U+0007"),
    (lambda c: c.update(open=["N", "E", "S", "W", "N"]), "cards[3].open", "too long (at most 4 entries)"),
    (lambda c: c.update(open=["N", "N"]), "cards[3].open[1]", "side N listed twice"),
    (lambda c: c["treasures"].append({"name": "crown", "side": "N"}), "cards[3].treasures", "too long"),
    (lambda c: c["treasures"][0].update(name="x" * 1000), "cards[3].treasures[0].name", "got 'xxxx"),
    (lambda c: c["treasures"][0].update(colour="red"), "cards[3].treasures[0].colour", "unknown key"),
    (lambda c: c.update(open="NES"), "cards[3].open", "expected a list"),
])
def test_card_fields_are_bounded_and_named(saved, edit, where, words):
    refused(edited(saved, lambda d: edit(d["cards"][3])), where, words)


@pytest.mark.parametrize("edit, where, words", [
    (lambda p: p.update(mix={"spiral": 3}), "params.mix.spiral", "expected 'straight', 'corner', 'tee' or 'cross'"),
    (lambda p: p["mix"].update(tee=10**9), "params.mix.tee", "too large (at most 100)"),
    (lambda p: p.update(attempt=-1), "params.attempt", "too small"),
    (lambda p: p.update(note="\x00"), "params.note", "unknown key"),
])
def test_the_generators_record_is_checked(saved, edit, where, words):
    refused(edited(saved, lambda d: edit(d["params"])), where, words)


def test_the_cli_refuses_an_empty_deck_in_one_line_and_writes_nothing(saved, tmp_path):
    path = tmp_path / "empty.json"
    path.write_text(json.dumps(edited(saved, lambda d: d.update(cards=[]))))
    for args in (("verify", str(path)), ("render", str(path), "--out", str(tmp_path / "out"))):
        result = subprocess.run([sys.executable, "-m", "pnp", *args], capture_output=True, text=True)
        assert result.returncode == 2 and result.stdout == "", result.stderr
        assert result.stderr.splitlines() == [f"pnp: error: {path}: cards: too short (at least 1 entry)"]
    assert not (tmp_path / "out").exists()
