"""The designer's report decides the simple questions exactly, before the solver, and says the same on any machine.

The flows of :mod:`pnp.games.labyrinth.through_routes` are checked against every simple path of small random
sheets (an oracle that enumerates them); the examples of the finding (a loop of three traps, a chokepoint before
the treasure) are decided with the solver forbidden; a question the solver leaves open is never printed under
"none"; and the report is the same with the machine loaded as idle (its work is bounded in units of search work,
not in seconds).
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from labyrinth_fixtures import S, sheet, staircase

from pnp.games.labyrinth import explain
from pnp.games.labyrinth.explain import (
    BOSS_CARD,
    OPEN_CARD,
    SECTIONS,
    Feedback,
    Undecided,
    feedback_lines,
    sheet_feedback,
)
from pnp.games.labyrinth.model import Sheet, Symbol
from pnp.games.labyrinth.referee import referee
from pnp.games.labyrinth.solver import Want
from pnp.games.labyrinth.through_routes import Routes, settle
from pnp.games.labyrinth.verify import verify_sheet
from pnp.grid.core import Cell, all_edges, cells


def feedback_without_the_solver(s: Sheet, monkeypatch) -> Feedback:
    def no_solver(*args, **kwargs):
        raise AssertionError("the solver was asked a question the flows should settle")

    monkeypatch.setattr(explain, "path_meeting", no_solver)
    verdict = verify_sheet(s)
    assert verdict.ok, verdict.summary()
    return sheet_feedback(s, [tuple(map(tuple, p)) for p in verdict.witness["routes"].values()])


def test_a_loop_of_three_traps_is_decided_without_the_solver(monkeypatch):
    # (2, 2) opens only onto (2, 1) and (2, 3), and all three hold traps: a path through it walks all three
    walls = [((2, 2), (1, 2)), ((2, 2), (3, 2))]
    s = sheet({(2, 1): S("trap"), (2, 2): S("trap"), (2, 3): S("trap"), (0, 2): S("sword")}, walls)
    fb = feedback_without_the_solver(s, monkeypatch)
    why = {f.cell: f.reason for f in fb.unreachable}
    assert why == {(2, 2): "every path through it loses all 3 hearts"}
    assert [f.cell for f in fb.unscorable] == [(2, 2)] and not fb.undecided


def test_a_chokepoint_before_the_treasure_is_decided_without_the_solver(monkeypatch):
    # the key lies in the top-right room with the spider, entered only through (3, 1): a path that gains the key
    # cannot come out again, so it leaves by the spider and never gains the treasure (on the open floor)
    walls = [((3, 0), (2, 0)), ((4, 1), (4, 2)), ((3, 1), (2, 1))]
    s = sheet({(4, 1): S("key"), (1, 2): S("treasure")}, walls)
    fb = feedback_without_the_solver(s, monkeypatch)
    lines = [f.line() for f in fb.late_items]
    assert "the key at (4, 1): no legal path gains it before the treasure at (1, 2)" in lines
    assert "the treasure at (1, 2): no legal path gains the key before it, so it is never gained" in \
        [f.line() for f in fb.unscorable]
    assert not any("spider" in line for line in lines)  # gained, then out by the spider: that one is possible
    assert not fb.undecided


# --- the flows against every simple path of small sheets --------------------------------------------------------

KINDS = ("trap", "trap", "rat", "skeleton", "sword", "bow", "key", "treasure", "gem")


@st.composite
def small_sheets(draw) -> Sheet:
    """A 4 × 3 sheet: two staircases, two bosses, a few hazards and items, any walls."""
    w, h = 4, 3
    squares = draw(st.permutations(list(cells(w, h))))
    stairs, bosses, rest = squares[:2], squares[2:4], squares[4:]
    symbols: dict[Cell, Symbol] = {stairs[0]: staircase("A"), stairs[1]: staircase("B"),
                                   bosses[0]: S("minotaur"), bosses[1]: S("troll")}
    kinds = draw(st.lists(st.sampled_from(KINDS), max_size=6, unique_by=lambda k: k if k != "trap" else None))
    for cell, kind in zip(rest, kinds):
        symbols[cell] = S(kind)
    edges = sorted(all_edges(w, h), key=sorted)
    walls = draw(st.sets(st.sampled_from(edges), max_size=6))
    return Sheet(w, h, frozenset(walls), tuple(sorted(symbols.items())), "custom", "t")


def every_path(s: Sheet) -> list[tuple[Cell, ...]]:
    out: list[tuple[Cell, ...]] = []

    def walk(path: list[Cell]) -> None:
        out.append(tuple(path))
        for n in s.grid.moves(path[-1]):
            if n not in path:
                walk([*path, n])

    for start in s.staircases().values():
        walk([start])
    return out


def drawable(s: Sheet, card, path: tuple[Cell, ...]) -> bool:
    """Legal but for the hearts: from an entry to another exit (the referee with nothing costing a heart)."""
    bare = Sheet(s.width, s.height, s.walls, tuple((c, y) for c, y in s.symbols if y.kind not in
                                                       ("trap", "rat", "skeleton")), s.side, s.sheet_id)
    return referee(bare, card, path).legal


@settings(max_examples=200, deadline=None)
@given(small_sheets(), st.data())
def test_every_flow_answer_agrees_with_every_simple_path(s, data):
    paths = every_path(s)
    squares = list(cells(s.width, s.height))
    for card in (OPEN_CARD, BOSS_CARD):
        for hearts in (True, False):
            routes = Routes(s, card, hearts)
            legal = [p for p in paths if (referee(s, card, p).legal if hearts else drawable(s, card, p))]
            cell = data.draw(st.sampled_from(squares))
            after = data.draw(st.one_of(st.none(), st.sampled_from(squares)))
            want = Want(cell, after, data.draw(st.booleans()), data.draw(st.booleans()))
            answer = settle(routes, want)
            exists = any(want.met_by(p) for p in legal)
            if answer is False:
                assert not exists, (want, card.difficulty, hearts)  # a proof that no path does it is never wrong
            elif answer is not None:
                assert answer in legal and want.met_by(answer)  # a witness is a legal path doing it
            if after is None and not hearts:
                assert answer is not None  # whether a path can be drawn through a square, the flow always decides


# --- what the report prints ------------------------------------------------------------------------------------

def test_a_section_with_open_questions_never_reads_none():
    fb = Feedback((), (), (), (), (Undecided("unreachable", "could not decide whether a path can visit (3, 4)"),))
    lines = feedback_lines(fb)
    head = next(line for line in lines if line.startswith("  Squares no legal path reaches"))
    assert "none" not in head and head.endswith("0 proven, 1 undecided")
    assert "    undecided: could not decide whether a path can visit (3, 4)" in lines
    assert "  Symbols no card can score: none" in lines  # a section whose every question was settled


def test_questions_the_solver_leaves_open_are_listed_under_their_section(monkeypatch):
    # the flows and the greedy try are kept out, and the solver given no work at all: every question it is asked
    # stays open, and each section it leaves open says so instead of "none"
    monkeypatch.setattr(explain, "settle", lambda routes, want: None)
    monkeypatch.setattr(explain, "_greedy", lambda s, card, want: None)
    monkeypatch.setattr(explain, "SEARCH_WORK", 1e-9)
    s = sheet({(1, 2): S("rat"), (3, 2): S("sword"), (2, 1): S("key"), (2, 3): S("treasure")})
    fb = sheet_feedback(s)
    assert fb.undecided and not fb.unreachable
    sections = {u.section for u in fb.undecided}
    assert {"unreachable", "unscorable", "late_items"} <= sections
    lines = feedback_lines(fb)
    for name, title in SECTIONS:  # each section's heading: "N proven, M undecided" while any of its questions is open
        head = next(line for line in lines if line.startswith(f"  {title}: "))
        open_ = sum(u.section == name for u in fb.undecided)
        assert (head.endswith(f" proven, {open_} undecided") and "none" not in head) if open_ else \
            "undecided" not in head, head
    assert "  Squares no legal path reaches: 0 proven, " in "\n".join(lines)


# --- the same report on a loaded machine -----------------------------------------------------------------------

def test_no_search_of_the_report_is_bounded_by_the_clock(monkeypatch):
    # every solve the report makes is bounded by its work (CP-SAT's deterministic time), none by seconds: a
    # clock-bound search gives up sooner on a busy machine and turns a finding into an undecided question
    from ortools.sat.python import cp_model

    asked: list[tuple[float, float]] = []

    class Recording(cp_model.CpSolver):
        def solve(self, model, callback=None):
            asked.append((self.parameters.max_time_in_seconds, self.parameters.max_deterministic_time))
            return super().solve(model, callback)

    monkeypatch.setattr(cp_model, "CpSolver", Recording)  # the solver makes its CpSolver from this module
    monkeypatch.setattr(explain, "settle", lambda routes, want: None)  # the solver asked what the flows answer
    monkeypatch.setattr(explain, "_greedy", lambda s, card, want: None)
    s = sheet({(1, 2): S("rat"), (3, 2): S("sword"), (2, 3): S("trap"), (3, 3): S("trap")})
    fb = sheet_feedback(s)
    assert asked and not fb.undecided
    assert all(seconds == float("inf") and work == explain.SEARCH_WORK for seconds, work in asked), asked


@pytest.mark.slow  # about 10 s: a 16 × 16 sheet's report (no pars; the flows, greedy tries and three solves)
def test_the_report_is_the_same_on_a_loaded_machine(tmp_path):
    made = subprocess.run([sys.executable, "-m", "pnp", "sheet", "--size", "16x16", "--seed", "1",
                           "--format", "json", "--out", str(tmp_path / "s.json"), "--quiet"],
                          capture_output=True, text=True)
    assert made.returncode == 0, made.stderr
    script = ("import sys\n"
              "from pnp.games.labyrinth.explain import explain\n"
              "from pnp.games.labyrinth.files import load_sheets\n"
              "from pnp.games.labyrinth.verify import verify_sheet\n"
              "s = load_sheets(sys.argv[1], None)[0]\n"
              "print('\\n'.join(explain(s, verify_sheet(s).witness, pars=False).lines()))\n")
    # the busy machine: the report shares one core with two processes that never rest (pinned there, so the
    # other core stays free for whatever else runs: the report gets a third of a core, three times slower)
    core = min(os.sched_getaffinity(0))

    def on_the_core() -> None:
        os.sched_setaffinity(0, {core})

    def report(pinned: bool) -> str:
        done = subprocess.run([sys.executable, "-c", script, str(tmp_path / "s.json")], capture_output=True,
                              text=True, preexec_fn=on_the_core if pinned else None)
        assert done.returncode == 0, done.stderr
        return done.stdout

    idle = report(pinned=False)
    hogs = [subprocess.Popen([sys.executable, "-c", "while True: pass"], preexec_fn=on_the_core) for _ in range(2)]
    try:
        busy = report(pinned=True)
    finally:
        for hog in hogs:
            hog.kill()
            hog.wait()
    assert busy == idle
    assert "Designer feedback" in idle
