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
    finally:
        os.chdir(here)
    assert (tmp_path / "kit" / "labyrinth" / "kit.pdf").is_file()


def test_the_grids_on_the_page_are_the_tutorial_files():
    """The finished grid and the empty one on the page are the files the commands read."""
    page = PAGE.read_text(encoding="utf-8")
    for name in ("cellar-1.txt", "cellar.txt"):
        grid = "\n".join(line for line in (DOCS / "tutorial" / name).read_text().splitlines()
                         if not line.startswith("#"))
        assert grid in page, name
