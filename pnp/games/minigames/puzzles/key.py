"""Key: circle every key exactly like the one in the frame.

The tile shows a target key in a frame, a number N, and a grid of keys drawn
procedurally (vector silhouettes, no icon; :mod:`key_shapes`). A key has
four features (:mod:`key_features`): the bow (round, square, trefoil, diamond
or oval), a hole in the bow (round, square or none), collar rings on the
shaft (0 to 2) and the bit: 3 or 4 separate teeth (a 3-tooth key is
shorter), each 1 to 3 steps long. Exactly N keys
equal the target in every feature; every other key differs in at least one.
Every two values of a feature differ on paper by at least 2 mm² of ink at
the smallest scale a tile uses (tested).

Easy tiles have about 8 keys and every other key has another bow or another
number of teeth (the coarse features), so a glance finds the N keys. Hard
tiles have 12 to 16 keys and most other keys differ from the target in
exactly one fine feature (one tooth, the hole, the rings): comparing the
coarse features is not enough.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Annotated, Any, Literal

from pydantic import Field

from pnp.games.minigames.common import ANSWER as CIRCLE
from pnp.games.minigames.common import INK, place
from pnp.games.minigames.figures import choices, span
from pnp.games.minigames.jsonio import distinct_in_order, plain
from pnp.games.minigames.key_features import (
    BOWS,
    HOLES,
    RINGS,
    Key,
    coarse,
    differences,
    easy_other,
    hard_others,
    random_key,
    valid_features,
)
from pnp.games.minigames.key_shapes import (
    FRAME_GROW,
    HEIGHTS,
    KEY_H,
    KEY_W,
    PAD_X,
    PAD_Y,
    RING_GROW,
    TEETH,
    unit_geometry,
)
from pnp.games.minigames.schema import MAX_MM, Extent, Point
from pnp.games.minigames.spec import MinigameSpec
from pnp.games.minigames.words import find
from pnp.scene.arrange import height_of, lay_out
from pnp.scene.boxes import Art, Row, Words
from pnp.scene.color import Color
from pnp.scene.model import Item, Shape, Style
from pnp.scene.shapes import rounded_rect
from pnp.schema import Whole, Wire

SPEC = MinigameSpec(
    type="key", name="Key", prefix="KE", icon="key", order=30,
    task="Circle every key exactly like the one in the frame.",
)
METAL = Color.hex("#3a2f26")
FRAME = Color.hex("#f1e3c2")


@dataclass(frozen=True)
class Settings:
    """What tiles of one difficulty hold."""

    keys: tuple[int, int]  # how many keys in the grid, not counting the framed one (min, max)
    n: tuple[int, ...]  # N, how many are exactly like the target: one of these
    fine: tuple[float, float]  # the share (min, max) of the others that differ in one fine feature only


SETTINGS = {
    "easy": Settings(keys=(7, 8), n=(2, 3), fine=(0.0, 0.0)),
    "hard": Settings(keys=(12, 16), n=(2, 3, 4), fine=(0.6, 0.85)),
}
EASY_MAX_KEYS, HARD_MIN_KEYS = 10, 12  # graded easy with at most, hard with at least this many keys
HARD_GLANCE_EXTRA = 3  # hard: comparing bows and tooth counts finds at least N + this many keys
COLS = (2, 3)  # 2 columns up to 8 keys, else 3; the target takes the first square of the grid, "find N" the second
MAX_SCALE = 1.0  # mm per key unit at most (easy tiles have room to spare)
MAX_KEYS = 64  # keys on one tile in a file (a hard tile holds up to 16; four times that is already unreadable)


@dataclass(frozen=True)
class Puzzle:
    width: float
    height: float
    scale: float  # mm per key unit
    find: int  # N: how many keys match the target
    target: Key
    keys: tuple[Key, ...]


@dataclass(frozen=True)
class Answer:
    keys: tuple[int, ...]  # indices into puzzle.keys, sorted


def key_geometry(k: Key, scale: float):
    """The key's silhouette in mm, its box centred on (k.x, k.y)."""
    from shapely import affinity

    g = unit_geometry(k.bow, k.hole, k.rings, k.teeth)
    return affinity.affine_transform(g, (scale, 0, 0, scale, k.x, k.y))


def envelope(k: Key, scale: float) -> tuple[float, float, float, float]:
    """(x0, y0, x1, y1) in mm of the box any key at k's place fits in."""
    return (k.x - KEY_W * scale / 2, k.y - KEY_H * scale / 2, k.x + KEY_W * scale / 2, k.y + KEY_H * scale / 2)


def readable(puzzle: Puzzle) -> bool:
    """All features known, every key inside the tile and no two keys' boxes touching."""
    if puzzle.scale <= 0 or puzzle.find < 1:
        return False
    keys = (puzzle.target, *puzzle.keys)
    if not all(valid_features(k) for k in keys):
        return False
    boxes = [envelope(k, puzzle.scale) for k in keys]
    if not all(b[0] >= -1e-9 and b[1] >= -1e-9 and b[2] <= puzzle.width + 1e-9 and b[3] <= puzzle.height + 1e-9
               for b in boxes):
        return False
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            if a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]:
                return False
    return True


# --- solving -------------------------------------------------------------------------

def matches(puzzle: Puzzle) -> list[int]:
    return [i for i, k in enumerate(puzzle.keys) if k.features == puzzle.target.features]


def count_solutions(puzzle: Puzzle, limit: int = 2) -> int:
    """0 when fewer than N keys match the target, 1 when exactly N do, else ``limit`` (several ways to pick N)."""
    if not readable(puzzle):
        return 0
    m = len(matches(puzzle))
    if m < puzzle.find:
        return 0
    return 1 if m == puzzle.find else limit


def solve(puzzle: Puzzle) -> Answer | None:
    if count_solutions(puzzle) != 1:
        return None
    return Answer(tuple(matches(puzzle)))


def claims(puzzle: Puzzle) -> list[tuple[str, str | None]]:
    """What the printed tile states beyond its answer: "Find N" counts the keys like the target."""
    m = len(matches(puzzle))
    return [('"Find N" is the number of keys like the target',
             None if m == puzzle.find else f'"Find {puzzle.find}" but {m} keys are like the target')]


def grade(puzzle: Puzzle) -> tuple[str, dict]:
    """Easy when comparing bows and tooth counts already finds exactly N keys; hard when it finds
    at least 3 too many and most other keys differ from the target in one feature only."""
    t = puzzle.target
    others = [k for k in puzzle.keys if k.features != t.features]
    diffs = [differences(k, t) for k in others]
    coarse_matches = sum(1 for k in puzzle.keys if coarse(k) == coarse(t))
    one = sum(1 for d in diffs if len(d) == 1)
    fine_one = sum(1 for d in diffs if len(d) == 1 and d[0] not in ("bow", "teeth"))
    measure = {"keys": len(puzzle.keys), "find": puzzle.find, "others": len(others), "one_feature": one,
               "one_fine_feature": fine_one, "coarse_matches": coarse_matches}
    if coarse_matches == puzzle.find and len(puzzle.keys) <= EASY_MAX_KEYS:
        return "easy", measure
    if (len(puzzle.keys) >= HARD_MIN_KEYS and coarse_matches >= puzzle.find + HARD_GLANCE_EXTRA
            and 2 * one > len(others)):
        return "hard", measure
    return "medium", measure


def hardness(measure: Mapping[str, Any]) -> float:
    """The other keys that differ from the target in one feature only: each must be compared closely."""
    return measure["one_feature"]


# --- generating ----------------------------------------------------------------------

def layout(n_keys: int, width: float, height: float) -> tuple[float, list[tuple[float, float]]]:
    """The key scale and the centres of the grid's squares (row by row); the first is the target's,
    the second holds "find N"."""
    cols = COLS[0] if n_keys + 2 <= 10 else COLS[1]
    rows = -(-(n_keys + 2) // cols)
    cw, ch = width / cols, height / rows
    scale = round(min(cw / (KEY_W + PAD_X), ch / (KEY_H + PAD_Y), MAX_SCALE), 4)
    return scale, [(round((c + 0.5) * cw, 3), round((r + 0.5) * ch, 3)) for r in range(rows) for c in range(cols)]


def generate(difficulty: str, rng: random.Random, width: float = 63.0,
             height: float = 52.5) -> tuple[Puzzle, Answer | None] | None:
    s = SETTINGS[difficulty]
    n_keys = rng.randint(*s.keys)
    find = rng.choice(s.n)
    target = random_key(rng)
    if difficulty == "easy":
        others = [easy_other(target, rng) for _ in range(n_keys - find)]
    else:
        others = hard_others(target, n_keys - find, s.fine, rng)
    if any(k.features == target.features for k in others):
        return None
    keys = [target] * find + others
    rng.shuffle(keys)
    scale, centres = layout(n_keys, width, height)
    slots = sorted(rng.sample(range(2, len(centres)), n_keys))
    placed = tuple(k.moved(*centres[i]) for k, i in zip(keys, slots))
    puzzle = Puzzle(width, height, scale, find, target.moved(*centres[0]), placed)
    return puzzle, solve(puzzle)


# --- likeness (ids, sets) ---------------------------------------------------------

def _features_text(k: Key) -> str:
    return f"{k.bow}/{k.hole}/{k.rings}/{''.join(map(str, k.teeth))}"


def canonical(p: Puzzle) -> str:
    """The number to find, the target's features and the other keys' features as a multiset (where a key
    lies on the tile does not change the puzzle)."""
    return f"{p.find}|{_features_text(p.target)}|{' '.join(sorted(_features_text(k) for k in p.keys))}"


# --- JSON ------------------------------------------------------------------------

def _key_to_json(k: Key) -> dict:
    return {"bow": k.bow, "hole": k.hole, "rings": k.rings, "teeth": list(k.teeth), "at": [k.x, k.y]}


# a key's features as ranges: RINGS, HEIGHTS and TEETH are runs of whole numbers (the readability check in
# verify tests membership itself)
Height = Annotated[int, Field(strict=True, ge=min(HEIGHTS), le=max(HEIGHTS))]
Index = Annotated[int, Field(strict=True, ge=0, le=MAX_KEYS - 1)]


class KeyWire(Wire):
    bow: Literal[BOWS]  # type: ignore[valid-type]  # the features drawn: one source
    hole: Literal[HOLES]  # type: ignore[valid-type]
    rings: Whole = Field(ge=min(RINGS), le=max(RINGS))
    teeth: list[Height] = Field(min_length=min(TEETH), max_length=max(TEETH))  # lengths, from the bow's side
    at: Point  # the centre of the key's box


class PuzzleWire(Wire):
    width: Extent
    height: Extent
    scale: float = Field(strict=True, allow_inf_nan=False, gt=0.0, le=MAX_MM / KEY_W)  # no key wider than a tile
    find: Whole = Field(ge=1, le=MAX_KEYS)
    target: KeyWire
    keys: list[KeyWire] = Field(min_length=1, max_length=MAX_KEYS)


class AnswerWire(Wire):
    keys: list[Index] = Field(min_length=1, max_length=MAX_KEYS)  # the keys like the target, by number


def _key(w: KeyWire) -> Key:
    return Key(w.bow, w.hole, w.rings, tuple(w.teeth), w.at[0], w.at[1])


def puzzle_to_json(p: Puzzle) -> dict:
    return {"width": p.width, "height": p.height, "scale": p.scale, "find": p.find,
            "target": _key_to_json(p.target), "keys": [_key_to_json(k) for k in p.keys]}


def puzzle_from_json(w: PuzzleWire) -> Puzzle:
    return Puzzle(w.width, w.height, w.scale, w.find, _key(w.target), tuple(_key(k) for k in w.keys))


answer_to_json = plain  # the fields in order, tuples as lists


def answer_from_json(w: AnswerWire) -> Answer:
    return Answer(distinct_in_order(w.keys, "keys", "key numbers"))


# --- drawing ---------------------------------------------------------------------

def _key_item(k: Key, puzzle: Puzzle, ox: float, oy: float, s: float) -> Item:
    from shapely import affinity

    g = key_geometry(k, puzzle.scale)
    return Shape(affinity.affine_transform(g, (s, 0, 0, s, ox, oy)), Style(fill=METAL))


def _ring(k: Key, puzzle: Puzzle, ox: float, oy: float, s: float, style: Style, grow: tuple[float, float]) -> Item:
    x0, y0, x1, y1 = envelope(k, puzzle.scale)
    gx, gy = grow[0] * puzzle.scale, grow[1] * puzzle.scale
    return rounded_rect(ox + (x0 - gx) * s, oy + (y0 - gy) * s, (x1 - x0 + 2 * gx) * s, (y1 - y0 + 2 * gy) * s,
                        1.2 * s, style)


def draw_puzzle(tile, box, floor: float = 0.0) -> list[Item]:
    p: Puzzle = tile.puzzle
    ox, oy, s = place(p.width, p.height, box)
    x0, y0, x1, y1 = envelope(p.target, p.scale)
    framed = Art(width=(x1 - x0 + 2 * FRAME_GROW[0] * p.scale) * s, height=(y1 - y0) * s, shrink=0, draw=lambda *_: [
        _ring(p.target, p, ox, oy, s, Style(fill=FRAME, stroke=INK, width=0.45), FRAME_GROW),
        _key_item(p.target, p, ox, oy, s)])
    # "find N" fills the square right of the target's (the target's square starts at x = 0), in the locale:
    # shrinking to 8 pt (never under the floor), then on more lines, the row as tall as they are
    words = Words(text=find(p.find), font="body-bold", size=11, least=8, color=INK, valign="middle", leading=1.0,
                  grow=1, align="stretch", name="find N")
    row = Row(gap=1.0, items_align="center", children=(framed, words))
    left, right = ox + (x0 - FRAME_GROW[0] * p.scale) * s, ox + 4 * p.target.x * s - 0.5
    tall = height_of(row, right - left, floor)  # centred on the key, never above the figure's box
    top = max(box[1], oy + (y0 + y1) / 2 * s - tall / 2)
    items = list(lay_out(row, left, top, right - left, tall, floor).fitted("the key"))
    return items + [_key_item(k, p, ox, oy, s) for k in p.keys]


def draw_answer(tile, box, floor: float = 0.0) -> list[Item]:
    p: Puzzle = tile.puzzle
    ox, oy, s = place(p.width, p.height, box)
    rings = [_ring(p.keys[i], p, ox, oy, s, Style(stroke=CIRCLE, width=0.4), RING_GROW) for i in tile.answer.keys]
    return draw_puzzle(tile, box, floor) + rings


# --- the rules page --------------------------------------------------------------

def rules_row() -> tuple[str, str]:
    easy, hard = SETTINGS["easy"], SETTINGS["hard"]
    return (f"{span(easy.keys)} keys, N = {choices(easy.n)}; comparing bows and tooth counts finds exactly N "
            f"(at most {EASY_MAX_KEYS} keys)",
            f"{span(hard.keys)} keys, N = {choices(hard.n)}; comparing bows and tooth counts finds at least "
            f"N + {HARD_GLANCE_EXTRA}, and most other keys differ in one feature only")


if TYPE_CHECKING:  # mypy checks this module against the minigame contract (the catalog checks it at load)
    from pnp.games.minigames.puzzles import key as _this
    from pnp.minigame import Minigame

    _CONFORMS: Minigame = _this
