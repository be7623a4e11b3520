"""Full minotaur grids to blank: rich in decided squares, and for hard tiles holding a stalled core.

Every blank of a puzzle with one answer must be a *decided* square (both
other symbols would make four in a row), and a random grid has almost none
(about 1 in 36 on 6 × 6). So tiles start from grids made rich in them by
simulated annealing (:func:`anneal_grid`), kept in two libraries:

- ``EASY_LIBRARY``: 48 grids of 6 × 6 (9 or 10 decided squares of 36).
- ``HARD_LIBRARY``: 48 grids of 8 × 8, each with a *core*: decided squares
  that, blanked together with every other square printed, still have one
  answer but where singles stall (each keeps a second symbol that only other
  blanks of the core rule out). Blanking a core is what makes a tile need
  more than singles; such grids are rare (about 1 annealed grid in 25), so
  they are searched for once (:func:`hard_library`) and stored, core squares
  as the letters a, b, c for symbols 0, 1, 2.

Each tile turns, mirrors and relabels a library grid at random and then
*walks* it: single-square changes that keep four in a row away, keep most of
the decided squares, and (hard) keep the core a core. The walk is what makes
tiles from one library grid differ; :mod:`pnp.games.minigames.minotaur` then
blanks squares.
"""

from __future__ import annotations

import math
import random

from pnp.games.minigames.minotaur_bits import (
    Board,
    bit,
    board,
    decided,
    grid_masks,
    grid_of,
    has_run,
    singles,
    solutions,
    unique_without,
)

EASY_SIZE, HARD_SIZE = 6, 8
WALK_SLACK = 2  # a walk may lose at most this many of the library grid's decided squares
CORE_LETTERS = "abc"

EASY_LIBRARY = (
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
)

HARD_LIBRARY = (
    "202220121102120a1121a1b22b1201022a2cb1a100ba02012020222002202201",
    "200021110100110222122b210111a01122102b2c22cac020001bb00012102100",
    "2101c00022b2010021a110100c0ac22b21120211111022210100112a12201102",
    "022210001121112020221c2121ba00b1111c002122a200021011122212212121",
    "12200021222100222122cac1200ab11a10002112110101121112220200120001",
    "00110100211120000b0a0c01012cb1bc122201020220a1121202b22a01110022",
    "2021222020a0c2102b2a111210201110011c21a20020020202012201b11c22b1",
    "10c00c0012111a000111020202bbb2220a2aac12122201112220b012200c0020",
    "10b11a00200212001000c20221abb2c22c2a0b02012011101121211010a01210",
    "2a22122210112000201110002202bc2002b0aa11222a12222a1b122202100112",
    "02221020022211100100a2c221001a1111ba0c011022121c12221a1102220202",
    "2a1112220120b000011c10001220c000210a1b1c11102221012c122220220022",
    "0020121101200102c0c00222a1a11201121bb00a12210012121c21222a00b002",
    "01222b111012001000222a000011b00001112b222021ca002002012122212122",
    "2c111000201120222a12c01210c0ab110b1222b00002220200c11ba02b000102",
    "11010010002b222000201201202a222122b0a0b1211b22200111200011a22200",
    "1011012a121200121222011222a1b1a2000c2b210100c020011120202111a0b0",
    "20202210000c120110a1b1a1112b021212210002a22c00022202211121000111",
    "122b211222201112020011ba102ac2a2c11bc00022021200000122202010021b",
    "20002111100121001b2c2a0010ab0110012121b1122a00c20221012222121022",
    "222111001001020210002b220c0aa22021c1b21221110ac0211102120002a011",
    "20b00b0012212202022c000110c1b121110b122110012220c00ab1a102220111",
    "00102212200211001020b000c11ac100c11b22210210222101ab00baa222a021",
    "1c11210122a201112ba00201121101202220bc22111011221020010222212001",
    "12b221220102000111ab0021220c001100c1222000a11120222b1101222a0120",
    "b000c02002002122022020b2211cb0212022a1110b00201011c1222a12110010",
    "12102000120001112112202202112012c22aa0211a1bc1221200012010002111",
    "10112111000101000022a202121b0b121200c2002a0212200cb1101102011202",
    "1021221202021000002221000122ab001021ac11201101212010222022012021",
    "1210221111002012a11bc101022aa01112210001022200021011bc2210012102",
    "21a2220200b0201122bc1112021021110baaa22c221c11a12102200110020201",
    "2021c1112012011122110b000002a2001012bc11112102021200202201220102",
    "0022110020c111211000b1002b2cac2122110021222a00b2a1b1ca2210021c11",
    "121c11102ab002112210201122cb00a10a1a00cc12122122110112221000b1a1",
    "201011121a22200022111000222110200001bc2210020ab00202212122121120",
    "1211000110b0a01110c22111a0b0211a1c1bc1202120ac0212a22000000bb102",
    "00b01101002120221020022211cb21210ba0c0001201121022b2011012001112",
    "211122211a11020110200011121c0002c221220202211bc2a11b0a0b01202210",
    "211212220212010102b000210ca00201210cb112111a21001122c10020222000",
    "10b222120c20a022ba11022220110a2a2b00c1b2202a11120222b11a222a00c2",
    "2000111011102220201a2221210120202c0b021001b1a0c01102001ba222b210",
    "1121220202201c11b22ca21200101a12011a10211012201200022c1122211221",
    "112b1c110a210200021a1a112c012c012c02021c11baab112102c20221220110",
    "1c11b22212000c221b00a111a2c2a11012012b22101120111221022202220002",
    "10020121101101011a1102000b21b1c2a22c0a0b0220212212021122a1110202",
    "111210000110221102100a2122201122022bb12000cac0012111210101112000",
    "1001112220022200220b220020c00200021a111200b00112221c111222200020",
    "000211102212110122a202200a0b200022b21110200111021021100200022202",
)


# --- annealing ---------------------------------------------------------------------

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


def changed(b: Board, masks: list[int], rng: random.Random) -> list[int] | None:
    """The grid with one random square given another symbol; None when that makes four in a row."""
    cell = bit(b, rng.randrange(b.size), rng.randrange(b.size))
    s = next(k for k in range(3) if masks[k] & cell)
    t = (s + 1 + rng.getrandbits(1)) % 3
    trial = list(masks)
    trial[s] &= ~cell
    trial[t] |= cell
    return None if has_run(b, trial[t]) else trial


def anneal_grid(size: int, rng: random.Random, steps: int) -> list[int]:
    """A grid with many decided squares, by simulated annealing from a random one (the libraries' recipe)."""
    b = board(size)
    masks, _ = grid_masks(b, random_grid(size, rng))
    score = decided(b, masks).bit_count()
    best = (score, masks)
    for step in range(steps):
        heat = 1.0 - step / steps + 0.01
        trial = changed(b, masks, rng)
        if trial is None:
            continue
        new = decided(b, trial).bit_count()
        if new >= score or rng.random() < math.exp((new - score) / heat):
            masks, score = trial, new
            if score > best[0]:
                best = (score, masks)
    return best[1]


# --- cores -------------------------------------------------------------------------

def blank_at_random(b: Board, masks, rng: random.Random, first: int = 0) -> tuple[list[int], int]:
    """Blank ``first``, then every decided square in random order that keeps one answer: (masks, blanks)."""
    full = grid_of(b, masks)
    order = [(x, y) for y in range(b.size) for x in range(b.size)
             if decided(b, masks) & bit(b, x, y) and not first & bit(b, x, y)]
    rng.shuffle(order)
    masks = [m & ~first for m in masks]
    blank = first
    for x, y in order:
        cell = bit(b, x, y)
        s = full[y][x]
        if unique_without(b, masks, blank, cell, s):
            masks[s] &= ~cell
            blank |= cell
    return masks, blank


def find_core(b: Board, masks, rng: random.Random, tries: int) -> int:
    """A core of the full grid ``masks`` (0 if none found): blank at random ``tries`` times; where singles
    stall, the blanks they leave are one."""
    for _ in range(tries):
        puzzle, blank = blank_at_random(b, masks, rng)
        done = singles(b, puzzle, blank)
        if done is not None and done[1]:
            return done[1]
    return 0


def is_core(b: Board, masks, core: int) -> bool:
    """Whether ``core`` is a core of the full grid ``masks``: decided squares that, blanked alone, have one
    answer and leave singles nothing to fill."""
    if not core or core & ~decided(b, masks):
        return False
    puzzle = [m & ~core for m in masks]
    done = singles(b, puzzle, core)
    if done is None or done[1] != core:
        return False
    found: list = []
    solutions(b, puzzle, core, 2, found, [0])
    return len(found) == 1


LIBRARY_STEPS, CORE_TRIES = 5000, 30


def hard_library(count: int = 48) -> tuple[str, ...]:
    """The recipe of HARD_LIBRARY: grids annealed LIBRARY_STEPS steps from seeds "minotaur hard <i>",
    i = 0, 1, 2..., kept when CORE_TRIES random blankings find a core, until ``count`` are kept."""
    b = board(HARD_SIZE)
    out: list[str] = []
    i = 0
    while len(out) < count:
        rng = random.Random(f"minotaur hard {i}")
        masks = anneal_grid(HARD_SIZE, rng, LIBRARY_STEPS)
        core = find_core(b, masks, rng, CORE_TRIES)
        if core:
            out.append(_text(b, masks, core))
        i += 1
    return tuple(out)


def _text(b: Board, masks, core: int) -> str:
    grid = grid_of(b, masks)
    return "".join(CORE_LETTERS[v] if core & bit(b, x, y) else str(v)
                   for y, row in enumerate(grid) for x, v in enumerate(row))


def parse(text: str, size: int) -> tuple[list[list[int]], list[list[bool]]]:
    """(grid, core flags) of a library text."""
    grid = [[0] * size for _ in range(size)]
    core = [[False] * size for _ in range(size)]
    for i, ch in enumerate(text):
        y, x = divmod(i, size)
        grid[y][x] = CORE_LETTERS.index(ch) if ch in CORE_LETTERS else int(ch)
        core[y][x] = ch in CORE_LETTERS
    return grid, core


# --- a tile's grid -------------------------------------------------------------------

def _placed(text: str, size: int, rng: random.Random) -> tuple[list[int], int]:
    """A library grid turned, mirrored and relabelled at random: (masks, core)."""
    grid, flags = parse(text, size)
    perm = rng.sample((0, 1, 2), 3)
    turn, flip = rng.randrange(4), rng.random() < 0.5
    b = board(size)
    masks, core = [0, 0, 0], 0
    for y in range(size):
        for x in range(size):
            u, v = (size - 1 - x, y) if flip else (x, y)
            for _ in range(turn):
                u, v = size - 1 - v, u
            masks[perm[grid[y][x]]] |= bit(b, u, v)
            if flags[y][x]:
                core |= bit(b, u, v)
    return masks, core


def _walk(b: Board, masks: list[int], rng: random.Random, steps: int, keep=lambda trial: True) -> list[int]:
    """Single-square changes that keep four in a row away, all but WALK_SLACK of the decided squares,
    and whatever ``keep`` asks."""
    floor = decided(b, masks).bit_count() - WALK_SLACK
    for _ in range(steps):
        trial = changed(b, masks, rng)
        if trial is not None and decided(b, trial).bit_count() >= floor and keep(trial):
            masks = trial
    return masks


def _climb(b: Board, masks: list[int], rng: random.Random, steps: int) -> list[int]:
    """Single-square changes that keep four in a row away and never lose a decided square."""
    score = decided(b, masks).bit_count()
    for _ in range(steps):
        trial = changed(b, masks, rng)
        if trial is not None and (new := decided(b, trial).bit_count()) >= score:
            masks, score = trial, new
    return masks


def easy_grid(rng: random.Random, steps: int) -> list[int]:
    """A 6 × 6 grid for an easy tile: a library grid placed at random, walked ``steps`` steps (which changes
    about two thirds of its squares), then as many steps that only keep or gain decided squares."""
    masks, _ = _placed(rng.choice(EASY_LIBRARY), EASY_SIZE, rng)
    b = board(EASY_SIZE)
    return _climb(b, _walk(b, masks, rng, steps), rng, steps)


def hard_grid(rng: random.Random, steps: int) -> tuple[list[int], int]:
    """An 8 × 8 grid for a hard tile and its core: a library grid placed at random and walked, the core
    kept a core at every step."""
    masks, core = _placed(rng.choice(HARD_LIBRARY), HARD_SIZE, rng)
    b = board(HARD_SIZE)
    return _walk(b, masks, rng, steps, lambda trial: is_core(b, trial, core)), core
