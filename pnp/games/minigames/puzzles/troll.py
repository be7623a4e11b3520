"""Troll: which monster is the most common? Circle every one of that kind.

Monsters of several kinds are scattered over the tile, none overlapping
(placement checked with shapely). Exactly one kind is the most common: by a
margin of at least 2 on easy tiles, by exactly 1 on hard ones, where there
are also more kinds, more monsters, and mixed sizes and turns.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from pydantic import Field

from pnp.games.minigames.common import ANSWER as CIRCLE
from pnp.games.minigames.common import INK, place
from pnp.games.minigames.figures import choices, span
from pnp.games.minigames.jsonio import plain
from pnp.games.minigames.likeness import first_seen, mm_text
from pnp.games.minigames.schema import Extent, Point
from pnp.games.minigames.spec import MinigameSpec
from pnp.games.minigames.words import monster_count
from pnp.scene.affine import Affine
from pnp.scene.arrange import lay_out
from pnp.scene.boxes import Art, Box, Column, Row, Words
from pnp.scene.model import Group, Icon, Item, Style
from pnp.scene.shapes import circle
from pnp.schema import Whole, Wire

SPEC = MinigameSpec(
    type="troll", name="Troll", prefix="TL", icon="troll", order=70,
    task="Circle every monster of the kind that appears most often.",
)
KINDS = ("rat", "bat", "goblin", "snake", "slime", "scorpion", "ghost", "beetle")
MAX_MONSTERS = 100  # on one tile (hard tiles hold up to 24; more would be too small to tell apart)
MAX_SIZE = 50.0  # mm: a monster's size at most (tiles draw 5 to 8.5)


@dataclass(frozen=True)
class Settings:
    """What tiles of one difficulty hold."""

    kinds: int  # how many kinds of monster
    monsters: tuple[int, int]  # how many monsters (min, max)
    margin: tuple[int, ...]  # the most common kind's lead over the runner-up: one of these
    sizes: tuple[float, float]  # monster sizes (min, max), mm
    turn: int  # monsters turned by up to this many degrees either way


SETTINGS = {
    "easy": Settings(kinds=3, monsters=(11, 15), margin=(2, 3), sizes=(7.0, 7.0), turn=0),
    "hard": Settings(kinds=4, monsters=(18, 24), margin=(1,), sizes=(5.0, 8.5), turn=35),
}


@dataclass(frozen=True)
class Monster:
    kind: str
    x: float  # centre, mm from the content box's top-left corner
    y: float
    size: float
    turn: float = 0.0


@dataclass(frozen=True)
class Puzzle:
    width: float
    height: float
    monsters: tuple[Monster, ...]


@dataclass(frozen=True)
class Answer:
    kind: str
    count: int


def _footprint(m: Monster) -> Any:  # a shapely polygon (shapely ships no type information)
    from shapely.geometry import Point

    # the icon's square, turned, fits in a circle of half its diagonal; 0.45 × size covers the art
    return Point(m.x, m.y).buffer(m.size * 0.5, quad_segs=8)


def overlaps(puzzle: Puzzle) -> bool:
    from shapely.strtree import STRtree

    shapes = [_footprint(m) for m in puzzle.monsters]
    tree = STRtree(shapes)
    for i, s in enumerate(shapes):
        for j in tree.query(s):
            if j != i and s.intersection(shapes[j]).area > 1e-9:
                return True
    return False


def inside(puzzle: Puzzle) -> bool:
    return all(m.size / 2 <= m.x <= puzzle.width - m.size / 2 and m.size / 2 <= m.y <= puzzle.height - m.size / 2
               for m in puzzle.monsters)


def tally(puzzle: Puzzle) -> Counter[str]:
    return Counter(m.kind for m in puzzle.monsters)  # kinds in the order first met


def count_solutions(puzzle: Puzzle, limit: int = 2) -> int:
    """How many kinds share the top count (0 when there is nothing readable to count)."""
    if not puzzle.monsters or overlaps(puzzle) or not inside(puzzle):
        return 0
    counts = tally(puzzle)
    top = max(counts.values())
    return min(limit, sum(1 for n in counts.values() if n == top))


def solve(puzzle: Puzzle) -> Answer | None:
    if count_solutions(puzzle) != 1:
        return None
    return Answer(*tally(puzzle).most_common(1)[0])


def grade(puzzle: Puzzle) -> tuple[str, dict]:
    counts = sorted(tally(puzzle).values(), reverse=True)
    margin = counts[0] - (counts[1] if len(counts) > 1 else 0)
    sizes = [m.size for m in puzzle.monsters]
    measure = {"margin": margin, "kinds": len(counts), "monsters": len(puzzle.monsters),
               "size_spread": round(max(sizes) - min(sizes), 2), "turned": sum(1 for m in puzzle.monsters if m.turn)}
    return ("easy" if margin >= 2 else "hard"), measure


def hardness(measure: Mapping[str, Any]) -> float:
    """Monsters to count over the lead of the commonest kind: many monsters and a close race are hard to
    tell."""
    return measure["monsters"] / measure["margin"]


def _counts(difficulty: str, rng: random.Random) -> list[int] | None:
    """How many monsters of each kind, most common first: ``total`` in the settings' range, the most common
    kind ahead of the runner-up by the margin, the others at most the runner-up and at least 1, all as
    even as the margin allows (the most common kind should not stand out at a glance)."""
    s = SETTINGS[difficulty]
    total = rng.randint(*s.monsters)
    k = s.kinds
    margin = rng.choice(s.margin)
    # runner-up r: the other k - 2 kinds share total - (r + margin) - r, each from 1 to r
    feasible = [r for r in range(1, total) if k - 2 <= total - 2 * r - margin <= (k - 2) * r]
    if not feasible:
        return None
    runner_up = rng.choice(feasible[:2])  # the most even split, or the next one
    rest = total - 2 * runner_up - margin
    others = [rest // (k - 2)] * (k - 2)
    for i in range(rest - sum(others)):
        others[i] += 1
    for _ in range(6 if k > 3 else 0):  # shuffle counts between the others without passing the runner-up
        a, b = rng.sample(range(k - 2), 2)
        if others[a] > 1 and others[b] < runner_up:
            others[a] -= 1
            others[b] += 1
    return [runner_up + margin, runner_up, *others]


def generate(difficulty: str, rng: random.Random, width: float = 63.0, height: float = 50.0):
    from shapely.strtree import STRtree

    s = SETTINGS[difficulty]
    counts = _counts(difficulty, rng)
    if counts is None:
        return None
    kinds = rng.sample(KINDS, len(counts))
    wanted = [kind for kind, n in zip(kinds, counts) for _ in range(n)]
    rng.shuffle(wanted)
    placed: list[Monster] = []
    shapes: list[Any] = []  # the placed monsters' footprints
    for kind in wanted:
        for _ in range(300):
            size = round(rng.uniform(*s.sizes), 2)
            x = round(rng.uniform(size / 2, width - size / 2), 2)
            y = round(rng.uniform(size / 2, height - size / 2), 2)
            turn = round(rng.uniform(-s.turn, s.turn), 1) if s.turn else 0.0
            m = Monster(kind, x, y, size, turn)
            fp = _footprint(m).buffer(0.6)  # keep a small gap so no two monsters touch
            if shapes and any(fp.intersects(shapes[j]) for j in STRtree(shapes).query(fp)):
                continue
            placed.append(m)
            shapes.append(_footprint(m))
            break
        else:
            return None
    puzzle = Puzzle(width, height, tuple(placed))
    return puzzle, solve(puzzle)


# --- likeness (ids, sets) ---------------------------------------------------------

def canonical(p: Puzzle) -> str:
    """The 8 turns and mirrors of the box (a quarter turn of a rectangle swaps its width and height, both part
    of the form) and any swap of the monster kinds; positions to 0.01 mm, sizes to 0.01 mm, turns to 0.1°."""
    forms = []
    for quarter in (0, 1, 2, 3):
        for mirror in (False, True):
            placed = []
            for m in p.monsters:
                x, y, turn = (p.width - m.x, m.y, -m.turn) if mirror else (m.x, m.y, m.turn)
                w, h = p.width, p.height
                for _ in range(quarter):
                    x, y, w, h, turn = h - y, x, h, w, turn + 90
                placed.append((mm_text(x, 2), mm_text(y, 2), mm_text(m.size, 2), mm_text(turn % 360, 1), m.kind))
            placed.sort()
            kinds = first_seen(m[-1] for m in placed)
            box = (p.height, p.width) if quarter % 2 else (p.width, p.height)  # the box as this variant has it
            forms.append(f"{mm_text(box[0], 2)}x{mm_text(box[1], 2)}|"
                         + " ".join(f"{k}@{x},{y}/{s}/{t}" for (x, y, s, t, _), k in zip(placed, kinds)))
    return min(forms)


# --- JSON ------------------------------------------------------------------------

def puzzle_to_json(p: Puzzle) -> dict:
    return {"width": p.width, "height": p.height,
            "monsters": [{"kind": m.kind, "at": [m.x, m.y], "size": m.size, "turn": m.turn} for m in p.monsters]}


class MonsterWire(Wire):
    kind: Literal[KINDS]  # type: ignore[valid-type]  # the kinds drawn: one source
    at: Point  # its centre
    size: float = Field(strict=True, allow_inf_nan=False, ge=1.0, le=MAX_SIZE)
    turn: float = Field(default=0.0, strict=True, allow_inf_nan=False, ge=-360.0, le=360.0)  # degrees


class PuzzleWire(Wire):
    width: Extent
    height: Extent
    monsters: list[MonsterWire] = Field(min_length=1, max_length=MAX_MONSTERS)


class AnswerWire(Wire):
    kind: Literal[KINDS]  # type: ignore[valid-type]
    count: Whole = Field(ge=1, le=MAX_MONSTERS)


def puzzle_from_json(w: PuzzleWire) -> Puzzle:
    return Puzzle(w.width, w.height, tuple(Monster(m.kind, m.at[0], m.at[1], m.size, m.turn) for m in w.monsters))


answer_to_json = plain  # the fields in order, tuples as lists


def answer_from_json(w: AnswerWire) -> Answer:
    return Answer(w.kind, w.count)


# --- drawing ---------------------------------------------------------------------

def room(puzzle: Puzzle) -> float:
    """How far (in the puzzle's units) any monster's ink, turned, reaches out of the puzzle's area: a monster keeps
    its square inside it, but the ink of some icons runs past their square and a turned square's corners reach
    further. The face keeps that much room around the area, so its ink stays in its box (the safe area's edge)."""
    from pnp.scene.glyph_ink import icon_box

    worst = 0.0
    for m in puzzle.monsters:
        x0, y0, x1, y1 = icon_box(m.kind)
        turn = Affine.rotate(m.turn)
        ink = [turn.apply((u - 0.5) * m.size, (v - 0.5) * m.size) for u, v in ((x0, y0), (x1, y0), (x1, y1), (x0, y1))]
        xs, ys = [m.x + x for x, _ in ink], [m.y + y for _, y in ink]
        worst = max(worst, -min(xs), max(xs) - puzzle.width, -min(ys), max(ys) - puzzle.height)
    return worst


def _placed(tile, box) -> tuple[float, float, float]:
    """Where the puzzle's area goes in ``box`` and its scale: as large as fits with the monsters' ink inside."""
    r = room(tile.puzzle)
    return place(tile.puzzle.width, tile.puzzle.height, box, left=r, right=r, top=r, bottom=r)


def draw_puzzle(tile, box, floor: float = 0.0) -> list[Item]:
    ox, oy, s = _placed(tile, box)
    items: list[Item] = []
    for m in tile.puzzle.monsters:
        size = m.size * s
        icon = Icon(m.kind, -size / 2, -size / 2, size, INK)
        items.append(Group((icon,), Affine.rotate(m.turn).then(Affine.translate(ox + m.x * s, oy + m.y * s))))
    return items


def draw_answer(tile, box: tuple[float, float, float, float], floor: float = 0.0) -> list[Item]:
    """The monsters of the answer's kind circled, and its count in a line of its own under them (laid out in the
    locale, at 7 pt or the floor): the monsters take the box less that line, so no word lies on a monster."""
    def circled(x: float, y: float, w: float, h: float) -> list[Item]:
        ox, oy, s = _placed(tile, (x, y, w, h))
        return draw_puzzle(tile, (x, y, w, h), floor) + [
            circle(ox + m.x * s, oy + m.y * s, m.size * s * 0.62, Style(stroke=CIRCLE, width=0.5))
            for m in tile.puzzle.monsters if m.kind == tile.answer.kind]

    label = Words(text=monster_count(tile.answer.kind, tile.answer.count), font="body-bold", size=7, color=CIRCLE,
                  text_align="right", valign="middle", wrap=False, pad=0.25, grow=1)
    answer = Column(children=(Art(draw=circled, grow=1), Row(children=(label, Box(width=0.25, shrink=0)))))
    return list(lay_out(answer, *box, floor).items)


# --- the rules page --------------------------------------------------------------

def rules_row() -> tuple[str, str]:
    easy, hard = SETTINGS["easy"], SETTINGS["hard"]
    return (f"{easy.kinds} kinds, {span(easy.monsters)} monsters of {span(easy.sizes)} mm, the most common "
            f"ahead by {choices(easy.margin)}",
            f"{hard.kinds} kinds, {span(hard.monsters)} monsters of {span(hard.sizes)} mm turned up to "
            f"±{hard.turn}°, the most common ahead by {choices(hard.margin)}")


if TYPE_CHECKING:  # mypy checks this module against the minigame contract (the catalog checks it at load)
    from pnp.games.minigames.puzzles import troll as _this
    from pnp.minigame import Minigame

    _CONFORMS: Minigame = _this
