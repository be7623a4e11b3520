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
