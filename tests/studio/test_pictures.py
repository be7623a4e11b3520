"""The pictures on the studio's front page are the files tools/studio_pictures.py writes, and real pictures
(slow: the tool builds every kit and a book)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

ROOT = Path(__file__).resolve().parents[2]
STATIC = ROOT / "pnp" / "studio" / "static"


@pytest.mark.slow
def test_the_front_pages_pictures_are_what_their_tool_writes(tmp_path):
    named = set(re.findall(r'src="([\w-]+\.png)"', (STATIC / "index.html").read_text(encoding="utf-8")))
    assert len(named) == 3
    subprocess.run([sys.executable, str(ROOT / "tools" / "studio_pictures.py"), str(tmp_path)], check=True, cwd=ROOT,
                   capture_output=True)
    assert {p.name for p in tmp_path.glob("*.png")} == named
    for name in named:
        with Image.open(tmp_path / name) as made, Image.open(STATIC / name) as shipped:
            assert made.height == shipped.height >= 200 and made.width >= 100
            assert abs(made.width - shipped.width) <= 2  # the shipped copy is this drawing's, not a stale one
