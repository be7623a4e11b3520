from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest
from hypothesis import settings

sys.path.insert(0, str(Path(__file__).parent))

import systools  # noqa: E402  (found through the path just set)

# No test may start a system program except through need_tool, which skips where it is missing (tests/systools.py)
sys.addaudithook(systools.audit)

_SHADOW = pytest.StashKey[Path]()  # the folder of links hide_tools made, removed when the run ends

settings.register_profile("pnp", deadline=None, max_examples=60, derandomize=True)
settings.load_profile("pnp")


@pytest.fixture
def varied_scene():
    from scenes import varied_document

    return varied_document()


@pytest.fixture
def fewer_deals(monkeypatch):
    """The maze tiles' playability report on 40 deals (not 2,000) and the notebook's on 20 simulated games (not
    1,000), in this process: for tests of what a kit draws or holds, where those figures only change numbers
    printed in a report. Tests of the figures themselves, and of a default kit's bytes, do not use it."""
    monkeypatch.setattr("pnp.games.maze_tiles.printouts.SETUPS", 40)
    monkeypatch.setattr("pnp.games.notebook.printouts.KIT_RUNS", 20)


def pytest_configure(config: pytest.Config) -> None:
    # PNP_HIDE_SYSTEM_TOOLS=1: the run sees a machine without poppler, qpdf, Ghostscript or a browser (xdist's
    # workers start after this, inheriting the PATH, and find nothing left to hide)
    if systools.tools_hidden() and any(shutil.which(tool) for tool in systools.TOOLS):
        config.stash[_SHADOW] = systools.hide_tools()


def pytest_unconfigure(config: pytest.Config) -> None:
    shadow = config.stash.get(_SHADOW, None)
    if shadow is not None:
        shutil.rmtree(shadow, ignore_errors=True)



_hidden_skips: list[str] = []  # tests this run skipped for a hidden tool (in the controlling process)


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    # Called in the controlling process for every test, xdist's workers' included. A test that skipped for a
    # hidden tool is one to run again once the tools are there (systools.skipped_list: CI's run with them).
    if report.skipped and f"hidden ({systools.HIDE_VARIABLE}=1)" in str(report.longrepr):
        _hidden_skips.append(report.nodeid)


def pytest_sessionfinish(session: pytest.Session) -> None:
    listed = systools.skipped_list()
    if listed is not None and not hasattr(session.config, "workerinput"):
        listed.write_text("".join(f"{nodeid}\n" for nodeid in sorted(set(_hidden_skips))), encoding="utf-8")
