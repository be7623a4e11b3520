"""The rules core of the path-card game: pure functions on layouts, hands and turns.

The layout is a mapping from integer grid positions (x, y), y down, to the
:class:`Placed` card there (the card and its current quarter turns). Nothing
here mutates its arguments: functions that change a layout return a new one.
Every ``*_problem`` function returns ``None`` when a move is legal and
otherwise one sentence saying why not.

Our reading of the rules, point by point, is in docs/rules-path-cards.md; the
tests in tests/test_path_cards_rules.py check each point by name.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import combinations
from typing import Iterable, Mapping, Sequence

from pnp.errors import PnpError
from pnp.games.path_cards.model import OPPOSITE, SIDES, STEP, PathCard, rotate_sides, sides_text
from pnp.grid.core import fmt_cell

Pos = tuple[int, int]

# the initial layout: a 2 × 2 square
START_POSITIONS: tuple[Pos, ...] = ((0, 0), (1, 0), (0, 1), (1, 1))
# above this many candidate cards the best collection is searched greedily, not exhaustively
EXACT_LIMIT = 12


class RuleError(PnpError):
    """A move the rules do not allow (the message says which rule)."""


@dataclass(frozen=True, slots=True)
class Placed:
    """A card in the layout, turned ``turns`` quarter turns clockwise from how it is printed."""

    card: PathCard
    turns: int
    sides: frozenset[str]

    @staticmethod
    def of(card: PathCard, turns: int = 0) -> "Placed":
        return Placed(card, turns % 4, rotate_sides(card.sides, turns))


Layout = Mapping[Pos, Placed]


def neighbour(pos: Pos, side: str) -> Pos:
    dx, dy = STEP[side]
    return (pos[0] + dx, pos[1] + dy)


# --- orientations -----------------------------------------------------------------

def orientations(card: PathCard) -> list[int]:
    """The quarter turns (0 to 3) that give different open sides: 1 for a cross, 2 for a straight, else 4."""
    seen: set[frozenset[str]] = set()
    out = []
    for t in range(4):
        s = rotate_sides(card.sides, t)
        if s not in seen:
            seen.add(s)
            out.append(t)
    return out


# --- placing -------------------------------------------------------------------------

def continues(layout: Layout, pos: Pos, side: str) -> bool:
    """A continuing path across the edge on ``side`` of ``pos``: both cards are open on the shared edge."""
    here = layout.get(pos)
    there = layout.get(neighbour(pos, side))
    return here is not None and there is not None and side in here.sides and OPPOSITE[side] in there.sides


def frontier(layout: Layout) -> list[Pos]:
    """The empty positions that share an edge with the layout (diagonal neighbours do not count)."""
    out = set()
    for x, y in layout:
        for n in ((x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y)):
            if n not in layout:
                out.add(n)
    return sorted(out)


# every subset of the sides, keyed by its sides in N E S W order (one frozenset object per subset)
_SIDE_SETS = {tuple(SIDES[i] for i in range(4) if m >> i & 1): frozenset(SIDES[i] for i in range(4) if m >> i & 1)
              for m in range(16)}


def open_towards(layout: Layout, pos: Pos) -> frozenset[str]:
    """The sides of the empty position ``pos`` whose neighbour card has an open side facing it."""
    x, y = pos
    out = []
    for side, n in (("N", (x, y - 1)), ("E", (x + 1, y)), ("S", (x, y + 1)), ("W", (x - 1, y))):
        there = layout.get(n)
        if there is not None and OPPOSITE[side] in there.sides:
            out.append(side)
    return _SIDE_SETS[tuple(out)]


def placement_problem(layout: Layout, pos: Pos, sides: frozenset[str]) -> str | None:
    """A card with open ``sides`` at ``pos``: the position must be empty, share an edge with the layout,
    and continue a path with at least one neighbour. Other neighbours may face a closed side
    (a path may run into a wall)."""
    if pos in layout:
        return f"{fmt_cell(pos)} already holds card {layout[pos].card.card_id}"
    if not any(neighbour(pos, s) in layout for s in SIDES):
        return f"{fmt_cell(pos)} shares no edge with the layout (corners do not count)"
    if not sides & open_towards(layout, pos):
        return f"no continuing path: at {fmt_cell(pos)} no open side of the card ({sides_text(sides)}) meets an open side of a neighbour"
    return None


def legal_placements(layout: Layout, card: PathCard) -> list[tuple[Pos, int]]:
    """Every (position, quarter turns) where ``card`` may be placed, one entry per distinct orientation."""
    out = []
    turns = orientations(card)
    for pos in frontier(layout):
        wanted = open_towards(layout, pos)
        if not wanted:
            continue
        for t in turns:
            if rotate_sides(card.sides, t) & wanted:
                out.append((pos, t))
    return out


def stuck(layout: Layout, hand: Iterable[PathCard]) -> bool:
    """No card of the hand can be placed with a continuing path anywhere."""
    return all(not legal_placements(layout, c) for c in hand)


def play_problem(layout: Layout, hand: Sequence[PathCard], card: PathCard, pos: Pos, turns: int) -> str | None:
    """Playing ``card`` from ``hand`` at ``pos`` turned ``turns``.

    Normally the placement must continue a path. Only when no card of the hand
    can continue a path anywhere (the player is stuck) may a card go on any
    empty position that shares an edge with the layout.
    """
    if all(c.card_id != card.card_id for c in hand):
        return f"card {card.card_id} is not in the hand"
    sides = rotate_sides(card.sides, turns)
    problem = placement_problem(layout, pos, sides)
    if problem is None or not problem.startswith("no continuing path"):
        return problem
    if stuck(layout, hand):
        return None  # the stuck rule: no card can continue a path, so an edge is enough
    return problem


def place(layout: Layout, pos: Pos, card: PathCard, turns: int = 0) -> dict[Pos, Placed]:
    """A new layout with ``card`` at ``pos`` (no checks: ask :func:`play_problem` first)."""
    out = dict(layout)
    out[pos] = Placed.of(card, turns)
    return out


# --- rotating (the action variants) ---------------------------------------------------

def rotate_problem(layout: Layout, pos: Pos, direction: int) -> str | None:
    if pos not in layout:
        return f"there is no card at {fmt_cell(pos)} to rotate"
    if direction not in (1, -1):
        return f"a rotation is one quarter turn (1 clockwise or -1 anticlockwise), not {direction}"
    return None


def rotate(layout: Layout, pos: Pos, direction: int) -> dict[Pos, Placed]:
    """A new layout with the card at ``pos`` turned a quarter turn (1 clockwise, -1 anticlockwise).
    Paths need not be kept: the card may end up joined to nothing."""
    problem = rotate_problem(layout, pos, direction)
    if problem:
        raise RuleError(problem)
    out = dict(layout)
    p = layout[pos]
    out[pos] = Placed.of(p.card, p.turns + direction)
    return out


# --- paths and connections --------------------------------------------------------------

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
        return f"taking {len(taken)} card(s) would leave {len(left)} card(s); every card must share an edge with another"
    if not edge_connected(left):
        island = pieces(left)[-1]
        return f"taking them would leave an island of {len(island)} card(s) at {', '.join(fmt_cell(p) for p in sorted(island))}"
    return None


def removal_ok(cells: Iterable[Pos], taken: Iterable[Pos]) -> bool:
    """:func:`removal_problem` as a yes/no answer on positions alone (fast, no message)."""
    left = set(cells).difference(taken)
    return len(left) >= 2 and edge_connected(left)


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
            return f"card {layout[pos].card.card_id} at {fmt_cell(pos)} was played this turn and cannot be taken this turn"
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

    cells = set(layout)

    def ok(subset) -> bool:  # variant_collection_problem with the sets computed once
        s = frozenset(subset)
        return not any(group <= s for group in sets) and removal_ok(cells, s)

    return best_collection(cands, ok, rng)


# --- setting up ------------------------------------------------------------------------

def initial_layout(cards: Sequence[PathCard], turns: Sequence[int] = (0, 0, 0, 0)) -> dict[Pos, Placed]:
    """The opening layout: 4 cards as a 2 × 2 square, as they come (their paths need not join)."""
    if len(cards) != 4 or len(turns) != 4:
        raise RuleError(f"the opening layout is 4 cards in a 2 × 2 square, got {len(cards)}")
    return {pos: Placed.of(c, t) for pos, c, t in zip(START_POSITIONS, cards, turns)}


# --- turns -------------------------------------------------------------------------------

@dataclass(frozen=True)
class Variant:
    """How a turn goes: ``actions`` per turn and the hand limit. The base game has one action,
    always a card play, and refills the hand to 2; the action variants may also rotate and draw."""

    name: str
    actions: int
    hand_limit: int
    start_hand: int = 2
    title: str = ""

    @property
    def is_base(self) -> bool:
        return self.name == "base"


BASE = Variant("base", 1, 2, title="Basic game")
CAFFEINATED = Variant("caffeinated", 2, 6, title="Two-action variant")
STEROIDS = Variant("steroids", 3, 6, title="Three-action variant")
VARIANTS = {v.name: v for v in (BASE, CAFFEINATED, STEROIDS)}
MIN_PLAYERS, MAX_PLAYERS = 2, 6


def variant(name: str) -> Variant:
    if name not in VARIANTS:
        raise PnpError(f"unknown variant {name!r} (one of {', '.join(VARIANTS)})")
    return VARIANTS[name]


def draw_problem(v: Variant, hand_size: int, deck_size: int) -> str | None:
    """The draw action (action variants only): one card from the deck, up to the hand limit."""
    if v.is_base:
        return "the basic game has no draw action (the hand is refilled at the end of the turn)"
    if deck_size == 0:
        return "the deck is empty"
    if hand_size >= v.hand_limit:
        return f"the hand already holds {hand_size} cards (the limit is {v.hand_limit})"
    return None


def end_of_turn_draws(v: Variant, hand_size: int, deck_size: int) -> int:
    """Cards drawn for free after collecting: the base game refills the hand to 2; the action
    variants draw one card, unless the hand is at the limit."""
    if v.is_base:
        return max(0, min(v.hand_limit - hand_size, deck_size))
    return 1 if deck_size > 0 and hand_size < v.hand_limit else 0


def action_problem(v: Variant, kind: str, actions_taken: int) -> str | None:
    """Whether one more action of ``kind`` ("play", "rotate", "draw") is allowed this turn."""
    if kind not in ("play", "rotate", "draw"):
        return f"unknown action {kind!r}"
    if actions_taken >= v.actions:
        return f"all {v.actions} action(s) of the turn are used"
    if v.is_base and kind != "play":
        return f"the basic game has no {kind} action"
    return None


def end_turn_problem(v: Variant, played: int, hand_at_start: int, deck_at_start: int) -> str | None:
    """Ending the turn after ``played`` card plays, given the hand and deck sizes when the turn began.
    The basic game plays exactly one card when the hand holds one. In the action variants, a player
    who begins a turn with the deck empty and cards in hand must play at least one of them (so the
    game cannot stall)."""
    if v.is_base:
        if hand_at_start > 0 and played == 0:
            return "the basic game plays one card each turn"
        return None
    if deck_at_start == 0 and hand_at_start > 0 and played == 0:
        return "the deck was empty when the turn began: a player who holds cards plays at least one"
    return None


def game_over(deck_size: int, hand_sizes: Iterable[int]) -> bool:
    """The game ends when the deck and every hand are empty."""
    return deck_size == 0 and all(h == 0 for h in hand_sizes)


# --- the whole table ------------------------------------------------------------------------

def table_problems(layout: Layout, deck: Sequence[PathCard], hands: Sequence[Sequence[PathCard]],
                   won: Sequence[Sequence[PathCard]], total: int) -> list[str]:
    """What is wrong with a game state (empty when nothing is): the layout is one piece joined by
    edges where every card shares an edge with another, no card is in two places, no card was lost
    or added, and no hand is over the limit it could reach."""
    problems = []
    cells = list(layout)
    if len(cells) < 2:
        problems.append(f"the layout has {len(cells)} card(s)")
    elif not edge_connected(cells):
        parts = pieces(cells)
        problems.append(f"the layout is in {len(parts)} pieces")
    ids = [p.card.card_id for p in layout.values()]
    ids += [c.card_id for c in deck]
    for pile in (*hands, *won):
        ids += [c.card_id for c in pile]
    distinct = set(ids)
    if len(distinct) != len(ids):  # find where the doubled cards are, for the message
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
        for card_id, where in sorted(places.items()):
            if len(where) > 1:
                problems.append(f"card {card_id} is in {len(where)} places: {', '.join(where)}")
    if len(distinct) != total:
        problems.append(f"{len(distinct)} different cards on the table, not {total}")
    count = len(layout) + len(deck) + sum(map(len, hands)) + sum(map(len, won))
    if count != total:
        problems.append(f"{count} cards counted, not {total}")
    return problems
