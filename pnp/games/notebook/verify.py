"""Escapability: the search over (room, keys held) and the checks on a dungeon's shape.

Keys are reusable (as in the original): once found, a key opens its door for
good. A dungeon is escapable when, starting in room 1 with no key, every key
can be reached before its door without passing through that door, every room
can be reached, and so can the exit. The witness is an order of key pick-ups.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from pnp.games.notebook.model import Cell, Dungeon
from pnp.verdict import Verdict


def reachable(d: Dungeon, start: Cell, keys: frozenset[str]) -> dict[Cell, Cell | None]:
    """Breadth-first: every cell reachable with these keys, and its predecessor."""
    prev: dict[Cell, Cell | None] = {start: None}
    queue = deque([start])
    while queue:
        c = queue.popleft()
        for n, key in d.neighbours(c):
            if n in prev or (key is not None and key not in keys):
                continue
            prev[n] = c
            queue.append(n)
    return prev


def path_to(prev: dict[Cell, Cell | None], goal: Cell) -> list[Cell]:
    out = [goal]
    while prev[out[-1]] is not None:
        out.append(prev[out[-1]])
    return out[::-1]


@dataclass(frozen=True)
class Escape:
    key_order: tuple[str, ...]
    route: tuple[int, ...]  # rooms in walking order: start, each key room, the exit
    all_rooms: bool
    exit_reached: bool
    stuck_keys: tuple[str, ...]  # keys never reachable (behind their own door, or walled off)


def escape(d: Dungeon) -> Escape:
    """Collect keys greedily (nearest first); the order is the witness."""
    start = d.room(1).cell
    held: frozenset[str] = frozenset()
    order: list[str] = []
    route: list[Cell] = [start]
    here = start
    while True:
        prev = reachable(d, here, held)
        waiting = [(len(path_to(prev, r.cell)), r.number, r.encounter.key) for r in d.rooms
                   if r.encounter.key and r.encounter.key not in held and r.cell in prev]
        if not waiting:
            break
        _, number, key = min(waiting)
        target = d.room(number).cell
        route += path_to(prev, target)[1:]
        here = target
        held = held | {key}
        order.append(key)
    prev = reachable(d, here, held)
    exit_cell = d.room(d.exit_room).cell
    exit_ok = exit_cell in prev
    if exit_ok:
        route += path_to(prev, exit_cell)[1:]
    everywhere = reachable(d, start, held)
    all_keys = {door.key for door in d.doors}
    stuck = tuple(sorted(all_keys - set(order)))
    return Escape(tuple(order), tuple(d.room_at[c].number for c in route), len(everywhere) == len(d.rooms),
                  exit_ok, stuck)


def shape_problems(d: Dungeon) -> list[str]:
    problems = []
    numbers = [r.number for r in d.rooms]
    if numbers != list(range(1, len(d.rooms) + 1)):
        problems.append("rooms must be numbered 1..N in order")
    h1 = d.sizes[0][1]
    if d.room(1).cell != (1, 0, h1 - 1):
        problems.append("room 1 must be the bottom-left room of level 1")
    expected = sum(w * h for w, h in d.sizes)
    cells = {r.cell for r in d.rooms}
    if len(cells) != expected or any(not d.in_level(c) for c in cells):
        problems.append(f"every square of every level holds exactly one room ({expected})")
    ox, oy = d.offset
    for a, b in d.ladders:
        if a[0] != 1 or b[0] != 2 or (b[1] + ox, b[2] + oy) != (a[1], a[2]):
            problems.append(f"the ladder from room {d.room_at[a].number} does not lead to the room directly above it")
    keys = [door.key for door in d.doors]
    if len(set(keys)) != len(keys):
        problems.append("each locked door has its own key")
    for door in d.doors:
        a, b = tuple(door.between)
        if a[0] != b[0] or abs(a[1] - b[1]) + abs(a[2] - b[2]) != 1:
            problems.append("a door stands between two neighbouring rooms of one level")
        if d.key_room(door.key) is None:
            problems.append(f"no room holds the {door.key} key")
    exits = [r for r in d.rooms if r.encounter.kind == "exit"]
    if len(exits) != 1 or exits[0].number != d.exit_room or exits[0].encounter.enemy is None:
        problems.append("exactly one exit room, guarded by the final boss")
    return problems


def verify_dungeon(d: Dungeon) -> Verdict:
    problems = shape_problems(d)
    if problems:
        return Verdict(False, "malformed dungeon", {}, tuple(problems))
    e = escape(d)
    witness = {"key_order": list(e.key_order), "route": list(e.route)}
    if e.stuck_keys:
        for key in e.stuck_keys:
            room = d.key_room(key)
            problems.append(f"the {key} key in room {room.number} cannot be reached before its door")
    if not e.all_rooms:
        everywhere = reachable(d, d.room(1).cell, frozenset(e.key_order))
        missing = sorted(r.number for r in d.rooms if r.cell not in everywhere)
        problems.append(f"rooms never reachable: {', '.join(map(str, missing[:12]))}")
    if not e.exit_reached:
        problems.append(f"the exit (room {d.exit_room}) cannot be reached")
    if problems:
        return Verdict(False, "not escapable", witness, tuple(problems))
    return Verdict(True, f"escapable: keys in the order {', '.join(e.key_order) or 'none'}, every room reachable", witness)
