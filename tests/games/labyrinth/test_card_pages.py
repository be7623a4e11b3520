"""Objective card pages and the player aid: every row, note and solo target inside the safe zone, backs per deck."""

from __future__ import annotations

import pytest
from labyrinth_page_helpers import CARD_SAFE, EASY, EIGHT_ROWS, EPS, POKER, assert_text_fits, icons, points, texts

from pnp.catalog import COMPONENT_BLEED
from pnp.errors import PnpError
from pnp.games.labyrinth import aid, draw
from pnp.games.labyrinth.cards import DIFFICULTIES, ObjectiveCard, Row
from pnp.games.labyrinth.printouts import card_parts
from pnp.games.labyrinth.solo import TIME_LIMITS, solo_targets
from pnp.layout.impose import deck_pages
from pnp.layout.presets import standard
from pnp.scene.model import Page, Path, Text
from pnp.scene.text import layout_text


def assert_full_bleed_background(page: Page) -> None:
    first = page.items[0]
    assert isinstance(first, Path) and first.style.fill is not None
    xs, ys = [p[0] for p in points(first)], [p[1] for p in points(first)]
    assert (min(xs), min(ys)) == (-COMPONENT_BLEED, -COMPONENT_BLEED)
    b = COMPONENT_BLEED
    assert abs(max(xs) - (page.width + b)) < EPS and abs(max(ys) - (page.height + b)) < EPS
    assert page.bleed == COMPONENT_BLEED


@pytest.mark.parametrize("card", [EIGHT_ROWS, EASY], ids=["eight-rows", "easy"])
def test_card_fronts_fit_every_row_inside_the_safe_zone(card):
    page = draw.card_front(card, POKER, par={"A": 12, "B": 17})
    assert (page.width, page.height) == (POKER.width, POKER.height)
    assert_full_bleed_background(page)
    assert_text_fits(page, CARD_SAFE)
    words = [t.text for t in texts(page)]
    for row in card.rows:
        assert row.describe().split(" ", 1)[1] in words
    assert "Par: side A 12 · side B 17" in words
    assert card.card_id in words
    # rows do not overlap: their text boxes follow each other down the card
    row_texts = {r.describe().split(" ", 1)[1] for r in card.rows}
    row_boxes = sorted((t.y, t.y + t.height) for t in texts(page) if t.text in row_texts)
    assert all(a[1] <= b[0] + EPS for a, b in zip(row_boxes, row_boxes[1:]))
    # every icon stays inside the card's safe zone too
    for icon in icons(page):
        assert CARD_SAFE - EPS <= icon.x and icon.x + icon.size <= page.width - CARD_SAFE + EPS
        assert CARD_SAFE - EPS <= icon.y and icon.y + icon.size <= page.height - CARD_SAFE + EPS


def test_card_front_shows_difficulty_skulls_entry_and_special_rules():
    page = draw.card_front(EIGHT_ROWS, POKER)
    words = [t.text for t in texts(page)]
    assert "Hard" in words and "any staircase" in words
    assert "Also exit by staircase B or C" in words
    assert "Costs a heart: ghost, gem" in words
    assert not any(w.startswith("Par") for w in words)
    assert "−1" in words and "+4" in words  # coins with signed points
    assert sum(1 for i in icons(page) if i.name == "skull") == 3
    easy = draw.card_front(EASY, POKER)
    assert sum(1 for i in icons(easy) if i.name == "skull") == 1
    assert "A" in [t.text for t in texts(easy)]
    assert any(i.name == "staircase" for i in icons(easy))


def test_every_row_kind_gets_an_icon_and_a_coin():
    page = draw.card_front(EIGHT_ROWS, POKER)
    names = [i.name for i in icons(page)]
    for name in ("gem", "rat", "skeleton", "treasure", "scroll", "ghost", "exit", "speed"):
        assert name in names
    coins = [t.text for t in texts(page) if t.text in {"+1", "+2", "−1", "+3", "+4"}]
    assert len(coins) == len(EIGHT_ROWS.rows)


@pytest.mark.parametrize("n", range(1, 9))
def test_any_number_of_rows_up_to_eight_fits_with_all_notes(n):
    rows = EIGHT_ROWS.rows[:n]  # every row different: a card never scores one thing twice
    card = ObjectiveCard("M12", "medium", "C", rows, extra_exits=("A", "B"), heart_effects=("ghost", "gem", "scroll"))
    page = draw.card_front(card, POKER, par={"A": 123, "B": 145})
    assert_text_fits(page, CARD_SAFE)
    assert min(layout_text(t).size for t in texts(page)) >= 4.5  # shrunk, but still readable


@pytest.mark.parametrize("difficulty", DIFFICULTIES)
def test_card_backs_of_one_difficulty_are_identical(difficulty):
    # two different cards of one difficulty, printed front then back, share the very same back
    one = ObjectiveCard("X1", difficulty, "A", (Row("per", 1, symbol="gem"),), par={"A": 3, "B": 4})
    two = ObjectiveCard("X2", difficulty, "C", (Row("fastest", 2),))
    front_one, a, front_two, b = deck_pages(card_parts([one, two])[0], standard("cards"))
    assert front_one != front_two and a not in (front_one, front_two)
    assert a == b == draw.card_back(difficulty, POKER)
    assert_full_bleed_background(a)
    assert_text_fits(a, CARD_SAFE)
    words = [t.text for t in texts(a)]
    assert "Objective" in words
    skulls = sum(1 for i in icons(a) if i.name == "skull")
    assert skulls == {"tutorial": 0, "easy": 1, "medium": 2, "hard": 3}[difficulty]
    if difficulty == "tutorial":
        assert "Tutorial" in words


def test_card_backs_tell_the_decks_apart():
    backs = [draw.card_back(d, POKER) for d in DIFFICULTIES]
    assert len({b.items[0].style.fill for b in backs}) == len(DIFFICULTIES)
    with pytest.raises(PnpError):
        draw.card_back("impossible", POKER)


def test_the_aid_front_has_the_heart_rules_and_the_solo_time_limits():
    page = aid.aid_faces(POKER)[0]
    assert_full_bleed_background(page)
    assert_text_fits(page, CARD_SAFE)
    words = [t.text for t in texts(page)]
    body = " ".join(words).lower()
    for word in ("trap", "rat", "sword", "skeleton", "bow", "3 hearts", "solo score printed on the card"):
        assert word in body
    for level in ("Easy", "Medium", "Hard", "Extreme"):
        assert level in words
    # the aid gives times only: the scores to reach are each card's own, from its proven par
    assert not any("pts" in w for w in words)
    for difficulty in ("easy", "medium", "hard"):
        for limit in TIME_LIMITS[difficulty]:
            assert limit in words


def test_a_card_with_a_par_prints_its_solo_targets_below_the_par():
    card = ObjectiveCard("E3", "easy", "A", (Row("per", 1, symbol="gem"), Row("exit", 2, names=("troll",))))
    page = draw.card_front(card, POKER, par={"A": 9, "B": 11})
    words = [t.text for t in texts(page)]
    shown = [int(w.split()[0]) for w in words if w.endswith(" pts")]
    assert shown == list(solo_targets(9)) and max(shown) < 9
    assert all(limit in words for limit in TIME_LIMITS["easy"])
    assert_text_fits(page, CARD_SAFE)
    bare = draw.card_front(card, POKER)  # no par, no solo targets
    assert not any(t.text.endswith(" pts") for t in texts(bare))


@pytest.mark.parametrize("floor", [0.0, 12.0])
def test_a_coins_number_is_centred_on_it_and_set_by_its_size(floor):
    """The number is a layout's words over the coin: centred on it, its capitals inside it, at the size whose line
    is 0.6 of the coin (never under LEAST or the floor), also where eight rows and the notes squeeze the rows and
    their coins."""
    from pnp.fonts import metrics
    from pnp.games.labyrinth.card_pages import LEAST, _line
    from pnp.games.labyrinth.pen import COIN, PENALTY, size_for_height
    from pnp.games.labyrinth.printouts import card_size
    from pnp.scene.text import PT
    from pnp.scene.walk import iter_items

    designed, squeezed, seen = max(6.4, 1.85 * _line(floor)), False, 0
    for card in (EIGHT_ROWS, EASY):
        items = list(iter_items(draw.card_front(card, card_size(floor), par={"A": 12, "B": 17}, floor=floor).items))
        for i, t in enumerate(items):
            if not isinstance(t, Text) or t.text[:1] not in "+−":
                continue
            coin = next(p for p in reversed(items[:i]) if isinstance(p, Path) and p.style.fill in (COIN, PENALTY))
            xs, ys = [p[0] for p in points(coin)], [p[1] for p in points(coin)]
            cx, cy, r = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2, (max(xs) - min(xs)) / 2
            laid = layout_text(t)
            line = laid.lines[0]
            cap = metrics("body-black").cap_height * laid.size * PT / 1000.0
            assert not laid.overflow
            assert abs(line.x + line.width / 2 - cx) < 1e-6 and abs(line.baseline - cap / 2 - cy) < 1e-6, t.text
            assert (line.width / 2) ** 2 + (cap / 2) ** 2 <= r ** 2, t.text
            assert laid.size == max(size_for_height("body-black", 1.2 * r), LEAST, floor), (t.text, r)
            squeezed, seen = squeezed or 2 * r < designed - 0.05, seen + 1
    assert seen == len(EIGHT_ROWS.rows) + len(EASY.rows)
    assert squeezed or floor  # at the designed floor eight rows squeeze their coins: that case is covered
