"""The labyrinth's printed rules and their pictures: every figure the rules name is drawn, the worked example is
true by the rules core (a verified sheet, a card that fits it, the solver's proven best line, the referee's
score row by row), the legend shows every symbol, each minigame is a verified tile drawn solved by the
minigames' own code, labels stay at least 7 pt on paper, and the rules fit two pages on every paper the kit
takes, their headings those of docs/rules-labyrinth.md."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from pnp.catalog import paper
from pnp.games.labyrinth.model import KINDS
from pnp.games.labyrinth.pen import HEART, PATH_INK
from pnp.games.labyrinth.referee import referee
from pnp.games.labyrinth.rules_example import example
from pnp.games.labyrinth.rules_figures import CELL, legend_symbols, rules_figure, rules_figures
from pnp.games.labyrinth.rules_minigames import example_tiles
from pnp.kits.pages import rules_pages
from pnp.registry import game
from pnp.rules_schema import RulesFile
from pnp.scene.model import Group, Icon, Page, Text
from pnp.scene.model import Path as ScenePath
from pnp.scene.rules_sheet import MARGIN
from pnp.scene.text import layout_text
from pnp.scene.walk import iter_items
from tests.kits.test_player_pages import pdf_text

DOCS = Path(__file__).resolve().parents[3] / "docs" / "rules-labyrinth.md"
KIT_PAPERS = ("a4", "letter", "a3", "tabloid")  # every paper a labyrinth sheet fits (180 x 240 mm at least)


def rules_file():
    """The rules as printed: the file's {fields} filled in."""
    from pnp.kits.pages import rules_data

    return RulesFile.model_validate(rules_data(game("labyrinth").rules))


def texts(page: Page) -> list[str]:
    """The figure's own labels (not the texts of the card or tiles it shows)."""
    return [item.text for item in page.items if isinstance(item, Text)]


def test_both_games_that_print_these_rules_draw_their_figures():
    for name in ("labyrinth", "minigames"):
        about = game(name)
        assert about.rules == game("labyrinth").rules
        drawn = about.figures(0.0)
        named = [s.figure for s in rules_file().section if s.figure]
        assert named and all(isinstance(drawn.get(figure), Page) and drawn[figure].items for figure in named)


# --- the worked example -------------------------------------------------------------------------------

def test_the_example_is_a_verified_sheet_a_fitting_card_and_its_proven_best_line():
    from pnp.games.labyrinth.candidates import ceiling, misfit
    from pnp.games.labyrinth.verify import verify_sheet

    ex = example()
    assert verify_sheet(ex.sheet).ok
    assert misfit(ex.card, ex.sheet) == ""
    judged = referee(ex.sheet, ex.card, ex.result.path)
    assert judged.legal and judged.score == ex.result.score
    assert ex.optimal  # the caption says "the best line it allows (proven by computer)"
    assert 0 < ex.result.score <= ceiling(ex.card, ex.sheet)
    fastest = referee(ex.sheet, ex.card, ex.result.path, fastest=True)
    assert fastest.score == ex.first_out.score >= ex.result.score


def test_the_drawn_line_is_the_solvers_line_square_by_square():
    ex = example()
    bands = [item for item in iter_items(rules_figure("example").items)
             if isinstance(item, ScenePath) and item.style.stroke == PATH_INK]
    assert len(bands) == 1
    points = [(seg[1], seg[2]) for seg in bands[0].segments if seg[0] in ("M", "L")]
    path = ex.result.path
    assert len(points) == len(path)
    # the squares' centres, from the first one: each step of the drawing is the line's step, CELL mm long
    (ax, ay), (cx, cy) = points[0], path[0]
    for (px, py), (x, y) in zip(points, path):
        assert (round((px - ax) / CELL), round((py - ay) / CELL)) == (x - cx, y - cy)
        assert abs((px - ax) / CELL - (x - cx)) < 1e-6 and abs((py - ay) / CELL - (y - cy)) < 1e-6


def test_the_tally_prints_the_referees_score_row_by_row():
    ex = example()
    judged = referee(ex.sheet, ex.card, ex.result.path)
    printed = texts(rules_figure("example"))
    signed = [t for t in printed if re.fullmatch(r"[+-]\d+", t)]
    assert [int(t) for t in signed] == [r.points for r in judged.rows]
    assert len(judged.rows) == len(ex.card.rows)
    total = printed[printed.index("Total") + 1]
    assert int(total) == judged.score == sum(int(t) for t in signed)
    assert f"{len(judged.hearts_lost)} lost" in printed
    story = " ".join(printed)
    for loss in judged.hearts_lost:
        assert loss.cause.split(" without ")[0] in story
    for item in judged.items:
        assert item in story


def test_the_sheet_shows_a_cross_for_each_heart_lost_and_the_hearts_crossed_out():
    ex = example()
    crosses = [item for item in iter_items(rules_figure("example").items)
               if isinstance(item, ScenePath) and item.style.stroke == HEART and item.style.fill is None]
    assert len(crosses) == 2 * len(ex.result.hearts_lost)  # two strokes a cross, on the squares that cost a heart


# --- the legend and the minigames ---------------------------------------------------------------------

def test_the_legend_shows_every_symbol_a_sheet_holds_and_the_wall():
    symbols = legend_symbols()
    assert len(symbols) == 15 and {s.kind for s in symbols} == {*KINDS, "wall"}
    icons = {item.name for item in iter_items(rules_figure("legend").items) if isinstance(item, Icon)}
    assert set(KINDS) <= icons


def test_each_minigame_is_a_verified_tile_drawn_solved_by_its_own_code():
    from pnp.games.minigames.base import verify_tile
    from pnp.games.minigames.catalog import types
    from pnp.games.minigames.draw import artwork_page, puzzle_page

    tiles = example_tiles()
    assert [t.type for t in tiles] == list(types())
    assert all(verify_tile(t).ok for t in tiles)
    from pnp.games.labyrinth.rules_minigames import TILE_COLUMNS, _tile_w
    from pnp.scene.legible import thumbnail_page

    drawn = [item.items for item in rules_figure("minigames").items if isinstance(item, Group)]
    expected = []
    for tile in tiles:  # as a thumbnail: words under 5 pt on paper drawn as pale bars, the rest as drawn
        page = puzzle_page(tile, bleed=0, answer=True, fine_print=False)
        expected.append(thumbnail_page(page, _tile_w(TILE_COLUMNS) / page.width).items)
        if tile.type == "spider":
            back = artwork_page(tile, bleed=0, fine_print=False)
            expected.append(thumbnail_page(back, _tile_w(TILE_COLUMNS) / back.width).items)
    assert drawn == expected
    # thumbnails: no id (it would print far under 5 pt), the task said under each instead
    texts = [t.text for t in iter_items(rules_figure("minigames").items) if isinstance(t, Text)]
    assert not any(t.tile_id in texts for t in tiles)


# --- on paper -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("sheet", ["a4", "letter"])
def test_figure_labels_are_at_least_7_pt_on_paper(sheet):
    figures = rules_figures()
    width = paper(sheet).width - 2 * MARGIN
    for section in rules_file().section:
        if not section.figure:
            continue
        art = figures[section.figure]
        assert not section.half  # every figure takes the full width
        scale = min(width / art.width, section.max_height / art.height)
        for item in art.items:  # the figure's own labels; the components it shows keep their printed sizes
            if isinstance(item, Text):
                laid = layout_text(item)
                assert laid.size * scale >= 7.0 - 1e-9 and not laid.overflow, (section.figure, item.text)


@pytest.mark.parametrize("sheet", KIT_PAPERS)
def test_the_rules_take_at_most_two_pages(sheet):
    about = game("labyrinth")
    assert len(rules_pages(paper(sheet), about.rules, about.rules_figures)) <= 2


def test_the_printed_headings_are_the_docs_headings_in_order():
    from pnp.render.pdf import render_pdf
    from pnp.scene.model import Document

    about = game("labyrinth")
    pages = rules_pages(paper("letter"), about.rules, about.rules_figures)
    printed = [" ".join(page.split()) for page in pdf_text(render_pdf(Document(tuple(pages), title="rules")))]
    docs = DOCS.read_text(encoding="utf-8").split("## The rules as printed", 1)[1]
    docs = re.split(r"^## ", docs, flags=re.MULTILINE)[0]
    headings = re.findall(r"^### (.+)$", docs, flags=re.MULTILINE)
    assert headings == [s.heading for s in rules_file().section]
    # each heading is on the pages, in order
    text = " ".join(printed)
    at = 0
    for heading in headings:
        found = text.find(heading, at)
        assert found >= 0, heading
        at = found + len(heading)


@pytest.mark.parametrize("floor", [0.0, 5.0, 8.0, 12.0, 16.0])
def test_the_legend_is_one_layout_at_every_floor_with_fewer_columns_as_the_floor_rises(floor):
    """The same entries at every floor, no word under it, nothing out of its box or the figure; the columns
    by the legend's rule (five at the designed sizes, fewer and wider above)."""
    from pnp.games.labyrinth.rules_figures import MEANING, legend_box, legend_columns
    from pnp.scene.layout_check import check_page
    from pnp.scene.walk import printed_text_sizes

    page = rules_figure("legend", floor)
    assert not check_page(page, floor=floor)
    sizes = list(printed_text_sizes(page.items))
    assert min(size for _, size in sizes) >= floor
    names = {t.text for t, _ in sizes}
    assert {name for name, _ in MEANING.values()} <= names
    assert len(legend_box(floor).columns) == legend_columns(floor)
    assert legend_columns(0.0) == 5 and legend_columns(floor) <= legend_columns(0.0)
    if floor >= 12:
        assert legend_columns(floor) < 5
    assert all(0 <= t.x and t.x + t.width <= page.width + 1e-6 and t.y + t.height <= page.height + 1e-6
               for t, _ in sizes)


@pytest.mark.parametrize("floor", [0.0, 5.0, 8.0, 12.0, 16.0])
def test_the_minigames_figure_is_one_layout_at_every_floor_pictures_while_their_text_holds_it(floor):
    """Every minigame the sheets play is named with when it is played at every floor; the solved tiles show
    while their text prints at the floor or above, else each minigame's icon does and the answer keys are
    named; no word under the floor and nothing out of its box."""
    from pnp.games.labyrinth.rules_minigames import _heading, example_tiles
    from pnp.games.minigames.catalog import spec
    from pnp.scene.layout_check import check_page
    from pnp.scene.walk import printed_text_sizes

    page = rules_figure("minigames", floor)
    assert not check_page(page, floor=floor)
    sizes = list(printed_text_sizes(page.items))
    assert min(size for _, size in sizes) >= floor
    printed = {t.text for t, _ in sizes}
    headings = {_heading(t.type) for t in example_tiles()}
    assert headings <= printed and all(_heading(t.type).startswith(f"{spec(t.type).name}: ") for t in example_tiles())
    icons = {i.name for i in iter_items(page.items) if isinstance(i, Icon)}
    pictures = [i for i in page.items if isinstance(i, Group)]
    if floor == 0:
        assert len(pictures) == len(example_tiles()) + 1  # and the spider's back
    else:
        assert not pictures and {spec(t.type).icon for t in example_tiles()} <= icons
        assert "The answer keys at the back show each tile solved." in printed


@pytest.mark.parametrize("floor", [0.0, 5.0, 8.0, 12.0])
def test_the_worked_example_is_one_layout_at_every_floor_and_has_no_large_print_twin(floor):
    """The same sheet, card, hearts and tally at every floor, no word under it, nothing out of its box or the
    figure (the card's own texts in its picture included); no rules_figures_large module is left."""
    import importlib.util

    from pnp.scene.layout_check import check_page
    from pnp.scene.walk import printed_text_sizes

    assert importlib.util.find_spec("pnp.games.labyrinth.rules_figures_large") is None
    page = rules_figure("example", floor)
    assert not check_page(page, floor=floor)
    sizes = list(printed_text_sizes(page.items))
    assert min(size for _, size in sizes) >= floor
    printed = {t.text for t, _ in sizes}
    assert {"The card", "Hearts", "The score, row by row", "Total", "Enter by"} <= printed
    top = [i for i in page.items if isinstance(i, Text)]
    assert all(0 <= t.x and t.x + t.width <= page.width + 1e-6 and t.y + t.height <= page.height + 1e-6
               for t in top)
