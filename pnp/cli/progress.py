"""Progress on the terminal: the one helper every long command uses (kit, book, objectives, tiles...).

A command hands the work a ``Progress`` callback (``pnp.game.Progress``: done, total, what) and the line is
rewritten in place on stderr after each step: a card proven, a deal measured, a run played, a puzzle made.
Nothing is shown when stderr is not a terminal (a pipe, a file, a test) or with ``--quiet``, so logs and
captured output stay clean; the files written never depend on it.
"""

from __future__ import annotations

import shutil
import sys
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager

import click

from pnp.game import Progress

QUIET_HELP = "No progress on the terminal."


def quiet_option(f):
    """--quiet: no progress line (it is shown only when stderr is a terminal anyway)."""
    return click.option("--quiet", is_flag=True, help=QUIET_HELP)(f)


class Games:
    """The kits' and exports' line: the games done, and the step a game is at (``pnp.kits.per_game`` tells
    both, the steps from a thread when games run in processes, hence the lock)."""

    def __init__(self, games: Sequence[str], step: Progress | None) -> None:
        self.games, self.line, self.finished = list(games), step, 0
        self.lock = threading.Lock()

    def done(self, name: str) -> None:
        if self.line is not None:
            with self.lock:
                self.finished += 1
                self.line(self.finished, len(self.games), f"games done (the last: {name})")

    def step(self, name: str, done: int, total: int, what: str) -> None:
        if self.line is not None:
            with self.lock:
                self.line(self.finished, len(self.games), f"games done; {name}: {done}/{total} {what}")

    @property
    def steps(self) -> Callable[[str, int, int, str], None] | None:
        """What per_game tells each step to: None when nothing is shown, so no worker sends any."""
        return None if self.line is None else self.step


@contextmanager
def progress_line(label: str, quiet: bool = False) -> Iterator[Progress | None]:
    """A callback writing ``LABEL: done/total what`` over the previous line, or None when nothing is to be shown
    (so the work skips even formatting its words). The line is ended when the work ends, even by an error, so
    an error's one line starts on a line of its own."""
    if quiet or not sys.stderr.isatty():
        yield None
        return
    shown = False

    def step(done: int, total: int, what: str) -> None:
        nonlocal shown
        shown = True
        text = f"{label}: {done}/{total} {what}"
        width = shutil.get_terminal_size().columns - 1  # a line longer than the terminal would not be rewritten
        click.echo(f"\r{text[:width]}\033[K", nl=False, err=True)

    try:
        yield step
    finally:
        if shown:
            click.echo("", err=True)


@contextmanager
def ticking(step: Progress | None, done: int, total: int, what: Callable[[float], str],
            every: float = 1.0) -> Iterator[None]:
    """While the block runs, ``step`` is told ``(done, total, what(seconds so far))`` every ``every`` seconds,
    from a thread: for one long step that tells nothing itself (a proof on a big sheet can take a minute, and a
    line that does not move looks hung). Nothing is told once the block ends; None: nothing at all."""
    if step is None:
        yield
        return
    started, ended = time.perf_counter(), threading.Event()

    def tick() -> None:
        while not ended.wait(every):
            step(done, total, what(time.perf_counter() - started))

    ticker = threading.Thread(target=tick, name="progress-ticker", daemon=True)
    ticker.start()
    try:
        yield
    finally:
        ended.set()
        ticker.join()
