"""The sheet's stone (pnp/games/labyrinth/stone.py): drawn from the sheet itself, light where players draw, and
faint or gone in low ink."""

from __future__ import annotations

from dataclasses import replace

from pnp.catalog import paper
from pnp.games.labyrinth import pen
from pnp.games.labyrinth.generate import generate_sheet, params_for
from pnp.games.labyrinth.sheet_grid import grid_items_at
from pnp.games.labyrinth.sheet_page import sheet_page
from pnp.scene.color import contrast, luminance
from pnp.scene.model import Path, Shape
from pnp.themes.files import load_theme

A4 = paper("a4")


def _sheet(seed: int = 3):
    return generate_sheet(params_for("A"), seed)


def test_the_same_sheet_is_drawn_the_same_and_another_sheet_otherwise():
    sheet = _sheet()
    assert sheet_page(sheet, A4) == sheet_page(_sheet(), A4)
    other = replace(sheet, sheet_id=sheet.sheet_id + "X")  # the same walls and symbols, another id
    assert grid_items_at(sheet, 0, 0, 20, None) != grid_items_at(other, 0, 0, 20, None)


def test_the_floor_stays_light_and_the_walls_dark():
    """Every fill a player's line crosses (the floor, its stones, the medallions) is light, so that a pencil's grey
    stands out on it; the walls' core is the darkest ink, wider than the joints between squares."""
    fills = {p.style.fill for p in grid_items_at(_sheet(), 0, 0, 20, None)
             if isinstance(p, (Path, Shape)) and p.style.fill is not None and p.style.fill != pen.STONE}
    assert pen.FLOOR in fills and pen.PLATE in fills
    pencil = pen.MUTED  # a mid grey, about a pencil's
    assert all(luminance(f) > 0.8 and contrast(pencil, f) >= 4.5 for f in fills), sorted(f.to_hex() for f in fills)
    assert contrast(pen.INK, pen.FLOOR_DARK) > 15
    assert contrast(pen.SCROLL_INK, pen.FLOOR_DARK) >= 4.5  # a scroll's name may run off its medallion


def test_low_ink_lightens_every_texture():
    low = dict(load_theme("low-ink").recolor)
    for role in (pen.CRACK, pen.STONE_JOINT, *pen.BACK_JOINT.values()):
        assert luminance(low[role.to_hex()]) > max(luminance(role), 0.6), role
