"""Treasure: which key's path leads to the chest with the ruby?

A maze on a grid (easy 7 × 7, hard 10 × 10). Keys stand outside the left
edge, each in front of an opening of a square in the left column; chests
stand outside the right edge the same way (rows at least two apart). One
chest holds the ruby (drawn open, with a red gem). Exactly one key is joined
to the ruby's chest without crossing a wall; the player finds it and draws
its path.

Generation (:mod:`pnp.games.minigames.treasure_ways`): easy tiles keep a
perfect maze's way from the answer key to the ruby and wall every decoy key
into a small pocket; hard tiles lay disjoint winding ways first, one from
every decoy key to an empty chest, and grow the rest of the maze around them.

Grading is solver-based and reads only the puzzle. For each decoy key: the
chests its part of the maze reaches and how far; its *lateness*, 1 when it
reaches a chest (it fails only there) else how far one can walk in from it
over the answer's length. Also how deep the dead ends off the answer's way
go (what tracing back from the ruby costs). Easy tiles: every decoy fails
within half the answer's length and reaches no chest. Hard tiles: every decoy
reaches a chest, by a way at least 60 % as long as the answer's; some dead
end off the answer's way is 3 or more squares deep; and the easy-level
guesses are wrong: the key in the row nearest the ruby's ("straight across")
is not the answer, nor is the answer the only key that reaches a chest.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from pydantic import Field

from pnp.games.minigames.common import INK, place
from pnp.games.minigames.figures import choices, pct, span
from pnp.games.minigames.jsonio import checked, plain, walls_from_wire
from pnp.games.minigames.likeness import maze_form
from pnp.games.minigames.mazes import (
    MAX_SIZE,
    MazeWire,
    centre,
    maze_items,
    path_line,
    puzzle_grid,
    turned_icon,
    walls_problems,
)
from pnp.games.minigames.schema import Path, Square
from pnp.games.minigames.spec import MinigameSpec
from pnp.games.minigames.treasure_ways import easy_maze, hard_maze
from pnp.grid.core import Cell
from pnp.scene.color import Color
from pnp.scene.model import Icon, Item, Style
from pnp.scene.shapes import circle
from pnp.schema import Whole, Wire

SPEC = MinigameSpec(
    type="treasure", name="Treasure", prefix="TS", icon="treasure", order=40,
    task="Find the key whose path leads to the chest with the ruby.",
)
KEY_INK = Color.hex("#7a4a22")
RUBY = Color.hex("#c8102e")
HALO = Color.hex("#fbf7ee")


@dataclass(frozen=True)
class Settings:
    """What tiles of one difficulty hold."""

    size: tuple[int, int]  # the maze's (width, height)
    keys: tuple[int, ...]  # how many keys: one of these
    chests: tuple[int, ...]  # how many chests: one of these
    steps: int  # the answer's path is at least this many steps long


SETTINGS = {
    "easy": Settings(size=(7, 7), keys=(3,), chests=(3,), steps=6),
    "hard": Settings(size=(10, 10), keys=(4, 5), chests=(4, 5), steps=18),
}
EASY_MAX_CELLS = 64
HARD_MIN_CELLS = 90
EASY_MAX_LATENESS = 0.5  # easy: no decoy key reaches a chest and each part goes at most half the answer's length deep
HARD_MIN_ROUTE_SHARE = 0.6  # hard: each decoy key reaches a chest, by a way at least 60 % of the answer's length
HARD_MIN_BRANCH = 3  # hard: some dead end off the answer's way goes at least this deep


@dataclass(frozen=True)
class Puzzle:
    width: int
    height: int
    walls: frozenset  # of pnp.grid.core.wall(a, b), a and b orthogonal neighbours
    keys: tuple[Cell, ...]  # squares of the left column, opening to the left
    chests: tuple[Cell, ...]  # squares of the right column, opening to the right
    ruby: int  # index into chests


@dataclass(frozen=True)
class Answer:
    key: int  # index into Puzzle.keys
    path: tuple[Cell, ...]  # from the key's square to the ruby chest's square


def problems(p: Puzzle) -> list[str]:
    """Why a puzzle is not well formed."""
    out = walls_problems(p.width, p.height, p.walls)
    if out:
        return out
    if len(p.keys) < 2:
        out.append("there must be at least two keys")
    if not p.chests:
        out.append("there must be at least one chest")
    for name, squares, x in (("key", p.keys, 0), ("chest", p.chests, p.width - 1)):
        if len(set(squares)) != len(squares):
            out.append(f"two {name}s share a square")
        for c in squares:
            if c[0] != x or not 0 <= c[1] < p.height:
                out.append(f"{name} square {list(c)} is not in the {'left' if x == 0 else 'right'} column")
    if not 0 <= p.ruby < len(p.chests):
        out.append(f"the ruby's chest {p.ruby} is not one of the {len(p.chests)} chests")
    return out


def count_solutions(puzzle: Puzzle, limit: int = 2) -> int:
    """How many keys are joined to the ruby's chest (breadth-first search); 0 for a malformed puzzle."""
    if problems(puzzle):
        return 0
    reach = puzzle_grid(puzzle).reachable(puzzle.chests[puzzle.ruby])
    return min(limit, sum(1 for k in puzzle.keys if k in reach))


def solve(puzzle: Puzzle) -> Answer | None:
    if count_solutions(puzzle) != 1:
        return None
    grid = puzzle_grid(puzzle)
    ruby = puzzle.chests[puzzle.ruby]
    reach = grid.reachable(ruby)
    index = next(i for i, k in enumerate(puzzle.keys) if k in reach)
    path = grid.shortest_path(puzzle.keys[index], ruby)
    assert path is not None  # the key is among the squares the ruby's chest reaches
    return Answer(index, tuple(path))


def grade(puzzle: Puzzle) -> tuple[str, dict]:
    p = puzzle
    if count_solutions(p) != 1:
        return "unrated", {"width": p.width, "height": p.height, "keys": len(p.keys), "unique": False}
    grid = puzzle_grid(p)
    ruby = p.chests[p.ruby]
    from_ruby = grid.distances(ruby)
    answer = next(i for i, k in enumerate(p.keys) if k in from_ruby)
    steps = from_ruby[p.keys[answer]]
    routes, lateness = [], []
    for i, k in enumerate(p.keys):
        if i == answer:
            continue
        from_key = grid.distances(k)
        reached = [from_key[c] for c in p.chests if c in from_key]
        routes.append(min(reached) if reached else 0)
        # a decoy that reaches a chest fails only there, at the very end; one that does not
        # fails when its corridors run out
        lateness.append(1.0 if reached else min(1.0, max(from_key.values()) / steps))
    # how far the dead ends off the answer's way go (what tracing back from the ruby costs)
    way = grid.shortest_path(p.keys[answer], ruby)
    assert way is not None  # the answer key is among the squares the ruby's chest reaches
    off_way = grid.distances(*way)
    rows = [abs(k[1] - ruby[1]) for k in p.keys]
    reaching = sum(1 for r in routes if r)
    measure = {
        "width": p.width, "height": p.height, "keys": len(p.keys), "chests": len(p.chests), "unique": True,
        "steps": steps, "decoys_reaching_a_chest": reaching, "min_decoy_route": min(routes),
        "min_lateness": round(min(lateness), 3), "max_lateness": round(max(lateness), 3),
        "longest_branch": max(off_way[c] for c in from_ruby),
        # the easy-level guesses: the key straight across from the ruby (nearest row); the
        # only key whose path reaches any chest at all
        "straight_picks_answer": rows[answer] == min(rows),
        "chest_picks_answer": reaching == 0,
    }
    cells_n = p.width * p.height
    if (cells_n <= EASY_MAX_CELLS and len(p.keys) in SETTINGS["easy"].keys
            and len(p.chests) in SETTINGS["easy"].chests and steps >= SETTINGS["easy"].steps
            and max(lateness) <= EASY_MAX_LATENESS):
        return "easy", measure
    if (cells_n >= HARD_MIN_CELLS and len(p.keys) in SETTINGS["hard"].keys
            and len(p.chests) in SETTINGS["hard"].chests and steps >= SETTINGS["hard"].steps
            and min(lateness) == 1.0 and min(routes) >= HARD_MIN_ROUTE_SHARE * steps
            and measure["longest_branch"] >= HARD_MIN_BRANCH
            and not (measure["straight_picks_answer"] or measure["chest_picks_answer"])):
        return "hard", measure
    return "unrated", measure


def hardness(measure: Mapping[str, Any]) -> float:
    """The squares from the ruby's chest to the right key."""
    return measure["steps"]


# --- generation ------------------------------------------------------------------

def generate(difficulty: str, rng: random.Random) -> tuple[Puzzle, Answer | None] | None:
    s = SETTINGS[difficulty]
    laid = easy_maze(s, rng) if difficulty == "easy" else hard_maze(s, rng)
    if laid is None:
        return None
    puzzle = Puzzle(*laid)
    return puzzle, solve(puzzle)


# --- likeness (ids, sets) ---------------------------------------------------------

def canonical(p: Puzzle) -> str:
    """The 8 turns and mirrors of the maze (a rectangle's too); keys and chests as sets,
    the ruby's chest by its square."""
    ruby = [p.chests[p.ruby]] if 0 <= p.ruby < len(p.chests) else []
    return maze_form(p.width, p.height, p.walls, [("keys", p.keys), ("chests", p.chests), ("ruby", ruby)])


# --- JSON ------------------------------------------------------------------------

puzzle_to_json = plain  # the fields in order: squares as [x, y], the walls sorted
answer_to_json = plain


class PuzzleWire(MazeWire):
    keys: list[Square] = Field(min_length=2, max_length=MAX_SIZE)  # in the left column
    chests: list[Square] = Field(min_length=1, max_length=MAX_SIZE)  # in the right column
    ruby: Whole = Field(ge=0, le=MAX_SIZE - 1)  # which chest


class AnswerWire(Wire):
    key: Whole = Field(ge=0, le=MAX_SIZE - 1)
    path: Path


def puzzle_from_json(w: PuzzleWire) -> Puzzle:
    return checked(Puzzle(w.width, w.height, walls_from_wire(w.walls), tuple(w.keys), tuple(w.chests), w.ruby),
                   problems)


def answer_from_json(w: AnswerWire) -> Answer:
    return Answer(w.key, tuple(w.path))


# --- drawing ---------------------------------------------------------------------

SIDE = 1.0  # squares of room left and right of the maze for the keys and chests
EDGE = 0.4  # and above and below (the ruby rises a little above its chest)


def _geometry(p: Puzzle, box) -> tuple[float, float, float]:
    return place(p.width, p.height, box, SIDE, SIDE, EDGE, EDGE)


def least_box(difficulty: str, square: float, width: float, floor: float = 0.0) -> tuple[float, float]:
    """The maze's squares at ``square`` mm and the room for the keys and chests (``pnp.minigame.Squared``)."""
    w, h = SETTINGS[difficulty].size
    return (w + 2 * SIDE) * square, (h + 2 * EDGE) * square


def draw_puzzle(tile, box, floor: float = 0.0) -> list[Item]:  # no text: the floor changes nothing
    p: Puzzle = tile.puzzle
    x0, y0, c = _geometry(p, box)
    openings = [(k, (-1, 0)) for k in p.keys] + [(ch, (1, 0)) for ch in p.chests]
    items = maze_items(p.width, p.height, p.walls, openings, x0, y0, c)
    off = (0.5 + SIDE / 2) * c
    for k in p.keys:
        kx, ky = centre(k, x0, y0, c)
        items.append(turned_icon("key", kx - off, ky, 0.86 * c, 90, KEY_INK))
    for i, ch in enumerate(p.chests):
        cx, cy = centre(ch, x0, y0, c)
        size = 0.86 * c
        if i != p.ruby:
            items.append(Icon("treasure", cx + off - size / 2, cy - size / 2, size, INK))
            continue
        # the ruby's chest stands open, the red gem rising out of it
        items.append(Icon("open-chest", cx + off - size / 2, cy - size / 2 + 0.1 * c, size, INK))
        g = 0.52 * c
        gx, gy = cx + off, cy - 0.22 * c
        items.append(circle(gx, gy, 0.32 * c, Style(fill=HALO)))
        items.append(Icon("gem", gx - g / 2, gy - g / 2, g, RUBY))
    return items


def draw_answer(tile, box, floor: float = 0.0) -> list[Item]:
    p: Puzzle = tile.puzzle
    x0, y0, c = _geometry(p, box)
    pts = [centre(cl, x0, y0, c) for cl in tile.answer.path]
    (sx, sy), (ex, ey) = pts[0], pts[-1]
    pts = [(sx - 0.55 * c, sy), *pts, (ex + 0.55 * c, ey)]  # from the key's opening to the chest's
    return [path_line(pts, c), *draw_puzzle(tile, box)]


# --- the rules page --------------------------------------------------------------

def rules_row() -> tuple[str, str]:
    easy, hard = SETTINGS["easy"], SETTINGS["hard"]
    return (f"{easy.size[0]} × {easy.size[1]} maze, {choices(easy.keys)} keys, {choices(easy.chests)} "
            f"chests, the answer at least {easy.steps} steps; no decoy key reaches a chest, nor goes deeper than "
            f"{pct(EASY_MAX_LATENESS)} of the answer's length",
            f"{hard.size[0]} × {hard.size[1]} maze, {span(hard.keys)} keys, {span(hard.chests)} chests, "
            f"the answer at least {hard.steps} steps; every decoy key reaches an empty chest by a way at least "
            f"{pct(HARD_MIN_ROUTE_SHARE)} as long as the answer's")


if TYPE_CHECKING:  # mypy checks this module against the minigame contract (the catalog checks it at load)
    from pnp.games.minigames.puzzles import treasure as _this
    from pnp.minigame import Minigame, Squared

    _CONFORMS: Minigame = _this
    _SQUARED: Squared = _this
