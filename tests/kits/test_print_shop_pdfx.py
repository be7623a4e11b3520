"""Every PDF a print-shop preset writes is PDF/X with its ink within the preset's limit (issue 18, item 1):
the preflight (tests/preflight.py) reads each back, and Ghostscript renders the separations of one deck
per game (the notebook's kit.pdf) to measure the ink on paper."""

from __future__ import annotations

from pathlib import Path

import pytest
from preflight import ghostscript_max_ink, preflight

from pnp.catalog import paper
from pnp.kits import kit_files
from pnp.layout.presets import load_preset

GAMES = ["labyrinth", "maze-tiles", "path-cards", "notebook"]


def _pdfs(files: dict[Path, bytes], game: str, tmp_path: Path) -> dict[str, Path]:
    out = {}
    for path, data in sorted(files.items()):
        if path.parts[0] == game and path.suffix == ".pdf":
            local = tmp_path / "-".join(path.parts)
            local.write_bytes(data)
            out[str(path)] = local
    return out


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_every_pdf_of_a_print_shop_kit_is_pdfx4_within_300_percent_ink(print_shop_kits, game, tmp_path):
    pdfs = _pdfs(print_shop_kits, game, tmp_path)
    assert f"{game}/kit.pdf" in pdfs
    for name, path in pdfs.items():
        report = preflight(path)
        assert report.problems == [], (name, report.problems[:5])
        assert report.version == "PDF/X-4" and report.max_ink <= 3.0 + 1e-9, name
    decks = [path for name, path in pdfs.items() if "/decks/" in f"/{name}"]  # the notebook has none
    assert ghostscript_max_ink((decks or [pdfs[f"{game}/kit.pdf"]])[0], dpi=36) <= 3.0 + 4 / 255


@pytest.mark.slow
def test_drivethrucards_decks_are_pdfx1a_2003_within_240_percent_ink(tmp_path):
    files = kit_files(["path-cards"], Path("kits"), 1, 2, paper("a4"), load_preset("drivethrucards"))
    decks = [(p, d) for p, d in files.items() if p.parent.name == "decks"]
    assert decks
    for path, data in decks:
        local = tmp_path / path.name
        local.write_bytes(data)
        report = preflight(local)
        assert report.problems == [] and report.version == "PDF/X-1:2003", (path, report.problems[:5])
        assert report.max_ink <= 2.4 + 1e-9
        assert ghostscript_max_ink(local, dpi=36) <= 2.4 + 4 / 255
