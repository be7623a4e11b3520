"""The editor's fixture: servers started on free ports, stopped at the end of each test."""

from __future__ import annotations

from pathlib import Path

import pytest
from edit_helpers import Client, serve

from pnp.edit.run import stop
from pnp.edit.session import open_session


@pytest.fixture
def editor(tmp_path: Path):
    """A factory: ``editor(file=None, seed=None, size=None, cards=None)`` (cards: the deck, default
    :func:`edit_helpers.small_deck`) gives a Client to a running server whose output
    folder is ``tmp_path/out``; every server is stopped at the end."""
    servers = []

    def make(file: str | None = None, seed: int | None = None, size: str | None = None, cards=None) -> Client:
        session = open_session(file, seed, size, str(tmp_path / "out"))
        servers.append(serve(session, cards))
        return Client(servers[-1])

    yield make
    for server in servers:
        stop(server)
