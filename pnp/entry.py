"""The `pnp` program's first step: Ctrl-C or a kill, from the very start, stops it cleanly.

An exception raised by a signal handler can surface anywhere, even inside a
library's import (which turns it into an ImportError and a traceback), so the
handler stops the program itself: see :func:`pnp.atomic.stop_on_signal`.
"""

from __future__ import annotations

import os
import signal

from pnp.atomic import stop_on_signal

# A program stopped that way leaves its worker pool's semaphores to multiprocessing's resource tracker (a process
# of its own, inheriting this environment), which removes them, as it should, and warns on the terminal that it
# did: after Ctrl-C that warning is noise, so the program's processes leave it out (and only it).
_TRACKER_WARNING = "ignore:resource_tracker:UserWarning"


def main() -> None:
    signal.signal(signal.SIGINT, stop_on_signal)
    signal.signal(signal.SIGTERM, stop_on_signal)
    given = os.environ.get("PYTHONWARNINGS")
    os.environ["PYTHONWARNINGS"] = f"{given},{_TRACKER_WARNING}" if given else _TRACKER_WARNING
    from pnp.cli import main as run

    run()
