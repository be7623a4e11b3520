"""Writing output without leaving anything half-written.

Every output is produced in memory first; then each file goes to a temporary
name in its target folder and is renamed into place, so a failure never leaves
a truncated file behind, and a run that fails before writing leaves nothing.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Mapping
from pathlib import Path

from pnp.errors import PnpError


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


def write_bytes(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` atomically (temp file in the same folder, then rename)."""
    path = Path(path)
    if path.is_dir():
        raise PnpError(f"cannot write {path}: it is a folder")
    ensure_folder(path.parent)
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    except OSError as err:
        raise PnpError(f"cannot write {path}: {_describe(err)}") from None
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except OSError as err:
        _remove_quietly(tmp)
        raise PnpError(f"cannot write {path}: {_describe(err)}") from None
    except BaseException:
        _remove_quietly(tmp)
        raise


def write_files(files: Mapping[Path, bytes]) -> list[Path]:
    """Write several files; check every target folder before the first write."""
    for folder in dict.fromkeys(Path(path).parent for path in files):
        ensure_folder(folder)
    written = []
    for path, data in files.items():
        write_bytes(Path(path), data)
        written.append(Path(path))
    return written


def _remove_quietly(path: str) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass
