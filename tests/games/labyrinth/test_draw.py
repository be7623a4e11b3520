"""Labyrinth drawing as a whole: answer tables, and the drawing's place in the architecture (no PDF library)."""

from __future__ import annotations

import subprocess
import sys

import pytest
from labyrinth_page_helpers import A4, EIGHT_ROWS, POKER, SHEET_SAFE, assert_text_fits, texts

from pnp.games.labyrinth import aid, draw
from pnp.games.labyrinth.generate import generate_labyrinth

# --- answer tables --------------------------------------------------------------------

@pytest.mark.parametrize("count", [0, 1, 30, 200])
def test_answer_tables_spread_over_pages_and_keep_every_row(count):
    rows = [(f"C{i}", "medium", f"side A {i} · side B {i + 1}") for i in range(count)]
    pages = draw.answer_page(rows, A4, "Par scores")
    assert len(pages) >= 1
    seen = [t.text for p in pages for t in texts(p) if t.text.startswith("C") and t.text[1:].isdigit()]
    assert seen == [r[0] for r in rows]
    for i, page in enumerate(pages, 1):
        assert (page.width, page.height) == (A4.width, A4.height)
        assert_text_fits(page, SHEET_SAFE)
        assert f"{i} / {len(pages)}" in [t.text for t in texts(page)]
    if count == 200:
        assert len(pages) > 1


# --- the module's place in the architecture ------------------------------------------

def test_drawing_does_not_import_the_pdf_library():
    code = "import sys, pnp.games.labyrinth.draw; print('reportlab' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_a_sheet_and_a_card_render_to_pdf():
    from pnp.render.pdf import render_pdf
    from pnp.scene.model import Document

    doc = Document((draw.sheet_page(generate_labyrinth(7).side_a, A4), draw.card_front(EIGHT_ROWS, POKER),
                    aid.aid_faces(POKER)[0]))
    assert render_pdf(doc).startswith(b"%PDF")
