"""Print-and-play kits: one folder per game with kit.pdf, decks, SVGs, models, previews, README."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from functools import partial
from pathlib import Path
from typing import Any

from pnp.atomic import Spool, Staging
from pnp.catalog import Paper
from pnp.game import KitRequest, Progress
from pnp.layout.presets import Preset

Steps = Callable[[str, int, int, str], None]  # a game's step: (game, done, total, what)
Made = Callable[[str, dict[Path, Any]], None]  # a game's files, all made: (game, its files by path)

# Where this process tells a game's steps: set by per_game for its work, here or in each worker process
# (which hands them to the parent through a queue). None: nobody is listening.
_steps: Steps | None = None


def steps_of(name: str) -> Progress | None:
    """The progress a game's kit tells its steps to (a deal measured, a card proven), or None."""
    tell = _steps
    return None if tell is None else (lambda done, total, what: tell(name, done, total, what))


def game_files(task) -> dict[Path, Any]:
    """Build one game's kit (a separate process may run this): its files' bytes by path, or, given a spool,
    where each is staged (the bytes are written there, not sent back)."""
    name, seed, players, paper, preset, jobs, options, spool = task
    from pnp.kits.build import build_kit
    from pnp.registry import game

    spec = game(name).make_kit(KitRequest(seed, players, paper, preset.layout, jobs, options, steps_of(name),
                                          preset.duplex, preset.card_size))
    files = {Path(name) / path: data for path, data in build_kit(spec, preset, paper, steps_of(name)).items()}
    return files if spool is None else spool.write(files)


def kit_files(games: Sequence[str], out: Path, seed: int, players: int, paper: Paper, preset: Preset,
              jobs: int = 1, options: dict | None = None,
              progress: Callable[[str], None] = lambda s: None,
              warn: Callable[[str], None] = lambda s: None, steps: Steps | None = None,
              made: Made | None = None) -> dict[Path, bytes]:
    """Every file of the kits, keyed by path under ``out``; the same bytes whatever ``jobs`` is.

    A preset and paper that cannot hold some part are refused first, before any generating, and so is a
    game's kit option it cannot use (a design file verify rejects): each game reads its own options here.
    ``warn`` hears, before any work, each component set of no stock size at the preset's card service (the
    kit is still made; its README.txt says so too). ``progress`` hears each game done and ``steps`` each game's
    steps (see :func:`per_game`); ``made`` each game's files as soon as they are all made (the studio shows a
    game's pages while the next is made).
    """
    files = _kits(games, seed, players, paper, preset, jobs, options, progress, warn, steps, None, made)
    return {out / path: data for path, data in sorted(files.items())}


def write_kits(games: Sequence[str], out: Path, seed: int, players: int, paper: Paper, preset: Preset,
               jobs: int = 1, options: dict | None = None,
               progress: Callable[[str], None] = lambda s: None,
               warn: Callable[[str], None] = lambda s: None, steps: Steps | None = None) -> list[Path]:
    """The files of :func:`kit_files` written under ``out``, all or none (:class:`pnp.atomic.Staging`): each
    game's files are staged by the process that made them, as soon as they are made, so no process holds the
    whole kit and none is sent between processes. An unwritable ``out`` is refused before any work."""
    with Staging(out) as staging:
        staged = _kits(games, seed, players, paper, preset, jobs, options, progress, warn, steps, staging)
        staging.adopt({out / path: place for path, place in staged.items()})
        return staging.commit()


def _kits(games: Sequence[str], seed: int, players: int, paper: Paper, preset: Preset, jobs: int,
          options: dict | None, progress: Callable[[str], None], warn: Callable[[str], None], steps: Steps | None,
          staging: Staging | None, made: Made | None = None) -> dict[Path, Any]:
    """The kits' files by path under the output folder: their bytes, or with ``staging`` where each is staged."""
    from pnp.kits.order import KitOrder, prepared_kits
    from pnp.registry import game as registered

    paper, prepared = prepared_kits(KitOrder(tuple(games), seed, players, paper, preset, options or {}))
    _stock_warnings(games, paper, preset, warn)
    spools: list[Spool | None] = [None if staging is None else staging.spool(g) for g in games]
    tasks = [(g, seed, players, paper, preset, jobs if len(games) == 1 else 1, opts, spool)
             for g, opts, spool in zip(games, prepared, spools)]
    files = per_game(games, tasks, game_files, jobs, progress, steps, [registered(g).kit_seconds for g in games],
                     made)
    if len(games) > 1:
        index = {Path("README.txt"): _index(games, seed, players, paper, preset).encode("utf-8")}
        files |= index if staging is None else staging.spool("index").write(index)
    return files


def _stock_warnings(games: Sequence[str], paper: Paper, preset: Preset, warn: Callable[[str], None]) -> None:
    from pnp.layout.services import stock_warnings
    from pnp.registry import game

    sizes = [(fp.title, fp.width, fp.height) for g in games for fp in game(g).footprints(paper, preset.card_size)]
    for line in stock_warnings(preset.service, sizes):
        warn(line)


def _index(games: Sequence[str], seed: int, players: int, paper: Paper, preset: Preset) -> str:
    from pnp.i18n import SOURCE, _, current, ngettext
    from pnp.registry import game

    # i18n: the title of the kits' index file (README.txt next to the games' folders)
    title = _("pnp print-and-play kits")
    # i18n: {paper} and {preset} are names as written ("A4", "Home printer")
    lines = [title, "=" * len(title), "",
             ngettext("Seed {seed}, {n} player, {paper}, preset {preset}.",
                      "Seed {seed}, {n} players, {paper}, preset {preset}.", players).format(
                 seed=seed, n=players, paper=paper.name, preset=_(preset.name)), ""]
    for g in games:
        # the game's own name first, as on its cover (the summary marked by its game, N_: translated here)
        box, summary = game(g).box, _(game(g).summary)
        if box is None or game(g).summary.startswith(box.title):
            named = summary
        elif current() == SOURCE:  # English lower-cases the summary after the title; not every language may
            named = f"{box.title}: {summary[0].lower()}{summary[1:].replace(': ', ', ', 1)}"
        else:
            named = _("{title}: {summary}").format(title=_(box.title), summary=summary)
        # i18n: a line of the index: a game's kit, what it is, where its printing notes are (paths as they are)
        lines.append(f"{g}/kit.pdf  " + _("{named} (printing notes in {readme})").format(
            named=named, readme=f"{g}/README.txt"))
    lines.append("")
    return "\n".join(lines)


__all__ = ["kit_files", "write_kits"]


def per_game(games: Sequence[str], tasks: Sequence, work: Callable[[Any], dict[Path, Any]], jobs: int,
             progress: Callable[[str], None], steps: Steps | None = None,
             weights: Sequence[float] | None = None, made: Made | None = None) -> dict[Path, Any]:
    """The files ``work`` makes of each game's task, merged: one process per game on ``jobs`` spawned processes
    (a fresh interpreter each, nothing inherited by accident), or here; the same files either way. ``progress``
    hears each game done (with processes, in the order they finish); ``steps`` each game's steps as they
    happen (from worker processes through a queue read by a thread here, so ``steps`` must bear being called from
    that thread). ``weights``: about how long each task takes; with processes the longest start first, so that a
    short one, not a long one, is left to run alone at the end. ``made`` hears each game's files as they come.
    Shared by the kits and the exports."""
    global _steps
    files: dict[Path, Any] = {}
    if jobs > 1 and len(tasks) > 1:
        import multiprocessing

        from pnp.parallel import process_pool

        # the files are the same in any order: they are merged by path (each caller sorts them), so each game is
        # handed over as soon as it is done, not after the games started before it
        longest_first = sorted(range(len(games)), key=lambda i: -weights[i] if weights else 0)
        context = multiprocessing.get_context("spawn")
        with _listening(context, steps) as queue, process_pool(min(jobs, len(tasks)), _worker_steps, (queue,)) as pool:
            parts = pool.imap_unordered(partial(_named_work, work), [(games[i], tasks[i]) for i in longest_first])
            for game, part in parts:
                if made is not None:
                    made(game, part)
                progress(game)
                files |= part
    else:
        _steps = steps
        try:
            for game, task in zip(games, tasks):
                part = work(task)
                if made is not None:
                    made(game, part)
                files |= part
                progress(game)
        finally:
            _steps = None
    return files


def _named_work(work: Callable[[Any], dict[Path, Any]], named: tuple[str, Any]) -> tuple[str, dict[Path, Any]]:
    """``work``'s files of one game's task, with the game's name (games come back in the order they finish)."""
    game, task = named
    return game, work(task)


def _worker_steps(queue) -> None:
    """A worker process's steps go to the parent through ``queue`` (None: nobody listens)."""
    global _steps
    _steps = None if queue is None else (lambda *step: queue.put(step))


@contextmanager
def _listening(context, steps: Steps | None) -> Iterator[Any]:
    """A queue the workers put their steps on and a thread handing each to ``steps`` (none when None).

    A SimpleQueue: a worker's put writes its step to the pipe before it returns (a Queue hands it to a feeder
    thread, and the pool ends its workers once their results are in, so a step told last could die with its
    worker unsent: CI saw it). Every step is therefore in the pipe before the work's end is known here, and
    the thread drains the pipe before it stops."""
    if steps is None:
        yield None
        return
    import threading

    inbox = context.SimpleQueue()
    stop = threading.Event()

    def listen() -> None:
        while True:
            if not inbox.empty():
                steps(*inbox.get())
            elif stop.is_set():
                return
            else:
                stop.wait(0.02)

    thread = threading.Thread(target=listen, daemon=True)  # daemon: a worker killed mid-put cannot hang the exit
    thread.start()
    try:
        yield inbox
    finally:
        stop.set()
        thread.join(timeout=5)  # a step cut off mid-write (a worker killed by an error) is not waited for
