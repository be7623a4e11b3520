"""Generating a dungeon: mazes on two levels, ladders, the exit, lock-and-key doors, then encounters and balance.

Like lock-and-key dungeon generators (metazelda's "intensity"), difficulty
rises with depth: the way from room 1 to the exit is split by locked doors,
each key lies in the part of the dungeon opened by the previous one (off the
main way when possible), and enemies get tougher with a room's depth
(``encounters.py``). Each seed draws its own mix (ladders, dice games, shops,
shares of battles, events and choices, the boss). After placing encounters,
the expected hit points lost on the critical path is brought inside a target
range by changing enemies (``balance.py``). Every dungeon is verified (every
claim ``pnp verify`` checks) before it is returned.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Container
from dataclasses import dataclass, replace

from pnp.errors import PnpError
from pnp.games.notebook.balance import balance
from pnp.games.notebook.content import Content, load_content
from pnp.games.notebook.encounters import Places, Texts, deal_intros, draw_mix, place_encounters
from pnp.games.notebook.model import FACINGS, KEY_COLORS, MAX_SIDE, MIN_SIDE, Cell, Door, Dungeon, Room
from pnp.games.notebook.verify import path_to, verify_dungeon
from pnp.grid.core import STEPS
from pnp.grid.maze import braid, perfect_maze
from pnp.seeds import rng as make_rng


@dataclass(frozen=True)
class NotebookParams:
    level1: tuple[int, int] = (6, 6)
    level2: tuple[int, int] = (4, 4)
    doors: int = 3
    broken_compasses: int = 3
    loops: float = 0.3  # share of dead ends opened into loops
    critical_loss: tuple[float, float] | None = None  # target expected hp lost on the critical path

    def loss_target(self) -> tuple[float, float]:
        """The target range: 8 to 20 HP for the default 52 rooms, in proportion for other sizes."""
        if self.critical_loss is not None:
            return self.critical_loss
        rooms = self.level1[0] * self.level1[1] + self.level2[0] * self.level2[1]
        return (8.0 * rooms / 52, 20.0 * rooms / 52)

    def check(self) -> None:
        for name, (w, h) in (("level 1", self.level1), ("level 2", self.level2)):
            if not (MIN_SIDE <= w <= MAX_SIDE and MIN_SIDE <= h <= MAX_SIDE):
                raise PnpError(f"--rooms: {name} must be {MIN_SIDE}x{MIN_SIDE} to {MAX_SIDE}x{MAX_SIDE} rooms, "
                               f"got {w}x{h}")
        if self.level2[0] > self.level1[0] or self.level2[1] > self.level1[1]:
            raise PnpError("--rooms: level 2 must fit over level 1")
        if not 0 <= self.doors <= len(KEY_COLORS):
            raise PnpError(f"at most {len(KEY_COLORS)} locked doors")

    def to_json(self) -> dict:
        return {"level1": list(self.level1), "level2": list(self.level2), "doors": self.doors,
                "critical_loss": [round(v, 2) for v in self.loss_target()]}


def _level_walls(level: int, w: int, h: int, rng: random.Random, loops: float) -> set:
    walls2d = braid(w, h, perfect_maze(w, h, rng), rng, loops)
    return {frozenset((level, *c) for c in pair) for pair in walls2d}


def _bfs(d_neigh, start: Cell, blocked: Container[frozenset] = frozenset(),
         dead_end: Cell | None = None) -> dict[Cell, int]:
    """Distances from ``start``; ``blocked`` edges are not crossed, ``dead_end`` is entered but not left."""
    dist = {start: 0}
    queue = deque([start])
    while queue:
        c = queue.popleft()
        if c == dead_end:
            continue
        for n in d_neigh(c):
            if n not in dist and frozenset((c, n)) not in blocked:
                dist[n] = dist[c] + 1
                queue.append(n)
    return dist


class _Layout:
    """The rooms' graph while the dungeon is being built."""

    def __init__(self, sizes, offset, walls, ladders):
        self.sizes, self.offset, self.walls, self.ladders = sizes, offset, set(walls), list(ladders)
        self.cells = [(lvl + 1, x, y) for lvl, (w, h) in enumerate(sizes) for y in range(h) for x in range(w)]

    def inside(self, c: Cell) -> bool:
        lvl, x, y = c
        w, h = self.sizes[lvl - 1]
        return 0 <= x < w and 0 <= y < h

    def neighbours(self, c: Cell):
        lvl, x, y = c
        for dx, dy in STEPS:
            n = (lvl, x + dx, y + dy)
            if self.inside(n) and frozenset((c, n)) not in self.walls:
                yield n
        for a, b in self.ladders:
            if c == a:
                yield b
            elif c == b:
                yield a


def generate_dungeon(seed: int, params: NotebookParams = NotebookParams(), content: Content | None = None) -> Dungeon:
    params.check()
    content = content or load_content()
    for attempt in range(40):
        rng = make_rng(seed, "notebook", attempt)
        d = _attempt(seed, params, content, rng)
        if d is not None and verify_dungeon(d).ok:
            return d
    raise PnpError("could not build an escapable, balanced dungeon with these settings; try more rooms or fewer doors")


def _attempt(seed: int, p: NotebookParams, content: Content, rng: random.Random) -> Dungeon | None:
    (w1, h1), (w2, h2) = p.level1, p.level2
    walls = _level_walls(1, w1, h1, rng, p.loops) | _level_walls(2, w2, h2, rng, p.loops)
    offset = (rng.randint(0, w1 - w2), rng.randint(0, h1 - h2))
    start = (1, 0, h1 - 1)
    under = [(1, x + offset[0], y + offset[1]) for y in range(h2) for x in range(w2)]
    layout = _Layout((p.level1, p.level2), offset, walls, [])
    dist1 = _bfs(layout.neighbours, start)
    far = sorted(under, key=lambda c: (-dist1[c], c))
    bottom = far[rng.randrange(min(3, len(far)))]
    top = (2, bottom[1] - offset[0], bottom[2] - offset[1])
    layout.ladders = [(bottom, top)]
    mix = draw_mix(rng, content)
    layout.ladders += _more_ladders(layout, mix.ladders - 1, {start, bottom, top}, rng)
    dist2 = _bfs(layout.neighbours, start)
    # the exit: the farthest room of level 2 whose battle, which ends the game, cuts nothing off (every
    # other room stays reachable without entering it, so the every-room and every-enemy bonuses can be won)
    level2 = sorted((c for c in layout.cells if c[0] == 2), key=lambda c: (-dist2[c], c))
    everywhere = len(layout.cells)
    exit_cell = next((c for c in level2 if len(_bfs(layout.neighbours, start, dead_end=c)) == everywhere), None)
    if exit_cell is None:
        return None
    _wall_for_gate(layout, exit_cell, dist2)
    path = _shortest(layout, start, exit_cell)
    doors: list[tuple[frozenset, str]] = []
    colors = rng.sample(KEY_COLORS, p.doors)
    for i in range(p.doors):
        # a door roughly at (i+1)/(doors+1) of the way, on one level (not the ladder)
        j = round((i + 1) * (len(path) - 1) / (p.doors + 1))
        for k in sorted(range(1, len(path)), key=lambda k: abs(k - j)):
            a, b = path[k - 1], path[k]
            edge = frozenset((a, b))
            if a[0] != b[0] or edge in [e for e, _ in doors] or start in edge or exit_cell in edge:
                continue
            if _make_bridge(layout, start, edge, {e for e, _ in doors}, exit_cell):
                doors.append((edge, colors[i]))
                break
        else:
            return None
    # region i: what the start reaches with doors i.. still closed (the walls are final now)
    closed_from = [{e for e, _ in doors[i:]} for i in range(len(doors) + 1)]
    regions = [_bfs(layout.neighbours, start, closed, exit_cell) for closed in closed_from]
    # keys: key i lies in the part opened by door i-1, away from the main way when possible
    on_path = set(path)
    ladder_cells = {c for pair in layout.ladders for c in pair}
    keys_at: dict[Cell, str] = {}
    for i, (edge, color) in enumerate(doors):
        closed, region = closed_from[i], regions[i]
        fresh = [c for c in region if c not in regions[i - 1]] if i else list(region)
        candidates = [c for c in fresh if c not in (start, exit_cell) and c not in ladder_cells and c not in keys_at]
        if not candidates:
            return None
        door_cell = min(edge, key=lambda c: region.get(c, 10**9))
        away = _bfs(layout.neighbours, door_cell, closed)
        candidates.sort(key=lambda c: (c in on_path, -away.get(c, 0), c))
        keys_at[candidates[0]] = color
    region_of: dict[Cell, int] = {}
    for i, region in enumerate(regions):
        for c in region:
            region_of.setdefault(c, i)
    # numbering: room 1 at the start, the rest shuffled
    others = [c for c in layout.cells if c != start]
    rng.shuffle(others)
    number = {start: 1} | {c: i + 2 for i, c in enumerate(others)}
    # depth (intensity) for difficulty: BFS distance and region index
    dist = _bfs(layout.neighbours, start)
    far_d = max(dist.values()) or 1
    intensity = {c: 0.5 * region_of.get(c, len(doors)) / max(1, len(doors)) + 0.5 * dist[c] / far_d
                 for c in layout.cells}
    texts = Texts(content, rng)
    places = Places(start, exit_cell, keys_at, tuple(layout.ladders), tuple(path))
    encounters = place_encounters(layout.cells, places, mix, content, rng, texts, number, intensity)
    broken = set(rng.sample(others, min(p.broken_compasses, len(others))))
    def facing(c: Cell) -> str:
        drawn = rng.choice(FACINGS)
        return "N" if c == start else _gate_facing(layout, c, drawn) if c == exit_cell else drawn

    rooms = sorted(
        (Room(number[c], c, facing(c), c not in broken, encounters[c], round(intensity[c], 3), texts.flavour())
         for c in layout.cells),
        key=lambda r: r.number,
    )
    d = Dungeon(seed, (p.level1, p.level2), offset, tuple(rooms), frozenset(layout.walls),
                tuple(Door(e, color) for e, color in doors), tuple(layout.ladders), number[exit_cell],
                p.to_json() | {"mix": mix.to_json() | {"ladders": len(layout.ladders)}})
    balanced = balance(d, p.loss_target(), content, rng, texts)
    if balanced is None:
        return None
    return replace(balanced, rooms=deal_intros(balanced.rooms, texts))  # last: to the battles balance kept


def _walled_sides(layout: _Layout, c: Cell) -> list[int]:
    """The sides of a room (indices of FACINGS: N, E, S, W) with no way out: a wall or the level's edge."""
    lvl, x, y = c
    return [i for i, (dx, dy) in enumerate(STEPS)
            if not layout.inside((lvl, x + dx, y + dy)) or frozenset((c, (lvl, x + dx, y + dy))) in layout.walls]


def _wall_for_gate(layout: _Layout, exit_cell: Cell, dist: dict[Cell, int]) -> None:
    """The exit's gate stands in a wall of its own (the far wall its page faces), so an exit room open on all
    four sides gets a wall: towards the neighbour farthest from the start. Nothing is cut off: the exit is a dead
    end that no other room is reached through, and it keeps three ways in."""
    if _walled_sides(layout, exit_cell):
        return
    lvl, x, y = exit_cell
    around = [(lvl, x + dx, y + dy) for dx, dy in STEPS]
    layout.walls.add(frozenset((exit_cell, max(around, key=lambda n: (dist.get(n, 0), n)))))


def _gate_facing(layout: _Layout, exit_cell: Cell, drawn: str) -> str:
    """The exit room's facing: the one drawn if a wall is ahead, else the next walled side clockwise. The page
    draws the daylight gate under the EXIT sign in the far wall, which must not hold an ordinary doorway."""
    walled = _walled_sides(layout, exit_cell)
    first = FACINGS.index(drawn)
    return FACINGS[next(i for k in range(4) if (i := (first + k) % 4) in walled)]


def _more_ladders(layout: _Layout, count: int, taken: set[Cell], rng: random.Random) -> list[tuple[Cell, Cell]]:
    """Up to ``count`` more ladders between a level-1 room and the one above it, none next to another."""
    ox, oy = layout.offset
    (w2, h2) = layout.sizes[1]
    pairs = [((1, x + ox, y + oy), (2, x, y)) for y in range(h2) for x in range(w2)]
    rng.shuffle(pairs)
    out: list[tuple[Cell, Cell]] = []
    for a, b in pairs:
        if len(out) == count:
            break
        if a in taken or b in taken:
            continue
        if any(abs(a[1] - c[1]) + abs(a[2] - c[2]) < 3 for c, _ in layout.ladders + out):
            continue  # ladders spread out
        out.append((a, b))
        taken |= {a, b}
    return out


def _shortest(layout: _Layout, a: Cell, b: Cell) -> list[Cell]:
    prev: dict[Cell, Cell | None] = {a: None}
    queue = deque([a])
    while queue:
        c = queue.popleft()
        if c == b:
            break
        for n in layout.neighbours(c):
            if n not in prev:
                prev[n] = c
                queue.append(n)
    return path_to(prev, b)


def _make_bridge(layout: _Layout, start: Cell, edge: frozenset, doors: set, exit_cell: Cell) -> bool:
    """Add walls so that ``edge`` is the only way between its two sides; keep every room reachable
    without walking through the exit."""
    a, b = sorted(edge)
    side = _bfs(layout.neighbours, start, {edge})
    near, far = (a, b) if a in side else (b, a)
    if far in side:
        # other ways around: wall off every other crossing between the start's side and the rest
        # grow the start side only as far as the near end, by distance: cells closer to near than far
        dn = _bfs(layout.neighbours, near, {edge})
        df = _bfs(layout.neighbours, far, {edge})
        part = {c for c in dn if dn[c] <= df.get(c, 10**9)}
        if start not in part:
            return False
        added = set()
        for c in part:
            for n in list(layout.neighbours(c)):
                e = frozenset((c, n))
                if n not in part and e != edge and e not in doors:
                    if c[0] != n[0]:
                        return False  # never wall off a ladder
                    added.add(e)
        layout.walls |= added
        if len(_bfs(layout.neighbours, start, dead_end=exit_cell)) != len(layout.cells):
            layout.walls -= added
            return False
        check = _bfs(layout.neighbours, start, {edge})
        if far in check:
            layout.walls -= added
            return False
    return True
