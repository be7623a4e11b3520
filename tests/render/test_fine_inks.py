"""Issue 27, item 1: in a CMYK PDF, small text (under 12 pt as printed) and fine lines (under 0.5 pt as printed)
print in one of C, M and Y with K at most, so a press's misregistration cannot blur them: the desperation cards'
6 pt 'REACTION' printed in four-ink maroon (262 %). Read back from the PDF's content streams (tests/pdfhygiene.py
keeps each text's fill and each stroke's colour), through scaled groups and symbols; larger text and lines keep
the profile's separation, and RGB output is unchanged."""

from __future__ import annotations

import itertools

import pytest
from pdfhygiene import measure

from pnp.render.cmyk import FINE_LINE_MM, SMALL_TEXT_PT, _labs, chromatic_inks, fine_cmyk, press_cmyk
from pnp.render.delta_e import ciede2000
from pnp.render.pdf import render_pdf
from pnp.scene.affine import Affine
from pnp.scene.color import REGISTRATION, Color
from pnp.scene.model import Document, Group, Page, Style, SymbolDef, Text, Use
from pnp.scene.shapes import line

MAROON = Color.hex("#7a1f2b")  # a four-ink colour in the profile's separation
COLOURS = [MAROON, Color.hex("#8a3b12"), Color.hex("#1d4f91"), Color.hex("#2e7d32"), Color.hex("#c62828")]


def scene(color_mode: str) -> Document:
    """Maroon text and lines: small and large as drawn, small only once scaled (a group at 0.4, a symbol at
    0.3), and large though scaled."""
    big, small = Text("REACTION", 0, 0, 80, 12, size=20, color=MAROON), Text("REACTION", 0, 20, 80, 6, size=6,
                                                                             color=MAROON)
    thin, thick = (line(0, 40, 50, 40, Style(stroke=MAROON, width=0.1)),
                   line(0, 45, 50, 45, Style(stroke=MAROON, width=0.5)))
    shrunk = Group((big, thick), Affine.scale(0.4).then(Affine.translate(0, 60)))  # 8 pt; 0.2 mm, not fine
    card = SymbolDef("card", 80, 50, (big, line(0, 15, 50, 15, Style(stroke=MAROON, width=0.5))))
    items = (big, small, thin, thick, shrunk, Use("card", Affine.scale(0.3).then(Affine.translate(0, 80))),
             Use("card", Affine.translate(0, 100)))
    return Document((Page(100, 160, items),), symbols=(card,), color_mode=color_mode)  # type: ignore[arg-type]


def test_small_text_and_fine_lines_take_one_ink_and_k_larger_ones_the_profiles_separation(tmp_path):
    pdf = tmp_path / "cmyk.pdf"
    pdf.write_bytes(render_pdf(scene("cmyk")))
    (page,) = measure(pdf)
    profile, fine = press_cmyk(MAROON), fine_cmyk(MAROON)
    assert chromatic_inks(profile) == 3 and chromatic_inks(fine) == 1  # the case of the finding
    small = [t for t in page.texts if t.size_pt < SMALL_TEXT_PT]
    large = [t for t in page.texts if t.size_pt >= SMALL_TEXT_PT]
    # 6 pt as drawn, 8 pt in the group, 6 pt in the symbol's smaller placement
    assert sorted(round(t.size_pt) for t in small) == [6, 6, 8]
    assert all(chromatic_inks(t.color) <= 1 for t in small), [t.color for t in small]
    # 20 pt on the page keeps the profile's colour; the symbol is one form for both its placements, painted for
    # the smaller, so its 20 pt placement shows the one-ink colour too
    assert [t.color for t in large if not t.form] == [pytest.approx(profile, abs=1e-4)]
    assert [t.color for t in large if t.form] == [pytest.approx(fine, abs=1e-4)]
    thin = [s for s in page.strokes if s.width_mm < FINE_LINE_MM]
    assert len(thin) == 2 and all(chromatic_inks(s.color) <= 1 for s in thin)  # 0.1 mm, and 0.5 mm at 0.3
    wide = [s for s in page.strokes if s.width_mm >= FINE_LINE_MM and not s.form]
    assert wide and all(s.color == pytest.approx(profile, abs=1e-4) for s in wide)


def test_rgb_output_keeps_every_colour(tmp_path):
    pdf = tmp_path / "rgb.pdf"
    pdf.write_bytes(render_pdf(scene("rgb")))
    (page,) = measure(pdf)
    rgb = pytest.approx((MAROON.r, MAROON.g, MAROON.b), abs=1e-3)
    assert all(t.color == rgb for t in page.texts) and all(s.color == rgb for s in page.strokes)


def lab(cmyk: tuple[float, ...]) -> tuple[float, float, float]:
    return _labs([tuple(round(v * 255) for v in cmyk)])[0]  # type: ignore[list-item]


@pytest.mark.parametrize("color", COLOURS, ids=lambda c: c.to_hex())
def test_the_one_ink_colour_is_the_nearest_one_the_press_prints(color):
    """No colour of one ink and K on a grid of 16 levels (every ink, every K) prints nearer the profile's
    separation than the one chosen (CIEDE2000), and neither does K alone."""
    target, chosen = lab(press_cmyk(color)), fine_cmyk(color)
    assert chromatic_inks(chosen) <= 1 and sum(chosen) <= 2.0
    best = ciede2000(lab(chosen), target)
    levels = [i / 15 for i in range(16)]
    for ink, v, k in itertools.product(range(3), levels, levels):
        other = [0.0, 0.0, 0.0, k]
        other[ink] = v
        assert ciede2000(lab(tuple(other)), target) >= best - 0.5, (other, chosen)


def test_greys_black_pure_inks_and_registration_are_left_as_they_are():
    for color in (Color(0, 0, 0), Color.hex("#777777"), REGISTRATION, Color(0.0, 0.0, 0.0, cmyk=(0.0, 1.0, 0.0, 0.2))):
        assert fine_cmyk(color) == press_cmyk(color)
