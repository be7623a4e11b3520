"""Issue 27, item 2: a theme never draws a line under 0.1 mm on paper. Low ink outlined a large fill at 0.3 mm in
the fill's own millimetres, so a card shrunk to a sixth in a rules figure got a 0.048 mm outline; a theme that
thins lines (line_scale under 1) took a 0.12 mm line to 0.06 mm. Read back from the PDF (tests/pdfhygiene.py)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from pdfhygiene import measure

from pnp.render.pdf import render_pdf
from pnp.scene.affine import Affine
from pnp.scene.color import Color
from pnp.scene.legible import MIN_LINE
from pnp.scene.model import Document, Group, Page, Style
from pnp.scene.shapes import line, rect
from pnp.themes.apply import OUTLINE_WIDTH, themed_document
from pnp.themes.files import load_theme

TILE = Color.hex("#8a3b12")


def strokes_mm(doc: Document, tmp_path) -> list[float]:
    pdf = tmp_path / "themed.pdf"
    pdf.write_bytes(render_pdf(doc))
    return [s.width_mm for page in measure(pdf) for s in page.strokes]


@pytest.mark.parametrize("scale", [1.0, 0.5, 1 / 6, 0.1])
def test_low_inks_outline_of_a_shrunk_fill_prints_at_least_a_tenth_of_a_millimetre(scale, tmp_path):
    big = rect(0, 0, 80, 80, Style(fill=TILE))  # 6,400 mm² as drawn: over 40 mm² (outlined) at any of these scales
    figure = Group((Group((big,), Affine.scale(scale)),), Affine.translate(10, 10))
    themed = themed_document(Document((Page(100, 100, (figure,)),)), load_theme("low-ink"))
    widths = strokes_mm(themed, tmp_path)
    assert widths, "the large fill was not outlined"
    assert min(widths) >= MIN_LINE - 1e-6
    # drawn at full size the outline keeps its designed width: the floor only ever thickens
    assert max(widths) == pytest.approx(max(OUTLINE_WIDTH * scale, MIN_LINE), abs=2e-3)


def test_a_squashed_group_is_measured_in_its_thinnest_direction(tmp_path):
    big = rect(0, 0, 60, 60, Style(fill=TILE))
    squashed = Group((big,), Affine.scale(1.0, 0.2))
    themed = themed_document(Document((Page(100, 100, (squashed,)),)), load_theme("low-ink"))
    assert min(strokes_mm(themed, tmp_path)) >= MIN_LINE - 1e-6


def test_a_lighter_line_scale_thins_lines_but_never_a_printable_one_under_the_floor(tmp_path):
    theme = load_theme("default")
    light = replace(theme, settings=theme.settings.model_copy(update={"line_scale": 0.5}))
    ink = Color(0, 0, 0)
    items = (line(0, 10, 50, 10, Style(stroke=ink, width=0.12)),  # would print 0.06 mm
             line(0, 20, 50, 20, Style(stroke=ink, width=0.6)),  # thins to 0.3 mm, as asked
             Group((line(0, 0, 50, 0, Style(stroke=ink, width=0.6)),), Affine.scale(0.25).then(
                 Affine.translate(0, 30))))  # 0.15 mm on paper: thins only to the floor
    widths = sorted(strokes_mm(themed_document(Document((Page(60, 60, items),)), light), tmp_path))
    assert widths == pytest.approx([MIN_LINE, MIN_LINE, 0.3], abs=2e-3)
