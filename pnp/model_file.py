"""A model file as a command receives it: JSON of any kind, or a model drawn as text, told apart in one place.

Every model file pnp writes names its JSON Schema in a ``"$schema"`` key (an
editor that knows the schema completes and checks the file; see
docs/schemas/README.md). :func:`pnp.schema.validate`, which every reader
calls on a whole file, takes the key off before the kind's own schema checks
the rest, and refuses one that names another kind's schema.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pnp.boundary import parse_json, read_text
from pnp.errors import ModelError

SCHEMA_KEY = "$schema"
_SCHEMA_REF = re.compile(r"urn:pnp:schema:(?P<kind>[a-z][a-z-]{0,40}):(?P<version>[1-9][0-9]{0,3})")


def schema_ref(kind: str, version: int) -> str:
    """The schema a file of ``kind`` and ``version`` names: also the schema's ``$id`` in docs/schemas/."""
    return f"urn:pnp:schema:{kind}:{version}"


def with_schema_ref(data: Any) -> Any:
    """A model's JSON object with its ``$schema`` first (anything else is returned as it is)."""
    if isinstance(data, dict) and isinstance(data.get("kind"), str) and isinstance(data.get("version"), int):
        rest = {k: v for k, v in data.items() if k != SCHEMA_KEY}
        return {SCHEMA_KEY: schema_ref(data["kind"], data["version"]), **rest}
    return data


def without_schema_ref(data: dict, source: str) -> dict:
    """``data`` without its ``$schema`` key, which must name this file's own kind when present."""
    if SCHEMA_KEY not in data:
        return data
    ref = data[SCHEMA_KEY]
    found = _SCHEMA_REF.fullmatch(ref) if isinstance(ref, str) else None
    kind = data.get("kind")
    if found is None or (isinstance(kind, str) and found["kind"] != kind):
        expected = schema_ref(kind, 1) if isinstance(kind, str) else "urn:pnp:schema:KIND:VERSION"
        err = ModelError(f"{source}: {SCHEMA_KEY}: expected {expected!r}, got {str(ref)[:60]!r}")
        err.located = True
        raise err
    return {k: v for k, v in data.items() if k != SCHEMA_KEY}


@dataclass(frozen=True)
class TextModel:
    """A model read from a file drawn as text (a labyrinth sheet, say): its kind and the model."""

    kind: str
    model: Any


TextReader = Callable[[str, str], TextModel]  # (text, source) -> the model; errors name FILE:LINE:COLUMN


def is_text(path: Path | str, text: str) -> bool:
    """The one rule for telling a model drawn as text from JSON: a .txt file, or a file whose first non-blank
    character is not '{' (nor '[', which only JSON starts with: the JSON reader then says what is wrong)."""
    return Path(path).suffix.lower() == ".txt" or not text.lstrip().startswith(("{", "["))


def read_model_file(path: Path | str, text_reader: TextReader | None = None) -> TextModel | dict:
    """A model file read once at the boundary (bounded, UTF-8, strict JSON): a text model comes back parsed,
    a JSON model as its object for the reader of its kind (whose :func:`pnp.schema.validate` checks
    ``$schema``)."""
    text = read_text(path, ModelError, "text" if Path(path).suffix.lower() == ".txt" else "JSON")
    if is_text(path, text):
        if text_reader is None:
            raise ModelError(f"{path}: not a JSON model file (it does not start with '{{')")
        return text_reader(text, str(path))
    data = parse_json(text, str(path), ModelError)
    if not isinstance(data, dict):
        raise ModelError(f"{path}: expected a JSON object with a \"kind\"")
    return data
