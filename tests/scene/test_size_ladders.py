"""Issue 28, item 2: a part's size at a text floor is the first of its sizes that holds it, measured by its
layout; never "a larger size above N pt". The labyrinth's cards and aids, the minigame tiles and the labyrinth
sheet's margins and id each choose by what they measure, so a floor between the designed one and large print
keeps the designed size wherever it holds."""

from __future__ import annotations

from dataclasses import replace

import pytest

from pnp.catalog import card_size as sized
from pnp.catalog import component, paper
from pnp.errors import PnpError
from pnp.games.labyrinth.aid import aid_faces
from pnp.games.labyrinth.printouts import CARD_LADDER, card_size
from pnp.games.labyrinth.sheet_grid import FOOTER_H, FOOTER_SIZE, MARGIN, floor_height, margin
from pnp.games.labyrinth.sheet_page import sheet_page
from pnp.games.labyrinth.sheet_panel import panel_height
from pnp.games.minigames.catalog import types
from pnp.games.minigames.draw import TILE_LADDER, check_tiles, tile_size
from pnp.scene.ladder import first_that_holds
from pnp.scene.model import Text

FLOORS = (0.0, 5.0, 6.0, 7.0, 8.0, 10.0, 12.0)


def test_the_ladder_takes_the_first_size_that_holds_and_the_last_when_none_does():
    def holds(n: int) -> bool:
        if n < 3:
            raise PnpError("does not fit")
        return n != 4

    assert first_that_holds((1, 2, 3, 4), holds) == 3
    assert first_that_holds((1, 2, 4, 5), holds) == 5  # 4 says False, 5 is the last
    assert first_that_holds((1, 2), holds) == 2  # none holds: the last, where drawing refuses in one line


def _aid_on_one_face(name: str, floor: float) -> bool:
    try:
        return all(len(aid_faces(sized(name), one_sided, floor)) == 1 for one_sided in (False, True))
    except PnpError:
        return False


@pytest.mark.parametrize("floor", FLOORS)
def test_the_cards_are_the_smallest_size_on_which_the_aid_reads_on_one_face(floor):
    holding = [name for name in CARD_LADDER if _aid_on_one_face(name, floor)]
    expected = sized(holding[0] if holding else CARD_LADDER[-1])
    assert card_size(floor) == expected
    assert card_size(floor, "tarot") == sized("tarot")  # a chosen size still wins


def _tile_holds(key: str, floor: float) -> bool:
    try:
        check_tiles(types(), component(key), floor)
    except PnpError:
        return False
    return True


@pytest.mark.parametrize("floor", FLOORS)
def test_the_tiles_are_the_smallest_size_that_holds_every_tile_at_the_floor(floor):
    holding = [key for key in TILE_LADDER if _tile_holds(key, floor)]
    assert tile_size(floor) == component(holding[0] if holding else TILE_LADDER[-1])


@pytest.mark.parametrize("sheet", ["a4", "letter"])
@pytest.mark.parametrize("floor", FLOORS)
def test_the_sheet_keeps_its_footer_and_margins_while_they_cost_the_grid_nothing(sheet, floor):
    from pnp.games.labyrinth.printouts import examples

    on = replace(paper(sheet), text_floor=floor)
    page = sheet_page(examples()["labyrinth-sheet"], on)
    info = [i for i in page.items if isinstance(i, Text) and i.text.startswith(page.label)]
    assert len(info) == 1, "the sheet's id is printed once"
    in_footer = floor_height(max(FOOTER_SIZE, floor)) <= FOOTER_H
    assert (info[0].y > on.height / 2) == in_footer, "the id in the footer exactly while a line of it fits there"
    assert info[0].size >= floor
    width = on.width - 2 * MARGIN
    grown = panel_height(width, floor) > panel_height(width, 0.0)
    assert (margin(on) < MARGIN) == grown, "the margins narrow exactly where the panel grows with the floor"


@pytest.fixture(scope="module")
def dungeon():
    from pnp.games.notebook.printouts import examples

    return examples()["notebook"]


def _rooms_keep_to_a_page(d, page: str, floor: float) -> bool:
    from pnp.games.notebook.draw import room_pages

    on = replace(paper(page), text_floor=floor)
    return all(len(room_pages(d, room, on)) == 1 for room in d.rooms)


@pytest.mark.parametrize("floor", (0.0, 5.0, 8.0, 12.0))
def test_the_notebook_keeps_its_designed_page_while_every_room_keeps_to_one(dungeon, floor):
    from pnp.games.notebook.printouts import booklet_page

    page, per_side = booklet_page(replace(paper("a4"), text_floor=floor))
    held = _rooms_keep_to_a_page(dungeon, "a6", floor)
    assert (page.key, per_side) == (("a6", 4) if held else ("a5", 2))
    assert page.text_floor == floor


@pytest.mark.parametrize("floor", (0.0, 5.0, 8.0, 12.0))
def test_the_trackers_share_a_sheet_while_each_keeps_to_half_of_it_and_the_cover_says_which(dungeon, floor):
    from pnp.games.notebook.printouts import trackers_part
    from pnp.games.notebook.rules_pages import TRACKER_PAGES_STEP, TRACKER_STEP, title_pages
    from pnp.games.notebook.trackers import SHEET_MARGIN, tracker_pages
    from pnp.scene.walk import iter_items

    sheet = replace(paper("a4"), text_floor=floor)
    half = replace(sheet, width=sheet.height / 2 - 1.5 * SHEET_MARGIN, height=sheet.width - 2 * SHEET_MARGIN)
    apart = len(tracker_pages(dungeon, half)) > 2
    assert len(trackers_part(dungeon, sheet).pages) == (2 if apart else 1)
    cover = title_pages(dungeon, replace(paper("a5"), text_floor=floor), 2)
    said = " ".join(t.text for page in cover for t in iter_items(page.items) if isinstance(t, Text))
    assert (TRACKER_PAGES_STEP[:40] in said) == apart and (TRACKER_STEP[:40] in said) != apart
