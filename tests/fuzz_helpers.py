"""Mutating valid input files into hostile ones, and running the command line on them in-process.

A mutation picks a place in a parsed JSON or TOML document (any key or list
entry, however deep) and replaces the value there with a hostile one, deletes
it, empties it, repeats it many times or adds an unknown key beside it. The
runner calls ``pnp.cli.main`` as the program would and reports the exit
status, what it printed, and any exception that escaped (a traceback).
"""

from __future__ import annotations

import contextlib
import copy
import io
import json
import math
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from hypothesis import strategies as st

Path_ = tuple[Any, ...]  # keys and list indexes from the top of a document

HOSTILE: tuple[Any, ...] = (
    None, True, False, 0, -1, 7, 2**40, -(2**40), 2**63, 0.5, -0.25, 1e30, -1e30, 1e-300,
    "", "x", "A", "any", "easy", "\x00", "\x1b[31m", "a\u202eb", "<script>alert(1)</script>", "]]>&\"'",
    "\U0001F600", "x" * 3000, [], [0], [0, 0], [-1, 5], [[0, 0], [0, 1]], [None], ["x"], {}, {"x": 1}, {"kind": "x"},
)


def _has_null(value: Any) -> bool:
    if isinstance(value, list):
        return any(_has_null(v) for v in value)
    if isinstance(value, dict):
        return any(_has_null(v) for v in value.values())
    return value is None


HOSTILE_TOML: tuple[Any, ...] = tuple(v for v in HOSTILE if not _has_null(v)) + (math.nan, math.inf, -math.inf)


def places(doc: Any, at: Path_ = ()) -> Iterator[Path_]:
    """Every key and list entry of ``doc`` (the top level included), depth first."""
    yield at
    if isinstance(doc, dict):
        for key, value in doc.items():
            yield from places(value, (*at, key))
    elif isinstance(doc, list):
        for i, value in enumerate(doc):
            yield from places(value, (*at, i))


def _parent(doc: Any, at: Path_) -> Any:
    for key in at[:-1]:
        doc = doc[key]
    return doc


def mutate(doc: Any, at: Path_, how: str, value: Any) -> Any:
    """A copy of ``doc`` with one mutation at ``at``."""
    out = copy.deepcopy(doc)
    if not at:
        return value if how == "replace" else out
    parent = _parent(out, at)
    key = at[-1]
    if how == "replace":
        parent[key] = value
    elif how == "delete":
        del parent[key]
    elif how == "empty":
        current = parent[key]
        parent[key] = type(current)() if isinstance(current, (list, dict, str)) else 0
    elif how == "repeat" and isinstance(parent, list):
        parent.extend([parent[key]] * 50)
    elif how == "add-key" and isinstance(parent, dict):
        parent["unexpected"] = value
    else:
        parent[key] = value
    return out


HOWS = ("replace", "replace", "replace", "delete", "empty", "repeat", "add-key")


@st.composite
def mutated(draw: st.DrawFn, doc: Any, hostile: tuple[Any, ...] = HOSTILE) -> tuple[Any, list[str]]:
    """``doc`` after one to three mutations, with a description of each."""
    out, said = doc, []
    for _ in range(draw(st.integers(1, 3))):
        where = list(places(out))
        at = draw(st.sampled_from(where))
        how = draw(st.sampled_from(HOWS))
        value = draw(st.sampled_from(hostile))
        out = mutate(out, at, how, value)
        said.append(f"{how} {'.'.join(map(str, at)) or 'top'} {repr(value)[:30] if how != 'delete' else ''}")
    return out, said


def example_json(kind_name: str) -> dict:
    """A small valid file of the kind, as parsed JSON (each game's example model; a varied scene)."""
    from pnp.registry import kind, owner

    if kind_name == "scene":
        from scenes import varied_document

        return kind("scene").to_json(varied_document())
    return kind(kind_name).to_json(owner(kind_name).example_models()[kind_name])

# --- TOML, for presets -------------------------------------------------------------

def _toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        if math.isnan(value):
            return "nan"
        if math.isinf(value):
            return "inf" if value > 0 else "-inf"
        return repr(value)
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return json.dumps(value)  # a TOML basic string takes JSON's escapes
    if isinstance(value, list):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{_toml_key(k)} = {_toml_value(v)}" for k, v in value.items()) + "}"
    raise TypeError(f"no TOML for {value!r}")


def _toml_key(key: str) -> str:
    return key if re.fullmatch(r"[A-Za-z0-9_-]+", key) else json.dumps(key)


def toml_text(doc: dict[str, Any]) -> str:
    """TOML for a document of top-level values and tables (what a preset file holds)."""
    lines = [f"{_toml_key(k)} = {_toml_value(v)}" for k, v in doc.items() if not isinstance(v, dict)]
    for name, table in doc.items():
        if isinstance(table, dict):
            lines.append(f"[{_toml_key(name)}]")
            lines += [f"{_toml_key(k)} = {_toml_value(v)}" for k, v in table.items()]
    return "\n".join(lines) + "\n"


# --- running the program -----------------------------------------------------------

@dataclass(frozen=True)
class Run:
    code: int
    out: str
    err: str
    escaped: BaseException | None  # an exception that got past the program's error handling


def run_pnp(*args: str) -> Run:
    from pnp.cli import main

    out, err = io.StringIO(), io.StringIO()
    code, escaped = 0, None
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            main(list(args))
        except SystemExit as done:
            code = done.code if isinstance(done.code, int) else 1
        except BaseException as exc:  # noqa: BLE001 - the point is to catch what the program let through
            code, escaped = 1, exc
    return Run(code, out.getvalue(), err.getvalue(), escaped)


def one_line_refusal(run: Run) -> bool:
    lines = run.err.strip().splitlines()
    return run.code == 2 and len(lines) == 1 and lines[0].startswith("pnp: error: ") and "Traceback" not in run.err
