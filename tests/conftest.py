from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import settings

sys.path.insert(0, str(Path(__file__).parent))

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
