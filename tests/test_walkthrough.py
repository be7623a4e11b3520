"""docs/ARCHITECTURE.md's "Adding a minigame", done as the page says: its module saved from the page's own code,
its commands run from the page's own lines, and every file a line says it writes made. An example that no
longer works (a missing icon, an order taken, a member the contract now asks for) fails here."""

from __future__ import annotations

import ast
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from pnp.contract import problems
from pnp.icons import icon_names
from pnp.minigame import Minigame

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "ARCHITECTURE.md"


def section() -> str:
    text = DOC.read_text(encoding="utf-8")
    assert "\n## Adding a minigame\n" in text
    return re.split(r"^## ", text.split("\n## Adding a minigame\n", 1)[1], flags=re.MULTILINE)[0]


def blocks(language: str) -> list[str]:
    """The fenced code blocks of that language in the section, their indent taken off."""
    found = re.findall(rf"^( *)```{language}\n(.*?)^\1```", section(), flags=re.MULTILINE | re.DOTALL)
    return ["\n".join(line[len(indent):] for line in body.splitlines()) + "\n" for indent, body in found]


@pytest.fixture(scope="module")
def module(tmp_path_factory) -> tuple[Path, str]:
    """The page's module, saved under its type's name in a folder of its own."""
    (code,) = [b for b in blocks("python") if "SPEC = MinigameSpec(" in b]
    call = next(n for n in ast.walk(ast.parse(code)) if isinstance(n, ast.Assign)
                and getattr(n.targets[0], "id", "") == "SPEC")
    spec = {k.arg: ast.literal_eval(k.value) for k in call.value.keywords}  # type: ignore[attr-defined]
    folder = tmp_path_factory.mktemp("walkthrough")
    (folder / f"{spec['type']}.py").write_text(code, encoding="utf-8")
    return folder, spec["type"]


def test_the_pages_example_declares_a_free_order_prefix_and_an_existing_icon(module):
    from pnp.games.minigames.catalog import specs

    folder, name = module
    sys.path.insert(0, str(folder))
    try:
        example = __import__(name)
    finally:
        sys.path.remove(str(folder))
        sys.modules.pop(name, None)
    spec = example.SPEC
    assert spec.type == name and spec.icon in icon_names()
    taken = specs()
    assert spec.order not in {s.order for s in taken} and spec.prefix not in {s.prefix for s in taken}
    assert problems(example, Minigame) == []  # every member the contract asks for


def test_the_pages_commands_run_and_write_the_files_they_say(module, tmp_path):
    folder, name = module
    (script,) = blocks("sh")
    lines = [line for line in script.splitlines() if line.strip()]
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    ran = 0
    for line in lines:
        command, _, comment = line.partition("#")
        words = shlex.split(command)
        if words[0] == "export":
            for pair in words[1:]:
                key, _, value = pair.partition("=")
                # "PYTHONPATH=.": the folder holding the module, with the package's checkout for the test
                env[key] = os.pathsep.join([str(folder), str(ROOT)]) if key == "PYTHONPATH" else value
            continue
        assert words[0] == "pnp", line
        done = subprocess.run([sys.executable, "-m", "pnp", *words[1:]], capture_output=True, text=True, env=env,
                              cwd=tmp_path)
        assert done.returncode == 0, f"{line}\n{done.stderr}"
        ran += 1
        said = re.match(r"\s*writes (.+)$", comment)
        for file in said.group(1).split() if said else []:
            assert (tmp_path / file).is_file(), f"{line}: no {file}"
    assert ran >= 3 and env.get("PNP_MINIGAMES") == name
