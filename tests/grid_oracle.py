"""Brute-force facts about a grid's passages, sharing nothing with pnp.grid.blocks."""

from __future__ import annotations

from pnp.grid.core import Cell, Grid, cells


def cut_squares_by_removal(grid: Grid) -> set[Cell]:
    """A square is a cut square when taking it out leaves the other squares of its part of the maze apart."""
    cut = set()
    for c in cells(grid.width, grid.height):
        part = grid.reachable(c) - {c}
        if not part:
            continue
        start = min(part)
        seen, todo = {start}, [start]
        while todo:
            for n in grid.moves(todo.pop()):
                if n != c and n not in seen:
                    seen.add(n)
                    todo.append(n)
        if seen != part:
            cut.add(c)
    return cut
