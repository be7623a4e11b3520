"""Escapability: the search over (room, keys held), the checks on a dungeon's shape, and the verdict.

Keys are reusable (as in the original): once found, a key opens its door for
good. The exit room's battle ends the game, so the exit is a dead end for
every search here: it may be entered, never walked through. A dungeon is
escapable when, starting in room 1 with no key, every key can be reached
before its door without passing through that door (or the exit), every other
room can be reached without entering the exit, and so can the exit itself.

The witness: the order of key pick-ups and the walk through them to the
exit (``route``), and a search tree (``reached_from``: every room but room 1
with the room it is entered from, all keys held) in which the exit is never
left. Tests replay both step by step.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from pnp.games.notebook.model import Cell, Dungeon
from pnp.verdict import Verdict


def reachable(d: Dungeon, start: Cell, keys: frozenset[str], dead_ends: frozenset[Cell] = frozenset()
              ) -> dict[Cell, Cell | None]:
    """Breadth-first: every cell reachable with these keys, and its predecessor.

    Cells in ``dead_ends`` may be entered but not walked through (the exit room).
    """
    prev: dict[Cell, Cell | None] = {start: None}
    queue = deque([start])
    while queue:
        c = queue.popleft()
        if c in dead_ends and c != start:
            continue
        for n, key in d.neighbours(c):
            if n in prev or (key is not None and key not in keys):
                continue
            prev[n] = c
            queue.append(n)
    return prev


def path_to(prev: dict[Cell, Cell | None], goal: Cell) -> list[Cell]:
    out = [goal]
    step = prev[goal]
    while step is not None:
        out.append(step)
        step = prev[step]
    return out[::-1]


@dataclass(frozen=True)
class Escape:
    key_order: tuple[str, ...]
    route: tuple[int, ...]  # rooms in walking order: start, each key room, the exit
    reached_from: tuple[tuple[int, int], ...]  # (room, the room it is entered from), all keys held, exit a dead end
    unreached: tuple[int, ...]  # rooms (other than the exit) not reachable without entering the exit
    exit_reached: bool
    stuck_keys: tuple[str, ...]  # keys never reachable (behind their own door, or walled off)

    @property
    def all_rooms(self) -> bool:
        """Every room can be reached, and every room but the exit without entering the exit."""
        return not self.unreached and self.exit_reached


def escape(d: Dungeon) -> Escape:
    """Collect keys greedily (nearest first), never through the exit; the order is the witness."""
    start = d.room(1).cell
    exit_cell = d.room(d.exit_room).cell
    dead_ends = frozenset({exit_cell})
    held: frozenset[str] = frozenset()
    order: list[str] = []
    route: list[Cell] = [start]
    here = start
    while True:
        prev = reachable(d, here, held, dead_ends)
        waiting = [(len(path_to(prev, r.cell)), r.number, r.encounter.key) for r in d.rooms
                   if r.encounter.key and r.encounter.key not in held and r.cell in prev and r.cell != exit_cell]
        if not waiting:
            break
        _, number, key = min(waiting)
        target = d.room(number).cell
        route += path_to(prev, target)[1:]
        here = target
        held = held | {key}
        order.append(key)
    prev = reachable(d, here, held, dead_ends)
    exit_ok = exit_cell in prev
    if exit_ok:
        route += path_to(prev, exit_cell)[1:]
    tree = reachable(d, start, held, dead_ends)
    number_of = {r.cell: r.number for r in d.rooms}
    reached_from = tuple(sorted((number_of[c], number_of[p]) for c, p in tree.items() if p is not None))
    unreached = tuple(sorted(r.number for r in d.rooms if r.cell not in tree and r.cell != exit_cell))
    all_keys = {door.key for door in d.doors}
    stuck = tuple(sorted(all_keys - set(order)))
    return Escape(tuple(order), tuple(number_of[c] for c in route), reached_from, unreached, exit_ok, stuck)


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


def escape_problems(d: Dungeon, e: Escape) -> list[str]:
    problems = []
    for key in e.stuck_keys:
        room = d.key_room(key)
        where = "" if room is None else f" in room {room.number}"  # verify checks first that each key has a room
        problems.append(f"the {key} key{where} cannot be reached before its door")
    if e.unreached:
        problems.append(f"rooms reachable only through the exit room {d.exit_room} (whose battle ends the game) "
                        f"or not at all: {', '.join(map(str, e.unreached[:12]))}")
    if not e.exit_reached:
        problems.append(f"the exit (room {d.exit_room}) cannot be reached")
    return problems


def verify_dungeon(d: Dungeon) -> Verdict:
    """Every claim the notebook makes, checked; the message lists exactly those checks."""
    from pnp.games.notebook.claims import check_claims

    problems = shape_problems(d)
    if problems:
        return Verdict(False, "malformed dungeon", {}, tuple(problems))
    e = escape(d)
    witness = {"key_order": list(e.key_order), "route": list(e.route), "exit_room": d.exit_room,
               "reached_from": [list(pair) for pair in e.reached_from]}
    problems = escape_problems(d, e)
    checked = [
        f"escapable: keys in the order {', '.join(e.key_order) or 'none'}, each reached before its door",
        f"all {len(d.rooms) - 1} other rooms and all {d.enemy_count - 1} enemies besides the boss reachable "
        f"from room 1 without entering the exit room {d.exit_room}",
    ]
    claims = check_claims(d)
    problems += claims.problems
    checked += claims.checked
    if problems:
        return Verdict(False, "not escapable" if not e.all_rooms or e.stuck_keys else "a claim does not hold",
                       witness, tuple(problems))
    return Verdict(True, "; ".join(checked), witness)
