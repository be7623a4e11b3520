"""The studio's endpoints: its pages, the doors' forms, and the jobs (paths under ``/TOKEN/``).

``GET api/studio``: what the forms offer. ``POST api/kit/check`` and ``api/book/check`` with ``{"form": {...}}``:
``{"problems": [{"field", "message"}]}``, none when the form is good (every check the command line makes before
its work). ``POST api/kit/start`` and ``api/book/start`` with ``{"form", "owner"}``: ``{"job": ID}`` (a form with
problems is 400 with them); the owner's job before at the same door is ended. ``GET api/jobs/ID?since=V``: the
job (:meth:`pnp.studio.board.Job.view`), once it has news after version V (at most a few seconds' wait).
``POST api/jobs/ID/cancel``. ``GET jobs/ID/thumbs/GAME/N.png``, ``jobs/ID/pages/GAME/N.png`` (a page large),
``jobs/ID/book/cover.png``, ``jobs/ID/book/spread.png`` and ``jobs/ID/files/PATH`` (a download the job lists).
"""

from __future__ import annotations

import re
from pathlib import Path

from starlette.requests import Request
from starlette.responses import FileResponse, Response
from starlette.routing import BaseRoute, Route

from pnp.errors import PnpError
from pnp.studio.board import Board
from pnp.web.site import error_response, json_response, post, static

STATIC = Path(__file__).parent / "static"
OWNER = re.compile(r"[A-Za-z0-9_-]{8,64}")
NEWS_WAIT = 8.0  # seconds a page's question for news is held before it is answered "nothing new"


class Refused(PnpError):
    """A start refused: HTTP 400 with the form's problems."""

    http_status = 400

    def __init__(self, problems: list[dict]) -> None:
        super().__init__(problems[0]["message"] if problems else "refused")
        self.http_extra = {"problems": problems}


def _problems(check, data: object, fields: tuple[str, ...]) -> tuple[object | None, str, list[dict]]:
    from pnp.studio.forms import problem_of

    try:
        order, lang = check(data)
    except PnpError as err:
        found = problem_of(err, fields)
        return None, "en", [{"field": found.field, "message": found.message}]
    return order, lang, []


def _owner(data: object) -> str:
    owner = data.get("owner") if isinstance(data, dict) else None
    if not isinstance(owner, str) or not OWNER.fullmatch(owner):
        raise PnpError("request: owner: expected the page's id (8 to 64 letters, digits, - or _)")
    return owner


def routes(board: Board) -> list[BaseRoute]:
    """The studio's routes, at the site's home path."""
    from pnp.studio import forms

    def offered() -> dict:
        return {**forms.offered(), "processes": board.slots}

    def kit_check(data: object) -> dict:
        return {"problems": _problems(forms.check_kit, data, forms.kit_fields())[2]}

    def book_check(data: object) -> dict:
        return {"problems": _problems(forms.book_request, data, forms.BOOK_FIELDS)[2]}

    def kit_start(data: object) -> dict:
        owner = _owner(data)
        order, lang, problems = _problems(forms.check_kit, data, forms.kit_fields())
        if problems:
            raise Refused(problems)
        job = board.submit(owner, "kit", "kit", order, lang, len(order.games))  # type: ignore[attr-defined]
        return {"job": job.id}

    def book_start(data: object) -> dict:
        owner = _owner(data)
        order, lang, problems = _problems(forms.book_request, data, forms.BOOK_FIELDS)
        if problems:
            raise Refused(problems)
        return {"job": board.submit(owner, "book", "book", order, lang, board.slots).id}

    async def job_view(request: Request) -> Response:
        import anyio.to_thread

        job_id = request.path_params["job"]
        since = request.query_params.get("since", "")
        if since.isascii() and since.isdigit() and len(since) < 12:
            await anyio.to_thread.run_sync(board.wait_for_news, job_id, int(since), NEWS_WAIT,
                                           abandon_on_cancel=True)
        view = board.view(job_id)
        return error_response(404, "not found") if view is None else json_response(200, view)

    def cancel(request_data: object, job_id: str) -> dict:
        return {"cancelled": board.cancel(job_id)}

    async def job_cancel(request: Request) -> Response:
        return json_response(200, cancel(None, request.path_params["job"]))

    def _job_file(job_id: str, *parts: str) -> Path | None:
        job = board.get(job_id)
        if job is None:
            return None
        path = job.folder.joinpath(*parts)
        if not path.resolve().is_relative_to(job.folder.resolve()) or path.is_symlink() or not path.is_file():
            return None
        return path

    async def thumb(request: Request) -> Response:
        p = request.path_params
        path = _job_file(p["job"], "thumbs", p["game"], f"{p['n']}.png")
        return error_response(404, "not found") if path is None else FileResponse(path, media_type="image/png")

    async def large(request: Request) -> Response:
        import anyio.to_thread

        from pnp.studio.thumbs import DRAWING, page_picture

        p = request.path_params
        pdf = _job_file(p["job"], "kit", p["game"], "kit.pdf")
        if pdf is None:
            return error_response(404, "not found")

        def draw() -> bytes | None:
            with DRAWING:
                try:
                    return page_picture(pdf.read_bytes(), p["n"] - 1)
                except IndexError:
                    return None

        data = await anyio.to_thread.run_sync(draw)
        return error_response(404, "not found") if data is None else Response(data, media_type="image/png")

    async def book_picture(request: Request) -> Response:
        p = request.path_params
        path = _job_file(p["job"], f"{p['name']}.png") if p["name"] in ("cover", "spread") else None
        return error_response(404, "not found") if path is None else FileResponse(path, media_type="image/png")

    async def download(request: Request) -> Response:
        job = board.get(request.path_params["job"])
        wanted = request.path_params["path"]
        listed = {d["path"]: d["name"] for d in (job.downloads if job is not None and job.state == "done" else [])}
        path = _job_file(job.id, *wanted.split("/")) if job is not None and wanted in listed else None
        if path is None:
            return error_response(404, "not found")
        kind = {".zip": "application/zip", ".pdf": "application/pdf", ".json": "application/json"}
        return FileResponse(path, media_type=kind.get(path.suffix, "application/octet-stream"),
                            filename=listed[wanted])

    from pnp.web.site import get

    return [
        get("/api/studio", offered),
        post("/api/kit/check", kit_check), post("/api/kit/start", kit_start),
        post("/api/book/check", book_check), post("/api/book/start", book_start),
        Route("/api/jobs/{job}", job_view, methods=["GET"]),
        Route("/api/jobs/{job}/cancel", job_cancel, methods=["POST"]),
        Route("/jobs/{job}/thumbs/{game}/{n:int}.png", thumb, methods=["GET"]),
        Route("/jobs/{job}/pages/{game}/{n:int}.png", large, methods=["GET"]),
        Route("/jobs/{job}/book/{name}.png", book_picture, methods=["GET"]),
        Route("/jobs/{job}/files/{path:path}", download, methods=["GET"]),
        *static(STATIC),
    ]
