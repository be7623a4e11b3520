"""Minotaur: fill the blanks so that no symbol makes four in a row.

A square grid (easy 6 × 6, hard 8 × 8) of three symbols has some blank
squares. The player fills every blank with one of the three symbols so that
no symbol appears four times in a row across, down or diagonally. Every tile
has exactly one way.

The counter is a backtracking search over the blanks: it fills every blank
left with one symbol (below), branches on a blank with the fewest symbols
left, and stops at ``limit``.

Grading is solver-based. Single-square elimination rules a symbol out of a
blank when three filled squares of that symbol would make four in a row with
it, and fills every blank with one symbol left; a round does this for the
whole grid, and rounds repeat until nothing changes. Under this rule almost
every puzzle with one answer is finished by elimination (a blank must be
decided by its neighbours, or changing it alone would give a second answer);
what differs is how long the chains are: on a hard tile most blanks can only
be decided after others are filled, one after the other. So the "easy-level
reasoning" is elimination for at most ``EASY_ROUNDS`` rounds. Easy tiles
(6 × 6, 8 or more blanks) are finished by it; hard tiles (8 × 8, 16 or more
blanks, one answer) are not: they need longer chains or, now and then, a
guess that fails.

Generation: a grid rich in decided squares (from the library below, turned,
mirrored, relabelled and walked a little), then squares are blanked one by
one in random order while the tile stays as wanted: finished by the
easy-level reasoning (easy), or with exactly one answer (hard).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import lru_cache

from pnp.games.minigames.common import ANSWER as FILLED
from pnp.games.minigames.common import INK, place, ruled_grid
from pnp.icons import has_icon
from pnp.jsonio import Reader
from pnp.scene.color import Color
from pnp.scene.model import Icon, Item, Style
from pnp.scene.shapes import rect

TYPE = "minotaur"
ICON = "minotaur"
GIVEN = Color.hex("#ece2cc")  # printed squares are tinted; blanks stay white, to draw in
BLANK = Color.hex("#ffffff")
SYMBOLS = ("axe", "shield", "skull")  # icons from the manifest, three clear and different shapes
EASY_ROUNDS = 4  # the easy-level reasoning makes at most this many rounds of single-square elimination

SETTINGS = {
    # blanks: how many a tile of that difficulty has; walk: single-square changes tried on the library grid
    "easy": dict(size=6, blanks=(8, 14), walk=60),
    "hard": dict(size=8, blanks=(16, 64), walk=60),
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


# --- the grid as bits ------------------------------------------------------------
# Square (x, y) is bit y * (size + 1) + x; the spare column stops runs from wrapping round a row.

@dataclass(frozen=True)
class _Board:
    size: int
    stride: int
    full: int
    dirs: tuple[int, ...]  # bit offsets of the four directions: across, down, and the two diagonals


@lru_cache(maxsize=None)
def _board(size: int) -> _Board:
    stride = size + 1
    full = 0
    for y in range(size):
        for x in range(size):
            full |= 1 << (y * stride + x)
    return _Board(size, stride, full, (1, stride, stride + 1, stride - 1))


def _bit(b: _Board, x: int, y: int) -> int:
    return 1 << (y * b.stride + x)


def _blocked(b: _Board, m: int) -> int:
    """Squares where one more of a symbol (its squares m) would make four in a row."""
    out = 0
    for k in b.dirs:
        m1, m2, m3 = m << k, m << 2 * k, m << 3 * k  # the squares 1, 2, 3 steps back hold the symbol
        p1, p2, p3 = m >> k, m >> 2 * k, m >> 3 * k  # ... 1, 2, 3 steps ahead
        out |= (m3 & m2 & m1) | (m2 & m1 & p1) | (m1 & p1 & p2) | (p1 & p2 & p3)
    return out & b.full


def _has_run(b: _Board, m: int) -> bool:
    """Whether a symbol's squares m hold four in a row."""
    for k in b.dirs:
        if m & (m >> k) & (m >> 2 * k) & (m >> 3 * k):
            return True
    return False


def _masks(p: Puzzle) -> tuple[_Board, list[int], int]:
    b = _board(p.size)
    masks = [0, 0, 0]
    blank = 0
    for y, row in enumerate(p.grid):
        for x, v in enumerate(row):
            if v is None:
                blank |= _bit(b, x, y)
            else:
                masks[v] |= _bit(b, x, y)
    return b, masks, blank


def _forced(b: _Board, masks, blank: int) -> int:
    """Blanks with exactly one symbol left."""
    a0, a1, a2 = (blank & ~_blocked(b, m) for m in masks)
    return (a0 & ~a1 & ~a2) | (a1 & ~a0 & ~a2) | (a2 & ~a0 & ~a1)


def _eliminate(b: _Board, masks: list[int], blank: int, most: int | None = None) -> tuple[list[int], int, int] | None:
    """Single-square elimination in rounds (at most ``most``): (masks, blanks left, rounds); None on a contradiction.

    In each round every blank with exactly one symbol left (the others would make four in a row
    with three filled squares) is filled with it.
    """
    rounds = 0
    while blank and (most is None or rounds < most):
        e0, e1, e2 = _blocked(b, masks[0]), _blocked(b, masks[1]), _blocked(b, masks[2])
        a0, a1, a2 = blank & ~e0, blank & ~e1, blank & ~e2
        if blank & ~(a0 | a1 | a2):
            return None  # a blank with no symbol left
        f0, f1, f2 = a0 & ~a1 & ~a2, a1 & ~a0 & ~a2, a2 & ~a0 & ~a1
        if not (f0 | f1 | f2):
            break
        masks = [masks[0] | f0, masks[1] | f1, masks[2] | f2]
        blank &= ~(f0 | f1 | f2)
        rounds += 1
        if _has_run(b, masks[0]) or _has_run(b, masks[1]) or _has_run(b, masks[2]):
            return None  # squares filled in the same round made a run together
    return masks, blank, rounds


def _solutions(b: _Board, masks: list[int], blank: int, limit: int, found: list, nodes: list[int]) -> None:
    """Depth first: complete fillings (symbol masks) into found, until limit."""
    nodes[0] += 1
    done = _eliminate(b, masks, blank)
    if done is None:
        return
    masks, blank, _ = done
    if not blank:
        found.append(tuple(masks))
        return
    # every blank left has two or three symbols: branch on one with two if there is one
    a0, a1, a2 = (blank & ~_blocked(b, m) for m in masks)
    two = blank & ~(a0 & a1 & a2)
    cell = (two or blank) & -(two or blank)
    for s in range(3):
        if (a0, a1, a2)[s] & cell:
            trial = list(masks)
            trial[s] |= cell
            _solutions(b, trial, blank & ~cell, limit, found, nodes)
            if len(found) >= limit:
                return


def _start(p: Puzzle) -> tuple[_Board, list[int], int] | None:
    """The puzzle as bits; None when it is malformed or its printed symbols already make four in a row."""
    if problems(p):
        return None
    b, masks, blank = _masks(p)
    return None if any(_has_run(b, m) for m in masks) else (b, masks, blank)


def _search(p: Puzzle, limit: int) -> tuple[list[tuple[int, int, int]], int]:
    start = _start(p)
    if start is None:
        return [], 0
    b, masks, blank = start
    found: list = []
    nodes = [0]
    _solutions(b, masks, blank, limit, found, nodes)
    return found, nodes[0]


def _grid(b: _Board, masks) -> Grid:
    return tuple(tuple(next(s for s in range(3) if masks[s] & _bit(b, x, y)) for x in range(b.size))
                 for y in range(b.size))


def count_solutions(puzzle: Puzzle, limit: int = 2) -> int:
    found, _ = _search(puzzle, limit)
    return min(limit, len(found))


def solve(puzzle: Puzzle) -> Answer | None:
    found, _ = _search(puzzle, 2)
    if len(found) != 1:
        return None
    return Answer(_grid(_board(puzzle.size), found[0]))


def eliminate(puzzle: Puzzle, rounds: int | None = None) -> tuple[bool, int]:
    """Single-square elimination, at most ``rounds`` rounds: (whether it fills every blank, rounds taken)."""
    start = _start(puzzle)
    done = None if start is None else _eliminate(*start, rounds)
    if done is None:
        return False, 0
    return not done[1], done[2]


def blanks(puzzle: Puzzle) -> int:
    return sum(1 for row in puzzle.grid for v in row if v is None)


def grade(puzzle: Puzzle) -> tuple[str, dict]:
    fills, rounds = eliminate(puzzle)
    quick, _ = eliminate(puzzle, EASY_ROUNDS)
    found, nodes = _search(puzzle, 2)
    n = blanks(puzzle)
    direct = 0
    if not problems(puzzle):
        b, masks, blank = _masks(puzzle)
        direct = _forced(b, masks, blank).bit_count()
    measure = {"size": puzzle.size, "blanks": n, "direct": direct, "elimination_fills": fills, "rounds": rounds,
               "easy_reasoning_fills": quick, "search_nodes": nodes, "solutions": min(2, len(found))}
    easy, hard = SETTINGS["easy"], SETTINGS["hard"]
    if puzzle.size == easy["size"] and quick and easy["blanks"][0] <= n <= easy["blanks"][1]:
        return "easy", measure
    if puzzle.size == hard["size"] and not quick and len(found) == 1 and hard["blanks"][0] <= n <= hard["blanks"][1]:
        return "hard", measure
    return "unrated", measure


# --- generation ------------------------------------------------------------------
# A random grid has almost no square that its neighbours decide (about 1 in 36 on 6 × 6), and
# every blank of a puzzle with one answer must be such a square. So the tiles start from grids
# rich in them: the library below holds grids annealed with :func:`anneal_grid` (20,000 steps,
# seeds from ``random.Random("minotaur library <size>")``, the best 48 of 80 kept: 9 or 10
# decided squares of 36, 20 to 22 of 64). Each tile turns, mirrors and relabels one of them and
# walks it a little further before blanking squares.

LIBRARY = {
    6: (
        "221110221122211122002002002201002200", "212200022200211120021101012122200020",
        "212122211220112220200011000110001012", "212112020022112102112000110100022210",
        "211212112122200012210010100022221211", "210102211000011102202221000122002122",
        "210100212001020001211122021221022121", "200010100021122111122012022201010010",
        "121002012220000111002111202001012220", "120012010012220222021110022100201110",
        "120001111221011201112220200100001002", "112221110100222000220100011121222012",
        "111022222000021011201211000222011212", "102100022211112002111002000222021110",
        "011100120200102212022201100011220211", "011100021201102220120210012100101112",
        "010020212110001201012220200211022011", "222011221211112002111012000222021110",
        "221201020010010021220221112120010010", "221121020100212202220101100011200021",
        "220211020111002112000101122212122021", "220210110122222010210110221112020020",
        "220202222111110211200011100122102020", "212220220210022100101112200112001212",
        "211121100011210112202000102212212022", "211012112122220002210001120021221211",
        "210102111002212202000111202210212211", "210002220211012111021011120002021010",
        "202221022201102112101002101102021110", "202211102210000212121102221102020001",
        "202111200212100021120210101021221121", "202001200122200012110211102211122202",
        "201121011222001011122202022012020010", "201112101100202001110211112221221200",
        "201112100200110012110021022210010111", "200221102012120110100012221221120120",
        "200201001000112101102221212221110120", "200021220012202012101110002202012221",
        "200011100021222122201022011102201110", "122212002021120111002010111011110020",
        "122210102212200012210020211021011121", "122202101211010010122012122021221211",
        "121211200222011100011200012100202221", "121112001110222022121012210001222112",
        "121010211121001221022021010010201002", "120221110100221211200201122200121011",
        "120202120001221202201112001212002020", "120200221201200111220200112122120100",
    ),
    8: (
        "2220200001211120001110200121002222020010202221020002111221200111",
        "2201110002220211110121111102221110010002212110222202000202212111",
        "2001110122211122222010201020022202100012021100200112101111022210",
        "2001010010112221120102001010012002221121012220000202012010001112",
        "2000101111212220111022201200021202221110002111020212120210200102",
        "1121222111121000211120000010200002202122022001111222011101001011",
        "1011120020210001100200021101202212202122022011102221211101000212",
        "1011012020220222121100202011200222022101100011122001211200220200",
        "0200221110012221100122201011012102221000122200101222111010001112",
        "0111222102110201112000110222000200211002020211211112111210002220",
        "0101001200122022011102222210002021211010022201102220111222101002",
        "0011101202220111122001101210010011212220000122210001222110001011",
        "2221000212200211110121110202211111102102110100221020022222010121",
        "2021001021020110102211120002020020111220121102222200012112120010",
        "2011011211200012011202222111201002122111010001112200212102000222",
        "2000211111122210110001011000212221000112222122112111022201110222",
        "2000211111000210001011121221220212220002212200011112121111101001",
        "1222121120200200100110101000222111001110022211121221011222022022",
        "1222111200011100000222100012220021000101222112021201112222021122",
        "1101000211122201210222110001220122211012210200101121002012200110",
        "1020111211120002112200120222011101011210120222001102211011102221",
        "1011100002022210022120120222000111011012110012221100021020221211",
        "1002022111010011111201112102220200012210222122002102001011012111",
        "1000122220001202101212121122201021120111221000212122000111102002",
        "1000111212220110022211201222001001110001001200012022120210021121",
        "0220002220010121200012222121110110221001112200021112122120002111",
        "0211102100020220110122210201120022200012221201121011121201120001",
        "0200102120111202220010221222002200210200021112000101010022102221",
        "0111000222112221201112012202002102220210121101000100221011102221",
        "0100102102122111020020102202211221110020001110200121212202220001",
        "0011122212210012112000221112000120221112210102202000122210001222",
        "0010110120102221101102201120002002221110122011122202111200020002",
        "2212110101001221200121020102100002120201121121222202022200100012",
        "2212020200021110200012011202220010110121122211120222011101220200",
        "2202102202010122022211100100210211100200212122100200200000021112",
        "2122211100222012212010022101122010001011212220111000211110002202",
        "2012220020122210212202100010001211020001111212011011222120002220",
        "2002020020201112002221102122011011102202110120002202220011010110",
        "1222111202220002011100012011220010112221002002211122202002210001",
        "1222102202221122010002220212110121112000111022001200021011102221",
        "1222011120212202100020122000211012221112102011001100121020002220",
        "1211122202001222200012122001002020220111112221111122020111010010",
        "1210101202221112012020111110220221112001001100020122021102220111",
        "1110101110202102120211102220012201001202011210120122000112221000",
        "1101121211120001001020121200220222202111221210121011010100200012",
        "0221211112200010112220001012100000021212200011122102211222211120",
        "0202111012220202021120220010110210222001111020111120011102220020",
        "0200200211212211111002012100210220001112112111012022101102220002",
    ),
}


def decided(b: _Board, masks) -> int:
    """Squares whose two other symbols would both make four in a row: the only ones that can be blank."""
    e0, e1, e2 = (_blocked(b, m) for m in masks)
    return (masks[0] & e1 & e2) | (masks[1] & e0 & e2) | (masks[2] & e0 & e1)


def anneal_grid(size: int, rng: random.Random, steps: int) -> list[int]:
    """A grid with many decided squares, by simulated annealing from a random one (the library's recipe)."""
    b = _board(size)
    masks = _grid_masks(b, random_grid(size, rng))
    score = decided(b, masks).bit_count()
    best = (score, masks)
    for step in range(steps):
        heat = 1.0 - step / steps + 0.01
        trial = _changed(b, masks, rng)
        if trial is None:
            continue
        new = decided(b, trial).bit_count()
        if new >= score or rng.random() < math.exp((new - score) / heat):
            masks, score = trial, new
            if score > best[0]:
                best = (score, masks)
    return best[1]


def _changed(b: _Board, masks: list[int], rng: random.Random) -> list[int] | None:
    """The grid with one random square given another symbol; None when that makes four in a row."""
    cell = _bit(b, rng.randrange(b.size), rng.randrange(b.size))
    s = next(k for k in range(3) if masks[k] & cell)
    t = (s + 1 + rng.getrandbits(1)) % 3
    trial = list(masks)
    trial[s] &= ~cell
    trial[t] |= cell
    return None if _has_run(b, trial[t]) else trial


def _grid_masks(b: _Board, grid) -> list[int]:
    masks = [0, 0, 0]
    for y, row in enumerate(grid):
        for x, v in enumerate(row):
            masks[v] |= _bit(b, x, y)
    return masks


def random_grid(size: int, rng: random.Random) -> list[list[int]]:
    """A random full grid without four in a row (backtracking, row by row)."""
    cells = [(x, y) for y in range(size) for x in range(size)]
    grid = [[-1] * size for _ in range(size)]
    back = ((-1, 0), (0, -1), (-1, -1), (1, -1))  # the runs that end at a square filled in this order

    def fits(x: int, y: int, s: int) -> bool:
        for dx, dy in back:
            if all(0 <= x + k * dx < size and 0 <= y + k * dy and grid[y + k * dy][x + k * dx] == s
                   for k in (1, 2, 3)):
                return False
        return True

    def fill(i: int) -> bool:
        if i == len(cells):
            return True
        x, y = cells[i]
        for s in rng.sample((0, 1, 2), 3):
            if fits(x, y, s):
                grid[y][x] = s
                if fill(i + 1):
                    return True
        grid[y][x] = -1
        return False

    fill(0)  # three symbols never get stuck for long: a square always has one that fits after some undoing
    return grid


def library_grid(size: int, rng: random.Random, walk: int) -> list[int]:
    """A library grid, turned, mirrored and relabelled at random, then walked: single-square changes
    that keep four in a row away and never fall below the library grid's count of decided squares
    (the floor stays at the start on purpose, so the walk can drift freely above it)."""
    text = rng.choice(LIBRARY[size])
    perm = rng.sample((0, 1, 2), 3)
    turn, flip = rng.randrange(4), rng.random() < 0.5
    grid = [[0] * size for _ in range(size)]
    for y in range(size):
        for x in range(size):
            u, v = (size - 1 - x, y) if flip else (x, y)
            for _ in range(turn):
                u, v = size - 1 - v, u
            grid[v][u] = perm[int(text[y * size + x])]
    b = _board(size)
    masks = _grid_masks(b, grid)
    score = decided(b, masks).bit_count()
    for _ in range(walk):
        trial = _changed(b, masks, rng)
        if trial is not None and decided(b, trial).bit_count() >= score:
            masks = trial
    return masks


def _unique_without(b: _Board, masks: list[int], blank: int, cell: int, s: int) -> bool:
    """Whether blanking cell (holding symbol s) keeps exactly one filling."""
    masks = list(masks)
    masks[s] &= ~cell
    for t in range(3):
        if t == s or _blocked(b, masks[t]) & cell:
            continue
        trial = list(masks)
        trial[t] |= cell
        found: list = []
        _solutions(b, trial, blank, 1, found, [0])
        if found:
            return False
    return True


def generate(difficulty: str, rng: random.Random):
    st = SETTINGS[difficulty]
    size = st["size"]
    b = _board(size)
    masks = library_grid(size, rng, st["walk"])
    full = _grid(b, masks)
    candidates = decided(b, masks)  # no other square can be blank
    order = [(x, y) for y in range(size) for x in range(size) if candidates & _bit(b, x, y)]
    rng.shuffle(order)
    blank = 0
    for x, y in order:
        cell = _bit(b, x, y)
        s = full[y][x]
        if difficulty == "easy":
            trial = list(masks)
            trial[s] &= ~cell
            done = _eliminate(b, trial, blank | cell, EASY_ROUNDS)
            ok = done is not None and not done[1]
        else:
            ok = _unique_without(b, masks, blank, cell, s)
        if ok:
            masks[s] &= ~cell
            blank |= cell
    grid = tuple(tuple(None if blank & _bit(b, x, y) else full[y][x] for x in range(size)) for y in range(size))
    symbols = tuple(rng.sample(SYMBOLS, 3))
    return Puzzle(size, symbols, grid), Answer(full)


# --- JSON ------------------------------------------------------------------------

def puzzle_to_json(p: Puzzle) -> dict:
    return {"size": p.size, "symbols": list(p.symbols), "grid": [list(row) for row in p.grid]}


def _read_grid(r: Reader, size: int, blanks_allowed: bool) -> tuple[tuple[int | None, ...], ...]:
    rows = r.get("grid", list)
    if len(rows) != size:
        raise r.fail(f"expected {size} rows, got {len(rows)}", "grid")
    out = []
    for y, row in enumerate(rows):
        if not isinstance(row, list) or len(row) != size:
            raise r.fail(f"row {y}: expected a list of {size} squares", "grid")
        for x, v in enumerate(row):
            ok = (v is None and blanks_allowed) or (isinstance(v, int) and not isinstance(v, bool) and v in (0, 1, 2))
            if not ok:
                what = "0, 1, 2 or null" if blanks_allowed else "0, 1 or 2"
                raise r.fail(f"row {y}, square {x}: expected {what}, got {v!r}", "grid")
        out.append(tuple(row))
    return tuple(out)


def puzzle_from_json(r: Reader) -> Puzzle:
    size = r.get("size", int)
    if not MIN_SIZE <= size <= MAX_SIZE:
        raise r.fail(f"expected a size from {MIN_SIZE} to {MAX_SIZE}, got {size}", "size")
    symbols = r.get("symbols", list)
    if len(symbols) != 3 or not all(isinstance(s, str) for s in symbols) or len(set(symbols)) != 3:
        raise r.fail("expected three different icon names", "symbols")
    unknown = [s for s in symbols if not has_icon(s)]
    if unknown:
        raise r.fail(f"unknown icon {unknown[0]!r}", "symbols")
    return Puzzle(size, tuple(symbols), _read_grid(r, size, True))


def answer_to_json(a: Answer) -> dict:
    return {"grid": [list(row) for row in a.grid]}


def answer_from_json(r: Reader) -> Answer:
    rows = r.get("grid", list)
    return Answer(_read_grid(r, len(rows), False))


# --- drawing ---------------------------------------------------------------------

INSET = 1.0  # mm kept free inside the box


def _place(tile, box) -> tuple[float, float, float]:
    return place(tile.puzzle.size, tile.puzzle.size, box, inset=INSET)


def _frame(tile, box) -> list[Item]:
    ox, oy, c = _place(tile, box)
    n = tile.puzzle.size
    items: list[Item] = [rect(ox, oy, n * c, n * c, Style(fill=GIVEN))]
    for y, row in enumerate(tile.puzzle.grid):
        for x, v in enumerate(row):
            if v is None:
                items.append(rect(ox + x * c, oy + y * c, c, c, Style(fill=BLANK)))
    return items + ruled_grid(ox, oy, n, c)


def _symbols(tile, box, grid) -> list[Item]:
    """The symbols of ``grid``: printed ones in ink, those filled into blanks in the answer colour."""
    ox, oy, c = _place(tile, box)
    pad = c * 0.14
    given = tile.puzzle.grid
    items: list[Item] = []
    for y, row in enumerate(grid):
        for x, v in enumerate(row):
            if v is not None:
                color = INK if given[y][x] is not None else FILLED
                items.append(Icon(tile.puzzle.symbols[v], ox + x * c + pad, oy + y * c + pad, c - 2 * pad, color))
    return items


def draw_puzzle(tile, box) -> list[Item]:
    return _frame(tile, box) + _symbols(tile, box, tile.puzzle.grid)


def draw_answer(tile, box) -> list[Item]:
    return _frame(tile, box) + _symbols(tile, box, tile.answer.grid)
