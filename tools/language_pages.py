"""Make the README's pictures of kits in other languages: two pages of a German and of a Polish kit, side by side.

    .venv/bin/python tools/language_pages.py [OUT_DIR]

Runs `pnp kit --lang de --game labyrinth` and `pnp kit --lang pl --game notebook` with their defaults, and draws
the cover and the first rules page of each kit.pdf next to each other into OUT_DIR (docs/images by default) as
lang-de-labyrinth.png and lang-pl-notebook.png. Run it again when the drawing or the translations change.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

from PIL import Image

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "images"
HEIGHT = 620  # px: a page's height, enough to read its headings
GAP = 16
BACKDROP = (96, 96, 96)
KITS = (("de", "labyrinth"), ("pl", "notebook"))


def _rules_page(pdf: Path, lang: str, name: str) -> int:
    """The index of the kit's first rules page: the first page after the cover that prints the rules' title in
    the language."""
    import pypdfium2 as pdfium

    from pnp.i18n import language
    from pnp.kits.pages import rules_data
    from pnp.registry import game

    with language(lang):
        title = rules_data(game(name).rules)["title"]
    probe = " ".join(title.split())[:14]
    doc = pdfium.PdfDocument(pdf)
    try:
        for index in range(1, len(doc)):
            if probe in " ".join(doc[index].get_textpage().get_text_range().split()):
                return index
    finally:
        doc.close()
    raise SystemExit(f"{pdf}: no page prints the rules' title {title!r}")


def spread(pdf: Path, pages: tuple[int, ...]) -> Image.Image:
    import pypdfium2 as pdfium

    doc = pdfium.PdfDocument(pdf)
    try:
        shots = []
        for index in pages:
            page = doc[index]
            scale = HEIGHT / page.get_height()
            shots.append(page.render(scale=scale, fill_color=(255, 255, 255, 255)).to_pil().convert("RGB"))
    finally:
        doc.close()
    width = sum(s.width for s in shots) + GAP * (len(shots) + 1)
    sheet = Image.new("RGB", (width, HEIGHT + 2 * GAP), BACKDROP)
    x = GAP
    for shot in shots:
        sheet.paste(shot, (x, GAP))
        x += shot.width + GAP
    return sheet


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        for lang, name in KITS:
            folder = Path(tmp) / lang
            subprocess.run([sys.executable, "-m", "pnp", "kit", "--lang", lang, "--game", name, "--out", str(folder),
                            "--quiet"], check=True, cwd=ROOT, capture_output=True)
            pdf = folder / name / "kit.pdf"
            spread(pdf, (0, _rules_page(pdf, lang, name))).save(out / f"lang-{lang}-{name}.png", optimize=True)


if __name__ == "__main__":
    main()
