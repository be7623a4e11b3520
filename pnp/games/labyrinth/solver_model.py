"""The solver's CP-SAT model of one sheet and card: a path as a circuit, the heart limit, the card's score.

The path is a circuit through a depot node (OR-Tools CP-SAT ``add_circuit``):
depot → entry staircase → ... → exit → depot, and a square's self-loop literal
means the square is skipped. What must come first (sword before a rat, bow
before a skeleton, key before the treasure, scrolls in the card's order) is a
state carried along the arcs ("already visited ``a``"), and so are the hearts
lost so far; squares and arcs no path can use alive are ruled out before the
search. Every scoring feature is reified in both directions, so the model's
score is exactly the referee's, whatever the signs of the card's points.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from pnp.games.labyrinth.cards import ObjectiveCard, Row
from pnp.games.labyrinth.model import STAIRCASE, Sheet
from pnp.games.labyrinth.referee import HEARTS
from pnp.grid.core import Cell, cells

if TYPE_CHECKING:
    from ortools.sat.python.cp_model import CpModel, CpSolver, IntVar, LinearExprT, LiteralT


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


class PathModel:
    def __init__(self, sheet: Sheet, card: ObjectiveCard, fastest: bool, entries: Sequence[str] | None = None) -> None:
        """``entries``: the staircases the path may start on (default: the card's)."""
        from pnp.cpsat import load_cp_model

        load_cp_model()  # lazy: ~0.3 s to import (without pandas, see pnp.cpsat)
        from ortools.sat.python import cp_model

        self.cp = cp_model
        self.m: CpModel = cp_model.CpModel()
        self.sheet, self.card, self.fastest = sheet, card, fastest
        self.cells = list(cells(sheet.width, sheet.height))
        self.index = {c: i for i, c in enumerate(self.cells)}
        n = len(self.cells)
        m = self.m
        self.visit = {c: m.new_bool_var(f"v{c}") for c in self.cells}
        depot = n
        arcs: list[tuple[int, int, LiteralT]] = []
        self.arc: dict[tuple[Cell, Cell], IntVar] = {}
        for c in self.cells:
            arcs.append((self.index[c], self.index[c], self.visit[c].negated()))
            for nb in sheet.grid.moves(c):
                lit = m.new_bool_var(f"a{c}{nb}")
                arcs.append((self.index[c], self.index[nb], lit))
                self.arc[(c, nb)] = lit
        self._seen: dict[Cell, dict[Cell, IntVar]] = {}
        stairs = sheet.staircases()
        self.start: dict[Cell, IntVar] = {}
        for letter in card.entries() if entries is None else entries:
            if letter in stairs:
                c = stairs[letter]
                lit = m.new_bool_var(f"start{c}")
                self.start[c] = lit
                arcs.append((depot, self.index[c], lit))
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

    def seen(self, a: Cell) -> dict[Cell, IntVar]:
        """Per square, a literal true when the path visits it after (or at) ``a``: the state "``a`` already
        visited" carried along the path's arcs, which orders two squares without positions."""
        if a in self._seen:
            return self._seen[a]
        m = self.m
        s = {c: m.new_bool_var(f"s{a}{c}") for c in self.cells}
        for c in self.cells:
            m.add_implication(s[c], self.visit[c])
        m.add(s[a] == self.visit[a])
        for (c, nb), lit in self.arc.items():
            if nb != a:
                m.add_bool_or([lit.negated(), s[c].negated(), s[nb]])
                m.add_bool_or([lit.negated(), s[c], s[nb].negated()])
        for c, lit in self.start.items():
            if c != a:
                m.add_implication(lit, s[c].negated())
        self._seen[a] = s
        return s

    def before(self, a: Cell, b: Cell) -> IntVar:
        """Both squares visited, ``a`` first."""
        return self.seen(a)[b]

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
        return self.before(earlier, later)

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
        self.objective: LinearExprT = sum(terms)
        self.m.maximize(self.objective)

    def limit_hearts(self) -> dict[Cell, IntVar | None]:
        """The heart limit: at most ``HEARTS - 1`` lost; each monster's "defeated" literal.

        Besides the total, the hearts lost so far are carried along the path (``h``, one small integer per square,
        as a resource): CP-SAT then bounds them by the cheapest way in from the arcs still open, so a partial path
        that cannot reach an exit alive fails at once. Squares and arcs that no path can use alive (by the static
        heart distances from the entries and to the exits) are ruled out before the search.
        """
        costs, defeated_of = self._heart_costs()
        m, top = self.m, HEARTS - 1
        hearts: list[LinearExprT] = []
        for c, cost in costs.items():
            hearts.append(cost if not isinstance(cost, int) else cost * self.visit[c])
        if STAIRCASE in self.card.heart_effects:
            hearts.append(-1)  # the entry staircase does not count
        m.add(sum(hearts) <= top)
        fixed = {c: cost for c, cost in costs.items() if isinstance(cost, int)}
        into, out = self._heart_distances(fixed)
        h: dict[Cell, IntVar] = {}
        for c in self.cells:
            lo, hi = into.get(c, HEARTS), top - out.get(c, HEARTS)
            if lo > hi:
                m.add(self.visit[c] == 0)
                continue
            h[c] = m.new_int_var(lo, hi, f"h{c}")
            m.add(h[c] == lo).only_enforce_if(self.visit[c].negated())
        for (c, nb), lit in self.arc.items():
            if c not in h or nb not in h:
                m.add(lit == 0)
                continue
            m.add(h[nb] == h[c] + costs.get(nb, 0)).only_enforce_if(lit)
        for c, lit in self.start.items():
            if c in h:
                m.add(h[c] == 0).only_enforce_if(lit)
            else:
                m.add(lit == 0)
        return defeated_of

    def _heart_costs(self) -> tuple[dict[Cell, IntVar | int], dict[Cell, IntVar | None]]:
        """What visiting a square costs (a heart count, or a literal for a monster that may be defeated), for
        every square that may cost; each monster's "defeated" literal (None when the sheet lacks the item)."""
        m, sheet = self.m, self.sheet
        costs: dict[Cell, IntVar | int] = {}
        defeated_of: dict[Cell, IntVar | None] = {}
        for monster, item in (("rat", "sword"), ("skeleton", "bow")):
            for c in sheet.cells_with(monster):
                d = self.defeated(c, item)
                defeated_of[c] = d
                if d is None:
                    costs[c] = 1
                else:
                    # a heart is lost when the monster is visited and not defeated
                    lost = m.new_bool_var(f"lost{c}")
                    m.add(lost == 1).only_enforce_if([self.visit[c], d.negated()])
                    m.add_implication(lost, self.visit[c])
                    m.add_implication(lost, d.negated())
                    costs[c] = lost
        for c in sheet.cells_with("trap"):
            costs[c] = 1
        for kind in self.card.heart_effects:  # a staircase costs unless it is the entry: see limit_hearts
            for c in sheet.cells_with(kind):
                costs[c] = 1  # effects name symbols that cost nothing of themselves
        return costs, defeated_of

    def _heart_distances(self, costs: dict[Cell, int]) -> tuple[dict[Cell, int], dict[Cell, int]]:
        """Per square, the fewest hearts a walk loses from an entry to it (it included), and from it to an exit
        (it excluded), counting only the squares that always cost: lower bounds for any path."""
        grid = self.sheet.grid

        def walk(sources: dict[Cell, int], step: Callable[[Cell, Cell], int]) -> dict[Cell, int]:
            best = dict(sources)
            todo = deque(sorted(sources, key=lambda c: sources[c]))
            while todo:
                c = todo.popleft()
                for nb in grid.moves(c):
                    d = best[c] + step(c, nb)
                    if d < best.get(nb, HEARTS + 1) and d <= HEARTS:
                        best[nb] = d
                        todo.append(nb)
            return best

        into = walk({c: 0 for c in self.start}, lambda c, nb: costs.get(nb, 0))
        out = walk({c: 0 for c in self.end}, lambda c, nb: costs.get(c, 0))
        return into, out

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
            path.append(next(nb for nb in self.sheet.grid.moves(c) if solver.value(self.arc[(c, nb)])))
        return tuple(path)
