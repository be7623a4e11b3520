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


def dumps(data: Any) -> bytes:
    """A file's bytes: canonical JSON, a model's ``$schema`` first (:func:`pnp.model_file.with_schema_ref`)."""
    from pnp.model_file import with_schema_ref

    text = json.dumps(canonical(with_schema_ref(data)), indent=1, ensure_ascii=False, allow_nan=False)
    return (text + "\n").encode("utf-8")


def read_json_any(path: Path):
    """Any JSON value from a file, read and parsed at the boundary (:mod:`pnp.boundary`)."""
    from pnp.boundary import read_json as strict
    from pnp.model_file import without_schema_ref

    data = strict(path, ModelError)
    return without_schema_ref(data, str(path)) if isinstance(data, dict) else data


def read_json(path: Path) -> dict:
    data = read_json_any(path)
    if not isinstance(data, dict):
        raise ModelError(f"{path}: expected a JSON object with a \"kind\"")
    return data


class Reader:
    """Typed access to a parsed JSON object; errors name the file and the key path."""

    def __init__(self, data: Any, where: str, source: str = "") -> None:
        self.data = data
        self.where = where
        self.source = source

    def fail(self, message: str, key: str | None = None) -> ModelError:
        at = self.where if key is None else (f"{self.where}.{key}" if self.where else key)
        prefix = f"{self.source}: " if self.source else ""
        err = ModelError(f"{prefix}{at or 'top level'}: {message}")
        err.located = True  # already names the file and key; do not wrap again
        return err

    def relocate(self, err: Exception) -> ModelError:
        """An error from a constructor, located at this reader's key unless it already is."""
        if getattr(err, "located", False):
            return err  # type: ignore[return-value]
        return self.fail(str(err))

    def child(self, key: str | int) -> Reader:
        if isinstance(key, int):
            where = f"{self.where}[{key}]"
        else:
            where = f"{self.where}.{key}" if self.where else key
        return Reader(self.data[key], where, self.source)

    def has(self, key: str) -> bool:
        return isinstance(self.data, dict) and key in self.data

    def obj(self) -> Reader:
        if not isinstance(self.data, dict):
            raise self.fail(f"expected an object, got {type(self.data).__name__}")
        return self

    def get(self, key: str, kind: type | tuple, default: Any = ...) -> Any:
        self.obj()
        if key not in self.data:
            if default is ...:
                raise self.fail("missing", key)
            return default
        value = self.data[key]
        kinds = kind if isinstance(kind, tuple) else (kind,)
        if float in kinds and isinstance(value, int) and not isinstance(value, bool):
            return float(value)
        if isinstance(value, bool) and bool not in kinds:
            raise self.fail(f"expected {_names(kinds)}, got {value!r}", key)
        if not isinstance(value, kinds):
            raise self.fail(f"expected {_names(kinds)}, got {json.dumps(value)[:40]}", key)
        return value

    def optional(self, key: str, kind: type | tuple) -> Any:
        """``self[key]`` checked as ``kind``, or None when the key is missing or null."""
        return None if self.obj().data.get(key) is None else self.get(key, kind)

    def items(self, key: str, default: Any = ...) -> list[Reader]:
        value = self.get(key, list, default)
        if value is default and default is not ...:
            return []
        return [self.child(key).child(i) for i in range(len(value))]


def _names(kinds: tuple) -> str:
    names = {int: "an integer", float: "a number", str: "a string", bool: "true or false", list: "a list",
             dict: "an object"}
    return " or ".join(names.get(k, k.__name__) for k in kinds)


def check_header(r: Reader, kind: str, max_version: int) -> int:
    found = r.get("kind", str)
    if found != kind:
        raise r.fail(f"expected kind {kind!r}, got {found!r}", "kind")
    version = r.get("version", int)
    if not 1 <= version <= max_version:
        raise r.fail(f"format version {version} is not supported (this pnp reads 1 to {max_version})", "version")
    return version


def read_cell(r: Reader) -> tuple[int, int]:
    """A grid square written as [x, y] with whole numbers."""
    v = r.data
    if not (isinstance(v, list) and len(v) == 2 and all(isinstance(i, int) and not isinstance(i, bool) for i in v)):
        raise r.fail("expected a square as [x, y] with whole numbers")
    return (v[0], v[1])


def read_seed(r: Reader) -> int | None:
    """A model's ``seed``: a whole number, or null (or missing) for a model made by hand."""
    seed = r.obj().data.get("seed")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise r.fail("expected a whole number or null", "seed")
    return seed
