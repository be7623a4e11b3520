"""Paper and component sizes: the shipped files load to the same sizes; every bad value is one line naming its key."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from pnp.catalog import Component, Paper, component, components, paper, papers, parse_components, parse_papers
from pnp.catalog_schema import ComponentFile, PaperFile
from pnp.errors import LayoutFileError, PnpError
from pnp.resources import layouts_dir
from pnp.textfile import load_toml
from pnp.units import parse_length, parse_size


def test_the_bundled_papers_have_their_standard_sizes():
    p = papers()
    assert (p["a4"].width, p["a4"].height) == (210, 297)
    assert (p["a5"].width, p["a5"].height) == (148, 210)
    assert (p["a3"].width, p["a3"].height) == (297, 420)
    assert (round(p["letter"].width, 3), round(p["letter"].height, 3)) == (215.9, 279.4)
    assert (round(p["half-letter"].width, 2), round(p["half-letter"].height, 2)) == (139.7, 215.9)
    assert (round(p["tabloid"].width, 1), round(p["tabloid"].height, 1)) == (279.4, 431.8)


def test_us_papers_default_to_an_eighth_inch_bleed_and_iso_papers_to_3_mm():
    assert paper("letter").bleed == pytest.approx(3.175)
    assert paper("a4").bleed == 3.0


def test_the_bundled_components_have_their_standard_sizes():
    assert (component("poker-card").width, component("poker-card").height) == (63.5, 88.9)
    assert (component("mini-card").width, component("mini-card").height) == (44, 63.5)
    assert (component("square-tile").width, component("square-tile").height) == (70, 70)
    token = component("token-25")
    assert token.shape == "circle" and token.width == token.height == 25
    assert len(components()) >= 8


def test_custom_paper_sizes():
    custom = paper("200x280mm")
    assert (custom.width, custom.height) == (200, 280)
    assert (round(paper("8.5x14in").height, 1)) == 355.6


@pytest.mark.parametrize("spec, message", [
    ("a9", "unknown paper 'a9'"),
    ("10x10", "not a printable size"),
    ("axb", "expected a size"),
])
def test_bad_papers_are_refused_with_a_clear_message(spec, message):
    with pytest.raises(PnpError, match=message):
        paper(spec)


def test_lengths_and_sizes_parse_units():
    assert parse_length("0.125in") == pytest.approx(3.175)
    assert parse_length("72pt") == pytest.approx(25.4)
    assert parse_length("2cm") == 20
    assert parse_size("8.5x11in") == pytest.approx((215.9, 279.4))
    with pytest.raises(ValueError):
        parse_length("ten")


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "paper.toml"
    path.write_text(text)
    return path


def test_malformed_toml_names_the_file(tmp_path):
    path = write(tmp_path, "[paper.a4\nwidth = 1")
    with pytest.raises(LayoutFileError, match=r"paper\.toml: not valid TOML"):
        load_toml(path)


def test_a_toml_file_that_is_not_text_names_the_file(tmp_path):
    path = tmp_path / "paper.toml"
    path.write_bytes(b'[paper.x]\nname = "\xff"\n')  # 0xff never occurs in UTF-8
    with pytest.raises(LayoutFileError, match=r"paper\.toml: not a text file \(expected UTF-8 TOML\)"):
        load_toml(path)


def test_a_folder_in_place_of_a_toml_file_is_named(tmp_path):
    with pytest.raises(LayoutFileError, match="is a folder, expected a TOML file"):
        load_toml(tmp_path)


def refused(tmp_path: Path, name: str, body: str, data: dict | None = None) -> str:
    """The one line a broken ``name`` (paper.toml or components.toml) is refused with, without its path."""
    path = tmp_path / name
    path.write_text(body)
    parse = parse_papers if name == "paper.toml" else parse_components
    with pytest.raises(LayoutFileError) as err:
        parse(path, load_toml(path) if data is None else data)
    message = str(err.value)
    assert message.startswith(f"{path}: ") and "\n" not in message
    return message.removeprefix(f"{path}: ")


PAPER = "[paper.x]\nwidth = 100\nheight = 100\n"


@pytest.mark.parametrize("body, message", [
    ('[paper.x]\nwidth = "wide"\nheight = 100', "paper.x.width: expected a length such as 210"),
    ("[paper.x]\nwidth = 100", "paper.x.height: missing"),
    ("[paper.x]\nwidth = 100\nheight = 5", "paper.x.height: 5 mm is not a paper size (allowed 50 to 2000 mm)"),
    ("[paper.x]\nwidth = 100\nheight = '2001mm'", "paper.x.height: 2001 mm is not a paper size"),
    ("[paper.x]\nwidth = 100\nheight = -100", "paper.x.height: must not be negative, got -100"),
    ("[paper.x]\nwidth = 1e300\nheight = 100", "paper.x.width: 1e+300 mm is not a paper size"),
    ("[paper.x]\nwidth = '" + "9" * 400 + "mm'\nheight = 100", "paper.x.width: '999"),
    ("[paper.x]\nwidth = nan\nheight = 100", "paper.x.width: nan is not a number pnp accepts"),
    ("[paper.x]\nwidth = -inf\nheight = 100", "paper.x.width: -inf is not a number pnp accepts"),
    ("[paper.x]\nwidth = 100000000000000000000\nheight = 100", "paper.x.width: the integer is beyond ±2**64"),
    ("[paper.x]\nwidth = true\nheight = 100", "paper.x.width: expected a length, got True"),
    ("[paper.x]\nwidth = [100]\nheight = 100", "paper.x.width: expected a length such as 210"),
    (PAPER + "bleed = -1", "paper.x.bleed: must not be negative, got -1"),
    (PAPER + "bleed = '1in'", "paper.x.bleed: '1in' is 25.4 mm, more than 20 mm"),
    (PAPER + "colour = 1", "paper.x.colour: unknown key"),
    (PAPER + "name = 3", "paper.x.name: expected a string"),
    (PAPER + 'name = ""', "paper.x.name: too short (at least 1 character)"),
    (PAPER + 'name = "A4\\u0000"', "paper.x.name: contains the control character U+0000"),
    (PAPER + 'name = "two\\nlines"', "paper.x.name: is a name: one line"),
    (PAPER + "name = '" + "n" * 81 + "'", "paper.x.name: too long (at most 80 characters)"),
    ("[paper.A4]\nwidth = 100\nheight = 100", "paper.A4: a key is lower-case letters, digits"),
    ('[paper."a\\u0007"]\nwidth = 100\nheight = 100', "paper.a\\u0007: contains the control character U+0007"),
    ("[paper]\nx = 3", "paper.x: expected an object"),
    ("paper = 3", "paper: expected an object"),
    ("[sheet.x]\nwidth = 100", "paper: no [paper.NAME] tables found"),
    ("", "paper: no [paper.NAME] tables found"),
    (PAPER + "[sheet.y]\nwidth = 1", "sheet: unknown key"),
])
def test_invalid_papers_name_the_file_and_key(tmp_path, body, message):
    assert refused(tmp_path, "paper.toml", body).startswith(message)


@pytest.mark.parametrize("value, message", [
    (float("nan"), "nan is not a finite length"),
    (float("inf"), "inf is not a finite length"),
    (-0.0001, "must not be negative"),
    (49.99, "49.99 mm is not a paper size"),
])
def test_data_that_did_not_come_through_the_boundary_is_refused_too(tmp_path, value, message):
    data = {"paper": {"x": {"width": value, "height": 100}}}
    assert refused(tmp_path, "paper.toml", "", data).startswith(f"paper.x.width: {message}")


def test_too_many_papers_are_refused(tmp_path):
    body = "".join(f"[paper.p{n}]\nwidth = 100\nheight = 100\n" for n in range(1001))
    assert refused(tmp_path, "paper.toml", body) == "paper: too long (at most 1000 entries)"


def test_the_edges_of_each_paper_range_load(tmp_path):
    path = tmp_path / "paper.toml"
    path.write_text("[paper.tiny]\nwidth = 50\nheight = '5cm'\nbleed = 0\n"
                    "[paper.huge]\nname = 'Roll'\nwidth = '2000mm'\nheight = 2000.0\nbleed = 20\n")
    assert parse_papers(path, load_toml(path)) == {
        "tiny": Paper("tiny", "tiny", 50.0, 50.0, 0.0),
        "huge": Paper("huge", "Roll", 2000.0, 2000.0, 20.0),
    }


CARD = "[component.c]\nwidth = 60\nheight = 90\n"


@pytest.mark.parametrize("body, message", [
    ('[component.c]\nshape = "hexagon"\nwidth = 10\nheight = 10',
     "component.c.shape: expected 'rect' or 'circle', got 'hexagon'"),
    ('[component.c]\nshape = "circle"', "component.c.diameter: missing (a circle is given by its diameter)"),
    ('[component.c]\nshape = "circle"\ndiameter = 20\nwidth = 20', "component.c.width: a circle has a diameter"),
    ("[component.c]\nwidth = 10\nheight = 10\ndiameter = 10", "component.c.diameter: only a circle has a diameter"),
    ("[component.c]\nwidth = 10", "component.c.height: missing"),
    ("[component.c]\nheight = 10", "component.c.width: missing"),
    ("[component.c]\nwidth = 10\nheight = 10\ncorner_radius = 6", "component.c.corner_radius: larger than half"),
    ("[component.c]\nwidth = 10\nheight = 10\nsafe = 5", "component.c.safe: leaves no safe area"),
    ("[component.c]\nwidth = 4\nheight = 10", "component.c.width: 4 mm is not a component size (allowed 5 to 600 mm)"),
    ("[component.c]\nwidth = 10\nheight = '1m'", "component.c.height: expected a length such as 210"),
    ('[component.c]\nshape = "circle"\ndiameter = "24in"', "component.c.diameter: 609.6 mm is not a component"),
    ("[component.c]\nwidth = -10\nheight = 10", "component.c.width: must not be negative, got -10"),
    ("[component.c]\nwidth = inf\nheight = 10", "component.c.width: inf is not a number pnp accepts"),
    (CARD + "safe = 301", "component.c.safe: 301 is 301 mm, more than 300 mm"),
    (CARD + "corner_radius = nan", "component.c.corner_radius: nan is not a number pnp accepts"),
    (CARD + "shape = 1", "component.c.shape: expected 'rect' or 'circle', got 1"),
    (CARD + "name = ['Poker']", "component.c.name: expected a string"),
    (CARD + 'name = "Poker\\u001b[31m"', "component.c.name: contains the control character U+001B"),
    (CARD + "depth = 1", "component.c.depth: unknown key"),
    ("[component.Poker]\nwidth = 10\nheight = 10", "component.Poker: a key is lower-case letters"),
    ("[component]\n", "component: no [component.NAME] tables found"),
])
def test_invalid_components_name_the_file_and_key(tmp_path, body, message):
    assert refused(tmp_path, "components.toml", body).startswith(message)


def test_too_many_components_are_refused(tmp_path):
    body = "".join(f"[component.c{n}]\nwidth = 10\nheight = 10\nsafe = 1\n" for n in range(1001))
    assert refused(tmp_path, "components.toml", body) == "component: too long (at most 1000 entries)"


def test_the_edges_of_each_component_range_load(tmp_path):
    path = tmp_path / "components.toml"
    path.write_text('[component.dot]\nshape = "circle"\ndiameter = 5\ncorner_radius = 2.5\nsafe = 2.4\n'
                    "[component.board]\nwidth = 600\nheight = '60cm'\ncorner_radius = 300\nsafe = 0\n")
    assert parse_components(path, load_toml(path)) == {
        "dot": Component("dot", "dot", 5.0, 5.0, "circle", 2.5, 2.4),
        "board": Component("board", "board", 600.0, 600.0, "rect", 300.0, 0.0),
    }


IN = 25.4  # mm: the shipped US sizes are written in inches


def test_every_shipped_paper_loads_to_the_sizes_it_always_had():
    assert list(papers().values()) == [
        Paper("a3", "A3", 297.0, 420.0, 3.0),
        Paper("a4", "A4", 210.0, 297.0, 3.0),
        Paper("a5", "A5", 148.0, 210.0, 3.0),
        Paper("a6", "A6", 105.0, 148.0, 3.0),
        Paper("letter", "US Letter", 8.5 * IN, 11 * IN, 0.125 * IN),
        Paper("half-letter", "Half Letter", 5.5 * IN, 8.5 * IN, 0.125 * IN),
        Paper("tabloid", "Tabloid", 11 * IN, 17 * IN, 0.125 * IN),
    ]


def test_every_shipped_component_loads_to_the_sizes_it_always_had():
    assert list(components().values()) == [
        Component("poker-card", "Poker card", 63.5, 88.9, "rect", 3.0, 3.0),
        Component("bridge-card", "Bridge card", 57.15, 88.9, "rect", 3.0, 3.0),
        Component("mini-card", "Mini card", 44.0, 63.5, "rect", 2.5, 2.5),
        Component("mini-euro-card", "Mini Euro card", 44.0, 68.0, "rect", 2.5, 2.5),
        Component("tarot-card", "Tarot card", 70.0, 120.0, "rect", 3.5, 3.5),
        Component("square-card", "Square card", 70.0, 70.0, "rect", 3.0, 3.0),
        Component("square-tile", "Square tile", 70.0, 70.0, "rect", 0.0, 3.0),
        Component("small-tile", "Small square tile", 50.0, 50.0, "rect", 0.0, 2.5),
        Component("token-25", "Token, 25 mm", 25.0, 25.0, "circle", 0.0, 2.0),
        Component("token-19", "Token, 19 mm", 19.0, 19.0, "circle", 0.0, 1.5),
        Component("token-32", "Token, 32 mm", 32.0, 32.0, "circle", 0.0, 2.5),
        Component("square-token", "Square token, 20 mm", 20.0, 20.0, "rect", 0.0, 1.5),
        Component("standee", "Standee, fold-and-slot", 46.0, 128.0, "rect", 0.0, 3.0),
        # the maze tiles' parts grown for their words at a text floor (pnp/games/maze_tiles/sizes.py, GROWN)
        Component("hero-board-260x190", "Hero board, 260 × 190 mm", 260.0, 190.0, "rect", 0.0, 5.0),
        Component("player-aid-184x259", "Player aid, 184 × 259 mm", 184.0, 259.0, "rect", 0.0, 4.5),
        Component("dice-net-105x172", "Dice net, 105 × 172 mm", 105.0, 172.0, "rect", 0.0, 3.0),
        Component("card-94x86", "Card, 94 × 86 mm", 94.0, 86.0, "rect", 3.5, 3.0),
        Component("standee-64x134", "Standee, 64 × 134 mm", 64.0, 134.0, "rect", 0.0, 3.0),
        Component("large-print-tile", "Square tile, large print", 85.0, 85.0, "rect", 0.0, 3.0),
        Component("large-card", "Large card, 3½ × 5 in", 88.9, 127.0, "rect", 3.5, 3.5),
    ]


def test_the_schemas_are_published_with_lengths_as_numbers_or_strings_with_a_unit():
    paper_schema = json.dumps(PaperFile.model_json_schema())
    assert '"maximum": 2000.0' in paper_schema and "(mm|cm|in|pt)" in paper_schema
    assert '"enum": ["rect", "circle"]' in json.dumps(ComponentFile.model_json_schema())


def broken_layouts(tmp_path: Path, name: str, body: str) -> Path:
    folder = tmp_path / "layouts"
    shutil.copytree(layouts_dir(), folder)
    (folder / name).write_text(body)
    return folder


def pnp(env_folder: Path, *args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PNP_LAYOUTS_DIR": str(env_folder)}
    return subprocess.run([sys.executable, "-m", "pnp", *args], capture_output=True, text=True, env=env)


def test_the_cli_refuses_a_broken_paper_file_in_one_line_and_writes_nothing(tmp_path):
    folder = broken_layouts(tmp_path, "paper.toml", "[paper.a4]\nwidth = 210\nheight = '297 furlongs'\n")
    out = tmp_path / "out"
    result = pnp(folder, "proof", "--out", str(out))
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert result.stderr.strip().splitlines() == [
        f"pnp: error: {folder / 'paper.toml'}: paper.a4.height: expected a length such as 210, \"8.5in\" or "
        "\"612pt\", got '297 furlongs'"]
    assert not out.exists()


def test_the_cli_refuses_a_broken_component_file_in_one_line_and_writes_nothing(tmp_path):
    folder = broken_layouts(tmp_path, "components.toml", "[component.poker-card]\nwidth = nan\nheight = 88.9\n")
    out = tmp_path / "out"
    result = pnp(folder, "path-cards", "--out", str(out))
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert result.stderr.strip().splitlines() == [
        f"pnp: error: {folder / 'components.toml'}: component.poker-card.width: nan is not a number pnp accepts "
        "(numbers must be finite)"]
    assert not out.exists()
