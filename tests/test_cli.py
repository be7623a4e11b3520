"""The command line: outputs, the --out rule, and user errors (one line, exit 2)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from pnp import __version__


def run(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pnp", *args], capture_output=True, text=True, cwd=cwd)


def assert_user_error(result: subprocess.CompletedProcess, *needles: str) -> None:
    assert result.returncode == 2, result
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("pnp: error: ")
    assert "Traceback" not in result.stderr
    for needle in needles:
        assert needle in lines[0], lines[0]


def test_help_and_version():
    result = run("--help")
    assert result.returncode == 0 and "proof" in result.stdout
    result = run("--version")
    assert result.returncode == 0 and __version__ in result.stdout


def test_help_does_not_import_the_heavy_libraries():
    code = ("import sys; from pnp.cli import cli; "
            "print(sorted(m for m in ('reportlab','shapely','fontTools','pypdfium2') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_proof_writes_a_pdf_file(tmp_path):
    out = tmp_path / "proof.pdf"
    result = run("proof", "--out", str(out))
    assert result.returncode == 0, result.stderr
    assert out.read_bytes().startswith(b"%PDF-")


def test_proof_in_several_formats_writes_a_folder(tmp_path):
    result = run("proof", "--format", "svg,json", "--out", str(tmp_path / "proof"))
    assert result.returncode == 0, result.stderr
    names = sorted(p.name for p in (tmp_path / "proof").iterdir())
    assert "proof.json" in names and "proof-001.svg" in names


def test_proof_svg_to_a_single_name(tmp_path):
    result = run("proof", "--format", "svg", "--out", str(tmp_path / "p.svg"))
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "p-001.svg").is_file()


def test_render_round_trips_a_saved_scene(tmp_path):
    assert run("proof", "--format", "json", "--out", str(tmp_path / "proof.json")).returncode == 0
    result = run("render", str(tmp_path / "proof.json"), "--out", str(tmp_path / "again.pdf"))
    assert result.returncode == 0, result.stderr
    direct = tmp_path / "direct.pdf"
    assert run("proof", "--out", str(direct)).returncode == 0
    assert (tmp_path / "again.pdf").read_bytes() == direct.read_bytes()


def test_verify_accepts_a_saved_scene(tmp_path):
    assert run("proof", "--format", "json", "--out", str(tmp_path / "proof.json")).returncode == 0
    result = run("verify", str(tmp_path / "proof.json"))
    assert result.returncode == 0 and "ok" in result.stdout


def test_unknown_paper(tmp_path):
    assert_user_error(run("proof", "--paper", "b7", "--out", str(tmp_path / "x.pdf")), "unknown paper 'b7'")
    assert not (tmp_path / "x.pdf").exists()


def test_impossible_size(tmp_path):
    assert_user_error(run("proof", "--paper", "20x30mm", "--out", str(tmp_path / "x.pdf")), "not a printable size")


def test_unknown_format(tmp_path):
    assert_user_error(run("proof", "--format", "docx", "--out", str(tmp_path)), "unknown format 'docx'")


def test_out_suffix_must_match_the_format(tmp_path):
    assert_user_error(run("proof", "--format", "svg", "--out", str(tmp_path / "x.pdf")), "ends in .pdf")


def test_unknown_option_is_one_line():
    assert_user_error(run("proof", "--colour", "red"), "--colour")


def test_malformed_json(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"kind": "scene", "version": 1, "pages": [}')
    assert_user_error(run("render", str(bad), "--out", str(tmp_path / "bad.pdf")), "bad.json",
                      "malformed JSON at line 1")
    assert not (tmp_path / "bad.pdf").exists()


def test_json_with_a_wrong_value_names_the_key(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"kind": "scene", "version": 1, "pages": [{"width": 100, "height": "tall", "items": []}]}')
    assert_user_error(run("render", str(bad), "--out", str(tmp_path / "bad.pdf")), "pages[0].height",
                      "expected a number")


def test_a_preset_file_that_is_not_text_is_one_line(tmp_path):
    preset = tmp_path / "shop.toml"
    preset.write_bytes(b'[preset]\nname = "\xff"\n')
    out = tmp_path / "kit"
    assert_user_error(run("kit", "--game", "path-cards", "--preset", str(preset), "--out", str(out)),
                      "shop.toml", "not a text file")
    assert not out.exists()  # nothing half-written


def test_missing_file(tmp_path):
    assert_user_error(run("verify", str(tmp_path / "nothing.json")), "file not found")


@pytest.mark.skipif(hasattr(os, "geteuid") and os.geteuid() == 0, reason="root can write anywhere")
def test_unwritable_folder_non_root(tmp_path):
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    try:
        assert_user_error(run("proof", "--out", str(locked / "proof.pdf")), "cannot write")
    finally:
        locked.chmod(0o700)


def test_output_inside_a_file_is_refused(tmp_path):
    blocker = tmp_path / "blocker"
    blocker.write_text("not a folder")
    assert_user_error(run("proof", "--out", str(blocker / "proof.pdf")), "cannot create folder")
    assert blocker.read_text() == "not a folder"


@pytest.mark.parametrize("args, option", [
    (("booklet", "--creep", "nan", "--sheets", "1"), "--creep"),
    (("notebook", "--creep", "inf"), "--creep"),
    (("proof", "--mark-length", "nan"), "--mark-length"),
    (("proof", "--mark-offset", "-inf"), "--mark-offset"),
    (("proof", "--bleed", "nan"), "--bleed"),
    (("sheet", "--side", "A", "--loops", "nan"), "--loops"),
    (("solve", "x.json", "--objective", "c.json", "--time-limit", "nan"), "--time-limit"),
])
def test_a_number_option_that_is_not_finite_is_refused_before_any_work(tmp_path, args, option):
    out = tmp_path / "out"
    result = run(*args, "--out", str(out)) if args[0] != "solve" else run(*args)
    assert_user_error(result, option, "not a finite number")
    assert not out.exists()


@pytest.mark.parametrize("choice_option", [("minigames", "--type"), ("objectives", "--difficulty"),
                                           ("kit", "--game")])
def test_an_empty_comma_list_is_refused_not_taken_as_nothing(tmp_path, choice_option):
    command, option = choice_option
    out = tmp_path / "out"
    assert_user_error(run(command, option, ",", "--out", str(out)), option, "given")
    assert not out.exists()


def test_the_python_api_checks_options_as_the_command_line_does():
    import pnp

    for options, needle in ((dict(creep=float("nan")), "--creep: nan is not a finite number"),
                            (dict(doors=True), "--doors: expected a whole number"),
                            (dict(doors=99), "--doors: 99 is out of range (0 to 6)"),
                            (dict(page_size="a9"), "--page-size: expected one of")):
        with pytest.raises(pnp.PnpError, match=needle.replace("(", r"\(").replace(")", r"\)")):
            pnp.generate("notebook", **options)
