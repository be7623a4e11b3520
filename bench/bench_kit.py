"""The whole job: `pnp kit --game all` with defaults, serial and on two processes; the fold-over preset serial;
the print-shop preset on two processes, its time and size as ratios to the home kit's in the same run.

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
        home_seconds = seconds  # the last: two processes, as the print-shop run below
        yield f"kit_all_jobs{jobs}_seconds", seconds, "s"
    yield "kit_all_files", len(files), "files"
    with tempfile.TemporaryDirectory() as tmp_fold:  # the fold-over preset builds every game too
        start = time.perf_counter()
        kit_files(games, Path(tmp_fold), 1, 4, paper("a4"), load_preset("home-foldover"), jobs=1)
        yield "kit_all_home_foldover_jobs1_seconds", time.perf_counter() - start, "s"
    home_size = sum(len(b) for b in files.values())
    yield "kit_all_size", home_size / 1e6, "MB"
    # the print-shop preset beside the home one, same run: CMYK per-deck PDFs with bleed, kit.pdf with its bleed
    with tempfile.TemporaryDirectory() as tmp_shop:
        start = time.perf_counter()
        shop = kit_files(games, Path(tmp_shop), 1, 4, paper("a4"), load_preset("print-shop"), jobs=2)
        shop_seconds = time.perf_counter() - start
    shop_size = sum(len(b) for b in shop.values())
    yield "kit_all_print_shop_jobs2_seconds", shop_seconds, "s"
    yield "kit_all_print_shop_vs_home_time", shop_seconds / home_seconds, "x"
    yield "kit_all_print_shop_size", shop_size / 1e6, "MB"
    yield "kit_all_print_shop_vs_home_size", shop_size / home_size, "x"
    yield "kit_all_print_shop_files", len(shop), "files"
    for game in games:
        pdf = files[Path(tmp) / game / "kit.pdf"]
        yield f"kit_{game}_pdf_size", len(pdf) / 1e6, "MB"
