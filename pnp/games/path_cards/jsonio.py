"""Path decks as JSON: the kind ``path-deck``, version 1.

    {
     "kind": "path-deck", "version": 1,
     "id": "G7K3RD", "seed": 1,
     "cards": [
      {"id": "01", "open": ["N", "E", "S"],
       "treasures": [{"name": "vase", "side": "N"}, {"name": "necklace", "side": "E"}]},
      ...
     ],
     "params": {...}            (optional: the generator's settings, for the record)
    }

``open`` lists the card's open sides as printed (N top, E right, S bottom, W
left); each treasure names its icon and the open side whose arm it sits on.
Loading checks the file against :mod:`.schema`, then the form of every card
(errors name the key, e.g. ``cards[3].treasures[1].side``); ``pnp verify``
then checks the deck as a whole (50 cards, every treasure on exactly 4
cards...).
"""

from __future__ import annotations

from typing import Any

from pnp.errors import ModelError, PnpError
from pnp.games.path_cards import schema
from pnp.games.path_cards.model import PathCard, PathDeck, sort_sides
from pnp.schema import validate

KIND = "path-deck"
VERSION = 1


def card_body(card: PathCard) -> dict:
    return {
        "id": card.card_id,
        "open": sort_sides(card.sides),
        "treasures": [{"name": t, "side": s} for t, s in zip(card.treasures, card.spots)],
    }


def deck_to_json(deck: PathDeck) -> dict:
    out = {"kind": KIND, "version": VERSION, "id": deck.deck_id, "seed": deck.seed,
           "cards": [card_body(c) for c in deck.cards]}
    if deck.params:
        out["params"] = deck.params
    return out


def _fail(source: str, where: str, message: str) -> ModelError:
    err = ModelError(f"{source}: {where}: {message}" if source else f"{where}: {message}")
    err.located = True
    return err


def card_from_wire(card: schema.CardEntry, source: str = "", where: str = "") -> PathCard:
    """A card from its checked structure; what the schema cannot say is checked here, naming the key."""
    for i, side in enumerate(card.open):
        if side in card.open[:i]:
            raise _fail(source, f"{where}open[{i}]", f"side {side} listed twice")
    (first, second) = card.treasures
    for i, t in enumerate(card.treasures):
        if t.side not in card.open:
            raise _fail(source, f"{where}treasures[{i}].side",
                        f"side {t.side} is not open on this card (open: {''.join(sort_sides(card.open))})")
    if first.name == second.name:
        raise _fail(source, f"{where}treasures", f"the treasure {first.name!r} appears twice on one card")
    if first.side == second.side:
        raise _fail(source, f"{where}treasures",
                    f"both treasures sit on the arm to side {first.side}; use two different open sides")
    try:
        return PathCard(card.id, frozenset(card.open), (first.name, second.name), (first.side, second.side))
    except PnpError as err:
        raise _fail(source, where.rstrip(".") or "top level", str(err)) from None


def deck_from_json(data: Any, source: str = "") -> PathDeck:
    wire = validate(schema.DeckFile, data, source, ModelError)
    cards = tuple(card_from_wire(c, source, f"cards[{i}].") for i, c in enumerate(wire.cards))
    seen: dict[str, int] = {}
    for i, c in enumerate(cards):
        if c.card_id in seen:
            raise _fail(source, f"cards[{i}].id", f"id {c.card_id!r} is already used by cards[{seen[c.card_id]}]")
        seen[c.card_id] = i
    # the record as the file wrote it (now known well-formed): a re-save gives the same bytes
    params = data.get("params")
    return PathDeck(cards, wire.seed, wire.id, None if params is None else dict(params))
