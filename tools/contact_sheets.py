"""Make the README's contact sheets: every page of every kit and of the default book, small, on one picture each.

    .venv/bin/python tools/contact_sheets.py [OUT_DIR]

Runs `pnp kit --game all` and `pnp book` with their defaults, then draws each kit.pdf and the book's interior as
a grid of page thumbnails, each numbered as the PDF numbers it, into OUT_DIR (docs/images by default) as
contact-GAME.png and contact-book.png. A buyer looks at a game as a whole before reading a word: these are the
pictures to judge it by. Run it again when the drawing changes.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

from PIL import Image, ImageDraw

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "images"
THUMB = 150  # px: a thumbnail's longer side, enough to tell a card from a rules page
GAP = 14  # px between thumbnails, room for the page number under each
COLUMNS = 10
BACKDROP = (96, 96, 96)  # a grey table, so white pages show their edges


def contact_sheet(pdf: Path, columns: int = COLUMNS, thumb: int = THUMB) -> Image.Image:
    """Every page of ``pdf`` as a thumbnail (its longer side ``thumb`` px, its shape kept), ``columns`` a row, in
    page order, each numbered under it."""
    import pypdfium2 as pdfium

    doc = pdfium.PdfDocument(pdf)
    try:
        pages = []
        for index in range(len(doc)):
            page = doc[index]
            scale = thumb / max(page.get_width(), page.get_height())
            pages.append(page.render(scale=scale, fill_color=(255, 255, 255, 255)).to_pil().convert("RGB"))
    finally:
        doc.close()
    cell = thumb + GAP
    rows = (len(pages) + columns - 1) // columns
    sheet = Image.new("RGB", (min(len(pages), columns) * cell + GAP, rows * (cell + GAP) + GAP), BACKDROP)
    draw = ImageDraw.Draw(sheet)
    for n, page in enumerate(pages):
        x = GAP + (n % columns) * cell + (thumb - page.width) // 2
        y = GAP + (n // columns) * (cell + GAP) + (thumb - page.height) // 2
        sheet.paste(page, (x, y))
        draw.text((GAP + (n % columns) * cell + thumb // 2, y + page.height + 3), str(n + 1),
                  fill=(235, 235, 235), anchor="mt")
    return sheet


def _pnp(*args: str) -> None:
    subprocess.run([sys.executable, "-m", "pnp", *args, "--quiet"], check=True, cwd=ROOT, capture_output=True)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        _pnp("kit", "--game", "all", "--out", f"{tmp}/kit", "--jobs", "2")
        _pnp("book", "--out", f"{tmp}/book")
        pdfs = {kit.parent.name: kit for kit in sorted(Path(tmp, "kit").glob("*/kit.pdf"))}
        pdfs["book"] = next(Path(tmp, "book").glob("*-interior.pdf"))
        for name, pdf in pdfs.items():
            target = out / f"contact-{name}.png"
            # a palette of 256 colours keeps a sheet of fifty pages small in the repository, and still legible
            contact_sheet(pdf).quantize(256, dither=Image.Dither.NONE).save(target, optimize=True)
            print(target)


if __name__ == "__main__":
    main()
