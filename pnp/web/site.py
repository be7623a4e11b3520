"""One site for pnp's pages in the browser (the editor, the studio): a Starlette app behind the guard.

The API, small on purpose:

- ``build_site(token, hosts, groups) -> ASGIApp``: the whole site under ``/TOKEN/``, behind the guard, which
  answers only to ``hosts`` (:func:`pnp.web.server.hosts_for`). ``groups`` maps a path
  prefix without slashes (``"edit"``, ``"studio"``) to the group's routes, or to an ASGI app mounted there;
  the group is served under ``/TOKEN/PREFIX/`` (``/TOKEN/PREFIX`` redirects there, so relative URLs work). The
  key ``""`` holds the routes of the home path ``/TOKEN/`` itself; without it the home path is a 303 to the
  first group.
- ``get(path, answer)`` and ``post(path, answer)``: a JSON route. ``answer()`` (GET) or ``answer(data)`` (POST,
  ``data`` the body read as strict JSON by :func:`pnp.boundary.parse_json`) runs in a worker thread (so a long
  job never holds up other requests; a stop abandons it) and gives a JSON object, or None for 404. A
  :class:`~pnp.errors.PnpError` it raises is answered as ``{"error": "one line"}``: 400, or the error's
  ``http_status`` attribute, with the fields of its ``http_extra`` mapping added. Anything else is a bug (500,
  traced on stderr by the guard).
- ``static(folder, index="index.html") -> list[Route]``: a package folder's files at ``/`` (the index) and
  ``/NAME``: names in lower-case letters, digits, ``-`` and ``_`` with a suffix of :data:`TYPES`, no symbolic
  links, each with its type; never cached (the guard's headers).

Any other Starlette route works in a group too (an async endpoint, a ``StreamingResponse`` for a job's
progress; ``json_response`` and ``error_response`` make the answers): the guard's rules hold for every route.
Every answer is JSON or one of those files; Starlette's own errors (no such route: 404, another method: 405)
are JSON too, and a bug is 500 ``internal error: Name``, its trace on stderr.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Mapping, Sequence
from pathlib import Path

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import RedirectResponse, Response
from starlette.routing import BaseRoute, Mount, Route

from pnp.errors import PnpError
from pnp.jsonio import json_text
from pnp.web.guard import ASGIApp, Guard, Hosts, error_body, report

TYPES = {".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8",
         ".css": "text/css; charset=utf-8", ".svg": "image/svg+xml", ".png": "image/png"}
STATIC_NAME = re.compile(r"[a-z0-9][a-z0-9_-]*\.(html|js|css|svg|png)")
JSON_TYPE = "application/json; charset=utf-8"
THREADS = 100  # requests answered at once (the rest wait for a thread): a burst of checks, proofs waiting

Group = Sequence[BaseRoute] | ASGIApp


class BadRequest(PnpError):
    """A body that is not JSON (HTTP 400)."""


def json_response(status: int, data: Mapping[str, object]) -> Response:
    body = json_text(data, compact=True).encode("utf-8")
    return Response(body, status, media_type=JSON_TYPE)


def error_response(status: int, message: str, extra: Mapping[str, object] | None = None) -> Response:
    if not extra:
        return Response(error_body(message), status, media_type=JSON_TYPE)
    return json_response(status, {"error": " ".join(message.split()), **extra})


async def _in_thread(request: Request, work: Callable[[], dict | None]) -> Response:
    """``work``'s answer, run in a worker thread; a PnpError is its one line."""
    import anyio.to_thread

    state = request.app.state  # one site's, used by its server's event loop only (a limiter is bound to one)
    if getattr(state, "limiter", None) is None:
        state.limiter = anyio.CapacityLimiter(THREADS)
    try:
        answer = await anyio.to_thread.run_sync(work, abandon_on_cancel=True, limiter=state.limiter)
    except PnpError as err:
        return error_response(getattr(err, "http_status", 400), str(err), getattr(err, "http_extra", None))
    if answer is None:
        return error_response(404, "not found")
    return json_response(200, answer)


def get(path: str, answer: Callable[[], dict | None]) -> Route:
    """A GET (and HEAD) route answered by ``answer()`` (see the module's docstring)."""

    async def endpoint(request: Request) -> Response:
        return await _in_thread(request, answer)

    return Route(path, endpoint, methods=["GET"])


def post(path: str, answer: Callable[[object], dict | None]) -> Route:
    """A POST route answered by ``answer(data)``, ``data`` the body's JSON value (see the module's docstring)."""
    from pnp.boundary import parse_json

    async def endpoint(request: Request) -> Response:
        body = await request.body()  # read whole by the guard: JSON, at most 1 MB

        def work() -> dict | None:
            try:
                text = body.decode("utf-8")
            except UnicodeDecodeError:
                raise BadRequest("request: the body is not UTF-8 text") from None
            return answer(parse_json(text, "request", BadRequest))

        return await _in_thread(request, work)

    return Route(path, endpoint, methods=["POST"])


def static(folder: Path, index: str = "index.html") -> list[Route]:
    """``folder``'s files as routes: ``/`` its ``index`` and ``/NAME`` each file (see the module's docstring)."""

    def serve(name: str) -> Response:
        path = folder / name
        if not STATIC_NAME.fullmatch(name) or path.is_symlink() or not path.is_file():
            return error_response(404, "not found")
        return Response(path.read_bytes(), 200, media_type=TYPES[path.suffix])

    async def home(request: Request) -> Response:
        return serve(index)

    async def file(request: Request) -> Response:
        return serve(request.path_params["name"])

    return [Route("/", home, methods=["GET"]), Route("/{name}", file, methods=["GET"])]


async def _http_error(request: Request, exc: Exception) -> Response:
    status = exc.status_code if isinstance(exc, HTTPException) else 500
    message = {404: "not found", 405: "method not allowed"}.get(status, str(getattr(exc, "detail", "")))
    return error_response(status, message or "request refused")


async def _bug(request: Request, exc: Exception) -> Response:
    report(exc)  # before the answer: once the client has it, the trace is there
    return error_response(500, f"internal error: {type(exc).__name__}")


def _to(location: str, status: int) -> Callable[[Request], Awaitable[Response]]:
    """An endpoint sending the browser on to ``location`` (relative to the request's path)."""

    async def redirect(request: Request) -> Response:
        return RedirectResponse(location, status)

    return redirect


async def _nothing(request: Request) -> Response:
    return error_response(404, "not found")


def build_site(token: str, hosts: Hosts, groups: Mapping[str, Group]) -> ASGIApp:
    """The site: ``groups`` under ``/TOKEN/``, behind the guard (see the module's docstring)."""
    routes: list[BaseRoute] = []
    for prefix, group in groups.items():
        if not prefix:
            continue
        if "/" in prefix:
            raise ValueError(f"a group's prefix is one path segment, not {prefix!r}")
        # /TOKEN/PREFIX to /TOKEN/PREFIX/ (relative URLs would lose the prefix), before a home page's routes
        routes.append(Route(f"/{prefix}", _to(f"{prefix}/", 307), methods=["GET"]))
        if callable(group):
            routes.append(Mount(f"/{prefix}", app=group))
        else:
            routes.append(Mount(f"/{prefix}", routes=list(group)))
    if "" in groups:
        home = groups[""]
        routes += [Mount("/", app=home)] if callable(home) else list(home)
    else:
        first = next((p for p in groups if p), None)
        routes.append(Route("/", _to(f"{first}/", 303) if first else _nothing, methods=["GET"]))
    app = Starlette(routes=routes, exception_handlers={HTTPException: _http_error, Exception: _bug})
    return Guard(app, token, hosts)
