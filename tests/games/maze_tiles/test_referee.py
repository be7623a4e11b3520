"""The referee (tests/games/maze_tiles/referee.py) replays the simulator's recorded games and finds no illegal
move; and it catches illegal moves planted into real recorded games, naming the rule each one breaks."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
import time

import pytest

from pnp.games.maze_tiles.generate import generate_tileset
from pnp.games.maze_tiles.simulate.record import record_json
from pnp.games.maze_tiles.simulate.runs import simulate
from tests.games.maze_tiles.referee import referee, referee_game, state_before

VARIANTS = ("minotaur", "medusa", "cerberus")
PLAYERS = (2, 3, 4)



def _record(variant: str, players: int, games: int, seed: int = 1) -> dict:
    ts = generate_tileset(1, variant=variant)
    report = simulate(ts, players, games, seed, record=True)
    return json.loads(json.dumps(record_json(ts, report), allow_nan=False))


@pytest.fixture(scope="module")
def records() -> dict:
    """One game at 2, 3 and 4 players for each monster, plus a second minotaur game for more events."""
    out = {(v, p): _record(v, p, 1) for v in VARIANTS for p in PLAYERS}
    out["extra"] = _record("minotaur", 3, 2, seed=2)
    return out


def _events(records: dict, variant: str | None = None):
    """Every (record, game number, event index, event) of the fixture's games (of one monster if given)."""
    for key, rec in records.items():
        if variant is not None and rec["variant"] != variant:
            continue
        for g, game in enumerate(rec["games"]):
            for i, ev in enumerate(game["events"]):
                yield key, rec, g, i, ev


def _planted(records: dict, key, g: int, i: int, plant) -> list[str]:
    """The problems the referee finds in game ``g`` once ``plant`` has edited a deep copy of it, beyond those it
    found in the game as recorded."""
    rec = copy.deepcopy(records[key])
    before = set(referee_game(rec, g))
    plant(rec["games"][g]["events"])
    return [p for p in referee_game(rec, g) if p not in before]


def _set(i: int, **fields):
    """A plant: event ``i`` with ``fields`` changed."""
    return lambda events: events[i].update(fields)


def _caught(problems: list[str], i: int, words: str) -> bool:
    return any(f"event {i} " in p and words in p for p in problems)


# --- the simulator's games are legal -----------------------------------------------------------------------------

def test_the_fixture_games_are_quick_and_cover_every_event_the_referee_knows(records):
    seen = {(ev["do"], ev.get("via") or ev.get("how")) for _, _, _, _, ev in _events(records)}
    for needed in [("pay", None), ("move", "move"), ("explore", None), ("rotate", None), ("claim", None),
                   ("wound", None), ("attack", None), ("push", None), ("roll", None), ("monster", "step"),
                   ("monster", "enters"), ("win", None)]:
        assert needed in seen


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_referee_finds_no_illegal_move_in_simulated_games(records, variant):
    problems = [p for p in [referee(records[(variant, n)]) for n in PLAYERS] for p in p]
    assert problems == []


def test_the_cli_record_is_strict_json_and_replays_clean(tmp_path):
    path = tmp_path / "games.json"
    result = subprocess.run([sys.executable, "-m", "pnp", "simulate", "maze-tiles", "--players", "3", "--games",
                             "2", "--variant", "medusa", "--quiet", "--record", str(path)],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr

    def refuse(name):
        raise ValueError(f"{name} is not JSON")

    record = json.loads(path.read_text(encoding="utf-8"), parse_constant=refuse)
    assert record["format"] == "pnp maze-tiles games" and len(record["games"]) == 2
    assert referee(record) == []


@pytest.mark.slow
@pytest.mark.parametrize("variant", VARIANTS)
def test_the_referee_finds_no_illegal_move_in_forty_games_a_monster(variant):
    problems = []
    for players in PLAYERS:
        problems += referee(_record(variant, players, 14 if players < 4 else 12, seed=7))
    assert problems == []


def test_the_referee_is_fast(records):
    start = time.perf_counter()
    for rec in records.values():
        referee(rec)
    assert time.perf_counter() - start < 1.0


# --- planted illegal moves are caught ---------------------------------------------------------------------------

def test_a_move_through_a_wall_token_is_caught(records):
    """A recorded wall token laid instead between the two tiles of a later plain Move (the first such plant whose
    only effect before that Move is the wall itself)."""
    for key, rec, g, i, ev in _events(records):
        if ev["do"] != "wall":
            continue
        events = rec["games"][g]["events"]
        for j in range(i + 1, len(events)):
            if events[j]["do"] != "move" or events[j]["via"] != "move":
                continue
            state = state_before(rec, g, j)
            here, to = state.at[events[j]["hero"]], tuple(events[j]["to"])
            if state.side(here, to) is None:
                continue

            def plant(events, i=i, here=here, to=to):
                events[i]["between"] = [list(here), list(to)]

            problems = _planted(records, key, g, j, plant)
            if problems and f"event {j} " in problems[0]:
                assert _caught(problems, j, "through a wall token"), problems
                return
    pytest.fail("no recorded wall token could be laid across a later Move")


def test_a_move_onto_a_face_down_tile_is_caught(records):
    for key, rec, g, i, ev in _events(records):
        if ev["do"] == "move" and ev["via"] == "move":
            state = state_before(rec, g, i)
            here = state.at[ev["hero"]]
            down = [n for d in "NESW" if (n := state.nb(here, d)) is not None and not state.up(n)]
            if down:
                problems = _planted(records, key, g, i, _set(i, to=list(down[0])))
                assert _caught(problems, i, "face-down"), problems
                return
    pytest.fail("no Move beside a face-down tile")


def test_a_pay_below_the_printed_price_is_caught(records):
    for key, _, g, i, ev in _events(records):
        if ev["do"] == "pay" and ev["action"] == "rotate-tile":
            problems = _planted(records, key, g, i, _set(i, paid={**ev["paid"], "hand": 0}))
            assert _caught(problems, i, "price: red paid" if ev["hero"] == "red" else "price:"), problems
            assert any("the printed price is" in p for p in problems)
            return
    pytest.fail("no Turn tile paid")


def test_a_claim_on_the_wrong_key_tile_is_caught(records):
    for key, _, g, i, ev in _events(records):
        if ev["do"] == "claim":
            colour = ev["key"].split("-")[1]
            other = next(c for c in ("amber", "jade", "azure", "crimson") if c != colour)
            problems = _planted(records, key, g, i, _set(i, key=f"key-{other}-4"))
            assert _caught(problems, i, "key tile"), problems
            return
    pytest.fail("no key claimed")


def test_a_wound_on_an_already_wounded_slot_is_caught(records):
    for key, rec, g, i, ev in _events(records):
        if ev["do"] == "wound" and ev["slots"]:
            state = state_before(rec, g, i)
            if state.wounded[ev["hero"]]:
                old = sorted(state.wounded[ev["hero"]])[0]
                problems = _planted(records, key, g, i, _set(i, slots=[old, *ev["slots"][1:]]))
                assert _caught(problems, i, f"{old} is wounded already"), problems
                return
    pytest.fail("no second wound on a wounded hero")


def test_a_medusa_stare_that_skips_the_uppermost_free_slot_is_caught(records):
    for key, rec, g, i, ev in _events(records, "medusa"):
        if ev["do"] == "wound" and ev["stare"] and ev["slots"]:
            state = state_before(rec, g, i)
            free = [s for s in state.wound_order(ev["hero"]) if s not in state.wounded[ev["hero"]]]
            if len(free) > len(ev["slots"]):
                skipped = free[1:len(ev["slots"]) + 1]
                problems = _planted(records, key, g, i, _set(i, slots=skipped))
                assert _caught(problems, i, "stare: the stare lays wounds on the uppermost free slots"), problems
                return
    pytest.fail("no stare with a free slot to spare")


def test_a_win_with_three_keys_is_caught(records):
    """The last key claimed before a win taken out of the record: the hero wins with three."""
    for key, rec, g, i, ev in _events(records):
        if ev["do"] == "win":
            events = rec["games"][g]["events"]
            claim = max(j for j in range(i) if events[j]["do"] == "claim" and events[j]["hero"] == ev["hero"])

            def plant(events, claim=claim):
                del events[claim]

            problems = _planted(records, key, g, i - 1, plant)
            assert _caught(problems, i - 1, "holds 3 keys of 3 colours, not 4 of 4"), problems
            return
    pytest.fail("no recorded win")


def test_an_event_the_referee_does_not_know_is_a_problem(records):
    key, g = ("minotaur", 2), 0
    problems = _planted(records, key, g, 5, lambda events: events.insert(5, {"round": 1, "do": "teleport"}))
    assert _caught(problems, 5, "unknown event: the referee does not know 'teleport'"), problems


def test_an_event_after_the_win_is_a_problem(records):
    for key, _, g, i, ev in _events(records):
        if ev["do"] == "win":
            problems = _planted(records, key, g, i + 1, lambda events, i=i: events.append(dict(events[i - 1])))
            assert _caught(problems, i + 1, "nothing follows a win"), problems
            return
    pytest.fail("no recorded win")


def test_an_action_paid_for_and_not_carried_out_is_a_problem(records):
    key, g = ("minotaur", 3), 0
    events = records[key]["games"][g]["events"]
    i = next(i for i, ev in enumerate(events) if ev["do"] == "rotate")

    def plant(events):
        del events[i]

    problems = _planted(records, key, g, i, plant)
    assert any("paid for rotate-tile and did not carry it out" in p for p in problems), problems
