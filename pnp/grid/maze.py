"""Maze carving: perfect mazes (one path between any two cells) and braided ones.

A braided maze removes dead ends (and optionally a share of further walls) so
there are loops, hence real route choices.
"""

from __future__ import annotations

import random

from pnp.grid.core import Cell, Wall, cells, neighbours, wall


def perfect_maze(width: int, height: int, rng: random.Random) -> set[Wall]:
    """Walls of a perfect maze carved by a randomised depth-first search.

    Squares are numbered y * width + x in flat arrays rather than looked up as tuples in sets: the carving
    is the inner loop of every maze pnp draws (a 200 × 200 maze is 40,000 steps). The random draws are those
    of the plain search (the start, then one choice among the unvisited neighbours in up, right, down, left
    order at each step), so the same generator gives the same maze as it always has."""
    start_x, start_y = rng.randrange(width), rng.randrange(height)
    seen = bytearray(width * height)
    seen[start_y * width + start_x] = 1
    # open[2 * i] is the passage from square i to its right, open[2 * i + 1] to the square below it
    opened = bytearray(2 * width * height)
    stack = [(start_x, start_y)]
    choice = rng.choice
    last_x, last_y = width - 1, height - 1
    while stack:
        x, y = stack[-1]
        i = y * width + x
        options = []
        if y > 0 and not seen[i - width]:
            options.append((x, y - 1, 2 * (i - width) + 1))
        if x < last_x and not seen[i + 1]:
            options.append((x + 1, y, 2 * i))
        if y < last_y and not seen[i + width]:
            options.append((x, y + 1, 2 * i + 1))
        if x > 0 and not seen[i - 1]:
            options.append((x - 1, y, 2 * (i - 1)))
        if not options:
            stack.pop()
            continue
        nx, ny, passage = choice(options)
        opened[passage] = 1
        seen[ny * width + nx] = 1
        stack.append((nx, ny))
    walls = {frozenset(((x, y), (x + 1, y))) for y in range(height) for x in range(last_x)
             if not opened[2 * (y * width + x)]}
    walls.update(frozenset(((x, y), (x, y + 1))) for y in range(last_y) for x in range(width)
                 if not opened[2 * (y * width + x) + 1])
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
