"""The page flow's typesetting rules (pnp.scene.page_flow): a heading never ends a page, a split paragraph leaves
two lines or more on each page, a section moves whole while a page holds it; each rule shown where breaking
it would be the easy way, and seen by the flow check (pnp.scene.flow_check)."""

from __future__ import annotations

import pytest

from pnp.scene import boxes as b
from pnp.scene.arrange import height_of
from pnp.scene.flow_check import flow_faults
from pnp.scene.model import Page, Text
from pnp.scene.page_flow import Block, Section, lines_of, page_items, paginate, piece
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
