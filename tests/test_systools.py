"""The test set-up itself: `make test` passes on a machine with Python alone (tests/systools.py)."""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest
import systools
from pdfcheck import need_tool

ROOT = Path(__file__).resolve().parent.parent


def test_a_system_tool_run_by_its_name_is_refused_whether_installed_or_not(tmp_path, monkeypatch):
    # shown on a stand-in program listed as a tool: no test names a real tool on a command line, even to show
    # that the guard stops it, and none is started (the guard refuses before the program would run)
    fake = tmp_path / "pnp-stand-in-tool"
    fake.write_text("#!/bin/sh\nexit 0\n")
    fake.chmod(fake.stat().st_mode | stat.S_IXUSR)
    monkeypatch.setattr(systools, "TOOLS", systools.TOOLS | {fake.name})
    # the rule, as the guard reads a command line: a listed program by name, in a shell's script, or by its path
    assert "need_tool" in systools.refused([fake.name, "-v"])
    assert fake.name in systools.refused(["sh", "-c", f"echo x | {fake.name} --version"])
    assert fake.name in systools.refused([str(fake), "--version"])
    assert systools.refused([sys.executable, "-c", "print(1)"]) is None
    # the guard itself, on every way Python starts a program
    with pytest.raises(systools.ToolCallError, match="need_tool"):
        subprocess.run([str(fake), "-v"], capture_output=True)
    with pytest.raises(systools.ToolCallError, match=fake.name):
        subprocess.run(f"echo x | {fake}", shell=True, capture_output=True)
    with pytest.raises(systools.ToolCallError, match=fake.name):
        os.system(f"{fake} --version")


def test_everything_else_runs_and_a_tool_runs_by_the_path_need_tool_gives():
    assert subprocess.run([sys.executable, "-c", "print(1)"], capture_output=True, text=True).stdout == "1\n"
    assert subprocess.run("echo pdfs", shell=True, capture_output=True, text=True).stdout == "pdfs\n"
    tool = need_tool("qpdf")  # the one way a test runs a system tool: skips here without it
    assert subprocess.run([tool, "--version"], capture_output=True).returncode == 0


def _program(folder: Path, name: str) -> None:
    path = folder / name
    path.write_text("#!/bin/sh\nexit 0\n")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)


def test_hiding_takes_every_tool_off_the_path_and_nothing_else(tmp_path):
    tools, plain = tmp_path / "bin", tmp_path / "local"
    tools.mkdir()
    plain.mkdir()
    listed = sorted(systools.TOOLS)[:3]  # stand-ins named as tools are (never run: only looked up on the path)
    for name in [*listed, "sh-like", "python-like"]:
        _program(tools, name)
    _program(plain, "other")
    path = os.pathsep.join([str(plain), str(tools), str(tmp_path / "missing")])
    hidden = systools.hiding_path(path, tmp_path / "shadow")
    assert all(shutil.which(name, path=path) for name in listed)  # else nothing is shown
    for name in systools.TOOLS:
        assert shutil.which(name, path=hidden) is None, name
    for name in ["sh-like", "python-like", "other"]:
        assert shutil.which(name, path=hidden), name
    assert hidden.split(os.pathsep)[0] == str(plain)  # a folder without a tool is kept as it is, in its place
    # the machine's own PATH: no tool is left, the shell and this Python still are
    real = systools.hiding_path(os.environ["PATH"], tmp_path / "real")
    assert [name for name in systools.TOOLS if shutil.which(name, path=real)] == []
    assert shutil.which("sh", path=real)


def test_a_run_with_the_tools_hidden_skips_the_tests_that_need_them(tmp_path):
    # one test of each kind of need: a PDF tool through need_tool, and the browser
    wanted = ["tests/render/test_pdfx.py::test_qpdf_finds_nothing_wrong",
              "tests/test_systools.py::test_in_a_hidden_run_no_tool_is_found"]
    env = {**os.environ, systools.HIDE_VARIABLE: "1", "PNP_REQUIRE_PDF_TOOLS": "1"}
    run = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-n", "0", "-rA",
                          "--basetemp", str(tmp_path / "run"), *wanted],
                         cwd=ROOT, env=env, capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "1 passed, 1 skipped" in run.stdout, run.stdout
    assert f"qpdf hidden ({systools.HIDE_VARIABLE}=1)" in run.stdout, run.stdout


def test_in_a_hidden_run_no_tool_is_found():
    if not systools.tools_hidden():
        pytest.skip(f"checked in a run under {systools.HIDE_VARIABLE}=1 (the test above starts one)")
    assert [name for name in systools.TOOLS if shutil.which(name)] == []
    with pytest.raises(pytest.skip.Exception):
        need_tool("pdftotext")


def test_ci_runs_the_readme_test_command_with_the_tools_hidden_before_it_installs_them():
    script = (ROOT / ".ci" / "run").read_text().replace("\\\n", " ")  # continued lines as one
    lines = [line.strip() for line in script.splitlines() if line.strip() and not line.lstrip().startswith("#")]
    hidden = [i for i, line in enumerate(lines) if f"{systools.HIDE_VARIABLE}=1" in line and "make test" in line]
    installs = [i for i, line in enumerate(lines) if "apt-get install" in line]
    again = [i for i, line in enumerate(lines) if "tests/run_listed.py" in line]
    assert hidden and installs and again, lines
    assert hidden[0] < installs[0] < again[-1]  # Python alone first; then what skipped there, with the tools
    assert systools.SKIPPED_VARIABLE in lines[hidden[0]]
    assert "PNP_REQUIRE" not in lines[hidden[0]].replace("-u PNP_REQUIRE", "")
