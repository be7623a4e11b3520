"""The whole job: `pnp kit --game all` with defaults, serial and on two processes; the fold-over preset serial.

Target from issue 7 (2-core machine): under 60 s.
"""

from __future__ import annotations

import tempfile
import time
from pathlib import Path

from pnp.catalog import paper
from pnp.kits import kit_files
from pnp.layout.presets import load_preset
from pnp.registry import kit_games


def run():
    games = kit_games()
    for jobs in (1, 2):
        with tempfile.TemporaryDirectory() as tmp:
            start = time.perf_counter()
            files = kit_files(games, Path(tmp), 1, 4, paper("a4"), load_preset("home"), jobs=jobs)
            seconds = time.perf_counter() - start
        yield f"kit_all_jobs{jobs}_seconds", seconds, "s"
    yield "kit_all_files", len(files), "files"
    with tempfile.TemporaryDirectory() as tmp_fold:  # the fold-over preset builds every game too
        start = time.perf_counter()
        kit_files(games, Path(tmp_fold), 1, 4, paper("a4"), load_preset("home-foldover"), jobs=1)
        yield "kit_all_home_foldover_jobs1_seconds", time.perf_counter() - start, "s"
    yield "kit_all_size", sum(len(b) for b in files.values()) / 1e6, "MB"
    for game in games:
        pdf = files[Path(tmp) / game / "kit.pdf"]
        yield f"kit_{game}_pdf_size", len(pdf) / 1e6, "MB"
