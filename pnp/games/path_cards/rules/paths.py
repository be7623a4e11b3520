"""Paths and pieces: which cards a path joins, and whether a layout stays one piece when cards are taken."""

from __future__ import annotations

from collections.abc import Iterable

from pnp.games.path_cards.model import OPPOSITE, STEP
from pnp.games.path_cards.rules.placing import Layout, Pos
from pnp.grid.core import fmt_cell


def path_group(layout: Layout, pos: Pos) -> frozenset[Pos]:
    """The cards a path reaches from the card at ``pos``: across every shared edge where both cards are open.
    A card's open sides all meet in its centre, so the whole card belongs to one group."""
    seen = {pos}
    todo = [pos]
    while todo:
        p = todo.pop()
        x, y = p
        for side in layout[p].sides:
            dx, dy = STEP[side]
            n = (x + dx, y + dy)
            if n in seen:
                continue
            there = layout.get(n)
            if there is not None and OPPOSITE[side] in there.sides:
                seen.add(n)
                todo.append(n)
    return frozenset(seen)


def path_groups(layout: Layout) -> list[frozenset[Pos]]:
    """The layout split into path groups (each card in exactly one), sorted by their first position."""
    out = []
    seen: set[Pos] = set()
    for pos in sorted(layout):
        if pos not in seen:
            g = path_group(layout, pos)
            seen |= g
            out.append(g)
    return out


def treasures_connected(layout: Layout, a: Pos, b: Pos) -> bool:
    """A path through the layout joins the cards at ``a`` and ``b`` (so joins their treasures)."""
    return b in path_group(layout, a)


def _piece(cells: set[Pos], start: Pos) -> set[Pos]:
    """The cells joined to ``start`` by shared edges (corners do not count)."""
    seen = {start}
    todo = [start]
    while todo:
        x, y = todo.pop()
        for n in ((x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y)):
            if n in cells and n not in seen:
                seen.add(n)
                todo.append(n)
    return seen


def edge_connected(cells: Iterable[Pos]) -> bool:
    """The cells form one piece, joined by shared edges (corners do not count)."""
    cells = set(cells)
    return not cells or len(_piece(cells, next(iter(cells)))) == len(cells)


def pieces(cells: Iterable[Pos]) -> list[frozenset[Pos]]:
    """The edge-connected pieces of a set of cells, largest first (then by first position)."""
    cells = set(cells)
    out = []
    while cells:
        seen = _piece(cells, min(cells))
        cells -= seen
        out.append(frozenset(seen))
    return sorted(out, key=lambda p: (-len(p), min(p)))


def removal_problem(layout: Layout, taken: Iterable[Pos]) -> str | None:
    """Taking these cards must leave one piece joined by edges in which every card shares an edge
    with another: at least two cards, no island, corners do not count."""
    taken = set(taken)
    if not taken:
        return None  # nothing taken: the layout stays as it is
    for pos in sorted(taken):
        if pos not in layout:
            return f"there is no card at {fmt_cell(pos)}"
    left = [p for p in layout if p not in taken]
    if len(left) < 2:
        return (f"taking {len(taken)} card(s) would leave {len(left)} card(s); "
                "every card must share an edge with another")
    if not edge_connected(left):
        island = pieces(left)[-1]
        at = ", ".join(fmt_cell(p) for p in sorted(island))
        return f"taking them would leave an island of {len(island)} card(s) at {at}"
    return None


def removal_ok(cells: Iterable[Pos], taken: Iterable[Pos]) -> bool:
    """:func:`removal_problem` as a yes/no answer on positions alone (fast, no message)."""
    left = set(cells).difference(taken)
    return len(left) >= 2 and edge_connected(left)

