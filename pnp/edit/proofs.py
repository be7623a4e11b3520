"""Proven pars for the editor: one card on one sheet (``api/par``) and a whole deck's ranges (``api/deck``).

Proofs are remembered by (the sheet's content hash, the card's content) once proven; an unproven answer (the
time budget ran out) is not, so a later request may prove it. Each kind of request carries the page's
ticket: a newer ticket answers an older request still waiting its turn with ``{"cancelled": true}`` at once,
stops a running par (the labyrinth surface's ``stop_class``) and a running deck between proofs. The deck
is proven on the session's one pool of processes (its ``prover_class``, opened once:
starting processes costs a second), fed a few proofs at a time so that a cancelled deck stops soon. The
standard deck of the session's seed is made on that pool in the background as the session starts.
"""

from __future__ import annotations

import queue
import signal
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from pnp.edit.session import Refused
from pnp.edit.wire import content_hash
from pnp.parallel import end_workers
from pnp.registry import labyrinth

if TYPE_CHECKING:
    from pnp.surfaces.labyrinth import ObjectiveCard, Prover, Sheet, Solution, Stop

PROOFS_KEPT = 20_000  # proven (sheet, card) pairs remembered: a few MB
IN_FLIGHT = 2  # proofs handed to each process at a time: enough to keep it busy, few to wait for when cancelled
DECK_WAIT = 300.0  # seconds a request waits for the standard deck before giving up


def prove(task: tuple[ObjectiveCard, Sheet, float]) -> Solution:
    """One proof in a worker process (which leaves signals to the editor, see :func:`_quiet_worker`)."""
    card, sheet, time_limit = task
    return labyrinth().solve(sheet, card, time_limit=time_limit)


class Gate:
    """The tickets of one kind of request: the highest seen, one proof at a time, and the running one's stop."""

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._highest = -1
        self._busy = False
        self._running: tuple[int | None, Stop] | None = None

    def reset(self) -> None:
        """A page (re)loaded: its tickets start again from the beginning."""
        with self._cond:
            self._highest = -1

    def stop_running(self) -> None:
        """The session ends: the running proof stops now."""
        with self._cond:
            if self._running is not None:
                self._running[1].request()

    def _stale(self, ticket: int | None) -> bool:
        return ticket is not None and ticket < self._highest

    @contextmanager
    def turn(self, ticket: int | None, stop: Stop) -> Iterator[bool]:
        """Wait for this request's turn: True to go ahead, False when a newer ticket came first."""
        with self._cond:
            if ticket is not None and ticket > self._highest:
                self._highest = ticket
                if self._running is not None and self._stale(self._running[0]):
                    self._running[1].request()
                self._cond.notify_all()  # the older requests waiting give up
            while self._busy and not self._stale(ticket):
                self._cond.wait()
            go = not self._stale(ticket)
            if go:
                self._busy, self._running = True, (ticket, stop)
        try:
            yield go
        finally:
            if go:
                with self._cond:
                    self._busy, self._running = False, None
                    self._cond.notify_all()


class Proofs:
    """The session's proofs: the standard deck, the cache, the pool and the two gates."""

    def __init__(self, seed: int, jobs: int = 2, cards: tuple[ObjectiveCard, ...] | None = None,
                 noted: tuple[ObjectiveCard, ...] | None = None) -> None:
        self.prover = _open_prover(jobs)
        self._kept: OrderedDict[tuple[str, tuple], Solution] = OrderedDict()
        self._lock = threading.Lock()
        self.par_gate, self.deck_gate = Gate(), Gate()
        self._cards = cards
        # the cards the designer's notes ask about, as `pnp verify --explain` does (given cards: those, for tests)
        self._noted = noted if noted is not None else cards
        self._ready = threading.Event()
        self._failed = ""
        if cards is None:
            threading.Thread(target=self._standard, args=(seed,), name="standard-deck", daemon=True).start()
        else:
            self._ready.set()

    def _standard(self, seed: int) -> None:
        lab = labyrinth()
        try:
            self._cards = lab.labyrinth_with_deck(seed, prover=self.prover)[1].cards
            self._noted = lab.par_cards(seed, prover=self.prover)[1]  # its proofs were the deck's first: remembered
        except Exception as err:  # a background thread has no one to raise to: the requests report it
            self._failed = f"the standard deck of seed {seed} could not be made: {err}"
        self._ready.set()

    def ready(self) -> bool:
        """Whether the standard deck is made (or failed: ``cards`` then says why)."""
        return self._ready.is_set()

    def cards(self) -> tuple[ObjectiveCard, ...]:
        """The standard deck's cards (waits for them while they are being made)."""
        if not self._ready.wait(DECK_WAIT) or self._cards is None:
            raise Refused(self._failed or "the standard deck is not ready yet", 503)
        return self._cards

    def noted(self) -> tuple[ObjectiveCard, ...] | None:
        """The cards the designer's notes ask about, once the deck is made (None until then, or if it failed)."""
        if not self._ready.is_set():
            return None
        return self._noted or ()  # none when they could not be made: the notes then leave the cards out

    def card(self, card_id: str) -> ObjectiveCard:
        cards = self.cards()
        for card in cards:
            if card.card_id == card_id:
                return card
        known = labyrinth().known_ids([c.card_id for c in cards])
        raise Refused(f"card: no card {card_id!r} in the deck; its ids are {known}")

    def close(self) -> None:
        """Stop the proofs running in this process (a par, a deck's loop), and the pool's workers."""
        self.par_gate.stop_running()
        self.deck_gate.stop_running()
        if self.prover.pool is not None:  # (left in place: a proof's thread still ending reads it)
            end_workers(self.prover.pool)

    # --- the cache -------------------------------------------------------------------------------------------

    def _known(self, key: tuple[str, tuple]) -> Solution | None:
        with self._lock:
            found = self._kept.get(key)
            if found is not None:
                self._kept.move_to_end(key)
            return found

    def _keep(self, key: tuple[str, tuple], sol: Solution) -> None:
        if not sol.optimal:  # unproven (out of time, or stopped): a later request may prove it
            return
        with self._lock:
            self._kept[key] = sol
            while len(self._kept) > PROOFS_KEPT:
                self._kept.popitem(last=False)

    # --- one card --------------------------------------------------------------------------------------------

    def par(self, sheet: Sheet, card: ObjectiveCard, budget: float, ticket: int | None) -> dict:
        """``api/par``: the card's proven best score on the sheet, its path and the referee's lines."""
        result_lines = labyrinth().result_lines
        sheet_hash = content_hash(sheet)
        key = (sheet_hash, card.content_key())
        found, cached = self._known(key), True
        if found is None:
            stop = labyrinth().stop_class()
            with self.par_gate.turn(ticket, stop) as go:
                found = self._known(key) if go else None  # proven meanwhile by an equal request
                if go and found is None:
                    found, cached = labyrinth().solve(sheet, card, time_limit=budget, stop=stop), False
            if found is None or stop.requested:
                return {"cancelled": True}
            self._keep(key, found)
        return {"hash": sheet_hash, "card": card.card_id, "solvable": found.solvable, "optimal": found.optimal,
                "par": found.score, "path": [list(c) for c in found.path],
                "lines": result_lines(found.result) if found.result else [], "seconds": round(found.seconds, 3),
                "cached": cached}

    # --- the deck --------------------------------------------------------------------------------------------

    def deck(self, sides: dict[str, Sheet], budget: float, ticket: int | None) -> dict:
        """``api/deck``: each difficulty's par range over the standard deck, on each side."""
        started = time.perf_counter()
        cards = self.cards()
        stop = labyrinth().stop_class()
        with self.deck_gate.turn(ticket, stop) as go:
            if not go:
                return {"cancelled": True}
            keys = {(side, i): (content_hash(sheet), card.content_key())
                    for side, sheet in sides.items() for i, card in enumerate(cards)}
            solved = {job: sol for job, key in keys.items() if (sol := self._known(key)) is not None}
            todo = [(job, cards[job[1]], sides[job[0]]) for job in keys if job not in solved]
            for job, sol in self._prove_all(todo, started + budget, stop).items():
                solved[job] = sol
                self._keep(keys[job], sol)
            if stop.requested:
                return {"cancelled": True}
        return _ranges(sides, cards, solved, time.perf_counter() - started)

    def _prove_all(self, todo: list[tuple[tuple[str, int], ObjectiveCard, Sheet]], deadline: float,
                   stop: Stop) -> dict[tuple[str, int], Solution]:
        """The solutions of ``todo`` (job, card, sheet) proven before ``deadline`` or a stop, by job (on the pool
        when there is one, else here)."""
        pool = self.prover.pool
        done: dict[tuple[str, int], Solution] = {}
        if pool is None:
            for job, card, sheet in todo:
                left = deadline - time.perf_counter()
                if stop.requested or left <= 0:
                    break
                done[job] = labyrinth().solve(sheet, card, time_limit=left, stop=stop)
            return done
        answers: queue.Queue = queue.Queue()

        def answer(job: tuple[str, int]) -> Callable[[object], None]:
            return lambda found: answers.put((job, found))

        waiting, pending = list(todo), 0
        while (waiting or pending) and not stop.requested:
            while waiting and pending < IN_FLIGHT * self.prover.jobs and time.perf_counter() < deadline:
                job, card, sheet = waiting.pop(0)
                pool.apply_async(prove, ((card, sheet, max(0.05, deadline - time.perf_counter())),),
                                 callback=answer(job), error_callback=answer(job))
                pending += 1
            if not pending:
                break
            try:
                job, sol = answers.get(timeout=0.05)
            except queue.Empty:
                continue
            pending -= 1
            if isinstance(sol, BaseException):
                raise sol
            done[job] = sol
        return done


def _ranges(sides: dict[str, Sheet], cards: tuple[ObjectiveCard, ...], solved: dict, seconds: float) -> dict:
    """Per side and difficulty, [lowest, highest] proven par (None when no card of it has one); the pairs left
    unproven, and those proven to have no legal path."""
    ranges: dict[str, dict[str, list[int] | None]] = {}
    unproven = no_path = 0
    for side in sides:
        pars: dict[str, list[int]] = {d: [] for d in labyrinth().DIFFICULTIES}
        for i, card in enumerate(cards):
            sol = solved.get((side, i))
            if sol is None or not sol.optimal:
                unproven += 1
            elif not sol.solvable:
                no_path += 1
            else:
                pars[card.difficulty].append(sol.score)
        ranges[side] = {d: [min(v), max(v)] if v else None for d, v in pars.items()}
    return {"ranges": ranges, "unproven": unproven, "no_path": no_path, "seconds": round(seconds, 3)}


def _open_prover(jobs: int) -> Prover:
    """The session's pool (none for one job), its processes deaf to the signals that stop the editor (see
    :func:`_quiet_worker`)."""
    from pnp.parallel import process_pool

    prover = labyrinth().prover_class(jobs, labyrinth().DEFAULT_WORK_LIMIT)
    if jobs > 1:
        prover.pool = process_pool(jobs, _quiet_worker)
    return prover


def _quiet_worker() -> None:
    """A prover leaves every stop to the editor, which ends it (:func:`pnp.edit.run.end`). Ctrl-C is ignored
    already (:func:`pnp.parallel.process_pool`); SIGTERM is too, for `timeout`, a service manager or ``kill --
    -PGID`` send it to the whole process group; and CP-SAT is kept off SIGINT, which after a search it leaves to
    the default action. A worker killed by either signal could hold the lock of the pool's task queue, for
    ever: the pool's own stop then waited for it, and the editor hung until SIGKILL."""
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    labyrinth().leave_signals_alone()
