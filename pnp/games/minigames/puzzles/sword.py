"""Sword: join the numbers in order with one line that fills the grid.

A square grid (easy 5 × 5, hard 7 × 7) shows numbered squares 1..K. The
player draws one line through orthogonal neighbours that starts on 1, ends on
K, passes through every square exactly once and meets the numbers in
increasing order. Every tile has exactly one such line.

The counter is an exhaustive depth-first search from 1 with parity,
dead-end, connectivity and reachability pruning (:mod:`sword_search`, on the
board in bits of :mod:`sword_board`).

Grading is solver-based. The "easy-level reasoning" only makes forced moves:
from the end of the line, a neighbour is ruled out when it is visited, carries
a number out of order, would leave the unvisited squares disconnected, would
leave a dead-end square, or would cut the next number off; when exactly one
neighbour is left the line moves there. Easy tiles (5 × 5) are finished by
forced moves alone; hard tiles (7 × 7, few numbers) are not and need search.

Generation (:mod:`sword_marks`): a random path through every square,
numbered at both ends; easy tiles get numbers wherever forced moves stall,
hard tiles numbers that rule out each other line the search finds; then every
number that is not needed is dropped.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from pydantic import Field

from pnp.errors import ModelError
from pnp.games.minigames.common import ANSWER as LINE
from pnp.games.minigames.common import INK, place, ruled_grid
from pnp.games.minigames.jsonio import checked, plain
from pnp.games.minigames.likeness import cells_text, symmetries
from pnp.games.minigames.schema import Refused, Square
from pnp.games.minigames.spec import MinigameSpec
from pnp.games.minigames.sword_board import MAX_SIZE, MIN_SIZE, Answer, Puzzle, problems
from pnp.games.minigames.sword_marks import easy_marks, hard_marks, puzzle_of, random_line
from pnp.games.minigames.sword_search import Lines, as_answer, forced_moves, search
from pnp.grid.core import Cell
from pnp.scene.color import Color
from pnp.scene.model import Item, Style, Text
from pnp.scene.shapes import circle, polyline
from pnp.schema import Whole, Wire

SPEC = MinigameSpec(
    type="sword", name="Sword", prefix="SW", icon="sword", order=10,
    task="Join the numbers in order with one line through every square.",
)
DISC = INK
DISC_TEXT = Color.hex("#fbf7ee")


@dataclass(frozen=True)
class EasySettings:
    """What easy tiles hold."""

    size: int  # the grid's size
    backbites: int  # backbite moves that reshape the random line
    max_numbers: int  # at most this many numbers


@dataclass(frozen=True)
class HardSettings:
    """What hard tiles hold."""

    size: int  # the grid's size
    backbites: int  # backbite moves that reshape the random line
    gap: int  # the first numbers fall about every gap squares
    budget: int  # search nodes spent on one question before giving up (the number is then kept, not proven spare)


EASY = EasySettings(size=5, backbites=400, max_numbers=10)
HARD = HardSettings(size=7, backbites=800, gap=4, budget=2000)
SETTINGS: dict[str, EasySettings | HardSettings] = {"easy": EASY, "hard": HARD}


# The search nodes one question about a tile may take: generated tiles need under 2,000 (about 100,000 nodes
# a second), but a hand-made 9 x 9 tile with few numbers can need millions, so a file cannot ask for minutes.
SEARCH_BUDGET = 500_000


def _bounded_search(puzzle: Puzzle, limit: int) -> tuple[Lines, int]:
    searched = search(puzzle, limit, SEARCH_BUDGET)
    if searched is None:
        raise ModelError(f"sword: the search for the tile's lines passed {SEARCH_BUDGET:,} steps; a tile this open "
                         "cannot be proven to have one answer (add numbers)")
    return searched


def count_solutions(puzzle: Puzzle, limit: int = 2) -> int:
    found, _ = _bounded_search(puzzle, limit)
    return min(limit, len(found))


def solve(puzzle: Puzzle) -> Answer | None:
    found, _ = _bounded_search(puzzle, 2)
    return as_answer(puzzle, found[0]) if len(found) == 1 else None


def grade(puzzle: Puzzle) -> tuple[str, dict]:
    finished, moves, _ = forced_moves(puzzle)
    found, nodes = _bounded_search(puzzle, 2)
    measure = {"size": puzzle.size, "numbers": len(puzzle.clues), "forced_moves_finish": finished,
               "forced_moves": moves, "search_nodes": nodes, "solutions": min(2, len(found))}
    if puzzle.size == EASY.size and finished:
        return "easy", measure
    if puzzle.size == HARD.size and not finished:
        return "hard", measure
    return "unrated", measure


def hardness(measure: Mapping[str, Any]) -> float:
    """The solver's search nodes: an easy tile falls to forced moves (a node a square), a hard one needs
    guesses."""
    return measure["search_nodes"]


# --- generation ------------------------------------------------------------------

def generate(difficulty: str, rng: random.Random) -> tuple[Puzzle, Answer] | None:
    s = SETTINGS[difficulty]
    size = s.size
    line_ = random_line(size, rng, s.backbites)
    last = len(line_) - 1
    if difficulty == "easy":
        # number the line from 1 at either end; keep the way that needs fewer numbers
        best: tuple[list[Cell], set[int]] | None = None
        for way in (line_, line_[::-1]):
            found = easy_marks(way, size, rng)
            if found is not None and (best is None or len(found) < len(best[1])):
                best = (way, found)
        if best is None or len(best[1]) > EASY.max_numbers:
            return None
        line_, marks = best
    else:
        # start from a number about every gap squares, so that the first searches are short
        gap = HARD.gap
        start = {0, last} | {min(last - 1, i + rng.randrange(gap)) for i in range(1, last, gap)}
        found_marks = hard_marks(line_, size, start, rng, HARD.budget)
        if found_marks is None:
            return None
        marks = found_marks
    return puzzle_of(size, line_, marks), Answer(tuple(line_))


# --- likeness (ids, sets) ---------------------------------------------------------

def canonical(p: Puzzle) -> str:
    """The 8 turns and mirrors of the grid, and the numbers read backwards (K + 1 - n: the same line
    walked from the other end)."""
    k = len(p.clues)
    forms = []
    for _, _, move in symmetries(p.size, p.size):
        for backwards in (False, True):
            clues = sorted((k + 1 - n if backwards else n, move(*c)) for c, n in p.clues)
            forms.append(" ".join(f"{n}@{x},{y}" for n, (x, y) in clues))
    return f"{p.size}|{min(forms)}"


def solved_form(p: Puzzle, a: Answer) -> str:
    """The line under the same turns and mirrors, walked from either end."""
    forms = []
    for _, _, move in symmetries(p.size, p.size):
        moved = [move(*c) for c in a.line]
        forms += [cells_text(moved), cells_text(reversed(moved))]
    return f"{p.size}|{min(forms)}"


# --- JSON ------------------------------------------------------------------------

def puzzle_to_json(p: Puzzle) -> dict:
    return {"size": p.size, "numbers": [{"at": list(c), "number": n} for c, n in p.clues]}


class NumberWire(Wire):
    at: Square
    number: Whole = Field(ge=1, le=MAX_SIZE * MAX_SIZE)


class PuzzleWire(Wire):
    size: Whole = Field(ge=MIN_SIZE, le=MAX_SIZE)
    numbers: list[NumberWire] = Field(min_length=2, max_length=MAX_SIZE * MAX_SIZE)


class AnswerWire(Wire):
    line: list[Square] = Field(min_length=MIN_SIZE * MIN_SIZE, max_length=MAX_SIZE * MAX_SIZE)  # every square once


def puzzle_from_json(w: PuzzleWire) -> Puzzle:
    for i, entry in enumerate(w.numbers):
        if not (entry.at[0] < w.size and entry.at[1] < w.size):
            raise Refused(f"numbers[{i}].at", f"square {list(entry.at)} is outside the {w.size} × {w.size} grid")
    return checked(Puzzle(w.size, tuple(sorted(((n.at, n.number) for n in w.numbers), key=lambda c: c[1]))),
                   problems, "numbers")


answer_to_json = plain  # the fields in order, tuples as lists


def answer_from_json(w: AnswerWire) -> Answer:
    for i, (a, b) in enumerate(zip(w.line, w.line[1:])):
        if abs(a[0] - b[0]) + abs(a[1] - b[1]) != 1:
            raise Refused(f"line[{i + 1}]", f"squares {list(a)} and {list(b)} are not neighbours")
    return Answer(tuple(w.line))


# --- drawing ---------------------------------------------------------------------

INSET = 1.0  # mm kept free inside the box, so the frame never touches the header or footer


def _place(tile, box) -> tuple[float, float, float]:
    """Top-left corner and square size of the grid, as large as fits and centred."""
    return place(tile.puzzle.size, tile.puzzle.size, box, inset=INSET)


FLOOR_FILL = 0.7  # digits grown to the floor fill 70 % of the disc, which grows to hold them


def _drawn(tile, box, floor: float, line: tuple[Cell, ...] = ()) -> list[Item]:
    """The ruled grid, the answer's ``line`` through the squares' centres (none on the puzzle side), the numbers
    over it."""
    ox, oy, c = _place(tile, box)
    items = ruled_grid(ox, oy, tile.puzzle.size, c)
    if line:
        points = [(ox + (x + 0.5) * c, oy + (y + 0.5) * c) for x, y in line]
        items.append(polyline(points, Style(stroke=LINE, width=max(1.0, c * 0.22), cap="round", join="round")))
    r = c * 0.36
    size = round(min(13.0, r * 2 * 0.62 / 0.3528), 1)  # points: the digits fill about 60% of the disc
    if size < floor:  # the digits at the size the disc gives would print under the floor
        size, r = floor, max(r, floor * 0.3528 / FLOOR_FILL / 2)
    for (x, y), n in tile.puzzle.clues:
        cx, cy = ox + (x + 0.5) * c, oy + (y + 0.5) * c
        items.append(circle(cx, cy, r, Style(fill=DISC)))
        items.append(Text(str(n), cx - r, cy - r, 2 * r, 2 * r, font="body-bold", size=size, color=DISC_TEXT,
                          align="center", valign="middle", wrap=False, min_size=4))
    return items


def least_box(difficulty: str, square: float, width: float, floor: float = 0.0) -> tuple[float, float]:
    """The grid's squares at ``square`` mm and the inset around them (``pnp.minigame.Squared``)."""
    side = SETTINGS[difficulty].size * square + 2 * INSET
    return side, side


def draw_puzzle(tile, box, floor: float = 0.0) -> list[Item]:
    return _drawn(tile, box, floor)


def draw_answer(tile, box, floor: float = 0.0) -> list[Item]:
    return _drawn(tile, box, floor, tile.answer.line)


# --- the rules page --------------------------------------------------------------

def rules_row() -> tuple[str, str]:
    return (f"{EASY.size} × {EASY.size} grid, at most {EASY.max_numbers} numbers; forced moves finish it",
            f"{HARD.size} × {HARD.size} grid; forced moves stall")


if TYPE_CHECKING:  # mypy checks this module against the minigame contract (the catalog checks it at load)
    from pnp.games.minigames.puzzles import sword as _this
    from pnp.minigame import Minigame, Squared

    _CONFORMS: Minigame = _this
    _SQUARED: Squared = _this
