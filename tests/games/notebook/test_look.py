"""The notebook's look (pnp.games.notebook.frames): a cover drawn from the dungeon's seed and keys, the room
picture's carved frame, the cover's texture fading under the low-ink theme."""

from __future__ import annotations

import pytest

from pnp.catalog import paper
from pnp.games.notebook import draw, frames
from pnp.games.notebook.generate import generate_dungeon
from pnp.games.notebook.pen import KEY_INK
from pnp.scene.model import Icon, Path
from pnp.scene.walk import iter_items
from pnp.themes.apply import themed_page
from pnp.themes.files import load_theme

A6, A5 = paper("a6"), paper("a5")


@pytest.fixture(scope="module")
def dungeon():
    return generate_dungeon(1)


def _paths(items, color) -> list[Path]:
    return [p for p in iter_items(items) if isinstance(p, Path) and color in (p.style.fill, p.style.stroke)]


def _points(p: Path) -> list[tuple[float, float]]:
    return [(seg[i], seg[i + 1]) for seg in p.segments for i in range(1, len(seg) - 1, 2)]


def test_the_cover_is_the_seeds_own_the_same_every_time(dungeon):
    cover = draw.title_page(dungeon, A6)
    assert cover == draw.title_page(generate_dungeon(1), A6)
    other = draw.title_page(generate_dungeon(7), A6)
    worn = _paths(cover.items, frames.STONE_WORN)
    assert len(worn) == 14 and worn != _paths(other.items, frames.STONE_WORN)  # another dungeon, other stones


def test_the_cover_shows_a_key_of_each_colour_the_locked_doors_take(dungeon):
    keys = [i for i in iter_items(draw.title_page(dungeon, A6).items) if isinstance(i, Icon) and i.name == "key"]
    assert {i.color for i in keys} - {frames.IRON} == {KEY_INK[d.key] for d in dungeon.doors}  # each on its halo
    assert frames.key_colours([d.key for d in dungeon.doors]) == sorted(
        {d.key for d in dungeon.doors}, key=list(KEY_INK).index)


def test_the_room_picture_is_framed_in_the_tiles_stone(dungeon):
    page = draw.room_page(dungeon, dungeon.room(1), A6)
    assert _paths(page.items, frames.STONE_DARK) and _paths(page.items, frames.BRONZE)


def test_low_ink_fades_the_covers_stone(dungeon):
    cover = draw.title_page(dungeon, A6)
    low = themed_page(cover, load_theme("low-ink"))
    mortar = [p.style.stroke for p in iter_items(low.items) if isinstance(p, Path) and p.style.stroke is not None
              and p.style.fill is None and len(p.segments) > 100]  # the joints: one long path
    assert mortar and all(c is not None and min(c.r, c.g, c.b) > 0.75 for c in mortar)
    filled = {p.style.fill for p in iter_items(low.items) if isinstance(p, Path)}
    assert not filled & {frames.STONE_WORN, frames.STONE_DARK}  # the stone a light tint, outlined
