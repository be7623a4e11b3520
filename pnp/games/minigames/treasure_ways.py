"""Treasure generation: mazes whose decoy keys fail early (easy) or only at an empty chest (hard).

Easy: a perfect maze (a tree) keeps the tree's way between the answer key and
the ruby's chest. Every other key is made a dead end and walled into a small
pocket without a chest, so its path fails within a few squares; every empty
chest is cut off the way with one wall.

Hard: disjoint winding ways are laid first: the answer key's way to the ruby,
then for the decoy keys above (below) it ways to the empty chests above
(below) it, in order so that no two cross. The rest of the maze then grows
from all of them at once (a growing-tree maze, mostly from the newest
square), so every square belongs to exactly one of these parts. Every decoy
key reaches an empty chest: reaching a chest proves nothing, and a decoy
fails only at its very end.

Both return the maze's parts (:data:`Laid`); :mod:`pnp.games.minigames.puzzles.treasure`
makes the puzzle and proves it.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from pnp.games.minigames.mazes import MazeGrid, dead_ends, preorder, tree_from, tree_way
from pnp.grid.core import Cell, Wall, all_edges, neighbours, wall
from pnp.grid.core import cells as all_cells
from pnp.grid.maze import perfect_maze

if TYPE_CHECKING:  # the minigame's module imports this one
    from pnp.games.minigames.puzzles.treasure import Settings

# width, height, walls, keys (left column), chests (right column), the ruby's chest (an index into chests)
Laid = tuple[int, int, frozenset, tuple[Cell, ...], tuple[Cell, ...], int]

EASY_POCKET = 5  # easy: a decoy key's pocket has at most this many squares
ROW_GAP = 2  # keys (and chests) at least this many rows apart
PULL = 0.25  # hard: how often a way being laid heads straight for its goal (else it turns at random)
MAX_STEPS = 45  # hard: the answer's way is at most this long (room for the decoys' ways)
NEWEST = 0.8  # hard: how often the rest of the maze grows from the newest square (long corridors)


def _spaced(row: int, rows: list[int]) -> bool:
    return all(abs(row - r) >= ROW_GAP for r in rows)


def _pick_rows(options: list[int], taken: list[int], n: int, rng: random.Random) -> list[int] | None:
    """``n`` more rows from ``options``, spaced from ``taken`` and from each other."""
    pool = list(options)
    rng.shuffle(pool)
    picked: list[int] = []
    for r in pool:
        if len(picked) == n:
            break
        if r not in picked and _spaced(r, taken + picked):
            picked.append(r)
    return picked if len(picked) == n else None


def _lca(a: Cell, b: Cell, parent: dict, depth: dict) -> Cell:
    while depth[a] > depth[b]:
        a = parent[a]
    while depth[b] > depth[a]:
        b = parent[b]
    while a != b:
        a, b = parent[a], parent[b]
    return a


def easy_maze(s: Settings, rng: random.Random) -> Laid | None:
    """A perfect maze; decoy keys made dead ends and walled into small pockets, empty chests cut off.

    ``s``: the easy settings.
    """
    width, height = s.size
    right = width - 1
    n_keys, n_chests = rng.choice(s.keys), rng.choice(s.chests)
    walls = perfect_maze(width, height, rng)
    key_row, ruby_row = rng.randrange(height), rng.randrange(height)
    answer_key, ruby = (0, key_row), (right, ruby_row)
    parent, _, _ = tree_from(MazeGrid(width, height, walls), answer_key)
    way = tree_way(parent, ruby)
    if len(way) - 1 < s.steps:
        return None
    key_rows = _pick_rows([y for y in range(height) if (0, y) not in way], [key_row], n_keys - 1, rng)
    chest_rows = _pick_rows([y for y in range(height) if (right, y) not in way], [ruby_row], n_chests - 1, rng)
    if key_rows is None or chest_rows is None:
        return None
    decoys = [(0, y) for y in key_rows]
    keys = sorted([answer_key, *decoys], key=lambda c: c[1])
    chests = sorted([ruby, *((right, y) for y in chest_rows)], key=lambda c: c[1])
    pocketed = dead_ends(width, height, walls, decoys, answer_key, rng)
    if pocketed is None:
        return None
    parent, depth, order = tree_from(MazeGrid(width, height, pocketed), answer_key)
    cut = _cuts(decoys, [c for c in chests if c != ruby], way, parent, depth, order)
    if cut is None:
        return None
    return width, height, frozenset(pocketed | cut), tuple(keys), tuple(chests), chests.index(ruby)


def _wander(start: Cell, goals: set, free: set, rng: random.Random, pull: float, width: int,
            height: int) -> list[Cell] | None:
    """A winding way from ``start`` to a square of ``goals`` through ``free`` squares.

    A randomised depth-first search whose stack is the way: at each step it
    heads for the nearest goal with probability ``pull``, else turns at random.
    """
    targets = sorted(goals)

    def gap(c: Cell) -> int:
        return min(abs(c[0] - g[0]) + abs(c[1] - g[1]) for g in targets)

    stack = [start]
    seen = {start}
    while stack:
        c = stack[-1]
        if c in goals:
            return stack
        options = [n for n in neighbours(c, width, height) if (n in free or n in goals) and n not in seen]
        if not options:
            stack.pop()
            continue
        n = min(options, key=gap) if rng.random() < pull else rng.choice(options)
        seen.add(n)
        stack.append(n)
    return None


def _groups(keys: list[Cell], chests: list[Cell]) -> list[list[Cell]]:
    """Keys and chests on one side of the answer's way, joined in order (top to bottom) without crossing."""
    if not keys:
        return [[c] for c in chests]
    n = min(len(keys), len(chests))
    groups = [[keys[i], chests[i]] for i in range(n)]
    groups[-1] += keys[n:] + chests[n:]
    return groups


def hard_maze(s: Settings, rng: random.Random) -> Laid | None:
    """Disjoint ways first (answer, then each decoy group), then the rest of the maze grown around them.

    ``s``: the hard settings.
    """
    width, height = s.size
    right = width - 1
    key_rows = _pick_rows(list(range(height)), [], rng.choice(s.keys), rng)
    chest_rows = _pick_rows(list(range(height)), [], rng.choice(s.chests), rng)
    if key_rows is None or chest_rows is None:
        return None
    key_rows.sort()
    chest_rows.sort()
    nk, nc = len(key_rows), len(chest_rows)

    def fits(a: int, r: int) -> bool:
        # decoy keys above (below) the answer need chests above (below) the ruby; and a decoy
        # key sits in a row nearer the ruby's than the answer key
        gap = abs(key_rows[a] - chest_rows[r])
        return ((a == 0 or r > 0) and (a == nk - 1 or r < nc - 1)
                and any(abs(y - chest_rows[r]) < gap for y in key_rows))

    pairs = [(a, r) for a in range(nk) for r in range(nc) if fits(a, r)]
    if not pairs:
        return None
    a, r = rng.choice(pairs)
    keys = [(0, y) for y in key_rows]
    chests = [(right, y) for y in chest_rows]
    free = set(all_cells(width, height)) - set(keys) - set(chests)
    part: dict[Cell, int] = {}
    opened: set[Wall] = set()

    def join(path: list[Cell], n: int) -> None:
        for c in path:
            part[c] = n
            free.discard(c)
        opened.update(wall(x, y) for x, y in zip(path, path[1:]))

    way = _wander(keys[a], {chests[r]}, free, rng, PULL, width, height)
    if way is None or not s.steps <= len(way) - 1 <= MAX_STEPS:
        return None
    join(way, 0)
    groups = _groups(keys[:a], chests[:r]) + _groups(keys[a + 1:][::-1], chests[r + 1:][::-1])
    for n, group in enumerate(groups, 1):
        join([group[0]], n)
        for t in group[1:]:
            path = _wander(t, {c for c, m in part.items() if m == n}, free, rng, PULL, width, height)
            if path is None:
                return None
            join(path, n)
    # grow the rest of the maze from everything carved so far (a growing tree, mostly newest first)
    active = sorted(part, key=lambda c: (c[1], c[0]))
    rng.shuffle(active)
    while active:
        i = len(active) - 1 if rng.random() < NEWEST else rng.randrange(len(active))
        c = active[i]
        options = [nb for nb in neighbours(c, width, height) if nb not in part]
        if not options:
            active.pop(i)
            continue
        nb = rng.choice(options)
        part[nb] = part[c]
        opened.add(wall(c, nb))
        active.append(nb)
    walls = frozenset(w for w in all_edges(width, height) if w not in opened)
    return width, height, walls, tuple(keys), tuple(chests), r


def _cuts(decoys: list[Cell], empty: list[Cell], way: set, parent: dict, depth: dict,
          order: list) -> set[Wall] | None:
    """Walls that wall each decoy key into a small pocket without a chest and cut each empty chest off the
    answer's way."""
    tin, sizes = preorder(parent, order)
    branch: dict[Cell, Cell] = {}
    for c in order:
        if c not in way:
            branch[c] = c if parent[c] in way else branch[parent[c]]
    if any(t in way for t in decoys + empty):
        return None
    cut: set[Wall] = set()
    chest_tins = [tin[c] for c in empty]
    for d in decoys:
        # the largest small pocket around the key that holds no chest
        x = d
        while True:
            up = parent[x]
            if up in way or sizes[up] > EASY_POCKET or any(tin[up] <= t < tin[up] + sizes[up] for t in chest_tins):
                break
            x = up
        if any(tin[x] <= t < tin[x] + sizes[x] for t in chest_tins):
            return None
        cut.add(wall(x, parent[x]))
    groups: dict[Cell, list[Cell]] = {}
    for e in empty:
        groups.setdefault(branch[e], []).append(e)
    for members in groups.values():
        # just above where the chests of one branch meet
        m = members[0]
        for t in members[1:]:
            m = _lca(m, t, parent, depth)
        cut.add(wall(m, parent[m]))
    return cut
