"""A maze's answer stays readable at every trim (issue 27: 22 × 22 answers were drawn on 2.0 mm squares at
5 × 8 in, their labels running together): read back from the drawn answer pages, every maze's squares are at
least 3 mm (or as big as on its own puzzle page, for a maze too big for that), and no two words of a page
touch or leave their box."""

from __future__ import annotations

from functools import cache

import pytest

from pnp.book.answer_pack import MIN_MAZE_SQUARE, answer_pages, pack
from pnp.book.answer_pages import answer_cell
from pnp.book.build import BookOptions, geometry
from pnp.book.mazes import make_maze
from pnp.book.mix import MAX_MAZE, MIN_MAZE, parse_mix
from pnp.book.model import BookInfo, Entry, Placed
from pnp.book.puzzle_pages import puzzle_page
from pnp.book_catalog import service, trim, trims
from pnp.scene.affine import IDENTITY, Affine
from pnp.scene.model import Group, Icon, Text
from pnp.scene.text import PT, layout_text

ARROW = 0.9  # the way-in arrow is drawn 0.9 of a square (pnp.book.maze_draw): the square read back from it
SIZES = (MIN_MAZE, 10, 14, 18, 22, 26, 30, MAX_MAZE)


@cache
def mazes() -> tuple[Entry, ...]:
    return tuple(Entry("maze", f"M-{n:04d}", 1.0, make_maze(n, n, n)) for n in SIZES)


def book_box(trim_key: str, pages: int):
    options = BookOptions(BookInfo(), parse_mix("maze=1", "10"), trim(trim_key), service("home"))
    return geometry(options, pages).box


def arrow_squares(items, t: Affine = IDENTITY) -> list[float]:
    out = []
    for item in items:
        if isinstance(item, Group):
            inner = item.transform.then(t)
            out += arrow_squares(item.items, inner)
        elif isinstance(item, Icon) and item.name == "arrow":
            out.append(item.size * abs(t.a * t.d - t.b * t.c) ** 0.5 / ARROW)
    return out


def inked_lines(items, t: Affine = IDENTITY) -> list[tuple[str, tuple[float, float, float, float]]]:
    """Each line of text as printed: its words and the box its letters take (capitals' top to descenders)."""
    out = []
    for item in items:
        if isinstance(item, Group):
            out += inked_lines(item.items, item.transform.then(t))
        elif isinstance(item, Text):
            layout = layout_text(item)
            assert not layout.overflow, f"{item.text!r} does not fit its box"
            em = layout.size * PT
            for line in layout.lines:
                x0, y0 = t.apply(line.x, line.baseline - 0.72 * em)
                x1, y1 = t.apply(line.x + line.width, line.baseline + 0.22 * em)
                assert item.x - 1e-6 <= line.x and line.x + line.width <= item.x + item.width + 1e-6, line.text
                out.append((line.text, (min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1))))
    return out


def _touch(a, b) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


@pytest.mark.parametrize("trim_key", sorted(trims()))
def test_maze_answers_keep_their_squares_and_labels_apart_at_every_trim(trim_key):
    for pages in (24, 400):  # the gutter grows with the page count: the box narrows
        box = book_box(trim_key, pages)
        # puzzle numbers and pages of three digits: the longest captions a book prints
        placed = [Placed(e, 101 + i, 1, 201 + i, 0) for i, e in enumerate(mazes())]
        slots = pack([q.entry.kind for q in placed], 0.0, box,
                     [(q.entry.content.width, q.entry.content.height) for q in placed])
        drawn = answer_pages(slots, placed, box, answer_cell)
        found = []
        for page in drawn:
            found += arrow_squares(page.items)
            lines = inked_lines(page.items)
            clashes = [(a[0], b[0]) for i, a in enumerate(lines) for b in lines[i + 1:] if _touch(a[1], b[1])]
            assert clashes == [], (trim_key, pages, clashes)
        assert len(found) == len(placed)
        for q, answer in zip(placed, found):
            own = arrow_squares(puzzle_page(q, box).items)[0]
            least = min(MIN_MAZE_SQUARE, own)
            assert answer >= least - 1e-6, (trim_key, pages, q.entry.content.width, round(answer, 2), round(own, 2))


def test_a_small_maze_keeps_its_quarter_page():
    """The rule grows only the shares that need it: a 10 × 10 maze's answer is a quarter page at 6 × 9 in."""
    box = book_box("6x9", 120)
    small = [q for q in mazes() if q.content.width == 10]
    assert pack(["maze"], 0.0, box, [(10, 10)]).slots[0].share == "quarter" and small
    assert pack(["maze"], 0.0, box, [(22, 22)]).slots[0].share != "quarter"
