"""Registry entries for the labyrinth models: load, save, verify and draw each kind."""

from __future__ import annotations

from pnp.games.labyrinth import jsonio
from pnp.games.labyrinth.verify import verify_card, verify_deck, verify_sheet  # light: no solver, no drawing
from pnp.registry import KindOps
from pnp.verdict import Verdict


def _verify_labyrinth(lab) -> Verdict:
    a, b = verify_sheet(lab.side_a), verify_sheet(lab.side_b)
    problems = tuple(f"side A: {p}" for p in a.problems) + tuple(f"side B: {p}" for p in b.problems)
    ok = a.ok and b.ok
    return Verdict(ok, f"both sides playable (side A: {a.message}; side B: {b.message})" if ok else "a side is not playable",
                   {"A": a.witness, "B": b.witness}, problems)


def _draw_sheet(sheet):
    from pnp.games.labyrinth.pages import sheet_document

    return sheet_document([sheet])


def _draw_labyrinth(lab):
    from pnp.games.labyrinth.pages import sheet_document

    return sheet_document([lab.side_a, lab.side_b])


def _draw_card(card):
    from pnp.games.labyrinth.pages import cards_document

    return cards_document([card])


def _draw_deck(deck):
    from pnp.games.labyrinth.pages import cards_document

    return cards_document(list(deck.cards))


SHEET = KindOps(jsonio.sheet_from_json, jsonio.sheet_to_json, verify_sheet, _draw_sheet)
LABYRINTH = KindOps(jsonio.labyrinth_from_json, jsonio.labyrinth_to_json, _verify_labyrinth, _draw_labyrinth)
CARD = KindOps(jsonio.card_from_json, jsonio.card_to_json, verify_card, _draw_card)
DECK = KindOps(jsonio.deck_from_json, jsonio.deck_to_json, verify_deck, _draw_deck)
