"""The notebook's look, in the maze tiles' family: their dark wall stone laid in running bond (their joints, from
:func:`pnp.scene.shapes.brick_joints`), bronze fittings and parchment. The cover is a stone-bound plate with bronze
corners round a parchment panel, its title on a stone cartouche over an emblem (the dungeon's door between two
torches, with its keys); a room's picture sits in a carved stone frame with bronze studs at its corners. The
inside pages' margins stay bare: a booklet page's edge is the sheet's, where a home printer prints nothing.

What varies from dungeon to dungeon comes from its seed (:func:`worn_stones`, the torches' flames) or its model
(the keys' colours), so the same seed draws the same cover.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from pnp.games.notebook.pen import KEY_INK, WOOD, WOOD_LINE, Pen
from pnp.scene.color import Color
from pnp.scene.model import Segment, Style
from pnp.scene.shapes import arc_segments, brick_joints

STONE_DARK = Color.hex("#4f4740")  # the maze tiles' wall stone
IRON = Color.hex("#3c3530")  # the stone's edges, iron bands and brackets
MORTAR = Color.hex("#3b3430")  # the joints between its blocks (its own role: the low-ink theme lightens it)
STONE_WORN = Color.hex("#60574e")  # a lighter, worn block
PARCHMENT = Color.hex("#f5eedd")  # the cover's panel, the tiles' parchment
BRONZE = Color.hex("#8a5a1c")  # corners, studs, the cartouche's rule
BRONZE_LIGHT = Color.hex("#ecd27e")  # its highlight, and the title's letters on the stone
FLAME = Color.hex("#e8891c")
FLAME_CORE = Color.hex("#ffd35c")

COURSE, BRICK = 4.0, 8.0  # the stone's courses and blocks (the tiles' 5 × 10, a little finer on a small page)


def worn_stones(seed: int, x0: float, y0: float, x1: float, y1: float, n: int) -> list[tuple[float, float, float]]:
    """``n`` blocks of the running bond in the box, chosen by ``seed``: (x, y, width) of each, whole blocks only."""
    rng = random.Random(f"notebook-stone-{seed}")
    rows = int((y1 - y0) / COURSE + 1e-9)
    blocks = []
    for r in range(rows):
        x = x0 + (BRICK / 2 if r % 2 else BRICK)  # the joints brick_joints draws, from the row's first
        while x + BRICK <= x1 + 1e-6:
            blocks.append((x, y0 + r * COURSE, BRICK))
            x += BRICK
    return sorted(rng.sample(blocks, min(n, len(blocks))))


def stone(pen: Pen, x: float, y: float, w: float, h: float, seed: int, worn: int = 0) -> None:
    """A wall of the tiles' stone filling the box: the stone, ``worn`` lighter blocks chosen by ``seed``, the
    joints."""
    pen.rect(x, y, w, h, Style(fill=STONE_DARK))
    for bx, by, bw in worn_stones(seed, x, y, x + w, y + h, worn):
        pen.rect(bx + 0.25, by + 0.25, bw - 0.5, COURSE - 0.5, Style(fill=STONE_WORN))
    pen.place(brick_joints(x, y, x + w, y + h, COURSE, BRICK, MORTAR, width=0.35))


def rivet(pen: Pen, cx: float, cy: float, r: float) -> None:
    pen.circle(cx, cy, r, Style(fill=BRONZE_LIGHT, stroke=BRONZE, width=0.25))


def bronze_corners(pen: Pen, x: float, y: float, w: float, h: float, leg: float) -> None:
    """A leather-bound book's metal corners: a bronze triangle with a rivet at each corner of the box."""
    edge = Style(fill=BRONZE, stroke=BRONZE_LIGHT, width=0.35)
    for cx, cy, sx, sy in ((x, y, 1, 1), (x + w, y, -1, 1), (x, y + h, 1, -1), (x + w, y + h, -1, -1)):
        pen.poly([(cx, cy), (cx + sx * leg, cy), (cx, cy + sy * leg)], edge)
        rivet(pen, cx + sx * leg * 0.3, cy + sy * leg * 0.3, 0.8)


def cartouche(pen: Pen, x: float, y: float, w: float, h: float) -> None:
    """The title's plate: stone with its corners cut in quarter circles, a bronze rule inside its edge and a
    rivet in each cut corner."""
    for inset, style in ((0.0, Style(fill=STONE_DARK, stroke=IRON, width=0.4)),
                         (1.1, Style(stroke=BRONZE, width=0.45))):
        pen.path(_cut_corners(x + inset, y + inset, w - 2 * inset, h - 2 * inset, 3.2 - inset * 0.6), style)
    for cx, cy in ((x, y), (x + w, y), (x, y + h), (x + w, y + h)):
        rivet(pen, cx + (1.5 if cx == x else -1.5), cy + (1.5 if cy == y else -1.5), 0.6)


def _cut_corners(x: float, y: float, w: float, h: float, r: float) -> list[Segment]:
    """A rectangle whose corners are cut inwards in quarter circles of radius ``r``."""
    segs: list[Segment] = [("M", x + r, y), ("L", x + w - r, y)]
    segs += arc_segments(x + w, y, r, 180, 90)[1:]
    segs += [("L", x + w, y + h - r)]
    segs += arc_segments(x + w, y + h, r, 270, 180)[1:]
    segs += [("L", x + r, y + h)]
    segs += arc_segments(x, y + h, r, 0, -90)[1:]
    segs += [("L", x, y + r)]
    segs += arc_segments(x, y, r, 90, 0)[1:]
    return [*segs, ("Z",)]


# --- the cover ------------------------------------------------------------------------------

def cover_ground(pen: Pen, x: float, y: float, w: float, h: float, band: float, seed: int) -> None:
    """The cover's stone binding (``band`` mm wide) round a parchment panel, bronze at its corners."""
    stone(pen, x, y, w, h, seed, worn=14)
    pen.rect(x + band, y + band, w - 2 * band, h - 2 * band, Style(fill=PARCHMENT, stroke=IRON, width=0.6))
    pen.rect(x + band + 1.2, y + band + 1.2, w - 2 * band - 2.4, h - 2 * band - 2.4, Style(stroke=BRONZE, width=0.3))
    bronze_corners(pen, x, y, w, h, band * 2)


EMBLEM_W, EMBLEM_H = 50.0, 36.0  # the emblem as designed: it is drawn at the height its box gives it
KEY_SIZE = 6.5


def emblem(pen: Pen, x: float, y: float, w: float, h: float, seed: int, keys: Sequence[str]) -> None:
    """The cover's picture: an arched, banded door in a stone surround, a torch either side and the dungeon's
    keys (one of each colour its locked doors take) on the ground before it, scaled into the box."""
    u = min(h / EMBLEM_H, w / EMBLEM_W)
    cx, top = x + w / 2, y + (h - EMBLEM_H * u) / 2
    ground = top + 28.0 * u
    # the surround: jambs and an arch of stone blocks
    outer, inner = 10.5 * u, 7.0 * u
    spring = top + outer + 0.5 * u
    pen.path(_arched(cx - outer, spring, cx + outer, ground, outer), Style(fill=STONE_DARK, stroke=IRON,
                                                                        width=0.35))
    joint = Style(stroke=MORTAR, width=0.3)
    for k in range(1, 8):  # the arch's voussoirs
        a = math.pi + k * math.pi / 8
        pen.line(cx + inner * math.cos(a), spring + inner * math.sin(a), cx + outer * math.cos(a),
                 spring + outer * math.sin(a), joint)
    yy = spring + 3.5 * u
    while yy < ground - 1.0 * u:  # the jambs' courses
        for side in (-1, 1):
            pen.line(cx + side * inner, yy, cx + side * outer, yy, joint)
        yy += 3.5 * u
    # the door: planks, two iron bands, a ring
    pen.path(_arched(cx - inner, spring, cx + inner, ground, inner), Style(fill=WOOD, stroke=WOOD_LINE, width=0.4))
    plank = Style(stroke=WOOD_LINE, width=0.3)
    for k in (-2, -1, 1, 2):
        px = cx + k * inner / 3
        pen.line(px, spring - math.sqrt(max(0.0, inner ** 2 - (px - cx) ** 2)) + 0.3 * u, px, ground, plank)
    pen.line(cx, spring - inner + 0.3 * u, cx, ground, plank)
    for by in (spring + 1.5 * u, ground - 4.5 * u):
        pen.rect(cx - inner, by, 2 * inner, 1.3 * u, Style(fill=IRON))
        for k in (-1, 1):
            rivet(pen, cx + k * (inner - 1.3 * u), by + 0.65 * u, 0.35 * u)
    pen.circle(cx + inner * 0.55, spring + 8.0 * u, 1.2 * u, Style(stroke=BRONZE_LIGHT, width=0.45 * u))
    # the torches, their flames drawn from the seed
    rng = random.Random(f"notebook-torch-{seed}")
    for side in (-1, 1):
        _torch(pen, cx + side * 17.5 * u, top + 9.0 * u, u, rng)
    # the ground, and the keys on it
    pen.line(cx - EMBLEM_W / 2 * u, ground, cx + EMBLEM_W / 2 * u, ground, Style(stroke=IRON, width=0.5))
    size = KEY_SIZE * u  # unlettered: a cover's keys open no door (the rooms' keys and padlocks carry letters)
    step = size + 1.2 * u
    for k, color in enumerate(keys):
        kx = cx - (len(keys) * step - 1.2 * u) / 2 + k * step
        pen.key_icon("key", color, kx, ground + 0.6 * u, size, IRON, 0.25 * u, lettered=False)


def _arched(x0: float, spring: float, x1: float, floor: float, r: float) -> list[Segment]:
    """An opening ``x0``..``x1`` wide from ``floor`` up to a round arch of radius ``r`` springing at ``spring``."""
    arc = arc_segments((x0 + x1) / 2, spring, r, 180, 360)
    return [("M", x0, floor), ("L", x0, spring), *arc[1:], ("L", x1, floor), ("Z",)]


def _torch(pen: Pen, cx: float, y: float, u: float, rng: random.Random) -> None:
    """A torch at (cx, y): a tapered stick with an iron band, its cup and a flame that leans as ``rng`` says."""
    lean = rng.uniform(-0.9, 0.9) * u
    tall = rng.uniform(5.0, 6.5) * u
    pen.poly([(cx - 0.9 * u, y + 1.8 * u), (cx + 0.9 * u, y + 1.8 * u), (cx + 0.45 * u, y + 10.0 * u),
              (cx - 0.45 * u, y + 10.0 * u)], Style(fill=WOOD_LINE))
    pen.poly([(cx - 1.8 * u, y + 0.2 * u), (cx + 1.8 * u, y + 0.2 * u), (cx + 1.0 * u, y + 2.2 * u),
              (cx - 1.0 * u, y + 2.2 * u)], Style(fill=IRON))
    pen.rect(cx - 1.1 * u, y + 5.2 * u, 2.2 * u, 0.8 * u, Style(fill=IRON), r=0.2 * u)
    for scale, color in ((1.0, FLAME), (0.55, FLAME_CORE)):
        pen.path(_flame(cx, y + 0.2 * u, 2.0 * u * scale, tall * scale, lean * scale), Style(fill=color))


def _flame(cx: float, base: float, half: float, tall: float, lean: float) -> list[Segment]:
    """A teardrop flame standing on ``base``: ``half`` mm either side, its tip ``tall`` up and ``lean`` aside."""
    tip = (cx + lean, base - tall)
    return [("M", cx - half, base - half * 0.4),
            ("C", cx - half, base + half * 0.9, cx + half, base + half * 0.9, cx + half, base - half * 0.4),
            ("C", cx + half, base - tall * 0.45, tip[0] + half * 0.2, tip[1] + tall * 0.3, *tip),
            ("C", tip[0] - half * 0.4, tip[1] + tall * 0.35, cx - half, base - tall * 0.4, cx - half,
             base - half * 0.4), ("Z",)]


def key_colours(doors: Sequence[str]) -> list[str]:
    """The colours of the dungeon's keys, each once, in the palette's order."""
    present = set(doors)
    return [c for c in KEY_INK if c in present]


# --- the inside pages -----------------------------------------------------------------------

FRAME_BAND = 1.6  # the carved frame round a room's picture, inside its edge


def carved_frame(pen: Pen, x0: float, y0: float, x1: float, y1: float) -> None:
    """A room picture's frame: a band of the tiles' stone just inside its edge, its blocks' joints across it, a
    bronze stud at each corner."""
    b = FRAME_BAND
    ring: list[Segment] = [("M", x0, y0), ("L", x1, y0), ("L", x1, y1), ("L", x0, y1), ("Z",),
                           ("M", x0 + b, y0 + b), ("L", x0 + b, y1 - b), ("L", x1 - b, y1 - b), ("L", x1 - b, y0 + b),
                           ("Z",)]
    pen.path(ring, Style(fill=STONE_DARK, stroke=IRON, width=0.3))
    joint = Style(stroke=MORTAR, width=0.3)
    segs: list[Segment] = []
    for a, b0, along, horizontal in ((x0, x1, y0, True), (x0, x1, y1 - b, True), (y0, y1, x0, False),
                                     (y0, y1, x1 - b, False)):
        n = max(2, round((b0 - a) / 7.0))
        for k in range(1, n):
            t = a + (b0 - a) * k / n
            segs += [("M", t, along), ("L", t, along + b)] if horizontal else [("M", along, t), ("L", along + b, t)]
    pen.path(segs, joint)
    for cx, cy in ((x0, y0), (x1, y0), (x0, y1), (x1, y1)):
        sx, sy = (1 if cx == x0 else -1), (1 if cy == y0 else -1)
        pen.rect(min(cx, cx + sx * 3.0), min(cy, cy + sy * 3.0), 3.0, 3.0, Style(fill=BRONZE, stroke=IRON,
                                                                                 width=0.3))
        rivet(pen, cx + sx * 1.5, cy + sy * 1.5, 0.55)
