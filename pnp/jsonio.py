"""Reading and writing model files (JSON) with clear errors.

Every model file is a JSON object with a ``kind`` and a format ``version``.
Writing is canonical (sorted keys where order does not matter, fixed float
formatting, trailing newline) so the same model always gives the same bytes.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pnp.errors import ModelError


def canonical(obj: Any) -> Any:
    """Whole floats as integers and tuples as lists: one spelling per value."""
    if isinstance(obj, float) and obj.is_integer() and abs(obj) < 2**53:
        return int(obj)
    if isinstance(obj, (list, tuple)):
        return [canonical(v) for v in obj]
    if isinstance(obj, dict):
        return {k: canonical(v) for k, v in obj.items()}
    return obj


def json_text(data: Any, *, indent: int | None = None, compact: bool = False, ascii_only: bool = False,
              sort_keys: bool = False) -> str:
    """JSON that a strict parser reads: every JSON pnp prints, writes or serves goes through here (a test holds
    every module to it). Python's ``json`` writes ``NaN`` and ``Infinity`` by default, which no JSON parser
    outside Python accepts; here a value that is not a finite number is a bug and raises ``ValueError``.
    ``compact``: no spaces after separators (hashes, HTTP bodies, records)."""
    return json.dumps(data, indent=indent, separators=(",", ":") if compact else None, ensure_ascii=ascii_only,
                      sort_keys=sort_keys, allow_nan=False)


def dumps(data: Any) -> bytes:
    """A file's bytes: canonical JSON, a model's ``$schema`` first (:func:`pnp.model_file.with_schema_ref`)."""
    from pnp.model_file import with_schema_ref

    text = json_text(canonical(with_schema_ref(data)), indent=1)
    return (text + "\n").encode("utf-8")


def read_json_any(path: Path):
    """Any JSON value from a file, read and parsed at the boundary (:mod:`pnp.boundary`)."""
    from pnp.boundary import read_json as strict
    return strict(path, ModelError)


def read_json(path: Path) -> dict:
    data = read_json_any(path)
    if not isinstance(data, dict):
        raise ModelError(f"{path}: expected a JSON object with a \"kind\"")
    return data


def _located(source: str, where: str, message: str) -> ModelError:
    err = ModelError(f"{source}: {where}: {message}" if source else f"{where}: {message}")
    err.located = True  # already names the file and key; do not wrap again
    return err


def check_header(data: object, source: str, kind: str, max_version: int) -> int:
    """A model file's ``kind`` and ``version``, checked before its schema (so a wrong kind reads as such)."""
    if not isinstance(data, dict):
        raise _located(source, "top level", "expected a JSON object with a \"kind\"")
    found = data.get("kind")
    if found != kind:
        raise _located(source, "kind", f"expected kind {kind!r}, got {found!r}" if found is not None else "missing")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or not 1 <= version <= max_version:
        raise _located(source, "version", f"format version {version!r} is not supported (this pnp reads 1 to "
                                          f"{max_version})" if version is not None else "missing")
    return version
