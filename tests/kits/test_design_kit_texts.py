"""A kit made on a design of one's own (docs/custom-labyrinths.md, `pnp kit --labyrinth FILE`) describes that
design, not the generated sheets: with a one-sided 7 × 7 design no printed word names a side or the generated
9 × 9 and 11 × 11 sizes (the rules, the sheets' headings, the cards' pars, the player aid, the answer keys,
README.txt), and the rules give the design's own title and size. A two-sided design names its sides' sizes."""

from __future__ import annotations

import re
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from pnp.catalog import paper
from pnp.kits import kit_files
from pnp.layout.presets import load_preset

TUTORIAL = Path(__file__).resolve().parents[2] / "docs" / "tutorial"
# (the spider minigame's tiles compare their two faces, "same square on both sides": not the labyrinth's sides)
GENERATED = re.compile(r"\bside [AB]\b|\bsides? A\b|\bB \(|11 × 11|9 × 9|computer on both sides", re.IGNORECASE)


def _text(data: bytes) -> str:
    doc = pdfium.PdfDocument(data)
    try:
        # a line broken in the middle of a phrase is read as one: "side\nA" is "side A"
        return " ".join(" ".join(doc[i].get_textpage().get_text_range().split()) for i in range(len(doc)))
    finally:
        doc.close()


def _kit(design: Path) -> dict[Path, bytes]:
    files = kit_files(["labyrinth"], Path("k"), 1, 2, paper("a4"), load_preset("home"),
                      options={"labyrinth": (str(design),)})
    return {p.relative_to("k/labyrinth"): data for p, data in files.items()}


@pytest.fixture(scope="module")
def cellar_kit() -> dict[Path, bytes]:
    return _kit(TUTORIAL / "cellar.txt")


def test_a_one_sided_design_kit_names_no_side_and_no_generated_size(cellar_kit):
    kit = _text(cellar_kit[Path("kit.pdf")])
    readme = cellar_kit[Path("README.txt")].decode()
    found = [m.group() for m in GENERATED.finditer(kit)]
    assert found == [], found[:10]
    assert [m.group() for m in GENERATED.finditer(readme)] == []
    assert "Everyone plays the same labyrinth, The cellar (7 × 7 squares)." in kit
    assert "Par: " in kit  # the cards still give their pars, without a side


def test_a_two_sided_design_kit_names_its_sides_sizes(tmp_path):
    grid = (TUTORIAL / "cellar.txt").read_text()
    body = "\n".join(line for line in grid.splitlines() if not line.startswith(("title:", "notes:")))
    (tmp_path / "two.txt").write_text(f"title: Two floors\nside: A\n{body}\nside: B\n{body}\n")
    kit = _text(_kit(tmp_path / "two.txt")[Path("kit.pdf")])
    assert "Everyone plays the same side: A (7 × 7 squares) or B (7 × 7 squares)." in kit
    assert "11 × 11" not in kit
