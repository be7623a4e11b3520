"""The page flow's typesetting rules (pnp.scene.page_flow): a heading never ends a page, a split paragraph leaves
two lines or more on each page, a section moves whole while a page holds it; each rule shown where breaking
it would be the easy way, and seen by the flow check (pnp.scene.flow_check)."""

from __future__ import annotations

import random

import pytest

from pnp.scene import boxes as b
from pnp.scene.arrange import height_of
from pnp.scene.flow_check import flow_faults, placed_faults
from pnp.scene.model import Page, Text
from pnp.scene.page_flow import (
    ORPHANS,
    WIDOWS,
    Block,
    Lines,
    Placed,
    Section,
    lines_of,
    page_items,
    paginate,
    piece,
)
from pnp.scene.pseudo import pseudo, pseudo_locale, pseudo_page

W = 80.0  # the column, mm
TOP, LIMIT = 10.0, 200.0
TEXT = " ".join(f"word{n}" for n in range(60))  # about ten lines in the column
PARAGRAPH = b.Words(text=TEXT, size=10)
HEADING = b.Words(text="A heading", size=12, font="body-bold")


def frame(index: int) -> tuple[float, float]:
    return TOP, LIMIT


def drawn(sections: list[Section]) -> list[Page]:
    return [Page(100, 220, tuple(page_items(placed, 10, W, 0.0, "the test"))) for placed in
            paginate(sections, W, frame, 0.0, "the test")]


def lines() -> tuple[str, ...]:
    return lines_of(PARAGRAPH, W, 0.0)


def room_for(n: int) -> float:
    """The height of a paragraph's first ``n`` lines, as the flow measures them."""
    return height_of(piece(PARAGRAPH, lines()[:n]), W)


def filler(leaving: float) -> Block:
    """A block that leaves ``leaving`` mm of the page under it."""
    return Block(b.Box(height=LIMIT - TOP - leaving), what="filler")


def heading(t: Text) -> bool:
    return t.font == "body-bold"


def pieces(pages: list[Page]) -> list[int]:
    """Lines of the paragraph on each page."""
    from pnp.scene.text import layout_text

    return [sum(len(layout_text(t).lines) for t in p.items if isinstance(t, Text) and t.font == "body")
            for p in pages]


def test_a_paragraph_that_would_leave_one_line_at_a_page_foot_starts_the_next_page():
    n = len(lines())
    assert n >= 6
    pages = drawn([Section((filler(room_for(1) + 0.1), Block(PARAGRAPH, split=True)), whole=False)])
    assert pieces(pages) == [0, n]
    assert not flow_faults(pages, [TEXT], heading)


def test_a_paragraph_that_would_leave_one_line_at_the_next_page_head_leaves_two():
    n = len(lines())
    pages = drawn([Section((filler(room_for(n - 1) + 0.1), Block(PARAGRAPH, split=True)), whole=False)])
    assert pieces(pages) == [n - 2, 2]  # the easy break was n - 1 and 1
    assert not flow_faults(pages, [TEXT], heading)


def test_a_heading_that_fits_at_a_page_foot_without_two_lines_of_its_text_starts_the_next_page():
    head = height_of(HEADING, W) + 1.0
    blocks = (filler(head + room_for(1) + 0.1), Block(HEADING, after=1.0, keep=True), Block(PARAGRAPH, split=True))
    pages = drawn([Section(blocks, whole=False)])
    on_first = [t.text for t in pages[0].items if isinstance(t, Text)]
    assert "A heading" not in on_first and pieces(pages)[0] == 0
    assert not flow_faults(pages, [TEXT, "A heading"], heading)
    # with two lines' room under it, it stays and its paragraph splits there
    blocks = (filler(head + room_for(2) + 0.1), *blocks[1:])
    pages = drawn([Section(blocks, whole=False)])
    assert any(t.text == "A heading" for t in pages[0].items if isinstance(t, Text)) and pieces(pages)[0] == 2


def test_a_section_moves_whole_while_a_page_holds_it_and_flows_on_when_none_does():
    section = Section((Block(HEADING, after=1.0, keep=True), Block(PARAGRAPH, split=True)))
    pages = drawn([Section((filler(room_for(4)),), whole=False), section])
    assert pieces(pages) == [0, len(lines())]
    tall = Section((Block(HEADING, after=1.0, keep=True),
                    *(Block(PARAGRAPH, after=2.0, split=True) for _ in range(6))))
    pages = drawn([Section((filler(room_for(4)),), whole=False), tall])
    assert pieces(pages)[0] >= 2  # it starts on the first page: no page holds it whole


def test_pseudo_localised_the_flow_measures_the_longer_words_and_leaves_the_split_lines_as_set():
    long = b.Words(text=" ".join([TEXT] * 12), size=10)
    with pseudo_locale():
        pages = [pseudo_page(p) for p in drawn([Section((Block(long, split=True),), whole=False)])]
    texts = [t.text for p in pages for t in p.items if isinstance(t, Text)]
    assert len(pages) > 2 and not flow_faults(pages, [pseudo(long.text)], heading)
    # every piece is the pseudo-localised paragraph's lines as set, the middle ones (no bracket) too: once
    assert "".join(texts).count("[") == 1 and "".join(texts).count("]") == 1


def test_a_block_taller_than_a_page_that_may_not_split_is_refused_naming_it():
    with pytest.raises(ValueError, match="the test: a figure is taller than the page"):
        paginate([Section((Block(b.Box(height=LIMIT), what="figure"),))], W, frame, 0.0, "the test")


def test_on_a_page_too_short_for_the_rules_a_paragraph_is_split_as_the_page_holds_and_never_runs_past_it():
    short = 3 * room_for(1) / 2  # a page of one line and a half

    def small(index: int) -> tuple[float, float]:
        return TOP, TOP + short

    pages = paginate([Section((Block(PARAGRAPH, split=True),), whole=False)], W, small, 0.0, "the test")
    assert len(pages) == len(lines())  # a line a page
    assert all(p.y + p.height <= TOP + short + 1e-6 for page in pages for p in page)


# --- the rules as properties, over seeded random flows, and the check of a pagination ------------------------

WORDS = ("labyrinth line square heart sword treasure ghost scroll staircase answer page way wall the a of to and "
         "minotaur spider troll").split()


def _random_flow(rng: random.Random) -> list[Block]:
    """Headings (kept with the next), paragraphs, pictures and captions kept with them, ending on a paragraph."""
    blocks: list[Block] = []
    for _ in range(rng.randint(3, 14)):
        pick = rng.random()
        words = " ".join(rng.choice(WORDS) for _ in range(rng.randint(3, 120))).capitalize() + "."
        if pick < 0.3:
            blocks.append(Block(HEADING, after=rng.choice((0.5, 1.5)), keep=True, what="heading"))
        elif pick < 0.8:
            blocks.append(Block(b.Words(text=words, size=9.5), after=2.0, split=True))
        elif pick < 0.9:
            blocks.append(Block(b.Words(text=words[:90], size=8), after=1.0, keep=True, what="caption"))
            blocks.append(Block(b.Box(height=30.0), after=1.0, what="picture"))
        else:
            blocks.append(Block(b.Box(height=rng.uniform(5.0, 40.0)), what="picture"))
    blocks.append(Block(b.Words(text=" ".join(WORDS), size=9.5), split=True))  # a heading never ends the flow
    return blocks


def _printed_lines(pages: list[list[Placed]]) -> list[str]:
    return [ln for page in pages for p in page if p.block.split for ln in lines_of(p.node, W, 0.0)]


def test_random_flows_keep_every_rule_and_print_every_line_once_in_order():
    """Seeded random runs of headings, paragraphs, captions and pictures on pages of random heights: no fault
    of the check, every line of every paragraph printed once and in order, nothing past a page's foot."""
    rng = random.Random(28)
    for _ in range(60):
        blocks = _random_flow(rng)
        h = rng.uniform(70.0, 160.0)

        def room(index: int, h: float = h) -> tuple[float, float]:
            return (16.0 if index == 0 else 0.0), h

        pages = paginate([Section(tuple(blocks), whole=False)], W, room, 0.0, "the test")
        assert placed_faults(pages) == [], (h, [[(p.block.what, p.part, p.lines) for p in page] for page in pages])
        expected = [ln for x in blocks if x.split for ln in lines_of(x.node, W, 0.0)]  # type: ignore[arg-type]
        assert _printed_lines(pages) == expected
        assert all(p.y + p.height <= h + 1e-6 for page in pages for p in page)


def _placed(*parts: tuple[str, str, int]) -> list[Placed]:
    """A page of (what, part, lines): a "heading" is kept with the next block."""
    return [Placed(Block(b.Box(), keep=what == "heading", split=what == "paragraph", what=what), b.Box(), 10.0 * i,
                   5.0, part, lines) for i, (what, part, lines) in enumerate(parts)]


def test_the_check_of_a_pagination_sees_each_fault_planted():
    """A heading planted at a page's foot, a paragraph's one line left at a foot and at a head: each reported;
    the same pages with two lines each side, or the heading moved over, are clean."""
    para, head = ("paragraph", "whole", 6), ("heading", "whole", 0)
    assert placed_faults([_placed(para, head), _placed(para)]) == [
        "page 1: a heading kept with the next block alone at its foot"]
    assert placed_faults([_placed(para), _placed(head, para)]) == []
    orphan = [_placed(para, ("paragraph", "head", 1)), _placed(("paragraph", "tail", 5))]
    assert any("orphan" in f for f in placed_faults(orphan))
    widow = [_placed(para, ("paragraph", "head", 5)), _placed(("paragraph", "tail", 1), para)]
    assert any("widow" in f for f in placed_faults(widow))
    assert placed_faults([_placed(para, ("paragraph", "head", ORPHANS)), _placed(("paragraph", "tail", WIDOWS))]) == []


def test_a_paragraph_set_as_lines_splits_by_the_same_rules():
    """A paragraph handed over as lines already set (the book's, the notebook's: :class:`Lines`) is cut between
    them as a Words is: the easy break of n - 1 lines and 1 becomes n - 2 and 2."""
    n = len(lines())

    def part(i: int, j: int) -> b.Box:
        return piece(PARAGRAPH, lines()[i:j])

    block = Block(part(0, n), split=True, lines=Lines(n, part))
    placed = paginate([Section((filler(room_for(n - 1) + 0.1), block), whole=False)], W, frame, 0.0, "the test")
    assert [p.lines for page in placed for p in page if p.block.split] == [n - 2, 2]


def test_a_section_s_header_opens_every_page_it_runs_onto():
    """A table's title and header (``again``) repeated at the head of each further page its rows take."""
    header = Block(b.Box(height=8.0), what="header")
    rows = tuple(Block(b.Box(height=10.0), what="row") for _ in range(40))
    placed = paginate([Section((header, *rows), whole=False, again=(header,))], W, frame, 0.0, "the test")
    assert len(placed) > 2
    assert all(page[0].block is header for page in placed)
    assert sum(p.block.what == "row" for page in placed for p in page) == 40


def test_a_page_s_slack_is_for_a_section_alone_on_it_never_beside_others():
    """A card face whose head gives up its foot's room (``slack``): a section that needs it moves whole to a face
    of its own and takes it there, rather than being split; one that would need it beside others moves on."""

    def face(index: int) -> tuple[float, float]:
        return 0.0, 100.0

    def pages_of(*sections: Section) -> list[list[str]]:
        return [[p.block.what for p in page] for page in paginate(sections, W, face, 0.0, "the test", slack=5.0)]

    filler10 = Section((Block(b.Box(height=10.0), what="filler"),))
    pair = Section((Block(b.Box(height=52.0), what="a"), Block(b.Box(height=51.0), what="b")))
    assert pages_of(filler10, pair) == [["filler"], ["a", "b"]]  # 103 mm: whole, on a face of its own
    assert pages_of(filler10, Section((Block(b.Box(height=93.0), what="c"),))) == [["filler"], ["c"]]
