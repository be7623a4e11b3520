"""docs/custom-labyrinths.md stays true: its commands run on its files and print what the page shows.

Every ```sh block's `pnp` lines run in a folder holding docs/tutorial/*.txt;
a ```text block right after one holds lines of the output (``...`` stands for
what the page leaves out). The step files are the grids the page shows.
"""

from __future__ import annotations

import re
import shlex
import shutil
from pathlib import Path

import pytest
from fuzz_helpers import run_pnp

DOCS = Path(__file__).resolve().parents[1] / "docs"
PAGE = DOCS / "custom-labyrinths.md"
BLOCK = re.compile(r"```(sh|text)\n(.*?)```", re.S)


def _steps() -> list[tuple[list[str], list[str]]]:
    """(commands, expected output lines) for each sh block, in page order."""
    steps: list[tuple[list[str], list[str]]] = []
    for kind, body in BLOCK.findall(PAGE.read_text(encoding="utf-8")):
        lines = [line for line in body.splitlines() if line.strip()]
        if kind == "sh":
            steps.append(([line for line in lines if line.startswith("pnp ")], []))
        elif steps and not steps[-1][1] and not lines[0].startswith(("+", "title:", "|")):
            steps[-1] = (steps[-1][0], lines)  # the output shown after the commands (not a grid)
    return steps


@pytest.mark.slow
def test_every_command_of_the_tutorial_runs_and_prints_what_the_page_shows(tmp_path):
    for txt in (DOCS / "tutorial").glob("*.txt"):
        shutil.copy(txt, tmp_path / txt.name)
    import os

    here = os.getcwd()
    os.chdir(tmp_path)
    try:
        for commands, shown in _steps():
            output = ""
            for command in commands:
                result = run_pnp(*shlex.split(command)[1:])
                assert result.escaped is None, (command, repr(result.escaped))
                expected = 1 if "cellar-1.txt" in command else 0  # step 1 is meant to be rejected
                assert result.code == expected, (command, result.code, result.err)
                output += result.out + result.err
            for line in shown:
                for piece in (p.strip() for p in line.split("...")):
                    assert piece.strip("()") in output, (commands, piece)
        _files_are_what_the_page_says(tmp_path)
    finally:
        os.chdir(here)
    assert (tmp_path / "kit" / "labyrinth" / "kit.pdf").is_file()


NAMED = re.compile(r"`([\w./-]+\.(?:png|pdf|json|txt|svg))`")


def _outs() -> list[str]:
    """Every --out the page's commands give."""
    return [words[words.index("--out") + 1] for commands, _ in _steps() for command in commands
            if "--out" in (words := shlex.split(command))]


def _files_are_what_the_page_says(folder: Path) -> None:
    """Every file the page names (in backticks, or as a command's --out) is there after its commands; an --out
    naming a file made that very file, not numbered pages beside it (card-E3-001.png...); the card PNG is one
    card, its size with its bleed, and its back is the file the page names."""
    from PIL import Image

    from pnp.catalog import COMPONENT_BLEED, component

    page = PAGE.read_text(encoding="utf-8")
    named = {name for name in NAMED.findall(page) if "/" not in name or name.startswith("kit/")}
    for name in named | set(_outs()):
        assert (folder / name).exists(), f"the page names {name}, which its commands did not make"
    for out in _outs():
        path = Path(out)
        if path.suffix:
            numbered = sorted(p.name for p in folder.glob(f"{path.stem}-[0-9][0-9][0-9]{path.suffix}"))
            assert numbered == [], f"--out {out} made {numbered}"
    card = component("poker-card")
    with Image.open(folder / "card-E3.png") as front, Image.open(folder / "card-E3-back.png") as back:
        dpi = 150  # pnp render's default
        expected = (round((card.width + 2 * COMPONENT_BLEED) * dpi / 25.4),
                    round((card.height + 2 * COMPONENT_BLEED) * dpi / 25.4))
        assert all(abs(a - b) <= 1 for a, b in zip(front.size, expected)), (front.size, expected)
        assert back.size == front.size


def test_the_grids_on_the_page_are_the_tutorial_files():
    """The finished grid and the empty one on the page are the files the commands read."""
    page = PAGE.read_text(encoding="utf-8")
    for name in ("cellar-1.txt", "cellar.txt"):
        grid = "\n".join(line for line in (DOCS / "tutorial" / name).read_text().splitlines()
                         if not line.startswith("#"))
        assert grid in page, name
