"""Running a session: the site served (the editor under ``edit/``, more groups if given), the URL printed, the
browser opened, a clean stop.

Ctrl-C or SIGTERM, to the program or its whole process group, ends the session: the server stops taking
requests, a save or export being written is finished (its files are renamed into place or were never
touched: :mod:`pnp.atomic`), the program says "stopped", its prover processes are killed and it exits 0, at
once, with no traceback. A proof still running is simply dropped: it has written nothing.

``serve`` is the whole program (``pnp edit``, and any command serving more groups on the same site);
``start`` and ``stop`` are its two halves, for tests.
"""

from __future__ import annotations

import os
import signal
import sys
import threading
from collections.abc import Callable, Mapping
from contextlib import ExitStack
from dataclasses import dataclass
from typing import TYPE_CHECKING, NoReturn

from pnp.edit.app import App
from pnp.edit.files import WRITING
from pnp.edit.proofs import Proofs
from pnp.edit.session import Session, blank_sheet
from pnp.edit.sheets import check
from pnp.registry import labyrinth

if TYPE_CHECKING:
    from pnp.web.server import Server
    from pnp.web.site import Group

LOOPBACK = "127.0.0.1"


@dataclass
class Running:
    """A session's site, serving: its server and the editor's endpoints."""

    server: Server
    app: App

    @property
    def token(self) -> str:
        return self.server.token

    @property
    def port(self) -> int:
        return self.server.port

    def url(self, path: str = "edit/") -> str:
        return self.server.url(path)


def start(session: Session, port: int, jobs: int = 2, host: str = LOOPBACK,
          groups: Mapping[str, Group] | None = None, proofs: Proofs | None = None) -> Running:
    """The site of ``session`` on ``host``:``port`` (0: a free one), serving: the editor under ``edit/`` and
    ``groups`` beside it; a port in use is one line, before the session's pool is started. ``proofs``: the
    editor's prover (default: the session's, ``jobs`` processes)."""
    from pnp.edit.routes import routes
    from pnp.web.server import Server, hosts_for, listen
    from pnp.web.site import build_site

    sock = listen(host, port)
    # numpy (shapely's, and the designer report's flows) and OR-Tools' flow module are imported here, once, before
    # any thread: two threads importing numpy for the first time at once can fail ("partially initialized module"),
    # as the warm-up's drawing and a first click's report did
    import numpy  # noqa: F401
    from ortools.graph.python import min_cost_flow  # noqa: F401

    labyrinth().leave_signals_alone()  # solves run in the server's threads: Ctrl-C stays this program's
    app = App(session, proofs if proofs is not None else Proofs(session.seed, jobs))
    site = build_site(session.token, hosts_for(host, sock.getsockname()[1]), {"edit": routes(app), **(groups or {})})
    server = Server(sock, site, session.token)
    server.start()
    # the first check imports the drawing code and reads the fonts (0.4 s): done now, not on the first click
    threading.Thread(target=check, args=(blank_sheet(5, 5),), name="warm-up", daemon=True).start()
    return Running(server, app)


def stop(running: Running) -> None:
    """Stop serving, wait for a write under way, stop the proofs running here; the pool's processes end with
    the program (:func:`end`)."""
    running.server.stop()
    with WRITING:  # a save or export being renamed into place finishes first
        running.app.close()


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


def serve(session: Session, port: int, browser: bool, say: Callable[[str], None], warn: Callable[[str], None],
          host: str = LOOPBACK, groups: Mapping[str, Group] | None = None, open_path: str = "edit/",
          name: str = "pnp edit", on_stop: Callable[[], None] | None = None) -> None:
    """Serve ``session`` (and ``groups``) until Ctrl-C or SIGTERM, the browser opened on ``open_path``; the
    terminal's lines begin with ``name``; ``on_stop`` is called once the site has stopped serving (the studio
    ends its jobs and removes their files)."""
    from pnp.web.server import is_loopback, network_address

    running = start(session, port, host=host, groups=groups)
    stopping = threading.Event()

    def on_signal(signum: int, frame: object) -> None:
        stopping.set()

    previous = {s: signal.signal(s, on_signal) for s in (signal.SIGINT, signal.SIGTERM)}
    try:
        url = running.url(open_path)
        say(f"{name}: {url}")
        if not is_loopback(host):
            on_network = running.server.url(open_path, network_address(host))
            if on_network != url:
                say(f"{name}: on the network: {on_network}")
            warn(f"{name}: --host {host}: anyone on the network who gets the address can use it and "
                 f"write into --out ({session.out_label}); a trusted network only, no TLS: docs/editor.md")
        with ExitStack() as pages:
            if browser:
                import webbrowser

                from pnp.edit.handover import launch_page

                # the browser's command line shows the page's path, never the token (any local user can read it)
                if not webbrowser.open(pages.enter_context(launch_page(url))):
                    warn(f"{name}: no browser found; open the address above")
            while not stopping.wait(0.25):
                pass
            stop(running)
            if on_stop is not None:
                on_stop()
        warn(f"{name}: stopped")
    finally:
        for s, handler in previous.items():
            signal.signal(s, handler)
    end(0)
