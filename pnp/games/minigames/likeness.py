"""When two tiles are the same puzzle: canonical forms, the ids derived from them, and set keys.

A tile's puzzle stays the same puzzle when the whole tile is turned or
mirrored, when its symbols are swapped for one another consistently, or when
things the rules treat as a set are listed in another order. Each minigame's
canonical form is the smallest text among all those variants, so two puzzles
have the same form exactly when one is such a variant of the other:

- sword: the 8 turns and mirrors of the grid, and the numbers read backwards
  (K + 1 - n: the same line walked from the other end);
- bow, treasure: the turns and mirrors of the maze (4 for a rectangle, 8 for a
  square); arrows, keys and chests as sets, the ruby's chest by its square;
- key: the number to find, the target's features and the other keys' features
  as a multiset (where a key lies on the tile does not change the puzzle);
- minotaur: the 8 turns and mirrors and the 6 ways to swap the three symbols;
- spider: the same turn or mirror applied to both faces, the two faces swapped,
  and any swap of the symbols (the same on both faces);
- troll: the 4 mirrors of the rectangle (8 turns and mirrors for a square) and
  any swap of the monster kinds; positions to 0.01 mm, sizes to 0.01 mm,
  turns to 0.1°.

The id printed on a tile is a hash of its type and canonical form (so the
same puzzle always gets the same id, wherever it was generated), and a set
never holds two tiles with the same form. For the minotaur and the sword the
solved grid (the full grid, the line) is a second key: two tiles whose
answers are the same up to those symmetries are too alike for one set.
"""

from __future__ import annotations

import hashlib
from typing import Callable, Iterable, Sequence

ID_PREFIX = {"sword": "SW", "bow": "BO", "key": "KE", "treasure": "TS", "minotaur": "MI", "spider": "SP", "troll": "TL"}
ID_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"  # 32 symbols, no 0/O or 1/I
ID_SYMBOLS = 10  # 10 symbols of 32: 50 bits of the hash (see id_collision_odds)

Cell = tuple[int, int]
Transform = Callable[[int, int], Cell]


def symmetries(width: int, height: int) -> list[tuple[int, int, Transform]]:
    """(new width, new height, square map) for every turn and mirror of a width × height grid
    that gives a grid of the same shape or its transpose: 8 for a square, 4 for a rectangle."""
    out = []
    for quarter in range(4):
        if width != height and quarter % 2:
            continue
        for mirror in (False, True):
            out.append(((height, width) if quarter % 2 else (width, height))
                       + (_transform(width, height, quarter, mirror),))
    return out


def _transform(width: int, height: int, quarter: int, mirror: bool) -> Transform:
    def move(x: int, y: int) -> Cell:
        w, h = width, height
        if mirror:
            x = w - 1 - x
        for _ in range(quarter):  # a quarter turn clockwise: (x, y) -> (h - 1 - y, x)
            x, y, w, h = h - 1 - y, x, h, w
        return x, y
    return move


def first_seen(values: Iterable) -> list:
    """Values renamed 0, 1, 2... in the order they first appear (None stays None): symbol swaps undone."""
    names: dict = {}
    out = []
    for v in values:
        if v is None:
            out.append(None)
            continue
        out.append(names.setdefault(v, len(names)))
    return out


def _moved_grid(grid: Sequence[Sequence], move: Transform) -> list[list]:
    n = len(grid)
    out = [[None] * n for _ in range(n)]
    for y, row in enumerate(grid):
        for x, v in enumerate(row):
            u, w = move(x, y)
            out[w][u] = v
    return out


def _text(values: Iterable) -> str:
    return "".join("." if v is None else str(v) for v in values)


def _cells(cells: Iterable[Cell]) -> str:
    return " ".join(f"{x},{y}" for x, y in cells)


# --- canonical forms, one per minigame ---------------------------------------------------

def _sword(p) -> str:
    k = len(p.clues)
    forms = []
    for _, _, move in symmetries(p.size, p.size):
        for backwards in (False, True):
            clues = sorted((k + 1 - n if backwards else n, move(*c)) for c, n in p.clues)
            forms.append(" ".join(f"{n}@{x},{y}" for n, (x, y) in clues))
    return f"{p.size}|{min(forms)}"


def _maze(width: int, height: int, walls, roles: Sequence[tuple[str, Sequence[Cell]]]) -> str:
    forms = []
    for w, h, move in symmetries(width, height):
        moved = sorted(tuple(sorted(move(*c) for c in wall)) for wall in walls)
        parts = [f"{w}x{h}", " ".join(f"{a[0]},{a[1]}-{b[0]},{b[1]}" for a, b in moved)]
        parts += [f"{name}:{_cells(sorted(move(*c) for c in cells))}" for name, cells in roles]
        forms.append("|".join(parts))
    return min(forms)


def _bow(p) -> str:
    return _maze(p.width, p.height, p.walls, [("skeleton", [p.skeleton]), ("arrows", p.arrows)])


def _treasure(p) -> str:
    ruby = [p.chests[p.ruby]] if 0 <= p.ruby < len(p.chests) else []
    return _maze(p.width, p.height, p.walls, [("keys", p.keys), ("chests", p.chests), ("ruby", ruby)])


def _key_features(k) -> str:
    return f"{k.bow}/{k.hole}/{k.rings}/{''.join(map(str, k.teeth))}"


def _key(p) -> str:
    return f"{p.find}|{_key_features(p.target)}|{' '.join(sorted(_key_features(k) for k in p.keys))}"


def _symbol_grid(grid) -> str:
    n = len(grid)
    forms = [_text(first_seen(v for row in _moved_grid(grid, move) for v in row)) for _, _, move in symmetries(n, n)]
    return f"{n}|{min(forms)}"


def _minotaur(p) -> str:
    return _symbol_grid(p.grid)


def _spider(p) -> str:
    n = p.size
    forms = []
    for first, second in ((p.puzzle_face, p.artwork_face), (p.artwork_face, p.puzzle_face)):
        for _, _, move in symmetries(n, n):
            values = [v for face in (first, second) for row in _moved_grid(face, move) for v in row]
            forms.append(",".join(map(str, first_seen(values))))
    return f"{n}|{p.find}|{min(forms)}"


def _mm(v: float, places: int) -> str:
    return f"{round(v, places) + 0.0:.{places}f}"  # + 0.0 turns -0.0 into 0.0


def _troll(p) -> str:
    forms = []
    for quarter in (0, 1, 2, 3) if p.width == p.height else (0, 2):
        for mirror in (False, True):
            placed = []
            for m in p.monsters:
                x, y, turn = (p.width - m.x, m.y, -m.turn) if mirror else (m.x, m.y, m.turn)
                w, h = p.width, p.height
                for _ in range(quarter):
                    x, y, w, h, turn = h - y, x, h, w, turn + 90
                placed.append((_mm(x, 2), _mm(y, 2), _mm(m.size, 2), _mm(turn % 360, 1), m.kind))
            placed.sort()
            kinds = first_seen(m[-1] for m in placed)
            forms.append(" ".join(f"{k}@{x},{y}/{s}/{t}" for (x, y, s, t, _), k in zip(placed, kinds)))
    return f"{_mm(p.width, 2)}x{_mm(p.height, 2)}|{min(forms)}"


CANONICAL: dict[str, Callable] = {"sword": _sword, "bow": _bow, "key": _key, "treasure": _treasure,
                                  "minotaur": _minotaur, "spider": _spider, "troll": _troll}


def canonical(type_name: str, puzzle) -> str:
    """The puzzle's canonical form: equal for two puzzles exactly when one is a variant of the other."""
    return CANONICAL[type_name](puzzle)


def _sword_line(line: Sequence[Cell], size: int) -> str:
    forms = []
    for _, _, move in symmetries(size, size):
        moved = [move(*c) for c in line]
        forms += [_cells(moved), _cells(reversed(moved))]
    return f"{size}|{min(forms)}"


def solved_form(type_name: str, puzzle, answer) -> str | None:
    """The canonical form of the solved grid, for the minigames whose answer fills the grid; else None."""
    if type_name == "minotaur":
        return _symbol_grid(answer.grid)
    if type_name == "sword":
        return _sword_line(answer.line, puzzle.size)
    return None


def likeness_keys(type_name: str, puzzle, answer) -> list[tuple[str, str, str]]:
    """What must differ between two tiles of one set: (type, "puzzle" or "solution", canonical form)."""
    keys = [(type_name, "puzzle", canonical(type_name, puzzle))]
    solved = solved_form(type_name, puzzle, answer)
    if solved is not None:
        keys.append((type_name, "solution", solved))
    return keys


# --- ids ---------------------------------------------------------------------------------

def tile_id(type_name: str, puzzle) -> str:
    """The id printed on the tile: the type's prefix and ID_SYMBOLS symbols of a hash of the canonical form."""
    digest = hashlib.sha256(f"minigame/{type_name}/{canonical(type_name, puzzle)}".encode("utf-8")).digest()
    n = int.from_bytes(digest, "big")
    symbols = []
    for _ in range(ID_SYMBOLS):
        n, r = divmod(n, len(ID_ALPHABET))
        symbols.append(ID_ALPHABET[r])
    half = ID_SYMBOLS // 2
    return f"{ID_PREFIX[type_name]}-{''.join(symbols[:half])}-{''.join(symbols[half:])}"


def id_collision_odds(puzzles: int) -> float:
    """An upper bound on the chance that any two of ``puzzles`` different puzzles of one type share an id
    (birthday bound: pairs / number of ids)."""
    return puzzles * (puzzles - 1) / 2 / len(ID_ALPHABET) ** ID_SYMBOLS
