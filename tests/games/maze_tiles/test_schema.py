"""A maze-tile set file is checked at the boundary: each bad input is one located error naming what is allowed."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from schema_helpers import assert_refused, edited

from pnp.games.maze_tiles.generate import generate_tileset
from pnp.games.maze_tiles.jsonio import tileset_from_json, tileset_to_json
from pnp.games.maze_tiles.report import playability_report
from pnp.jsonio import dumps
from pnp.registry import kind


@pytest.fixture(scope="module")
def saved() -> dict:
    """A generated set as its file holds it, with its playability figures."""
    ts = generate_tileset(3)
    return json.loads(dumps(tileset_to_json(ts) | {"playability": playability_report(ts, 20, 3).to_json()}))



def refused(data: dict, where: str, words: str) -> None:
    assert_refused(tileset_from_json, data, "t.json", where, words)


def test_a_saved_set_loads_verifies_and_saves_the_same_bytes(saved):
    model = tileset_from_json(saved, "t.json")
    assert kind("maze-tiles").verify(model).ok
    assert dumps(tileset_to_json(model)) == dumps(saved)


def test_a_set_without_params_or_figures_still_loads(saved):
    bare = edited(saved, lambda d: (d.pop("params"), d.pop("playability")))
    model = tileset_from_json(bare, "t.json")
    assert model.params == {} and model.playability == {} and kind("maze-tiles").verify(model).ok


@pytest.mark.parametrize("edit, where, words", [
    (lambda d: d["tiles"][1].update(color="pink"), "tiles[1].color",
     "expected 'amber', 'jade', 'azure', 'crimson', 'red', 'blue', 'green' or 'yellow', got 'pink'"),
    (lambda d: d["tiles"][1].update(role="boss"), "tiles[1].role",
     "expected 'door', 'start', 'center', 'key' or 'maze', got 'boss'"),
    (lambda d: d["tiles"][20].update(symbol="dragon"), "tiles[20].symbol",
     "expected 'wall', 'minotaur', 'hide', 'trap' or 'secret', got 'dragon'"),
    (lambda d: d["tiles"][1].update(pathways=["N", "Q"]), "tiles[1].pathways[1]", "got 'Q'"),
    (lambda d: d["params"].update(key_shape="star"), "params.key_shape",
     "expected 'dead-end', 'straight', 'corner', 't' or 'cross', got 'star'"),
    (lambda d: d["params"].update(dragons=1), "params.dragons", "unknown key"),
])
def test_unknown_colours_roles_symbols_and_shapes_are_refused_naming_the_allowed_ones(saved, edit, where, words):
    refused(edited(saved, edit), where, words)


@pytest.mark.parametrize("edit, where, words", [
    (lambda d: d["tiles"].extend(d["tiles"]), "tiles", "too long (at most 49 entries)"),
    (lambda d: d.update(tiles=[]), "tiles", "too short"),
    (lambda d: d["tiles"][1].update(pathways=[]), "tiles[1].pathways", "too short"),
    (lambda d: d["tiles"][1].update(pathways=["N", "E", "S", "W", "N"]), "tiles[1].pathways", "too long"),
    (lambda d: d["tiles"][1].update(pathways=["N", "N"]), "tiles[1].pathways[1]", "pathway N listed twice"),
    (lambda d: d["tiles"][1].update(id=""), "tiles[1].id", "too short"),
    (lambda d: d["tiles"][1].update(id="S\x07"), "tiles[1].id", "control character U+0007"),
    (lambda d: d["params"].update(wall=10**9), "params.wall", "too large (at most 36)"),
    (lambda d: d["params"].update(trap=-1), "params.trap", "too small (at least 0)"),
    (lambda d: d["params"].update({"dead-end": 2.5}), "params.dead-end", "expected a whole number"),
    (lambda d: d.update(seed="7"), "seed", "expected a whole number"),
])
def test_tiles_walls_and_counts_are_bounded(saved, edit, where, words):
    refused(edited(saved, edit), where, words)


@pytest.mark.parametrize("edit, where, words", [
    # verify lists every deal the histogram counts: a huge count would be runaway work
    (lambda f: f["histogram"].update({"2": 10**9}), "playability.histogram.2", "too large"),
    (lambda f: f["histogram"].update({"2": 10**5}), "playability.histogram", "more than the 20 dealt"),
    (lambda f: f["histogram"].update({"900": 1}), "playability.histogram.900", "more than 147 quarter turns"),
    (lambda f: f.update(setups=10**12), "playability.setups", "too large"),
    (lambda f: f.update(unjoinable_share=1.5), "playability.unjoinable_share", "too large (at most 1.0)"),
    (lambda f: f.update(mean_rotations=float("inf")), "playability.mean_rotations", "finite"),
])
def test_the_playability_figures_are_bounded(saved, edit, where, words):
    refused(edited(saved, lambda d: edit(d["playability"])), where, words)


def test_an_older_set_of_figures_still_loads_and_verify_says_it_left_them_unchecked(saved):
    older = {"setups": 20, "connected_share": 0.5, "unjoinable_share": 0.0, "histogram": {"0": 10, "3": 10}}
    model = tileset_from_json(edited(saved, lambda d: d.update(playability=older)), "t.json")
    verdict = kind("maze-tiles").verify(model)
    assert verdict.ok and "playability figures not checked (an older form)" in verdict.message


def test_the_cli_refuses_an_unknown_colour_in_one_line_and_writes_nothing(saved, tmp_path):
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(edited(saved, lambda d: d["tiles"][1].update(color="pink"))))
    for args in (("verify", str(path)), ("render", str(path), "--out", str(tmp_path / "out"))):
        result = subprocess.run([sys.executable, "-m", "pnp", *args], capture_output=True, text=True)
        assert result.returncode == 2 and result.stdout == "", result.stderr
        assert result.stderr.splitlines() == [f"pnp: error: {path}: tiles[1].color: expected 'amber', 'jade', 'azure', "
                                              "'crimson', 'red', 'blue', 'green' or 'yellow', got 'pink'"]
    assert not (tmp_path / "out").exists()
