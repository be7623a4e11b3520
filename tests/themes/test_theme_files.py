"""Theme files: default.toml is the drawing's palette, bad files and names are one line, the CLI and presets."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from pnp.errors import PnpError
from pnp.resources import bundled_layouts_dir
from pnp.themes.files import available, default_roles, load_theme, theme_path
from tests.themes.palette_scan import code_palette

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pnp", *args], capture_output=True, text=True, cwd=cwd)


def one_line_error(result: subprocess.CompletedProcess, *needles: str) -> str:
    assert result.returncode == 2, result
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("pnp: error: ") and "Traceback" not in result.stderr
    for needle in needles:
        assert needle in lines[0], lines[0]
    return lines[0]


def test_default_theme_is_the_code_palette():
    """Every colour constant of the drawing modules is a role of default.toml with the same colour, and every
    role there is one the code draws with: the file is the drawing's palette, role by role."""
    code, file = code_palette(), default_roles()
    assert list(code) == list(file), set(code) ^ set(file)
    wrong = {role: (code[role], file[role]) for role in code if code[role] != file[role]}
    assert not wrong


def test_bundled_themes_load_and_differ():
    # every theme file shipped is offered, by its file's name, in order (a new theme is a new file, no list)
    shipped = sorted(path.stem for path in (bundled_layouts_dir() / "themes").glob("*.toml"))
    assert available() == shipped and {"default", "low-ink", "large-print", "colour-blind"} <= set(shipped)
    assert load_theme("default").is_identity
    assert load_theme("low-ink").settings.fill == "outline"
    assert load_theme("large-print").settings.text_floor >= 12
    assert load_theme("colour-blind").recolor


def _theme(tmp_path: Path, body: str) -> str:
    path = tmp_path / "mine.toml"
    path.write_text('[theme]\nname = "Mine"\n' + body, encoding="utf-8")
    return str(path)


@pytest.mark.parametrize("body, needles", [
    ('[colors.labyrinth.pen]\ngem = "teal"\n', ("colors.labyrinth.pen.gem", "#rrggbb")),
    ('[colors.labyrinth.pen]\nsparkle = "#123456"\n', ("colors.labyrinth.pen.sparkle", "no such role")),
    ('[colors.path-cards.draw]\ntreasure_hues = ["#000000"]\n', ("treasure_hues", "list of 5")),
    # the same default colour (#276b2b) for two roles given two different colours
    ('[colors.notebook.pen]\nhit_ink = "#000000"\ngain_ink = "#ffffff"\n', ("same default colour", "#276b2b")),
    ('line_scale = 9\n', ("theme.line_scale",)),
    ('fill = "dots"\n', ("theme.fill",)),
    ('[fonts]\nbody = "x"\n', ("fonts",)),
])
def test_a_bad_theme_file_is_one_located_line(tmp_path, body, needles):
    with pytest.raises(PnpError) as err:
        load_theme(_theme(tmp_path, body))
    message = str(err.value)
    assert "\n" not in message and "mine.toml" in message
    for needle in needles:
        assert needle in message, message


@pytest.mark.slow
def test_an_unknown_theme_names_the_bundled_ones_and_writes_nothing(tmp_path):
    out = tmp_path / "sheet.pdf"
    line = one_line_error(run("sheet", "--theme", "sepia", "--out", str(out)), "sepia")
    assert all(name in line for name in available())
    assert not out.exists()
    one_line_error(run("kit", "--game", "path-cards", "--theme", "nope", "--out", str(tmp_path / "k")), "nope")
    assert not (tmp_path / "k").exists()
    one_line_error(run("sheet", "--theme", str(tmp_path / "missing.toml"), "--out", str(out)), "missing.toml")
    bad = _theme(tmp_path, "line_scale = -1\n")
    one_line_error(run("sheet", "--theme", bad, "--out", str(out)), "theme.line_scale")
    assert not out.exists()


def test_themes_lists_and_shows_the_files():
    listed = run("themes")
    assert listed.returncode == 0 and [ln.split()[0] for ln in listed.stdout.splitlines()] == available()
    shown = run("themes", "--show", "low-ink")
    assert shown.returncode == 0 and shown.stdout == theme_path("low-ink").read_text(encoding="utf-8")
    one_line_error(run("themes", "--show", "nope"), "nope")


def test_a_copied_theme_is_a_theme(tmp_path):
    """What docs/themes.md tells a user to do: copy a bundled file, change a colour, print with it."""
    text = run("themes", "--show", "colour-blind").stdout.replace('gem = "#008bd1"', 'gem = "#123456"')
    mine = tmp_path / "mine.toml"
    mine.write_text(text, encoding="utf-8")
    assert ("#0b8383", "#123456") in [(old, new.to_hex()) for old, new in load_theme(str(mine)).recolor]


@pytest.mark.slow
def test_a_preset_names_a_theme_and_the_option_overrides_it(tmp_path):
    preset = tmp_path / "ink.toml"
    preset.write_text('[preset]\nlayout = "sheets"\ntheme = "low-ink"\n', encoding="utf-8")
    plain, by_preset, overridden = (tmp_path / f"{n}.pdf" for n in ("plain", "preset", "over"))
    assert run("sheet", "--seed", "2", "--out", str(plain)).returncode == 0
    assert run("sheet", "--seed", "2", "--preset", str(preset), "--out", str(by_preset)).returncode == 0
    assert run("sheet", "--seed", "2", "--preset", str(preset), "--theme", "default",
               "--out", str(overridden)).returncode == 0
    from pnp.render.ink import coverage

    assert coverage(by_preset.read_bytes()) < coverage(plain.read_bytes())
    # the preset's own layout with the default theme: the same drawing as no preset and no theme
    assert coverage(overridden.read_bytes()) == pytest.approx(coverage(plain.read_bytes()), abs=1e-3)
    bad = tmp_path / "bad.toml"
    bad.write_text('[preset]\ntheme = "nope"\n', encoding="utf-8")
    one_line_error(run("sheet", "--preset", str(bad), "--out", str(tmp_path / "x.pdf")), "nope")
