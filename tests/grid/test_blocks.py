"""pnp.grid.blocks: a maze's blocks and taking down walls until there is one, checked against brute force."""

from __future__ import annotations

import itertools
import random

from grid_oracle import cut_squares_by_removal

from pnp.grid.blocks import biconnect, blocks
from pnp.grid.core import Cell, Grid, all_edges, cells
from pnp.grid.maze import braid, perfect_maze


def test_blocks_cover_every_passage_once_and_meet_at_the_cut_squares():
    rng = random.Random(5)
    for _ in range(300):
        w, h = rng.randint(1, 5), rng.randint(1, 5)
        grid = Grid(w, h, {e for e in all_edges(w, h) if rng.random() < 0.4})
        found = blocks(grid)
        passages = {frozenset((c, n)) for c in cells(w, h) for n in grid.moves(c)}
        # each passage lies in exactly one block (both its squares in it)
        for p in passages:
            assert sum(p <= set(b) for b in found) == 1, (w, h, sorted(grid.walls, key=sorted))
        # a square in two blocks is exactly a square whose removal splits its part of the maze
        held: dict[Cell, int] = {}
        for b in found:
            for c in b:
                held[c] = held.get(c, 0) + 1
        assert {c for c, n in held.items() if n > 1} == cut_squares_by_removal(grid)
        # a block of more than two squares has no cut square of its own: it stays whole without any one square
        for b in found:
            for c, rest in ((c, set(b) - {c}) for c in b if len(b) > 2):
                inner = Grid(w, h, grid.walls)
                start = min(rest)
                seen, todo = {start}, [start]
                while todo:
                    for n in inner.moves(todo.pop()):
                        if n in rest and n not in seen:
                            seen.add(n)
                            todo.append(n)
                assert seen == rest, (b, c)


def test_biconnect_leaves_no_cut_square_and_only_takes_walls_down():
    for seed, (w, h) in itertools.product(range(12), ((5, 5), (9, 9), (11, 11), (7, 12))):
        rng = random.Random(seed)
        walls = braid(w, h, perfect_maze(w, h, rng), rng, 1.0, 0.06)
        joined = biconnect(w, h, walls, rng)
        assert joined <= walls
        assert not cut_squares_by_removal(Grid(w, h, joined))
        assert len(blocks(Grid(w, h, joined))) == 1


def test_a_maze_already_of_one_block_is_left_as_it_is():
    ring = {frozenset(((1, 1), n)) for n in ((0, 1), (1, 0), (2, 1), (1, 2))}  # 3 × 3: a ring round a closed middle
    # one block: the ring; the closed middle square has no passage and is in none
    assert [sorted(b) for b in blocks(Grid(3, 3, ring))] == [sorted(set(cells(3, 3)) - {(1, 1)})]
    assert len(blocks(Grid(3, 3, set()))) == 1
    assert biconnect(3, 3, set(), random.Random(0)) == set()
    with_pocket = ring - {frozenset(((1, 1), (1, 2)))}  # the middle opens onto (1, 2) only: a dead end
    assert cut_squares_by_removal(Grid(3, 3, with_pocket)) == {(1, 2)}
    opened = biconnect(3, 3, with_pocket, random.Random(0))
    assert len(with_pocket - opened) == 1 and not cut_squares_by_removal(Grid(3, 3, opened))
