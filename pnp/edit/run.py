"""Running a session: the server on 127.0.0.1, the URL printed, the browser opened, a clean stop.

Ctrl-C or SIGTERM, to the program or its whole process group, ends the session: the server stops taking
requests, a save or export being written is finished (its files are renamed into place or were never
touched: :mod:`pnp.atomic`), the program says "stopped", its prover processes are killed and it exits 0, at
once, with no traceback. A proof still running is simply dropped: it has written nothing.
"""

from __future__ import annotations

import errno
import os
import signal
import sys
import threading
from collections.abc import Callable
from contextlib import ExitStack
from typing import NoReturn

from pnp.edit.app import App
from pnp.edit.files import WRITING
from pnp.edit.proofs import Proofs
from pnp.edit.server import EditServer
from pnp.edit.session import Session, blank_sheet
from pnp.edit.sheets import check
from pnp.errors import PnpError
from pnp.registry import labyrinth


def start(session: Session, port: int, jobs: int = 2) -> EditServer:
    """The server of ``session`` on ``port`` (0: a free one), not yet serving; a port in use is one line."""
    try:
        server = EditServer(session.token, port)
    except OSError as err:
        if err.errno == errno.EADDRINUSE:
            raise PnpError(f"--port {port}: already in use (leave --port out to take a free one)") from None
        raise PnpError(f"--port {port}: cannot listen there: {err.strerror or err}") from None
    labyrinth().leave_signals_alone()  # solves run in the server's threads: Ctrl-C stays this program's
    server.app = App(session, Proofs(session.seed, jobs))
    # the first check imports the drawing code and reads the fonts (0.4 s): done now, not on the first click
    threading.Thread(target=check, args=(blank_sheet(5, 5),), name="warm-up", daemon=True).start()
    return server


def stop(server: EditServer) -> None:
    """Stop serving, wait for a write under way, stop the proofs running here (the server must be serving in
    another thread); the pool's processes end with the program (:func:`end`)."""
    server.shutdown()
    with WRITING:  # a save or export being renamed into place finishes first
        server.server_close()
        server.app.close()


def end(status: int) -> NoReturn:
    """End the program now, its worker processes first (SIGKILL: a proof has nothing to save).

    Not a normal exit: that runs multiprocessing's clean-up, ``Pool.terminate()``, which waits for the lock of
    the pool's task queue (a killed worker may hold it for ever) and for busy workers to finish, while proofs
    still running in the server's threads would have CP-SAT call into an interpreter being torn down (a C++
    abort). Nothing is left to do: the server is closed and every file written or never touched."""
    import multiprocessing

    sys.stdout.flush()
    sys.stderr.flush()
    # straight before the exit: the pool's own thread, seeing its workers gone, would start others (those, on
    # Linux, end with this process too: pnp.parallel's parent-death signal)
    for child in multiprocessing.active_children():
        try:
            os.kill(child.pid, signal.SIGKILL)  # type: ignore[arg-type]
        except OSError:
            pass  # ended already
    os._exit(status)


def serve(session: Session, port: int, browser: bool, say: Callable[[str], None],
          warn: Callable[[str], None]) -> None:
    """``pnp edit``: serve ``session`` until Ctrl-C or SIGTERM."""
    server = start(session, port)
    stopping = threading.Event()

    def on_signal(signum: int, frame: object) -> None:
        stopping.set()

    previous = {s: signal.signal(s, on_signal) for s in (signal.SIGINT, signal.SIGTERM)}
    try:
        threading.Thread(target=server.serve_forever, args=(0.1,), name="pnp-edit", daemon=True).start()
        say(f"pnp edit: {server.url()}")
        with ExitStack() as pages:
            if browser:
                import webbrowser

                from pnp.edit.handover import launch_page

                # the browser's command line shows the page's path, never the token (any local user can read it)
                if not webbrowser.open(pages.enter_context(launch_page(server.url()))):
                    warn("pnp edit: no browser found; open the address above")
            while not stopping.wait(0.25):
                pass
            stop(server)
        warn("pnp edit: stopped")
    finally:
        for s, handler in previous.items():
            signal.signal(s, handler)
    end(0)
