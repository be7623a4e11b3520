"""What the path cards print: the deck's printout, the generate command and the kit.

A deck model draws as its cards (``pnp render``); the command and the kit print the whole game: the cards,
the played-this-turn markers and the score pad (:mod:`pnp.games.path_cards.pieces`), always, whichever
variant the players choose at the table.
"""

from __future__ import annotations

from pnp.catalog import Component, Paper, component
from pnp.catalog import card_size as sized
from pnp.errors import PnpError
from pnp.game import Context, Footprint, KitRequest, Made
from pnp.games.path_cards.model import PathDeck
from pnp.i18n import _, ngettext
from pnp.parts import ComponentSet, FirstGame, KitSpec, Part, Printout

CARD = "square-card"  # the designed card; `--card-size` draws the cards and the rules card at another


def deck_parts(deck: PathDeck, text_floor: float = 0.0, card_size: str | None = None) -> ComponentSet:
    """The 50 cards and the rules cards (the same size: they share the cards' sheets), each with its back, on
    cards of ``card_size`` (a name of components.toml's ``[card_sizes]``; the square card when None): one rules
    card while each part of the rules fits a face, more when the floor makes them flow on
    (:mod:`pnp.games.path_cards.rules_card`)."""
    from pnp.games.path_cards.draw import card_back, card_front
    from pnp.games.path_cards.rules_card import rules_cards

    size = _card(card_size)
    cards = tuple(card_front(c, size, deck.deck_id, text_floor) for c in deck.cards)
    fronts, backs = rules_cards(size, text_floor)
    one = len(fronts) == 1
    # i18n: a part of the path cards' kit, and how to cut it ({n}: the rules cards, two or more at a high floor)
    title = _("Path cards and rules card") if one else _("Path cards and rules cards")
    cut = (_("Cut along the crop marks: 50 path cards and the rules card.") if one else
           ngettext("Cut along the crop marks: 50 path cards and {n} rules card.",
                    "Cut along the crop marks: 50 path cards and {n} rules cards.", len(fronts)).format(n=len(fronts)))
    return ComponentSet(title, "path-cards", cards + fronts, (card_back(size, text_floor),) * len(cards) + backs, cut,
                        label="cards")


def _card(card_size: str | None) -> Component:
    """The cards' component: the size named (components.toml's ``[card_sizes]``), else the square card."""
    return component(CARD) if card_size is None else sized(card_size)


def _floor(paper: Paper | None) -> float:
    return paper.text_floor if paper is not None else 0.0


def draw(deck: PathDeck, paper: Paper | None = None, layout: str = "cards") -> Printout:
    # `pnp render` of a deck: the designed card (the command and the kit take --card-size)
    return Printout((deck_parts(deck, _floor(paper)),), "Treasure Paths: path cards", f"deck {deck.deck_id}",
                    layout)


def game_parts(deck: PathDeck, players: int, paper: Paper, card_size: str | None = None) -> tuple[Part, ...]:
    """Everything a table plays with: the cards, the markers and a score pad with a column per player."""
    from pnp.games.path_cards.pieces import marker_parts, pad_part

    return (deck_parts(deck, paper.text_floor, card_size), marker_parts(paper.text_floor, _card(card_size)),
            pad_part(players, paper))


def _size_checked(card_size: str | None, paper: Paper, seed: int) -> None:
    """The card size refused in one line, before a deck is dealt, when it cannot hold a path card at the paper's
    text floor (:mod:`pnp.games.path_cards.room`)."""
    from pnp.games.path_cards.generate import deck_id
    from pnp.games.path_cards.room import check_card

    check_card(_card(card_size), paper.text_floor, deck_id(seed), card_size)


def make_deck(options: dict, context: Context) -> Made:
    from pnp.games.path_cards.generate import generate_deck
    from pnp.games.path_cards.verify import verify_deck

    card_size = options.get("card_size") or context.card_size
    _size_checked(card_size, context.paper, context.seed)
    deck = generate_deck(context.seed)
    verdict = verify_deck(deck)
    if not verdict.ok:  # the generator only returns verified decks; this guards against a regression
        raise PnpError(f"deck for seed {context.seed} failed its check: {'; '.join(verdict.problems)}")
    parts = game_parts(deck, options["players"], context.paper, card_size)
    printout = Printout(parts, "Treasure Paths: path cards", f"deck {deck.deck_id}", options["layout"])
    return Made(deck, "path-deck", printout, f"path-cards-{context.seed}")


def kit(request: KitRequest) -> KitSpec:
    from pnp.games.path_cards.generate import generate_deck
    from pnp.games.path_cards.jsonio import deck_to_json
    from pnp.games.path_cards.pieces import marker_parts, pad_columns, pad_part

    _size_checked(request.card_size, request.paper, request.seed)
    deck = generate_deck(request.seed)
    players = pad_columns(request.players)
    notes = () if players == request.players else (
        f"Treasure Paths takes 2 to 6 players: its score pad has {players} columns, not {request.players}.",)
    cards = deck_parts(deck, request.paper.text_floor, request.card_size)
    parts = (cards, marker_parts(request.paper.text_floor, _card(request.card_size)), pad_part(players, request.paper))
    rules = "the rules card" if len(cards.fronts) == len(deck.cards) + 1 else "the rules cards"
    first = (FirstGame("path-cards", f"the 50 path cards and {rules}"),
             FirstGame("score-pad", "the score pad"))  # the basic game needs no markers
    return KitSpec("path-cards", _("Treasure Paths"), request.seed, players, parts,
                   {"path-deck.json": deck_to_json(deck)}, notes, first_game=first)


def kit_sizes(paper: Paper | None = None) -> list[Footprint]:
    from pnp.games.path_cards.pieces import marker_size

    card, marker = component(CARD), marker_size(_floor(paper))
    title = "Path cards and rules cards" if _floor(paper) else "Path cards and rules card"
    return [Footprint(title, card.width, card.height, True, card=True),
            Footprint("Played-this-turn markers", marker.width, marker.height, True)]


def examples() -> dict:
    from pnp.games.path_cards.generate import generate_deck

    return {"path-deck": generate_deck(1)}
