"""Issue 27, item 3: the notebook's printed cover says the flip edge its sheets are imposed for, which follows the
preset's duplex (a short-flip printer gets four-up sheets imposed for a short-edge flip), in a kit and from
`pnp notebook --preset`."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from click.testing import CliRunner

from pnp.catalog import paper
from pnp.cli import cli
from pnp.game import KitRequest
from pnp.games.notebook.printouts import kit as notebook_kit
from pnp.kits import kit_files
from pnp.layout.booklet import duplex_setting
from pnp.layout.impose import part_pages
from pnp.layout.presets import load_preset
from pnp.scene.model import Text
from pnp.scene.walk import iter_items

FLIP = re.compile(r"flip(?:ping)? on (?:the )?(short|long) edge")


def edges(pdf_bytes: bytes) -> set[str]:
    """Every flip edge a PDF's text names."""
    doc = pdfium.PdfDocument(pdf_bytes)
    text = " ".join(" ".join(doc[i].get_textpage().get_text_range().split()) for i in range(len(doc)))
    return set(FLIP.findall(text))


@pytest.mark.parametrize("flip", ["long", "short"])
def test_the_booklets_cover_names_the_edge_its_sheets_are_imposed_for(flip, fewer_deals):
    a4 = paper("a4")
    preset = replace(load_preset("home"), duplex=flip)
    spec = notebook_kit(KitRequest(1, 0, a4, duplex=flip))
    part = spec.parts[0]
    sheets, _ = part_pages(part, preset, a4)
    imposed = re.search(r"(short|long) edge", duplex_setting(sheets[0], flip))
    assert imposed is not None and imposed.group(1) == flip  # A6 four-up on A4: portrait sheets either way
    cover = " ".join(t.text for t in iter_items(part.pages[0].items) if isinstance(t, Text))
    assert set(FLIP.findall(cover)) == {flip}, cover


def test_a_short_flip_kit_names_only_the_short_edge_in_kit_pdf(fewer_deals):
    """The preset reaches the game through the kit: the booklet's cover, imposed on the first sheet, and the
    contents' printing note say the same edge."""
    preset = replace(load_preset("home"), duplex="short")
    files = kit_files(["notebook"], Path("kits"), 1, 2, paper("a4"), preset)
    assert edges(files[Path("kits/notebook/kit.pdf")]) == {"short"}


def test_pnp_notebook_with_a_short_flip_preset_names_only_the_short_edge(tmp_path):
    text = (Path(__file__).parents[3] / "layouts" / "presets" / "home.toml").read_text()
    mine = tmp_path / "short.toml"
    mine.write_text(text.replace('duplex = "long"', 'duplex = "short"'))
    result = CliRunner().invoke(cli, ["notebook", "--preset", str(mine), "--rooms", "3x3,2x2", "--doors", "1",
                                      "--runs", "0", "--no-appendix", "--out", str(tmp_path / "out")])
    assert result.exit_code == 0, result.output
    assert edges((tmp_path / "out" / "notebook-1.pdf").read_bytes()) == {"short"}
