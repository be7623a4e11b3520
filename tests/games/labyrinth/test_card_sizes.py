"""Card sizes by name (issue 28 item 3): ``--card-size`` on ``pnp objectives`` and ``pnp kit``, and a preset's
``[components] card_size``, draw the labyrinth's objective cards and player aids at that size, through
imposition, decks and the card PNGs, and the layout check finds nothing on them."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from cli_helpers import assert_refused

from pnp.catalog import CARD_SIZE_HELP, Component, card_size, card_sizes, paper
from pnp.errors import PnpError
from pnp.games.labyrinth import printouts
from pnp.games.labyrinth.cards import ObjectiveCard, Row
from pnp.kits.layout_sweep import check_named, floor_theme, part_pages
from pnp.registry import game

SIZES = tuple(card_sizes())  # every name the catalogue gives
MM = 72 / 25.4  # points per mm
PRESETS = Path(__file__).resolve().parents[3] / "layouts" / "presets"
CARDS = (ObjectiveCard("T1", "tutorial", "A", (Row("fastest", 1),), par={"A": 5, "B": 6}),
         ObjectiveCard("H9", "hard", "any", (
             Row("per", 1, symbol="gem"), Row("per", 2, symbol="rat"), Row("item", 3, symbol="treasure"),
             Row("scrolls", 2, names=("III", "I", "II")), Row("exit", 3, names=("minotaur", "spider"),
                                                               requires="sword"),
             Row("ghosts", 2, count=2), Row("fastest", 1)), extra_exits=("B",), heart_effects=("ghost",),
             par={"A": 14, "B": 19}))


def pnp(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pnp", *args], capture_output=True, text=True)


def trims(pdf: Path) -> list[tuple[float, float]]:
    """Each page's TrimBox, width × height in mm."""
    import pikepdf

    with pikepdf.open(pdf) as doc:
        return [(round((float(p.TrimBox[2]) - float(p.TrimBox[0])) / MM, 2),
                 round((float(p.TrimBox[3]) - float(p.TrimBox[1])) / MM, 2)) for p in doc.pages]


def sized(c: Component) -> tuple[float, float]:
    return round(c.width, 2), round(c.height, 2)


def test_the_help_names_every_card_size_of_the_catalogue_and_no_other():
    named = set(re.split(r", | or ", CARD_SIZE_HELP.split(": ", 1)[1]))
    assert named == set(SIZES)
    assert all(c.shape == "rect" for c in card_sizes().values())


@pytest.mark.parametrize("name", SIZES)
@pytest.mark.parametrize("floor", [0.0, 5.0])
def test_cards_and_aids_of_every_size_are_that_size_and_the_checker_finds_nothing(name, floor):
    size = card_size(name)
    parts = printouts.card_parts(CARDS, 2, floor, size=name)
    theme = floor_theme(floor)
    for part in parts:
        for named in part_pages(part):
            assert (named.page.width, named.page.height) == (size.width, size.height), named.where
            assert not check_named(named, floor, theme), (name, named.where)


def test_the_kit_footprints_follow_the_card_size_and_nothing_else_does():
    plain = game("labyrinth").footprints(paper("a4"))
    tarot = game("labyrinth").footprints(paper("a4"), "tarot")
    for before, after in zip(plain, tarot):
        if before.title in ("Objective cards", "Player aids", "Minigame tiles"):
            assert (after.width, after.height) == sized(card_size("tarot"))
        else:
            assert after == before


@pytest.mark.parametrize("name", ["mini-euro", "tarot"])
def test_pnp_objectives_card_size_makes_every_card_page_that_size(tmp_path, name):
    out = tmp_path / "cards.pdf"
    done = pnp("objectives", "--difficulty", "tutorial,hard", "--count", "1", "--card-size", name,
               "--preset", "print-shop", "--out", str(out), "--quiet")
    assert done.returncode == 0, done.stderr
    pages = trims(out)
    cards = [p for p in pages if p == sized(card_size(name))]
    assert len(cards) >= 2 * 2 + 1  # two cards front and back, and the aid
    assert len(pages) - len(cards) <= 1  # the answer key is on paper


def test_a_presets_card_size_is_used_and_card_size_overrides_it(tmp_path):
    preset = tmp_path / "square.toml"
    preset.write_text((PRESETS / "print-shop.toml").read_text() + '\n[components]\ncard_size = "square-70"\n')
    for extra, expect in (((), "square-70"), (("--card-size", "bridge"), "bridge")):
        out = tmp_path / f"{expect}.pdf"
        done = pnp("objectives", "--difficulty", "tutorial", "--count", "1", "--preset", str(preset), *extra,
                   "--out", str(out), "--quiet")
        assert done.returncode == 0, done.stderr
        assert trims(out)[0] == sized(card_size(expect))


def test_an_unknown_card_size_is_refused_in_one_line_before_any_work(tmp_path):
    assert_refused(pnp("objectives", "--card-size", "jumbo", "--out", str(tmp_path / "x")), "--card-size",
                   "'jumbo'", "poker")
    assert_refused(pnp("kit", "--game", "labyrinth", "--card-size", "jumbo", "--out", str(tmp_path / "k")),
                   "--card-size", "'jumbo'")
    preset = tmp_path / "bad.toml"
    preset.write_text((PRESETS / "home.toml").read_text() + '\n[components]\ncard_size = "jumbo"\n')
    assert_refused(pnp("kit", "--game", "labyrinth", "--preset", str(preset), "--out", str(tmp_path / "k")),
                   "bad.toml", "components.card_size", "'jumbo'")
    assert not (tmp_path / "x").exists() and not (tmp_path / "k").exists()


@pytest.mark.slow
@pytest.mark.parametrize("name", SIZES)
def test_a_kit_of_every_card_size_prints_its_cards_and_aids_at_that_size(tmp_path, name):
    """The print-shop kit's decks (a PDF per deck, a card side a page): every objective card and aid page has
    the size's TrimBox; and the PNG kit's card images are the size with their bleed at 300 dpi. The minigame
    tiles follow the size too: one too small for their squares is refused (tests/games/minigames/test_tile_sizes)."""
    from pnp.games.minigames.catalog import types
    from pnp.games.minigames.draw import check_tiles, tile_size

    done = pnp("kit", "--game", "labyrinth", "--players", "1", "--card-size", name, "--preset", "print-shop",
               "--out", str(tmp_path / "pdf"), "--quiet")
    try:
        check_tiles(types(), tile_size(0.0, name), 0.0)
    except PnpError:
        assert_refused(done, "minigame tiles")
        return
    assert done.returncode == 0, done.stderr
    size = sized(card_size(name))
    decks = tmp_path / "pdf" / "labyrinth" / "decks"
    assert trims(decks / "objective-cards.pdf") == [size] * 2 * 49  # the box's 49 cards, front and back
    assert set(trims(decks / "player-aids.pdf")) == {size}
    done = pnp("kit", "--game", "labyrinth", "--players", "1", "--card-size", name, "--preset", "png-cards",
               "--out", str(tmp_path / "png"), "--quiet")
    assert done.returncode == 0, done.stderr
    from PIL import Image

    want = tuple(round((s + 2 * 25.4 / 8) / 25.4 * 300) for s in size)
    cards = sorted((tmp_path / "png" / "labyrinth").rglob("*.png"))
    decks = [p for p in cards if "objective" in str(p) or "aid" in str(p)]
    assert decks
    for png in decks:
        with Image.open(png) as im:
            assert abs(im.size[0] - want[0]) <= 1 and abs(im.size[1] - want[1]) <= 1, png
