"""The whole table: what may be wrong with a game state, checked after every simulated turn."""

from __future__ import annotations

from collections.abc import Sequence

from pnp.games.path_cards.model import PathCard
from pnp.games.path_cards.rules.paths import edge_connected, pieces
from pnp.games.path_cards.rules.placing import Layout
from pnp.grid.core import fmt_cell

Piles = Sequence[Sequence[PathCard]]


def table_problems(layout: Layout, deck: Sequence[PathCard], hands: Piles, won: Piles, total: int) -> list[str]:
    """What is wrong with a game state (empty when nothing is): the layout is one piece joined by
    edges where every card shares an edge with another, no card is in two places, no card was lost
    or added, and no hand is over the limit it could reach."""
    problems = _layout_problems(layout)
    ids = [p.card.card_id for p in layout.values()]
    ids += [c.card_id for c in deck]
    for pile in (*hands, *won):
        ids += [c.card_id for c in pile]
    distinct = set(ids)
    if len(distinct) != len(ids):
        problems += _doubled_cards(layout, deck, hands, won)
    if len(distinct) != total:
        problems.append(f"{len(distinct)} different cards on the table, not {total}")
    count = len(layout) + len(deck) + sum(map(len, hands)) + sum(map(len, won))
    if count != total:
        problems.append(f"{count} cards counted, not {total}")
    return problems


def _layout_problems(layout: Layout) -> list[str]:
    """The layout is one piece of at least two cards joined by edges."""
    cells = list(layout)
    if len(cells) < 2:
        return [f"the layout has {len(cells)} card(s)"]
    if not edge_connected(cells):
        return [f"the layout is in {len(pieces(cells))} pieces"]
    return []


def _doubled_cards(layout: Layout, deck: Sequence[PathCard], hands: Piles, won: Piles) -> list[str]:
    """Each card found in more than one place, naming the places (for the message)."""
    places: dict[str, list[str]] = {}
    for pos, p in layout.items():
        places.setdefault(p.card.card_id, []).append(f"layout {fmt_cell(pos)}")
    for c in deck:
        places.setdefault(c.card_id, []).append("deck")
    for i, hand in enumerate(hands):
        for c in hand:
            places.setdefault(c.card_id, []).append(f"hand {i + 1}")
    for i, pile in enumerate(won):
        for c in pile:
            places.setdefault(c.card_id, []).append(f"won {i + 1}")
    return [f"card {card_id} is in {len(where)} places: {', '.join(where)}"
            for card_id, where in sorted(places.items()) if len(where) > 1]
