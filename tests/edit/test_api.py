"""`pnp edit`'s endpoints over HTTP: each answer checked against the CLI's own functions and an independent
re-reading (the referee re-scores a par's path, the saved file is read back by the CLI's reader)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import replace

import pytest
from edit_helpers import small_deck
from labyrinth_fixtures import sheet

from pnp.games.labyrinth.generate import generate_sheet, params_for
from pnp.games.labyrinth.jsonio import card_to_json, sheet_to_json
from pnp.games.labyrinth.model import KINDS, STAIRCASE
from pnp.games.labyrinth.referee import referee, result_lines
from pnp.games.labyrinth.solver import solve
from pnp.games.labyrinth.verify import verify_sheet


@pytest.fixture(scope="module")
def nine():
    """A generated 9×9 sheet (side A's settings), which verifies."""
    return generate_sheet(params_for("A"), 3)


def card(card_id: str):
    return next(c for c in small_deck() if c.card_id == card_id)


def test_session_offers_the_design_the_deck_and_a_palette(editor):
    answer = editor().get("api/session").json
    assert answer["file"] is None and answer["format"] == "text" and answer["out"].endswith("out")
    blank = {"kind": "labyrinth-sheet", "version": 1, "id": "", "side": "A", "seed": None, "width": 9, "height": 9,
             "walls": [], "symbols": []}
    assert answer["labyrinth"] == {"sides": {"A": blank}}
    assert answer["deck"] == [card_to_json(c) for c in small_deck()]  # made: in the answer at once
    assert editor().get("api/cards").json["deck"] == answer["deck"]
    palette = answer["palette"]
    assert {p["symbol"] for p in palette} == set(KINDS)
    assert [p["name"] for p in palette if p["symbol"] == STAIRCASE] == ["A", "B", "C"]
    keys = [p["key"] for p in palette]
    assert len(set(keys)) == len(keys) and all(len(k) == 1 for k in keys)
    assert (answer["min_size"], answer["max_size"]) == (5, 20)


def test_check_of_a_good_sheet_has_its_verdict_and_the_grid_drawn(editor, nine):
    answer = editor().post("api/check", {"sheet": sheet_to_json(nine)}).json
    assert answer["verdict"]["ok"] and answer["verdict"]["problems"] == [] and answer["squares"] == []
    assert answer["findings"] == []  # a generated sheet is kept only when the designer's report finds nothing
    grid = answer["grid"]
    assert grid["width"] == pytest.approx(2 * grid["x0"] + 9 * grid["cell"])
    assert grid["height"] == pytest.approx(2 * grid["y0"] + 9 * grid["cell"])
    svg = ET.fromstring(answer["svg"])
    x, y, w, h = (float(v) for v in svg.get("viewBox").split())
    assert (x, y, w, h) == pytest.approx((0, 0, grid["width"], grid["height"]))
    # drawn by an independent rasteriser, the picture has ink where the grid says each wall is, and none at
    # the middle of an open side between two empty squares
    image = svg_pixels(answer["svg"], 4.0)  # 4 px per mm

    def luma(a, b) -> int:
        mx = grid["x0"] + grid["cell"] * ((a[0] + b[0]) / 2 + 0.5)
        my = grid["y0"] + grid["cell"] * ((a[1] + b[1]) / 2 + 0.5)
        return image.getpixel((round(mx * 4), round(my * 4)))

    assert all(luma(*sorted(wall)) < 100 for wall in nine.walls)
    empty = [(x, y) for y in range(9) for x in range(9) if (x, y) not in nine.at]
    open_sides = [(a, (a[0] + 1, a[1])) for a in empty if (a[0] + 1, a[1]) in empty
                  and frozenset((a, (a[0] + 1, a[1]))) not in nine.walls]
    assert open_sides and all(luma(a, b) > 150 for a, b in open_sides)


def svg_pixels(svg: str, per_mm: float):
    """The SVG drawn by resvg (not our renderer) on white, in grey levels."""
    import io

    import resvg_py
    from PIL import Image

    width = round(float(ET.fromstring(svg).get("viewBox").split()[2]) * per_mm)
    rgba = Image.open(io.BytesIO(bytes(resvg_py.svg_to_bytes(svg_string=svg, dpi=96, width=width)))).convert("RGBA")
    white = Image.new("RGBA", rgba.size, (255, 255, 255, 255))
    white.alpha_composite(rgba)
    return white.convert("L")


def test_check_of_a_broken_sheet_lists_the_squares_its_problems_name(editor):
    # staircase A at (0, 4) walled in on its two open sides: no boss can be reached from it
    broken = sheet(walls=[((0, 4), (0, 3)), ((0, 4), (1, 4))])
    verdict = verify_sheet(broken)
    answer = editor().post("api/check", {"sheet": sheet_to_json(broken)}).json
    assert answer["verdict"] == {"ok": False, "message": verdict.message, "problems": list(verdict.problems)}
    squares = {tuple(c) for c in answer["squares"]}
    assert (0, 4) in squares and {(0, 0), (2, 0), (4, 0)} <= squares  # the staircase, and the three bosses
    named = {(int(x), int(y)) for p in verdict.problems for x, y in re.findall(r"\((\d+), (\d+)\)", p)}
    assert squares == named


def test_check_gives_the_designers_findings_on_their_squares(editor):
    # square (1, 2) is walled in on all four sides: the sheet verifies, but no path can ever visit it
    pocket = sheet(walls=[((1, 2), (0, 2)), ((1, 2), (2, 2)), ((1, 2), (1, 1)), ((1, 2), (1, 3))])
    answer = editor().post("api/check", {"sheet": sheet_to_json(pocket)}).json
    assert answer["verdict"]["ok"]
    on_squares = [f for f in answer["findings"] if f["cell"] is not None]  # the others are about the cards
    cells = [tuple(f["cell"]) for f in on_squares]
    assert (1, 2) in cells
    assert "walled off" in on_squares[cells.index((1, 2))]["reason"]


def _without(s, *kinds: str):
    """The sheet without any symbol of those kinds (and without a seed: every reader then takes pnp's default)."""
    return replace(s, symbols=tuple((c, y) for c, y in s.symbols if y.kind not in kinds), seed=None)


def test_check_notes_the_cards_asking_for_what_the_sheet_lacks(editor, nine):
    bare = _without(nine, "scroll", "ghost")
    assert verify_sheet(bare).ok
    answer = editor().post("api/check", {"sheet": sheet_to_json(bare)}).json
    assert answer["verdict"]["ok"] and answer["cards"] is True
    noted = [f for f in answer["findings"] if f["cell"] is None]
    # the small deck's cards that ask for a scroll or a ghost are each noted, naming what is missing
    asking = [c.card_id for c in small_deck() if any(r.kind in ("scrolls", "ghosts") or r.symbol == "scroll"
                                                      for r in c.rows)]
    assert asking and [f["card"] for f in noted] == asking
    assert all(("scroll" in f["reason"] or "ghost" in f["reason"]) and f["line"].startswith(f["card"] + " on side")
               for f in noted)
    # the sheet with its scrolls and ghosts asks no card for what it lacks
    assert not [f for f in editor().post("api/check", {"sheet": sheet_to_json(nine)}).json["findings"]
                if f["cell"] is None]


@pytest.mark.slow  # the standard deck made in the editor (seconds), and `pnp verify --explain` proving pars
def test_the_editors_notes_list_what_verify_explain_lists(tmp_path, nine):
    """One source: on a sheet lacking scrolls and ghosts, the cards the editor notes are the cards `pnp verify
    --explain` lists as asking for what the design lacks, in the same words."""
    import json
    import subprocess
    import sys

    from edit_helpers import Client

    from pnp.edit.run import start, stop
    from pnp.edit.session import open_session
    from pnp.games.labyrinth.text_format import sheet_to_text

    bare = _without(nine, "scroll", "ghost")
    path = tmp_path / "bare.txt"
    path.write_text(sheet_to_text(bare))
    run = subprocess.run([sys.executable, "-m", "pnp", "verify", "--explain", "--json", "--quiet", str(path)],
                         capture_output=True, text=True, check=True)
    listed = json.loads(run.stdout)["explain"]["pars"]["misfits"]
    assert listed, "verify --explain lists no card asking for a scroll or ghost: the test tests nothing"
    server = start(open_session(str(path), None, None, str(tmp_path / "out")), 0)  # `pnp edit bare.txt`
    try:
        client = Client(server)
        client.get("api/cards")  # waits for the standard deck the session makes as it starts
        answer = client.post("api/check", {"sheet": sheet_to_json(bare)}).json
    finally:
        stop(server)
    assert [f.get("line") for f in answer["findings"] if f["cell"] is None] == listed


def test_par_is_the_solvers_and_its_path_rescores_to_it(editor, nine):
    client = editor()
    first = client.post("api/par", {"sheet": sheet_to_json(nine), "card": "E1", "budget": 10.0, "ticket": 1}).json
    expected = solve(nine, card("E1"), time_limit=10.0)
    assert expected.optimal and first["optimal"] and first["solvable"]
    assert first["par"] == expected.score and first["path"] == [list(c) for c in expected.path]
    judged = referee(nine, card("E1"), [tuple(c) for c in first["path"]])
    assert judged.legal and judged.score == first["par"]
    assert first["lines"] == result_lines(judged) and not first["cached"]
    again = client.post("api/par", {"sheet": sheet_to_json(nine), "card": "E1", "budget": 10.0, "ticket": 2}).json
    assert again["cached"] and {**again, "cached": False, "seconds": 0} == {**first, "seconds": 0}


def test_par_is_cached_by_content_not_by_name(editor, nine):
    client = editor()
    client.post("api/par", {"sheet": sheet_to_json(nine), "card": "M1", "budget": 10.0})
    renamed = replace(nine, sheet_id="another", title="Renamed", side="B")
    answer = client.post("api/par", {"sheet": sheet_to_json(renamed), "card": "M1", "budget": 10.0}).json
    assert answer["cached"]
    moved = client.post("api/par", {"sheet": sheet_to_json(replace(nine, walls=frozenset())), "card": "M1",
                                    "budget": 10.0}).json
    assert not moved["cached"] and moved["hash"] != answer["hash"]


def test_an_unknown_card_is_refused_naming_the_known_ones(editor, nine):
    reply = editor().post("api/par", {"sheet": sheet_to_json(nine), "card": "Z9"})
    assert reply.status == 400 and "'Z9'" in reply.json["error"] and "E1" in reply.json["error"]


def test_score_lines_are_the_referees(editor, nine):
    client = editor()
    path = list(solve(nine, card("H1"), time_limit=10.0).path)
    answer = client.post("api/score", {"sheet": sheet_to_json(nine), "card": "H1", "path": path}).json
    result = referee(nine, card("H1"), path)
    assert answer == {"legal": True, "reason": "", "score": result.score, "hearts_lost": len(result.hearts_lost),
                      "lines": result_lines(result), "squares": [], "walls": []}
    wall = sorted(next(iter(nine.walls)))  # a step through a wall
    illegal = client.post("api/score", {"sheet": sheet_to_json(nine), "card": "H1", "path": wall}).json
    assert not illegal["legal"] and "wall crossed" in illegal["reason"]
    assert illegal["lines"] == [f"illegal: {illegal['reason']}"]


def test_a_path_through_a_wall_names_that_wall_to_draw_it(editor, nine):
    """The squares a score's reason names are the squares of the sheet, named (x, y) as pnp verify, the referee
    and the text format name them, and a step through a wall gives that wall, for the page to draw."""
    from pnp.grid.core import fmt_cell

    client = editor()
    for a, b in sorted(tuple(sorted(w)) for w in nine.walls)[:4]:
        for path in ([a, b], [b, a]):  # the moves are judged before the entry
            answer = client.post("api/score", {"sheet": sheet_to_json(nine), "card": "E1",
                                               "path": [list(c) for c in path]}).json
            result = referee(nine, card("E1"), path)
            assert not answer["legal"] and answer["reason"] == result.reason
            assert answer["walls"] == [[list(c) for c in path]]  # the step through the wall, as drawn
            assert answer["squares"] == [list(c) for c in path]
            assert all(fmt_cell(c) in answer["reason"] for c in path)
    legal_path = [tuple(c) for c in client.post("api/par", {"sheet": sheet_to_json(nine), "card": "E1",
                                                            "budget": 10.0}).json["path"]]
    legal = client.post("api/score", {"sheet": sheet_to_json(nine), "card": "E1",
                                      "path": [list(c) for c in legal_path]}).json
    assert legal["legal"] and legal["squares"] == [] and legal["walls"] == []


def test_generate_gives_a_verified_sheet_of_that_size_and_the_same_for_the_same_seed(editor):
    client = editor()
    first = client.post("api/generate", {"seed": 3, "width": 9, "height": 9}).json["sheet"]
    assert first == sheet_to_json(generate_sheet(params_for("A", (9, 9)), 3))
    assert client.post("api/generate", {"seed": 3, "width": 9, "height": 9}).json["sheet"] == first
    assert (first["width"], first["height"]) == (9, 9)
    assert client.post("api/check", {"sheet": first}).json["verdict"]["ok"]


def test_blank_has_no_walls_and_no_symbols(editor):
    answer = editor().post("api/blank", {"width": 12, "height": 7}).json["sheet"]
    assert (answer["width"], answer["height"], answer["walls"], answer["symbols"]) == (12, 7, [], [])
    assert editor().post("api/blank", {"width": 21, "height": 7}).status == 400


def test_the_session_opens_a_two_sided_file_in_its_format(editor, tmp_path, nine):
    from pnp.games.labyrinth.generate import generate_labyrinth
    from pnp.games.labyrinth.text_format import labyrinth_to_text

    lab = generate_labyrinth(3)
    path = tmp_path / "mine.txt"
    path.write_text(labyrinth_to_text(lab))
    answer = editor(str(path)).get("api/session").json
    assert answer["file"] == "mine.txt" and answer["format"] == "text" and answer["seed"] == lab.seed
    assert answer["labyrinth"]["sides"] == {"A": sheet_to_json(lab.side_a), "B": sheet_to_json(lab.side_b)}


def test_a_sheet_with_a_symbol_on_a_taken_square_is_refused_naming_the_key(editor, nine):
    data = sheet_to_json(nine)
    data["symbols"].append({"at": data["symbols"][0]["at"], "symbol": "gem"})
    reply = editor().post("api/check", {"sheet": data})
    assert reply.status == 400
    assert reply.json["error"].startswith(f"request: sheet.symbols[{len(data['symbols']) - 1}].at: ")
