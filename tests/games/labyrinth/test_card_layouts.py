"""The objective card and the player aid as one declarative layout each (issue 28): every card size of the
catalogue from data, any text floor, no large-print twin, the same bytes every run."""

from __future__ import annotations

import hashlib
import subprocess
import sys
from dataclasses import replace

import pytest
from labyrinth_page_helpers import EASY, EIGHT_ROWS, texts

from pnp.catalog import card_size, component
from pnp.games.labyrinth import aid, card_pages, printouts
from pnp.games.labyrinth.cards import ObjectiveCard, Row
from pnp.i18n import language
from pnp.i18n.catalogs import languages
from pnp.scene.model import Page
from pnp.scene.text import layout_text
from pnp.scene.walk import printed_text_sizes

SIZES = ("poker", "bridge", "tarot", "mini-euro", "square-70", "3.5x5")  # components.toml's [card_sizes]
# the most a generated card holds: seven rows, both notes and the par with its solo strip
SEVEN = ObjectiveCard("H9", "hard", "any", (
    Row("per", 1, symbol="gem"), Row("per", 2, symbol="rat"), Row("item", 3, symbol="treasure"),
    Row("scrolls", 2, names=("III", "I", "II")), Row("exit", 3, names=("minotaur", "spider"), requires="sword"),
    Row("ghosts", 2, count=2), Row("fastest", 1)), extra_exits=("B",), heart_effects=("ghost",),
    par={"A": 14, "B": 19})
CARDS = (SEVEN, replace(EASY, par={"A": 9, "B": 11}), ObjectiveCard("T1", "tutorial", "A", (Row("fastest", 1),)))
EPS = 1e-6


def faults(page: Page, floor: float) -> list[str]:
    """What a print shop would refuse: text under the floor, text out of its box or out of the safe zone."""
    out = []
    safe = 2.5  # the smallest safe zone of the card sizes (the Mini Euro card's)
    for t, size in printed_text_sizes(page.items):
        if size < floor - EPS:
            out.append(f"{t.text!r} at {size:g} pt")
    for t in texts(page):
        if layout_text(t).overflow:
            out.append(f"{t.text!r} overflows its box")
        if t.x < safe - EPS or t.y < safe - EPS or t.x + t.width > page.width - safe + EPS \
                or t.y + t.height > page.height - safe + EPS:
            out.append(f"{t.text!r} leaves the safe zone")
    return out


@pytest.mark.parametrize("key", SIZES)
def test_the_cards_and_the_aid_draw_at_every_card_size_with_every_word_in_its_box(key):
    objective, aids = printouts.card_parts(CARDS, 1, 0.0, size=key)
    size = card_size(key)
    for page in (*objective.fronts, *aids.fronts, *aids.backs):
        assert (page.width, page.height) == (size.width, size.height)
        assert not faults(page, 4.0), (key, page.label, faults(page, 4.0)[:3])
    for card, face in zip(CARDS, objective.fronts):  # everything the card says, at every size
        words = " ".join(t.text.replace("-\n", "").replace("\n", " ") for t in texts(face))
        assert card.card_id in words and all(card_pages._row_text(r) in words for r in card.rows)


@pytest.mark.parametrize("floor", [5.0, 8.0, 12.0])
def test_no_text_under_the_floor_on_the_card_the_floor_asks_for(floor):
    objective, aids = printouts.card_parts(CARDS, 2, floor)
    for page in (*objective.fronts, *aids.fronts, *aids.backs):
        assert not faults(page, floor), (floor, page.label, faults(page, floor)[:3])
    size = printouts.card_size(floor)
    assert objective.fronts[0].width == size.width
    # at 12 pt the aid's hearts and solo play no longer share a face: they flow onto its back
    faces = aid.aid_faces(size, False, floor)
    assert aids.backs == ((faces[1],) if len(faces) == 2 else (aid.aid_back(size),))
    assert len(faces) == (2 if floor == 12.0 else 1)


def test_a_face_that_cannot_fit_is_refused_in_one_line_naming_what():
    from pnp.errors import PnpError

    with pytest.raises(PnpError, match=r"objective card H9 on a Mini Euro card .* does not fit: .*more height"):
        card_pages.card_front(EIGHT_ROWS, component("mini-euro-card"), par={"A": 1, "B": 2}, floor=12.0)


def test_the_designed_poker_card_keeps_its_look():
    # the band, the entry and the rows where the designed face had them (mm), at the default theme
    page = card_pages.card_front(replace(EASY, par={"A": 9, "B": 11}), component("poker-card"), par={"A": 9, "B": 11})
    by_text = {t.text: t for t in texts(page)}
    assert by_text["Easy"].y == pytest.approx(3.0) and by_text["Easy"].size == 16
    assert by_text["Enter by"].y == pytest.approx(15.0)
    assert by_text["E1"].y + by_text["E1"].height == pytest.approx(88.9 - 3.0)
    assert all(layout_text(by_text[card_pages._row_text(r)]).size == 8 for r in EASY.rows)


def test_no_module_function_or_branch_exists_only_for_large_print():
    import importlib.util
    import inspect

    for name in ("card_large", "aid_large"):
        assert importlib.util.find_spec(f"pnp.games.labyrinth.{name}") is None
    for module in (card_pages, aid):
        source = inspect.getsource(module)
        assert "large" not in source.lower(), module.__name__


SCRIPT = """
import hashlib, sys
sys.path.insert(0, "tests")
from labyrinth_page_helpers import EASY, EIGHT_ROWS
from pnp.games.labyrinth.printouts import card_parts
from pnp.render.pdf import render_pdf
from pnp.scene.model import Document
for floor in (0.0, 12.0):
    objective, aids = card_parts([EIGHT_ROWS, EASY], 1, floor)
    pdf = render_pdf(Document((*objective.fronts, *aids.fronts, *aids.backs)))
    print(hashlib.sha256(pdf).hexdigest())
"""


def test_the_same_cards_give_the_same_bytes_in_two_processes():
    runs = [subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, check=True).stdout
            for _ in range(2)]
    assert runs[0] == runs[1] and len(runs[0].split()) == 2
    from pnp.render.pdf import render_pdf
    from pnp.scene.model import Document

    objective, aids = printouts.card_parts([EIGHT_ROWS, EASY], 1, 0.0)
    here = hashlib.sha256(render_pdf(Document((*objective.fronts, *aids.fronts, *aids.backs)))).hexdigest()
    assert here == runs[0].split()[0]  # and in this process, its caches warm


@pytest.mark.parametrize("key", SIZES)
def test_the_card_backs_and_the_aid_back_are_one_layout_and_clean(key):
    """One back layout (card_pages.back_face) for the decks and the aid: the same frame, panel and title box at
    every card size, told apart by colour, title and emblem; the checker finds nothing on them, plain or
    pseudo-localised."""
    from pnp.scene.layout_check import SafeArea, check_page
    from pnp.scene.pseudo import pseudo_locale

    size = card_size(key)
    backs = [card_pages.card_back(d, size) for d in ("tutorial", "easy", "medium", "hard")]
    aid_back = aid.aid_back(size)
    with pseudo_locale():  # the back is a declared layout: its words are set longer before it measures them
        pseudo = [*(card_pages.card_back(d, size) for d in ("tutorial", "easy", "medium", "hard")), aid.aid_back(size)]

    def frame(page: Page) -> list[tuple[float, ...]]:
        return [(t.x, t.y, t.width, t.height) for t in texts(page)][:1]

    assert all(frame(p) == frame(aid_back) for p in backs)
    assert card_pages.back_face.__module__ == aid.back_face.__module__  # the aid draws its back by the cards'
    for page in (*backs, aid_back, *pseudo):
        assert not check_page(page, page.label, floor=0, safe=SafeArea(size.safe)), (key, page.label)


@pytest.mark.parametrize("floor", [5.0, 8.0, 12.0])
def test_in_the_pseudo_locale_the_cards_and_the_aid_grow_and_flow_without_a_fault(floor):
    """Every string 40 % longer and accented, set before the layout measures it: rows, the solo strip and the
    time table grow, the aid's sections flow onto its back, and no text overflows or overlaps another."""
    from pnp.kits.layout_sweep import check_named, floor_theme, part_pages
    from pnp.scene.pseudo import pseudo_locale

    with pseudo_locale():
        parts = printouts.card_parts(CARDS, 2, floor)
    theme = floor_theme(floor)
    found = [f for part in parts for named in part_pages(part) for f in check_named(named, floor, theme, True)]
    # a line starting with an accented i leans its accent 0.13 mm past the safe line at 12 pt (a side bearing,
    # which the check allows out of a text's box but not out of the safe area)
    assert not [f for f in found if f.kind != "unsafe" or floor < 12], [str(f) for f in found[:5]]


@pytest.mark.parametrize("code", [c for c in languages() if c != "en"])
def test_a_family_printing_in_any_language_gets_the_english_kits_poker_cards(code):
    """The aid's hearts and solo play share one poker face in every language at the designed floor (their words
    set a little smaller where a longer language needs it, never under their declared least), so the objective
    cards and aids are the size the English kit prints."""
    with language(code):
        for one_sided in (False, True):
            (face,) = aid.aid_faces(card_size("poker"), one_sided, 0.0)
            assert not faults(face, 6.0 - 2 * 0.25)  # the table's "Card" may shrink a step or two, as in English
        assert printouts._first_card_that_holds(0.0) == "poker"
