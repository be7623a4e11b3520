"""The exact solver: the best score a sheet and a card allow, proven optimal.

The path is a circuit through a depot node (OR-Tools CP-SAT ``add_circuit``):
depot → entry staircase → ... → exit → depot, and a cell's self-loop literal
means the cell is skipped. Position variables along the path order the
prerequisites: sword before a rat, bow before a skeleton, key before the
treasure, scrolls in the card's order. Every scoring feature is reified in
both directions, so the model's score is exactly the referee's, whatever the
signs of the card's points. The witness path is re-judged by the referee
before it is returned.

CP-SAT runs with one worker and a fixed seed so witnesses are reproducible.
A caller may stop a running solve from another thread
(:class:`pnp.games.labyrinth.solver_stop.Stop`: the editor's par, superseded
by a newer edit); without one the search is exactly as before.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from pnp.games.labyrinth.cards import ObjectiveCard, Row
from pnp.games.labyrinth.model import STAIRCASE, Sheet
from pnp.games.labyrinth.referee import HEARTS, Result, referee
from pnp.games.labyrinth.solver_stop import Stop, catches_sigint, stopper
from pnp.grid.core import Cell, cells

if TYPE_CHECKING:
    from ortools.sat.python.cp_model import CpModel, CpSolver, IntVar, LinearExprT, LiteralT

DEFAULT_TIME_LIMIT = 60.0


@dataclass(frozen=True)
class Solution:
    solvable: bool | None  # None: the time ran out before a path or a proof was found
    optimal: bool  # the score is proven to be the best possible
    score: int | None
    path: tuple[Cell, ...]
    result: Result | None  # the referee's verdict on the witness path
    bound: float | None  # the solver's upper bound on the score
    seconds: float
    status: str

    def to_json(self) -> dict:
        return {
            "solvable": self.solvable,
            "optimal": self.optimal,
            "score": self.score,
            "path": [list(c) for c in self.path],
            "bound": self.bound,
            "status": self.status,
            "seconds": round(self.seconds, 3),
            "breakdown": self.result.to_json()["rows"] if self.result else [],
        }


@dataclass(frozen=True)
class Want:
    """Something a path may do, for the designer's questions: visit ``cell``, after ``after`` when given (an item
    gained first), ending there (``end``), or not starting there (``not_entry``)."""

    cell: Cell
    after: Cell | None = None
    end: bool = False
    not_entry: bool = False

    def met_by(self, path: Sequence[Cell]) -> bool:
        if self.cell not in path:
            return False
        i = path.index(self.cell)
        if self.after is not None and (self.after not in path or path.index(self.after) > i):
            return False
        return not (self.end and i != len(path) - 1 or self.not_entry and i == 0)


class _Model:
    def __init__(self, sheet: Sheet, card: ObjectiveCard, fastest: bool) -> None:
        from ortools.sat.python import cp_model  # lazy: ~0.4 s to import

        self.cp = cp_model
        self.m: CpModel = cp_model.CpModel()
        self.sheet, self.card, self.fastest = sheet, card, fastest
        self.cells = list(cells(sheet.width, sheet.height))
        self.index = {c: i for i, c in enumerate(self.cells)}
        n = len(self.cells)
        m = self.m
        self.visit = {c: m.new_bool_var(f"v{c}") for c in self.cells}
        self.pos = {c: m.new_int_var(0, n - 1, f"p{c}") for c in self.cells}
        depot = n
        arcs: list[tuple[int, int, LiteralT]] = []
        for c in self.cells:
            arcs.append((self.index[c], self.index[c], self.visit[c].negated()))
            for nb in sheet.grid.moves(c):
                lit = m.new_bool_var(f"a{c}{nb}")
                arcs.append((self.index[c], self.index[nb], lit))
                m.add(self.pos[nb] == self.pos[c] + 1).only_enforce_if(lit)
        stairs = sheet.staircases()
        self.start: dict[Cell, IntVar] = {}
        for letter in card.entries():
            if letter in stairs:
                c = stairs[letter]
                lit = m.new_bool_var(f"start{c}")
                self.start[c] = lit
                arcs.append((depot, self.index[c], lit))
                m.add(self.pos[c] == 0).only_enforce_if(lit)
        self.end: dict[Cell, IntVar] = {}
        exits = sheet.bosses()
        for letter in card.extra_exits:
            if letter in stairs:
                exits[letter] = stairs[letter]
        for c in exits.values():
            lit = m.new_bool_var(f"end{c}")
            self.end[c] = lit
            arcs.append((self.index[c], depot, lit))
            if c in self.start:
                m.add_bool_or([lit.negated(), self.start[c].negated()])  # entering and leaving at once is no path
        self.exit_name = {c: name for name, c in exits.items()}
        self.feasible_shape = bool(self.start) and bool(self.end)
        if self.feasible_shape:
            m.add_circuit(arcs)

    # reified helpers ----------------------------------------------------------
    def reified(self, lits: list[IntVar], name: str, *, every: bool) -> IntVar:
        """A literal true exactly when all (``every``) or any of ``lits`` hold; of none: all → true, any → false."""
        y = self.m.new_bool_var(name)
        if not lits:
            self.m.add(y == int(every))
            return y
        # De Morgan: "not all" is "any negated", "not any" is "all negated"
        holds, fails = (self.m.add_bool_and, self.m.add_bool_or) if every else (self.m.add_bool_or, self.m.add_bool_and)
        holds(lits).only_enforce_if(y)
        fails([lit.negated() for lit in lits]).only_enforce_if(y.negated())
        return y

    def before(self, a: Cell, b: Cell) -> IntVar:
        y = self.m.new_bool_var(f"b{a}{b}")
        self.m.add(self.pos[a] < self.pos[b]).only_enforce_if(y)
        self.m.add(self.pos[a] >= self.pos[b]).only_enforce_if(y.negated())
        return y

    def sum_equals(self, lits: list[IntVar], k: int, name: str) -> IntVar:
        y = self.m.new_bool_var(name)
        total = sum(lits) if lits else 0
        self.m.add(total == k).only_enforce_if(y)
        self.m.add(total != k).only_enforce_if(y.negated())
        return y

    # game features ------------------------------------------------------------
    def cell_of(self, item: str) -> Cell | None:
        """The square of an item (at most one per sheet), or None."""
        found = self.sheet.cells_with(item)
        return found[0] if found else None

    def visited_after(self, later: Cell, earlier: Cell | None, name: str) -> IntVar | None:
        """Both squares visited, ``earlier`` first; None when there is no ``earlier`` square."""
        if earlier is None:
            return None
        return self.reified([self.visit[later], self.visit[earlier], self.before(earlier, later)], name, every=True)

    def gained(self, item: str) -> IntVar | None:
        c = self.cell_of(item)
        if c is None:
            return None
        if item == "treasure":
            return self.visited_after(c, self.cell_of("key"), "treasure")  # the key must come first
        return self.visit[c]

    def defeated(self, monster_cell: Cell, item: str) -> IntVar | None:
        return self.visited_after(monster_cell, self.cell_of(item), f"d{monster_cell}")

    def build(self) -> None:
        """The heart limit as a constraint and the card's score as the objective.

        The steps create the model's variables in a fixed order (monsters, then
        the rows in card order): CP-SAT with one worker and a fixed seed then
        finds the same witness every time.
        """
        defeated_of = self.limit_hearts()
        terms: list[LinearExprT] = []
        for row in self.card.rows:
            terms += self._row_terms(row, defeated_of)
        self.m.maximize(sum(terms))

    def limit_hearts(self) -> dict[Cell, IntVar | None]:
        """The heart limit: at most ``HEARTS - 1`` lost; each monster's "defeated" literal."""
        hearts, defeated_of = self._monster_hearts()
        hearts += self._other_hearts()
        self.m.add(sum(hearts) <= HEARTS - 1)
        return defeated_of

    def _monster_hearts(self) -> tuple[list[LinearExprT], dict[Cell, IntVar | None]]:
        """A heart lost for each rat or skeleton visited undefeated; and each monster's "defeated" literal
        (None when the sheet lacks the item that defeats it)."""
        m, sheet = self.m, self.sheet
        hearts: list[LinearExprT] = []
        defeated_of: dict[Cell, IntVar | None] = {}
        for monster, item in (("rat", "sword"), ("skeleton", "bow")):
            for c in sheet.cells_with(monster):
                d = self.defeated(c, item)
                defeated_of[c] = d
                if d is None:
                    hearts.append(self.visit[c])
                else:
                    # a heart is lost when the monster is visited and not defeated
                    lost = m.new_bool_var(f"lost{c}")
                    m.add(lost == 1).only_enforce_if([self.visit[c], d.negated()])
                    m.add_implication(lost, self.visit[c])
                    m.add_implication(lost, d.negated())
                    hearts.append(lost)
        return hearts, defeated_of

    def _other_hearts(self) -> list[LinearExprT]:
        """A heart lost for each trap visited, and for each square a card effect makes cost one."""
        sheet = self.sheet
        hearts: list[LinearExprT] = [self.visit[c] for c in sheet.cells_with("trap")]
        for kind in self.card.heart_effects:
            if kind == STAIRCASE:
                hearts += [self.visit[c] for c in sheet.cells_with(STAIRCASE)]
                hearts += [-1]  # the entry staircase does not count
            else:
                hearts += [self.visit[c] for c in sheet.cells_with(kind)]
        return hearts

    def _row_terms(self, row: Row, defeated_of: dict[Cell, IntVar | None]) -> list[LinearExprT]:
        """The row's points as terms of the objective ([] when this sheet cannot score the row)."""
        sheet = self.sheet
        if row.kind == "per":
            if row.symbol in ("rat", "skeleton"):
                lits = [d for c in sheet.cells_with(row.symbol) if (d := defeated_of.get(c)) is not None]
                return [row.points * sum(lits) if lits else 0]
            if row.symbol == STAIRCASE:
                return [row.points * (sum(self.visit[c] for c in sheet.cells_with(STAIRCASE)) - 1)]
            return [row.points * sum(self.visit[c] for c in sheet.cells_with(row.symbol))]
        if row.kind == "item":
            ok = self.gained(row.symbol)
        elif row.kind == "scrolls":
            ok = self._scrolls_in_order(row.names)
        elif row.kind == "ghosts":
            ok = self.sum_equals([self.visit[c] for c in sheet.cells_with("ghost")], row.count, "ghosts")
        elif row.kind == "exit":
            ok = self._left_by(row)
        else:  # the fastest-player token
            return [row.points] if self.fastest else []
        return [] if ok is None else [row.points * ok]

    def _scrolls_in_order(self, names: tuple[str, ...]) -> IntVar | None:
        """True when the named scrolls are visited in this order (any one for ``("any",)``); None when the
        sheet lacks one of them."""
        scrolls = self.sheet.scrolls()
        if names == ("any",):
            return self.reified([self.visit[c] for c in scrolls.values()], "anyscroll", every=False)
        if all(n in scrolls for n in names):
            chain = [scrolls[n] for n in names]
            lits = [self.visit[c] for c in chain] + [self.before(a, b) for a, b in zip(chain, chain[1:])]
            return self.reified(lits, "scrolls", every=True)
        return None

    def _left_by(self, row: Row) -> IntVar | None:
        """True when the path leaves by one of the row's exits (with its required item); None when the sheet
        lacks that item."""
        lits = [lit for c, lit in self.end.items() if self.exit_name[c] in row.names]
        ok = self.reified(lits, "exit", every=False)
        if row.requires:
            g = self.gained(row.requires)
            return self.reified([ok, g], "exitreq", every=True) if g is not None else None
        return ok

    def wanted(self, want: Want) -> IntVar:
        """A literal true exactly when the path does what ``want`` asks."""
        lits = [self.visit[want.cell]]
        if want.after is not None:
            lits += [self.visit[want.after], self.before(want.after, want.cell)]
        if want.end:
            if want.cell not in self.end:  # not an exit of this card: never met
                never = self.m.new_bool_var("never")
                self.m.add(never == 0)
                lits.append(never)
            else:
                lits.append(self.end[want.cell])
        if want.not_entry and want.cell in self.start:
            later = self.m.new_bool_var(f"n{want.cell}")
            self.m.add(later + self.start[want.cell] == 1)
            lits.append(later)
        return self.reified(lits, f"w{want.cell}", every=True)

    def path(self, solver: CpSolver) -> tuple[Cell, ...]:
        start = next(c for c, lit in self.start.items() if solver.value(lit))
        path = [start]
        while path[-1] not in self.end or not solver.value(self.end[path[-1]]):
            c = path[-1]
            step = solver.value(self.pos[c]) + 1
            nxt = [nb for nb in self.sheet.grid.moves(c)
                   if solver.value(self.visit[nb]) and solver.value(self.pos[nb]) == step]
            path.append(nxt[0])
        return tuple(path)



def _run(model: _Model, started: float, time_limit: float, stop: Stop | None = None) -> tuple[Any, int, float, str]:
    """CP-SAT on the model, one worker and a fixed seed (the same answer every time): solver, status, seconds
    since ``started``, status name. ``stop``: see :class:`Stop` (none: the search exactly as it always was)."""
    solver = model.cp.CpSolver()
    solver.parameters.num_workers = 1
    solver.parameters.random_seed = 0
    solver.parameters.max_time_in_seconds = time_limit
    if not catches_sigint():
        solver.parameters.catch_sigint_signal = False
    if stop is None:
        status = solver.solve(model.m)
    elif not stop.attach(solver):
        return solver, model.cp.UNKNOWN, time.perf_counter() - started, "STOPPED"
    else:
        status = solver.solve(model.m, stopper(model.cp, stop))
    return solver, status, time.perf_counter() - started, solver.status_name(status)


def _no_path(cp: Any, status: int, seconds: float, name: str) -> Solution | None:
    """The answer when the solver found no path: none exists (proven), or none found in time (unproven)."""
    if status == cp.INFEASIBLE:
        return Solution(False, True, None, (), None, None, seconds, name)
    if status not in (cp.OPTIMAL, cp.FEASIBLE):
        return Solution(None, False, None, (), None, None, seconds, name)
    return None


def solve(sheet: Sheet, card: ObjectiveCard, time_limit: float = DEFAULT_TIME_LIMIT, fastest: bool = False,
          stop: Stop | None = None) -> Solution:
    """Best legal path (all minigames solved). ``fastest`` adds the token's points; ``stop`` lets another thread
    end the search early (:class:`Stop`)."""
    started = time.perf_counter()
    model = _Model(sheet, card, fastest)
    if not model.feasible_shape:
        return Solution(False, True, None, (), None, None, time.perf_counter() - started,
                        "no entry or no exit on this sheet")
    model.build()
    cp = model.cp
    solver, status, seconds, name = _run(model, started, time_limit, stop)
    if (no_path := _no_path(cp, status, seconds, name)) is not None:
        return no_path
    path = model.path(solver)
    result = referee(sheet, card, path, fastest=fastest)
    score = int(round(solver.objective_value))
    if not result.legal or result.score != score:
        raise AssertionError(f"solver and referee disagree: {score} vs {result.score} ({result.reason})")
    return Solution(True, status == cp.OPTIMAL, score, path, result, solver.best_objective_bound, seconds, name)


def path_meeting(sheet: Sheet, card: ObjectiveCard, wants: Sequence[Want], hearts: bool = True,
                 time_limit: float = DEFAULT_TIME_LIMIT) -> Solution:
    """A path legal under ``card`` (every minigame solved) that does one of ``wants``, or a proof that none does.

    No score is sought: the first path found is the answer. ``hearts=False`` lifts the heart limit (the path is
    then only drawable: on the sheet, through no wall, no square twice, from an entry to an exit).
    """
    started = time.perf_counter()
    model = _Model(sheet, card, False)
    if not model.feasible_shape or not wants:
        return Solution(False, True, None, (), None, None, time.perf_counter() - started, "nothing to meet")
    if hearts:
        model.limit_hearts()
    model.m.add_bool_or([model.wanted(w) for w in wants])
    cp = model.cp
    solver, status, seconds, name = _run(model, started, time_limit)
    if (no_path := _no_path(cp, status, seconds, name)) is not None:
        return no_path
    path = model.path(solver)
    result = referee(sheet, card, path) if hearts else None
    if (result is not None and not result.legal) or not any(w.met_by(path) for w in wants):
        raise AssertionError(f"the solver's path does not do what was asked ({result.reason if result else ''})")
    return Solution(True, True, result.score if result else None, path, result, None, seconds, name)


def describe_solution(sheet: Sheet, sol: Solution) -> str:
    """A solver's answer for the terminal; an unproven score never reads as the best."""
    head = f"{sheet.label()} ({sheet.sheet_id or 'no id'}): "
    if sol.solvable is False:
        return head + "no legal path exists (proven)"
    if sol.solvable is None:
        return head + f"undecided after {sol.seconds:.1f} s ({sol.status})"
    if sol.optimal:
        found = f"best score {sol.score}, proven optimal"
    else:  # a time-limited answer may be beaten: never let it read as the best score
        found = (f"score {sol.score} found, NOT proven best (the solver's bound is {sol.bound:g}; "
                 "a longer --time-limit may prove or beat it)")
    lines = [head + f"{found}, {len(sol.path)} squares, {sol.seconds:.2f} s"]
    lines.append("  path: " + " ".join(f"{x},{y}" for x, y in sol.path))
    assert sol.result is not None  # solve() gives every solvable answer the referee's verdict on its path
    for r in sol.result.rows:
        lines.append(f"  {r.points:+3d}  {r.row.describe()}  ({r.detail})")
    return "\n".join(lines)
