"""The one text flow: blocks go down the column, a new page starts whenever the next block would pass the limit."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pnp.scene.flow import Flow, ItemCanvas, Type, wrapped_lines
from pnp.scene.model import Text
from pnp.scene.text import layout_text

W, H, TOP, LIMIT = 100.0, 80.0, 10.0, 70.0
BODY = Type(9)
HEAD = Type(11, "body-bold")
WORDS = st.lists(st.sampled_from(["maze", "labyrinth", "a", "torch", "minotaur", "of", "the", "key"]), min_size=1,
                 max_size=120).map(" ".join)


def flow(first_top: float = TOP) -> Flow[ItemCanvas]:
    def start(index: int) -> tuple[ItemCanvas, float]:
        canvas = ItemCanvas(W, H)
        canvas.text(f"header {index + 1}", 5, 2, 90, 5, size=8)
        return canvas, first_top if index == 0 else TOP

    return Flow(start, x=5.0, width=90.0, limit=LIMIT)


def texts(f: Flow[ItemCanvas]) -> list[list[Text]]:
    """Each page's text boxes, without the header every page starts with."""
    return [[t for t in c.items if isinstance(t, Text)][1:] for c in f.canvases]


@given(WORDS, WORDS)
def test_a_split_paragraph_keeps_every_line_in_order_and_each_page_s_part_above_the_limit(first, second):
    f = flow()
    f.paragraph(first, BODY)
    f.paragraph(second, BODY)
    lines = [ln for page in texts(f) for t in page for ln in t.text.split("\n")]
    assert lines == wrapped_lines(first, 90, 9) + wrapped_lines(second, 90, 9)
    for n, page in enumerate(texts(f)):
        assert f.canvases[n].items[0].text == f"header {n + 1}"  # every page starts with its furniture
        for t in page:
            shown = len(layout_text(t).lines)
            assert t.y >= TOP and (t.y + t.height <= LIMIT + 1e-9 or shown == 1), (n, t.y, t.height)
            assert not layout_text(t).overflow or shown == 1
    pages = f.pages("text")
    assert [p.label for p in pages] == [f"text {n}" for n in range(1, len(pages) + 1)]


@given(st.lists(st.tuples(WORDS, WORDS), min_size=1, max_size=8))
def test_a_section_keeps_its_heading_and_paragraph_together_on_one_page(sections):
    f = flow()
    for heading, body in sections:
        f.section(heading, HEAD, body, BODY, gap=0.8, after=2.4)
    boxes = [t for page in texts(f) for t in page]
    assert [t.text for t in boxes] == [x for pair in sections for x in pair]
    where = {id(t): n for n, page in enumerate(texts(f)) for t in page}
    for head, body in zip(boxes[::2], boxes[1::2]):
        assert where[id(head)] == where[id(body)]
        assert body.y == pytest.approx(head.y + head.height + 0.8)
        fits_a_page = TOP + head.height + 0.8 + body.height <= LIMIT
        assert body.y + body.height <= LIMIT or not fits_a_page


def test_room_breaks_only_when_the_blocks_do_not_fit_and_gives_where_they_go():
    f = flow(first_top=20.0)
    assert f.room(50.0) == 20.0 and len(f.canvases) == 1
    f.advance(45.0)
    assert f.fits(5.0) and not f.fits(2.5, 2.5, 0.1)
    assert f.room(2.5, 2.6) == TOP and len(f.canvases) == 2  # later pages start at their own top


def test_a_heading_needs_room_for_what_follows_and_boxes_side_by_side_share_a_line():
    f = flow()
    f.advance(LIMIT - TOP - 15.0)
    f.heading("Rules", HEAD, height=7, step=7.5, keep=20)
    assert len(f.canvases) == 2 and texts(f)[1][0].y == TOP
    f.put("left", BODY, height=6, step=0, width=40)
    f.put("right", BODY, height=6, step=6, x=50, width=40, align="right")
    left, right = texts(f)[1][1:]
    assert left.y == right.y == TOP + 7.5 and (left.x, right.x, right.align) == (5.0, 50, "right")
    assert f.y == TOP + 7.5 + 6


def test_the_plain_canvas_measures_blocks_by_the_text_layout():
    canvas = ItemCanvas(W, H)
    text = "the minotaur guards the way out of the labyrinth " * 4
    h = canvas.height_of(text, 40, 9)
    t = canvas.text(text, 0, 0, 40, h, size=9)
    laid = layout_text(t)
    assert not laid.overflow and len(laid.lines) == len(wrapped_lines(text, 40, 9)) > 1
    assert layout_text(Text(text, 0, 0, 40, h - 0.5, size=9)).overflow  # and not a millimetre too tall
