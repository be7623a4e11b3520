"""What the path cards print: the deck's printout, the generate command and the kit.

A deck model draws as its cards (``pnp render``); the command and the kit print the whole game: the cards,
the played-this-turn markers and the score pad (:mod:`pnp.games.path_cards.pieces`), always, whichever
variant the players choose at the table.
"""

from __future__ import annotations

from pnp.catalog import Paper, component
from pnp.errors import PnpError
from pnp.game import Context, Footprint, KitRequest, Made
from pnp.games.path_cards.model import PathDeck
from pnp.parts import ComponentSet, FirstGame, KitSpec, Part, Printout

CARD = "square-card"
CUT = "Cut along the crop marks: 50 path cards and the rules card."
CUT_LARGE = "Cut along the crop marks: 50 path cards and {} rules cards."


def deck_parts(deck: PathDeck, text_floor: float = 0.0) -> ComponentSet:
    """The 50 cards and the rules card (the same size: it shares their sheets), each with its back; in large
    print (a ``text_floor``) the rules take two cards (:mod:`pnp.games.path_cards.rules_card_large`)."""
    from pnp.games.path_cards.draw import card_back, card_front, rules_back, rules_front

    size = component(CARD)
    cards = tuple(card_front(c, size, deck.deck_id, text_floor) for c in deck.cards)
    if text_floor:
        from pnp.games.path_cards.rules_card_large import rules_cards

        fronts, backs = rules_cards(size, text_floor)
        return ComponentSet("Path cards and rules cards", "path-cards", cards + fronts,
                            (card_back(size),) * len(cards) + backs, CUT_LARGE.format(len(fronts)), label="cards")
    fronts = cards + (rules_front(size),)
    backs = (card_back(size),) * len(deck.cards) + (rules_back(size),)
    return ComponentSet("Path cards and rules card", "path-cards", fronts, backs, CUT, label="cards")


def _floor(paper: Paper | None) -> float:
    return paper.text_floor if paper is not None else 0.0


def draw(deck: PathDeck, paper: Paper | None = None, layout: str = "cards") -> Printout:
    return Printout((deck_parts(deck, _floor(paper)),), "Treasure Paths: path cards", f"deck {deck.deck_id}",
                    layout)


def game_parts(deck: PathDeck, players: int, paper: Paper) -> tuple[Part, ...]:
    """Everything a table plays with: the cards, the markers and a score pad with a column per player."""
    from pnp.games.path_cards.pieces import marker_parts, pad_part

    return deck_parts(deck, paper.text_floor), marker_parts(paper.text_floor), pad_part(players, paper)


def make_deck(options: dict, context: Context) -> Made:
    from pnp.games.path_cards.generate import generate_deck
    from pnp.games.path_cards.verify import verify_deck

    deck = generate_deck(context.seed)
    verdict = verify_deck(deck)
    if not verdict.ok:  # the generator only returns verified decks; this guards against a regression
        raise PnpError(f"deck for seed {context.seed} failed its check: {'; '.join(verdict.problems)}")
    printout = Printout(game_parts(deck, options["players"], context.paper), "Treasure Paths: path cards",
                        f"deck {deck.deck_id}", options["layout"])
    return Made(deck, "path-deck", printout, f"path-cards-{context.seed}")


def kit(request: KitRequest) -> KitSpec:
    from pnp.games.path_cards.generate import generate_deck
    from pnp.games.path_cards.jsonio import deck_to_json
    from pnp.games.path_cards.pieces import pad_columns

    deck = generate_deck(request.seed)
    players = pad_columns(request.players)
    notes = () if players == request.players else (
        f"Treasure Paths takes 2 to 6 players: its score pad has {players} columns, not {request.players}.",)
    rules = "the rules cards" if request.paper.text_floor else "the rules card"
    first = (FirstGame("path-cards", f"the 50 path cards and {rules}"),
             FirstGame("score-pad", "the score pad"))  # the basic game needs no markers
    return KitSpec("path-cards", "Treasure Paths", request.seed, players, game_parts(deck, players, request.paper),
                   {"path-deck.json": deck_to_json(deck)}, notes, first_game=first)


def kit_sizes(paper: Paper | None = None) -> list[Footprint]:
    from pnp.games.path_cards.pieces import marker_size

    card, marker = component(CARD), marker_size(_floor(paper))
    title = "Path cards and rules cards" if _floor(paper) else "Path cards and rules card"
    return [Footprint(title, card.width, card.height, True),
            Footprint("Played-this-turn markers", marker.width, marker.height, True)]


def examples() -> dict:
    from pnp.games.path_cards.generate import generate_deck

    return {"path-deck": generate_deck(1)}
