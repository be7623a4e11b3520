"""docs/api.md is true: every Python example on it runs, in a fresh folder, and prints something."""

from __future__ import annotations

import contextlib
import io
import os
import re
from pathlib import Path

import pytest

DOC = Path(__file__).parent.parent / "docs" / "api.md"
BLOCKS = re.findall(r"```python\n(.*?)```", DOC.read_text(encoding="utf-8"), flags=re.S)


def test_the_page_has_examples():
    assert len(BLOCKS) >= 6


@pytest.mark.parametrize("index", range(len(BLOCKS)))
def test_each_example_runs(index, tmp_path):
    here = os.getcwd()
    os.chdir(tmp_path)
    out = io.StringIO()
    try:
        with contextlib.redirect_stdout(out):
            exec(compile(BLOCKS[index], f"docs/api.md example {index + 1}", "exec"), {"__name__": "__example__"})
    finally:
        os.chdir(here)
    assert out.getvalue().strip(), "an example shows what it did"


def test_the_public_api_is_what_init_names_and_imports_nothing_heavy():
    import subprocess
    import sys

    code = ("import sys, pnp; print(sorted(pnp.__all__)); "
            "print(sorted(m for m in ('reportlab', 'shapely', 'fontTools', 'pypdfium2', 'ortools') "
            "if m in sys.modules))")
    lines = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.splitlines()
    assert "generate" in lines[0] and "verify" in lines[0] and "write" in lines[0]
    assert lines[1] == "[]"
