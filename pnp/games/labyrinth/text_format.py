"""Labyrinth sheets as plain text a person can type and read in any editor (docs/sheet-text-format.md).

A file is optional header lines (``side:``, ``id:``, ``seed:``, ``params:``,
``title:``, ``notes:``), ``#`` comments, and a grid drawn with ``+``, ``|`` and
``---`` (:mod:`pnp.games.labyrinth.text_grid`) whose squares hold one short
code each (:data:`CODES`; staircase letters and scroll names as the sheet
prints them). One grid is a ``labyrinth-sheet``; two grids, each introduced
by its ``side:`` header, are a ``labyrinth`` (sides A and B). Writing is
exact: model → text → model gives the same model, and text written here
reads back to the same text. Every problem is one line ``FILE:LINE:COLUMN:
what was expected``.
"""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass
from typing import Any

from pnp.errors import ModelError
from pnp.games.labyrinth.model import KINDS, SCROLL, STAIR_LETTERS, STAIRCASE, Labyrinth, Sheet, Symbol
from pnp.games.labyrinth.schema import Setting
from pnp.games.labyrinth.text_grid import MAX_SQUARES, MIN_SQUARES, Line, Typed, located, read_grid
from pnp.grid.core import Cell, adjacent, fmt_cell, in_bounds
from pnp.jsonio import json_text
from pnp.model_file import TextModel  # what a text file holds: a labyrinth-sheet or a labyrinth
from pnp.schema import Name, Seed, Text, Wire, validate

# One code per symbol kind that has no name of its own (staircases show their letter, scrolls their name).
# Codes avoid the staircase letters and the letters of scroll names (I, V, X) so no square reads two ways.
_CODE = {
    "minotaur": "M", "spider": "W", "troll": "T",
    "sword": "S", "bow": "D", "key": "K", "treasure": "$",
    "rat": "R", "skeleton": "Z", "trap": "^", "gem": "*", "ghost": "G",
}
# every kind but the named two, in the model's order: a new kind without a code fails here, at import
CODES: dict[str, str] = {kind: _CODE[kind] for kind in KINDS if kind not in (STAIRCASE, SCROLL)}
KIND_OF: dict[str, str] = {code: kind for kind, code in CODES.items()}
SCROLL_NAME = re.compile(r"[IVX]{1,3}")  # scroll names as printed: I, II, III, IV, V...
MAX_SETTINGS = 64  # entries in one params line (the generator records 13)

HEADERS = ("side", "id", "seed", "params", "title", "notes")
HEADER = re.compile(r"[ \t]*([A-Za-z]+)[ \t]*:[ \t]*(.*)")
SETTING = re.compile(r"([A-Za-z_][A-Za-z0-9_]*)=")
WHOLE = re.compile(r"-?[0-9]{1,20}")
NUMBER = re.compile(r"-?[0-9]{1,20}(\.[0-9]{1,30})?([eE][+-]?[0-9]{1,3})?")
ASCII_CONTROL = re.compile(r"[\x00-\x08\x0a-\x1f\x7f]")
QUOTED = re.compile(r'"(?:[^"\\]|\\.){0,200}"')


def legend() -> str:
    """The codes, as the files and docs/sheet-text-format.md list them."""
    names = ", ".join(f"{code} {kind}" for kind, code in CODES.items())
    return f"{' '.join(STAIR_LETTERS)} staircases, I II III... scrolls, {names}"


# --- writing -------------------------------------------------------------------------------------------

def sheet_to_text(sheet: Sheet) -> str:
    """A sheet as a text file (kind labyrinth-sheet)."""
    return "\n".join([*_preamble(), *_sheet_lines(sheet, sheet.side)]) + "\n"


def labyrinth_to_text(lab: Labyrinth) -> str:
    """Both sides of a labyrinth as one text file: its own headers, then side A's grid and side B's."""
    lines = [*_preamble(), *(["id: " + _name(lab.labyrinth_id, "id")] if lab.labyrinth_id else []),
             f"seed: {lab.seed}"]
    for letter, sheet in (("A", lab.side_a), ("B", lab.side_b)):
        if sheet.side != letter:
            raise ModelError(f"cannot write this labyrinth as text: its side {letter} calls itself {sheet.side!r}")
        lines += ["", *_sheet_lines(sheet, letter)]
    return "\n".join(lines) + "\n"


def _preamble() -> list[str]:
    return ["# A labyrinth sheet drawn as text (pnp: docs/sheet-text-format.md).", f"# {legend()}."]


def _name(value: str, what: str) -> str:
    if value != value.strip():
        raise ModelError(f"cannot write this sheet as text: its {what} {value!r} starts or ends with a space")
    return value


def _sheet_lines(sheet: Sheet, side: str) -> list[str]:
    lines = [f"side: {_name(side, 'side')}"]
    if sheet.title:
        lines.append(f"title: {_name(sheet.title, 'title')}")
    if sheet.sheet_id:
        lines.append(f"id: {_name(sheet.sheet_id, 'id')}")
    if sheet.seed is not None:
        lines.append(f"seed: {sheet.seed}")
    if sheet.params:
        # a sheet keeps its settings as its JSON file spells them (Sheet.__post_init__), so text -> JSON -> text
        # gives back the same text
        lines.append("params: " + " ".join(f"{_key(k)}={json_text(v)}" for k, v in sheet.params.items()))
    return lines + _grid_lines(sheet)


def _key(key: str) -> str:
    if not SETTING.fullmatch(key + "="):
        raise ModelError(f"cannot write this sheet as text: the setting name {key!r} is not a word")
    return key


def _grid_lines(sheet: Sheet) -> list[str]:
    w, h = sheet.width, sheet.height
    if not (MIN_SQUARES <= w <= MAX_SQUARES and MIN_SQUARES <= h <= MAX_SQUARES):
        raise ModelError(f"cannot write this sheet as text: it is {w}×{h} squares (the text format draws "
                         f"{MIN_SQUARES}×{MIN_SQUARES} to {MAX_SQUARES}×{MAX_SQUARES})")
    for pair in sheet.walls:
        a, b = sorted(pair) if len(pair) == 2 else (min(pair), min(pair))
        if not (adjacent(a, b) and in_bounds(a, w, h) and in_bounds(b, w, h)):
            raise ModelError(f"cannot write this sheet as text: the wall {fmt_cell(a)}–{fmt_cell(b)} is not between "
                             "neighbouring squares on the sheet")
    codes = {cell: _code(cell, s, w, h) for cell, s in sheet.symbols}
    named = [s for _, s in sheet.symbols if s.name]
    if len(set(named)) < len(named):
        twice = next(s for s in named if named.count(s) > 1)
        raise ModelError(f"cannot write this sheet as text: the {twice.label} is on it twice (a name is one square)")
    lines = []
    for y in range(h + 1):
        corners = "+" + "".join(("---" if y in (0, h) or frozenset(((x, y - 1), (x, y))) in sheet.walls else "   ")
                                + "+" for x in range(w))
        lines.append(corners)
        if y < h:
            lines.append("|" + "".join(f"{codes.get((x, y), ''):^3}"
                                       + ("|" if x == w - 1 or frozenset(((x, y), (x + 1, y))) in sheet.walls else " ")
                                       for x in range(w)))
    return lines


def _code(cell: Cell, symbol: Symbol, w: int, h: int) -> str:
    if not in_bounds(cell, w, h):
        raise ModelError(f"cannot write this sheet as text: the {symbol.label} at {fmt_cell(cell)} is off the sheet")
    if symbol.kind == STAIRCASE and symbol.name in STAIR_LETTERS:
        return symbol.name
    if symbol.kind == SCROLL and SCROLL_NAME.fullmatch(symbol.name):
        return symbol.name
    if symbol.kind in CODES and not symbol.name:
        return CODES[symbol.kind]
    raise ModelError(f"cannot write this sheet as text: the {symbol.label} at {fmt_cell(cell)} has no code "
                     f"(staircases {', '.join(STAIR_LETTERS)}; scrolls named with I, V and X, up to 3 letters)")


# --- reading -------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Header:
    key: str
    value: Any  # str, int (seed) or dict (params), checked against the JSON formats' types
    line: int
    column: int


@dataclass(frozen=True)
class Section:
    """Headers, then one grid (``rows`` is empty until a grid is seen)."""

    headers: tuple[Header, ...]
    rows: tuple[Line, ...]


class _Headers(Wire):
    """Each header's value, checked with the same types as the JSON formats (pnp/games/labyrinth/schema.py)."""

    side: Name = ""
    id: Name = ""
    seed: Seed | None = None
    params: dict[Name, Setting] = {}
    title: Name = ""  # a sheet's heading (one line); a labyrinth's title, before its first side, is not kept
    notes: Text = ""


def parse_text(text: str, source: str) -> TextModel:
    """The sheet or labyrinth a text file draws; one located ModelError for the first problem."""
    sections = _sections(text, source)
    if not sections or not sections[-1].rows:
        if len(sections) > 1:
            header = sections[-1].headers[0]
            raise located(source, header.line, 1, "this 'side:' header has no grid after it")
        line = len(text.split("\n")) if text.strip() else 1
        what = "empty file" if not text.strip() else "no grid"
        raise located(source, line, 1, f"{what}: expected a labyrinth sheet drawn as text (docs/sheet-text-format.md)"
                                       " or a JSON model file (starting with '{')")
    if len(sections) == 1:
        return TextModel("labyrinth-sheet", _sheet(sections[0], source, default_side="custom"))
    if len(sections) > 2:
        raise located(source, sections[2].headers[0].line, 1, "a file holds one grid (a sheet) or two (sides A and B)")
    first = sections[0]
    cut = next((i for i, h in enumerate(first.headers) if h.key == "side"), None)
    if cut is None:
        raise located(source, first.rows[0][0], 1, "a file of two grids gives each its 'side:' header before it "
                                                   "(side: A, then side: B)")
    top = _values(first.headers[:cut], source, allowed=("id", "seed", "title", "notes"))
    sides: dict[str, Sheet] = {}
    for section in (Section(first.headers[cut:], first.rows), sections[1]):
        header = section.headers[0]
        if header.value not in ("A", "B") or header.value in sides:
            wanted = "A or B" if not sides else "B" if "A" in sides else "A"
            raise located(source, header.line, header.column, f"expected side {wanted}, got {header.value!r}")
        sides[header.value] = _sheet(section, source, default_side=header.value)
    lab = Labyrinth(top.get("id", ""), top.get("seed") or 0, sides["A"], sides["B"])
    return TextModel("labyrinth", lab)


def _sections(text: str, source: str) -> list[Section]:
    sections: list[Section] = []
    headers: list[Header] = []
    rows: list[Line] = []
    for number, raw in enumerate(text.split("\n"), start=1):
        line = raw.rstrip("\r").rstrip(" ")
        if line.lstrip().startswith("#"):
            continue  # a comment, anywhere (even inside a grid)
        _plain(line, number, source)
        match = HEADER.fullmatch(line)
        if match is None:
            if rows or line:
                rows.append((number, line))  # blank lines inside a grid are rows too (an implied border's)
            continue
        key = match.group(1).lower()
        if rows and key != "side":
            raise located(source, number, 1, f"the header '{key}:' comes after a grid: headers go before the grid "
                                             "they describe, and a second grid starts with 'side:'")
        if rows:
            sections.append(Section(tuple(headers), _trimmed(rows)))
            headers, rows = [], []
        headers.append(_header(key, match.group(2), number, match.start(2) + 1, source))
    if headers or rows:
        sections.append(Section(tuple(headers), _trimmed(rows)))
    return sections


def _trimmed(rows: list[Line]) -> tuple[Line, ...]:
    """The rows without the blank lines after the grid: found from the end and cut once (cutting one line at a
    time copied the list each time, quadratic in a file of many trailing blank lines)."""
    end = len(rows)
    while end and not rows[end - 1][1]:
        end -= 1
    return tuple(rows[:end])


def _plain(line: str, number: int, source: str) -> None:
    """Plain text only: no control character, and no tab in a grid (squares are counted in characters)."""
    tab = line.find("\t")
    if tab >= 0 and not HEADER.fullmatch(line):
        raise located(source, number, tab + 1, "a tab: draw the grid with spaces (a square is 3 characters wide)")
    if line.isascii() and not ASCII_CONTROL.search(line):
        return  # the common case, checked at once
    for i, ch in enumerate(line):
        if ch != "\t" and unicodedata.category(ch) in ("Cc", "Cs", "Co", "Cn"):
            raise located(source, number, i + 1, f"the control character U+{ord(ch):04X} (a sheet is plain text)")


def _header(key: str, value: str, number: int, column: int, source: str) -> Header:
    if key not in HEADERS:
        raise located(source, number, 1, f"unknown header '{key}:' (known: {', '.join(HEADERS)})")
    parsed: Any = value
    if key == "seed":
        if not WHOLE.fullmatch(value):
            raise located(source, number, column, f"seed: expected a whole number from 0 to 2**64 - 1, got {value!r}")
        parsed = int(value)
    elif key == "params":
        parsed = _settings(value, number, column, source)
    validate(_Headers, {key: parsed}, f"{source}:{number}:{column}", ModelError)
    return Header(key, parsed, number, column)


def _settings(text: str, number: int, column: int, source: str) -> dict[str, object]:
    """``key=value key=value``: numbers, true or false, "quoted text" (JSON) or a bare word."""
    out: dict[str, object] = {}
    at = 0
    while at < len(text):
        if text[at] == " ":
            at += 1
            continue
        match = SETTING.match(text, at)
        if match is None:
            raise located(source, number, column + at, "params: expected name=value (a name is a word)")
        key, at = match.group(1), match.end()
        if key in out:
            raise located(source, number, column + match.start(), f"params: {key} is given twice")
        if len(out) == MAX_SETTINGS:
            raise located(source, number, column + match.start(), f"params: more than {MAX_SETTINGS} settings")
        end = text.find(" ", at) if not text.startswith('"', at) else _quoted_end(text, at, number, column, source)
        end = len(text) if end == -1 else end
        out[key] = _setting(text[at:end], number, column + at, source)
        try:
            validate(_Headers, {"params": {key: out[key]}}, source, ModelError)
        except ModelError:
            raise located(source, number, column + at, f"params: {key}={text[at:end][:40]}: expected a number from "
                                                       "-1e9 to 1e9, true, false, or text of at most 80 characters on "
                                                       "one line") from None
        at = end
    return out


def _quoted_end(text: str, at: int, number: int, column: int, source: str) -> int:
    match = QUOTED.match(text, at)
    if match is None:
        raise located(source, number, column + at, "params: a quoted value ends with '\"' (at most 200 characters)")
    if match.end() < len(text) and text[match.end()] != " ":
        raise located(source, number, column + match.end(), "params: expected a space after the quoted value")
    return match.end()


def _setting(token: str, number: int, column: int, source: str) -> object:
    if token in ("true", "false"):
        return token == "true"
    if WHOLE.fullmatch(token):
        return int(token)
    if NUMBER.fullmatch(token):
        return float(token)
    if token.startswith('"'):
        try:
            return json.loads(token)
        except ValueError:
            raise located(source, number, column, f"params: {token[:40]} is not a valid quoted value") from None
    if not token:
        raise located(source, number, column, "params: expected a value after '='")
    return token


def _values(headers: tuple[Header, ...], source: str, allowed: tuple[str, ...]) -> dict[str, Any]:
    """The headers of one sheet (or of a labyrinth), each once (notes may run over several lines)."""
    out: dict[str, Any] = {}
    first: dict[str, int] = {}
    for h in headers:
        if h.key not in allowed:
            raise located(source, h.line, 1, f"'{h.key}:' belongs to a side: put it after 'side: A' or 'side: B'")
        if h.key in first and h.key != "notes":
            raise located(source, h.line, 1, f"'{h.key}:' is given twice (first on line {first[h.key]})")
        first.setdefault(h.key, h.line)
        out[h.key] = h.value
    return out


def _sheet(section: Section, source: str, default_side: str) -> Sheet:
    values = _values(section.headers, source, allowed=HEADERS)
    drawing = read_grid(list(section.rows), source)
    symbols: dict[Cell, Symbol] = {}
    seen: dict[Symbol, Typed] = {}
    for cell, typed in drawing.squares:
        symbol = _symbol(typed, source)
        # a name says which staircase or scroll a square is: twice is a typing mistake (a doubled boss or
        # item is a rule `pnp verify` checks, as it does for JSON)
        if symbol in seen and symbol.name:
            was = seen[symbol]
            raise located(source, typed.line, typed.column, f"{symbol.label} is already at line {was.line}, column "
                                                            f"{was.column} (each {_once(symbol)} is on a sheet once)")
        seen.setdefault(symbol, typed)
        symbols[cell] = symbol
    return Sheet(drawing.width, drawing.height, drawing.walls, tuple(sorted(symbols.items())),
                 side=values.get("side", default_side), sheet_id=values.get("id", ""), seed=values.get("seed"),
                 params=dict(values.get("params", {})), title=values.get("title", ""))


def _once(symbol: Symbol) -> str:
    return "staircase letter" if symbol.kind == STAIRCASE else "scroll name"


def _symbol(typed: Typed, source: str) -> Symbol:
    code = typed.text
    if code in STAIR_LETTERS:
        return Symbol(STAIRCASE, code)
    if code in KIND_OF:
        return Symbol(KIND_OF[code])
    if SCROLL_NAME.fullmatch(code):
        return Symbol(SCROLL, code)
    raise located(source, typed.line, typed.column, f"unknown symbol {code!r} (known: {legend()})")
