"""Plain maze puzzles: a perfect maze, its way in and out on the border, the one path between them.

:func:`make_maze` carves the maze and places the start and the goal on the two border squares farthest apart
along the maze, so the path is as long as the maze allows. :func:`verify_maze` checks a maze again from its
walls alone, by its own union-find and walk, trusting nothing of how it was made. :func:`maze_measure` is the
difficulty figure that orders a book's mazes.
"""

from __future__ import annotations

import math
from collections import deque

from pnp.book.model import MazePuzzle
from pnp.grid.core import Cell, adjacent, all_edges, cells, fmt_cell, in_bounds, neighbours, wall
from pnp.grid.maze import perfect_maze
from pnp.grid.tree_distances import MazeTree
from pnp.seeds import rng as make_rng
from pnp.verdict import Verdict


def border(width: int, height: int) -> list[Cell]:
    """The squares on the edge of the grid, row by row."""
    return [c for c in cells(width, height) if c[0] in (0, width - 1) or c[1] in (0, height - 1)]


def make_maze(width: int, height: int, seed: int) -> MazePuzzle:
    """A perfect maze with its start and goal on the border and that path as the solution.

    Of the pairs of border squares at least the maze's longer side apart (counting steps across and down, so
    the two ends are seen to be far apart, not next door with a long way round), the pair whose one path is
    longest (the first such pair in row order)."""
    import numpy as np

    walls = frozenset(perfect_maze(width, height, make_rng(seed, "book-maze", width, height)))
    edge = border(width, height)
    # every border pair's path length at once (the passages are a tree), then the longest among the pairs far
    # enough apart; argmax takes the first maximum in row order, as a scan keeping only strict improvements
    tree = MazeTree(width, height, walls)
    dist = tree.pair_distances(edge)
    xs, ys = np.asarray([c[0] for c in edge]), np.asarray([c[1] for c in edge])
    apart = np.abs(xs[:, None] - xs[None, :]) + np.abs(ys[:, None] - ys[None, :]) >= max(width, height) - 1
    assert apart.any()  # opposite corners are always that far apart
    a, b = divmod(int(np.argmax(np.where(apart, dist, -1))), len(edge))
    start, goal = edge[a], edge[b]
    path = tree.path(start, goal)
    return MazePuzzle(width, height, walls, start, goal, tuple(path))


def _find(parent: dict[Cell, Cell], c: Cell) -> Cell:
    while parent[c] != c:
        parent[c] = parent[parent[c]]
        c = parent[c]
    return c


def _tree_problems(m: MazePuzzle) -> tuple[list[str], int]:
    """Why the open passages do not form one tree over every square, and how many passages there are."""
    parent = {c: c for c in cells(m.width, m.height)}
    passages, loop = 0, None
    for w in all_edges(m.width, m.height):
        if w in m.walls:
            continue
        passages += 1
        a, b = sorted(w)
        ra, rb = _find(parent, a), _find(parent, b)
        if ra == rb:
            loop = loop or (a, b)
        parent[ra] = rb
    problems = []
    if loop:
        problems.append(f"the passage between {fmt_cell(loop[0])} and {fmt_cell(loop[1])} closes a loop "
                        "(more than one way)")
    roots = {_find(parent, c) for c in parent}
    if len(roots) > 1:
        problems.append(f"the maze falls into {len(roots)} parts: some squares cannot be reached")
    if not problems and passages != m.width * m.height - 1:
        problems.append(f"{passages} open passages for {m.width * m.height} squares (a tree has one fewer)")
    return problems, passages


def _wall_problems(m: MazePuzzle) -> list[str]:
    for w in sorted(m.walls, key=sorted):
        sides = sorted(w)
        if len(sides) != 2 or not all(in_bounds(c, m.width, m.height) for c in sides) or not adjacent(*sides):
            return [f"a wall between {' and '.join(map(fmt_cell, sides))} is not between two neighbouring "
                    f"squares of the {m.width}×{m.height} maze"]
    return []


def _solution_problems(m: MazePuzzle) -> list[str]:
    path = m.solution
    if not path or path[0] != m.start:
        return [f"the solution does not start at the start {fmt_cell(m.start)}"]
    if path[-1] != m.goal:
        return [f"the solution does not end at the goal {fmt_cell(m.goal)}"]
    seen: set[Cell] = set()
    for i, c in enumerate(path):
        if c in seen:
            return [f"the solution passes {fmt_cell(c)} twice"]
        seen.add(c)
        if i and (not adjacent(path[i - 1], c) or wall(path[i - 1], c) in m.walls):
            return [f"the solution goes from {fmt_cell(path[i - 1])} to {fmt_cell(c)} through no open passage"]
    return []


def verify_maze(m: MazePuzzle) -> Verdict:
    """Every claim of a maze puzzle: walls between neighbouring squares of the grid; the open passages a tree
    (no loop, every square reached, so exactly one path between any two squares); start and goal two different
    squares on the border; the stored solution a walk from start to goal through open passages, no square twice
    (in a tree, that is the one path)."""
    name = f"{m.width}×{m.height} maze"
    if not (1 <= m.width and 1 <= m.height and m.width * m.height >= 2):
        return Verdict(False, f"{name} rejected", {}, ("a maze needs at least two squares",))
    problems = _wall_problems(m)
    passages = 0
    if not problems:
        found, passages = _tree_problems(m)
        problems += found
    on_border = set(border(m.width, m.height))
    for what, c in (("start", m.start), ("goal", m.goal)):
        if c not in on_border:
            problems.append(f"the {what} {fmt_cell(c)} is not a square on the border")
    if m.start == m.goal:
        problems.append("the start and the goal are the same square")
    if not problems:
        problems += _solution_problems(m)
    witness = {"squares": m.width * m.height, "passages": passages, "solution": [list(c) for c in m.solution]}
    if problems:
        return Verdict(False, f"{name} rejected", witness, tuple(problems))
    return Verdict(True, f"{name}: one tree of {passages} passages; the {len(m.solution)}-square solution joins "
                         "start and goal", witness)


def _branch_depth(m: MazePuzzle, entry: Cell, on_path: set[Cell]) -> int:
    """How many squares deep the wrong branch entered at ``entry`` goes (its longest walk from the path)."""
    depth = {entry: 1}
    queue = deque([entry])
    while queue:
        c = queue.popleft()
        for n in neighbours(c, m.width, m.height):
            if n not in depth and n not in on_path and wall(c, n) not in m.walls:
                depth[n] = depth[c] + 1
                queue.append(n)
    return max(depth.values())


def maze_measure(m: MazePuzzle) -> tuple[float, tuple[tuple[str, float], ...]]:
    """How hard the maze is to solve by hand: ``length / 4 + sum of log2(1 + depth)`` over every wrong turn.

    A wrong turn is an open passage leaving the solution to a square off it; its ``depth`` is how far that
    branch goes. A reader tracing the path meets each wrong turn as a choice: a one-square dead end is
    rejected at a glance (weight 1), a long branch has to be followed some way before it proves a dead end,
    but the eye runs ahead along a corridor, so the cost grows with the logarithm of the depth, not the depth
    (a 7-square branch weighs 3, a 63-square one 6). The path's length adds a quarter point a square: the
    pencil work, and the chance of losing one's place. Figures: the length, the junctions (squares of the
    path with at least one wrong turn), the wrong turns, the deepest branch, and the wrong turns' weight.
    """
    on_path = set(m.solution)
    junctions = turns = deepest = 0
    weight = 0.0
    for c in m.solution:
        branches = [n for n in neighbours(c, m.width, m.height) if n not in on_path and wall(c, n) not in m.walls]
        junctions += bool(branches)
        for n in branches:
            d = _branch_depth(m, n, on_path)
            turns += 1
            deepest = max(deepest, d)
            weight += math.log2(1 + d)
    length = len(m.solution)
    measure = round(length / 4 + weight, 3)
    return measure, (("length", length), ("junctions", junctions), ("wrong_turns", turns),
                     ("deepest_branch", deepest), ("branch_weight", round(weight, 3)))


def maze_to_json(m: MazePuzzle) -> dict:
    """The maze as canonical data (walls sorted), for its short id and the book's JSON."""
    return {"width": m.width, "height": m.height, "start": list(m.start), "goal": list(m.goal),
            "walls": sorted([list(a), list(b)] for a, b in (sorted(w) for w in m.walls)),
            "solution": [list(c) for c in m.solution]}
