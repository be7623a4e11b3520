"""Gems, a toy minigame from the tests (not from the package): count the gems on a 4 × 4 tile.

It joins pnp through the documented extension point alone (``PNP_MINIGAMES=toys.gems``, with this folder on
the Python path) and implements :class:`pnp.minigame.Minigame`, nothing more: the plug-in test
(tests/test_plug_in.py) runs the book, the kits, the rules pages and verify with it.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from pydantic import Field

from pnp.minigame import MinigameSpec
from pnp.scene.color import Color
from pnp.scene.model import Icon, Item, Style, Text
from pnp.scene.shapes import circle
from pnp.schema import Name, Whole, Wire

SPEC = MinigameSpec(
    type="gems", name="Gems", prefix="GM", icon="gem", order=75,
    task="Count the gems on the tile and write how many.",
)
SIDE = 4
SYMBOLS = {"easy": ("gem", "skull", "coin"), "hard": ("gem", "skull", "coin", "crystal-ball")}
INK = Color.hex("#3b3430")
CIRCLE = Color.hex("#c62828")


@dataclass(frozen=True)
class Puzzle:
    grid: tuple[tuple[str, ...], ...]  # SIDE rows of SIDE symbols


@dataclass(frozen=True)
class Answer:
    count: int


def generate(difficulty: str, rng: random.Random) -> tuple[Puzzle, Answer] | None:
    symbols = SYMBOLS[difficulty]
    grid = tuple(tuple(rng.choice(symbols) for _ in range(SIDE)) for _ in range(SIDE))
    puzzle = Puzzle(grid)
    return (puzzle, Answer(_count(puzzle))) if 3 <= _count(puzzle) <= 9 else None


def _count(puzzle: Puzzle) -> int:
    return sum(row.count("gem") for row in puzzle.grid)


def count_solutions(puzzle: Puzzle, limit: int = 2) -> int:
    return 1  # a count has one answer


def solve(puzzle: Puzzle) -> Answer:
    return Answer(sum(1 for row in puzzle.grid for symbol in row if symbol == "gem"))


def grade(puzzle: Puzzle) -> tuple[str, dict]:
    kinds = len({s for row in puzzle.grid for s in row})
    return ("hard" if "crystal-ball" in {s for row in puzzle.grid for s in row} else "easy"), {
        "gems": _count(puzzle), "kinds": kinds}


def hardness(measure: Mapping[str, Any]) -> float:
    return measure["gems"] * measure["kinds"]


def _turned(grid: tuple[tuple[str, ...], ...]) -> tuple[tuple[str, ...], ...]:
    return tuple(zip(*grid[::-1], strict=True))


def canonical(puzzle: Puzzle) -> str:
    forms, grid = [], puzzle.grid
    for _ in range(4):
        grid = _turned(grid)
        forms += [grid, tuple(row[::-1] for row in grid)]
    return min("/".join(" ".join(row) for row in form) for form in forms)


class PuzzleWire(Wire):
    grid: list[list[Name]] = Field(min_length=SIDE, max_length=SIDE)


class AnswerWire(Wire):
    count: Whole = Field(ge=0, le=SIDE * SIDE)


def puzzle_to_json(puzzle: Puzzle) -> dict:
    return {"grid": [list(row) for row in puzzle.grid]}


def puzzle_from_json(wire: PuzzleWire) -> Puzzle:
    return Puzzle(tuple(tuple(row) for row in wire.grid))


def answer_to_json(answer: Answer) -> dict:
    return {"count": answer.count}


def answer_from_json(wire: AnswerWire) -> Answer:
    return Answer(wire.count)


def _cells(box: tuple[float, float, float, float]) -> tuple[float, float, float]:
    x, y, w, h = box
    side = min(w, h) / SIDE
    return x + (w - side * SIDE) / 2, y + (h - side * SIDE) / 2, side


def draw_puzzle(tile: Any, box: tuple[float, float, float, float], floor: float = 0.0) -> list[Item]:
    x0, y0, side = _cells(box)
    return [Icon(symbol, x0 + c * side + side * 0.15, y0 + r * side + side * 0.15, side * 0.7, INK)
            for r, row in enumerate(tile.puzzle.grid) for c, symbol in enumerate(row)]


def draw_answer(tile: Any, box: tuple[float, float, float, float], floor: float = 0.0) -> list[Item]:
    x0, y0, side = _cells(box)
    rings: list[Item] = [circle(x0 + (c + 0.5) * side, y0 + (r + 0.5) * side, side * 0.45,
                                Style(stroke=CIRCLE, width=0.5))
                         for r, row in enumerate(tile.puzzle.grid) for c, symbol in enumerate(row) if symbol == "gem"]
    x, y, w, h = box
    count = Text(f"{tile.answer.count} gems", x, y + h - 5, w, 5, size=max(8.0, floor), color=CIRCLE,
                 align="center")
    return [*draw_puzzle(tile, box, floor), *rings, count]


def rules_row() -> tuple[str, str]:
    return "gems among 3 kinds of symbol", "gems among 4 kinds of symbol"
