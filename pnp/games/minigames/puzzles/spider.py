"""Spider: circle each symbol that is in the same place on both sides of the tile.

Both faces of the tile show a grid of symbols: the puzzle side and the
artwork side. Each face is read upright, row by row as printed; a square
counts when both faces show the same symbol at the same (column, row). The
puzzle side says how many such squares there are ("Find N"), so the player
can check the count.

The two grids fill the same rectangle, placed so that they lie exactly
behind each other after a flip on the long edge: the puzzle's square
(c, r) is behind the artwork's square (size - 1 - c, r). That mirrored
square is a trap, and so is a square one step away: both are "near misses"
when they show the puzzle square's symbol. Easy tiles are 5 × 5 with 4
symbols and few near misses; hard tiles are 6 × 6 with 5 or 6 symbols and
the artwork side is chosen to make as many near misses as it can.

"Find N" also guards against reading the faces the wrong way: on every tile,
comparing each square with the one behind it (mirrored, or mirrored top to
bottom when the printer flipped on the short edge) or with the artwork face
turned half round (upside down) finds a count other than N, so a player who
misreads sees that the count is wrong (``claims`` checks it).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Annotated, Any, Literal

from pydantic import Field

from pnp.games.minigames.common import ANSWER as CIRCLE
from pnp.games.minigames.common import INK, ruled_grid
from pnp.games.minigames.figures import span
from pnp.games.minigames.jsonio import distinct_in_order, plain
from pnp.games.minigames.likeness import first_seen, moved_grid, symmetries
from pnp.games.minigames.schema import Refused, Square
from pnp.games.minigames.spec import MinigameSpec
from pnp.games.minigames.words import find as words_find
from pnp.grid.core import neighbours
from pnp.i18n import _, ngettext
from pnp.scene.arrange import height_of, lay_out, width_of
from pnp.scene.boxes import Words
from pnp.scene.color import Color
from pnp.scene.model import Icon, Item, Style
from pnp.scene.shapes import circle, rect
from pnp.schema import Whole, Wire

SPEC = MinigameSpec(
    type="spider", name="Spider", prefix="SP", icon="spider", order=60,
    task="Circle each symbol that is in the same place on both sides.",
)
SYMBOLS = ("spider-web", "skull", "bat", "gem", "key", "ghost", "heart", "star")
MIN_SIZE, MAX_SIZE = 2, 12  # a grid's squares each way in a file (tiles print 5 and 6)
RULE = Color.hex("#8c7f70")
STRIPE = Color.hex("#efe5cf")


@dataclass(frozen=True)
class Settings:
    """What tiles of one difficulty hold."""

    size: int  # the grid's size
    symbols: tuple[int, int]  # how many symbols (min, max)
    find: tuple[int, int]  # N (min, max)
    near: Literal["few", "many"]  # how the artwork's other squares are chosen: few or many near misses


SETTINGS = {
    "easy": Settings(size=5, symbols=(4, 4), find=(3, 5), near="few"),
    "hard": Settings(size=6, symbols=(5, 6), find=(4, 7), near="many"),
}
# grading thresholds on the near misses (see grade)
EASY_MAX = dict(adjacent=7, mirrored=3)
HARD_MIN = dict(adjacent=18, mirrored=9)
# The ways a player may misread "same position", each as the artwork square compared with puzzle square (c, r):
# through the paper (the square physically behind it: the long-edge flip mirrors the columns), with the
# artwork face turned half round (the tile turned over the other edge), or through the paper of a tile
# printed with a short-edge flip by mistake (the rows mirrored). Every tile's "Find N" tells them all
# apart from the true reading: none finds exactly N squares.
MISREADINGS = {
    "mirrored": lambda c, r, n: (n - 1 - c, r),
    "upside down": lambda c, r, n: (n - 1 - c, n - 1 - r),
    "mirrored top to bottom": lambda c, r, n: (c, n - 1 - r),
}
LINE = 5.0  # mm: the "Find N" line above the grid (kept on both faces so the grids register)
BELOW = 1.5  # mm kept free below the grid, clear of the tile's footer

Grid = tuple[tuple[int, ...], ...]  # rows, top to bottom; each row left to right; symbol indices


@dataclass(frozen=True)
class Puzzle:
    size: int
    symbols: tuple[str, ...]
    puzzle_face: Grid  # as printed on the puzzle side, read upright
    artwork_face: Grid  # as printed on the artwork side, read upright
    find: int  # N: how many squares match


@dataclass(frozen=True)
class Answer:
    squares: tuple[tuple[int, int], ...]  # (column, row) of each matching square, sorted


def well_formed(p: Puzzle) -> bool:
    k = len(p.symbols)
    if p.size < 2 or k < 2 or len(set(p.symbols)) != k:
        return False
    for face in (p.puzzle_face, p.artwork_face):
        if len(face) != p.size or any(len(row) != p.size or not all(0 <= v < k for v in row) for row in face):
            return False
    return True


def matching(p: Puzzle) -> list[tuple[int, int]]:
    return sorted((c, r) for r in range(p.size) for c in range(p.size) if p.puzzle_face[r][c] == p.artwork_face[r][c])


def count_solutions(p: Puzzle, limit: int = 2) -> int:
    """0 when fewer than N squares match (or none), 1 when exactly N do, else ``limit``."""
    if not well_formed(p):
        return 0
    m = len(matching(p))
    if m == 0 or m < p.find:
        return 0
    return 1 if m == p.find else limit


def solve(p: Puzzle) -> Answer | None:
    if count_solutions(p) != 1:
        return None
    return Answer(tuple(matching(p)))


def misread_counts(p: Puzzle) -> dict[str, int]:
    """How many squares "match" under each misreading of "same position" (see MISREADINGS)."""
    n, front, back = p.size, p.puzzle_face, p.artwork_face
    out = {}
    for name, partner in MISREADINGS.items():
        pairs = [((c, r), partner(c, r, n)) for r in range(n) for c in range(n)]
        out[name] = sum(1 for (c, r), (bc, br) in pairs if front[r][c] == back[br][bc])
    return out


def claims(p: Puzzle) -> list[tuple[str, str | None]]:
    """What the printed tile states: "Find N" counts the matching squares, and no misreading counts N too
    (so a player who reads the faces the wrong way finds another count and knows it)."""
    found = len(matching(p))
    out: list[tuple[str, str | None]] = [
        ('"Find N" is the number of matching squares',
         None if found == p.find else f'"Find {p.find}" but {found} squares match')]
    counts = misread_counts(p)
    fooled = [f"read {name}, {k} squares match too" for name, k in counts.items() if k == p.find]
    out.append((f"no misreading ({', '.join(MISREADINGS)}) finds N squares", "; ".join(fooled) or None))
    return out


def near_misses(p: Puzzle) -> dict[str, int]:
    """Squares that do not match but whose puzzle symbol is on the artwork face one square away
    (``adjacent``) or at the mirrored square, the one physically behind it (``mirrored``)."""
    n, front, back = p.size, p.puzzle_face, p.artwork_face
    adjacent = mirrored = either = 0
    for r in range(n):
        for c in range(n):
            s = front[r][c]
            if back[r][c] == s:
                continue
            a = any(back[rr][cc] == s for cc, rr in neighbours((c, r), n, n))
            m = n - 1 - c != c and back[r][n - 1 - c] == s
            adjacent += a
            mirrored += m
            either += a or m
    return {"adjacent": adjacent, "mirrored": mirrored, "near_misses": either}


def grade(p: Puzzle) -> tuple[str, dict]:
    near = near_misses(p)
    measure = {"size": p.size, "symbols": len(p.symbols), "find": p.find, **near}
    if (p.size == 5 and len(p.symbols) == 4 and near["adjacent"] <= EASY_MAX["adjacent"]
            and near["mirrored"] <= EASY_MAX["mirrored"]):
        return "easy", measure
    if (p.size == 6 and len(p.symbols) >= 5 and near["adjacent"] >= HARD_MIN["adjacent"]
            and near["mirrored"] >= HARD_MIN["mirrored"]):
        return "hard", measure
    return "medium", measure


def hardness(measure: Mapping[str, Any]) -> float:
    """Squares whose symbol sits one step away or behind on the artwork face: the likely misreadings."""
    return measure["near_misses"]


# --- generating ----------------------------------------------------------------------

def generate(difficulty: str, rng: random.Random) -> tuple[Puzzle, Answer | None] | None:
    s = SETTINGS[difficulty]
    n = s.size
    k = rng.randint(*s.symbols)
    find = rng.randint(*s.find)
    symbols = tuple(rng.sample(SYMBOLS, k))
    bag = [i % k for i in range(n * n)]  # every symbol about as often
    rng.shuffle(bag)
    front = [bag[r * n:(r + 1) * n] for r in range(n)]
    squares = [(c, r) for r in range(n) for c in range(n)]
    same = set(rng.sample(squares, find))
    back = {(c, r): front[r][c] for c, r in same}  # the artwork face's symbol of each square chosen so far
    rest = [q for q in squares if q not in same]
    rng.shuffle(rest)
    many = s.near == "many"
    for c, r in rest:
        # the other squares whose symbol this square would show one step away or mirrored
        around = list(neighbours((c, r), n, n))
        if n - 1 - c != c:
            around.append((n - 1 - c, r))
        scored = []
        for v in range(k):
            if v == front[r][c]:
                continue
            traps = sum(1 for cc, rr in around if (cc, rr) not in same and front[rr][cc] == v)
            scored.append((-traps if many else traps, rng.random(), v))
        back[c, r] = min(scored)[2]
    artwork = tuple(tuple(back[c, r] for c in range(n)) for r in range(n))
    puzzle = _unmistakable(Puzzle(n, symbols, tuple(tuple(row) for row in front), artwork, find), rest, rng)
    return None if puzzle is None else (puzzle, solve(puzzle))


def _unmistakable(p: Puzzle, rest: list[tuple[int, int]], rng: random.Random) -> Puzzle | None:
    """The puzzle, or one with an artwork square changed, such that no misreading finds N squares;
    the changed square keeps a symbol other than the puzzle face's, so the true answer stays. None if
    no single change does it (the attempt fails)."""
    if p.find not in misread_counts(p).values():
        return p
    order = rest[:]
    rng.shuffle(order)
    for c, r in order:
        options = [v for v in range(len(p.symbols)) if v not in (p.puzzle_face[r][c], p.artwork_face[r][c])]
        rng.shuffle(options)
        for v in options:
            back = [list(row) for row in p.artwork_face]
            back[r][c] = v
            q = replace(p, artwork_face=tuple(tuple(row) for row in back))
            if p.find not in misread_counts(q).values():
                return q
    return None


# --- likeness (ids, sets) ---------------------------------------------------------

def canonical(p: Puzzle) -> str:
    """The same turn or mirror applied to both faces, the two faces swapped, and any swap of the symbols
    (the same on both faces)."""
    n = p.size
    forms = []
    for first, second in ((p.puzzle_face, p.artwork_face), (p.artwork_face, p.puzzle_face)):
        for _shape, _turn, move in symmetries(n, n):
            values = [v for face in (first, second) for row in moved_grid(face, move) for v in row]
            forms.append(",".join(map(str, first_seen(values))))
    return f"{n}|{p.find}|{min(forms)}"


# --- JSON ------------------------------------------------------------------------

SymbolIndex = Annotated[int, Field(strict=True, ge=0, le=len(SYMBOLS) - 1)]
Row = Annotated[list[SymbolIndex], Field(min_length=MIN_SIZE, max_length=MAX_SIZE)]


class PuzzleWire(Wire):
    size: Whole = Field(ge=MIN_SIZE, le=MAX_SIZE)
    symbols: list[Literal[SYMBOLS]] = Field(min_length=2, max_length=len(SYMBOLS))  # type: ignore[valid-type]
    find: Whole = Field(ge=1, le=MAX_SIZE * MAX_SIZE)
    puzzle_face: list[Row] = Field(min_length=MIN_SIZE, max_length=MAX_SIZE)  # rows, by symbol number
    artwork_face: list[Row] = Field(min_length=MIN_SIZE, max_length=MAX_SIZE)


class AnswerWire(Wire):
    squares: list[Square] = Field(min_length=1, max_length=MAX_SIZE * MAX_SIZE)  # [column, row], increasing


def _face(rows: list[list[int]], key: str, size: int, k: int) -> Grid:
    if len(rows) != size:
        raise Refused(key, f"expected {size} rows, got {len(rows)}")
    for i, row in enumerate(rows):
        if len(row) != size:
            raise Refused(f"{key}[{i}]", f"expected a row of {size} symbol numbers")
        if not all(v < k for v in row):
            raise Refused(f"{key}[{i}]", f"expected symbol numbers from 0 to {k - 1}")
    return tuple(tuple(row) for row in rows)


def puzzle_to_json(p: Puzzle) -> dict:
    return {"size": p.size, "symbols": list(p.symbols), "find": p.find,
            "puzzle_face": [list(row) for row in p.puzzle_face], "artwork_face": [list(row) for row in p.artwork_face]}


def puzzle_from_json(w: PuzzleWire) -> Puzzle:
    if len(set(w.symbols)) != len(w.symbols):
        raise Refused("symbols", "expected different symbols, each once")
    if w.find > w.size * w.size:
        raise Refused("find", f"expected 1 to {w.size * w.size} squares to find, got {w.find}")
    return Puzzle(w.size, tuple(w.symbols), _face(w.puzzle_face, "puzzle_face", w.size, len(w.symbols)),
                  _face(w.artwork_face, "artwork_face", w.size, len(w.symbols)), w.find)


answer_to_json = plain  # the fields in order, tuples as lists


def answer_from_json(w: AnswerWire) -> Answer:
    return Answer(distinct_in_order(w.squares, "squares", "squares"))


# --- drawing ---------------------------------------------------------------------

# Each face's line of words over the grid: the whole sentence while one line holds it at 5 pt or more (never
# under the floor), else its short form, wrapped; both faces keep the taller line, so that their grids register
def _forms(find: int, artwork: bool) -> tuple[str, str]:
    """A face's words, whole and short, in the current language."""
    if artwork:
        # i18n: over the spider tile's second grid (its back), whole and short (when the whole does not fit)
        return _("Compare square by square with the other side"), _("Compare with the other side")
    # i18n: over the spider tile's grid: how many squares hold the same symbol on both faces (short form: "Find 4")
    return ngettext("Find {n}: same symbol, same square on both sides",
                    "Find {n}: same symbol, same square on both sides", find).format(n=find), words_find(find)
LEAST_WORDS = 5.0  # pt


def _words(find: int, width: float, floor: float, artwork: bool) -> Words:
    """The puzzle face's words, or the artwork face's."""
    font, size = ("body", 7.0) if artwork else ("body-bold", 7.5)
    whole, short = _forms(find, artwork)
    one = width_of(Words(text=whole, font=font, size=LEAST_WORDS, wrap=False), floor) <= width
    return Words(text=whole if one else short, font=font, size=size, least=LEAST_WORDS, color=INK,
                 text_align="center", valign="middle", wrap=not one, leading=1.1)


def text_line(floor: float = 0.0, width: float = 1000.0, find: int = 0) -> float:
    """The height of the line of words above the grid: the taller face's words, and a millimetre."""
    return max(LINE, max(height_of(_words(find, width, floor, a), width, floor) for a in (False, True)) + 1.0)


def grid_rect(box, floor: float = 0.0) -> tuple[float, float, float, float]:
    """The grid's outer square (x, y, side, side): centred across the box, below the line of words.
    The same on both faces; the artwork box is the puzzle box mirrored, so the grids register."""
    x, y, w, h = box
    top = text_line(floor, w)
    side = min(w, h - top - BELOW)
    return (x + (w - side) / 2, y + top, side, side)


def least_box(difficulty: str, square: float, width: float, floor: float = 0.0) -> tuple[float, float]:
    """The grid's squares at ``square`` mm, the line of words over it (as wide as the figure's ``width``) and the
    room under it (``pnp.minigame.Squared``)."""
    side = SETTINGS[difficulty].size * square
    return side, text_line(floor, max(width, side)) + side + BELOW


def _drawn_face(tile, box, floor: float, caption: bool, artwork: bool) -> list[Item]:
    """A face: its line of words across the box (laid out in the locale; left out without ``caption``), then its
    grid under it."""
    p: Puzzle = tile.puzzle
    x, y, w, _ = box
    items: list[Item] = []
    if caption:
        items += lay_out(_words(p.find, w, floor, artwork), x, y, w, text_line(floor, w) - 1.0, floor).items
    face = p.artwork_face if artwork else p.puzzle_face
    gx, gy, side, _ = grid_rect(box, floor)
    n = p.size
    cell = side / n
    # light stripes on every other row help to keep to the row
    items += [rect(gx, gy + r * cell, side, cell, Style(fill=STRIPE)) for r in range(1, n, 2)]
    items += ruled_grid(gx, gy, n, cell, RULE, (0.2, 0.5))
    size = cell * 0.72
    for r in range(n):
        for c in range(n):
            ix, iy = gx + c * cell + (cell - size) / 2, gy + r * cell + (cell - size) / 2
            items.append(Icon(p.symbols[face[r][c]], ix, iy, size, INK))
    return items


# the faces carry a line of words above the grid, which a thumbnail of the tile (a rules figure's, shrunk far
# under 5 pt) leaves out with ``caption=False``: the words beside the thumbnail say what it asks
CAPTIONED = True


def draw_puzzle(tile, box, floor: float = 0.0, caption: bool = True) -> list[Item]:
    return _drawn_face(tile, box, floor, caption, artwork=False)


def draw_artwork(tile, box, floor: float = 0.0, caption: bool = True) -> list[Item]:
    return _drawn_face(tile, box, floor, caption, artwork=True)


def draw_answer(tile, box, floor: float = 0.0, caption: bool = True) -> list[Item]:
    p: Puzzle = tile.puzzle
    gx, gy, side, _ = grid_rect(box, floor)
    cell = side / p.size
    rings = [circle(gx + (c + 0.5) * cell, gy + (r + 0.5) * cell, cell * 0.44, Style(stroke=CIRCLE, width=0.5))
             for c, r in tile.answer.squares]
    return draw_puzzle(tile, box, floor, caption) + rings


# --- the rules page --------------------------------------------------------------

def rules_row() -> tuple[str, str]:
    easy, hard = SETTINGS["easy"], SETTINGS["hard"]
    return (f"{easy.size} × {easy.size} grids, {span(easy.symbols)} symbols, N = {span(easy.find)}; "
            f"at most {EASY_MAX['adjacent']} adjacent and {EASY_MAX['mirrored']} mirrored near misses",
            f"{hard.size} × {hard.size} grids, {span(hard.symbols)} symbols, N = {span(hard.find)}; "
            f"at least {HARD_MIN['adjacent']} adjacent and {HARD_MIN['mirrored']} mirrored near misses")


if TYPE_CHECKING:  # mypy checks this module against the minigame contract (the catalog checks it at load)
    from pnp.games.minigames.puzzles import spider as _this
    from pnp.minigame import Minigame, Squared

    _CONFORMS: Minigame = _this
    _SQUARED: Squared = _this
