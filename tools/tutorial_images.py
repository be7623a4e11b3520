"""Make the pictures of docs/custom-labyrinths.md from the tutorial's own files, with the real commands.

    .venv/bin/python tools/tutorial_images.py

Every picture is pnp's output for docs/tutorial/*.txt (rendered as PNG, or a
kit's preview), scaled down for the page; run it again when the drawings
change. tests/test_tutorial.py runs the tutorial's commands themselves.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

from PIL import Image

ROOT = Path(__file__).resolve().parents[1]
TUTORIAL = ROOT / "docs" / "tutorial"
IMAGES = ROOT / "docs" / "images" / "tutorial"
WIDTH = 520  # px: the pictures' width on the page


def pnp(*args: str, cwd: Path) -> None:
    subprocess.run([sys.executable, "-m", "pnp", *args], cwd=cwd, check=True, capture_output=True)


def keep(png: Path, name: str, width: int = WIDTH) -> None:
    with Image.open(png) as image:
        image = image.convert("RGB")
        if image.width > width:
            image = image.resize((width, round(image.height * width / image.width)), Image.LANCZOS)
        image.save(IMAGES / name, optimize=True)
    print(IMAGES / name)


def main() -> None:
    IMAGES.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        from pnp.games.labyrinth.legend import legend_document
        from pnp.output import document_files, resolve_target

        for path, data in document_files(legend_document(), resolve_target(str(work / "legend.png"), "legend",
                                                                            ["png"]), ["png"], dpi=150).items():
            path.write_bytes(data)
            keep(path, "legend.png", 600)
        for step in ("cellar-2", "cellar-3", "cellar"):
            pnp("render", str(TUTORIAL / f"{step}.txt"), "--format", "png", "--dpi", "100", "--out",
                str(work / f"{step}.png"), cwd=work)
            keep(work / f"{step}.png", f"{step}.png")
        pnp("kit", "--game", "labyrinth", "--labyrinth", str(TUTORIAL / "cellar.txt"), "--out", str(work / "kit"),
            "--quiet", cwd=work)
        previews = work / "kit" / "labyrinth" / "previews"
        keep(previews / "objective-cards.png", "kit-cards.png")
        keep(previews / "answers.png", "kit-answers.png")


if __name__ == "__main__":
    main()
