"""A kit's README.txt is complete and true for every preset: each section it lists has content, each file or
folder it names is in the kit, each page it cites is within the PDF it cites it of (tests/kits/readme_check.py
reads it against the files). Small kits made here by hand cover every preset in the default run; the slow
test reads the real kit of every game under every bundled preset."""

from __future__ import annotations

from pathlib import Path

import pytest

from pnp.catalog import paper
from pnp.kits import kit_files
from pnp.kits.build import build_kit
from pnp.layout.presets import available, load_preset
from pnp.parts import ComponentSet, DocPages, KitSpec
from pnp.scene.color import Color
from pnp.scene.model import Page, Style, Text
from pnp.scene.shapes import rect
from tests.kits.readme_check import problems, sections


def _page(w: float, h: float, bleed: float, label: str) -> Page:
    return Page(w, h, (rect(0, 0, w, h, Style(stroke=Color(0, 0, 0), width=0.3)),
                       Text(label, 5, 5, w - 10, 8, size=9)), bleed=bleed, label=label)


def small_kit(sheet, with_components: bool, with_sheets: bool = True) -> KitSpec:
    """Two sheets to play on, answers, and (optionally) a deck of three cards with backs and a one-sided set;
    without sheets, only the components (as the maze-tiles kit: under a print-shop preset kit.pdf holds no part)."""
    pages = tuple(_page(sheet.width, sheet.height, sheet.bleed, f"sheet {i}") for i in (1, 2))
    parts: list = [DocPages("Play sheets", "sheets", pages, duplex=True)] if with_sheets else []
    if with_components:
        fronts = tuple(_page(63, 88, 25.4 / 8, f"card {i}") for i in range(3))
        parts += [ComponentSet("Cards", "cards", fronts, (_page(63, 88, 25.4 / 8, "back"),)),
                  ComponentSet("Tokens", "tokens", tuple(_page(20, 20, 25.4 / 8, "t") for _ in range(4)))]
    if with_sheets:
        parts.append(DocPages("Answer keys", "answers", (_page(sheet.width, sheet.height, sheet.bleed, "answers"),),
                              answers=True))
    return KitSpec("path-cards", "Small kit", 1, 2, tuple(parts), models={"x.json": {"a": 1}})


@pytest.mark.parametrize("with_components, with_sheets", [(True, True), (False, True), (True, False)])
@pytest.mark.parametrize("preset_name", available())
def test_a_small_kits_readme_is_complete_and_true_under_every_preset(preset_name, with_components, with_sheets):
    preset = load_preset(preset_name)
    sheet = preset.drawing_paper(paper(preset.paper))
    files = build_kit(small_kit(sheet, with_components, with_sheets), preset, sheet)
    assert problems(files) == []
    readme = files[Path("README.txt")].decode()
    listed = sections(readme)
    assert {"How to print", "For a first game tonight", "What is in kit.pdf", "Other files"} <= set(listed)
    folder = {"cards": "decks", "png": "png"}.get(preset.layout)
    if folder and with_components:  # components printed one per page are listed where they are
        assert f"What is in {folder}/" in listed
        assert any(line.startswith(f"- {folder}/cards") for line in listed[f"What is in {folder}/"])
    else:  # no folder for them: none is named
        assert "decks/" not in readme and "png/" not in readme
    assert any(line.startswith("- page 1: Cover") for line in listed["What is in kit.pdf"])


def test_the_checker_finds_an_empty_section_a_missing_folder_and_a_page_beyond_the_pdf():
    preset = load_preset("print-shop")
    sheet = preset.drawing_paper(paper("a4"))
    files = build_kit(small_kit(sheet, True), preset, sheet)
    text = files[Path("README.txt")].decode()
    broken = dict(files)
    broken[Path("README.txt")] = text.replace("- decks/tokens.pdf", "- decks/counters.pdf").encode()
    assert any("decks/counters.pdf" in p for p in problems(broken))
    broken[Path("README.txt")] = (text + "\nMore\n----\n\n").encode()
    assert problems(broken) == ["section 'More' is empty"]
    broken[Path("README.txt")] = (text + "\nSee page 999.\n").encode()
    assert any("beyond kit.pdf" in p for p in problems(broken))
    del broken[Path("decks/cards.pdf")]
    broken[Path("README.txt")] = files[Path("README.txt")]
    assert any("decks/cards.pdf" in p for p in problems(broken))


@pytest.fixture(scope="module")
def quick_figures():
    """Fewer deals and simulated games behind the figures (they change numbers, not what the README names)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr("pnp.games.maze_tiles.printouts.SETUPS", 40)
        patch.setattr("pnp.games.notebook.printouts.KIT_RUNS", 20)
        yield


@pytest.mark.slow
@pytest.mark.parametrize("name", ["labyrinth", "maze-tiles", "path-cards", "notebook"])
def test_every_games_readme_is_complete_and_true_under_every_preset(quick_figures, name):
    for preset_name in available():
        preset = load_preset(preset_name)
        out = Path("kit")
        files = kit_files([name], out, 1, 2, paper(preset.paper), preset)
        mine = {p.relative_to(out / name): d for p, d in files.items()}
        assert problems(mine) == [], preset_name


def test_a_preset_keeping_pages_bleed_draws_them_with_its_own_and_a_home_preset_leaves_the_paper():
    assert load_preset("print-shop").drawing_paper(paper("a4")).bleed == pytest.approx(25.4 / 8)
    assert load_preset("png-cards").drawing_paper(paper("letter")).bleed == pytest.approx(25.4 / 8)
    assert load_preset("home").drawing_paper(paper("a4")) == paper("a4")
