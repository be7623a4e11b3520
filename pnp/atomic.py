"""Writing output all or nothing: a failure or an interrupt never leaves anything half-written.

:func:`write_files` takes output produced in memory: it checks every target
(a file where a folder must go, a folder where a file must go, an unwritable
folder) before the first byte is written; writes every file into a hidden
staging folder beside the targets; and only when all of them are written
moves them into place, with SIGINT and SIGTERM held back for those few
renames. Whatever stops it before that (an error, Ctrl-C, a kill) leaves the
targets as they were, and the staging folder is removed.

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
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from pnp.errors import PnpError

STAGING_PREFIX = ".pnp-staging-"
_staging = False  # True while write_files writes into a staging folder (see stop_on_signal)
_live: set[Path] = set()  # this process's open Staging folders (see stop_on_signal)


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


@contextmanager
def _signals_held() -> Iterator[None]:
    """SIGINT and SIGTERM wait until the block ends (a signal sent meanwhile is delivered then)."""
    held = {signal.SIGINT, signal.SIGTERM}
    previous = signal.pthread_sigmask(signal.SIG_BLOCK, held)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, previous)


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
            with open(temporary, "wb") as handle:
                handle.write(data)
            os.chmod(temporary, 0o644)
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


def _move_into_place(staged: list[tuple[Path, Path]]) -> None:
    """The renames that make the output appear, with SIGINT and SIGTERM held until the last."""
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
                with open(temporary, "xb") as handle:
                    handle.write(data)
                os.chmod(temporary, 0o644)
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
    staging folder is removed; the final renames hold the signal until done.
    While a :class:`Staging` is open (its output being made), its folder is
    removed before the program ends (its workers end with the program:
    :mod:`pnp.parallel`).
    """
    if _staging:
        raise KeyboardInterrupt
    for folder in list(_live):  # output being made into a Staging (its workers end with this process)
        _remove_now(folder)
    os.write(2, b"pnp: interrupted\n")
    os._exit(130)
