"""The puzzle booklet (pnp booklet): reads in order once folded, refuses too much creep at once, keeps its
pages' content the stated margin from the spine."""

from __future__ import annotations

import math
import re
import subprocess
import sys

import pytest


def run(*args):
    return subprocess.run([sys.executable, "-m", "pnp", *args], capture_output=True, text=True)


def test_the_booklet_command_reads_in_order_when_folded(tmp_path):
    import pypdfium2 as pdfium

    from pnp.layout.saddle import saddle_order

    result = run("booklet", "--sheets", "3", "--out", str(tmp_path / "b.pdf"))
    assert result.returncode == 0, result.stderr
    doc = pdfium.PdfDocument((tmp_path / "b.pdf").read_bytes())
    sides = [sorted(int(n) for n in re.findall(r"p\. (\d+)", doc[i].get_textpage().get_text_range()))
             for i in range(len(doc))]
    n = 4 * len(doc) // 2
    found = sorted(x for s in sides for x in s)
    # a title page, then per puzzle its spread and two answer pages: each labelled once; blanks pad to 4
    assert found == list(range(1, 1 + 4 * 3 + 1)) and n - len(found) < 4
    expected = []
    for sheet in saddle_order(n):
        expected += [sorted([sheet.front[0] + 1, sheet.front[1] + 1]), sorted([sheet.back[0] + 1, sheet.back[1] + 1])]
    # blank padding pages carry no label
    assert [[x for x in e if x in found] for e in expected] == sides


def test_the_booklet_refuses_too_much_creep_before_making_any_puzzle(tmp_path):
    from pnp.kits.booklet import INNER_MARGIN, booklet_folios
    from pnp.layout.booklet import FOLD_CLEARANCE, max_creep

    limit = max_creep(booklet_folios(8), INNER_MARGIN)
    assert limit == pytest.approx((INNER_MARGIN - FOLD_CLEARANCE) / (9 - 1))
    result = run("booklet", "--sheets", "8", "--creep", "1", "--out", str(tmp_path / "b.pdf"))
    assert result.returncode == 2 and len(result.stderr.strip().splitlines()) == 1, result.stderr
    assert "--creep 1 mm is too much" in result.stderr
    assert f"at most {math.floor(limit * 1000) / 1000:g} mm" in result.stderr
    assert not (tmp_path / "b.pdf").exists()


def test_a_paper_the_booklet_does_not_fit_is_refused_before_any_puzzle(tmp_path, monkeypatch):
    import pnp.kits.booklet as booklet
    from pnp.catalog import paper
    from pnp.errors import PnpError

    monkeypatch.setattr(booklet, "puzzles", lambda *a, **k: pytest.fail("a puzzle was made"))
    with pytest.raises(PnpError, match=r"--paper: .*do not fit.*pnp book --trim"):
        booklet.check_booklet_creep(40, 0.0, paper("6x9in"))
    booklet.check_booklet_creep(40, 0.0, paper("a4"))  # A5 pages two-up on A4: fine


def test_the_booklet_pages_keep_their_content_the_stated_margin_from_the_spine():
    from raster import pdf_images

    from pnp.catalog import paper
    from pnp.kits.booklet import INNER_MARGIN, booklet_pages
    from pnp.scene.model import Document

    pages = booklet_pages(3, 1, paper("a5"))
    dpi = 100
    px = INNER_MARGIN * dpi / 25.4
    for image in pdf_images(Document(tuple(pages)), dpi):
        grey = image.convert("L")
        box = grey.point(lambda v: 255 if v < 245 else 0).getbbox()
        if box is None:
            continue  # a blank page
        left, _, right, _ = box
        # either edge may be the spine (odd pages have it on the left, even ones on the right)
        assert left >= px - 1 and image.width - right >= px - 1, (box, image.size)


@pytest.mark.slow
def test_the_booklet_is_for_one_reader_and_prints_no_raw_seed():
    import re

    import pypdfium2 as pdfium

    from pnp.catalog import paper
    from pnp.kits.booklet import booklet_document
    from pnp.render.pdf import render_pdf

    seed = 5626462122930175390  # a long seed: it must not reach the pages
    pdf = pdfium.PdfDocument(render_pdf(booklet_document(seed, 1, paper("a4"))))
    text = " ".join(pdf[i].get_textpage().get_text_range() for i in range(len(pdf)))
    assert "Puzzle 1" in text and "Gained" in text  # the solo tally stays
    assert not re.search(r"fastest|campaign", text, re.I)
    assert not re.search(r"\d{6,}", text)
