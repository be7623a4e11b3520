"""The maze-tile game's colours, shared by the tiles and every other component, and the stone they share.

Tiles, hero boards, tokens, cards, dice nets and player aids are drawn in one
palette, so a hero's colour on a board is the colour of that hero's start
tile, and a key token's colour that of its key tile. The running-bond wall
pattern of the tiles' stone also covers the wall tokens.
"""

from __future__ import annotations

import math

from pnp.i18n import N_
from pnp.scene.color import WHITE, Color, ink_for
from pnp.scene.model import Path, Style
from pnp.scene.shapes import circle, polyline

INK = Color.hex("#231d18")
MUTED = Color.hex("#6b6159")
PARCHMENT = Color.hex("#f5eedd")
PANEL = Color.hex("#ebe1cb")
PANEL_LINE = Color.hex("#b3a68f")

STONE = Color.hex("#4f4740")  # the walls of a tile
STONE_JOINT = Color.hex("#3c3530")  # mortar between the wall blocks
STONE_LIGHT = Color.hex("#5b534b")  # highlight on the wall blocks
FLOOR = Color.hex("#ddcca8")  # pathway flagstones
FLOOR_JOINT = Color.hex("#c3b08a")
CURB = Color.hex("#2a241f")  # the edge of a pathway
DOOR_FLOOR = Color.hex("#ecd27e")  # the door tile: golden floor, bronze walls
DOOR_STONE = Color.hex("#5e4424")
DOOR_JOINT = Color.hex("#4a341a")
BRONZE = Color.hex("#8a5a1c")
BACK = Color.hex("#2f3a40")  # tile backs
BACK_JOINT = Color.hex("#243036")
ID_INK = Color.hex("#d2c9bd")  # light enough to read 4.5:1 on the darkest stone

HERO_RGB = {
    "red": Color.hex("#c0392b"),
    "blue": Color.hex("#1f5fa8"),
    "green": Color.hex("#2e7d32"),
    "yellow": Color.hex("#e0a800"),
}
KEY_RGB = {
    "amber": Color.hex("#d9821e"),
    "jade": Color.hex("#14967a"),
    "azure": Color.hex("#35a3dc"),
    "crimson": Color.hex("#8e1b3a"),
}
# Each key colour also has a shape, so that no player needs to see the colour: every key mark (the key tile's
# medallion, the door tile's corner keys, a key token's front and back) is drawn in its colour's shape.
KEY_SHAPE = {"amber": "circle", "jade": "square", "azure": "diamond", "crimson": "shield"}
SYMBOL_RGB = {
    "wall": Color.hex("#6d4c33"),
    "minotaur": Color.hex("#a31f1f"),
    "hide": Color.hex("#2e6b3a"),
    "trap": Color.hex("#c25e0c"),
    "secret": Color.hex("#5b3f8c"),
}
SYMBOL_ICON = {"wall": "wall", "minotaur": "minotaur", "hide": "hide", "trap": "trap", "secret": "secret-passage"}
# the tile symbols' printed names (translated where they print: _(SYMBOL_NAME[sym]))
SYMBOL_NAME = {"wall": N_("Wall"), "minotaur": N_("Minotaur"), "hide": N_("Hide"), "trap": N_("Trap"),
               "secret": N_("Secret passage")}
SYMBOL_ICON_SCALE = {"secret": 0.8, "hide": 0.74}  # thin artwork drawn a little larger
HAND = Color.hex("#c7781a")  # hand action tokens
FEET = Color.hex("#2a6f97")  # feet action tokens
WOUND = Color.hex("#9e1b1b")
BLOOD = Color.hex("#b71c1c")


# A shape's outline for a circle of radius 1 (y down), drawn about the same size and weight as that circle,
# and where the key icon sits inside it: (half its size, its centre's offset down), in radii.
_SHAPE_POINTS: dict[str, tuple[tuple[float, float], ...]] = {
    "square": ((-0.9, -0.9), (0.9, -0.9), (0.9, 0.9), (-0.9, 0.9)),
    "diamond": ((0.0, -1.1), (1.1, 0.0), (0.0, 1.1), (-1.1, 0.0)),  # within a pathway on a tile
    # a heater shield: a flat top, straight sides, then a quarter ellipse each side down to the point
    "shield": ((-0.95, -1.0), (0.95, -1.0))
    + tuple((0.95 * math.cos(k * math.pi / 16), 1.25 * math.sin(k * math.pi / 16)) for k in range(8))
    + ((0.0, 1.25),)
    + tuple((-0.95 * math.cos(k * math.pi / 16), 1.25 * math.sin(k * math.pi / 16)) for k in range(7, -1, -1)),
}
_SHAPE_ICON = {"circle": (0.72, 0.0), "square": (0.74, 0.0), "diamond": (0.62, 0.0), "shield": (0.62, -0.03)}


def key_shape(color: str, cx: float, cy: float, r: float, style: Style) -> Path:
    """The shape of key colour ``color`` (KEY_SHAPE) about (cx, cy), the size of a circle of radius ``r``."""
    shape = KEY_SHAPE[color]
    if shape == "circle":
        return circle(cx, cy, r, style)
    return polyline([(cx + x * r, cy + y * r) for x, y in _SHAPE_POINTS[shape]], style, closed=True)


def key_shape_icon(color: str, cx: float, cy: float, r: float, scale: float = 1.0) -> tuple[float, float, float]:
    """Where the key icon goes inside :func:`key_shape`: (x, y, size), ``scale`` times the largest that fits."""
    half, dy = _SHAPE_ICON[KEY_SHAPE[color]]
    size = 2 * half * r * scale
    return cx - size / 2, cy + dy * r - size / 2, size


def ink_on(color: Color) -> Color:
    """Dark ink or white, whichever reads better on ``color``."""
    return ink_for(color, INK, WHITE)


def darker(color: Color, amount: float) -> Color:
    keep = 1.0 - amount
    return Color(color.r * keep, color.g * keep, color.b * keep)
