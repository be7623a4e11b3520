"""The interface every minigame module offers, and the one generator loop they share.

A minigame module (``sword.py``, ``bow.py``...) defines:

- ``TYPE``: its name; ``ICON``: the icon shown on its tiles.
- ``generate(difficulty, rng) -> (puzzle, answer) | None``: one attempt
  (``None`` when the attempt failed); puzzle and answer are frozen dataclasses.
- ``count_solutions(puzzle, limit=2) -> int``: 0, 1 or ``limit`` (meaning
  "at least limit"), by a search independent of how the puzzle was made.
- ``solve(puzzle) -> answer | None``: the answer when there is exactly one.
- ``grade(puzzle) -> (difficulty, measure)``: the difficulty a solver-based
  measure gives, and the figures (a dict of numbers and flags).
- ``puzzle_to_json``, ``puzzle_from_json(reader)``, ``answer_to_json``,
  ``answer_from_json(reader)``.
- ``draw_puzzle(tile, box) -> items`` and ``draw_answer(tile, box) -> items``:
  scene items inside ``box`` = (x, y, w, h) in mm; optionally
  ``draw_artwork(tile, box)`` for a second face (the spider).

:func:`generate_tile` runs attempts (capped) and returns only tiles whose
answer is unique, equal to what the solver finds, and graded at the asked
difficulty.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from pnp.errors import PnpError
from pnp.seeds import rng as make_rng
from pnp.seeds import short_id
from pnp.verdict import Verdict

TYPES = ("sword", "bow", "key", "treasure", "minotaur", "spider", "troll")
ID_PREFIX = {"sword": "SW", "bow": "BO", "key": "KE", "treasure": "TS", "minotaur": "MI", "spider": "SP", "troll": "TL"}
DIFFICULTIES = ("easy", "hard")
MAX_ATTEMPTS = 400


@dataclass(frozen=True)
class Tile:
    type: str
    difficulty: str
    tile_id: str
    seed: int
    puzzle: Any
    answer: Any
    measure: dict = field(default_factory=dict, compare=False, hash=False)


@lru_cache(maxsize=None)
def module(type_name: str):
    if type_name not in TYPES:
        raise PnpError(f"unknown minigame {type_name!r} (one of {', '.join(TYPES)})")
    return importlib.import_module(f"pnp.games.minigames.{type_name}")


def assess(type_name: str, difficulty: str, puzzle, answer) -> tuple[list[str], dict | None]:
    """Why a (puzzle, answer) pair is not a good tile of that difficulty (empty when it is), and the
    grade's measure (None when the puzzle has no single answer, so it is not graded)."""
    m = module(type_name)
    n = m.count_solutions(puzzle, 2)
    if n != 1:
        return ["no solution" if n == 0 else "more than one solution"], None
    problems = []
    if m.solve(puzzle) != answer:
        problems.append("the stored answer is not the puzzle's solution")
    graded, measure = m.grade(puzzle)
    if graded != difficulty:
        problems.append(f"graded {graded}, not {difficulty}")
    return problems, measure


def check(type_name: str, difficulty: str, puzzle, answer) -> list[str]:
    """Why a (puzzle, answer) pair is not a good tile of that difficulty; empty when it is."""
    return assess(type_name, difficulty, puzzle, answer)[0]


def generate_tile(type_name: str, difficulty: str, seed: int, index: int = 0, max_attempts: int = MAX_ATTEMPTS) -> Tile:
    """A verified tile; ``index`` tells apart several tiles of one type from one seed."""
    if difficulty not in DIFFICULTIES:
        raise PnpError(f"unknown difficulty {difficulty!r} (easy or hard)")
    m = module(type_name)
    for attempt in range(max_attempts):
        rng = make_rng(seed, "minigame", type_name, difficulty, index, attempt)
        made = m.generate(difficulty, rng)
        if made is None:
            continue
        puzzle, answer = made
        problems, measure = assess(type_name, difficulty, puzzle, answer)
        if problems:
            continue
        tile_id = short_id(seed, "minigame", type_name, difficulty, index, length=5)
        return Tile(type_name, difficulty, f"{ID_PREFIX[type_name]}-{tile_id}", seed, puzzle, answer, measure)
    raise PnpError(f"no {difficulty} {type_name} tile found in {max_attempts} attempts (seed {seed})")


def verify_tile(tile: Tile) -> Verdict:
    m = module(tile.type)
    problems, measure = assess(tile.type, tile.difficulty, tile.puzzle, tile.answer)
    if measure is None:
        _, measure = m.grade(tile.puzzle)
    witness = {"answer": m.answer_to_json(tile.answer), "measure": measure}
    if problems:
        return Verdict(False, f"{tile.difficulty} {tile.type} tile {tile.tile_id} rejected", witness, tuple(problems))
    return Verdict(True, f"{tile.difficulty} {tile.type} tile {tile.tile_id}: exactly one answer, graded {tile.difficulty}", witness)
