"""Maze tiles, tile sets and board states.

A tile has pathways to a subset of its four sides (dead end, straight, corner,
T, cross) and at most one symbol. Directions are N, E, S, W; a rotation is a
number of quarter turns clockwise. Positions are (x, y) on the board with
y = 0 the top row; the door sits in the centre.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import cache, cached_property

from pnp.errors import ModelError

DIRS = ("N", "E", "S", "W")
STEP = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
OPPOSITE = {"N": "S", "E": "W", "S": "N", "W": "E"}
SYMBOLS = ("wall", "minotaur", "hide", "trap", "secret")
ROLES = ("door", "start", "center", "key", "maze")
KEY_COLORS = ("amber", "jade", "azure", "crimson")
HERO_COLORS = ("red", "blue", "green", "yellow")
VARIANTS = ("minotaur", "medusa", "cerberus")  # the monster that hunts; the first is the standard game
SHAPES = {  # pathways in the base orientation
    "dead-end": frozenset("N"),
    "straight": frozenset("NS"),
    "corner": frozenset("NE"),
    "t": frozenset("NEW"),
    "cross": frozenset("NESW"),
}

Pos = tuple[int, int]


@cache  # 16 sets of sides × 4 turns: the rules core and the simulator ask it hundreds of thousands of times a run
def rotate_sides(sides: frozenset, quarters: int) -> frozenset:
    q = quarters % 4
    return frozenset(DIRS[(DIRS.index(d) + q) % 4] for d in sides)


def shape_of(sides: frozenset) -> str:
    n = len(sides)
    if n == 1:
        return "dead-end"
    if n == 2:
        a, b = sorted(sides, key=DIRS.index)
        return "straight" if OPPOSITE[a] == b else "corner"
    return {3: "t", 4: "cross"}.get(n, "blank")


@dataclass(frozen=True)
class MazeTile:
    tile_id: str
    role: str
    sides: frozenset  # pathways in the base orientation
    symbol: str | None = None
    color: str | None = None  # a key tile's key colour, a start tile's hero colour

    def __post_init__(self) -> None:
        if self.role not in ROLES:
            raise ModelError(f"tile {self.tile_id}: unknown role {self.role!r}")
        if not self.sides or not set(self.sides) <= set(DIRS):
            raise ModelError(f"tile {self.tile_id}: pathways must be a non-empty subset of N, E, S, W")
        if self.symbol is not None and self.symbol not in SYMBOLS:
            raise ModelError(f"tile {self.tile_id}: unknown symbol {self.symbol!r}")

    @property
    def shape(self) -> str:
        return shape_of(self.sides)

    def required_color(self) -> str:
        """The colour a key or start tile carries (a verified tile set gives each one)."""
        if self.color is None:
            raise ModelError(f"tile {self.tile_id}: a {self.role} tile carries a colour")
        return self.color


@dataclass(frozen=True)
class TileSet:
    tiles: tuple[MazeTile, ...]
    seed: int | None = None
    params: dict = field(default_factory=dict, compare=False, hash=False)
    # the playability figures a saved set carries (its report page prints them); verify checks they add up
    playability: dict = field(default_factory=dict, compare=False, hash=False)
    # the monster that hunts with this set (one of VARIANTS): its standee and desperation cards print with it
    variant: str = VARIANTS[0]

    @cached_property
    def by_role(self) -> dict[str, list[int]]:
        out: dict[str, list[int]] = {}
        for i, t in enumerate(self.tiles):
            out.setdefault(t.role, []).append(i)
        return out


@dataclass(frozen=True)
class Placed:
    tile: int  # index into the tile set
    rotation: int = 0
    explored: bool = True


@dataclass(frozen=True)
class Board:
    """A board state: tiles on positions, wall tokens between positions, markers."""

    size: int
    cells: tuple[Placed, ...]  # row-major, size × size
    walls: frozenset = frozenset()  # frozenset({pos_a, pos_b}) between orthogonal neighbours
    heroes: tuple[tuple[str, Pos], ...] = ()  # (colour, position), sorted by colour
    minotaur: Pos | None = None

    def at(self, pos: Pos) -> Placed:
        return self.cells[pos[1] * self.size + pos[0]]

    def with_cell(self, pos: Pos, placed: Placed) -> Board:
        cells = list(self.cells)
        cells[pos[1] * self.size + pos[0]] = placed
        return replace(self, cells=tuple(cells))

    def hero_at(self, pos: Pos) -> list[str]:
        return [c for c, p in self.heroes if p == pos]

    def move_hero(self, color: str, pos: Pos) -> Board:
        return replace(self, heroes=tuple(sorted((c, pos if c == color else p) for c, p in self.heroes)))

    def in_bounds(self, pos: Pos) -> bool:
        return 0 <= pos[0] < self.size and 0 <= pos[1] < self.size

    @property
    def centre(self) -> Pos:
        return (self.size // 2, self.size // 2)
