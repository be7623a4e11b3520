"""pnp verify --explain: designer feedback on labyrinth sheets (pnp/games/labyrinth/explain.py, explain_pars.py).

Each weakness is built on a small hand-made sheet and must be reported; a
generated sheet reports nothing (the generator throws away a candidate that
would); the CLI prints the report, keeps
the verdict's exit status and refuses other kinds in one line.
"""

from __future__ import annotations

import itertools
import json
import subprocess
import sys

import pytest
from grid_oracle import cut_squares_by_removal
from labyrinth_fixtures import S, assert_no_finding, sheet, staircase

from pnp.games.labyrinth.explain import BOSS_CARD, OPEN_CARD, decide, explain, sheet_feedback
from pnp.games.labyrinth.generate import SIDE_A, clean, generate_labyrinth
from pnp.games.labyrinth.jsonio import labyrinth_to_json, sheet_to_json
from pnp.games.labyrinth.model import Sheet
from pnp.games.labyrinth.referee import referee
from pnp.games.labyrinth.solver import Want
from pnp.games.labyrinth.verify import verify_sheet
from pnp.grid.core import Cell, wall

# 5 × 5, y = 0 on top:   M . T . W   (bosses)      A . B . C (staircases) on the bottom row


def feedback(s: Sheet):
    verdict = verify_sheet(s)
    assert verdict.ok, verdict.summary()
    return sheet_feedback(s, [tuple(map(tuple, p)) for p in verdict.witness["routes"].values()])


def box(c: Cell, open_to: tuple[Cell, ...] = ()) -> list[tuple[Cell, Cell]]:
    """Walls all round square ``c`` on a 5 × 5 sheet, except towards ``open_to``."""
    x, y = c
    around = [(x + dx, y + dy) for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))]
    return [(c, n) for n in around if 0 <= n[0] < 5 and 0 <= n[1] < 5 and n not in open_to]


def test_a_walled_off_square_and_a_dead_end_are_unreachable():
    walls = box((4, 2)) + box((0, 2), open_to=((1, 2),))  # (4, 2) shut in; (0, 2) a dead end off (1, 2)
    fb = feedback(sheet({(0, 2): S("ghost")}, walls))  # a symbol walled off makes the sheet unplayable
    why = {f.cell: f.reason for f in fb.unreachable}
    assert set(why) == {(4, 2), (0, 2)}
    assert why[(4, 2)] == "walled off from every staircase"
    assert "dead end or pocket" in why[(0, 2)]
    unscored = {f.cell: f.reason for f in fb.unscorable}
    assert unscored == {(0, 2): "no legal path reaches its square"}


def make(symbols: dict, walls: list[tuple[Cell, Cell]], size: tuple[int, int] = (5, 5)) -> Sheet:
    return Sheet(size[0], size[1], frozenset(wall(a, b) for a, b in walls), tuple(sorted(symbols.items())),
                 "custom", "test")


def test_a_corridor_of_three_traps_loses_all_hearts():
    # the right column is a corridor from C (4, 4) up to the spider (4, 0), three traps long: a path entering
    # any of its squares walks all three (it cannot turn back) and loses its third heart
    extra = {(4, 3): S("trap"), (4, 2): S("trap"), (4, 1): S("trap")}
    walls = [((3, y), (4, y)) for y in (1, 2, 3)]
    fb = feedback(sheet(extra, walls))
    why = {f.cell: f.reason for f in fb.unreachable}
    assert why == {(4, y): "every path through it loses all 3 hearts" for y in (1, 2, 3)}


def test_a_rat_reachable_only_past_an_exit_can_never_score():
    # 5 × 6: the rat's square, above the minotaur's, opens only onto it: a path would pass the exit to reach the
    # rat and could not come back; the sword is on the open floor
    symbols = {(0, 1): S("minotaur"), (2, 1): S("troll"), (4, 1): S("spider"), (0, 5): staircase("A"),
               (2, 5): staircase("B"), (4, 5): staircase("C"), (0, 0): S("rat"), (2, 3): S("sword")}
    fb = feedback(make(symbols, [((0, 0), (1, 0))], (5, 6)))
    assert (0, 0) in {f.cell for f in fb.unreachable}
    assert [(f.cell, f.reason) for f in fb.unscorable] == [((0, 0), "no legal path reaches its square")]


def test_a_rat_guarding_the_way_to_the_sword_is_never_defeated():
    # row 2 is a wall but for the rat's square (2, 2): staircases below, the sword and the bosses above; every
    # path meets the rat before the sword and cannot cross back
    symbols = {(0, 0): S("minotaur"), (2, 0): S("troll"), (4, 0): S("spider"), (3, 1): S("sword"),
               (2, 2): S("rat"), (0, 4): staircase("A"), (2, 4): staircase("B"), (4, 4): staircase("C")}
    walls = [((x, 1), (x, 2)) for x in (0, 1, 3, 4)] + [((1, 2), (2, 2)), ((2, 2), (3, 2))]
    fb = feedback(make(symbols, walls))
    assert [(f.cell, f.reason) for f in fb.unscorable] == [
        ((2, 2), "no legal path gains the sword before it, so it is never defeated")]
    assert "the sword at (3, 1): no legal path gains it before the rat at (2, 2)" in [f.line() for f in fb.late_items]
    assert not fb.unreachable


def test_a_sword_only_behind_its_troll_is_reported():
    # the top-right corner (3..4, 0..1) holds the sword and the spider and opens only onto the troll at (2, 1):
    # the sword is gained past the troll, so no path gains it and then leaves by the troll
    symbols = {(0, 0): S("minotaur"), (2, 1): S("troll"), (4, 0): S("spider"), (3, 0): S("sword"),
               (0, 4): staircase("A"), (2, 4): staircase("B"), (4, 4): staircase("C")}
    walls = [((2, 0), (3, 0)), ((3, 1), (3, 2)), ((4, 1), (4, 2))]
    fb = feedback(make(symbols, walls))
    lines = [f.line() for f in fb.late_items]
    assert "the sword at (3, 0): no legal path gains it before leaving by the troll" in lines
    assert "the sword at (3, 0): no legal path gains it before leaving by the minotaur" in lines
    assert not any("spider" in line for line in lines)  # gained, then out by the spider
    assert not fb.unreachable and not fb.unscorable


def test_a_missing_sword_leaves_rats_unscorable():
    fb = feedback(sheet({(1, 2): S("rat")}))
    assert [(f.cell, f.reason) for f in fb.unscorable] == [((1, 2), "no sword on the sheet, so it is never defeated")]


# Before generated sheets were checked, seed 5 held a pocket on side A (six squares past one opening) and a sword
# no path gained before any rat on side B; seed 2 side A, once its pockets were opened, a corner only a path losing
# every heart reached. Both are the kind of candidate the generator now throws away.
@pytest.mark.parametrize("seed", [1, 2, 5])
def test_a_generated_labyrinth_reports_none_of_the_weaknesses(seed):
    lab = generate_labyrinth(seed)
    for side in (lab.side_a, lab.side_b):
        assert_no_finding(side)


@pytest.mark.slow  # 40 labyrinths, each side's report: about 20 s
def test_generated_labyrinths_of_many_seeds_report_no_weakness():
    for seed in range(1, 41):
        lab = generate_labyrinth(seed)
        for side in (lab.side_a, lab.side_b):
            assert_no_finding(side)


def test_a_pocket_is_reported_and_a_generated_candidate_holding_one_is_thrown_away(monkeypatch):
    # a 2 × 2 room (3..4, 2..3) open to the rest of the maze only at (3, 2)-(2, 2): a gem in its far corner
    room = [(3, 2), (4, 2), (3, 3), (4, 3)]
    walls = [((2, 3), (3, 3)), ((3, 1), (3, 2)), ((4, 1), (4, 2)), ((3, 3), (3, 4)), ((4, 3), (4, 4))]
    pocket = sheet({(4, 3): S("gem")}, walls)
    verdict = verify_sheet(pocket)
    fb = feedback(pocket)
    assert {f.cell for f in fb.unreachable} == set(room)
    assert all("dead end or pocket" in f.reason for f in fb.unreachable)
    assert [(f.cell, f.reason) for f in fb.unscorable] == [((4, 3), "no legal path reaches its square")]
    assert {(2, 2), (3, 2)} <= cut_squares_by_removal(pocket.grid)  # the door into the room, either side
    assert not clean(pocket, verdict.witness["routes"])
    # the generator's loop: a candidate with a pocket is passed over for the seed's next one
    from pnp.games.labyrinth import generate as gen

    real, tried = gen._attempt, []

    def pocket_first(params, seed, rng, labyrinth_id):
        tried.append(seed)
        return pocket if len(tried) == 1 else real(params, seed, rng, labyrinth_id)

    monkeypatch.setattr(gen, "_attempt", pocket_first)
    made = gen.generate_sheet(SIDE_A, 3)
    assert len(tried) >= 2 and made != pocket
    assert clean(made, verify_sheet(made).witness["routes"])


def test_the_answers_agree_with_every_simple_path_on_a_small_sheet():
    """An oracle: every path from a staircase on a 5 × 5 sheet with walls and traps, enumerated; the squares the
    search calls reachable are exactly those some path legal under the card visits (both cards asked about)."""
    walls = box((4, 2)) + [((1, 1), (1, 2)), ((2, 2), (2, 3)), ((3, 1), (3, 2)), ((0, 3), (1, 3))]
    s = sheet({(1, 3): S("trap"), (3, 3): S("trap"), (2, 2): S("trap"), (1, 1): S("gem"), (0, 2): S("rat"),
               (3, 2): S("trap")}, walls)
    every = [(x, y) for x, y in itertools.product(range(5), range(5))]
    for card in (OPEN_CARD, BOSS_CARD):
        legal: set[Cell] = set()

        def walk(path: list[Cell], card=card, legal=legal) -> None:
            if referee(s, card, path).legal:
                legal.update(path)
            for n in s.grid.moves(path[-1]):
                if n not in path:
                    walk([*path, n])

        for start in s.staircases().values():
            walk([start])
        found = decide(s, card, [Want(c) for c in every])
        assert {c for c in every if found[Want(c)]} == legal
        assert all(found[Want(c)] is False for c in every if c not in legal)  # proven, not undecided


def test_the_report_reads_the_verdicts_routes_and_skips_a_malformed_side():
    walls = box((4, 2))
    s = sheet({}, walls)
    report = explain(s, verify_sheet(s).witness, pars=False)
    assert report.pars is None
    assert report.lines()[:2] == ["Designer feedback, custom sheet:", "  Squares no legal path reaches: 1"]
    assert report.to_json()["sides"]["custom sheet"]["unreachable"][0]["reason"] == "walled off from every staircase"
    lab = generate_labyrinth(1)
    skipped = explain(lab, {"A": {}, "B": verify_sheet(lab.side_b).witness})  # side A: no routes (malformed)
    assert skipped.sides["side A"] == "the sheet is malformed (see the verdict)" and skipped.pars is None


def _run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pnp", *args], capture_output=True, text=True, timeout=120)


@pytest.mark.slow  # two runs, each proving 12 cards on the design and the default seed's labyrinth (~10 s)
def test_cli_prints_the_feedback_and_keeps_the_verdicts_status(tmp_path):
    walls = box((4, 2))
    path = tmp_path / "walled.json"
    path.write_text(json.dumps(sheet_to_json(sheet({(4, 2): S("gem")}, walls))))
    run = _run("verify", str(path), "--explain")
    assert run.returncode == 1, run.stderr  # unplayable (the gem is walled off): explained all the same
    assert "REJECTED: unplayable sheet; the gem at (4, 2) is walled off from every exit" in run.stdout
    assert "Squares no legal path reaches: 1" in run.stdout
    assert "square (4, 2) (gem): walled off from every staircase" in run.stdout
    assert "Pars of seed" in run.stdout and "tutorial" in run.stdout
    data = json.loads(_run("verify", str(path), "--explain", "--json").stdout)
    side = data["explain"]["sides"]["custom sheet"]
    assert side["unreachable"] == [{"at": [4, 2], "what": "square (4, 2) (gem)",
                                    "reason": "walled off from every staircase"}]
    table = data["explain"]["pars"]["sides"]["A"]["table"]
    assert set(table) == {"tutorial", "easy", "medium", "hard"}
    assert all(set(row["generated"]) == {"min", "median", "max", "spread"} for row in table.values())


def test_cli_refuses_explain_for_other_kinds_in_one_line(tmp_path):
    from labyrinth_fixtures import card

    from pnp.games.labyrinth.jsonio import card_to_json

    path = tmp_path / "card.json"
    path.write_text(json.dumps(card_to_json(card())))
    run = _run("verify", str(path), "--explain")
    assert run.returncode == 2 and run.stdout == ""
    assert run.stderr.strip().splitlines() == [
        f"pnp: error: {path}: --explain is for labyrinth sheets and labyrinths, not a objective-card file"]


@pytest.mark.slow  # about 10 s: the seed's labyrinth, its probe, and 24 proofs
def test_pars_of_the_seeds_own_labyrinth_match_the_generated_ones():
    lab = generate_labyrinth(7)
    report = explain(lab, {"A": {"routes": {}}, "B": {"routes": {}}})
    assert report.pars is not None and report.pars.seed == 7
    for side in report.pars.sides:
        assert side.design == side.generated  # the design is the seed's generated labyrinth (its first variant)
    assert len(report.pars.cards) == 12
    assert labyrinth_to_json(lab)["kind"] == "labyrinth"
