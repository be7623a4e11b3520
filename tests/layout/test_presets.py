"""Printer presets: the bundled ones load, a bad preset file names its key, an unknown one is one line."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from pnp.errors import PnpError
from pnp.layout.presets import available, load_preset


def run(*args):
    return subprocess.run([sys.executable, "-m", "pnp", *args], capture_output=True, text=True)


def test_the_bundled_presets_load():
    assert {"home", "home-foldover", "print-shop", "png-cards"} <= set(available())
    shop = load_preset("print-shop")
    assert (shop.layout, shop.color, shop.marks, shop.bleed) == ("cards", "cmyk", "none", pytest.approx(3.175))
    home = load_preset("home")
    assert (home.layout, home.duplex, home.marks) == ("sheets", "long", "margin")


@pytest.mark.parametrize("body, message", [
    ("[preset]\nlayout = 'poster'", "preset.layout: expected one of"),
    ("[preset]\nbleed = '5mm'", "preset.bleed: components carry at most 1/8 in"),
    ("[preset]\ncolour = 'rgb'", "preset.colour: unknown key"),
    ("[preset]\noffset = [1]", "preset.offset: expected [dx, dy]"),
    ("preset = 3", "a preset file has a [preset] table"),
])
def test_a_bad_preset_file_names_the_key(tmp_path, body, message):
    path = tmp_path / "mine.toml"
    path.write_text(body)
    with pytest.raises(PnpError, match=re.escape(message)):
        load_preset(str(path))


def test_an_unknown_preset_is_a_one_line_error(tmp_path):
    result = run("kit", "--game", "path-cards", "--preset", "laser-cutter", "--out", str(tmp_path))
    assert result.returncode == 2 and len(result.stderr.strip().splitlines()) == 1 and "unknown preset" in result.stderr
