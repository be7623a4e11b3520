"""Dungeons: two levels of rooms, walls, locked doors and their keys, ladders, encounters.

Cells are (level, x, y) with y = 0 the top row of a level; level 2 lies over a
part of level 1 (``offset``), so a ladder joins a level-1 room to the room
directly above it. Room 1 is the bottom-left room of level 1.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from pnp.errors import ModelError
from pnp.grid.core import STEPS

FACINGS = ("N", "E", "S", "W")
KIND_NAMES = ("none", "battle", "roll", "choice", "shop", "dice", "key", "ladder", "exit")
KEY_COLORS = ("copper", "silver", "gold", "jade", "ruby", "ivory")
EFFECTS = ("", "upgrade", "shield", "axe")  # what a shop's option does besides hp and coins
LEVELS = 2  # at most: level 2 lies over level 1 and ladders join the two
MIN_SIDE, MAX_SIDE = 2, 12  # rooms along a level's side (the pages, map and booklet are laid out for these)

Cell = tuple[int, int, int]  # (level, x, y)


@dataclass(frozen=True)
class Face:
    """One face of an enemy's d6 table: a miss, a hit (the player's damage), or hurt (lose hp)."""

    kind: str  # "miss", "hit", "hurt"
    amount: int = 0  # hit points lost on a "hurt" face

    def __post_init__(self) -> None:
        if self.kind not in ("miss", "hit", "hurt") or (self.kind == "hurt") != (self.amount > 0):
            raise ModelError(f"a battle face is miss, hit, or hurt with a positive amount, "
                             f"not {self.kind} {self.amount}")

    @property
    def label(self) -> str:
        return {"miss": "MISS", "hit": "HIT"}.get(self.kind, f"-{self.amount} HP")


@dataclass(frozen=True)
class Enemy:
    name: str
    icon: str
    hp: int
    faces: tuple[Face, ...]  # six
    loot: int | None  # coins; None with loot_d6
    loot_d6: bool = False
    tier: int = 1

    def __post_init__(self) -> None:
        if len(self.faces) != 6:
            raise ModelError(f"{self.name}: a battle table has 6 faces")
        if self.hp < 1:
            raise ModelError(f"{self.name}: an enemy has at least 1 hp")
        if not any(f.kind == "hit" for f in self.faces):
            raise ModelError(f"{self.name}: at least one face must be a hit, or the battle never ends")


@dataclass(frozen=True)
class Outcome:
    faces: tuple[int, ...]  # die faces 1..6 leading here
    text: str
    hp: int = 0
    coins: int = 0


@dataclass(frozen=True)
class Option:
    text: str
    coins: int = 0  # negative: a price
    hp: int = 0
    effect: str = ""  # one of EFFECTS
    reward: int = 0  # coins gained

    @property
    def weapon_level(self) -> int:
        """The level an upgrade sells, read from its text "Name (weapon level N)" (see generate._shop)."""
        return int(self.text.rsplit(" ", 1)[-1].rstrip(")"))


@dataclass(frozen=True)
class Encounter:
    kind: str  # one of KIND_NAMES
    message: str
    now: bool = False
    enemy: Enemy | None = None
    outcomes: tuple[Outcome, ...] = ()
    options: tuple[Option, ...] = ()
    multi: bool = False  # square boxes: pick any (else circles: pick one)
    loot: int | None = None
    loot_d6: bool = False
    key: str | None = None  # key colour found here
    ladder_to: int | None = None  # room number at the other end

    def __post_init__(self) -> None:
        if self.kind not in KIND_NAMES:
            raise ModelError(f"unknown encounter kind {self.kind!r}")

    def foe(self) -> Enemy:
        """The enemy a battle (or the exit's final battle) is fought against."""
        if self.enemy is None:
            raise ModelError(f"a {self.kind} encounter has no enemy to fight")
        return self.enemy


@dataclass(frozen=True)
class Room:
    number: int
    cell: Cell
    facing: str
    compass: bool
    encounter: Encounter
    intensity: float = 0.0  # 0 near the start, 1 at the exit (how the generator set difficulty)
    flavour: str = ""  # what the room looks and sounds like, printed above the encounter's message


@dataclass(frozen=True)
class Door:
    between: frozenset  # two neighbouring cells on one level
    key: str  # the colour of the key that opens it


@dataclass(frozen=True)
class Dungeon:
    seed: int
    sizes: tuple[tuple[int, int], ...]  # (width, height) of level 1 and level 2
    offset: tuple[int, int]  # where level 2's (0, 0) lies over level 1
    rooms: tuple[Room, ...]  # by number - 1
    walls: frozenset  # frozenset({cell_a, cell_b}) between neighbours on one level
    doors: tuple[Door, ...]
    ladders: tuple[tuple[Cell, Cell], ...]  # (level-1 cell, level-2 cell directly above)
    exit_room: int
    params: dict = field(default_factory=dict, compare=False, hash=False)
    claimed: dict = field(default_factory=dict, compare=False, hash=False)  # figures a saved file prints (verify)

    @cached_property
    def room_at(self) -> dict[Cell, Room]:
        return {r.cell: r for r in self.rooms}

    @property
    def enemy_count(self) -> int:
        return sum(1 for r in self.rooms if r.encounter.enemy is not None)

    def room(self, number: int) -> Room:
        return self.rooms[number - 1]

    def in_level(self, cell: Cell) -> bool:
        level, x, y = cell
        if not 1 <= level <= len(self.sizes):
            return False
        w, h = self.sizes[level - 1]
        return 0 <= x < w and 0 <= y < h

    @cached_property
    def door_on(self) -> dict[frozenset, str]:
        return {d.between: d.key for d in self.doors}

    def neighbours(self, cell: Cell) -> list[tuple[Cell, str | None]]:
        """Cells reachable in one step and the key needed (None when no door), walls excluded."""
        return self.adjacency.get(cell, [])

    @cached_property
    def adjacency(self) -> dict[Cell, list[tuple[Cell, str | None]]]:
        """:meth:`neighbours` of every room's cell, worked out once: the simulated players ask millions of times
        (their searches read this table directly, without a call per room)."""
        out: dict[Cell, list[tuple[Cell, str | None]]] = {}
        for cell in self.room_at:
            level, x, y = cell
            steps = []
            for dx, dy in STEPS:
                n = (level, x + dx, y + dy)
                if not self.in_level(n):
                    continue
                edge = frozenset((cell, n))
                if edge in self.walls:
                    continue
                steps.append((n, self.door_on.get(edge)))
            for a, b in self.ladders:
                if cell == a:
                    steps.append((b, None))
                elif cell == b:
                    steps.append((a, None))
            out[cell] = steps
        return out

    def key_room(self, color: str) -> Room | None:
        for r in self.rooms:
            if r.encounter.key == color:
                return r
        return None
