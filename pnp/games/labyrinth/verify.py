"""Checking a sheet (generated or hand-written) before anyone plays it."""

from __future__ import annotations

from collections import Counter

from pnp.games.labyrinth.model import BOSSES, ITEMS, KINDS, MAX_SIZE, MIN_SIZE, SCROLL, STAIR_LETTERS, STAIRCASE, Sheet
from pnp.grid.core import adjacent, fmt_cell, in_bounds
from pnp.verdict import Verdict


def verify_sheet(sheet: Sheet) -> Verdict:
    """Well-formed, one of each unique symbol, and every staircase reaches every boss.

    The witness gives, for each staircase and boss, the length of a shortest
    route between them.
    """
    problems: list[str] = []
    w, h = sheet.width, sheet.height
    if not (MIN_SIZE <= w <= MAX_SIZE and MIN_SIZE <= h <= MAX_SIZE):
        problems.append(f"size {w}×{h} is outside {MIN_SIZE}×{MIN_SIZE} to {MAX_SIZE}×{MAX_SIZE}")
        return Verdict(False, "malformed sheet", {}, tuple(problems))
    for pair in sorted(sheet.walls, key=lambda p: sorted(p)):
        a, b = sorted(pair) if len(pair) == 2 else (next(iter(pair)), next(iter(pair)))
        if not (in_bounds(a, w, h) and in_bounds(b, w, h)):
            problems.append(f"wall {fmt_cell(a)}–{fmt_cell(b)} lies outside the sheet")
        elif not adjacent(a, b):
            problems.append(f"wall {fmt_cell(a)}–{fmt_cell(b)} is not between neighbouring squares")
    seen_cells = Counter(c for c, _ in sheet.symbols)
    for c, n in seen_cells.items():
        if n > 1:
            problems.append(f"square {fmt_cell(c)} holds {n} symbols (at most one)")
        if not in_bounds(c, w, h):
            problems.append(f"symbol at {fmt_cell(c)} lies outside the sheet")
    for c, s in sheet.symbols:
        if s.kind not in KINDS:
            problems.append(f"square {fmt_cell(c)}: unknown symbol {s.kind!r}")
        if s.kind == STAIRCASE and s.name not in STAIR_LETTERS:
            problems.append(f"square {fmt_cell(c)}: staircase {s.name!r} is not A, B or C")
        if s.kind == SCROLL and not s.name:
            problems.append(f"square {fmt_cell(c)}: a scroll needs a name")
    kinds = Counter((s.kind, s.name) if s.kind in (STAIRCASE, SCROLL) else (s.kind, "") for _, s in sheet.symbols)
    for letter in STAIR_LETTERS:
        n = kinds[(STAIRCASE, letter)]
        if n != 1:
            problems.append(f"staircase {letter} appears {n} times (exactly once)")
    for unique in (*BOSSES, *ITEMS):
        n = kinds[(unique, "")]
        if n > 1 or (unique in BOSSES and n != 1):
            problems.append(f"the {unique} appears {n} times ({'exactly' if unique in BOSSES else 'at most'} once)")
    for (kind, name), n in kinds.items():
        if kind == SCROLL and n > 1:
            problems.append(f"scroll {name} appears {n} times (scroll names are distinct)")
    if problems:
        return Verdict(False, "malformed sheet", {}, tuple(problems))

    routes = {}
    grid = sheet.grid
    bosses = sorted(sheet.bosses().items())
    for letter, s in sorted(sheet.staircases().items()):
        dist = grid.distances(s)
        for boss, b in bosses:
            if b not in dist:
                problems.append(f"boss {boss} at {fmt_cell(b)} cannot be reached from staircase {letter} at {fmt_cell(s)}")
            else:
                routes[f"{letter}->{boss}"] = dist[b]
    # passages go both ways: a square reaches an exit exactly when an exit reaches it
    near_exit = set().union(*(grid.reachable(b) for _, b in bosses))
    for c, s in sheet.symbols:
        if c not in near_exit:
            problems.append(f"the {s.label} at {fmt_cell(c)} is walled off from every exit")
    if problems:
        return Verdict(False, "unplayable sheet", {"routes": routes}, tuple(problems))
    return Verdict(True, f"{w}×{h} {sheet.label()}: every staircase reaches every boss", {"routes": routes})
