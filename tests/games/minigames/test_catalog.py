"""One source per minigame: every module of pnp.games.minigames.puzzles is a minigame, found without a list,
complete (spec, icon, JSON, verify, drawing), and one new module is all a new minigame needs."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import textwrap

import pytest

from pnp.catalog import paper
from pnp.contract import members
from pnp.games.minigames import catalog, puzzles
from pnp.games.minigames.answer_keys import answer_pages
from pnp.games.minigames.base import DIFFICULTIES, generate_tile, verify_tile
from pnp.games.minigames.draw import artwork_page, puzzle_page
from pnp.games.minigames.jsonio import tile_from_json, tile_to_json
from pnp.icons import icon_names
from pnp.jsonio import dumps
from pnp.minigame import Minigame
from pnp.scene.model import Icon, Text
from pnp.scene.walk import iter_items
from pnp.schema import Wire

TYPES = catalog.types()
# every member the contract declares but the spec (checked on its own): functions and the two wire classes
INTERFACE = [name for name in members(Minigame) if name != "SPEC"]
HEAVY = ("reportlab", "shapely", "fontTools", "pypdfium2")


def _texts(page) -> list[str]:
    return [item.text for item in iter_items(page.items) if isinstance(item, Text)]


def _icons(page) -> list[str]:
    return [item.name for item in iter_items(page.items) if isinstance(item, Icon)]


def test_the_minigames_keep_their_order_and_id_prefixes():
    # sets, answer keys and `--type all` follow this order, and the prefixes are printed in every id:
    # both are pinned so that the same seed keeps giving the same files
    assert [(s.type, s.prefix) for s in catalog.specs()] == [
        ("sword", "SW"), ("bow", "BO"), ("key", "KE"), ("treasure", "TS"), ("minotaur", "MI"), ("spider", "SP"),
        ("troll", "TL")]


def test_every_module_of_the_puzzles_package_is_a_minigame():
    assert sorted(TYPES) == catalog.module_names()


def test_the_specs_read_without_importing_are_the_ones_the_modules_declare():
    assert catalog.declared() == catalog.specs()


@pytest.mark.parametrize("type_name", TYPES)
def test_every_minigame_declares_a_spec_an_existing_icon_and_the_interface(type_name):
    spec, m = catalog.spec(type_name), catalog.module(type_name)
    assert spec.type == type_name == m.__name__.rsplit(".", 1)[1]
    assert spec.name and spec.task.endswith(".") and re.fullmatch(r"[A-Z]{2}", spec.prefix)
    assert spec.icon in icon_names()
    assert [name for name in INTERFACE if not callable(getattr(m, name, None))] == []
    assert issubclass(m.PuzzleWire, Wire) and issubclass(m.AnswerWire, Wire)  # the tile's schema picks them by type


@pytest.mark.parametrize("type_name, difficulty", [(t, d) for t in TYPES for d in DIFFICULTIES])
def test_every_minigame_round_trips_verifies_and_draws(type_name, difficulty):
    spec = catalog.spec(type_name)
    tile = generate_tile(type_name, difficulty, 21)
    again = tile_from_json(json.loads(dumps(tile_to_json(tile))))
    assert again == tile and dumps(tile_to_json(again)) == dumps(tile_to_json(tile))
    assert verify_tile(again).ok
    front, solved, back = puzzle_page(tile), puzzle_page(tile, answer=True), artwork_page(tile)
    assert spec.name in _texts(front) and spec.task in _texts(front) and tile.tile_id in _texts(front)
    assert spec.icon in _icons(front) and spec.name in _texts(back)
    assert len(solved.items) > len(front.items)  # the answer adds to the puzzle side
    (key,) = answer_pages([tile], paper("a4"))
    assert {tile.tile_id, f"{type_name} · {difficulty}"} <= set(_texts(key))


def test_building_the_cli_imports_no_minigame_module_nor_a_heavy_library():
    code = ("import sys; from pnp.cli import cli; "
            "print([m for m in sys.modules if m.startswith('pnp.games.minigames.puzzles.')]); "
            f"print([m for m in {HEAVY!r} if m in sys.modules])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split("\n")[:2] == ["[]", "[]"]


def test_the_type_option_lists_every_minigame_in_order():
    out = subprocess.run([sys.executable, "-m", "pnp", "minigames", "--help"], capture_output=True, text=True,
                         check=True).stdout
    assert f"({', '.join(TYPES)}), or all." in " ".join(out.split())


# --- an eighth minigame, from one module and nothing else -----------------------------------

HYDRA = '''
"""Hydra, a test's own minigame: circle the largest number."""

from __future__ import annotations

from dataclasses import dataclass

from pydantic import Field

from pnp.games.minigames.spec import MinigameSpec
from pnp.scene.model import Text
from pnp.schema import Whole, Wire

SPEC = MinigameSpec(
    type="hydra", name="Hydra", prefix="HY", icon="dragon", order=80,
    task="Circle the largest number.",
)


@dataclass(frozen=True)
class Puzzle:
    numbers: tuple[int, ...]


@dataclass(frozen=True)
class Answer:
    index: int


def generate(difficulty, rng):
    puzzle = Puzzle(tuple(rng.sample(range(1, 100), 4 if difficulty == "easy" else 8)))
    return puzzle, solve(puzzle)


def count_solutions(puzzle, limit=2):
    return min(limit, puzzle.numbers.count(max(puzzle.numbers)))


def solve(puzzle):
    return Answer(puzzle.numbers.index(max(puzzle.numbers))) if count_solutions(puzzle) == 1 else None


def grade(puzzle):
    return ("easy" if len(puzzle.numbers) <= 4 else "hard"), {"numbers": len(puzzle.numbers)}


def hardness(measure):
    return measure["numbers"]


def canonical(puzzle):
    return " ".join(map(str, sorted(puzzle.numbers)))


def puzzle_to_json(p):
    return {"numbers": list(p.numbers)}


class PuzzleWire(Wire):
    numbers: list[Whole] = Field(min_length=2, max_length=8)


class AnswerWire(Wire):
    index: Whole = Field(ge=0, lt=8)


def puzzle_from_json(w):
    return Puzzle(tuple(w.numbers))


def answer_to_json(a):
    return {"index": a.index}


def answer_from_json(w):
    return Answer(w.index)


def draw_puzzle(tile, box, floor=0.0):
    x, y, w, h = box
    return [Text(" ".join(map(str, tile.puzzle.numbers)), x, y, w, h / 2, size=max(12, floor))]


def draw_answer(tile, box, floor=0.0):
    x, y, w, h = box
    best = tile.puzzle.numbers[tile.answer.index]
    return [*draw_puzzle(tile, box, floor), Text(f"the largest: {best}", x, y + h / 2, w, h / 2, size=max(12, floor))]


def rules_row():
    return "4 numbers", "8 numbers"
'''


@pytest.fixture
def hydra(tmp_path, monkeypatch):
    """The puzzles package, as discovery sees it, with one more module in a folder of the test's own."""
    folder = tmp_path / "more-minigames"
    folder.mkdir()
    (folder / "hydra.py").write_text(textwrap.dedent(HYDRA), encoding="utf-8")
    monkeypatch.setattr(puzzles, "__path__", [*puzzles.__path__, str(folder)])
    catalog.forget()
    yield folder
    sys.modules.pop("pnp.games.minigames.puzzles.hydra", None)
    catalog.forget()  # the next look-up, after monkeypatch restores the package's path, finds the seven again


def test_a_new_module_is_a_new_minigame_everywhere(hydra):
    from pnp.games.minigames import base
    from pnp.games.minigames.kinds import SET
    from pnp.games.minigames.sets import generate_set

    assert base.TYPES == catalog.types() == catalog.declared_types() == (*TYPES, "hydra")
    tile = generate_tile("hydra", "hard", 3)
    assert tile.tile_id.startswith("HY-") and verify_tile(tile).ok
    assert tile_from_json(json.loads(dumps(tile_to_json(tile)))) == tile
    assert "Hydra" in _texts(puzzle_page(tile)) and "Circle the largest number." in _texts(puzzle_page(tile))
    assert "dragon" in _icons(artwork_page(tile))
    tiles = generate_set(5, count=1)
    assert [t.type for t in tiles[-2:]] == ["hydra", "hydra"] and len(tiles) == 16
    assert SET.verify(tiles).ok


def test_the_cli_offers_a_new_module_without_editing_another_file(hydra, tmp_path):
    # a fresh process whose puzzles package also looks in the test's folder, then runs the CLI as `pnp` does
    driver = ("import sys; import pnp.games.minigames.puzzles as p; p.__path__.append(sys.argv[1]); "
              "from pnp.cli import main; main(sys.argv[2:])")

    def pnp(*args):
        return subprocess.run([sys.executable, "-c", driver, str(hydra), *args], capture_output=True, text=True)

    shown = " ".join(pnp("minigames", "--help").stdout.split())
    assert ", troll, hydra), or all." in shown
    out = tmp_path / "out"
    made = pnp("minigames", "--type", "hydra,troll", "--count", "1", "--format", "pdf,json", "--out", str(out))
    assert made.returncode == 0, made.stderr
    data = json.loads((out / "minigames-1.json").read_text())
    assert [(t["type"], t["difficulty"]) for t in data["tiles"]] == [
        ("hydra", "easy"), ("hydra", "hard"), ("troll", "easy"), ("troll", "hard")]
    assert pnp("verify", str(out / "minigames-1.json")).returncode == 0
    refused = pnp("minigames", "--type", "gorgon", "--out", str(out))
    assert refused.returncode == 2 and "troll, hydra" in refused.stderr
