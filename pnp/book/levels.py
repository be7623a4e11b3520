"""The difficulty ramp: a book's puzzles ordered by their measured difficulty into levels.

How we read "ordered by measured difficulty into levels": a measure is comparable only within a kind (a
maze's branch weight and a sword tile's search nodes are not on one scale), so each kind is ranked on its
own, easiest first, and cut into as many nearly equal runs as there are levels. Level L holds the L-th run of
every kind: the first level the easiest mazes, the easiest labyrinths and the easiest tiles, the last level
the hardest of each. So every level has some of every kind that has enough puzzles, and a reader who turns
the pages meets each kind getting harder, never easier. Within a level the kinds are spread out (a maze, a
labyrinth, a maze, a tile...) in proportion to their numbers, rather than all mazes together.
"""

from __future__ import annotations

from collections.abc import Sequence

from pnp.book.model import LEVEL_NAMES, Entry
from pnp.errors import PnpError


def _runs(n: int, levels: int) -> list[tuple[int, int]]:
    """(start, end) of each level's run of ``n`` ranked puzzles: the cuts at the nearest whole puzzle to
    ``L × n / levels``, so runs differ by at most one when ``n >= levels``, and a kind with fewer puzzles than
    levels has them spread over the ramp (2 puzzles in 5 levels: levels 2 and 4), not bunched at the start."""
    cuts = [(2 * i * n + levels) // (2 * levels) for i in range(levels + 1)]
    return list(zip(cuts, cuts[1:]))


def _interleave(groups: list[list[Entry]]) -> list[Entry]:
    """The groups' entries merged, each group's order kept, each spread evenly through the level: the j-th of
    k entries of group g (of G) stands at (j + (g + ½) / G) / k of the way (ties: the group given first). The
    offset staggers the groups, so seven minigames of one tile each spread over the level between the mazes
    rather than all at its middle."""
    offset = [(gi + 0.5) / len(groups) for gi in range(len(groups))]
    spots = [((j + offset[gi]) / len(g), gi, j) for gi, g in enumerate(groups) for j in range(len(g))]
    return [groups[gi][j] for _, gi, j in sorted(spots)]


def check_levels(levels: int, puzzles: int) -> None:
    """Refuse, in one line, a number of levels the book cannot ramp through: outside 1 to the levels that have
    names, or more levels than puzzles (each level needs one). The command calls it with the mix's total
    before anything is generated; :func:`ramp` calls it again."""
    if not 1 <= levels <= len(LEVEL_NAMES):
        raise PnpError(f"--levels: {levels} is not a number of levels from 1 to {len(LEVEL_NAMES)}")
    if levels > puzzles:
        raise PnpError(f"--levels: {levels} levels for {puzzles} puzzle{'s' if puzzles != 1 else ''} "
                       "(each level needs at least one)")


def ramp(entries: Sequence[Entry], levels: int) -> list[tuple[int, Entry]]:
    """(level, entry) for every entry, in book order: level 1 first, within a kind the measure never
    decreasing from the first page to the last (ties broken by the short id)."""
    check_levels(levels, len(entries))
    kinds = list(dict.fromkeys(e.kind for e in entries))  # in the order the book's mix gives them
    ranked = {k: sorted((e for e in entries if e.kind == k), key=lambda e: (e.measure, e.short_id)) for k in kinds}
    cut = {k: _runs(len(ranked[k]), levels) for k in kinds}
    by_level = [[ranked[k][slice(*cut[k][level])] for k in kinds] for level in range(levels)]
    if not all(any(groups) for groups in by_level):
        by_level = _few(ranked, levels)
    return [(level, e) for level, groups in enumerate(by_level, start=1)
            for e in _interleave([g for g in groups if g])]


def _few(ranked: dict[str, list[Entry]], levels: int) -> list[list[list[Entry]]]:
    """Each level's groups by kind when every kind has fewer puzzles than levels (cut kind by kind, some level
    would be empty): every puzzle placed at its kind's rank share, (rank + ½) / count, and the whole book cut
    there into nearly equal levels, so each level has a puzzle and each kind still only gets harder."""
    kinds = list(ranked)
    placed = sorted(((j + 0.5) / len(ranked[k]), ki, j) for ki, k in enumerate(kinds) for j in range(len(ranked[k])))
    out: list[list[list[Entry]]] = []
    for start, end in _runs(len(placed), levels):
        groups: list[list[Entry]] = [[] for _ in kinds]
        for _, ki, j in placed[start:end]:
            groups[ki].append(ranked[kinds[ki]][j])
        out.append(groups)
    return out
