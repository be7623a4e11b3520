"""Large print (issue 15 item 5) for the labyrinth: every page and component it draws on a large-print paper
prints no text under 12 pt, nothing spills out of its box or off its page, the squares are bigger, and each
holds what the designed drawing holds (every row of a card, every time limit, every symbol's meaning)."""

from __future__ import annotations

import re
import subprocess
import sys
from dataclasses import replace

import pikepdf
import pytest
from pdfcheck import printed_sizes

from pnp.catalog import component, paper
from pnp.games.labyrinth import printouts
from pnp.games.labyrinth.aid import aid_faces
from pnp.games.labyrinth.answer_tables import answer_page
from pnp.games.labyrinth.card_pages import _row_text, card_front
from pnp.games.labyrinth.cards import ObjectiveCard, Row
from pnp.games.labyrinth.deck import generate_deck
from pnp.games.labyrinth.generate import SIDE_A, SIDE_B, generate_sheet
from pnp.games.labyrinth.model import BOSSES, ITEMS
from pnp.games.labyrinth.rules_figures import MEANING, rules_figures
from pnp.games.labyrinth.sheet_grid import grid_geometry
from pnp.games.labyrinth.sheet_page import sheet_page
from pnp.games.labyrinth.solo import TIME_LIMITS
from pnp.games.minigames.catalog import spec, types
from pnp.scene.model import Page, Text
from pnp.scene.text import layout_text
from pnp.scene.walk import iter_items, printed_text_sizes
from tests.large_print import FLOOR, large, small_texts

PAPERS = ("a4", "letter")


def texts(page: Page) -> list[str]:
    return [t.text for t, _ in printed_text_sizes(page.items)]


def spilled(page: Page) -> list[str]:
    """Texts whose lines do not fit their box, or whose box leaves the page."""
    out = []
    for t in iter_items(page.items):
        if not isinstance(t, Text) or not t.text.strip():
            continue
        if layout_text(t).overflow:
            out.append(f"overflows: {t.text!r}")
    for t in page.items:  # top-level boxes (nested ones are placed by their group)
        if isinstance(t, Text) and (t.x < -1e-6 or t.y < -1e-6 or t.x + t.width > page.width + 1e-6
                                    or t.y + t.height > page.height + 1e-6):
            out.append(f"off the page: {t.text!r}")
    return out


@pytest.fixture(scope="module")
def sheets():
    return [generate_sheet(SIDE_A, 1), generate_sheet(SIDE_B, 1)]


@pytest.mark.parametrize("name", PAPERS)
def test_a_large_print_sheet_has_no_text_under_12_pt_and_bigger_squares(sheets, name):
    for sheet in sheets:
        page = sheet_page(sheet, large(name))
        assert not small_texts([page]), small_texts([page])[:5]
        assert not spilled(page)
        *_, cell = grid_geometry(sheet, large(name))
        assert cell >= grid_geometry(sheet, paper(name))[2]
        # the designed sheet has text under the floor: the test tells the two apart
        assert small_texts([sheet_page(sheet, paper(name))])


def test_a_large_print_sheet_keeps_everything_a_player_writes_in(sheets):
    page = sheet_page(sheets[0], large("a4"))
    words = " ".join(texts(page))
    for name in (*ITEMS, *BOSSES, "Hearts", "Gained", "Campaign", "Game 1", "Game 2", "Game 3", "Total"):
        assert name in words
    x0, _, cell = grid_geometry(sheets[0], large("a4"))
    assert sheets[0].width * cell >= 0.95 * (210 - 2 * x0) - 1e-6  # the grid spans the page's width


def test_a_large_print_answer_page_draws_the_path_with_its_caption_at_the_floor(sheets):
    path = [(x, 0) for x in range(4)]
    page = sheet_page(sheets[0], large("letter"), path=path, caption="Card E1: 9 points, proven best; 4 squares")
    assert "Card E1: 9 points, proven best; 4 squares" in texts(page)
    assert not small_texts([page]) and not spilled(page)


def test_a_sheet_too_big_for_large_squares_is_refused_in_one_line(sheets):
    from pnp.errors import PnpError

    huge = replace(paper("a4"), text_floor=24.0)  # a floor the 11 x 11 grid's squares cannot hold
    with pytest.raises(PnpError, match=r"^large print: a 11×11 sheet gets squares of [\d.]+ mm on A4, too small "
                                       r"for its symbols' text at 24 pt \(at least 18.5 mm\); use a smaller sheet"):
        sheet_page(sheets[1], huge)


LONG = ObjectiveCard("H9", "hard", "any", (
    Row("per", 1, symbol="gem"), Row("per", 2, symbol="rat"), Row("item", 3, symbol="treasure"),
    Row("scrolls", 2, names=("III", "I", "II")), Row("exit", 3, names=("minotaur", "spider")),
    Row("ghosts", 2, count=2), Row("fastest", 1)), extra_exits=("B",), heart_effects=("ghost",))


@pytest.fixture(scope="module")
def deck():
    return generate_deck({"A": generate_sheet(SIDE_A, 1), "B": generate_sheet(SIDE_B, 1)}, 1,
                         {"tutorial": 1, "easy": 2, "medium": 1})


def test_large_print_cards_and_aids_print_every_row_at_12_pt_or_more(deck):
    cards = [*deck.cards, LONG]
    objective, aids = printouts.card_parts(cards, 2, FLOOR)
    size = printouts.card_size(FLOOR)
    for page in (*objective.fronts, *objective.backs, *aids.fronts, *aids.backs):
        assert (page.width, page.height) == (size.width, size.height)
        assert not small_texts([page]), small_texts([page])[:5]
        assert not spilled(page), spilled(page)
    for card, face in zip(cards, objective.fronts):
        words = texts(face)
        designed = texts(card_front(card, component("poker-card"), par=card.par))
        # the same information: every row, the id, the notes and the solo targets of the designed face
        assert all(_row_text(row) in words for row in card.rows)
        assert sorted(w for w in designed if w not in ("Enter by",)) == sorted(w for w in words if w != "Enter by")
    assert len(aids.backs) == 1 and len(aids.fronts) == 2  # two-sided: hearts, then solo on the back


def test_the_large_print_aid_holds_every_time_limit_of_the_designed_aid():
    _, aids = printouts.card_parts([], 1, FLOOR)
    back = texts(aids.backs[0])
    designed = texts(aid_faces(component("poker-card"))[0])
    for difficulty in ("easy", "medium", "hard"):
        assert sorted(t for t in back if re.fullmatch(r"\d:\d\d", t)) == \
            sorted(t for t in designed if re.fullmatch(r"\d:\d\d", t))
        assert all(limit in back for limit in TIME_LIMITS[difficulty])


def test_large_print_par_tables_have_fewer_taller_rows_and_every_card():
    rows = [(f"M{i}", "medium", "side A: 9 · side B: 11") for i in range(1, 60)]
    for name in PAPERS:
        big = answer_page(rows, large(name), "Objective cards: proven best scores (par)")
        small = answer_page(rows, paper(name), "Objective cards: proven best scores (par)")
        ids = lambda page: [t for t in texts(page) if re.fullmatch(r"M\d+", t)]  # noqa: E731
        assert len(ids(big[0])) < len(ids(small[0]))  # taller rows: fewer a page
        assert not small_texts(big) and not any(spilled(p) for p in big)
        printed = [t for p in big for t in texts(p)]
        assert all(card_id in printed for card_id, _, _ in rows)


def test_the_kit_imposes_large_cards_and_two_sided_aids_on_a_large_print_paper():
    sizes = {f.title: f for f in printouts.kit_sizes(large("a4"))}
    designed = {f.title: f for f in printouts.kit_sizes(paper("a4"))}
    card = printouts.card_size(FLOOR)
    assert (sizes["Objective cards"].width, sizes["Objective cards"].height) == (card.width, card.height)
    assert sizes["Player aids"].two_sided and designed["Player aids"].two_sided  # a designed back on both
    assert designed["Objective cards"].width == component("poker-card").width


def test_large_print_rules_figures_fit_the_column_with_every_label_at_the_floor():
    figures = rules_figures(FLOOR)
    designed = rules_figures()
    assert figures.keys() == designed.keys()
    for name, page in figures.items():
        assert page.width <= 182.0 + 1e-6, name
        assert page.height <= 215.0, name  # with its heading and caption, one Letter page
        assert not small_texts([page]), (name, small_texts([page])[:5])
        assert not spilled(page), (name, spilled(page))
    legend = " ".join(texts(figures["legend"]))
    assert all(what in legend and meaning in legend for what, meaning in MEANING.values())
    minigames = " ".join(texts(figures["minigames"]))
    assert all(spec(kind).name in minigames and spec(kind).task in minigames for kind in types())
    example = " ".join(texts(figures["example"]))
    assert "The score, row by row" in example and "Total" in example


@pytest.mark.parametrize("name", ["a4", pytest.param("letter", marks=pytest.mark.slow)])
def test_pnp_sheet_with_the_large_print_theme_writes_pages_of_the_paper_with_large_text(tmp_path, name):
    out = tmp_path / "large.pdf"
    run = subprocess.run([sys.executable, "-m", "pnp", "sheet", "--side", "B", "--seed", "2", "--paper", name,
                          "--theme", "large-print", "--out", str(out)], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    want = paper(name)
    with pikepdf.open(out) as pdf:
        assert len(pdf.pages) == 1
        box = [float(v) for v in pdf.pages[0].mediabox]
        assert abs(box[2] - box[0] - want.width / 25.4 * 72) < 0.5
        assert abs(box[3] - box[1] - want.height / 25.4 * 72) < 0.5
    # every character as printed (the designed sheet's smallest are 6.5 pt)
    sizes = [size for _, size in printed_sizes(out)]
    assert sizes and min(sizes) >= FLOOR - 0.01
