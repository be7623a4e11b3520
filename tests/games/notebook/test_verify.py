"""`pnp verify` on notebooks: every room reachable without entering the exit (with a witness re-checked here),
and every claim the printed pages make, each named in the verdict's message or its problems."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import replace

import pytest
from notebook_helpers import replay, replay_reach, rooms_behind_the_exit, tiny

from pnp.games.notebook.generate import NotebookParams, generate_dungeon
from pnp.games.notebook.jsonio import dungeon_to_json
from pnp.games.notebook.model import Enemy, Face, Option, Outcome
from pnp.games.notebook.verify import verify_dungeon
from pnp.games.notebook.views import exits


def test_a_room_reachable_only_through_the_exit_is_rejected_and_named():
    # level 2: the ladder arrives at (2,0,0); a wall keeps (2,1,0), room 8, apart from it, so the only way to
    # room 8 is through the exit room 10, whose battle ends the game
    d = tiny(walls=[((2, 0, 0), (2, 1, 0))])
    assert rooms_behind_the_exit(d) == [8]
    v = verify_dungeon(d)
    assert not v.ok
    assert any("through the exit room 10" in p and p.endswith(": 8") for p in v.problems), v.problems


# the seeds the independent checker found, and some others: the exit never cuts a room off
@pytest.mark.parametrize("seed, doors", [(20, 3), (25, 3), (31, 3), (44, 3), (70, 3), (3, 6), (11, 6), (500, 3)])
def test_every_room_is_reachable_without_entering_the_exit_and_the_witness_says_so(seed, doors):
    d = generate_dungeon(seed, NotebookParams(doors=doors))
    assert rooms_behind_the_exit(d) == []
    v = verify_dungeon(d)
    assert v.ok, v.problems
    assert replay_reach(d, v.witness) == {r.number for r in d.rooms}
    replay(d)
    assert f"without entering the exit room {d.exit_room}" in v.message
    enemies = sum(1 for r in d.rooms if r.encounter.enemy is not None) - 1
    assert f"all {enemies} enemies besides the boss" in v.message


def test_a_witness_that_walks_through_the_exit_fails_the_replay():
    d = generate_dungeon(20)
    v = verify_dungeon(d)
    exit_room = d.exit_room
    neighbour = next(n for n, _ in d.neighbours(d.room(exit_room).cell))
    bad = dict(v.witness)
    bad["reached_from"] = [[r, exit_room] if r == d.room_at[neighbour].number else [r, c]
                           for r, c in v.witness["reached_from"]]
    with pytest.raises(AssertionError):
        replay_reach(d, bad)


# --- the claims of the printed pages -------------------------------------------------------

def with_room(d, number, **changes):
    room = d.room(number)
    new = replace(room, encounter=replace(room.encounter, **changes))
    return replace(d, rooms=tuple(new if r.number == number else r for r in d.rooms))


def first(d, kind):
    return next(r for r in d.rooms if r.encounter.kind == kind)


@pytest.fixture(scope="module")
def good():
    return generate_dungeon(5)


def test_the_verdict_lists_each_claim_it_checked(good):
    v = verify_dungeon(good)
    assert v.ok
    for words in ("keys in the order", "each reached before its door", "without entering the exit room",
                  "ladder", "weapon levels 2 to", "faces 1 to 6", "toughest", "critical path expected loss"):
        assert words in v.message, words


def test_a_ladder_page_that_points_at_the_wrong_room_is_a_problem(good):
    room = first(good, "ladder")
    bad = with_room(good, room.number, ladder_to=room.encounter.ladder_to % len(good.rooms) + 1)
    problems = verify_dungeon(bad).problems
    assert any(f"room {room.number}'s page must show its ladder" in p for p in problems)


def test_a_gap_in_the_weapon_upgrades_is_a_problem(good):
    shop = next(r for r in good.rooms
                if any(o.effect == "upgrade" and o.weapon_level == 2 for o in r.encounter.options))
    options = tuple(o for o in shop.encounter.options if o.effect != "upgrade")
    problems = verify_dungeon(with_room(good, shop.number, options=options)).problems
    assert any("weapon levels 2, 3" in p for p in problems)


def test_an_event_that_misses_a_face_is_a_problem(good):
    room = first(good, "roll")
    outcomes = (Outcome((1, 2, 3), "Half the faces."),)
    problems = verify_dungeon(with_room(good, room.number, outcomes=outcomes)).problems
    assert any(f"room {room.number}: one roll must decide the event" in p for p in problems)


def test_a_final_enemy_weaker_than_another_is_a_problem(good):
    weak = Enemy("Tired Guard", "orc", 1, (Face("hit"),) * 6, 1)
    problems = verify_dungeon(with_room(good, good.exit_room, enemy=weak)).problems
    assert any("tougher than the rest" in p for p in problems)


def test_a_key_that_opens_nothing_and_a_key_message_without_its_colour_are_problems(good):
    empty = first(good, "none")
    stray = next(c for c in ("ivory", "copper", "ruby", "jade") if all(door.key != c for door in good.doors))
    with_stray = with_room(good, empty.number, kind="key", key=stray, message=f"The {stray} key.")
    problems = verify_dungeon(with_stray).problems
    assert any(f"the {stray} key in room {empty.number} opens no door" in p for p in problems)
    room = first(good, "key")
    problems = verify_dungeon(with_room(good, room.number, message="Something shiny.")).problems
    assert any("does not name" in p for p in problems)


def test_a_critical_path_outside_its_printed_target_is_a_problem(good):
    bad = replace(good, params=good.params | {"critical_loss": [0.0, 1.0]})
    assert any("outside its target" in p for p in verify_dungeon(bad).problems)


def test_two_shops_selling_the_shield_is_a_problem(good):
    shops = [r for r in good.rooms if r.encounter.kind == "shop"]
    shield = Option("Shield", -7, 0, "shield")
    bad = good
    for r in shops[:2]:
        bad = with_room(bad, r.number,
                        options=tuple(o for o in r.encounter.options if o.effect != "shield") + (shield,))
    assert any("more than one shop sells the shield" in p for p in verify_dungeon(bad).problems)


def test_pnp_verify_prints_what_it_checked_and_rejects_a_room_behind_the_exit(tmp_path):
    d = tiny(walls=[((2, 0, 0), (2, 1, 0))])
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(dungeon_to_json(d)))
    good_file = tmp_path / "good.json"
    good_file.write_text(json.dumps(dungeon_to_json(generate_dungeon(2))))
    run = [sys.executable, "-m", "pnp", "verify"]
    ok = subprocess.run([*run, str(good_file)], capture_output=True, text=True)
    assert ok.returncode == 0 and "without entering the exit room" in ok.stdout
    rejected = subprocess.run([*run, str(bad)], capture_output=True, text=True)
    assert rejected.returncode == 1 and "through the exit room 10" in rejected.stdout



def test_the_simulated_players_figures_of_a_saved_notebook_are_re_run(good):
    from pnp.games.notebook.jsonio import dungeon_from_json
    from pnp.games.notebook.simulate import simulate

    data = json.loads(json.dumps(dungeon_to_json(good) | {"simulation": simulate(good, 6, good.seed).to_json()}))
    v = verify_dungeon(dungeon_from_json(data))
    assert v.ok and "simulated players' figures re-run (6 runs each): the same" in v.message
    data["simulation"]["players"]["random"]["max_deaths"] += 1
    problems = verify_dungeon(dungeon_from_json(data)).problems
    assert any("the random player's max_deaths re-runs as" in p for p in problems), problems
    # without figures in the file, nothing is said about them
    assert "simulated" not in verify_dungeon(good).message


def test_an_exit_room_facing_a_way_out_is_refused_naming_the_room_behind_its_gate(good):
    """The exit's page draws its daylight gate in the far wall: a model whose exit faces a way out there would
    hang the EXIT sign over an ordinary numbered door."""
    room = good.room(good.exit_room)
    facing = next(f for f in ("N", "E", "S", "W")
                  if any(e.where == "ahead" for e in exits(good, replace(room, facing=f))))
    turned = replace(good, rooms=tuple(replace(r, facing=facing) if r is room else r for r in good.rooms))
    v = verify_dungeon(turned)
    ahead = next(e.room for e in exits(turned, turned.room(good.exit_room)) if e.where == "ahead")
    assert not v.ok
    assert any(f"the exit room {good.exit_room} faces {facing}" in p and f"room {ahead}" in p for p in v.problems)


def test_pnp_verify_recomputes_the_critical_path_and_reports_a_model_outside_its_target(good, tmp_path):
    """A hand-made notebook whose shops along the way sell the weapon levels in reverse (4 first, 2 last): the
    player fights at level 1 until the level 2 shop, so the critical path costs more than its target allows. An
    estimate that took the highest level seen called it within target."""
    from pnp.games.notebook.verify import escape

    route = list(dict.fromkeys(escape(good).route))
    shops = [n for n in route if any(o.effect == "upgrade" for o in good.room(n).encounter.options)]
    assert len(shops) == 3
    d = good
    for n, level in zip(shops, (4, 3, 2)):
        options = tuple(replace(o, text=f"{o.text.rsplit(' (', 1)[0]} (weapon level {level})")
                        if o.effect == "upgrade" else o for o in d.room(n).encounter.options)
        d = with_room(d, n, options=options)
    path = tmp_path / "reversed.json"
    path.write_text(json.dumps(dungeon_to_json(d)))
    result = subprocess.run([sys.executable, "-m", "pnp", "verify", str(path)], capture_output=True, text=True)
    low, high = NotebookParams().loss_target()
    assert result.returncode == 1, result.stdout
    assert f"outside its target {low:g} to {high:g}" in result.stdout and "Traceback" not in result.stderr
