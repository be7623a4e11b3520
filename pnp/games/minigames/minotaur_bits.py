"""Minotaur grids as bits: four in a row, the counter, and the two deductions tiles are graded by.

Square (x, y) is bit y * (size + 1) + x; the spare column stops runs from
wrapping round a row. A grid is three masks (one per symbol) and the blanks.

The deductions, as a player makes them:

- **single** (naked single): a symbol is ruled out of a blank when three
  squares already holding it would make four in a row with it; a blank with
  one symbol left takes it. A *round* fills every such blank at once; rounds
  repeat until nothing changes.
- **contradiction** (one level deep): when singles stall, put one of a
  blank's symbols in it and apply singles only; if that leaves some blank
  without any symbol, or makes four in a row, the symbol is ruled out of the
  blank. Then singles go on. Which blank is tried first changes how many
  contradictions are counted, never whether the grid gets filled (ruling a
  symbol out never stops another deduction), so "filled by singles and
  contradictions" is exact.

The counter (:func:`solutions`) is a plain backtracking search that uses
singles only to go faster; it does not rely on either deduction being enough.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

Masks = tuple[int, int, int]  # the squares holding symbol 0, 1, 2


@dataclass(frozen=True)
class Board:
    size: int
    stride: int
    full: int
    dirs: tuple[int, ...]  # bit offsets of the four directions: across, down, and the two diagonals


@cache
def board(size: int) -> Board:
    stride = size + 1
    full = 0
    for y in range(size):
        for x in range(size):
            full |= 1 << (y * stride + x)
    return Board(size, stride, full, (1, stride, stride + 1, stride - 1))


def bit(b: Board, x: int, y: int) -> int:
    return 1 << (y * b.stride + x)


def squares(b: Board, m: int) -> list[tuple[int, int]]:
    """The (x, y) of every square in mask m, row by row."""
    return [(x, y) for y in range(b.size) for x in range(b.size) if m & bit(b, x, y)]


def blocked(b: Board, m: int) -> int:
    """Squares where one more of a symbol (its squares m) would make four in a row."""
    out = 0
    for k in b.dirs:
        m1, m2, m3 = m << k, m << 2 * k, m << 3 * k  # the squares 1, 2, 3 steps back hold the symbol
        p1, p2, p3 = m >> k, m >> 2 * k, m >> 3 * k  # ... 1, 2, 3 steps ahead
        out |= (m3 & m2 & m1) | (m2 & m1 & p1) | (m1 & p1 & p2) | (p1 & p2 & p3)
    return out & b.full


def has_run(b: Board, m: int) -> bool:
    """Whether a symbol's squares m hold four in a row."""
    for k in b.dirs:
        if m & (m >> k) & (m >> 2 * k) & (m >> 3 * k):
            return True
    return False


def grid_masks(b: Board, grid) -> tuple[list[int], int]:
    """(masks, blanks) of a grid of rows holding 0, 1, 2 or None."""
    masks = [0, 0, 0]
    blank = 0
    for y, row in enumerate(grid):
        for x, v in enumerate(row):
            if v is None:
                blank |= bit(b, x, y)
            else:
                masks[v] |= bit(b, x, y)
    return masks, blank


def grid_of(b: Board, masks) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(next(s for s in range(3) if masks[s] & bit(b, x, y)) for x in range(b.size))
                 for y in range(b.size))


def decided(b: Board, masks) -> int:
    """Squares of a full grid whose two other symbols would both make four in a row: the only ones that can
    be blank in a puzzle with one answer (changing any other square alone gives a second answer)."""
    e0, e1, e2 = (blocked(b, m) for m in masks)
    return (masks[0] & e1 & e2) | (masks[1] & e0 & e2) | (masks[2] & e0 & e1)


NO_EXCLUSIONS = (0, 0, 0)


def candidates(b: Board, masks, blank: int, excluded=NO_EXCLUSIONS) -> tuple[int, int, int]:
    """For each symbol, the blanks it may still go in."""
    return (blank & ~blocked(b, masks[0]) & ~excluded[0], blank & ~blocked(b, masks[1]) & ~excluded[1],
            blank & ~blocked(b, masks[2]) & ~excluded[2])


def forced(b: Board, masks, blank: int) -> int:
    """Blanks with exactly one symbol left (what the first round of singles fills)."""
    a0, a1, a2 = candidates(b, masks, blank)
    return (a0 & ~a1 & ~a2) | (a1 & ~a0 & ~a2) | (a2 & ~a0 & ~a1)


def singles(b: Board, masks, blank: int, most: int | None = None,
            excluded=NO_EXCLUSIONS) -> tuple[list[int], int, int] | None:
    """Rounds of singles (at most ``most``): (masks, blanks left, rounds); None on a contradiction
    (a blank with no symbol left, or four in a row made by squares filled in the same round)."""
    masks = list(masks)
    rounds = 0
    while blank and (most is None or rounds < most):
        a0, a1, a2 = candidates(b, masks, blank, excluded)
        if blank & ~(a0 | a1 | a2):
            return None
        f0, f1, f2 = a0 & ~a1 & ~a2, a1 & ~a0 & ~a2, a2 & ~a0 & ~a1
        if not (f0 | f1 | f2):
            break
        masks = [masks[0] | f0, masks[1] | f1, masks[2] | f2]
        blank &= ~(f0 | f1 | f2)
        rounds += 1
        if has_run(b, masks[0]) or has_run(b, masks[1]) or has_run(b, masks[2]):
            return None
    return masks, blank, rounds


@dataclass(frozen=True)
class Deduction:
    """What singles and one-level contradictions make of a puzzle."""

    filled: bool  # every blank filled
    contradictions: int  # symbols ruled out by a contradiction on the way (0: singles alone were enough)
    singles_rounds: int  # rounds of singles, all told
    masks: tuple[int, int, int] | None  # the filled grid when filled


def deduce(b: Board, masks, blank: int) -> Deduction:
    """Singles until they stall, then the first contradiction found (blanks in bit order, symbols 0, 1, 2),
    then singles again, and so on."""
    excluded = [0, 0, 0]
    rounds = steps = 0
    while True:
        done = singles(b, masks, blank, excluded=excluded)
        if done is None:
            return Deduction(False, steps, rounds, None)
        masks, blank, r = done
        rounds += r
        if not blank:
            return Deduction(True, steps, rounds, (masks[0], masks[1], masks[2]))
        ruled_out = _first_contradiction(b, masks, blank, excluded)
        if ruled_out is None:
            return Deduction(False, steps, rounds, None)
        s, cell = ruled_out
        excluded[s] |= cell
        steps += 1


def _first_contradiction(b: Board, masks, blank: int, excluded) -> tuple[int, int] | None:
    """(symbol, square bit) of the first symbol whose trial in a blank fails under singles."""
    allowed = candidates(b, masks, blank, excluded)
    rest = blank
    while rest:
        cell = rest & -rest
        rest ^= cell
        for s in range(3):
            if allowed[s] & cell:
                trial = list(masks)
                trial[s] |= cell
                if singles(b, trial, blank & ~cell, excluded=excluded) is None:
                    return s, cell
    return None


def solutions(b: Board, masks, blank: int, limit: int, found: list, nodes: list[int]) -> None:
    """Depth first: complete fillings (symbol masks) into found, until limit; nodes[0] counts the calls."""
    nodes[0] += 1
    done = singles(b, masks, blank)
    if done is None:
        return
    masks, blank, _ = done
    if not blank:
        found.append(tuple(masks))
        return
    # every blank left has two or three symbols: branch on one with two if there is one
    a0, a1, a2 = candidates(b, masks, blank)
    two = blank & ~(a0 & a1 & a2)
    cell = (two or blank) & -(two or blank)
    for s in range(3):
        if (a0, a1, a2)[s] & cell:
            trial = list(masks)
            trial[s] |= cell
            solutions(b, trial, blank & ~cell, limit, found, nodes)
            if len(found) >= limit:
                return


def unique_without(b: Board, masks, blank: int, cell: int, s: int) -> bool:
    """Whether blanking ``cell`` (holding symbol s) keeps exactly one filling (the others' symbols all fail)."""
    masks = list(masks)
    masks[s] &= ~cell
    for t in range(3):
        if t == s or blocked(b, masks[t]) & cell:
            continue
        trial = list(masks)
        trial[t] |= cell
        found: list = []
        solutions(b, trial, blank, 1, found, [0])
        if found:
            return False
    return True
