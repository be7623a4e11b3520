"""Labyrinth models as JSON: sheets, two-sided labyrinths, objective cards and decks, paths.

The formats are documented in docs/formats.md; writing is canonical (walls and
symbols sorted) so the same model always gives the same bytes.
"""

from __future__ import annotations

from pnp.errors import ModelError, PnpError
from pnp.games.labyrinth import schema
from pnp.games.labyrinth.cards import ObjectiveCard, Row
from pnp.games.labyrinth.model import SCROLL, STAIRCASE, Labyrinth, Sheet, Symbol
from pnp.grid.core import Cell, fmt_cell
from pnp.schema import validate

VERSION = 1


# --- sheets --------------------------------------------------------------------

def sheet_body(sheet: Sheet) -> dict:
    walls = sorted(sorted(list(c) for c in w) for w in sheet.walls)
    symbols = []
    for c, s in sheet.symbols:
        entry = {"at": list(c), "symbol": s.kind}
        if s.name:
            entry["name"] = s.name
        symbols.append(entry)
    out: dict[str, object] = {
        "id": sheet.sheet_id, "side": sheet.side, "seed": sheet.seed,
        "width": sheet.width, "height": sheet.height, "walls": walls, "symbols": symbols,
    }
    if sheet.params:
        out["params"] = sheet.params
    if sheet.title:
        out["title"] = sheet.title
    return out


def sheet_to_json(sheet: Sheet) -> dict:
    return {"kind": "labyrinth-sheet", "version": VERSION, **sheet_body(sheet)}


def _fail(source: str, where: str, message: str) -> ModelError:
    err = ModelError(f"{source}: {where}: {message}" if source else f"{where}: {message}")
    err.located = True
    return err


def sheet_from_wire(body: schema.SheetBody, source: str = "", where: str = "") -> Sheet:
    """A sheet from its checked structure; the squares' own rules are checked here, naming the key."""
    walls = set()
    for i, (a, b) in enumerate(body.walls):
        if a == b:
            raise _fail(source, f"{where}walls[{i}]",
                        f"a wall joins two different squares, not {fmt_cell(a)} with itself")
        walls.add(frozenset((a, b)))
    symbols: dict[Cell, Symbol] = {}
    for i, entry in enumerate(body.symbols):
        if entry.symbol in (STAIRCASE, SCROLL) and not entry.name:
            raise _fail(source, f"{where}symbols[{i}].name", f"a {entry.symbol} needs a name")
        if entry.at in symbols:
            held = symbols[entry.at].label
            raise _fail(source, f"{where}symbols[{i}].at",
                        f"square ({entry.at[0]}, {entry.at[1]}) already holds the {held}")
        symbols[entry.at] = Symbol(entry.symbol, entry.name)
    return Sheet(body.width, body.height, frozenset(walls), tuple(sorted(symbols.items())), side=body.side,
                 sheet_id=body.id, seed=body.seed, params=dict(body.params or {}), title=body.title)


def sheet_from_json(data: object, source: str = "") -> Sheet:
    return sheet_from_wire(validate(schema.SheetFile, data, source, ModelError), source)


def labyrinth_to_json(lab: Labyrinth) -> dict:
    return {
        "kind": "labyrinth", "version": VERSION, "id": lab.labyrinth_id, "seed": lab.seed,
        "sides": {"A": sheet_body(lab.side_a), "B": sheet_body(lab.side_b)},
    }


def labyrinth_from_json(data: object, source: str = "") -> Labyrinth:
    wire = validate(schema.LabyrinthFile, data, source, ModelError)
    return Labyrinth(wire.id, wire.seed or 0, sheet_from_wire(wire.sides.A, source, "sides.A."),
                     sheet_from_wire(wire.sides.B, source, "sides.B."))


# --- cards ---------------------------------------------------------------------

def row_to_json(row: Row) -> dict:
    out: dict = {"kind": row.kind, "points": row.points}
    if row.symbol:
        out["symbol"] = row.symbol
    if row.names:
        out["names"] = list(row.names)
    if row.count:
        out["count"] = row.count
    if row.requires:
        out["requires"] = row.requires
    return out


def card_body(card: ObjectiveCard) -> dict:
    out: dict[str, object] = {
        "id": card.card_id, "difficulty": card.difficulty, "entry": card.entry,
        "rows": [row_to_json(r) for r in card.rows],
        "extra_exits": list(card.extra_exits), "heart_effects": list(card.heart_effects),
    }
    if card.par is not None:
        out["par"] = dict(sorted(card.par.items()))
    if card.witness is not None:
        out["witness"] = {side: [list(c) for c in path] for side, path in sorted(card.witness.items())}
    return out


def card_to_json(card: ObjectiveCard) -> dict:
    return {"kind": "objective-card", "version": VERSION, **card_body(card)}


def card_from_wire(body: schema.CardBody, source: str = "", where: str = "") -> ObjectiveCard:
    """A card from its checked structure; each row's rules and the card's are checked here, naming the key."""
    rows = []
    for i, r in enumerate(body.rows):
        try:
            rows.append(Row(kind=r.kind, points=r.points, symbol=r.symbol, names=tuple(r.names), count=r.count,
                            requires=r.requires))
        except PnpError as err:
            raise _fail(source, f"{where}rows[{i}]", str(err)) from None
    witness = None if body.witness is None else {side: tuple(path) for side, path in sorted(body.witness.items())}
    try:
        return ObjectiveCard(card_id=body.id, difficulty=body.difficulty, entry=body.entry, rows=tuple(rows),
                             extra_exits=tuple(body.extra_exits), heart_effects=tuple(body.heart_effects),
                             par=None if body.par is None else dict(body.par), witness=witness)
    except PnpError as err:
        raise _fail(source, where.rstrip(".") or "top level", str(err)) from None


def card_from_json(data: object, source: str = "") -> ObjectiveCard:
    return card_from_wire(validate(schema.CardFile, data, source, ModelError), source)


def deck_to_json(deck) -> dict:
    out = {"kind": "objective-deck", "version": VERSION, "seed": deck.seed, "labyrinth": deck.labyrinth_id,
           "cards": [card_body(c) for c in deck.cards]}
    if deck.sheets:
        out["sheets"] = {side: sheet_body(sheet) for side, sheet in sorted(deck.sheets.items())}
        out["policy"] = {"side_b_not_below_a": deck.ordered, "min_par": dict(deck.min_par)}
    return out


def deck_from_json(data: object, source: str = ""):
    from pnp.games.labyrinth.deck import Deck

    wire = validate(schema.DeckFile, data, source, ModelError)
    cards = tuple(card_from_wire(c, source, f"cards[{i}].") for i, c in enumerate(wire.cards))
    sheets: dict[str, Sheet] = {side: sheet_from_wire(body, source, f"sheets.{side}.")
                                for side, body in sorted((wire.sheets or {}).items())}
    policy = wire.policy or schema.Policy()
    floors = dict(sorted(policy.min_par.items()))
    return Deck(cards, wire.seed, wire.labyrinth, sheets, policy.side_b_not_below_a, floors)


# --- paths ---------------------------------------------------------------------

def path_from_json(data: object, source: str = "") -> tuple[Cell, ...]:
    """A path file: {"kind": "labyrinth-path", "version": 1, "path": [[x, y], ...]} or the bare list."""
    if isinstance(data, list):
        data = {"kind": "labyrinth-path", "version": VERSION, "path": data}
    if not isinstance(data, dict):
        raise ModelError(f"{source}: expected a path as a list of [x, y] squares")
    return tuple(validate(schema.PathFile, data, source, ModelError).path)


def path_to_json(path) -> dict:
    return {"kind": "labyrinth-path", "version": VERSION, "path": [list(c) for c in path]}
