"""The studio's endpoints: its pages, the doors' forms, and the jobs (paths under ``/TOKEN/``).

- ``GET api/studio?lang=CODE``: what the forms offer, in the page's language; ``GET api/words?lang=CODE``: the
  pages' own words in it (:mod:`pnp.studio.words`).
- ``POST api/kit/check`` and ``api/book/check`` with ``{"form": {...}}``: ``{"problems": [{"field",
  "message"}]}``, none when the form is good (every check the command line makes before its work).
- ``POST api/kit/start`` and ``api/book/start`` with ``{"form", "owner"}``: ``{"job": ID}`` (a form with
  problems is 400 with them); the owner's job before at the same door is ended.
- ``GET api/jobs/ID?since=V``: the job (:meth:`pnp.studio.board.Job.view`), once it has news after version V
  (at most a few seconds' wait); ``POST api/jobs/ID/cancel``.
- ``GET jobs/ID/thumbs/GAME/N.png``, ``jobs/ID/pages/GAME/N.png`` (a page large), ``jobs/ID/book/cover.png``,
  ``jobs/ID/book/spread.png`` and ``jobs/ID/files/PATH`` (a download the job lists).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from starlette.requests import Request
from starlette.responses import FileResponse, Response
from starlette.routing import BaseRoute, Route

from pnp.edit.session import Refused
from pnp.errors import PnpError
from pnp.studio import forms
from pnp.studio.board import Board
from pnp.web.site import error_response, json_response, post, static

STATIC = Path(__file__).parent / "static"
OWNER = re.compile(r"[A-Za-z0-9_-]{8,64}")
NEWS_WAIT = 8.0  # seconds a page's question for news is held before it is answered "nothing new"
DOWNLOAD_TYPES = {".zip": "application/zip", ".pdf": "application/pdf", ".json": "application/json"}


def _read(check: Callable[[object], tuple], data: object, fields: tuple[str, ...]) -> tuple[object, str, list[dict]]:
    """A form's order and language, or its problems (each beside its field)."""
    try:
        order, lang = check(data)
    except PnpError as err:
        found = forms.problem_of(err, fields)
        return None, "en", [{"field": found.field, "message": found.message}]
    return order, lang, []


def _owner(data: object) -> str:
    owner = data.get("owner") if isinstance(data, dict) else None
    if not isinstance(owner, str) or not OWNER.fullmatch(owner):
        raise PnpError("request: owner: expected the page's id (8 to 64 letters, digits, - or _)")
    return owner


def _language(request: Request) -> str:
    """The page's language (``?lang=``): one pnp prints in (or the tests' pseudo-language), else English (a
    browser's language pnp lacks)."""
    from pnp.i18n import PSEUDO
    from pnp.i18n.catalogs import languages

    code = request.query_params.get("lang", "en")
    return code if code in (*languages(), PSEUDO) else "en"


def _not_found() -> Response:
    return error_response(404, "not found")


class Studio:
    """The endpoints of one studio's board."""

    def __init__(self, board: Board) -> None:
        self.board = board

    # --- the forms ---------------------------------------------------------------------------------------------

    async def offered(self, request: Request) -> Response:
        import anyio.to_thread

        code = _language(request)
        data = await anyio.to_thread.run_sync(forms.offered, code)
        return json_response(200, {**data, "lang": code, "processes": self.board.slots})

    async def words(self, request: Request) -> Response:
        import anyio.to_thread

        from pnp.studio.words import words

        return json_response(200, await anyio.to_thread.run_sync(words, _language(request)))

    def kit_check(self, data: object) -> dict:
        return {"problems": _read(forms.check_kit, data, forms.kit_fields())[2]}

    def book_check(self, data: object) -> dict:
        return {"problems": _read(forms.book_request, data, forms.BOOK_FIELDS)[2]}

    def kit_start(self, data: object) -> dict:
        owner = _owner(data)
        order, lang, problems = _read(forms.check_kit, data, forms.kit_fields())
        if problems:
            raise Refused(problems[0]["message"], problems=problems)
        games = len(order.games)  # type: ignore[attr-defined]
        return {"job": self.board.submit(owner, "kit", order, lang, games).id}

    def book_start(self, data: object) -> dict:
        owner = _owner(data)
        order, lang, problems = _read(forms.book_request, data, forms.BOOK_FIELDS)
        if problems:
            raise Refused(problems[0]["message"], problems=problems)
        return {"job": self.board.submit(owner, "book", order, lang, self.board.slots).id}

    # --- the jobs ----------------------------------------------------------------------------------------------

    async def job_view(self, request: Request) -> Response:
        import anyio.to_thread

        job_id = request.path_params["job"]
        since = request.query_params.get("since", "")
        if since.isascii() and since.isdigit() and len(since) < 12:
            await anyio.to_thread.run_sync(self.board.wait_for_news, job_id, int(since), NEWS_WAIT,
                                           abandon_on_cancel=True)
        view = self.board.view(job_id)
        return _not_found() if view is None else json_response(200, view)

    async def job_cancel(self, request: Request) -> Response:
        return json_response(200, {"cancelled": self.board.cancel(request.path_params["job"])})

    def _job_file(self, job_id: str, *parts: str) -> Path | None:
        """A file of the job's folder, never one outside it."""
        job = self.board.get(job_id)
        if job is None:
            return None
        path = job.folder.joinpath(*parts)
        if not path.resolve().is_relative_to(job.folder.resolve()) or path.is_symlink() or not path.is_file():
            return None
        return path

    async def thumb(self, request: Request) -> Response:
        p = request.path_params
        path = self._job_file(p["job"], "thumbs", p["game"], f"{p['n']}.png")
        return _not_found() if path is None else FileResponse(path, media_type="image/png")

    async def large(self, request: Request) -> Response:
        import anyio.to_thread

        from pnp.studio.thumbs import DRAWING, page_picture

        p = request.path_params
        pdf = self._job_file(p["job"], "kit", p["game"], "kit.pdf")
        if pdf is None:
            return _not_found()

        def draw() -> bytes | None:
            with DRAWING:
                try:
                    return page_picture(pdf.read_bytes(), p["n"] - 1)
                except IndexError:
                    return None

        data = await anyio.to_thread.run_sync(draw)
        return _not_found() if data is None else Response(data, media_type="image/png")

    async def book_picture(self, request: Request) -> Response:
        p = request.path_params
        path = self._job_file(p["job"], f"{p['name']}.png") if p["name"] in ("cover", "spread") else None
        return _not_found() if path is None else FileResponse(path, media_type="image/png")

    async def download(self, request: Request) -> Response:
        job = self.board.get(request.path_params["job"])
        if job is None or job.state != "done":
            return _not_found()
        listed = {d["path"]: d["name"] for d in job.downloads}
        wanted = request.path_params["path"]
        path = self._job_file(job.id, *wanted.split("/")) if wanted in listed else None
        if path is None:
            return _not_found()
        return FileResponse(path, media_type=DOWNLOAD_TYPES.get(path.suffix, "application/octet-stream"),
                            filename=listed[wanted])


def routes(board: Board) -> list[BaseRoute]:
    """The studio's routes, at the site's home path."""
    s = Studio(board)
    return [
        Route("/api/studio", s.offered, methods=["GET"]),
        Route("/api/words", s.words, methods=["GET"]),
        post("/api/kit/check", s.kit_check), post("/api/kit/start", s.kit_start),
        post("/api/book/check", s.book_check), post("/api/book/start", s.book_start),
        Route("/api/jobs/{job}", s.job_view, methods=["GET"]),
        Route("/api/jobs/{job}/cancel", s.job_cancel, methods=["POST"]),
        Route("/jobs/{job}/thumbs/{game}/{n:int}.png", s.thumb, methods=["GET"]),
        Route("/jobs/{job}/pages/{game}/{n:int}.png", s.large, methods=["GET"]),
        Route("/jobs/{job}/book/{name}.png", s.book_picture, methods=["GET"]),
        Route("/jobs/{job}/files/{path:path}", s.download, methods=["GET"]),
        *static(STATIC),
    ]
