"""Dungeon notebooks: generated, verified and rendered per second; size of the PDF."""

from __future__ import annotations

import time

from pnp.games.notebook.generate import generate_dungeon
from pnp.games.notebook.pages import notebook_document
from pnp.games.notebook.simulate import simulate
from pnp.games.notebook.verify import verify_dungeon
from pnp.layout.catalog import paper
from pnp.render.pdf import render_pdf

SEEDS = range(10)


def run():
    start = time.perf_counter()
    for seed in SEEDS:
        verify_dungeon(generate_dungeon(seed))
    yield "notebook_generated_and_verified_per_second", len(SEEDS) / (time.perf_counter() - start), "notebooks/s"
    start = time.perf_counter()
    size = 0
    pages = 0
    for seed in SEEDS[:4]:
        doc = notebook_document(generate_dungeon(seed), "a6", paper("a4"), pages_per_sheet=1)
        pdf = render_pdf(doc)
        size, pages = len(pdf), len(doc.pages)
    yield "notebook_generated_and_rendered_per_second", 4 / (time.perf_counter() - start), "notebooks/s"
    yield "notebook_pdf_pages", pages, "pages"
    yield "notebook_pdf_size", size / 1024, "KB"
    start = time.perf_counter()
    simulate(generate_dungeon(1), 1000)
    yield "notebook_simulated_runs_per_second", 1000 / (time.perf_counter() - start), "runs/s"
