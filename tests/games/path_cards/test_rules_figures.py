"""The printed rules of Treasure Paths: two pages with pictures whose every move the rules core decides.

The examples are re-checked here with the rules core and, where it matters, with an independent checker
written in this file (a path crossing only open sides, a layout falling apart); the figures are read
back (which card sits where, turned how) and compared with the layouts they claim to show.
"""

from __future__ import annotations

import math
import re
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from pnp.catalog import paper
from pnp.games.path_cards import rules
from pnp.games.path_cards.generate import generate_deck
from pnp.games.path_cards.model import OPPOSITE, STEP
from pnp.games.path_cards.rules_examples import EXAMPLE_SEED, action_example, basic_example
from pnp.games.path_cards.rules_figures import figures
from pnp.games.path_cards.rules_pen import back, face
from pnp.games.path_cards.verify import verify_deck
from pnp.kits.pages import rules_pages
from pnp.registry import game
from pnp.render.pdf import render_pdf
from pnp.resources import package_file
from pnp.scene.affine import Affine
from pnp.scene.model import Document, Group, Page, Text

GAME = game("path-cards")
Pos = tuple[int, int]


# --- independent checks -------------------------------------------------------------------------

def runs_on(layout, a: Pos, b: Pos) -> bool:
    """Cards at a and b share a side and both are open on it."""
    step = (b[0] - a[0], b[1] - a[1])
    sides = [s for s, d in STEP.items() if d == step]
    return len(sides) == 1 and sides[0] in layout[a].sides and OPPOSITE[sides[0]] in layout[b].sides


def one_piece(cells) -> bool:
    cells = set(cells)
    start = next(iter(cells))
    seen, todo = {start}, [start]
    while todo:
        x, y = todo.pop()
        for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if n in cells and n not in seen:
                seen.add(n)
                todo.append(n)
    return seen == cells


# --- the stories are true -------------------------------------------------------------------------

def test_the_example_cards_come_from_the_verified_deck_of_the_example_seed():
    ex = basic_example()
    deck = generate_deck(EXAMPLE_SEED)
    assert verify_deck(deck).ok and ex.deck == deck
    ids = [c.card_id for c in deck.cards]
    opening = [ex.opening[p].card.card_id for p in rules.START_POSITIONS]
    k = ids.index(opening[0])
    assert opening == ids[k:k + 4]  # the top four of the deck, as dealt
    assert all(p.turns == 0 for p in ex.opening.values())


def test_the_first_card_fits_and_the_same_card_turned_wrong_is_refused():
    ex = basic_example()
    assert rules.play_problem(ex.opening, ex.hand, ex.first, ex.first_at, ex.first_turns) is None
    refused = rules.play_problem(ex.opening, ex.hand, ex.first, ex.first_at, ex.wrong_turns)
    assert refused == ex.wrong_problem and refused.startswith("no continuing path")
    # by hand: no open side of the wrongly turned card faces an open side of a neighbour
    wrong = rules.place(ex.opening, ex.first_at, ex.first, ex.wrong_turns)
    assert not any(runs_on(wrong, ex.first_at, n) for n in ex.opening)
    right = rules.place(ex.opening, ex.first_at, ex.first, ex.first_turns)
    assert any(runs_on(right, ex.first_at, n) for n in ex.opening)


def test_the_pictured_path_joins_two_matching_treasures_and_the_rules_let_that_card_be_taken():
    ex = basic_example()
    after = ex.after
    assert rules.play_problem(ex.before, ex.hand[1:], ex.second, ex.second_at, ex.second_turns) is None
    way = ex.route
    assert way[0] == ex.second_at and way[-1] == ex.taken and len(way) >= 3  # a path through other cards
    assert all(runs_on(after, a, b) for a, b in zip(way, way[1:]))
    assert ex.treasure in ex.second.treasures and ex.treasure in after[ex.taken].card.treasures
    assert rules.base_collection_problem(after, ex.second_at, [ex.taken]) is None
    assert one_piece(p for p in after if p != ex.taken)


def test_the_pictured_refused_collection_is_refused_by_the_rules_because_a_card_is_left_alone():
    ex = basic_example()
    after = ex.after
    assert ex.kept in rules.base_candidates(after, ex.second_at)  # a matching card the path reaches...
    problem = rules.base_collection_problem(after, ex.second_at, [ex.kept])
    assert problem == ex.kept_problem and "island" in problem  # ...that may not be taken
    assert not one_piece(p for p in after if p != ex.kept)


def test_the_two_action_turn_is_legal_step_by_step_and_its_collection_is_the_rules_cores():
    ex = action_example()
    v = rules.CAFFEINATED
    assert rules.action_problem(v, "rotate", 0) is None and rules.action_problem(v, "play", 1) is None
    assert rules.action_problem(v, "play", 2) is not None  # and that was the whole turn
    assert ex.turned[ex.rotated].turns == (ex.start[ex.rotated].turns + ex.direction) % 4
    assert rules.play_problem(ex.turned, (ex.played,), ex.played, ex.played_at, ex.played_turns) is None
    assert (ex.treasure, frozenset(ex.members)) in rules.matching_sets(ex.after)
    assert ex.rotated in ex.members and ex.taken == ex.rotated  # the turned card may be taken
    assert rules.variant_collection_problem(ex.after, [ex.taken], [ex.played_at]) is None
    refused = rules.variant_collection_problem(ex.after, [ex.played_at], [ex.played_at])
    assert refused == ex.played_problem and "played this turn" in refused
    # the quarter turn made the set: without it the played card's path does not reach the taken card
    unturned = rules.place(ex.start, ex.played_at, ex.played, ex.played_turns)
    assert not rules.treasures_connected(unturned, ex.played_at, ex.taken)


# --- the figures show those stories ----------------------------------------------------------------

def cards_drawn(fig: Page) -> dict[tuple[float, float], tuple[str, int]]:
    """Every card face in a figure: its centre (mm) -> (card id, quarter turns), read from its transform."""
    faces = {id(face(c).items): c.card_id for c in basic_example().deck.cards}
    out = {}
    for item in fig.items:
        if isinstance(item, Group) and id(item.items) in faces:
            t: Affine = item.transform
            turns = round(math.degrees(math.atan2(t.b, t.a)) / 90) % 4
            cx, cy = t.apply(35.0, 35.0)
            out[(round(cx, 3), round(cy, 3))] = (faces[id(item.items)], turns)
    return out


def as_grid(drawn: dict[tuple[float, float], tuple[str, int]]) -> dict[Pos, tuple[str, int]]:
    """Card centres turned into grid positions (relative to the top-left), from their spacing alone."""
    xs = sorted({x for x, _ in drawn})
    ys = sorted({y for _, y in drawn})
    step = min(b - a for a, b in zip(xs + ys, (xs + ys)[1:]) if b - a > 1)
    return {(round((x - xs[0]) / step), round((y - ys[0]) / step)): card for (x, y), card in drawn.items()}


def normalised(layout) -> dict[Pos, tuple[str, int]]:
    x0 = min(x for x, _ in layout)
    y0 = min(y for _, y in layout)
    return {(x - x0, y - y0): (p.card.card_id, p.turns) for (x, y), p in layout.items()}


def test_the_collect_figure_draws_the_layout_of_the_turn_card_by_card_turned_as_played():
    ex = basic_example()
    assert as_grid(cards_drawn(figures()["collect"])) == normalised(ex.after)


def test_the_actions_figure_draws_the_turn_before_and_after_its_actions():
    ex = action_example()
    drawn = cards_drawn(figures()["actions"])
    panels = sorted(drawn, key=lambda c: c[0])
    width = figures()["actions"].width / 3
    for n, layout in enumerate((ex.start, ex.after, ex.after)):
        panel = {c: drawn[c] for c in panels if n * width <= c[0] < (n + 1) * width}
        assert sorted(panel.values()) == sorted((p.card.card_id, p.turns) for p in layout.values())


def test_every_figure_the_rules_name_is_drawn_and_every_card_in_them_is_of_the_example_deck():
    drawn = figures()
    named = [s.figure for s in rules_file().sections if s.figure]
    assert named and set(named) <= set(drawn)
    ids = {c.card_id for c in basic_example().deck.cards}
    for name in named:
        shown = {card for card, _ in cards_drawn(drawn[name]).values()}
        assert shown and shown <= ids, name


def rules_file():
    from pnp.rules_schema import RulesFile
    from pnp.scene.rules_sheet import from_data
    from pnp.schema import validate
    from pnp.textfile import load_toml

    path = package_file(*GAME.rules.split("/"))
    return from_data(validate(RulesFile, load_toml(path, ValueError), str(path)).model_dump())


# --- the pages ------------------------------------------------------------------------------------------

def _words(items) -> tuple[str, ...]:
    return tuple(i.text for i in items if isinstance(i, Text))


def texts_with_scale(items, scale: float = 1.0):
    """Every text under ``items`` with the scale it prints at; the card back's own title (the deck in the
    set-up picture, the back as printed, not a label of the rules) is left out."""
    for item in items:
        if isinstance(item, Group) and _words(item.items) == _words(back().items):
            continue  # the back as printed (redrawn for its scale, so matched by its words, not its identity)
        if isinstance(item, Group):
            t = item.transform
            yield from texts_with_scale(item.items, scale * math.sqrt(abs(t.a * t.d - t.b * t.c)))
        elif isinstance(item, Text):
            yield item, scale


@pytest.mark.parametrize("name", ["a4", "letter"])
def test_the_rules_fit_two_pages_and_every_word_in_a_figure_prints_at_7_pt_or_more(name):
    pages = rules_pages(paper(name), GAME.rules, GAME.rules_figures)
    assert len(pages) <= 2
    sizes = [text.size * scale for page in pages for item in page.items if isinstance(item, Group)
             for text, scale in texts_with_scale([item])]
    assert len(sizes) >= 10  # the figures' labels are there...
    assert min(sizes) >= 7.0  # ...and readable


def doc_headings() -> list[str]:
    """The ### headings of docs/rules-path-cards.md's section "The rules as printed"."""
    doc = (Path(__file__).resolve().parents[3] / "docs" / "rules-path-cards.md").read_text(encoding="utf-8")
    section = doc.split("\n## The rules as printed\n", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"^### (.+)$", section, re.MULTILINE)


@pytest.mark.parametrize("name", ["a4", "letter"])
def test_the_docs_rules_as_printed_name_exactly_the_printed_headings_in_order(name):
    data = render_pdf(Document(tuple(rules_pages(paper(name), GAME.rules, GAME.rules_figures))))
    pdf = pdfium.PdfDocument(data)
    try:
        text = "\n".join(pdf[i].get_textpage().get_text_range() for i in range(len(pdf)))
    finally:
        pdf.close()
    lines = [" ".join(line.split()) for line in text.splitlines()]
    headings = doc_headings()
    assert headings == rules_file().headings()
    found = [next((i for i, line in enumerate(lines) if line == h), -1) for h in headings]
    assert -1 not in found, [h for h, i in zip(headings, found) if i < 0]
    assert found == sorted(found)  # printed in the docs' order


def test_the_figures_are_one_drawing_whose_sizes_follow_the_floor():
    """No large-print twin: a floor under the labels' 7.5 pt leaves the figures as designed, a floor over it
    grows everything in them so every label prints at the floor, within a column, and the two-action turn keeps
    its three steps in a row while they fit (at 8 pt they do)."""
    import importlib.util

    from pnp.scene.walk import printed_text_sizes

    assert importlib.util.find_spec("pnp.games.path_cards.rules_figures_large") is None
    assert figures(5.0) == figures()
    for floor in (8.0, 12.0):
        drawn = figures(floor)
        for name, fig in drawn.items():
            sizes = [s for t, s in printed_text_sizes(fig.items) if t.text.strip()]
            assert min(sizes) >= floor and fig.width <= 180.0 + 1e-6, (floor, name)
    turn = figures(8.0)["actions"]
    assert turn.height < turn.width / 2  # one row of three steps


@pytest.mark.parametrize("floor", [0.0, 12.0])
def test_a_verdicts_words_longer_than_their_line_wrap_and_the_figure_grows_to_hold_them(floor):
    from pnp.games.path_cards.rules_figures import Look, place_figure
    from pnp.i18n import language
    from pnp.scene.layout_check import check_page

    english = place_figure(Look(floor))
    with language("pl"):  # "żadna ścieżka nie biegnie dalej": wider than the room right of its badge
        page = place_figure(Look(floor))
    assert not check_page(page, "place", floor=floor)
    said = [t for t in page.items if isinstance(t, Text) and t.text == "żadna ścieżka nie biegnie dalej"]
    assert said and said[0].wrap and page.height > english.height
