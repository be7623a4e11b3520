"""Path-card pages: sizes and order, paths that reach the right sides, treasures on their paths,
everything inside the safe zone, text that fits."""

from __future__ import annotations

import pytest
from shapely.geometry import Point

from pnp.catalog import COMPONENT_BLEED, component, paper
from pnp.games.path_cards import draw
from pnp.games.path_cards.generate import generate_deck
from pnp.games.path_cards.model import SIDES, STEP
from pnp.games.path_cards.printouts import draw as deck_printout
from pnp.layout.impose import put_on_paper
from pnp.layout.presets import standard
from pnp.scene.model import Icon, Page, Path, Shape, Text
from pnp.scene.text import layout_text
from pnp.scene.walk import iter_items

SQUARE = component("square-card")
SAFE = 3.0
EPS = 1e-6


@pytest.fixture(scope="module")
def deck():
    return generate_deck(2)


@pytest.fixture(scope="module")
def doc(deck):
    return put_on_paper(deck_printout(deck), paper("a4"), standard("cards"))


def items_of(page: Page, cls):
    return [i for i in iter_items(page.items) if isinstance(i, cls)]


def test_the_document_is_front_back_pairs_then_the_rules_card(doc, deck):
    assert len(doc.pages) == 2 * 50 + 2
    fronts, backs = doc.pages[0:100:2], doc.pages[1:100:2]
    assert [p.label for p in fronts] == [f"card {c.card_id}" for c in deck.cards]
    assert all(b.label == "back" for b in backs)
    assert all(b == backs[0] for b in backs)  # one common back
    assert [p.label for p in doc.pages[100:]] == ["rules: basic game", "rules: variants"]


def test_every_page_is_a_70_mm_square_card_with_a_3_mm_bleed(doc):
    assert (SQUARE.width, SQUARE.height) == (70, 70)
    for page in doc.pages:
        assert (page.width, page.height, page.bleed) == (70, 70, COMPONENT_BLEED)


def test_the_background_runs_into_the_bleed(doc):
    for page in doc.pages:
        first = page.items[0]
        assert isinstance(first, Path) and first.style.fill is not None
        xs = [seg[1] for seg in first.segments if seg[0] in ("M", "L")]
        ys = [seg[2] for seg in first.segments if seg[0] in ("M", "L")]
        b = COMPONENT_BLEED
        assert min(xs) <= -b + EPS and max(xs) >= 70 + b - EPS and min(ys) <= -b + EPS and max(ys) >= 70 + b - EPS


def test_icons_and_text_stay_inside_the_safe_zone_and_no_text_overflows(doc):
    for page in doc.pages:
        for icon in items_of(page, Icon):
            assert SAFE - EPS <= icon.x and icon.x + icon.size <= page.width - SAFE + EPS, (page.label, icon)
            assert SAFE - EPS <= icon.y and icon.y + icon.size <= page.height - SAFE + EPS, (page.label, icon)
        for t in items_of(page, Text):
            assert not layout_text(t).overflow, (page.label, t.text)
            assert t.x >= SAFE - EPS and t.y >= SAFE - EPS, (page.label, t.text)
            assert t.x + t.width <= page.width - SAFE + EPS, (page.label, t.text)
            assert t.y + t.height <= page.height - SAFE + EPS, (page.label, t.text)


def test_the_token_circles_stay_inside_the_safe_zone(doc):
    for page in doc.pages[:100:2]:
        for p in items_of(page, Path):
            if p.style.fill == draw.TOKEN:
                pts = [(seg[-2], seg[-1]) for seg in p.segments if seg[0] != "Z"]
                assert all(SAFE - EPS <= x <= 70 - SAFE + EPS and SAFE - EPS <= y <= 70 - SAFE + EPS for x, y in pts)


def _corridor(page: Page) -> Shape:
    shapes = [s for s in items_of(page, Shape) if s.style.fill == draw.SAND]
    assert len(shapes) == 1
    return shapes[0]


def test_the_paths_reach_exactly_the_open_sides_at_their_midpoints(doc, deck):
    for card, page in zip(deck.cards, doc.pages[:100:2]):
        geom = _corridor(page).geometry
        assert geom.contains(Point(35, 35))  # the paths meet in the centre
        for side in SIDES:
            dx, dy = STEP[side]
            midpoint = Point(35 + dx * 35, 35 + dy * 35)
            assert geom.contains(midpoint) == (side in card.sides), (card.card_id, side)
        # the corners of the card are always hedge, wide paths notwithstanding
        for corner in ((4, 4), (66, 4), (4, 66), (66, 66)):
            assert not geom.contains(Point(*corner))


def test_the_paths_are_wide_and_run_out_into_the_bleed(doc, deck):
    for card, page in zip(deck.cards, doc.pages[:100:2]):
        geom = _corridor(page).geometry
        for side in card.sides:
            dx, dy = STEP[side]
            # across the arm at the card's edge: the full path width is sand
            for off in (-draw.PATH_W / 2 + 0.5, draw.PATH_W / 2 - 0.5):
                x, y = 35 + dx * 36.5 + (off if dy else 0), 35 + dy * 36.5 + (off if dx else 0)
                assert geom.contains(Point(x, y)), (card.card_id, side, off)
    assert draw.PATH_W >= 20


def test_each_treasure_icon_sits_on_its_own_arm_of_the_path(doc, deck):
    for card, page in zip(deck.cards, doc.pages[:100:2]):
        geom = _corridor(page).geometry
        icons = items_of(page, Icon)
        assert sorted(i.name for i in icons) == sorted(card.treasures)
        for name, spot in zip(card.treasures, card.spots):
            icon = next(i for i in icons if i.name == name)
            cx, cy = icon.x + icon.size / 2, icon.y + icon.size / 2
            assert geom.contains(Point(cx, cy))
            dx, dy = STEP[spot]
            # along the arm to its side: further that way than the centre, on the arm's axis
            assert (cx - 35) * dx + (cy - 35) * dy > 10
            assert abs((cx - 35) * dy) + abs((cy - 35) * dx) < EPS


def test_matching_treasures_share_a_colour_and_the_five_colours_are_used(doc, deck):
    colours = {draw.treasure_color(t) for c in deck.cards for t in c.treasures}
    assert len(colours) == 5
    # as printed: every copy of a treasure has the same icon colour, and its token ring matches it
    printed: dict[str, set] = {}
    for page in doc.pages[:100:2]:
        rings = {p.style.stroke for p in items_of(page, Path) if p.style.fill == draw.TOKEN}
        for icon in items_of(page, Icon):
            printed.setdefault(icon.name, set()).add(icon.color)
            assert icon.color in rings, (page.label, icon.name)
    assert set(printed) == {t for c in deck.cards for t in c.treasures}
    assert all(len(c) == 1 for c in printed.values()), printed
    assert {next(iter(c)) for c in printed.values()} == colours


def test_each_front_shows_its_id(doc, deck):
    for card, page in zip(deck.cards, doc.pages[:100:2]):
        texts = [t.text for t in items_of(page, Text)]
        assert any(t.endswith(card.card_id) and deck.deck_id in t for t in texts)


def test_the_rules_card_states_the_key_rules(doc):
    front = " ".join(t.text for t in items_of(doc.pages[100], Text))
    back = " ".join(t.text for t in items_of(doc.pages[101], Text))
    for words in ("2 × 2", "Corners do not count", "Refill your hand to 2"):
        assert words in front
    for words in ("quarter turn", "up to 6", "played this turn"):
        assert words in back


def test_the_pages_render(doc):
    from pnp.render.pdf import render_pdf
    from pnp.render.svg import render_svg
    from pnp.scene.model import Document

    small = Document((doc.pages[0], doc.pages[1], doc.pages[100], doc.pages[101]))
    assert render_pdf(small).startswith(b"%PDF-")
    assert len(render_svg(small)) == 4
