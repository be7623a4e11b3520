"""The font list is checked by its schema: a bad entry is one line naming the file and key; the shipped list loads."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from pnp.errors import PnpError
from pnp.fonts import FontInfo, licence_text, read_fonts
from pnp.fonts_schema import FontFile
from pnp.resources import fonts_dir

BODY = '[font.body]\nfile = "Body.ttf"\nfamily = "Body"\nstyle = "Regular"\nlicence = "OFL.txt"\n'


def folder_with(tmp_path: Path, toml: str) -> Path:
    """A fonts folder holding ``fonts.toml`` and the (empty) files the entries above name."""
    folder = tmp_path / "fonts"
    (folder / "sub").mkdir(parents=True)
    for name in ("Body.ttf", "Bold.ttf", "sub/Deep.ttf", "OFL.txt", "Body.otf"):
        (folder / name).write_text("")
    (folder / "fonts.toml").write_text(toml)
    return folder


def refused(tmp_path: Path, toml: str) -> str:
    folder = folder_with(tmp_path, toml)
    with pytest.raises(PnpError) as err:
        read_fonts(folder)
    message = str(err.value)
    assert message.startswith(f"{folder / 'fonts.toml'}: ") and "\n" not in message
    return message.removeprefix(f"{folder / 'fonts.toml'}: ")


@pytest.mark.parametrize("body, message", [
    (BODY.replace('"Body.ttf"', '"/usr/share/fonts/Body.ttf"'),
     "font.body.file: '/usr/share/fonts/Body.ttf' is not a name inside the fonts folder (no absolute path"),
    (BODY.replace('"Body.ttf"', '"../fonts/Body.ttf"'), "font.body.file: '../fonts/Body.ttf' is not a name inside"),
    (BODY.replace('"Body.ttf"', '"sub/../Body.ttf"'), "font.body.file: 'sub/../Body.ttf' is not a name inside"),
    (BODY.replace('"Body.ttf"', "'sub\\Deep.ttf'"), "font.body.file: 'sub\\\\Deep.ttf' is not a name inside"),
    (BODY.replace('"Body.ttf"', '"C:Body.ttf"'), "font.body.file: 'C:Body.ttf' is not a name inside"),
    (BODY.replace('"Body.ttf"', '""'), "font.body.file: too short (at least 1 character)"),
    (BODY.replace('"Body.ttf"', '"Body.otf"'), "font.body.file: 'Body.otf' is not a TrueType file (a .ttf file)"),
    (BODY.replace('"Body.ttf"', '"Gone.ttf"'), "font.body.file: "),
    (BODY.replace('"OFL.txt"', '"/etc/passwd"'), "font.body.licence: '/etc/passwd' is not a name inside"),
    (BODY.replace('"OFL.txt"', '"../../OFL.txt"'), "font.body.licence: '../../OFL.txt' is not a name inside"),
    (BODY.replace('"OFL.txt"', '"OFL-missing.txt"'), "font.body.licence: "),
    (BODY.replace('family = "Body"\n', ""), "font.body.family: missing"),
    (BODY.replace('"Body"', "3"), "font.body.family: expected a string"),
    (BODY.replace('"Regular"', '"Reg\\u0000ular"'), "font.body.style: contains the control character U+0000"),
    (BODY.replace('"Regular"', '"Reg\\nular"'), "font.body.style: is a name: one line"),
    (BODY + 'author = "' + "a" * 81 + '"\n', "font.body.author: too long (at most 80 characters)"),
    (BODY + "size = 12\n", "font.body.size: unknown key"),
    (BODY + "[font.Display]\nfile = 'Bold.ttf'\nfamily = 'B'\nstyle = 'B'\nlicence = 'OFL.txt'\n",
     "font.Display: a key is lower-case letters, digits"),
    (BODY + "[font.bold]\nfile = nan\nfamily = 'B'\nstyle = 'B'\nlicence = 'OFL.txt'\n",
     "font.bold.file: nan is not a number pnp accepts"),
    (BODY.replace("body", "bold").replace("Body.ttf", "Bold.ttf"), "font.body: missing (a font with key 'body'"),
    ("font = 3\n", "font: expected an object"),
    ("", "font: missing"),
    (BODY + "[fonts.extra]\n", "fonts: unknown key"),
])
def test_a_bad_font_list_is_one_line_naming_its_key(tmp_path, body, message):
    assert refused(tmp_path, body).startswith(message)


def test_too_many_fonts_are_refused(tmp_path):
    many = "".join(f"[font.f{n}]\nfile = 'Bold.ttf'\nfamily = 'F'\nstyle = 'S'\nlicence = 'OFL.txt'\n"
                   for n in range(100))
    assert refused(tmp_path, BODY + many) == "font: too long (at most 100 entries)"


def test_fonts_in_subfolders_and_without_an_author_load(tmp_path):
    folder = folder_with(tmp_path, BODY.replace("Body.ttf", "sub/Deep.ttf"))
    assert read_fonts(folder) == {"body": FontInfo("body", folder / "sub/Deep.ttf", "Body", "Regular",
                                                   folder / "OFL.txt", "")}


def test_the_shipped_font_list_loads():
    folder = fonts_dir()
    lato = "Łukasz Dziedzic (tyPoland)"
    cabin = "Pablo Impallari and Igino Marini"
    expected = [("body", "Lato-Regular.ttf", "Lato", "Regular", "OFL-Lato.txt", lato),
                ("body-italic", "Lato-Italic.ttf", "Lato", "Italic", "OFL-Lato.txt", lato),
                ("body-bold", "Lato-Bold.ttf", "Lato", "Bold", "OFL-Lato.txt", lato),
                ("body-black", "Lato-Black.ttf", "Lato", "Black", "OFL-Lato.txt", lato),
                ("display", "CabinSketch-Bold.ttf", "Cabin Sketch", "Bold", "OFL-CabinSketch.txt", cabin)]
    extended = {"display": (folder / "TorchSketch-Bold.ttf", "Torch Sketch", folder / "OFL-TorchSketch.txt")}
    assert list(read_fonts(folder).values()) == [
        FontInfo(key, folder / file, family, style, folder / licence, author, *extended.get(key, (None, "", None)))
        for key, file, family, style, licence, author in expected]


def test_the_schema_is_published():
    assert '"required": ["file", "family", "style", "licence"]' in json.dumps(FontFile.model_json_schema())


def licence(tmp_path: Path, text: str | bytes) -> FontInfo:
    path = tmp_path / "OFL.txt"
    path.write_bytes(text if isinstance(text, bytes) else text.encode())
    return FontInfo("body", tmp_path / "Body.ttf", "Body", "Regular", path, "")


def test_a_licence_text_is_bounded_printable_utf8(tmp_path):
    assert licence_text(licence(tmp_path, "Copyright\r\n\tfree\n")) == "Copyright\n\tfree\n"
    with pytest.raises(PnpError, match=r"OFL\.txt: line 2: the control character U\+0007"):
        licence_text(licence(tmp_path, "Copyright\nbell \a"))
    with pytest.raises(PnpError, match=r"OFL\.txt: not a text file"):
        licence_text(licence(tmp_path, b"\xff\xfe"))
    with pytest.raises(PnpError, match=r"OFL\.txt: 100,001 characters is too long for a licence"):
        licence_text(licence(tmp_path, "x" * 100_001))


def pnp(fonts: Path, *args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PNP_FONTS_DIR": str(fonts)}
    return subprocess.run([sys.executable, "-m", "pnp", *args], capture_output=True, text=True, env=env)


def copied_fonts(tmp_path: Path) -> Path:
    folder = tmp_path / "fonts"
    shutil.copytree(fonts_dir(), folder)
    return folder


def test_the_cli_refuses_a_font_list_pointing_outside_its_folder_in_one_line_and_writes_nothing(tmp_path):
    folder = copied_fonts(tmp_path)
    listing = folder / "fonts.toml"
    listing.write_text(listing.read_text(encoding="utf-8").replace('"Lato-Bold.ttf"', '"/etc/passwd.ttf"'),
                       encoding="utf-8")
    out = tmp_path / "out"
    result = pnp(folder, "proof", "--out", str(out))
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert result.stderr.strip().splitlines() == [
        f"pnp: error: {listing}: font.body-bold.file: '/etc/passwd.ttf' is not a name inside the fonts folder "
        "(no absolute path, drive or backslash)"]
    assert not out.exists()


def test_the_cli_refuses_a_file_that_is_not_a_font_in_one_line_and_writes_nothing(tmp_path):
    folder = copied_fonts(tmp_path)
    (folder / "Lato-Regular.ttf").write_bytes(b"not a font at all")
    out = tmp_path / "out"
    result = pnp(folder, "proof", "--format", "svg", "--out", str(out))
    assert result.returncode == 2 and "Traceback" not in result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"pnp: error: {folder / 'Lato-Regular.ttf'}: not a TrueType font")
    assert not out.exists()
