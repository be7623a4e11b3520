"""Shared by the notebook tests: a tiny hand-made dungeon, and replays of a verdict's witness."""

from __future__ import annotations

from pnp.games.notebook.model import Door, Dungeon, Encounter, Enemy, Face, Room
from pnp.games.notebook.verify import escape

BOSS = Enemy("Boss", "minotaur", 2, (Face("hit"),) * 3 + (Face("hurt", 1),) * 3, 5)


def tiny(doors=(), keys=None, walls=()):
    """Level 1 is 3 × 2, level 2 is 2 × 2 over its left part; a ladder from (1,0,0) up; exit on level 2.

    Room numbers follow the cell order: level 1 row by row from the bottom-left, then level 2.
    """
    keys = keys or {}
    cells = [(1, 0, 1), (1, 1, 1), (1, 2, 1), (1, 0, 0), (1, 1, 0), (1, 2, 0),
             (2, 0, 0), (2, 1, 0), (2, 0, 1), (2, 1, 1)]
    rooms = []
    for i, c in enumerate(cells):
        if c == (2, 1, 1):
            enc = Encounter("exit", "The way out.", now=True, enemy=BOSS, loot=5)
        elif c in keys:
            enc = Encounter("key", f"The {keys[c]} key.", key=keys[c])
        elif c in ((1, 0, 0), (2, 0, 0)):  # the ladder's two rooms, 4 and 7
            other = 7 if c[0] == 1 else 4
            enc = Encounter("ladder", f"A ladder to room {other}.", ladder_to=other)
        else:
            enc = Encounter("none", "Nothing.")
        rooms.append(Room(i + 1, c, "S" if c == (2, 1, 1) else "N", True, enc))  # the exit faces its gate
    return Dungeon(0, ((3, 2), (2, 2)), (0, 0), tuple(rooms), frozenset(frozenset(w) for w in walls),
                   tuple(Door(frozenset(e), k) for e, k in doors), (((1, 0, 0), (2, 0, 0)),), 10)


def replay(d):
    """Walk the witness route with our own checks: steps between neighbours, doors only with their keys."""
    e = escape(d)
    held = set()
    cells = [d.room(n).cell for n in e.route]
    assert cells[0] == d.room(1).cell and cells[-1] == d.room(d.exit_room).cell
    for a, b in zip(cells, cells[1:]):
        step = dict(d.neighbours(a))
        assert b in step, (a, b)
        key = step[b]
        assert key is None or key in held, f"door {key} passed before its key"
        if d.room_at[b].encounter.key:
            held.add(d.room_at[b].encounter.key)
    assert held == {door.key for door in d.doors}


def replay_reach(d, witness) -> set[int]:
    """Re-check the search tree of the witness: each room entered from a neighbour (its door's key among the
    keys of the witness), never from the exit room, every chain leading back to room 1. Returns the rooms."""
    parent = dict((room, came) for room, came in witness["reached_from"])
    keys = set(witness["key_order"])
    exit_room = d.exit_room
    for room, came in parent.items():
        assert came != exit_room, f"room {room} entered from the exit"
        step = dict(d.neighbours(d.room(came).cell))
        cell = d.room(room).cell
        assert cell in step, (room, came)
        assert step[cell] is None or step[cell] in keys
        seen = {room}
        while room != 1:  # back to room 1 without a loop
            room = parent[room]
            assert room not in seen
            seen.add(room)
    return set(parent) | {1}


def rooms_behind_the_exit(d) -> list[int]:
    """Our own search: rooms that cannot be reached from room 1, all keys held, without entering the exit."""
    exit_cell = d.room(d.exit_room).cell
    seen, todo = {d.room(1).cell}, [d.room(1).cell]
    while todo:
        c = todo.pop()
        for n, _key in d.neighbours(c):
            if n not in seen and n != exit_cell:
                seen.add(n)
                todo.append(n)
    return sorted(r.number for r in d.rooms if r.cell not in seen and r.cell != exit_cell)


def notebook_document(d, page_size="a6", sheet=None, pages_per_sheet=4, creep=0.0):
    """The notebook as ``pnp notebook`` prints it: its part put on paper the way the command does."""
    from pnp.catalog import paper
    from pnp.games.notebook.printouts import notebook_part
    from pnp.layout.impose import put_on_paper
    from pnp.layout.presets import standard
    from pnp.parts import Printout

    part = notebook_part(d, page_size, pages_per_sheet, creep)
    layout = "sheets" if pages_per_sheet > 1 else "cards"
    return put_on_paper(Printout((part,), "Dungeon notebook", f"seed {d.seed}", layout), sheet or paper("a4"),
                        standard(layout))
