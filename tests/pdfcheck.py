"""Independent checks of the PDFs we write: pikepdf for structure, PDFium (pypdfium2) for the text, and the
command-line tools print shops use (qpdf, pdffonts, pdfinfo, Ghostscript) when installed.

A test reaches a command-line tool only through :func:`need_tool`, which skips where it is missing
(tests/systools.py: a guard refuses any other way). CI installs the tools and sets PNP_REQUIRE_PDF_TOOLS=1, so
there a missing tool fails the test instead of skipping it.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pikepdf
import pytest
import systools

PT_PER_MM = 72.0 / 25.4


def need_tool(name: str) -> str:
    """The path of the system program ``name``, the one way a test may run it; a skip where it is missing."""
    assert name in systools.TOOLS, f"{name} is not listed in tests/systools.py's TOOLS"
    path = shutil.which(name)
    if path is None:
        if systools.tools_hidden():  # the run of a machine without them (CI's first): skip, whatever else is set
            pytest.skip(f"{name} hidden ({systools.HIDE_VARIABLE}=1)")
        if os.environ.get("PNP_REQUIRE_PDF_TOOLS"):
            pytest.fail(f"{name} is required (PNP_REQUIRE_PDF_TOOLS is set) but not installed")
        pytest.skip(f"{name} not installed (apt-get install qpdf poppler-utils ghostscript)")
    return systools.approve(path)


@dataclass(frozen=True)
class Boxes:
    media: tuple[float, ...]
    bleed: tuple[float, ...]
    trim: tuple[float, ...]


def page_boxes(pdf_path: Path) -> list[Boxes]:
    with pikepdf.open(pdf_path) as pdf:
        out = []
        for page in pdf.pages:
            obj = page.obj
            out.append(
                Boxes(
                    tuple(float(v) for v in obj.MediaBox),
                    tuple(float(v) for v in obj.BleedBox),
                    tuple(float(v) for v in obj.TrimBox),
                )
            )
        return out


def _fonts_in(resources, seen: dict) -> None:
    if resources is None:
        return
    fonts = resources.get("/Font")
    if fonts is not None:
        for key in fonts.keys():
            font = fonts[key]
            seen[str(font.get("/BaseFont"))] = font
    xobjects = resources.get("/XObject")
    if xobjects is not None:
        for key in xobjects.keys():
            xo = xobjects[key]
            if xo.get("/Subtype") == "/Form":
                _fonts_in(xo.get("/Resources"), seen)


def fonts(pdf_path: Path) -> dict[str, dict]:
    """Every font any page (or form on it) references: name -> facts."""
    seen: dict = {}
    with pikepdf.open(pdf_path) as pdf:
        for page in pdf.pages:
            _fonts_in(page.obj.get("/Resources"), seen)
        facts = {}
        for name, font in seen.items():
            desc = font.get("/FontDescriptor")
            embedded = desc is not None and any(k in desc for k in ("/FontFile", "/FontFile2", "/FontFile3"))
            facts[name] = {
                "subtype": str(font.get("/Subtype")),
                "embedded": embedded,
                "subset": bool(re.match(r"^/[A-Z]{6}\+", name)),
            }
        return facts


def qpdf_check(pdf_path: Path) -> None:
    tool = need_tool("qpdf")
    result = subprocess.run([tool, "--check", str(pdf_path)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "No syntax or stream encoding errors" in result.stdout


def pdffonts_rows(pdf_path: Path) -> list[list[str]]:
    tool = need_tool("pdffonts")
    out = subprocess.run([tool, str(pdf_path)], capture_output=True, text=True, check=True).stdout
    return [line.split() for line in out.splitlines()[2:] if line.strip()]


def pdfinfo_boxes(pdf_path: Path) -> list[dict[str, tuple[float, ...]]]:
    tool = need_tool("pdfinfo")
    out = subprocess.run([tool, "-box", "-f", "1", "-l", "9999", str(pdf_path)], capture_output=True, text=True,
                         check=True).stdout
    pages: dict[int, dict] = {}
    for line in out.splitlines():
        m = re.match(r"Page\s+(\d+)\s+(\w+Box):\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)", line)
        if m:
            pages.setdefault(int(m.group(1)), {})[m.group(2)] = tuple(float(m.group(i)) for i in range(3, 7))
    return [pages[k] for k in sorted(pages)]


MM_TO_PT = 72 / 25.4


def font_sizes(pdf: bytes) -> list[tuple[str, float]]:
    """Each printed character of the PDF with its font size in points, read back by PDFium. PDFium gives the
    size in the text's own space, which the renderer scales from millimetres to points by one matrix for the
    whole page (docs/ARCHITECTURE.md, Units): hence the factor. Sizes inside scaled groups are not seen
    scaled: walk the scene (pnp.scene.walk.printed_text_sizes) for those."""
    import pypdfium2 as pdfium
    import pypdfium2.raw as pdfium_c

    doc = pdfium.PdfDocument(pdf)
    found = []
    try:
        for i in range(len(doc)):
            text = doc[i].get_textpage()
            for k in range(text.count_chars()):
                ch = text.get_text_range(k, 1)
                if ch.strip():
                    found.append((ch, pdfium_c.FPDFText_GetFontSize(text.raw, k) * MM_TO_PT))
    finally:
        doc.close()
    return found


def _pdfium_document(pdf: bytes | Path):
    import pypdfium2 as pdfium

    return pdfium.PdfDocument(pdf if isinstance(pdf, bytes) else str(pdf))


def page_count(pdf: bytes | Path) -> int:
    """The PDF's pages, as PDFium reads them."""
    doc = _pdfium_document(pdf)
    try:
        return len(doc)
    finally:
        doc.close()


def page_texts(pdf: bytes | Path) -> list[str]:
    """Each page's text, read back by PDFium (in the dependencies: no system tool needed)."""
    doc = _pdfium_document(pdf)
    try:
        return [doc[i].get_textpage().get_text_bounded() for i in range(len(doc))]
    finally:
        doc.close()


def printed_sizes(pdf: bytes | Path) -> list[tuple[str, float]]:
    """Each printed character with the size it prints at, in points: its font size through every matrix that
    places it (the text's, the page's, a scaled group's), as a print shop's ruler would measure it."""
    import pypdfium2.raw as pdfium_c

    doc = _pdfium_document(pdf)
    found = []
    try:
        for i in range(len(doc)):
            text = doc[i].get_textpage()
            matrix = pdfium_c.FS_MATRIX()
            for k in range(text.count_chars()):
                ch = text.get_text_range(k, 1)
                if ch.strip() and pdfium_c.FPDFText_GetMatrix(text.raw, k, matrix):
                    scale = abs(matrix.a * matrix.d - matrix.b * matrix.c) ** 0.5
                    found.append((ch, pdfium_c.FPDFText_GetFontSize(text.raw, k) * scale))
    finally:
        doc.close()
    return found
