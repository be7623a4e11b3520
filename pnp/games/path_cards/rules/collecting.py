"""Collecting: which cards a player may take at the end of a turn, in the base game and the action variants."""

from __future__ import annotations

import random
from collections.abc import Iterable
from itertools import combinations

from pnp.games.path_cards.rules.paths import path_group, path_groups, removal_ok, removal_problem
from pnp.games.path_cards.rules.placing import Layout, Pos
from pnp.grid.core import fmt_cell

# above this many candidate cards the best collection is searched greedily, not exhaustively
EXACT_LIMIT = 12


def best_collection(candidates: Iterable[Pos], ok, rng: random.Random | None = None) -> frozenset[Pos]:
    """A largest subset of ``candidates`` for which ``ok(subset)`` holds (ties: the first in a
    shuffled order when ``rng`` is given, else the first in sorted order).

    Exhaustive up to :data:`EXACT_LIMIT` candidates, then greedy one card at a time."""
    cands = sorted(candidates)
    if rng is not None:
        rng.shuffle(cands)
    if len(cands) <= EXACT_LIMIT:
        for size in range(len(cands), 0, -1):
            for subset in combinations(cands, size):
                if ok(subset):
                    return frozenset(subset)
        return frozenset()
    chosen: list[Pos] = []
    for c in cands:
        if ok(chosen + [c]):
            chosen.append(c)
    return frozenset(chosen)


# --- collecting: the base game ----------------------------------------------------------

def base_candidates(layout: Layout, played: Pos) -> frozenset[Pos]:
    """Cards the path from the card just played reaches that hold one of its treasures
    (the played card itself stays in the layout)."""
    mine = layout[played].card.treasures
    return frozenset(p for p in path_group(layout, played)
                     if p != played and any(t in layout[p].card.treasures for t in mine))


def base_collection_problem(layout: Layout, played: Pos, taken: Iterable[Pos]) -> str | None:
    """Base game: after playing at ``played``, take the cards ``taken``."""
    taken = frozenset(taken)
    if played in taken:
        return "the card just played stays in the layout"
    cands = base_candidates(layout, played)
    for pos in sorted(taken):
        if pos not in layout:
            return f"there is no card at {fmt_cell(pos)}"
        if pos not in cands:
            return (f"card {layout[pos].card.card_id} at {fmt_cell(pos)} holds no treasure of the played card "
                    f"that a path joins to it")
    return removal_problem(layout, taken)


def best_base_collection(layout: Layout, played: Pos, rng: random.Random | None = None) -> frozenset[Pos]:
    cands = base_candidates(layout, played)
    if not cands:
        return frozenset()
    cells = set(layout)
    return best_collection(cands, lambda s: removal_ok(cells, s), rng)


# --- collecting: the action variants -----------------------------------------------------

def matching_sets(layout: Layout) -> list[tuple[str, frozenset[Pos]]]:
    """Every connected set of matching treasures: for each path group and treasure, the cards of the
    group holding it, when there are at least two. Sorted by treasure, then position."""
    out = []
    for group in path_groups(layout):
        by_treasure: dict[str, list[Pos]] = {}
        for p in group:
            for t in layout[p].card.treasures:
                by_treasure.setdefault(t, []).append(p)
        for t, cells in by_treasure.items():
            if len(cells) >= 2:
                out.append((t, frozenset(cells)))
    return sorted(out, key=lambda e: (e[0], min(e[1])))


def variant_candidates(layout: Layout, played_this_turn: Iterable[Pos]) -> frozenset[Pos]:
    played = set(played_this_turn)
    out: set[Pos] = set()
    for _, cells in matching_sets(layout):
        out |= cells
    return frozenset(out - played)


def variant_collection_problem(layout: Layout, taken: Iterable[Pos], played_this_turn: Iterable[Pos]) -> str | None:
    """Action variants, after all actions of the turn: take the cards ``taken``.

    Each taken card must belong to a connected set of matching treasures; no card played
    this turn may be taken; each set keeps at least one of its cards; and the rest of the
    layout stays one piece joined by edges."""
    taken = frozenset(taken)
    played = frozenset(played_this_turn)
    sets = matching_sets(layout)
    in_sets: set[Pos] = set()
    for _, cells in sets:
        in_sets |= cells
    for pos in sorted(taken):
        if pos not in layout:
            return f"there is no card at {fmt_cell(pos)}"
        if pos in played:
            return (f"card {layout[pos].card.card_id} at {fmt_cell(pos)} was played this turn "
                    "and cannot be taken this turn")
        if pos not in in_sets:
            return f"card {layout[pos].card.card_id} at {fmt_cell(pos)} is in no connected set of matching treasures"
    for t, cells in sets:
        if cells <= taken:
            return f"one card of each connected set must stay: all {len(cells)} cards with the {t} would be taken"
    return removal_problem(layout, taken)


def best_variant_collection(layout: Layout, played_this_turn: Iterable[Pos],
                            rng: random.Random | None = None) -> frozenset[Pos]:
    """A largest legal collection at the end of an action-variant turn."""
    played = frozenset(played_this_turn)
    sets = [cells for _, cells in matching_sets(layout)]
    cands: set[Pos] = set()
    for cells in sets:
        cands |= cells
    cands -= played
    if not cands:
        return frozenset()

    placed = set(layout)

    def ok(subset) -> bool:  # variant_collection_problem with the sets computed once
        s = frozenset(subset)
        return not any(group <= s for group in sets) and removal_ok(placed, s)

    return best_collection(cands, ok, rng)

