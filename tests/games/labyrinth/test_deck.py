"""Objective decks: proven pars that meet the floor, side B never below side A, witnesses the referee re-scores."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import replace
from functools import cache

import pytest
from hypothesis import given
from hypothesis import strategies as st
from labyrinth_fixtures import Row, S, card, sheet

from pnp.errors import ModelError
from pnp.games.labyrinth.candidates import card_candidates, misfit
from pnp.games.labyrinth.cards import card_problems
from pnp.games.labyrinth.deck import DEFAULT_COUNTS, Deck, generate_deck, labyrinth_with_deck
from pnp.games.labyrinth.generate import generate_labyrinth
from pnp.games.labyrinth.jsonio import card_from_json, card_to_json, deck_from_json, deck_to_json
from pnp.games.labyrinth.referee import referee
from pnp.games.labyrinth.solo import MIN_PAR, card_solo_targets, par_table, solo_targets
from pnp.games.labyrinth.verify import verify_deck
from pnp.jsonio import dumps


@cache
def small_deck() -> Deck:
    return generate_deck(generate_labyrinth(5), 5, {"tutorial": 1, "easy": 3, "medium": 3, "hard": 4})


def assert_play_quality(deck: Deck) -> None:
    """The promises a generated deck keeps, card by card: every hard card has a hard-only twist, easy cards enter
    by a staircase and only add points, side B never scores below side A, every par meets its floor and the solo
    targets stay below the par on side A; and the deck verifies."""
    assert all(set(c.par) == {"A", "B"} for c in deck.cards)
    hard = [c for c in deck.cards if c.difficulty == "hard"]
    hard_only = [c for c in hard if c.extra_exits or c.heart_effects or any(
        r.points < 0 or r.kind == "item" and r.symbol != "treasure" or r.requires or r.symbol in ("trap", "staircase")
        or (r.kind == "fastest" and r.points > 1) for r in c.rows)]
    assert hard and len(hard_only) == len(hard)  # every hard card has at least one hard-only twist
    easy = [c for c in deck.cards if c.difficulty == "easy"]
    assert easy and all(c.entry in "ABC" and not c.extra_exits and all(r.points > 0 for r in c.rows) for c in easy)
    for c in deck.cards:
        assert c.par["B"] >= c.par["A"], c.card_id
        assert min(c.par.values()) >= MIN_PAR[c.difficulty], c.card_id
        targets = card_solo_targets(c)
        assert targets is not None and max(targets) < c.par["A"]
    assert verify_deck(deck).ok


def test_a_small_deck_keeps_the_play_quality_promises_card_by_card():
    assert_play_quality(small_deck())


@pytest.mark.slow  # about 7 s: 49 cards proven on both sides (the small deck above is the fast sample)
def test_a_default_deck_has_49_different_cards_each_with_a_proven_par_on_both_sides():
    lab = generate_labyrinth(1)
    deck = generate_deck(lab, 1)
    counts = Counter(c.difficulty for c in deck.cards)
    assert dict(counts) == DEFAULT_COUNTS
    assert len({c.content_key() for c in deck.cards}) == 49
    assert len({c.card_id for c in deck.cards}) == 49
    assert_play_quality(deck)


def test_pars_are_the_solvers_proven_scores_and_the_witnesses_score_them():
    from pnp.games.labyrinth.solver import solve

    deck = small_deck()
    for c in deck.cards:
        for side, sheet_ in deck.sheets.items():
            sol = solve(sheet_, c)
            assert sol.optimal and sol.score == c.par[side]
            result = referee(sheet_, c, c.witness[side])
            assert result.legal and result.score == c.par[side]


def test_a_deck_round_trips_through_json_with_its_sheets_witnesses_and_policy():
    deck = small_deck()
    again = deck_from_json(json.loads(dumps(deck_to_json(deck))))
    assert again == deck
    assert again.ordered and again.min_par == MIN_PAR and set(again.sheets) == {"A", "B"}


def _tampered(deck: Deck, index: int, **changes) -> Deck:
    cards = list(deck.cards)
    cards[index] = replace(cards[index], **changes)
    return replace(deck, cards=tuple(cards))


def test_verify_rescores_every_par_from_its_witness_and_rejects_a_printed_par_the_path_does_not_make():
    deck = small_deck()
    verdict = verify_deck(deck)
    assert verdict.ok and "re-scored by the referee" in verdict.message
    assert sum(len(v) for v in verdict.witness["rescored"].values()) == 2 * len(deck.cards)
    c = deck.cards[2]
    wrong = _tampered(deck, 2, par={**c.par, "A": c.par["A"] + 1})
    problems = " | ".join(verify_deck(wrong).problems)
    assert f"card {c.card_id}, side A: the witness scores {c.par['A']}, the par says {c.par['A'] + 1}" in problems


def test_verify_rejects_an_illegal_witness_and_a_missing_one():
    deck = small_deck()
    c = deck.cards[1]
    jumped = list(c.witness["B"])
    jumped[1], jumped[2] = jumped[2], jumped[1]  # two squares swapped: not neighbours any more
    illegal = verify_deck(_tampered(deck, 1, witness={**c.witness, "B": tuple(jumped)}))
    assert "the witness path is illegal" in " ".join(illegal.problems)
    missing = verify_deck(_tampered(deck, 1, witness={"B": c.witness["B"]}))
    assert "no witness path for its par on side A" in " ".join(missing.problems)


def test_verify_holds_a_generated_deck_to_its_floor_and_side_order():
    deck = small_deck()
    c = deck.cards[0]
    flipped = _tampered(deck, 0, par={"A": c.par["B"] + 1, "B": c.par["B"]})
    assert any("below side A" in p for p in verify_deck(flipped).problems)
    raised = replace(deck, min_par={**deck.min_par, c.difficulty: 99})
    assert any(f"under the {c.difficulty} floor of 99" in p for p in verify_deck(raised).problems)


def test_a_deck_never_asks_a_sheet_for_what_it_lacks():
    # no scrolls, no ghosts, no skeletons, no bow on this sheet
    gems = {(x, y): S("gem") for x, y in ((1, 1), (3, 1), (1, 2), (3, 2), (1, 3), (3, 3))}
    mine = sheet({**gems, (2, 2): S("sword"), (2, 1): S("rat"), (2, 3): S("rat")})
    deck = generate_deck({"A": mine}, 3, {"easy": 2, "medium": 3})
    assert not deck.ordered and len(deck.cards) == 5
    assert all(misfit(c, mine) == "" for c in deck.cards)
    assert verify_deck(deck).ok
    wants_scroll = card(Row("scrolls", 2, names=("II",)), Row("exit", 2, names=("troll",)))
    assert misfit(wants_scroll, mine) == "no scroll II on the sheet"
    assert misfit(card(Row("ghosts", 3, count=2)), mine) == "2 ghosts asked for, 0 on the sheet"
    assert misfit(card(Row("per", 2, symbol="skeleton")), mine) == "no skeleton on the sheet"


@pytest.mark.parametrize("difficulty", ["tutorial", "easy", "medium", "hard"])
def test_no_generated_card_scores_the_same_thing_twice(difficulty):
    stream = card_candidates(difficulty, 11)
    for _ in range(1500):
        c = next(stream)
        scored = [(r.kind, r.symbol) for r in c.rows if r.kind in ("per", "item", "ghosts", "fastest")]
        assert len(scored) == len(set(scored)), [r.describe() for r in c.rows]
        assert card_problems(c) == []
        assert c.entry not in c.extra_exits


def test_a_card_file_that_scores_one_thing_twice_is_refused_naming_the_rows():
    data = card_to_json(card(Row("per", -1, symbol="gem"), Row("exit", 2, names=("troll",)), difficulty="hard"))
    data["rows"].append({"kind": "per", "points": -1, "symbol": "gem"})
    with pytest.raises(ModelError, match=r"rows\[0\] and rows\[2\] both score 'per gem'"):
        card_from_json(data, "c.json")
    data = card_to_json(card(Row("exit", 1, names=("C",)), difficulty="hard", extra_exits=("C",)))
    data["rows"][0]["names"] = ["B"]
    with pytest.raises(ModelError, match="leaving by staircase B, which the card does not open"):
        card_from_json(data, "c.json")


@given(st.integers(1, 200))
def test_solo_targets_rise_stay_below_the_par_and_leave_room(par):
    targets = solo_targets(par)
    assert len(targets) == 4
    assert list(targets) == sorted(targets) and targets[0] >= 1
    if par >= 2:
        assert targets[-1] <= par - 1 and targets[-1] <= round(0.9 * par + 0.5)


def test_the_par_table_reports_each_difficulty_and_side():
    lines = par_table(small_deck().cards)
    assert lines[0].startswith("Par per difficulty and side")
    for difficulty in ("tutorial", "easy", "medium", "hard"):
        line = next(ln for ln in lines if ln.strip().startswith(difficulty))
        assert "side A median" in line and "side B median" in line


def test_a_seed_whose_first_labyrinth_is_poor_gets_its_next_one_for_sheets_and_cards_alike(monkeypatch):
    from pnp.games.labyrinth import deck as deck_module
    from pnp.games.labyrinth.deck import DeckError, seed_labyrinth

    poor = generate_labyrinth(4).labyrinth_id
    real = deck_module.generate_deck

    def picky(lab, *args, **kw):
        if getattr(lab, "labyrinth_id", "") == poor:
            raise DeckError("poor")
        return real(lab, *args, **kw)

    monkeypatch.setattr(deck_module, "generate_deck", picky)
    chosen = seed_labyrinth(4)
    assert chosen == generate_labyrinth(4, variant=1) and chosen.labyrinth_id != poor


@pytest.mark.slow
@pytest.mark.parametrize("seed", [*range(0, 12), 16, 29, 60, 122])
def test_every_seed_gives_a_full_deck_on_the_labyrinth_its_sheet_command_prints(seed):
    from pnp.games.labyrinth.deck import seed_labyrinth

    lab, deck = labyrinth_with_deck(seed)
    assert Counter(c.difficulty for c in deck.cards) == Counter(DEFAULT_COUNTS)
    assert verify_deck(deck).ok
    assert lab == seed_labyrinth(seed) and deck.sheets == {"A": lab.side_a, "B": lab.side_b}
