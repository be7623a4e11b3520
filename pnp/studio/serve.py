"""Serving the studio: one site with its three doors (the editor's among them), for ``pnp studio`` and
``pnp edit`` alike; only the door the browser opens on, and the name on the terminal, differ."""

from __future__ import annotations

from collections.abc import Callable

from pnp.edit.session import Session


def serve_studio(session: Session, port: int, host: str, browser: bool, say: Callable[[str], None],
                 warn: Callable[[str], None], open_path: str, name: str, processes: int | None = None) -> None:
    """Serve until Ctrl-C or SIGTERM; the jobs' processes are ended and their files removed at the stop."""
    from pnp.edit.run import serve
    from pnp.studio.board import Board
    from pnp.studio.routes import routes

    board = Board(processes)
    serve(session, port, browser, say, warn, host=host, groups={"": routes(board)}, open_path=open_path,
          name=name, on_stop=board.close)
