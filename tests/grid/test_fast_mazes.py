"""The fast maze code against the plain algorithms it replaced: the carving draws the same random numbers
and carves the same maze as a plain depth-first search over tuples and sets; the tree's distances and paths
are breadth-first search's; the book maze's ends are those a scan of every border pair picks."""

from __future__ import annotations

import random

import pytest

from pnp.book.mazes import border, make_maze
from pnp.grid.core import Grid, all_edges, neighbours, wall
from pnp.grid.maze import perfect_maze
from pnp.grid.tree_distances import MazeTree

SIZES = [(1, 2), (2, 1), (2, 2), (3, 5), (7, 3), (10, 10), (17, 11)]


def plain_perfect_maze(width, height, rng):
    """The randomised depth-first search as first written (tuples, sets, the neighbours helper)."""
    walls = set(all_edges(width, height))
    start = (rng.randrange(width), rng.randrange(height))
    seen, stack = {start}, [start]
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


@pytest.mark.parametrize("width, height", SIZES)
def test_the_carving_is_the_plain_depth_first_search(width, height):
    for seed in range(15):
        assert perfect_maze(width, height, random.Random(seed)) == plain_perfect_maze(width, height,
                                                                                       random.Random(seed))


@pytest.mark.parametrize("width, height", SIZES)
def test_tree_distances_and_paths_are_breadth_first_searchs(width, height):
    for seed in range(5):
        walls = perfect_maze(width, height, random.Random(seed))
        grid, tree = Grid(width, height, walls), MazeTree(width, height, walls)
        squares = list(border(width, height))[:12] + [(width // 2, height // 2)]
        table = tree.pair_distances(squares)
        for i, a in enumerate(squares):
            dist = grid.distances(a)
            for j, b in enumerate(squares):
                assert table[i, j] == dist[b]
                assert tree.path(a, b) == grid.shortest_path(a, b)


def test_a_maze_with_a_closed_off_square_is_refused():
    walls = perfect_maze(4, 4, random.Random(1)) | {wall((3, 3), (2, 3)), wall((3, 3), (3, 2))}
    with pytest.raises(ValueError):
        MazeTree(4, 4, walls)


def _scan_every_pair(width, height, walls):
    """The book maze's ends as a scan finds them: of the border pairs at least the longer side apart, the
    first in row order with the longest path."""
    grid, edge, apart, best = Grid(width, height, walls), border(width, height), max(width, height) - 1, None
    for a in edge:
        dist = grid.distances(a)
        for b in edge:
            if abs(a[0] - b[0]) + abs(a[1] - b[1]) >= apart and (best is None or dist[b] > best[0]):
                best = (dist[b], a, b)
    return best[1], best[2]


@pytest.mark.parametrize("width, height", [(2, 2), (3, 5), (10, 10), (14, 9), (22, 22)])
def test_the_book_mazes_ends_are_the_scans(width, height):
    for seed in range(6):
        m = make_maze(width, height, seed)
        assert (m.start, m.goal) == _scan_every_pair(width, height, m.walls)
        assert list(m.solution) == Grid(width, height, m.walls).shortest_path(m.start, m.goal)
