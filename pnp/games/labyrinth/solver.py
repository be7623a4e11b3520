"""The exact solver: the best score a sheet and a card allow, proven optimal.

The model (:mod:`pnp.games.labyrinth.solver_model`) is a circuit through the
squares with the card's rules on it. How it is searched depends on the sheet's
size (measured on the kit's 9 × 9 and 11 × 11 sheets and on 13 × 13 to 20 × 20,
see :data:`SMALL_SQUARES`, bench/bench_labyrinth.py and bench/bench_anchor_solver.py):

- a large sheet (over :data:`SMALL_SQUARES` squares): a card whose path may
  start on several staircases is solved one entry at a time, each later entry
  asked only to beat the best score found so far: a path from one staircase is
  far more constrained than a choice of three, and "no path from here scores
  more" is quickly proven; the witness is the first entry's (in the card's
  order) to reach the best score. CP-SAT presolves the model.
- a small sheet: one model with every entry, and no presolve. There a proof
  takes a few hundredths of a second, and the presolve and one model per entry
  cost more than they save (half the kit's proving time went to them).

Either way the witness path is re-judged by the referee before it is returned.

CP-SAT runs with one worker and a fixed seed so witnesses are reproducible.
A caller may stop a running solve from another thread
(:class:`pnp.games.labyrinth.solver_stop.Stop`: the editor's par, superseded
by a newer edit); without one the search runs to the time limit.
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from pnp.games.labyrinth.cards import ObjectiveCard
from pnp.games.labyrinth.model import Sheet
from pnp.games.labyrinth.referee import Result, referee
from pnp.games.labyrinth.solver_model import PathModel, Want
from pnp.games.labyrinth.solver_stop import Stop, catches_sigint, stopper
from pnp.grid.core import Cell

__all__ = ["DEFAULT_TIME_LIMIT", "DEFAULT_WORK_LIMIT", "Solution", "Want", "describe_solution", "path_meeting",
           "solve"]

DEFAULT_TIME_LIMIT = 60.0  # seconds: what `pnp solve` and the editor wait for, a person's choice of patience
# the work a proof pnp makes for itself may do (a deck's pars, the verdict's reach, the designer's report), in
# CP-SAT's deterministic units: counted in search work, not by the clock, so a busy machine gives the same decks
# and reports as an idle one. 100 units took about 60 s of one core on the machine that measured it; the kit's
# proofs take hundredths of one.
DEFAULT_WORK_LIMIT = 100.0
# up to this many squares a sheet is solved as one model without presolve (see above): measured on 40 cards of
# seed 1's deck, that halves the proving time on 13 × 13 and 15 × 15 sheets (both sides), and on 17 × 17 it is
# faster on a side A but leaves a side B's proofs unfinished at 10 s
SMALL_SQUARES = 15 * 15


@dataclass(frozen=True)
class Solution:
    solvable: bool | None  # None: the time ran out before a path or a proof was found
    optimal: bool  # the score is proven to be the best possible
    score: int | None
    path: tuple[Cell, ...]
    result: Result | None  # the referee's verdict on the witness path
    bound: float | None  # the solver's upper bound on the score; None when nothing bounds it (see solve)
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


def small(sheet: Sheet) -> bool:
    """Whether ``sheet`` is solved as one model without presolve (see the module's notes)."""
    return sheet.width * sheet.height <= SMALL_SQUARES


def _run(model: PathModel, started: float, time_limit: float | None, stop: Stop | None = None,
         work_limit: float | None = None) -> tuple[Any, int, float, str]:
    """CP-SAT on the model, one worker and a fixed seed (the same answer every time): solver, status, seconds
    since ``started``, status name. ``stop``: see :class:`Stop` (none: the search runs to the time limit).
    ``work_limit``: a bound on the search's work instead of its seconds (CP-SAT's deterministic time, counted
    in units of work, not of the clock): the answer is then the same on a busy machine as on an idle one."""
    solver = model.cp.CpSolver()
    solver.parameters.num_workers = 1
    solver.parameters.random_seed = 0
    if time_limit is not None:
        solver.parameters.max_time_in_seconds = time_limit
    if work_limit is not None:
        solver.parameters.max_deterministic_time = work_limit
    # on a small sheet the presolve costs more than the whole search it would shorten (the kit's 118 proofs:
    # 14.8 s with presolve and one model per entry, 6.7 s as one model without, 6.1 s with the bound tree);
    # on a 20 × 20 sheet the same settings left 6 of 30 cards unproven at 30 s, against 1 as it is
    if small(model.sheet):
        solver.parameters.cp_model_presolve = False
        solver.parameters.optimize_with_lb_tree_search = True  # a further tenth off the kit's proofs
    # no linear relaxation: on these models it bounds the score far above the optimum (LP 18 against 14 on a
    # 20 × 20 sheet) and its cost per node halved the search's speed; proofs come from propagation and learning
    solver.parameters.linearization_level = 0
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


def _bound(solver: Any) -> float:
    """The solver's bound on the score; infinite when there is none (the search was stopped before it started)."""
    try:
        return float(solver.best_objective_bound)
    except RuntimeError:
        return math.inf


def solve(sheet: Sheet, card: ObjectiveCard, time_limit: float = DEFAULT_TIME_LIMIT, fastest: bool = False,
          stop: Stop | None = None, work_limit: float | None = None) -> Solution:
    """Best legal path (all minigames solved). ``fastest`` adds the token's points; ``stop`` lets another thread
    end the search early (:class:`Stop`); ``work_limit`` bounds the search by its work instead of ``time_limit``
    (see :func:`_run`), shared by the entries searched one by one."""
    started = time.perf_counter()
    worked = 0.0  # deterministic units spent by the searches so far
    stairs = sheet.staircases()
    entries = [letter for letter in card.entries() if letter in stairs]
    # a small sheet: one search over every entry (a tuple of them is one model); a large one: entry by entry
    searches = [tuple(entries)] if small(sheet) and entries else [(letter,) for letter in entries]
    best: tuple[int, tuple[Cell, ...]] | None = None
    bound = -math.inf  # the best score any entry could still reach, as far as proven (infinite: nothing bounds it)
    proven, name, shaped = True, "OPTIMAL", False
    for n, starts in enumerate(searches):
        model = PathModel(sheet, card, fastest, starts)
        if not model.feasible_shape:
            continue
        shaped = True
        model.build()
        if best is not None:
            model.m.add(model.objective >= best[0] + 1)  # only a better path matters now
        if work_limit is None:
            left = time_limit - (time.perf_counter() - started)
            solver, status, _, status_name = _run(model, started, max(left, 0.0), stop)
        else:
            solver, status, _, status_name = _run(model, started, None, stop, max(work_limit - worked, 0.0))
            worked += solver.deterministic_time
        cp = model.cp
        if status in (cp.OPTIMAL, cp.FEASIBLE):
            best = (int(round(solver.objective_value)), model.path(solver))
        if status == cp.INFEASIBLE:
            continue  # no path from this entry, or none beating the best
        top = solver.objective_value if status == cp.OPTIMAL else _bound(solver)
        bound = max(bound, top)
        if status != cp.OPTIMAL:
            proven, name = False, status_name
        if status not in (cp.OPTIMAL, cp.FEASIBLE):
            if n + 1 < len(searches):
                bound = math.inf  # out of time, or stopped: the entries left are not tried, nothing bounds them
            break
    seconds = time.perf_counter() - started
    if not shaped:
        return Solution(False, True, None, (), None, None, seconds, "no entry or no exit on this sheet")
    if best is None:
        if proven:
            return Solution(False, True, None, (), None, None, seconds, "INFEASIBLE")
        return Solution(None, False, None, (), None, None, seconds, name)
    score, path = best
    result = referee(sheet, card, path, fastest=fastest)
    if not result.legal or result.score != score:
        raise AssertionError(f"solver and referee disagree: {score} vs {result.score} ({result.reason})")
    # no bound is null in JSON, never Infinity (which no strict parser reads)
    return Solution(True, proven, score, path, result, score if proven else bound if math.isfinite(bound) else None,
                    seconds, name)


def path_meeting(sheet: Sheet, card: ObjectiveCard, wants: Sequence[Want], hearts: bool = True,
                 time_limit: float = DEFAULT_TIME_LIMIT, work_limit: float | None = None) -> Solution:
    """A path legal under ``card`` (every minigame solved) that does one of ``wants``, or a proof that none does.

    No score is sought: the first path found is the answer. ``hearts=False`` lifts the heart limit (the path is
    then only drawable: on the sheet, through no wall, no square twice, from an entry to an exit).
    ``work_limit``: the search is bounded by its work (see :func:`_run`), not by ``time_limit``.
    """
    started = time.perf_counter()
    model = PathModel(sheet, card, False)
    if not model.feasible_shape or not wants:
        return Solution(False, True, None, (), None, None, time.perf_counter() - started, "nothing to meet")
    if hearts:
        model.limit_hearts()
    model.m.add_bool_or([model.wanted(w) for w in wants])
    cp = model.cp
    solver, status, seconds, name = _run(model, started, None if work_limit is not None else time_limit,
                                         work_limit=work_limit)
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
        bound = "no bound on the score was proven" if sol.bound is None else f"the solver's bound is {sol.bound:g}"
        found = f"score {sol.score} found, NOT proven best ({bound}; a longer --time-limit may prove or beat it)"
    lines = [head + f"{found}, {len(sol.path)} squares, {sol.seconds:.2f} s"]
    lines.append("  path: " + " ".join(f"{x},{y}" for x, y in sol.path))
    assert sol.result is not None  # solve() gives every solvable answer the referee's verdict on its path
    for r in sol.result.rows:
        lines.append(f"  {r.points:+3d}  {r.row.describe()}  ({r.detail})")
    return "\n".join(lines)
