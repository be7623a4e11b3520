"""--no-credit-line (issue 27): a publisher may leave "Made with pnp" off the title page and the back cover; the
copyright page keeps the icons' and fonts' credits, which their licences ask for."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from tests.fuzz_helpers import run_pnp

CREDIT = "Made with pnp"


def pdf_pages_text(path: Path) -> list[str]:
    doc = pdfium.PdfDocument(path.read_bytes())
    try:
        return [page.get_textpage().get_text_range() for page in doc]
    finally:
        doc.close()


@cache
def made(credit: bool, root: str) -> dict[str, list[str]]:
    out = Path(root) / ("with" if credit else "without")
    result = run_pnp("book", "--puzzles", "labyrinth=1,spider=1,maze=1", "--levels", "1", "--seed", "3",
                     "--out", str(out), "--quiet", *([] if credit else ["--no-credit-line"]))
    assert result.code == 0, result.err
    return {name: pdf_pages_text(out / f"book-3-{name}.pdf") for name in ("interior", "cover")}


@pytest.fixture(scope="module")
def root(tmp_path_factory) -> str:
    return str(tmp_path_factory.mktemp("credit"))


def test_the_credit_line_is_on_the_title_page_and_the_back_cover_by_default(root):
    pages = made(True, root)
    assert CREDIT in pages["interior"][0]
    assert CREDIT in pages["cover"][0]


def test_no_credit_line_leaves_it_off_everywhere_and_keeps_the_licences_credits(root):
    pages = made(False, root)
    assert not any(CREDIT in text for text in pages["interior"] + pages["cover"])
    copyright_page = pages["interior"][1]
    for credit in ("game-icons.net", "Creative Commons Attribution 3.0", "Open Font License"):
        assert credit in copyright_page, credit
    assert copyright_page == made(True, root)["interior"][1]  # the same credits as with the line
