"""A labyrinth of the user's own goes everywhere a generated one goes: the kit (--labyrinth), the booklet
(--labyrinth, repeatable), and one card of a deck (--card) for solve, score, render and objectives."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from labyrinth_fixtures import sheet

from pnp.games.labyrinth.deck import generate_deck
from pnp.games.labyrinth.files import load_sheets
from pnp.games.labyrinth.jsonio import card_body, deck_to_json, labyrinth_to_json, sheet_body, sheet_to_json
from pnp.games.labyrinth.model import Labyrinth
from pnp.games.labyrinth.referee import referee
from pnp.jsonio import dumps

# A hand-typed 5 × 5 sheet: six gems, a sword, two rats, two inner walls (docs/sheet-text-format.md).
MINE = """\
# A hand-typed 5x5 sheet for the custom-design tests.
title: The cellar
+---+---+---+---+---+
| M       T       W |
+   +   +   +   +   +
|     *   R   * |   |
+   +   +   +   +---+
|     *   S   *     |
+---+   +   +   +   +
|     *   R   *     |
+   +   +   +   +   +
| A       B       C |
+---+---+---+---+---+
"""


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pnp", *args], capture_output=True, text=True)


def one_line_error(result: subprocess.CompletedProcess, *needles: str) -> str:
    assert result.returncode == 2, result
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in result.stderr, result.stderr
    for n in needles:
        assert n in lines[0], lines[0]
    return lines[0]


@pytest.fixture(scope="module")
def designs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """mine.txt (typed), a two-sided labyrinth file of two small sheets, a sheet verify rejects, a bare sheet
    (no objective can reach a par of 5 on it) and a small deck proven on mine.txt."""
    folder = tmp_path_factory.mktemp("designs")
    mine = folder / "mine.txt"
    mine.write_text(MINE)
    typed = load_sheets(str(mine), None)[0]
    side_b = load_sheets(str(_generated_small(folder)), None)[0]
    from dataclasses import replace

    lab = folder / "lab.json"
    lab.write_bytes(dumps(labyrinth_to_json(Labyrinth("two-small", 0, replace(typed, side="A"),
                                                      replace(side_b, side="B")))))
    walled = folder / "walled.json"
    walled.write_bytes(dumps(sheet_to_json(sheet(walls=[((4, 0), (3, 0)), ((4, 0), (4, 1))]))))
    bare = folder / "bare.json"
    bare.write_bytes(dumps(sheet_to_json(sheet())))
    deck = folder / "deck.json"
    deck.write_bytes(dumps(deck_to_json(generate_deck({"A": typed}, 7, {"easy": 2, "medium": 2}))))
    return {"mine": mine, "lab": lab, "walled": walled, "bare": bare, "deck": deck}


def _generated_small(folder: Path) -> Path:
    """A generated 7 × 7 sheet on which a tutorial card reaches the floor of 5: with its four gems that takes every
    gem, which some seeds' sheets do not allow (seed 5's, since the staircases are spread by sight)."""
    out = folder / "seven.json"
    assert run("sheet", "--size", "7x7", "--seed", "4", "--format", "json", "--out", str(out)).returncode == 0
    return out


# --- the kit -------------------------------------------------------------------------

@pytest.fixture(scope="module")
def kit(designs, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A two-player labyrinth kit on mine.txt (about 8 s), read by the tests below, never written."""
    out = tmp_path_factory.mktemp("kit") / "kit"
    result = run("kit", "--game", "labyrinth", "--players", "2", "--labyrinth", str(designs["mine"]),
                 "--out", str(out), "--quiet")
    assert result.returncode == 0, result.stderr
    return out / "labyrinth"


@pytest.mark.slow  # a whole labyrinth kit (about 4 s); the kit's design options are checked fast below
def test_the_kit_prints_the_users_sheet_and_names_it(kit, designs):
    typed = load_sheets(str(designs["mine"]), None)[0]
    written = json.loads((kit / "json" / "labyrinth-sheet-A.json").read_text())
    assert written == json.loads(dumps(sheet_to_json(typed)))
    assert not (kit / "json" / "labyrinth.json").exists()  # no generated labyrinth rides along
    # one page per player, one side each (a single sheet is not printed double-sided)
    assert sorted(p.name for p in (kit / "svg" / "labyrinth-sheets").iterdir()) == ["page-001.svg", "page-002.svg"]
    readme = (kit / "README.txt").read_text()
    # the sheets' line in "What is in kit.pdf" names the design and its copies, one-sided
    sheets = next(line for line in readme.splitlines() if line.startswith("- page") and ": Labyrinth sheets." in line)
    assert "one-sided" in sheets.lower() and "Your design, mine.txt: 2 copies, one side each." in sheets
    assert "The labyrinth is your design (mine.txt)" in readme


def test_the_kits_deck_is_proven_on_the_users_sheet_and_verify_rescores_it(kit, designs):
    typed = load_sheets(str(designs["mine"]), None)[0]
    deck_file = kit / "json" / "objective-deck.json"
    deck = json.loads(deck_file.read_text())
    assert deck["sheets"] == {"A": json.loads(dumps(sheet_body(typed)))}
    assert deck["policy"]["side_b_not_below_a"] is False
    assert len(deck["cards"]) == 49 and all(set(c["par"]) == {"A"} and c["par"]["A"] >= 5 for c in deck["cards"])
    verdict = run("verify", str(deck_file))
    assert verdict.returncode == 0 and "re-scored by the referee" in verdict.stdout, verdict.stdout


def test_a_kit_on_a_design_verify_rejects_is_refused_in_verifys_words_before_any_work(designs, tmp_path):
    out = tmp_path / "kit"
    said = run("verify", str(designs["walled"])).stdout.strip()
    line = one_line_error(run("kit", "--game", "labyrinth", "--labyrinth", str(designs["walled"]), "--out", str(out)))
    assert line == f"pnp: error: {said}"
    assert not out.exists()


def test_kit_design_options_that_cannot_apply_are_one_line_errors(designs, tmp_path):
    out = tmp_path / "kit"
    mine = str(designs["mine"])
    one_line_error(run("kit", "--game", "labyrinth", "--labyrinth", mine, "--distinct-labyrinths", "--out", str(out)),
                   "--distinct-labyrinths", "--labyrinth")
    one_line_error(run("kit", "--game", "path-cards", "--labyrinth", mine, "--out", str(out)),
                   "--labyrinth", "labyrinth kit", "--game")
    one_line_error(run("kit", "--game", "labyrinth", "--labyrinth", str(designs["lab"]), "--labyrinth", mine,
                       "--out", str(out)), "--labyrinth", "one or two sheets", "got 3")
    one_line_error(run("kit", "--game", "labyrinth", "--labyrinth", str(tmp_path / "none.txt"), "--out", str(out)),
                   "none.txt")
    assert not out.exists()


def test_the_kit_options_keep_the_python_apis_older_name():
    from pnp.games.labyrinth.printouts import prepare_kit

    assert prepare_kit({"distinct": True}) == {"distinct": True}
    assert prepare_kit({"distinct_labyrinths": True, "labyrinth": ()}) == {"distinct": True}


@pytest.mark.slow  # a whole deck proven on two sides; the one-sheet kit above runs by default
def test_a_kit_on_a_two_sided_labyrinth_file_proves_both_sides(designs, tmp_path):
    out = tmp_path / "kit"
    result = run("kit", "--game", "labyrinth", "--players", "1", "--labyrinth", str(designs["lab"]),
                 "--out", str(out), "--quiet")
    assert result.returncode == 0, result.stderr
    kit = out / "labyrinth"
    assert json.loads((kit / "json" / "labyrinth.json").read_text()) == json.loads(designs["lab"].read_text())
    deck = json.loads((kit / "json" / "objective-deck.json").read_text())
    assert all(set(c["par"]) == {"A", "B"} for c in deck["cards"])
    assert "side A on the front, side B on the back" in (kit / "README.txt").read_text()
    assert run("verify", str(kit / "json" / "objective-deck.json")).returncode == 0


# --- the booklet ---------------------------------------------------------------------

def test_the_booklet_takes_the_designs_in_turn_each_objective_proven_on_its_sheet(designs):
    from pnp.games.labyrinth.candidates import misfit
    from pnp.kits.booklet import design_sheets, puzzles

    mine = design_sheets([str(designs["mine"]), str(designs["lab"])])
    assert [d.label for d in mine] == ["mine.txt", "lab.json, side A", "lab.json, side B"]
    made = puzzles(5, 4, designs=mine)
    assert [label for label, *_ in made] == ["mine.txt", "lab.json, side A", "lab.json, side B", "mine.txt"]
    for (label, one, card, sol, _), design in zip(made, mine + mine):
        assert one == design.sheet and not misfit(card, one), label
        assert sol.optimal and sol.score >= 5
        assert referee(one, card, sol.path).score == sol.score, label


def test_the_booklet_command_prints_the_designs_names(designs, tmp_path):
    import pypdfium2

    out = tmp_path / "b.pdf"
    result = run("booklet", "--sheets", "2", "--labyrinth", str(designs["mine"]), "--labyrinth", str(designs["lab"]),
                 "--out", str(out))
    assert result.returncode == 0, result.stderr
    pdf = pypdfium2.PdfDocument(str(out))
    text = " ".join(pdf[i].get_textpage().get_text_range() for i in range(len(pdf)))
    assert "puzzles on your labyrinths mine.txt, lab.json" in " ".join(text.split())
    assert "mine.txt · " in text and "lab.json, side A · " in text


def test_the_booklet_refuses_a_rejected_design_and_a_sheet_without_objectives(designs, tmp_path):
    out = tmp_path / "b.pdf"
    said = run("verify", str(designs["walled"])).stdout.strip()
    line = one_line_error(run("booklet", "--labyrinth", str(designs["mine"]), "--labyrinth", str(designs["walled"]),
                              "--out", str(out)))
    assert line == f"pnp: error: {said}"
    one_line_error(run("booklet", "--sheets", "1", "--labyrinth", str(designs["bare"]), "--out", str(out)),
                   "bare.json", "no easy, medium or hard objective card")
    assert not out.exists()


# --- one card of a deck --------------------------------------------------------------

def _card(deck_file: Path, card_id: str) -> dict:
    return next(c for c in json.loads(deck_file.read_text())["cards"] if c["id"] == card_id)


def test_solve_and_score_take_one_card_of_a_deck(designs, tmp_path):
    mine, deck = str(designs["mine"]), designs["deck"]
    solved = json.loads(run("solve", mine, "--objective", str(deck), "--card", "M2", "--json").stdout)
    assert solved["optimal"] and solved["score"] == _card(deck, "M2")["par"]["A"]
    path = tmp_path / "path.json"
    path.write_text(json.dumps(_card(deck, "E1")["witness"]["A"]))
    scored = json.loads(run("score", mine, "--objective", str(deck), "--card", "E1", "--path", str(path),
                            "--json").stdout)
    assert scored["legal"] and scored["score"] == _card(deck, "E1")["par"]["A"]


def test_render_of_a_deck_with_card_draws_that_card_only(designs, tmp_path):
    out = tmp_path / "out"
    result = run("render", str(designs["deck"]), "--card", "E2", "--format", "json,svg", "--out", str(out))
    assert result.returncode == 0, result.stderr
    written = json.loads((out / "deck-E2.json").read_text())
    assert written["kind"] == "objective-card" and written["id"] == "E2"
    assert written["$schema"] == "urn:pnp:schema:objective-card:1"
    assert {k: v for k, v in written.items() if k not in ("$schema", "kind", "version")} == _card(designs["deck"], "E2")
    # the card alone: its front as named, its back beside it, no aid or table of pars as numbered pages
    assert sorted(p.name for p in out.glob("*.svg")) == ["deck-E2-back.svg", "deck-E2.svg"]


def test_objectives_card_writes_the_card_of_that_id_in_the_deck_its_options_make(designs, tmp_path):
    from pnp.games.labyrinth.files import against_sheets

    out = tmp_path / "card.json"
    result = run("objectives", "--against", str(designs["mine"]), "--difficulty", "easy", "--count", "2",
                 "--card", "E2", "--seed", "4", "--format", "json", "--out", str(out))
    assert result.returncode == 0, result.stderr
    written = json.loads(out.read_text())
    deck = generate_deck(against_sheets((str(designs["mine"]),)), 4, {"easy": 2})
    assert written["kind"] == "objective-card"
    assert {k: v for k, v in written.items() if k not in ("$schema", "kind", "version")} == \
        json.loads(dumps(card_body(deck.cards[1])))
    assert run("verify", str(out)).returncode == 0


def test_unknown_card_ids_are_one_line_naming_known_ones_and_write_nothing(designs, tmp_path):
    mine, deck, out = str(designs["mine"]), str(designs["deck"]), tmp_path / "out"
    one_line_error(run("solve", mine, "--objective", deck, "--card", "Z9"), "'Z9'", "E1, E2, M1, M2")
    one_line_error(run("score", mine, "--objective", deck, "--card", "H1", "--path", deck), "'H1'", "E1, E2, M1, M2")
    one_line_error(run("render", deck, "--card", "X1", "--out", str(out)), "'X1'", "E1, E2, M1, M2")
    one_line_error(run("render", mine, "--card", "E1", "--out", str(out)), "--card", "labyrinth-sheet")
    # an id the deck of these options cannot hold is refused before any proof
    one_line_error(run("objectives", "--against", mine, "--difficulty", "easy", "--count", "2", "--card", "E3",
                       "--out", str(out)), "'E3'", "E1, E2")
    assert not out.exists()


def test_a_deck_where_a_card_is_expected_suggests_card(designs):
    line = one_line_error(run("solve", str(designs["mine"]), "--objective", str(designs["deck"])))
    assert "expected an objective-card file, got kind 'objective-deck'" in line and "--card ID" in line


def test_known_ids_shows_the_first_and_the_last_of_a_long_deck():
    from pnp.games.labyrinth.files import known_ids

    ids = ["T1"] + [f"E{i}" for i in range(1, 9)] + [f"H{i}" for i in range(1, 23)]
    assert known_ids(ids) == "T1, E1, E2, E3, E4, E5, E6, ..., H22 (31 cards)"
    assert known_ids(["E1", "E2"]) == "E1, E2"
