"""The notebook's look (pnp.games.notebook.frames): a cover drawn from the dungeon's seed and keys, the room
picture's carved frame and the inside pages' corner ornaments, kept in the margin and off what players write in;
the cover's texture fading under the low-ink theme."""

from __future__ import annotations

from dataclasses import replace

import pytest

from pnp.catalog import paper
from pnp.games.notebook import draw, frames
from pnp.games.notebook.generate import generate_dungeon
from pnp.games.notebook.pages import inner_margin, notebook_pages
from pnp.games.notebook.pen import BOTTOM, KEY_INK, LEFT, RIGHT, TOP, Pen
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


@pytest.mark.parametrize("sheet", [A6, A5, replace(A5, text_floor=12.0)], ids=["a6", "a5", "a5-12pt"])
def test_the_ornaments_keep_to_the_margin_clear_of_the_spine(dungeon, sheet):
    """Every inside page's ornaments lie between its spine's clearance (the page number's) and the box its
    layout fills: nothing a player writes in or ticks gives up room to them."""
    ornaments = frames.page_ornaments(sheet)
    pen_pages = notebook_pages(dungeon, sheet, per_side=4 if sheet is A6 else 2)
    assert all(p.items[:len(ornaments)] == ornaments for p in pen_pages[1:])
    assert pen_pages[0].items[:len(ornaments)] != ornaments  # the cover has its own frame
    pen = Pen(sheet)
    content = (pen.X(LEFT), pen.Y(TOP), pen.X(RIGHT), pen.Y(BOTTOM))
    clear = inner_margin(sheet.text_floor)
    for p in ornaments:
        assert isinstance(p, Path)
        half = p.style.width / 2 if p.style.stroke is not None else 0.0  # on the paper
        for x, y in _points(p):
            assert clear <= x - half and x + half <= sheet.width - clear
            assert clear <= y - half and y + half <= sheet.height - clear
            inside = content[0] < x < content[2] and content[1] < y < content[3]
            assert not inside, (x, y)


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
