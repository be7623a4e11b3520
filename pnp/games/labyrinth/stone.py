"""The sheet's stone: a flagstone floor, walls of stone, a carved frame and the plates the symbols sit on.

In the family of the maze tiles (pale flagstone pathways, dark stone walls in blocks), drawn for a sheet
players write on: the floor stays light and its texture faint (a few stones a shade darker or lighter, a
few hairline cracks), so that a marker's line stands out on it, and the walls stay dark and whole, so that
no one takes a line for a wall or a wall for a line. Which stones are darker, which are cracked and where
the frame's joints fall come from the sheet itself (its id, or its walls for a sheet without one): the same
sheet is drawn the same, byte for byte, every time.
"""

from __future__ import annotations

import random
import zlib
from collections.abc import Iterable

from pnp.games.labyrinth.model import Sheet
from pnp.games.labyrinth.pen import (
    CRACK,
    FLOOR,
    FLOOR_DARK,
    FLOOR_LIGHT,
    INK,
    PLATE,
    PLATE_RIM,
    STONE,
    STONE_JOINT,
)
from pnp.grid.core import Cell, Wall, wall_segment
from pnp.scene.color import Color
from pnp.scene.model import Item, Path, Segment, Style
from pnp.scene.shapes import circle, line, rect

DARK_STONES, LIGHT_STONES = 0.2, 0.16  # the share of the floor's stones a shade yellower, and lighter
CRACKED = 0.18  # the share of the empty stones with a hairline crack
CORE = 0.6  # a wall's black core, a share of its width


def stones(sheet: Sheet) -> random.Random:
    """The sheet's own random numbers: seeded from its id (or, for a sheet without one, its walls)."""
    key = sheet.sheet_id or repr(sorted(sorted(w) for w in sheet.walls))
    return random.Random(zlib.crc32(f"{key}:{sheet.width}x{sheet.height}".encode()))


def floor_items(sheet: Sheet, x0: float, y0: float, c: float, tinted: dict[Cell, Color],
                rng: random.Random) -> list[Item]:
    """The floor: the grid's ground, its yellower and lighter stones, the entry and exit squares' tints, and a
    few cracks on stones with nothing on them (each a hairline from an edge a third of the way in)."""
    items: list[Item] = [rect(x0, y0, sheet.width * c, sheet.height * c, Style(fill=FLOOR))]
    cracks: list[Segment] = []
    taken = {cell for cell, _ in sheet.symbols}
    for y in range(sheet.height):
        for x in range(sheet.width):
            tone, cracked, edge, at, bend = (rng.random() for _ in range(5))
            sx, sy = x0 + x * c, y0 + y * c
            fill = tinted.get((x, y)) or (FLOOR_DARK if tone < DARK_STONES else
                                          FLOOR_LIGHT if tone > 1 - LIGHT_STONES else None)
            if fill is not None:
                items.append(rect(sx, sy, c, c, Style(fill=fill)))
            if cracked < CRACKED and (x, y) not in taken:
                cracks += _crack(sx, sy, c, int(edge * 4), 0.25 + 0.5 * at, bend - 0.5)
    if cracks:
        items.append(Path(tuple(cracks), Style(stroke=CRACK, width=max(0.12, 0.009 * c), join="round")))
    return items


def _crack(x: float, y: float, c: float, side: int, at: float, bend: float) -> list[Segment]:
    """A hairline from ``side`` (0 top, 1 right, 2 bottom, 3 left) at ``at`` of its length, two kinks inward."""
    # along the side (u) and into the stone (v), as fractions of the square
    pts = [(at, 0.0), (at + 0.12 * bend, 0.14), (at - 0.1 * bend, 0.3)]
    turn = {0: lambda u, v: (u, v), 1: lambda u, v: (1 - v, u), 2: lambda u, v: (1 - u, 1 - v),
            3: lambda u, v: (v, 1 - u)}[side]
    placed = [(x + px * c, y + py * c) for px, py in (turn(u, v) for u, v in pts)]
    return [("M", *placed[0]), *(("L", *p) for p in placed[1:])]


def plate(x: float, y: float, c: float) -> Path:
    """The pale medallion a symbol sits on, in its square at (x, y), with a thin rim (a scroll's name may run
    past it onto the floor, which it reads on too)."""
    return circle(x + c / 2, y + c / 2, 0.44 * c, Style(fill=PLATE, stroke=PLATE_RIM, width=max(0.18, 0.012 * c)))


def wall_width(c: float) -> float:
    return min(1.5, max(0.8, 0.075 * c))


def wall_items(walls: Iterable[Wall], x0: float, y0: float, c: float) -> list[Item]:
    """The walls: stone (one path) with a black core (a line each), round-capped so that the corners where two
    walls meet are closed."""
    width = wall_width(c)
    ends = [wall_segment(w, x0, y0, c) for w in sorted(walls, key=sorted)]
    stone: list[Segment] = []
    for ax, ay, bx, by in ends:
        stone += [("M", ax, ay), ("L", bx, by)]
    core = Style(stroke=INK, width=CORE * width, cap="round")
    return [Path(tuple(stone), Style(stroke=STONE, width=width, cap="round")),
            *(line(ax, ay, bx, by, core) for ax, ay, bx, by in ends)]


def frame_reach(c: float) -> float:
    """How far (mm) the frame of a grid of ``c`` mm squares reaches outside the grid, its black edge included:
    what a page keeps clear round the grid."""
    return max(1.0, min(2.0, 0.1 * c)) + wall_width(c) / 2 + 0.15


def frame_items(x0: float, y0: float, w: float, h: float, c: float, rng: random.Random) -> list[Item]:
    """The carved frame: a band of stone blocks round the grid (about half a square long each, their lengths
    and each side's first joint where the sheet says) edged in black outside, and along the grid the border,
    a wall like the others."""
    band, wall = max(1.0, min(2.0, 0.1 * c)), wall_width(c)
    out, block = band + wall / 2, c / 2  # the band's outer edge from the grid's; a block's length
    ring = (*rect(x0 - out, y0 - out, w + 2 * out, h + 2 * out, Style()).segments,
            *rect(x0, y0, w, h, Style()).segments)
    segs: list[Segment] = []
    # each side's joints, across the band: (where the side starts, the step along it, the step across, its length)
    for (sx, sy), (ux, uy), (vx, vy), length in (((x0, y0 - out), (1, 0), (0, 1), w),
                                                  ((x0 + w + wall / 2, y0), (0, 1), (1, 0), h),
                                                  ((x0, y0 + h + wall / 2), (1, 0), (0, 1), w),
                                                  ((x0 - out, y0), (0, 1), (1, 0), h)):
        along = rng.random() * block
        while along < length - 1e-6:
            ax, ay = sx + ux * along, sy + uy * along
            segs += [("M", ax, ay), ("L", ax + vx * band, ay + vy * band)]
            along += block * (0.7 + 0.6 * rng.random())
    return [Path(ring, Style(fill=STONE, stroke=INK, width=0.3, fill_rule="evenodd")),
            Path(tuple(segs), Style(stroke=STONE_JOINT, width=max(0.15, 0.012 * c), cap="butt")),
            rect(x0, y0, w, h, Style(stroke=INK, width=CORE * wall, join="miter"))]
