from __future__ import annotations

from pathlib import Path

import pytest

from pnp.catalog import component, components, paper, papers, parse_components, parse_papers
from pnp.errors import LayoutFileError, PnpError
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


@pytest.mark.parametrize("body, key", [
    ('[paper.x]\nwidth = "wide"\nheight = 100', "paper.x.width"),
    ("[paper.x]\nwidth = 100", "paper.x.height: missing"),
    ("[paper.x]\nwidth = 100\nheight = 5", "paper.x.height: 5 mm is not a paper size"),
    ("[paper.x]\nwidth = 100\nheight = 100\nbleed = -1", "paper.x.bleed"),
    ("[paper.x]\nwidth = 100\nheight = 100\ncolour = 1", "paper.x: unknown key 'colour'"),
    ("[sheet.x]\nwidth = 100", "no \\[paper.NAME\\] tables"),
])
def test_invalid_papers_name_the_file_and_key(tmp_path, body, key):
    path = write(tmp_path, body)
    with pytest.raises(LayoutFileError, match=f"paper.toml: {key}"):
        parse_papers(path, load_toml(path))


@pytest.mark.parametrize("body, key", [
    ('[component.c]\nshape = "hexagon"\nwidth = 1\nheight = 1', "component.c.shape"),
    ('[component.c]\nshape = "circle"', "component.c.diameter: missing"),
    ("[component.c]\nwidth = 10\nheight = 10\ncorner_radius = 6", "component.c.corner_radius"),
    ("[component.c]\nwidth = 10\nheight = 10\nsafe = 5", "component.c.safe"),
])
def test_invalid_components_name_the_file_and_key(tmp_path, body, key):
    path = tmp_path / "components.toml"
    path.write_text(body)
    with pytest.raises(LayoutFileError, match=f"components.toml: {key}"):
        parse_components(path, load_toml(path))
