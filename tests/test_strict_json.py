"""Every JSON pnp prints, writes or serves parses with a strict parser: no NaN, no Infinity.

Python's ``json`` writes ``Infinity`` for an infinite float unless told not to, and no parser outside Python reads
it; ``pnp solve --json`` once printed ``"bound": Infinity``. The architecture check keeps every module on the one
strict writer; the solver's check shows the value behind that finding is now ``null``.
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest
from labyrinth_fixtures import Row

from pnp.games.labyrinth.cards import ObjectiveCard
from pnp.games.labyrinth.generate import generate_sheet, params_for
from pnp.games.labyrinth.jsonio import card_to_json, sheet_to_json
from pnp.games.labyrinth.solver import describe_solution, solve
from pnp.games.labyrinth.solver_stop import Stop
from pnp.jsonio import dumps, json_text

ROOT = Path(__file__).resolve().parent.parent


def strict_loads(text: str):
    def refuse(name: str):
        raise ValueError(f"not JSON: {name}")

    return json.loads(text, parse_constant=refuse)


def test_no_module_writes_json_but_through_the_strict_writer():
    writers = []
    for path in sorted((ROOT / "pnp").rglob("*.py")):
        if path == ROOT / "pnp" / "jsonio.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr in ("dump", "dumps") and \
                    isinstance(node.value, ast.Name) and node.value.id == "json":
                writers.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert writers == [], "json.dump(s) outside pnp/jsonio.py (use pnp.jsonio.json_text): " + ", ".join(writers)


def test_the_strict_writer_refuses_a_number_that_is_not_finite():
    assert strict_loads(json_text({"a": [1.5, None]}, indent=1)) == {"a": [1.5, None]}
    for bad in (float("inf"), float("-inf"), float("nan")):
        with pytest.raises(ValueError):
            json_text({"bound": bad})
        with pytest.raises(ValueError):
            dumps({"bound": bad})


class StopBeforeTheSecondEntry(Stop):
    """Lets the first entry's search run, and stops the solve as the next one would start."""

    def __init__(self) -> None:
        super().__init__()
        self.searches = 0

    def attach(self, solver) -> bool:
        self.searches += 1
        if self.searches > 1:
            self.requested = True
        return super().attach(solver)


def test_a_solve_stopped_with_entries_left_untried_has_no_bound_and_says_so_in_strict_json():
    # a 20 × 20 sheet is solved entry by entry: a path from the first entry is found, the others are never tried,
    # so nothing bounds what they might score (this printed "bound": Infinity)
    sheet = generate_sheet(params_for("A", (20, 20)), 1)
    card = ObjectiveCard("T", "medium", "any", (Row("exit", 1, names=("minotaur", "spider", "troll")),))
    stop = StopBeforeTheSecondEntry()
    sol = solve(sheet, card, time_limit=30, stop=stop)
    assert stop.searches == 2 and sol.solvable and not sol.optimal
    assert sol.bound is None
    assert strict_loads(json_text(sol.to_json()))["bound"] is None
    assert "no bound on the score was proven" in describe_solution(sheet, sol)


@pytest.mark.parametrize("limit", ["0.1", "1"])
def test_pnp_solve_json_parses_strictly_whatever_the_search_reached(tmp_path, limit):
    sheet = generate_sheet(params_for("A", (20, 20)), 1)
    (tmp_path / "s.json").write_bytes(dumps(sheet_to_json(sheet)))
    card = ObjectiveCard("H9", "hard", "any", (Row("per", 2, symbol="gem"), Row("per", -1, symbol="trap")))
    (tmp_path / "c.json").write_bytes(dumps(card_to_json(card)))
    done = subprocess.run([sys.executable, "-m", "pnp", "solve", str(tmp_path / "s.json"), "--objective",
                           str(tmp_path / "c.json"), "--time-limit", limit, "--json", "--quiet"],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    answer = strict_loads(done.stdout)
    assert answer["bound"] is None or answer["optimal"] or answer["bound"] >= (answer["score"] or 0)
