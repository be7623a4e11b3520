"""The maze-tile simulator: whole games by the rules, reproducible figures, the command line, the generator's check
games and the measured balance (issue 32). Legality move by move is the referee's (test_referee.py)."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from pnp.errors import PnpError
from pnp.games.maze_tiles import generate
from pnp.games.maze_tiles.generate import TileSetParams, generate_tileset
from pnp.games.maze_tiles.simulate import balance
from pnp.games.maze_tiles.simulate.runs import simulate
from pnp.games.maze_tiles.simulate.table import MAX_ROUNDS
from tests.cli_helpers import assert_refused

FIGURES = ("rounds_median", "rounds_p90", "turns_median", "turns_p90", "win_share_seat_1", "monster_win_share",
           "knocked_out_share", "keys_found_per_round", "desperation_cards_drawn_per_game", "walls_placed_per_game")


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pnp", *args], capture_output=True, text=True)


@pytest.fixture(scope="module")
def tiles():
    return generate_tileset(1)


def test_every_game_ends_with_a_hero_on_the_door_holding_four_keys_or_at_the_round_cap(tiles):
    report = simulate(tiles, 3, 6, 5, record=True)
    for rec in report.records:
        assert rec.problem is None
        events = rec.log
        if rec.winner_seat is None:
            assert rec.rounds == MAX_ROUNDS
            continue
        winner = rec.heroes[rec.winner_seat]
        assert events[-1] == {**events[-1], "do": "win", "hero": winner}
        claims = {e["key"].split("-")[1] for e in events if e["do"] == "claim" and e["hero"] == winner}
        assert len(claims) == 4  # one key of each colour
        assert rec.turns >= rec.rounds - 1 and rec.rounds <= MAX_ROUNDS


def test_the_same_seed_gives_the_same_games_and_another_seed_others(tiles):
    a, b = simulate(tiles, 2, 5, 3), simulate(tiles, 2, 5, 3)
    assert a.to_json() == b.to_json()
    assert [r.rounds for r in a.records] == [r.rounds for r in b.records]
    c = simulate(tiles, 2, 5, 4)
    assert [(r.heroes, r.rounds, r.turns) for r in c.records] != [(r.heroes, r.rounds, r.turns) for r in a.records]


@pytest.mark.slow
def test_processes_do_not_change_the_figures(tiles):
    assert simulate(tiles, 2, 8, 9, jobs=2).to_json() == simulate(tiles, 2, 8, 9).to_json()


def test_wins_by_seat_and_the_monster_share_add_up_to_every_game(tiles):
    report = simulate(tiles, 4, 6, 2)
    assert sum(report.seat_shares()) + report.monster_share() == pytest.approx(1.0)
    figures = report.to_json()
    for name in FIGURES:
        assert name in figures
    assert {f"win_share_seat_{i}" for i in (1, 2, 3, 4)} <= set(figures)
    assert figures["illegal_moves"] == 0


def test_each_monster_plays_by_its_own_rule(tiles):
    """Medusa's attacks lay their wounds by her stare, the others' never; only Cerberus hunts."""
    by_variant = {v: simulate(replace(tiles, variant=v), 4, 4, 1, record=True) for v in ("minotaur", "medusa",
                                                                                         "cerberus")}
    events = {v: [e for r in rep.records for e in r.log] for v, rep in by_variant.items()}
    attack_wounds = {v: [e for e in evs if e["do"] == "wound" and e["cause"] == "attack" and e["slots"]]
                     for v, evs in events.items()}
    assert attack_wounds["medusa"] and all(e["stare"] or _shielded(events["medusa"], e) for e in
                                           attack_wounds["medusa"])
    assert attack_wounds["minotaur"] and not any(e["stare"] for e in attack_wounds["minotaur"])
    assert any(e["do"] == "monster" and e["how"] == "hunt" for e in events["cerberus"])
    assert not any(e["do"] == "monster" and e["how"] == "hunt" for v in ("minotaur", "medusa") for e in events[v])


def _shielded(events: list[dict], wound: dict) -> bool:
    """A Medusa wound laid by the player: Polished Shield was played just before."""
    i = events.index(wound)
    return any(e["do"] == "play" and e["card"] == "polished-shield" and e["hero"] == wound["hero"]
               for e in events[max(0, i - 3):i])


def test_the_command_prints_the_figures_and_writes_a_strict_json_record(tmp_path: Path):
    out = tmp_path / "games.json"
    result = run("simulate", "maze-tiles", "--players", "2", "--games", "3", "--seed", "2", "--quiet",
                 "--record", str(out))
    assert result.returncode == 0, result.stderr
    lines = dict(line.split(": ", 1) for line in result.stdout.strip().splitlines())
    assert lines["games"] == "3" and lines["players"] == "2" and lines["illegal_moves"] == "0"
    for name in FIGURES:
        assert name in lines
    data = json.loads(out.read_text(), parse_constant=lambda c: pytest.fail(f"not JSON: {c}"))
    assert data["format"] == "pnp maze-tiles games" and len(data["games"]) == 3
    assert all(g["events"][0]["do"] == "setup" for g in data["games"])


@pytest.mark.parametrize("args, needle", [
    (("--players", "5"), "--players"),
    (("--players", "two"), "--players"),
    (("--variant", "hydra"), "--variant"),
    (("--games", "0"), "--games"),
    (("--bots", "lazy"), "--bots"),
    (("--jobs", "0"), "--jobs"),
    (("--seed", "x"), "--seed"),
])
def test_bad_options_are_one_line_errors_naming_the_option(args, needle):
    assert_refused(run("simulate", "maze-tiles", "--games", "1", *args), needle)


def test_an_unwritable_record_is_refused_before_any_game_and_leaves_no_file(tmp_path: Path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    target = blocker / "games.json"
    assert_refused(run("simulate", "maze-tiles", "--games", "1", "--record", str(target)))
    assert not target.exists()


def test_a_generated_tile_set_has_passed_its_check_games():
    for seed in (1, 2, 3):
        assert balance.gate(generate_tileset(seed)).ok


def test_a_candidate_that_fails_its_check_games_is_passed_over(monkeypatch):
    params = TileSetParams()
    first = generate._candidate(11, params, 0)
    real = balance.gate
    monkeypatch.setattr(balance, "gate", lambda ts: replace(real(ts), stalled=1) if ts == first else real(ts))
    generate._checked.cache_clear()
    try:
        chosen = generate_tileset(11)
        assert chosen != first and chosen == generate._candidate(11, params, 1)
    finally:
        generate._checked.cache_clear()


def test_check_games_that_stall_fail_the_check(monkeypatch):
    """A check game nobody wins by the round cap (here a cap of 3 rounds, which no game reaches a win within) is
    the monster's, and the set fails its check."""
    from pnp.games.maze_tiles.simulate import turns

    monkeypatch.setattr(turns, "MAX_ROUNDS", 3)
    candidate = generate._candidate(21, TileSetParams(), 0)
    found = balance.gate.__wrapped__(candidate)
    assert found.stalled == found.games == balance.GATE_GAMES and not found.ok


def test_a_seed_with_no_candidate_passing_is_refused_with_a_plain_error(monkeypatch):
    real = balance.gate
    monkeypatch.setattr(balance, "gate", lambda ts: replace(real(ts), stalled=1))
    generate._checked.cache_clear()
    try:
        with pytest.raises(PnpError, match="check games"):
            generate_tileset(12)
    finally:
        generate._checked.cache_clear()


def test_the_balance_file_verdicts_follow_from_its_figures():
    data = balance.measured()
    assert [v.__dict__ for v in balance.verdicts(data["tables"])] == data["verdicts"]
    assert {(t["variant"], t["players"]) for t in data["tables"]} == {
        (v, p) for v in ("minotaur", "medusa", "cerberus") for p in (2, 3, 4)}


@pytest.mark.slow
def test_the_balance_file_is_what_the_simulator_measures():
    """The file's short two-player Minotaur run, replayed: the same figures, exactly (the games are seeded); its
    median agrees with the file's long run of the same table."""
    data = balance.measured()
    report = simulate(generate_tileset(data["seed"]), 2, balance.REPLAY_GAMES, data["seed"], jobs=2)
    assert balance.cell(report) == data["replay"]
    table = next(t for t in data["tables"] if t["variant"] == "minotaur" and t["players"] == 2)
    assert abs(table["rounds_mean"] - data["replay"]["rounds_mean"]) <= 4 * data["replay"]["rounds_se"]


def test_the_docs_print_the_balance_file_as_measured():
    docs = (Path(__file__).resolve().parents[3] / "docs" / "rules-maze-tiles.md").read_text(encoding="utf-8")
    assert balance.with_docs_table(docs, balance.measured()) == docs
