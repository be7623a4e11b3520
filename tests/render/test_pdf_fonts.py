"""Embedded font subsets are named by their content (issue 27, item 5): a print shop merging two of our files
must never find two different subsets under one name, and the same subset keeps its name (and bytes)."""

from __future__ import annotations

import io
import re

import pikepdf

from pnp.render.pdf import render_pdf
from pnp.render.pdf_fonts import subset_prefix
from pnp.scene.model import Document, Page, Text


def _doc(*texts: str) -> Document:
    items = tuple(Text(t, 5, 5 + 12 * i, 60, 10, font="display" if i % 2 else "body") for i, t in enumerate(texts))
    return Document((Page(80, 80, items),))


def subsets(data: bytes) -> dict[str, bytes]:
    """Every embedded font of the file: its BaseFont name -> the embedded font program's bytes."""
    out = {}
    with pikepdf.open(io.BytesIO(data)) as pdf:
        for page in pdf.pages:
            for font in page.Resources.Font.values():
                out[str(font.BaseFont)] = bytes(font.FontDescriptor.FontFile2.read_bytes())
    return out


DOCS = [_doc("Turn 3 — heal 1 × 2", "Café"), _doc("Draw 2 ≤ 4 → discard", "Straße"), _doc("Turn 3 — heal 1 × 2"),
        _doc("plain text only", "Key"), _doc("other ascii words", "Map")]


def test_a_subset_name_stands_for_one_content_across_files():
    """Over files with different text: a name never stands for two different font programs, and two different
    font programs of one font never share a name (reportlab alone named the first subset of every file
    AAAAAA+)."""
    by_name: dict[str, bytes] = {}
    for doc in DOCS:
        for name, program in subsets(render_pdf(doc)).items():
            assert re.fullmatch(r"/[A-Z]{6}\+[A-Za-z-]+", name), name
            assert by_name.setdefault(name, program) == program, f"{name} names two different subsets"
    by_program: dict[bytes, set[str]] = {}
    for name, program in by_name.items():
        by_program.setdefault(program, set()).add(name)
    assert all(len(names) == 1 for names in by_program.values())
    prefixes = {name[1:7] for name in by_name}
    assert len(prefixes) >= 4 and "AAAAAA" not in prefixes, sorted(by_name)


def test_different_characters_give_different_prefixes_and_the_same_file_the_same_bytes():
    one, other = render_pdf(DOCS[0]), render_pdf(DOCS[1])
    lato = [{n for n in subsets(d) if n.endswith("Lato-Regular")} for d in (one, other)]
    assert lato[0] and lato[1] and not lato[0] & lato[1]
    assert render_pdf(DOCS[0]) == one


def test_the_prefix_is_six_capitals_from_the_subset():
    a = subset_prefix(b"Lato-Regular", [32, 65, 66])
    assert re.fullmatch(rb"[A-Z]{6}", a)
    assert a == subset_prefix(b"Lato-Regular", [32, 65, 66])
    assert a != subset_prefix(b"Lato-Regular", [32, 65, 67]) != subset_prefix(b"Lato-Bold", [32, 65, 66])
