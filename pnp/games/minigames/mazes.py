"""Maze helpers shared by the bow and treasure minigames: grids, trees, dead ends, drawing."""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Iterable, Sequence
from functools import cache, lru_cache

from pydantic import Field

from pnp.games.minigames.common import ANSWER as LINE
from pnp.games.minigames.common import INK
from pnp.games.minigames.schema import Walls
from pnp.grid.core import Cell, Grid, Wall, adjacent, in_bounds, neighbours, wall
from pnp.grid.core import cells as cells_of
from pnp.scene.affine import Affine
from pnp.scene.color import Color
from pnp.scene.model import Group, Icon, Item, Path, Style
from pnp.scene.shapes import polyline
from pnp.schema import Whole, Wire

MIN_SIZE, MAX_SIZE = 3, 16  # maze squares each way that a tile can show legibly


class MazeWire(Wire):
    """A maze puzzle's fields in a file (bow, treasure): its size and walls; each wall's squares are checked
    after, against the size (:func:`walls_problems`)."""

    width: Whole = Field(ge=MIN_SIZE, le=MAX_SIZE)
    height: Whole = Field(ge=MIN_SIZE, le=MAX_SIZE)
    walls: Walls = []


@cache
def neighbour_table(width: int, height: int) -> dict[Cell, tuple[Cell, ...]]:
    """Every square's orthogonal neighbours inside a width × height grid."""
    return {c: tuple(neighbours(c, width, height)) for c in cells_of(width, height)}


class MazeGrid(Grid):
    """A :class:`Grid` that looks its open passages up once (the searches here run many times)."""

    def __init__(self, width: int, height: int, walls) -> None:
        super().__init__(width, height, walls)
        self.near = neighbour_table(width, height)
        self._moves = {c: tuple(n for n in ns if wall(c, n) not in self.walls) for c, ns in self.near.items()}

    def moves(self, c: Cell):
        return iter(self._moves[c])


maze_grid = lru_cache(maxsize=256)(MazeGrid)  # (width, height, walls as a frozenset): each grid built once


def puzzle_grid(p) -> MazeGrid:
    """The grid of a maze puzzle (anything with ``width``, ``height`` and ``walls``), built once."""
    return maze_grid(p.width, p.height, frozenset(p.walls))


def outward(c: Cell, width: int, height: int) -> tuple[int, int] | None:
    """The step out of the maze from a border square; None inside or on a corner."""
    x, y = c
    edges = (((0, -1), y == 0), ((0, 1), y == height - 1), ((-1, 0), x == 0), ((1, 0), x == width - 1))
    sides = [step for step, on_it in edges if on_it]
    return sides[0] if len(sides) == 1 else None


def walls_problems(width: int, height: int, walls: Iterable[Wall]) -> list[str]:
    out = []
    if not (MIN_SIZE <= width <= MAX_SIZE and MIN_SIZE <= height <= MAX_SIZE):
        return [f"the maze must be {MIN_SIZE} to {MAX_SIZE} squares each way, got {width} × {height}"]
    for w in walls:
        if len(w) == 2:
            a, b = sorted(w)
            if adjacent(a, b) and in_bounds(a, width, height) and in_bounds(b, width, height):
                continue
        out.append(f"wall {sorted(w)} is not between two neighbouring squares of the maze")
    return out


def tree_from(grid: Grid, root: Cell) -> tuple[dict[Cell, Cell | None], dict[Cell, int], list[Cell]]:
    """Parents, depths and breadth-first order of the part of ``grid`` joined to ``root``."""
    parent: dict[Cell, Cell | None] = {root: None}
    depth = {root: 0}
    order = [root]
    queue = deque([root])
    while queue:
        c = queue.popleft()
        for n in grid.moves(c):
            if n not in parent:
                parent[n] = c
                depth[n] = depth[c] + 1
                order.append(n)
                queue.append(n)
    return parent, depth, order


def tree_way(parent: dict[Cell, Cell | None], a: Cell) -> set[Cell]:
    """The squares of the tree's way from the root to ``a``."""
    way = set()
    c: Cell | None = a
    while c is not None:
        way.add(c)
        c = parent[c]
    return way


def preorder(parent: dict[Cell, Cell | None], order: list[Cell]) -> tuple[dict[Cell, int], dict[Cell, int]]:
    """Depth-first numbers and subtree sizes of a tree: the subtree of c is numbered tin[c] .. tin[c] + size[c] - 1."""
    children: dict[Cell, list[Cell]] = {c: [] for c in order}
    for c in order:
        p = parent[c]
        if p is not None:
            children[p].append(c)
    tin: dict[Cell, int] = {}
    stack = [order[0]]
    pre: list[Cell] = []
    while stack:
        c = stack.pop()
        tin[c] = len(pre)
        pre.append(c)
        stack.extend(reversed(children[c]))
    size = {c: 1 for c in order}
    for c in reversed(pre):
        p = parent[c]
        if p is not None:
            size[p] += size[c]
    return tin, size


def near_miss(grid: Grid, from_start: dict[Cell, int], target: Cell) -> tuple[int, int, int, int]:
    """(reach, length, pocket, depth) of the shortest way from the start to ``target`` through exactly one wall.

    ``from_start``: distances from the start (which must not reach ``target``).
    ``reach`` is how many steps of that way lie before the wall, ``length``
    its whole length (reach + 1 + steps after the wall); ``pocket`` is the
    number of squares joined to ``target`` and ``depth`` how far one can walk
    in from ``target``. Among equally short ways the one that fails earliest
    counts. Reach and length are 0 when no single wall parts the two.
    """
    from_target = grid.distances(target)
    best: tuple[int, int] | None = None
    for w in grid.walls:
        a, b = tuple(w)
        for u, v in ((a, b), (b, a)):
            if u in from_start and v in from_target:
                key = (from_start[u] + 1 + from_target[v], from_start[u])
                if best is None or key < best:
                    best = key
    length, reach = best if best is not None else (0, 0)
    return (reach, length, len(from_target), max(from_target.values()))


def cut_lateness(grid: MazeGrid, depth: dict, tin: dict, sizes: dict, pockets: list, x: Cell,
                 d: Cell) -> tuple[float, int]:
    """A decoy's near miss (see :func:`near_miss`) if the tree were cut above ``x``: (reach / length, depth).

    ``depth`` is how far one could walk in from the decoy.
    The part cut off is the subtree of ``x``; the skeleton keeps the tree minus
    that part and the ``pockets`` already cut off, with tree depths as distances.
    """
    lo, hi = tin[x], tin[x] + sizes[x]
    dist = {d: 0}
    queue = deque([d])
    best: tuple[int, int] | None = None
    while queue:
        v = queue.popleft()
        for u in grid.near[v]:
            t = tin[u]
            if lo <= t < hi:
                if u not in dist and wall(u, v) not in grid.walls:
                    dist[u] = dist[v] + 1
                    queue.append(u)
            elif not any(a <= t < b for a, b in pockets):
                key = (depth[u] + 1 + dist[v], depth[u])
                if best is None or key < best:
                    best = key
    return (best[1] / best[0] if best else 0.0), max(dist.values())


def branch_to(parent: dict, on_answer: set, d: Cell) -> list[Cell]:
    """The squares from the decoy ``d`` back to (not including) where its way leaves the answer's way."""
    seg = []
    c = d
    while c not in on_answer:
        seg.append(c)
        c = parent[c]
    return seg


def _merge(units: Iterable[tuple[int, int]]) -> list[tuple[int, int, int]]:
    """Unit segments (line, position) merged into runs (line, start, end)."""
    runs: list[tuple[int, int, int]] = []
    for ln, pos in sorted(units):
        if runs and runs[-1][0] == ln and runs[-1][2] == pos:
            runs[-1] = (ln, runs[-1][1], pos + 1)
        else:
            runs.append((ln, pos, pos + 1))
    return runs


def maze_items(width: int, height: int, walls: Iterable[Wall], openings: Iterable[tuple[Cell, tuple[int, int]]],
               x0: float, y0: float, c: float) -> list[Item]:
    """The walls and the border as two paths; the border is open at each (border square, outward step)."""
    opened = set(openings)
    vertical: set[tuple[int, int]] = set()  # (x of the line, row)
    horizontal: set[tuple[int, int]] = set()  # (y of the line, column)
    for w in walls:
        (ax, ay), (bx, by) = sorted(w)
        if ay == by:
            vertical.add((ax + 1, ay))
        else:
            horizontal.add((ay + 1, ax))
    border_h = {(0, x) for x in range(width) if ((x, 0), (0, -1)) not in opened}
    border_h |= {(height, x) for x in range(width) if ((x, height - 1), (0, 1)) not in opened}
    border_v = {(0, y) for y in range(height) if ((0, y), (-1, 0)) not in opened}
    border_v |= {(width, y) for y in range(height) if ((width - 1, y), (1, 0)) not in opened}

    def segments(v: set, h: set) -> tuple:
        segs = []
        for x, a, b in _merge(v):
            segs += [("M", x0 + x * c, y0 + a * c), ("L", x0 + x * c, y0 + b * c)]
        for y, a, b in _merge(h):
            segs += [("M", x0 + a * c, y0 + y * c), ("L", x0 + b * c, y0 + y * c)]
        return tuple(segs)

    ww = min(0.9, max(0.45, 0.12 * c))  # the walls' width: thicker on larger squares, within bounds
    items: list[Item] = []
    inner = segments(vertical, horizontal)
    if inner:
        items.append(Path(inner, Style(stroke=INK, width=ww, cap="round", join="round")))
    items.append(Path(segments(border_v, border_h), Style(stroke=INK, width=ww * 1.35, cap="round", join="round")))
    return items


def centre(cl: Cell, x0: float, y0: float, c: float) -> tuple[float, float]:
    return (x0 + (cl[0] + 0.5) * c, y0 + (cl[1] + 0.5) * c)


def turned_icon(name: str, cx: float, cy: float, size: float, degrees: float, color: Color) -> Item:
    if degrees % 360 == 0:
        return Icon(name, cx - size / 2, cy - size / 2, size, color)
    icon = Icon(name, -size / 2, -size / 2, size, color)  # turned about its centre, then moved there
    return Group((icon,), Affine.rotate(degrees).then(Affine.translate(cx, cy)))


def path_line(points: Sequence[tuple[float, float]], c: float) -> Item:
    return polyline(points, Style(stroke=LINE, width=max(0.6, 0.26 * c), cap="round", join="round"))


# --- the puzzle ------------------------------------------------------------------


def dead_ends(width: int, height: int, walls: set[Wall], arrows: list[Cell], root: Cell,
              rng: random.Random) -> set[Wall] | None:
    """The perfect maze changed so that every arrow's square is a dead end (still a perfect maze).

    Whatever lay beyond an arrow's square (seen from ``root``) is cut from it
    and joined on elsewhere through one opened wall, never to an arrow.
    """
    walls = set(walls)
    taken = set(arrows)
    near = neighbour_table(width, height)
    adj = {c: {n for n in ns if wall(c, n) not in walls} for c, ns in near.items()}
    for a in arrows:
        # what the root reaches without passing a: a's one neighbour on the root's side
        seen = {root}
        queue = deque([root])
        while queue:
            c = queue.popleft()
            if c == a:
                continue
            for n in adj[c]:
                if n not in seen:
                    seen.add(n)
                    queue.append(n)
        for child in sorted(n for n in adj[a] if n not in seen):
            part = [child]
            inside = {a, child}
            for v in part:
                for n in adj[v]:
                    if n not in inside:
                        inside.add(n)
                        part.append(n)
            inside.discard(a)
            options = sorted((u, v) for v in part for u in near[v]
                             if u not in inside and u not in taken and u not in adj[v])
            if not options:
                return None
            u, v = rng.choice(options)
            adj[a].discard(child)
            adj[child].discard(a)
            adj[u].add(v)
            adj[v].add(u)
            walls.add(wall(a, child))
            walls.discard(wall(u, v))
    return walls
