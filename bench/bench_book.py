"""A print-on-demand book: the default mix at 6 × 9 in for KDP (about 120 pages, answers and the wrap cover),
serial and on two processes; the time to the first puzzle's generation is in the total.

Target from issue 16 (2-core machine): under 20 s.
"""

from __future__ import annotations

import time
from pathlib import Path

from pnp.book.build import BookOptions, book_files
from pnp.book.mix import DEFAULT_MAZE_SIZES, DEFAULT_PUZZLES, parse_mix
from pnp.book.model import BookInfo
from pnp.book_catalog import service, trim


def run():
    files = {}
    for jobs in (1, 2):
        options = BookOptions(info=BookInfo(seed=1), mix=parse_mix(DEFAULT_PUZZLES, DEFAULT_MAZE_SIZES),
                              trim=trim("6x9"), service=service("kdp"), jobs=jobs)
        start = time.perf_counter()
        files = book_files(options, Path("unused"))
        yield f"book_6x9_jobs{jobs}_seconds", time.perf_counter() - start, "s"
    import io

    import pikepdf

    interior = next(b for p, b in files.items() if p.name.endswith("-interior.pdf"))
    yield "book_6x9_pages", len(pikepdf.open(io.BytesIO(interior)).pages), "pages"
    yield "book_6x9_interior_size", len(interior) / 1e6, "MB"
