"""Same input, same bytes: PDF, SVG, JSON and PNG."""

from __future__ import annotations

import subprocess
import sys

from scenes import varied_document

from pnp.jsonio import dumps
from pnp.render.pdf import render_pdf
from pnp.render.png import render_png
from pnp.render.svg import render_svg
from pnp.scene.jsonio import to_json


def test_rendering_twice_gives_identical_bytes():
    a, b = varied_document(), varied_document()
    assert render_pdf(a) == render_pdf(b)
    assert render_svg(a) == render_svg(b)
    assert dumps(to_json(a)) == dumps(to_json(b))
    assert render_png(a, dpi=50) == render_png(b, dpi=50)


def test_the_proof_command_twice_in_fresh_processes_gives_identical_files(tmp_path):
    outputs = []
    for run in ("one", "two"):
        folder = tmp_path / run
        subprocess.run([sys.executable, "-m", "pnp", "proof", "--format", "pdf,svg,json", "--out", str(folder),
                        "--seed", "7"],
                       check=True, capture_output=True)
        outputs.append({p.name: p.read_bytes() for p in sorted(folder.iterdir())})
    assert outputs[0].keys() == outputs[1].keys() and len(outputs[0]) >= 3
    for name in outputs[0]:
        assert outputs[0][name] == outputs[1][name], name
