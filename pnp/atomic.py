"""Writing output all or nothing: a failure or an interrupt never leaves anything half-written.

:func:`write_files` takes output produced in memory: it checks every target
(a file where a folder must go, a folder where a file must go, an unwritable
folder) before the first byte is written; writes every file into a hidden
staging folder beside the targets; and only when all of them are written
moves them into place, with SIGINT and SIGTERM held back for those few
renames (:func:`_signals_held`). Whatever stops it before that (an error,
Ctrl-C, a kill) leaves the targets as they were, and the staging folder is
removed. A file written keeps the permissions of the file it replaces; a new
one gets what ``open()`` would give it (0666 less the umask).

A :class:`Staging` does the same for output too large to hold at once (a kit
of every game): its hidden folder exists while the output is made, files go
into it as they are made, by this process or by worker processes through a
:class:`Spool` (so no process holds every file, and none is sent between
processes), and :meth:`Staging.commit` checks the targets and moves them in.
An interrupt meanwhile removes the folder and stops (the workers end with
the program: :mod:`pnp.parallel`).
"""

from __future__ import annotations

import os
import shutil
import signal
import tempfile
import threading
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pnp.errors import PnpError

STAGING_PREFIX = ".pnp-staging-"
_staging = False  # True while write_files writes into a staging folder (see stop_on_signal)
_live: set[Path] = set()  # this process's open Staging folders (see stop_on_signal)
_HELD: tuple[int, ...] = (signal.SIGINT, signal.SIGTERM)
_holding = 0  # blocks of _signals_held running, in any thread (see stop_on_signal)
_held: list[int] = []  # signals that arrived meanwhile, delivered when the last block ends
_hold_lock = threading.Lock()


def _describe(err: OSError) -> str:
    return err.strerror or str(err)


def ensure_folder(folder: Path) -> None:
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        raise PnpError(f"cannot create folder {folder}: a file of that name exists") from None
    except OSError as err:
        raise PnpError(f"cannot create folder {folder}: {_describe(err)}") from None
    if not os.access(folder, os.W_OK):
        raise PnpError(f"cannot write to folder {folder}: permission denied")


def _existing_ancestor(folder: Path) -> Path:
    """The nearest folder on the way up that exists (where new folders would be created from)."""
    current = folder
    while not current.exists():
        if current.parent == current:
            break
        current = current.parent
    return current


def check_targets(paths: list[Path]) -> None:
    """Refuse, before anything is written, a target that is a folder, a folder that is a file, or a place
    that cannot be written to."""
    for path in paths:
        if path.is_dir():
            raise PnpError(f"cannot write {path}: it is a folder")
        ancestor = _existing_ancestor(path.parent)
        if not ancestor.is_dir():
            raise PnpError(f"cannot create folder {path.parent}: {ancestor} is a file")
        if not os.access(ancestor, os.W_OK):
            raise PnpError(f"cannot write to folder {ancestor}: permission denied")


def _hold(signum: int, frame: object) -> None:
    _held.append(signum)


@contextmanager
def _signals_held() -> Iterator[None]:
    """SIGINT and SIGTERM wait until the block ends (a signal sent meanwhile is delivered then, to the handler
    that was there before).

    Blocking them with pthread_sigmask is not enough: the kernel then hands a signal to any other thread (a
    pool's, or one a library such as numpy starts), and Python runs its handler in the main thread all the same,
    in the middle of the block. So the block holds them where Python acts on them: in the main thread the
    handlers are swapped for one that only notes the signal; in another thread (where handlers cannot be
    swapped) the program's own handler, :func:`stop_on_signal`, sees the block and notes it instead."""
    global _holding
    swapped: dict[int, Any] = {}
    if threading.current_thread() is threading.main_thread():
        for signum in _HELD:
            handler = signal.getsignal(signum)
            if handler is not None and handler is not signal.SIG_IGN:  # None: not Python's to swap
                swapped[signum] = signal.signal(signum, _hold)
    with _hold_lock:
        _holding += 1
    try:
        yield
    finally:
        with _hold_lock:
            _holding -= 1
            last = _holding == 0
        for number, handler in swapped.items():
            signal.signal(number, handler)
        if last:
            pending: list[int] = []
            while _held:  # one pop at a time: a handler may append meanwhile (it runs between any two steps)
                came = _held.pop(0)
                pending += [came] if came not in pending else []
            for came in pending:  # the block is over: what came meanwhile happens now
                signal.raise_signal(came)


def write_files(files: Mapping[Path, bytes]) -> list[Path]:
    """Write every file or none (see the module notes); the paths written, in order."""
    paths = [Path(p) for p in files]
    if not paths:
        return []
    check_targets(paths)
    stagings: dict[Path, Path] = {}  # existing ancestor -> its staging folder
    staged: list[tuple[Path, Path]] = []
    global _staging
    _staging = True
    try:
        for i, (path, data) in enumerate(zip(paths, files.values())):
            ancestor = _existing_ancestor(path.parent)
            if ancestor not in stagings:
                stagings[ancestor] = Path(tempfile.mkdtemp(prefix=STAGING_PREFIX, dir=ancestor))
            temporary = stagings[ancestor] / f"{i:06d}"
            with open(temporary, "wb") as handle:  # 0666 less the umask, as open() gives any new file
                handle.write(data)
            staged.append((temporary, path))
        _move_into_place(staged)
    except OSError as err:
        raise PnpError(f"cannot write {paths[len(staged)] if len(staged) < len(paths) else paths[-1]}: "
                       f"{_describe(err)}") from None
    finally:
        _staging = False
        for folder in stagings.values():
            shutil.rmtree(folder, ignore_errors=True)
    return paths


def _keep_mode(temporary: Path, path: Path) -> None:
    """A file that replaces another keeps its permissions (a private 0600 file stays private); a new one keeps
    those it was created with."""
    try:
        mode = os.stat(path).st_mode & 0o777
    except FileNotFoundError:
        return
    os.chmod(temporary, mode)


def _move_into_place(staged: list[tuple[Path, Path]]) -> None:
    """The renames that make the output appear, with SIGINT and SIGTERM held until the last."""
    for temporary, path in staged:
        _keep_mode(temporary, path)
    with _signals_held():
        for temporary, path in staged:
            path.parent.mkdir(parents=True, exist_ok=True)
            os.replace(temporary, path)


@dataclass(frozen=True)
class Spool:
    """Where one writer (this process or a worker: it pickles) puts its files in a :class:`Staging` folder;
    ``prefix`` keeps its file names apart from every other writer's."""

    folder: Path
    prefix: str

    def write(self, files: Mapping[Path, bytes]) -> dict[Path, Path]:
        """Each file written into the staging folder now: target -> where it is staged. The folder is never
        created here: once an interrupt has removed it, a late worker's write fails instead of leaving files."""
        staged = {}
        for i, (path, data) in enumerate(files.items()):
            temporary = self.folder / f"{self.prefix}-{i:06d}"
            try:
                with open(temporary, "xb") as handle:  # 0666 less the umask (this process's, inherited)
                    handle.write(data)
            except OSError as err:  # a full disk, say: one line naming the place, from a worker as from here
                raise PnpError(f"cannot write {path}: {_describe(err)}") from None
            staged[Path(path)] = temporary
        return staged


class Staging:
    """Output under ``root`` made into a hidden staging folder beside it, then moved in by :meth:`commit`.

    Use it as a context manager: leaving the block removes the staging folder with whatever was not
    committed. Creating it refuses an unwritable place at once (before any work)."""

    def __init__(self, root: Path) -> None:
        self.root = Path(root)
        ancestor = _existing_ancestor(self.root)
        if not ancestor.is_dir():
            raise PnpError(f"cannot create folder {self.root}: {ancestor} is a file")
        if not os.access(ancestor, os.W_OK):
            raise PnpError(f"cannot write to folder {ancestor}: permission denied")
        try:
            with _signals_held():  # made and known to the signal handler at once: an interrupt never leaves it
                self.folder = Path(tempfile.mkdtemp(prefix=STAGING_PREFIX, dir=ancestor))
                _live.add(self.folder)
        except OSError as err:
            raise PnpError(f"cannot write to folder {ancestor}: {_describe(err)}") from None
        self.staged: dict[Path, Path] = {}

    def spool(self, prefix: str) -> Spool:
        return Spool(self.folder, prefix)

    def adopt(self, staged: Mapping[Path, Path]) -> None:
        """Files a spool has written (target -> staged file) become part of the output."""
        self.staged.update(staged)

    def commit(self) -> list[Path]:
        """Every target checked, then every staged file moved into place; the targets, in path order."""
        paths = sorted(self.staged)
        check_targets(paths)
        try:
            _move_into_place([(self.staged[path], path) for path in paths])
        except OSError as err:
            raise PnpError(f"cannot write {self.root}: {_describe(err)}") from None
        self.staged = {}
        return paths

    def close(self) -> None:
        shutil.rmtree(self.folder, ignore_errors=True)
        _live.discard(self.folder)

    def __enter__(self) -> Staging:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _remove_now(folder: Path) -> None:
    """Remove a staging folder that worker processes may still be writing into: renamed first, so a file they
    create after this moment fails to open (the folder's path is gone) and none is left in it after the removal."""
    gone = folder.with_name(folder.name + "-removed")
    try:
        os.rename(folder, gone)
    except OSError:
        gone = folder
    shutil.rmtree(gone, ignore_errors=True)


def write_bytes(path: Path, data: bytes) -> None:
    """Write one file atomically."""
    write_files({Path(path): data})


def stop_on_signal(signum: int, frame: object) -> None:
    """What Ctrl-C and a kill do to the `pnp` program: stop at once, leaving the targets as they were.

    Until the last file is staged nothing has been written to any target, so
    the program simply ends (with no traceback, whatever library it was
    importing); while files are being staged it unwinds instead, so the
    staging folder is removed; the final renames hold the signal until done,
    in whichever thread they run (:func:`_signals_held`).
    While a :class:`Staging` is open (its output being made), its folder is
    removed before the program ends (its workers end with the program:
    :mod:`pnp.parallel`).
    """
    if _holding:  # the final renames, in a thread other than the main one: the signal waits for their end
        _held.append(signum)
        return
    if _staging:
        raise KeyboardInterrupt
    for folder in list(_live):  # output being made into a Staging (its workers end with this process)
        _remove_now(folder)
    os.write(2, b"pnp: interrupted\n")
    os._exit(130)
