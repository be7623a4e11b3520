"""Labyrinth sheets drawn as text: exact both ways, every malformed file refused at its line and column,
and every command that reads a sheet reads the text form too."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pnp.errors import ModelError
from pnp.games.labyrinth.files import load_sheets, read_model_file
from pnp.games.labyrinth.generate import _attempt, generate_labyrinth, generate_sheet, params_for
from pnp.games.labyrinth.jsonio import sheet_from_json, sheet_to_json
from pnp.games.labyrinth.model import KINDS, SCROLL, STAIR_LETTERS, STAIRCASE, Sheet, Symbol
from pnp.games.labyrinth.text_format import CODES, SCROLL_NAME, labyrinth_to_text, parse_text, sheet_to_text
from pnp.games.labyrinth.verify import verify_sheet
from pnp.grid.core import all_edges
from pnp.model_file import is_text
from pnp.seeds import rng

DOCS = Path(__file__).resolve().parents[3] / "docs" / "sheet-text-format.md"

# A 7×7 sheet as a person would type it: symbols anywhere in their square, a title and notes the model does not keep.
HAND_TYPED = """\
# My first labyrinth, typed by hand.
title: The cellar
side: custom
notes: a small sheet to learn the game on
+---+---+---+---+---+---+---+
| M       T         |     W |
+   +---+   +---+   +   +   +
| *   I |     $     | *     |
+---+   +   +---+   +---+   +
| S   R           G       K |
+   +---+---+   +   +---+   +
|   | *       ^ |II   D     |
+   +   +---+   +---+   +   +
| *       Z |     *       G |
+   +---+   +---+   +---+   +
|         R     | ^  III    |
+---+   +   +   +   +---+   +
| A       B       C   *     |
+---+---+---+---+---+---+---+
"""

SMALL = """\
+---+---+---+
| A   M |   |
+   +---+   +
|     * | $ |
+---+---+---+
"""


def same(a: Sheet, b: Sheet) -> None:
    assert a == b and a.params == b.params and type(a.seed) is type(b.seed)  # params are not compared by ==
    assert [type(v) for v in a.params.values()] == [type(v) for v in b.params.values()]


def both_ways(sheet: Sheet) -> None:
    text = sheet_to_text(sheet)
    read = parse_text(text, "s.txt")
    assert read.kind == "labyrinth-sheet"
    same(read.model, sheet)
    assert sheet_to_text(read.model) == text


# --- exact both ways ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("size", [(n, n) for n in range(5, 21)] + [(5, 20), (20, 5), (7, 12)])
def test_generated_layouts_of_every_size_go_through_text_exactly(size):
    # the generator's own layouts (its attempts, before the verify loop that makes big sheets slow)
    for seed in range(3):
        both_ways(_attempt(params_for("A", size), seed, rng(seed, "text-format", *size), "T"))


def test_generated_playable_sheets_and_labyrinths_go_through_text_exactly():
    for seed in range(4):
        both_ways(generate_sheet(params_for("B", (7, 9)), seed))
    for seed in (1, 2):
        lab = generate_labyrinth(seed)
        text = labyrinth_to_text(lab)
        read = parse_text(text, "l.txt")
        assert read.kind == "labyrinth" and read.model == lab and labyrinth_to_text(read.model) == text
        same(read.model.side_b, lab.side_b)


@pytest.mark.slow
def test_many_verified_sheets_of_every_size_go_through_text_exactly():
    for n in range(5, 21):
        for seed in range(4):
            both_ways(generate_sheet(params_for("A", (n, n)), seed))
    for seed in range(10):
        lab = generate_labyrinth(seed)
        assert parse_text(labyrinth_to_text(lab), "l.txt").model == lab


def test_a_sheet_read_from_json_gives_the_same_text_as_the_sheet():
    sheet = generate_sheet(params_for("A"), 3)
    from_json = sheet_from_json(json.loads(json.dumps(sheet_to_json(sheet))), "s.json")  # 1.0 is 1 in JSON
    both_ways(from_json)
    assert parse_text(sheet_to_text(from_json), "s.txt").model == sheet


@st.composite
def sheets(draw) -> Sheet:
    """Any sheet the text format can draw: 2 to 20 squares a side, any walls, any writable symbols."""
    w, h = draw(st.integers(2, 20)), draw(st.integers(2, 20))
    walls = draw(st.sets(st.sampled_from(sorted(all_edges(w, h), key=sorted)), max_size=w * h))
    names = [Symbol(STAIRCASE, s) for s in STAIR_LETTERS] + [Symbol(SCROLL, n) for n in ("I", "IV", "XIX", "VVV")]
    pool = [Symbol(k) for k in CODES] + names
    cells = draw(st.lists(st.tuples(st.integers(0, w - 1), st.integers(0, h - 1)), unique=True, max_size=40))
    chosen = draw(st.lists(st.sampled_from(pool), min_size=len(cells), max_size=len(cells)))
    seen: set[Symbol] = set()
    symbols = {}
    for cell, symbol in zip(cells, chosen):
        if symbol.name and symbol in seen:
            continue  # a staircase letter or scroll name appears once
        seen.add(symbol)
        symbols[cell] = symbol
    params = draw(st.dictionaries(st.from_regex(r"[a-z_]{1,8}", fullmatch=True),
                                  st.one_of(st.integers(-10**9, 10**9), st.booleans(),
                                            st.floats(-1e9, 1e9, allow_nan=False, allow_infinity=False),
                                            st.sampled_from([0.0, 1.0, -2.0, 1e9]),  # whole floats: JSON spells 1
                                            st.text(st.characters(codec="utf-8", categories=("L", "N", "P", "Zs")),
                                                    max_size=20)),
                                  max_size=5))
    return Sheet(w, h, frozenset(walls), tuple(sorted(symbols.items())), draw(st.sampled_from(["A", "B", "custom"])),
                 draw(st.sampled_from(["", "X1-A"])), draw(st.one_of(st.none(), st.integers(0, 2**64 - 1))), params)


@settings(max_examples=60, deadline=None, database=None, derandomize=True)
@given(sheets())
def test_any_drawable_sheet_goes_through_text_exactly(sheet):
    both_ways(sheet)


@pytest.mark.slow
@settings(max_examples=2000, deadline=None, database=None)
@given(sheets())
def test_many_drawable_sheets_go_through_text_exactly(sheet):
    both_ways(sheet)


# --- what a person types -----------------------------------------------------------------------------------

def test_a_hand_typed_7_by_7_sheet_reads_and_verifies():
    sheet = parse_text(HAND_TYPED, "cellar.txt").model
    assert (sheet.width, sheet.height, sheet.side) == (7, 7, "custom")
    assert sheet.at[(0, 0)] == Symbol("minotaur") and sheet.at[(5, 3)] == Symbol("bow")
    assert sheet.at[(4, 3)] == Symbol(SCROLL, "II") and sheet.at[(0, 6)] == Symbol(STAIRCASE, "A")
    assert frozenset({(4, 0), (5, 0)}) in sheet.walls and frozenset({(1, 0), (1, 1)}) in sheet.walls
    assert verify_sheet(sheet).ok, verify_sheet(sheet).problems


def test_the_border_may_be_implied_and_the_grid_reads_the_same():
    drawn = parse_text(SMALL, "d.txt").model
    implied = " A   M |   \n   +---+   \n     * | $\n"  # no border; trailing spaces may go
    assert parse_text(implied, "i.txt").model == drawn
    assert parse_text(implied.replace(" $\n", " $    \n"), "i.txt").model == drawn
    # an empty first or last row of squares is invisible, but the row of corners next to it is not
    top_empty = parse_text("   +---+   \n A   M |   \n", "t.txt").model
    assert (top_empty.width, top_empty.height) == (3, 2) and top_empty.at[(0, 1)] == Symbol(STAIRCASE, "A")


def test_the_codes_are_one_table_and_no_square_reads_two_ways():
    assert set(CODES) == set(KINDS) - {STAIRCASE, SCROLL}
    assert len(set(CODES.values())) == len(CODES)
    for code in (*CODES.values(), *STAIR_LETTERS):
        assert not SCROLL_NAME.fullmatch(code)
        assert code not in STAIR_LETTERS or code not in CODES.values()


def test_the_docs_legend_is_the_code_table():
    text = DOCS.read_text(encoding="utf-8")
    documented = dict(re.findall(r"^\| `(\S{1,3})` \| (\w+) \|", text, re.MULTILINE))
    assert {documented[code]: code for code in documented if documented[code] in CODES} == CODES
    sheet = parse_text(text.split("```text\n")[1].split("```")[0], "docs.txt").model  # the docs' example reads
    assert verify_sheet(sheet).ok


def test_a_doubled_boss_reads_as_in_json_and_verify_refuses_it():
    sheet = parse_text(HAND_TYPED.replace("| S   R", "| M   R"), "two.txt").model  # the sword becomes a minotaur
    assert sheet.cells_with("minotaur") == [(0, 0), (0, 2)]
    assert "the minotaur appears 2 times (exactly once)" in verify_sheet(sheet).problems


def test_the_file_kind_comes_from_its_extension_or_its_first_character():
    assert is_text("a.txt", '{"kind": "x"}') and is_text("a.sheet", "+---+") and is_text("a.json", "# note\n+")
    assert not is_text("a.json", '  {"kind": "x"}') and not is_text("a", "[1, 2]")


# --- malformed files: one line, at the line and column ------------------------------------------------------

S = SMALL
MALFORMED = [
    ("ragged row", S.replace("|     * | $ |", "|     * | $"), 4, 12, "ragged row"),
    ("beyond the border", S.replace("| $ |", "| $ | |"), 4, 14, "beyond the grid"),
    ("wall between nothing", " A   M |   |\n   +---+   \n", 1, 12, "a wall between nothing"),
    ("left bar of an implied border", "|A   M |\n   +---+\n", 1, 1, "a wall between nothing"),
    ("wall inside a square", S.replace("| A   M |", "| A  |M |"), 2, 6, "a wall character where none can be"),
    ("bar under a square", S.replace("+   +---+   +", "+ | +---+   +"), 3, 3, "a wall character where none can be"),
    ("missing corner", S.replace("+   +---+   +", "+    ---+   +"), 3, 5, "expected '+' (a corner)"),
    ("gap in the border", S.replace("+---+---+---+\n| A", "+---+   +---+\n| A"), 1, 6, "the top border"),
    ("no bottom border", S.rsplit("+---", 3)[0].rstrip("\n") + "\n", 5, 1, "bottom border"),
    ("unknown code", S.replace(" M ", " Q "), 2, 7, "unknown symbol 'Q' (known: A B C staircases"),
    ("doubled staircase", S.replace(" $ ", " A "), 4, 11, "staircase A is already at line 2, column 3"),
    ("doubled scroll", S.replace(" $ ", " V ").replace(" * ", " V "), 4, 11, "scroll V is already at line 4, column 7"),
    ("two symbols in a square", S.replace(" * ", "S *"), 4, 8, "holds one symbol"),
    ("too wide", "+" + "---+" * 21 + "\n", 1, 82, "at most 20 squares wide"),
    ("too tall", "+---+---+\n" + "|   |   |\n+   +   +\n" * 21, 42, 1, "at most 20 squares tall"),
    ("too small", "+---+\n| A |\n+---+\n", 1, 1, "at least 2×2 squares"),
    ("corners misplaced", " A   M |\n    ---+\n", 2, 8, "first '+' in column 4"),
    ("a tab", S.replace("| A", "|\tA"), 2, 2, "a tab"),
    ("a control character", S.replace(" M ", " \x00 "), 2, 7, "U+0000"),
    ("unknown header", "colour: red\n" + S, 1, 1, "unknown header 'colour:'"),
    ("header after its grid", S + "id: x\n", 6, 1, "comes after a grid"),
    ("header twice", "id: a\nid: b\n" + S, 2, 1, "given twice (first on line 1)"),
    ("bad seed", "seed: -1\n" + S, 1, 7, "seed: -1 is too small"),
    ("seed not a number", "seed: 1.5\n" + S, 1, 7, "seed: expected a whole number"),
    ("infinite setting", "params: gems=1e999\n" + S, 1, 14, "params: gems=1e999: expected a number"),
    ("setting without a value", "params: gems= rats=1\n" + S, 1, 14, "expected a value"),
    ("long id", "id: " + "x" * 81 + "\n" + S, 1, 5, "id: too long"),
    ("second grid without side", S + "\n" + S, 7, 1, "a second grid needs its own 'side:'"),
    ("side C", "side: A\n" + S + "side: C\n" + S, 7, 7, "expected side B, got 'C'"),
    ("three grids", "side: A\n" + S + "side: B\n" + S + "side: A\n" + S, 13, 1, "one grid (a sheet) or two"),
    ("params on the labyrinth", "params: a=1\nside: A\n" + S + "side: B\n" + S, 1, 1, "belongs to a side"),
    ("side without a grid", "side: A\n" + S + "side: B\n", 7, 1, "no grid after it"),
    ("empty file", "", 1, 1, "empty file"),
    ("comments only", "# a sheet, one day\n", 2, 1, "no grid"),
]


@pytest.mark.parametrize(("text", "line", "column", "needle"), [m[1:] for m in MALFORMED],
                         ids=[m[0] for m in MALFORMED])
def test_a_malformed_file_is_refused_at_its_line_and_column(text, line, column, needle):
    with pytest.raises(ModelError) as caught:
        parse_text(text, "bad.txt")
    message = str(caught.value)
    assert message.startswith(f"bad.txt:{line}:{column}: "), message
    assert needle in message and "\n" not in message, message


@st.composite
def edited(draw) -> str:
    """A valid text file with a few characters replaced, inserted or deleted, or lines repeated or dropped."""
    text = draw(st.sampled_from([HAND_TYPED, SMALL, " A   M |   \n   +---+   \n     * | $\n",
                                 "id: L\nside: A\n" + SMALL + "\nside: B\n" + SMALL]))
    for _ in range(draw(st.integers(1, 4))):
        at = draw(st.integers(0, len(text)))
        piece = draw(st.sampled_from(["", " ", "|", "-", "---", "+", "\n", "#", ":", "M", "A", "II", "\t", "\x00",
                                      "side: B\n", "params: a=1e999\n", "é", "+---+---+---+\n"]))
        cut = draw(st.integers(0, 3))
        text = text[:at] + piece + text[at + cut:]
    return text


@settings(max_examples=150, deadline=None, database=None, derandomize=True)
@given(edited())
def test_an_edited_file_reads_exactly_or_is_refused_in_one_located_line(text):
    try:
        read = parse_text(text, "bad.txt")
    except ModelError as err:
        assert re.match(r"bad\.txt:\d+:\d+: \S", str(err)) and "\n" not in str(err), str(err)
        return
    model = read.model
    again = sheet_to_text(model) if read.kind == "labyrinth-sheet" else labyrinth_to_text(model)  # type: ignore[arg-type]
    assert parse_text(again, "again.txt").model == model


@pytest.mark.slow
@settings(max_examples=3000, deadline=None, database=None)
@given(edited())
def test_many_edited_files_read_exactly_or_are_refused_in_one_located_line(text):
    test_an_edited_file_reads_exactly_or_is_refused_in_one_located_line.hypothesis.inner_test(text)


def test_garbage_and_bad_encodings_are_one_line(tmp_path):
    cases = {"bin.txt": bytes(range(256)), "latin.txt": "side: Å\n".encode("latin-1"), "nul.txt": b"\x00" * 100,
             "empty.txt": b"", "blank.sheet": b"   \n\n"}
    for name, data in cases.items():
        path = tmp_path / name
        path.write_bytes(data)
        with pytest.raises(ModelError, match=re.escape(str(path)) + r"(:\d+:\d+)?: ") as caught:
            read_model_file(path)
        assert "\n" not in str(caught.value)


# --- the commands ------------------------------------------------------------------------------------------

def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pnp", *args], capture_output=True, text=True)


@pytest.mark.slow  # five commands in fresh processes (about 5 s); each reader is tested fast in-process above
def test_sheet_writes_text_that_verify_render_solve_and_score_read(tmp_path):
    lab = tmp_path / "lab.txt"
    made = run("sheet", "--seed", "7", "--format", "txt", "--out", str(lab))
    assert made.returncode == 0 and made.stdout.strip() == str(lab), made.stderr
    assert lab.read_text().count("side: ") == 2 and not list(tmp_path.glob("*.pdf"))  # txt only: nothing drawn
    checked = run("verify", str(lab))
    assert checked.returncode == 0 and checked.stdout.startswith(f"{lab}: labyrinth: ok"), checked
    drawn = run("render", str(lab), "--format", "svg", "--out", str(tmp_path / "drawn"))
    assert drawn.returncode == 0 and len(list((tmp_path / "drawn").glob("*.svg"))) == 2, drawn.stderr
    card = tmp_path / "card.json"
    card.write_text(json.dumps({"kind": "objective-card", "version": 1, "id": "T", "difficulty": "easy",
                                "entry": "A", "rows": [{"kind": "exit", "points": 2, "names": ["troll"]}]}))
    solved = run("solve", str(lab), "--objective", str(card), "--side", "B", "--json")
    assert solved.returncode == 0, solved.stderr
    answer = json.loads(solved.stdout)
    assert answer["solvable"] and answer["score"] == 2
    path = tmp_path / "path.json"
    path.write_text(json.dumps(answer["path"]))
    scored = run("score", str(lab), "--objective", str(card), "--path", str(path), "--side", "B", "--json")
    assert scored.returncode == 0 and json.loads(scored.stdout)["score"] == 2, scored.stderr


def test_one_sheet_as_text_and_json_is_the_same_sheet(tmp_path):
    made = run("sheet", "--seed", "6", "--size", "6x8", "--format", "txt,json", "--out", str(tmp_path))
    assert made.returncode == 0, made.stderr
    text, data = tmp_path / "sheet-custom-6.txt", tmp_path / "sheet-custom-6.json"
    from_text, from_json = read_model_file(text), sheet_from_json(json.loads(data.read_text()), str(data))
    assert not isinstance(from_text, dict) and from_text.model == from_json
    renamed = tmp_path / "no-suffix"
    renamed.write_bytes(text.read_bytes())  # told by its content
    assert load_sheets(str(renamed), None) == [from_json]


def test_a_hand_typed_sheet_verifies_from_the_command_line(tmp_path):
    sheet = tmp_path / "cellar.txt"
    sheet.write_text(HAND_TYPED)
    checked = run("verify", str(sheet))
    assert checked.returncode == 0 and "labyrinth-sheet: ok: 7×7" in checked.stdout, checked


def test_a_malformed_text_sheet_is_one_line_and_nothing_is_written(tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text(SMALL.replace(" M ", " Q "))
    out = tmp_path / "out"
    for args in (("verify", str(bad)), ("render", str(bad), "--out", str(out)),
                 ("solve", str(bad), "--objective", str(bad))):
        result = run(*args)
        assert result.returncode == 2 and "Traceback" not in result.stderr, result
        assert result.stderr.strip().splitlines() == [f"pnp: error: {bad}:2:7: unknown symbol 'Q' (known: "
                                                      + result.stderr.split("(known: ")[1].strip()]
    assert not out.exists()


def test_text_is_offered_by_the_sheet_command_only(tmp_path):
    refused = run("objectives", "--format", "txt", "--out", str(tmp_path))
    assert refused.returncode == 2 and "unknown format 'txt'" in refused.stderr
    wrong = run("sheet", "--format", "pdf", "--out", str(tmp_path / "x.txt"))
    assert wrong.returncode == 2 and "ends in .txt but the format is pdf" in wrong.stderr
    assert not list(tmp_path.iterdir())


def test_a_sheet_keeps_its_title_in_text_and_json_and_prints_it_as_its_heading():
    from pnp.catalog import paper
    from pnp.games.labyrinth.sheet_page import sheet_page
    from pnp.scene.model import Text
    from pnp.scene.walk import iter_items

    sheet = parse_text(HAND_TYPED, "cellar.txt").model
    assert sheet.title == "The cellar"
    assert "title: The cellar" in sheet_to_text(sheet) and parse_text(sheet_to_text(sheet), "t").model == sheet
    data = sheet_to_json(sheet)
    assert data["title"] == "The cellar" and sheet_from_json(data) == sheet
    texts = [i.text for i in iter_items(sheet_page(sheet, paper("a4")).items) if isinstance(i, Text)]
    assert "The cellar" in texts
    untitled = generate_sheet(params_for("A"), 3)
    assert "title" not in sheet_to_json(untitled) and "title:" not in sheet_to_text(untitled)


# Every shape here is read in milliseconds; a reader that rescans what it has read (the trailing blank lines were
# cut one at a time, each cut copying the list) takes minutes on the first: 187 CPU s for 200,000 blank lines.
MANY = 200_000


@pytest.mark.parametrize("around", [
    lambda t: t + "\n" * MANY,  # trailing blank lines
    lambda t: t + "   \r\n" * MANY,  # trailing lines of spaces, Windows line ends
    lambda t: "\n" * MANY + t,  # leading blank lines
    lambda t: "# a comment\n" * MANY + t,  # a long preamble of comments
    lambda t: t + "# a comment\n\n" * MANY,  # comments and blank lines after the grid
    lambda t: "# " + "x" * (20 * MANY) + "\n" + t,  # one very long comment line
], ids=["trailing-blank", "trailing-spaces", "leading-blank", "comments", "comments-after", "long-comment"])
def test_large_inputs_read_in_linear_time(around):
    assert parse_text(around(SMALL), "big.txt").model == parse_text(SMALL, "big.txt").model


@pytest.mark.parametrize("text, needle", [
    ("title: " + "a" * (10 * MANY) + "\n" + SMALL, "title: too long"),
    (SMALL + "x" * (10 * MANY) + "\n", "big.txt:"),
    ("params: " + " ".join(f"k{i}=1" for i in range(MANY // 10)) + "\n" + SMALL, "more than 64 settings"),
])
def test_large_malformed_inputs_are_refused_in_one_line(text, needle):
    with pytest.raises(ModelError) as err:
        parse_text(text, "big.txt")
    message = str(err.value)
    assert needle in message and "\n" not in message and len(message) < 300  # one line, not the input echoed


def test_text_to_json_to_text_is_exact_for_generated_sheets_and_labyrinths(tmp_path):
    # the generator records dead_end_share as 1.0 and a JSON file spells it 1: the text must not tell them apart
    from pnp.games.labyrinth.jsonio import labyrinth_from_json, labyrinth_to_json
    from pnp.jsonio import dumps

    for seed in (1, 32):
        lab = generate_labyrinth(seed)
        text = labyrinth_to_text(lab)
        through = json.loads(dumps(labyrinth_to_json(parse_text(text, "l.txt").model)))
        assert labyrinth_to_text(labyrinth_from_json(through, "l.json")) == text
        sheet_text = sheet_to_text(lab.side_a)
        once = sheet_from_json(json.loads(dumps(sheet_to_json(parse_text(sheet_text, "s.txt").model))), "s.json")
        assert sheet_to_text(once) == sheet_text


@given(sheets())
@settings(max_examples=60)
def test_any_sheet_goes_text_json_text_exactly(sheet):
    from pnp.jsonio import dumps

    text = sheet_to_text(sheet)
    again = sheet_from_json(json.loads(dumps(sheet_to_json(parse_text(text, "s.txt").model))), "s.json")
    assert sheet_to_text(again) == text
    same(again, parse_text(text, "s.txt").model)


def test_the_commands_text_and_json_of_one_labyrinth_give_the_same_text(tmp_path):
    from pnp.games.labyrinth.jsonio import labyrinth_from_json

    made = run("sheet", "--seed", "5", "--format", "txt,json", "--out", str(tmp_path))
    assert made.returncode == 0, made.stderr
    (text_file,) = tmp_path.glob("*.txt")
    from_json = labyrinth_from_json(json.loads(text_file.with_suffix(".json").read_text(encoding="utf-8")), "l.json")
    assert labyrinth_to_text(from_json) == text_file.read_text(encoding="utf-8")
