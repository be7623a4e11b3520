"""Writing output all or nothing: a failure or an interrupt never leaves anything half-written.

Every output is produced in memory first. Then :func:`write_files` checks
every target (a file where a folder must go, a folder where a file must go,
an unwritable folder) before the first byte is written; writes every file
into a hidden staging folder beside the targets; and only when all of them
are written moves them into place, with SIGINT and SIGTERM held back for
those few renames. Whatever stops it before that (an error, Ctrl-C, a kill)
leaves the targets as they were, and the staging folder is removed.
"""

from __future__ import annotations

import os
import shutil
import signal
import tempfile
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path

from pnp.errors import PnpError

STAGING_PREFIX = ".pnp-staging-"
_staging = False  # True while files are being written into a staging folder (see stop_on_signal)


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
        with _signals_held():
            for temporary, path in staged:
                path.parent.mkdir(parents=True, exist_ok=True)
                os.replace(temporary, path)
    except OSError as err:
        raise PnpError(f"cannot write {paths[len(staged)] if len(staged) < len(paths) else paths[-1]}: "
                       f"{_describe(err)}") from None
    finally:
        _staging = False
        for folder in stagings.values():
            shutil.rmtree(folder, ignore_errors=True)
    return paths


def write_bytes(path: Path, data: bytes) -> None:
    """Write one file atomically."""
    write_files({Path(path): data})


def stop_on_signal(signum: int, frame: object) -> None:
    """What Ctrl-C and a kill do to the `pnp` program: stop at once, leaving the targets as they were.

    Until the last file is staged nothing has been written to any target, so
    the program simply ends (with no traceback, whatever library it was
    importing); while files are being staged it unwinds instead, so the
    staging folder is removed; the final renames hold the signal until done.
    """
    if _staging:
        raise KeyboardInterrupt
    os.write(2, b"pnp: interrupted\n")
    os._exit(130)
