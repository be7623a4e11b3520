"""Progress on the terminal: the one helper every long command uses (kit, book, objectives, tiles...).

A command hands the work a ``Progress`` callback (``pnp.game.Progress``: done, total, what) and the line is
rewritten in place on stderr after each step: a card proven, a deal measured, a run played, a puzzle made.
Nothing is shown when stderr is not a terminal (a pipe, a file, a test) or with ``--quiet``, so logs and
captured output stay clean; the files written never depend on it.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager

import click

from pnp.game import Progress

QUIET_HELP = "No progress on the terminal."


def quiet_option(f):
    """--quiet: no progress line (it is shown only when stderr is a terminal anyway)."""
    return click.option("--quiet", is_flag=True, help=QUIET_HELP)(f)


def per_game(games: Sequence[str], step: Progress | None) -> Callable[[str], None]:
    """What ``pnp.kits.per_game`` tells of each game (its name), as steps of ``step``: the kits and exports."""
    if step is None:
        return lambda name: None
    return lambda name: step(list(games).index(name) + 1, len(games), f"games ({name})") if name in games else None


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
        click.echo(f"\r{label}: {done}/{total} {what}\033[K", nl=False, err=True)

    try:
        yield step
    finally:
        if shown:
            click.echo("", err=True)
