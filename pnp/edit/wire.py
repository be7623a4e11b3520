"""The editor's requests, read as the CLI reads files, and the sheet's content hash.

A body is parsed by :func:`pnp.boundary.parse_json` (no repeated keys, finite numbers, bounded nesting) and
checked against one of the models below, whose sheets are the sheet file's own schema
(the labyrinth surface's ``sheet_file_class``) and are then built by the sheet reader
(``sheet_from_wire``): a malformed request is one line naming the key
(``sheet.symbols[3].symbol: expected ...``), as `pnp verify` would name it in a file.
"""

from __future__ import annotations

import hashlib
from typing import TYPE_CHECKING, Annotated, Literal

from pydantic import Field

from pnp.boundary import parse_json
from pnp.errors import ModelError, PnpError
from pnp.jsonio import json_text
from pnp.registry import labyrinth
from pnp.schema import Bool, Name, Seed, Wire, validate

# the sheet file's own schema, through the labyrinth's surface: pydantic needs the classes at run time, mypy their
# types
if TYPE_CHECKING:
    from pnp.surfaces.labyrinth import CellWire, Sheet, SheetFile
else:
    SheetFile, CellWire = labyrinth().sheet_file_class, labyrinth().cell_wire
MIN_SIZE, MAX_SIZE = labyrinth().MIN_SIZE, labyrinth().MAX_SIZE

Budget = Annotated[float, Field(strict=True, gt=0, le=120, allow_inf_nan=False)]
Ticket = Annotated[int, Field(strict=True, ge=0, le=2**53)]
Size = Annotated[int, Field(strict=True, ge=MIN_SIZE, le=MAX_SIZE)]
CardId = Annotated[str, Field(strict=True, min_length=1, max_length=8)]


class RequestError(PnpError):
    """A malformed request (HTTP 400)."""


class Sides(Wire):
    A: SheetFile
    B: SheetFile | None = None


class Design(Wire):
    sides: Sides
    id: Name = ""  # a two-sided design's id (the session's, when the page leaves it out)
    seed: Seed | None = None


class CheckRequest(Wire):
    sheet: SheetFile


class ParRequest(Wire):
    sheet: SheetFile
    card: CardId
    budget: Budget = 2.0
    ticket: Ticket | None = None


class DeckRequest(Wire):
    sides: Sides
    budget: Budget = 10.0
    ticket: Ticket | None = None


class ScoreRequest(Wire):
    sheet: SheetFile
    card: CardId
    path: list[CellWire] = Field(max_length=MAX_SIZE * MAX_SIZE)


class GenerateRequest(Wire):
    seed: Seed
    width: Size
    height: Size


class BlankRequest(Wire):
    width: Size
    height: Size


class SaveRequest(Wire):
    labyrinth: Design
    format: Literal["text", "json"]
    name: Name | None = None
    overwrite: Bool = False


class ExportRequest(Wire):
    labyrinth: Design
    what: Literal["sheet-pdf", "kit"]


def parse_body(body: bytes):
    """The request's JSON value, strictly (a malformed body is one RequestError line)."""
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError:
        raise RequestError("request: the body is not UTF-8 text") from None
    return parse_json(text, "request", RequestError)


def read(model, data: object):
    """``data`` checked against a request ``model``: the first problem is one line naming its key."""
    return validate(model, data, "request", RequestError)


def sheet(body: SheetFile, where: str) -> Sheet:
    """A sheet from its checked structure, built by the sheet file's reader (errors name ``where``)."""
    try:
        return labyrinth().sheet_from_wire(body, "request", where)
    except ModelError as err:
        raise RequestError(str(err)) from None


def sides(wire: Sides, where: str = "sides.") -> dict[str, Sheet]:
    out = {"A": sheet(wire.A, f"{where}A.")}
    if wire.B is not None:
        out["B"] = sheet(wire.B, f"{where}B.")
    return out


def content_hash(s: Sheet) -> str:
    """What a proof depends on, hashed: the size, the walls and the symbols (not the id, title or side)."""
    walls = sorted(sorted(list(c) for c in w) for w in s.walls)
    symbols = [[list(c), sym.kind, sym.name] for c, sym in s.symbols]
    text = json_text([s.width, s.height, walls, symbols], compact=True, ascii_only=True)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:20]
