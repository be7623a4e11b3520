"""The studio's jobs: a kit or book made in a process of its own is the command line's, byte for byte; jobs wait
their turn for a core; a newer job at the same door ends the older one; a stopped job leaves no process and no
file behind."""

from __future__ import annotations

import json
import os
import signal
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from pnp.kits import kit_files
from pnp.studio import forms
from pnp.studio.board import Board
from tests.studio.studio_helpers import alive, book_form, children_of, kit_form, wait_for, wait_until, zip_files


@pytest.fixture
def board(tmp_path: Path):
    made = Board(2, root=tmp_path)
    yield made
    made.close()


def _kit(board: Board, owner: str = "owner-one", **fields):
    order, lang = forms.check_kit(kit_form(**fields))
    return board.submit(owner, "kit", order, lang, len(order.games)), order


def test_a_kit_jobs_zip_is_what_pnp_kit_writes_and_every_page_has_its_picture(board):
    job, order = _kit(board, **{"game": ["path-cards", "notebook"], "seed": 5})
    view = wait_for(board, job.id, ("done",))
    expected = kit_files(order.games, Path(), order.seed, order.players, order.paper, order.preset, 1,
                         dict(order.options))
    zipped = zip_files(job.folder / next(d["path"] for d in view["downloads"] if d["what"] == "zip"))
    assert zipped == expected  # the same files, the same bytes, whatever the processes
    assert sorted(g["game"] for g in view["games"]) == ["notebook", "path-cards"]
    for game in view["games"]:
        pdf = pdfium.PdfDocument(expected[Path(game["game"]) / "kit.pdf"])
        assert game["pictures"] == game["pages"] == len(pdf)
        pdf.close()
        pictures = sorted((job.folder / "thumbs" / game["game"]).glob("*.png"))
        assert len(pictures) == game["pages"] and all(p.read_bytes().startswith(b"\x89PNG") for p in pictures)
        assert game == {**json.loads(expected[Path(game["game"]) / "pages.json"]), "game": game["game"],
                        "pictures": game["pages"]}


def test_the_same_choices_give_the_same_zip_byte_for_byte(board, tmp_path):
    first, _ = _kit(board, "owner-one", seed=3)
    second, _ = _kit(board, "owner-two", seed=3)
    views = [wait_for(board, j.id, ("done",)) for j in (first, second)]
    paths = [j.folder / v["downloads"][0]["path"] for j, v in zip((first, second), views)]
    assert paths[0].read_bytes() == paths[1].read_bytes()


def test_a_book_job_writes_what_pnp_book_writes_with_its_cover_and_spread(board):
    (options, theme), lang = forms.book_request(book_form(seed=9))
    job = board.submit("owner-one", "book", (options, theme), lang, 1)
    view = wait_for(board, job.id, ("done",))
    from pnp.book.build import book_files

    expected = book_files(options, Path(), theme)
    for d in view["downloads"]:
        assert (job.folder / d["path"]).read_bytes() == expected[Path(d["name"])]
    assert {d["name"] for d in view["downloads"]} == {p.name for p in expected}
    assert view["book"]["pictures"] == ["cover.png", "spread.png"]
    left, right = view["book"]["spread"]
    assert left % 2 == 0 and right == left + 1  # an open book: an even page on the left


def test_jobs_beyond_the_cores_wait_their_turn_in_order(tmp_path):
    board = Board(1, root=tmp_path)
    try:
        first, _ = _kit(board, "owner-one", game=["notebook"])
        second, _ = _kit(board, "owner-two")
        wait_for(board, first.id, ("running",))
        assert board.view(second.id)["state"] == "queued" and board.view(second.id)["position"] == 1
        wait_for(board, first.id, ("done",))
        assert wait_for(board, second.id, ("done",))["processes"] == 1
    finally:
        board.close()


def test_a_new_job_at_the_same_door_ends_the_one_before_it_process_and_files(board):
    old, _ = _kit(board, "owner-one", game=["notebook", "maze-tiles"])
    wait_for(board, old.id, ("running",))
    process = old.process
    wait_until(lambda: children_of(process.pid), what="the old job's pool started")
    workers = children_of(process.pid)
    new, _ = _kit(board, "owner-one")
    assert board.view(old.id)["state"] == "cancelled"
    wait_until(lambda: not process.is_alive(), what="the old job's process ended")
    wait_until(lambda: not any(alive(w) for w in workers), what="its pool's workers ended")
    wait_until(lambda: not old.folder.exists(), what="its files removed")
    assert wait_for(board, new.id, ("done",))["state"] == "done"
    other, _ = _kit(board, "owner-two")  # another page's job at the same door is left alone
    assert board.view(new.id)["state"] == "done" and board.view(other.id)["state"] in ("queued", "running")


def test_a_job_killed_from_outside_fails_in_one_line(board):
    job, _ = _kit(board, game=["notebook"])
    wait_for(board, job.id, ("running",))
    os.kill(job.process.pid, signal.SIGKILL)
    view = wait_for(board, job.id, ("failed",))
    assert view["error"].startswith("the work stopped unexpectedly") and "\n" not in view["error"]


def test_closing_the_board_ends_every_job_and_removes_every_file(tmp_path):
    board = Board(2, root=tmp_path)
    job, _ = _kit(board, game=["notebook"])
    queued, _ = _kit(board, "owner-two", game=["notebook"])
    wait_for(board, job.id, ("running",))
    process, root = job.process, board.root
    board.close()
    assert not process.is_alive() and not root.exists()
    assert board.view(queued.id)["state"] == "cancelled"
    with pytest.raises(RuntimeError):
        _kit(board, "owner-three")
