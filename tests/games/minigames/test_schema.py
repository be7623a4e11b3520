"""Minigame files checked at the boundary: a bad tile or set is refused with one line naming the file and the key
path (from the CLI: exit status 2, no traceback, nothing written); every valid tile and set still loads and writes
the same bytes."""

from __future__ import annotations

import json
import math
import subprocess
import sys
from pathlib import Path

import pytest

from pnp.errors import ModelError
from pnp.games.minigames import catalog
from pnp.games.minigames.base import DIFFICULTIES, generate_tile
from pnp.games.minigames.jsonio import set_from_json, set_to_json, tile_from_json, tile_to_json
from pnp.games.minigames.schema import MAX_FIGURES, MAX_GRID, MAX_TILES, SetFile, tile_file_model
from pnp.jsonio import dumps

TYPES = catalog.types()


@pytest.fixture(scope="module")
def tiles() -> dict:
    return {(t, d): generate_tile(t, d, 1) for t in TYPES for d in DIFFICULTIES}


def _data(tiles, type_name: str, difficulty: str = "easy") -> dict:
    return json.loads(dumps(tile_to_json(tiles[(type_name, difficulty)])))


def _refused(data, pattern: str, reader=tile_from_json) -> None:
    with pytest.raises(ModelError, match=pattern) as caught:
        reader(data, "tile.json")
    assert "\n" not in str(caught.value)


# --- what still loads ---------------------------------------------------------------------------------

def test_every_generated_tile_and_set_loads_and_writes_the_same_bytes(tiles):
    for tile in tiles.values():
        text = dumps(tile_to_json(tile))
        assert dumps(tile_to_json(tile_from_json(json.loads(text)))) == text
    text = dumps(set_to_json(list(tiles.values()), 1))
    again = set_from_json(json.loads(text))
    assert again == list(tiles.values()) and dumps(set_to_json(again, 1)) == text


def test_a_tile_without_seed_or_measure_still_loads(tiles):
    data = _data(tiles, "sword")
    del data["seed"], data["measure"]
    tile = tile_from_json(data)
    assert tile.seed == 0 and tile.measure == {}


# --- every number, list and string is bounded ----------------------------------------------------------

def _unbounded(node, where: str = "") -> list[str]:
    """The places of a JSON Schema where a number, list, string or map has no bound."""
    out = []
    if isinstance(node, dict):
        kind = node.get("type")
        if kind in ("integer", "number") and not (
                {"minimum", "exclusiveMinimum"} & node.keys() and {"maximum", "exclusiveMaximum"} & node.keys()):
            out.append(where)
        if kind == "array" and "maxItems" not in node:
            out.append(where)
        if kind == "string" and not {"maxLength", "enum", "const"} & node.keys():
            out.append(where)
        if kind == "object" and isinstance(node.get("additionalProperties"), dict) and "maxProperties" not in node:
            out.append(where)
        for key, value in node.items():
            out += _unbounded(value, f"{where}/{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            out += _unbounded(value, f"{where}/{i}")
    return out


@pytest.mark.parametrize("type_name", TYPES)
def test_every_number_list_and_string_of_a_tile_file_is_bounded(type_name):
    assert _unbounded(tile_file_model(catalog.module(type_name)).model_json_schema()) == []


def test_a_set_file_is_bounded():
    assert _unbounded(SetFile.model_json_schema()) == []


def test_every_grid_fits_the_shared_square_coordinates():
    from pnp.games.minigames import mazes, sword_board
    from pnp.games.minigames.puzzles import minotaur, spider

    assert max(mazes.MAX_SIZE, sword_board.MAX_SIZE, minotaur.MAX_SIZE, spider.MAX_SIZE) <= MAX_GRID


# --- bad tiles, minigame by minigame -------------------------------------------------------------------

def _set(path: str, value):
    def change(data):
        *keys, last = path.split(".")
        for key in keys:
            data = data[int(key)] if key.isdigit() else data[key]
        data[int(last) if last.isdigit() else last] = value
    return change


BAD = [
    # (minigame, what changes, the one line expected after "tile.json: ")
    ("troll", _set("puzzle.monsters", []), r"puzzle\.monsters: too short \(at least 1 entry\)"),
    ("troll", _set("puzzle.width", 1e6), r"puzzle\.width: 1000000\.0 is too large \(at most 300\.0\)"),
    ("troll", _set("puzzle.width", "63"), r"puzzle\.width: expected a number"),
    ("troll", _set("puzzle.monsters.0.size", 0), r"puzzle\.monsters\[0\]\.size: 0 is too small \(at least 1\.0\)"),
    ("troll", _set("puzzle.monsters.0.turn", 720.0), r"puzzle\.monsters\[0\]\.turn: 720\.0 is too large"),
    ("troll", _set("puzzle.monsters.0.kind", "dragon"), r"puzzle\.monsters\[0\]\.kind: expected 'rat', .*'dragon'"),
    ("troll", _set("puzzle.monsters.0.at", [1.0]), r"puzzle\.monsters\[0\]\.at\[1\]: missing"),
    ("troll", _set("puzzle.monsters", [{"kind": "rat", "at": [9, 9], "size": 7}] * 101),
     r"puzzle\.monsters: too long \(at most 100 entries\)"),
    ("troll", _set("answer.count", 0), r"answer\.count: 0 is too small"),
    ("sword", _set("answer.line", []), r"answer\.line: too short \(at least 9 entries\)"),
    ("sword", _set("puzzle.size", "5"), r"puzzle\.size: expected a whole number"),
    ("sword", _set("puzzle.size", 5.0), r"puzzle\.size: expected a whole number"),
    ("sword", _set("puzzle.size", 10**6), r"puzzle\.size: 1000000 is too large \(at most 9\)"),
    ("sword", _set("puzzle.numbers.0.number", True), r"puzzle\.numbers\[0\]\.number: expected a whole number"),
    ("sword", _set("puzzle.numbers.1.at", [4, 5]), r"puzzle\.numbers\[1\]\.at: square \[4, 5\] is outside the 5 × 5"),
    ("sword", _set("answer.line.3", [0, 0]), r"answer\.line\[3\]: squares .* are not neighbours"),
    ("key", _set("puzzle.keys", []), r"puzzle\.keys: too short \(at least 1 entry\)"),
    ("key", _set("answer.keys", []), r"answer\.keys: too short \(at least 1 entry\)"),
    ("key", _set("puzzle.target", None), r"puzzle\.target: expected an object"),
    ("key", _set("puzzle.scale", 0), r"puzzle\.scale: 0 is too small \(more than 0\.0\)"),
    ("key", _set("puzzle.height", 1e308), r"puzzle\.height: 1e\+308 is too large"),
    ("key", _set("puzzle.keys.1.teeth", [1, 2, 3, 1, 2]), r"puzzle\.keys\[1\]\.teeth: too long \(at most 4 entries\)"),
    ("key", _set("answer.keys", [1, 1]), r"answer\.keys: expected key numbers in increasing order, each once"),
    ("bow", _set("puzzle.walls", [[[0, 0], [0, 1]]] * 513), r"puzzle\.walls: too long \(at most 512 entries\)"),
    ("bow", _set("puzzle.arrows.0", [99, 0]), r"puzzle\.arrows\[0\]\[0\]: 99 is too large \(at most 15\)"),
    ("bow", _set("puzzle.width", 17), r"puzzle\.width: 17 is too large \(at most 16\)"),
    ("bow", _set("answer.arrow", None), r"answer\.arrow: expected a whole number"),
    ("bow", _set("answer.path", []), r"answer\.path: too short \(at least 1 entry\)"),
    ("treasure", _set("puzzle.ruby", -1), r"puzzle\.ruby: -1 is too small \(at least 0\)"),
    ("treasure", _set("puzzle.keys", [[0, 1]]), r"puzzle\.keys: too short \(at least 2 entries\)"),
    ("treasure", _set("puzzle.walls.0", [[0, 0], [2, 2]]), r"puzzle: wall .* is not between two neighbouring"),
    ("minotaur", _set("puzzle.symbols", ["axe", "skull"]), r"puzzle\.symbols\[2\]: missing"),
    ("minotaur", _set("puzzle.grid", [[0] * 6] * 11), r"puzzle\.grid: too long \(at most 10 entries\)"),
    ("minotaur", _set("puzzle.grid.0.0", "x"), r"puzzle\.grid\[0\]\[0\]: expected a whole number"),
    ("minotaur", _set("answer.grid", None), r"answer\.grid: expected a list"),
    ("spider", _set("puzzle.size", 13), r"puzzle\.size: 13 is too large \(at most 12\)"),
    ("spider", _set("puzzle.symbols.1", "star\u0000"), r"puzzle\.symbols\[1\]: expected 'spider-web', "),
    ("spider", _set("puzzle.find", 26), r"puzzle\.find: expected 1 to 25 squares to find, got 26"),
    ("spider", _set("answer.squares", []), r"answer\.squares: too short \(at least 1 entry\)"),
]


@pytest.mark.parametrize("type_name, change, message", BAD, ids=[f"{t}-{i}" for i, (t, _, _) in enumerate(BAD)])
def test_a_bad_tile_is_refused_with_its_key_path(tiles, type_name, change, message):
    data = _data(tiles, type_name)
    change(data)
    _refused(data, rf"^tile\.json: {message}")


@pytest.mark.parametrize("type_name", TYPES)
@pytest.mark.parametrize("part", ["puzzle", "answer"])
def test_null_or_a_string_where_the_puzzle_or_answer_belongs_is_refused(tiles, type_name, part):
    for value in (None, "puzzle", [], 3):
        data = _data(tiles, type_name)
        data[part] = value
        _refused(data, rf"^tile\.json: {part}: expected an object$")


@pytest.mark.parametrize("type_name", TYPES)
def test_an_unknown_key_in_the_puzzle_or_answer_is_refused(tiles, type_name):
    for part in ("puzzle", "answer"):
        data = _data(tiles, type_name)
        data[part]["colour"] = "red"
        _refused(data, rf"^tile\.json: {part}\.colour: unknown key$")


def test_floats_are_finite_even_when_the_data_does_not_come_from_a_file(tiles):
    # the boundary refuses NaN and infinities in a file; the schemas refuse them in data handed over in Python
    for value in (math.nan, math.inf, -math.inf):
        for type_name, path in (("troll", "puzzle.width"), ("troll", "puzzle.monsters.0.at.0"),
                                ("troll", "puzzle.monsters.0.turn"), ("key", "puzzle.scale"),
                                ("key", "puzzle.keys.0.at.1"), ("sword", "measure.numbers")):
            data = _data(tiles, type_name)
            _set(path, value)(data)
            with pytest.raises(ModelError, match="finite|expected a number"):
                tile_from_json(data)


# --- bad tiles, whatever the minigame ------------------------------------------------------------------

HEAD = [
    (_set("id", "SW-\u001b[31mRED"), r"id: contains the control character U\+001B"),
    (_set("id", "SW-A\nB"), r"id: is a name: one line, no tab"),
    (_set("id", "S" * 81), r"id: too long \(at most 80 characters\)"),
    (_set("id", 7), r"id: expected a string"),
    (_set("type", "dragon"), r"type: unknown minigame 'dragon' \(one of sword, bow, key, treasure, minotaur, "),
    (_set("type", None), r"type: expected a string"),
    (_set("difficulty", "medium"), r"difficulty: expected 'easy' or 'hard', got 'medium'"),
    (_set("version", 2), r"version: 2 is too large \(at most 1\)"),
    (_set("seed", -1), r"seed: -1 is too small \(at least 0\)"),
    (_set("seed", "1"), r"seed: expected a whole number"),
    (_set("extra", 1), r"extra: unknown key"),
    (_set("measure", []), r"measure: expected an object"),
    (_set("measure", {f"figure{i}": i for i in range(MAX_FIGURES + 1)}), r"measure: too long \(at most 32 entries\)"),
    (_set("measure.numbers", "nine"), r"measure\.numbers: expected a number from -1e\+09 to 1e\+09, or true or false"),
    (_set("measure.numbers", [9]), r"measure\.numbers: expected a number"),
    (_set("measure.numbers", {"a": 1}), r"measure\.numbers: expected a number"),
    (_set("measure.numbers", None), r"measure\.numbers: expected a number"),
    (_set("measure.numbers", 10**12), r"measure\.numbers: expected a number from -1e\+09 to 1e\+09"),
    (_set("measure", {"x\u0007": 1}), r"measure\.x\\u0007: contains the control character U\+0007"),
    (_set("puzzle.\u001b[2J", 1), r"puzzle\.\\u001b\[2J: unknown key$"),  # the key escaped in the message
]


@pytest.mark.parametrize("change, message", HEAD, ids=[str(i) for i in range(len(HEAD))])
def test_a_bad_tile_header_or_measure_is_refused(tiles, change, message):
    data = _data(tiles, "sword")
    change(data)
    _refused(data, rf"^tile\.json: {message}")
    with pytest.raises(ModelError) as caught:
        tile_from_json(data, "tile.json")
    assert str(caught.value).isprintable()  # an error line holds no control character from the file


def test_a_type_missing_or_a_tile_that_is_not_an_object_is_refused(tiles):
    data = _data(tiles, "sword")
    del data["type"]
    _refused(data, r"^tile\.json: type: missing$")
    _refused([1, 2], r"^tile\.json: top level: expected an object$")


def test_the_measure_keeps_its_figures_as_written(tiles):
    data = _data(tiles, "bow", "hard")
    assert tile_from_json(data).measure == data["measure"]
    assert [type(v) for v in tile_from_json(data).measure.values()] == [type(v) for v in data["measure"].values()]


# --- bad sets --------------------------------------------------------------------------------------------

def _set_data(tiles) -> dict:
    return json.loads(dumps(set_to_json([tiles[(t, "easy")] for t in TYPES], 1)))


def test_a_bad_set_is_refused_with_the_tiles_index(tiles):
    index = TYPES.index("troll")
    for change, message in (
            (_set(f"tiles.{index}.puzzle.monsters", []), rf"tiles\[{index}\]\.puzzle\.monsters: too short"),
            (_set("tiles.2", None), r"tiles\[2\]: expected an object"),
            (_set("tiles.0.type", "dragon"), r"tiles\[0\]\.type: unknown minigame 'dragon'"),
            (_set("tiles.1.id", "B\u0085O"), r"tiles\[1\]\.id: contains the control character U\+0085"),
            (_set("tiles.0.answer.line.2", [7, 7]), r"tiles\[0\]\.answer\.line\[2\]: squares .* not neighbours"),
            (_set("tiles", []), r"tiles: too short \(at least 1 entry\)"),
            (_set("tiles", [{}] * (MAX_TILES + 1)), r"tiles: too long \(at most 10000 entries\)"),
            (_set("seed", 1.5), r"seed: expected a whole number")):
        data = _set_data(tiles)
        change(data)
        _refused(data, rf"^tile\.json: {message}", set_from_json)


# --- from the command line: one line, exit 2, nothing written --------------------------------------------

def _pnp(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pnp", *args], capture_output=True, text=True, timeout=120)


CLI = [
    ("troll", _set("puzzle.monsters", []), "puzzle.monsters: too short (at least 1 entry)"),
    ("troll", _set("puzzle.width", 1e9), "puzzle.width: 1000000000.0 is too large (at most 300.0)"),
    ("key", _set("puzzle.keys", []), "puzzle.keys: too short (at least 1 entry)"),
    ("sword", _set("answer.line", []), "answer.line: too short (at least 9 entries)"),
    ("spider", _set("puzzle.size", "6"), "puzzle.size: expected a whole number"),
    ("bow", _set("puzzle", None), "puzzle: expected an object"),
    ("minotaur", _set("id", "MI-\u001b]0;owned\u0007"), "id: contains the control character U+001B, which no page "
                                                         "can print"),
]


@pytest.mark.parametrize("type_name, change, message", CLI, ids=[c[0] for c in CLI])
def test_the_cli_refuses_a_bad_tile_in_one_line_and_writes_nothing(tiles, tmp_path, type_name, change, message):
    data = _data(tiles, type_name)
    change(data)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    for args in (("verify", str(path)), ("render", str(path), "--format", "svg,json", "--out", str(tmp_path / "out"))):
        done = _pnp(*args)
        assert (done.returncode, done.stdout) == (2, "")
        assert done.stderr == f"pnp: error: {path}: {message}\n"
    assert not (tmp_path / "out").exists()


def test_the_cli_refuses_a_nan_and_a_bad_set(tiles, tmp_path):
    path = tmp_path / "nan.json"
    path.write_text(dumps(tile_to_json(tiles[("troll", "easy")])).decode().replace('"width": 63', '"width": NaN'),
                    encoding="utf-8")
    done = _pnp("verify", str(path))
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and "NaN" in done.stderr and "Traceback" not in (
        done.stderr)
    data = _set_data(tiles)
    data["tiles"][3]["puzzle"] = None
    path = tmp_path / "set.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    done = _pnp("render", str(path), "--out", str(tmp_path / "out"))
    assert (done.returncode, done.stderr) == (2, f"pnp: error: {path}: tiles[3].puzzle: expected an object\n")
    assert not (tmp_path / "out").exists()


def test_the_cli_still_verifies_and_renders_a_good_tile(tiles, tmp_path):
    path = tmp_path / "good.json"
    path.write_bytes(dumps(tile_to_json(tiles[("spider", "hard")])))
    assert _pnp("verify", str(path)).returncode == 0
    done = _pnp("render", str(path), "--format", "json", "--out", str(tmp_path / "out"))
    assert done.returncode == 0 and Path(tmp_path / "out" / "good.json").read_bytes() == path.read_bytes()
