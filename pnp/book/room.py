"""What a book's pages need of the trim and of the mazes at its text floor, checked before any puzzle is made.

Every page is drawn for the floor (:mod:`pnp.book.pen`'s ``at``), so the words take more room as it rises: a
labyrinth's card under its grid takes more of the page, and the grid above it needs squares of at least
``min_cell`` (a scroll's name at the floor). Measured on books of every trim at 12 pt
(tests/book/test_floor_book.py), a page whose box (the trim less the margins) is narrower than 140 mm or
shorter than 200 mm leaves the 11 × 11 sheets' squares under that: the least box grows with the floor
(``BOX_PER_PT``), and a trim whose box is smaller is refused, naming the trims that hold the book for the
service. As designed (no floor) every trim holds it.

A maze's corridors are as wide as its squares: under ``MAZE_SQUARE_PER_PT`` times the floor (7.5 mm at 12 pt)
a reader who needs the larger words loses the way, so a maze size whose squares on the page would be smaller
is refused, naming the largest the trim holds.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pnp.errors import PnpError

if TYPE_CHECKING:
    from pnp.book.build import BookOptions
    from pnp.book_catalog import Trim

BOX_PER_PT = (140.0 / 12, 200.0 / 12)  # mm per pt of the floor: the least box (trim less margins), both ways
MAZE_SQUARE_PER_PT = 7.5 / 12  # mm per pt of the floor: the least square of a maze on its puzzle page


def least_box(floor: float) -> tuple[float, float]:
    """The smallest box (mm) whose pages hold every word at ``floor`` pt."""
    return BOX_PER_PT[0] * floor, BOX_PER_PT[1] * floor


def least_maze_square(floor: float) -> float:
    return MAZE_SQUARE_PER_PT * floor


def holds(o: BookOptions, trim: Trim, pages: int) -> bool:
    """Whether ``trim`` leaves a box big enough for a book of ``pages`` pages at the options' floor."""
    from dataclasses import replace

    from pnp.book.build import geometry

    try:
        w, h = geometry(replace(o, trim=trim), pages).box
    except PnpError:
        return False
    least_w, least_h = least_box(o.floor)
    return w >= least_w and h >= least_h


def maze_square(size: int, o: BookOptions, pages: int) -> float:
    """The square (mm) of a ``size`` × ``size`` maze on its puzzle page at the floor (as puzzle_pages draws it)."""
    from pnp.book.build import geometry
    from pnp.book.maze_draw import geometry as maze_geometry
    from pnp.book.pen import GAP, at, block
    from pnp.book.puzzle_pages import MAZE_TASK, TASK, body
    from pnp.i18n import gettext

    x, y, w, h = body(geometry(o, pages).box, o.floor)
    _, th = block(gettext(MAZE_TASK), x, y, w, at(TASK + 1, o.floor))  # as printed, in the language printed in
    return maze_geometry(size, size, (x, y + th + GAP, w, h - th - GAP))[2]


def check_room(o: BookOptions, pages: int) -> None:
    """Refuse a trim too small for the floor, and mazes too big for legible squares, in one line each."""
    from pnp.book_catalog import trims

    if any(least_box(o.floor)) and not holds(o, o.trim, pages):
        offered = [t for t in trims().values() if o.service.key == "home" or o.service.key in t.services]
        fit = [t.key for t in offered if holds(o, t, pages)]
        raise PnpError(f"--trim {o.trim.key}: a book with no text under {o.floor:g} pt needs a bigger page; "
                       f"{o.service.name} prints one at {', '.join(fit) or 'no trim we know'}")
    least = least_maze_square(o.floor)
    if o.mix.maze and least:
        too_big = [n for n in o.mix.maze_sizes if maze_square(n, o, pages) < least]
        if too_big:
            largest = max((n for n in range(5, max(o.mix.maze_sizes)) if maze_square(n, o, pages) >= least),
                          default=0)
            raise PnpError(f"--maze-sizes {too_big[0]}: too many squares for text at {o.floor:g} pt at "
                           f"{o.trim.key} (they would be under {least:g} mm); at most {largest} squares a side")
