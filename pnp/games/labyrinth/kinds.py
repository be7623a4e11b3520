"""Registry entries for the labyrinth models: load, save, verify and draw each kind."""

from __future__ import annotations

from pnp.contract import Ref
from pnp.game import KindOps
from pnp.games.labyrinth import jsonio
from pnp.games.labyrinth.verify import verify_card, verify_deck, verify_sheet  # light: no solver, no drawing
from pnp.verdict import Verdict


def _verify_labyrinth(lab) -> Verdict:
    a, b = verify_sheet(lab.side_a), verify_sheet(lab.side_b)
    problems = tuple(f"side A: {p}" for p in a.problems) + tuple(f"side B: {p}" for p in b.problems)
    ok = a.ok and b.ok
    message = f"both sides playable (side A: {a.message}; side B: {b.message})" if ok else "a side is not playable"
    return Verdict(ok, message, {"A": a.witness, "B": b.witness}, problems)


def _draw_sheet(sheet, paper=None):
    from pnp.catalog import paper as find_paper
    from pnp.games.labyrinth.printouts import draw_sheets

    return draw_sheets([sheet], paper or find_paper("a4"))


def _draw_labyrinth(lab, paper=None):
    from pnp.catalog import paper as find_paper
    from pnp.games.labyrinth.printouts import draw_sheets

    return draw_sheets([lab.side_a, lab.side_b], paper or find_paper("a4"))


def _draw_card(card, paper=None):
    from pnp.catalog import paper as find_paper
    from pnp.games.labyrinth.printouts import draw_cards

    return draw_cards([card], paper or find_paper("a4"))


def _draw_deck(deck, paper=None):
    from pnp.catalog import paper as find_paper
    from pnp.games.labyrinth.printouts import draw_cards

    return draw_cards(deck.cards, paper or find_paper("a4"))


SHEET = KindOps(jsonio.sheet_from_json, jsonio.sheet_to_json, verify_sheet, _draw_sheet,
                 Ref("pnp.games.labyrinth.schema:SheetFile"))
LABYRINTH = KindOps(jsonio.labyrinth_from_json, jsonio.labyrinth_to_json, _verify_labyrinth, _draw_labyrinth,
                     Ref("pnp.games.labyrinth.schema:LabyrinthFile"))
CARD = KindOps(jsonio.card_from_json, jsonio.card_to_json, verify_card, _draw_card,
               Ref("pnp.games.labyrinth.schema:CardFile"))
DECK = KindOps(jsonio.deck_from_json, jsonio.deck_to_json, verify_deck, _draw_deck,
               Ref("pnp.games.labyrinth.schema:DeckFile"))
