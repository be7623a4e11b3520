"""The pictures docs/art.md and the README show are the files their tools make: each tool run into a folder of
its own writes exactly the pictures the docs name, and they are real pictures (slow: each builds kits)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

ROOT = Path(__file__).resolve().parents[1]


def _named(doc: str, prefix: str) -> set[str]:
    """The pictures under docs/images/ a document shows whose names start with ``prefix``."""
    text = (ROOT / doc).read_text(encoding="utf-8")
    return set(re.findall(rf"images/({re.escape(prefix)}[\w-]*\.png)", text))


@pytest.mark.slow
@pytest.mark.parametrize(("tool", "doc", "prefix"), [("art_board.py", "docs/art.md", "art-"),
                                                     ("contact_sheets.py", "README.md", "contact-"),
                                                     ("language_pages.py", "README.md", "lang-")])
def test_a_docs_pictures_are_what_its_tool_writes(tmp_path, tool, doc, prefix):
    named = _named(doc, prefix)
    assert named, f"{doc} shows no {prefix}*.png"
    subprocess.run([sys.executable, str(ROOT / "tools" / tool), str(tmp_path)], check=True, cwd=ROOT,
                   capture_output=True)
    made = {p.name for p in tmp_path.glob("*.png")}
    assert made == named, (made, named)
    for name in made:
        with Image.open(tmp_path / name) as picture:
            assert picture.width >= 600 and picture.height >= 200  # a picture, not an empty strip
        assert (ROOT / "docs" / "images" / name).is_file()  # and the docs' own copy is in the repository
