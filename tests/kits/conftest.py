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


@pytest.fixture(scope="session")
def kit_specs():
    """Every kit game's KitSpec (two players, A4, fewer deals and simulated games behind the figures: they change
    README numbers, not what is drawn), by game name: what a kit holds before any paper."""
    from pnp.game import KitRequest
    from pnp.registry import game, kit_games

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr("pnp.games.maze_tiles.printouts.SETUPS", 40)
        patch.setattr("pnp.games.notebook.printouts.KIT_RUNS", 20)
        sheet = paper("a4")
        return {g: game(g).make_kit(KitRequest(1, 2, sheet, "sheets", 1, game(g).prepare_kit_options({}), None))
                for g in kit_games()}
