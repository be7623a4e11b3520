"""Labyrinth models as JSON: sheets, two-sided labyrinths, objective cards and decks, paths.

The formats are documented in docs/formats.md; writing is canonical (walls and
symbols sorted) so the same model always gives the same bytes.
"""

from __future__ import annotations

from pnp.errors import ModelError, PnpError
from pnp.games.labyrinth.cards import ObjectiveCard, Row
from pnp.games.labyrinth.model import KINDS, SCROLL, STAIRCASE, Labyrinth, Sheet, Symbol
from pnp.grid.core import Cell, fmt_cell
from pnp.jsonio import Reader, check_header, read_cell, read_seed

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
    return out


def sheet_to_json(sheet: Sheet) -> dict:
    return {"kind": "labyrinth-sheet", "version": VERSION, **sheet_body(sheet)}


def read_sheet_body(r: Reader) -> Sheet:
    width, height = r.get("width", int), r.get("height", int)
    walls = set()
    for w in r.items("walls", []):
        if not isinstance(w.data, list) or len(w.data) != 2:
            raise w.fail("expected a wall as [[x1, y1], [x2, y2]]")
        a, b = read_cell(w.child(0)), read_cell(w.child(1))
        if a == b:
            raise w.fail(f"a wall joins two different squares, not {fmt_cell(a)} with itself")
        walls.add(frozenset((a, b)))
    symbols: dict[Cell, Symbol] = {}
    for s in r.items("symbols", []):
        at = read_cell(s.child("at"))
        kind = s.get("symbol", str)
        if kind not in KINDS:
            raise s.fail(f"unknown symbol {kind!r} (one of {', '.join(KINDS)})", "symbol")
        name = s.get("name", str, "")
        if kind in (STAIRCASE, SCROLL) and not name:
            raise s.fail(f"a {kind} needs a name", "name")
        if at in symbols:
            raise s.fail(f"square ({at[0]}, {at[1]}) already holds the {symbols[at].label}", "at")
        symbols[at] = Symbol(kind, name)
    seed = read_seed(r)
    return Sheet(
        width, height, frozenset(walls), tuple(sorted(symbols.items())),
        side=r.get("side", str, "custom"), sheet_id=r.get("id", str, ""), seed=seed,
        params=r.get("params", dict, {}),
    )


def sheet_from_json(data: dict, source: str = "") -> Sheet:
    r = Reader(data, "", source)
    check_header(r, "labyrinth-sheet", VERSION)
    return read_sheet_body(r)


def labyrinth_to_json(lab: Labyrinth) -> dict:
    return {
        "kind": "labyrinth", "version": VERSION, "id": lab.labyrinth_id, "seed": lab.seed,
        "sides": {"A": sheet_body(lab.side_a), "B": sheet_body(lab.side_b)},
    }


def labyrinth_from_json(data: dict, source: str = "") -> Labyrinth:
    r = Reader(data, "", source)
    check_header(r, "labyrinth", VERSION)
    sides = r.child("sides").obj()
    return Labyrinth(r.get("id", str), r.get("seed", int),
                     read_sheet_body(sides.child("A").obj()), read_sheet_body(sides.child("B").obj()))


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


def _strings(r: Reader, key: str) -> tuple[str, ...]:
    values = r.get(key, list, [])
    if not all(isinstance(v, str) for v in values):
        raise r.fail("expected a list of strings", key)
    return tuple(values)


def read_card_body(r: Reader) -> ObjectiveCard:
    rows = []
    for rr in r.items("rows"):
        try:
            rows.append(Row(
                kind=rr.get("kind", str), points=rr.get("points", int), symbol=rr.get("symbol", str, ""),
                names=_strings(rr, "names"), count=rr.get("count", int, 0), requires=rr.get("requires", str, ""),
            ))
        except PnpError as err:
            raise rr.relocate(err) from None
    par = r.optional("par", dict)
    if par is not None and not all(isinstance(v, int) and not isinstance(v, bool) for v in par.values()):
        raise r.fail("expected scores as whole numbers", "par")
    witness = None
    if r.optional("witness", dict) is not None:
        w = r.child("witness").obj()
        witness = {side: tuple(read_cell(c) for c in w.items(side)) for side in sorted(w.data)}
    try:
        return ObjectiveCard(
            card_id=r.get("id", str, ""), difficulty=r.get("difficulty", str), entry=r.get("entry", str),
            rows=tuple(rows), extra_exits=_strings(r, "extra_exits"), heart_effects=_strings(r, "heart_effects"),
            par=None if par is None else dict(par), witness=witness,
        )
    except PnpError as err:
        raise r.relocate(err) from None


def card_from_json(data: dict, source: str = "") -> ObjectiveCard:
    r = Reader(data, "", source)
    check_header(r, "objective-card", VERSION)
    return read_card_body(r)


def deck_to_json(deck) -> dict:
    out = {"kind": "objective-deck", "version": VERSION, "seed": deck.seed, "labyrinth": deck.labyrinth_id,
           "cards": [card_body(c) for c in deck.cards]}
    if deck.sheets:
        out["sheets"] = {side: sheet_body(sheet) for side, sheet in sorted(deck.sheets.items())}
        out["policy"] = {"side_b_not_below_a": deck.ordered, "min_par": dict(deck.min_par)}
    return out


def deck_from_json(data: dict, source: str = ""):
    from pnp.games.labyrinth.deck import Deck

    r = Reader(data, "", source)
    check_header(r, "objective-deck", VERSION)
    seed = read_seed(r)
    cards = tuple(read_card_body(c.obj()) for c in r.items("cards"))
    sheets = {}
    if r.optional("sheets", dict) is not None:
        sides = r.child("sheets").obj()
        sheets = {side: read_sheet_body(sides.child(side).obj()) for side in sorted(sides.data)}
    ordered, min_par = False, {}
    if r.optional("policy", dict) is not None:
        policy = r.child("policy").obj()
        ordered = policy.get("side_b_not_below_a", bool, False)
        floors = policy.child("min_par").obj() if policy.optional("min_par", dict) is not None else None
        min_par = {d: floors.get(d, int) for d in sorted(floors.data)} if floors else {}
    return Deck(cards, seed, r.get("labyrinth", str, ""), sheets, ordered, min_par)


# --- paths ---------------------------------------------------------------------

def path_from_json(data, source: str = "") -> tuple[Cell, ...]:
    """A path file: {"kind": "labyrinth-path", "version": 1, "path": [[x, y], ...]} or the bare list."""
    if isinstance(data, dict):
        r = Reader(data, "", source)
        check_header(r, "labyrinth-path", VERSION)
        items = r.items("path")
    elif isinstance(data, list):
        r = Reader(data, "", source)
        items = [r.child(i) for i in range(len(data))]
    else:
        raise ModelError(f"{source}: expected a path as a list of [x, y] squares")
    return tuple(read_cell(i) for i in items)


def path_to_json(path) -> dict:
    return {"kind": "labyrinth-path", "version": VERSION, "path": [list(c) for c in path]}
