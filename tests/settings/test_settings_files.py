"""Settings files a user gives (presets, themes, a layouts folder, the book's services, fonts) and model files:
refused in one line for what is wrong with them, never read endlessly, never a traceback; a layouts folder of the
user's overrides the files it holds and keeps the bundled ones for the rest."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from cli_helpers import assert_refused

from pnp.errors import PnpError
from pnp.resources import bundled_layouts_dir

HUGE = "9" * 5000  # past Python's 4,300 digits for converting text to an integer
SMALL = ("minigames", "--type", "key", "--difficulty", "easy", "--count", "1", "--no-answers", "--quiet")  # quick


def pnp(*args: str, layouts: Path | None = None, timeout: float = 300) -> subprocess.CompletedProcess:
    env = dict(os.environ)
    if layouts is not None:
        env["PNP_LAYOUTS_DIR"] = str(layouts)
    return subprocess.run([sys.executable, "-m", "pnp", *args], capture_output=True, text=True, env=env,
                          timeout=timeout)


# -- a path that is there but is no file ------------------------------------------------------------------


def not_files(tmp_path: Path) -> dict[str, tuple[Path, str]]:
    fifo = tmp_path / "theme.toml"
    os.mkfifo(fifo)  # a pipe nobody writes to: opening it to read would wait for ever
    folder = tmp_path / "folder.toml"
    folder.mkdir()
    return {"device": (Path("/dev/zero"), "not a regular file (a device)"),
            "pipe": (fifo, "not a regular file (a pipe)"),
            "folder": (folder, "is a folder")}


@pytest.mark.skipif(not hasattr(os, "mkfifo") or not Path("/dev/zero").exists(), reason="POSIX devices and pipes")
@pytest.mark.parametrize("option", ["--theme", "--preset"])
def test_a_theme_or_preset_that_is_no_regular_file_is_refused_in_one_line(tmp_path, option):
    out = tmp_path / "out.pdf"
    for path, why in not_files(tmp_path).values():
        result = pnp(*SMALL, option, str(path), "--out", str(out), timeout=120)  # a read for ever times out
        assert_refused(result, str(path), why)
        assert not out.exists()


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="a POSIX device")
def test_a_device_is_refused_before_any_byte_is_read(monkeypatch):
    import pnp.boundary as boundary
    from pnp.themes.files import load_theme

    def no_reading(*args, **kwargs):
        raise AssertionError("read a device")

    monkeypatch.setattr(boundary, "_read_up_to", no_reading)
    with pytest.raises(PnpError, match="not a regular file"):
        load_theme("/dev/zero")


# -- integers of thousands of digits --------------------------------------------------------------------------


def with_huge_integer(path: Path, source: Path) -> Path:
    """A copy of a bundled TOML file with an integer of 5,000 digits in its first numeric setting (or, in a file
    of none, a setting of its own at the top)."""
    lines = source.read_text(encoding="utf-8").splitlines()
    for i, line in enumerate(lines):
        key, sep, value = line.partition(" = ")
        if sep and value.split("#")[0].strip().lstrip("-").replace(".", "").isdigit():
            lines[i] = f"{key} = {HUGE}"
            break
    else:
        lines.insert(0, f"size = {HUGE}")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_a_huge_integer_in_any_settings_file_is_one_line(tmp_path):
    from pnp.book_catalog import parse_book_file
    from pnp.catalog import components, papers
    from pnp.fonts import read_fonts
    from pnp.layout.presets import load_preset
    from pnp.textfile import load_toml
    from pnp.themes.files import load_theme

    bundled = bundled_layouts_dir()
    checks = {
        "preset": lambda: load_preset(str(with_huge_integer(tmp_path / "p.toml", bundled / "presets/home.toml"))),
        "theme": lambda: load_theme(str(with_huge_integer(tmp_path / "t.toml", bundled / "themes/large-print.toml"))),
        "paper": lambda: papers(with_huge_integer(tmp_path / "l1/paper.toml", bundled / "paper.toml").parent),
        "components": lambda: components(with_huge_integer(tmp_path / "l2/components.toml",
                                                           bundled / "components.toml").parent),
        "book": lambda: parse_book_file(tmp_path / "b.toml", load_toml(with_huge_integer(tmp_path / "b.toml",
                                                                                         bundled / "book.toml"))),
    }
    fonts = Path(__file__).resolve().parents[2] / "fonts"
    if (fonts / "fonts.toml").exists():
        copy = tmp_path / "fonts"
        shutil.copytree(fonts, copy)
        (copy / "fonts.toml").write_text(f"size = {HUGE}\n" + (fonts / "fonts.toml").read_text(encoding="utf-8"),
                                         encoding="utf-8")
        checks["fonts"] = lambda: read_fonts(copy)
    for what, load in checks.items():
        with pytest.raises(PnpError) as err:
            load()
        message = str(err.value)
        assert "\n" not in message and "5,000 digits" in message and "2**64" in message, (what, message)
        assert len(message) < 300, (what, message)  # names the file and the line, not the digits


def test_a_huge_integer_on_the_command_line_files_is_one_line(tmp_path):
    bundled = bundled_layouts_dir()
    preset = with_huge_integer(tmp_path / "mine.toml", bundled / "presets" / "home.toml")
    assert_refused(pnp(*SMALL, "--preset", str(preset), "--out", str(tmp_path / "a.pdf")), "mine.toml", "5,000 digits")
    theme = with_huge_integer(tmp_path / "theme.toml", bundled / "themes" / "large-print.toml")
    assert_refused(pnp(*SMALL, "--theme", str(theme), "--out", str(tmp_path / "b.pdf")), "theme.toml", "5,000 digits")
    layouts = tmp_path / "layouts"
    with_huge_integer(layouts / "paper.toml", bundled / "paper.toml")
    assert_refused(pnp("layouts", layouts=layouts), "paper.toml", "5,000 digits")


def test_a_huge_integer_in_a_model_file_is_one_line(tmp_path):
    import pnp as api

    sheet = api.generate("sheet", seed=3, side="A", size="5x5")
    path = tmp_path / "sheet.json"
    api.write(sheet, path, formats=("json",))
    data = json.loads(path.read_text(encoding="utf-8"))
    data["seed"] = 0
    text = json.dumps(data).replace('"seed": 0', f'"seed": {HUGE}', 1)
    path.write_text(text, encoding="utf-8")
    line = assert_refused(pnp("verify", str(path)), "sheet.json", "5000 digits")
    assert HUGE[:100] not in line


# -- a layouts folder of one's own ----------------------------------------------------------------------------


def test_a_layouts_folder_with_only_paper_toml_keeps_the_bundled_components_presets_and_themes(tmp_path):
    layouts = tmp_path / "layouts"
    layouts.mkdir()
    paper = (bundled_layouts_dir() / "paper.toml").read_text(encoding="utf-8")
    (layouts / "paper.toml").write_text(paper + '\n[paper.postcard]\nname = "Postcard"\nwidth = 100\nheight = 148\n'
                                        'bleed = 3\n', encoding="utf-8")
    listed = pnp("layouts", layouts=layouts)
    assert listed.returncode == 0, listed.stderr
    assert "postcard" in listed.stdout and "poker-card" in listed.stdout and "home-foldover" in listed.stdout
    out = tmp_path / "proof.pdf"
    made = pnp(*SMALL, "--paper", "postcard", "--preset", "home", "--theme", "low-ink", "--out", str(out),
               layouts=layouts)
    assert made.returncode == 0, made.stderr
    assert out.is_file()


def test_a_layouts_folder_with_only_components_toml_changes_the_components_alone(tmp_path):
    layouts = tmp_path / "layouts"
    layouts.mkdir()
    components = (bundled_layouts_dir() / "components.toml").read_text(encoding="utf-8")
    (layouts / "components.toml").write_text(components + '\n[component.coaster]\nname = "Coaster"\n'
                                             'diameter = 90\nshape = "circle"\n', encoding="utf-8")
    listed = pnp("layouts", layouts=layouts)
    assert listed.returncode == 0, listed.stderr
    assert "coaster" in listed.stdout and "letter" in listed.stdout and "print-shop" in listed.stdout


def test_a_layouts_folder_with_only_a_preset_adds_it_to_the_bundled_ones(tmp_path):
    layouts = tmp_path / "layouts"
    (layouts / "presets").mkdir(parents=True)
    home = (bundled_layouts_dir() / "presets" / "home.toml").read_text(encoding="utf-8")
    (layouts / "presets" / "thrifty.toml").write_text(home.replace('name = "Home printer"', 'name = "Thrifty"'),
                                                      encoding="utf-8")
    listed = pnp("layouts", layouts=layouts)
    assert listed.returncode == 0, listed.stderr
    assert "thrifty" in listed.stdout and "Thrifty" in listed.stdout and "print-shop" in listed.stdout
    out = tmp_path / "proof.pdf"
    made = pnp(*SMALL, "--preset", "thrifty", "--out", str(out), layouts=layouts)
    assert made.returncode == 0, made.stderr
    assert out.is_file()
    # a broken file of the user's is named, never passed over for the bundled one
    (layouts / "paper.toml").write_text("[paper.a4]\nwidth = 'wide'\n", encoding="utf-8")
    assert_refused(pnp("layouts", layouts=layouts), str(layouts / "paper.toml"))
