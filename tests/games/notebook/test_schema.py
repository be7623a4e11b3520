"""A notebook file is checked at the boundary: each bad input is one located error, no traceback, no runaway work."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from schema_helpers import assert_refused, edited

from pnp.errors import ModelError
from pnp.games.notebook.generate import generate_dungeon
from pnp.games.notebook.jsonio import dungeon_from_json, dungeon_to_json
from pnp.games.notebook.simulate import simulate
from pnp.jsonio import dumps
from pnp.registry import kind


@pytest.fixture(scope="module")
def saved() -> dict:
    """A generated notebook as its file holds it, with the simulated players' figures."""
    d = generate_dungeon(1)
    return json.loads(dumps(dungeon_to_json(d) | {"simulation": simulate(d, 5, d.seed).to_json()}))


def refused(data: dict, where: str, words: str) -> None:
    assert_refused(dungeon_from_json, data, "n.json", where, words)



def first(data: dict, kind: str) -> dict:
    return next(r for r in data["rooms"] if r["encounter"]["kind"] == kind)


def index_of(data: dict, kind: str) -> int:
    return data["rooms"].index(first(data, kind))


def upgrade(data: dict) -> dict:
    return next(o for r in data["rooms"] for o in r["encounter"].get("options", []) if o["effect"] == "upgrade")


def test_a_saved_notebook_loads_verifies_and_saves_the_same_bytes(saved):
    model = dungeon_from_json(saved, "n.json")
    assert kind("notebook").verify(model).ok
    again = dungeon_to_json(model) | {"simulation": model.claimed["simulation"]}
    assert dumps(again) == dumps(saved)


@pytest.mark.parametrize("levels", [[], None, "6x6,4x4", 1.5, [[6, 6], None], [[6.0, 6], [4, 4]], [[6, 6]] * 3,
                                    [[6, 6], [4, 40]], [[6, 6], [4, 0]]])
def test_levels_that_are_empty_null_text_float_too_many_or_out_of_range_are_refused(saved, levels):
    with pytest.raises(ModelError) as err:
        dungeon_from_json(edited(saved, lambda d: d.update(levels=levels)), "n.json")
    assert str(err.value).startswith("n.json: levels"), err.value


@pytest.mark.parametrize("edit, where, words", [
    (lambda d: d["walls"].append(None), "walls[33]", "expected a list"),
    (lambda d: d["walls"].append([]), "walls[33][0]", "missing"),
    (lambda d: d["walls"].append([[1, 0, 0]]), "walls[33][1]", "missing"),
    (lambda d: d["ladders"][0][0].__setitem__(1, -1), "ladders[0][0][1]", "too small (at least 0)"),
    (lambda d: d["ladders"][0][1].__setitem__(0, 3), "ladders[0][1][0]", "too large (at most 2)"),
    (lambda d: d["rooms"][3].update(facing="NE"), "rooms[3].facing", "expected 'N', 'E', 'S' or 'W', got 'NE'"),
    (lambda d: d["doors"][0].update(key="purple"), "doors[0].key", "got 'purple'"),
    (lambda d: d["rooms"][0].update(intensity=float("nan")), "rooms[0].intensity", "finite"),
    (lambda d: d["rooms"][0].update(number=True), "rooms[0].number", "expected a whole number"),
    (lambda d: d.update(seed=-1), "seed", "too small"),
    (lambda d: d.update(spare=1), "spare", "unknown key"),
    (lambda d: d["rooms"][0]["encounter"].update(kind="party"), "rooms[0].encounter.kind", "got 'party'"),
])
def test_wrong_types_and_unknown_names_are_refused_by_key_path(saved, edit, where, words):
    refused(edited(saved, edit), where, words)


@pytest.mark.parametrize("key, many", [("levels", [[6, 6]] * 10**6), ("rooms", [{}] * 10**6),
                                       ("walls", [[[1, 0, 0], [1, 0, 1]]] * 10**6),
                                       ("doors", [{"between": [[1, 0, 0], [1, 0, 1]], "key": "gold"}] * 7),
                                       ("ladders", [[[1, 0, 0], [2, 0, 0]]] * 1000)])
def test_every_list_is_bounded(saved, key, many):
    refused(edited(saved, lambda d: d.update({key: many})), key, "too long")


def test_lists_inside_rooms_and_texts_are_bounded(saved):
    shop = index_of(saved, "shop")
    options = first(saved, "shop")["encounter"]["options"]
    refused(edited(saved, lambda d: d["rooms"][shop]["encounter"].update(options=options * 5)),
            f"rooms[{shop}].encounter.options", "too long (at most 8 entries)")
    refused(edited(saved, lambda d: d["rooms"][0]["encounter"].update(message="x" * 201)),
            "rooms[0].encounter.message", "too long (at most 200 characters)")
    refused(edited(saved, lambda d: d["rooms"][0].update(flavour="x" * 121)), "rooms[0].flavour",
            "too long (at most 120 characters)")


def test_enemy_names_with_control_characters_are_refused(saved):
    battle = index_of(saved, "battle")
    refused(edited(saved, lambda d: d["rooms"][battle]["encounter"]["enemy"].update(name="Rat\x1b[31m")),
            f"rooms[{battle}].encounter.enemy.name", "control character U+001B")


@pytest.mark.parametrize("edit, words", [
    (lambda e: e.update(hp=10**6), "hp: 1000000 is too large (at most 99)"),  # a battle's odds recurse over hp
    (lambda e: e.update(hp=0), "hp: 0 is too small (at least 1)"),
    (lambda e: e.update(name="N" * 25), "name: too long (at most 24 characters)"),
    (lambda e: e["faces"].pop(), "faces: too short (at least 6 entries)"),
    (lambda e: e["faces"].__setitem__(1, "-0 HP"), 'faces[1]: a face is MISS, HIT or "-N HP"'),
    (lambda e: e["faces"].__setitem__(1, "-1000 HP"), "faces[1]: a face is MISS, HIT"),
    (lambda e: e.update(faces=["MISS"] * 6), "at least one face must be a hit"),
    (lambda e: e.update(icon="no-such-icon"), "icon: unknown icon 'no-such-icon'"),
    (lambda e: e.update(loot="d8"), "loot"),
])
def test_enemies_are_checked_where_they_stand(saved, edit, words):
    battle = index_of(saved, "battle")
    data = edited(saved, lambda d: edit(d["rooms"][battle]["encounter"]["enemy"]))
    with pytest.raises(ModelError) as err:
        dungeon_from_json(data, "n.json")
    assert str(err.value).startswith(f"n.json: rooms[{battle}].encounter.enemy"), err.value
    assert words in str(err.value), err.value


@pytest.mark.parametrize("kind_, key, words", [("battle", "enemy", "needs an enemy"),
                                               ("exit", "enemy", "needs an enemy (the final boss)"),
                                               ("shop", "options", "needs things to sell"),
                                               ("key", "key", "needs the colour of its key"),
                                               ("ladder", "ladder_to", "needs the room its ladder leads to")])
def test_an_encounter_needs_what_its_kind_uses(saved, kind_, key, words):
    i = index_of(saved, kind_)
    refused(edited(saved, lambda d: d["rooms"][i]["encounter"].pop(key)), f"rooms[{i}].encounter.{key}", words)


@pytest.mark.parametrize("text", ["Sword", "Sword (weapon level -3)", "Sword (weapon level 9)"])
def test_an_upgrade_names_a_weapon_level_the_battles_can_use(saved, text):
    data = edited(saved, lambda d: upgrade(d).update(text=text))
    with pytest.raises(ModelError, match=r"options\[\d\]\.text: an upgrade ends with its weapon level, 2 to 4"):
        dungeon_from_json(data, "n.json")


def test_a_deleted_room_leaves_its_ladder_door_or_number_pointing_nowhere(saved):
    ladder_top = saved["ladders"][0][1]
    gone = edited(saved, lambda d: d["rooms"].remove(next(r for r in d["rooms"] if r["at"] == ladder_top)))
    refused(gone, "ladders[0][1]", f"no room at {ladder_top}")
    door_end = saved["doors"][0]["between"][0]
    gone = edited(saved, lambda d: d["rooms"].remove(next(r for r in d["rooms"] if r["at"] == door_end)))
    with pytest.raises(ModelError, match=r"n\.json: (ladders|doors)\[\d\]"):
        dungeon_from_json(gone, "n.json")
    refused(edited(saved, lambda d: d["rooms"][2].update(number=2)), "rooms[2].number", "room 2 is already rooms[1]")
    refused(edited(saved, lambda d: d["rooms"][2].update(number=60)), "rooms[2].number", "there is no room 3")
    refused(edited(saved, lambda d: d.update(exit_room=53)), "exit_room", "no room 53")
    ladder = index_of(saved, "ladder")
    refused(edited(saved, lambda d: d["rooms"][ladder]["encounter"].update(ladder_to=60)),
            f"rooms[{ladder}].encounter.ladder_to", "no room 60")


def test_the_record_and_the_claimed_figures_are_checked_too(saved):
    refused(edited(saved, lambda d: d["params"].update(critical_loss=["a", 1])), "params.critical_loss[0]",
            "expected a number")
    # verify re-runs the simulation the file claims: its size is bounded like the --runs option
    refused(edited(saved, lambda d: d["simulation"].update(runs=10**9)), "simulation.runs", "at most 5000")
    refused(edited(saved, lambda d: d["simulation"]["players"].update(cheater=d["simulation"]["players"]["greedy"])),
            "simulation.players.cheater", "expected 'greedy' or 'random'")


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pnp", *args], capture_output=True, text=True)


@pytest.mark.parametrize("edit, needle", [
    (lambda d: d.update(levels=[]), "levels: too short"),
    (lambda d: d["rooms"].pop(5), "no room at"),
    (lambda d: d.update(rooms=d["rooms"] * 10), "rooms: too long (at most 288 entries)"),
])
def test_the_cli_refuses_a_bad_notebook_in_one_line_and_writes_nothing(saved, tmp_path, edit, needle):
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(edited(saved, edit)))
    for args in (("verify", str(path)), ("render", str(path), "--out", str(tmp_path / "out"))):
        result = run(*args)
        lines = result.stderr.splitlines()
        assert result.returncode == 2 and len(lines) == 1, result.stderr
        assert lines[0].startswith(f"pnp: error: {path}: ") and needle in lines[0], lines[0]
        assert "Traceback" not in result.stderr and result.stdout == ""
    assert not (tmp_path / "out").exists()
