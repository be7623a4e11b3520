"""An independent exhaustive search for the best path, for small sheets only.

It enumerates every simple path from an allowed entry and asks the referee
about each one that ends on an allowed exit. It shares nothing with the
CP-SAT solver but the referee, so it checks the solver's optimality claim.
"""

from __future__ import annotations

from pnp.games.labyrinth.referee import referee


def best_by_enumeration(sheet, card, limit: int = 3_000_000):
    """(best score or None, number of complete paths judged)."""
    entries = [c for letter, c in sheet.staircases().items() if letter in card.entries()]
    exits = {c for name, c in sheet.bosses().items()}
    exits |= {c for letter, c in sheet.staircases().items() if letter in card.extra_exits}
    best = None
    judged = 0
    grid = sheet.grid

    def walk(path, seen):
        nonlocal best, judged
        c = path[-1]
        if c in exits and len(path) > 1:
            judged += 1
            if judged > limit:
                raise RuntimeError("too many paths for exhaustive search")
            r = referee(sheet, card, path)
            if r.legal and (best is None or r.score > best):
                best = r.score
        for n in grid.moves(c):
            if n not in seen:
                seen.add(n)
                path.append(n)
                walk(path, seen)
                path.pop()
                seen.discard(n)

    for e in entries:
        walk([e], {e})
    return best, judged
