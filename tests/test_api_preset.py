"""pnp.files with a print-shop preset draws the document pages (answer keys) for the preset's bleed, as the kits
and the command line do: every page of the file has one bleed, the preset's (read back from the PDF's boxes)."""

from __future__ import annotations

import pytest
from pdfhygiene import measure, summarise

import pnp
from pnp.layout.presets import load_preset


@pytest.mark.parametrize("preset", ["print-shop", "home"])
def test_generated_tiles_written_with_a_preset_has_one_bleed(preset, tmp_path):
    content = pnp.generate("minigames", 3, type="sword", count=2)  # tiles and answer pages
    out = pnp.files(content, tmp_path / "sheet.pdf", preset=preset)
    (data,) = [d for p, d in out.items() if p.suffix == ".pdf"]
    pdf = tmp_path / "read.pdf"
    pdf.write_bytes(data)
    bleeds = summarise(measure(pdf)).bleeds
    chosen = load_preset(preset)
    if chosen.fit_pages:  # home: pages fitted to the paper, no bleed on a page
        assert all(b is not None for b in bleeds)
    else:
        assert list(bleeds) == [pytest.approx(chosen.bleed, abs=1e-3)], bleeds
