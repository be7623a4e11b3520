"""Registry entries for the labyrinth models: load, save, verify and draw each kind."""

from __future__ import annotations

from collections import Counter

from pnp.games.labyrinth import jsonio
from pnp.games.labyrinth.verify import verify_sheet  # light: the model, the grid and Verdict
from pnp.registry import KindOps
from pnp.verdict import Verdict


def _verify_labyrinth(lab) -> Verdict:
    a, b = verify_sheet(lab.side_a), verify_sheet(lab.side_b)
    problems = tuple(f"side A: {p}" for p in a.problems) + tuple(f"side B: {p}" for p in b.problems)
    ok = a.ok and b.ok
    return Verdict(ok, "both sides playable" if ok else "a side is not playable",
                   {"A": a.witness, "B": b.witness}, problems)


def _verify_card(card) -> Verdict:
    # a card alone is checked for form when loaded; its par needs a sheet (pnp solve)
    return Verdict(True, f"{card.difficulty} card {card.card_id or '(no id)'} with {len(card.rows)} scoring rows",
                   {"rows": [r.describe() for r in card.rows], "par": card.par})


def _verify_deck(deck) -> Verdict:
    keys = [c.content_key() for c in deck.cards]
    problems = []
    if len(set(keys)) != len(keys):
        problems.append("two cards of the deck are the same card")
    ids = [c.card_id for c in deck.cards]
    if len(set(ids)) != len(ids):
        problems.append("two cards share an id")
    counts = dict(Counter(c.difficulty for c in deck.cards))
    if problems:
        return Verdict(False, "deck rejected", {"counts": counts}, tuple(problems))
    return Verdict(True, f"{len(deck.cards)} different cards", {"counts": counts})


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
CARD = KindOps(jsonio.card_from_json, jsonio.card_to_json, _verify_card, _draw_card)
DECK = KindOps(jsonio.deck_from_json, lambda d: jsonio.deck_to_json(list(d.cards), d.seed, d.labyrinth_id), _verify_deck, _draw_deck)
