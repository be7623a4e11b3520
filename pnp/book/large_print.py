"""A large-print book (a theme with a text floor, `pnp book --theme large-print`): what its pages need of the
trim and of the mazes, checked before any puzzle is made.

Every page is drawn for the floor (:mod:`pnp.book.pen`'s ``at``), so the words take more room: a labyrinth's
card under its grid is a panel of two columns of rows at 12 pt, and the grid above it needs squares of at least
``min_cell`` (a scroll's name at the floor). Measured on books of every trim (tests/book/test_large_print.py),
a page whose box (the trim less the margins) is narrower than ``LARGE_BOX[0]`` or shorter than ``LARGE_BOX[1]``
leaves the 11 × 11 sheets' squares under that, so those trims are refused, naming the ones that hold a
large-print book for the service.

A maze's corridors are as wide as its squares: under ``MAZE_SQUARE`` a reader with poor sight loses the way,
so a maze size whose squares on the page would be smaller is refused, naming the largest the trim holds.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pnp.errors import PnpError

if TYPE_CHECKING:
    from pnp.book.build import BookOptions
    from pnp.book_catalog import Trim

LARGE_BOX = (140.0, 200.0)  # mm: the least box (trim less margins) that holds every page at 12 pt
MAZE_SQUARE = 7.5  # mm: the least square of a maze on its puzzle page in large print
LARGE_MAZE_SIZES = "8,11,14,17"  # the default --maze-sizes of a large-print book


def holds(o: BookOptions, trim: Trim, pages: int) -> bool:
    """Whether ``trim`` leaves a box big enough for a large-print book of ``pages`` pages."""
    from dataclasses import replace

    from pnp.book.build import geometry

    try:
        w, h = geometry(replace(o, trim=trim), pages).box
    except PnpError:
        return False
    return w >= LARGE_BOX[0] and h >= LARGE_BOX[1]


def maze_square(size: int, o: BookOptions, pages: int) -> float:
    """The square (mm) of a ``size`` × ``size`` maze on its large-print puzzle page (as puzzle_pages draws it)."""
    from pnp.book.build import geometry
    from pnp.book.maze_draw import geometry as maze_geometry
    from pnp.book.model import MazePuzzle
    from pnp.book.pen import GAP, at, block
    from pnp.book.puzzle_pages import MAZE_TASK, TASK, body

    x, y, w, h = body(geometry(o, pages).box, o.floor)
    _, th = block(MAZE_TASK, x, y, w, at(TASK + 1, o.floor))
    probe = MazePuzzle(size, size, frozenset(), (0, 0), (size - 1, size - 1), ())
    return maze_geometry(probe, (x, y + th + GAP, w, h - th - GAP))[2]


def check_large(o: BookOptions, pages: int) -> None:
    """Refuse a trim too small for large print, and mazes too big for legible squares, in one line each."""
    from pnp.book_catalog import trims

    if not holds(o, o.trim, pages):
        offered = [t for t in trims().values() if o.service.key == "home" or o.service.key in t.services]
        fit = [t.key for t in offered if holds(o, t, pages)]
        raise PnpError(f"--trim {o.trim.key}: a large-print book (text at {o.floor:g} pt) needs a bigger page; "
                       f"{o.service.name} prints one at {', '.join(fit) or 'no trim we know'}")
    if o.mix.maze:
        too_big = [n for n in o.mix.maze_sizes if maze_square(n, o, pages) < MAZE_SQUARE]
        if too_big:
            largest = max((n for n in range(5, max(o.mix.maze_sizes)) if maze_square(n, o, pages) >= MAZE_SQUARE),
                          default=0)
            raise PnpError(f"--maze-sizes {too_big[0]}: too many squares for large print at {o.trim.key} (they "
                           f"would be under {MAZE_SQUARE:g} mm); at most {largest} squares a side")
