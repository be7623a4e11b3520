"""The cheapest drawable path through a square, found exactly by min-cost flow: the designer's simple questions
decided before the solver (:mod:`pnp.games.labyrinth.explain`).

A path from an entry to an exit through square ``m``, cut at ``m``, is two routes leaving ``m`` that share no
square: one ending on an entry, one on an exit (Menger's theorem). So the cheapest such path, each square costing
the hearts it may take, is a min-cost flow of two units out of ``m`` in which every square is passed at most once
(a square is an "in" node and an "out" node joined by an arc of capacity 1 carrying its cost), one unit into the
entries and one into the exits. The flow answers three ways:

- no flow of two units: no path can be drawn through ``m`` at all (proven: a cut of one square or none);
- the cheapest flow costs all three hearts or more: every path through ``m`` loses them (proven, because a
  square's cost here is the least it can take: a rat costs nothing when the sword lies somewhere on the sheet);
- otherwise its path is a candidate witness, which the referee judges (a rat met before its sword costs a heart).

That settles a loop of three traps or a pocket behind a chokepoint at once, where the solver may need a long
search to prove the same. A square asked for *after* another (the sword before a rat, the key before the
treasure) is two such questions: a path entry → a → c → exit holds a path entry → a → c through ``a`` and a
path a → c → exit through ``c``, so either failing (or costing all hearts) proves there is none; when ``c`` must
be the last square the first question is the whole answer. OR-Tools' min-cost flow (C++, already pnp's solver
library) does the arithmetic; the graph is a few thousand arcs, built per question in arrays.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING

from pnp.games.labyrinth.cards import ObjectiveCard
from pnp.games.labyrinth.model import STAIRCASE, Sheet
from pnp.games.labyrinth.reach import HAZARDS
from pnp.games.labyrinth.referee import HEARTS, ITEM_OF_MONSTER, check_moves, referee
from pnp.games.labyrinth.solver_model import Want
from pnp.grid.core import Cell, cells

if TYPE_CHECKING:
    import numpy as np

# what the answer says: a candidate path (the cheapest), or a proof (False) that no path does what is asked
Through = tuple[Cell, ...] | bool


@dataclass(frozen=True)
class Route:
    """The cheapest path through a square under the optimistic costs, and what it costs."""

    cost: int
    path: tuple[Cell, ...]


class Routes:
    """One sheet and card: the squares, their least heart costs and the entries and exits, as flow arrays."""

    def __init__(self, sheet: Sheet, card: ObjectiveCard, hearts: bool) -> None:
        self.sheet, self.card, self.hearts = sheet, card, hearts
        self.cells = list(cells(sheet.width, sheet.height))
        self.index = {c: i for i, c in enumerate(self.cells)}
        stairs = sheet.staircases()
        self.starts = {stairs[letter] for letter in card.entries() if letter in stairs}
        self.ends = {c for name, c in (*sheet.bosses().items(), *stairs.items()) if name in card.exits()}
        # the fewest hearts a square can take (for proofs) and the most (for witnesses): a trap or a card's effect
        # always one; a monster one, or none when the item that defeats it lies on the sheet and may come first
        self.least = {c: self._cost(c, least=True) if hearts else 0 for c in self.cells}
        self.most = {c: self._cost(c, least=False) if hearts else 0 for c in self.cells}

    def _cost(self, c: Cell, least: bool) -> int:
        sym = self.sheet.at.get(c)
        if sym is None:
            return 0
        if sym.kind in self.card.heart_effects:
            return 0 if least and sym.kind == STAIRCASE else 1  # a staircase's effect spares the entry
        if sym.kind not in HAZARDS:
            return 0
        item = ITEM_OF_MONSTER.get(sym.kind)
        return 0 if least and item is not None and self.sheet.cells_with(item) else 1

    def legal(self, path: tuple[Cell, ...], want: Want) -> bool:
        """Whether ``path`` does ``want`` and is legal under the card (only drawable when hearts are not counted)."""
        if not want.met_by(path):
            return False
        if self.hearts:
            return referee(self.sheet, self.card, path).legal
        return not check_moves(self.sheet, path) and len(path) > 1 and path[0] in self.starts \
            and path[-1] in self.ends

    @cached_property
    def _moves(self) -> tuple[np.ndarray, np.ndarray]:
        """Every step between neighbouring squares with no wall between, as (from, to) square indices."""
        import numpy as np

        pairs = [(self.index[c], self.index[n]) for c in self.cells for n in self.sheet.grid.moves(c)]
        steps = np.array(pairs, dtype=np.int32).reshape(-1, 2)
        return steps[:, 0], steps[:, 1]

    @cached_property
    def _cost_arrays(self) -> dict[bool, np.ndarray]:
        """Each square's least (True) and most (False) hearts, in square order: the in → out arcs' costs."""
        import numpy as np

        return {least: np.array([(self.least if least else self.most)[c] for c in self.cells], dtype=np.int64)
                for least in (True, False)}

    def through(self, mid: Cell, starts: Collection[Cell], ends: Collection[Cell], may_start: bool,
                may_end: bool, must_end: bool = False, least: bool = True) -> Route | None:
        """The cheapest path from one of ``starts`` to another of ``ends`` passing ``mid`` (None: none can be
        drawn). ``may_start``/``may_end``: ``mid`` may itself be the first/last square (when it is one of
        ``starts``/``ends``); ``must_end``: it is the last square; ``least``: each square's least cost, else its
        most. Every arc has capacity 1: a square is passed once, each terminal takes one route."""
        import numpy as np
        from ortools.graph.python import min_cost_flow

        n = len(self.cells)
        src, snk, direct, sink = 2 * n, 2 * n + 1, 2 * n + 2, 2 * n + 3  # entry side, exit side, mid as an end, all
        m = self.index[mid]
        frm, to = self._moves
        keep = to != m  # no route comes back into the square it leaves
        arcs: list[tuple[int, int]] = [(src, sink), (snk, sink), (2 * m + 1, direct)]
        arcs += [(2 * self.index[c] + 1, src) for c in starts if c != mid]
        if not must_end:
            arcs += [(2 * self.index[c] + 1, snk) for c in ends if c != mid]
        if may_start and mid in starts:
            arcs.append((direct, src))
        if (may_end or must_end) and mid in ends:
            arcs.append((direct, snk))
        extra = np.array(arcs, dtype=np.int32).reshape(-1, 2)
        # a step: out of one square, into the next (free); a square: its in node to its out node (its hearts)
        tails = np.concatenate([2 * frm[keep] + 1, np.arange(n) * 2, extra[:, 0]]).astype(np.int32)
        heads = np.concatenate([2 * to[keep], np.arange(n) * 2 + 1, extra[:, 1]]).astype(np.int32)
        cost = self._cost_arrays[least]
        costs = np.concatenate([np.zeros(int(keep.sum()), dtype=np.int64), cost, np.zeros(len(extra), dtype=np.int64)])
        flow = min_cost_flow.SimpleMinCostFlow()
        flow.add_arcs_with_capacity_and_unit_cost(tails, heads, np.ones(len(tails), dtype=np.int64), costs)
        flow.set_node_supply(2 * m + 1, 2)
        flow.set_node_supply(sink, -2)
        if flow.solve() != flow.OPTIMAL:
            return None  # two routes sharing no square do not exist: no path through ``mid`` can be drawn
        used = np.flatnonzero(flow.flows(np.arange(len(tails))) > 0)
        nexts = dict(zip(tails[used].tolist(), heads[used].tolist()))  # one arc out of a node, but ``mid``'s two
        firsts = heads[used[tails[used] == 2 * m + 1]].tolist()
        return Route(int(flow.optimal_cost()) + int(cost[m]), self._path(nexts, firsts, m, src))

    def _path(self, nexts: dict[int, int], firsts: list[int], m: int, src: int) -> tuple[Cell, ...]:
        """The two routes out of square ``m`` (first nodes ``firsts``, then each node's next), joined: the one into
        the entries reversed, then ``mid``, then the one into the exits."""
        n = len(self.cells)
        legs: dict[bool, list[Cell]] = {}
        for node in firsts:
            squares = []
            while node < 2 * n:  # in and out nodes of squares; the terminals are numbered after them
                if node % 2 == 0:
                    squares.append(self.cells[node // 2])
                node = nexts[node]
            if node == 2 * n + 2:  # through ``direct``: mid is the entry or the exit itself
                node = nexts[node]
            legs[node == src] = squares
        return (*legs.get(True, [])[::-1], self.cells[m], *legs.get(False, []))


def settle(routes: Routes, want: Want) -> Through | None:
    """What the flows prove of ``want``: False (no path does it, hearts counted when the routes count them), a
    path that does it (legal: judged by the referee), or None when they cannot tell (the solver decides)."""
    mid, after = want.cell, want.after
    if after == mid:  # a square "after" itself is simply visited (Want.met_by)
        after = None
    if after is None:
        ways = (routes.starts, routes.ends, not want.not_entry, not want.end, want.end)
    elif want.end and mid not in routes.ends:
        return False  # a path ends on an exit
    else:
        ways = (routes.starts, {mid}, True, False, False)  # entry → after → mid: a path through ``after``
        mid = after
    cheapest = routes.through(mid, *ways)
    if cheapest is None or (routes.hearts and cheapest.cost >= HEARTS):
        return False
    if after is not None and not want.end:
        # the rest, after → mid → exit, as a path through ``mid``; both halves possible: the solver decides
        rest = routes.through(want.cell, {after}, routes.ends, False, True)
        return False if rest is None or (routes.hearts and rest.cost >= HEARTS) else None
    if routes.legal(cheapest.path, want):
        return cheapest.path
    if routes.hearts:  # the cheapest path met a monster before its item: the path of fewest hazards of any kind
        safest = routes.through(mid, *ways, least=False)
        if safest is not None and safest.cost < HEARTS and routes.legal(safest.path, want):
            return safest.path
    return None
