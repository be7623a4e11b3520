"""`pnp export tts` on the command line: refusals in one line with nothing written, and a whole game's export
(slow) whose JSON names files that are there, the same bytes serial and on two processes."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from urllib.parse import unquote, urlparse

import pytest
from PIL import Image
from tts_helpers import urls


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pnp", "export", "tts", *args], capture_output=True, text=True)


@pytest.mark.parametrize(("args", "needle"), [
    (("--game", "chess"), "--game"),
    (("--base-url", "ftp://example.org/x"), "--base-url"),
    (("--base-url", "https://example.org/x", "--absolute"), "--absolute"),
    (("--dpi", "1000"), "--dpi"),
    (("--players", "0"), "--players"),
    (("--jobs", "0"), "--jobs"),
])
def test_bad_options_are_one_line_and_write_nothing(tmp_path, args, needle):
    out = tmp_path / "tts"
    result = run("--game", "path-cards", "--out", str(out), *args)
    assert result.returncode == 2, result
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("pnp: error: ") and needle in lines[0], result.stderr
    assert "Traceback" not in result.stderr
    assert not out.exists()


def files(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.mark.slow
def test_a_whole_game_exported_serial_and_in_processes(tmp_path):
    serial, pooled, absolute = tmp_path / "a", tmp_path / "b", tmp_path / "c"
    assert run("--game", "path-cards", "--out", str(serial), "--quiet").returncode == 0
    assert run("--game", "path-cards", "--out", str(pooled), "--jobs", "2", "--quiet").returncode == 0
    here, there = (folder.resolve().as_uri().encode() for folder in (serial, pooled))
    assert files(serial)["path-cards/path-cards.json"].replace(here, there) == \
        files(pooled)["path-cards/path-cards.json"]  # the same JSON but for the folder each names
    assert {k: v for k, v in files(serial).items() if k.endswith(".png")} == \
        {k: v for k, v in files(pooled).items() if k.endswith(".png")}  # same bytes
    data = json.loads((serial / "path-cards" / "path-cards.json").read_text())
    named = urls(data)
    images = {p for p in files(serial) if p.endswith(".png")}
    # every image named by its file URL in the export folder, and nothing else written
    assert {unquote(urlparse(u).path) for u in named} == {str((serial / p).resolve()) for p in images}
    for name in images:
        with Image.open(serial / name) as image:
            assert image.mode == "RGB" and max(image.size) <= 10_000  # Tabletop Simulator wants RGB
    assert run("--game", "path-cards", "--out", str(absolute), "--absolute", "--quiet").returncode == 0
    for url in urls(json.loads((absolute / "path-cards" / "path-cards.json").read_text())):
        assert url.startswith("file:///") and Path(unquote(urlparse(url).path)).is_file()


@pytest.mark.parametrize("where", ["file", "under a file"])
def test_an_out_that_is_a_file_is_refused_before_any_kit_is_made(tmp_path, monkeypatch, capsys, where):
    import pnp.export.build as build
    import pnp.kits as kits
    from pnp.cli import main

    def no_work(*args, **kwargs):
        raise AssertionError("the export started before --out was checked")

    monkeypatch.setattr(build, "export_files", no_work)
    monkeypatch.setattr(kits, "per_game", no_work)
    blocker = tmp_path / "saved.json"
    blocker.write_text("{}", encoding="utf-8")
    out = blocker if where == "file" else blocker / "tts"
    with pytest.raises(SystemExit) as exit_:
        main(["export", "tts", "--game", "path-cards", "--out", str(out), "--quiet"])
    assert exit_.value.code == 2
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("pnp: error: --out ") and "file" in lines[0], lines
    assert blocker.read_text(encoding="utf-8") == "{}"
