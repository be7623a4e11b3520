"""Documents of path cards: each card's front then the common back, then the rules card.

Every page is one card (front, back, front, back...), the order card printers
and duplex printing ask for; putting cards onto sheets is done elsewhere.
"""

from __future__ import annotations

from typing import Sequence

from pnp.games.path_cards.model import PathCard, PathDeck
from pnp.catalog import component
from pnp.scene.model import Document, Page

CARD = "square-card"


def card_pages(cards: Sequence[PathCard], deck_id: str = "", size_key: str = CARD) -> list[Page]:
    from pnp.games.path_cards.draw import card_back, card_front

    size = component(size_key)
    back = card_back(size)
    pages: list[Page] = []
    for card in cards:
        pages.append(card_front(card, size, deck_id))
        pages.append(back)
    return pages


def rules_pages(size_key: str = CARD) -> list[Page]:
    """The rules card: the basic game on the front, the two variants on the back."""
    from pnp.games.path_cards.draw import rules_back, rules_front

    size = component(size_key)
    return [rules_front(size), rules_back(size)]


def deck_document(deck: PathDeck, with_rules: bool = True) -> Document:
    pages = card_pages(deck.cards, deck.deck_id)
    if with_rules:
        pages += rules_pages()
    return Document(tuple(pages), title="Treasure Paths: path cards", subject=f"deck {deck.deck_id}")


def deck_sheets_document(deck: PathDeck, paper) -> Document:
    """The deck n-up on sheets: each front sheet followed by its back sheet, then the rules card's two sides."""
    from pnp.layout.nup import duplex_sheets

    pages = card_pages(deck.cards, deck.deck_id) + rules_pages()
    fronts, backs = pages[0::2], pages[1::2]
    sheets = duplex_sheets(fronts, backs, paper, label="cards")
    return Document(tuple(sheets), title="Treasure Paths: path cards", subject=f"deck {deck.deck_id}")
