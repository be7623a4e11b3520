"""How playable a tile set is: joining the door and the four key tiles by rotating tiles.

For a deal with every tile face up, the least number of single (quarter-turn)
rotations that joins the door and all four key tiles (by pathways, and
between secret-passage tiles, the way heroes move) is a
node-weighted Steiner tree problem: each tile is a node in each of its
orientations, weighted by the quarter turns to reach it (0, 1 or 2), and two
orientations of neighbouring tiles are linked when their pathways meet;
secret-passage tiles are all linked. The Dreyfus–Wagner dynamic programme over
the subsets of the four keys finds the cheapest tree; if that tree happens to
use one tile in two orientations (which no real board can), an exact CP-SAT
model decides instead. Walls play no part: a fresh deal has none.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache
from typing import Any

from pnp.games.maze_tiles.model import DIRS, OPPOSITE, STEP, Board, Pos, TileSet, rotate_sides
from pnp.games.maze_tiles.rules import component, direction, neighbour, pathways_meet, positions_of

INF = 10**9  # the same as steiner_kernel.INF (imported only when solving: Numba takes a while to load)
_BIT = {d: 1 << i for i, d in enumerate(DIRS)}


@cache
def _mask(sides) -> int:
    """A tile's pathway sides as a bit mask (N, E, S, W = bits 0..3); kept per set of sides (a deal asks per tile)."""
    return sum(_BIT[d] for d in sides)


@dataclass
class _Graph:
    nodes: list[tuple[Pos, int]]  # (position, rotation)
    weight: list[int]
    of_pos: dict[Pos, list[int]]
    indptr: Any  # the links in compressed rows (numpy arrays): node v's neighbours are
    indices: Any  # indices[indptr[v]:indptr[v + 1]]


@dataclass(frozen=True)
class _Deal:
    """What every solve of one deal shares, worked out once (branch and bound solves a deal many times)."""

    size: int
    dealt: tuple[tuple[int, int], ...]  # per cell, row by row: (pathway mask as printed, rotation as dealt)
    options: tuple[tuple[tuple[int, int, int], ...], ...]  # per cell: (rotation, mask, turns), one a layout
    secret: tuple[Pos, ...]
    door: Pos
    keys: tuple[Pos, ...]


def _rot_mask(m: int, r: int) -> int:
    """Rotate a pathway bit mask (N, E, S, W = bits 0..3) by r quarter turns clockwise."""
    r %= 4
    return ((m << r) | (m >> (4 - r))) & 15 if r else m


def _prepare(ts: TileSet, board: Board) -> _Deal:
    """Each tile's distinct pathway layouts, at the rotation that reaches each in the fewest quarter turns."""
    dealt = []
    options = []
    for placed in board.cells:
        base = _mask(ts.tiles[placed.tile].sides)
        dealt.append((base, placed.rotation))
        options.append(_layouts(base, placed.rotation))
    secret = tuple((i % board.size, i // board.size) for i, placed in enumerate(board.cells)
                   if ts.tiles[placed.tile].symbol == "secret")
    return _Deal(board.size, tuple(dealt), tuple(options), secret, positions_of(ts, board, "door")[0],
                 tuple(positions_of(ts, board, "key")))


@cache
def _layouts(base: int, dealt: int) -> tuple[tuple[int, int, int], ...]:
    """(rotation, mask, turns) for each distinct layout of a tile printed with ``base`` and dealt at ``dealt``:
    16 masks by 4 rotations, so worked out once each."""
    best: dict[int, tuple[int, int]] = {}  # mask -> (cost, rotation), first rotation wins a tie
    for r in range(4):
        m = _rot_mask(base, r)
        cost = _turns(dealt, r)
        if m not in best or cost < best[m][0]:
            best[m] = (cost, r)
    return tuple((r, m, cost) for m, (cost, r) in best.items())


def _graph(deal: _Deal, fixed: dict[Pos, int] | None = None) -> _Graph:
    """The orientation graph, tile by tile in board order; ``fixed`` pins some tiles to one rotation (branch
    and bound). Orientations of neighbouring tiles are linked when their pathways meet (each pair once, both
    ways), and every orientation of a secret-passage tile to every orientation of each other one."""
    size = deal.size
    options = list(deal.options)
    for (x, y), r in (fixed or {}).items():
        c = y * size + x
        base, dealt = deal.dealt[c]
        options[c] = ((r, _rot_mask(base, r), _turns(dealt, r)),)
    nodes: list[tuple[Pos, int]] = []
    weight: list[int] = []
    masks: list[int] = []
    cell_start = [0]
    for c, opts in enumerate(options):
        pos = (c % size, c // size)
        nodes += [(pos, r) for r, _, _ in opts]
        masks += [m for _, m, _ in opts]
        weight += [cost for _, _, cost in opts]
        cell_start.append(len(nodes))
    import numpy as np

    from pnp.games.maze_tiles.steiner_kernel import link

    secret = np.array([y * size + x for x, y in deal.secret], dtype=np.int64)
    indptr, indices = link(size, np.array(cell_start, dtype=np.int64), np.array(masks, dtype=np.int64), secret)
    of_pos = {(c % size, c // size): list(range(cell_start[c], cell_start[c + 1])) for c in range(len(options))}
    return _Graph(nodes, weight, of_pos, indptr, indices)


def _steiner(ts: TileSet, board: Board, fixed: dict[Pos, int] | None = None, deal: _Deal | None = None):
    """Dreyfus–Wagner over the four keys, rooted at the door: the cheapest tree's cost and,
    for each tile it uses, each rotation used with the sides its tree edges leave by."""
    import numpy as np

    from pnp.games.maze_tiles.steiner_kernel import programme

    deal = deal or _prepare(ts, board)
    g = _graph(deal, fixed)
    key_nodes = [v for p in deal.keys for v in g.of_pos[p]]
    key_ptr = np.zeros(len(deal.keys) + 1, dtype=np.int64)
    np.cumsum([len(g.of_pos[p]) for p in deal.keys], out=key_ptr[1:])
    dp_a, pred_a, split_a = programme(g.indptr, g.indices, np.array(g.weight, dtype=np.int64), key_ptr,
                                      np.array(key_nodes, dtype=np.int64))
    full = (1 << len(deal.keys)) - 1
    # read element by element: the tree walks a few dozen of the programme's entries, not its whole tables
    pred, split = pred_a.item, split_a.item
    root = min(g.of_pos[deal.door], key=lambda v: (dp_a.item(full, v), v))
    best = dp_a.item(full, root)
    used: dict[Pos, dict[int, set[str]]] = {}
    if best >= INF:
        return INF, used, g
    stack = [(full, root)]
    while stack:
        mask, v = stack.pop()
        pos, r = g.nodes[v]
        sides = used.setdefault(pos, {}).setdefault(r, set())
        u = pred(mask, v)
        if u >= 0:
            upos, ur = g.nodes[u]
            d = direction(pos, upos)
            if d is not None:  # not a secret-passage link
                sides.add(d)
                used.setdefault(upos, {}).setdefault(ur, set()).add(OPPOSITE[d])
            stack.append((mask, u))
        elif mask & (mask - 1):  # a tree that branches here (a single key's path starts here)
            sub = split(mask, v)
            stack += [(sub, v), (mask ^ sub, v)]
    return best, used, g


def _repairable(ts: TileSet, board: Board, used: dict[Pos, dict[int, set[str]]]) -> Pos | None:
    """The first tile used in two orientations that no single rotation can stand in for."""
    for pos in sorted(used):
        rotations = used[pos]
        if len(rotations) < 2:
            continue
        placed = board.at(pos)
        tile = ts.tiles[placed.tile]
        need = set().union(*rotations.values())
        paid = sum(_turns(placed.rotation, r) for r in rotations)
        fits = [_turns(placed.rotation, r) for r in range(4) if need <= rotate_sides(tile.sides, r)]
        if not fits or min(fits) > paid:
            return pos
    return None


def _turns(a: int, b: int) -> int:
    """Quarter turns from rotation ``a`` to rotation ``b``, either way round (0, 1 or 2)."""
    d = (b - a) % 4
    return min(d, 4 - d)


def min_rotations(ts: TileSet, board: Board, max_branches: int = 256) -> int | None:
    """The fewest quarter turns that join the door and every key tile (proven), or None
    when no rotation of the tiles can join them.

    The programme's tree may use one tile in two orientations, which no real board
    can, so its cost is a lower bound. A tile used twice is *repaired* when one
    rotation opens every side the tree uses there for no more quarter turns than
    the tree paid (the repaired tree is real and no dearer). Otherwise branch and
    bound: pin the tile to each rotation in turn, best bound first; the first real
    tree whose cost meets the smallest open bound is optimal. Past ``max_branches``
    the exact CP-SAT model decides (with compiled spreads a solve is under a millisecond, so 256 branches
    cost less than the model's usual 0.2 to 2 s; past 64 it was called on 1.4 % of deals, past 256 on 0.2 %).
    """
    import heapq

    prepared = _prepare(ts, board)
    root_bound, used, _ = _steiner(ts, board, deal=prepared)
    if root_bound >= INF:
        return None  # even the relaxation joins nothing, so no real tree exists
    # entries: (bound known for the branch or inherited from its parent, tie, pins, solved tree or None);
    # a child inherits its parent's bound and is solved only when popped (lazy evaluation). Among equal bounds
    # the newest entry comes first (the tie is minus a counter): a depth-first dive that pins one more tile
    # each step usually reaches a real tree of the root's cost in a few solves, where first-in-first-out
    # solved every sibling at every depth (4^depth solves) before looking at any grandchild.
    heap: list = [(root_bound, 0, {}, used)]
    counter = 0
    while heap:
        bound, _, fixed, used = heapq.heappop(heap)
        if used is None:
            b, u, _ = _steiner(ts, board, fixed, prepared)
            if b < INF:
                counter += 1
                heapq.heappush(heap, (b, -counter, fixed, u))
            continue
        bad = _repairable(ts, board, used)
        if bad is None:
            return bound  # every open branch costs at least this much
        if counter > max_branches:
            return _exact(ts, board, bound)
        placed = board.at(bad)
        tried_first = sorted(used[bad], key=lambda r: _turns(placed.rotation, r))
        # a rotation giving the same layout as a cheaper one is never better: only one rotation per layout
        layouts = {m: r for r, m, _ in prepared.options[bad[1] * board.size + bad[0]]}
        order = [r for r in tried_first + [r for r in range(4) if r not in used[bad]] if r in layouts.values()]
        for r in reversed(order):  # pushed last, popped first: the cheapest rotation the tree used
            counter += 1
            heapq.heappush(heap, (bound, -counter, {**fixed, bad: r}, None))
    return None


def _exact(ts: TileSet, board: Board, lower: int) -> int | None:
    """CP-SAT: rotations chosen per tile, a flow from the door to every key through open links."""
    from pnp.cpsat import load_cp_model

    load_cp_model()  # without pandas: see pnp.cpsat
    from ortools.sat.python import cp_model

    m = cp_model.CpModel()
    size = board.size
    pos_list = [(x, y) for y in range(size) for x in range(size)]
    rot = {}
    cost_terms = []
    opens = {}
    for p in pos_list:
        placed = board.at(p)
        tile = ts.tiles[placed.tile]
        lits = [m.new_bool_var(f"r{p}{r}") for r in range(4)]
        m.add_exactly_one(lits)
        rot[p] = lits
        for r, lit in enumerate(lits):
            cost_terms.append(_turns(placed.rotation, r) * lit)
        for d in DIRS:
            o = m.new_bool_var(f"o{p}{d}")
            m.add(o == sum(lit for r, lit in enumerate(lits) if d in rotate_sides(tile.sides, r)))
            opens[(p, d)] = o
    door = positions_of(ts, board, "door")[0]
    keys = positions_of(ts, board, "key")
    arcs = []
    for p in pos_list:
        for d in DIRS:
            q = (p[0] + STEP[d][0], p[1] + STEP[d][1])
            if q in rot:
                arcs.append((p, q, [opens[(p, d)], opens[(q, OPPOSITE[d])]]))
    secret = [p for p in pos_list if ts.tiles[board.at(p).tile].symbol == "secret"]
    for a in secret:
        for b in secret:
            if a != b:
                arcs.append((a, b, []))
    flow = {}
    cap = len(keys)
    for a, b, conds in arcs:
        f = m.new_int_var(0, cap, f"f{a}{b}")
        for c in conds:
            m.add(f == 0).only_enforce_if(c.negated())
        flow[(a, b)] = f
    for p in pos_list:
        out = sum(f for (a, _), f in flow.items() if a == p)
        inn = sum(f for (_, b), f in flow.items() if b == p)
        supply = cap if p == door else (-1 if p in keys else 0)
        m.add(out - inn == supply)
    m.add(sum(cost_terms) >= lower)
    m.minimize(sum(cost_terms))
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    solver.parameters.random_seed = 0
    status = solver.solve(m)
    if status == cp_model.INFEASIBLE:
        return None
    if status != cp_model.OPTIMAL:
        raise RuntimeError("the exact rotation model did not close")
    return int(round(solver.objective_value))


def joined_as_dealt(ts: TileSet, board: Board, passages: bool = True) -> bool:
    """Whether the door and every key tile are joined as the tiles lie (no turns; walls play no part).

    With ``passages`` a hero may also step between explored secret-passage
    tiles, as in play; without, only by pathways that meet.
    """
    if all(placed.explored for placed in board.cells) and not board.walls:
        return _joined_face_up(ts, board, passages)
    door = positions_of(ts, board, "door")[0]
    if passages:
        reach = component(ts, replace(board, walls=frozenset()), door)
    else:
        reach = {door}
        stack = [door]
        while stack:
            p = stack.pop()
            for d in DIRS:
                n = neighbour(board, p, d)
                if n is not None and n not in reach and pathways_meet(ts, board, p, n):
                    reach.add(n)
                    stack.append(n)
    return all(k in reach for k in positions_of(ts, board, "key"))


def _joined_face_up(ts: TileSet, board: Board, passages: bool) -> bool:
    """:func:`joined_as_dealt` on a board with every tile face up and no wall (every deal the report measures),
    as a flood over pathway bit masks: the rules' own moves, checked one by one, were a third of the report."""
    size = board.size
    cells = size * size
    tiles = ts.tiles
    opens = [_rot_mask(_mask(tiles[p.tile].sides), p.rotation) for p in board.cells]
    secret = [c for c, p in enumerate(board.cells) if tiles[p.tile].symbol == "secret"] if passages else []
    door, *_ = (c for c, p in enumerate(board.cells) if tiles[p.tile].role == "door")
    seen = {door}
    stack = [door]
    while stack:
        c = stack.pop()
        x = c % size
        for bit, step, back, inside in ((1, -size, 4, c >= size), (2, 1, 8, x + 1 < size),
                                        (4, size, 1, c + size < cells), (8, -1, 2, x > 0)):
            n = c + step
            if inside and opens[c] & bit and opens[n] & back and n not in seen:
                seen.add(n)
                stack.append(n)
        if c in secret:
            for n in secret:
                if n not in seen:
                    seen.add(n)
                    stack.append(n)
    return all(c in seen for c, p in enumerate(board.cells) if tiles[p.tile].role == "key")


def connected_without_rotations(ts: TileSet, board: Board) -> bool:
    """Joined as dealt, secret passages counting: the deals :func:`min_rotations` scores 0."""
    return joined_as_dealt(ts, board, passages=True)
