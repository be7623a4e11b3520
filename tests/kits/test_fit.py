"""The check before any generating that every part of a kit fits the preset and paper."""

from __future__ import annotations

import subprocess
import sys

import pytest

from pnp.catalog import paper
from pnp.errors import PnpError
from pnp.game import KitRequest
from pnp.games.path_cards.printouts import kit as path_cards_kit
from pnp.kits import kit_files
from pnp.layout.presets import available, load_preset
from pnp.parts import ComponentSet
from pnp.registry import game as registered_game


def run(*args):
    return subprocess.run([sys.executable, "-m", "pnp", *args], capture_output=True, text=True)


def test_the_fit_check_knows_the_size_of_every_component_the_kits_impose():
    from pnp.games.maze_tiles.generate import generate_tileset
    from pnp.games.maze_tiles.printouts import components as kit
    tiles = [(p.fronts[0].width, p.fronts[0].height, bool(p.backs)) for p in kit(generate_tileset(1))]
    assert [(f.width, f.height, f.two_sided) for f in registered_game("maze-tiles").footprints()] == tiles
    kit_parts = [p for p in path_cards_kit(KitRequest(3, 0, paper("a4"))).parts if isinstance(p, ComponentSet)]
    cards = [(p.fronts[0].width, p.fronts[0].height, bool(p.backs)) for p in kit_parts]
    assert [(f.width, f.height, f.two_sided) for f in registered_game("path-cards").footprints()] == cards


def test_an_impossible_preset_is_refused_at_once_naming_the_part(tmp_path, monkeypatch):
    import pnp.kits
    import pnp.registry

    def no_generating(task):
        raise AssertionError(f"generated {task[0]} before checking the preset")

    monkeypatch.setattr(pnp.kits, "game_files", no_generating)
    with pytest.raises(PnpError, match=r"maze-tiles kit on A5: its hero boards \(210 × 148 mm\) do not fit"):
        kit_files(["path-cards", "maze-tiles"], tmp_path, 1, 1, paper("a5"), load_preset("home"))
    huge_marks = tmp_path / "huge.toml"
    huge_marks.write_text("[preset]\nmark_length = 20\nmark_offset = 20\n")  # the longest marks, set farthest off
    # marks shorten before a bleed does (issue 27, item 2): the 70 mm cards still fit A5, their marks shortened
    pnp.kits.fit.check_fit(["path-cards"], paper("a5"), load_preset(str(huge_marks)))
    for name in available():  # every bundled preset passes the check on A4 and Letter for every game
        for sheet in ("a4", "letter"):
            pnp.kits.fit.check_fit(pnp.registry.kit_games(), paper(sheet), load_preset(name))


def test_the_kit_command_refuses_an_impossible_paper_in_one_line_writing_nothing(tmp_path):
    out = tmp_path / "kit"
    result = run("kit", "--game", "maze-tiles", "--paper", "a5", "--out", str(out), "--quiet")
    assert result.returncode == 2 and len(result.stderr.strip().splitlines()) == 1
    assert "hero boards" in result.stderr and "Traceback" not in result.stderr
    assert not out.exists()
