"""Work spread over processes with the results in their tasks' order: the same results as a plain loop.

Every pool of pnp is made by :func:`process_pool`: spawned processes (a fresh interpreter each, nothing inherited
by accident, not even the `pnp` program's signal handler) that leave an interrupt to the process that started them
(Ctrl-C reaches a terminal's whole process group: a worker ignores it, so none prints a traceback) and that end
when it ends, however it ends (on Linux, the kernel sends them SIGKILL then: a worker never goes on writing or
computing for a program that is gone, even one that ignores SIGTERM as the editor's do). ``imap`` hands each result
over as soon as it and every earlier one are done, so a caller counting progress counts up while the work runs, and
what it builds is the serial result whatever ``jobs`` is.
"""

from __future__ import annotations

import os
import signal
import sys
import threading
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from multiprocessing.pool import Pool

Task = TypeVar("Task")
Result = TypeVar("Result")


def in_order(work: Callable[[Task], Result], tasks: Sequence[Task], jobs: int = 1,
             chunksize: int = 1) -> Iterator[Result]:
    """``work(task)`` for each task, in order: here, or on up to ``jobs`` spawned processes (``work`` must then be
    a module-level function and the tasks picklable)."""
    if jobs > 1 and len(tasks) > 1:
        with process_pool(min(jobs, len(tasks))) as pool:
            yield from pool.imap(work, tasks, chunksize=chunksize)
        return
    yield from map(work, tasks)


def end_workers(pool: Pool) -> None:
    """End ``pool``'s workers without waiting on them, for a pool whose workers may ignore SIGTERM (the editor's
    provers): its stop (``Pool.terminate``) is started on a thread of its own, which first tells the pool's
    threads to start no more workers, and the workers are then killed (SIGKILL: SIGTERM, which ``terminate``
    sends, may be ignored, and the work has nothing to save). That stop may
    then wait for ever on the lock of the pool's task queue, which an idle worker held as it was killed: on
    its own daemon thread, and never again when the pool is collected (its finalizer has run), rather than in
    the caller or in whatever code the collector interrupts."""
    import time
    from multiprocessing.pool import TERMINATE

    stopping = threading.Thread(target=pool.terminate, name="pool stop", daemon=True)
    stopping.start()
    handler = getattr(pool, "_worker_handler", None)
    deadline = time.monotonic() + 5.0
    while handler is not None and getattr(handler, "_state", TERMINATE) != TERMINATE and stopping.is_alive() \
            and time.monotonic() < deadline:  # a state, not a time: the bound only guards the pool's internals
        time.sleep(0.005)
    for worker in list(getattr(pool, "_pool", ())):
        if worker.pid is not None:
            try:
                os.kill(worker.pid, signal.SIGKILL)
            except OSError:
                pass  # ended already


def process_pool(processes: int, initializer: Callable[..., None] | None = None, initargs: tuple = ()) -> Pool:
    """A pool of ``processes`` spawned workers that ignore SIGINT and end with this process (see the module
    notes); ``initializer(*initargs)`` runs in each worker after that. Never give it ``maxtasksperchild``:
    the pool's own thread would start the replacements, and they would be ended when that thread ends."""
    import multiprocessing

    # the kernel's parent-death signal follows the thread that started the worker, not the process: only a pool
    # started by the main thread (alive until the program ends) may ask for it
    tied = threading.current_thread() is threading.main_thread()
    from pnp.i18n import current

    # a spawned worker starts in English: it is handed the language its parent prints in
    return multiprocessing.get_context("spawn").Pool(processes, start_worker, (
        os.getpid() if tied else None, current(), initializer, initargs))


def start_worker(parent: int | None, lang: str, initializer: Callable[..., None] | None = None,
                 initargs: tuple = ()) -> None:
    """What every spawned worker of pnp does first (a pool's, a studio job's): leave interrupts to its parent,
    print in ``lang``, end with ``parent`` (its pid, or None when it need not), then ``initializer(*initargs)``."""
    from pnp.i18n import set_language

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent decides what an interrupt does
    set_language(lang)
    if parent is not None and sys.platform.startswith("linux"):
        _end_with_parent(parent)
    if initializer is not None:
        initializer(*initargs)


def _end_with_parent(parent: int) -> None:
    """SIGKILL when the parent ends (prctl PR_SET_PDEATHSIG); a parent already gone ends the worker now.
    SIGKILL, not SIGTERM: an initializer may have the worker ignore SIGTERM (the editor's provers do, so that a
    kill of the whole process group leaves the stop to the editor), and a worker has nothing to clean up."""
    import ctypes

    pr_set_pdeathsig = 1
    libc: Any = ctypes.CDLL(None, use_errno=True)
    libc.prctl(pr_set_pdeathsig, signal.SIGKILL, 0, 0, 0)
    if os.getppid() != parent:  # it ended before the request was made: the signal would never come
        os._exit(0)
