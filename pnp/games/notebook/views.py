"""What a room's page shows: the exits as the player sees them, facing the room's way."""

from __future__ import annotations

from dataclasses import dataclass

from pnp.games.notebook.model import FACINGS, Dungeon, Room
from pnp.grid.core import STEPS

RELATIVE = ("ahead", "right", "behind", "left")


@dataclass(frozen=True)
class Exit:
    where: str  # "ahead", "right", "behind", "left", "up" or "down"
    room: int  # the room it leads to
    door: str | None = None  # the colour of the key a locked door needs


def exits(d: Dungeon, room: Room) -> list[Exit]:
    """Open ways out of a room, relative to its facing (walls have none)."""
    level, x, y = room.cell
    out = []
    for i, (dx, dy) in enumerate(STEPS):  # N, E, S, W: the order of FACINGS
        n = (level, x + dx, y + dy)
        if not d.in_level(n) or frozenset((room.cell, n)) in d.walls:
            continue
        rel = RELATIVE[(i - FACINGS.index(room.facing)) % 4]
        out.append(Exit(rel, d.room_at[n].number, d.door_on.get(frozenset((room.cell, n)))))
    for a, b in d.ladders:
        if room.cell == a:
            out.append(Exit("up", d.room_at[b].number))
        elif room.cell == b:
            out.append(Exit("down", d.room_at[a].number))
    order = {"ahead": 0, "left": 1, "right": 2, "behind": 3, "up": 4, "down": 5}
    return sorted(out, key=lambda e: order[e.where])

