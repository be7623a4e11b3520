"""`pnp edit` in tests: the site on a free port in a thread, a client speaking HTTP to it with the standard library."""

from __future__ import annotations

import http.client
import json
from dataclasses import dataclass, replace
from pathlib import Path

from pnp.edit.proofs import Proofs
from pnp.edit.run import Running, start
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

    def __init__(self, running: Running, group: str = "edit/") -> None:
        self.running, self.port, self.token = running, running.port, running.token
        self.app, self.group = running.app, group

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

    def path(self, route: str) -> str:
        """The path of the editor's ``route`` (under the token and the editor's group)."""
        return f"/{self.token}/{self.group}{route}"

    def get(self, route: str) -> Reply:
        return self.request("GET", self.path(route))

    def post(self, route: str, data, content_type: str = "application/json") -> Reply:
        body = data if isinstance(data, bytes) else json.dumps(data).encode("utf-8")
        return self.request("POST", self.path(route), body, {"Content-Type": content_type})


def serve(session, cards=None, host: str = "127.0.0.1") -> Running:
    """The site of ``session`` on a free port, serving (the deck: ``cards``, default :func:`small_deck`)."""
    return start(session, 0, host=host, proofs=Proofs(session.seed, jobs=1, cards=small_deck() if cards is None
                                                              else cards))


def tree(root: Path) -> dict[str, bytes]:
    """Every file under ``root`` with its bytes (what a refused request must leave as it was)."""
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}
