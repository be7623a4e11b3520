"""The bench's anchors are only worth their ratios if they do the same job: checked here on small instances.

- the naive CP-SAT model (bench/naive_cpsat.py) proves the same best score as pnp's solver, and the referee
  accepts its witness with that score;
- raw reportlab (bench/raw_reportlab.py) draws the same icons at the same places as pnp's renderer;
- an anchor whose library of the `bench` extra is missing says so in one line and yields no figure.
"""

from __future__ import annotations

import importlib
import importlib.util
from pathlib import Path

import pytest
from raster import compare

from pnp.games.labyrinth.candidates import card_candidates
from pnp.games.labyrinth.cards import ObjectiveCard, Row
from pnp.games.labyrinth.generate import SIDE_A, generate_sheet
from pnp.games.labyrinth.referee import referee
from pnp.games.labyrinth.solver import solve
from pnp.render.pdf import render_pdf
from pnp.render.png import rasterise
from pnp.scene.model import Document

BENCH = Path(__file__).resolve().parent.parent / "bench"


@pytest.fixture
def bench(monkeypatch):
    monkeypatch.syspath_prepend(str(BENCH))
    return importlib.import_module


# a hard card with what the generated candidates may not all exercise at once: an exit needing an item, a
# staircase as an extra exit, negative points, a heart effect, defeated monsters and an exact ghost count
ODD_CARD = ObjectiveCard("X1", "hard", "any", (
    Row("per", 2, symbol="skeleton"), Row("per", -1, symbol="gem"), Row("ghosts", 4, count=1),
    Row("exit", 5, names=("troll", "C"), requires="key"), Row("item", 3, symbol="treasure")),
    extra_exits=("C",), heart_effects=("scroll",))


def test_naive_model_proves_the_same_best_score(bench):
    seed = 3
    naive_solve = bench("naive_cpsat").naive_solve
    sheet = generate_sheet(SIDE_A, seed)
    for card in (next(card_candidates("easy", seed)), next(card_candidates("hard", seed)), ODD_CARD):
        ours, naive = solve(sheet, card, time_limit=60), naive_solve(sheet, card, time_limit=60)
        assert ours.optimal and naive.status in ("OPTIMAL", "INFEASIBLE")
        assert naive.score == ours.score, card.card_id
        if naive.path:
            judged = referee(sheet, card, naive.path)
            assert judged.legal and judged.score == naive.score, judged.reason


def test_naive_model_keeps_to_the_walls(bench):
    """Walls in the naive model are constraints, not missing arcs: a sheet walled shut has no path at all."""
    naive_solve = bench("naive_cpsat").naive_solve
    sheet = generate_sheet(SIDE_A, 0)
    from pnp.grid.core import all_edges

    shut = type(sheet)(sheet.width, sheet.height, frozenset(all_edges(sheet.width, sheet.height)), sheet.symbols)
    card = next(card_candidates("easy", 0))
    assert naive_solve(shut, card).status == "INFEASIBLE"
    assert solve(shut, card).solvable is False


def test_raw_reportlab_draws_the_same_pages(bench):
    render = bench("bench_anchor_render")
    raw_pdf = bench("raw_reportlab").raw_pdf
    doc, raw = render.pages()
    doc = Document(doc.pages[:2])
    ours = rasterise(render_pdf(doc), list(doc.pages), dpi=40)
    theirs = rasterise(raw_pdf(raw[:2]), list(doc.pages), dpi=40)
    for a, b in zip(ours, theirs):
        assert a.size == b.size
        top = round(20 * 40 / 25.4)  # the title's band: each side sets its baseline its own way
        band = (0, top, a.width, a.height)
        mean, share = compare(a.crop(band), b.crop(band))
        assert mean < 0.5 and share < 0.001, (mean, share)
        assert a.convert("L").getextrema()[0] < 100  # icons were drawn: the page is not blank


def test_a_missing_extra_is_one_line(bench, monkeypatch, capsys):
    mazes = bench("bench_anchor_mazes")
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "mazelib" else real(name, *a))
    assert list(mazes.run()) == []
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "mazelib" in err and "[bench]" in err
