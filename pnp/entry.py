"""The `pnp` program's first step: Ctrl-C or a kill, from the very start, stops it cleanly.

An exception raised by a signal handler can surface anywhere, even inside a
library's import (which turns it into an ImportError and a traceback), so the
handler stops the program itself: see :func:`pnp.atomic.stop_on_signal`.

Nothing runs before it that takes time: importing the `pnp` package runs
nothing (its API is imported when first used), and this module imports only
what the interpreter has at hand. What is left before it is Python's own start.
"""

from __future__ import annotations

# the C module under `signal`: `signal` itself imports enum first, which takes longer than all of Python's own
# start-up after the point where Ctrl-C becomes a KeyboardInterrupt (the window this module closes)
import _signal
import os
import sys

# A program stopped that way leaves its worker pool's semaphores to multiprocessing's resource tracker (a process
# of its own, inheriting this environment), which removes them, as it should, and warns on the terminal that it
# did: after Ctrl-C that warning is noise, so the program's processes leave it out (and only it).
_TRACKER_WARNING = "ignore:resource_tracker:UserWarning"
_STOPPING = (_signal.SIGINT, _signal.SIGTERM)


def main() -> None:
    # held while the handler's module loads (the process has one thread yet, so a signal waits for it), then
    # delivered to the handler
    previous = _signal.pthread_sigmask(_signal.SIG_BLOCK, _STOPPING)
    try:
        from pnp.atomic import stop_on_signal

        for signum in _STOPPING:
            _signal.signal(signum, stop_on_signal)
    finally:
        _signal.pthread_sigmask(_signal.SIG_SETMASK, previous)
    given = os.environ.get("PYTHONWARNINGS")
    os.environ["PYTHONWARNINGS"] = f"{given},{_TRACKER_WARNING}" if given else _TRACKER_WARNING
    from pnp.errors import PnpError

    try:
        from pnp.cli import main as run  # builds every game's commands: a bad PNP_MINIGAMES is refused here
    except PnpError as err:
        print(f"pnp: error: {err}", file=sys.stderr)
        raise SystemExit(2) from None
    run()
