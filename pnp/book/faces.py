"""A minigame tile's faces on a book page: every face the player needs, each on its paper, as large as the room
allows.

A tile printed for the kits has two sides; most minigames put their whole puzzle on one (the other is art),
but a module that draws a second face (``draw_artwork``: the spider, whose task compares the two sides) needs
both in front of the reader, since a book page has no back to turn the tile over to. So the faces are drawn
next to each other, each the right way up (side by side or one above the other, whichever leaves the bigger
face, or side by side while those are nearly as big: a book page), the first face solved in an answer; a tile
of one face is drawn as before, alone. On a puzzle page each face's drawing fills its square (:func:`filled`).
"""

from __future__ import annotations

from collections.abc import Callable

from pnp.registry import minigames
from pnp.scene.affine import Affine
from pnp.scene.model import Group, Item, Style, Text
from pnp.scene.shapes import rounded_rect
from pnp.scene.text import layout_text
from pnp.scene.walk import ink_bounds

Area = tuple[float, float, float, float]
Face = Callable[..., list[Item]]  # (tile, box, floor) -> items
GAP = 4.0  # mm between two faces
GROW_MOST = 1.6  # a face's drawing scaled up at most this much: its lines (0.45 mm) stay under 0.75 mm


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


def filled(draw: Face, tile, box: Area, floor: float) -> list[Item]:
    """The face drawn in ``box`` by the minigame's own code, then scaled about its ink so that its ink, not its
    box, fills ``box``: a puzzle drawn with room to spare (keys in a corner of their tile, monsters scattered)
    grows, its lines and words with it, by at most :data:`GROW_MOST`."""
    x, y, w, h = box
    items = draw(tile, box, floor)
    ink = ink_bounds(items)
    if ink is None or min(ink[2] - ink[0], ink[3] - ink[1]) <= 0:
        return items
    k = min(w / (ink[2] - ink[0]), h / (ink[3] - ink[1]), GROW_MOST)
    if k < 1.01:
        return items
    left, top = x + (w - (ink[2] - ink[0]) * k) / 2, y + (h - (ink[3] - ink[1]) * k) / 2
    return [Group(tuple(items), Affine.translate(-ink[0], -ink[1]).then(Affine.scale(k)).then(
        Affine.translate(left, top)))]


def _drawn(tile, draws: tuple[Face, ...], slots, pad: float, radius: float, floor: float,
           fill: bool = False) -> list[Item]:
    items: list[Item] = []
    for draw, (sx, sy, side) in zip(draws, slots, strict=True):
        items.append(rounded_rect(sx, sy, side, side, radius, Style(fill=minigames().PAPER)))
        inner = (sx + pad, sy + pad, side - 2 * pad, side - 2 * pad)
        items += filled(draw, tile, inner, floor) if fill else draw(tile, inner, floor)
    return items


def overflows(items: list[Item]) -> bool:
    """Whether a text of ``items`` does not fit its box at its smallest size."""
    return any(isinstance(i, Text) and layout_text(i).overflow for i in items)


def tile_faces(tile, area: Area, floor: float, answer: bool = False, pad: float = 3.0, radius: float = 2.5,
               most: float = float("inf"), fill: bool = False, beside: float = 1.0) -> list[Item]:
    """Every face of ``tile`` the reader needs, each on a square of the tile's paper inset by ``pad`` mm, in
    ``area`` = (x, y, w, h); ``floor``: the smallest text, passed to the minigame's drawing; ``fill``: each
    face's ink as large as its square (:func:`filled`). Two faces go side by side while their squares are at
    least ``beside`` times those one above the other would get (1: the bigger faces; less: across the area's
    width, as a page's spread of two puzzles, at faces somewhat smaller)."""
    draws = faces(tile, answer)
    if len(draws) == 1:
        return _drawn(tile, draws, _slots(1, area, False, most), pad, radius, floor, fill)
    across, down = (_slots(len(draws), area, side_by_side, most) for side_by_side in (True, False))
    layouts = [across, down] if across[0][2] >= beside * down[0][2] else [down, across]
    drawn = [_drawn(tile, draws, slots, pad, radius, floor, fill) for slots in layouts]
    # the preferred layout, unless its words would not fit its narrower faces (then the other way)
    return next((items for items in drawn if not overflows(items)), drawn[0])
