"""Hand-made path cards and layouts for the rules tests."""

from __future__ import annotations

from itertools import count

from pnp.games.path_cards.model import SIDES, PathCard
from pnp.games.path_cards.rules import Placed

_ids = count(1)



def card(sides: str, a: str = "crown", b: str = "ring", card_id: str | None = None) -> PathCard:
    s = frozenset(sides)
    order = [x for x in SIDES if x in s]
    return PathCard(card_id or f"c{next(_ids)}", s, (a, b), (order[0], order[1]))


def layout(spec: dict) -> dict:
    """{(x, y): "NS"} or {(x, y): ("NS", "crown", "ring")} → a layout of cards as printed."""
    out = {}
    for pos, v in spec.items():
        n = next(_ids)  # plain cards get treasures no other card has
        sides, a, b = (v, f"plain{n}a", f"plain{n}b") if isinstance(v, str) else v
        out[pos] = Placed.of(card(sides, a, b, card_id=f"{pos[0]},{pos[1]}"))
    return out
