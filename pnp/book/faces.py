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
MARGIN = 0.03  # of a face's side: kept between a scaled drawing's ink and the edge of its paper


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


def _ink(items: list[Item]) -> tuple[float, float, float, float] | None:
    ink = ink_bounds(items)
    return None if ink is None or min(ink[2] - ink[0], ink[3] - ink[1]) <= 0 else ink


def _growth(ink: tuple[float, float, float, float] | None, w: float, h: float, edge: float) -> float:
    """How much ``ink`` may be scaled to fill a ``w`` × ``h`` box less ``edge`` all round, at most
    :data:`GROW_MOST` (0: no ink)."""
    if ink is None:
        return 0.0
    return min((w - 2 * edge) / (ink[2] - ink[0]), (h - 2 * edge) / (ink[3] - ink[1]), GROW_MOST)


def _scaled(items: list[Item], ink: tuple[float, float, float, float], k: float, left: float, top: float) -> Group:
    """``items`` scaled by ``k`` about their ink, its corner moved to (left, top)."""
    return Group(tuple(items), Affine.translate(-ink[0], -ink[1]).then(Affine.scale(k)).then(
        Affine.translate(left, top)))


def filled(draw: Face, tile, box: Area, floor: float) -> list[Item]:
    """The face drawn in ``box`` by the minigame's own code, then scaled about its ink so that its ink, not its
    box, fills ``box`` less a margin of :data:`MARGIN` of its side: a puzzle drawn with room to spare (keys in a
    corner of their tile, monsters scattered) grows, its lines and words with it, by at most :data:`GROW_MOST`;
    one that already fills its box is drawn as it is."""
    x, y, w, h = box
    items = draw(tile, box, floor)
    ink = _ink(items)
    k = _growth(ink, w, h, MARGIN * min(w, h))
    if ink is None or k < 1.01:
        return items
    return [_scaled(items, ink, k, x + (w - (ink[2] - ink[0]) * k) / 2, y + (h - (ink[3] - ink[1]) * k) / 2)]


def _one_filled(tile, draw: Face, area: Area, pad: float, radius: float, floor: float) -> list[Item]:
    """A tile of one face on a page: drawn for its square, then its ink scaled (as :func:`filled`) to the
    area's width or height, whichever it meets first, on a sheet of the tile's paper cut to it (a tall drawing
    on a tall sheet), at the top of the area."""
    x, y, w, h = area
    ((sx, sy, side),) = _slots(1, area, False, float("inf"))
    inner = (sx + pad, sy + pad, side - 2 * pad, side - 2 * pad)
    items = draw(tile, inner, floor)
    ink, edge = _ink(items), pad + MARGIN * (side - 2 * pad)
    k = _growth(ink, w, h, edge)
    if ink is None or k < 1.01:  # as designed: on its square
        return [rounded_rect(sx, sy, side, side, radius, Style(fill=minigames().PAPER)), *items]
    pw, ph = (ink[2] - ink[0]) * k + 2 * edge, (ink[3] - ink[1]) * k + 2 * edge
    px = x + (w - pw) / 2
    return [rounded_rect(px, y, pw, ph, radius, Style(fill=minigames().PAPER)), _scaled(items, ink, k, px + edge,
                                                                                       y + edge)]


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
    face's ink as large as its square (:func:`filled`), a lone face's as large as the area (on paper cut to
    it). Two faces go side by side while their squares are at
    least ``beside`` times those one above the other would get (1: the bigger faces; less: across the area's
    width, as a page's spread of two puzzles, at faces somewhat smaller)."""
    draws = faces(tile, answer)
    if len(draws) == 1 and fill:
        return _one_filled(tile, draws[0], area, pad, radius, floor)
    if len(draws) == 1:
        return _drawn(tile, draws, _slots(1, area, False, most), pad, radius, floor)
    across, down = (_slots(len(draws), area, side_by_side, most) for side_by_side in (True, False))
    layouts = [across, down] if across[0][2] >= beside * down[0][2] else [down, across]
    drawn = [_drawn(tile, draws, slots, pad, radius, floor, fill) for slots in layouts]
    # the preferred layout, unless its words would not fit its narrower faces (then the other way)
    return next((items for items in drawn if not overflows(items)), drawn[0])
