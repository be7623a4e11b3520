"""Studio tests' helpers: orders of the doors as the forms make them, and waiting for a job's state."""

from __future__ import annotations

import io
import os
import time
import zipfile
from pathlib import Path

from pnp.studio.board import Board

ENDED = ("done", "failed", "cancelled")


def kit_form(**fields) -> dict:
    return {"form": {"game": ["path-cards"], "players": 3, **fields}}


def book_form(**fields) -> dict:
    return {"form": {"puzzles": "maze=4", "levels": 2, "title": "Small Mazes", **fields}}


def wait_for(board: Board, job_id: str, states: tuple[str, ...], within: float = 300) -> dict:
    """The job's view once it is in one of ``states`` (failing after ``within`` seconds: a guard, not a pace)."""
    deadline = time.monotonic() + within
    while True:
        view = board.view(job_id)
        assert view is not None, "the job is gone"
        if view["state"] in states:
            return view
        assert view["state"] not in ENDED, f"the job ended {view['state']}: {view['error']}"
        assert time.monotonic() < deadline, f"the job stayed {view['state']}"
        board.wait_for_news(job_id, view["version"], 1.0)


def zip_files(path: Path) -> dict[Path, bytes]:
    with zipfile.ZipFile(io.BytesIO(path.read_bytes())) as archive:
        return {Path(name): archive.read(name) for name in archive.namelist()}


def children_of(pid: int) -> list[int]:
    """The processes whose parent is ``pid`` (from /proc)."""
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = Path(f"/proc/{entry}/stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                found.append(int(entry))
    return found


def alive(pid: int) -> bool:
    """Whether process ``pid`` still runs (a zombie, ended but not yet reaped, does not)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


def wait_until(condition, within: float = 60, what: str = "") -> None:
    deadline = time.monotonic() + within
    while not condition():
        assert time.monotonic() < deadline, f"never happened: {what}"
        time.sleep(0.02)
