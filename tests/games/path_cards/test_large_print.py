"""Treasure Paths in large print (issue 15, item 5): every card, rules card, marker, score pad and rules figure
drawn for a 12 pt floor prints nothing under it (sizes as printed, read through every group's scale), fits its
component or page, and says what the default drawing says."""

from __future__ import annotations

import math
import re
import subprocess
import sys

import pikepdf
import pytest
from shapely.geometry import Point, box

from pnp.catalog import component, paper
from pnp.game import KitRequest
from pnp.games.path_cards import draw, rules_card
from pnp.games.path_cards.generate import generate_deck
from pnp.games.path_cards.pieces import MARKER, marker_parts, marker_size, score_pad
from pnp.games.path_cards.printouts import deck_parts, kit, kit_sizes
from pnp.games.path_cards.rules_examples import action_example, basic_example
from pnp.games.path_cards.rules_figures import figures
from pnp.parts import ComponentSet
from pnp.scene.model import Page, Shape, Text
from pnp.scene.model import Path as ScenePath
from pnp.scene.text import layout_text
from pnp.scene.walk import iter_items, printed_text_sizes
from tests.games.path_cards.test_rules_figures import as_grid, cards_drawn, normalised
from tests.large_print import FLOOR, large, small_texts

DECK = generate_deck(1)
CARD = component("square-card")


def texts(page: Page) -> list[Text]:
    return [i for i in iter_items(page.items) if isinstance(i, Text) and i.text.strip()]


def inside(page: Page, t: Text, inset: float) -> bool:
    return (inset - 1e-6 <= t.x and t.x + t.width <= page.width - inset + 1e-6
            and inset - 1e-6 <= t.y and t.y + t.height <= page.height - inset + 1e-6)


def drawn_well(page: Page, inset: float) -> None:
    """No text under the floor, none spilling out of its box, every box inside the safe zone."""
    assert not small_texts([page]), small_texts([page])[:5]
    for t in texts(page):
        assert not layout_text(t).overflow, t.text
        assert inside(page, t, inset), (t.text, t.x, t.y, t.width, t.height)


def obstacles(page: Page):
    """A card face's path (one shape) and its two round treasure tokens, as shapely geometry."""
    paths = [i.geometry for i in iter_items(page.items) if isinstance(i, Shape)]
    tokens = []
    for item in iter_items(page.items):
        if isinstance(item, ScenePath) and item.style.fill == draw.TOKEN:
            xs = [s[1] for s in item.segments if len(s) >= 3]
            ys = [s[2] for s in item.segments if len(s) >= 3]
            tokens.append(Point((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2).buffer((max(xs) - min(xs)) / 2))
    return paths + tokens


# --- the cards -------------------------------------------------------------------------------------------

def test_a_large_print_card_prints_its_deck_and_card_id_at_the_floor_in_its_hedge_corner():
    for card in DECK.cards:
        page = draw.card_front(card, CARD, DECK.deck_id, FLOOR)
        drawn_well(page, CARD.safe)
        (id_text,) = texts(page)
        assert id_text.text.split("\n") == [DECK.deck_id, card.card_id]  # all the default's id says
        lines = layout_text(id_text).lines
        x0 = id_text.x + id_text.width - max(line.width for line in lines)  # right-aligned: where the ink starts
        ink = box(x0, id_text.y, id_text.x + id_text.width, id_text.y + id_text.height)
        assert not any(ink.intersects(o) for o in obstacles(page)), card.card_id


def test_the_large_print_rules_cards_say_every_rule_of_the_rules_card_at_the_floor_on_whole_faces():
    part = deck_parts(DECK, FLOOR)
    fronts, backs = part.fronts[50:], part.backs[50:]
    assert part.fronts[:50] == tuple(draw.card_front(c, CARD, DECK.deck_id, FLOOR) for c in DECK.cards)
    assert len(fronts) == len(backs) > 1  # the rules flow on to more cards than the default's one
    faces = [f for pair in zip(fronts, backs) for f in pair if f.label.startswith("rules")]
    headings = []
    for face in faces:
        drawn_well(face, CARD.safe)
        bold = [t for t in texts(face) if t.font == "body-bold"]
        headings += [t.text for t in bold if t.text != "•"]
    # each heading of the default card's two faces, in the same order, basic game first, each rule whole
    default = [h for h, _ in rules_card.basic_rules() + rules_card.variant_rules() if h != "•"]
    assert headings == default
    titles = [t.text for face in faces for t in texts(face) if t.font == "display"]
    counts = [t.text for face in faces for t in texts(face) if re.fullmatch(r"\d of \d", t.text)]
    basic = titles.count("Treasure Paths")
    assert titles == ["Treasure Paths"] * basic + ["Faster variants"] * (len(faces) - basic)
    assert counts == [f"{k} of {basic}" for k in range(1, basic + 1)] + [
        f"{k} of {len(faces) - basic}" for k in range(1, len(faces) - basic + 1)]


def test_the_default_deck_is_still_one_rules_card_and_nothing_in_it_reaches_the_floor():
    part = deck_parts(DECK)
    assert len(part.fronts) == len(part.backs) == 51
    assert small_texts(part.fronts)  # the default is drawn small: the large print is a different drawing


# --- the markers ---------------------------------------------------------------------------------------------

def test_a_large_print_marker_says_played_at_the_floor_and_still_fits_every_corner_of_every_card():
    (front,) = set(marker_parts(FLOOR).fronts)
    size = marker_size(FLOOR)
    assert (front.width, front.height) == (size.width, size.height) > (component(MARKER).width,) * 2
    drawn_well(front, size.safe)
    assert [t.text for t in texts(front)] == ["PLAYED"]
    assert any(getattr(i, "name", "") == "padlock" for i in iter_items(front.items))
    m = size.width
    for card in generate_deck(5).cards:
        page = draw.card_front(card, CARD)
        for x, y in ((0, 0), (CARD.width - m, 0), (0, CARD.height - m), (CARD.width - m, CARD.height - m)):
            square = box(x, y, x + m, y + m)
            assert not any(square.intersects(o) for o in obstacles(page)), (card.card_id, x, y)


def test_the_kit_sizes_name_the_larger_marker_where_its_words_need_it():
    sizes = {f.title: (f.width, f.height) for f in kit_sizes(large("a4"))}
    assert sizes["Played-this-turn markers"] == (marker_size(FLOOR).width,) * 2 > (20.0, 20.0)
    assert {f.title: (f.width, f.height) for f in kit_sizes(paper("a4"))}["Played-this-turn markers"] == (20.0, 20.0)
    parts = kit(KitRequest(1, 4, large("a4"))).parts
    footprints = {(p.title, p.fronts[0].width) for p in parts if isinstance(p, ComponentSet)}
    assert footprints == {(f.title, f.width) for f in kit_sizes(large("a4"))}  # the fit check sees what prints


# --- the score pad ---------------------------------------------------------------------------------------------

def rows(page: Page, word: str) -> list[Text]:
    return [t for t in texts(page) if re.fullmatch(rf"{word} \d+", t.text)]


@pytest.mark.parametrize("sheet", ["a4", "letter"])
@pytest.mark.parametrize("players", [2, 4, 6])
def test_the_large_print_pad_has_every_column_and_total_at_the_floor_in_bigger_boxes(players, sheet):
    page = score_pad(players, large(sheet))
    default = score_pad(players, paper(sheet))
    assert (page.width, page.height) == (paper(sheet).width, paper(sheet).height)
    drawn_well(page, 10.0)
    words = [t.text for t in texts(page)]
    assert words.count("Total") == 2 and sorted(t.text for t in rows(page, "player")) == sorted(
        f"player {n}" for n in range(1, players + 1) for _ in range(2))
    assert len(rows(page, "Game")) >= 2 * 3  # three games a match, or more
    # taller rows to write in, and bigger type, than the default pad's
    height = min(t.height for t in rows(page, "Game"))
    assert height > max(t.height for t in rows(default, "Game"))
    assert min(s for _, s in printed_text_sizes(page.items)) >= FLOOR


# --- the rules figures ----------------------------------------------------------------------------------------

def test_large_print_figures_fit_the_inner_width_of_a4_with_every_label_at_the_floor():
    drawn = figures(FLOOR)
    assert set(drawn) == set(figures())
    for name, fig in drawn.items():
        assert fig.width <= 182.0 and fig.height <= 297 - 2 * 14 - 6 - 30, name  # a page holds it and its text
        sizes = [s for t, s in printed_text_sizes(fig.items) if t.text.strip()]
        assert sizes and min(sizes) >= FLOOR, name
        assert not small_texts([fig])
        for t in texts(fig):  # the ink of every label inside the figure (a centred label's box may be wider)
            laid = layout_text(t)
            assert not laid.overflow, (name, t.text)
            assert all(0 <= ln.x and ln.x + ln.width <= fig.width + 1e-6 for ln in laid.lines), (name, t.text)


def card_scale(fig: Page) -> float:
    """The largest card drawn in a figure, mm wide."""
    from pnp.scene.model import Group

    return max(math.hypot(i.transform.a, i.transform.b) * CARD.width for i in fig.items if isinstance(i, Group))


def test_large_print_figures_show_the_same_cards_turned_the_same_way_and_larger():
    small, big = figures(), figures(FLOOR)
    for name in small:
        assert sorted(cards_drawn(big[name]).values()) == sorted(cards_drawn(small[name]).values()), name
        assert card_scale(big[name]) >= 1.3 * card_scale(small[name]), name
    assert as_grid(cards_drawn(big["collect"])) == normalised(basic_example().after)
    ex = action_example()
    fig = big["actions"]  # steps 1 and 2 on the first row, step 3 under step 1
    drawn = cards_drawn(fig)
    steps: list[list] = [[], [], []]
    for (x, y), card in drawn.items():
        steps[2 if y > fig.height / 2 else 0 if x < fig.width / 2 else 1].append(card)
    for step, layout in zip(steps, (ex.start, ex.after, ex.after)):
        assert sorted(step) == sorted((p.card.card_id, p.turns) for p in layout.values())


# --- the command ----------------------------------------------------------------------------------------------

@pytest.mark.slow
@pytest.mark.parametrize("sheet", ["a4", "letter"])
def test_pnp_path_cards_in_large_print_writes_pages_of_the_paper_with_nothing_under_12_pt(sheet, tmp_path):
    from tests.games.path_cards.test_pieces import font_sizes

    out = tmp_path / "lp.pdf"
    result = subprocess.run([sys.executable, "-m", "pnp", "path-cards", "--theme", "large-print", "--paper", sheet,
                             "--format", "pdf", "--out", str(out)], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    data = out.read_bytes()
    sheet_pt = (round(paper(sheet).width * 72 / 25.4, 1), round(paper(sheet).height * 72 / 25.4, 1))
    with pikepdf.open(out) as pdf:
        boxes = {tuple(round(float(v), 1) for v in page.mediabox[2:]) for page in pdf.pages}
        assert boxes == {sheet_pt} and len(pdf.pages) == 2 * 9 + 2 + 1  # 54 slots hold 50 cards and 2 rules cards
    sizes = font_sizes(data)
    assert len(sizes) > 1000 and min(s for _, s in sizes) >= FLOOR - 0.01
