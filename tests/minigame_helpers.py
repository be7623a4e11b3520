"""Pieces the minigame tests share: mazes drawn in text, an independent maze checker, drawing checks.

Written from the rules, not from the modules under test.
"""

from __future__ import annotations

from collections import deque
from typing import Iterable

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
    import itertools

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


# --- drawings ------------------------------------------------------------------------

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
