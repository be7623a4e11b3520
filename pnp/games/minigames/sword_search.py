"""Sword: the counter (every line through the numbers, up to a limit) and the forced moves grading uses.

The counter is an exhaustive depth-first search from 1. Before it starts, the
checkerboard colours of 1 and K must suit a line of N squares (parity). At
each step it prunes a move that would leave an unvisited square (other than
K) with fewer than two usable neighbours, split the unvisited squares, or cut
the next number off (no way to it without crossing a later number). Dead
positions (the squares visited and where the line ends) are remembered.

The forced moves are the "easy-level reasoning": from the end of the line,
a neighbour is ruled out when it is visited, carries a number out of order,
would leave the unvisited squares disconnected, would leave a dead-end
square, or would cut the next number off; when exactly one neighbour is left
the line moves there.
"""

from __future__ import annotations

from typing import overload

from pnp.games.minigames.sword_board import Answer, Puzzle, Rules, board, cell_at, connected, joined_around, problems

Lines = tuple[tuple[int, ...], ...]  # lines as the bit indices of their squares, from 1 to K


class _Budget(Exception):
    pass


_FOUND: dict[tuple[Puzzle, int], tuple[Lines, int]] = {}


@overload
def search(p: Puzzle, limit: int, budget: None = None) -> tuple[Lines, int]: ...
@overload
def search(p: Puzzle, limit: int, budget: int) -> tuple[Lines, int] | None: ...
def search(p: Puzzle, limit: int, budget: int | None = None) -> tuple[Lines, int] | None:
    """Up to ``limit`` lines (as bit indices) and the number of search nodes visited.

    With a budget, None when the search would visit more nodes than that (without one, never None).
    """
    key = (p, limit)
    if key in _FOUND:
        return _FOUND[key]
    if problems(p):
        return (), 0
    try:
        result = _lines(Rules(p), limit, budget)
    except _Budget:
        return None
    if len(_FOUND) > 4096:
        _FOUND.clear()
    _FOUND[key] = result
    return result


# One piece on purpose (complexity over 15): this is the counter's inner loop, run for every node of every
# search (hundreds of thousands per hard tile). The pruning checks of Rules.simple_moves are inlined here,
# with the board's tables bound to locals and the ring look-up tried before the call, because calls and
# attribute look-ups per move cost more than the checks themselves.
def _lines(R: Rules, limit: int, budget: int | None) -> tuple[Lines, int]:  # noqa: C901
    """The depth-first search: up to ``limit`` lines and the nodes visited; raises _Budget past ``budget``."""
    b = R.b
    full, stride, end_bit, k = b.full, b.stride, R.end_bit, R.k
    number, later, at, nbrs = R.number, R.later, R.at, b.nbrs
    ring_mask, ring_known = b.ring_mask, b.ring_known
    found: list[tuple[int, ...]] = []
    dead: set[int] = set()
    path = [R.start]
    nodes = 0
    cap = budget if budget is not None else -1

    def walk(head: int, visited: int, nxt: int) -> None:  # noqa: C901 (see above)
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
        left, right, down, top = free << 1, free >> 1, free << stride, free >> stride
        low = free & ~((left & right) | ((left | right) & (down | top)) | (down & top)) & ~end_bit
        if free & end_bit and free != end_bit and not (left | right | down | top) & end_bit:
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
                    joined = joined_around(b, n, rest)
                if not joined and not connected(rest, rest & -rest, stride):
                    continue
                # the next number must stay reachable without crossing a later one
                if step <= k:
                    room = free & ~later[step]
                    if step == nxt:  # it was reachable from head: it still is when head's neighbours join around it
                        if around is None:
                            around = ring_known.get((room & ring_mask[head]) << 7 | head)
                            if around is None:
                                around = joined_around(b, head, room)
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
    if R.parity_ok() and connected(full, start, stride):
        walk(R.start, start, 2)
    return tuple(found), nodes


def as_answer(p: Puzzle, bits: tuple[int, ...]) -> Answer:
    """A line found by :func:`search` as an answer (squares, not bits)."""
    b = board(p.size)
    return Answer(tuple(cell_at(b, i) for i in bits))


def forced_moves(puzzle: Puzzle) -> tuple[bool, int, list[int]]:
    """The easy-level reasoning: (finished, moves made, the candidates where it stopped)."""
    if problems(puzzle):
        return False, 0, []
    R = Rules(puzzle)
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
