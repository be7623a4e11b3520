"""The book's flowing pages keep a print designer's rules: no heading alone at a page's foot (keep-with-next), at
least two lines of a paragraph on each side of a page break (no orphans, no widows), a caption with its picture,
every line of every paragraph printed once, in order; and the rule's own check sees each fault planted."""

from __future__ import annotations

import random

import pytest

from pnp.book.flowing import ORPHANS, SPARE, WIDOWS, Head, Para, Placed, Space, Whole, faults, flow_faults, paginate
from pnp.book.front_pages import TITLE_ROOM, how_to_play_blocks, how_to_play_pages
from pnp.book.room import least_box
from pnp.scene import boxes as b
from pnp.scene.flow import Type
from pnp.scene.layout_check import check_page
from pnp.scene.model import Text
from pnp.scene.pseudo import pseudo_locale
from pnp.scene.walk import iter_items

KINDS = ["labyrinth", "sword", "bow", "key", "treasure", "minotaur", "spider", "troll", "maze"]
BODY = Type(9.5)
HEAD = Type(11, "body-bold")
WORDS = ("labyrinth line square heart sword treasure ghost scroll staircase answer page way wall the a of to and "
         "minotaur spider troll").split()


def _clean(w: float, h: float, floor: float) -> None:
    blocks = how_to_play_blocks(KINDS, (w, h), floor)
    assert flow_faults(blocks, (w, h), floor, TITLE_ROOM) == [], (w, h)
    tall = [x.height for x in blocks if isinstance(x, Whole) and x.height > h - SPARE]
    assert not tall, f"a picture taller than the {h} mm page: {tall}"


@pytest.mark.parametrize(("w", "h", "floor"), [(101.6, 134.0, 0.0), (101.6, 166.0, 8.0), (101.6, 150.0, 8.0)])
def test_how_to_play_pages_keep_headings_with_their_text(w, h, floor):
    """Boxes where a heading would end a page, or the legend (178 mm at 8 pt, 5 × 8 in wide) would be taller than
    the page: no heading or caption alone at a foot, no orphan, no widow, no picture cut by the page's foot."""
    _clean(w, h, floor)


@pytest.mark.slow
@pytest.mark.parametrize("floor", [0.0, 8.0, 12.0])
def test_how_to_play_pages_of_every_height_keep_headings_with_their_text(floor):
    """Every box a book can have at the floor, from 5 × 8 in wide to 8.5 × 11 in, from the least height the floor
    allows up: the same rules on every one."""
    least_w, least_h = least_box(floor)
    for w in [w for w in (101.6, 120.0, 165.0) if w >= least_w]:
        for h in range(int(max(110.0, least_h)), 240, 4):
            _clean(w, h, floor)


def _paragraph(rng: random.Random) -> str:
    return " ".join(rng.choice(WORDS) for _ in range(rng.randint(3, 120))).capitalize() + "."


def _lines_of(pages: list[list[Placed]]) -> list[str]:
    out = []
    for page in pages:
        for p in page:
            if p.kind == "para":
                items = list(p.node.draw(0, 0, 100, p.height))  # type: ignore[attr-defined]
                out += [ln for item in items if isinstance(item, Text) for ln in item.text.split("\n")]
    return out


def test_random_flows_keep_every_rule_and_every_line():
    """Seeded random runs of headings, paragraphs, pictures and spaces on small pages: no fault, and the lines
    printed are the paragraphs' lines, each once, in order."""
    from pnp.book.flowing import set_para

    rng = random.Random(28)
    for _ in range(60):
        blocks: list = []
        for _ in range(rng.randint(3, 14)):
            pick = rng.random()
            if pick < 0.3:
                blocks.append(Head("A heading", HEAD, height=5.0, step=6.5))
            elif pick < 0.8:
                blocks.append(Para(_paragraph(rng), BODY))
            elif pick < 0.9:
                blocks.append(Whole(b.Box(height=30.0), 30.0, after=1.0))
            else:
                blocks.append(Space(2.0))
        blocks.append(Para(_paragraph(rng), BODY))  # a heading never ends the flow
        h = rng.uniform(70.0, 160.0)
        pages = paginate(blocks, 90.0, h - SPARE, 16.0, 0.0)
        assert faults(pages) == [], (h, [[(p.kind, p.lines) for p in page] for page in pages])
        expected = [ln for x in blocks if isinstance(x, Para) for ln in set_para(x, 90.0, 0.0).lines]
        assert _lines_of(pages) == expected
        for page in pages:
            bottom = max(p.top + p.height for p in page)
            assert bottom <= h - SPARE + 1e-6 or len(page) == 1


def _page(*kinds: tuple[str, int, bool, bool]) -> list[Placed]:
    return [Placed(10.0 * i, 5.0, b.Box(), kind, lines, first, last, kind == "head")
            for i, (kind, lines, first, last) in enumerate(kinds)]


def test_the_check_sees_each_fault_planted():
    """A heading planted at a page's foot, a paragraph's one line left at a foot and at a head: each reported;
    the same pages with two lines each side, or the heading moved over, are clean."""
    para, head = ("para", 6, True, True), ("head", 0, True, True)
    stranded = [_page(para, head), _page(para)]
    assert faults(stranded) == ["page 1: a heading alone at its foot"]
    assert faults([_page(para), _page(head, para)]) == []
    orphan = [_page(para, ("para", 1, True, False)), _page(("para", 5, False, True))]
    assert any("orphan" in f for f in faults(orphan))
    widow = [_page(para, ("para", 5, True, False)), _page(("para", 1, False, True), para)]
    assert any("widow" in f for f in faults(widow))
    assert faults([_page(para, ("para", ORPHANS, True, False)), _page(("para", WIDOWS, False, True))]) == []


def test_a_heading_at_a_page_foot_moves_over_with_its_text():
    """A page filled to within a heading's height of its foot: the heading that would end it goes to the next
    page, at its top, with the paragraph it heads."""
    filler = Para(" ".join(["word"] * 400), BODY)
    one = paginate([filler], 90.0, 1000.0, 0.0, 0.0)[0][0]
    h = one.height + 2.0 + 6.5 + 4.0  # after the filler: room for the heading's step, not for two lines under it
    pages = paginate([filler, Head("Scoring", HEAD, height=5.0, step=6.5), Para(_paragraph(random.Random(1)), BODY)],
                     90.0, h, 0.0, 0.0)
    assert pages[0][-1].kind == "para" and pages[1][0].kind == "head"
    assert faults(pages) == []


def test_paragraphs_are_set_in_the_locale_before_they_are_placed():
    """In the pseudo-locale the how-to-play paragraphs are laid out as their longer translation (so they take
    more lines and pages), not lengthened afterwards in boxes measured for English."""
    box = (101.6, 165.0)
    plain = how_to_play_pages(KINDS, box)
    with pseudo_locale():
        pseudo = how_to_play_pages(KINDS, box)
    texts = [t for page in pseudo for t in iter_items(page.items) if isinstance(t, Text) and len(t.text) > 60]
    assert texts and all(set(t.text) & set("åéîöû") for t in texts)  # the translation, not the English
    assert len(pseudo) >= len(plain)
    for page in pseudo:
        assert [f for f in check_page(page, floor=7.0) if f.kind in ("overflow", "overlap")] == []


def test_credits_that_need_a_second_copyright_page_flow_onto_it():
    """As designed the copyright page shrinks to 8 pt to stay one page; credits that still do not fit (a longer
    language's, many icons on a small trim) go on to a second page, every licence printed: none is cut off."""
    from pnp.book.front_pages import copyright_pages
    from pnp.book.model import BookInfo
    from pnp.icons import icon_names

    info = BookInfo(title="Labyrinth Puzzles", author="Ada", copyright="© 2026 Ada", isbn="978-1-4028-9462-6")
    icons = list(icon_names())[:40]
    with pseudo_locale():
        pages = copyright_pages(info, icons, (101.6, 171.0))
    words = " ".join(t.text for page in pages for t in iter_items(page.items) if isinstance(t, Text))
    assert len(pages) > 1
    assert "Påblö" in words and "çöpý ör prîñt" in words  # the last font's credit and the last paragraph
