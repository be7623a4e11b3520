"""When two tiles are the same puzzle: canonical forms, the ids derived from them, and set keys.

A tile's puzzle stays the same puzzle when the whole tile is turned or
mirrored, when its symbols are swapped for one another consistently, or when
things the rules treat as a set are listed in another order. Each minigame's
canonical form (its module's ``canonical``, which says which variants it
folds together) is the smallest text among all those variants, so two
puzzles have the same form exactly when one is such a variant of the other.
This module holds the pieces those forms share: the turns and mirrors of a
grid, symbol swaps undone, mazes, grids of symbols, and millimetres as text.

The id printed on a tile is a hash of its type and canonical form (so the
same puzzle always gets the same id, wherever it was generated), and a set
never holds two tiles with the same form. For the minigames whose answer
fills the grid (the minotaur's full grid, the sword's line) the solved grid
is a second key (the module's ``solved_form``): two tiles whose answers are
the same up to those symmetries are too alike for one set.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable, Sequence

from pnp.games.minigames.catalog import module, spec
from pnp.minigame import SolvedForm

ID_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"  # 32 symbols, no 0/O or 1/I
ID_SYMBOLS = 10  # 10 symbols of 32: 50 bits of the hash (see id_collision_odds)

Cell = tuple[int, int]
Transform = Callable[[int, int], Cell]


def symmetries(width: int, height: int) -> list[tuple[int, int, Transform]]:
    """(new width, new height, square map) for every turn and mirror of a width × height grid: all 8, a
    rectangle's too (a quarter turn of an 11 × 10 maze is the same puzzle drawn 10 × 11; the new width and
    height are part of each form, so the smallest form is the same for both)."""
    out = []
    for quarter in range(4):
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


def first_seen(values: Iterable) -> list[int | None]:
    """Values renamed 0, 1, 2... in the order they first appear (None stays None): symbol swaps undone."""
    names: dict = {}
    out: list[int | None] = []
    for v in values:
        if v is None:
            out.append(None)
            continue
        out.append(names.setdefault(v, len(names)))
    return out


def moved_grid(grid: Sequence[Sequence], move: Transform) -> list[list]:
    """A square grid of values with every square moved by ``move`` (one of :func:`symmetries` of a square)."""
    n = len(grid)
    out = [[None] * n for _ in range(n)]
    for y, row in enumerate(grid):
        for x, v in enumerate(row):
            u, w = move(x, y)
            out[w][u] = v
    return out


def values_text(values: Iterable) -> str:
    return "".join("." if v is None else str(v) for v in values)


def cells_text(cells: Iterable[Cell]) -> str:
    return " ".join(f"{x},{y}" for x, y in cells)


def mm_text(v: float, places: int) -> str:
    return f"{round(v, places) + 0.0:.{places}f}"  # + 0.0 turns -0.0 into 0.0


# --- forms several minigames share ------------------------------------------------------

def maze_form(width: int, height: int, walls, roles: Sequence[tuple[str, Sequence[Cell]]]) -> str:
    """A maze under its 8 turns and mirrors (a rectangle's quarter turns swap its width and height), with named
    sets of squares
    (``roles``: the skeleton, the arrows, the keys...) moved along."""
    forms = []
    for w, h, move in symmetries(width, height):
        moved = sorted(tuple(sorted(move(*c) for c in wall)) for wall in walls)
        parts = [f"{w}x{h}", " ".join(f"{a[0]},{a[1]}-{b[0]},{b[1]}" for a, b in moved)]
        parts += [f"{name}:{cells_text(sorted(move(*c) for c in cells))}" for name, cells in roles]
        forms.append("|".join(parts))
    return min(forms)


def symbol_grid_form(grid) -> str:
    """A square grid of symbols under its 8 turns and mirrors and every swap of the symbols."""
    n = len(grid)
    forms = [values_text(first_seen(v for row in moved_grid(grid, move) for v in row))
             for _, _, move in symmetries(n, n)]
    return f"{n}|{min(forms)}"


def canonical(type_name: str, puzzle) -> str:
    """The puzzle's canonical form: equal for two puzzles exactly when one is a variant of the other."""
    return module(type_name).canonical(puzzle)


def solved_form(type_name: str, puzzle, answer) -> str | None:
    """The canonical form of the solved grid, for the minigames whose answer fills the grid; else None."""
    m = module(type_name)
    return m.solved_form(puzzle, answer) if isinstance(m, SolvedForm) else None


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
    digest = hashlib.sha256(f"minigame/{type_name}/{canonical(type_name, puzzle)}".encode()).digest()
    n = int.from_bytes(digest, "big")
    symbols = []
    for _ in range(ID_SYMBOLS):
        n, r = divmod(n, len(ID_ALPHABET))
        symbols.append(ID_ALPHABET[r])
    half = ID_SYMBOLS // 2
    return f"{spec(type_name).prefix}-{''.join(symbols[:half])}-{''.join(symbols[half:])}"


def id_collision_odds(puzzles: int) -> float:
    """An upper bound on the chance that any two of ``puzzles`` different puzzles of one type share an id
    (birthday bound: pairs / number of ids)."""
    return puzzles * (puzzles - 1) / 2 / len(ID_ALPHABET) ** ID_SYMBOLS
