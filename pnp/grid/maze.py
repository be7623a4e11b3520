"""Maze carving: perfect mazes (one path between any two cells) and braided ones.

A braided maze removes dead ends (and optionally a share of further walls) so
there are loops, hence real route choices.
"""

from __future__ import annotations

import random

from pnp.grid.core import Cell, Wall, all_edges, cells, neighbours, wall


def perfect_maze(width: int, height: int, rng: random.Random) -> set[Wall]:
    """Walls of a perfect maze carved by a randomised depth-first search."""
    walls = set(all_edges(width, height))
    start = (rng.randrange(width), rng.randrange(height))
    seen = {start}
    stack = [start]
    while stack:
        c = stack[-1]
        options = [n for n in neighbours(c, width, height) if n not in seen]
        if not options:
            stack.pop()
            continue
        n = rng.choice(options)
        walls.discard(wall(c, n))
        seen.add(n)
        stack.append(n)
    return walls


def _open_sides(c: Cell, width: int, height: int, walls: set[Wall]) -> int:
    return sum(1 for n in neighbours(c, width, height) if wall(c, n) not in walls)


def braid(width: int, height: int, walls: set[Wall], rng: random.Random, dead_end_share: float,
          extra_share: float = 0.0) -> set[Wall]:
    """Open a share of the dead ends (preferring to join two dead ends), then a share of other walls.

    ``dead_end_share`` 1.0 removes every dead end; ``extra_share`` removes that
    share of the remaining inner walls at random (more loops, more open rooms).
    """
    walls = set(walls)
    order = list(cells(width, height))
    rng.shuffle(order)
    for c in order:
        if _open_sides(c, width, height, walls) != 1 or rng.random() >= dead_end_share:
            continue
        closed = [n for n in neighbours(c, width, height) if wall(c, n) in walls]
        if not closed:
            continue
        dead = [n for n in closed if _open_sides(n, width, height, walls) == 1]
        n = rng.choice(dead or closed)
        walls.discard(wall(c, n))
    if extra_share > 0:
        inner = sorted(walls, key=lambda w: sorted(w))
        rng.shuffle(inner)
        for w in inner[: int(len(inner) * extra_share)]:
            walls.discard(w)
    return walls
