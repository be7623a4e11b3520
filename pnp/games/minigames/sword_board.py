"""Sword: the puzzle and its board in bits, with the simple checks the counter and forced moves share.

Square (x, y) is bit y * (size + 1) + x: a spare column keeps left/right
shifts from wrapping. See :mod:`pnp.games.minigames.puzzles.sword` for the rules.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from pnp.grid.core import Cell

MIN_SIZE, MAX_SIZE = 3, 9


@dataclass(frozen=True)
class Puzzle:
    size: int
    clues: tuple[tuple[Cell, int], ...]  # (square, number), by number; squares are (x, y), y = 0 the top row


@dataclass(frozen=True)
class Answer:
    line: tuple[Cell, ...]  # every square once, from 1 to K


def problems(p: Puzzle) -> list[str]:
    """Why a puzzle is not well formed (numbers 1..K once each on distinct squares inside the grid)."""
    out = []
    if not MIN_SIZE <= p.size <= MAX_SIZE:
        out.append(f"size must be {MIN_SIZE} to {MAX_SIZE}, got {p.size}")
        return out
    numbers = sorted(n for _, n in p.clues)
    if len(numbers) < 2 or numbers != list(range(1, len(numbers) + 1)):
        out.append("the numbers must be 1, 2, ..., K (K at least 2), each once")
    squares = [c for c, _ in p.clues]
    if len(set(squares)) != len(squares):
        out.append("two numbers share a square")
    for x, y in squares:
        if not (0 <= x < p.size and 0 <= y < p.size):
            out.append(f"square {[x, y]} is outside the {p.size} × {p.size} grid")
    return out


# --- the board as bits -----------------------------------------------------------

@dataclass(frozen=True)
class Board:
    size: int
    stride: int
    full: int
    black: int  # squares with x + y even
    nbrs: tuple[tuple[tuple[int, int], ...], ...]  # (index, bit) of the neighbours, per bit index
    ring: tuple[tuple[int, ...], ...]  # the 8 squares around, in turn from the top (0 off the grid)
    ring_mask: tuple[int, ...]
    ring_known: dict  # (ring bits << 7 | index) -> whether the orthogonal neighbours join around the square


@cache
def board(size: int) -> Board:
    stride = size + 1
    full = black = 0
    n = stride * size
    nbrs: list[tuple[tuple[int, int], ...]] = [()] * n
    ring: list[tuple[int, ...]] = [()] * n
    ring_mask = [0] * n

    def bit(x: int, y: int) -> int:
        return 1 << (y * stride + x) if 0 <= x < size and 0 <= y < size else 0

    for y in range(size):
        for x in range(size):
            i = y * stride + x
            full |= 1 << i
            if (x + y) % 2 == 0:
                black |= 1 << i
            nbrs[i] = tuple((ny * stride + nx, 1 << (ny * stride + nx))
                            for nx, ny in ((x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y))
                            if 0 <= nx < size and 0 <= ny < size)
            ring[i] = tuple(bit(x + dx, y + dy) for dx, dy in
                            ((0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1)))
            ring_mask[i] = sum(ring[i])
    return Board(size, stride, full, black, tuple(nbrs), tuple(ring), tuple(ring_mask), {})


def index_of(b: Board, c: Cell) -> int:
    return c[1] * b.stride + c[0]


def cell_at(b: Board, i: int) -> Cell:
    return (i % b.stride, i // b.stride)


def connected(region: int, seed: int, stride: int) -> bool:
    """Whether every square of region is reached from seed through region."""
    reach = seed
    while True:
        grown = (reach | (reach << 1) | (reach >> 1) | (reach << stride) | (reach >> stride)) & region
        if grown == reach:
            return grown == region
        reach = grown


def joined_around(b: Board, i: int, region: int) -> bool:
    """Whether the neighbours of square i in region are joined through the 8 squares around i.

    When they are, taking i out of a connected region leaves it connected (a quick sufficient test).
    """
    key = (region & b.ring_mask[i]) << 7 | i
    known = b.ring_known.get(key)
    if known is None:
        on = [bool(region & r) for r in b.ring[i]]
        groups = 0
        if all(on):
            groups = 1
        else:
            first = on.index(False)
            has_side = False
            for k in range(1, 9):
                j = (first + k) % 8
                if on[j]:
                    has_side = has_side or j % 2 == 0
                elif has_side:
                    groups += 1
                    has_side = False
        known = b.ring_known[key] = groups <= 1
    return known


class Rules:
    """The puzzle in bits, with the simple checks both solvers share."""

    def __init__(self, p: Puzzle) -> None:
        b = self.b = board(p.size)
        self.number = [0] * len(b.nbrs)  # 0: no number
        self.at: dict[int, int] = {}  # number -> bit index
        for c, n in p.clues:
            i = index_of(b, c)
            self.number[i] = n
            self.at[n] = i
        self.k = len(p.clues)
        self.start = self.at[1]
        self.end = self.at[self.k]
        self.end_bit = 1 << self.end
        self.later = [0] * (self.k + 2)  # later[n]: squares of the numbers after n (n + 1 to K)
        for n in range(self.k, 0, -1):
            self.later[n - 1] = self.later[n] | (1 << self.at[n])

    def parity_ok(self) -> bool:
        """Colours alternate along the line: 1 and K must have the colours a line of N squares allows."""
        b = self.b
        squares = b.full.bit_count()
        start_black = bool((1 << self.start) & b.black)
        if start_black != bool(self.end_bit & b.black):
            if squares % 2:
                return False
        elif squares % 2 == 0:
            return False
        mine = (b.full & b.black).bit_count()
        if not start_black:
            mine = squares - mine
        return mine == (squares + 1) // 2

    def traps(self, free: int) -> int | None:
        """Squares that would be dead ends unless the line enters them next; None when the end is cut off."""
        s = self.b.stride
        left, right, down, top = free << 1, free >> 1, free << s, free >> s
        two = (left & right) | ((left | right) & (down | top)) | (down & top)
        if free & self.end_bit and free != self.end_bit and not (left | right | down | top) & self.end_bit:
            return None
        return free & ~two & ~self.end_bit

    def simple_moves(self, head: int, visited: int, nxt: int) -> list[int]:
        """The neighbours of head that pass the simple checks.

        A move is ruled out when the square is visited, carries a number out of order (or is K with
        squares left), would leave a square that can only be a dead end, would split the squares left,
        or would cut the next number off (no way to it without crossing a later number).
        """
        b = self.b
        free = b.full & ~visited
        low = self.traps(free)
        out: list[int] = []
        if low is None:
            return out
        for n, bit in b.nbrs[head]:
            if not free & bit or low & ~bit:
                continue
            num = self.number[n]
            if num and (num != nxt or (bit == self.end_bit and free != bit)):
                continue
            rest = free ^ bit
            if rest:
                if not joined_around(b, n, rest) and not connected(rest, rest & -rest, b.stride):
                    continue
                step = nxt + 1 if num else nxt
                if step <= self.k and not self.reaches(n, free & ~self.later[step], 1 << self.at[step]):
                    continue
            out.append(n)
        return out

    def reaches(self, i: int, room: int, goal: int) -> bool:
        """Whether square i reaches the goal square through room."""
        s = self.b.stride
        reach = 1 << i
        while not reach & goal:
            grown = (reach | (reach << 1) | (reach >> 1) | (reach << s) | (reach >> s)) & room
            if grown == reach:
                return False
            reach = grown
        return True
