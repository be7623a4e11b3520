"""Maze tiles in large print (issue 15 item 5): every component, the rules figures and the command drawn for a
text floor of 12 pt, read back from the drawn pages (sizes as printed, after any shrink and group scale)."""

from __future__ import annotations

import subprocess
import sys
from collections import Counter

import pytest
from maze_tiles_helpers import said

from pnp.catalog import paper
from pnp.games.maze_tiles import hero_boards, printouts, tokens
from pnp.games.maze_tiles.generate import generate_tileset
from pnp.games.maze_tiles.rules_figures import LEGEND_WIDTH, rules_figures
from pnp.layout.blank import blank_page
from pnp.parts import ComponentSet
from pnp.scene.model import Page, Text
from pnp.scene.text import layout_text
from pnp.scene.walk import iter_items, printed_text_sizes
from tests.large_print import FLOOR, large, small_texts

# the one sentence large print words differently (the same meaning, fewer words, so it holds one 12 pt line)
REWORDED = {"Always available: keys and wounds never cover it.": "Keys and wounds never cover it."}


@pytest.fixture(scope="module")
def sets() -> tuple[list[ComponentSet], list[ComponentSet]]:
    """The medusa variant's components as designed and in large print (the variant has the most card kinds)."""
    ts = generate_tileset(2, variant="medusa")
    return printouts.components(ts), printouts.components(ts, large("a4"))


def pages(part: ComponentSet) -> list[Page]:
    return [*part.fronts, *part.backs]


def texts(page: Page) -> list[Text]:
    return [t for t in iter_items(page.items) if isinstance(t, Text) and t.text.strip()]


def test_no_component_prints_a_word_under_12_pt(sets):
    _, big = sets
    small = [line for part in big for line in small_texts(pages(part))]
    assert not small, small[:8]


def test_every_large_print_word_fits_its_box_and_its_component(sets):
    _, big = sets
    for part in big:
        for page in pages(part):
            for t in texts(page):
                assert not layout_text(t).overflow, (page.label, t.text)
                assert -1e-6 <= t.x and t.x + t.width <= page.width + 1e-6, (page.label, t.text)
                assert -1e-6 <= t.y and t.y + t.height <= page.height + 1e-6, (page.label, t.text)


def test_large_print_says_what_the_designed_components_say(sets):
    """Same parts, same count, same words (but the one reworded note): nothing is dropped to make room."""
    designed, big = sets
    assert [(p.title, len(p.fronts), len(p.backs)) for p in designed] == \
        [(p.title, len(p.fronts), len(p.backs)) for p in big]
    for small_part, big_part in zip(designed, big):
        for a, b in zip(pages(small_part), pages(big_part)):
            small = Counter(REWORDED.get(said(t), said(t)) for t in texts(a))
            assert small == Counter(said(t) for t in texts(b)), (a.label, small, Counter(said(t) for t in texts(b)))


def test_components_with_words_grow_where_they_must_and_match_the_kits_sizes(sets):
    designed, big = sets
    for part, footprint in zip(big, printouts.kit_sizes(large("letter"))):
        assert {(p.width, p.height) for p in pages(part)} == {(footprint.width, footprint.height)}, part.title
    grown = {a.title for a, b in zip(designed, big) if b.fronts[0].width * b.fronts[0].height
             > a.fronts[0].width * a.fronts[0].height}
    # the boards' boxes and the key tokens cannot hold their words at 12 pt as designed; tiles and the tokens
    # without words never grow
    assert {"Hero boards", "Key tokens"} <= grown
    assert not grown & {"Maze tiles", "Hand action tokens", "Feet action tokens", "Wound tokens", "Wall tokens"}
    assert printouts.kit_sizes(paper("a4")) == printouts.kit_sizes()  # no floor: the sizes as designed


@pytest.mark.parametrize("floor", [0.0, 5.0, 8.0, FLOOR])
def test_a_key_token_covers_the_action_box_it_is_laid_on(floor):
    """Round, it lies inside the box; a card, it is the box's size, so it covers the box's words."""
    board = hero_boards.board_size(floor)
    token, look = tokens.key_size(floor), hero_boards.look_for(board, floor)
    box_w = hero_boards.box_width(board)
    assert token.width <= box_w and token.height <= look.box_h
    if token.shape != "circle":
        assert token.width * token.height >= 0.85 * box_w * look.box_h


def test_the_large_hero_board_keeps_every_action_box_and_the_actions_in_order(sets):
    designed, big = sets
    boards = {p.title: p for p in big}["Hero boards"]
    for a, b in zip({p.title: p for p in designed}["Hero boards"].fronts, boards.fronts):
        # the actions' names, in reading order, are the designed board's
        order_a = [t.text for t in sorted(texts(a), key=lambda t: (round(t.y / 10), t.x)) if t.font == "body-black"]
        order_b = [t.text for t in sorted(texts(b), key=lambda t: (round(t.y / 10), t.x)) if t.font == "body-black"]
        assert order_a == order_b


def test_no_floor_draws_the_components_as_designed():
    ts = generate_tileset(1)
    assert printouts.components(ts, paper("letter")) == printouts.components(ts)


def test_the_rules_figures_in_large_print_fit_a4_and_print_no_word_under_12_pt():
    for name, figure in rules_figures(FLOOR).items():
        assert figure.width <= LEGEND_WIDTH + 1e-6, name
        sizes_ = [size for t, size in printed_text_sizes(figure.items) if t.text.strip()]
        assert sizes_ and min(sizes_) >= FLOOR - 1e-6, name
        assert not [t.text for t, _ in printed_text_sizes(figure.items) if layout_text(t).overflow], name
    designed = rules_figures()
    assert set(designed) == set(rules_figures(FLOOR))
    # the words of each figure are the same, only larger
    for name, figure in designed.items():
        assert Counter(t.text for t in texts(figure)) == Counter(t.text for t in texts(rules_figures(FLOOR)[name]))


def test_a_blank_page_says_so_at_the_floor():
    page = blank_page(210, 297, text_floor=FLOOR)
    assert not small_texts([page]) and [t.text for t in texts(page)] == [t.text for t in texts(blank_page(210, 297))]
    assert not layout_text(texts(page)[0]).overflow


@pytest.mark.slow
def test_pnp_maze_tiles_with_the_large_print_theme(tmp_path):
    import pikepdf
    import pypdfium2 as pdfium

    result = subprocess.run([sys.executable, "-m", "pnp", "maze-tiles", "--no-report", "--theme", "large-print",
                             "--paper", "letter", "--out", str(tmp_path)], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    path = tmp_path / "maze-tiles-1.pdf"
    with pikepdf.open(path) as pdf:
        boxes = {tuple(round(float(v), 1) for v in page.mediabox) for page in pdf.pages}
    # Letter, every page: upright, or turned for the landscape hero boards
    assert boxes <= {(0.0, 0.0, 612.0, 792.0), (0.0, 0.0, 792.0, 612.0)} and boxes
    doc = pdfium.PdfDocument(path.read_bytes())
    try:
        printed = "".join(doc[i].get_textpage().get_text_range() for i in range(len(doc)))
    finally:
        doc.close()
    # the large-print drawing reached the command: its reworded note, not the designed one
    assert "Keys and wounds never cover it." in printed and "Always available" not in printed
