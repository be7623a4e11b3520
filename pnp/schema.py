"""The structure of every file pnp reads, as pydantic models: one source for the checks and the JSON Schemas.

Each format (a model kind, a preset, a layout file, the font list) is a
:class:`Wire` model: types, required and unknown keys, every number finite
and inside a stated range, every list and string of a bounded length, text
without control characters. :func:`validate` checks parsed data (from
:mod:`pnp.boundary`) against one and turns the first problem into one line
naming the file and the key path (``pages[0].items[3].size: ...``), as pnp's
readers always have. ``Wire.model_json_schema()`` gives the published schema.
What a schema cannot say (walls between neighbours, one staircase per
letter...) the game's verify checks after.
"""

from __future__ import annotations

import math
import unicodedata
from typing import Annotated, Any, TypeVar, Union

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Discriminator,
    Field,
    PlainValidator,
    Tag,
    ValidationError,
    WithJsonSchema,
)

from pnp.errors import PnpError
from pnp.model_file import SCHEMA_KEY, without_schema_ref
from pnp.units import parse_length

MAX_TEXT = 2000  # characters in one text field (a rules paragraph is under 700)
MAX_NAME = 80  # characters in a name or an id
MAX_ITEMS = 100_000  # entries in one list


def _no_control(text: str) -> str:
    """Text a PDF and an SVG can hold: no control characters (a newline and a tab excepted)."""
    for ch in text:
        if ch in "\n\t":
            continue
        category = unicodedata.category(ch)
        if category in ("Cc", "Cs", "Co", "Cn") or ch in "\u2028\u2029\ufffe\uffff":
            raise ValueError(f"contains the control character U+{ord(ch):04X}, which no page can print")
    return text


def _one_line(text: str) -> str:
    if "\n" in text or "\t" in text:
        raise ValueError("is a name: one line, no tab")
    return text


# the published schemas say the same as _no_control and _one_line, as far as a JSON Schema pattern can (the
# control characters; unassigned and private-use code points only the reader refuses)
_TEXT_PATTERN = "^[^\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u2028\\u2029\\ufffe\\uffff]*$"
_NAME_PATTERN = "^[^\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\ufffe\\uffff]*$"
Text = Annotated[str, Field(strict=True, max_length=MAX_TEXT, json_schema_extra={"pattern": _TEXT_PATTERN}),
                 AfterValidator(_no_control)]
Name = Annotated[str, Field(strict=True, max_length=MAX_NAME, json_schema_extra={"pattern": _NAME_PATTERN}),
                 AfterValidator(_no_control), AfterValidator(_one_line)]
_KEY_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789-_.")


def _key(text: str) -> str:
    if not text or not set(text) <= _KEY_CHARS:
        raise ValueError("a key is lower-case letters, digits, '-', '_' and '.'")
    return text


# What an option or another file names an entry by (``--paper a4``, a scene's ``font = "body"``)
Key = Annotated[Name, AfterValidator(_key)]
Bool = Annotated[bool, Field(strict=True)]
Whole = Annotated[int, Field(strict=True)]  # a whole number (not a bool, not a float); bounds go on the field
Finite = Annotated[float, Field(strict=True, allow_inf_nan=False)]  # a finite number (an integer is one too)
Seed = Annotated[int, Field(strict=True, ge=0, lt=2**64)]

LENGTH_TEXT = {"type": "string", "pattern": r"^\s*[0-9]*\.?[0-9]+\s*(mm|cm|in|pt)?\s*$"}  # "8.5in", "612pt"


def millimetres(value: Any) -> float:
    """A length in a layout file (a number of mm, or a string with a unit), finite and never negative."""
    mm = parse_length(value)  # its ValueError names what a length looks like
    if not math.isfinite(mm):  # "999...9mm" with 400 digits parses to inf
        raise ValueError(f"{_show(value)} is not a finite length")
    if mm < 0:
        raise ValueError(f"must not be negative, got {_show(value)}")
    return mm


def length(least: float, most: float, outside: str = "") -> Any:
    """A length from ``least`` to ``most`` mm, parsed by :func:`millimetres`, as the field's value in mm.

    ``outside``: the message for a length out of range, a format string of ``value`` (as written) and ``mm``.
    """

    def check(value: Any) -> float:
        mm = millimetres(value)
        if least - 1e-9 <= mm <= most + 1e-9:  # "0.125in" is 1/8 in up to rounding
            return mm
        if outside:
            raise ValueError(outside.format(value=_show(value), mm=mm))
        side = f"less than {least:g}" if mm < least else f"more than {most:g}"
        raise ValueError(f"{_show(value)} is {mm:g} mm, {side} mm")

    number = {"type": "number", "minimum": least, "maximum": most}
    return Annotated[float, PlainValidator(check), WithJsonSchema({"anyOf": [number, LENGTH_TEXT]})]


# Bounds and lengths go on each field (``width: Whole = Field(ge=1, le=100)``), or, inside lists and
# tuples, on a named alias (``Coordinate = Annotated[int, Field(strict=True, ge=-1000, le=1000)]``).


class Wire(BaseModel):
    """A file format's structure: unknown keys are mistakes, values are not coerced, models are frozen."""

    model_config = ConfigDict(extra="forbid", frozen=True, str_strip_whitespace=False)


W = TypeVar("W", bound=Wire)

_MESSAGES = {
    "missing": "missing",
    "extra_forbidden": "unknown key",
    "int_type": "expected a whole number",
    "int_from_float": "expected a whole number",
    "float_type": "expected a number",
    "finite_number": "expected a finite number",
    "string_type": "expected a string",
    "bool_type": "expected true or false",
    "list_type": "expected a list",
    "tuple_type": "expected a list",
    "dict_type": "expected an object",
    "model_type": "expected an object",
    "model_attributes_type": "expected an object",
}


def _where(loc: tuple[Any, ...]) -> str:
    out = ""
    for n, part in enumerate(loc):
        if isinstance(part, int):
            out += f"[{part}]"
        elif part in ("function-after", "tagged-union", "[key]") or str(part).startswith(("function-", "union[")):
            continue  # pydantic's own steps; "[key]" follows a dict key the error is about, already named
        elif n < len(loc) - 1 and loc[n + 1] != "[key]" and _is_tag(part):
            continue  # the member a tagged union chose, not a key (an unknown key is always the last part)
        else:
            # a key comes from the file: escaped, so the error line holds no control character either
            text = "".join(ch if ch.isprintable() else f"\\u{ord(ch):04x}" for ch in str(part))
            out += f".{text}" if out else text
    return out


def _unit(value: Any, count: Any) -> str:
    noun = ("character", "characters") if isinstance(value, str) else ("entry", "entries")
    return f"{count} {noun[0] if count == 1 else noun[1]}"


def _tag(ctx: dict[str, Any]) -> str:
    return str(ctx.get("discriminator", "type")).strip("'")


# the messages for bounds, sizes and choices: (error type) -> (input, context) -> text
_FORMATS = {
    "greater_than_equal": lambda v, c: f"{_show(v)} is too small (at least {c.get('ge')})",
    "greater_than": lambda v, c: f"{_show(v)} is too small (more than {c.get('gt')})",
    "less_than_equal": lambda v, c: f"{_show(v)} is too large (at most {c.get('le')})",
    "less_than": lambda v, c: f"{_show(v)} is too large (less than {c.get('lt')})",
    "too_long": lambda v, c: f"too long (at most {_unit(v, c.get('max_length'))})",
    "too_short": lambda v, c: f"too short (at least {_unit(v, c.get('min_length'))})",
    "string_too_long": lambda v, c: f"too long (at most {_unit('', c.get('max_length'))})",
    "string_too_short": lambda v, c: f"too short (at least {_unit('', c.get('min_length'))})",
    "literal_error": lambda v, c: f"expected {c.get('expected')}, got {_show(v)}",
    "union_tag_invalid": lambda v, c: f"unknown {_tag(c)} {c.get('tag')!r} (one of {c.get('expected_tags')})",
    "union_tag_not_found": lambda v, c: f"missing {_tag(c)}",
}


def _message(error: dict[str, Any]) -> str:
    kind = error["type"]
    ctx = error.get("ctx") or {}
    if kind in _MESSAGES:
        return _MESSAGES[kind]
    if kind in _FORMATS:
        return _FORMATS[kind](error.get("input"), ctx)
    if kind == "value_error":
        return str(ctx.get("error", error["msg"]))
    return str(error["msg"])


def _show(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _tag_name(key: str, value: str) -> str:
    return f"[{key}={value}]"


def _is_tag(part: object) -> bool:
    return isinstance(part, str) and part.startswith("[") and part.endswith("]") and "=" in part


def tagged(key: str, members: dict[str, Any], what: str) -> Any:
    """A union of Wire models chosen by the value of ``key`` (``{"type": "path", ...}``).

    A missing key or an unknown value is one message naming the choices ("unknown item type 'blob' (one
    of path, shape, ...)"), and the chosen member never shows in a key path (``items[3].size``, not
    ``items[3].text.size``): pydantic puts the tag in the location, so it is named ``[key=value]``
    and :func:`_where` leaves it out.
    """
    choices = tuple(members)

    def known(value: Any) -> Any:
        if not isinstance(value, dict):
            raise ValueError("expected an object")
        if key not in value:
            raise ValueError(f"missing {key} (one of {', '.join(choices)})")
        if value[key] not in choices:
            raise ValueError(f"unknown {what} {_show(value[key])} (one of {', '.join(choices)})")
        return value

    def choose(value: Any) -> str | None:
        found = value.get(key) if isinstance(value, dict) else getattr(value, key, None)
        return _tag_name(key, found) if found in choices else None

    union: Any = Union[tuple(Annotated[model, Tag(_tag_name(key, name))] for name, model in members.items())]  # noqa: UP007
    return Annotated[union, Discriminator(choose), BeforeValidator(known)]


def validate(model: type[W], data: Any, source: str = "", error: type[PnpError] = PnpError, at: str = "") -> W:
    """``data`` checked against ``model``; the first problem is one line naming the file and key path.

    ``at``: where ``data`` sits in its file, for a part checked on its own (``tiles[3]``: a set's tile).
    A whole file's ``$schema`` key is checked and taken off first (:mod:`pnp.model_file`).
    """
    if not at and isinstance(data, dict) and SCHEMA_KEY in data:
        data = without_schema_ref(data, source)
    try:
        return model.model_validate(data)
    except ValidationError as err:
        first = err.errors(include_url=False)[0]
        inner = _where(tuple(first["loc"]))
        where = at + ("." if at and inner and not inner.startswith("[") else "") + inner or "top level"
        prefix = f"{source}: " if source else ""
        raised = error(f"{prefix}{where}: {_message(dict(first))}")
        raised.located = True
        raise raised from None
