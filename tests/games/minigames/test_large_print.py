"""Large print (issue 15): minigame tiles and answer keys drawn for a 12 pt text floor: every text at 12 pt or
more as printed, inside its box and its tile, the same puzzle as the tile drawn as designed, and the tile's id
still printed (in the header, under the name where it no longer fits beside it, and under its answer)."""

from __future__ import annotations

import re
import subprocess
import sys
from collections import Counter
from functools import cache

import pypdfium2 as pdfium
import pytest

from pnp.catalog import COMPONENT_BLEED, component, paper
from pnp.game import KitRequest
from pnp.games.minigames.answer_keys import answer_grid, answer_pages
from pnp.games.minigames.base import DIFFICULTIES, TYPES, generate_tile
from pnp.games.minigames.catalog import module, spec
from pnp.games.minigames.draw import (
    artwork_page,
    content_box,
    puzzle_page,
    side_by_side_page,
    tile_size,
)
from pnp.games.minigames.puzzles import spider
from pnp.kits.fit import check_fit
from pnp.registry import game
from pnp.scene.model import Group, Icon, Page, Text
from pnp.scene.text import layout_text
from pnp.scene.walk import iter_items, printed_text_sizes
from tests.large_print import FLOOR, large, small_texts
from tests.minigame_helpers import artwork_box, assert_inside, drawn_points
from tests.pdfcheck import MM_TO_PT, font_sizes

CASES = [(t, d) for t in TYPES for d in DIFFICULTIES]


@cache
def tile(type_name: str, difficulty: str):
    return generate_tile(type_name, difficulty, 5)


def texts(page: Page) -> list[str]:
    return [t.text for t, _ in printed_text_sizes(page.items)]


def icons(items) -> Counter:
    return Counter(i.name for i in iter_items(items) if isinstance(i, Icon))


def words_and_pictures(page: Page) -> list:
    """The texts and icons of a side (the puzzle's lines are checked against its box; its background, band and
    panel run towards the edge by design)."""
    return [x for x in page.items if isinstance(x, (Text, Icon, Group))]


def assert_fits(page: Page) -> None:
    """Every text is whole in its box at the size it asks (nothing shrunk, nothing spilled)."""
    for text, _ in printed_text_sizes(page.items):
        laid = layout_text(text)
        assert not laid.overflow and laid.size == text.size, f"{page.label}: {text.text!r}"


def test_the_large_print_tile_is_larger_and_the_default_is_unchanged():
    assert tile_size() == component("square-tile")
    big = tile_size(FLOOR)
    assert big.width > tile_size().width and big.width == big.height
    # the puzzle's box grows with the tile, in both directions
    _, _, w, h = content_box(big, FLOOR)
    _, _, w0, h0 = content_box(tile_size())
    assert w > w0 and h > h0


@pytest.mark.parametrize("type_name, difficulty", CASES)
def test_every_side_of_a_large_print_tile_prints_no_text_under_the_floor_inside_its_tile(type_name, difficulty):
    t = tile(type_name, difficulty)
    size = tile_size(FLOOR)
    sides = [puzzle_page(t, text_floor=FLOOR), puzzle_page(t, answer=True, text_floor=FLOOR),
             artwork_page(t, text_floor=FLOOR)]
    assert not small_texts(sides)
    for side in sides:
        assert (side.width, side.height, side.bleed) == (size.width, size.height, COMPONENT_BLEED)
        assert_fits(side)
        # inside the safe zone; the header's icon and name sit in their band from 1 mm down, as designed
        assert_inside(drawn_points(words_and_pictures(side)), (size.safe, 1.0, size.width - 2 * size.safe,
                                                size.height - 1.0 - size.safe))
    both = side_by_side_page(t, text_floor=FLOOR)
    assert not small_texts([both]) and both.height == size.height


@pytest.mark.parametrize("type_name, difficulty", CASES)
def test_a_large_print_puzzle_stays_inside_its_box_between_the_header_and_the_task(type_name, difficulty):
    t = tile(type_name, difficulty)
    size, m = tile_size(FLOOR), module(type_name)
    box = content_box(size, FLOOR, type_name, difficulty)
    header = [x for x in puzzle_page(t, text_floor=FLOOR).items if isinstance(x, Text) and x.text in (
        spec(type_name).name, t.tile_id, difficulty)]
    assert len(header) == 3 and box[1] >= max(x.y + x.height for x in header)
    for drawn in (m.draw_puzzle(t, box, FLOOR), m.draw_answer(t, box, FLOOR)):
        if type_name == "troll":  # turned monsters: their centres in the box, as the troll's own test checks
            assert_inside([(g.transform.e, g.transform.f) for g in drawn if isinstance(g, Group)], box)
            assert_inside(drawn_points([x for x in drawn if isinstance(x, Text)]), box)
        else:
            assert_inside(drawn_points(drawn), box)
    (task,) = [x for x in puzzle_page(t, text_floor=FLOOR).items if isinstance(x, Text) and x.text == spec(t.type).task]
    assert task.y >= box[1] + box[3] and task.size >= FLOOR


@pytest.mark.parametrize("type_name, difficulty", CASES)
def test_a_large_print_tile_tells_what_the_tile_as_designed_tells(type_name, difficulty):
    t = tile(type_name, difficulty)
    front, solved, back = (puzzle_page(t), puzzle_page(t, answer=True), artwork_page(t))
    big_front, big_solved, big_back = (puzzle_page(t, text_floor=FLOOR), puzzle_page(t, answer=True, text_floor=FLOOR),
                                       artwork_page(t, text_floor=FLOOR))
    # the same symbols, monsters, keys and icons, one for one, on every side
    assert icons(big_front.items) == icons(front.items) and icons(big_solved.items) == icons(solved.items)
    assert icons(big_back.items) == icons(back.items)
    # name, difficulty, id and task in front, as designed
    assert {spec(t.type).name, t.difficulty, t.tile_id, spec(t.type).task} <= set(texts(big_front))
    assert t.tile_id in texts(front)
    # every number and answer label inside the puzzle (the sword's numbers, the troll's count, "Find N")
    inside = {x for x in texts(solved) if re.fullmatch(r"\d+|.* × \d+|Find \d+", x)}
    if type_name == "spider":
        inside.add(f"Find {t.puzzle.find}")  # as designed, the line goes on: the task at the foot says the rest
    assert inside <= set(texts(big_solved)), inside - set(texts(big_solved))


def test_the_large_print_spider_faces_still_lie_back_to_back():
    size = tile_size(FLOOR)
    front = spider.grid_rect(content_box(size, FLOOR), FLOOR)
    back = spider.grid_rect(artwork_box(size, FLOOR), FLOOR)
    # a flip on the long edge mirrors x: the back's grid must sit where the front's lands
    assert back[1:] == front[1:] and back[0] == pytest.approx(size.width - front[0] - front[2])


@pytest.mark.parametrize("sheet", ["a4", "letter"])
def test_large_print_answer_keys_show_every_solved_tile_at_full_size_six_to_a_page(sheet):
    tiles = [tile(t, d) for t, d in CASES]
    on = large(sheet)
    g = answer_grid(on)
    assert (g.cols, g.rows, g.scale) == (2, 3, 1.0)
    pages = answer_pages(tiles, on)
    assert len(pages) == -(-len(tiles) // 6)
    assert not small_texts(pages)
    for page in pages:
        assert (page.width, page.height) == (on.width, on.height)
        assert_fits(page)
        assert_inside(drawn_points(page.items), (4, 4, on.width - 8, on.height - 8))  # inside the printer's margin
    captions = " ".join(x for page in pages for x in texts(page))
    assert all(t.tile_id in captions for t in tiles)
    # every solved tile is on a page: its answer drawn (icons) exactly as on the tile in hand
    shown = sum((icons(p.items) for p in pages), Counter())
    assert shown == sum((icons(puzzle_page(t, answer=True, text_floor=FLOOR).items) for t in tiles), Counter())


def test_the_labyrinth_kit_imposes_the_large_tile_only_in_large_print():
    sizes = {f.title: (f.width, f.height) for f in game("labyrinth").footprints(large("a4"))}
    assert sizes["Minigame tiles"] == (tile_size(FLOOR).width, tile_size(FLOOR).height)
    plain = {f.title: (f.width, f.height) for f in game("labyrinth").footprints(paper("a4"))}
    assert plain["Minigame tiles"] == (70, 70)
    # and a home printer takes them, six to a sheet (the grid the kit imposes them on)
    from pnp.layout.nup import grid_for
    from pnp.layout.presets import load_preset

    preset = load_preset("home")
    for sheet in ("a4", "letter"):
        check_fit(["minigames"], large(sheet), preset)
        size = tile_size(FLOOR)
        square = tile_size()
        assert grid_for(size.width, size.height, 3.0, large(sheet)).per_sheet == 6 == grid_for(
            square.width, square.height, 3.0, paper(sheet)).per_sheet  # as many as the square tiles (the docs)




def page_sizes_mm(pdf: bytes) -> list[tuple[float, float]]:
    doc = pdfium.PdfDocument(pdf)
    return [(doc[i].get_width() / MM_TO_PT, doc[i].get_height() / MM_TO_PT) for i in range(len(doc))]


@pytest.mark.slow  # two runs of the command: about 5 s
def test_pnp_minigames_in_large_print_writes_big_tiles_and_paper_sized_answer_pages(tmp_path):
    args = ["--type", "sword,spider,troll", "--count", "1", "--seed", "4", "--theme", "large-print"]
    done = subprocess.run([sys.executable, "-m", "pnp", "minigames", *args, "--out", str(tmp_path / "one")],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    pdf = (tmp_path / "one" / "minigames-4.pdf").read_bytes()
    sizes = page_sizes_mm(pdf)
    side = tile_size(FLOOR).width + 2 * COMPONENT_BLEED
    assert sizes[:12] == [pytest.approx((side, side), abs=0.01)] * 12  # six tiles, both sides, one to a page
    assert sizes[12:] == [pytest.approx((210.0, 297.0), abs=0.01)]  # the six answers: one page of A4
    chars = font_sizes(pdf)
    assert len(chars) > 500 and not [c for c in chars if c[1] < FLOOR - 0.01]
    # on a home printer's paper, every page is the paper's size
    done = subprocess.run([sys.executable, "-m", "pnp", "minigames", *args, "--preset", "home", "--paper", "letter",
                           "--out", str(tmp_path / "home")], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    pdf = (tmp_path / "home" / "minigames-4.pdf").read_bytes()
    sizes = page_sizes_mm(pdf)
    assert sizes == [pytest.approx((215.9, 279.4), abs=0.01)] * 3  # six tiles on a sheet, their backs, the answers
    assert not [c for c in font_sizes(pdf) if c[1] < FLOOR - 0.01]


@pytest.mark.slow
@pytest.mark.parametrize("sheet", ["a4", "letter"])
def test_the_labyrinth_kits_minigame_tiles_and_answers_print_no_text_under_12_pt(sheet):
    from pnp.kits.build import kit_pages
    from pnp.layout.presets import load_preset

    preset, on = load_preset("home"), large(sheet)
    spec_ = game("labyrinth").make_kit(KitRequest(1, 4, on, preset.layout))
    pages = kit_pages(spec_, preset, on).pages
    tiles = [p for p in pages if p.label.startswith("Minigame")]
    answers = [p for p in pages if "Minigame answers" in texts(p)]
    assert len(tiles) == 2 * -(-56 // 6) and len(answers) == -(-56 // 6)  # 4 players x 14 tiles, six to a sheet
    assert not small_texts(tiles + answers)
