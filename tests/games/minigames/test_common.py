"""What every minigame promises: verified, graded, different, deterministic tiles."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import replace

import pytest

from pnp.games.minigames.base import DIFFICULTIES, TYPES, assess, generate_tile, module, verify_tile
from pnp.games.minigames.jsonio import tile_from_json, tile_to_json
from pnp.games.minigames.sets import generate_set
from pnp.jsonio import dumps
from pnp.scene.model import Text
from pnp.scene.text import layout_text
from pnp.scene.walk import iter_items

CASES = [(t, d) for t in TYPES for d in DIFFICULTIES]


@pytest.mark.parametrize("type_name, difficulty", CASES)
def test_a_generated_tile_verifies_and_is_deterministic(type_name, difficulty):
    a = generate_tile(type_name, difficulty, 12)
    b = generate_tile(type_name, difficulty, 12)
    assert a == b and dumps(tile_to_json(a)) == dumps(tile_to_json(b))
    assert verify_tile(a).ok
    assert module(type_name).grade(a.puzzle)[0] == difficulty


@pytest.mark.parametrize("type_name, difficulty", CASES)
def test_json_round_trip(type_name, difficulty):
    for seed in (3, 7):
        tile = generate_tile(type_name, difficulty, seed)
        text = dumps(tile_to_json(tile))
        back = tile_from_json(json.loads(text))  # plain JSON only
        assert back == tile and back.measure == tile.measure
        assert dumps(tile_to_json(back)) == text


@pytest.mark.parametrize("type_name", TYPES)
def test_a_tile_with_a_wrong_answer_is_rejected(type_name):
    tile = generate_tile(type_name, "easy", 3)
    other = generate_tile(type_name, "easy", 4)
    wrong = replace(tile, answer=other.answer)
    assert wrong.answer != tile.answer
    verdict = verify_tile(wrong)
    assert not verdict.ok and "the stored answer is not the puzzle's solution" in verdict.problems


@pytest.mark.parametrize("type_name", TYPES)
def test_an_easy_puzzle_filed_as_hard_is_rejected(type_name):
    tile = generate_tile(type_name, "easy", 5)
    assert assess(type_name, "hard", tile.puzzle, tile.answer)[0] == ["graded easy, not hard"]


def test_a_player_set_has_56_different_tiles_ordered_by_player():
    tiles = generate_set(1)
    assert len(tiles) == 56
    assert len({(t.type, repr(t.puzzle)) for t in tiles}) == 56
    for player in range(4):
        block = tiles[player * 14 : (player + 1) * 14]
        assert sorted((t.type, t.difficulty) for t in block) == sorted(CASES)


@pytest.mark.parametrize("type_name", TYPES)
def test_drawn_text_never_overflows(type_name):
    from pnp.games.minigames.draw import artwork_page, puzzle_page

    for difficulty in DIFFICULTIES:
        tile = generate_tile(type_name, difficulty, 8)
        for page in (puzzle_page(tile), puzzle_page(tile, answer=True), artwork_page(tile)):
            for item in iter_items(page.items):
                if isinstance(item, Text):
                    assert not layout_text(item).overflow, (type_name, item.text)


def test_pnp_verify_checks_a_saved_tile_and_rejects_a_tampered_one(tmp_path):
    tile = generate_tile("troll", "easy", 2)
    good = tmp_path / "tile.json"
    good.write_bytes(dumps(tile_to_json(tile)))
    result = subprocess.run([sys.executable, "-m", "pnp", "verify", str(good)], capture_output=True, text=True)
    assert result.returncode == 0 and "exactly one answer" in result.stdout
    data = tile_to_json(tile)
    data["answer"]["count"] += 1
    bad = tmp_path / "bad.json"
    bad.write_bytes(dumps(data))
    result = subprocess.run([sys.executable, "-m", "pnp", "verify", str(bad)], capture_output=True, text=True)
    assert result.returncode == 1 and "REJECTED" in result.stdout


def test_the_minigames_command_writes_tiles_answers_and_a_set_that_verifies(tmp_path):
    out = tmp_path / "mg"
    result = subprocess.run([sys.executable, "-m", "pnp", "minigames", "--type", "troll,minotaur", "--count", "1",
                             "--format", "pdf,json", "--out", str(out)], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    data = json.loads((out / "minigames-1.json").read_text())
    assert [(t["type"], t["difficulty"]) for t in data["tiles"]] == [
        ("troll", "easy"), ("troll", "hard"), ("minotaur", "easy"), ("minotaur", "hard")]
    assert subprocess.run([sys.executable, "-m", "pnp", "verify", str(out / "minigames-1.json")]).returncode == 0


def test_unknown_minigame_is_a_one_line_error(tmp_path):
    result = subprocess.run([sys.executable, "-m", "pnp", "minigames", "--type", "hydra", "--out", str(tmp_path)],
                            capture_output=True, text=True)
    assert result.returncode == 2 and result.stderr.count("\n") == 1 and "unknown minigame 'hydra'" in result.stderr


def _thousand(task):
    type_name, difficulty, start, stop = task
    bad = []
    for seed in range(start, stop):
        tile = generate_tile(type_name, difficulty, seed)
        n = module(type_name).count_solutions(tile.puzzle, 2)
        if n != 1 or module(type_name).solve(tile.puzzle) != tile.answer or not verify_tile(tile).ok:
            bad.append(seed)
    return bad


@pytest.mark.slow
@pytest.mark.parametrize("type_name", TYPES)
def test_a_thousand_seeds_per_difficulty_give_no_crash_and_only_verified_tiles(type_name):
    import multiprocessing

    tasks = [(type_name, d, start, start + 250) for d in DIFFICULTIES for start in range(0, 1000, 250)]
    with multiprocessing.get_context("spawn").Pool(2) as pool:
        bad = [seed for part in pool.map(_thousand, tasks) for seed in part]
    assert bad == []


def test_verify_names_exactly_the_checks_it_made():
    base = ["exactly one answer", "the stored answer is that answer"]
    tail = ["the id matches the puzzle", "the stored measure is the grader's"]
    bow = verify_tile(generate_tile("bow", "hard", 3))
    assert bow.ok and bow.witness["checked"] == [*base, "graded hard", *tail]
    spider = verify_tile(generate_tile("spider", "easy", 3))
    assert spider.witness["checked"] == [
        *base, '"Find N" is the number of matching squares',
        "no misreading (mirrored, upside down, mirrored top to bottom) finds N squares", "graded easy", *tail]
    assert all(claim in spider.message for claim in spider.witness["checked"])
    bare = replace(generate_tile("key", "easy", 3), measure={})  # a file may leave the measure out
    assert verify_tile(bare).witness["checked"] == [*base, '"Find N" is the number of keys like the target',
                                                    "graded easy", "the id matches the puzzle"]


def test_verify_rejects_a_stored_measure_the_grader_does_not_give():
    tile = generate_tile("minotaur", "hard", 3)
    data = tile_to_json(tile)
    data["measure"]["contradictions"] += 1
    verdict = verify_tile(tile_from_json(json.loads(dumps(data))))
    assert not verdict.ok and verdict.problems == ("the stored measure is not the grader's",)


def test_a_set_is_the_same_serial_and_on_two_processes():
    from pnp.games.minigames.jsonio import set_to_json

    serial = generate_set(11, ("minotaur", "spider"), count=2, jobs=1)
    parallel = generate_set(11, ("minotaur", "spider"), count=2, jobs=2)
    assert dumps(set_to_json(serial, 11)) == dumps(set_to_json(parallel, 11))
