"""Bow: draw the way from the skeleton to the one arrow it can reach.

A maze on a grid (easy 7 × 7 with 3 arrows, hard 11 × 10 with 4 or 5). The
skeleton stands on a square inside it; arrows lie just outside the border,
each in front of an opening of a border square (never a corner square, so its
side is plain), pointing outwards. Exactly one arrow can be reached from the
skeleton without crossing a wall; the player draws that way.

Generation carves a perfect maze (a tree), picks the skeleton and the arrows
and makes every arrow's square a dead end (what lay beyond it is joined on
elsewhere, so the maze stays perfect). Then it adds one wall on the branch
towards each decoy arrow, after the branch leaves the way to the answer, so
that only the answer stays joined to the skeleton. Where the branch is cut
sets the difficulty: on easy tiles right where it leaves the answer's way; on
hard tiles (where the answer is the arrow farthest along the maze, but not
the nearest as the crow flies) close to the decoy, so a player who follows
the branch travels most of the way before meeting the wall.

Grading is solver-based and reads only the finished puzzle. For each decoy
it finds the *near miss*: the shortest way from the skeleton to the decoy
that crosses exactly one wall (breadth-first distances from both ends, joined
over every wall). Its *lateness* is the share of that way walked before the
wall. Easy tiles: every decoy fails within the first half. Hard tiles: every
decoy fails late (after at least 70 %), and the easy-level guesses are wrong:
the arrow nearest the skeleton as the crow flies is not the answer; the arrow
that looks nearest along the corridors (shortest near miss, against the
answer's true length) is a decoy; and peeking a few squares in from each
arrow does not single out the answer: at least two decoys' corridors go on
further.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from pydantic import Field

from pnp.games.minigames.common import INK, place
from pnp.games.minigames.figures import choices, pct
from pnp.games.minigames.jsonio import checked, plain, walls_from_wire
from pnp.games.minigames.likeness import maze_form
from pnp.games.minigames.mazes import (
    MAX_SIZE,
    MazeGrid,
    MazeWire,
    branch_to,
    centre,
    cut_lateness,
    dead_ends,
    maze_items,
    near_miss,
    outward,
    path_line,
    preorder,
    puzzle_grid,
    tree_from,
    tree_way,
    turned_icon,
    walls_problems,
)
from pnp.games.minigames.schema import Path, Square
from pnp.games.minigames.spec import MinigameSpec
from pnp.grid.core import Cell, Wall, in_bounds, wall
from pnp.grid.maze import perfect_maze
from pnp.scene.color import Color
from pnp.scene.model import Icon, Item, Style
from pnp.scene.shapes import circle
from pnp.schema import Whole, Wire

SPEC = MinigameSpec(
    type="bow", name="Bow", prefix="BO", icon="bow", order=20,
    task="Draw the way from the skeleton to the one arrow it can reach.",
)
ARROW_INK = Color.hex("#7a4a22")
HALO = Color.hex("#e6d6b4")  # a disc behind the skeleton so the thin icon stands out


@dataclass(frozen=True)
class Settings:
    """What tiles of one difficulty hold."""

    size: tuple[int, int]  # the maze's (width, height)
    arrows: tuple[int, ...]  # how many arrows: one of these
    steps: int  # the answer is at least this many steps away


SETTINGS = {
    "easy": Settings(size=(7, 7), arrows=(3,), steps=6),
    "hard": Settings(size=(11, 10), arrows=(4, 5), steps=18),
}
EASY_MAX_CELLS = 64  # easy mazes have at most this many squares, hard ones at least HARD_MIN_CELLS
HARD_MIN_CELLS = 90
EASY_MAX_LATENESS = 0.5  # easy: every decoy fails within the first half of its near miss
HARD_MIN_LATENESS = 0.7  # hard: every decoy fails after at least 70 % of it
PEEK = 3  # hard: peeking this many squares in from each arrow ...
PEEK_SURVIVORS = 2  # ... leaves at least this many decoys in play (their corridors go on)
ARROW_GAP = 3  # arrows at least this far apart (in steps, ignoring walls)
EXTRA = 3  # hard generation: arrows are chosen among this many more dead ends on the border
POCKET_CAP = 40  # hard generation: a decoy's part cut off has at most this many squares
MARGIN = 0.9  # squares of room around the maze for the arrows


@dataclass(frozen=True)
class Puzzle:
    width: int
    height: int
    walls: frozenset  # of pnp.grid.core.wall(a, b), a and b orthogonal neighbours
    skeleton: Cell
    arrows: tuple[Cell, ...]  # border squares (not corners); the arrow lies outside, in front of the opening


@dataclass(frozen=True)
class Answer:
    arrow: int  # index into Puzzle.arrows
    path: tuple[Cell, ...]  # from the skeleton's square to the arrow's square


# --- rules -----------------------------------------------------------------------

def problems(p: Puzzle) -> list[str]:
    """Why a puzzle is not well formed."""
    out = walls_problems(p.width, p.height, p.walls)
    if out:
        return out
    sx, sy = p.skeleton
    if not (0 < sx < p.width - 1 and 0 < sy < p.height - 1):
        out.append(f"the skeleton's square {[sx, sy]} is not inside the maze (off the border)")
    if len(p.arrows) < 2:
        out.append("there must be at least two arrows")
    if len(set(p.arrows)) != len(p.arrows):
        out.append("two arrows share a square")
    for a in p.arrows:
        if not in_bounds(a, p.width, p.height) or outward(a, p.width, p.height) is None:
            out.append(f"arrow square {list(a)} is not a border square (corners excluded)")
    return out


def count_solutions(puzzle: Puzzle, limit: int = 2) -> int:
    """How many arrows the skeleton reaches (breadth-first search); 0 for a malformed puzzle."""
    if problems(puzzle):
        return 0
    reach = puzzle_grid(puzzle).reachable(puzzle.skeleton)
    return min(limit, sum(1 for a in puzzle.arrows if a in reach))


def solve(puzzle: Puzzle) -> Answer | None:
    if count_solutions(puzzle) != 1:
        return None
    grid = puzzle_grid(puzzle)
    reach = grid.reachable(puzzle.skeleton)
    index = next(i for i, a in enumerate(puzzle.arrows) if a in reach)
    path = grid.shortest_path(puzzle.skeleton, puzzle.arrows[index])
    assert path is not None  # the arrow is among the squares the skeleton reaches
    return Answer(index, tuple(path))


def grade(puzzle: Puzzle) -> tuple[str, dict]:
    p = puzzle
    if count_solutions(p) != 1:
        return "unrated", {"width": p.width, "height": p.height, "arrows": len(p.arrows), "unique": False}
    grid = puzzle_grid(p)
    from_s = grid.distances(p.skeleton)
    answer = next(i for i, a in enumerate(p.arrows) if a in from_s)
    steps = from_s[p.arrows[answer]]
    misses = [near_miss(grid, from_s, a) for i, a in enumerate(p.arrows) if i != answer]
    lateness = [reach / length if length else 0.0 for reach, length, _, _ in misses]
    sx, sy = p.skeleton
    crow = [(ax - sx) ** 2 + (ay - sy) ** 2 for ax, ay in p.arrows]
    measure = {
        "width": p.width, "height": p.height, "arrows": len(p.arrows), "unique": True, "steps": steps,
        "min_lateness": round(min(lateness), 3), "max_lateness": round(max(lateness), 3),
        "min_pocket": min(m[2] for m in misses), "max_decoy_depth": max(m[3] for m in misses),
        # the easy-level guesses: the arrow nearest as the crow flies; the arrow that looks
        # nearest along the corridors (a decoy's near miss against the answer's way); the
        # only arrow whose corridor goes on for more than PEEK squares
        "crow_picks_answer": crow[answer] == min(crow),
        "route_picks_answer": steps <= min(m[1] for m in misses),
        "peek_picks_answer": max(m[3] for m in misses) <= PEEK,
        "peek_survivors": sum(1 for m in misses if m[3] > PEEK),
    }
    cells_n = p.width * p.height
    if (cells_n <= EASY_MAX_CELLS and len(p.arrows) in SETTINGS["easy"].arrows
            and steps >= SETTINGS["easy"].steps and max(lateness) <= EASY_MAX_LATENESS):
        return "easy", measure
    if (cells_n >= HARD_MIN_CELLS and len(p.arrows) in SETTINGS["hard"].arrows
            and steps >= SETTINGS["hard"].steps and min(lateness) >= HARD_MIN_LATENESS
            and measure["peek_survivors"] >= PEEK_SURVIVORS
            and not (measure["crow_picks_answer"] or measure["route_picks_answer"] or measure["peek_picks_answer"])):
        return "hard", measure
    return "unrated", measure


def hardness(measure: Mapping[str, Any]) -> float:
    """The squares from the skeleton to the right arrow: the corridor the reader traces back."""
    return measure["steps"]


# --- generation ------------------------------------------------------------------

def _border_squares(width: int, height: int) -> list[Cell]:
    return [(x, y) for y in range(height) for x in range(width) if outward((x, y), width, height) is not None]


def _pick_arrows(width: int, height: int, k: int, rng: random.Random) -> list[Cell] | None:
    options = _border_squares(width, height)
    rng.shuffle(options)
    picked: list[Cell] = []
    for c in options:
        if all(abs(c[0] - o[0]) + abs(c[1] - o[1]) >= ARROW_GAP for o in picked):
            picked.append(c)
            if len(picked) == k:
                return sorted(picked)
    return None


def _easy_answer(arrows: list[Cell], parent: dict, depth: dict) -> int | None:
    """The arrow whose decoys leave its way earliest."""
    ways = [tree_way(parent, a) for a in arrows]

    def early(i: int) -> float:
        segs = [(branch_to(parent, ways[i], d), d) for d in arrows if d != arrows[i]]
        if not all(seg for seg, _ in segs):
            return 2.0  # a decoy on this arrow's way cannot be cut off
        return max(depth[parent[seg[-1]]] / depth[d] for seg, d in segs)

    answer = min(range(len(arrows)), key=lambda i: (early(i), i))
    return answer if early(answer) < 1 else None


def _hard_choice(candidates: list[Cell], k: int, skeleton: Cell, depth: dict) -> tuple[list[Cell], int] | None:
    """``k`` arrows among the dead ends ``candidates``: the answer farthest along the maze, the decoys
    the nearest one as the crow flies and then the farthest ones along the maze."""
    sx, sy = skeleton

    def crow(c: Cell) -> int:
        return (c[0] - sx) ** 2 + (c[1] - sy) ** 2

    by_depth = sorted(candidates, key=lambda c: (-depth[c], c))
    answer = by_depth[0]
    nearest = min(candidates, key=lambda c: (crow(c), c))
    if nearest == answer:
        return None
    decoys = [nearest] + [c for c in by_depth[1:] if c != nearest][: k - 2]
    arrows = sorted([answer, *decoys])
    return arrows, arrows.index(answer)


def generate(difficulty: str, rng: random.Random) -> tuple[Puzzle, Answer | None] | None:
    s = SETTINGS[difficulty]
    width, height = s.size
    walls = perfect_maze(width, height, rng)
    skeleton = (rng.randrange(width // 4, width - width // 4), rng.randrange(height // 4, height - height // 4))
    k = rng.choice(s.arrows)
    # hard tiles choose their arrows among a few more dead ends on the border
    candidates = _pick_arrows(width, height, k + (EXTRA if difficulty == "hard" else 0), rng)
    if candidates is None:
        return None
    pocketed = dead_ends(width, height, walls, candidates, skeleton, rng)
    if pocketed is None:
        return None
    grid = MazeGrid(width, height, pocketed)
    parent, depth, order = tree_from(grid, skeleton)
    above = {c: up for c, up in parent.items() if up is not None}  # every square's parent but the skeleton's
    if difficulty == "easy":
        arrows, answer = candidates, _easy_answer(candidates, parent, depth)
    else:
        chosen = _hard_choice(candidates, k, skeleton, depth)
        arrows, answer = chosen if chosen else (candidates, None)
    if answer is None or depth[arrows[answer]] < s.steps:
        return None
    on_answer = tree_way(parent, arrows[answer])
    tin, sizes = preorder(parent, order)
    cut: set[Wall] = set()
    pockets: list[tuple[int, int]] = []  # preorder ranges of the parts already cut off
    for i, d in enumerate(arrows):
        if i == answer:
            continue
        seg = branch_to(parent, on_answer, d)  # seg[-1] is the first square off the answer's way
        if not seg:
            return None  # the decoy lies on the answer's way
        if any(wall(x, above[x]) in cut for x in seg):
            continue  # already cut off with another decoy
        if difficulty == "easy":
            # cut right where the branch leaves the answer's way (or a step or two further)
            scored = [(cut_lateness(grid, depth, tin, sizes, pockets, x, d)[0], n, x)
                      for n, x in enumerate(reversed(seg[-3:]))]
            _, _, x = min(scored)
        else:
            # cut late, leaving the decoy the deepest part of its own
            scored = []
            for x in seg:
                if sizes[x] > POCKET_CAP:
                    break
                late, deep = cut_lateness(grid, depth, tin, sizes, pockets, x, d)
                if late >= HARD_MIN_LATENESS:
                    scored.append((deep, sizes[x], x))
            if not scored:
                return None
            _, _, x = max(scored)
        cut.add(wall(x, above[x]))
        pockets.append((tin[x], tin[x] + sizes[x]))
    puzzle = Puzzle(width, height, frozenset(pocketed | cut), skeleton, tuple(arrows))
    return puzzle, solve(puzzle)


# --- likeness (ids, sets) ---------------------------------------------------------

def canonical(p: Puzzle) -> str:
    """The 8 turns and mirrors of the maze (a rectangle's too); the arrows as a set."""
    return maze_form(p.width, p.height, p.walls, [("skeleton", [p.skeleton]), ("arrows", p.arrows)])


# --- JSON ------------------------------------------------------------------------

puzzle_to_json = plain  # the fields in order: squares as [x, y], the walls sorted
answer_to_json = plain


class PuzzleWire(MazeWire):
    skeleton: Square
    arrows: list[Square] = Field(min_length=2, max_length=4 * MAX_SIZE)  # border squares


class AnswerWire(Wire):
    arrow: Whole = Field(ge=0, le=4 * MAX_SIZE - 1)
    path: Path


def puzzle_from_json(w: PuzzleWire) -> Puzzle:
    return checked(Puzzle(w.width, w.height, walls_from_wire(w.walls), w.skeleton, tuple(w.arrows)), problems)


def answer_from_json(w: AnswerWire) -> Answer:
    return Answer(w.arrow, tuple(w.path))


# --- drawing ---------------------------------------------------------------------

def _geometry(p: Puzzle, box) -> tuple[float, float, float]:
    return place(p.width, p.height, box, MARGIN, MARGIN, MARGIN, MARGIN)


_TURN = {(0, 1): 0, (-1, 0): 90, (0, -1): 180, (1, 0): 270}  # the arrow icon points down


def _opening(p: Puzzle, a: Cell) -> tuple[int, int]:
    """The step out of the maze at an arrow's square."""
    step = outward(a, p.width, p.height)
    assert step is not None  # an arrow's square is on the border and not a corner (problems() checks it)
    return step


def least_box(difficulty: str, square: float, width: float, floor: float = 0.0) -> tuple[float, float]:
    """The maze's squares at ``square`` mm and the room for the arrows (``pnp.minigame.Squared``)."""
    w, h = SETTINGS[difficulty].size
    return (w + 2 * MARGIN) * square, (h + 2 * MARGIN) * square


def draw_puzzle(tile, box, floor: float = 0.0) -> list[Item]:  # no text: the floor changes nothing
    p: Puzzle = tile.puzzle
    x0, y0, c = _geometry(p, box)
    openings = [(a, _opening(p, a)) for a in p.arrows]
    items = maze_items(p.width, p.height, p.walls, openings, x0, y0, c)
    cx, cy = centre(p.skeleton, x0, y0, c)
    items.append(circle(cx, cy, 0.4 * c, Style(fill=HALO)))
    items.append(Icon("skeleton", cx - 0.42 * c, cy - 0.42 * c, 0.84 * c, INK))
    for a, (dx, dy) in openings:
        ax, ay = centre(a, x0, y0, c)
        off = 0.5 + MARGIN / 2
        items.append(turned_icon("arrow", ax + dx * off * c, ay + dy * off * c, 0.8 * c, _TURN[(dx, dy)], ARROW_INK))
    return items


def draw_answer(tile, box, floor: float = 0.0) -> list[Item]:
    p: Puzzle = tile.puzzle
    x0, y0, c = _geometry(p, box)
    pts = [centre(cl, x0, y0, c) for cl in tile.answer.path]
    dx, dy = outward(tile.answer.path[-1], p.width, p.height) or (0, 0)
    ex, ey = pts[-1]
    pts.append((ex + dx * 0.55 * c, ey + dy * 0.55 * c))  # through the opening, up to the arrow
    return [path_line(pts, c), *draw_puzzle(tile, box)]


# --- the rules page --------------------------------------------------------------

def rules_row() -> tuple[str, str]:
    easy, hard = SETTINGS["easy"], SETTINGS["hard"]
    return (f"{easy.size[0]} × {easy.size[1]} maze, {choices(easy.arrows)} arrows, the answer at least "
            f"{easy.steps} steps away; every decoy fails within the first {pct(EASY_MAX_LATENESS)} of its near miss",
            f"{hard.size[0]} × {hard.size[1]} maze, {choices(hard.arrows)} arrows, the answer at least "
            f"{hard.steps} steps away; every decoy fails after at least {pct(HARD_MIN_LATENESS)} of it; peeking "
            f"{PEEK} squares in from each arrow leaves at least {PEEK_SURVIVORS} decoys open")


if TYPE_CHECKING:  # mypy checks this module against the minigame contract (the catalog checks it at load)
    from pnp.games.minigames.puzzles import bow as _this
    from pnp.minigame import Minigame, Squared

    _CONFORMS: Minigame = _this
    _SQUARED: Squared = _this
