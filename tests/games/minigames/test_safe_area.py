"""Minigame tiles keep what matters inside the safe area: a large-print tile's header (its band runs into the
bleed, its icon, name and badge start below the safe line), the spider's artwork panel, and the monsters of a troll
tile, whose ink stays in the puzzle's box however they are turned (the layout check's ``unsafe`` rule,
:mod:`pnp.scene.layout_check`)."""

from __future__ import annotations

from functools import cache

import pytest

from pnp.games.minigames.base import DIFFICULTIES, TYPES, generate_tile
from pnp.games.minigames.catalog import module
from pnp.games.minigames.draw import artwork_page, content_box, puzzle_page, tile_size
from pnp.games.minigames.puzzles import troll
from pnp.scene.affine import Affine
from pnp.scene.layout_check import UNSAFE, SafeArea, check_page
from pnp.scene.model import Group, Page

FLOORS = (8.0, 12.0)


@cache
def tile(type_name: str, difficulty: str, seed: int = 5):
    return generate_tile(type_name, difficulty, seed)


def unsafe(page: Page, safe: float) -> list[str]:
    return [str(f) for f in check_page(page, page.label, safe=SafeArea(safe)) if f.kind == UNSAFE]


@pytest.mark.parametrize("floor", FLOORS)
@pytest.mark.parametrize("type_name", TYPES)
def test_a_large_print_tile_keeps_its_header_and_panels_inside_the_safe_area(type_name, floor):
    size = tile_size(floor)
    for difficulty in DIFFICULTIES:
        t = tile(type_name, difficulty)
        for page in (puzzle_page(t, text_floor=floor), artwork_page(t, text_floor=floor)):
            assert not unsafe(page, size.safe)


@pytest.mark.parametrize("floor", (0.0, *FLOORS))
def test_turned_monsters_keep_their_ink_inside_the_puzzles_box(floor):
    """Hard troll tiles turn their monsters up to 35°: a turned icon's corners, and the ink some icons draw past
    their square, reach out of the area the monsters' squares keep to; the face leaves room for them."""
    box = x, y, w, h = content_box(tile_size(floor), floor)
    reaching = 0
    for seed in range(1, 13):
        t = tile("troll", "hard", seed)
        reaching += troll.room(t.puzzle) > 0
        for face in (module("troll").draw_puzzle(t, box, floor), module("troll").draw_answer(t, box, floor)):
            monsters = tuple(g for g in face if isinstance(g, Group))
            alone = Page(w, h, (Group(monsters, Affine.translate(-x, -y)),), label=f"troll {seed}")
            assert not unsafe(alone, 0.0)  # nothing past the box's edge
    assert reaching  # the tiles tried do turn monsters out of their area (else the test would prove nothing)
