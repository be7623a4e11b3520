"""The editor's HTTP server: the standard library's, bound to 127.0.0.1, every path under the session's token.

Why the standard library: the editor serves one person on one machine, a few static files and small JSON
requests, so ``http.server.ThreadingHTTPServer`` is enough and adds no dependency to install, audit or
keep up to date (an ASGI stack would bring three). A request runs in its own thread, so a long proof never
holds up a check; CP-SAT releases the interpreter while it searches.

Every request: a Host header other than ``127.0.0.1:PORT`` or ``localhost:PORT`` is 403 (a web page that
rebinds its own name to 127.0.0.1 cannot reach the editor); a path outside ``/TOKEN/`` is 404 and says
nothing more. A POST body must be ``application/json`` (415), at most 1 MB (413), and is read by the CLI's
readers (400 with one line). Answers are JSON (the page escapes all text it shows) or the page's own files,
never cached, with a content security policy that lets the page load nothing from elsewhere.
"""

from __future__ import annotations

import json
import re
import socketserver
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

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


class Handler(BaseHTTPRequestHandler):
    server: EditServer
    protocol_version = "HTTP/1.1"  # keep-alive: the page's requests reuse one connection

    def version_string(self) -> str:
        return "pnp-edit"  # not Python's version
    timeout = 120  # an idle connection's thread ends after this long

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 (the base class's name)
        pass  # the terminal shows the URL and the stop, not every request

    # --- answers ---------------------------------------------------------------------------------------------

    def _send(self, status: int, body: bytes, content_type: str, close: bool = False) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for name, value in SECURITY.items():
            self.send_header(name, value)
        if close:
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

    def _route(self) -> str | None:
        """The path under ``/TOKEN/`` (an answer is sent and None returned for a bad Host or another path)."""
        host = self.headers.get("Host", "")
        if host not in (f"127.0.0.1:{self.server.port}", f"localhost:{self.server.port}"):
            self._error(403, "forbidden", close=True)
            return None
        prefix = f"/{self.server.token}/"
        path = self.path.split("?", 1)[0]
        if not path.startswith(prefix):
            self._error(404, "not found", close=True)
            return None
        return path[len(prefix):]

    def _body(self) -> object | None:
        """The POST body's JSON value (an answer is sent and None returned when it is refused)."""
        kind = self.headers.get("Content-Type", "").split(";", 1)[0].strip().lower()
        if kind != "application/json":
            self._error(415, "request: the body must be JSON (Content-Type: application/json)", close=True)
            return None
        length = self.headers.get("Content-Length")
        if length is None or not length.isdigit() or "Transfer-Encoding" in self.headers:
            self._error(411, "request: a body needs its Content-Length", close=True)
            return None
        if int(length) > MAX_BODY:
            left = int(length) if int(length) <= DRAINED else 0
            while left > 0:  # read and dropped, so the page sees the answer rather than a broken pipe
                chunk = self.rfile.read(min(1 << 16, left))
                left = left - len(chunk) if chunk else 0
            self._error(413, f"request: the body is over {MAX_BODY // 1024} KB", close=True)
            return None
        return parse_body(self.rfile.read(int(length)))

    # --- methods ---------------------------------------------------------------------------------------------

    def do_GET(self) -> None:  # noqa: N802 (the base class's name)
        route = self._route()
        if route is None:
            return
        if route in ("", "index.html") or STATIC_NAME.fullmatch(route):
            self._static(route or "index.html")
            return
        self._answer(lambda: self.server.app.get(route))

    do_HEAD = do_GET

    def do_POST(self) -> None:  # noqa: N802 (the base class's name)
        route = self._route()
        if route is None:
            return
        if route not in self.server.app.posts:
            self._error(404, "not found", close=True)
            return
        self._answer(lambda: self._post(route))

    def _post(self, route: str) -> dict | None:
        data = self._body()
        return None if data is None else self.server.app.post(route, data)

    def _static(self, name: str) -> None:
        path = STATIC / name
        if path.is_symlink() or not path.is_file():
            self._error(404, "not found")
            return
        self._send(200, path.read_bytes(), TYPES[path.suffix])

    def _answer(self, work) -> None:
        """Run ``work`` and send its answer; a refusal is one line, a bug is one line here and its trace on the
        terminal."""
        try:
            answer = work()
        except Forbidden as err:
            self._error(403, str(err))
        except Refused as err:
            self._error(err.status, str(err), extra=err.extra)
        except (RequestError, PnpError) as err:
            self._error(400, str(err))
        except Exception as err:  # a bug: the page gets one line, the terminal the trace
            import traceback

            traceback.print_exc(file=sys.stderr)
            self._error(500, f"internal error: {type(err).__name__}")
        else:
            if answer is not None:
                self._json(200, answer)
            elif not self.wfile.closed and not self.close_connection:
                self._error(404, "not found", close=True)
