"""A picture drawn smaller than designed keeps a print shop's floor (0.1 mm lines, 5 pt text where its box holds
it): checked by reading the rendered PDF back with tests/pdfhygiene.py, not by the code's own arithmetic."""

from __future__ import annotations

import pytest
from pdfhygiene import measure

from pnp.scene.affine import Affine
from pnp.scene.color import Color
from pnp.scene.legible import MIN_LINE, MIN_TEXT, legible_page
from pnp.scene.model import Document, Group, Page, Style, Text
from pnp.scene.shapes import line, placed
from pnp.scene.text import layout_text

INK = Color(0, 0, 0)


def _picture() -> Page:
    """A 0.15 mm line, a 0.5 mm line, 6 pt text in a roomy box and in a box just big enough, and a nested group
    scaled by 0.5 holding a 0.3 mm line and 8 pt text."""
    inner = Group((line(0, 0, 20, 0, Style(stroke=INK, width=0.3)), Text("inner", 0, 2, 60, 20, size=8)),
                  Affine.scale(0.5).then(Affine.translate(5, 40)))
    tight = Text("tight", 0, 25, 8, 3.0, size=6, wrap=False)
    assert not layout_text(tight).overflow
    return Page(80, 60, (line(0, 0, 40, 0, Style(stroke=INK, width=0.15)),
                         line(0, 5, 40, 5, Style(stroke=INK, width=0.5)),
                         Text("roomy words", 0, 10, 70, 12, size=6), tight, inner), bleed=0)


def _printed(page: Page, scale: float, tmp_path) -> tuple[list[float], list[float]]:
    doc = Document((Page(100, 100, (placed(page, 5, 5, scale),), bleed=0),))
    pdf = tmp_path / "p.pdf"
    from pnp.render.pdf import render_pdf

    pdf.write_bytes(render_pdf(doc))
    facts = measure(pdf)[0]
    return sorted(s.width_mm for s in facts.strokes), sorted(t.size_pt for t in facts.texts)


def test_a_picture_drawn_at_half_size_keeps_its_lines_and_roomy_text_at_the_floor(tmp_path):
    page = _picture()
    lines, sizes = _printed(page, 0.5, tmp_path)
    # as designed: a 0.075 mm line, 0.075 mm inside the nested group, 3 pt text, 2 pt inside it
    assert lines[0] == pytest.approx(0.075, abs=1e-4) and sizes[0] == pytest.approx(2.0, abs=1e-3)
    lines, sizes = _printed(legible_page(page, 0.5), 0.5, tmp_path)
    assert min(lines) >= MIN_LINE - 1e-6  # both thin lines, the nested one through the compounded scale
    assert lines[-1] == pytest.approx(0.25, abs=1e-4)  # a line already thick enough is left as it is
    # the roomy text and the nested text reach 5 pt; the tight box cannot hold 10 pt and keeps its 3 pt
    assert sizes == pytest.approx([3.0, MIN_TEXT, MIN_TEXT], abs=1e-3)


def test_a_floored_text_still_fits_its_box_and_a_picture_at_full_size_is_unchanged():
    page = _picture()
    floored = legible_page(page, 0.5)
    for item in floored.items:
        if isinstance(item, Text):
            assert not layout_text(item).overflow
    # at full size only the nested 8 pt text (4 pt on paper) is under a floor: it alone changes, to 10 pt
    full = legible_page(page, 1.0).items
    assert full[:4] == page.items[:4]
    assert [t.size for t in full[4].items if isinstance(t, Text)] == [pytest.approx(2 * MIN_TEXT)]
    with pytest.raises(ValueError):
        legible_page(page, 0.0)


@pytest.mark.parametrize("floor", [0.0, 3.0, 8.0, 12.0])
def test_a_thumbnail_grows_its_text_to_the_floor_it_is_given_where_the_box_holds_it_and_greeks_the_rest(floor):
    """The growth is a size (the floor a theme grows text to), not a switch for large print: at a third of its
    size a roomy 9 pt text prints at 3 pt; it grows to the floor where its box holds it (none at 0), and what is
    still under the print shop's 5 pt (or the floor) is greeked, a pale bar and no text."""
    from pnp.scene.legible import thumbnail_page

    roomy = Text("Key", 0, 0, 60, 20, size=9.0)
    page = Page(60, 20, (roomy,))
    shown = thumbnail_page(page, 1 / 3, size=max(MIN_TEXT, floor), grow=floor)
    texts = [t for t in shown.items if isinstance(t, Text)]
    if floor >= MIN_TEXT:
        (text,) = texts
        assert layout_text(text).size / 3 == pytest.approx(floor)
    else:  # grown to 3 pt (or not at all), it is still under 5 pt: greeked
        assert texts == [] and shown.items
