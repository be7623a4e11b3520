"""A whole book read back from its PDFs, as a print-on-demand service's checker would: page count, boxes, what
is drawn where (measured on the rendered pages), the cover's size, fonts, bytes, and the page references.

One small book (a few puzzles of each kind, KDP's 6 × 9 in with bleed) is made once for the module.
"""

from __future__ import annotations

import io
import re
from pathlib import Path

import numpy as np
import pikepdf
import pypdfium2 as pdfium
import pytest

from pnp.book.build import BookOptions, book_files, geometry
from pnp.book.interior import recto
from pnp.book.mix import parse_mix
from pnp.book.model import BookInfo
from pnp.book_catalog import service, trim
from pnp.render.pdf import MM
from tests.pdfcheck import fonts, qpdf_check

pytestmark = pytest.mark.slow

DPI = 50.0
OPTIONS = BookOptions(info=BookInfo(title="Test Book", author="A. Tester", seed=5),
                      mix=parse_mix("labyrinth=2,sword=1,bow=1,maze=4", "8,12"), trim=trim("6x9"),
                      service=service("kdp"), levels=2, bleed=True)


@pytest.fixture(scope="module")
def made(tmp_path_factory) -> dict[str, bytes]:
    folder = tmp_path_factory.mktemp("book")
    files = book_files(OPTIONS, folder)
    out = {}
    for path, data in files.items():
        path.write_bytes(data)
        out[path.name.split("-")[-1]] = data
        out[path.name.split("-")[-1] + "-path"] = str(path).encode()
    return out


def _pdf(made, name: str) -> pikepdf.Pdf:
    return pikepdf.open(io.BytesIO(made[name]))


def _texts(data: bytes) -> list[str]:
    doc = pdfium.PdfDocument(data)
    return [doc[i].get_textpage().get_text_range() for i in range(len(doc))]


def test_the_page_count_meets_the_service_and_is_even(made):
    pages = len(_pdf(made, "interior.pdf").pages)
    assert pages % 2 == 0
    assert pages >= OPTIONS.service.min_pages


def test_every_page_has_the_trim_and_bleed_with_the_inside_edge_flush(made):
    b, (w, h) = OPTIONS.service.bleed, (OPTIONS.trim.width, OPTIONS.trim.height)
    for number, page in enumerate(_pdf(made, "interior.pdf").pages, start=1):
        media = [float(v) / MM for v in page.obj["/MediaBox"]]
        trim_box = [float(v) / MM for v in page.obj["/TrimBox"]]
        bleed_box = [float(v) / MM for v in page.obj["/BleedBox"]]
        assert media[2:] == pytest.approx([w + b, h + 2 * b], abs=0.01)
        assert [trim_box[2] - trim_box[0], trim_box[3] - trim_box[1]] == pytest.approx([w, h], abs=0.01)
        assert bleed_box == pytest.approx(media, abs=0.01)
        spine = 0 if recto(number) else 2
        assert trim_box[spine] == pytest.approx(media[spine], abs=0.01)
        assert trim_box[1] == pytest.approx(b, abs=0.01)


def _ink(image: np.ndarray) -> np.ndarray:
    return (image < 235).any(axis=2)


def ink_outside_the_safe_area(pdf: bytes, o: BookOptions) -> list[str]:
    """The pages with ink where none may be, measured on the rendered pages: in the bleed, within the service's
    least margin of the top, bottom or outside trim edge, or within its gutter of the spine."""
    doc = pdfium.PdfDocument(pdf)
    pages = len(doc)
    g = geometry(o, pages)
    b = o.service.bleed if o.bleed else 0.0
    px = DPI / 25.4
    gutter = o.service.inside_margin(pages)
    problems = []
    for index in range(pages):
        number = index + 1
        ink = _ink(np.asarray(doc[index].render(scale=DPI / 72).to_pil().convert("RGB")))
        trim_left = 0.0 if recto(number) else b  # mm from the media's left edge (the inside edge is flush)
        left_keep = gutter if recto(number) else g.safe
        right_keep = g.safe if recto(number) else gutter
        x0 = int((trim_left + left_keep) * px) - 1
        x1 = int((trim_left + o.trim.width - right_keep) * px) + 2
        y0 = int((b + g.safe) * px) - 1
        y1 = int((b + o.trim.height - g.safe) * px) + 2
        outside = ink.copy()
        outside[max(y0, 0):y1, max(x0, 0):x1] = False
        if outside.any():
            problems.append(f"page {number}: ink at {np.argwhere(outside)[:3].tolist()}")
    return problems


def test_nothing_is_drawn_in_the_gutter_zone_the_bleed_or_outside_the_safe_area(made):
    assert ink_outside_the_safe_area(made["interior.pdf"], OPTIONS) == []


@pytest.mark.parametrize("trim_key, service_key, bleed", [("5x8", "kdp", True), ("8.5x11", "lulu", False),
                                                          ("a4", "ingramspark", True), ("7x10", "kdp", False)])
def test_other_trims_and_services_keep_their_safe_areas_too(trim_key, service_key, bleed, tmp_path):
    from dataclasses import replace

    o = replace(OPTIONS, trim=trim(trim_key), service=service(service_key), bleed=bleed,
                mix=parse_mix("labyrinth=1,key=1,spider=1,maze=2", "16"), cover=False)
    files = book_files(o, tmp_path)
    pdf = next(d for p, d in files.items() if p.name.endswith("-interior.pdf"))
    assert ink_outside_the_safe_area(pdf, o) == []
    opened = pikepdf.open(io.BytesIO(pdf))
    page = opened.pages[0].obj
    media = [float(v) / MM for v in page["/MediaBox"]]
    b = o.service.bleed if bleed else 0.0
    assert media[2:] == pytest.approx([o.trim.width + b, o.trim.height + 2 * b], abs=0.01)


def test_the_cover_is_as_wide_as_the_formula_for_the_page_count(made):
    from pnp.book.cover import cover_size

    pages = len(_pdf(made, "interior.pdf").pages)
    width, height, spine = cover_size(OPTIONS.trim, OPTIONS.service, pages, OPTIONS.paper_type)
    assert spine == pytest.approx(OPTIONS.service.spine_width(pages, OPTIONS.paper_type))
    assert width == pytest.approx(2 * OPTIONS.trim.width + spine)
    pdf = _pdf(made, "cover.pdf")
    cover = pdf.pages[0].obj
    trim_box = [float(v) / MM for v in cover["/TrimBox"]]
    assert [trim_box[2] - trim_box[0], trim_box[3] - trim_box[1]] == pytest.approx([width, height], abs=0.01)
    media = [float(v) / MM for v in cover["/MediaBox"]]
    cb = OPTIONS.service.cover_bleed
    assert [media[2] - media[0], media[3] - media[1]] == pytest.approx([width + 2 * cb, height + 2 * cb], abs=0.01)


def test_fonts_are_embedded_and_subset(made):
    for name in ("interior.pdf", "cover.pdf"):
        path = Path(made[name + "-path"].decode())
        qpdf_check(path)
        found = fonts(path)
        assert found and all(f["embedded"] and f["subset"] for f in found.values()), found


def test_each_puzzle_names_its_answer_page_and_the_answer_names_it_back(made):
    texts = _texts(made["interior.pdf"])
    seen = 0
    for index, text in enumerate(texts):
        number = index + 1
        found = re.search(r"Puzzle (\d+)", text)
        answer = re.search(r"Answer: page (\d+)", text)
        if not (found and answer):
            continue
        seen += 1
        puzzle, page = int(found.group(1)), int(answer.group(1))
        assert page > number
        back = texts[page - 1]
        assert re.search(rf"Puzzle {puzzle}\b[^\n]*page {number}\b", back), (puzzle, page, back[:200])
        # the printed page number of the page is its place in the file
        assert re.search(rf"(^|\s){number}\s*$", text.strip()) or str(number) in text.split()
    assert seen == OPTIONS.mix.total


def test_the_contents_point_at_the_right_pages(made):
    texts = _texts(made["interior.pdf"])
    contents = texts[2]
    answers = int(re.search(r"Answers\W+(\d+)", contents).group(1))
    assert "Answers" in texts[answers - 1] and re.search(r"Puzzle 1 · page \d+", texts[answers])
    assert not re.search(r"Puzzle \d+ · page \d+", texts[answers - 2])
    level1 = int(re.search(r"Level 1[^\n]*?(\d+)\s*$", contents, re.M).group(1))
    assert "Puzzle 1" in texts[level1 - 1] and "Level 1" in texts[level1 - 1]


def test_no_raw_seed_and_no_multiplayer_rows_are_printed(made):
    for text in _texts(made["interior.pdf"]) + _texts(made["cover.pdf"]):
        assert not re.search(r"\d{6,}", text), text[:300]
        assert not re.search(r"fastest|campaign", text, re.I)


def test_same_seed_same_bytes(made, tmp_path):
    again = book_files(OPTIONS, tmp_path)
    by_name = {p.name.split("-")[-1]: d for p, d in again.items()}
    for name in ("interior.pdf", "cover.pdf"):
        assert by_name[name] == made[name]


def test_two_processes_make_the_same_bytes(made, tmp_path):
    from dataclasses import replace

    again = book_files(replace(OPTIONS, jobs=2), tmp_path)
    by_name = {p.name.split("-")[-1]: d for p, d in again.items()}
    for name in ("interior.pdf", "cover.pdf", "5.json"):
        assert by_name[name] == made[name]


def test_the_list_ramps_each_kind_and_matches_the_printed_pages(made):
    import json

    listed = json.loads(made["5.json"])
    texts = _texts(made["interior.pdf"])
    puzzles = listed["puzzles"]
    assert [p["number"] for p in puzzles] == list(range(1, OPTIONS.mix.total + 1))
    for kind in {p["kind"] for p in puzzles}:
        mine = [p for p in puzzles if p["kind"] == kind]
        assert [p["difficulty"] for p in mine] == sorted(p["difficulty"] for p in mine)  # never easier
        assert [p["level"] for p in mine] == sorted(p["level"] for p in mine)
    for p in puzzles:
        page = texts[p["page"] - 1]
        assert f"Puzzle {p['number']}" in page and p["id"] in page and f"Level {p['level']}" in page
        assert f"Answer: page {p['answer_page']}" in page
        assert p["id"] in texts[p["answer_page"] - 1]
        assert str(p["remake"]["seed"]) not in " ".join(texts)  # the seed stays in the maker's list
