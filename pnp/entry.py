"""The `pnp` program's first step: Ctrl-C or a kill, from the very start, stops it cleanly.

An exception raised by a signal handler can surface anywhere, even inside a
library's import (which turns it into an ImportError and a traceback), so the
handler stops the program itself: see :func:`pnp.atomic.stop_on_signal`.
"""

from __future__ import annotations

import signal

from pnp.atomic import stop_on_signal


def main() -> None:
    signal.signal(signal.SIGINT, stop_on_signal)
    signal.signal(signal.SIGTERM, stop_on_signal)
    from pnp.cli import main as run

    run()
