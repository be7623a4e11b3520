"""Minigame tiles at every card size of layouts/components.toml's [card_sizes] and every text floor: one layout
(no large-print branch), no finding of the layout check, plain or pseudo-localised; every puzzle's squares at
least MIN_SQUARE mm (a square a child draws a line or a ring in), drawn from the verified model; a size too
small for that refused in one line before any tile is made (and by `pnp kit --card-size`, before any work)."""

from __future__ import annotations

from contextlib import nullcontext
from functools import cache

import pytest
from cli_helpers import assert_refused
from fuzz_helpers import run_pnp

from pnp.catalog import card_sizes
from pnp.errors import PnpError
from pnp.games.minigames.base import DIFFICULTIES, TYPES, generate_tile, verify_tile
from pnp.games.minigames.catalog import module
from pnp.games.minigames.draw import (
    MIN_SQUARE,
    artwork_page,
    check_tiles,
    content_box,
    puzzle_page,
    tile_size,
)
from pnp.games.minigames.puzzles import bow, minotaur, spider, sword, treasure
from pnp.kits.layout_sweep import floor_theme
from pnp.scene.layout_check import SafeArea, check_page
from pnp.scene.pseudo import pseudo_locale, pseudo_page
from pnp.themes.apply import themed_page

SIZES = tuple(card_sizes())
FLOORS = (5.0, 8.0, 12.0)
POKER = card_sizes()["poker"]


@cache
def tiles() -> tuple:
    return tuple(generate_tile(t, d, 3) for t in TYPES for d in DIFFICULTIES)


def square(tile, box, floor: float) -> float | None:
    """The side (mm) of the squares the module draws the tile's puzzle on in ``box``, by its own placing (None
    for a puzzle without squares: keys and monsters scale with their box)."""
    p = tile.puzzle
    if tile.type == "sword":
        return sword._place(tile, box)[2]
    if tile.type == "minotaur":
        return minotaur._place(tile, box)[2]
    if tile.type == "bow":
        return bow._geometry(p, box)[2]
    if tile.type == "treasure":
        return treasure._geometry(p, box)[2]
    if tile.type == "spider":
        return spider.grid_rect(box, floor)[2] / p.size
    return None


def holds(name: str, floor: float, strings: str) -> str | None:
    """None when every tile holds on that size at that floor, else the refusal's line."""
    with pseudo_locale() if strings == "pseudo" else nullcontext():
        try:
            check_tiles(TYPES, tile_size(floor, name), floor)
        except PnpError as refused:
            return str(refused)
    return None


def findings(name: str, floor: float, strings: str) -> list[str]:
    size, theme = tile_size(floor, name), floor_theme(floor)
    found = []
    with pseudo_locale() if strings == "pseudo" else nullcontext():
        pages = [p for t in tiles() for p in (puzzle_page(t, size, text_floor=floor),
                                               puzzle_page(t, size, answer=True, text_floor=floor),
                                               artwork_page(t, size, text_floor=floor))]
    for page in pages:
        shown = themed_page(pseudo_page(page) if strings == "pseudo" else page, theme)
        found += [str(f) for f in check_page(shown, page.label, floor=floor, safe=SafeArea(size.safe))]
    return found


@pytest.mark.slow
@pytest.mark.parametrize("strings", ["plain", "pseudo"])
@pytest.mark.parametrize("floor", FLOORS)
@pytest.mark.parametrize("name", SIZES)
def test_tiles_at_every_card_size_and_floor_are_clean_or_refused_in_one_line(name, floor, strings):
    refused = holds(name, floor, strings)
    if refused is not None:  # too small: said in one line naming the size, and why
        size = tile_size(floor, name)
        assert "\n" not in refused and size.name.lower() in refused and f"{floor:g} pt" in refused, refused
        assert not (size.width >= POKER.width and size.height >= POKER.height), f"a card poker-sized or more: {refused}"
        return
    assert findings(name, floor, strings) == []
    size = tile_size(floor, name)
    for t in tiles():
        page = puzzle_page(t, size, text_floor=floor)
        box = content_box(size, floor, t.type, t.difficulty)
        side = square(t, box, floor)
        assert side is None or side >= MIN_SQUARE - 1e-9, (t.tile_id, side)
        # the figure on the tile is the module's drawing of the verified tile in that box, item for item
        drawn = module(t.type).draw_puzzle(t, box, floor)
        assert verify_tile(t).ok and all(item in page.items for item in drawn)


@pytest.mark.parametrize("name", ["poker", "3.5x5"])
def test_a_poker_card_or_larger_holds_every_tile_at_8_pt_without_a_finding(name):
    """The fast suite's representative of the sweep above (which must not pass by refusing every size)."""
    assert holds(name, 8.0, "plain") is None and holds(name, 8.0, "pseudo") is None
    assert findings(name, 8.0, "pseudo") == []


def test_the_tile_as_designed_keeps_its_header_inside_the_safe_area_and_has_no_finding():
    """At the theme's own floor (0: as designed) the header's icon, name and badge start on the safe margin (the
    band alone runs into the bleed); and the designed tile has no finding, plain or pseudo-localised."""
    size = tile_size()
    assert (size.width, size.height) == (70, 70)
    for strings in ("plain", "pseudo"):
        with pseudo_locale() if strings == "pseudo" else nullcontext():
            pages = [p for t in tiles() for p in (puzzle_page(t), artwork_page(t))]
        for page in pages:
            shown = pseudo_page(page) if strings == "pseudo" else page
            assert check_page(shown, page.label, floor=0.0, safe=SafeArea(size.safe)) == [], page.label


def test_a_size_too_small_for_the_squares_is_refused_naming_it():
    with pytest.raises(PnpError, match=r"^the minigame tiles cannot be printed on a mini euro card \(44 × 68 mm\) "
                                       r"at 5 pt: the bow's puzzle needs .* for squares of 3\.5 mm"):
        check_tiles(TYPES, tile_size(0.0, "mini-euro"), 0.0)
    check_tiles(TYPES, tile_size(0.0), 0.0)  # the designed tile holds them


def test_pnp_kit_refuses_a_card_size_too_small_for_the_tiles_before_any_work(tmp_path, monkeypatch):
    def no_work(*args, **kwargs):
        raise AssertionError("the labyrinth was generated before the card size was refused")

    monkeypatch.setattr("pnp.games.labyrinth.deck.labyrinth_with_deck", no_work)
    monkeypatch.setattr("pnp.games.minigames.sets.generate_set", no_work)
    out = tmp_path / "kit"
    run = run_pnp("kit", "--game", "labyrinth", "--card-size", "mini-euro", "--out", str(out), "--quiet")
    assert run.escaped is None, run.escaped
    line = run.err.strip()
    assert run.code == 2 and len(line.splitlines()) == 1 and line.startswith("pnp: error: "), run.err
    assert "mini euro card" in line and "3.5 mm" in line and "card size" in line
    assert not out.exists()


@pytest.mark.slow  # a process of its own, as a user runs it
def test_the_refusal_is_one_line_from_the_command_line(tmp_path):
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-m", "pnp", "kit", "--game", "labyrinth", "--card-size", "mini-euro",
                           "--out", str(tmp_path / "kit"), "--quiet"], capture_output=True, text=True)
    assert_refused(done, "mini euro card", "3.5 mm")
    assert not (tmp_path / "kit").exists()
