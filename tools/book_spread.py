"""Make the README's picture of a puzzle book: two facing pages of the default 6 × 9 in book, as printed.

    .venv/bin/python tools/book_spread.py [LEFT_PAGE]

Runs `pnp book` with its defaults, renders the chosen left-hand (even) page and the right-hand page after it
from the interior PDF at the trim, and puts them side by side as they face each other in the bound book
(docs/images/book-spread.png). Run it again when the book's drawing changes.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

from PIL import Image, ImageDraw

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "images" / "book-spread.png"
DPI = 110


def main() -> None:
    left = int(sys.argv[1]) if len(sys.argv) > 1 else 0
    import pypdfium2 as pdfium

    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run([sys.executable, "-m", "pnp", "book", "--out", tmp, "--quiet"], check=True, cwd=ROOT,
                       capture_output=True)
        pdf = pdfium.PdfDocument(next(Path(tmp).glob("*-interior.pdf")))
        if not left:  # the first spread of two puzzles with a labyrinth (its objective card) on one side
            texts = [pdf[i].get_textpage().get_text_range() for i in range(len(pdf))]
            left = next(n for n in range(2, len(pdf), 2) if "Answer: page" in texts[n] and "Answer: page" in
                        texts[n - 1] and "objective" in (texts[n - 1] + texts[n]).lower())
        pages = [pdf[i].render(scale=DPI / 72).to_pil().convert("RGB") for i in (left - 1, left)]
    w, h = pages[0].width, pages[0].height
    spread = Image.new("RGB", (2 * w + 40, h + 40), (120, 120, 120))
    for k, page in enumerate(pages):
        spread.paste(page, (20 + k * w, 20))
    ImageDraw.Draw(spread).line([(20 + w, 20), (20 + w, 20 + h)], fill=(150, 150, 150), width=1)  # the spine
    OUT.parent.mkdir(parents=True, exist_ok=True)
    spread.save(OUT, optimize=True)
    print(OUT, f"pages {left}-{left + 1}")


if __name__ == "__main__":
    main()
