"""Make the pictures on pnp studio's front page, from real output: the four kits' covers (Print a game), a puzzle
book's front cover (Make a book) and a labyrinth sheet (Design a labyrinth).

    .venv/bin/python tools/studio_pictures.py [OUT_DIR]

Runs `pnp kit --game all` and `pnp book` with their defaults and draws door-print.png, door-book.png and
door-edit.png into OUT_DIR (pnp/studio/static by default). Run it again when the covers or the sheets change.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

from PIL import Image

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "pnp" / "studio" / "static"
HEIGHT = 220  # px: a door's picture on a laptop's screen
GAP = 10
GAMES = ("labyrinth", "maze-tiles", "path-cards", "notebook")


def _page(pdf: Path, index: int, height: int) -> Image.Image:
    from pnp.studio.thumbs import page_picture

    image = Image.open(__import__("io").BytesIO(page_picture(pdf.read_bytes(), index, 1200))).convert("RGB")
    return image.resize((round(image.width * height / image.height), height), Image.LANCZOS)


def _row(images: list[Image.Image]) -> Image.Image:
    row = Image.new("RGB", (sum(i.width for i in images) + GAP * (len(images) - 1), HEIGHT), (251, 248, 242))
    x = 0
    for image in images:
        row.paste(image, (x, 0))
        x += image.width + GAP
    return row


def _save(image: Image.Image, path: Path) -> None:
    image.quantize(colors=200, method=Image.Quantize.MEDIANCUT).save(path, optimize=True)
    print(path)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    pnp = [sys.executable, "-m", "pnp"]
    with tempfile.TemporaryDirectory() as folder:
        kits, book = Path(folder) / "kits", Path(folder) / "book"
        subprocess.run([*pnp, "kit", "--game", "all", "--out", str(kits), "--quiet", "--jobs", "2"], check=True)
        subprocess.run([*pnp, "book", "--out", str(book), "--quiet"], check=True, stdout=subprocess.DEVNULL)
        _save(_row([_page(kits / g / "kit.pdf", 0, HEIGHT) for g in GAMES]), out / "door-print.png")
        cover = _page(next(book.glob("*-cover.pdf")), 0, HEIGHT)
        _save(cover.crop((cover.width - round(cover.width * 0.47), 0, cover.width, HEIGHT)), out / "door-book.png")
        _save(_page(kits / "labyrinth" / "kit.pdf", 4, HEIGHT), out / "door-edit.png")


if __name__ == "__main__":
    main()
