"""Book layouts that use the page at every trim (issue 29, item 4): every puzzle's drawing fills at least 85 % of
the text block's width or height, and no flowing page ends on a heading; at 5 × 8, 6 × 9 and 8.5 × 11 in, in
large print at 8.5 × 11 in, with the default mix at two seeds. The measure itself is tested on pages planted
with what it must see."""

from __future__ import annotations

from functools import cache

import pytest

from pnp.book.build import BookOptions, make_book
from pnp.book.mix import DEFAULT_PUZZLES, default_maze_sizes, parse_mix
from pnp.book.model import BookInfo
from pnp.book_catalog import service, trim
from pnp.scene.affine import Affine
from pnp.scene.color import INK, Color
from pnp.scene.model import Group, Page, Style, Text
from pnp.scene.shapes import rect
from pnp.scene.walk import ink_bounds
from tests.book.page_fill import LEAST_FILL, extent, heading_at_foot, least_by_kind, puzzle_fills

LARGE = 12.0  # pt: the large-print theme's floor
LEAST_BALANCE = 0.75  # of the text block's height: where a how-to-play page's ink reaches, but on the last
BOOKS = [("5x8", 0.0, 1), ("6x9", 0.0, 1), ("8.5x11", 0.0, 1), ("8.5x11", LARGE, 1), ("5x8", 0.0, 7),
         ("6x9", 0.0, 7), ("8.5x11", 0.0, 7), ("8.5x11", LARGE, 7)]


@cache
def book(trim_key: str, floor: float, seed: int):
    o = BookOptions(info=BookInfo(title="Labyrinth Puzzles", subtitle="", author="", seed=seed),
                    mix=parse_mix(DEFAULT_PUZZLES, default_maze_sizes(floor)), trim=trim(trim_key),
                    service=service("kdp"), floor=floor, cover=False)
    return make_book(o)


def _id(p: tuple[str, float, int]) -> str:
    return f"{p[0]}-{p[1]:g}pt-seed{p[2]}"


@pytest.mark.parametrize(("trim_key", "floor", "seed"), BOOKS, ids=map(_id, BOOKS))
def test_every_puzzle_fills_the_text_block_across_or_down(trim_key, floor, seed):
    fills = puzzle_fills(book(trim_key, floor, seed))
    least = least_by_kind(fills)
    assert len(least) == 9  # labyrinth, maze and the seven minigames
    short = {k: f"{f.label}: {f.width:.0%} across, {f.height:.0%} down" for k, f in least.items()
             if f.best < LEAST_FILL}
    assert not short, short


@pytest.mark.parametrize(("trim_key", "floor", "seed"), BOOKS[:4], ids=map(_id, BOOKS[:4]))
def test_no_flowing_page_ends_with_a_heading(trim_key, floor, seed):
    b = book(trim_key, floor, seed)
    for label in ("how to play", "copyright", "contents"):
        pages = [p.items[0] for p in b.interior.pages if p.label.split(" ", 1)[1].startswith(label)]
        assert isinstance(pages[0], Group)
        content = [Page(b.geometry.box[0], b.geometry.box[1], g.items, bleed=0.0, label=f"{label} {n}")
                   for n, g in enumerate(pages, 1) if isinstance(g, Group)]
        assert heading_at_foot(content) == []


@pytest.mark.parametrize(("trim_key", "floor", "seed"), BOOKS[:4], ids=map(_id, BOOKS[:4]))
def test_how_to_play_pages_are_balanced(trim_key, floor, seed):
    """Every how-to-play page but the last puts ink down to at least three quarters of the text block (on main
    a page of rules ended at 67 % at 6 × 9 in, its worked example pushed over, and 60 % in large print)."""
    b = book(trim_key, floor, seed)
    pages = [p.items[0] for p in b.interior.pages if p.label.split(" ", 1)[1].startswith("how to play")]
    reach = [(ink_bounds(g.items) or (0.0,) * 4)[3] / b.geometry.box[1] for g in pages[:-1] if isinstance(g, Group)]
    assert len(reach) == len(pages) - 1 and min(reach, default=1.0) >= LEAST_BALANCE, [f"{r:.0%}" for r in reach]


def test_the_measure_sees_a_small_drawing_a_paper_background_and_a_heading_at_the_foot():
    paper = Style(fill=Color(0.98, 0.97, 0.93))  # a tile's paper: not ink
    drawn = [rect(0, 0, 100, 100, paper), Group((rect(10, 20, 30, 40, Style(stroke=INK, width=0.5)),),
                                                Affine.translate(5, 0))]
    assert extent(drawn) == pytest.approx((15, 20, 45, 60))
    head = Text("The symbols", 0, 90, 50, 5, font="body-bold")
    words = Text("A line of words.", 0, 10, 50, 5)
    pages = [Page(60, 100, (words, head), bleed=0.0, label="1"), Page(60, 100, (words,), bleed=0.0, label="2")]
    assert heading_at_foot(pages) == ["1 ends with the heading 'The symbols'"]
    assert heading_at_foot(pages[::-1]) == []
