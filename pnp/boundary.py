"""The boundary: every file pnp reads from outside comes through here before any work.

A file is read in a bounded way (never more than :data:`MAX_INPUT_BYTES`, so
``/dev/zero`` or a 50 MB file is refused at once), decoded as UTF-8, and parsed
strictly: a JSON object may not repeat a key, no number may be NaN or
infinite or an integer beyond :data:`MAX_INTEGER`, and nothing may nest deeper
than :data:`MAX_DEPTH`. Each failure is one :class:`PnpError` line naming the
file. The structure of what was read is then checked by the format's schema
(:mod:`pnp.schema`). The limits are stated in docs/formats.md.
"""

from __future__ import annotations

import json
import math
import os
import re
import stat
import tomllib
from pathlib import Path
from typing import Any

from pnp.errors import PnpError

MAX_INPUT_BYTES = 16 * 1024 * 1024  # the largest file pnp writes is about 2 MB (a kit's maze-tile set)
MAX_DEPTH = 48  # nesting of arrays and objects (a scene's groups are the deepest pnp writes, a few levels)
MAX_INTEGER = 2**64  # integers beyond ±2**64 are refused (seeds go up to 2**64 - 1)


def read_bytes(path: Path | str, error: type[PnpError], what: str, regular: bool = False) -> bytes:
    """At most :data:`MAX_INPUT_BYTES` of ``path``; a bigger, missing, folder or unreadable file is an error.
    ``regular``: only a regular file (settings files: a device or a pipe is refused unread, where opening a pipe
    nobody writes to would wait for ever)."""
    path = Path(path)
    try:
        info = path.stat()
    except FileNotFoundError:
        raise error(f"{path}: file not found") from None
    except OSError as err:
        raise error(f"{path}: cannot read: {err.strerror or err}") from None
    if stat.S_ISDIR(info.st_mode):
        raise error(f"{path}: is a folder, expected a {what} file")
    if regular and not stat.S_ISREG(info.st_mode):
        kind = ("a device" if stat.S_ISCHR(info.st_mode) or stat.S_ISBLK(info.st_mode)
                else "a pipe" if stat.S_ISFIFO(info.st_mode) else "a socket" if stat.S_ISSOCK(info.st_mode)
                else "not a file")
        raise error(f"{path}: not a regular file ({kind}), expected a {what} file")
    if stat.S_ISREG(info.st_mode) and info.st_size > MAX_INPUT_BYTES:
        raise error(f"{path}: {_megabytes(info.st_size)} is too big for a {what} file (pnp reads at most "
                    f"{_megabytes(MAX_INPUT_BYTES)})")
    try:
        # a device or a pipe has no size to check first: read one byte more than allowed, never all of it
        with open(path, "rb", buffering=0) as handle:
            data = _read_up_to(handle.fileno(), MAX_INPUT_BYTES + 1)
    except OSError as err:
        raise error(f"{path}: cannot read: {err.strerror or err}") from None
    if len(data) > MAX_INPUT_BYTES:
        raise error(f"{path}: more than {_megabytes(MAX_INPUT_BYTES)}: too big for a {what} file")
    return data


def _read_up_to(fd: int, limit: int) -> bytes:
    chunks: list[bytes] = []
    size = 0
    while size < limit:
        chunk = os.read(fd, min(1 << 20, limit - size))
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
    return b"".join(chunks)


def _megabytes(n: int) -> str:
    return f"{n / (1024 * 1024):.1f} MB"


def read_text(path: Path | str, error: type[PnpError], what: str, regular: bool = False) -> str:
    """The UTF-8 text of ``path``, bounded; binary or badly encoded files are an error naming the file."""
    data = read_bytes(path, error, what, regular)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise error(f"{path}: not a text file (expected UTF-8 {what})") from None
    return text.removeprefix("\ufeff")  # a byte-order mark some editors write


# --- JSON ---------------------------------------------------------------------------------------------


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise _Refused(f"the key {key!r} appears twice in one object")
        out[key] = value
    return out


def _integer(text: str) -> int:
    # checked on the digits, before Python converts them (a 5,000-digit integer costs time to convert)
    if len(text.lstrip("-")) > 20:
        raise _Refused(f"the integer {text[:12]}… has {len(text.lstrip('-'))} digits, beyond any pnp value")
    value = int(text)
    if abs(value) > MAX_INTEGER:
        raise _Refused(f"the integer {text} is beyond ±2**64")
    return value


def _number(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _Refused(f"the number {text[:20]} is too large to be a finite number")
    return value


def _constant(name: str) -> Any:
    raise _Refused(f"{name} is not a number pnp accepts (numbers must be finite)")


class _Refused(ValueError):
    """A value JSON allows and pnp does not."""


def parse_json(text: str, source: str, error: type[PnpError]) -> Any:
    """A JSON value, strictly: no repeated keys, finite numbers, bounded integers, bounded nesting."""
    try:
        value = json.loads(text, object_pairs_hook=_no_duplicates, parse_int=_integer, parse_float=_number,
                           parse_constant=_constant)
    except _Refused as err:
        raise error(f"{source}: {err}") from None
    except json.JSONDecodeError as err:
        raise error(f"{source}: malformed JSON at line {err.lineno}, column {err.colno}: {err.msg}") from None
    except RecursionError:
        raise error(f"{source}: arrays or objects nested deeper than {MAX_DEPTH} levels") from None
    check_depth(value, source, error)
    return value


def check_depth(value: Any, source: str, error: type[PnpError]) -> None:
    """Refuse values nested deeper than :data:`MAX_DEPTH` (checked without recursion)."""
    stack: list[tuple[Any, int, Any]] = [(value, 1, None)]
    while stack:
        item, depth, node = stack.pop()
        if isinstance(item, (dict, list)):
            if depth > MAX_DEPTH:
                raise error(f"{source}: {_key_path(node)}: arrays or objects nested deeper than {MAX_DEPTH} levels")
            pairs = item.items() if isinstance(item, dict) else enumerate(item)
            stack.extend((child, depth + 1, (node, key)) for key, child in pairs)


def _key_path(node: Any) -> str:
    """``pages[0].items[3]`` from the (parent, key) chain check_depth keeps (built only for an error)."""
    keys = []
    while node is not None:
        node, key = node
        keys.append(key)
    out = ""
    for key in reversed(keys):
        out += f"[{key}]" if isinstance(key, int) else (f".{key}" if out else str(key))
    return out or "top level"


def read_json(path: Path | str, error: type[PnpError]) -> Any:
    """Any JSON value from a file, read and parsed at the boundary."""
    return parse_json(read_text(path, error, "JSON"), str(path), error)


# --- TOML ---------------------------------------------------------------------------------------------


def parse_toml(text: str, source: str, error: type[PnpError]) -> dict[str, Any]:
    """TOML tables, strictly: finite numbers, bounded integers, bounded nesting (TOML refuses repeated keys)."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        raise error(f"{source}: not valid TOML: {err}") from None
    except RecursionError:
        raise error(f"{source}: arrays or tables nested deeper than {MAX_DEPTH} levels") from None
    except ValueError:  # tomllib converts integers with int(), which refuses over 4,300 digits
        raise error(f"{source}: {_long_integer(text)}beyond any pnp value (integers stop at ±2**64)") from None
    check_depth(data, source, error)
    stack: list[tuple[str, Any]] = [("", data)]
    while stack:
        where, item = stack.pop()
        if isinstance(item, dict):
            stack.extend((f"{where}.{k}" if where else str(k), v) for k, v in item.items())
        elif isinstance(item, list):
            stack.extend((f"{where}[{i}]", v) for i, v in enumerate(item))
        elif isinstance(item, float) and not math.isfinite(item):
            raise error(f"{source}: {where}: {item} is not a number pnp accepts (numbers must be finite)")
        elif isinstance(item, int) and not isinstance(item, bool) and abs(item) > MAX_INTEGER:
            raise error(f"{source}: {where}: the integer is beyond ±2**64")
    return data


def _long_integer(text: str) -> str:
    """Where the first integer of thousands of digits is, for the message ("line 3: an integer of 5,000 digits
    is "), or nothing when none is found."""
    match = re.search(r"[0-9][0-9_]{999,}", text)
    if match is None:
        return "an integer is "
    digits = sum(c.isdigit() for c in match.group())
    return f"line {text.count(chr(10), 0, match.start()) + 1}: an integer of {digits:,} digits is "


def load_toml(path: Path | str, error: type[PnpError]) -> dict[str, Any]:
    """A TOML file's tables, read and parsed at the boundary: a regular file (settings are never a device or a
    pipe)."""
    return parse_toml(read_text(path, error, "TOML", regular=True), str(path), error)
