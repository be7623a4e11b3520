"""Issue 27, item 1, over whole kits: no small text (under 12 pt as printed) or fine line (under 0.5 pt) of any
page of any CMYK PDF a print-shop kit sends (kit.pdf, each deck, designer.pdf) uses two or three of C, M and Y,
read back from the files by tests/pdfhygiene.py (tests/render/test_fine_inks.py checks the painter itself)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pdfhygiene import measure

from pnp.render.cmyk import FINE_LINE_MM, SMALL_TEXT_PT, chromatic_inks
from pnp.scene.color import REGISTRATION


@pytest.mark.slow
@pytest.mark.parametrize("game", ["labyrinth", "maze-tiles", "path-cards", "notebook"])
def test_no_small_text_or_fine_line_of_a_print_shop_kit_uses_two_chromatic_inks(print_shop_kits, game, tmp_path):
    """Every page of every CMYK PDF of a print-shop kit (kit.pdf, each deck, designer.pdf), read back (a size read
    back from the matrices as 11.9999 pt is 12 pt written in a scaled group: the margins are rounding)."""
    found = []
    for path, data in sorted(print_shop_kits.items()):
        if path.parts[0] != game or path.suffix != ".pdf":
            continue
        local = tmp_path / "-".join(path.parts)
        local.write_bytes(data)
        for page in measure(local):
            found += [(str(path), page.number, "text", round(t.size_pt, 2), t.color) for t in page.texts
                      if t.size_pt < SMALL_TEXT_PT - 1e-3 and t.color is not None and chromatic_inks(t.color) > 1]
            found += [(str(path), page.number, "line", round(s.width_mm, 3), s.color) for s in page.strokes
                      if s.width_mm < FINE_LINE_MM - 1e-6 and s.color is not None and chromatic_inks(s.color) > 1
                      and s.color != REGISTRATION.cmyk]
    assert Path(game) / "kit.pdf" in {Path(*p.parts[:2]) for p in print_shop_kits}
    assert found == [], found[:10]
