"""Sword generation: a random line through every square, and the numbers that make it the only one.

A random path through every square (backbite moves on a boustrophedon) is
numbered at both ends. Easy tiles get numbers wherever forced moves stall (on
a wrong neighbour, so that it is out of order); hard tiles get numbers that
rule out each other line the search finds until the line is the only one.
Then every number that is not needed is dropped.
"""

from __future__ import annotations

import random
from typing import Literal

from pnp.games.minigames.sword_board import Puzzle, board, cell_at, index_of
from pnp.games.minigames.sword_search import forced_moves, search
from pnp.grid.core import Cell


def random_line(size: int, rng: random.Random, backbites: int) -> list[Cell]:
    """A random path through every square: a boustrophedon reshaped by many backbite moves."""
    line_: list[Cell] = []
    for y in range(size):
        row = [(x, y) for x in range(size)]
        line_ += row if y % 2 == 0 else row[::-1]
    steps = ((0, -1), (1, 0), (0, 1), (-1, 0))
    for _ in range(backbites):
        k = rng.getrandbits(3)
        dx, dy = steps[k & 3]
        if k & 4:  # bite from the last square: join it to a neighbour, cut the line after that neighbour
            x, y = line_[-1]
            nb = (x + dx, y + dy)
            if 0 <= nb[0] < size and 0 <= nb[1] < size and nb != line_[-2]:
                i = line_.index(nb)
                line_[i + 1:] = line_[:i:-1]
        else:  # the same from the first square
            x, y = line_[0]
            nb = (x + dx, y + dy)
            if 0 <= nb[0] < size and 0 <= nb[1] < size and nb != line_[1]:
                i = line_.index(nb)
                line_[:i] = line_[i - 1::-1]
    # a random symmetry of the square, so the starting boustrophedon leaves no trace
    flip, swap = rng.random() < 0.5, rng.random() < 0.5
    out = []
    for x, y in line_:
        if flip:
            x = size - 1 - x
        if swap:
            x, y = y, x
        out.append((x, y))
    return out


def puzzle_of(size: int, line_: list[Cell], marks: set[int]) -> Puzzle:
    return Puzzle(size, tuple((line_[i], n) for n, i in enumerate(sorted(marks), 1)))


def easy_marks(line_: list[Cell], size: int, rng: random.Random) -> set[int] | None:
    """Numbers (as positions on the line) that forced moves alone follow from 1 to the end.

    Wherever forced moves stall, a wrong neighbour gets a number (and, when no number lies before
    it, one more in between) so that it is out of order; then the numbers not needed are dropped.
    """
    b = board(size)
    last = len(line_) - 1
    marks = {0, last}
    for _ in range(len(line_)):
        finished, moves, options = forced_moves(puzzle_of(size, line_, marks))
        if finished:
            break
        wrong = [i for i in (line_.index(cell_at(b, o)) for o in options) if i != moves + 1]
        if not wrong:
            return None
        j = rng.choice(wrong)
        marks.add(j)
        if not any(moves < i < j for i in marks if i != j):
            marks.add(rng.randrange(moves + 1, j))  # so that j's number comes later than the next one due
    else:
        return None
    for i in rng.sample(sorted(marks - {0, last}), len(marks) - 2):
        if forced_moves(puzzle_of(size, line_, marks - {i}))[0]:
            marks.discard(i)
    return marks


def _fits(alt_at: list[int], marks: list[int]) -> bool:
    """Whether another line (alt_at[i]: when it visits the line's square i) meets the numbers in order."""
    seen = [alt_at[i] for i in marks]
    return seen[0] == 0 and seen[-1] == len(alt_at) - 1 and all(a < b for a, b in zip(seen, seen[1:]))


def _spoilers(alt_at: list[int], marks: list[int]) -> list[set[int]]:
    """Sets of positions on the line whose numbers would rule out the other line."""

    def stretch(i: int) -> tuple[int, int]:  # between which numbers square i falls, on each line
        return sum(1 for m in marks if m < i), sum(1 for m in marks if alt_at[m] < alt_at[i])

    singles = [{i} for i in range(len(alt_at)) if i not in marks and len(set(stretch(i))) == 2]
    if singles:
        return singles
    # the same squares between each pair of numbers, in another order: two numbers swap them
    order = sorted(range(len(alt_at)), key=alt_at.__getitem__)
    j = next(i for i, o in enumerate(order) if o != i)
    return [{j, order[j]}]


def hard_marks(line_: list[Cell], size: int, marks: set[int], rng: random.Random, budget: int) -> set[int] | None:
    """Add numbers that rule out other lines until the line is the only one, then drop the spare ones.

    Every other line a search finds is kept: a later question it already answers needs no search.
    """
    last = len(line_) - 1
    b = board(size)
    on_line = {index_of(b, c): i for i, c in enumerate(line_)}
    others: list[list[int]] = []

    def other_line(ms: set[int]) -> list[int] | Literal[False] | None:
        """Another line meeting these numbers, False when there is none, None when the search ran out."""
        stops = sorted(ms)
        for alt_at in others:
            if _fits(alt_at, stops):
                return alt_at
        searched = search(puzzle_of(size, line_, ms), 2, budget)
        if searched is None:
            return None
        for f in searched[0]:
            alt_at = [0] * len(line_)
            for pos, bit in enumerate(f):
                alt_at[on_line[bit]] = pos
            if alt_at != list(range(len(line_))):
                others.append(alt_at)
                return alt_at
        return False

    for _ in range(40):
        alt_at = other_line(marks)
        if alt_at is None:
            return None
        if alt_at is False:
            break
        marks = marks | rng.choice(_spoilers(alt_at, sorted(marks)))
    else:
        return None
    for i in rng.sample(sorted(marks - {0, last}), len(marks) - 2):
        if other_line(marks - {i}) is False:  # a search over budget keeps the number
            marks = marks - {i}
    return marks
