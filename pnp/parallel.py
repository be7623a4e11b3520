"""Work spread over processes with the results in their tasks' order: the same results as a plain loop.

Spawned processes (a fresh interpreter each, nothing inherited by accident), as the kits and the prover use;
``imap`` hands each result over as soon as it and every earlier one are done, so a caller counting progress
counts up while the work runs, and what it builds is the serial result whatever ``jobs`` is.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import TypeVar

Task = TypeVar("Task")
Result = TypeVar("Result")


def in_order(work: Callable[[Task], Result], tasks: Sequence[Task], jobs: int = 1,
             chunksize: int = 1) -> Iterator[Result]:
    """``work(task)`` for each task, in order: here, or on up to ``jobs`` spawned processes (``work`` must then be
    a module-level function and the tasks picklable)."""
    if jobs > 1 and len(tasks) > 1:
        import multiprocessing

        with multiprocessing.get_context("spawn").Pool(min(jobs, len(tasks))) as pool:
            yield from pool.imap(work, tasks, chunksize=chunksize)
        return
    yield from map(work, tasks)
