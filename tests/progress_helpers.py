"""Running pnp with its stderr on a pseudo-terminal, and reading the progress lines it rewrote there."""

from __future__ import annotations

import os
import pty
import re
import subprocess
import sys
from pathlib import Path

from pnp.kits import steps_of


def pnp_in_pty(*args: str, cwd: Path) -> tuple[int, str, bytes]:
    """(exit status, what stderr showed, stdout) of ``pnp ARGS`` whose stderr is a terminal. stderr is read as
    it comes (a long run rewrites its line thousands of times, more than a terminal's buffer holds)."""
    leader, follower = pty.openpty()
    out = cwd / "stdout.bin"
    with open(out, "wb") as stdout:
        child = subprocess.Popen([sys.executable, "-m", "pnp", *args], stdin=subprocess.DEVNULL, stdout=stdout,
                                 stderr=follower, cwd=cwd)
        os.close(follower)
        shown = b""
        while True:
            try:
                chunk = os.read(leader, 65536)
            except OSError:  # the child has gone and the terminal is closed
                break
            if not chunk:
                break
            shown += chunk
        os.close(leader)
        status = child.wait()
    return status, shown.decode(), out.read_bytes()


def pnp_piped(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pnp", *args], stdin=subprocess.DEVNULL, capture_output=True,
                          cwd=cwd)


def progress_counts(shown: str, label: str) -> list[tuple[int, int, str]]:
    """Each rewrite of ``label``'s line, in order: (done, total, the words after them)."""
    lines = shown.replace("\x1b[K", "").replace("\r\n", "\n").replace("\n", "\r").split("\r")
    found = []
    for line in lines:
        m = re.fullmatch(rf"{re.escape(label)}: (\d+)/(\d+) (.*)", line)
        if m:
            found.append((int(m[1]), int(m[2]), m[3]))
    return found


def files_under(folder: Path) -> dict[str, bytes]:
    """Every file's bytes by its path in ``folder``, the folder's own file URL written as ``file:///OUT``: a
    Tabletop Simulator export names its images by their absolute URLs, the one difference two folders may make."""
    here = folder.resolve().as_uri().encode()
    return {str(p.relative_to(folder)): p.read_bytes().replace(here, b"file:///OUT")
            for p in sorted(folder.rglob("*")) if p.is_file()}


def three_steps(task) -> dict:
    """A game's work for pnp.kits.per_game that tells three steps (a worker process may run it)."""
    name = task
    tell = steps_of(name)
    for i in range(1, 4):
        if tell is not None:
            tell(i, 3, f"steps of {name}")
    return {}
