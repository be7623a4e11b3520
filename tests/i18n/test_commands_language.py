"""``--lang`` on the commands that draw pages: each command run in the pseudo-language prints no English word
(read back from its PDF), and a command given an unknown language is refused before it writes anything.

The pseudo-language (``qps``) accents every catalog string, so a plain English word read back from a page is a
word that did not go through the catalog (:func:`pnp.i18n.pseudo.escaped`; a puzzle's id is printed as it is)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from pnp.i18n.pseudo import escaped

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pnp", *args], capture_output=True, text=True, cwd=ROOT)


def pdf_words(path: Path) -> list[tuple[int, list[str]]]:
    """(page, English words) of each page of a PDF whose text has any."""
    import pypdfium2 as pdfium

    found = []
    pdf = pdfium.PdfDocument(str(path))
    try:
        for n in range(len(pdf)):
            page = pdf[n]
            text = page.get_textpage().get_text_range()
            words = [w for line in text.splitlines() for w in escaped(line)]
            if words:
                found.append((n + 1, words))
    finally:
        pdf.close()
    return found


COMMANDS = {
    "sheet": ("sheet", "--seed", "3"),
    "objectives": ("objectives", "--seed", "3", "--count", "3"),
    "minigames": ("minigames", "--seed", "3"),
    "path-cards": ("path-cards", "--seed", "3"),
    "notebook": ("notebook", "--seed", "3"),
    "booklet": ("booklet", "--seed", "3"),
    "maze-tiles": ("maze-tiles", "--seed", "3"),
}
SLOW = {"maze-tiles", "booklet", "objectives"}


@pytest.mark.parametrize("name", [pytest.param(n, marks=[pytest.mark.slow] if n in SLOW else [])
                                  for n in COMMANDS])
def test_a_command_in_the_pseudo_language_prints_no_english_word(tmp_path, name):
    out = tmp_path / f"{name}.pdf"
    done = run(*COMMANDS[name], "--format", "pdf", "--lang", "qps", "--out", str(out))
    assert done.returncode == 0, done.stderr[-2000:]
    found = pdf_words(out)
    assert not found, f"{name}: English on {len(found)} pages, e.g. {found[:3]}"


def test_a_saved_sheet_renders_in_the_language_asked(tmp_path):
    json_file = tmp_path / "sheet.json"
    assert run("sheet", "--seed", "4", "--format", "json", "--out", str(json_file)).returncode == 0
    out = tmp_path / "sheet.pdf"
    done = run("render", str(json_file), "--lang", "qps", "--out", str(out))
    assert done.returncode == 0, done.stderr[-2000:]
    assert not pdf_words(out)
    english = tmp_path / "sheet-en.pdf"
    assert run("render", str(json_file), "--out", str(english)).returncode == 0
    assert pdf_words(english)  # the same page in English has English words: the check can fail


@pytest.mark.parametrize("command", [("sheet",), ("path-cards",), ("export", "tts")])
def test_an_unknown_language_is_refused_before_any_file(tmp_path, command):
    out = tmp_path / "out"
    done = run(*command, "--lang", "klingon", "--out", str(out))
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "--lang 'klingon'" in done.stderr and "Traceback" not in done.stderr
    assert not out.exists()
