"""Per-player labyrinths: symmetric copies keep every par; balanced sets stay within a point."""

from __future__ import annotations

import pytest

from pnp.games.labyrinth.candidates import card_candidates
from pnp.games.labyrinth.deck import generate_deck
from pnp.games.labyrinth.generate import generate_labyrinth
from pnp.games.labyrinth.solver import solve
from pnp.games.labyrinth.variants import _symmetries, balanced_labyrinths, par_spread, transform
from pnp.games.labyrinth.verify import verify_sheet


@pytest.mark.parametrize("index", range(7))
def test_a_turned_or_mirrored_sheet_has_exactly_the_same_best_scores(index):
    sheet = generate_labyrinth(11).side_a
    f = _symmetries(sheet.width, sheet.height)[index]
    turned = transform(sheet, f)
    assert verify_sheet(turned).ok and turned != sheet
    for difficulty in ("easy", "hard"):
        card = next(card_candidates(difficulty, index))
        a, b = solve(sheet, card), solve(turned, card)
        assert (a.solvable, a.score) == (b.solvable, b.score)


@pytest.mark.slow
def test_three_players_get_different_labyrinths_within_one_point_for_every_card():
    base = generate_labyrinth(2)
    deck = generate_deck(base, 2, {"easy": 3, "medium": 3, "hard": 3})
    labs = balanced_labyrinths(base, deck, 3, 2, jobs=2)
    assert len({(lab.side_a.walls, lab.side_a.symbols) for lab in labs}) == 3
    assert par_spread(labs, deck, jobs=2) <= 1


class _Par:
    def __init__(self, score: int, solvable: bool = True) -> None:
        self.score, self.solvable, self.optimal = score, solvable, True


class _FakeProver:
    """Pars by card index from a table; counts the cards it is asked to prove."""

    jobs = 1

    def __init__(self, scores: dict[int, int]) -> None:
        self.scores, self.proved = scores, []

    def pars(self, cards, sheets, each=None):
        self.proved += cards
        return [{side: _Par(self.scores.get(card, 5)) for side in sheets} for card in cards]


def test_a_candidate_is_refused_at_the_first_card_out_of_its_band_which_is_proved_first_next_time():
    from pnp.games.labyrinth.variants import _within

    cards, bands = list(range(10)), [(5, 5)] * 10
    order = list(range(10))
    prover = _FakeProver({3: 7})  # card 3's par moves by 2: out of a 1-point band
    assert _within(prover, cards, order, bands, "A", None, 1) is None
    assert prover.proved == [0, 1, 2, 3]  # not the six cards after it
    assert order[0] == 3
    prover.proved = []
    assert _within(prover, cards, order, bands, "A", None, 1) is None
    assert prover.proved == [3]  # the card that refused the last candidate goes first
    within = _FakeProver({3: 6, 8: 4})
    expected = [(5, 5)] * 3 + [(5, 6)] + [(5, 5)] * 4 + [(4, 5), (5, 5)]
    assert _within(within, cards, order, bands, "A", None, 1) == expected
    assert sorted(within.proved) == cards  # a kept candidate is proven on every card


class _AnyPar:
    """A prover that finds every candidate within its band: only the sheet checks decide."""

    jobs = 1

    def __init__(self, jobs: int = 1) -> None:
        pass

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        return None

    def pars(self, cards, sheets, each=None):
        return [{side: _Par(5) for side in sheets} for _ in cards]


@pytest.mark.slow  # 8 players, each side verified and reported on twice: about 6 s
def test_a_moved_symbol_never_brings_a_finding_the_base_side_lacks(monkeypatch):
    # seed 8: player 8's first candidate for side A moves a symbol so that the report finds something
    from types import SimpleNamespace

    from labyrinth_fixtures import assert_no_finding, card

    from pnp.games.labyrinth import variants

    monkeypatch.setattr(variants, "Prover", _AnyPar)
    base = generate_labyrinth(8)
    labs = balanced_labyrinths(base, SimpleNamespace(cards=(card(),)), 8, 8)
    assert len(labs) == 8
    for lab in labs:
        for side in (lab.side_a, lab.side_b):
            assert_no_finding(side)
