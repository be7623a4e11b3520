"""What the path cards print: the deck's printout, the generate command and the kit."""

from __future__ import annotations

from pnp.catalog import Paper, component
from pnp.errors import PnpError
from pnp.game import Context, Footprint, KitRequest, Made
from pnp.games.path_cards.model import PathDeck
from pnp.parts import ComponentSet, KitSpec, Printout

CARD = "square-card"
CUT = "Cut along the crop marks: 50 path cards and the rules card."


def deck_parts(deck: PathDeck) -> ComponentSet:
    """The 50 cards and the rules card (the same size: it shares their sheets), each with its back."""
    from pnp.games.path_cards.draw import card_back, card_front, rules_back, rules_front

    size = component(CARD)
    fronts = tuple(card_front(c, size, deck.deck_id) for c in deck.cards) + (rules_front(size),)
    backs = (card_back(size),) * len(deck.cards) + (rules_back(size),)
    return ComponentSet("Path cards and rules card", "path-cards", fronts, backs, CUT, label="cards")


def draw(deck: PathDeck, paper: Paper | None = None, layout: str = "cards") -> Printout:
    return Printout((deck_parts(deck),), "Treasure Paths: path cards", f"deck {deck.deck_id}", layout)


def make_deck(options: dict, context: Context) -> Made:
    from pnp.games.path_cards.generate import generate_deck
    from pnp.games.path_cards.verify import verify_deck

    deck = generate_deck(context.seed)
    verdict = verify_deck(deck)
    if not verdict.ok:  # the generator only returns verified decks; this guards against a regression
        raise PnpError(f"deck for seed {context.seed} failed its check: {'; '.join(verdict.problems)}")
    return Made(deck, "path-deck", draw(deck, layout=options["layout"]), f"path-cards-{context.seed}")


def kit(request: KitRequest) -> KitSpec:
    from pnp.games.path_cards.generate import generate_deck
    from pnp.games.path_cards.jsonio import deck_to_json

    deck = generate_deck(request.seed)
    part = deck_parts(deck)
    return KitSpec("path-cards", "Treasure Paths", request.seed, 0, (part,), {"path-deck.json": deck_to_json(deck)})


def kit_sizes() -> list[Footprint]:
    card = component(CARD)
    return [Footprint("Path cards and rules card", card.width, card.height, True)]


def examples() -> dict:
    from pnp.games.path_cards.generate import generate_deck

    return {"path-deck": generate_deck(1)}
