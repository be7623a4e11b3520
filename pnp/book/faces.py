"""A minigame tile's faces on a book page: every face the player needs, each on its paper, as large as the room
allows.

A tile printed for the kits has two sides; most minigames put their whole puzzle on one (the other is art),
but a module that draws a second face (``draw_artwork``: the spider, whose task compares the two sides) needs
both in front of the reader, since a book page has no back to turn the tile over to. So the faces are drawn
next to each other, each the right way up (side by side or one above the other, whichever leaves the bigger
face), the first face solved in an answer; a tile of one face is drawn as before, alone.
"""

from __future__ import annotations

from collections.abc import Callable

from pnp.registry import minigames
from pnp.scene.model import Item, Style, Text
from pnp.scene.shapes import rounded_rect
from pnp.scene.text import layout_text

Area = tuple[float, float, float, float]
Face = Callable[..., list[Item]]  # (tile, box, floor) -> items
GAP = 4.0  # mm between two faces


def faces(tile, answer: bool = False) -> tuple[Face, ...]:
    """The faces the reader needs, in order: the puzzle face (solved for an ``answer``), then the type's
    second face when it draws one (:class:`pnp.minigame.TwoFaced`)."""
    return tuple(minigames().faces(tile, answer))


def two_faced(tile) -> bool:
    return len(faces(tile)) > 1


def _slots(n: int, area: Area, beside: bool, most: float) -> list[tuple[float, float, float]]:
    """(x, y, side) of each face's square: ``n`` squares in a row (``beside``) or a column, centred across the
    area and set at its top, each at most ``most`` mm."""
    x, y, w, h = area
    if beside:
        side = min((w - GAP * (n - 1)) / n, h, most)
        x0 = x + (w - n * side - GAP * (n - 1)) / 2
        return [(x0 + i * (side + GAP), y, side) for i in range(n)]
    side = min(w, (h - GAP * (n - 1)) / n, most)
    return [(x + (w - side) / 2, y + i * (side + GAP), side) for i in range(n)]


def _drawn(tile, draws: tuple[Face, ...], slots, pad: float, radius: float, floor: float) -> list[Item]:
    items: list[Item] = []
    for draw, (sx, sy, side) in zip(draws, slots, strict=True):
        items.append(rounded_rect(sx, sy, side, side, radius, Style(fill=minigames().PAPER)))
        items += draw(tile, (sx + pad, sy + pad, side - 2 * pad, side - 2 * pad), floor)
    return items


def overflows(items: list[Item]) -> bool:
    """Whether a text of ``items`` does not fit its box at its smallest size."""
    return any(isinstance(i, Text) and layout_text(i).overflow for i in items)


def tile_faces(tile, area: Area, floor: float, answer: bool = False, pad: float = 3.0, radius: float = 2.5,
               most: float = float("inf")) -> list[Item]:
    """Every face of ``tile`` the reader needs, each on a square of the tile's paper inset by ``pad`` mm, in
    ``area`` = (x, y, w, h); ``floor``: the smallest text, passed to the minigame's drawing."""
    draws = faces(tile, answer)
    if len(draws) == 1:
        return _drawn(tile, draws, _slots(1, area, False, most), pad, radius, floor)
    layouts = sorted((_slots(len(draws), area, beside, most) for beside in (True, False)),
                     key=lambda slots: -slots[0][2])  # the bigger faces first (side by side on a tie)
    drawn = [_drawn(tile, draws, slots, pad, radius, floor) for slots in layouts]
    # the bigger faces, unless their words would not fit the narrower face (then the other way)
    return next((items for items in drawn if not overflows(items)), drawn[0])
