"""The maze-tiles command: what it writes, what it reports, what it refuses."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest


def run(*args):
    return subprocess.run([sys.executable, "-m", "pnp", *args], capture_output=True, text=True)


def test_maze_tiles_writes_the_components_the_tile_set_and_the_report(tmp_path):
    result = run("maze-tiles", "--setups", "40", "--format", "pdf,json", "--out", str(tmp_path))
    assert result.returncode == 0, result.stderr
    data = json.loads((tmp_path / "maze-tiles-1.json").read_text())
    assert data["kind"] == "maze-tiles" and len(data["tiles"]) == 49
    assert data["playability"]["setups"] == 40
    shares = data["playability"]
    assert 0 <= shares["joined_by_pathways_alone_share"] <= shares["joined_using_secret_passages_share"] <= 1
    assert "quarter turns needed" in result.stderr and "by pathways alone" in result.stderr
    import pypdfium2 as pdfium

    def text(name: str) -> str:
        doc = pdfium.PdfDocument((tmp_path / name).read_bytes())
        return "".join(doc[i].get_textpage().get_text_range() for i in range(len(doc)))

    # the report is the designer's page, in a file of its own; the players' file holds the components only
    report_text = text("maze-tiles-1-designer.pdf")
    assert "by pathways alone" in report_text and "using secret passages too" in report_text
    assert "pathways alone" not in text("maze-tiles-1.pdf")
    verdict = run("verify", str(tmp_path / "maze-tiles-1.json"))
    assert verdict.returncode == 0 and "ok" in verdict.stdout


def test_maze_tiles_rejects_too_few_setups_in_one_line(tmp_path):
    result = run("maze-tiles", "--setups", "3", "--out", str(tmp_path))
    assert result.returncode == 2 and len(result.stderr.strip().splitlines()) == 1


@pytest.mark.slow  # two runs of the command and a verify: about 7 s
def test_the_variant_is_recorded_in_the_json_checked_by_verify_and_the_same_bytes_twice(tmp_path):
    for out in ("a", "b"):
        result = run("maze-tiles", "--variant", "medusa", "--no-report", "--format", "pdf,json", "--out",
                     str(tmp_path / out))
        assert result.returncode == 0, result.stderr
    assert (tmp_path / "a" / "maze-tiles-1.pdf").read_bytes() == (tmp_path / "b" / "maze-tiles-1.pdf").read_bytes()
    data = json.loads((tmp_path / "a" / "maze-tiles-1.json").read_text())
    assert data["variant"] == "medusa"
    verdict = run("verify", str(tmp_path / "a" / "maze-tiles-1.json"))
    assert verdict.returncode == 0 and "Medusa variant: 15 desperation cards" in verdict.stdout


def test_a_bad_variant_is_refused_in_one_line_by_the_command_and_the_kit(tmp_path):
    for args in (("maze-tiles", "--variant", "hydra"), ("kit", "--game", "maze-tiles", "--variant", "hydra"),
                 ("kit", "--game", "path-cards", "--variant", "medusa")):
        result = run(*args, "--out", str(tmp_path / "out"))
        assert result.returncode == 2 and len(result.stderr.strip().splitlines()) == 1, (args, result.stderr)
        assert "--variant" in result.stderr and "Traceback" not in result.stderr
    assert not (tmp_path / "out").exists()
