"""The editor's answers about one sheet: the verdict with its squares and the designer's findings, the grid as
the printed page draws it (SVG), a trial path refereed, a generated or blank sheet, and the palette."""

from __future__ import annotations

import re
import threading
from collections import OrderedDict
from collections.abc import Callable
from typing import TYPE_CHECKING

from pnp.edit.wire import content_hash
from pnp.grid.core import Cell
from pnp.registry import labyrinth

if TYPE_CHECKING:
    from pnp.surfaces.labyrinth import ObjectiveCard, Sheet

CELL_MM = 10.0  # a square in the SVG's user units (mm): the page scales the picture to its room
PAD_MM = 6.0  # room around the grid for the border's stroke and the page's column and row numbers
CHECKS_KEPT = 256  # answers remembered (undo and redo ask again for sheets already checked)
SQUARE = re.compile(r"\((-?\d+), (-?\d+)\)")  # a square as pnp.grid.core.fmt_cell writes it in a problem


def squares_named(problems: tuple[str, ...] | list[str]) -> list[list[int]]:
    """Every square the problems name, in order of first mention."""
    found: dict[tuple[int, int], None] = {}
    for problem in problems:
        for x, y in SQUARE.findall(problem):
            found.setdefault((int(x), int(y)), None)
    return [list(c) for c in found]


class Checker:
    """``api/check``: cached by the sheet's content hash and whether the notes' cards were known (the answer
    depends on nothing else). ``noted`` gives the cards the designer's notes ask about, None while the standard
    deck is still being made: the answer then says so (``"cards": false``) and the page asks again later."""

    def __init__(self, noted: Callable[[], tuple[ObjectiveCard, ...] | None] = lambda: ()) -> None:
        self._noted = noted
        self._kept: OrderedDict[tuple[str, bool], dict] = OrderedDict()
        self._lock = threading.Lock()

    def check(self, sheet: Sheet) -> dict:
        cards = self._noted()
        key = (content_hash(sheet), cards is not None)
        with self._lock:
            if key in self._kept:
                self._kept.move_to_end(key)
                return self._kept[key]
        answer = {"hash": key[0], **check(sheet, cards or ()), "cards": cards is not None}
        with self._lock:
            self._kept[key] = answer
            while len(self._kept) > CHECKS_KEPT:
                self._kept.popitem(last=False)
        return answer


def check(sheet: Sheet, cards: tuple[ObjectiveCard, ...] = ()) -> dict:
    """The verdict `pnp verify` gives, the squares its problems name, the designer's notes of `pnp verify
    --explain` (when the sheet verifies: an unplayable sheet has no routes to start from) and the grid drawn.
    ``cards``: the cards the notes ask about (the labyrinth surface's ``par_cards``)."""
    from pnp.registry import kind

    verdict = kind("labyrinth-sheet").verify(sheet)
    findings, undecided = _findings(sheet, verdict.witness, cards) if verdict.ok else ([], [])
    svg, grid = grid_svg(sheet)
    return {"verdict": {"ok": verdict.ok, "message": verdict.message, "problems": list(verdict.problems)},
            "squares": squares_named(verdict.problems), "findings": findings, "undecided": undecided,
            "svg": svg, "grid": grid}


def _findings(sheet: Sheet, witness: dict, cards: tuple[ObjectiveCard, ...]) -> tuple[list[dict], list[str]]:
    """The designer's notes, by the function behind `pnp verify --explain` (without its pars, which take seconds):
    each finding on its square, then each card asking for what the sheet lacks (no square: the sheet lacks it);
    and the questions the solver could not settle in time."""
    lab = labyrinth()
    report = lab.explain(sheet, witness, pars=False, cards=cards)
    feedback = next(iter(report.sides.values()))
    assert isinstance(feedback, lab.feedback_class)  # a sheet that verifies has its routes
    found = [*feedback.unreachable, *feedback.staircase_exit_only, *feedback.unscorable, *feedback.late_items]
    notes: list[dict] = [{"cell": list(f.cell), "what": f.what, "reason": f.reason} for f in found]
    notes += [{"cell": None, "what": f"card {m.card_id}", "reason": f"asks for what the sheet lacks: {m.why}",
               "card": m.card_id, "line": m.line()} for m in report.misfits]
    return notes, [u.question for u in feedback.undecided]


def grid_svg(sheet: Sheet) -> tuple[str, dict]:
    """The sheet's grid drawn by the printed page's own code, as SVG, and where its squares are (mm)."""
    from pnp.render.svg import render_svg_page
    from pnp.scene.model import Document, Page

    items = labyrinth().grid_items_at(sheet, PAD_MM, PAD_MM, CELL_MM, None)
    width, height = sheet.width * CELL_MM + 2 * PAD_MM, sheet.height * CELL_MM + 2 * PAD_MM
    page = Page(width, height, tuple(items), bleed=0.0, label="")
    svg = render_svg_page(Document((page,), title="pnp edit"), page).decode("utf-8")
    return svg, {"x0": PAD_MM, "y0": PAD_MM, "cell": CELL_MM, "width": width, "height": height}


def score(sheet: Sheet, card: ObjectiveCard, path: list[Cell]) -> dict:
    """``api/score``: the referee's verdict on a trial path, as `pnp score` prints it."""
    referee, result_lines = labyrinth().referee, labyrinth().result_lines
    result = referee(sheet, card, [(c[0], c[1]) for c in path])
    squares = [] if result.legal else squares_named([result.reason])
    return {"legal": result.legal, "reason": result.reason, "score": result.score,
            "hearts_lost": len(result.hearts_lost), "lines": result_lines(result),
            "squares": squares, "walls": _walls_between(sheet, squares)}


def _walls_between(sheet: Sheet, squares: list[list[int]]) -> list[list[list[int]]]:
    """The walls of the sheet between squares named one after the other (a step through a wall, which the page
    draws on the sheet where it is)."""
    from pnp.grid.core import adjacent, wall

    cells = [(x, y) for x, y in squares]
    return [[list(a), list(b)] for a, b in zip(cells, cells[1:]) if adjacent(a, b) and wall(a, b) in sheet.walls]


def generated(seed: int, width: int, height: int) -> Sheet:
    """``api/generate``: a generated sheet of that size (verified and clean, as `pnp sheet --size` makes it)."""
    lab = labyrinth()
    return lab.generate_sheet(lab.params_for("A", (width, height)), seed)


def palette() -> list[dict]:
    """The symbols the page places, each with its key: the text format's code where it has one (so the keys
    are the letters a sheet drawn as text uses), staircases by their letter, a scroll by ``i``."""
    lab = labyrinth()
    out = [{"symbol": lab.STAIRCASE, "name": letter, "key": letter.lower(), "label": f"Staircase {letter}"}
           for letter in lab.STAIR_LETTERS]
    for kind in (*lab.BOSSES, *lab.ITEMS, *lab.MANY):
        out.append({"symbol": kind, "key": lab.CODES[kind].lower(), "label": kind.capitalize()})
    out.append({"symbol": lab.SCROLL, "key": "i", "label": "Scroll"})
    return out
