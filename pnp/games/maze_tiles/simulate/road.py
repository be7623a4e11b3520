"""The road a bot plans: the cheapest way, in action tokens, from its hero to where it wants to be.

A Move costs 1 token, a Move after turning the next tile (or the hero's own) to meet the pathway 1 more per
quarter turn, an Explore its price (a face-down tile is assumed to fit), a shifted wall token 1 more; Slip By,
Vault and Hidden Door where the hero has them. The cautious bot pays 2 more to pass beside the monster.
"""

from __future__ import annotations

import heapq
from collections import deque
from dataclasses import dataclass

from pnp.games.maze_tiles.model import DIRS, KEY_COLORS, OPPOSITE, Pos, rotate_sides
from pnp.games.maze_tiles.rules import (
    RuleError,
    direction,
    moves,
    neighbour,
    openings,
    rotate_wall,
    symbol,
)
from pnp.games.maze_tiles.simulate.effects import explore_cost
from pnp.games.maze_tiles.simulate.seat import Seat
from pnp.games.maze_tiles.simulate.table import Table
from pnp.grid.core import wall as wall_between


def monster_distances(table: Table, target: Pos) -> dict[Pos, int]:
    """Monster moves from every tile to ``target`` (the maze as it lies)."""
    dist = {target: 0}
    queue = deque([target])
    while queue:
        p = queue.popleft()
        for n in moves(table.ts, table.board, p):
            if n not in dist:
                dist[n] = dist[p] + 1
                queue.append(n)
    return dist


def in_reach(table: Table, pos: Pos, steps: int = 2) -> bool:
    """The monster could attack ``pos`` within ``steps`` Moves (a Hide tile is never attacked)."""
    m = table.board.minotaur
    if m is None or symbol(table.ts, table.board, pos) == "hide":
        return False
    return monster_distances(table, pos).get(m, 99) <= steps


def _turns_to_face(table: Table, pos: Pos, side: str) -> int | None:
    """Fewest quarter turns of the tile at ``pos`` that give it a pathway towards ``side`` (None: never)."""
    placed = table.board.at(pos)
    sides = table.ts.tiles[placed.tile].sides
    for q in (0, 1, 3, 2):
        if side in rotate_sides(sides, placed.rotation + q):
            return 2 if q == 2 else min(q, 1)
    return None


def _shift_side(table: Table, pos: Pos, side: str) -> str | None:
    """Another side of ``pos`` the wall on ``side`` may turn to (the wall limit kept): a side with no pathway
    first, so the turned wall blocks nothing the hero needs."""
    sides = sorted((d for d in DIRS if d != side), key=lambda d: (d in openings(table.ts, table.board, pos),
                                                                 DIRS.index(d)))
    for d in sides:
        try:
            rotate_wall(table.board, pos, side, d)
        except RuleError:
            continue
        return d
    return None


@dataclass(frozen=True)
class _Means:
    """What the hero can do on the road (its actions not under a wound, its keys), worked out once per road."""

    start: Pos
    explore: float  # Explore's price, 0 when the hero cannot explore
    turn: bool
    move: bool
    shift: bool
    slip: bool  # Slip By (blue's own action)
    vault: bool
    hidden_door: bool
    careful: bool


def _means(table: Table, seat: Seat) -> _Means:
    return _Means(table.where(seat.color), float(explore_cost(table, seat).total) if seat.usable("explore") else 0,
                  seat.usable("rotate-tile"), seat.usable("move") or seat.usable("key-azure-1"),
                  seat.usable("rotate-wall"), seat.color == "blue" and seat.usable("special-blue"),
                  seat.usable("key-azure-4"), seat.usable("key-azure-2"), seat.policy == "cautious")


def _edges(table: Table, me: _Means, p: Pos) -> list[tuple[Pos, str, int, float]]:
    """The ways on from ``p``: (tile, how, quarter turns, tokens)."""
    ts, board = table.ts, table.board
    monster = board.minotaur
    out = []
    if not board.at(p).explored:  # a face-down tile on the road: assume it will be laid to lead on
        for side in DIRS:
            n = neighbour(board, p, side)
            if n is None or wall_between(p, n) in board.walls or n == monster:
                continue
            if board.at(n).explored and me.move:
                out.append((n, "move", 0, 1.0))
            elif not board.at(n).explored and me.explore:
                out.append((n, "explore", 0, me.explore))
        return out
    if me.move:
        out += [(n, "move", 0, 1.0) for n in moves(ts, board, p) if n != monster or symbol(ts, board, n) == "hide"]
    if me.hidden_door:
        out += [(n, "hidden-door", 0, 2.0) for n in table.passages() if n != p and n != monster]
    for side in DIRS:
        n = neighbour(board, p, side)
        if n is None:
            continue
        out += _side_edges(table, me, p, side, n)
    return out


def _side_edges(table: Table, me: _Means, p: Pos, side: str, n: Pos) -> list[tuple[Pos, str, int, float]]:
    """The ways from face-up ``p`` to its neighbour ``n`` other than a plain Move."""
    ts, board = table.ts, table.board
    up = board.at(n).explored
    mine = side in openings(ts, board, p)
    theirs = up and OPPOSITE[side] in openings(ts, board, n)
    walled = wall_between(p, n) in board.walls
    if n == board.minotaur and symbol(ts, board, n) != "hide":
        return [(n, "slip", 0, 1.0)] if me.slip and mine and theirs else []
    if walled:
        if me.slip and mine and theirs:
            return [(n, "slip", 0, 1.0)]
        # Shift wall: the hero on p turns the token to another side of p, then goes on
        if me.shift and mine and _shift_side(table, p, side):
            if not up and me.explore:
                return [(n, "shift-wall", 0, 1.0 + me.explore)]
            if theirs and me.move:
                return [(n, "shift-wall", 0, 2.0)]
        return []
    if not mine:
        # turn the tile the hero will stand on towards a joined neighbour or a face-down one
        if me.turn and (theirs and me.move if up else me.explore):
            q = _turns_to_face(table, p, side)
            if q is not None:
                return [(n, "turn-here", q, q + (1.0 if up else me.explore))]
        return [(n, "vault", 0, 2.0)] if up and me.vault else []
    if not up:
        return [(n, "explore", 0, me.explore)] if me.explore else []
    if not theirs and me.turn and me.move:
        q = _turns_to_face(table, n, OPPOSITE[side])
        if q is not None:
            return [(n, "turn", q, 1.0 + q)]
    return [(n, "vault", 0, 2.0)] if not theirs and me.vault else []


def road(table: Table, seat: Seat) -> tuple[dict[Pos, float], dict[Pos, tuple[Pos, str, int]]]:
    """Shortest costs in tokens from the hero to every tile, and how each is reached (from, how, quarter turns)."""
    me = _means(table, seat)
    monster = table.board.minotaur
    dist: dict[Pos, float] = {me.start: 0}
    how: dict[Pos, tuple[Pos, str, int]] = {}
    heap = [(0.0, me.start)]
    while heap:
        d, p = heapq.heappop(heap)
        if d > dist.get(p, 1e9):
            continue
        for n, kind, q, c in _edges(table, me, p):
            if me.careful and monster is not None and n != monster and direction(n, monster) is not None:
                c += 2.0  # the cautious bot pays to keep away from the monster
            nd = d + c
            if nd < dist.get(n, 1e9):
                dist[n] = nd
                how[n] = (p, kind, q)
                heapq.heappush(heap, (nd, n))
    return dist, how


def targets(table: Table, seat: Seat) -> list[Pos]:
    """Where the hero wants to be: the door with four keys; else key tiles of colours it lacks, and while a
    lacking colour's key tile is face down, every face-down tile (one of them hides it)."""
    if len(seat.key_colors) == len(KEY_COLORS):
        return [table.door]
    known = table.key_tiles()
    lacking = [c for c in KEY_COLORS if c not in seat.key_colors]
    out = [known[c] for c in lacking if c in known]
    if any(c not in known for c in lacking):
        out += [(x, y) for y in range(table.board.size) for x in range(table.board.size)
                if not table.board.at((x, y)).explored]
    return out


def route(table: Table, seat: Seat) -> list[tuple[Pos, str, int]]:
    """The steps (tile, how, quarter turns) to the nearest target, first step first; [] when none is reachable."""
    dist, how = road(table, seat)
    goals = [p for p in targets(table, seat) if p in dist]
    if not goals:
        return []
    goal = min(goals, key=lambda p: (dist[p], p[1], p[0]))
    steps = []
    p = goal
    while p in how:
        prev, kind, q = how[p]
        steps.append((p, kind, q))
        p = prev
    return steps[::-1]

