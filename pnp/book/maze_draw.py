"""A plain maze on a book page, drawn with the minigames' maze pen: walls, an opening with an arrow
pointing in at the start, an opening with a gold star at the goal, and for the answer the one way through."""

from __future__ import annotations

from pnp.book.model import MazePuzzle
from pnp.grid.core import Cell
from pnp.registry import labyrinth, minigames
from pnp.scene.model import Icon, Item

# the maze minigames' pen (pnp.minigame.Minigames), and the labyrinth's entry and coin inks (its surface)
_PEN = minigames()
place, centre, maze_items = _PEN.place, _PEN.centre, _PEN.maze_items
path_line, turned_icon = _PEN.path_line, _PEN.turned_icon
COIN_EDGE, ENTRY = labyrinth().COIN_EDGE, labyrinth().ENTRY

_TURN = {(0, 1): 0, (-1, 0): 90, (0, -1): 180, (1, 0): 270}  # the arrow icon points down


def outward(c: Cell, width: int, height: int) -> tuple[int, int]:
    """The step out of the maze through the border at a border square (left, right, top, bottom first)."""
    x, y = c
    for step, on in (((-1, 0), x == 0), ((1, 0), x == width - 1), ((0, -1), y == 0), ((0, 1), y == height - 1)):
        if on:
            return step
    raise ValueError(f"({x}, {y}) is not on the border of a {width}×{height} maze")


ALL_ROUND = (1.0, 1.0, 1.0, 1.0)
INSET = 1.0  # mm inside the box, where a snug maze's border strokes straddle its edge


def geometry(width: int, height: int, box: tuple[float, float, float, float],
             room: tuple[float, float, float, float] = ALL_ROUND) -> tuple[float, float, float]:
    """(x0, y0, square) of a width × height maze centred in ``box`` with ``room`` (squares left, right, top and
    bottom) for the marks: as designed a square's room all round (the least square any maze of that size gets)."""
    return place(width, height, box, *room, 0.0 if room == ALL_ROUND else INSET)


def marks_room(m: MazePuzzle) -> tuple[float, float, float, float]:
    """A square's room (left, right, top, bottom) on the sides where the arrow or the star stand out, none on the
    others: the maze as wide or as tall as its box on a side without a mark."""
    steps = {outward(m.start, m.width, m.height), outward(m.goal, m.width, m.height)}
    return tuple(1.0 if step in steps else 0.0 for step in ((-1, 0), (1, 0), (0, -1), (0, 1)))  # type: ignore[return-value]


def maze_picture(m: MazePuzzle, box: tuple[float, float, float, float], answer: bool = False,
                 snug: bool = False) -> list[Item]:
    """The maze in ``box``; ``snug``: room kept only where a mark stands out (:func:`marks_room`)."""
    x0, y0, c = geometry(m.width, m.height, box, marks_room(m) if snug else ALL_ROUND)
    ins, outs = outward(m.start, m.width, m.height), outward(m.goal, m.width, m.height)
    items: list[Item] = []
    if answer:
        pts = [centre(cl, x0, y0, c) for cl in m.solution]
        (sx, sy), (ex, ey) = pts[0], pts[-1]
        pts = [(sx + ins[0] * 0.6 * c, sy + ins[1] * 0.6 * c), *pts, (ex + outs[0] * 0.6 * c, ey + outs[1] * 0.6 * c)]
        items.append(path_line(pts, c))
    items += maze_items(m.width, m.height, m.walls, [(m.start, ins), (m.goal, outs)], x0, y0, c)
    sx, sy = centre(m.start, x0, y0, c)
    inward = (-ins[0], -ins[1])
    items.append(turned_icon("arrow", sx + ins[0] * c, sy + ins[1] * c, 0.9 * c, _TURN[inward], ENTRY))
    gx, gy = centre(m.goal, x0, y0, c)
    star = 0.9 * c
    items.append(Icon("star", gx + outs[0] * c - star / 2, gy + outs[1] * c - star / 2, star, COIN_EDGE))
    return items
