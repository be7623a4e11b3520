"""Stopping CP-SAT from outside its search: a stop another thread requests, and Ctrl-C kept from it.

The solver (:mod:`pnp.games.labyrinth.solver`) takes both: a caller without a stop gets exactly the search it
always had.
"""

from __future__ import annotations

import threading
from typing import Any

_CATCH_SIGINT = True


def leave_signals_alone() -> None:
    """Keep CP-SAT away from Ctrl-C in this process from now on. While it searches it takes SIGINT over, and
    after the search it leaves SIGINT to the default action, not to the handler it found: a program that
    solves in threads and handles its own signals (`pnp edit`'s clean stop) would then die at the next Ctrl-C.
    The CLI keeps CP-SAT's handling (a Ctrl-C ends the search under way)."""
    global _CATCH_SIGINT
    _CATCH_SIGINT = False


def catches_sigint() -> bool:
    """Whether CP-SAT may take Ctrl-C over during a search in this process (see :func:`leave_signals_alone`)."""
    return _CATCH_SIGINT


class Stop:
    """Stops a solve from another thread: :meth:`request` ends the search at once (CP-SAT's ``stop_search``),
    or, should it come in the instant before the search starts, at the next solution found or at the latest at
    the time limit. A solve stopped this way is undecided or unproven, never a wrong proof."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._solver: Any = None
        self.requested = False

    def request(self) -> None:
        with self._lock:
            self.requested = True
            if self._solver is not None:
                self._solver.stop_search()

    def attach(self, solver: Any) -> bool:
        """Let :meth:`request` reach ``solver``; False when a stop was already requested (do not start)."""
        with self._lock:
            self._solver = solver
            return not self.requested


def stopper(cp: Any, stop: Stop) -> Any:
    """A solution callback that ends the search once a stop is requested (closes the gap before the search
    starts, when ``stop_search`` has nothing to stop yet)."""

    class _Callback(cp.CpSolverSolutionCallback):
        def on_solution_callback(self) -> None:
            if stop.requested:
                self.stop_search()

    return _Callback()
