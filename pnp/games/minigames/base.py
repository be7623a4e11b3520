"""The interface every minigame module offers, and the one generator loop they share.

The interface is typed in :class:`pnp.minigame.Minigame` (mypy checks each module against it, the catalog
when it loads one). A minigame module (``puzzles/sword.py``, ``puzzles/bow.py``...; discovered by
:mod:`pnp.games.minigames.catalog`) defines:

- ``SPEC``: a :class:`pnp.games.minigames.spec.MinigameSpec` (type name,
  printed name, task, id prefix, icon, order);
- ``generate(difficulty, rng) -> (puzzle, answer) | None``: one attempt
  (``None`` when the attempt failed); puzzle and answer are frozen dataclasses.
- ``count_solutions(puzzle, limit=2) -> int``: 0, 1 or ``limit`` (meaning
  "at least limit"), by a search independent of how the puzzle was made.
- ``solve(puzzle) -> answer | None``: the answer when there is exactly one.
- ``grade(puzzle) -> (difficulty, measure)``: the difficulty a solver-based
  measure gives, and the figures (a dict of numbers and flags);
  ``hardness(measure) -> float``: the one number of those figures that
  orders its tiles from easy to hard (a book's ramp).
- optionally ``claims(puzzle) -> [(claim, problem or None)]``: what the printed
  tile states beyond its answer (the spider's and the key's "Find N", and that
  a likely misreading does not also give N), each with why it fails.
- ``canonical(puzzle) -> str``: the puzzle's canonical form, equal for two
  puzzles exactly when one is a variant of the other (turned, mirrored,
  symbols swapped...; see :mod:`pnp.games.minigames.likeness`); optionally
  ``solved_form(puzzle, answer) -> str`` when the answer fills the grid, so
  that two tiles with the same solved grid are kept out of one set.
- ``PuzzleWire`` and ``AnswerWire``: the puzzle's and the answer's fields in
  a file, as :class:`pnp.schema.Wire` models with a bound on every number,
  list and string (:mod:`pnp.games.minigames.schema` holds the pieces they
  share); ``puzzle_to_json``, ``puzzle_from_json(wire)``, ``answer_to_json``,
  ``answer_from_json(wire)``: the from_json functions get the checked wire
  object and check what a schema cannot say (a square inside this grid),
  raising :class:`pnp.games.minigames.schema.Refused` with the key.
- ``draw_puzzle(tile, box, floor=0.0) -> items`` and ``draw_answer(tile, box, floor=0.0) -> items``:
  scene items inside ``box`` = (x, y, w, h) in mm; optionally
  ``draw_artwork(tile, box, floor=0.0)`` for a second face (the spider). ``floor`` is
  the large-print text floor in points (0: as designed): every text drawn at or above it.
- ``rules_row() -> (easy, hard)``: what docs/rules-minigames.md states of its
  easy and hard tiles, from its settings (:mod:`pnp.games.minigames.figures`).

:func:`generate_tile` runs attempts (capped) and returns only tiles whose
answer is unique, equal to what the solver finds, whose claims hold, and graded
at the asked difficulty. The tile's id is derived from the puzzle's canonical
form (:mod:`pnp.games.minigames.likeness`). :func:`verify_tile` repeats every
check on a saved tile, adds the id and the stored measure, and names what it checked.
"""

from __future__ import annotations

from pnp.errors import PnpError
from pnp.games.minigames.catalog import module, types
from pnp.games.minigames.likeness import tile_id
from pnp.minigame import Check, Claiming, Tile
from pnp.seeds import rng as make_rng
from pnp.verdict import Verdict

__all__ = ["DIFFICULTIES", "MAX_ATTEMPTS", "Check", "Tile", "generate_tile", "verify_tile", "tile_checks"]

DIFFICULTIES = ("easy", "hard")
MAX_ATTEMPTS = 400


def __getattr__(name: str):
    # TYPES, every minigame in order, is discovered when first asked for (it imports every minigame
    # module), not when this module is imported: the minigame modules may then import what they share
    if name == "TYPES":
        return types()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def content_checks(type_name: str, difficulty: str, puzzle, answer) -> tuple[list[Check], dict | None]:
    """Every check of a (puzzle, answer) pair as a tile of that difficulty, and the grade's measure
    (None when the puzzle has no single answer, so it is not graded and nothing more is checked)."""
    m = module(type_name)
    n = m.count_solutions(puzzle, 2)
    if n != 1:
        return [("exactly one answer", "no solution" if n == 0 else "more than one solution")], None
    out: list[Check] = [("exactly one answer", None)]
    out.append(("the stored answer is that answer",
                 None if m.solve(puzzle) == answer else "the stored answer is not the puzzle's solution"))
    if isinstance(m, Claiming):
        out += m.claims(puzzle)
    graded, measure = m.grade(puzzle)
    out.append((f"graded {difficulty}", None if graded == difficulty else f"graded {graded}, not {difficulty}"))
    return out, measure


def assess(type_name: str, difficulty: str, puzzle, answer) -> tuple[list[str], dict | None]:
    """Why a (puzzle, answer) pair is not a good tile of that difficulty (empty when it is), and the
    grade's measure (None when the puzzle has no single answer, so it is not graded)."""
    found, measure = content_checks(type_name, difficulty, puzzle, answer)
    return [problem for _, problem in found if problem], measure


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
        assert measure is not None  # a puzzle with no problems has one answer, so it was graded
        return Tile(type_name, difficulty, tile_id(type_name, puzzle), seed, puzzle, answer, measure)
    raise PnpError(f"no {difficulty} {type_name} tile found in {max_attempts} attempts (seed {seed})")


def tile_checks(tile: Tile) -> tuple[list[Check], dict]:
    """Every claim a saved tile makes, checked: its content (answer, printed claims, grade), its id, its measure."""
    m = module(tile.type)
    found, measure = content_checks(tile.type, tile.difficulty, tile.puzzle, tile.answer)
    expected = tile_id(tile.type, tile.puzzle)
    found.append(("the id matches the puzzle",
                  None if tile.tile_id == expected else f"the id {tile.tile_id} does not match the puzzle "
                                                        f"(its content gives {expected})"))
    if measure is None:
        _, measure = m.grade(tile.puzzle)
    if tile.measure:  # a file may leave the measure out; when it states one, it must be the grader's
        found.append(("the stored measure is the grader's",
                      None if tile.measure == measure else "the stored measure is not the grader's"))
    return found, measure


def verify_tile(tile: Tile) -> Verdict:
    m = module(tile.type)
    found, measure = tile_checks(tile)
    witness = {"answer": m.answer_to_json(tile.answer), "measure": measure, "id": tile_id(tile.type, tile.puzzle),
               "checked": [claim for claim, _ in found]}
    problems = tuple(problem for _, problem in found if problem)
    name = f"{tile.difficulty} {tile.type} tile {tile.tile_id}"
    if problems:
        return Verdict(False, f"{name} rejected", witness, problems)
    return Verdict(True, f"{name}: checked {'; '.join(claim for claim, _ in found)}", witness)
