"""The studio over HTTP, as its pages ask: a form's problems before any work, a job started, followed to its end
and downloaded; and every request outside what a job lists refused (another job's files, a path that climbs out,
a page beyond the kit's, an owner that is not an id), each in one line."""

from __future__ import annotations

import io
import json
import zipfile
from pathlib import Path

import pytest
from edit_helpers import Client, small_deck

from pnp.edit.proofs import Proofs
from pnp.edit.run import start, stop
from pnp.edit.session import open_session
from pnp.studio.board import Board
from pnp.studio.routes import routes
from tests.studio.studio_helpers import kit_form

OWNER = "test-owner-0001"


@pytest.fixture
def studio(tmp_path: Path):
    board = Board(2, root=tmp_path)
    session = open_session(None, None, None, str(tmp_path / "out"))
    running = start(session, 0, groups={"": routes(board)}, proofs=Proofs(session.seed, jobs=1, cards=small_deck()))
    yield Client(running, group="")
    stop(running)
    board.close()


def _done(client: Client, job: str) -> dict:
    version = -1
    while True:
        view = client.get(f"api/jobs/{job}?since={version}").json
        assert view["state"] not in ("failed", "cancelled"), view
        if view["state"] == "done":
            return view
        version = view["version"]


def test_the_pages_and_what_the_forms_offer_are_served(studio):
    for page in ("", "print.html", "book.html", "studio.js", "door-print.png"):
        assert studio.get(page).status == 200, page
    offer = studio.get("api/studio").json
    assert offer["processes"] == 2 and {g["name"] for g in offer["games"]} >= {"labyrinth", "notebook"}
    assert studio.get("edit/").status == 200  # the editor's door on the same site


def test_a_forms_problems_come_before_any_work(studio):
    answer = studio.post("api/kit/check", kit_form(players=12, paper="a3")).json
    assert answer["problems"][0]["field"] == "players" and answer["problems"][0]["message"].startswith("--players")
    assert studio.post("api/kit/check", kit_form()).json == {"problems": []}
    refused = studio.post("api/kit/start", {**kit_form(preset="../../etc/passwd"), "owner": OWNER})
    assert refused.status == 400 and refused.json["problems"][0]["field"] == "preset"
    assert studio.post("api/book/check", {"form": {"isbn": "12"}}).json["problems"][0]["field"] == "isbn"
    for owner in (None, "short", "x" * 65, "has space in it", 7):
        answer = studio.post("api/kit/start", {**kit_form(), "owner": owner})
        assert answer.status == 400 and "owner" in answer.json["error"]
    assert studio.post("api/kit/start", b"[1, 2", "application/json").status == 400


def test_a_kit_is_started_followed_and_downloaded_and_nothing_else_is_served(studio):
    job = studio.post("api/kit/start", {**kit_form(), "owner": OWNER}).json["job"]
    view = _done(studio, job)
    zipped = next(d for d in view["downloads"] if d["what"] == "zip")
    answer = studio.get(f"jobs/{job}/files/{zipped['path']}")
    assert answer.status == 200 and answer.headers["content-type"] == "application/zip"
    assert f'filename="{zipped["name"]}"' in answer.headers["content-disposition"]
    assert "path-cards/kit.pdf" in zipfile.ZipFile(io.BytesIO(answer.body)).namelist()
    pages = view["games"][0]["pages"]
    assert studio.get(f"jobs/{job}/thumbs/path-cards/{pages}.png").body.startswith(b"\x89PNG")
    assert studio.get(f"jobs/{job}/pages/path-cards/1.png").body.startswith(b"\x89PNG")
    for refused in (f"jobs/{job}/thumbs/path-cards/{pages + 1}.png", f"jobs/{job}/pages/path-cards/{pages + 1}.png",
                    f"jobs/{job}/pages/path-cards/0.png", f"jobs/{job}/files/kit/path-cards/README.txt",
                    f"jobs/{job}/files/../{zipped['path']}", f"jobs/{job}/files/%2e%2e/%2e%2e/etc/passwd",
                    f"jobs/{job}/thumbs/..%2f..%2fkit/1.png", f"jobs/nosuchjob/files/{zipped['path']}",
                    "api/jobs/nosuchjob", f"jobs/{job}/book/cover.png"):
        answer = studio.get(refused)
        assert answer.status == 404 and answer.json == {"error": "not found"}, refused
    assert studio.post(f"api/jobs/{job}/cancel", {}).json == {"cancelled": False}  # done: nothing to end


def test_a_new_job_at_the_door_ends_the_old_and_the_old_one_says_so(studio):
    first = studio.post("api/kit/start", {**kit_form(game=["notebook"]), "owner": OWNER}).json["job"]
    second = studio.post("api/kit/start", {**kit_form(), "owner": OWNER}).json["job"]
    assert studio.get(f"api/jobs/{first}").json["state"] == "cancelled"
    assert _done(studio, second)["state"] == "done"
    assert json.loads(studio.get(f"api/jobs/{first}").body)["downloads"] == []
