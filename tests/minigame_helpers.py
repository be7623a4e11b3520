"""Pieces the minigame tests share: mazes drawn in text, independent checkers of mazes and minotaur grids,
drawing checks.

Written from the rules, not from the modules under test.
"""

from __future__ import annotations

import itertools
from collections import deque
from collections.abc import Iterable

from pnp.grid.core import wall
from pnp.scene.model import Group, Icon, Item, Path, Shape, Text
from pnp.scene.text import layout_text
from pnp.scene.walk import iter_items

EPS = 1e-6


# --- mazes ---------------------------------------------------------------------------

def parse_maze(art: str):
    """A maze drawn in text: squares at odd rows and columns; '|' and '-' between them are walls.

    Any other character than '.' on a square marks it. Returns (width, height, walls, {mark: square}).
    """
    lines = art.strip("\n").splitlines()
    height, width = (len(lines) - 1) // 2, (len(lines[0]) - 1) // 2
    walls, marks = set(), {}
    for y in range(height):
        for x in range(width):
            mark = lines[2 * y + 1][2 * x + 1]
            if mark != ".":
                marks[mark] = (x, y)
            if x + 1 < width and lines[2 * y + 1][2 * x + 2] == "|":
                walls.add(wall((x, y), (x + 1, y)))
            if y + 1 < height and lines[2 * y + 2][2 * x + 1] == "-":
                walls.add(wall((x, y), (x, y + 1)))
    return width, height, frozenset(walls), marks


def blocked(p) -> set:
    """A maze puzzle's walls as sorted pairs of squares."""
    return {tuple(sorted(w)) for w in p.walls}


def flood(p, start) -> dict:
    """Steps from ``start`` to every square it reaches without crossing a wall."""
    shut = blocked(p)
    dist = {start: 0}
    todo = deque([start])
    while todo:
        c = todo.popleft()
        x, y = c
        for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if 0 <= n[0] < p.width and 0 <= n[1] < p.height and tuple(sorted((c, n))) not in shut and n not in dist:
                dist[n] = dist[c] + 1
                todo.append(n)
    return dist


def assert_walkable(p, path) -> None:
    """Every step of ``path`` goes to an orthogonal neighbour without crossing a wall."""
    shut = blocked(p)
    for s, t in zip(path, path[1:]):
        assert abs(s[0] - t[0]) + abs(s[1] - t[1]) == 1, (s, t)
        assert tuple(sorted((s, t))) not in shut, f"the path crosses a wall between {s} and {t}"


# --- symbol grids --------------------------------------------------------------------

def symmetric_forms(grid) -> set[str]:
    """Every turn, mirror and symbol swap of a square grid of 0, 1, 2 (None for a blank), as text."""
    def turned(g):
        n = len(g)
        return tuple(tuple(g[n - 1 - x][y] for x in range(n)) for y in range(n))

    out = set()
    g = tuple(tuple(row) for row in grid)
    for _ in range(4):
        for h in (g, tuple(tuple(reversed(row)) for row in g)):
            for perm in itertools.permutations(range(3)):
                out.add("".join("." if v is None else str(perm[v]) for row in h for v in row))
        g = turned(g)
    return out


# --- minotaur grids: an independent checker and a brute-force counter -----------------

def runs_of_four(grid) -> list[tuple]:
    """Every four in a row of one symbol (across, down, both diagonals), by looking at each square."""
    n = len(grid)
    out = []
    for y in range(n):
        for x in range(n):
            for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1)):
                cells = [(x + k * dx, y + k * dy) for k in range(4)]
                if all(0 <= cx < n and 0 <= cy < n for cx, cy in cells):
                    values = {grid[cy][cx] for cx, cy in cells}
                    if len(values) == 1 and None not in values:
                        out.append(tuple(cells))
    return out


def filling_problems(puzzle, grid) -> list[str]:
    """Why ``grid`` is not a filling of a minotaur puzzle's blanks without four in a row."""
    out = []
    n = puzzle.size
    if len(grid) != n or any(len(row) != n for row in grid):
        return ["wrong shape"]
    for y in range(n):
        for x in range(n):
            if grid[y][x] not in (0, 1, 2):
                out.append(f"square {(x, y)} is not filled")
            given_ = puzzle.grid[y][x]
            if given_ is not None and grid[y][x] != given_:
                out.append(f"square {(x, y)} changes a printed symbol")
    out += [f"four in a row at {r}" for r in runs_of_four(grid)]
    return out


def brute_count(puzzle) -> int:
    """How many fillings of a minotaur puzzle's blanks make no four in a row, trying every one."""
    blanks = [(x, y) for y, row in enumerate(puzzle.grid) for x, v in enumerate(row) if v is None]
    count = 0
    for values in itertools.product((0, 1, 2), repeat=len(blanks)):
        grid = [list(row) for row in puzzle.grid]
        for (x, y), v in zip(blanks, values):
            grid[y][x] = v
        if not runs_of_four(grid):
            count += 1
    return count


def allowed(grid, x, y) -> list[int]:
    """Symbols a blank may take: those that make no four in a row with the filled squares."""
    n = len(grid)
    out = []
    for s in (0, 1, 2):
        runs = False
        for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1)):
            for back in range(4):  # the four lines of four through (x, y) in this direction
                cells = [(x + (k - back) * dx, y + (k - back) * dy) for k in range(4)]
                if all(0 <= cx < n and 0 <= cy < n for cx, cy in cells) and all(
                        grid[cy][cx] == s for cx, cy in cells if (cx, cy) != (x, y)):
                    runs = True
        if not runs:
            out.append(s)
    return out


def own_singles(grid, ruled_out=frozenset()):
    """Rounds of naked singles (symbols in ``ruled_out`` (x, y, s) never count): the grid they reach, or None
    when a blank is left without a symbol or a round makes four in a row."""
    grid = [list(row) for row in grid]
    while True:
        fills = {}
        for y, row in enumerate(grid):
            for x, v in enumerate(row):
                if v is None:
                    left = [s for s in allowed(grid, x, y) if (x, y, s) not in ruled_out]
                    if not left:
                        return None
                    if len(left) == 1:
                        fills[(x, y)] = left[0]
        if not fills:
            return grid
        for (x, y), s in fills.items():
            grid[y][x] = s
        if runs_of_four(grid):
            return None


def own_contradictions(grid):
    """Singles, and when they stall, rule out a symbol whose trial breaks the grid under singles: the grid
    reached (blanks left when even that stalls)."""
    ruled_out: set = set()
    while True:
        grid = own_singles(grid, frozenset(ruled_out))
        if grid is None:
            return None
        blanks_left = [(x, y) for y, row in enumerate(grid) for x, v in enumerate(row) if v is None]
        if not blanks_left:
            return grid
        found = False
        for x, y in blanks_left:
            for s in allowed(grid, x, y):
                if (x, y, s) in ruled_out:
                    continue
                trial = [list(row) for row in grid]
                trial[y][x] = s
                if own_singles(trial, frozenset(ruled_out)) is None:
                    ruled_out.add((x, y, s))
                    found = True
        if not found:
            return grid


def filled(grid) -> bool:
    return grid is not None and all(v is not None for row in grid for v in row)


# --- drawings ------------------------------------------------------------------------

def artwork_box(size, floor: float = 0.0):
    """Where the spider's artwork face must lie: the puzzle side's figure box mirrored across the tile's vertical
    centre line, exactly behind it after a flip on the long edge."""
    from pnp.games.minigames.draw import content_box

    x, y, w, h = content_box(size, floor, "spider", "hard")
    return (size.width - x - w, y, w, h)


def bounds(item: Item):
    """(x0, y0, x1, y1) of an item's box (texts, icons, shapes) or control points (paths); None for others."""
    if isinstance(item, Text):
        return (item.x, item.y, item.x + item.width, item.y + item.height)
    if isinstance(item, Icon):
        return (item.x, item.y, item.x + item.size, item.y + item.size)
    if isinstance(item, Shape):
        return item.geometry.bounds
    if isinstance(item, Path):
        pts = [(s[i], s[i + 1]) for s in item.segments for i in range(1, len(s), 2)]
        return (min(p[0] for p in pts), min(p[1] for p in pts), max(p[0] for p in pts), max(p[1] for p in pts))
    return None


def _corners(item: Item, transform=None) -> list[tuple[float, float]]:
    if isinstance(item, Icon):
        pts = [(item.x, item.y), (item.x + item.size, item.y + item.size),
               (item.x + item.size, item.y), (item.x, item.y + item.size)]
    elif isinstance(item, Text):
        pts = [(item.x, item.y), (item.x + item.width, item.y + item.height)]
    elif isinstance(item, Path):
        pts = [(seg[i], seg[i + 1]) for seg in item.segments for i in range(1, len(seg), 2)]
    else:
        return []
    return [transform.apply(*pt) for pt in pts] if transform else pts


def drawn_points(items: Iterable[Item]):
    """Corner points of icons and texts and control points of paths, after one level of group transforms."""
    for item in items:
        if isinstance(item, Group):
            for inner in item.items:
                yield from _corners(inner, item.transform)
        else:
            yield from _corners(item)


def assert_inside(points, box) -> None:
    x, y, w, h = box
    for px, py in points:
        assert x - EPS <= px <= x + w + EPS and y - EPS <= py <= y + h + EPS, (px, py)


def assert_text_fits(*pages) -> None:
    """No text of these pages overflows its box."""
    for page in pages:
        for item in iter_items(page.items):
            if isinstance(item, Text):
                assert not layout_text(item).overflow, item.text
