"""pnp.parallel: results in order whatever the processes, and workers that leave interrupts to their parent and
end with it."""

from __future__ import annotations

import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from pnp.parallel import in_order


def test_results_come_in_the_tasks_order_here_and_on_processes():
    tasks = list(range(-6, 6))
    assert list(in_order(abs, tasks, 1)) == list(in_order(abs, tasks, 2)) == [abs(t) for t in tasks]


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def _ignores_sigint(pid: int) -> bool:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("SigIgn:"):
            return bool(int(line.split()[1], 16) & (1 << (signal.SIGINT - 1)))
    raise AssertionError("no SigIgn line")


# A parent that handles SIGINT itself (so its workers do not inherit an ignored SIGINT), with both workers busy
# for ten minutes: only the parent-death signal can end them soon after the parent is killed. Each worker names
# itself in the folder once it runs its task, so everything it does on starting is done.
_PARENT = textwrap.dedent("""
    import signal, sys, time
    signal.signal(signal.SIGINT, signal.default_int_handler)
    sys.path.insert(0, sys.argv[1])
    from parallel_helpers import say_busy
    from pnp.parallel import process_pool
    pool = process_pool(2)
    busy = [pool.apply_async(say_busy, (sys.argv[2],)) for _ in range(2)]
    time.sleep(600)
""")


def _wait_for(ready, what: str, limit: float = 120.0) -> None:
    """Wait until ``ready()`` (a state, polled); ``limit`` seconds only bound a failure on a machine however busy."""
    deadline = time.monotonic() + limit
    while not ready():
        assert time.monotonic() < deadline, what
        time.sleep(0.02)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the parent-death signal and /proc are Linux's")
def test_busy_workers_ignore_sigint_and_end_when_their_parent_is_killed(tmp_path):
    said = tmp_path / "busy"
    said.mkdir()
    proc = subprocess.Popen([sys.executable, "-c", _PARENT, str(Path(__file__).parent), str(said)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        # both workers at work: two tasks of ten minutes each, so in two different processes
        _wait_for(lambda: len(list(said.iterdir())) == 2 or proc.poll() is not None, "the workers never started")
        workers = [int(p.name) for p in said.iterdir()]
        assert proc.poll() is None and len(workers) == 2 and all(_alive(p) for p in workers)
        assert all(_ignores_sigint(p) for p in workers)  # Ctrl-C reaches them too: the parent decides
        proc.kill()  # no handler, no exit code of Python's: only the kernel can tell the workers
        proc.wait(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
    _wait_for(lambda: not any(_alive(p) for p in workers), "a worker outlived its parent")


def test_end_workers_ends_a_pool_whose_workers_ignore_sigterm_and_its_collection_does_not_wait(tmp_path):
    """Pool.terminate (and a pool's finalizer when it is collected) sends SIGTERM and then waits for the workers:
    for workers that ignore it, for ever. end_workers kills them and leaves that wait to a thread of its own."""
    import gc
    import os

    from parallel_helpers import deaf_to_sigterm, pid

    from pnp.parallel import end_workers, process_pool

    pool = process_pool(2, deaf_to_sigterm)
    pids = set(pool.map(pid, range(8), chunksize=1))
    assert pids
    end_workers(pool)
    del pool
    gc.collect()  # the finalizer has run on the stop's thread: nothing is left to wait here

    def alive(p: int) -> bool:
        try:
            done, _ = os.waitpid(p, os.WNOHANG)
        except ChildProcessError:
            return False  # reaped already
        return done == 0

    deadline = time.monotonic() + 60
    while any(alive(p) for p in pids) and time.monotonic() < deadline:  # a state: every worker gone
        time.sleep(0.05)
    assert not any(alive(p) for p in pids)
