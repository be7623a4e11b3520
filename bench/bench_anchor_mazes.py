"""Anchor: plain perfect mazes, pnp against mazelib, at 10 x 10, 20 x 20, 50 x 50, 100 x 100 and 200 x 200.

Same algorithm family on both sides: the randomised depth-first backtracker (pnp.grid.maze.perfect_maze, which
pnp.book.mazes.make_maze carves with; mazelib's BacktrackingGenerator through its Maze object). `carve` times
the maze alone. `puzzle` times the whole book maze where mazelib can: pnp's make_maze (carve, the border pair
farthest apart along the maze, its path) against mazelib's generate, generate_entrances on the outer wall and
its ShortestPath solver; only up to 50 x 50, as mazelib's ShortestPath alone took about 40 s at 100 x 100 here.
mazelib draws from Python's global `random`, seeded here so each run carves the same mazes.

Target (issue 19): pnp faster at every size (ratio = mazelib's time / pnp's, above 1 when pnp is faster).
"""

from __future__ import annotations

import random

from anchor_common import medians, missing_extra

from pnp.book.mazes import make_maze
from pnp.grid.maze import perfect_maze
from pnp.seeds import rng

SIZES = (10, 20, 50, 100, 200)
PUZZLE_SIZES = (10, 20, 50)


def _reps(n: int) -> int:
    return 31 if n <= 20 else 9 if n <= 100 else 5


def run():
    if missing_extra("bench_anchor_mazes", "mazelib"):
        return
    from mazelib import Maze
    from mazelib.generate.BacktrackingGenerator import BacktrackingGenerator
    from mazelib.solve.ShortestPath import ShortestPath

    def mazelib_maze(n: int, entrances: bool) -> None:
        m = Maze(n)
        m.generator = BacktrackingGenerator(n, n)
        m.generate()
        if entrances:
            m.generate_entrances(True, True)
            m.solver = ShortestPath()
            m.solve()

    random.seed(19)
    for n in SIZES:
        t = medians({"pnp": lambda n=n: perfect_maze(n, n, rng(1, "bench-maze", n)),
                     "mazelib": lambda n=n: mazelib_maze(n, False)}, _reps(n))
        yield f"anchor_maze_carve_{n}_pnp", t["pnp"], "s"
        yield f"anchor_maze_carve_{n}_mazelib", t["mazelib"], "s"
        yield f"anchor_maze_carve_{n}_speedup", t["mazelib"] / t["pnp"], "x"
    for n in PUZZLE_SIZES:
        t = medians({"pnp": lambda n=n: make_maze(n, n, 1), "mazelib": lambda n=n: mazelib_maze(n, True)}, _reps(n))
        yield f"anchor_maze_puzzle_{n}_pnp", t["pnp"], "s"
        yield f"anchor_maze_puzzle_{n}_mazelib", t["mazelib"], "s"
        yield f"anchor_maze_puzzle_{n}_speedup", t["mazelib"] / t["pnp"], "x"
