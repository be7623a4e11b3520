"""`pnp edit` in tests: a server on a free port in a thread, a client speaking HTTP to it with the standard library."""

from __future__ import annotations

import http.client
import json
import threading
from dataclasses import dataclass, replace
from pathlib import Path

from pnp.edit.app import App
from pnp.edit.proofs import Proofs
from pnp.edit.server import EditServer
from pnp.games.labyrinth.candidates import card_candidates
from pnp.games.labyrinth.cards import DIFFICULTIES


def small_deck():
    """Two cards of each difficulty, as the standard deck names them (T1, E1, E2, ...): the API's tests need
    cards, not the 49 the standard deck takes seconds to prove."""
    prefix = {"tutorial": "T", "easy": "E", "medium": "M", "hard": "H"}
    out = []
    for d in DIFFICULTIES:
        stream = card_candidates(d, 1)
        out += [replace(next(stream), card_id=f"{prefix[d]}{i}") for i in (1, 2)]
    return tuple(out)


@dataclass
class Reply:
    status: int
    headers: dict[str, str]
    body: bytes

    @property
    def json(self):
        return json.loads(self.body)


class Client:
    """Requests to one server, with every header under the test's control."""

    def __init__(self, server: EditServer) -> None:
        self.server, self.port, self.token = server, server.port, server.token
        self.app = server.app

    def request(self, method: str, path: str, body: bytes | None = None, headers: dict | None = None,
                host: str | None = None) -> Reply:
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=60)
        try:
            conn.putrequest(method, path, skip_host=True, skip_accept_encoding=True)
            conn.putheader("Host", host if host is not None else f"127.0.0.1:{self.port}")
            for name, value in (headers or {}).items():
                conn.putheader(name, value)
            if body is not None and "Content-Length" not in (headers or {}):
                conn.putheader("Content-Length", str(len(body)))
            conn.endheaders(body)
            answer = conn.getresponse()
            return Reply(answer.status, {k.lower(): v for k, v in answer.getheaders()}, answer.read())
        finally:
            conn.close()

    def get(self, route: str) -> Reply:
        return self.request("GET", f"/{self.token}/{route}")

    def post(self, route: str, data, content_type: str = "application/json") -> Reply:
        body = data if isinstance(data, bytes) else json.dumps(data).encode("utf-8")
        return self.request("POST", f"/{self.token}/{route}", body, {"Content-Type": content_type})


def serve(session, cards=None) -> EditServer:
    server = EditServer(session.token, 0)
    server.app = App(session, Proofs(session.seed, jobs=1, cards=small_deck() if cards is None else cards))
    threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()
    return server


def tree(root: Path) -> dict[str, bytes]:
    """Every file under ``root`` with its bytes (what a refused request must leave as it was)."""
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}
