"""Print-shop hygiene (issue 18, item 2): every PDF a print-shop kit sends to a shop (kit.pdf and each deck)
has one bleed, no line under 0.1 mm and no text under 5 pt, read back from the files' content streams by
tests/pdfhygiene.py (its own operators walk: CTM, forms, text matrices). The reader is checked first on a
document whose figures are known by construction."""

from __future__ import annotations

from pathlib import Path

import pytest
from pdfhygiene import measure, summarise

from pnp.catalog import COMPONENT_BLEED
from pnp.render.pdf import render_pdf
from pnp.scene.affine import Affine
from pnp.scene.color import Color
from pnp.scene.model import Document, Group, Page, Style, Text
from pnp.scene.shapes import line

BLACK = Color(0, 0, 0)


def test_the_reader_measures_bleeds_strokes_and_text_through_scaled_groups(tmp_path):
    """A 0.3 mm line drawn in a group scaled by 0.25 prints at 0.075 mm; 10 pt text scaled by 0.4 at 4 pt."""
    small = Group((line(0, 0, 40, 0, Style(stroke=BLACK, width=0.3)),
                   Text("tiny", 0, 5, 60, 20, size=10)), transform=Affine.scale(0.25, 0.25))
    squashed = Group((Text("squashed", 0, 0, 60, 20, size=10),), transform=Affine.scale(1.0, 0.4))
    doc = Document((Page(50, 50, (line(0, 0, 10, 0, Style(stroke=BLACK, width=0.2)), small), bleed=3.0),
                    Page(50, 50, (squashed,), bleed=COMPONENT_BLEED)))
    pdf = tmp_path / "known.pdf"
    pdf.write_bytes(render_pdf(doc))
    first, second = measure(pdf)
    assert first.bleed == pytest.approx(3.0, abs=1e-3) and second.bleed == pytest.approx(COMPONENT_BLEED, abs=1e-3)
    assert sorted(s.width_mm for s in first.strokes) == pytest.approx([0.075, 0.2], abs=1e-4)
    assert [t.size_pt for t in first.texts] == pytest.approx([2.5], abs=1e-3)
    assert [t.size_pt for t in second.texts] == pytest.approx([4.0], abs=1e-3)
    found = summarise([first, second])
    assert sorted(b for b in found.bleeds if b is not None) == pytest.approx([3.0, COMPONENT_BLEED], abs=1e-3)
    assert len(found.thin_lines) == 1 and len(found.small_text) == 2


def shop_pdfs(files: dict[Path, bytes], game: str, tmp_path: Path) -> dict[str, list]:
    """Each PDF of the game's kit a shop gets (kit.pdf and the decks; not designer.pdf), measured."""
    out = {}
    for path, data in sorted(files.items()):
        if path.parts[0] == game and path.suffix == ".pdf" and path.name != "designer.pdf":
            local = tmp_path / "-".join(path.parts)
            local.write_bytes(data)
            out[str(path)] = measure(local)
    assert f"{game}/kit.pdf" in out
    return out


GAMES = ["labyrinth", "maze-tiles", "path-cards", "notebook"]


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_every_pdf_of_a_print_shop_kit_has_the_presets_bleed_on_every_page(print_shop_kits, game, tmp_path):
    for name, pages in shop_pdfs(print_shop_kits, game, tmp_path).items():
        bleeds = summarise(pages).bleeds
        assert list(bleeds) == [pytest.approx(25.4 / 8, abs=1e-3)], (name, bleeds)


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_no_line_of_a_print_shop_kit_is_under_a_tenth_of_a_millimetre(print_shop_kits, game, tmp_path):
    for name, pages in shop_pdfs(print_shop_kits, game, tmp_path).items():
        thin = summarise(pages).thin_lines
        assert thin == [], (name, sorted({(n, round(s.width_mm, 3)) for n, s in thin}))


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_no_text_of_a_print_shop_kit_is_under_five_points(print_shop_kits, game, tmp_path):
    for name, pages in shop_pdfs(print_shop_kits, game, tmp_path).items():
        small = summarise(pages).small_text
        assert small == [], (name, sorted({(n, round(t.size_pt, 2)) for n, t in small}))


@pytest.mark.slow
@pytest.mark.parametrize("game", ["maze-tiles", "notebook"])
def test_a_print_shop_kits_designer_pdf_has_the_presets_bleed_too(print_shop_kits, game, tmp_path):
    """Issue 27, item 2: designer.pdf kept each page's bleed as drawn (0 mm, 3 mm) under a 1/8 in preset."""
    local = tmp_path / "designer.pdf"
    local.write_bytes(print_shop_kits[Path(game) / "designer.pdf"])
    assert list(summarise(measure(local)).bleeds) == [pytest.approx(25.4 / 8, abs=1e-3)]
