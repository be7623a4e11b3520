"""A game piece of one's own, plugged in from outside the package through the documented extension points alone:
a toy minigame (tests/toys/gems.py, named in PNP_MINIGAMES), a toy paper and a toy theme (a layouts folder of
one's own, PNP_LAYOUTS_DIR). The book, the kits, the rules pages and verify take them with no file of the package
edited, and nothing in the package names them."""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import pnp
from pnp.errors import PnpError
from pnp.resources import bundled_layouts_dir

TESTS = Path(__file__).resolve().parent
ROOT = TESTS.parent
TOY = "toys.gems"  # tests/toys/gems.py, importable with tests/ on the path
PAPER, THEME = "toy-folio", "toy-sepia"
TOY_PAPER = f"""
[paper.{PAPER}]
name = "Toy folio"
width = 190
height = 260
bleed = 3
"""


@pytest.fixture(scope="module")
def layouts(tmp_path_factory) -> Path:
    """A layouts folder of one's own: the papers with one more, and one more theme (a copy of low ink renamed)."""
    folder = tmp_path_factory.mktemp("my-layouts")
    bundled = bundled_layouts_dir()
    (folder / "paper.toml").write_text((bundled / "paper.toml").read_text(encoding="utf-8") + TOY_PAPER,
                                       encoding="utf-8")
    (folder / "themes").mkdir()
    theme = (bundled / "themes" / "low-ink.toml").read_text(encoding="utf-8")
    (folder / "themes" / f"{THEME}.toml").write_text(theme.replace('name = "Low ink"', 'name = "Toy sepia"'),
                                                     encoding="utf-8")
    return folder


@pytest.fixture
def plugged(layouts, monkeypatch):
    """This process with the toy minigame and the layouts folder plugged in (forgotten again afterwards)."""
    from pnp.games.minigames import catalog

    monkeypatch.setenv("PNP_MINIGAMES", TOY)
    monkeypatch.setenv("PNP_LAYOUTS_DIR", str(layouts))
    monkeypatch.syspath_prepend(str(TESTS))
    catalog.forget()
    yield layouts
    monkeypatch.undo()
    catalog.forget()


def run(layouts: Path, *args: str, cwd: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, PNP_MINIGAMES=TOY, PNP_LAYOUTS_DIR=str(layouts),
               PYTHONPATH=os.pathsep.join([str(ROOT), str(TESTS)]))
    return subprocess.run([sys.executable, "-m", "pnp", *args], capture_output=True, text=True, env=env, cwd=cwd)


def pdf_text(path: Path) -> list[str]:
    from tests.kits.test_player_pages import pdf_text as read

    return read(path.read_bytes())


def words(text: str) -> str:
    return " ".join(text.split())


def test_nothing_in_the_package_names_the_toys():
    toys = {"toys", TOY, PAPER, THEME, "Gems", "GM"}  # ("gems" alone is the labyrinth's own word: its gem squares)
    named = [f"{path.relative_to(ROOT)}:{node.lineno}: {node.value!r}"
             for path in Path(pnp.__file__).parent.rglob("*.py")
             for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
             if isinstance(node, ast.Constant) and node.value in toys]
    assert not named, named


def test_the_toy_minigame_joins_the_family_and_keeps_its_contract(plugged):
    from pnp.registry import minigames

    family = minigames()
    assert "gems" in family.types() and family.types() == family.declared_types()
    assert family.types()[-1] == "gems"  # its order, 75, comes after every minigame of the package (10 to 70)
    for difficulty in family.DIFFICULTIES:
        tile = family.make("gems", difficulty, 4)
        assert tile.tile_id.startswith("GM-") and family.verify(tile).ok, difficulty


def test_a_minigame_that_breaks_the_contract_is_refused_in_one_line_naming_what_it_lacks(plugged, tmp_path,
                                                                                             monkeypatch):
    from pnp.games.minigames import catalog

    source = (TESTS / "toys" / "gems.py").read_text(encoding="utf-8")
    (tmp_path / "gems.py").write_text(source.replace("def hardness(", "def _hardness("), encoding="utf-8")
    monkeypatch.setenv("PNP_MINIGAMES", "gems")
    monkeypatch.syspath_prepend(str(tmp_path))
    sys.modules.pop("gems", None)
    catalog.forget()
    with pytest.raises(PnpError, match=r"^PNP_MINIGAMES: the minigame gems does not implement Minigame: has no "
                                     r"hardness$"):
        catalog.modules()
    sys.modules.pop("gems", None)


def test_the_cli_makes_verifies_and_prints_the_toy_minigame(layouts, tmp_path):
    shown = words(run(layouts, "minigames", "--help", cwd=tmp_path).stdout)
    assert ", troll, gems), or all." in shown
    made = run(layouts, "minigames", "--type", "gems", "--count", "1", "--format", "pdf,json", "--out", "out",
               cwd=tmp_path)
    assert made.returncode == 0, made.stderr
    data = json.loads((tmp_path / "out" / "minigames-1.json").read_text())
    assert {t["type"] for t in data["tiles"]} == {"gems"} and {t["difficulty"] for t in data["tiles"]} == {
        "easy", "hard"}
    checked = run(layouts, "verify", "out/minigames-1.json", cwd=tmp_path)
    assert checked.returncode == 0, checked.stderr
    printed = words(" ".join(pdf_text(tmp_path / "out" / "minigames-1.pdf")))
    assert "Gems" in printed and "Count the gems on the tile and write how many." in printed


def test_a_book_holds_the_toy_minigame_ordered_answered_and_remade_from_its_record(layouts, plugged, tmp_path):
    from pnp.book.puzzles import remake
    from pnp.registry import minigames

    made = run(layouts, "book", "--puzzles", "gems=4,maze=20", "--out", "book", "--quiet", cwd=tmp_path)
    assert made.returncode == 0, made.stderr  # before the contract: KeyError 'gems', a per-type table of the book
    data = json.loads((tmp_path / "book" / "book-1.json").read_text())
    gems = [p for p in data["puzzles"] if p["kind"] == "gems"]
    assert len(gems) == 4 and all(p["id"].startswith("GM-") and p["answer_page"] > p["page"] for p in gems)
    assert [p["difficulty"] for p in gems] == sorted(p["difficulty"] for p in gems)  # its hardness ramps them
    pages = pdf_text(tmp_path / "book" / "book-1-interior.pdf")
    for p in gems:
        assert "Count the gems on the tile and write how many." in words(pages[p["page"] - 1])
        assert "Gems, solved" in words(pages[p["answer_page"] - 1])
        tile = remake(p["remake"])
        assert minigames().verify(tile).ok and p["id"] in words(pages[p["page"] - 1])
    how_to = " ".join(words(page) for page in pages if words(page).startswith("How to play"))
    assert "Gems" in how_to  # the how-to-play pages show it solved, as every minigame of the book


def test_a_kit_on_the_toy_paper_in_the_toy_theme(layouts, tmp_path):
    import pikepdf

    assert "toy-sepia" in run(layouts, "themes", cwd=tmp_path).stdout
    for theme in ("default", THEME):
        made = run(layouts, "kit", "--game", "path-cards", "--paper", PAPER, "--theme", theme, "--out", theme,
                   "--quiet", cwd=tmp_path)
        assert made.returncode == 0, made.stderr
        with pikepdf.open(tmp_path / theme / "path-cards" / "kit.pdf") as pdf:
            box = [float(v) for v in pdf.pages[0].MediaBox]
        assert (round((box[2] - box[0]) * 25.4 / 72), round((box[3] - box[1]) * 25.4 / 72)) == (190, 260)
        assert "Paper: Toy folio" in (tmp_path / theme / "path-cards" / "README.txt").read_text()
    themed, plain = ((tmp_path / t / "path-cards" / "kit.pdf").read_bytes() for t in (THEME, "default"))
    assert themed != plain  # the theme drew the kit


def test_the_labyrinth_kit_holds_the_minigames_its_rules_name(layouts, tmp_path):
    """Its rules say how many minigames there are and where each is played: the kit's sets hold exactly those
    (a minigame with no square on the sheets prints on its own, not in a set its rules cannot explain)."""
    from pnp.games.labyrinth.played import in_words

    made = run(layouts, "kit", "--game", "labyrinth", "--players", "1", "--paper", PAPER, "--theme", THEME,
               "--out", "kit", "--quiet", cwd=tmp_path)
    assert made.returncode == 0, made.stderr
    tiles = json.loads((tmp_path / "kit" / "labyrinth" / "json" / "minigames.json").read_text())["tiles"]
    types = {t["type"] for t in tiles}
    printed = words(" ".join(pdf_text(tmp_path / "kit" / "labyrinth" / "kit.pdf")))
    assert f"The {in_words(len(types))} minigames" in printed
    assert f"a set of the {in_words(len(types))} minigame tiles" in printed
    assert "gems" not in types and "Count the gems" not in printed


def test_the_rules_pages_of_every_game_on_the_toy_paper_with_the_toy_registered(plugged):
    from pnp.catalog import papers
    from pnp.games.labyrinth.played import in_words, played
    from pnp.kits.pages import rules_pages
    from pnp.registry import games

    paper = papers(plugged)[PAPER]
    for g in games():
        pages = rules_pages(paper, g.rules, g.rules_figures)
        assert pages and all((p.width, p.height) == (paper.width, paper.height) and p.items for p in pages), g.name
    assert "gems" not in played() and len(played()) == len(set(played()))
    text = " ".join(t.text for g in games() if g.name == "labyrinth"
                    for p in rules_pages(paper, g.rules, g.rules_figures) for t in _texts(p))
    assert f"The {in_words(len(played()))} minigames" in text and "{" not in text


def _texts(page):
    from pnp.scene.model import Text
    from pnp.scene.walk import iter_items

    return [i for i in iter_items(page.items) if isinstance(i, Text)]


@pytest.mark.parametrize("named, says", [("no such", "'no such' is not a module name"),
                                         ("nosuch", "no module 'nosuch' on the Python path"),
                                         ("broken.gems", "the minigame broken.gems does not implement Minigame: "
                                                         "has no hardness")])
def test_a_bad_plug_in_is_refused_in_one_line(layouts, tmp_path, named, says):
    (tmp_path / "broken").mkdir()
    source = (TESTS / "toys" / "gems.py").read_text(encoding="utf-8")
    (tmp_path / "broken" / "gems.py").write_text(source.replace("def hardness(", "def _hardness("), encoding="utf-8")
    env = dict(os.environ, PNP_MINIGAMES=named, PYTHONPATH=os.pathsep.join([str(ROOT), str(tmp_path)]))
    done = subprocess.run([sys.executable, "-m", "pnp", "minigames", "--count", "1", "--out", "out"],
                          capture_output=True, text=True, env=env, cwd=tmp_path)
    assert done.returncode == 2 and done.stderr.startswith(f"pnp: error: PNP_MINIGAMES: {says}")
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert not (tmp_path / "out").exists()
