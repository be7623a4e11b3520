"""A black-ink interior is drawn for black ink (issue 27: the default white paper means black ink at KDP, yet
the pages were in colour and said "green arrow"): read back from the PDF's own drawing operators, every colour
is a neutral grey of at least 10 % (or white), every stroke prints at least 0.75 pt, and no printed word names
a colour. A colour interior keeps its colours."""

from __future__ import annotations

import math
import re
from decimal import Decimal
from functools import cache
from pathlib import Path

import pikepdf
import pypdfium2 as pdfium
import pytest

from tests.fuzz_helpers import run_pnp

MIN_WIDTH_PT = 0.75
COLOUR_WORDS = re.compile(r"\b(red|green|blue|yellow|orange|purple|violet|pink|gold|golden|brown|colou?red)\b",
                          re.IGNORECASE)
STROKES = {"S", "s", "B", "B*", "b", "b*"}
Matrix = tuple[float, float, float, float, float, float]
IDENTITY: Matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)


def _times(m: Matrix, n: Matrix) -> Matrix:
    a, b, c, d, e, f = m
    a2, b2, c2, d2, e2, f2 = n
    return (a * a2 + b * c2, a * b2 + b * d2, c * a2 + d * c2, c * b2 + d * d2, e * a2 + f * c2 + e2,
            e * b2 + f * d2 + f2)


def drawn(pdf: Path) -> tuple[list[tuple[str, tuple[float, ...]]], list[float], int]:
    """Every colour set (operator, operands), every stroke's printed width in pt, and the images drawn."""
    colours: list[tuple[str, tuple[float, ...]]] = []
    widths: list[float] = []
    images = 0

    def run(stream_owner, resources, ctm: Matrix) -> None:
        nonlocal images
        stack: list[tuple[Matrix, float]] = []
        width = 1.0
        for operands, op in pikepdf.parse_content_stream(stream_owner):
            name = str(op)
            values = tuple(float(v) for v in operands if isinstance(v, (int, float, Decimal))) if name in (
                "rg", "RG", "g", "G", "k", "K", "sc", "scn", "SC", "SCN", "cm", "w") else ()
            if name == "q":
                stack.append((ctm, width))
            elif name == "Q":
                ctm, width = stack.pop()
            elif name == "cm":
                ctm = _times(values, ctm)  # type: ignore[arg-type]
            elif name == "w":
                width = values[0]
            elif name in ("rg", "RG", "g", "G", "k", "K", "sc", "scn", "SC", "SCN"):
                colours.append((name, values))
            elif name in STROKES:
                a, b, c, d, _, _ = ctm
                widths.append(width * math.sqrt(abs(a * d - b * c)))
            elif name == "Do":
                xobject = resources.XObject[operands[0]]
                if xobject.Subtype == "/Image":
                    images += 1
                    continue
                matrix = tuple(float(v) for v in xobject.get("/Matrix", IDENTITY))
                run(xobject, xobject.get("/Resources", resources), _times(matrix, ctm))  # type: ignore[arg-type]

    with pikepdf.open(pdf) as doc:
        for page in doc.pages:
            run(page, page.Resources, IDENTITY)
    return colours, widths, images


def is_grey_ink(op: str, values: tuple[float, ...]) -> bool:
    """A neutral grey of at least 10 % black, or white."""
    if op in ("g", "G"):
        (level,) = values
    elif op in ("rg", "RG"):
        r, g, b = values
        if max(r, g, b) - min(r, g, b) > 1e-3:
            return False
        level = r
    elif op in ("k", "K"):
        c, m, y, k = values
        if max(c, m, y) > 1e-3:
            return False
        level = 1.0 - k
    else:
        return False  # a colour space of its own: not plain grey
    return level >= 1.0 - 1e-3 or level <= 0.9 + 1e-3


def pdf_text(pdf: Path) -> str:
    doc = pdfium.PdfDocument(pdf.read_bytes())
    try:
        return "\n".join(page.get_textpage().get_text_range() for page in doc)
    finally:
        doc.close()


@cache
def interior(root: str, *options: str) -> Path:
    out = Path(root) / ("-".join(options) or "default")
    result = run_pnp("book", "--puzzles", "labyrinth=1,minigames=7,maze=2", "--levels", "1", "--seed", "3",
                     "--no-cover", "--out", str(out), "--quiet", *options)
    assert result.code == 0, result.err
    return out / "book-3-interior.pdf"


@pytest.fixture(scope="module")
def root(tmp_path_factory) -> str:
    return str(tmp_path_factory.mktemp("ink"))


@pytest.mark.parametrize("options", [(), ("--paper-type", "cream"), ("--ink", "black", "--theme", "colour-blind")])
def test_a_black_ink_interior_prints_greys_of_at_least_ten_percent_and_lines_of_at_least_three_quarter_pt(
        root, options):
    colours, widths, images = drawn(interior(root, *options))
    assert colours and widths
    not_grey = sorted({(op, tuple(round(v, 3) for v in values)) for op, values in colours
                       if not is_grey_ink(op, values)})
    assert not_grey == [], not_grey[:8]
    assert min(widths) >= MIN_WIDTH_PT - 1e-3, sorted(widths)[:5]
    assert images == 0


def test_no_printed_word_names_a_colour(root):
    for options in ((), ("--ink", "colour")):
        text = pdf_text(interior(root, *options))
        assert "arrow" in text and not COLOUR_WORDS.search(text), COLOUR_WORDS.search(text)


def test_a_colour_interior_keeps_its_colours(root):
    for options in (("--paper-type", "colour"), ("--ink", "colour")):
        colours, _, _ = drawn(interior(root, *options))
        assert any(not is_grey_ink(op, values) for op, values in colours)
