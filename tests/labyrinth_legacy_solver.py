"""The solver's model as it was before issue 19 (positions along the path, one model for every entry, CP-SAT
with its linear relaxation), kept as an oracle: the new model's optimum must equal this one's.

A trimmed copy of pnp/games/labyrinth/solver.py at commit 081816e (the questions for the designer left out).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pnp.games.labyrinth.cards import ObjectiveCard, Row
from pnp.games.labyrinth.model import STAIRCASE, Sheet
from pnp.games.labyrinth.referee import HEARTS
from pnp.grid.core import Cell, cells

if TYPE_CHECKING:
    from ortools.sat.python.cp_model import CpSolver, IntVar, LinearExprT, LiteralT


class _Model:
    def __init__(self, sheet: Sheet, card: ObjectiveCard, fastest: bool) -> None:
        from ortools.sat.python import cp_model  # lazy: ~0.4 s to import

        self.cp = cp_model
        self.m = cp_model.CpModel()
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


def legacy_optimum(sheet: Sheet, card: ObjectiveCard, time_limit: float = 60.0) -> tuple[int | None, bool]:
    """(best score or None when no legal path exists, proven)."""
    model = _Model(sheet, card, False)
    if not model.feasible_shape:
        return None, True
    model.build()
    solver = model.cp.CpSolver()
    solver.parameters.num_workers = 1
    solver.parameters.random_seed = 0
    solver.parameters.max_time_in_seconds = time_limit
    status = solver.solve(model.m)
    if status == model.cp.INFEASIBLE:
        return None, True
    assert status in (model.cp.OPTIMAL, model.cp.FEASIBLE), solver.status_name(status)
    return int(round(solver.objective_value)), status == model.cp.OPTIMAL
