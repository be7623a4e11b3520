"""A preset file is checked by its schema: every bad value is one line naming the file and key; good ones load."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from pnp.catalog import COMPONENT_BLEED
from pnp.errors import LayoutFileError
from pnp.layout.preset_schema import PresetFile
from pnp.layout.presets import available, load_preset


def refused(tmp_path, body: str) -> str:
    path = tmp_path / "mine.toml"
    path.write_text("[preset]\n" + body + "\n")
    with pytest.raises(LayoutFileError) as err:
        load_preset(str(path))
    message = str(err.value)
    assert message.startswith(f"{path}: ") and "\n" not in message
    return message.removeprefix(f"{path}: ")


@pytest.mark.parametrize("body, message", [
    ("mark_length = nan", "preset.mark_length: nan is not a number pnp accepts"),
    ("mark_offset = inf", "preset.mark_offset: inf is not a number pnp accepts"),
    ("mark_length = -2", "preset.mark_length: must not be negative, got -2"),
    ("mark_offset = -0.5", "preset.mark_offset: must not be negative, got -0.5"),
    ("gutter = -1", "preset.gutter: must not be negative, got -1"),
    ("mark_length = 21", "preset.mark_length: 21 is 21 mm, more than 20 mm"),
    ("mark_offset = '1in'", "preset.mark_offset: '1in' is 25.4 mm, more than 20 mm"),
    ("gutter = '6cm'", "preset.gutter: '6cm' is 60 mm, more than 50 mm (or \"auto\")"),
    ("gutter = 'wide'", "preset.gutter: expected a length such as 210"),
    ("mark_length = '" + "9" * 400 + "mm'", "preset.mark_length: '999"),
    ("bleed = '5mm'", "preset.bleed: components carry at most 1/8 in"),
    ("bleed = true", "preset.bleed: expected a length, got True"),
    ("offset = [1]", "preset.offset: expected [dx, dy] in mm"),
    ("offset = [1, [2]]", "preset.offset: expected [dx, dy] in mm"),
    ("offset = [0, -25]", "preset.offset: -25 mm is beyond ±20 mm"),
    ("offset = [0, nan]", "preset.offset[1]: nan is not a number pnp accepts"),
    ("dpi = 18446744073709551616", "preset.dpi: expected a whole number from 36 to 1200"),
    ("dpi = 18446744073709551617", "preset.dpi: the integer is beyond ±2**64"),
    ("mark_length = 100000000000000000000", "preset.mark_length: the integer is beyond ±2**64"),
    ("dpi = 300.0", "preset.dpi: expected a whole number from 36 to 1200"),
    ("offset = " + "[" * 60 + "]" * 60, "preset.offset" + "[0]" * 46 + ": arrays or objects nested deeper than 48"),
    ("layout = 'poster'", "preset.layout: expected one of sheets, cards, png, got 'poster'"),
    ("marks = 3", "preset.marks: expected one of margin, full, none, got 3"),
    ('name = "line\\nbreak"', "preset.name: is a name: one line"),
    ('name = "bell\\u0007"', "preset.name: contains the control character U+0007"),
    ("paper = 4", "preset.paper: expected a string"),
    ("colour = 'rgb'", "preset.colour: unknown key"),
    ("pdf_standard = 'PDF/X-3'", "preset.pdf_standard: expected one of PDF/X-4, PDF/X-1a:2001, PDF/X-1a:2003"),
    ("ink_limit = 150", "preset.ink_limit: expected a whole percentage from 200 to 400"),
    ("ink_limit = 2.4", "preset.ink_limit: expected a whole percentage from 200 to 400"),
])
def test_a_bad_value_is_one_line_naming_its_key(tmp_path, body, message):
    assert refused(tmp_path, body).startswith(message)


def test_a_table_beside_the_preset_is_refused(tmp_path):
    path = tmp_path / "mine.toml"
    path.write_text("[preset]\nname = 'x'\n[extra]\na = 1\n")
    with pytest.raises(LayoutFileError, match=r"mine\.toml: extra: unknown key"):
        load_preset(str(path))


def test_the_edges_of_each_range_load(tmp_path):
    path = tmp_path / "edge.toml"
    path.write_text("[preset]\nbleed = '0.125in'\nmark_length = 20\nmark_offset = '2cm'\ngutter = 50\n"
                    "offset = [-20, 20.0]\ndpi = 1200\nmarks = 'full'\nink_limit = 200\n")
    preset = load_preset(str(path))
    assert preset.ink_limit == pytest.approx(2.0)
    assert (preset.bleed, preset.mark_length, preset.mark_offset, preset.gutter) == \
        (pytest.approx(COMPONENT_BLEED), 20, 20, 50)
    assert (preset.offset, preset.dpi, preset.name) == ((-20.0, 20.0), 1200, "edge")


def test_every_bundled_preset_loads_as_before():
    shop = load_preset("print-shop")
    assert (shop.name, shop.layout, shop.color, shop.marks, shop.duplex, shop.gutter) == \
        ("Print shop cards", "cards", "cmyk", "none", "none", None)
    assert (shop.pdf_standard, shop.ink_limit) == ("PDF/X-4", pytest.approx(3.0))
    dtc = load_preset("drivethrucards")  # what its specifications ask (docs/printing.md)
    assert (dtc.pdf_standard, dtc.ink_limit) == ("PDF/X-1a:2003", pytest.approx(2.4))
    home = load_preset("home")
    assert (home.bleed, home.mark_length, home.mark_offset, home.offset, home.dpi) == (3.0, 4.0, 1.0, (0.0, 0.0), 300)
    assert all(load_preset(name).key == name for name in available())


def test_the_schema_is_published():
    assert "mark_length" in json.dumps(PresetFile.model_json_schema())


def test_the_cli_refuses_a_bad_preset_in_one_line_and_writes_nothing(tmp_path):
    preset = tmp_path / "shop.toml"
    preset.write_text("[preset]\nmark_length = -4\n")
    out = tmp_path / "kit"
    result = subprocess.run([sys.executable, "-m", "pnp", "kit", "--game", "path-cards", "--preset", str(preset),
                             "--out", str(out)], capture_output=True, text=True)
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert result.stderr.strip().splitlines() == [f"pnp: error: {preset}: preset.mark_length: must not be negative, "
                                                  "got -4"]
    assert not out.exists()
