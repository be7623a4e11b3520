"""Ink coverage of each game's kit.pdf in the default and low-ink themes (docs/themes.md says how it is
measured): ink_coverage_KIT_THEME, the kit's mean, and ink_darkest_page_KIT_THEME, its darkest page, in %.
Builds every kit twice (about three minutes on two cores)."""

from __future__ import annotations

import tempfile
from dataclasses import replace
from pathlib import Path

from pnp.catalog import paper
from pnp.kits import kit_files
from pnp.layout.presets import load_preset
from pnp.registry import kit_games
from pnp.render.ink import page_coverages


def run():
    for game in kit_games():
        for theme in ("default", "low-ink"):
            with tempfile.TemporaryDirectory() as tmp:
                preset = replace(load_preset("home"), theme=theme)
                files = kit_files([game], Path(tmp), 1, 4, paper("a4"), preset)
                pdf = files[Path(tmp) / game / "kit.pdf"]
            pages = page_coverages(pdf)
            yield f"ink_coverage_{game}_{theme}", 100 * sum(pages) / len(pages), "%"
            yield f"ink_darkest_page_{game}_{theme}", 100 * max(pages), "%"
