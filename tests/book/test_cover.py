"""The full-wrap cover read back from its PDF: boxes, fonts, where the words are, the barcode area's pixels."""

from __future__ import annotations

from functools import cache

import pypdfium2 as pdfium
import pytest
from pdfcheck import PT_PER_MM, fonts, page_boxes

from pnp.book.cover import barcode_box, cover_page, cover_size
from pnp.book.model import BookInfo
from pnp.book_catalog import service, trim
from pnp.errors import PnpError
from pnp.games.labyrinth.generate import generate_sheet, params_for
from pnp.games.labyrinth.sheet_page import grid_picture
from pnp.render.pdf import render_pdf
from pnp.render.png import rasterise
from pnp.scene.model import Document

INFO = BookInfo("Labyrinth Puzzles", "Warm-up to master", "A. N. Author", 7)
BLURB = "Find your way through labyrinths, each proven solvable, with every answer at the back of the book."
INCH = 25.4


@cache
def art():
    return grid_picture(generate_sheet(params_for("A"), 7))


@cache
def rendered(service_key: str, trim_key: str, pages: int, paper: str = "white"):
    page = cover_page(INFO, trim(trim_key), service(service_key), pages, paper, art(), BLURB)
    return page, render_pdf(Document((page,), title="cover"))


def chars(pdf: bytes) -> list[tuple[str, tuple[float, float, float, float]]]:
    """Every character drawn and its box (left, top, right, bottom) in mm from the MediaBox's top left."""
    doc = pdfium.PdfDocument(pdf)
    page = doc[0]
    height = page.get_height()
    text = page.get_textpage()
    out = []
    for i in range(text.count_chars()):
        ch = text.get_text_range(i, 1)
        if ch.strip():
            left, bottom, right, top = text.get_charbox(i)
            out.append((ch, (left / PT_PER_MM, (height - top) / PT_PER_MM, right / PT_PER_MM,
                             (height - bottom) / PT_PER_MM)))
    doc.close()
    return out


@pytest.mark.parametrize(("service_key", "trim_key", "pages", "paper"),
                         [("kdp", "6x9", 24, "white"), ("kdp", "6x9", 300, "cream"), ("lulu", "a5", 120, "white"),
                          ("ingramspark", "5x8", 200, "colour"), ("home", "b5", 100, "white")])
def test_the_pdfs_boxes_are_the_cover_size_and_the_services_bleed(tmp_path, service_key, trim_key, pages, paper):
    page, pdf = rendered(service_key, trim_key, pages, paper)
    t, s = trim(trim_key), service(service_key)
    width, height, spine = cover_size(t, s, pages, paper)
    assert width == pytest.approx(2 * t.width + s.spine_width(pages, paper)) and height == t.height
    path = tmp_path / "cover.pdf"
    path.write_bytes(pdf)
    boxes = page_boxes(path)
    assert len(boxes) == 1
    b, bleed = boxes[0], s.cover_bleed
    pt = PT_PER_MM
    assert b.trim == pytest.approx((bleed * pt, bleed * pt, (bleed + width) * pt, (bleed + height) * pt), abs=0.01)
    assert b.bleed == pytest.approx((0, 0, (width + 2 * bleed) * pt, (height + 2 * bleed) * pt), abs=0.01)
    assert b.media == pytest.approx(b.bleed, abs=0.01)
    facts = fonts(path)
    assert facts and all(f["embedded"] for f in facts.values())


def test_kdp_6x9_with_120_white_pages_is_the_worked_example_size():
    # 6 × 9 in, 120 pages, black ink on white paper, 0.125 in bleed: 12.520 × 9.25 in (a worked example of
    # KDP's formula published by a cover-checking service; KDP's own calculator gives the same)
    width, height, _ = cover_size(trim("6x9"), service("kdp"), 120, "white")
    bleed = service("kdp").cover_bleed
    assert ((width + 2 * bleed) / INCH, (height + 2 * bleed) / INCH) == pytest.approx((12.520, 9.25), abs=5e-4)


def spine_chars(service_key: str, trim_key: str, pages: int):
    page, pdf = rendered(service_key, trim_key, pages)
    t, s = trim(trim_key), service(service_key)
    left = page.bleed + t.width
    right = left + s.spine_width(pages, "white")
    found = [(ch, box) for ch, box in chars(pdf) if left < (box[0] + box[2]) / 2 < right]
    return found, left, right, s


def test_no_spine_text_below_the_services_minimum_and_spine_text_above_it():
    below, *_ = spine_chars("kdp", "6x9", 24)
    assert below == []
    at_min, *_ = spine_chars("kdp", "6x9", 120)  # from 79 pages KDP prints it; under 5 pt we leave it plain
    above, left, right, s = spine_chars("kdp", "6x9", 300)
    for found in (at_min, above):
        words = "".join(ch for ch, _ in found)
        assert INFO.title.replace(" ", "") in words and INFO.author.replace(" ", "") in words
    for ch, (x0, _, x1, _) in above:  # every glyph between the folds' safe margins, and top to bottom
        assert left + s.spine_safe - 0.05 <= x0 and x1 <= right - s.spine_safe + 0.05, ch
    tops = [box[1] for _, box in above]
    assert tops == sorted(tops)  # read down the spine: each next letter lower on the page


def test_every_word_off_the_spine_keeps_inside_the_safe_margin_and_off_the_folds():
    for key, trim_key, pages in (("kdp", "6x9", 300), ("lulu", "5.5x8.5", 120), ("kdp", "5x8", 24)):
        page, pdf = rendered(key, trim_key, pages)
        t, s = trim(trim_key), service(key)
        spine = s.spine_width(pages, "white")
        b, safe = page.bleed, s.cover_safe
        panels = ((b + safe, b + t.width - safe), (b + t.width + spine + safe, b + 2 * t.width + spine - safe))
        drawn = chars(pdf)
        assert drawn
        for ch, (x0, y0, x1, y1) in drawn:
            if b + t.width < (x0 + x1) / 2 < b + t.width + spine:
                continue  # the spine's own words: the test above
            assert any(lo - 0.05 <= x0 and x1 <= hi + 0.05 for lo, hi in panels), (key, ch, x0, x1)
            assert b + safe - 0.05 <= y0 and y1 <= b + t.height - safe + 0.05, (key, ch, y0, y1)


@pytest.mark.parametrize(("service_key", "trim_key", "pages"), [("kdp", "6x9", 300), ("lulu", "5.5x8.5", 120),
                                                                  ("ingramspark", "8.5x11", 60)])
def test_the_barcode_area_is_plain_white_where_the_service_asks(service_key, trim_key, pages):
    page, pdf = rendered(service_key, trim_key, pages)
    t, s = trim(trim_key), service(service_key)
    x, y, w, h = barcode_box(t, s)
    # where the service says: the lower corner of the back cover by the spine
    assert x + w == pytest.approx(t.width - s.barcode.from_spine)
    assert y + h == pytest.approx(t.height - s.barcode.from_bottom)
    dpi = 100
    image = rasterise(pdf, [page], dpi=dpi)[0].convert("RGB")
    px = dpi / INCH
    box = (round((page.bleed + x) * px) + 1, round((page.bleed + y) * px) + 1,
           round((page.bleed + x + w) * px) - 1, round((page.bleed + y + h) * px) - 1)
    colours = {colour for _, colour in image.crop(box).getcolors(1 << 24)}
    assert colours == {(255, 255, 255)}
    # and the background around it is not white: the box is there because it was kept clear
    ring = image.crop((box[0] - 12, box[1] - 12, box[0] - 4, box[1] - 4))
    assert (255, 255, 255) not in {colour for _, colour in ring.getcolors(1 << 24)}


def test_a_spine_too_narrow_for_readable_words_is_left_plain():
    # KDP prints spine text from 79 pages, but 90 white pages leave under 5 pt between the safe margins
    assert service("kdp").spine_text(90)
    plain, *_ = spine_chars("kdp", "6x9", 90)
    assert plain == []


def test_home_printing_has_no_barcode_area():
    assert barcode_box(trim("a5"), service("home")) is None


def test_a_page_count_the_service_refuses_is_refused_before_drawing():
    with pytest.raises(PnpError, match="at least 24"):
        cover_page(INFO, trim("6x9"), service("kdp"), 20, "white", art(), BLURB)
    with pytest.raises(PnpError, match="unknown paper type"):
        cover_page(INFO, trim("6x9"), service("kdp"), 100, "glossy", art(), BLURB)


def test_same_book_same_bytes():
    a = cover_page(INFO, trim("6x9"), service("kdp"), 120, "white", art(), BLURB)
    b = cover_page(INFO, trim("6x9"), service("kdp"), 120, "white", art(), BLURB)
    assert render_pdf(Document((a,))) == render_pdf(Document((b,)))


def _front_text(page, trim_key: str) -> str:
    """The words of the front panel (right of the spine), in reading order, read back from the PDF."""
    front = page.bleed + page.width - trim(trim_key).width  # the front's trim edge at the spine, in media mm
    pdf = render_pdf(Document((page,), title="cover"))
    return "".join(ch for ch, box in chars(pdf) if box[0] > front)


@pytest.mark.parametrize("trim_key", ["5x8", "6x9", "8.5x11"])
def test_the_front_sells_the_book_its_facts_on_it_and_a_tagline_without_a_subtitle(trim_key):
    facts = ("74 puzzles", "4 levels", "Ages 8+")
    plain = BookInfo("Labyrinth Puzzles", "", "", 7)
    page = cover_page(plain, trim(trim_key), service("kdp"), 120, "white", art(), BLURB, facts=facts)
    front = _front_text(page, trim_key)
    for fact in facts:
        assert fact.replace(" ", "") in front
    assert "Findthewaythrough" in front  # the tagline stands in for the missing subtitle
    titled = cover_page(INFO, trim(trim_key), service("kdp"), 120, "white", art(), BLURB, facts=facts)
    front = _front_text(titled, trim_key)
    assert "Warm-uptomaster" in front and "Findthewaythrough" not in front
