"""Registry entry for path decks: load, save, verify and draw the kind ``path-deck``."""

from __future__ import annotations

from pnp.contract import Ref
from pnp.game import KindOps
from pnp.games.path_cards import jsonio
from pnp.verdict import Verdict


def _verify_deck(deck) -> Verdict:
    from pnp.games.path_cards.verify import verify_deck

    return verify_deck(deck)


def _draw_deck(deck, paper=None):
    from pnp.games.path_cards.printouts import draw

    return draw(deck, paper)


DECK = KindOps(jsonio.deck_from_json, jsonio.deck_to_json, _verify_deck, _draw_deck,
               Ref("pnp.games.path_cards.schema:DeckFile"))
