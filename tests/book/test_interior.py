"""The interior: pages placed on the trim with mirrored margins, numbers at the outside corners, bleed only on
the top, bottom and outside edges; the answers packed in puzzle order."""

from __future__ import annotations

import io

import pikepdf
import pytest

from pnp.book.answer_pack import GAP, cell_box, pack
from pnp.book.interior import BookPage, Geometry, folio, place, recto
from pnp.errors import PnpError
from pnp.render.pdf import MM, render_pdf
from pnp.scene.color import Color
from pnp.scene.model import Document, Page, Style
from pnp.scene.shapes import rect
from tests.maze_tiles_helpers import item_bounds as extents

INCH = 25.4
G = Geometry(6 * INCH, 9 * INCH, inside=0.5 * INCH, outside=0.4 * INCH, top=0.5 * INCH, bottom=0.75 * INCH,
             safe=0.375 * INCH, bleed=0.125 * INCH)


def _content(g: Geometry) -> Page:
    w, h = g.box
    return Page(w, h, (rect(0, 0, w, h, Style(fill=Color(0, 0, 1))),), bleed=0.0)


def test_a_spread_mirrors_its_margins_about_the_spine():
    pages = place([BookPage(_content(G), "a"), BookPage(_content(G), "b")], G)
    for number, page in enumerate(pages, start=1):
        x0, y0, x1, y1 = extents(page.items[0])
        assert y0 == pytest.approx(G.top) and y1 == pytest.approx(G.height - G.bottom)
        spine_gap = x0 if recto(number) else G.width - x1
        fore_gap = G.width - x1 if recto(number) else x0
        assert spine_gap == pytest.approx(G.inside) and fore_gap == pytest.approx(G.outside)


def test_page_numbers_sit_at_the_outside_corner_inside_the_safe_area():
    for number in (1, 2, 37, 120):
        mark = folio(number, G)
        assert mark.text == str(number)
        assert mark.align == ("right" if recto(number) else "left")
        assert mark.y >= G.height - G.bottom  # under the content box
        assert mark.y + mark.height <= G.height - G.safe + 1e-9  # above the safe margin


def test_unnumbered_and_blank_pages():
    pages = place([BookPage(None, "title", folio=False), BookPage(_content(G), "x")], G)
    assert pages[0].items == ()
    assert any(getattr(i, "text", None) == "2" for i in pages[1].items)


def test_bleed_is_on_the_top_bottom_and_outside_only():
    pages = place([BookPage(_content(G), str(n)) for n in range(4)], G)
    pdf = pikepdf.open(io.BytesIO(render_pdf(Document(tuple(pages)))))
    b = G.bleed
    for number, page in enumerate(pdf.pages, start=1):
        media = [float(v) / MM for v in page.obj["/MediaBox"]]
        trim = [float(v) / MM for v in page.obj["/TrimBox"]]
        bleed = [float(v) / MM for v in page.obj["/BleedBox"]]
        assert media[2] == pytest.approx(G.width + b, abs=1e-3) and media[3] == pytest.approx(G.height + 2 * b,
                                                                                                abs=1e-3)
        assert trim[3] - trim[1] == pytest.approx(G.height, abs=1e-3)
        assert trim[2] - trim[0] == pytest.approx(G.width, abs=1e-3)
        spine = 0 if recto(number) else 2  # the inside edge: flush with the media
        assert trim[spine] == pytest.approx(media[spine], abs=1e-3) and bleed[spine] == pytest.approx(trim[spine],
                                                                                                       abs=1e-3)
        assert bleed == pytest.approx(media, abs=1e-3)


def test_without_bleed_every_box_is_the_trim():
    g = Geometry(G.width, G.height, G.inside, G.outside, G.top, G.bottom, G.safe, 0.0)
    page = place([BookPage(_content(g), "x")], g)[0]
    assert page.media_size == pytest.approx((g.width, g.height))


def test_margins_are_refused_under_the_safe_margin_or_with_no_room():
    with pytest.raises(PnpError, match="safe margin"):
        Geometry(G.width, G.height, 5.0, G.outside, G.top, G.bottom, G.safe)
    with pytest.raises(PnpError, match="at least 60 × 90"):
        Geometry(100, 100, 20, 20, 20, 20, 5)


def test_answers_keep_puzzle_order_and_never_overlap():
    kinds = ["labyrinth", "sword", "maze", "maze", "labyrinth", "bow", "maze"]
    shares = {"labyrinth": "half", "maze": "quarter", "sword": "quarter", "bow": "quarter"}
    import pnp.book.answer_pages as answer_pages

    saved = answer_pages.answer_size
    answer_pages.answer_size = lambda kind, floor=0.0: shares[kind]
    try:
        slots = pack(kinds)
        # a quarter after a half fills the cell the half left open beside the quarter before it: one page
        holes = pack(["sword", "labyrinth", "maze"])
    finally:
        answer_pages.answer_size = saved
    pages = [s.page for s in slots.slots]
    assert pages == sorted(pages)  # the answers' pages follow the puzzles' order
    assert slots.pages == 3
    assert holes.pages == 1 and (holes.slots[2].row, holes.slots[2].column) == (0, 1)
    taken: set[tuple[int, int, int]] = set()
    for s in slots.slots:
        cells = {(s.page, s.row + r, s.column + c) for r in range(1 if s.share != "full" else 2)
                 for c in range(2 if s.share != "quarter" else 1)}
        assert all(r <= 1 and c <= 1 for _, r, c in cells)
        assert not cells & taken
        taken |= cells
    box = (120.0, 190.0)
    assert cell_box("quarter", box) == pytest.approx(((120 - GAP) / 2, (190 - GAP) / 2))
    assert cell_box("full", box) == pytest.approx(box)
