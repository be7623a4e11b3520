"""Dungeon notebooks: generated, verified and rendered per second; size of the PDF."""

from __future__ import annotations

import statistics
import time

from pnp.catalog import paper
from pnp.games.notebook.generate import generate_dungeon
from pnp.games.notebook.printouts import notebook_part
from pnp.games.notebook.simulate import play, simulate
from pnp.games.notebook.verify import verify_dungeon
from pnp.layout.impose import put_on_paper
from pnp.layout.presets import standard
from pnp.parts import Printout
from pnp.render.pdf import render_pdf

SEEDS = range(10)


def single_pages(d):
    """The notebook's A6 pages one per page (no booklet), put on paper as ``pnp notebook --pages-per-sheet 1``."""
    printout = Printout((notebook_part(d, "a6", 1),), "Dungeon notebook", f"seed {d.seed}", layout="cards")
    return put_on_paper(printout, paper("a4"), standard("cards"))


def run():
    start = time.perf_counter()
    for seed in SEEDS:
        verify_dungeon(generate_dungeon(seed))
    yield "notebook_generated_and_verified_per_second", len(SEEDS) / (time.perf_counter() - start), "notebooks/s"
    start = time.perf_counter()
    size = 0
    pages = 0
    for seed in SEEDS[:4]:
        doc = single_pages(generate_dungeon(seed))
        pdf = render_pdf(doc)
        size, pages = len(pdf), len(doc.pages)
    yield "notebook_generated_and_rendered_per_second", 4 / (time.perf_counter() - start), "notebooks/s"
    yield "notebook_pdf_pages", pages, "pages"
    yield "notebook_pdf_size", size / 1024, "KB"
    start = time.perf_counter()
    simulate(generate_dungeon(1), 1000)  # both players: 2,000 runs
    yield "notebook_simulated_runs_per_second", 2000 / (time.perf_counter() - start), "runs/s"
    # deaths of each simulated player over 10 notebooks, 100 runs each (players.py says who they are)
    dungeons = [generate_dungeon(seed) for seed in SEEDS]
    for player in ("greedy", "random"):
        deaths = [play(d, 1000 * d.seed + run, player=player).deaths for d in dungeons for run in range(100)]
        yield f"notebook_{player}_player_deaths_median", statistics.median(deaths), "deaths"
        yield f"notebook_{player}_player_deaths_mean", statistics.fmean(deaths), "deaths"
