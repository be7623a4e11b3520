"""Minotaur: fill the blanks so that no symbol makes four in a row.

A square grid (easy 6 × 6, hard 8 × 8) of three symbols has some blank
squares. The player fills every blank with one of the three symbols so that
no symbol appears four times in a row across, down or diagonally. Every tile
has exactly one way.

The counter is a backtracking search over the blanks (:mod:`minotaur_bits`).

Grading is by the deductions a player makes (defined in :mod:`minotaur_bits`):

- easy: *singles* alone fill every blank, in at most ``EASY_ROUNDS`` rounds;
- hard: singles stall with blanks left, and singles with *one-level
  contradictions* (try a symbol, apply singles, rule the symbol out when that
  breaks the grid) fill every blank. A hard tile never needs more than that,
  and never falls to singles alone.

Generation: a full grid from a library (:mod:`minotaur_grids`), turned,
mirrored, relabelled and walked; then squares are blanked one by one in
random order while the tile stays as wanted: filled by singles in
``EASY_ROUNDS`` rounds (easy), or with exactly one answer (hard). A hard
tile first blanks its grid's *core*, squares that singles cannot fill while
they are all blank, so the tile needs a contradiction.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Annotated, Any

from pydantic import Field

from pnp.games.minigames.common import ANSWER as FILLED
from pnp.games.minigames.common import INK, place, ruled_grid
from pnp.games.minigames.figures import span
from pnp.games.minigames.jsonio import plain
from pnp.games.minigames.likeness import symbol_grid_form
from pnp.games.minigames.minotaur_bits import (
    Board,
    Deduction,
    bit,
    board,
    decided,
    deduce,
    forced,
    grid_masks,
    grid_of,
    has_run,
    singles,
    solutions,
)
from pnp.games.minigames.minotaur_grids import EASY_SIZE, HARD_SIZE, blank_at_random, easy_grid, hard_grid
from pnp.games.minigames.schema import Refused
from pnp.games.minigames.spec import MinigameSpec
from pnp.icons import has_icon
from pnp.scene.color import Color
from pnp.scene.model import Icon, Item, Style
from pnp.scene.shapes import rect
from pnp.schema import Name, Whole, Wire

SPEC = MinigameSpec(
    type="minotaur", name="Minotaur", prefix="MI", icon="minotaur", order=50,
    task="Fill the blanks: no symbol may make four in a row.",
)
GIVEN = Color.hex("#ece2cc")  # printed squares are tinted; blanks stay white, to draw in
BLANK = Color.hex("#ffffff")
SYMBOLS = ("axe", "shield", "skull")  # icons from the manifest, three clear and different shapes
EASY_ROUNDS = 4  # easy tiles: singles fill every blank in at most this many rounds


@dataclass(frozen=True)
class Settings:
    """What tiles of one difficulty hold."""

    size: int  # the grid's size
    blanks: tuple[int, int]  # how many blanks a tile of that difficulty has (min, max)
    steps: int  # single-square changes tried on the library grid


SETTINGS = {
    "easy": Settings(size=EASY_SIZE, blanks=(8, 14), steps=400),
    "hard": Settings(size=HARD_SIZE, blanks=(14, 64), steps=400),
}
MIN_SIZE, MAX_SIZE = 4, 10

Grid = tuple[tuple[int, ...], ...]


@dataclass(frozen=True)
class Puzzle:
    size: int
    symbols: tuple[str, str, str]
    grid: tuple[tuple[int | None, ...], ...]  # rows from the top; a symbol's index, None for a blank


@dataclass(frozen=True)
class Answer:
    grid: Grid  # every square filled


def problems(p: Puzzle) -> list[str]:
    """Why a puzzle is not well formed."""
    out = []
    if not MIN_SIZE <= p.size <= MAX_SIZE:
        return [f"size must be {MIN_SIZE} to {MAX_SIZE}, got {p.size}"]
    if len(p.symbols) != 3 or len(set(p.symbols)) != 3:
        out.append("expected three different symbols")
    if len(p.grid) != p.size or any(len(row) != p.size for row in p.grid):
        out.append(f"the grid must be {p.size} rows of {p.size} squares")
    elif any(v is not None and v not in (0, 1, 2) for row in p.grid for v in row):
        out.append("a square holds 0, 1, 2 (a symbol) or nothing")
    return out


def _start(p: Puzzle) -> tuple[Board, list[int], int] | None:
    """The puzzle as bits; None when it is malformed or its printed symbols already make four in a row."""
    if problems(p):
        return None
    b = board(p.size)
    masks, blank = grid_masks(b, p.grid)
    return None if any(has_run(b, m) for m in masks) else (b, masks, blank)


def _search(p: Puzzle, limit: int) -> tuple[list[tuple[int, int, int]], int]:
    start = _start(p)
    if start is None:
        return [], 0
    b, masks, blank = start
    found: list = []
    nodes = [0]
    solutions(b, masks, blank, limit, found, nodes)
    return found, nodes[0]


def count_solutions(puzzle: Puzzle, limit: int = 2) -> int:
    found, _ = _search(puzzle, limit)
    return min(limit, len(found))


def solve(puzzle: Puzzle) -> Answer | None:
    found, _ = _search(puzzle, 2)
    if len(found) != 1:
        return None
    return Answer(grid_of(board(puzzle.size), found[0]))


def eliminate(puzzle: Puzzle, rounds: int | None = None) -> tuple[bool, int]:
    """Singles, at most ``rounds`` rounds: (whether they fill every blank, rounds taken)."""
    start = _start(puzzle)
    done = None if start is None else singles(*start, most=rounds)
    if done is None:
        return False, 0
    return not done[1], done[2]


def deduction(puzzle: Puzzle) -> Deduction:
    """Singles and one-level contradictions on the puzzle (see minotaur_bits.deduce)."""
    start = _start(puzzle)
    return Deduction(False, 0, 0, None) if start is None else deduce(*start)


def blanks(puzzle: Puzzle) -> int:
    return sum(1 for row in puzzle.grid for v in row if v is None)


def grade(puzzle: Puzzle) -> tuple[str, dict]:
    by_singles, rounds = eliminate(puzzle)
    quick, _ = eliminate(puzzle, EASY_ROUNDS)
    deep = deduction(puzzle)
    found, nodes = _search(puzzle, 2)
    n = blanks(puzzle)
    start = _start(puzzle)
    direct = forced(*start).bit_count() if start else 0
    measure = {"size": puzzle.size, "blanks": n, "direct": direct, "singles_fill": by_singles,
               "singles_rounds": rounds, "easy_reasoning_fills": quick, "contradictions_fill": deep.filled,
               "contradictions": deep.contradictions, "search_nodes": nodes, "solutions": min(2, len(found))}
    easy, hard = SETTINGS["easy"], SETTINGS["hard"]
    if puzzle.size == easy.size and quick and easy.blanks[0] <= n <= easy.blanks[1]:
        return "easy", measure
    if (puzzle.size == hard.size and not by_singles and deep.filled and len(found) == 1
            and hard.blanks[0] <= n <= hard.blanks[1]):
        return "hard", measure
    return "unrated", measure


def hardness(measure: Mapping[str, Any]) -> float:
    """The solver's search nodes (1 when reasoning by singles fills the grid; more when it has to try)."""
    return measure["search_nodes"]


# --- generation ------------------------------------------------------------------

def generate(difficulty: str, rng: random.Random) -> tuple[Puzzle, Answer]:
    st = SETTINGS[difficulty]
    size = st.size
    b = board(size)
    if difficulty == "easy":
        full_masks = easy_grid(rng, st.steps)
        masks, blank = _blank_easy(b, full_masks, rng)
    else:
        full_masks, core = hard_grid(rng, st.steps)
        masks, blank = blank_at_random(b, full_masks, rng, first=core)
    full = grid_of(b, full_masks)
    grid = tuple(tuple(None if blank & bit(b, x, y) else full[y][x] for x in range(size)) for y in range(size))
    first, second, third = rng.sample(SYMBOLS, 3)
    return Puzzle(size, (first, second, third), grid), Answer(full)


def _blank_easy(b: Board, full_masks, rng: random.Random) -> tuple[list[int], int]:
    """Decided squares blanked in random order while singles still fill the tile in EASY_ROUNDS rounds."""
    full = grid_of(b, full_masks)
    order = [(x, y) for y in range(b.size) for x in range(b.size) if decided(b, full_masks) & bit(b, x, y)]
    rng.shuffle(order)
    masks, blank = list(full_masks), 0
    for x, y in order:
        cell = bit(b, x, y)
        trial = list(masks)
        trial[full[y][x]] &= ~cell
        done = singles(b, trial, blank | cell, EASY_ROUNDS)
        if done is not None and not done[1]:
            masks, blank = trial, blank | cell
    return masks, blank


# --- likeness (ids, sets) ---------------------------------------------------------

def canonical(p: Puzzle) -> str:
    """The 8 turns and mirrors of the grid and the 6 ways to swap the three symbols."""
    return symbol_grid_form(p.grid)


def solved_form(p: Puzzle, a: Answer) -> str:
    """The full grid under the same turns, mirrors and swaps."""
    return symbol_grid_form(a.grid)


# --- JSON ------------------------------------------------------------------------

puzzle_to_json = plain  # the fields in order, rows as lists (None: a blank)
answer_to_json = plain


Symbol = Annotated[int, Field(strict=True, ge=0, le=2)]  # one of the three symbols, by number
Row = Annotated[list[Symbol], Field(min_length=MIN_SIZE, max_length=MAX_SIZE)]
GivenRow = Annotated[list[Symbol | None], Field(min_length=MIN_SIZE, max_length=MAX_SIZE)]  # None: a blank


class PuzzleWire(Wire):
    size: Whole = Field(ge=MIN_SIZE, le=MAX_SIZE)
    symbols: tuple[Name, Name, Name]  # icon names
    grid: list[GivenRow] = Field(min_length=MIN_SIZE, max_length=MAX_SIZE)  # rows from the top


class AnswerWire(Wire):
    grid: list[Row] = Field(min_length=MIN_SIZE, max_length=MAX_SIZE)  # every square filled


def _square(grid: list, size: int) -> Any:
    """``grid`` as rows, refused unless it is ``size`` rows of ``size`` squares."""
    if len(grid) != size:
        raise Refused("grid", f"expected {size} rows, got {len(grid)}")
    for y, row in enumerate(grid):
        if len(row) != size:
            raise Refused(f"grid[{y}]", f"expected {size} squares, got {len(row)}")
    return tuple(tuple(row) for row in grid)


def puzzle_from_json(w: PuzzleWire) -> Puzzle:
    if len(set(w.symbols)) != 3:
        raise Refused("symbols", "expected three different icon names")
    for i, name in enumerate(w.symbols):
        if not has_icon(name):
            raise Refused(f"symbols[{i}]", f"unknown icon {name!r}")
    return Puzzle(w.size, w.symbols, _square(w.grid, w.size))


def answer_from_json(w: AnswerWire) -> Answer:
    return Answer(_square(w.grid, len(w.grid)))


# --- drawing ---------------------------------------------------------------------

INSET = 1.0  # mm kept free inside the box


def _place(tile, box) -> tuple[float, float, float]:
    return place(tile.puzzle.size, tile.puzzle.size, box, inset=INSET)


def _drawn(tile, box, grid) -> list[Item]:
    """The ruled grid, its blanks white, and the symbols of ``grid``: printed ones in ink, those filled into blanks
    in the answer colour."""
    ox, oy, c = _place(tile, box)
    n, given, pad = tile.puzzle.size, tile.puzzle.grid, c * 0.14
    items: list[Item] = [rect(ox, oy, n * c, n * c, Style(fill=GIVEN))]
    items += [rect(ox + x * c, oy + y * c, c, c, Style(fill=BLANK))
              for y, row in enumerate(given) for x, v in enumerate(row) if v is None]
    items += ruled_grid(ox, oy, n, c)
    items += [Icon(tile.puzzle.symbols[v], ox + x * c + pad, oy + y * c + pad, c - 2 * pad,
                   INK if given[y][x] is not None else FILLED)
              for y, row in enumerate(grid) for x, v in enumerate(row) if v is not None]
    return items


def least_box(difficulty: str, square: float, width: float, floor: float = 0.0) -> tuple[float, float]:
    """The grid's squares at ``square`` mm and the inset around them (``pnp.minigame.Squared``)."""
    side = SETTINGS[difficulty].size * square + 2 * INSET
    return side, side


def draw_puzzle(tile, box, floor: float = 0.0) -> list[Item]:  # no text: the floor changes nothing
    return _drawn(tile, box, tile.puzzle.grid)


def draw_answer(tile, box, floor: float = 0.0) -> list[Item]:
    return _drawn(tile, box, tile.answer.grid)


# --- the rules page --------------------------------------------------------------

def rules_row() -> tuple[str, str]:
    easy, hard = SETTINGS["easy"], SETTINGS["hard"]
    return (f"{easy.size} × {easy.size} grid, {span(easy.blanks)} blanks; singles fill it in at most "
            f"{EASY_ROUNDS} rounds",
            f"{hard.size} × {hard.size} grid, at least {hard.blanks[0]} blanks; singles stall, singles with "
            "one-level contradictions fill it")


if TYPE_CHECKING:  # mypy checks this module against the minigame contract (the catalog checks it at load)
    from pnp.games.minigames.puzzles import minotaur as _this
    from pnp.minigame import Minigame, Squared

    _CONFORMS: Minigame = _this
    _SQUARED: Squared = _this
