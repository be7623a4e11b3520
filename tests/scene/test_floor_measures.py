"""Issue 28, item 2: parts that grew "when a floor is set" now grow by what their text at the floor measures.
A floor at or under a part's designed sizes therefore leaves it as designed (it grew at any floor before), a
floor over them grows it as far as its text needs, and at no floor nothing changes (the zero-floor guards that
went were redundant: no text is under 0 pt)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from pnp.book.mix import DEFAULT_MAZE_SIZES, default_maze_sizes
from pnp.catalog import paper as find_paper
from pnp.games.labyrinth.answer_tables import answer_page
from pnp.games.maze_tiles.generate import generate_tileset
from pnp.games.maze_tiles.player_aids import Look
from pnp.games.maze_tiles.tile_faces import tile_front
from pnp.games.notebook.pages import INNER_MARGIN, inner_margin, spine_geometry
from pnp.games.notebook.pen import Pen
from pnp.layout.blank import blank_page
from pnp.scene.layout_check import SMALL_TEXT, check_page
from pnp.scene.model import Page, Text
from pnp.scene.text import layout_text, text_height
from pnp.themes.apply import themed_page
from pnp.themes.files import load_theme, themed_paper

ROWS = [(f"C{i:02d}", "hard", f"{i + 9} moves") for i in range(40)]


def texts(page: Page) -> list[Text]:
    return [t for t in page.items if isinstance(t, Text)]


def test_a_floor_under_the_par_tables_sizes_leaves_it_as_designed():
    a4 = find_paper("a4")
    assert answer_page(ROWS, replace(a4, text_floor=5.0), "Par") == answer_page(ROWS, a4, "Par")


@pytest.mark.parametrize("floor", [9.5, 12.0, 16.0])
def test_the_par_tables_rows_and_page_number_hold_a_line_of_their_text(floor):
    first = answer_page(ROWS, replace(find_paper("a4"), text_floor=floor), "Par")[0]
    cells = [t for t in texts(first) if t.text.startswith("C") and t.text[1:].isdigit()]
    number = next(t for t in texts(first) if t.text.startswith("1 / "))
    for t in [*cells, number]:
        assert t.size >= floor and t.height >= text_height("body", t.size) - 1e-9
        assert not layout_text(t).overflow


def test_a_floor_under_the_tile_ids_size_leaves_the_tile_as_designed():
    tiles = generate_tileset(3)
    for i in range(len(tiles.tiles)):
        assert tile_front(tiles, i, 5.0) == tile_front(tiles, i, 0.0)


def test_a_floor_under_the_blank_notes_size_leaves_it_as_designed_and_one_over_it_grows_its_box():
    (designed,), (at_5,) = blank_page(105, 148).items, blank_page(105, 148, text_floor=5.0).items
    assert isinstance(designed, Text) and at_5 == replace(designed, min_size=5.0)  # shrinks no further than 5 pt
    (note,) = blank_page(105, 148, text_floor=16.0).items
    assert isinstance(note, Text) and note.size == 16.0 and note.height >= text_height("body", 16.0)
    assert layout_text(note).size == 16.0


def test_the_notebooks_spine_number_and_frame_stay_as_designed_at_a_floor_not_over_its_5_pt():
    a6 = find_paper("a6")
    assert spine_geometry(5.0) == spine_geometry(0.0) and inner_margin(5.0) == INNER_MARGIN
    assert Pen(replace(a6, text_floor=5.0)).s == Pen(a6).s
    size, box, _inset = spine_geometry(8.0)  # over it: the number at the floor, in a box as tall as its line
    assert size == 8.0 and box >= text_height("body", 8.0)
    assert Pen(replace(a6, text_floor=8.0)).s < Pen(a6).s


def test_with_no_floor_sizes_are_as_designed():
    assert Pen(find_paper("a6")).pt(4.5) == 4.5 and Look().pt(6.25) == 6.25
    assert default_maze_sizes(0.0) == default_maze_sizes(7.0) == DEFAULT_MAZE_SIZES
    assert default_maze_sizes(12.0) == "8,11,14,17"


def test_with_no_floor_the_check_finds_no_small_text_and_the_theme_grows_none():
    tiny = Page(40, 20, (Text("tiny", 2, 2, 30, 5, size=0.5),))
    assert [f for f in check_page(tiny, "p", floor=0.0) if f.kind == SMALL_TEXT] == []
    assert [f.kind for f in check_page(tiny, "p", floor=1.0)] == [SMALL_TEXT]
    assert themed_page(tiny, load_theme("default")) == tiny


def test_the_floor_in_force_is_the_higher_of_the_papers_and_the_themes():
    a4 = find_paper("a4")
    assert themed_paper(a4, load_theme("default")) == a4  # no floor: the paper as it is
    assert themed_paper(a4, load_theme("large-print")).text_floor == load_theme("large-print").settings.text_floor
    higher = replace(a4, text_floor=30.0)
    assert themed_paper(higher, load_theme("large-print")) == higher
