"""`pnp verify` of a maze-tile set checks what the printed components claim, and says only what it checked."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from pnp.games.maze_tiles.generate import BOARD, deal, generate_tileset
from pnp.games.maze_tiles.jsonio import tileset_from_json, tileset_to_json
from pnp.games.maze_tiles.model import SHAPES, Board
from pnp.registry import kind
from pnp.seeds import rng


def verify(ts):
    """Through the registry, as `pnp verify` does."""
    return kind("maze-tiles").verify(ts)


def edited(ts, tile_id: str, **changes):
    return replace(ts, tiles=tuple(replace(t, **changes) if t.tile_id == tile_id else t for t in ts.tiles))


@pytest.fixture(scope="module")
def tileset():
    return generate_tileset(4)


def test_a_generated_set_passes_and_the_message_names_what_was_checked(tileset):
    verdict = verify(tileset)
    assert verdict.ok
    for claim in ("49 tiles for the 7×7 board", "the door (a crossing)", "4 start tiles in the hero colours",
                  "one per key colour", "a dealt set-up checked", "shape and symbol mix as stated"):
        assert claim in verdict.message
    assert "playability" not in verdict.message  # this set carries no figures: nothing said about them


def test_a_set_without_a_stated_mix_says_so_instead_of_claiming_it(tileset):
    verdict = verify(replace(tileset, params={}))
    assert verdict.ok and "no stated mix to check" in verdict.message and "as stated" not in verdict.message


@pytest.mark.parametrize("change, problem", [
    (lambda ts: edited(ts, "D", sides=SHAPES["t"]), "door tile D must be a crossing"),
    (lambda ts: edited(ts, "K1", color="red"), "key tiles must carry the key colours"),
    (lambda ts: edited(ts, "S2", role="center", color=None), "3 start tile(s), expected 4"),
    (lambda ts: edited(ts, "C1", color="amber"), "only key and start tiles carry a colour"),
    (lambda ts: edited(ts, "C1", symbol="trap"), "only maze tiles carry symbols"),
    (lambda ts: replace(ts, tiles=ts.tiles[:-1]), "do not fill the 7×7 board"),
])
def test_each_broken_claim_about_the_tiles_is_named(tileset, change, problem):
    verdict = verify(change(tileset))
    assert not verdict.ok and any(problem in p for p in verdict.problems), verdict.problems


def test_the_stated_shape_and_symbol_mix_must_match_the_tiles(tileset):
    maze = next(t for t in tileset.tiles if t.role == "maze" and t.shape == "corner" and t.symbol is None)
    verdict = verify(edited(tileset, maze.tile_id, sides=SHAPES["cross"]))
    assert not verdict.ok and any("corner maze tiles, the stated mix says" in p for p in verdict.problems)
    verdict = verify(edited(tileset, maze.tile_id, symbol="hide"))
    assert not verdict.ok and any("hide symbols, the stated mix says" in p for p in verdict.problems)


def test_a_set_needs_two_secret_passages_for_its_passage_rules_to_mean_anything(tileset):
    secret = [t.tile_id for t in tileset.tiles if t.symbol == "secret"]
    ts = tileset
    for tile_id in secret[1:]:
        ts = edited(ts, tile_id, symbol=None)
    verdict = verify(replace(ts, params={}))
    assert not verdict.ok and any("secret-passage tile" in p for p in verdict.problems)


def test_board_states_keep_every_wall_between_two_tiles_of_the_board(tileset):
    from pnp.games.maze_tiles.verify import verify_board

    board = deal(tileset, rng(4, "walls"))
    assert verify_board(tileset, board) == []
    off = replace(board, walls=frozenset({frozenset({(6, 5), (7, 5)})}))
    assert any("off the 7×7 board" in p for p in verify_board(tileset, off))
    crowded = replace(board, walls=frozenset(frozenset({(3, 3), n}) for n in ((2, 3), (4, 3), (3, 2))))
    assert any("more than 2 wall tokens" in p for p in verify_board(tileset, crowded))
    moved = board.move_hero(board.heroes[0][0], (0, 0))
    assert any("does not stand on" in p for p in verify_board(tileset, moved))
    assert verify_board(tileset, Board(BOARD, board.cells[:-1] + board.cells[:1]))  # a tile twice, one missing


def figures(ts):
    from pnp.games.maze_tiles.report import playability_report

    return playability_report(ts, setups=30, seed=ts.seed).to_json()


def test_the_playability_figures_a_file_carries_must_add_up(tileset, tmp_path):
    good = figures(tileset)
    path = tmp_path / "set.json"
    path.write_text(json.dumps(tileset_to_json(tileset) | {"playability": good}))
    loaded = tileset_from_json(json.loads(path.read_text()))
    verdict = verify(loaded)
    assert verdict.ok and "playability figures add up (the deals were not replayed)" in verdict.message
    assert tileset_to_json(loaded)["playability"] == good  # kept through a load and a save
    for key, value in (("joined_by_pathways_alone_share", 1.0), ("unjoinable_share", 0.5),
                       ("max_rotations", good["max_rotations"] + 1)):
        verdict = verify(replace(tileset, playability=good | {key: value}))
        assert not verdict.ok and any(p.startswith("playability:") for p in verdict.problems), key
