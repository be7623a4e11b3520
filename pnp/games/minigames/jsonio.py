"""Minigame tiles as JSON: kind "minigame-tile" (one tile) and "minigame-set" (many).

Reading is checked at the boundary: a tile's ``type`` first, then the whole
tile against its minigame's schema (:mod:`pnp.games.minigames.schema`), then
the minigame's own rules (its ``puzzle_from_json`` and ``answer_from_json``);
each problem is one line naming the file and the key path
(``tiles[3].puzzle.numbers[2].at``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import fields, is_dataclass
from typing import Any, TypeVar

from pnp.errors import ModelError, PnpError
from pnp.games.minigames.base import Tile
from pnp.games.minigames.catalog import module, types
from pnp.games.minigames.schema import Refused, SetFile, TileBody, TileKind, tile_file_model, tile_model
from pnp.grid.core import Cell
from pnp.minigame import Minigame
from pnp.schema import validate

VERSION = 1
P = TypeVar("P")


def tile_body(tile: Tile) -> dict:
    m = module(tile.type)
    return {
        "type": tile.type, "difficulty": tile.difficulty, "id": tile.tile_id, "seed": tile.seed,
        "puzzle": m.puzzle_to_json(tile.puzzle), "answer": m.answer_to_json(tile.answer),
        "measure": tile.measure,
    }


def tile_to_json(tile: Tile) -> dict:
    return {"kind": "minigame-tile", "version": VERSION, **tile_body(tile)}


def set_to_json(tiles: list[Tile], seed: int | None = None) -> dict:
    return {"kind": "minigame-set", "version": VERSION, "seed": seed, "tiles": [tile_body(t) for t in tiles]}


# --- reading ---------------------------------------------------------------------

def _join(*parts: str) -> str:
    """Key paths joined: ``tiles[3]``, ``puzzle``, ``numbers[2]`` -> ``tiles[3].puzzle.numbers[2]``."""
    out = ""
    for part in parts:
        if part:
            out += part if not out or part.startswith("[") else f".{part}"
    return out


def _fail(source: str, where: str, message: str) -> ModelError:
    err = ModelError(f"{source}: {where or 'top level'}: {message}" if source else f"{where or 'top level'}: {message}")
    err.located = True
    return err


def _minigame(data: object, source: str, at: str) -> Minigame:
    """The module of the minigame a tile names in its ``type`` (which says how to read the rest)."""
    name = validate(TileKind, data, source, ModelError, at).type
    if name not in types():
        raise _fail(source, _join(at, "type"), f"unknown minigame {name!r} (one of {', '.join(types())})")
    return module(name)


def _part(m: Minigame, part: str, wire: Any, source: str, at: str) -> Any:
    """The puzzle or the answer from its checked structure, the minigame's own rules checked, errors located."""
    convert = m.puzzle_from_json if part == "puzzle" else m.answer_from_json
    try:
        return convert(wire)
    except Refused as err:
        raise _fail(source, _join(at, part, err.key), str(err)) from None
    except PnpError as err:
        raise _fail(source, _join(at, part), str(err)) from None


def _tile(m: Minigame, wire: TileBody, source: str, at: str) -> Tile:
    puzzle = _part(m, "puzzle", wire.puzzle, source, at)
    answer = _part(m, "answer", wire.answer, source, at)
    seed = 0 if wire.seed is None else wire.seed
    return Tile(wire.type, wire.difficulty, wire.id, seed, puzzle, answer, dict(wire.measure))


def tile_from_json(data: object, source: str = "") -> Tile:
    m = _minigame(data, source, "")
    return _tile(m, validate(tile_file_model(m), data, source, ModelError), source, "")


def set_from_json(data: object, source: str = "") -> list[Tile]:
    tiles = []
    for i, body in enumerate(validate(SetFile, data, source, ModelError).tiles):
        at = f"tiles[{i}]"
        m = _minigame(body, source, at)
        tiles.append(_tile(m, validate(tile_model(m), body, source, ModelError, at), source, at))
    return tiles


def puzzle_from_data(type_name: str, data: object) -> Any:
    """A minigame's puzzle from its JSON fields alone (tests, and tools that hold a puzzle without a tile)."""
    m = module(type_name)
    return _part(m, "puzzle", validate(m.PuzzleWire, data, "", ModelError, "puzzle"), "", "")


def answer_from_data(type_name: str, data: object) -> Any:
    """A minigame's answer from its JSON fields alone."""
    m = module(type_name)
    return _part(m, "answer", validate(m.AnswerWire, data, "", ModelError, "answer"), "", "")


# --- helpers for the minigame modules ---------------------------------------------

def plain(record: Any) -> Any:
    """A puzzle's or an answer's fields as a file holds them, in order: tuples as lists, a maze's walls sorted."""
    if isinstance(record, frozenset):  # a maze's walls, each a frozenset of two squares
        return sorted(sorted(list(c) for c in w) for w in record)
    if isinstance(record, tuple):
        return [plain(v) for v in record]
    return {f.name: plain(getattr(record, f.name)) for f in fields(record)} if is_dataclass(record) else record


def walls_from_wire(walls: Iterable[tuple[Cell, Cell]]) -> frozenset:
    """Walls as the mazes hold them; whether each joins two neighbours of the maze is the puzzle's check."""
    return frozenset(frozenset(w) for w in walls)


def checked(puzzle: P, problems: Callable[[P], list[str]], key: str = "") -> P:
    """``puzzle``, refused (at ``key``) when its minigame's ``problems`` finds it malformed."""
    found = problems(puzzle)
    if found:
        raise Refused(key, "; ".join(found))
    return puzzle


def distinct_in_order(values: list, key: str, noun: str) -> tuple:
    """``values`` as a tuple, refused unless increasing with each once (an answer's one spelling)."""
    if values != sorted(set(values)):
        raise Refused(key, f"expected {noun} in increasing order, each once")
    return tuple(values)
