"""Builders for common shapes as scene items (all in mm)."""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Sequence
from functools import cache

from pnp.grid.core import Wall, wall_segment
from pnp.grid.maze import perfect_maze
from pnp.scene.affine import Affine
from pnp.scene.boxes import Paint
from pnp.scene.color import WHITE, Color
from pnp.scene.model import Group, Item, Page, Path, Segment, Style, Text

KAPPA = 0.5522847498307936  # control-point distance for a quarter circle


def rect(x: float, y: float, w: float, h: float, style: Style) -> Path:
    return Path(
        (("M", x, y), ("L", x + w, y), ("L", x + w, y + h), ("L", x, y + h), ("Z",)),
        style,
    )


def bleed_rect(w: float, h: float, bleed: float, color: Color) -> Path:
    """The whole w×h page and its ``bleed`` on every side, filled: no white edge shows if the cut drifts."""
    return rect(-bleed, -bleed, w + 2 * bleed, h + 2 * bleed, Style(fill=color))


def bleed_band(w: float, band: float, bleed: float, color: Color) -> Path:
    """A band across the top of a w-wide page, ``band`` deep, running out into the bleed on three sides."""
    return rect(-bleed, -bleed, w + 2 * bleed, band + bleed, Style(fill=color))


def band_to_foot(w: float, bleed: float, color: Color, below: float = 0.0) -> Paint:
    """A box's back (``back=``): a :func:`bleed_band` across the w-wide page down to ``below`` mm under the box's
    foot, however tall its words make it (a card's title band)."""
    return lambda x, y, bw, bh: [bleed_band(w, y + bh + below, bleed, color)]


def placed(page: Page, x: float, y: float, scale: float = 1.0) -> Group:
    """A page drawn at (x, y) on another page, scaled, clipped to its trim box."""
    clip = rect(0, 0, page.width, page.height, Style())
    return Group(page.items, Affine.scale(scale).then(Affine.translate(x, y)), clip=clip)


def rounded_rect(x: float, y: float, w: float, h: float, r: float, style: Style) -> Path:
    r = max(0.0, min(r, w / 2, h / 2))
    if r == 0:
        return rect(x, y, w, h, style)
    k = r * (1 - KAPPA)
    return Path(
        (
            ("M", x + r, y),
            ("L", x + w - r, y),
            ("C", x + w - k, y, x + w, y + k, x + w, y + r),
            ("L", x + w, y + h - r),
            ("C", x + w, y + h - k, x + w - k, y + h, x + w - r, y + h),
            ("L", x + r, y + h),
            ("C", x + k, y + h, x, y + h - k, x, y + h - r),
            ("L", x, y + r),
            ("C", x, y + k, x + k, y, x + r, y),
            ("Z",),
        ),
        style,
    )


@cache
def maze_pattern(x: float, y: float, w: float, h: float, step: float, seed: int, style: Style,
                 bleed: float | None = None) -> Path:
    """A faint maze of ``step`` mm squares centred on the box, the same on every copy (the seed is fixed): inside
    the box, strokes included, or, given the page's ``bleed``, over the page and its bleed with a square to spare
    (the backs of cards and the book's cover are drawn on it; built once, every back of a deck shares it)."""
    if bleed is None:
        cols, rows = int((w - style.width) // step), int((h - style.width) // step)
    else:
        cols, rows = int((w + 2 * bleed) // step) + 2, int((h + 2 * bleed) // step) + 2
    walls = perfect_maze(cols, rows, random.Random(seed))
    ox, oy = x + (w - cols * step) / 2, y + (h - rows * step) / 2
    return Path(wall_lines(walls, ox, oy, step), style)


def wall_lines(walls: Iterable[Wall], x0: float, y0: float, c: float) -> tuple[Segment, ...]:
    """Every wall of a grid of ``c`` mm squares drawn at (x0, y0) as a move and a line, in a fixed order: the
    segments of one path."""
    segs: list[Segment] = []
    for wall in sorted(walls, key=sorted):
        x1, y1, x2, y2 = wall_segment(wall, x0, y0, c)
        segs += [("M", x1, y1), ("L", x2, y2)]
    return tuple(segs)


def running_bond(x0: float, y0: float, x1: float, y1: float, course: float, brick: float, style: Style) -> Path:
    """The joints of a running-bond wall filling the box (courses ``course`` mm tall, bricks ``brick`` mm long, every
    other course shifted half a brick), as one path: the stone of the maze tiles and of the card and tile backs."""
    segs: list[Segment] = []
    rows = int((y1 - y0) / course + 1e-9)
    for r in range(1, rows + 1):
        segs += [("M", x0, y0 + r * course), ("L", x1, y0 + r * course)]
    for r in range(rows + 1):
        top, bottom = y0 + r * course, min(y1, y0 + (r + 1) * course)
        if bottom - top < 1e-6:
            continue
        x = x0 + (brick / 2 if r % 2 else brick)
        while x < x1 - 1e-6:
            segs += [("M", x, top), ("L", x, bottom)]
            x += brick
    return Path(tuple(segs), style)


def cartouche(x: float, y: float, w: float, h: float, r: float, style: Style) -> Path:
    """A plaque with its corners cut in by quarter circles of radius ``r`` (a cartouche), filling the box."""
    r = max(0.0, min(r, w / 2, h / 2))
    k = r * KAPPA
    return Path((
        ("M", x + r, y), ("L", x + w - r, y), ("C", x + w - r, y + k, x + w - k, y + r, x + w, y + r),
        ("L", x + w, y + h - r), ("C", x + w - k, y + h - r, x + w - r, y + h - k, x + w - r, y + h),
        ("L", x + r, y + h), ("C", x + r, y + h - k, x + k, y + h - r, x, y + h - r),
        ("L", x, y + r), ("C", x + k, y + r, x + r, y + k, x + r, y), ("Z",),
    ), style)


def brick_joints(x0: float, y0: float, x1: float, y1: float, course: float, brick: float, color: Color,
                 width: float = 0.35) -> Path:
    """Mortar lines of a running-bond wall filling the box, as one path (the maze tiles' stone, the notebook's)."""
    return running_bond(x0, y0, x1, y1, course, brick, Style(stroke=color, width=width, cap="butt"))


def ellipse_segments(cx: float, cy: float, rx: float, ry: float) -> tuple[Segment, ...]:
    kx, ky = rx * KAPPA, ry * KAPPA
    return (
        ("M", cx + rx, cy),
        ("C", cx + rx, cy + ky, cx + kx, cy + ry, cx, cy + ry),
        ("C", cx - kx, cy + ry, cx - rx, cy + ky, cx - rx, cy),
        ("C", cx - rx, cy - ky, cx - kx, cy - ry, cx, cy - ry),
        ("C", cx + kx, cy - ry, cx + rx, cy - ky, cx + rx, cy),
        ("Z",),
    )


def circle(cx: float, cy: float, r: float, style: Style) -> Path:
    return Path(ellipse_segments(cx, cy, r, r), style)


def ellipse(cx: float, cy: float, rx: float, ry: float, style: Style) -> Path:
    return Path(ellipse_segments(cx, cy, rx, ry), style)


def numbered_disc(n: int | str, cx: float, cy: float, r: float, size: float, fill: Color, font: str = "body-black",
                  rim: float = 0.4) -> list[Item]:
    """A number on a disc of ``fill`` centred on (cx, cy), white-rimmed so it reads on any picture: a step the
    rules' words refer to."""
    return [circle(cx, cy, r, Style(fill=fill, stroke=WHITE, width=rim)),
            Text(str(n), cx - r, cy - r, 2 * r, 2 * r, font=font, size=size, color=WHITE, align="center",
                 valign="middle", wrap=False)]


def line(x0: float, y0: float, x1: float, y1: float, style: Style) -> Path:
    return Path((("M", x0, y0), ("L", x1, y1)), style)


def polyline(points: Sequence[tuple[float, float]], style: Style, closed: bool = False) -> Path:
    if len(points) < 2:
        raise ValueError("a polyline needs two points")
    segs: list[Segment] = [("M", *points[0])]
    segs.extend(("L", *p) for p in points[1:])
    if closed:
        segs.append(("Z",))
    return Path(tuple(segs), style)


def heart_segments(x: float, y: float, size: float) -> tuple[Segment, ...]:
    """A heart filling the box (x, y, size, size), point at the larger y (y grows down)."""
    pts = [
        (0.50, 0.95),
        (0.15, 0.68), (0.00, 0.45), (0.00, 0.28),
        (0.00, 0.10), (0.13, 0.02), (0.27, 0.02),
        (0.40, 0.02), (0.48, 0.10), (0.50, 0.22),
        (0.52, 0.10), (0.60, 0.02), (0.73, 0.02),
        (0.87, 0.02), (1.00, 0.10), (1.00, 0.28),
        (1.00, 0.45), (0.85, 0.68), (0.50, 0.95),
    ]
    p = [(x + u * size, y + v * size) for u, v in pts]
    segs: list[Segment] = [("M", *p[0])]
    for i in range(1, len(p), 3):
        segs.append(("C", *p[i], *p[i + 1], *p[i + 2]))
    segs.append(("Z",))
    return tuple(segs)


def arc_segments(cx: float, cy: float, r: float, start_deg: float, end_deg: float) -> tuple[Segment, ...]:
    """An open circular arc from start to end angle (degrees, clockwise on the page)."""
    sweep = end_deg - start_deg
    pieces = max(1, math.ceil(abs(sweep) / 90.0 - 1e-9))
    step = math.radians(sweep / pieces)
    k = 4.0 / 3.0 * math.tan(step / 4.0)
    a0 = math.radians(start_deg)
    segs: list[Segment] = [("M", cx + r * math.cos(a0), cy + r * math.sin(a0))]
    for i in range(pieces):
        a = a0 + i * step
        b = a + step
        x0, y0 = math.cos(a), math.sin(a)
        x1, y1 = math.cos(b), math.sin(b)
        segs.append(
            (
                "C",
                cx + r * (x0 - k * y0), cy + r * (y0 + k * x0),
                cx + r * (x1 + k * y1), cy + r * (y1 - k * x1),
                cx + r * x1, cy + r * y1,
            )
        )
    return tuple(segs)
