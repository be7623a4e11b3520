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

from pnp.games.maze_tiles.model import DIRS, OPPOSITE, STEP, Board, Pos, TileSet, rotate_sides
from pnp.games.maze_tiles.rules import component, direction, neighbour, pathways_meet, positions_of

INF = 10**9
_BIT = {d: 1 << i for i, d in enumerate(DIRS)}


def _mask(sides) -> int:
    return sum(_BIT[d] for d in sides)


@dataclass
class _Graph:
    nodes: list[tuple[Pos, int]]  # (position, rotation)
    weight: list[int]
    adj: list[list[int]]
    of_pos: dict[Pos, list[int]]


def _rot_mask(m: int, r: int) -> int:
    """Rotate a pathway bit mask (N, E, S, W = bits 0..3) by r quarter turns clockwise."""
    r %= 4
    return ((m << r) | (m >> (4 - r))) & 15 if r else m


def _graph(ts: TileSet, board: Board, fixed: dict[Pos, int] | None = None) -> _Graph:
    """The orientation graph; ``fixed`` pins some tiles to one rotation (branch and bound)."""
    nodes, weight, masks, of_pos = _orientations(ts, board, fixed or {})
    adj: list[list[int]] = [[] for _ in nodes]
    _link_pathways(board.size, masks, of_pos, adj)
    _link_passages(ts, board, of_pos, adj)
    return _Graph(nodes, weight, adj, of_pos)


def _orientations(ts: TileSet, board: Board, fixed: dict[Pos, int]):
    """The graph's nodes, tile by tile in board order: one per distinct pathway layout of a tile, at the rotation
    that reaches it in the fewest quarter turns; with their weights (those turns), pathway masks, and each
    position's nodes."""
    nodes: list[tuple[Pos, int]] = []
    weight: list[int] = []
    masks: list[int] = []
    of_pos: dict[Pos, list[int]] = {}
    size = board.size
    for y in range(size):
        for x in range(size):
            placed = board.at((x, y))
            base = _mask(ts.tiles[placed.tile].sides)
            best: dict[int, tuple[int, int]] = {}  # mask -> (cost, rotation)
            for r in ((fixed[(x, y)],) if (x, y) in fixed else range(4)):
                m = _rot_mask(base, r)
                cost = _turns(placed.rotation, r)
                if m not in best or cost < best[m][0]:
                    best[m] = (cost, r)
            ids = []
            for m, (cost, r) in best.items():
                ids.append(len(nodes))
                nodes.append(((x, y), r))
                weight.append(cost)
                masks.append(m)
            of_pos[(x, y)] = ids
    return nodes, weight, masks, of_pos


def _link_pathways(size: int, masks: list[int], of_pos: dict[Pos, list[int]], adj: list[list[int]]) -> None:
    """Link the orientations of neighbouring tiles whose pathways meet (each pair once, both ways)."""
    east, south = _BIT["E"], _BIT["S"]
    west, north = _BIT["W"], _BIT["N"]
    for (x, y), ids in of_pos.items():
        right = of_pos.get((x + 1, y)) if x + 1 < size else None
        below = of_pos.get((x, y + 1)) if y + 1 < size else None
        for i in ids:
            mi = masks[i]
            if right and mi & east:
                for j in right:
                    if masks[j] & west:
                        adj[i].append(j)
                        adj[j].append(i)
            if below and mi & south:
                for j in below:
                    if masks[j] & north:
                        adj[i].append(j)
                        adj[j].append(i)


def _link_passages(ts: TileSet, board: Board, of_pos: dict[Pos, list[int]], adj: list[list[int]]) -> None:
    """Link every orientation of each secret-passage tile to every orientation of each other one."""
    secret = [p for p in of_pos if ts.tiles[board.at(p).tile].symbol == "secret"]
    for a in range(len(secret)):
        for b in range(a + 1, len(secret)):
            for i in of_pos[secret[a]]:
                for j in of_pos[secret[b]]:
                    adj[i].append(j)
                    adj[j].append(i)


def _spread(g: _Graph, start: list[int]) -> tuple[list[int], list[int]]:
    """Node-weighted shortest distances from the initial values (a bucket queue: weights
    are 0, 1 or 2), and each node's predecessor (-1 where the initial value stood)."""
    dist = start
    n = len(dist)
    pred = [-1] * n
    finite = [d for d in dist if d < INF]
    if not finite:
        return dist, pred
    low = min(finite)
    top = max(finite) + 2 * n + 1
    buckets: list[list[int]] = [[] for _ in range(top - low + 1)]
    for v, d in enumerate(dist):
        if d < INF:
            buckets[d - low].append(v)
    weight, adj = g.weight, g.adj
    for offset in range(len(buckets)):
        bucket = buckets[offset]
        current = offset + low
        while bucket:
            v = bucket.pop()
            if dist[v] != current:
                continue
            for u in adj[v]:
                nd = current + weight[u]
                if nd < dist[u]:
                    dist[u] = nd
                    pred[u] = v
                    buckets[nd - low].append(u)
    return dist, pred


def _steiner(ts: TileSet, board: Board, fixed: dict[Pos, int] | None = None):
    """Dreyfus–Wagner over the four keys, rooted at the door: the cheapest tree's cost and,
    for each tile it uses, each rotation used with the sides its tree edges leave by."""
    g = _graph(ts, board, fixed)
    door = positions_of(ts, board, "door")[0]
    keys = positions_of(ts, board, "key")
    k = len(keys)
    n = len(g.nodes)
    dp: dict[int, list[int]] = {}
    pred: dict[int, list[int]] = {}
    split: dict[int, list[int]] = {}
    for i, p in enumerate(keys):
        start = [INF] * n
        for v in g.of_pos[p]:
            start[v] = g.weight[v]
        dp[1 << i], pred[1 << i] = _spread(g, start)
    full = (1 << k) - 1
    weight = g.weight
    for mask in range(1, full + 1):
        if mask in dp:
            continue
        merged = [INF] * n
        choice = [0] * n
        sub = (mask - 1) & mask
        low = mask & -mask
        while sub:
            if sub & low:  # each split once
                a, b = dp[sub], dp[mask ^ sub]
                for v in range(n):
                    s = a[v] + b[v] - weight[v]
                    if s < merged[v]:
                        merged[v] = s
                        choice[v] = sub
            sub = (sub - 1) & mask
        dp[mask], pred[mask] = _spread(g, merged)
        split[mask] = choice
    root = min(g.of_pos[door], key=lambda v: (dp[full][v], v))
    best = dp[full][root]
    used: dict[Pos, dict[int, set[str]]] = {}
    if best >= INF:
        return INF, used, g
    stack = [(full, root)]
    while stack:
        mask, v = stack.pop()
        pos, r = g.nodes[v]
        sides = used.setdefault(pos, {}).setdefault(r, set())
        u = pred[mask][v]
        if u >= 0:
            upos, ur = g.nodes[u]
            d = direction(pos, upos)
            if d is not None:  # not a secret-passage link
                sides.add(d)
                used.setdefault(upos, {}).setdefault(ur, set()).add(OPPOSITE[d])
            stack.append((mask, u))
        elif mask in split:
            sub = split[mask][v]
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


def min_rotations(ts: TileSet, board: Board, max_branches: int = 64) -> int | None:
    """The fewest quarter turns that join the door and every key tile (proven), or None
    when no rotation of the tiles can join them.

    The programme's tree may use one tile in two orientations, which no real board
    can, so its cost is a lower bound. A tile used twice is *repaired* when one
    rotation opens every side the tree uses there for no more quarter turns than
    the tree paid (the repaired tree is real and no dearer). Otherwise branch and
    bound: pin the tile to each rotation in turn, best bound first; the first real
    tree whose cost meets the smallest open bound is optimal. Past ``max_branches``
    the exact CP-SAT model decides.
    """
    import heapq

    root_bound, used, _ = _steiner(ts, board)
    if root_bound >= INF:
        return None  # even the relaxation joins nothing, so no real tree exists
    # entries: (bound known for the branch or inherited from its parent, tie, pins, solved tree or None);
    # a child inherits its parent's bound and is solved only when popped (lazy evaluation)
    heap: list = [(root_bound, 0, {}, used)]
    counter = 0
    while heap:
        bound, _, fixed, used = heapq.heappop(heap)
        if used is None:
            b, u, _ = _steiner(ts, board, fixed)
            if b < INF:
                counter += 1
                heapq.heappush(heap, (b, counter, fixed, u))
            continue
        bad = _repairable(ts, board, used)
        if bad is None:
            return bound  # every open branch costs at least this much
        if counter > max_branches:
            return _exact(ts, board, bound)
        placed = board.at(bad)
        tried_first = sorted(used[bad], key=lambda r: _turns(placed.rotation, r))
        for r in tried_first + [r for r in range(4) if r not in used[bad]]:
            counter += 1
            heapq.heappush(heap, (bound, counter, {**fixed, bad: r}, None))
    return None


def _exact(ts: TileSet, board: Board, lower: int) -> int | None:
    """CP-SAT: rotations chosen per tile, a flow from the door to every key through open links."""
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


def connected_without_rotations(ts: TileSet, board: Board) -> bool:
    """Joined as dealt, secret passages counting: the deals :func:`min_rotations` scores 0."""
    return joined_as_dealt(ts, board, passages=True)
