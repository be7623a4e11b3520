"""The panel under a labyrinth sheet's grid: one declared layout at every text floor (no large-print twin), clean
under the layout check plain and pseudo-localised, growing with the floor while the grid keeps what is left."""

from __future__ import annotations

import importlib.util
from dataclasses import replace

import pytest

from pnp.catalog import paper
from pnp.games.labyrinth.generate import SIDE_A, SIDE_B, generate_sheet
from pnp.games.labyrinth.sheet_grid import grid_geometry, margin, panel_top
from pnp.games.labyrinth.sheet_page import sheet_page
from pnp.games.labyrinth.sheet_panel import PANEL_H, panel_height
from pnp.parts import SAFE_MARGIN
from pnp.scene.layout_check import SafeArea, check_page
from pnp.scene.model import Text
from pnp.scene.pseudo import pseudo_locale, pseudo_page
from pnp.scene.walk import printed_text_sizes

PANEL_WORDS = ("Hearts", "Gained", "Campaign", "Player", "Total", "sword", "minotaur")


@pytest.fixture(scope="module")
def sheets():
    return [generate_sheet(SIDE_A, 3), generate_sheet(SIDE_B, 3)]


def test_there_is_no_large_print_twin_of_the_panel():
    assert importlib.util.find_spec("pnp.games.labyrinth.sheet_panel_large") is None


@pytest.mark.parametrize("name", ["a4", "letter"])
@pytest.mark.parametrize("floor", [0.0, 5.0, 8.0, 12.0])
def test_the_sheet_is_clean_plain_and_pseudo_localised_at_every_floor(sheets, name, floor):
    """Every word of the panel (and the header's id) in its box, in English and in a language 40 % longer: the
    sheet laid out in the pseudo-locale (its words set before they are measured, as a translation's would be),
    what is placed by hand pseudo-localised as drawn."""
    on = replace(paper(name), text_floor=floor)
    for sheet in sheets:
        page = sheet_page(sheet, on)
        with pseudo_locale():
            translated = pseudo_page(sheet_page(sheet, on))
        for drawn in (page, translated):
            found = check_page(drawn, floor=floor, safe=SafeArea(SAFE_MARGIN))
            assert not found, [str(f) for f in found[:5]]
        printed = {t.text for t, _ in printed_text_sizes(page.items)}
        assert set(PANEL_WORDS) <= printed
        assert min(size for _, size in printed_text_sizes(page.items)) >= floor


@pytest.mark.parametrize("name", ["a4", "letter"])
def test_the_panel_grows_with_the_floor_and_the_grid_takes_what_is_left(sheets, name):
    heights = [panel_height(paper(name).width - 24.0, floor) for floor in (0.0, 12.0, 24.0)]
    assert heights[0] == pytest.approx(PANEL_H)  # the designed panel
    assert heights[0] <= heights[1] < heights[2]
    for floor in (0.0, 12.0):
        on = replace(paper(name), text_floor=floor)
        _, y0, cell = grid_geometry(sheets[1], on)
        assert y0 + sheets[1].height * cell <= panel_top(on)  # the grid ends above the panel


def test_the_panel_is_drawn_inside_its_room_and_solo_has_no_campaign(sheets):
    on = replace(paper("a4"), text_floor=12.0)
    page = sheet_page(sheets[0], on, solo=True)
    words = [i for i in page.items if isinstance(i, Text) and i.y >= panel_top(on)]
    assert {"Hearts", "Gained"} <= {t.text for t in words}
    assert not {"Campaign", "Player", "Total"} & {t.text for t in words}
    m = margin(on)
    assert all(m - 1e-6 <= t.x and t.x + t.width <= on.width - m + 1e-6 for t in words)
    assert all(t.y + t.height <= on.height - m + 1e-6 for t in words)
