"""Blocks (biconnected components) of a maze's passages, and taking down walls until there is one.

A path that never enters a square twice crosses a cut square (one whose
removal splits the passages) at most once. So a part of the maze hanging off
the rest by a cut square or a single passage is a pocket: a path that goes in
cannot come out, unless it starts or ends there. In a maze of one block
(no cut square) every square lies on a simple path between any two others
(two disjoint ways join any two squares), so nothing is a pocket whatever
the entries and exits.
"""

from __future__ import annotations

import random

from pnp.grid.core import Cell, Grid, Wall, cells, neighbours, wall


def blocks(grid: Grid) -> list[list[Cell]]:
    """The biconnected components of the passages, in a fixed order: a single passage is a block of two squares,
    and a square without a passage is in none.

    Hopcroft–Tarjan with an explicit stack (a 20 × 20 corridor would be 400 frames deep).
    """
    order: dict[Cell, int] = {}
    low: dict[Cell, int] = {}
    found: list[list[Cell]] = []
    for root in cells(grid.width, grid.height):
        if root in order:
            continue
        order[root] = low[root] = len(order)
        edges: list[tuple[Cell, Cell]] = []
        stack = [(root, iter(sorted(grid.moves(root))))]
        while stack:
            c, todo = stack[-1]
            n = next(todo, None)
            if n is None:
                stack.pop()
                if stack:
                    parent = stack[-1][0]
                    low[parent] = min(low[parent], low[c])
                    if low[c] >= order[parent]:  # parent separates c's subtree: pop that block's passages
                        block: dict[Cell, None] = {}
                        while True:
                            a, b = edges.pop()
                            block.update({a: None, b: None})
                            if (a, b) == (parent, c):
                                break
                        found.append(list(block))
                continue
            if n not in order:
                edges.append((c, n))
                order[n] = low[n] = len(order)
                stack.append((n, iter(sorted(grid.moves(n)))))
            elif order[n] < order[c] and (len(stack) < 2 or n != stack[-2][0]):
                edges.append((c, n))  # a passage back to an ancestor: closes a cycle
                low[c] = min(low[c], order[n])
    return found


def biconnect(width: int, height: int, walls: set[Wall], rng: random.Random, limit: int = 400) -> set[Wall]:
    """Walls with every cut square gone: while the passages fall into several blocks, take down a wall between
    two squares that share no block, so every block on the way between them joins one loop.

    Squares that are not cut squares are preferred on both sides (the ends of the block-cut tree), so each wall
    taken down joins as many blocks as it can. Returns the walls as given when there is one block already.
    """
    walls = set(walls)
    for _ in range(limit):
        found = blocks(Grid(width, height, walls))
        if len(found) <= 1:
            return walls
        block_of: dict[Cell, set[int]] = {}
        for i, block in enumerate(found):
            for c in block:
                block_of.setdefault(c, set()).add(i)
        apart = [(c, n) for c in cells(width, height) for n in neighbours(c, width, height)
                 if c < n and wall(c, n) in walls and not block_of.get(c, set()) & block_of.get(n, set())]
        if not apart:
            return walls
        ends = [(c, n) for c, n in apart if len(block_of.get(c, ())) == 1 and len(block_of.get(n, ())) == 1]
        walls.discard(wall(*rng.choice(ends or apart)))
    return walls
