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
Loading checks the form of every card (errors name the key, e.g.
``cards[3].treasures[1].side``); ``pnp verify`` then checks the deck as a
whole (50 cards, every treasure on exactly 4 cards...).
"""

from __future__ import annotations

from pnp.errors import PnpError
from pnp.games.path_cards.model import ALL_TREASURE_ICONS, SIDES, PathCard, PathDeck, sort_sides
from pnp.jsonio import Reader, check_header, read_seed

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


def _side(r: Reader, key: str) -> str:
    value = r.get(key, str)
    if value not in SIDES:
        raise r.fail(f"unknown side {value!r} (one of {', '.join(SIDES)})", key)
    return value


def read_card(r: Reader) -> PathCard:
    r.obj()
    card_id = r.get("id", str)
    if not card_id:
        raise r.fail("a card needs an id", "id")
    raw = r.get("open", list)
    sides = []
    for i, v in enumerate(raw):
        if v not in SIDES:
            raise r.fail(f"unknown side {v!r} (one of {', '.join(SIDES)})", f"open[{i}]")
        if v in sides:
            raise r.fail(f"side {v} listed twice", f"open[{i}]")
        sides.append(v)
    if not 2 <= len(sides) <= 4:
        raise r.fail(f"a path card has 2 to 4 open sides, got {len(sides)}", "open")
    names, spots = [], []
    items = r.items("treasures")
    if len(items) != 2:
        raise r.fail(f"a card carries exactly 2 treasures, got {len(items)}", "treasures")
    for t in items:
        t.obj()
        name = t.get("name", str)
        if name not in ALL_TREASURE_ICONS:
            raise t.fail(f"unknown treasure {name!r} (one of {', '.join(ALL_TREASURE_ICONS)})", "name")
        side = _side(t, "side")
        if side not in sides:
            raise t.fail(f"side {side} is not open on this card (open: {''.join(sort_sides(sides))})", "side")
        names.append(name)
        spots.append(side)
    if names[0] == names[1]:
        raise r.fail(f"the treasure {names[0]!r} appears twice on one card", "treasures")
    if spots[0] == spots[1]:
        raise r.fail(f"both treasures sit on the arm to side {spots[0]}; use two different open sides", "treasures")
    try:
        return PathCard(card_id, frozenset(sides), (names[0], names[1]), (spots[0], spots[1]))
    except PnpError as err:
        raise r.relocate(err) from None


def deck_from_json(data: dict, source: str = "") -> PathDeck:
    r = Reader(data, "", source)
    check_header(r, KIND, VERSION)
    seed = read_seed(r)
    cards = tuple(read_card(c) for c in r.items("cards"))
    seen: dict[str, int] = {}
    for i, c in enumerate(cards):
        if c.card_id in seen:
            raise r.fail(f"id {c.card_id!r} is already used by cards[{seen[c.card_id]}]", f"cards[{i}].id")
        seen[c.card_id] = i
    params = r.get("params", dict, None)
    return PathDeck(cards, seed, r.get("id", str, ""), params)
