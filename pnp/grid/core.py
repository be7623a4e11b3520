"""Cells (x, y) with y = 0 the top row; orthogonal steps; walls between neighbours."""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Iterator

Cell = tuple[int, int]
Wall = frozenset  # frozenset({cell_a, cell_b}) of two orthogonal neighbours

STEPS: tuple[Cell, ...] = ((0, -1), (1, 0), (0, 1), (-1, 0))  # up, right, down, left


def wall(a: Cell, b: Cell) -> Wall:
    return frozenset((a, b))


def fmt_cell(c: Cell) -> str:
    """A square as messages write it: (x, y)."""
    return f"({c[0]}, {c[1]})"


def wall_segment(w: Wall, x0: float, y0: float, c: float) -> tuple[float, float, float, float]:
    """The shared edge of a wall's two squares as (x1, y1, x2, y2), for a grid drawn at (x0, y0) with cell size c."""
    (ax, ay), (bx, by) = sorted(w)
    if ay == by:  # side by side: a vertical edge right of the left square
        x = x0 + (ax + 1) * c
        return (x, y0 + ay * c, x, y0 + (ay + 1) * c)
    y = y0 + (ay + 1) * c
    return (x0 + ax * c, y, x0 + (ax + 1) * c, y)


def adjacent(a: Cell, b: Cell) -> bool:
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1


def diagonal(a: Cell, b: Cell) -> bool:
    return abs(a[0] - b[0]) == 1 and abs(a[1] - b[1]) == 1


def in_bounds(c: Cell, width: int, height: int) -> bool:
    return 0 <= c[0] < width and 0 <= c[1] < height


def cells(width: int, height: int) -> Iterator[Cell]:
    for y in range(height):
        for x in range(width):
            yield (x, y)


def neighbours(c: Cell, width: int, height: int) -> Iterator[Cell]:
    x, y = c
    for dx, dy in STEPS:
        n = (x + dx, y + dy)
        if in_bounds(n, width, height):
            yield n


def all_edges(width: int, height: int) -> Iterator[Wall]:
    """Every pair of orthogonal neighbours, each once."""
    for x, y in cells(width, height):
        if x + 1 < width:
            yield wall((x, y), (x + 1, y))
        if y + 1 < height:
            yield wall((x, y), (x, y + 1))


class Grid:
    """A width × height grid with walls; passages are the neighbour pairs without a wall."""

    def __init__(self, width: int, height: int, walls: Iterable[Wall]) -> None:
        self.width = width
        self.height = height
        self.walls = frozenset(walls)
        self._moves: dict[Cell, tuple[Cell, ...]] = {}  # each square's open neighbours, as first asked for

    def open(self, a: Cell, b: Cell) -> bool:
        return adjacent(a, b) and wall(a, b) not in self.walls

    def moves(self, c: Cell) -> Iterator[Cell]:
        # searches ask for the same squares' moves thousands of times: each is worked out once (walls never change)
        found = self._moves.get(c)
        if found is None:
            found = self._moves[c] = tuple(n for n in neighbours(c, self.width, self.height)
                                           if wall(c, n) not in self.walls)
        return iter(found)

    def distances(self, start: Cell, *more: Cell) -> dict[Cell, int]:
        """Breadth-first step counts to every reachable cell from the nearest of the start cells."""
        dist = dict.fromkeys((start, *more), 0)
        queue = deque(dist)
        while queue:
            c = queue.popleft()
            for n in self.moves(c):
                if n not in dist:
                    dist[n] = dist[c] + 1
                    queue.append(n)
        return dist

    def reachable(self, start: Cell) -> set[Cell]:
        return set(self.distances(start))

    def shortest_path(self, start: Cell, goal: Cell) -> list[Cell] | None:
        prev: dict[Cell, Cell | None] = {start: None}
        queue = deque([start])
        while queue:
            c = queue.popleft()
            if c == goal:
                path = [c]
                step = prev[c]
                while step is not None:
                    path.append(step)
                    step = prev[step]
                return path[::-1]
            for n in self.moves(c):
                if n not in prev:
                    prev[n] = c
                    queue.append(n)
        return None
