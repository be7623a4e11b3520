"""Kits several test modules read: built once per session."""

from __future__ import annotations

from pathlib import Path

import pytest

from pnp.catalog import paper
from pnp.kits import kit_files
from pnp.layout.presets import load_preset


@pytest.fixture(scope="session")
def print_shop_kits():
    """Every game's print-shop kit (two players), fewer deals and simulated games behind the figures (they
    change numbers in README.txt, not what is drawn): {path inside kits/: bytes}."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr("pnp.games.maze_tiles.printouts.SETUPS", 40)
        patch.setattr("pnp.games.notebook.printouts.KIT_RUNS", 20)
        out = Path("kits")
        files = kit_files(["labyrinth", "maze-tiles", "path-cards", "notebook"], out, 1, 2, paper("a4"),
                          load_preset("print-shop"))
    return {path.relative_to(out): data for path, data in files.items()}
