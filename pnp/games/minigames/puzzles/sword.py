"""Sword: join the numbers in order with one line that fills the grid.

A square grid (easy 5 × 5, hard 7 × 7) shows numbered squares 1..K. The
player draws one line through orthogonal neighbours that starts on 1, ends on
K, passes through every square exactly once and meets the numbers in
increasing order. Every tile has exactly one such line.

The counter is an exhaustive depth-first search from 1. Before it starts, the
checkerboard colours of 1 and K must suit a line of N squares (parity). At
each step it prunes a move that would leave an unvisited square (other than
K) with fewer than two usable neighbours, split the unvisited squares, or cut
the next number off (no way to it without crossing a later number). Dead
positions (the squares visited and where the line ends) are remembered.

Grading is solver-based. The "easy-level reasoning" only makes forced moves:
from the end of the line, a neighbour is ruled out when it is visited, carries
a number out of order, would leave the unvisited squares disconnected, would
leave a dead-end square, or would cut the next number off; when exactly one
neighbour is left the line moves there. Easy tiles (5 × 5) are finished by
forced moves alone; hard tiles (7 × 7, few numbers) are not and need search.

Generation: a random path through every square (backbite moves on a
boustrophedon), numbered at both ends. Easy tiles get numbers wherever forced
moves stall (on a wrong neighbour, so that it is out of order); hard tiles get
numbers that rule out each other line the search finds until the line is the
only one. Then every number that is not needed is dropped.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from pnp.games.minigames.common import ANSWER as LINE
from pnp.games.minigames.common import INK, place, ruled_grid
from pnp.games.minigames.jsonio import cell, cells
from pnp.games.minigames.likeness import cells_text, symmetries
from pnp.games.minigames.spec import MinigameSpec
from pnp.grid.core import Cell
from pnp.jsonio import Reader
from pnp.scene.color import Color
from pnp.scene.model import Item, Style, Text
from pnp.scene.shapes import circle, polyline

SPEC = MinigameSpec(
    type="sword", name="Sword", prefix="SW", icon="sword", order=10,
    task="Join the numbers in order with one line through every square.",
)
DISC = INK
DISC_TEXT = Color.hex("#fbf7ee")

SETTINGS = {
    # gap: the first numbers fall about every gap squares; budget: search nodes the generator
    # spends on one question before it gives up (it then keeps a number rather than prove it spare)
    "easy": dict(size=5, backbites=400, max_numbers=10),
    "hard": dict(size=7, backbites=800, gap=4, budget=2000),
}
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
# Square (x, y) is bit y * (size + 1) + x: a spare column keeps left/right shifts from wrapping.

@dataclass(frozen=True)
class _Board:
    size: int
    stride: int
    full: int
    black: int  # squares with x + y even
    nbrs: tuple[tuple[tuple[int, int], ...], ...]  # (index, bit) of the neighbours, per bit index
    ring: tuple[tuple[int, ...], ...]  # the 8 squares around, in turn from the top (0 off the grid)
    ring_mask: tuple[int, ...]
    ring_known: dict  # (ring bits << 7 | index) -> whether the orthogonal neighbours join around the square


@lru_cache(maxsize=None)
def _board(size: int) -> _Board:
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
    return _Board(size, stride, full, black, tuple(nbrs), tuple(ring), tuple(ring_mask), {})


def _index(b: _Board, c: Cell) -> int:
    return c[1] * b.stride + c[0]


def _cell(b: _Board, i: int) -> Cell:
    return (i % b.stride, i // b.stride)


def _connected(region: int, seed: int, stride: int) -> bool:
    """Whether every square of region is reached from seed through region."""
    reach = seed
    while True:
        grown = (reach | (reach << 1) | (reach >> 1) | (reach << stride) | (reach >> stride)) & region
        if grown == reach:
            return grown == region
        reach = grown


def _joined_around(b: _Board, i: int, region: int) -> bool:
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


class _Rules:
    """The puzzle in bits, with the simple checks both solvers share."""

    def __init__(self, p: Puzzle) -> None:
        b = self.b = _board(p.size)
        self.number = [0] * len(b.nbrs)  # 0: no number
        self.at: dict[int, int] = {}  # number -> bit index
        for c, n in p.clues:
            i = _index(b, c)
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
        l, r, d, t = free << 1, free >> 1, free << s, free >> s
        two = (l & r) | ((l | r) & (d | t)) | (d & t)
        if free & self.end_bit and free != self.end_bit and not (l | r | d | t) & self.end_bit:
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
        out = []
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
                if not _joined_around(b, n, rest) and not _connected(rest, rest & -rest, b.stride):
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


class _Budget(Exception):
    pass


_FOUND: dict[tuple[Puzzle, int], tuple[tuple[tuple[int, ...], ...], int]] = {}


def _search(p: Puzzle, limit: int, budget: int | None = None) -> tuple[tuple[tuple[int, ...], ...], int] | None:
    """Up to ``limit`` lines (as bit indices) and the number of search nodes visited.

    With a budget, None when the search would visit more nodes than that.
    """
    key = (p, limit)
    if key in _FOUND:
        return _FOUND[key]
    if problems(p):
        return (), 0
    R = _Rules(p)
    b = R.b
    full, stride, end_bit, k = b.full, b.stride, R.end_bit, R.k
    number, later, at, nbrs = R.number, R.later, R.at, b.nbrs
    ring_mask, ring_known = b.ring_mask, b.ring_known
    found: list[tuple[int, ...]] = []
    dead: set[int] = set()
    path = [R.start]
    nodes = 0
    cap = budget if budget is not None else -1

    def walk(head: int, visited: int, nxt: int) -> None:
        nonlocal nodes
        nodes += 1
        if nodes == cap:
            raise _Budget
        free = full & ~visited
        if not free:
            found.append(tuple(path))
            return
        key = visited << 7 | head
        if key in dead:
            return
        before = len(found)
        # traps: squares with fewer than two free neighbours, which the line must enter next
        l, r, d, t = free << 1, free >> 1, free << stride, free >> stride
        low = free & ~((l & r) | ((l | r) & (d | t)) | (d & t)) & ~end_bit
        if free & end_bit and free != end_bit and not (l | r | d | t) & end_bit:
            low = -1  # the end square is cut off
        around = None  # whether the next number stays reachable around head (the same for every move)
        for n, bit in nbrs[head]:
            if not free & bit or low & ~bit:
                continue
            num = number[n]
            if num:
                if num != nxt or (bit == end_bit and free != bit):
                    continue
                step = nxt + 1
            else:
                step = nxt
            rest = free ^ bit
            if rest:
                # the squares left must stay connected (a quick look around n first)
                joined = ring_known.get((rest & ring_mask[n]) << 7 | n)
                if joined is None:
                    joined = _joined_around(b, n, rest)
                if not joined and not _connected(rest, rest & -rest, stride):
                    continue
                # the next number must stay reachable without crossing a later one
                if step <= k:
                    room = free & ~later[step]
                    if step == nxt:  # it was reachable from head: it still is when head's neighbours join around it
                        if around is None:
                            around = ring_known.get((room & ring_mask[head]) << 7 | head)
                            if around is None:
                                around = _joined_around(b, head, room)
                        reached = around
                    else:
                        reached = False
                    if not reached:
                        goal = 1 << at[step]
                        reach = bit
                        while not reach & goal:
                            grown = (reach | (reach << 1) | (reach >> 1) | (reach << stride) | (reach >> stride)) & room
                            if grown == reach:
                                break
                            reach = grown
                        if not reach & goal:
                            continue
            path.append(n)
            walk(n, visited | bit, step)
            path.pop()
            if len(found) >= limit:
                return
        if len(found) == before:
            dead.add(key)

    start = 1 << R.start
    if R.parity_ok() and _connected(full, start, stride):
        try:
            walk(R.start, start, 2)
        except _Budget:
            return None
    result = (tuple(found), nodes)
    if len(_FOUND) > 4096:
        _FOUND.clear()
    _FOUND[key] = result
    return result


def _as_answer(p: Puzzle, bits: tuple[int, ...]) -> Answer:
    b = _board(p.size)
    return Answer(tuple(_cell(b, i) for i in bits))


def count_solutions(puzzle: Puzzle, limit: int = 2) -> int:
    found, _ = _search(puzzle, limit)
    return min(limit, len(found))


def solve(puzzle: Puzzle) -> Answer | None:
    found, _ = _search(puzzle, 2)
    return _as_answer(puzzle, found[0]) if len(found) == 1 else None


def forced_moves(puzzle: Puzzle) -> tuple[bool, int, list[int]]:
    """The easy-level reasoning: (finished, moves made, the candidates where it stopped)."""
    if problems(puzzle):
        return False, 0, []
    R = _Rules(puzzle)
    b = R.b
    head = R.start
    visited = 1 << head
    nxt = 2
    moves = 0
    while visited != b.full:
        options = R.simple_moves(head, visited, nxt)
        if len(options) != 1:
            return False, moves, options
        head = options[0]
        visited |= 1 << head
        if R.number[head]:
            nxt += 1
        moves += 1
    return True, moves, []


def grade(puzzle: Puzzle) -> tuple[str, dict]:
    finished, moves, _ = forced_moves(puzzle)
    found, nodes = _search(puzzle, 2)
    measure = {"size": puzzle.size, "numbers": len(puzzle.clues), "forced_moves_finish": finished,
               "forced_moves": moves, "search_nodes": nodes, "solutions": min(2, len(found))}
    if puzzle.size == SETTINGS["easy"]["size"] and finished:
        return "easy", measure
    if puzzle.size == SETTINGS["hard"]["size"] and not finished:
        return "hard", measure
    return "unrated", measure


# --- generation ------------------------------------------------------------------

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


def _puzzle(size: int, line_: list[Cell], marks: set[int]) -> Puzzle:
    return Puzzle(size, tuple((line_[i], n) for n, i in enumerate(sorted(marks), 1)))


def _easy_marks(line_: list[Cell], size: int, rng: random.Random) -> set[int] | None:
    """Numbers (as positions on the line) that forced moves alone follow from 1 to the end.

    Wherever forced moves stall, a wrong neighbour gets a number (and, when no number lies before
    it, one more in between) so that it is out of order; then the numbers not needed are dropped.
    """
    b = _board(size)
    last = len(line_) - 1
    marks = {0, last}
    for _ in range(len(line_)):
        finished, moves, options = forced_moves(_puzzle(size, line_, marks))
        if finished:
            break
        wrong = [i for i in (line_.index(_cell(b, o)) for o in options) if i != moves + 1]
        if not wrong:
            return None
        j = rng.choice(wrong)
        marks.add(j)
        if not any(moves < i < j for i in marks if i != j):
            marks.add(rng.randrange(moves + 1, j))  # so that j's number comes later than the next one due
    else:
        return None
    for i in rng.sample(sorted(marks - {0, last}), len(marks) - 2):
        if forced_moves(_puzzle(size, line_, marks - {i}))[0]:
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


def _hard_marks(line_: list[Cell], size: int, marks: set[int], rng: random.Random, budget: int) -> set[int] | None:
    """Add numbers that rule out other lines until the line is the only one, then drop the spare ones.

    Every other line a search finds is kept: a later question it already answers needs no search.
    """
    last = len(line_) - 1
    b = _board(size)
    on_line = {_index(b, c): i for i, c in enumerate(line_)}
    others: list[list[int]] = []

    def other_line(ms: set[int]) -> list[int] | None | bool:
        """Another line meeting these numbers, False when there is none, None when the search ran out."""
        stops = sorted(ms)
        for alt_at in others:
            if _fits(alt_at, stops):
                return alt_at
        searched = _search(_puzzle(size, line_, ms), 2, budget)
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


def generate(difficulty: str, rng: random.Random):
    s = SETTINGS[difficulty]
    size = s["size"]
    line_ = random_line(size, rng, s["backbites"])
    last = len(line_) - 1
    if difficulty == "easy":
        # number the line from 1 at either end; keep the way that needs fewer numbers
        best = None
        for way in (line_, line_[::-1]):
            found = _easy_marks(way, size, rng)
            if found is not None and (best is None or len(found) < len(best[1])):
                best = (way, found)
        if best is None or len(best[1]) > s["max_numbers"]:
            return None
        line_, marks = best
    else:
        # start from a number about every gap squares, so that the first searches are short
        gap = s["gap"]
        start = {0, last} | {min(last - 1, i + rng.randrange(gap)) for i in range(1, last, gap)}
        marks = _hard_marks(line_, size, start, rng, s["budget"])
        if marks is None:
            return None
    return _puzzle(size, line_, marks), Answer(tuple(line_))


# --- likeness (ids, sets) ---------------------------------------------------------

def canonical(p: Puzzle) -> str:
    """The 8 turns and mirrors of the grid, and the numbers read backwards (K + 1 - n: the same line
    walked from the other end)."""
    k = len(p.clues)
    forms = []
    for _, _, move in symmetries(p.size, p.size):
        for backwards in (False, True):
            clues = sorted((k + 1 - n if backwards else n, move(*c)) for c, n in p.clues)
            forms.append(" ".join(f"{n}@{x},{y}" for n, (x, y) in clues))
    return f"{p.size}|{min(forms)}"


def solved_form(p: Puzzle, a: Answer) -> str:
    """The line under the same turns and mirrors, walked from either end."""
    forms = []
    for _, _, move in symmetries(p.size, p.size):
        moved = [move(*c) for c in a.line]
        forms += [cells_text(moved), cells_text(reversed(moved))]
    return f"{p.size}|{min(forms)}"


# --- JSON ------------------------------------------------------------------------

def puzzle_to_json(p: Puzzle) -> dict:
    return {"size": p.size, "numbers": [{"at": list(c), "number": n} for c, n in p.clues]}


def puzzle_from_json(r: Reader) -> Puzzle:
    size = r.get("size", int)
    if not MIN_SIZE <= size <= MAX_SIZE:
        raise r.fail(f"expected a size from {MIN_SIZE} to {MAX_SIZE}, got {size}", "size")
    clues = []
    for cr in r.items("numbers"):
        cr.obj()
        at = cell(cr, "at")
        if not (0 <= at[0] < size and 0 <= at[1] < size):
            raise cr.fail(f"square {list(at)} is outside the {size} × {size} grid", "at")
        n = cr.get("number", int)
        clues.append((at, n))
    clues.sort(key=lambda c: c[1])
    puzzle = Puzzle(size, tuple(clues))
    bad = problems(puzzle)
    if bad:
        raise r.fail("; ".join(bad), "numbers")
    return puzzle


def answer_to_json(a: Answer) -> dict:
    return {"line": [list(c) for c in a.line]}


def answer_from_json(r: Reader) -> Answer:
    line_ = cells(r, "line")
    for a, b in zip(line_, line_[1:]):
        if abs(a[0] - b[0]) + abs(a[1] - b[1]) != 1:
            raise r.fail(f"squares {list(a)} and {list(b)} are not neighbours", "line")
    return Answer(line_)


# --- drawing ---------------------------------------------------------------------

INSET = 1.0  # mm kept free inside the box, so the frame never touches the header or footer


def _place(tile, box) -> tuple[float, float, float]:
    """Top-left corner and square size of the grid, as large as fits and centred."""
    return place(tile.puzzle.size, tile.puzzle.size, box, inset=INSET)


def _grid(tile, box) -> list[Item]:
    ox, oy, c = _place(tile, box)
    return ruled_grid(ox, oy, tile.puzzle.size, c)


def _numbers(tile, box) -> list[Item]:
    ox, oy, c = _place(tile, box)
    r = c * 0.36
    size = round(min(13.0, r * 2 * 0.62 / 0.3528), 1)  # points: the digits fill about 60% of the disc
    items: list[Item] = []
    for (x, y), n in tile.puzzle.clues:
        cx, cy = ox + (x + 0.5) * c, oy + (y + 0.5) * c
        items.append(circle(cx, cy, r, Style(fill=DISC)))
        items.append(Text(str(n), cx - r, cy - r, 2 * r, 2 * r, font="body-bold", size=size, color=DISC_TEXT,
                          align="center", valign="middle", wrap=False, min_size=4))
    return items


def draw_puzzle(tile, box) -> list[Item]:
    return _grid(tile, box) + _numbers(tile, box)


def draw_answer(tile, box) -> list[Item]:
    ox, oy, c = _place(tile, box)
    points = [(ox + (x + 0.5) * c, oy + (y + 0.5) * c) for x, y in tile.answer.line]
    stroke = Style(stroke=LINE, width=max(1.0, c * 0.22), cap="round", join="round")
    return _grid(tile, box) + [polyline(points, stroke)] + _numbers(tile, box)


# --- the rules page --------------------------------------------------------------

def rules_row() -> tuple[str, str]:
    easy, hard = SETTINGS["easy"], SETTINGS["hard"]
    return (f"{easy['size']} × {easy['size']} grid, at most {easy['max_numbers']} numbers; forced moves finish it",
            f"{hard['size']} × {hard['size']} grid; forced moves stall")
