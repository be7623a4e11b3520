"""The labyrinth commands end to end."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import replace

import pytest
from labyrinth_fixtures import Row, S, card, sheet

from pnp.games.labyrinth.jsonio import card_to_json, sheet_to_json
from pnp.games.labyrinth.referee import referee
from pnp.jsonio import dumps


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pnp", *args], capture_output=True, text=True)


def one_line_error(result, *needles):
    assert result.returncode == 2, result
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in result.stderr, result.stderr
    for n in needles:
        assert n in lines[0], lines[0]


@pytest.fixture(scope="module")
def files(tmp_path_factory: pytest.TempPathFactory):
    """A labyrinth file from the sheet command and a card file; made once (about 3 s), read by the tests,
    never written."""
    folder = tmp_path_factory.mktemp("files")
    lab = folder / "lab.json"
    assert run("sheet", "--seed", "3", "--format", "json", "--out", str(lab)).returncode == 0
    c = folder / "card.json"
    c.write_bytes(dumps(card_to_json(card(Row("per", 1, symbol="gem"), Row("exit", 2, names=("troll",)), entry="any"))))
    return lab, c


def test_solve_json_answers_the_documented_keys_and_the_path_scores_as_claimed(files, tmp_path):
    lab, c = files
    result = run("solve", str(lab), "--objective", str(c), "--side", "A", "--json")
    assert result.returncode == 0, result.stderr
    answer = json.loads(result.stdout)
    assert {"solvable", "optimal", "score", "path"} <= answer.keys()
    assert answer["solvable"] and answer["optimal"]
    path_file = tmp_path / "path.json"
    path_file.write_text(json.dumps(answer["path"]))
    scored = json.loads(run("score", str(lab), "--objective", str(c), "--path", str(path_file),
                            "--side", "A", "--json").stdout)
    assert {"legal", "reason", "hearts_lost", "score"} <= scored.keys()
    assert scored["legal"] and scored["score"] == answer["score"]


def test_score_explains_an_illegal_path(files, tmp_path):
    lab, c = files
    path_file = tmp_path / "p.json"
    path_file.write_text("[[0, 0], [1, 1]]")
    scored = json.loads(run("score", str(lab), "--objective", str(c), "--path", str(path_file), "--json").stdout)
    assert scored["legal"] is False and scored["score"] == 0 and scored["reason"]


def test_sheet_writes_pdf_and_json_and_the_json_verifies(tmp_path):
    out = tmp_path / "sheets"
    assert run("sheet", "--side", "B", "--seed", "9", "--format", "pdf,json", "--out", str(out)).returncode == 0
    jsons = list(out.glob("*.json"))
    assert len(jsons) == 1 and list(out.glob("*.pdf"))
    assert json.loads(jsons[0].read_text())["width"] == 11
    verdict = run("verify", str(jsons[0]))
    assert verdict.returncode == 0 and "ok" in verdict.stdout


def test_the_same_seed_gives_byte_identical_sheet_files(tmp_path):
    for name in ("a", "b"):
        made = run("sheet", "--seed", "4", "--side", "B", "--format", "pdf,svg,json", "--out", str(tmp_path / name))
        assert made.returncode == 0, made.stderr
    a, b = sorted((tmp_path / "a").iterdir()), sorted((tmp_path / "b").iterdir())
    assert [f.name for f in a] == [f.name for f in b] and {f.suffix for f in a} == {".pdf", ".svg", ".json"}
    for f in a:
        assert f.read_bytes() == (tmp_path / "b" / f.name).read_bytes(), f.name


def gem_sheet():
    """The 5 × 5 test sheet with six gems, a sword and two rats: no scrolls, no ghosts, no skeletons."""
    gems = {(x, y): S("gem") for x, y in ((1, 1), (3, 1), (1, 2), (3, 2), (1, 3), (3, 3))}
    return sheet({**gems, (2, 2): S("sword"), (2, 1): S("rat"), (2, 3): S("rat")})


def test_objectives_against_a_hand_written_sheet_ask_only_for_what_it_has(tmp_path):
    s = tmp_path / "mine.json"
    s.write_bytes(dumps(sheet_to_json(gem_sheet())))
    out = tmp_path / "deck.json"
    result = run("objectives", "--difficulty", "easy,medium", "--count", "3", "--against", str(s), "--format", "json",
                 "--out", str(out))
    assert result.returncode == 0, result.stderr
    deck = json.loads(out.read_text())
    assert deck["kind"] == "objective-deck" and len(deck["cards"]) == 6
    # one custom sheet: its pars are side A's only, never a copy of the same sheet posing as side B
    assert all(set(c["par"]) == {"A"} for c in deck["cards"])
    asked = {(r["kind"], r.get("symbol", "")) for c in deck["cards"] for r in c["rows"]}
    assert not asked & {("scrolls", ""), ("ghosts", ""), ("per", "skeleton"), ("per", "scroll"), ("per", "ghost")}
    verdict = run("verify", str(out))
    assert verdict.returncode == 0 and "re-scored by the referee" in verdict.stdout


def test_objectives_refuse_a_third_sheet_instead_of_ignoring_it(tmp_path):
    paths = []
    for name in ("one", "two", "three"):
        paths += ["--against", str(tmp_path / f"{name}.json")]
        (tmp_path / f"{name}.json").write_bytes(dumps(sheet_to_json(gem_sheet())))
    one_line_error(run("objectives", *paths, "--out", str(tmp_path)), "one or two sheets", "got 3")


def test_a_hand_written_sheet_with_an_unreachable_exit_is_refused(tmp_path, files):
    _, c = files
    s = tmp_path / "walled.json"
    s.write_bytes(dumps(sheet_to_json(sheet(walls=[((4, 0), (3, 0)), ((4, 0), (4, 1))]))))
    one_line_error(run("solve", str(s), "--objective", str(c)), "walled.json",
                   "boss spider at (4, 0) cannot be reached")


def test_bad_options_are_one_line_errors(tmp_path, files):
    lab, c = files
    one_line_error(run("sheet", "--size", "4x4", "--out", str(tmp_path)), "5x5 to 20x20")
    one_line_error(run("sheet", "--side", "C", "--out", str(tmp_path)), "--side")
    one_line_error(run("sheet", "--solution", "--out", str(tmp_path)), "--objective")
    one_line_error(run("solve", str(c), "--objective", str(c)), "expected a labyrinth-sheet or labyrinth file")
    one_line_error(run("score", str(lab), "--objective", str(c), "--path", str(c)),
                   "kind: expected 'labyrinth-path', got 'objective-card'")
    one_line_error(run("objectives", "--difficulty", "brutal", "--out", str(tmp_path)), "unknown difficulty 'brutal'")


BROKEN_SHEETS = {
    "doubled staircase": lambda d: d["symbols"].append({"at": [1, 1], "symbol": "staircase", "name": "A"}),
    "missing boss": lambda d: d.update(symbols=[s for s in d["symbols"] if s["symbol"] != "troll"]),
    "wall between far squares": lambda d: d["walls"].append([[0, 1], [2, 1]]),
    "wall off the sheet": lambda d: d["walls"].append([[4, 4], [5, 4]]),
    "symbol off the sheet": lambda d: d["symbols"].append({"at": [7, 7], "symbol": "gem"}),
    "walled-off boss": lambda d: d["walls"].extend([[[4, 0], [3, 0]], [[4, 0], [4, 1]]]),
    "boss behind three traps": lambda d: (
        d["walls"].extend([[[0, y], [1, y]] for y in range(4)]),
        d["symbols"].extend({"at": [0, y], "symbol": "trap"} for y in (1, 2, 3))),
    "size outside the limits": lambda d: d.update(width=30),
}


@pytest.mark.parametrize("name", BROKEN_SHEETS)
def test_render_refuses_what_verify_rejects_with_the_same_message(tmp_path, name):
    data = sheet_to_json(sheet())
    BROKEN_SHEETS[name](data)
    f = tmp_path / "broken.json"
    f.write_bytes(dumps(data))
    verdict = run("verify", str(f))
    assert verdict.returncode == 1 and "REJECTED" in verdict.stdout, verdict
    out = tmp_path / "out"
    rendered = run("render", str(f), "--out", str(out))
    one_line_error(rendered, "REJECTED")
    assert rendered.stderr.strip() == "pnp: error: " + verdict.stdout.strip()
    assert not out.exists()


def test_an_unproven_solution_never_reads_as_the_best_score():
    from pnp.games.labyrinth.solver import Solution
    from pnp.games.labyrinth.solver import describe_solution as _describe_solution

    s = sheet()
    path = ((0, 4), (0, 3), (0, 2), (0, 1), (0, 0))
    result = referee(s, card(Row("exit", 1, names=("minotaur",))), path)
    unproven = Solution(True, False, 1, path, result, 2.0, 60.0, "FEASIBLE")
    text = _describe_solution(s, unproven)
    assert "NOT proven best" in text and "bound is 2" in text and "best score" not in text
    assert "proven optimal" in _describe_solution(s, replace(unproven, optimal=True, bound=1.0))
