"""Every component of the maze-tile game: counts, sizes, bleed, text in the safe zone, determinism, rendering."""

from __future__ import annotations

import subprocess
import sys
from collections import Counter

import pytest
from maze_tiles_helpers import EPS, EXPECTED_COUNTS, assert_inside_bleed, icons, texts

from pnp.catalog import COMPONENT_BLEED
from pnp.games.maze_tiles import (
    desperation_cards,
    dice_nets,
    hero_boards,
    player_aids,
    printouts,
    tile_faces,
)
from pnp.games.maze_tiles.content import load_content
from pnp.games.maze_tiles.generate import generate_tileset
from pnp.games.maze_tiles.sizes import BOARD_SAFE, sizes
from pnp.icons import has_icon
from pnp.scene.model import Document, Page
from pnp.scene.text import layout_text

FONTS = {"body", "body-bold", "body-italic", "body-black", "display"}


@pytest.fixture(scope="module")
def kit(tileset):
    return printouts.components(tileset)


def all_pages(kit) -> list[Page]:
    return [p for item in kit for p in (*item.fronts, *item.backs)]


def count_name(part) -> str:
    """A component set's name in data/kit.toml: its slug with underscores."""
    return part.slug.replace("-", "_")


def test_every_component_count_is_as_listed(kit):
    assert load_content().counts == EXPECTED_COUNTS
    made = {count_name(item): len(item.fronts) for item in kit}
    assert made == EXPECTED_COUNTS
    assert len(hero_boards.hero_boards()) == 4 and len(player_aids.player_aids()) == 4
    action_tokens = [page for item in kit if item.slug in ("hand-tokens", "feet-tokens") for page in item.fronts]
    assert Counter(p.label for p in action_tokens) == {"hand token": 28, "feet token": 28}
    assert len(desperation_cards.desperation_cards()) == 60 and len(dice_nets.dice_nets()) == 2
    for item in kit:  # backs: none, one common back, or one per front
        assert len(item.backs) in (0, 1, len(item.fronts)), item.slug


def test_every_drawn_item_stays_inside_the_bleed_box(kit):
    for page in all_pages(kit):
        assert page.bleed == COMPONENT_BLEED
        assert_inside_bleed(page)


def test_pages_have_their_component_sizes(kit):
    expected = {
        "tiles": (70, 70), "hero_boards": (210, 148), "player_aids": (105, 148), "hand_tokens": (19, 19),
        "feet_tokens": (19, 19), "wound_tokens": (20, 20), "wall_tokens": (30, 8), "key_tokens": (32, 32),
        "desperation_cards": (63.5, 88.9), "dice": (105, 148), "standees": (46, 128),
    }
    for item in kit:
        for page in (*item.fronts, *item.backs):
            assert (page.width, page.height) == expected[count_name(item)], (item.slug, page.label)
    # a key token covers an action box of the board, and a wall token closes a pathway
    key = sizes().key_token.width
    assert key < hero_boards.box_width() and key < hero_boards.BOX_H
    assert sizes().wall_token.width > tile_faces.PATH_WIDTH


def test_the_kit_sizes_are_the_sizes_of_the_sets_drawn(kit):
    """The preset check reads the sizes without drawing; they must be what is drawn, title for title."""
    drawn = [(p.title, p.fronts[0].width, p.fronts[0].height, bool(p.backs)) for p in kit]
    assert [(f.title, f.width, f.height, f.two_sided) for f in printouts.kit_sizes()] == drawn


def safe_zone(name: str) -> float:
    return BOARD_SAFE if name == "hero_boards" else 3.0


def test_text_fits_its_box_inside_the_safe_zone_in_bundled_fonts(kit):
    round_tokens = {"key_tokens", "hand_tokens", "feet_tokens"}
    small = {"key_tokens", "hand_tokens", "feet_tokens", "wound_tokens", "wall_tokens"}
    for item in kit:
        name = count_name(item)
        safe = safe_zone(name)
        for page in (*item.fronts, *item.backs):
            for t in texts(page):
                lay = layout_text(t)
                assert not lay.overflow, f"{page.label}: {t.text!r} overflows"
                assert t.font in FONTS
                floor = 4.5 if name in small else 5.0
                assert lay.size >= floor - EPS and (t.min_size is None or t.min_size >= floor - EPS), (
                    f"{page.label}: {t.text!r} at {lay.size} pt")
                assert t.x >= safe - EPS and t.y >= safe - EPS, f"{page.label}: {t.text!r}"
                assert t.x + t.width <= page.width - safe + EPS, f"{page.label}: {t.text!r}"
                assert t.y + t.height <= page.height - safe + EPS, f"{page.label}: {t.text!r}"
                if name in round_tokens:  # inside the round token's safe circle, corners included
                    c, r = page.width / 2, page.width / 2 - safe
                    for x in (t.x, t.x + t.width):
                        for y in (t.y, t.y + t.height):
                            assert (x - c) ** 2 + (y - c) ** 2 <= r * r + EPS, f"{page.label}: {t.text!r}"
            for ic in icons(page):
                assert has_icon(ic.name)


def test_everything_is_deterministic(tileset):
    assert printouts.components(generate_tileset(3)) == printouts.components(generate_tileset(3))
    assert tile_faces.tile_front(tileset, 20) == tile_faces.tile_front(generate_tileset(3), 20)


def test_one_of_each_page_renders_to_pdf(kit):
    from pnp.render.pdf import render_pdf

    pages = [item.fronts[0] for item in kit] + [item.backs[0] for item in kit if item.backs]
    pdf = render_pdf(Document(tuple(pages)))
    assert pdf.startswith(b"%PDF") and pdf.count(b"/Type /Page") > len(pages)


def test_drawing_pages_needs_no_pdf_library():
    code = ("import sys; from pnp.games.maze_tiles import hero_boards; hero_boards.hero_boards(); "
            "sys.exit(1 if 'reportlab' in sys.modules else 0)")
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0


def test_importing_the_game_reads_no_toml_file():
    """Sizes and content are read when first drawn, so importing any module of the game reads no file."""
    code = '''
import importlib, pkgutil, sys, tomllib

def refuse(*args, **kwargs):
    raise SystemExit("TOML read at import time")

tomllib.load = tomllib.loads = refuse
import pnp.games.maze_tiles as package
for info in pkgutil.iter_modules(package.__path__):
    importlib.import_module(f"pnp.games.maze_tiles.{info.name}")
'''
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
