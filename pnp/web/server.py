"""Serving a site (:mod:`pnp.web.site`) with uvicorn, in a thread, on a socket bound first.

Why Starlette and uvicorn rather than the standard library's ``http.server``: the studio serves more than one
person's small JSON requests (jobs that run for minutes and stream their progress), and a maintained ASGI stack
does that without hand-written request handling: uvicorn is widely used and kept up to date, its HTTP parsing is
h11's (strict, audited, no C extension), and ASGI lets a route stream. The security rules stay pnp's own, in one
middleware (:mod:`pnp.web.guard`); here uvicorn runs without websockets or lifespan, quiet (no line per request,
none for a client gone), and a request h11 cannot read is answered like every other refusal: 400, one JSON line,
the security headers, the connection closed.

``listen(host, port)`` binds first, so a port in use is one line (:class:`~pnp.errors.PnpError`) before anything
else starts; port 0 takes a free one. :class:`Server` serves the site on that socket in a thread of its own
(``start``), and ``stop`` ends it: no new connection, requests under way dropped (their worker threads are
abandoned; a write waits for itself: :data:`pnp.edit.files.WRITING`), no traceback.
"""

from __future__ import annotations

import errno
import ipaddress
import socket
import sys
import threading
from typing import Any

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol

from pnp.errors import PnpError
from pnp.web.guard import SECURITY, ASGIApp, Hosts, error_body

LOOPBACK = "127.0.0.1"
BACKLOG = 256  # connections the kernel holds until they are accepted: a burst of requests from one page
KEEP_ALIVE = 120  # seconds an idle connection is kept for the page's next request


def is_loopback(host: str) -> bool:
    return host == "localhost" or ipaddress.ip_address(host).is_loopback


def check_host(host: str) -> str:
    """``host`` as ``--host`` takes it: an IP address (or ``localhost``), else a PnpError line."""
    if host == "localhost":
        return LOOPBACK
    try:
        return str(ipaddress.ip_address(host))
    except ValueError:
        raise PnpError(f"--host {host}: an IP address to listen on (127.0.0.1, 0.0.0.0, ::, or this machine's "
                       "address on the network)") from None


def listen(host: str, port: int) -> socket.socket:
    """A socket bound to ``host`` and ``port`` (0: a free one) and listening; a port in use is one line."""
    address = ipaddress.ip_address(check_host(host))
    sock = socket.socket(socket.AF_INET6 if address.version == 6 else socket.AF_INET, socket.SOCK_STREAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((str(address), port))
        sock.listen(BACKLOG)
    except OSError as err:
        sock.close()
        if err.errno == errno.EADDRINUSE:
            raise PnpError(f"--port {port}: already in use (leave --port out to take a free one)") from None
        raise PnpError(f"--port {port}: cannot listen there: {err.strerror or err}") from None
    return sock


def _with_port(host: str, port: int) -> str:
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


def hosts_for(host: str, port: int) -> Hosts:
    """The Host headers a site listening on ``host``:``port`` answers to: on loopback its address and
    ``localhost``; on the network also any IP literal and this machine's own names."""
    host = check_host(host)
    names = {_with_port(host, port), f"localhost:{port}", f"127.0.0.1:{port}"}
    if is_loopback(host):
        return Hosts(port, frozenset(n.lower() for n in names))
    machine = socket.gethostname().lower()  # not getfqdn(): the resolver can take seconds offline
    if machine:
        names |= {f"{machine}:{port}", f"{machine.split('.')[0]}.local:{port}"}
    return Hosts(port, frozenset(n.lower() for n in names), any_ip=True)


def network_address(host: str) -> str:
    """An address others on the network may use for a site listening on ``host`` (a wildcard: this machine's
    address on its default route, found without sending anything; its name when there is none)."""
    host = check_host(host)
    if not ipaddress.ip_address(host).is_unspecified:
        return host
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.255.255.255", 1))  # UDP: only picks the route, sends nothing
        return str(probe.getsockname()[0])
    except OSError:
        return socket.gethostname() or LOOPBACK
    finally:
        probe.close()


class Protocol(H11Protocol):
    """uvicorn's h11 protocol answering a request it cannot read as pnp answers every refusal, without a log line."""

    def send_400_response(self, msg: str) -> None:
        problem = sys.exc_info()[1]  # called while h11's RemoteProtocolError is handled
        detail = str(problem) if isinstance(problem, h11.RemoteProtocolError) and str(problem) else "malformed"
        body = error_body(f"request: malformed HTTP ({detail})")
        headers = [(b"content-type", b"application/json; charset=utf-8"), (b"connection", b"close"),
                   *((k.lower().encode(), v.encode()) for k, v in SECURITY.items())]
        for event in (h11.Response(status_code=400, headers=headers, reason=b"Bad Request"), h11.Data(data=body),
                      h11.EndOfMessage()):
            self.transport.write(self.conn.send(event))
        self.transport.close()


class Server:
    """A site served by uvicorn on ``sock`` (see the module's docstring)."""

    def __init__(self, sock: socket.socket, app: ASGIApp, token: str) -> None:
        import logging

        import uvicorn

        self.sock, self.token = sock, token
        self.host, self.port = sock.getsockname()[:2]
        # no line per request, none for a request h11 refuses (answered) or a client gone (nothing to say)
        for name in ("uvicorn", "uvicorn.error", "uvicorn.access", "uvicorn.asgi"):
            logging.getLogger(name).setLevel(logging.CRITICAL)
        config = uvicorn.Config(app, http=Protocol, ws="none", lifespan="off", log_config=None,
                                log_level=logging.CRITICAL, access_log=False, server_header=False,
                                timeout_keep_alive=KEEP_ALIVE, backlog=BACKLOG, timeout_graceful_shutdown=1)
        self._server = uvicorn.Server(config)
        self._thread: threading.Thread | None = None

    def url(self, path: str = "", host: str | None = None) -> str:
        """The address of ``path`` under the token, as this machine reaches it (or at ``host``)."""
        if host is None:
            host = LOOPBACK if ipaddress.ip_address(self.host).is_unspecified else self.host
        return f"http://{_with_port(host, self.port)}/{self.token}/{path}"

    def start(self) -> None:
        """Serve in a thread of its own; returns once the site answers."""
        self._thread = threading.Thread(target=self._server.run, kwargs={"sockets": [self.sock]},
                                        name="pnp-web", daemon=True)
        self._thread.start()
        while not self._server.started:
            if not self._thread.is_alive():
                raise PnpError("the web server did not start")
            self._thread.join(0.01)

    def idle(self) -> bool:
        """Whether no connection is open and no request is being answered."""
        state: Any = self._server.server_state
        return not state.connections and not state.tasks

    def stop(self) -> None:
        """Stop serving: no new connection, requests under way dropped, the server's thread ended."""
        self._server.should_exit = True
        # no wait for the requests under way (a proof may run for minutes): their tasks are cancelled, their
        # threads abandoned (Python 3.12's Server.wait_closed waits for the connections: at most 1 s)
        self._server.force_exit = True
        if self._thread is not None:
            self._thread.join()
        self.sock.close()
