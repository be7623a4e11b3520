"""Dungeon notebooks as scene pages: room pages, title, rules, trackers, notes, the designer's appendix.

Every page is drawn in a 105 × 148 mm design frame (A6 portrait) that is
scaled up and centred on the paper, so an A5 notebook is the A6 one enlarged
(text included) and both paginate the same way. Text keeps inside a 5 mm safe
zone of the design frame (more on larger paper), and no text is smaller than
6 pt at A6.

A room page reads top to bottom like a pocket gamebook page: the room number
and the compass; the viewport (a one-point-perspective picture of the room as
seen facing ``room.facing``: far wall, floor, ceiling and side walls, with a
doorway wherever :func:`~pnp.games.notebook.views.exits` says, each marked by
a badge with an arrow and the neighbour's room number); the message; the
encounter box (battle table, outcomes, options, dice-game boxes, key, ladder);
and the tally boxes for HP, coins, loot and DONE.

A few inks are reserved so the tests (and a reader) can find things by colour:
exit labels are :data:`EXIT_INK`, the enemy's hearts are outlined in
:data:`HEART_INK`, choice boxes are :data:`CHOICE_INK`, the map's squares
:data:`GRID_INK`.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import replace
from fractions import Fraction

from pnp.games.notebook.generate import critical_battles
from pnp.games.notebook.model import FACINGS, Dungeon, Encounter, Room
from pnp.games.notebook.odds import START_HP, battle_odds, dice_game_odds
from pnp.games.notebook.verify import escape
from pnp.games.notebook.views import exits
from pnp.layout.catalog import Paper
from pnp.scene.color import INK, WHITE, Color
from pnp.scene.model import Icon, Item, Page, Path, Segment, Style, Text
from pnp.scene.shapes import arc_segments, ellipse_segments, heart_segments, line, polyline, rounded_rect
from pnp.scene.text import layout_text, text_height, text_width

# --- palette ---------------------------------------------------------------------

MUTED = Color.hex("#6f655a")
BOX_LINE = Color.hex("#8c8275")  # outlines of boxes to write in
PALE = Color.hex("#f3eee4")  # panel backgrounds
GRID_INK = Color.hex("#c4bdb2")  # the master map's squares (light, to draw walls over)
CEILING = Color.hex("#d9d1c3")
SIDE_WALL = Color.hex("#e6dfd2")
BACK_WALL = Color.hex("#eee8dc")
FLOOR = Color.hex("#f6f2ea")
STONE = Color.hex("#c5bcad")  # mortar and floor-tile lines
OPENING = Color.hex("#3d342c")  # an open doorway or a hole
WOOD = Color.hex("#7a5230")
WOOD_LINE = Color.hex("#4e3319")
DAYLIGHT = Color.hex("#fff3c4")
EXIT_INK = Color.hex("#1d4f91")  # exit badges: arrows and room numbers
NOW_RED = Color.hex("#c62828")
HEART_INK = Color.hex("#c0272d")  # outlines of the enemy's hearts
CHOICE_INK = Color.hex("#33291f")  # circle and square option boxes
HIT_INK = Color.hex("#2e7d32")
MISS_INK = Color.hex("#77706a")
HURT_INK = Color.hex("#c62828")
COIN_INK = Color.hex("#b8860b")
GAIN_INK = Color.hex("#2e7d32")
KEY_INK = {
    "copper": Color.hex("#b87333"),
    "silver": Color.hex("#a9aeb4"),
    "gold": Color.hex("#e2b000"),
    "jade": Color.hex("#1f9e6e"),
    "ruby": Color.hex("#c4173b"),
    "ivory": Color.hex("#efe6cc"),
}

# --- the design frame ------------------------------------------------------------

BASE_W, BASE_H = 105.0, 148.0  # A6 portrait: everything is drawn here and scaled to the paper
SAFE = 5.0  # text stays this far inside the design frame's edge
LEFT, RIGHT, TOP, BOTTOM = SAFE, BASE_W - SAFE, SAFE, BASE_H - SAFE
WIDTH = RIGHT - LEFT
MIN_PT = 6.0  # smallest text at A6

# Room page rows (design mm).
HEADER = (TOP, 20.0)
VIEW = (LEFT, 22.0, RIGHT, 73.0)  # x0, y0, x1, y1 of the viewport
BACK = (34.0, 33.0, 71.0, 58.0)  # the far wall inside the viewport
MESSAGE = (79.5, 88.5)
ENCOUNTER_TOP = 89.5
TALLY = (130.0, BOTTOM)

ICON_FOR_KIND = {"shop": "shop", "dice": "dice", "roll": "die-random", "choice": "hide"}
KIND_TITLE = {
    "battle": "BATTLE", "exit": "FINAL BATTLE", "roll": "ROLL FOR RESULT", "choice": "CHOOSE", "shop": "SHOP",
    "dice": "DICE GAME", "key": "KEY", "ladder": "LADDER",
}


class _Pen:
    """Collects items drawn in design millimetres, placed on the paper (scaled and centred)."""

    def __init__(self, paper: Paper) -> None:
        self.paper = paper
        self.s = min(paper.width / BASE_W, paper.height / BASE_H)
        self.ox = (paper.width - BASE_W * self.s) / 2
        self.oy = (paper.height - BASE_H * self.s) / 2
        self.items: list[Item] = []

    # coordinates
    def X(self, x: float) -> float:
        return self.ox + x * self.s

    def Y(self, y: float) -> float:
        return self.oy + y * self.s

    def _style(self, style: Style) -> Style:
        if self.s == 1.0:
            return style
        return replace(style, width=style.width * self.s, dash=tuple(d * self.s for d in style.dash))

    # drawing
    def path(self, segments: Sequence[Segment], style: Style) -> Path:
        out = []
        for seg in segments:
            if seg[0] == "Z":
                out.append(seg)
                continue
            vals = seg[1:]
            mapped = []
            for i in range(0, len(vals), 2):
                mapped += [self.X(vals[i]), self.Y(vals[i + 1])]
            out.append((seg[0], *mapped))
        p = Path(tuple(out), self._style(style))
        self.items.append(p)
        return p

    def place(self, shape: Path) -> Path:
        """A path built in design mm by pnp.scene.shapes, placed on the paper."""
        return self.path(shape.segments, shape.style)

    def poly(self, points: Sequence[tuple[float, float]], style: Style, closed: bool = True) -> Path:
        return self.place(polyline(points, style, closed))

    def line(self, x0: float, y0: float, x1: float, y1: float, style: Style) -> Path:
        return self.place(line(x0, y0, x1, y1, style))

    def rect(self, x: float, y: float, w: float, h: float, style: Style, r: float = 0.0) -> Path:
        return self.place(rounded_rect(x, y, w, h, r, style))

    def circle(self, cx: float, cy: float, r: float, style: Style) -> Path:
        return self.path(ellipse_segments(cx, cy, r, r), style)

    def ellipse(self, cx: float, cy: float, rx: float, ry: float, style: Style) -> Path:
        return self.path(ellipse_segments(cx, cy, rx, ry), style)

    def icon(self, name: str, x: float, y: float, size: float, color: Color = INK) -> Icon:
        i = Icon(name, self.X(x), self.Y(y), size * self.s, color)
        self.items.append(i)
        return i

    def outlined_icon(self, name: str, x: float, y: float, size: float, color: Color, outline: Color = INK,
                      width: float = 0.3) -> None:
        """An icon with a thin dark halo, so light colours (ivory, silver, gold) read on white paper."""
        for k in range(8):
            a = k * math.pi / 4
            self.icon(name, x + width * math.cos(a), y + width * math.sin(a), size, outline)
        self.icon(name, x, y, size, color)

    def text(self, text: str, x: float, y: float, w: float, h: float, size: float, font: str = "body",
             color: Color = INK, align: str = "left", valign: str = "top", wrap: bool = True,
             min_size: float | None = None, leading: float = 1.2) -> Text:
        if min_size is not None:
            min_size = max(min_size, MIN_PT)
        t = Text(text, self.X(x), self.Y(y), w * self.s, h * self.s, font=font, size=size * self.s, color=color,
                 align=align, valign=valign, leading=leading, wrap=wrap,
                 min_size=None if min_size is None else min_size * self.s)
        self.items.append(t)
        return t

    def height_of(self, text: str, w: float, size: float, font: str = "body", leading: float = 1.2) -> float:
        """Design-mm height a wrapped block needs at this size."""
        t = Text(text, 0, 0, w * self.s, 10_000, font=font, size=size * self.s, leading=leading)
        return text_height(font, size, len(layout_text(t).lines), leading) + 0.2

    def page(self, label: str) -> Page:
        return Page(self.paper.width, self.paper.height, tuple(self.items), bleed=self.paper.bleed, label=label)


# --- small art ---------------------------------------------------------------------

def _heart(pen: _Pen, x: float, y: float, size: float, style: Style) -> Path:
    return pen.path(heart_segments(x, y, size), style)


def _arrow(pen: _Pen, cx: float, cy: float, direction: str, size: float, color: Color) -> None:
    """A block arrow centred on (cx, cy), ``size`` long, pointing up, down, left or right."""
    # drawn pointing up in a unit box, then turned
    shape = [(0.0, -0.5), (0.45, -0.02), (0.17, -0.02), (0.17, 0.5), (-0.17, 0.5), (-0.17, -0.02), (-0.45, -0.02)]
    turn = {"up": (1, 0, 0, 1), "down": (1, 0, 0, -1), "right": (0, -1, 1, 0), "left": (0, 1, -1, 0)}[direction]
    a, b, c, d = turn
    pts = [(cx + size * (a * u + b * v), cy + size * (c * u + d * v)) for u, v in shape]
    pen.poly(pts, Style(fill=color))


def _checkbox(pen: _Pen, x: float, y: float, size: float, round_: bool = False, color: Color = INK,
              width: float = 0.35) -> None:
    style = Style(stroke=color, width=width, fill=WHITE)
    if round_:
        pen.circle(x + size / 2, y + size / 2, size / 2, style)
    else:
        pen.rect(x, y, size, size, style, r=0.4)


def _write_box(pen: _Pen, x: float, y: float, w: float, h: float, r: float = 0.8) -> None:
    pen.rect(x, y, w, h, Style(stroke=BOX_LINE, width=0.3, fill=WHITE), r=r)


def _write_boxes(pen: _Pen, x: float, y: float, width: float, cols: int, rows: int, h: float, pad: float,
                 row_gap: float) -> float:
    """A grid of boxes to write in, ``cols`` across ``width``, each inset by ``pad``; returns the y below it."""
    w = width / cols
    for j in range(rows):
        for i in range(cols):
            _write_box(pen, x + i * w + pad, y + j * (h + row_gap), w - 2 * pad, h)
    return y + rows * (h + row_gap)


def _coin(pen: _Pen, x: float, y: float, size: float) -> None:
    pen.icon("coin", x, y, size, COIN_INK)


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else f"\u2212{-n}"


# --- the compass -------------------------------------------------------------------

def _compass(pen: _Pen, room: Room, cx: float, cy: float, r: float) -> None:
    """The rose turned so the way the view faces is at the top; a cracked one with ? when broken."""
    pen.circle(cx, cy, r, Style(fill=WHITE, stroke=INK, width=0.45))
    pen.circle(cx, cy, r - 0.9, Style(stroke=STONE, width=0.25))
    if not room.compass:
        # spun needle, cracked glass and a question mark: the facing stays hidden
        a = math.radians(200)
        tip = (cx + (r - 2) * math.cos(a), cy + (r - 2) * math.sin(a))
        tail = (cx - (r - 2) * math.cos(a), cy - (r - 2) * math.sin(a))
        pen.line(*tip, *tail, Style(stroke=MUTED, width=0.5))
        pen.poly([(cx - r * 0.75, cy - r * 0.45), (cx - r * 0.2, cy - r * 0.05), (cx - r * 0.35, cy + r * 0.25),
                  (cx + r * 0.25, cy + r * 0.7)], Style(stroke=INK, width=0.3), closed=False)
        pen.poly([(cx + r * 0.3, cy - r * 0.8), (cx + r * 0.15, cy - r * 0.3), (cx + r * 0.55, cy - r * 0.1)],
                 Style(stroke=INK, width=0.3), closed=False)
        pen.circle(cx, cy, 2.9, Style(fill=WHITE, stroke=INK, width=0.3))
        pen.text("?", cx - 2.5, cy - 2.5, 5.0, 5.0, size=11, font="body-black", color=NOW_RED, align="center",
                 valign="middle", wrap=False)
        return
    i = FACINGS.index(room.facing)
    # the needle: red half up (the way you face)
    pen.poly([(cx, cy - r + 2.2), (cx + 0.9, cy), (cx - 0.9, cy)], Style(fill=NOW_RED))
    pen.poly([(cx, cy + r - 2.2), (cx + 0.9, cy), (cx - 0.9, cy)], Style(fill=MUTED))
    spots = [(0, -1), (1, 0), (0, 1), (-1, 0)]  # top, right, bottom, left
    for k, (dx, dy) in enumerate(spots):
        letter = FACINGS[(i + k) % 4]
        lx, ly = cx + dx * (r - 2.0), cy + dy * (r - 2.0)
        top = k == 0
        pen.circle(lx, ly, 1.35, Style(fill=NOW_RED if top else WHITE))
        pen.text(letter, lx - 1.6, ly - 1.6, 3.2, 3.2, size=6.5, font="body-black", color=WHITE if top else INK,
                 align="center", valign="middle", wrap=False)


# --- the viewport ------------------------------------------------------------------

def _side_point(side: str, t: float, frac: float) -> tuple[float, float]:
    """A point on a side wall: t = 0 at the near edge to 1 at the far wall; frac = 0 floor to 1 ceiling."""
    vx0, vy0, vx1, vy1 = VIEW
    bx0, by0, bx1, by1 = BACK
    x_near, x_far = (vx0, bx0) if side == "left" else (vx1, bx1)
    x = x_near + (x_far - x_near) * t
    floor = vy1 + (by1 - vy1) * t
    ceil = vy0 + (by0 - vy0) * t
    return x, floor + (ceil - floor) * frac


SIDE_DOOR = (0.26, 0.72, 0.74)  # a side doorway: near and far edge (t), top (frac); see _side_point


def _side_door(side: str) -> list[tuple[float, float]]:
    t0, t1, top = SIDE_DOOR
    return [_side_point(side, t0, 0), _side_point(side, t0, top), _side_point(side, t1, top), _side_point(side, t1, 0)]


AHEAD_DOOR = (46.0, 40.0, 59.0, BACK[3])  # x0, y_top (arch top), x1, floor


def _ahead_door_path(door: tuple[float, float, float, float] = AHEAD_DOOR) -> list[Segment]:
    x0, top, x1, floor = door
    r = (x1 - x0) / 2
    cx = (x0 + x1) / 2
    arc = arc_segments(cx, top + r, r, 180, 360)
    return [("M", x0, floor), ("L", x0, top + r), *arc[1:], ("L", x1, floor), ("Z",)]


def _room_shell(pen: _Pen) -> None:
    vx0, vy0, vx1, vy1 = VIEW
    bx0, by0, bx1, by1 = BACK
    pen.poly([(vx0, vy0), (vx1, vy0), (bx1, by0), (bx0, by0)], Style(fill=CEILING, stroke=INK, width=0.35))
    pen.poly([(vx0, vy1), (vx1, vy1), (bx1, by1), (bx0, by1)], Style(fill=FLOOR, stroke=INK, width=0.35))
    pen.poly([(vx0, vy0), (bx0, by0), (bx0, by1), (vx0, vy1)], Style(fill=SIDE_WALL, stroke=INK, width=0.35))
    pen.poly([(vx1, vy0), (bx1, by0), (bx1, by1), (vx1, vy1)], Style(fill=SIDE_WALL, stroke=INK, width=0.35))
    pen.rect(bx0, by0, bx1 - bx0, by1 - by0, Style(fill=BACK_WALL, stroke=INK, width=0.35))
    mortar = Style(stroke=STONE, width=0.2)
    # far wall courses with staggered joints
    rows = 5
    h = (by1 - by0) / rows
    for j in range(1, rows):
        pen.line(bx0, by0 + j * h, bx1, by0 + j * h, mortar)
    for j in range(rows):
        off = 0 if j % 2 else 4.6
        x = bx0 + off + 4.6
        while x < bx1 - 0.5:
            pen.line(x, by0 + j * h, x, by0 + (j + 1) * h, mortar)
            x += 9.2
    # side wall courses follow the perspective
    for side in ("left", "right"):
        for frac in (0.2, 0.4, 0.6, 0.8):
            pen.line(*_side_point(side, 0, frac), *_side_point(side, 1, frac), mortar)
    # floor tiles: lines to the vanishing point and depth lines
    for k in range(1, 6):
        u = k / 6
        pen.line(bx0 + (bx1 - bx0) * u, by1, vx0 + (vx1 - vx0) * u, vy1, mortar)
    for t in (0.22, 0.5):
        (lx, ly), (rx, ry) = _side_point("left", t, 0), _side_point("right", t, 0)
        pen.line(lx, ly, rx, ry, mortar)
    pen.rect(vx0, vy0, vx1 - vx0, vy1 - vy0, Style(stroke=INK, width=0.6))


def _badge(pen: _Pen, cx: float, cy: float, direction: str, number: int, lock: str | None = None,
           tag: str = "below") -> None:
    """A white sign with an arrow and the neighbour's room number.

    A locked door's sign carries a tag with the key colour's name, under the
    sign or (``tag="right"``, for the way behind, whose door cannot be seen)
    to its right with a padlock.
    """
    digits = len(str(number))
    w = 7.2 + 2.6 * digits
    h = 7.0
    y = cy - h / 2
    pen.rect(cx - w / 2, y, w, h, Style(fill=WHITE, stroke=EXIT_INK, width=0.45), r=1.2)
    _arrow(pen, cx - w / 2 + 2.8, cy, direction, 4.0, EXIT_INK)
    pen.text(str(number), cx - w / 2 + 4.9, y, w - 5.4, h, size=10, font="body-black", color=EXIT_INK,
             align="center", valign="middle", wrap=False)
    if lock is None:
        return
    tag_w = 3.2 + text_width(lock, "body-bold", 6)
    if tag == "right":
        px = cx + w / 2 + 1.0
        _padlock(pen, lock, (px + 2.6, cy), 5.0, INK)
        tx, ty = px + 5.6, cy - 1.8
    else:
        tx, ty = cx - tag_w / 2, y + h + 0.6
    pen.rect(tx, ty, tag_w, 3.6, Style(fill=INK), r=0.8)
    pen.text(lock, tx, ty, tag_w, 3.6, size=6, font="body-bold", color=WHITE, align="center", valign="middle",
             wrap=False)


def _padlock(pen: _Pen, color: str, at: tuple[float, float], size: float, halo: Color = WHITE) -> None:
    """A padlock in the key's colour with a halo (white on dark wood, dark on the page)."""
    x, y = at
    pen.outlined_icon("padlock", x - size / 2, y - size / 2, size, KEY_INK.get(color, INK), halo, 0.35)


def _door_planks_side(pen: _Pen, side: str) -> None:
    t0, t1, top = SIDE_DOOR
    for k in (1, 2):
        t = t0 + (t1 - t0) * k / 3
        pen.line(*_side_point(side, t, 0), *_side_point(side, t, top), Style(stroke=WOOD_LINE, width=0.3))


def _door_planks_ahead(pen: _Pen) -> None:
    x0, top, x1, floor = AHEAD_DOOR
    r = (x1 - x0) / 2
    for k in (1, 2):
        x = x0 + (x1 - x0) * k / 3
        dy = r - math.sqrt(max(0.0, r * r - (x - (x0 + r)) ** 2))
        pen.line(x, top + dy, x, floor, Style(stroke=WOOD_LINE, width=0.3))


def _ladder(pen: _Pen, x: float, y_top: float, y_bottom: float, w: float) -> None:
    rail = Style(stroke=WOOD_LINE, width=0.7, cap="round")
    rung = Style(stroke=WOOD, width=0.55, cap="round")
    pen.line(x, y_top, x, y_bottom, rail)
    pen.line(x + w, y_top, x + w, y_bottom, rail)
    y = y_bottom - 2.2
    while y > y_top + 0.8:
        pen.line(x, y, x + w, y, rung)
        y -= 3.0


def _torch(pen: _Pen, x: float, y: float) -> None:
    pen.icon("torch", x, y, 6.0, MUTED)


def _chains(pen: _Pen, x: float, y: float) -> None:
    """Broken chains on the floor (room 1)."""
    style = Style(stroke=MUTED, width=0.45)
    for k in range(5):
        if k % 2 == 0:
            pen.ellipse(x + k * 1.9, y, 1.2, 0.7, style)
        else:
            pen.ellipse(x + k * 1.9, y, 0.5, 0.55, style)


def _floor_art(pen: _Pen, room: Room) -> None:
    """What stands in the middle of the floor: the enemy, the shop, the dice, the key..."""
    enc = room.encounter
    cx = (BACK[0] + BACK[2]) / 2
    floor_y = VIEW[3] - 4.0  # where the art stands
    if enc.kind in ("battle", "exit") and enc.enemy is not None:
        size = 19.0 if enc.kind == "exit" else 16.0
        pen.ellipse(cx, floor_y - 0.6, size * 0.38, 1.3, Style(fill=STONE))
        pen.icon(enc.enemy.icon, cx - size / 2, floor_y - size, size, INK)
    elif enc.kind == "key" and enc.key:
        size = 11.0
        pen.ellipse(cx, floor_y - 0.6, 3.5, 1.0, Style(fill=STONE))
        pen.outlined_icon("key", cx - size / 2, floor_y - size, size, KEY_INK.get(enc.key, INK), INK, 0.35)
    elif enc.kind in ICON_FOR_KIND:
        size = 13.0
        pen.ellipse(cx, floor_y - 0.6, size * 0.4, 1.1, Style(fill=STONE))
        pen.icon(ICON_FOR_KIND[enc.kind], cx - size / 2, floor_y - size, size, INK)
    elif room.number == 1:
        _chains(pen, cx - 10, floor_y - 2.5)
        _chains(pen, cx + 3, floor_y - 1.2)


def _viewport(pen: _Pen, d: Dungeon, room: Room) -> None:
    vx0, _vy0, vx1, vy1 = VIEW
    bx0, by0, bx1, by1 = BACK
    ways = {e.where: e for e in exits(d, room)}
    _room_shell(pen)
    # the exit's daylight gate in the far wall when no doorway is there
    daylight = room.encounter.kind == "exit" and "ahead" not in ways
    if daylight:
        gate = (41.0, by0 + 2.5, 64.0, by1)
        pen.path(_ahead_door_path(gate), Style(fill=DAYLIGHT, stroke=INK, width=0.45))
        for k in range(5):  # rays of daylight
            a = math.radians(200 + k * 35)
            cx, cy = (gate[0] + gate[2]) / 2, gate[1] + 11.5
            pen.line(cx + 6 * math.cos(a), cy + 6 * math.sin(a), cx + 10 * math.cos(a), cy + 10 * math.sin(a),
                     Style(stroke=COIN_INK, width=0.4))
        pen.text("EXIT", gate[0], gate[1] + 9.5, gate[2] - gate[0], 4.0, size=8, font="body-black", color=COIN_INK,
                 align="center", valign="middle", wrap=False)
    # torches on the far wall
    if "up" not in ways and not daylight:
        _torch(pen, bx1 - 9.5, by0 + 3.0)
    if not daylight:
        _torch(pen, bx0 + 3.5, by0 + 3.0)
    # doorways
    for side in ("left", "right"):
        e = ways.get(side)
        if e is None:
            continue
        outline = _side_door(side)
        if e.door:
            pen.poly(outline, Style(fill=WOOD, stroke=WOOD_LINE, width=0.4))
            _door_planks_side(pen, side)
            _padlock(pen, e.door, _side_point(side, 0.49, 0.17), 5.2)
        else:
            pen.poly(outline, Style(fill=OPENING, stroke=INK, width=0.35))
    if "ahead" in ways:
        e = ways["ahead"]
        if e.door:
            pen.path(_ahead_door_path(), Style(fill=WOOD, stroke=WOOD_LINE, width=0.4))
            _door_planks_ahead(pen)
        else:
            pen.path(_ahead_door_path(), Style(fill=OPENING, stroke=INK, width=0.35))
    # ladders
    lx = 61.5
    if "up" in ways:
        pen.ellipse(lx + 2.5, 27.5, 7.0, 2.4, Style(fill=OPENING, stroke=INK, width=0.3))
        _ladder(pen, lx, 27.5, vy1 - 4.0, 5.0)
    hole = ((bx0 + bx1) / 2, vy1 - 7.0)
    if "down" in ways:
        pen.ellipse(*hole, 8.0, 2.6, Style(fill=OPENING, stroke=INK, width=0.3))
        _ladder(pen, hole[0] - 2.5, hole[1] - 8.5, hole[1], 5.0)
    _floor_art(pen, room)
    # locks of the far door go in front of the floor art
    if "ahead" in ways and ways["ahead"].door:
        x0, top, x1, _floor = AHEAD_DOOR
        _padlock(pen, ways["ahead"].door, ((x0 + x1) / 2, top + 11.0), 5.0)
    # the signs, on top of everything
    for side in ("left", "right"):
        e = ways.get(side)
        if e is not None:
            x, y = _side_point(side, 0.49, 0.55)
            _badge(pen, x, y, side, e.room, e.door)
    if "ahead" in ways:
        e = ways["ahead"]
        x0, top, x1, _floor = AHEAD_DOOR
        _badge(pen, (x0 + x1) / 2, top + 3.2 if e.door else top + 5.0, "up", e.room, e.door)
    if "behind" in ways:
        e = ways["behind"]
        _badge(pen, (vx0 + vx1) / 2, vy1 + 0.5, "down", e.room, e.door, tag="right")
    if "up" in ways:
        _badge(pen, lx + 17.0, 28.5, "up", ways["up"].room)
    if "down" in ways:
        _badge(pen, hole[0] + 16.0, hole[1], "down", ways["down"].room)


# --- encounter boxes -----------------------------------------------------------------

def _panel(pen: _Pen, y0: float, h: float, title: str, accent: Color = INK) -> float:
    """A rounded panel with a title tab; returns the y where its content starts."""
    pen.rect(LEFT, y0, WIDTH, h, Style(fill=PALE, stroke=INK, width=0.35), r=1.5)
    tab_w = 4.0 + text_width(title, "body-black", 6.5)
    pen.rect(LEFT, y0, tab_w, 4.6, Style(fill=accent), r=1.2)
    pen.text(title, LEFT + 0.5, y0, tab_w - 1.0, 4.6, size=6.5, font="body-black", color=WHITE, align="center",
             valign="middle", wrap=False)
    return y0 + 4.6


def _battle_box(pen: _Pen, enc: Encounter, y0: float) -> float:
    enemy = enc.enemy
    big = enc.kind == "exit"
    heart = 6.2 if big else 5.4
    cell_h = 18.5 if big else 15.5
    die = 8.5 if big else 7.2
    label_pt = 9.5 if big else 8.5
    h = 4.6 + 1.5 + heart + 2.0 + cell_h + 1.2 + 3.4 + 1.2
    top = _panel(pen, y0, h, KIND_TITLE[enc.kind], NOW_RED if big else INK)
    # name, then the hearts to cross off
    y = top + 1.5
    gap = 0.9
    hearts_w = enemy.hp * heart + (enemy.hp - 1) * gap
    name_w = WIDTH - 4 - hearts_w - 8
    pen.text(enemy.name, LEFT + 2, y - 0.3, name_w, heart + 0.6, size=9.5 if big else 8.5, font="body-black",
             valign="middle", min_size=6.5)
    hx = RIGHT - 2 - hearts_w
    pen.text("HP", hx - 7.0, y, 5.5, heart, size=6.5, font="body-bold", color=MUTED, align="right", valign="middle",
             wrap=False)
    for k in range(enemy.hp):
        _heart(pen, hx + k * (heart + gap), y, heart, Style(stroke=HEART_INK, width=0.45, fill=WHITE))
    # the d6 table
    y += heart + 2.0
    cw = (WIDTH - 4) / 6
    for k, face in enumerate(enemy.faces):
        x = LEFT + 2 + k * cw
        _write_box(pen, x + 0.4, y, cw - 0.8, cell_h, r=1.0)
        pen.icon(f"die-{k + 1}", x + (cw - die) / 2, y + 1.0, die, INK)
        ink = {"hit": HIT_INK, "miss": MISS_INK}.get(face.kind, HURT_INK)
        pen.text(face.label, x + 0.6, y + die + 1.3, cw - 1.2, cell_h - die - 1.6, size=label_pt, font="body-black",
                 color=ink, align="center", valign="middle", wrap=False, min_size=6)
    y += cell_h + 1.2
    hint = ("Beat it and you are free! HIT: cross off hearts equal to your weapon level." if big
            else "Roll until one side is out of HP. HIT: cross off hearts equal to your weapon level.")
    pen.text(hint, LEFT + 2, y, WIDTH - 4, 3.4, size=6, color=MUTED, wrap=False, min_size=6)
    return y0 + h


def _effects(pen: _Pen, x_right: float, y: float, h: float, hp: int, coins: int) -> None:
    """Two right-hand columns: the HP change, then the coins (a minus is a price), with small icons."""
    icon = 3.2
    for k, (name, value, ink) in enumerate((("coin", coins, COIN_INK), ("heart", hp, HURT_INK))):
        if not value:
            continue
        right = x_right - k * 11.5
        pen.icon(name, right - icon, y + (h - icon) / 2, icon, ink)
        pen.text(_signed(value), right - icon - 7.4, y, 7.0, h, size=7, font="body-black",
                 color=GAIN_INK if value > 0 else HURT_INK, align="right", valign="middle", wrap=False)


def _list_row(y0: float, n: int) -> float:
    """The height of a line of outcomes or options: 5.2 mm, less when many must fit above the tally."""
    room = TALLY[0] - 1.5 - y0 - (4.6 + 1.2 + 3.6 + 1.2)
    return min(5.2, room / max(1, n))


def _list_box(pen: _Pen, y0: float, title: str, hint: str, lines: Sequence[tuple[str, int, int]], tx: float,
              marker: Callable[[int, float, float], None]) -> float:
    """A panel with a hint, then one row per (text, hp, coins) line: ``marker(index, y, row height)`` draws
    what stands left of the text (dice faces, a box to tick), the text starts at ``tx``, the effects go right."""
    row = _list_row(y0, len(lines))
    h = 4.6 + 1.2 + 3.6 + len(lines) * row + 1.2
    top = _panel(pen, y0, h, title)
    pen.text(hint, LEFT + 2, top + 1.0, WIDTH - 4, 3.4, size=6.5, color=MUTED, wrap=False, min_size=6)
    y = top + 1.2 + 3.6
    for k, (text, hp, coins) in enumerate(lines):
        marker(k, y, row)
        pen.text(text, tx, y, RIGHT - 22 - tx, row, size=7, valign="middle", min_size=6)
        _effects(pen, RIGHT - 1.5, y, row, hp, coins)
        y += row
    return y0 + h


def _roll_box(pen: _Pen, enc: Encounter, y0: float) -> float:
    die = 3.8
    most = max((len(o.faces) for o in enc.outcomes), default=1)

    def faces(k: int, y: float, row: float) -> None:
        for n, f in enumerate(enc.outcomes[k].faces):
            pen.icon(f"die-{f}", LEFT + 2 + n * (die + 0.5), y + (row - die) / 2, die, INK)

    return _list_box(pen, y0, KIND_TITLE["roll"], "Roll the die once; your face decides.",
                     [(o.text, o.hp, o.coins) for o in enc.outcomes], LEFT + 2 + most * (die + 0.5) + 1.0, faces)


def _choice_box(pen: _Pen, enc: Encounter, y0: float) -> float:
    box = 3.4
    hint = ("Square boxes: take any of them, now or on a later visit." if enc.multi
            else "Round boxes: pick exactly one.")

    def tick_box(_k: int, y: float, row: float) -> None:
        _checkbox(pen, LEFT + 2, y + (row - box) / 2, box, round_=not enc.multi, color=CHOICE_INK)

    return _list_box(pen, y0, KIND_TITLE[enc.kind], hint, [(o.text, o.hp, o.coins + o.reward) for o in enc.options],
                     LEFT + 2 + box + 1.5, tick_box)


def _dice_box(pen: _Pen, enc: Encounter, y0: float) -> float:
    cols, rows, bh = 10, 3, 6.0
    h = 4.6 + 1.0 + 7.0 + rows * (bh + 0.8) + 1.0
    top = _panel(pen, y0, h, KIND_TITLE["dice"])
    pen.text("Roll and add; write each total in the next box. Reach 21 to win the loot. "
             "A 1 busts: lose 1 coin, start again at 0 (a first roll of 1 is no bust).",
             LEFT + 2, top + 0.8, WIDTH - 4, 7.0, size=6.5, min_size=6)
    _write_boxes(pen, LEFT + 2, top + 1.0 + 7.0, WIDTH - 4, cols, rows, bh, pad=0.35, row_gap=0.8)
    return y0 + h


def _key_box(pen: _Pen, enc: Encounter, y0: float) -> float:
    h = 4.6 + 13.0
    top = _panel(pen, y0, h, KIND_TITLE["key"])
    color = enc.key or ""
    pen.outlined_icon("key", LEFT + 3, top + 1.0, 11.0, KEY_INK.get(color, INK), INK, 0.3)
    pen.text(f"The {color} key opens the {color} door, and it is yours to keep. Colour it in on your map page.",
             LEFT + 16, top + 0.5, WIDTH - 18, 12.0, size=7.5, valign="middle", min_size=6)
    return y0 + h


def _ladder_box(pen: _Pen, room: Room, y0: float) -> float:
    enc = room.encounter
    h = 4.6 + 10.0
    top = _panel(pen, y0, h, KIND_TITLE["ladder"])
    up = room.cell[0] == 1
    pen.icon("ladder", LEFT + 3, top + 1.0, 8.0, WOOD_LINE)
    where = "up to level 2" if up else "down to level 1"
    pen.text(f"Climb {where}: room {enc.ladder_to}, directly {'above' if up else 'below'} this one.",
             LEFT + 14, top + 0.5, WIDTH - 16, 9.0, size=7.5, valign="middle", min_size=6)
    return y0 + h


def _encounter(pen: _Pen, room: Room, y0: float) -> float:
    enc = room.encounter
    if enc.kind in ("battle", "exit") and enc.enemy is not None:
        return _battle_box(pen, enc, y0)
    if enc.kind == "roll":
        return _roll_box(pen, enc, y0)
    if enc.kind in ("choice", "shop"):
        return _choice_box(pen, enc, y0)
    if enc.kind == "dice":
        return _dice_box(pen, enc, y0)
    if enc.kind == "key":
        return _key_box(pen, enc, y0)
    if enc.kind == "ladder":
        return _ladder_box(pen, room, y0)
    return y0


def _has_loot(enc: Encounter) -> bool:
    return enc.loot_d6 or bool(enc.loot)


def _tally(pen: _Pen, enc: Encounter) -> None:
    y0, y1 = TALLY
    h = y1 - y0
    loot = _has_loot(enc)
    done_w, loot_w, gap = 13.0, 16.0 if loot else 0.0, 1.6
    rest = WIDTH - done_w - loot_w - gap * (3 if loot else 2)
    hp_w = coins_w = rest / 2
    x = LEFT
    for name, w, label, ink in (("heart", hp_w, "HP", HURT_INK), ("coin", coins_w, "COINS", COIN_INK)):
        pen.rect(x, y0, w, h, Style(stroke=BOX_LINE, width=0.35, fill=WHITE), r=1.2)
        pen.icon(name, x + 1.2, y0 + 1.0, 3.6, ink)
        pen.text(f"{label} \u00b1", x + 5.3, y0 + 0.9, w - 6.5, 3.8, size=6.5, font="body-black", color=MUTED,
                 valign="middle", wrap=False)
        x += w + gap
    if loot:
        pen.rect(x, y0, loot_w, h, Style(fill=PALE, stroke=COIN_INK, width=0.45), r=1.2)
        pen.text("LOOT", x, y0 + 0.9, loot_w, 3.4, size=6.5, font="body-black", color=MUTED, align="center",
                 wrap=False)
        value = "d6" if enc.loot_d6 else str(enc.loot)
        _coin(pen, x + 1.5, y0 + 5.6, 5.0)
        pen.text(value, x + 6.5, y0 + 4.6, loot_w - 7.5, h - 5.4, size=11, font="body-black", color=INK,
                 align="center", valign="middle", wrap=False)
        x += loot_w + gap
    pen.rect(x, y0, done_w, h, Style(stroke=INK, width=0.45, fill=WHITE), r=1.2)
    pen.text("DONE", x, y0 + 0.9, done_w, 3.4, size=6.5, font="body-black", color=INK, align="center", wrap=False)
    _checkbox(pen, x + (done_w - 5.5) / 2, y0 + 5.5, 5.5, color=INK, width=0.45)


def _notes_lines(pen: _Pen, y0: float, y1: float) -> None:
    """Faint lines for the player's notes in the space an encounter leaves free."""
    if y1 - y0 < 12.0:
        return
    pen.text("notes", LEFT, y0, 20, 3.4, size=6, color=MUTED, wrap=False)
    y = y0 + 8.5
    while y <= y1:
        pen.line(LEFT, y, RIGHT, y, Style(stroke=GRID_INK, width=0.25))
        y += 6.5


def _now_badge(pen: _Pen, cx: float, cy: float) -> None:
    # a spiky burst behind the word
    pts = []
    n = 14
    for k in range(2 * n):
        a = math.pi * k / n
        r = (9.3, 4.2) if k % 2 == 0 else (7.3, 3.1)
        pts.append((cx + r[0] * math.cos(a), cy + r[1] * math.sin(a)))
    pen.poly(pts, Style(fill=NOW_RED))
    pen.text("NOW!", cx - 7, cy - 3, 14, 6, size=9.5, font="body-black", color=WHITE, align="center",
             valign="middle", wrap=False)


def room_page(dungeon: Dungeon, room: Room, paper: Paper) -> Page:
    """One room: number, compass, viewport with its exits, message, encounter and tally boxes."""
    pen = _Pen(paper)
    enc = room.encounter
    # header: the room number, NOW!, the compass
    num = str(room.number)
    pen.text(num, LEFT, HEADER[0], 30, HEADER[1] - HEADER[0], size=30, font="body-black", valign="middle",
             wrap=False)
    nx = LEFT + text_width(num, "body-black", 30) + 2.0
    pen.text("ROOM", nx, HEADER[0] + 3.4, 20, 3.6, size=6.5, font="body-black", color=MUTED, wrap=False)
    pen.text(f"level {room.cell[0]}", nx, HEADER[0] + 7.2, 20, 3.6, size=6.5, color=MUTED, wrap=False)
    if enc.now:
        _now_badge(pen, 66.0, (HEADER[0] + HEADER[1]) / 2)
    _compass(pen, room, RIGHT - 7.5, (HEADER[0] + HEADER[1]) / 2 + 0.2, 7.3)
    _viewport(pen, dungeon, room)
    pen.text(enc.message, LEFT, MESSAGE[0], WIDTH, MESSAGE[1] - MESSAGE[0], size=8.5, font="body-italic",
             valign="middle", min_size=6.5)
    bottom = _encounter(pen, room, ENCOUNTER_TOP)
    _notes_lines(pen, bottom + (2.5 if bottom > ENCOUNTER_TOP else 0.0), TALLY[0] - 2.0)
    _tally(pen, enc)
    return pen.page(f"room {room.number}")


# --- title, rules, notes --------------------------------------------------------------

def title_page(dungeon: Dungeon, paper: Paper) -> Page:
    pen = _Pen(paper)
    pen.rect(LEFT, TOP, WIDTH, BOTTOM - TOP, Style(stroke=INK, width=0.8), r=2.0)
    pen.rect(LEFT + 1.5, TOP + 1.5, WIDTH - 3, BOTTOM - TOP - 3, Style(stroke=INK, width=0.25), r=1.5)
    pen.text("DUNGEON", LEFT + 4, 14, WIDTH - 8, 13, size=30, font="display", align="center", valign="middle",
             wrap=False, min_size=16)
    pen.text("NOTEBOOK", LEFT + 4, 27, WIDTH - 8, 13, size=30, font="display", align="center", valign="middle",
             wrap=False, min_size=16)
    pen.text("Break your chains. Map the dark. Find the way out.", LEFT + 6, 42, WIDTH - 12, 8, size=8.5,
             font="body-italic", align="center", valign="middle", min_size=6.5)
    pen.icon("maze", 52.5 - 22, 53, 44, CEILING)
    pen.icon("minotaur", 52.5 - 15, 60, 30, INK)
    boss = next((r.encounter.enemy for r in dungeon.rooms if r.encounter.kind == "exit"), None)
    facts = [
        f"{len(dungeon.rooms)} rooms on {len(dungeon.sizes)} levels",
        f"{len(dungeon.doors)} locked doors \u00b7 {dungeon.enemy_count} enemies",
    ]
    if boss is not None:
        facts.append(f"{boss.name} guards the exit")
    pen.text("\n".join(facts), LEFT + 6, 100, WIDTH - 12, 16, size=8, font="body-bold", align="center",
             valign="middle", min_size=6)
    pen.text("You need this notebook, a pencil and one six-sided die. Start on the page of room 1.",
             LEFT + 8, 118, WIDTH - 16, 10, size=7.5, align="center", valign="middle", min_size=6)
    pen.text(f"dungeon {dungeon.seed}", LEFT + 6, 131, WIDTH - 12, 4, size=6.5, color=MUTED, align="center",
             wrap=False)
    pen.text("Icons: game-icons.net (CC BY 3.0)", LEFT + 6, 135.5, WIDTH - 12, 3.5, size=6, color=MUTED,
             align="center", wrap=False)
    return pen.page("title")


RULES: tuple[tuple[str, str], ...] = (
    ("Your escape",
     ("You are a prisoner in a dungeon of two levels. Every page of this notebook is one room. You start in "
      "room 1 with your chains just broken. Find the keys, get through the locked doors, reach the exit and beat "
      "the guard who stands before it.")),
    ("Reading a room",
     ("The picture shows the room the way you are looking. Every way out carries a blue sign with an arrow and "
      "a room number: a doorway in the far wall is straight ahead, doorways in the side walls are to your left "
      "and right, and a sign at the bottom edge is the way behind you. Walls without a sign are solid. Turn to "
      "the page of the room you walk into.")),
    ("Hit points and coins",
     ("You begin with 10 HP and 0 coins. Note what you gain or lose in the HP and COINS boxes at the bottom of "
      "the room's page, then write your new totals on the stats page. HP never goes above 10.")),
    ("Dying",
     ("When your HP reaches 0 you die. Tally the death, lose 5 coins (you never go below 0) and carry on with "
      "10 HP from any room you have already explored. An enemy that beat you does not heal: its crossed-off "
      "hearts stay crossed off.")),
    ("Battles",
     ("Roll the die again and again, and read each roll in the room's table. MISS: nothing happens. HIT: cross "
      "off as many of the enemy's hearts as your weapon level. -1\u00a0HP, -2\u00a0HP and so on: you lose "
      "that much. When every heart is crossed off you win and take the LOOT; if it says d6, roll for the "
      "number of coins.")),
    ("Weapons, shield and axe",
     ("Your weapon starts at level 1 and deals 1 damage. Shops sell upgrades, which come in order: level 2 "
      "before level 3, and so on. The shield blocks the first blow (the first roll that costs HP) of every "
      "battle. The axe lets you roll again once in every battle.")),
    ("Roll for result",
     ("Some rooms ask for one roll. Find the line with your face and apply what it says.")),
    ("Choices and shops",
     ("Round boxes: pick exactly one line. Square boxes: take as many lines as you like, now or when you come "
      "back. A minus before the coin is a price; you cannot pay with coins you do not have.")),
    ("The dice game",
     ("Roll and add the rolls up, writing each new total in the next box, until you reach 21 or more: then the "
      "loot is yours. A 1 is a bust: lose 1 coin and start again from 0. The first roll of each attempt can "
      "never bust; a 1 there simply adds nothing.")),
    ("NOW!",
     ("A room marked NOW! must be dealt with at once. Any other battle, roll or choice may wait: step back the "
      "way you came and return later. You cannot walk through a room whose encounter you have not finished.")),
    ("Quick travel",
     ("You may jump to any room you have already explored whenever you like, at no cost.")),
    ("The compass",
     ("The compass is turned so that the way you are looking is at the top, in red: an E there means the picture "
      "faces east. In some rooms the compass is broken and shows only a question mark: use your map to work out "
      "which way you face.")),
    ("The map",
     ("The map page has north at the top. Room 1 is the bottom-left square of level 1. Draw every wall you see "
      "as a dark line over the grey grid, and jot down rooms you want to come back to.")),
    ("Ladders",
     ("A ladder joins two rooms one above the other: the room on level 2 lies directly above the room on "
      "level 1, so mark it in the same place on the level 2 grid.")),
    ("Locked doors and keys",
     ("A locked door shows a padlock and a colour. It opens only once you hold the key of that colour. Keys are "
      "never used up: once found, a key opens its door for good. Colour the keys in on the map page.")),
    ("The exit",
     ("The way out is guarded by a final enemy, tougher than the rest. Beat it and you are free.")),
    ("Scoring",
     ("Your score is your coins, plus 1 for every room you explored, plus 2 for every enemy you beat. Explored "
      "every room? Add 10. Beaten every enemy? Add 10 more.")),
)


LEGEND_ROWS = (10.0, 13.0, 10.0, 12.0, 12.0, 8.0, 8.0, 10.0)  # heights of the legend's rows


def _legend(pen: _Pen, y: float) -> float:
    """The signs of a room page, drawn as they appear, each with a line of explanation."""
    pen.text("On a room page", LEFT, y, WIDTH, 4.4, size=8, font="body-black", valign="middle", wrap=False)
    y += 5.6
    art_w, mid = 30.0, LEFT + 12.0
    rows = [
        ("A way out: turn to room 12.", lambda cy: _badge(pen, mid, cy, "right", 12)),
        ("A locked way out: it opens once you hold the gold key.",
         lambda cy: _badge(pen, mid, cy - 2.1, "up", 7, "gold")),
        ("Deal with this room at once.", lambda cy: _now_badge(pen, mid, cy)),
        ("The compass: the red letter at the top is the way the picture faces (here east).",
         lambda cy: _compass(pen, _FACING_EAST, mid, cy, 5.4)),
        ("A broken compass: this page does not tell you which way you face.",
         lambda cy: _compass(pen, _BROKEN, mid, cy, 5.4)),
        ("Round boxes: pick one. Square boxes: pick any.", lambda cy: (
            _checkbox(pen, mid - 4.5, cy - 1.7, 3.4, round_=True), _checkbox(pen, mid + 1.1, cy - 1.7, 3.4))),
        ("The enemy's hit points: cross one off for every point of damage you deal.", lambda cy: [
            _heart(pen, mid - 7.2 + k * 5.0, cy - 2.2, 4.4, Style(stroke=HEART_INK, width=0.4, fill=WHITE))
            for k in range(3)]),
        ("A battle table: the face you roll says what happens.", lambda cy: _mini_table(pen, LEFT, cy)),
    ]
    for (text, art), h in zip(rows, LEGEND_ROWS):
        art(y + h / 2)
        pen.text(text, LEFT + art_w, y, WIDTH - art_w, h, size=7, valign="middle", min_size=6)
        y += h
    return y


def _mini_table(pen: _Pen, x: float, cy: float) -> None:
    for k, (label, ink) in enumerate((("HIT", HIT_INK), ("MISS", MISS_INK), ("-1 HP", HURT_INK))):
        cx = x + k * 9.2
        pen.rect(cx, cy - 3.6, 8.6, 7.2, Style(fill=WHITE, stroke=BOX_LINE, width=0.25), r=0.8)
        pen.icon(f"die-{k + 1}", cx + 2.8, cy - 3.2, 3.0, INK)
        pen.text(label, cx, cy - 0.1, 8.6, 3.4, size=6, font="body-black", color=ink, align="center",
                 valign="middle", wrap=False)


_BROKEN = Room(0, (1, 0, 0), "N", False, Encounter("none", ""))
_FACING_EAST = Room(0, (1, 0, 0), "E", True, Encounter("none", ""))


def rules_pages(paper: Paper) -> list[Page]:
    """How to play, in short sections flowed over as many pages as they need, then the signs of a room page."""
    head_pt, body_pt, gap = 8.0, 7.0, 2.4
    first_y, limit = TOP + 12.5, BOTTOM - 5.0

    def new_page() -> _Pen:
        fresh = _Pen(paper)
        _page_title(fresh, "HOW TO PLAY")
        pens.append(fresh)
        return fresh

    pens: list[_Pen] = []
    pen, y = new_page(), first_y
    for heading, body in RULES:
        hh = pen.height_of(heading, WIDTH, head_pt, "body-black")
        bh = pen.height_of(body, WIDTH, body_pt)
        if y + hh + 0.8 + bh > limit:
            pen, y = new_page(), first_y
        pen.text(heading, LEFT, y, WIDTH, hh, size=head_pt, font="body-black")
        y += hh + 0.8
        pen.text(body, LEFT, y, WIDTH, bh, size=body_pt)
        y += bh + gap
    if y + 6.6 + sum(LEGEND_ROWS) > limit:
        pen, y = new_page(), first_y
    _legend(pen, y + 1.0)
    # the page numbers, once the number of pages is known
    for n, pen in enumerate(pens, 1):
        pen.text(f"{n} / {len(pens)}", LEFT, BOTTOM - 3.5, WIDTH, 3.5, size=6, color=MUTED, align="right", wrap=False)
    return [pen.page(f"rules {n}") for n, pen in enumerate(pens, 1)]


def _page_title(pen: _Pen, title: str, rule: bool = True) -> None:
    """A page's big title, with a rule under it."""
    pen.text(title, LEFT, TOP, WIDTH, 9, size=18, font="display", valign="middle", wrap=False)
    if rule:
        pen.line(LEFT, TOP + 10, RIGHT, TOP + 10, Style(stroke=INK, width=0.4))


def notes_page(paper: Paper) -> Page:
    pen = _Pen(paper)
    _page_title(pen, "NOTES", rule=False)
    y = TOP + 16.0
    while y <= BOTTOM - 1.0:
        pen.line(LEFT, y, RIGHT, y, Style(stroke=GRID_INK, width=0.25))
        y += 7.0
    return pen.page("notes")


# --- trackers -----------------------------------------------------------------------

def _upgrades(d: Dungeon) -> list[tuple[int, str]]:
    """Weapon upgrades offered by the shops as (level, name), by level."""
    weapons: dict[int, str] = {}
    for r in d.rooms:
        for o in r.encounter.options:
            if o.effect == "upgrade":
                weapons.setdefault(o.weapon_level, o.text.partition(" (")[0])
    return sorted(weapons.items())


def _section_title(pen: _Pen, y: float, title: str, hint: str = "") -> float:
    pen.text(title, LEFT, y, 40, 4.6, size=8, font="body-black", valign="middle", wrap=False)
    if hint:
        pen.text(hint, LEFT + 30, y, WIDTH - 30, 4.6, size=6, color=MUTED, align="right", valign="middle",
                 wrap=False, min_size=6)
    return y + 5.2


def _write_grid(pen: _Pen, y: float, cols: int, rows: int, h: float, first: str) -> float:
    """A full-width grid of boxes for running totals, the first one already filled in with ``first``."""
    below = _write_boxes(pen, LEFT, y, WIDTH, cols, rows, h, pad=0.3, row_gap=0.6)
    w = WIDTH / cols
    pen.text(first, LEFT + 0.3, y, w - 0.6, h, size=8, font="body-black", color=MUTED, align="center",
             valign="middle", wrap=False)
    return below


def _stats_page(d: Dungeon, paper: Paper) -> Page:
    pen = _Pen(paper)
    _page_title(pen, "PLAYER STATS")
    y = TOP + 12
    y = _section_title(pen, y, "HIT POINTS", "write your new HP in the next box")
    y = _write_grid(pen, y, 10, 4, 6.0, str(START_HP)) + 2.0
    y = _section_title(pen, y, "COINS", "write your new total in the next box")
    y = _write_grid(pen, y, 10, 3, 6.0, "0") + 2.0
    y = _section_title(pen, y, "DEATHS", "each death: \u22125 coins, back to 10 HP")
    _write_box(pen, LEFT, y, WIDTH, 7.0)
    y += 9.0
    # weapons in order, then the shield and the axe
    y = _section_title(pen, y, "WEAPON", "upgrades come in order; tick what you own")
    levels = [(1, "starting weapon"), *_upgrades(d)]
    w = WIDTH / len(levels)
    for k, (lvl, name) in enumerate(levels):
        x = LEFT + k * w
        _write_box(pen, x + 0.3, y, w - 0.6, 12.0, r=1.0)
        _checkbox(pen, x + 1.5, y + 1.3, 3.2)
        if lvl == 1:
            pen.icon("check", x + 1.7, y + 1.3, 2.8, INK)
        pen.text(f"LEVEL {lvl}", x + 5.2, y + 1.1, w - 6.0, 3.6, size=6, font="body-black", valign="middle",
                 wrap=False, min_size=6)
        pen.text(name, x + 1.2, y + 5.2, w - 2.4, 6.4, size=6, align="center", valign="middle", min_size=6,
                 leading=1.1)
    y += 14.0
    gw = (WIDTH - 1.6) / 2
    for k, (name, icon, what) in enumerate((("SHIELD", "shield", "blocks the first blow of each battle"),
                                           ("AXE", "axe", "one re-roll in each battle"))):
        x = LEFT + k * (gw + 1.6)
        _write_box(pen, x, y, gw, 10.0, r=1.0)
        _checkbox(pen, x + 1.5, y + 1.3, 3.2)
        pen.icon(icon, x + 1.3, y + 5.2, 3.8, INK)
        pen.text(name, x + 6.0, y + 1.1, gw - 7, 3.6, size=6.5, font="body-black", valign="middle", wrap=False)
        pen.text(what, x + 6.0, y + 4.8, gw - 7, 4.8, size=6, color=MUTED, valign="middle", min_size=6,
                 leading=1.05)
    y += 12.0
    # the score
    y = _section_title(pen, y, "SCORE", f"{len(d.rooms)} rooms \u00b7 {d.enemy_count} enemies")
    parts = ["coins", "+ rooms", "+ 2 \u00d7 enemies", "+ bonus", "= score"]
    pw = WIDTH / len(parts)
    for k, label in enumerate(parts):
        x = LEFT + k * pw
        _write_box(pen, x + 0.4, y, pw - 0.8, 6.5)
        pen.text(label, x, y + 6.8, pw, 3.2, size=6, color=MUTED, align="center", wrap=False, min_size=6)
    pen.text("bonus: +10 every room, +10 every enemy", LEFT, min(y + 10.4, BOTTOM - 3.4), WIDTH, 3.4, size=6,
             color=MUTED, align="center", wrap=False, min_size=6)
    return pen.page("player stats")


KEY_SLOTS_PER_ROW = 3
KEY_SLOT_H = 7.5


def _key_rows(d: Dungeon) -> int:
    return max(1, math.ceil(len(d.doors) / KEY_SLOTS_PER_ROW))


def _map_layout(d: Dungeon) -> dict[int, tuple[float, float, float]]:
    """Level -> (x0, y0, cell) in design mm (see :func:`map_geometry`)."""
    (w1, h1) = d.sizes[0]
    (w2, h2) = d.sizes[1] if len(d.sizes) > 1 else (0, 0)
    ox = d.offset[0]
    title_h, label_h, gap = 13.0, 5.0, 3.0
    keys_h = 5.5 + _key_rows(d) * (KEY_SLOT_H + 0.8)
    avail_h = BOTTOM - TOP - title_h - 2 * label_h - keys_h - 2 * gap
    cols = max(w1, ox + w2)
    cell = min(WIDTH / cols, avail_h / (h1 + h2), 14.0)
    x0 = LEFT + (WIDTH - cols * cell) / 2
    y1 = TOP + title_h + label_h
    y2 = y1 + h1 * cell + gap + label_h
    return {1: (x0, y1, cell), 2: (x0 + ox * cell, y2, cell)}


def map_geometry(d: Dungeon, paper: Paper) -> dict[int, tuple[float, float, float]]:
    """Where the master map puts each level on the page: level -> (x0, y0, cell size), in page mm.

    Level 2 is drawn under level 1 with its columns lined up under the squares
    it lies above (``dungeon.offset``), and a dashed frame on level 1 marks
    that area.
    """
    pen = _Pen(paper)
    return {lvl: (pen.X(x), pen.Y(y), c * pen.s) for lvl, (x, y, c) in _map_layout(d).items()}


def _map_page(d: Dungeon, paper: Paper) -> Page:
    pen = _Pen(paper)
    pen.text("MASTER MAP", LEFT, TOP, 70, 9, size=18, font="display", valign="middle", wrap=False)
    # north arrow
    nx = RIGHT - 4.0
    _arrow(pen, nx, TOP + 5.5, "up", 6.0, INK)
    pen.text("N", nx - 10, TOP + 2.0, 6.5, 4, size=8, font="body-black", align="right", valign="middle", wrap=False)
    pen.line(LEFT, TOP + 10, RIGHT, TOP + 10, Style(stroke=INK, width=0.4))
    geo = _map_layout(d)
    square = Style(stroke=GRID_INK, width=0.3)
    for level, (w, h) in enumerate(d.sizes, 1):
        x0, y0, c = geo[level]
        label = "LEVEL 1" if level == 1 else "LEVEL 2 \u2014 above the dashed area of level 1"
        pen.text(label, LEFT, y0 - 4.6, WIDTH, 4.2, size=6.5, font="body-black", valign="middle", wrap=False,
                 min_size=6, align="left" if level == 1 else "center")
        for j in range(h):
            for i in range(w):
                pen.rect(x0 + i * c, y0 + j * c, c, c, square)
        pen.rect(x0, y0, w * c, h * c, Style(stroke=INK, width=0.5))
    # level 2's footprint on level 1
    if len(d.sizes) > 1:
        x0, y0, c = geo[1]
        ox, oy = d.offset
        w2, h2 = d.sizes[1]
        pen.rect(x0 + ox * c + 0.6, y0 + oy * c + 0.6, w2 * c - 1.2, h2 * c - 1.2,
                 Style(stroke=EXIT_INK, width=0.35, dash=(1.2, 0.9)))
    # room 1, bottom-left of level 1
    x0, y0, c = geo[1]
    h1 = d.sizes[0][1]
    pen.text("1", x0, y0 + (h1 - 1) * c, c, c * 0.72, size=min(11.0, c * 1.6), font="body-black", align="center",
             valign="middle", wrap=False)
    if c >= 8.0:
        pen.text("start", x0, y0 + (h1 - 1) * c + c * 0.58, c, c * 0.38, size=6, color=MUTED, align="center",
                 valign="middle", wrap=False, min_size=6)
    # key slots: a grey key to colour in when found, a box to tick when used
    colors = [door.key for door in d.doors]
    ky = BOTTOM - _key_rows(d) * (KEY_SLOT_H + 0.8) + 0.8
    pen.text("KEYS \u2014 colour a key in when you find it, tick it when used", LEFT, ky - 4.9, WIDTH, 4,
             size=6.5, font="body-black", valign="middle", wrap=False, min_size=6)
    kw = WIDTH / KEY_SLOTS_PER_ROW
    for k, color in enumerate(colors):
        x = LEFT + (k % KEY_SLOTS_PER_ROW) * kw
        y = ky + (k // KEY_SLOTS_PER_ROW) * (KEY_SLOT_H + 0.8)
        _write_box(pen, x + 0.4, y, kw - 0.8, KEY_SLOT_H, r=1.0)
        pen.icon("key", x + 1.4, y + 0.8, KEY_SLOT_H - 1.6, GRID_INK)
        pen.text(color, x + 7.5, y, kw - 14.0, KEY_SLOT_H, size=7, font="body-black", valign="middle", wrap=False,
                 min_size=6)
        _checkbox(pen, x + kw - 5.6, y + (KEY_SLOT_H - 3.6) / 2, 3.6)
    return pen.page("master map")


def tracker_pages(dungeon: Dungeon, paper: Paper) -> list[Page]:
    """The player's stats page and the master map (both levels, key slots)."""
    return [_stats_page(dungeon, paper), _map_page(dungeon, paper)]


# --- the designer's appendix ----------------------------------------------------------

def _pct(p: Fraction | float) -> str:
    v = 100 * float(p)
    if 99.5 <= v < 100:
        return ">99%"
    return f"{v:.0f}%"


class _Flow:
    """Pages filled top to bottom with paragraphs and tables (headers repeat after a page break)."""

    def __init__(self, paper: Paper, title: str, subtitle: str, label: str) -> None:
        self.paper, self.title, self.subtitle, self.label = paper, title, subtitle, label
        self.pages: list[Page] = []
        self.pen = self._start()
        self.y = TOP + 14.0
        self.limit = BOTTOM - 4.5

    def _start(self) -> _Pen:
        pen = _Pen(self.paper)
        pen.text(self.title, LEFT, TOP, WIDTH, 8, size=14, font="display", valign="middle", wrap=False,
                 min_size=10)
        pen.text(self.subtitle, LEFT, TOP + 8, WIDTH, 3.6, size=6, color=MUTED, wrap=False, min_size=6)
        pen.line(LEFT, TOP + 12.2, RIGHT, TOP + 12.2, Style(stroke=INK, width=0.4))
        return pen

    def break_page(self) -> None:
        self.pages.append(self.pen.page(f"{self.label} {len(self.pages) + 1}"))
        self.pen = self._start()
        self.y = TOP + 14.0

    def paragraph(self, head: str, body: str) -> None:
        bh = self.pen.height_of(body, WIDTH - 23, 6.5)
        if self.y + bh > self.limit:
            self.break_page()
        self.pen.text(head, LEFT, self.y, 22, 7.2, size=6.5, font="body-black", min_size=6, leading=1.1)
        self.pen.text(body, LEFT + 23, self.y, WIDTH - 23, bh, size=6.5)
        self.y += max(bh, 3.6) + 1.8

    def table(self, title: str, header: Sequence[str], widths: Sequence[float], rows: Sequence[Sequence[str]],
              left: Sequence[int] = (1,)) -> None:
        row_h = 3.9
        k = sum(widths)
        widths = [w * WIDTH / k for w in widths]

        def head() -> None:
            pen = self.pen
            pen.text(title, LEFT, self.y, WIDTH, 3.8, size=6.5, font="body-black", wrap=False, min_size=6)
            self.y += 4.4
            pen.rect(LEFT, self.y - 0.3, WIDTH, row_h, Style(fill=CEILING))
            x = LEFT
            for i, (w, h) in enumerate(zip(widths, header)):
                pen.text(h, x + 0.5, self.y - 0.3, w - 1.0, row_h, size=6, font="body-bold", valign="middle",
                         wrap=False, align="left" if i in left else "center", min_size=6)
                x += w
            self.y += row_h

        if self.y + 4.4 + 2 * row_h > self.limit:
            self.break_page()
        head()
        for n, row in enumerate(rows):
            if self.y + row_h > self.limit:
                self.break_page()
                head()
            pen = self.pen
            if n % 2:
                pen.rect(LEFT, self.y - 0.3, WIDTH, row_h, Style(fill=PALE))
            x = LEFT
            for i, (w, cell) in enumerate(zip(widths, row)):
                pen.text(cell, x + 0.5, self.y - 0.3, w - 1.0, row_h, size=6, valign="middle", wrap=False,
                         align="left" if i in left else "center", min_size=6)
                x += w
            self.y += row_h
        self.y += 2.5

    def finish(self) -> list[Page]:
        self.pages.append(self.pen.page(f"{self.label} {len(self.pages) + 1}"))
        return self.pages


def appendix_pages(dungeon: Dungeon, paper: Paper, sim_report=None) -> list[Page]:
    """For the designer: key order, the critical path's expected loss, every battle's odds, the dice game, the sim."""
    esc = escape(dungeon)
    crit = critical_battles(dungeon)
    dice = dice_game_odds()
    flow = _Flow(paper, "DESIGNER'S APPENDIX", f"dungeon {dungeon.seed} \u2014 not for players", "appendix")
    ok = esc.exit_reached and esc.all_rooms and not esc.stuck_keys
    flow.paragraph("Keys in order", (" \u2192 ".join(esc.key_order) if esc.key_order else "no locked doors")
                   + f". Escapable: {'yes' if ok else 'NO'}; the walk from room 1 through the keys to the exit "
                   f"passes {len(esc.route)} rooms.")
    target = dungeon.params.get("critical_loss")
    aim = f" (target {target[0]:g} to {target[1]:g})" if target else ""
    flow.paragraph("Critical path", f"expected HP lost {sum(b.hp_lost for b in crit):.1f}{aim} over {len(crit)} "
                   "battles, each at the weapon level the shops on the way offer by then.")
    flow.table("Battles on the critical path", ("room", "enemy", "weapon", "win", "HP lost"), (7, 26, 10, 10, 10),
               [(str(b.room), b.enemy, str(b.weapon), _pct(b.win), f"{b.hp_lost:.1f}") for b in crit])
    flow.paragraph("Dice game", f"to 21: expected coins lost to busts {float(dice.busts):.2f}; no bust at all "
                   f"{_pct(dice.clean)}; expected rolls {float(dice.rolls):.1f}.")
    if sim_report is not None:
        flow.paragraph("Simulated player", "\n".join(sim_report.lines()))
    rows = []
    for r in dungeon.rooms:
        e = r.encounter.enemy
        if e is None:
            continue
        cells = [str(r.number), e.name, str(e.hp)]
        for w in (1, 2, 3, 4):
            o = battle_odds(e, w)
            cells.append(f"{_pct(o.win)} \u00b7 {float(o.hp_lost):.1f}")
        rows.append(cells)
    flow.table("Every battle from 10 HP: chance to win \u00b7 expected HP lost",
               ("room", "enemy", "HP", "weapon 1", "weapon 2", "weapon 3", "weapon 4"), (7, 24, 5, 14, 14, 14, 14),
               rows)
    return flow.finish()


__all__ = [
    "appendix_pages",
    "map_geometry",
    "notes_page",
    "room_page",
    "rules_pages",
    "title_page",
    "tracker_pages",
]
