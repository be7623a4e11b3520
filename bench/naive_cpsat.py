"""The anchor for pnp's labyrinth solver: a naive CP-SAT model of the same sheet and card.

What someone would write first from the CP-SAT documentation, knowing nothing of pnp's solver: the plain
``AddCircuit`` formulation over the whole grid graph plus a depot node, every rule added as a constraint of its
own. Walls are arcs forced to 0 (not arcs left out); every square has an arc from and to the depot, forced to 0
unless the card allows it as entry or exit; every "and" / "or" is ``AddMinEquality`` / ``AddMaxEquality`` over
the literals (exact both ways, whatever the sign of the points); "before" is a position comparison reified both
ways. The score is the card's rows as printed (docs/rules-labyrinth.md), the heart limit a sum <= 2.

It shares nothing with pnp's solver but the sheet and card models (and the referee, used only afterwards to
check its witness): a bug in either model shows up as a different optimum in bench_anchor_solver.py.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from pnp.games.labyrinth.cards import ObjectiveCard, Row
from pnp.games.labyrinth.model import BOSSES, STAIRCASE, Sheet
from pnp.grid.core import Cell, wall


@dataclass(frozen=True)
class NaiveAnswer:
    status: str  # CP-SAT's status name: OPTIMAL, INFEASIBLE, FEASIBLE, UNKNOWN
    score: int | None
    path: tuple[Cell, ...]
    seconds: float


class _Naive:
    def __init__(self, sheet: Sheet, card: ObjectiveCard) -> None:
        from ortools.sat.python import cp_model

        self.cp = cp_model
        m = self.m = cp_model.CpModel()
        self.sheet, self.card = sheet, card
        w, h = sheet.width, sheet.height
        self.cells = [(x, y) for y in range(h) for x in range(w)]
        n = len(self.cells)
        idx = {c: i for i, c in enumerate(self.cells)}
        self.depot = n
        self.visit = {c: m.NewBoolVar(f"visit{c}") for c in self.cells}
        self.pos = {c: m.NewIntVar(0, n - 1, f"pos{c}") for c in self.cells}
        self.arc: dict[tuple[Cell, Cell], object] = {}
        arcs = []
        for c in self.cells:
            arcs.append((idx[c], idx[c], self.visit[c].Not()))
            x, y = c
            for nb in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if not (0 <= nb[0] < w and 0 <= nb[1] < h):
                    continue
                lit = m.NewBoolVar(f"arc{c}{nb}")
                self.arc[c, nb] = lit
                arcs.append((idx[c], idx[nb], lit))
                if wall(c, nb) in sheet.walls:
                    m.Add(lit == 0)  # the rule "never through a wall"
                m.Add(self.pos[nb] == self.pos[c] + 1).OnlyEnforceIf(lit)
        stairs = {s.name: c for c, s in sheet.symbols if s.kind == STAIRCASE}
        entries = {stairs[e] for e in card.entries() if e in stairs}
        exits = {c: s.kind for c, s in sheet.symbols if s.kind in BOSSES}
        exits.update({stairs[e]: e for e in card.extra_exits if e in stairs})
        self.exit_name = exits
        self.start, self.end = {}, {}
        for c in self.cells:
            self.start[c] = s = m.NewBoolVar(f"start{c}")
            self.end[c] = e = m.NewBoolVar(f"end{c}")
            arcs.append((self.depot, idx[c], s))
            arcs.append((idx[c], self.depot, e))
            if c not in entries:
                m.Add(s == 0)
            if c not in exits:
                m.Add(e == 0)
            m.AddBoolOr([s.Not(), e.Not()])  # a path of one square enters and leaves at once: no path
            m.Add(self.pos[c] == 0).OnlyEnforceIf(s)
        m.AddCircuit(arcs)
        m.AddBoolOr([self.start[c] for c in self.cells])  # the depot's self-loop is absent: some path is drawn

    # naive reified helpers ----------------------------------------------------------------------------------
    def all_of(self, lits: list) -> object:
        y = self.m.NewBoolVar("and")
        self.m.AddMinEquality(y, lits)
        return y

    def any_of(self, lits: list) -> object:
        y = self.m.NewBoolVar("or")
        if lits:
            self.m.AddMaxEquality(y, lits)
        else:
            self.m.Add(y == 0)
        return y

    def before(self, a: Cell, b: Cell) -> object:
        y = self.m.NewBoolVar("before")
        self.m.Add(self.pos[a] < self.pos[b]).OnlyEnforceIf(y)
        self.m.Add(self.pos[a] >= self.pos[b]).OnlyEnforceIf(y.Not())
        return y

    def where(self, kind: str) -> list[Cell]:
        return [c for c, s in self.sheet.symbols if s.kind == kind]

    def gained(self, item: str) -> object | None:
        """The item gained: visited (the treasure: after the key); None when the sheet has no such square."""
        at = self.where(item)
        if not at:
            return None
        if item != "treasure":
            return self.visit[at[0]]
        key = self.where("key")
        if not key:
            return None
        return self.all_of([self.visit[at[0]], self.visit[key[0]], self.before(key[0], at[0])])

    def defeated(self, monster: Cell, item: str) -> object | None:
        at = self.where(item)
        if not at:
            return None
        return self.all_of([self.visit[monster], self.visit[at[0]], self.before(at[0], monster)])

    # the rules ----------------------------------------------------------------------------------------------
    def hearts(self) -> None:
        lost = [self.visit[c] for c in self.where("trap")]
        for monster, item in (("rat", "sword"), ("skeleton", "bow")):
            for c in self.where(monster):
                d = self.defeated(c, item)
                if d is None:
                    lost.append(self.visit[c])
                else:  # visited and not defeated: visit - defeated is 1 exactly then (defeated implies visited)
                    lost.append(self.visit[c] - d)
        for kind in self.card.heart_effects:
            lost += [self.visit[c] for c in self.where(kind)]
            if kind == STAIRCASE:
                lost.append(-1)  # the entry staircase costs nothing
        self.m.Add(sum(lost) <= 2)

    def row(self, row: Row) -> list:
        v = self.visit
        if row.kind == "per":
            if row.symbol in ("rat", "skeleton"):
                item = "sword" if row.symbol == "rat" else "bow"
                ds = [d for c in self.where(row.symbol) if (d := self.defeated(c, item)) is not None]
                return [row.points * d for d in ds]
            if row.symbol == STAIRCASE:
                return [row.points * v[c] for c in self.where(STAIRCASE)] + [-row.points]
            return [row.points * v[c] for c in self.where(row.symbol)]
        if row.kind == "item":
            ok = self.gained(row.symbol)
        elif row.kind == "scrolls":
            named = {s.name: c for c, s in self.sheet.symbols if s.kind == "scroll"}
            if row.names == ("any",):
                ok = self.any_of([v[c] for c in named.values()])
            elif all(nm in named for nm in row.names):
                chain = [named[nm] for nm in row.names]
                ok = self.all_of([v[c] for c in chain] + [self.before(a, b) for a, b in zip(chain, chain[1:])])
            else:
                ok = None
        elif row.kind == "ghosts":
            ok = self.m.NewBoolVar("ghosts")
            total = sum(v[c] for c in self.where("ghost"))
            self.m.Add(total == row.count).OnlyEnforceIf(ok)
            self.m.Add(total != row.count).OnlyEnforceIf(ok.Not())
        elif row.kind == "exit":
            ok = self.any_of([self.end[c] for c, name in self.exit_name.items() if name in row.names])
            if row.requires:
                need = self.gained(row.requires)
                ok = None if need is None else self.all_of([ok, need])
        else:  # the fastest-player token is left out of a par
            return []
        return [] if ok is None else [row.points * ok]

    def path(self, solver) -> tuple[Cell, ...]:
        c = next(c for c in self.cells if solver.Value(self.start[c]))
        path = [c]
        while not solver.Value(self.end[c]):
            c = next(nb for (a, nb), lit in self.arc.items() if a == c and solver.Value(lit))
            path.append(c)
        return tuple(path)


def naive_solve(sheet: Sheet, card: ObjectiveCard, time_limit: float = 60.0, workers: int = 1) -> NaiveAnswer:
    """The best score by the naive model (building the model is timed too, as pnp's solve times its own)."""
    started = time.perf_counter()
    model = _Naive(sheet, card)
    model.hearts()
    terms = []
    for row in card.rows:
        terms += model.row(row)
    model.m.Maximize(sum(terms))
    solver = model.cp.CpSolver()
    solver.parameters.num_workers = workers
    solver.parameters.random_seed = 0
    solver.parameters.max_time_in_seconds = time_limit
    status = solver.Solve(model.m)
    seconds = time.perf_counter() - started
    name = solver.StatusName(status)
    if status not in (model.cp.OPTIMAL, model.cp.FEASIBLE):
        return NaiveAnswer(name, None, (), seconds)
    return NaiveAnswer(name, int(round(solver.ObjectiveValue())), model.path(solver), seconds)
