"""The editor's HTTP server: the standard library's, bound to 127.0.0.1, every path under the session's token.

Why the standard library: the editor serves one person on one machine, a few static files and small JSON
requests, so ``http.server.ThreadingHTTPServer`` is enough and adds no dependency to install, audit or
keep up to date (an ASGI stack would bring three). A request runs in its own thread, so a long proof never
holds up a check; CP-SAT releases the interpreter while it searches.

Every request: a Host header other than ``127.0.0.1:PORT`` or ``localhost:PORT`` is 403 (a web page that
rebinds its own name to 127.0.0.1 cannot reach the editor); a path outside ``/TOKEN/`` is 404 and says
nothing more. A POST body must be ``application/json`` (415), declared by one Content-Length of ASCII digits
(411 without one, 400 for anything else), at most 1 MB (413), and is read by the CLI's readers (400 with one
line). Every request gets an answer, ``Connection: close`` or not, and a refused body is read and dropped
first (up to 16 MB), so the client, still sending it, sees the answer rather than a reset. Answers are JSON
(the page escapes all text it shows) or the page's own files, never cached, with a content security policy
that lets the page load nothing from elsewhere. A client that goes away mid-request (a page reloaded, a
request cancelled) is normal: its connection ends without a word on the terminal.
"""

from __future__ import annotations

import json
import re
import socketserver
import sys
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from pnp.edit.app import App
from pnp.edit.session import Forbidden, Refused
from pnp.edit.wire import RequestError, parse_body
from pnp.errors import PnpError

MAX_BODY = 1024 * 1024
DRAINED = 16 * MAX_BODY  # a body over the limit but under this is read (not kept) before the 413
STATIC = Path(__file__).parent / "static"
TYPES = {".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8",
         ".css": "text/css; charset=utf-8", ".svg": "image/svg+xml", ".png": "image/png"}
STATIC_NAME = re.compile(r"[a-z0-9][a-z0-9_-]*\.(html|js|css|svg|png)")
# ASCII digits only: str.isdigit() also takes '²' or '٣', which int() then refuses or reads as another number
LENGTH = re.compile(r"[0-9]+")
GONE = (ConnectionError, TimeoutError)  # the client went away (reset, closed, silent): not the server's fault
SECURITY = {
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
    "Content-Security-Policy": "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; "
                               "script-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; "
                               "form-action 'none'",
}


class EditServer(ThreadingHTTPServer):
    """Listening as soon as it is made (a port in use fails first, before the session's pool is started);
    :attr:`app` is given before it serves."""

    daemon_threads = True  # a stop does not wait for a proof; writes are waited for (pnp.edit.files.WRITING)
    # connections the kernel holds until they are accepted: the standard library's 5 reset most of a burst of
    # 200 requests (a page, or a script, sending many at once while a proof holds the interpreter)
    request_queue_size = 256
    app: App

    def __init__(self, token: str, port: int = 0) -> None:
        self.token = token
        super().__init__(("127.0.0.1", port), Handler)

    def server_bind(self) -> None:
        # HTTPServer.server_bind asks the resolver for this host's full name, which can take seconds offline
        socketserver.TCPServer.server_bind(self)
        self.server_name, self.server_port = "127.0.0.1", self.server_address[1]

    @property
    def port(self) -> int:
        return self.server_address[1]

    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/{self.token}/"

    def handle_error(self, request: Any, client_address: Any) -> None:
        """A client gone mid-request ends its connection quietly; anything else is a bug, traced."""
        if isinstance(sys.exc_info()[1], GONE):
            return
        super().handle_error(request, client_address)


class Refusal(Exception):
    """A request refused by the server's own checks, before the app sees it: its status and one line; the
    connection is closed after the answer."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status


class Handler(BaseHTTPRequestHandler):
    server: EditServer
    protocol_version = "HTTP/1.1"  # keep-alive: the page's requests reuse one connection
    timeout = 120  # an idle connection's thread ends after this long
    _answered = False  # whether this request's answer was sent (a refused request is answered at once)
    _body_read = False  # whether this request's body was read (else it is dropped before a refusal's answer)

    def version_string(self) -> str:
        return "pnp-edit"  # not Python's version

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 (the base class's name)
        pass  # the terminal shows the URL and the stop, not every request

    def handle_one_request(self) -> None:
        self._answered = self._body_read = False  # one handler serves every request of a kept-alive connection
        super().handle_one_request()

    # --- answers ---------------------------------------------------------------------------------------------

    def _send(self, status: int, body: bytes, content_type: str, close: bool = False) -> None:
        self._answered = True
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for name, value in SECURITY.items():
            self.send_header(name, value)
        if close or self.close_connection:  # refused, or the client asked (Connection: close, HTTP/1.0)
            self.send_header("Connection", "close")
            self.close_connection = True
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def _json(self, status: int, data: dict, close: bool = False) -> None:
        body = json.dumps(data, ensure_ascii=False, allow_nan=False, separators=(",", ":")).encode("utf-8")
        self._send(status, body, "application/json; charset=utf-8", close)

    def _error(self, status: int, message: str, close: bool = False, extra: dict | None = None) -> None:
        self._json(status, {"error": " ".join(message.split()), **(extra or {})}, close)

    # --- the checks every request passes ---------------------------------------------------------------------

    def _route(self) -> str:
        """The path under ``/TOKEN/`` (:class:`Refusal` for a bad Host or another path)."""
        host = self.headers.get("Host", "")
        if host not in (f"127.0.0.1:{self.server.port}", f"localhost:{self.server.port}"):
            raise Refusal(403, "forbidden")
        prefix = f"/{self.server.token}/"
        path = self.path.split("?", 1)[0]
        if not path.startswith(prefix):
            raise Refusal(404, "not found")
        return path[len(prefix):]

    def _length(self) -> int:
        """The body's length as its one Content-Length says (:class:`Refusal` when it cannot be trusted)."""
        values = {v.strip(" \t") for v in self.headers.get_all("Content-Length") or []}
        if not values or "Transfer-Encoding" in self.headers:
            raise Refusal(411, "request: a body needs its Content-Length")
        value = values.pop()
        if values or not LENGTH.fullmatch(value):  # two different lengths, or not a number: where does it end?
            raise Refusal(400, "request: Content-Length must be one number of bytes, in the digits 0 to 9")
        digits = value.lstrip("0")
        if len(digits) > len(str(MAX_BODY)) or int(digits or "0") > MAX_BODY:
            raise Refusal(413, f"request: the body is over {MAX_BODY // 1024} KB")
        return int(digits or "0")

    def _drop_body(self) -> None:
        """Read and drop a refused request's body, when its length is known and not huge, so that a client still
        sending it reads the answer (closing a connection with bytes unread resets it, answer and all)."""
        if self._body_read or self.command != "POST":
            return
        self._body_read = True
        values = {v.strip(" \t") for v in self.headers.get_all("Content-Length") or []}
        value = values.pop() if len(values) == 1 else ""
        if "Transfer-Encoding" in self.headers or not LENGTH.fullmatch(value) or len(value) > 12:
            return
        left = int(value) if int(value) <= DRAINED else 0
        while left > 0:
            chunk = self.rfile.read(min(1 << 16, left))
            left = left - len(chunk) if chunk else 0

    def _body(self) -> object:
        """The POST body's JSON value (:class:`Refusal` for a body the server will not read; a malformed one is
        a :class:`RequestError`)."""
        kind = self.headers.get("Content-Type", "").split(";", 1)[0].strip().lower()
        if kind != "application/json":
            raise Refusal(415, "request: the body must be JSON (Content-Type: application/json)")
        length = self._length()
        self._body_read = True
        return parse_body(self.rfile.read(length))

    # --- methods ---------------------------------------------------------------------------------------------

    def do_GET(self) -> None:  # noqa: N802 (the base class's name)
        self._answer(self._get)

    do_HEAD = do_GET

    def do_POST(self) -> None:  # noqa: N802 (the base class's name)
        self._answer(self._post)

    def _get(self) -> dict | None:
        route = self._route()
        if route in ("", "index.html") or STATIC_NAME.fullmatch(route):
            self._static(route or "index.html")
            return None
        return self.server.app.get(route)

    def _post(self) -> dict | None:
        route = self._route()
        if route not in self.server.app.posts:
            raise Refusal(404, "not found")
        return self.server.app.post(route, self._body())

    def _static(self, name: str) -> None:
        path = STATIC / name
        if path.is_symlink() or not path.is_file():
            self._error(404, "not found")
            return
        self._send(200, path.read_bytes(), TYPES[path.suffix])

    def _answer(self, work: Callable[[], dict | None]) -> None:
        """Run ``work`` and send its answer (None: not found, unless ``work`` sent one itself); a refusal is one
        line, a bug is one line here and its trace on the terminal, a client gone is nothing at all."""
        try:
            answer = work()
        except Refusal as err:
            self._drop_body()
            self._error(err.status, str(err), close=True)
        except Forbidden as err:
            self._error(403, str(err))
        except Refused as err:
            self._error(err.status, str(err), extra=err.extra)
        except (RequestError, PnpError) as err:
            self._error(400, str(err))
        except GONE:
            raise  # the client went away while its body was read: the server ends the connection quietly
        except Exception as err:  # a bug: the page gets one line, the terminal the trace
            import traceback

            traceback.print_exc(file=sys.stderr)
            self._error(500, f"internal error: {type(err).__name__}")
        else:
            if answer is not None:
                self._json(200, answer)
            elif not self._answered:
                self._error(404, "not found", close=True)
