"""A kit whose small sets share sheets: fewer pages, and still every set named in the contents and README.txt
at the page that holds it, its first-game pages holding its first components, its SVGs and preview."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from pnp.catalog import paper
from pnp.kits import build
from pnp.kits.build import build_kit
from pnp.layout.presets import load_preset
from pnp.parts import ComponentSet, DocPages, FirstGame, KitSpec
from pnp.scene.model import Page, Style, Text
from pnp.scene.shapes import rect
from tests.kits.test_player_pages import pdf_text


def tokens(title: str, slug: str, tag: str, n: int, size: float) -> ComponentSet:
    def face(text: str) -> Page:
        return Page(size, size, (rect(-3, -3, size + 6, size + 6, Style()), Text(text, 1, 1, size - 2, 8, size=6)),
                    bleed=3)

    return ComponentSet(title, slug, tuple(face(f"{tag}{i + 1}x") for i in range(n)), (face(f"{tag}back"),))


def small_kit() -> KitSpec:
    sheets = DocPages("Sheets", "sheets", (Page(210, 297), Page(210, 297)), duplex=True)
    sets = (tokens("Red tokens", "red", "R", 20, 19), tokens("Blue tokens", "blue", "B", 30, 20),
            tokens("Gold keys", "gold", "G", 12, 32))
    answers = DocPages("Answers", "answers", (Page(210, 297),), answers=True)
    first = (FirstGame("blue", "three blue tokens", 3), FirstGame("gold", "the gold keys"))
    return KitSpec("labyrinth", "Gang kit", 1, 2, (sheets, *sets, answers), first_game=first)


@pytest.fixture(scope="module")
def kit():
    """The small kit on A4, its rules one plain page (drawing a game's rules is not what is tested here)."""
    quick = pytest.MonkeyPatch()
    quick.setattr(build, "rules_pages", lambda sheet, *_: [Page(sheet.width, sheet.height)])
    try:
        return build_kit(small_kit(), load_preset("home"), paper("a4"))
    finally:
        quick.undo()


def test_small_sets_share_sheets_and_the_kit_is_shorter(kit, monkeypatch):
    spec, home, a4 = small_kit(), load_preset("home"), paper("a4")
    shared = sum(len(placed.pages) for placed in build.place_parts(spec, home, a4))
    monkeypatch.setattr(build, "gang_parts", lambda parts, preset, sheet: list(parts))
    assert shared <= sum(len(placed.pages) for placed in build.place_parts(spec, home, a4)) - 2
    texts = pdf_text(kit[Path("kit.pdf")])
    # each token on exactly one front page, its back on the page after (the kit prints double-sided)
    for tag, n in (("R", 20), ("B", 30), ("G", 12)):
        for i in range(n):
            on = [k for k, t in enumerate(texts) if f"{tag}{i + 1}x" in t.split()]
            assert len(on) == 1 and f"{tag}back" in texts[on[0] + 1] and on[0] % 2 == 0  # a front: odd page


def test_the_contents_and_readme_name_every_set_at_the_page_that_holds_it(kit):
    ganged = kit
    texts = pdf_text(ganged[Path("kit.pdf")])
    readme = ganged[Path("README.txt")].decode()
    for title, tag in (("Red tokens", "R"), ("Blue tokens", "B"), ("Gold keys", "G")):
        start = int(re.search(rf"- page (\d+): {title}\.", readme).group(1))
        assert f"{tag}1x" in texts[start - 1].split()
        line = next(t for t in readme.splitlines() if t.startswith(f"- page {start}: {title}."))
        assert "On the same sheets as the" in line and "cut the sheets apart" in line
        assert re.search(rf"{title}\s+page {start}\b", texts[1])  # the contents page
    assert {"red", "blue", "gold"} <= {p.parent.name for p in ganged if p.parts[0] == "svg"}
    assert all(Path("previews") / f"{slug}.png" in ganged for slug in ("red", "blue", "gold"))


def test_the_first_game_pages_hold_the_sets_first_components(kit):
    ganged = kit
    texts = pdf_text(ganged[Path("kit.pdf")])
    readme = ganged[Path("README.txt")].decode()
    for what, wanted in (("three blue tokens", ["B1x", "B3x", "Bback"]), ("the gold keys", ["G1x", "G12x"])):
        pages = re.search(rf"- pages? ([\d, -]+): {what} \(double-sided\)", readme).group(1)
        numbers = [n for part in pages.split(", ") for n in range(int(part.split("-")[0]),
                                                                 int(part.split("-")[-1]) + 1)]
        named = " ".join(texts[n - 1] for n in numbers).split()
        assert all(w in named for w in wanted), (what, pages)


def test_fold_over_keeps_each_double_sided_set_on_its_own_sheets():
    spec, fold, a4 = small_kit(), load_preset("home-foldover"), paper("a4")
    body = build.place_parts(spec, fold, a4)
    assert all(placed.share is None for placed in body)


@pytest.mark.slow
@pytest.mark.parametrize("paper_name", ["a4", "letter"])
def test_the_maze_tile_kit_prints_its_tokens_on_fewer_pages(paper_name, monkeypatch, fewer_deals):
    from pnp.game import KitRequest
    from pnp.games.maze_tiles.content import load_content
    from pnp.registry import game

    sheet, home = paper(paper_name), load_preset("home")
    spec = game("maze-tiles").make_kit(KitRequest(1, 4, sheet, "sheets"))
    ganged = build_kit(spec, home, sheet)
    monkeypatch.setattr(build, "gang_parts", lambda parts, preset, paper: list(parts))
    apart = build.kit_pages(spec, home, sheet).pages  # each set on sheets of its own (not rendered)
    texts = pdf_text(ganged[Path("kit.pdf")])
    assert len(texts) <= len(apart) - 4
    readme = ganged[Path("README.txt")].decode()
    for title in ("Hand action tokens", "Feet action tokens", "Wound tokens", "Wall tokens", "Key tokens"):
        assert re.search(rf"- page \d+: {title}\. .*On the same sheets as", readme), title
    keys = int(re.search(r"- page (\d+): Key tokens\.", readme).group(1))
    assert load_content().keys[0].action.name in texts[keys - 1]  # the first key token is on that page
