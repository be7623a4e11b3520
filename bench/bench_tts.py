"""`pnp export tts --game all` with defaults (300 dpi): its time serial and on two processes, its files and size.

Most of the time is the kits themselves (the labyrinth's proven decks, the maze tiles' playability report);
the images add the rasterising of every face at 300 dpi and the PNG encoding of the sheets.
"""

from __future__ import annotations

import tempfile
import time
from pathlib import Path

from pnp.export.build import export_files
from pnp.registry import kit_games


def run():
    games = kit_games()
    for jobs in (1, 2):
        with tempfile.TemporaryDirectory() as tmp:
            start = time.perf_counter()
            files = export_files(games, Path(tmp), 1, 4, jobs=jobs)
            yield f"tts_all_jobs{jobs}_seconds", time.perf_counter() - start, "s"
    yield "tts_all_files", len(files), "files"
    yield "tts_all_size", sum(len(b) for b in files.values()) / 1e6, "MB"
    for game in games:
        size = sum(len(b) for p, b in files.items() if game in p.parts)
        yield f"tts_{game}_size", size / 1e6, "MB"
