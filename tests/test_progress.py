"""Progress on the terminal (issue 19 item 4): every long command tells each step on stderr when it is a
terminal, says nothing in a pipe or with --quiet, and writes the same files either way.

The work's own reports are checked here in this process (a callback hears every step, and the result is the
one made without listening); the commands are run in a pseudo-terminal (slow: a process each).
"""

from __future__ import annotations

import io
import json

import pytest
from progress_helpers import files_under, pnp_in_pty, pnp_piped, progress_counts, three_steps

from pnp.cli.progress import Games, progress_line, ticking


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_the_line_is_shown_only_on_a_terminal_and_never_with_quiet(monkeypatch):
    monkeypatch.setattr("sys.stderr", io.StringIO())
    with progress_line("pnp x") as step:
        assert step is None  # a pipe or a file: nothing, not even the words formatted
    screen = Terminal()
    monkeypatch.setattr("sys.stderr", screen)
    with progress_line("pnp x", quiet=True) as step:
        assert step is None
    assert screen.getvalue() == ""
    with progress_line("pnp x") as step:
        assert step is not None
        step(1, 3, "deals measured")
        step(2, 3, "deals measured")
    shown = screen.getvalue()
    assert progress_counts(shown, "pnp x") == [(1, 3, "deals measured"), (2, 3, "deals measured")]
    assert shown.endswith("\n")  # the line is ended, so what follows starts on its own


def test_the_line_is_ended_when_the_work_fails(monkeypatch):
    screen = Terminal()
    monkeypatch.setattr("sys.stderr", screen)
    with pytest.raises(RuntimeError), progress_line("pnp x") as step:
        assert step is not None
        step(1, 2, "runs")
        raise RuntimeError("stop")
    assert screen.getvalue().endswith("\n")


def test_games_count_the_games_done_and_show_a_games_step(monkeypatch):
    calls = []
    shown = Games(["a", "b"], lambda done, total, what: calls.append((done, total, what)))
    shown.step("b", 5, 10, "deals measured")
    shown.done("a")
    assert calls == [(0, 2, "games done; b: 5/10 deals measured"), (1, 2, "games done (the last: a)")]
    assert Games(["a"], None).steps is None  # nobody shown: the workers are sent nothing


def heard():
    calls: list[tuple[int, int, str]] = []
    return calls, lambda done, total, what: calls.append((done, total, what))


def per_step(calls, total):
    """Each call one step further, up to ``total``."""
    return [(d, t) for d, t, _ in calls] == [(i, total) for i in range(1, total + 1)]


def test_the_maze_tiles_report_tells_each_deal_and_is_the_same_report():
    from pnp.games.maze_tiles.generate import generate_tileset
    from pnp.games.maze_tiles.report import playability_report

    ts = generate_tileset(2)
    calls, progress = heard()
    told = playability_report(ts, 6, 2, progress=progress)
    assert per_step(calls, 6)
    assert told.to_json() == playability_report(ts, 6, 2).to_json()


def test_the_notebook_simulation_tells_each_run_of_each_player_and_is_the_same_report():
    from pnp.games.notebook.generate import generate_dungeon
    from pnp.games.notebook.simulate import simulate

    d = generate_dungeon(4)
    calls, progress = heard()
    told = simulate(d, 6, 4, progress=progress)
    assert per_step(calls, 12)
    assert [w for _, _, w in calls] == ["runs played (the greedy player)"] * 6 + ["runs played (the random player)"] * 6
    assert told.to_json() == simulate(d, 6, 4).to_json()


def test_the_path_cards_simulation_tells_each_game_and_is_the_same_report():
    from pnp.games.path_cards.simulate import simulate

    calls, progress = heard()
    told = simulate("base", 3, 5, 7, progress=progress)
    assert per_step(calls, 5)
    assert told.to_json() == simulate("base", 3, 5, 7).to_json()


def test_a_minigame_set_tells_each_tile_and_is_the_same_set():
    from pnp.games.minigames.sets import generate_set

    calls, progress = heard()
    told = generate_set(5, ("sword", "key"), count=2, progress=progress)
    assert per_step(calls, 8)
    assert told == generate_set(5, ("sword", "key"), count=2)


@pytest.mark.slow
def test_a_deck_tells_every_proof_and_ends_with_every_card_and_is_the_same_deck():
    from pnp.games.labyrinth.deck import forget_proofs, generate_deck
    from pnp.games.labyrinth.generate import generate_sheet, params_for

    sheet = generate_sheet(params_for("A", (7, 7)), 1)
    counts = {"tutorial": 1, "easy": 2}
    forget_proofs()  # every proof made here, none remembered from another test
    calls, progress = heard()
    told = generate_deck({"A": sheet}, 1, counts, progress=progress)
    proofs = [int(w.split("(")[1].split()[0]) for _, _, w in calls]
    assert proofs[0] == 1 and all(b - a in (0, 1) for a, b in zip(proofs, proofs[1:]))  # one more per proof
    assert calls[-1][:2] == (3, 3) and all(t == 3 for _, t, _ in calls)
    assert [d for d, _, _ in calls] == sorted(d for d, _, _ in calls)
    assert told == generate_deck({"A": sheet}, 1, counts)  # the same proofs (remembered) make the same deck


@pytest.mark.slow
def test_balanced_labyrinths_tell_their_proofs_and_each_side_found():
    from pnp.games.labyrinth.deck import generate_deck
    from pnp.games.labyrinth.generate import generate_labyrinth
    from pnp.games.labyrinth.variants import balanced_labyrinths

    lab = generate_labyrinth(3)
    deck = generate_deck(lab, 3, {"tutorial": 1, "easy": 2})
    calls, progress = heard()
    told = balanced_labyrinths(lab, deck, 2, 3, progress=progress)
    assert calls[-1][:2] == (2, 2) and {t for _, t, _ in calls} == {2}
    assert [d for d, _, _ in calls] == sorted(d for d, _, _ in calls)
    assert told == balanced_labyrinths(lab, deck, 2, 3)


@pytest.mark.slow
def test_steps_of_games_in_worker_processes_reach_the_parent():
    from pnp.kits import per_game

    heard_steps: list[tuple] = []
    done: list[str] = []
    per_game(["a", "b"], ["a", "b"], three_steps, 2, done.append, lambda *step: heard_steps.append(step))
    assert done == ["a", "b"]
    for name in ("a", "b"):  # each worker's steps, in its order (the two may interleave)
        assert [s[1] for s in heard_steps if s[0] == name] == [1, 2, 3]
    # the task said to take longer is started (and so reported) first; the steps still all arrive
    done.clear()
    heard_steps.clear()
    per_game(["a", "b"], ["a", "b"], three_steps, 2, done.append, lambda *step: heard_steps.append(step),
             weights=[1.0, 5.0])
    assert done == ["b", "a"]
    assert sorted(s[:2] for s in heard_steps) == [(n, i) for n in ("a", "b") for i in (1, 2, 3)]


# --- the commands in a pseudo-terminal -------------------------------------------------------------------

COMMANDS = {  # small runs of every long command: its arguments, its label, the steps its line counts
    "objectives": (["objectives", "--difficulty", "easy", "--count", "2"], "pnp objectives", 2),
    "booklet": (["booklet", "--sheets", "2"], "pnp booklet", 2),
    "notebook": (["notebook", "--runs", "5"], "pnp notebook", 10),
    "maze-tiles": (["maze-tiles", "--setups", "12"], "pnp maze-tiles", 12),
    "minigames": (["minigames", "--count", "1", "--type", "sword,key"], "pnp minigames", 4),
    "simulate": (["simulate", "path-cards", "--games", "6"], "pnp simulate path-cards", 6),
    "kit": (["kit", "--game", "notebook,path-cards", "--jobs", "2"], "pnp kit", 2),
    "export": (["export", "tts", "--game", "path-cards"], "pnp export tts", 1),
}


@pytest.mark.slow
@pytest.mark.parametrize("name", COMMANDS)
def test_a_long_command_shows_each_step_on_a_terminal_only_and_writes_the_same_files(tmp_path, name):
    args, label, total = COMMANDS[name]
    runs = {how: tmp_path / how for how in ("tty", "pipe", "quiet")}
    for folder in runs.values():
        folder.mkdir()
    writes = name != "simulate"
    out = ["--out", "out"] if writes else []
    status, shown, tty_stdout = pnp_in_pty(*args, *out, cwd=runs["tty"])
    assert status == 0, shown
    counts = progress_counts(shown, label)
    assert counts and counts[-1][:2] == (total, total)
    if name == "kit":  # the games in two processes: their steps reach this line, a game's deals or runs
        runs_seen = [w for _, _, w in counts if w.startswith("games done; notebook: ")]
        assert len(runs_seen) > 100 and counts[-1][2].startswith("games done")
        assert any(w.startswith("games done; path-cards: 1/") and "kit files drawn" in w for _, _, w in counts)
    elif name == "export":  # one game, its images drawn one by one
        drawn = [w for _, _, w in counts if "images drawn" in w]
        assert drawn[0].startswith("games done; path-cards: 1/") and len(drawn) > 2
    elif name == "objectives":  # the trial cards on the seed's labyrinth first, then the deck's, proof by proof
        assert any("trial cards proven (1 proof)" in w for _, _, w in counts)
        assert [w for _, _, w in counts if w.startswith("cards proven")]
    else:  # every step told, one at a time
        assert [(d, t) for d, t, _ in counts] == [(i, total) for i in range(1, total + 1)]
    piped = pnp_piped(*args, *out, cwd=runs["pipe"])
    assert piped.returncode == 0 and label.encode() + b":" not in piped.stderr
    made = files_under(runs["tty"] / "out") if writes else {"stdout": tty_stdout}
    assert made and made == (files_under(runs["pipe"] / "out") if writes else {"stdout": piped.stdout})
    if name == "kit":
        return  # --quiet is the same switch in every command; the kit's run is the longest to repeat
    status, quiet_shown, quiet_stdout = pnp_in_pty(*args, *out, "--quiet", cwd=runs["quiet"])
    assert status == 0 and not progress_counts(quiet_shown, label)
    assert made == (files_under(runs["quiet"] / "out") if writes else {"stdout": quiet_stdout})


@pytest.mark.slow
def test_solve_tells_each_side_of_a_labyrinth(tmp_path):
    from pnp.games.labyrinth.cards import ObjectiveCard, Row
    from pnp.games.labyrinth.generate import generate_labyrinth
    from pnp.games.labyrinth.jsonio import card_to_json, labyrinth_to_json

    (tmp_path / "lab.json").write_text(json.dumps(labyrinth_to_json(generate_labyrinth(1))))
    card = ObjectiveCard("E1", "easy", "A", (Row("per", 1, symbol="gem"), Row("exit", 2, names=("troll",))))
    (tmp_path / "card.json").write_text(json.dumps(card_to_json(card)))
    args = ["solve", "lab.json", "--objective", "card.json", "--json"]
    status, shown, answer = pnp_in_pty(*args, cwd=tmp_path)
    assert status == 0, shown
    told = [(d, t) for d, t, _ in progress_counts(shown, "pnp solve")]
    assert [x for i, x in enumerate(told) if i == 0 or told[i - 1] != x] == [(0, 2), (1, 2), (2, 2)]  # and ticks
    piped = pnp_piped(*args, cwd=tmp_path)
    assert b"pnp solve:" not in piped.stderr
    assert untimed(json.loads(piped.stdout)) == untimed(json.loads(answer))  # the same proof, but for its time


@pytest.mark.slow
def test_verify_explain_tells_the_proofs_of_its_pars(tmp_path):
    from pnp.games.labyrinth.generate import generate_labyrinth
    from pnp.games.labyrinth.jsonio import labyrinth_to_json

    (tmp_path / "lab.json").write_text(json.dumps(labyrinth_to_json(generate_labyrinth(2))))
    args = ["verify", "lab.json", "--explain"]
    status, shown, said = pnp_in_pty(*args, cwd=tmp_path)
    assert status == 0, shown
    counts = progress_counts(shown, "pnp verify")
    assert any(w == "trial cards proven (1 proof)" for _, _, w in counts)  # the seed's labyrinth's first
    assert counts[-1][0] == counts[-1][1]
    piped = pnp_piped(*args, cwd=tmp_path)
    assert b"pnp verify:" not in piped.stderr and piped.stdout == said
    status, quiet_shown, quiet_said = pnp_in_pty(*args, "--quiet", cwd=tmp_path)
    assert status == 0 and not progress_counts(quiet_shown, "pnp verify") and quiet_said == said


def untimed(sides: list[dict]) -> list[dict]:
    return [{k: v for k, v in side.items() if k != "seconds"} for side in sides]


def test_a_long_step_ticks_while_it_runs_and_stops_when_it_ends():
    import threading
    import time

    told: list[tuple[int, int, str]] = []
    with ticking(lambda *step: told.append(step), 1, 2, lambda seconds: f"{seconds:.2f}", every=0.02):
        deadline = time.monotonic() + 120  # one long step that tells nothing itself, until two ticks are told
        while len(told) < 2 and time.monotonic() < deadline:
            time.sleep(0.01)
    ticks = len(told)
    assert "progress-ticker" not in {t.name for t in threading.enumerate()}  # nothing can tell any more
    assert ticks >= 2 and len(told) == ticks  # told while the step ran, never after
    assert {(d, t) for d, t, _ in told} == {(1, 2)}
    seconds = [float(w) for _, _, w in told]
    assert seconds == sorted(seconds) and seconds[0] > 0


def test_nothing_ticks_when_nobody_listens():
    import threading
    import time

    asked: list[float] = []
    with ticking(None, 0, 1, lambda seconds: str(asked.append(seconds)), every=0.01):
        assert "progress-ticker" not in {t.name for t in threading.enumerate()}
        time.sleep(0.05)
    assert not asked  # no line to tell, so no words are even made
