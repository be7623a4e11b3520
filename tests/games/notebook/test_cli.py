"""The notebook command and its booklet, read back from the PDF."""

from __future__ import annotations

import json
import re
import subprocess
import sys

import pypdfium2 as pdfium
import pytest
from notebook_helpers import notebook_document

from pnp.catalog import paper
from pnp.errors import PnpError
from pnp.games.notebook.generate import generate_dungeon
from pnp.games.notebook.pages import INNER_MARGIN, creep_limit, notebook_pages
from pnp.layout.booklet import FOLD_CLEARANCE, creep_text, impose_booklet, max_creep
from pnp.layout.saddle import saddle_order
from pnp.render.pdf import MM, render_pdf
from pnp.scene.model import Document


def run(*args):
    return subprocess.run([sys.executable, "-m", "pnp", *args], capture_output=True, text=True)


def test_notebook_writes_a_pdf_and_a_model_that_verifies(tmp_path):
    result = run("notebook", "--runs", "20", "--pages-per-sheet", "1", "--format", "pdf,json", "--out", str(tmp_path))
    assert result.returncode == 0, result.stderr
    data = json.loads((tmp_path / "notebook-1.json").read_text())
    assert data["kind"] == "notebook" and len(data["rooms"]) == 52 and data["simulation"]["runs"] == 20
    verdict = run("verify", str(tmp_path / "notebook-1.json"))
    assert verdict.returncode == 0 and "escapable" in verdict.stdout
    pdf = pdfium.PdfDocument((tmp_path / "notebook-1.pdf").read_bytes())
    booklet = len(pdf) - 1  # then the tracker sheet, a page of its own
    assert booklet % 4 == 0 and 52 <= booklet <= 68
    last = pdf[len(pdf) - 1]
    assert last.get_width() > last.get_height()  # landscape: the stats and the map side by side
    text = last.get_textpage().get_text_range()
    assert "PLAYER STATS" in text and "MASTER MAP" in text and "KEYS" in text


@pytest.mark.slow  # a whole notebook through the command (about 4 s)
def test_the_booklet_says_on_its_first_printed_page_how_to_print_cut_fold_and_staple_it(tmp_path):
    out = tmp_path / "nb.pdf"
    result = run("notebook", "--runs", "0", "--no-appendix", "--out", str(out))
    assert result.returncode == 0, result.stderr
    pdf = pdfium.PdfDocument(out.read_bytes())
    first = " ".join(pdf[0].get_textpage().get_text_range().split())
    assert "p. 1" in first  # the cover is on the first sheet printed
    for needle in ("MAKE THIS BOOKLET", "double-sided", "long edge", "Cut every sheet", "pile A", "Fold", "Nest",
                   "Staple", "tracker sheet"):
        assert needle in first, needle


def _labels(pdf: bytes) -> list[list[int]]:
    """For each sheet side, the page labels found on it, left to right then top to bottom."""
    doc = pdfium.PdfDocument(pdf)
    out = []
    for i in range(len(doc)):
        text = doc[i].get_textpage().get_text_range()
        out.append([int(n) for n in re.findall(r"p\. (\d+)", text)])
    return out


def test_the_a5_booklet_reads_1_2_3_when_folded():
    d = generate_dungeon(2)
    pages = notebook_pages(d, paper("a5"))
    pdf = render_pdf(notebook_document(d, "a5", paper("a4"), pages_per_sheet=2))
    sides = _labels(pdf)
    n = len(pages)
    # each sheet side holds two pages; the order saddle_order says is the order read back
    expected = []
    for sheet in saddle_order(n):
        expected.append(sorted([sheet.front[0] + 1, sheet.front[1] + 1]))
        expected.append(sorted([sheet.back[0] + 1, sheet.back[1] + 1]))
    assert [sorted(s) for s in sides] == expected
    # folding: nest the sheets and read left page then right page on each opening
    reading = []
    for sheet in saddle_order(n):
        reading += [sheet.front[1] + 1, sheet.back[0] + 1]
    for sheet in reversed(saddle_order(n)):
        reading += [sheet.back[1] + 1, sheet.front[0] + 1]
    assert sorted(reading) == list(range(1, n + 1))


def test_every_page_of_the_a6_four_up_booklet_appears_once():
    d = generate_dungeon(3)
    n = len(notebook_pages(d, paper("a6")))
    pdf = render_pdf(notebook_document(d, "a6", paper("a4"), pages_per_sheet=4))
    found = sorted(x for side in _labels(pdf) for x in side)
    assert found == list(range(1, n + 1))


def test_bad_rooms_option_is_one_line(tmp_path):
    result = run("notebook", "--rooms", "6x6", "--out", str(tmp_path))
    assert result.returncode == 2 and len(result.stderr.strip().splitlines()) == 1 and "--rooms" in result.stderr


# --- creep: never past the safe area ------------------------------------------------------------------------

def content_boxes(pdf: bytes) -> list[list[tuple[float, float, float, float]]]:
    """Per sheet side, the bounds (mm, from the left edge) of every object PDFium finds: text, paths, icons."""
    doc = pdfium.PdfDocument(pdf)
    out = []
    try:
        for i in range(len(doc)):
            out.append([tuple(v / MM for v in obj.get_bounds()) for obj in doc[i].get_objects()])
    finally:
        doc.close()
    return out


def test_at_the_creep_limit_no_content_comes_nearer_the_fold_than_the_clearance():
    d = generate_dungeon(4)
    pages = notebook_pages(d, paper("a6"))[:16]  # four folios: the innermost moves 3 x the creep
    limit = max_creep(4, INNER_MARGIN)
    sheets = impose_booklet(pages, paper("a4"), pages_per_side=4, creep=limit, inner_margin=INNER_MARGIN)
    spine = 105.0
    nearest = min(min(abs(left - spine), abs(right - spine))
                  for side in content_boxes(render_pdf(Document(tuple(sheets)))) for left, _b, right, _t in side)
    assert nearest >= FOLD_CLEARANCE - 0.01
    assert nearest <= FOLD_CLEARANCE + 0.6  # the page numbers do come close: the limit is not a loose guess
    with pytest.raises(PnpError, match=f"at most {creep_text(limit)} mm per folio"):
        impose_booklet(pages, paper("a4"), pages_per_side=4, creep=limit + 0.01, inner_margin=INNER_MARGIN)


def test_too_much_creep_is_refused_at_once_in_one_line_with_the_limit(tmp_path):
    result = run("notebook", "--creep", "1", "--out", str(tmp_path))
    assert result.returncode == 2 and len(result.stderr.strip().splitlines()) == 1
    limit, folios = creep_limit(52)
    assert f"at most {creep_text(limit)} mm per folio" in result.stderr and "--creep 1" in result.stderr
    assert list(tmp_path.iterdir()) == []  # nothing written


def test_the_commands_creep_limit_never_exceeds_what_the_booklet_accepts():
    for seed in (1, 2, 3):
        d = generate_dungeon(seed)
        exact = max_creep(len(notebook_pages(d, paper("a6"))) // 4, INNER_MARGIN)
        limit, _folios = creep_limit(len(d.rooms))
        assert limit <= exact
        notebook_document(d, "a6", paper("a4"), 4, creep=limit)  # accepted


def test_creep_with_single_pages_is_refused_in_one_line_and_nothing_is_written(tmp_path):
    result = run("notebook", "--pages-per-sheet", "1", "--creep", "0.05", "--runs", "0", "--out", str(tmp_path))
    assert result.returncode == 2 and len(result.stderr.strip().splitlines()) == 1, result.stderr
    assert "--creep 0.05" in result.stderr and "--pages-per-sheet 1" in result.stderr
    assert "Traceback" not in result.stderr and list(tmp_path.iterdir()) == []


def test_the_docs_creep_limit_is_the_programs():
    """docs/rules-notebook.md's figures (the page number's distance from the spine, the fold's clearance, the
    limit and the folios of a default notebook, and large print's) are the ones the command refuses beyond."""
    from pathlib import Path

    from pnp.games.notebook.pages import inner_margin

    docs = " ".join((Path(__file__).parents[3] / "docs" / "rules-notebook.md").read_text().split())
    found = re.search(r"nearer its spine edge than ([\d.]+) mm .* stay ([\d.]+) mm clear of the fold, so the most "
                      r"creep is ([\d.]+) mm / \(folios − 1\): ([\d.]+) mm for a default notebook of (\d+) folios",
                      docs)
    assert found, "the creep paragraph of docs/rules-notebook.md"
    margin, clearance, room, limit_mm, folios = found.groups()
    limit, program_folios = creep_limit(52)
    assert float(margin) == pytest.approx(INNER_MARGIN) and float(clearance) == FOLD_CLEARANCE
    assert float(room) == pytest.approx(INNER_MARGIN - FOLD_CLEARANCE)
    assert limit_mm == creep_text(limit) and int(folios) == program_folios
    large = re.search(r"([\d.]+) mm from the spine edge\), so the creep limit is ([\d.]+) mm / \(folios − 1\)", docs)
    assert large, "the large-print creep sentence of docs/rules-notebook.md"
    assert float(large.group(1)) == pytest.approx(inner_margin(12), abs=0.005)
    assert float(large.group(2)) == pytest.approx(inner_margin(12) - FOLD_CLEARANCE, abs=0.005)
