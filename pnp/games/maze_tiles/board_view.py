"""A board state drawn small from the tiles' own faces: for the pictures of the printed rules.

Each explored tile is its ``tile_faces.tile_front`` page turned by its
rotation (quarter turns clockwise, as :mod:`.model` counts them) and scaled to
the picture's tile size; a face-down tile is the common back. The tile id is
left out: at a tenth of a tile's size it would be a speck, and ids are not
part of play. Heroes stand on their tiles as discs in their colour with
their portrait.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from pnp.games.maze_tiles.content import load_content
from pnp.games.maze_tiles.model import Board, Pos, TileSet
from pnp.games.maze_tiles.palette import HERO_RGB, ink_on
from pnp.games.maze_tiles.sizes import sizes
from pnp.games.maze_tiles.tile_faces import tile_back, tile_front
from pnp.scene.affine import Affine
from pnp.scene.color import Color
from pnp.scene.model import Group, Icon, Item, Style, Text
from pnp.scene.shapes import circle, line, rect

SEAM = Color.hex("#f5eedd")  # a hairline between tiles, so each tile reads as a piece


@lru_cache(maxsize=64)
def _face(ts: TileSet, index: int) -> tuple[Item, ...]:
    return tuple(item for item in tile_front(ts, index).items if not isinstance(item, Text))


@lru_cache(maxsize=1)
def _back() -> tuple[Item, ...]:
    return tile_back().items


def tile_art(ts: TileSet, index: int | None, rotation: int, x: float, y: float, size: float) -> Group:
    """Tile ``index`` of the set (None: a face-down tile) turned ``rotation`` quarters, in the square (x, y, size)."""
    full = sizes().tile.width
    items = _back() if index is None else _face(ts, index)
    turn = Affine.rotate(90 * (rotation % 4), about=(full / 2, full / 2))
    return Group(items, turn.then(Affine.scale(size / full)).then(Affine.translate(x, y)),
                 clip=rect(0, 0, full, full, Style()))


def board_items(ts: TileSet, board: Board, cols: Sequence[int], rows: Sequence[int], x0: float, y0: float,
                size: float) -> list[Item]:
    """The tiles of the board in columns ``cols`` and rows ``rows``, the first at (x0, y0), each ``size`` mm."""
    items: list[Item] = []
    for j, y in enumerate(rows):
        for i, x in enumerate(cols):
            placed = board.at((x, y))
            index = placed.tile if placed.explored else None
            items.append(tile_art(ts, index, placed.rotation, x0 + i * size, y0 + j * size, size))
    seam = Style(stroke=SEAM, width=max(0.15, size * 0.012))
    items.append(rect(x0, y0, len(cols) * size, len(rows) * size, seam))
    items += [line(x0 + i * size, y0, x0 + i * size, y0 + len(rows) * size, seam) for i in range(1, len(cols))]
    items += [line(x0, y0 + j * size, x0 + len(cols) * size, y0 + j * size, seam) for j in range(1, len(rows))]
    return items


def hero_marker(color: str, cx: float, cy: float, r: float) -> list[Item]:
    """A hero standing on a tile: a disc in the hero's colour with the hero's portrait."""
    fill = HERO_RGB[color]
    icon = load_content().hero(color).icon
    s = r * 1.35
    return [circle(cx, cy + r * 0.12, r, Style(fill=Color.hex("#1a1512"))),  # a little shadow: it stands up
            circle(cx, cy, r, Style(fill=fill, stroke=SEAM, width=max(0.3, r * 0.1))),
            Icon(icon, cx - s / 2, cy - s / 2, s, ink_on(fill))]


def region_around(board: Board, positions: Sequence[Pos], least: int) -> tuple[range, range]:
    """Columns and rows holding ``positions``, grown to at least ``least`` each way, towards the centre first."""
    def grow(lo: int, hi: int, centre: int) -> range:
        while hi - lo + 1 < least:
            if (lo + hi) / 2 < centre and hi + 1 < board.size or lo == 0:
                hi += 1
            else:
                lo -= 1
        return range(lo, hi + 1)

    xs, ys = [p[0] for p in positions], [p[1] for p in positions]
    c = board.size // 2
    return grow(min(xs), max(xs), c), grow(min(ys), max(ys), c)
