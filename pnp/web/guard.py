"""The security rules every request passes before any route: one pure ASGI middleware, :class:`Guard`.

In order: a Host header the site does not answer to is 403 (:class:`Hosts`: a web page that rebinds its own
name to this machine cannot reach the site); a path outside ``/TOKEN/`` is 404 saying only "not found"; a method
other than GET, HEAD and POST is 405; a POST whose Origin header is present and is not this site's own origin
is 403 (no CORS: no other site's page may post here, and no answer ever carries a CORS header). A POST body must
be ``application/json`` (415), declared by one Content-Length of ASCII digits (411 without one or when chunked,
400 for anything else; h11 refuses a malformed or conflicting one before the app, :mod:`pnp.web.server`), at
most 1 MB (413); it is read here, whole, and handed on. A refused request is answered with ``Connection: close``
after its body is read and dropped (up to 16 MB), so a client still sending it sees the answer rather than a
reset. The app below sees the path under the token: ``root_path`` ends with ``/TOKEN``, so routes are written
from ``/`` and the page's relative URLs keep the token.

Every answer gets :data:`SECURITY`'s headers (never cached, a content security policy that lets a page load
nothing from elsewhere, no framing, no referrer); errors are JSON, ``{"error": "one line"}``. A bug is 500
"internal error: Name" with its trace on stderr; a client gone mid-request is silent.
"""

from __future__ import annotations

import ipaddress
import re
import sys
import traceback
from collections.abc import Awaitable, Callable, MutableMapping
from dataclasses import dataclass
from typing import Any

from pnp.jsonio import json_text

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

MAX_BODY = 1024 * 1024
DRAINED = 16 * MAX_BODY  # a refused body under this is read (not kept) before the answer
# ASCII digits only: str.isdigit() also takes '²' or '٣', which int() then refuses or reads as another number
LENGTH = re.compile(r"[0-9]+")
METHODS = ("GET", "HEAD", "POST")
SECURITY = {
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
    "Content-Security-Policy": "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; "
                               "script-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; "
                               "form-action 'none'",
}
_SECURITY_RAW = [(k.lower().encode("latin-1"), v.encode("latin-1")) for k, v in SECURITY.items()]
_REPLACED = {name for name, _ in _SECURITY_RAW}


@dataclass(frozen=True)
class Hosts:
    """The Host headers a site answers to: ``names`` exactly (``name:port``, lower case), and with ``any_ip`` any
    IP literal with the site's ``port`` (a site listening on the network is reached by its addresses, which a
    page cannot rebind: an attacker's page has an attacker's name)."""

    port: int
    names: frozenset[str]
    any_ip: bool = False

    def allows(self, host: str) -> bool:
        host = host.lower()
        if host in self.names:
            return True
        if not self.any_ip:
            return False
        address, colon, port = host.rpartition(":")
        if not colon or port != str(self.port):
            return False
        if address.startswith("[") and address.endswith("]"):
            address = address[1:-1]
            try:
                return isinstance(ipaddress.ip_address(address), ipaddress.IPv6Address)
            except ValueError:
                return False
        try:
            return isinstance(ipaddress.ip_address(address), ipaddress.IPv4Address)
        except ValueError:
            return False


class Refusal(Exception):
    """A request refused by the guard: its status and one line; answered with the connection closed."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status


class Gone(Exception):
    """The client went away while its request was read."""


def report(err: BaseException) -> None:
    """A bug's trace on stderr, once (the site answers before the exception reaches the guard)."""
    if not getattr(err, "_pnp_reported", False):
        traceback.print_exception(err, file=sys.stderr)
        sys.stderr.flush()
        err._pnp_reported = True  # type: ignore[attr-defined]


def error_body(message: str) -> bytes:
    """``{"error": "one line"}`` as bytes."""
    return json_text({"error": " ".join(message.split())}, compact=True).encode()


class Guard:
    """The middleware in front of a site's app (see the module's docstring)."""

    def __init__(self, app: ASGIApp, token: str, hosts: Hosts) -> None:
        self.app, self.token, self.hosts = app, token, hosts

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":  # no lifespan (the server runs without it), no websockets
            return
        started = False

        async def secured(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
                headers = [(k, v) for k, v in message.get("headers", [])
                           if k.lower() not in _REPLACED and not k.lower().startswith(b"access-control-")]
                message = {**message, "headers": headers + _SECURITY_RAW}
            await send(message)

        headers = _headers(scope)
        try:
            try:
                body = await self._check(scope, receive, headers)
            except Refusal as refusal:
                await _drain(scope, receive, headers)
                await _answer(secured, refusal.status, error_body(str(refusal)), close=True)
                return
            await self.app(scope, receive if body is None else _replay(body, receive), secured)
        except Gone:
            return  # the client went away: its connection ends without a word
        except Exception as err:  # a bug: the client gets one line, the terminal the trace
            report(err)
            if not started:
                await _answer(secured, 500, error_body(f"internal error: {type(err).__name__}"))

    async def _check(self, scope: Scope, receive: Receive, headers: dict[bytes, list[bytes]]) -> bytes | None:
        """Refuse the request (:class:`Refusal`) or pass it: its body (a POST's) or None, ``scope`` set for the app."""
        host = b"".join(headers.get(b"host", [])).decode("latin-1")
        if len(headers.get(b"host", [])) != 1 or not self.hosts.allows(host):
            raise Refusal(403, "forbidden")
        prefix = f"/{self.token}/"
        raw = scope.get("raw_path") or scope["path"].encode("utf-8")
        path = scope["path"]
        if not (raw.startswith(prefix.encode()) and path.startswith(prefix)):
            raise Refusal(404, "not found")
        scope["root_path"] = prefix[:-1]  # the app routes the path under it (the server's own root path is "")
        method = scope["method"]
        if method not in METHODS:
            raise Refusal(405, "method not allowed")
        if method != "POST":
            return None
        origins = headers.get(b"origin", [])
        if origins and origins != [f"http://{host}".encode("latin-1")]:
            raise Refusal(403, "forbidden: a page from another site")
        kind = b"".join(headers.get(b"content-type", [])).decode("latin-1").split(";", 1)[0].strip().lower()
        if kind != "application/json":
            raise Refusal(415, "request: the body must be JSON (Content-Type: application/json)")
        length = _length(headers)
        return await _read(receive, length)


def _headers(scope: Scope) -> dict[bytes, list[bytes]]:
    found: dict[bytes, list[bytes]] = {}
    for name, value in scope.get("headers", []):
        found.setdefault(name.lower(), []).append(value)
    return found


def _length(headers: dict[bytes, list[bytes]]) -> int:
    """The body's length as its one Content-Length says (:class:`Refusal` when it cannot be trusted)."""
    values = {v.strip(b" \t").decode("latin-1") for v in headers.get(b"content-length", [])}
    if not values or b"transfer-encoding" in headers:
        raise Refusal(411, "request: a body needs its Content-Length")
    value = values.pop()
    if values or not LENGTH.fullmatch(value):  # two different lengths, or not a number: where does it end?
        raise Refusal(400, "request: Content-Length must be one number of bytes, in the digits 0 to 9")
    digits = value.lstrip("0")
    if len(digits) > len(str(MAX_BODY)) or int(digits or "0") > MAX_BODY:
        raise Refusal(413, f"request: the body is over {MAX_BODY // 1024} KB")
    return int(digits or "0")


async def _read(receive: Receive, length: int) -> bytes:
    chunks: list[bytes] = []
    got = 0
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            raise Gone
        chunk = message.get("body", b"")
        got += len(chunk)
        if got > length:  # h11 frames the body by its length: not reached
            raise Refusal(400, "request: the body is longer than its Content-Length")
        chunks.append(chunk)
        if not message.get("more_body", False):
            return b"".join(chunks)


async def _drain(scope: Scope, receive: Receive, headers: dict[bytes, list[bytes]]) -> None:
    """Read and drop a refused POST's body, when it is not huge, so that a client still sending it reads the
    answer (closing a connection with bytes unread resets it, answer and all)."""
    if scope.get("method") != "POST":
        return
    values = headers.get(b"content-length", [])
    if b"transfer-encoding" not in headers:
        if len(values) != 1 or not LENGTH.fullmatch(values[0].decode("latin-1")) or len(values[0]) > 12:
            return
        if int(values[0]) > DRAINED:
            return
    got = 0
    while got <= DRAINED:
        message = await receive()
        if message["type"] == "http.disconnect":
            raise Gone
        got += len(message.get("body", b""))
        if not message.get("more_body", False):
            return


def _replay(body: bytes, receive: Receive) -> Receive:
    """The body read by the guard, handed on as one message; then the client's own messages (its going away)."""
    sent = False

    async def replay() -> Message:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()

    return replay


async def _answer(send: Send, status: int, body: bytes, close: bool = False) -> None:
    headers = [(b"content-type", b"application/json; charset=utf-8"), (b"content-length", str(len(body)).encode())]
    if close:
        headers.append((b"connection", b"close"))
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})
