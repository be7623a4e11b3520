"""The desperation cards at every card size (issue 28, item 3): one layout for all six sizes of components.toml's
[card_sizes] and every text floor, plain and pseudo-localised, chosen by `--card-size` on the maze-tiles kit (or a
preset's card_size), through imposition to the decks a card service prints."""

from __future__ import annotations

import contextlib
import subprocess
import sys

import pytest
from maze_tiles_helpers import said, texts

from pnp.catalog import card_size, card_sizes
from pnp.errors import PnpError
from pnp.games.maze_tiles import desperation_cards as dc
from pnp.games.maze_tiles.content import load_content
from pnp.games.maze_tiles.monsters import monster
from pnp.kits.layout_sweep import floor_theme
from pnp.scene.layout_check import SafeArea, check_page
from pnp.scene.pseudo import pseudo_locale, pseudo_page
from pnp.themes.apply import themed_page
from tests.pdfcheck import page_boxes

SIZES = tuple(card_sizes())  # the names --card-size takes
FLOORS = (5.0, 8.0, 12.0)
MM = 72 / 25.4
# the one card too small for the deck's words 40 % longer at 12 pt (44 mm wide: some 20 letters a line): refused in
# one line, as the path cards' rules card is; in English it holds them (its last steps: no picture, a short foot,
# closer lines)
TOO_SMALL = {("mini-euro", 12.0, "pseudo")}
FAST = {("poker", 12.0), ("square-70", 8.0), ("3.5x5", 5.0), ("mini-euro", 12.0)}


def faces(key: str, floor: float, pseudo: bool):
    """Every distinct face (the medusa variant has the marked cards) and the back, drawn as a kit draws them."""
    size = card_size(key)
    medusa = monster("medusa")
    with pseudo_locale() if pseudo else contextlib.nullcontext():
        drawn = [dc.desperation_front(c, None, floor, size) for c in load_content().cards]
        drawn += [dc.desperation_front(c.card, medusa, floor, size) for c in medusa.cards]
        drawn.append(dc.desperation_back(floor, size))
    return size, [pseudo_page(p) if pseudo else p for p in drawn]


def cases():
    for key in SIZES:
        for floor in FLOORS:
            for strings in ("plain", "pseudo"):
                if (key, floor, strings) in TOO_SMALL:
                    continue
                marks = () if (key, floor) in FAST else (pytest.mark.slow,)
                yield pytest.param(key, floor, strings, marks=marks, id=f"{key}-{floor:g}pt-{strings}")


@pytest.mark.parametrize(("key", "floor", "strings"), list(cases()))
def test_every_face_at_every_card_size_and_floor_has_nothing_for_the_layout_check(key, floor, strings):
    size, pages = faces(key, floor, strings == "pseudo")
    theme = floor_theme(floor)
    found = [str(f) for p in pages for f in check_page(themed_page(p, theme), p.label, floor=floor,
                                                        safe=SafeArea(max(3.0, size.safe)))]
    assert found == [], found[:6]
    assert all((p.width, p.height) == (size.width, size.height) for p in pages)


def test_a_face_says_every_word_of_its_card_and_keeps_its_picture_while_the_card_holds_them():
    card = next(c for c in load_content().cards if c.reaction)
    for key in SIZES:
        page = dc.desperation_front(card, None, 0.0, card_size(key))
        words = [said(t) for t in texts(page)]
        assert card.title in words and card.text in words and card.reaction in words, key
        assert any(w.startswith("Desperate act") for w in words), key
    # the designed card keeps its picture under the band; at 12 pt on a square card it moves into the band (the
    # icon's disc then sits beside the title, not under the band)
    designed = dc.desperation_front(card, None, 0.0, card_size("poker"))
    square = dc.desperation_front(card, None, 12.0, card_size("square-70"))
    assert _picture_top(designed) > dc.BAND and _picture_top(square) < dc.BAND


def _picture_top(page) -> float:
    from maze_tiles_helpers import icons

    return min(i.y for i in icons(page))


def test_a_card_too_small_for_its_words_is_refused_in_one_line():
    for key, floor, _ in TOO_SMALL:
        with pseudo_locale(), pytest.raises(PnpError, match=r"desperation card .* on a Mini Euro card \(44 × 68 mm\) "
                                                            r"at 12 pt does not fit") as refused:
            dc.component_sets("medusa", floor, key)
        assert "\n" not in str(refused.value)


def test_the_kit_sizes_say_the_chosen_card():
    from pnp.registry import game

    chosen = card_size("tarot")
    sized = {fp.title: fp for fp in game("maze-tiles").footprints(None, "tarot")}
    assert (sized["Desperation cards"].width, sized["Desperation cards"].height) == (chosen.width, chosen.height)
    assert sized["Hero boards"] == {fp.title: fp for fp in game("maze-tiles").footprints(None)}["Hero boards"]


@pytest.mark.slow
def test_the_kits_deck_of_desperation_cards_follows_the_card_size(tmp_path):
    size = card_size("tarot")
    out = tmp_path / "kit"
    done = subprocess.run([sys.executable, "-m", "pnp", "kit", "--game", "maze-tiles", "--card-size", "tarot",
                           "--preset", "print-shop", "--out", str(out), "--quiet"], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    (deck,) = out.rglob("decks/desperation-cards.pdf")
    trims = {(round((b.trim[2] - b.trim[0]) / MM, 1), round((b.trim[3] - b.trim[1]) / MM, 1))
             for b in page_boxes(deck)}
    assert trims == {(round(size.width, 1), round(size.height, 1))}
