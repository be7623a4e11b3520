"""The Python API takes a theme wherever the command line takes --theme: generate draws for it, write, document
and kit print in it, and each gives the same files as the command line."""

from __future__ import annotations

import subprocess
import sys

import pytest

import pnp
from pnp.parts import ComponentSet
from pnp.render.ink import coverage

TILES = {"type": "key", "difficulty": "easy", "count": 1, "answers": False}


def tile_width(content) -> float:
    return next(p for p in pnp.draw(content).parts if isinstance(p, ComponentSet)).fronts[0].width


def test_generate_draws_for_the_theme_and_write_prints_in_it(tmp_path):
    plain = pnp.generate("minigames", seed=2, **TILES)
    large = pnp.generate("minigames", seed=2, theme="large-print", **TILES)
    assert tile_width(large) > tile_width(plain)  # a large-print theme's text floor draws bigger tiles
    [path] = pnp.write(plain, tmp_path / "plain.pdf")
    [low] = pnp.write(plain, tmp_path / "low.pdf", theme=pnp.theme("low-ink"))
    assert coverage(low.read_bytes()) < 0.8 * coverage(path.read_bytes())  # low ink is less ink


@pytest.mark.parametrize("given", ["low-ink", "path", "loaded"])
def test_the_api_writes_what_the_command_line_writes_in_a_theme(tmp_path, given):
    from pnp.themes.files import theme_path

    spec = {"low-ink": "low-ink", "path": theme_path("low-ink"), "loaded": pnp.theme("low-ink")}[given]
    content = pnp.generate("minigames", seed=2, theme=spec, **TILES)
    [api] = pnp.write(content, tmp_path / "api.pdf")
    cli = tmp_path / "cli.pdf"
    subprocess.run([sys.executable, "-m", "pnp", "minigames", "--seed", "2", "--type", "key", "--difficulty",
                    "easy", "--count", "1", "--no-answers", "--theme", "low-ink", "--out", str(cli), "--quiet"],
                   check=True, capture_output=True)
    assert api.read_bytes() == cli.read_bytes()


def test_document_is_the_themed_document():
    content = pnp.generate("minigames", seed=2, **TILES)
    plain, themed = pnp.document(content), pnp.document(content, theme="low-ink")
    assert len(plain.pages) == len(themed.pages) and plain.pages != themed.pages


def test_a_bad_theme_is_one_line_before_any_work(monkeypatch):
    import pnp.games.minigames.sets as sets

    def no_generating(*args, **kwargs):
        raise AssertionError("generated before the theme was checked")

    monkeypatch.setattr(sets, "generate_set", no_generating)
    with pytest.raises(pnp.PnpError, match="unknown theme 'neon'"):
        pnp.generate("minigames", theme="neon", **TILES)
    with pytest.raises(pnp.PnpError, match="expected a theme"):
        pnp.generate("minigames", theme=42, **TILES)


def test_a_kit_in_a_theme_is_the_command_lines(tmp_path):
    api = pnp.kit("path-cards", tmp_path / "api", seed=4, theme=pnp.theme("low-ink"))
    cli = tmp_path / "cli"
    subprocess.run([sys.executable, "-m", "pnp", "kit", "--game", "path-cards", "--seed", "4", "--theme", "low-ink",
                    "--out", str(cli), "--quiet"], check=True, capture_output=True)
    pdf = next(p for p in api if p.name == "kit.pdf")
    assert pdf.read_bytes() == (cli / "path-cards" / "kit.pdf").read_bytes()
    plain = pnp.kit("path-cards", tmp_path / "plain", seed=4)
    assert pdf.read_bytes() != next(p for p in plain if p.name == "kit.pdf").read_bytes()
