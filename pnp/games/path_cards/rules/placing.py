"""Placing and turning cards: the layout, its frontier, and which placements and rotations the rules allow.

The layout is a mapping from integer grid positions (x, y), y down, to the
:class:`Placed` card there (the card and its current quarter turns). Nothing
here mutates its arguments: functions that change a layout return a new one.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from pnp.errors import PnpError
from pnp.games.path_cards.model import OPPOSITE, SIDES, STEP, PathCard, rotate_sides, sides_text
from pnp.grid.core import fmt_cell

Pos = tuple[int, int]

# the initial layout: a 2 × 2 square
START_POSITIONS: tuple[Pos, ...] = ((0, 0), (1, 0), (0, 1), (1, 1))


class RuleError(PnpError):
    """A move the rules do not allow (the message says which rule)."""


@dataclass(frozen=True, slots=True)
class Placed:
    """A card in the layout, turned ``turns`` quarter turns clockwise from how it is printed."""

    card: PathCard
    turns: int
    sides: frozenset[str]

    @staticmethod
    def of(card: PathCard, turns: int = 0) -> Placed:
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
        return (f"no continuing path: at {fmt_cell(pos)} no open side of the card ({sides_text(sides)}) "
                "meets an open side of a neighbour")
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


# --- setting up ------------------------------------------------------------------------

def initial_layout(cards: Sequence[PathCard], turns: Sequence[int] = (0, 0, 0, 0)) -> dict[Pos, Placed]:
    """The opening layout: 4 cards as a 2 × 2 square, as they come (their paths need not join)."""
    if len(cards) != 4 or len(turns) != 4:
        raise RuleError(f"the opening layout is 4 cards in a 2 × 2 square, got {len(cards)}")
    return {pos: Placed.of(c, t) for pos, c, t in zip(START_POSITIONS, cards, turns)}

