"""The notebook's printed rules: pictures of a real notebook, a battle the rules core agrees with, two pages
on A4 and Letter with labels of 7 pt or more, the same text in the booklet, docs that name every heading."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from pnp.catalog import paper
from pnp.games.notebook.generate import generate_dungeon
from pnp.games.notebook.room_page import room_page
from pnp.games.notebook.rules_figures import (
    EXAMPLE_SEED,
    PAGE_FLOOR,
    PAGE_SCALE,
    SHIELD,
    WEAPON,
    example,
    rules_figures,
)
from pnp.games.notebook.rules_pages import making_steps, printed_rules, rules_pages
from pnp.games.notebook.verify import verify_dungeon
from pnp.games.notebook.views import exits
from pnp.kits.pages import rules_pages as kit_rules_pages
from pnp.layout.booklet import finishing_steps, plan_booklet
from pnp.registry import game
from pnp.render.pdf import render_pdf
from pnp.scene.model import Document, Group, Icon, Page, Text
from pnp.scene.walk import iter_items, printed_text_sizes

DOCS = Path(__file__).parents[3] / "docs" / "rules-notebook.md"
NOTEBOOK = game("notebook")


def kit_rules(name: str) -> list[Page]:
    return kit_rules_pages(paper(name), NOTEBOOK.rules, NOTEBOOK.rules_figures)


def words(s: str) -> str:
    return " ".join(s.replace("-\n", "").split())


def test_every_figure_a_section_names_is_drawn_from_a_notebook_that_verifies():
    figures = rules_figures()
    assert set(printed_rules().figures()) == set(figures) == {"room-page", "battle"}
    ex = example()
    assert verify_dungeon(ex.dungeon).ok and ex.dungeon == generate_dungeon(EXAMPLE_SEED)
    # the pictured page is the booklet's own page of that room, drawn by the booklet's code
    assert ex.page == room_page(ex.dungeon, ex.room, paper("a6"))
    # the anatomy draws that page with the booklet's code for the scale it prints at (a text floor that the
    # scale brings to 5 pt), not shrunk as designed
    placed = [g for g in figures["room-page"].items if isinstance(g, Group)]
    small = room_page(ex.dungeon, ex.room, replace(paper("a6"), text_floor=PAGE_FLOOR))
    assert placed and placed[0].items == small.items and PAGE_FLOOR * PAGE_SCALE >= 5.0
    assert min(size for t, size in printed_text_sizes(small.items) if t.text) >= PAGE_FLOOR - 1e-6


def test_the_page_anatomy_numbers_each_part_once_and_names_the_real_way_out():
    fig = rules_figures()["room-page"]
    top = [t for t in fig.items if isinstance(t, Text)]
    numbers = [t.text for t in top if t.text.isdigit()]
    labels = [t.text for t in top if not t.text.isdigit()]
    count = len(labels)
    assert count >= 8 and sorted(numbers, key=int) == [str(n) for n in range(1, count + 1) for _ in (0, 1)]
    ex = example()
    ways = exits(ex.dungeon, ex.room)
    open_rooms = {e.room for e in ways if e.door is None}
    named = [int(m) for t in labels for m in re.findall(r"turn to room (\d+)", t)]
    assert named and set(named) <= open_rooms
    assert any(f"{e.door} key" in t for e in ways if e.door for t in labels)
    for t in top:  # every marker and label inside the figure
        assert 0 <= t.x and t.x + t.width <= fig.width + 1e-6 and 0 <= t.y and t.y + t.height <= fig.height + 1e-6


def replay(enemy, faces, weapon, hp, shield):
    """An independent reading of the battle rules: (enemy hp, player hp) after each roll."""
    e, axe, out = enemy.hp, False, []
    for f in faces:
        face = enemy.faces[f - 1]
        if face.kind == "hit":
            e -= weapon
        elif face.kind == "hurt":
            if shield:
                shield = False
            elif axe:
                axe = False
            else:
                hp -= face.amount
        out.append((max(e, 0), hp))
    return out


def test_the_worked_battle_is_what_the_rules_give_for_the_faces_it_shows():
    fig = rules_figures()["battle"]
    ex = example()
    enemy = ex.room.encounter.foe()
    dice = sorted((i for i in fig.items if isinstance(i, Icon) and i.name.startswith("die-")), key=lambda i: i.y)
    faces = [int(i.name[4:]) for i in dice]
    rolls = faces[:-1] if ex.loot_roll else faces  # the last die is the LOOT roll
    hp_texts = [t for t in fig.items if isinstance(t, Text) and re.fullmatch(r"\d+ HP", t.text)]
    states = replay(enemy, rolls, WEAPON, 10, SHIELD)
    assert [int(t.text.split()[0]) for t in sorted(hp_texts, key=lambda t: t.y)] == [hp for _, hp in states]
    assert states[-1][0] == 0 and states[-1][1] > 0  # the battle ends, won, on the last roll shown
    assert all(e > 0 for e, _ in states[:-1])
    # what each row says the table reads is the enemy's table, the room page's
    reads = [t.text for t in sorted(fig.items, key=lambda i: getattr(i, "y", 0))
             if isinstance(t, Text) and t.text in {f.label for f in enemy.faces}]
    assert reads == [enemy.faces[f - 1].label for f in rolls]
    kinds = {enemy.faces[f - 1].kind for f in rolls}
    assert kinds == {"miss", "hit", "hurt"} & {f.kind for f in enemy.faces}
    assert any("shield blocks" in t.text for t in fig.items if isinstance(t, Text)) == SHIELD


@pytest.mark.parametrize("name", ["a4", "letter"])
def test_the_rules_take_two_pages_and_every_figure_label_prints_at_7_pt_or_more(name):
    pages = kit_rules(name)
    assert len(pages) <= 2
    figures = [g for p in pages for g in p.items if isinstance(g, Group) and g.clip is not None]
    assert len(figures) == 2
    for g in figures:
        scale = g.transform.a
        sizes = [t.size * scale for t in g.items if isinstance(t, Text)]  # the figure's own labels
        assert sizes and min(sizes) >= 7.0 - 1e-9, (name, min(sizes))


def test_the_booklet_prints_the_same_rules_as_the_kit():
    booklet = words(" ".join(t.text for p in rules_pages(paper("a6")) for t in iter_items(p.items)
                             if isinstance(t, Text)))
    rules = printed_rules()
    assert words(rules.intro) in booklet
    for s in rules.sections:
        for para in s.paragraphs():
            assert para in booklet, para
        assert s.heading in booklet


def test_docs_have_one_rule_heading_per_printed_heading_in_order_and_the_pdf_prints_them():
    doc = DOCS.read_text()
    part = doc.split("## The rules as printed", 1)[1].split("\n## ", 1)[0]
    documented = re.findall(r"^### (.+)$", part, re.M)
    assert documented == printed_rules().headings()
    pdf = pdfium.PdfDocument(render_pdf(Document(tuple(kit_rules("a4")))))
    text = words(" ".join(pdf[i].get_textpage().get_text_range() for i in range(len(pdf))))
    for heading in documented:
        assert heading in text, heading


@pytest.mark.parametrize("per_side", [4, 2])
def test_the_cover_says_how_to_make_the_booklet_as_the_imposition_does(per_side):
    page = paper("a6") if per_side == 4 else paper("a5")
    plan = plan_booklet(64, page.width, page.height, paper("a4"), per_side, bleed=0.0)
    steps = " ".join(finishing_steps(plan))
    ours = " ".join(making_steps(per_side))
    edge = re.search(r"(long|short) edge", steps)
    assert edge and f"flipping on the {edge.group(1)} edge" in ours
    assert ("pile A" in steps) == ("pile A" in ours) and ("pile B" in steps) == ("pile B" in ours)
    assert "Staple" in ours and "Fold" in ours and "Nest" in ours


@pytest.mark.parametrize("floor", [0.0, 5.0, 8.0, 12.0])
def test_the_worked_battle_is_one_layout_at_every_floor(floor):
    """The same rows in the same order at every floor, no word under it (the battle box's own included), nothing
    out of its box, the rules' column wide; the rolls beside the box while they fit there, else under it."""
    from pnp.games.notebook.rules_figures import INNER, battle_figure
    from pnp.scene.layout_check import check_page

    ex = example()
    fig, designed = battle_figure(ex, floor), battle_figure(ex)
    assert fig.width == INNER
    assert not check_page(fig, floor=floor)
    assert min(size for _, size in printed_text_sizes(fig.items)) >= floor
    rows = [t.text for t in fig.items if isinstance(t, Text)]
    assert rows == [t.text for t in designed.items if isinstance(t, Text)]
    you = next(t for t in fig.items if isinstance(t, Text) and t.text.startswith("You: weapon level"))
    header = next(t for t in fig.items if isinstance(t, Text) and t.text == "ROLL")
    if floor in (0.0, 12.0):  # beside the box as designed; under it at large print, no longer fitting beside
        assert (header.y > you.y) == (floor == 12.0)


@pytest.mark.parametrize("floor", [0.0, 5.0, 8.0, 12.0])
def test_the_page_anatomy_is_one_layout_at_every_floor_and_has_no_large_print_twin(floor):
    """The same numbered key at every floor, in the same order; no word under the floor (the pictured page's
    own included), nothing out of its box or the figure, never wider than the rules' column."""
    import importlib.util

    from pnp.games.notebook.rules_figures import INNER, anatomy
    from pnp.scene.layout_check import check_page

    assert importlib.util.find_spec("pnp.games.notebook.rules_figures_large") is None
    ex = example()
    fig = anatomy(ex, floor)
    assert fig.width <= INNER + 1e-6
    assert not check_page(fig, floor=floor)
    assert min(size for _, size in printed_text_sizes(fig.items)) >= floor
    def key(page):
        return [t.text for t in page.items if isinstance(t, Text) and not t.text.isdigit()]
    assert key(fig) == key(anatomy(ex)) and len(key(fig)) >= 8
    for t in (t for t in fig.items if isinstance(t, Text)):
        assert 0 <= t.x and t.x + t.width <= fig.width + 1e-6 and 0 <= t.y and t.y + t.height <= fig.height + 1e-6


@pytest.mark.parametrize("floor", [0.0, 8.0, 12.0])
def test_the_anatomy_finds_each_part_under_the_header_whatever_the_markers_offset(floor):
    """The message and the enemy's hearts are found under the page's header, where their words put them at any
    floor, not by a flag for large print: the markers' offset ``r`` moves the markers, never what they name
    (fails while a zero offset meant the designed page's heights, which miss the A6 page's message)."""
    from pnp.games.notebook.pen import HEADER, Pen
    from pnp.games.notebook.rules_figures import _anatomy_page, callouts

    shown, on, _ = _anatomy_page(example(), floor)
    header = Pen(on).Y(HEADER[1])
    labels = [[label for label, _ in callouts(shown, r, header)] for r in (0.0, 2.0, 4.0)]
    assert labels[0] == labels[1] == labels[2]
    assert {"What you meet here", "The enemy's hearts"} <= set(labels[0])
