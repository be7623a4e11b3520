"""A task for tests/test_parallel.py's worker processes (a spawned worker imports its task's module by name)."""

from __future__ import annotations

import os
import time
from pathlib import Path


def say_busy(folder: str) -> None:
    """Tell the test this worker is running a task (everything a worker does on starting is done by then: a file
    named by its process id), then keep it busy for ten minutes."""
    (Path(folder) / str(os.getpid())).touch()
    time.sleep(600)


def deaf_to_sigterm() -> None:
    """A worker that ignores SIGTERM, as the editor's provers do."""
    import signal

    signal.signal(signal.SIGTERM, signal.SIG_IGN)


def pid(_: object) -> int:
    return os.getpid()
