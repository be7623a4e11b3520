"""Minigame tiles as JSON: kind "minigame-tile" (one tile) and "minigame-set" (many)."""

from __future__ import annotations

from pnp.errors import PnpError
from pnp.games.minigames.base import DIFFICULTIES, Tile
from pnp.games.minigames.catalog import module, types
from pnp.jsonio import Reader, check_header, read_cell

VERSION = 1


def tile_body(tile: Tile) -> dict:
    m = module(tile.type)
    return {
        "type": tile.type, "difficulty": tile.difficulty, "id": tile.tile_id, "seed": tile.seed,
        "puzzle": m.puzzle_to_json(tile.puzzle), "answer": m.answer_to_json(tile.answer),
        "measure": tile.measure,
    }


def tile_to_json(tile: Tile) -> dict:
    return {"kind": "minigame-tile", "version": VERSION, **tile_body(tile)}


def read_tile_body(r: Reader) -> Tile:
    type_name = one_of(r, "type", types(), "minigame")
    difficulty = r.get("difficulty", str)
    if difficulty not in DIFFICULTIES:
        raise r.fail(f"expected easy or hard, got {difficulty!r}", "difficulty")
    m = module(type_name)
    try:
        puzzle = m.puzzle_from_json(r.child("puzzle").obj())
        answer = m.answer_from_json(r.child("answer").obj())
    except PnpError as err:
        raise r.relocate(err) from None
    except KeyError as err:
        raise r.fail(f"missing {err.args[0]!r}") from None
    seed = r.data.get("seed")
    return Tile(type_name, difficulty, r.get("id", str, ""), seed if isinstance(seed, int) else 0, puzzle, answer,
                r.get("measure", dict, {}))


def tile_from_json(data: dict, source: str = "") -> Tile:
    r = Reader(data, "", source)
    check_header(r, "minigame-tile", VERSION)
    return read_tile_body(r)


def set_to_json(tiles: list[Tile], seed: int | None = None) -> dict:
    return {"kind": "minigame-set", "version": VERSION, "seed": seed, "tiles": [tile_body(t) for t in tiles]}


def set_from_json(data: dict, source: str = "") -> list[Tile]:
    r = Reader(data, "", source)
    check_header(r, "minigame-set", VERSION)
    return [read_tile_body(t.obj()) for t in r.items("tiles")]


# helpers for the minigame modules ---------------------------------------------

def one_of(r: Reader, key: str, names, noun: str) -> str:
    """A string that must be one of ``names``; the error lists them."""
    value = r.get(key, str)
    if value not in names:
        raise r.fail(f"unknown {noun} {value!r} (one of {', '.join(names)})", key)
    return value


def cell(r: Reader, key: str | int) -> tuple[int, int]:
    return read_cell(r.child(key))


def cells(r: Reader, key: str) -> tuple[tuple[int, int], ...]:
    return tuple(cell(r.child(key), i) for i in range(len(r.get(key, list))))


def chosen_path_from_json(r: Reader, key: str, noun: str) -> tuple[int, tuple[tuple[int, int], ...]]:
    """An answer that names one of several things by index and the path that proves it."""
    index = r.get(key, int)
    if index < 0:
        raise r.fail(f"expected {noun}'s index (0 or more), got {index}", key)
    path = cells(r, "path")
    if not path:
        raise r.fail("the path needs at least one square", "path")
    return index, path


def walls_to_json(walls) -> list:
    return sorted(sorted(list(c) for c in w) for w in walls)


def walls_from_json(r: Reader, key: str) -> frozenset:
    out = set()
    for w in r.items(key, []):
        if not isinstance(w.data, list) or len(w.data) != 2:
            raise w.fail("expected a wall as [[x1, y1], [x2, y2]]")
        out.add(frozenset((cell(w, 0), cell(w, 1))))
    return frozenset(out)
