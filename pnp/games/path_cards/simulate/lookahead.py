"""The bots' fast views of a layout: their own bookkeeping, which the rules core re-checks on every move.

- :func:`placements`: every placement of a hand's cards (or the stuck rule's);
- :class:`Groups`: path groups with where their treasures lie, and upper bounds
  on what a variant collection can take after an action merges groups;
- :func:`max_removal` and :func:`exact_value`: the exact number of cards a
  collection can take after a move, reusing the groups the move leaves alone.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from itertools import combinations

from pnp.games.path_cards import rules
from pnp.games.path_cards.model import OPPOSITE, PathCard, rotate_sides
from pnp.games.path_cards.rules import Placed, Pos


def placements(layout, hand: Sequence[PathCard]) -> tuple[list[tuple], bool]:
    """Every (card, pos, turns, sides, wanted) placement of a hand card; True when the player is stuck
    and these are the edge-only placements the stuck rule allows."""
    info = [(pos, rules.open_towards(layout, pos)) for pos in rules.frontier(layout)]
    out = []
    for card in hand:
        orients = [(t, rotate_sides(card.sides, t)) for t in rules.orientations(card)]
        for pos, wanted in info:
            if wanted:
                for t, s in orients:
                    if s & wanted:
                        out.append((card, pos, t, s, wanted))
    if out:
        return out, False
    for card in hand:
        for t in rules.orientations(card):
            for pos, wanted in info:
                out.append((card, pos, t, rotate_sides(card.sides, t), wanted))
    return out, True


def bfs_groups(layout, cells) -> list[list[Pos]]:
    """Path groups of the cards at ``cells`` (paths followed only inside ``cells``)."""
    label: set[Pos] = set()
    out = []
    for start in cells:
        if start in label:
            continue
        label.add(start)
        members = [start]
        todo = [start]
        while todo:
            p = todo.pop()
            x, y = p
            for side in layout[p].sides:
                if side == "N":
                    n = (x, y - 1)
                elif side == "E":
                    n = (x + 1, y)
                elif side == "S":
                    n = (x, y + 1)
                else:
                    n = (x - 1, y)
                if n in label or n not in cells:
                    continue
                if OPPOSITE[side] in layout[n].sides:
                    label.add(n)
                    members.append(n)
                    todo.append(n)
        out.append(members)
    return out


def _value(counts: dict[str, tuple[int, int]]) -> int:
    """Upper bound of the cards a variant collection can take from one path group, from its
    treasure counts (cards holding it, of which played this turn). Merging groups never lowers
    the sum of their values, so a merge computed without splits is an upper bound too."""
    return sum(n - (m if m > 1 else 1) for n, m in counts.values() if n >= 2)


def _merge(parts, extra: Sequence[str] = (), extra_played: bool = False) -> dict[str, tuple[int, int]]:
    out: dict[str, tuple[int, int]] = {}
    for counts in parts:
        for t, (n, m) in counts.items():
            o = out.get(t)
            out[t] = (n, m) if o is None else (o[0] + n, o[1] + m)
    for t in extra:
        o = out.get(t, (0, 0))
        out[t] = (o[0] + 1, o[1] + extra_played)
    return out


class Groups:
    """Path groups of a layout, each with where its treasures lie and (optionally) its counts."""

    def __init__(self, layout, played: set[Pos] | None = None) -> None:
        self.groups = bfs_groups(layout, layout)
        self.label: dict[Pos, int] = {}
        for i, g in enumerate(self.groups):
            for p in g:
                self.label[p] = i
        self._where: dict[int, dict[str, list[Pos]]] = {}
        self._bounds: dict[tuple, int] = {}
        self.layout = layout
        if played is not None:
            self.counts = []
            for g in self.groups:
                c: dict[str, tuple[int, int]] = {}
                for p in g:
                    mine = p in played
                    for t in layout[p].card.treasures:
                        o = c.get(t, (0, 0))
                        c[t] = (o[0] + 1, o[1] + mine)
                self.counts.append(c)
            self.values = [_value(c) for c in self.counts]
            self.total = sum(self.values)

    def sets(self, g: int) -> list[frozenset[Pos]]:
        """The connected sets of matching treasures in group ``g``."""
        return [frozenset(c) for c in self.where(g).values() if len(c) >= 2]

    def where(self, g: int) -> dict[str, list[Pos]]:
        w = self._where.get(g)
        if w is None:
            w = {}
            for p in self.groups[g]:
                for t in self.layout[p].card.treasures:
                    w.setdefault(t, []).append(p)
            self._where[g] = w
        return w

    def merged_bound(self, joined: set[int], extra: Sequence[str] = (), extra_played: bool = False) -> int:
        """The bound after merging ``joined`` groups (and maybe one new card) into one."""
        key = (frozenset(joined), tuple(extra), extra_played)
        bound = self._bounds.get(key)
        if bound is None:
            merged = _merge([self.counts[g] for g in joined], extra, extra_played)
            bound = self._bounds[key] = self.total - sum(self.values[g] for g in joined) + _value(merged)
        return bound


def max_removal(cells: set[Pos], cands: Collection[Pos]) -> int:
    """How many of ``cands`` can go at once with the rest one edge-joined piece of 2 or more cards."""
    cands = sorted(cands)
    for size in range(len(cands), 0, -1):
        if len(cells) - size < 2:
            continue
        for subset in combinations(cands, size):
            if rules.edge_connected(cells.difference(subset)):
                return size
    return 0


class _View:
    """A layout with one card replaced or added, without copying the mapping."""

    __slots__ = ("base", "pos", "placed")

    def __init__(self, base, pos, placed) -> None:
        self.base, self.pos, self.placed = base, pos, placed

    def __getitem__(self, pos):
        return self.placed if pos == self.pos else self.base[pos]

    def __contains__(self, pos) -> bool:
        return pos == self.pos or pos in self.base


def exact_value(layout, cells: set[Pos], groups: Groups, played: set[Pos], act: tuple, joined: set[int]) -> int:
    """How many cards the end-of-turn collection could take after ``act`` (a largest legal collection,
    as :func:`rules.best_variant_collection` finds it), reusing the groups the action leaves alone."""
    new_groups: list[list[Pos]] = []
    view = layout
    if act[0] == "play":
        _, card, pos, t = act
        view = _View(layout, pos, Placed.of(card, t))
        members = [pos]
        for g in joined:
            members += groups.groups[g]
        new_groups.append(members)
        cells = cells | {pos}
        played = played | {pos}
    elif act[0] == "rotate":
        _, pos, d = act
        p = layout[pos]
        view = _View(layout, pos, Placed.of(p.card, p.turns + d))
        area: set[Pos] = set()
        for g in joined:
            area.update(groups.groups[g])
        new_groups = bfs_groups(view, area)
    sets = [st for g in range(len(groups.groups)) if g not in joined for st in groups.sets(g)]
    for members in new_groups:
        where: dict[str, list[Pos]] = {}
        for p in members:
            for tr in view[p].card.treasures:
                where.setdefault(tr, []).append(p)
        sets += [frozenset(c) for c in where.values() if len(c) >= 2]
    cands: set[Pos] = set()
    for st in sets:
        cands |= st
    cands -= played
    if not cands:
        return 0

    def ok(subset) -> bool:
        sub = frozenset(subset)
        return not any(st <= sub for st in sets) and rules.removal_ok(cells, sub)

    return len(rules.best_collection(cands, ok))
