"""A room's picture: the compass, and the viewport (a one-point-perspective view of the room as seen facing
``room.facing``: far wall, floor, ceiling and side walls, with a doorway wherever
:func:`~pnp.games.notebook.views.exits` says, each marked by a badge with an arrow and the neighbour's room number)."""

from __future__ import annotations

import math

from pnp.games.notebook.content import key_colour
from pnp.games.notebook.frames import carved_frame
from pnp.games.notebook.glyphs import way_glyph
from pnp.games.notebook.model import FACINGS, Dungeon, Room
from pnp.games.notebook.pen import (
    BACK,
    BACK_WALL,
    CEILING,
    COIN_INK,
    DAYLIGHT,
    EXIT_INK,
    FLOOR,
    ICON_FOR_KIND,
    KEY_INK,
    KEY_LETTER,
    MUTED,
    NOW_RED,
    OPENING,
    SIDE_WALL,
    STONE,
    VIEW,
    WOOD,
    WOOD_LINE,
    Pen,
    badge_height,
    key_letter,
)
from pnp.games.notebook.views import Exit, exits
from pnp.i18n import _, pgettext
from pnp.scene.color import INK, WHITE, Color
from pnp.scene.locale import localised
from pnp.scene.model import Segment, Style
from pnp.scene.shapes import arc_segments
from pnp.scene.text import text_height, text_width

# --- the compass -------------------------------------------------------------------

def _letters(pen: Pen) -> tuple[float, float, float]:
    """The compass letters' box, their inset from the rim and their discs' radius: as designed, or as much
    larger as a letter at the floor needs."""
    box = max(3.2, text_height("body-black", pen.pt(6.5)) + 0.1)
    return box, 2.0 * box / 3.2, 1.35 * box / 3.2


def compass_radius(pen: Pen, r: float) -> float:
    """A compass ``r`` mm across its middle, or larger where its letters at the floor would touch (two
    neighbours' boxes a diagonal apart)."""
    box, inset, _disc = _letters(pen)
    return max(r, inset + (box + 0.4) / math.sqrt(2))


def compass(pen: Pen, room: Room, cx: float, cy: float, r: float) -> None:
    """The rose turned so the way the view faces is at the top; a cracked one with ? when broken; ``r`` mm
    across, or as large as its letters at the floor need (:func:`compass_radius`)."""
    r = compass_radius(pen, r)
    pen.circle(cx, cy, r, Style(fill=WHITE, stroke=INK, width=0.45))
    pen.circle(cx, cy, r - 0.9, Style(stroke=STONE, width=0.25))
    if not room.compass:
        # spun needle, cracked glass and a question mark: the facing stays hidden
        a = math.radians(200)
        tip = (cx + (r - 2) * math.cos(a), cy + (r - 2) * math.sin(a))
        tail = (cx - (r - 2) * math.cos(a), cy - (r - 2) * math.sin(a))
        pen.line(*tip, *tail, Style(stroke=MUTED, width=0.5))
        for crack in (((-0.75, -0.45), (-0.2, -0.05), (-0.35, 0.25), (0.25, 0.7)),
                      ((0.3, -0.8), (0.15, -0.3), (0.55, -0.1))):
            pen.poly([(cx + r * u, cy + r * v) for u, v in crack], Style(stroke=INK, width=0.3), closed=False)
        pen.circle(cx, cy, 2.9, Style(fill=WHITE, stroke=INK, width=0.3))
        pen.text("?", cx - 2.5, cy - 2.5, 5.0, 5.0, size=11, font="body-black", color=NOW_RED)
        return
    i = FACINGS.index(room.facing)
    # the needle: red half up (the way you face)
    pen.poly([(cx, cy - r + 2.2), (cx + 0.9, cy), (cx - 0.9, cy)], Style(fill=NOW_RED))
    pen.poly([(cx, cy + r - 2.2), (cx + 0.9, cy), (cx - 0.9, cy)], Style(fill=MUTED))
    # the letters' discs: as designed, or as much larger as a letter at the floor needs
    box, inset, disc = _letters(pen)
    for k, (dx, dy) in enumerate(((0, -1), (1, 0), (0, 1), (-1, 0))):  # top, right, bottom, left
        letter = compass_letter(FACINGS[(i + k) % 4])
        lx, ly = cx + dx * (r - inset), cy + dy * (r - inset)
        top = k == 0
        pen.circle(lx, ly, disc, Style(fill=NOW_RED if top else WHITE))
        pen.text(letter, lx - box / 2, ly - box / 2, box, box, size=6.5, font="body-black", color=WHITE if top else INK)


def compass_letter(facing: str) -> str:
    """A compass point's letter as printed (``facing`` is the model's N, E, S or W)."""
    # i18n: the letters of a compass's points (one letter each: north, east, south, west)
    letters = {"N": pgettext("compass", "N"), "E": pgettext("compass", "E"), "S": pgettext("compass", "S"),
               "W": pgettext("compass", "W")}
    return letters.get(facing, facing)


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


AHEAD_DOOR = (46.0, 40.0, 59.0, BACK[3])  # x0, y_top (arch top), x1, floor


def _ahead_door_path(door: tuple[float, float, float, float] = AHEAD_DOOR) -> list[Segment]:
    x0, top, x1, floor = door
    r = (x1 - x0) / 2
    cx = (x0 + x1) / 2
    arc = arc_segments(cx, top + r, r, 180, 360)
    return [("M", x0, floor), ("L", x0, top + r), *arc[1:], ("L", x1, floor), ("Z",)]


def _room_shell(pen: Pen) -> None:
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
    carved_frame(pen, vx0, vy0, vx1, vy1)


def badge(pen: Pen, cx: float, cy: float, where: str, number: int, lock: str | None = None,
           tag: str = "below") -> None:
    """A white sign with the way's glyph (see glyphs.py) and the neighbour's room number.

    A locked door's sign carries a tag with the key colour's name, under the
    sign or (``tag="right"``, for the way behind, whose door cannot be seen)
    to its right with a padlock.
    """
    w, h = badge_size(pen, number)
    y = cy - h / 2
    pen.rect(cx - w / 2, y, w, h, Style(fill=WHITE, stroke=EXIT_INK, width=0.45), r=1.2)
    way_glyph(pen, cx - w / 2 + 2.8, cy, where, 4.2, EXIT_INK)
    pen.text(str(number), cx - w / 2 + 4.9, y, w - 5.4, h, size=10, font="body-black", color=EXIT_INK)
    if lock is None:
        return
    word = localised(key_colour(lock))
    tag_w, tag_h = _tag_size(pen, word)
    if tag == "right":
        px, size = cx + w / 2 + 1.0, _padlock_size(pen, 5.0)
        _padlock(pen, lock, (px + size / 2 + 0.1, cy), 5.0, INK)
        tx, ty = px + size + 0.6, cy - tag_h / 2
    else:
        tx, ty = cx - tag_w / 2, y + h + 0.6
    pen.rect(tx, ty, tag_w, tag_h, Style(fill=INK), r=0.8)
    pen.text(word, tx, ty, tag_w, tag_h, size=6, font="body-bold", color=WHITE)


BADGE_H = 7.0  # a way's sign


def badge_size(pen: Pen, number: int) -> tuple[float, float]:
    """A way's sign: 2.6 mm a digit and :data:`BADGE_H` tall as designed, or as large as its number at the floor
    needs beside the way's glyph."""
    digits = str(number)
    size = pen.pt(10)
    return (max(7.2 + 2.6 * len(digits), 5.4 + text_width(digits, "body-black", size) + 0.8),
            badge_height(size, BADGE_H, 0.6))


def hang_below(pen: Pen) -> float:
    """How far under the viewport the way-behind sign reaches (it hangs 0.5 mm under the picture's bottom edge,
    centred on that line, with its padlock and tag beside it): 4 mm as designed."""
    return 0.5 + max(badge_size(pen, 99)[1], _padlock_size(pen, 5.0), _tag_size(pen, "")[1]) / 2


def _under_sign(pen: Pen, e: Exit, cy: float, lock_y: float, size: float) -> float:
    """Where a padlock hangs: at ``lock_y``, or under its way's sign (and the sign's tag) when they reach it."""
    h = badge_size(pen, e.room)[1]
    bottom = cy + h / 2 + (0.6 + _tag_size(pen, localised(key_colour(e.door)))[1] if e.door else 0.0)
    return max(lock_y, bottom + 0.4 + _padlock_size(pen, size) / 2)


def _tag_size(pen: Pen, word: str) -> tuple[float, float]:
    """The key colour's tag under a locked way's sign: 3.6 mm tall as designed, or as its word at the floor
    needs; as wide as its word (in the current locale)."""
    return 3.2 + text_width(word, "body-bold", pen.pt(6)), max(3.6, text_height("body-bold", pen.pt(6)) + 0.4)


def _padlock_size(pen: Pen, size: float) -> float:
    """A padlock ``size`` mm tall, or as tall as the disc of its key letter at the floor needs (a quarter of it):
    the widest of the locale's key letters, so every padlock is one size."""
    return max(size, max(pen.letter_radius(letter) for c in KEY_LETTER if (letter := key_letter(c))) / 0.25)


def _padlock(pen: Pen, color: str, at: tuple[float, float], size: float, halo: Color = WHITE) -> None:
    """A padlock in the key's colour with a halo (white on dark wood, dark on the page); larger than ``size``
    when the key's letter on it at the floor needs it (see :meth:`Pen.key_icon`)."""
    x, y = at
    size = _padlock_size(pen, size)
    pen.key_icon("padlock", color, x - size / 2, y - size / 2, size, halo, 0.35)


def _ladder(pen: Pen, x: float, y_top: float, y_bottom: float, w: float) -> None:
    rail = Style(stroke=WOOD_LINE, width=0.7, cap="round")
    rung = Style(stroke=WOOD, width=0.55, cap="round")
    pen.line(x, y_top, x, y_bottom, rail)
    pen.line(x + w, y_top, x + w, y_bottom, rail)
    y = y_bottom - 2.2
    while y > y_top + 0.8:
        pen.line(x, y, x + w, y, rung)
        y -= 3.0


def _chains(pen: Pen, x: float, y: float) -> None:
    """Broken chains on the floor (room 1)."""
    for k in range(5):  # long links, and short ones turned across them
        pen.ellipse(x + k * 1.9, y, *((1.2, 0.7) if k % 2 == 0 else (0.5, 0.55)), Style(stroke=MUTED, width=0.45))


def _floor_art(pen: Pen, room: Room) -> None:
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
        pen.key_icon("key", enc.key, cx - size / 2, floor_y - size, size, INK, 0.35)
    elif enc.kind in ICON_FOR_KIND:
        size = 13.0
        pen.ellipse(cx, floor_y - 0.6, size * 0.4, 1.1, Style(fill=STONE))
        pen.icon(ICON_FOR_KIND[enc.kind], cx - size / 2, floor_y - size, size, INK)
    elif room.number == 1:
        _chains(pen, cx - 10, floor_y - 2.5)
        _chains(pen, cx + 3, floor_y - 1.2)


EXIT_SIGN = (39.0, 24.2, 66.0, 31.2)  # x0, y0, x1, y1: hung from the ceiling, clear of every way out


def _exit_sign(pen: Pen) -> None:
    """A lit EXIT board hanging from the ceiling: every exit room shows it, whichever ways out it has. As designed
    (:data:`EXIT_SIGN`), or wider about its middle and taller as its word at the floor (in the locale) needs."""
    x0, y0, x1, y1 = EXIT_SIGN
    size = pen.pt(11)
    half = max(x1 - x0, text_width(localised(_("EXIT")), "body-black", size) + 2.0) / 2
    x0, x1 = (x0 + x1) / 2 - half, (x0 + x1) / 2 + half
    y1 = y0 + badge_height(size, y1 - y0, 0.6)
    chain = Style(stroke=WOOD_LINE, width=0.35)
    for x in (x0 + 4.0, x1 - 4.0):
        pen.line(x, VIEW[1], x, y0, chain)
    pen.rect(x0, y0, x1 - x0, y1 - y0, Style(fill=DAYLIGHT, stroke=COIN_INK, width=0.6), r=1.2)
    # i18n: the sign over the dungeon's way out (capitals, short: it fits the gate's sign)
    pen.text(_("EXIT"), x0, y0, x1 - x0, y1 - y0, size=11, font="body-black", color=NOW_RED)


LADDER_X = 61.5  # the ladder up leans here, against the far wall's right half
HOLE = ((BACK[0] + BACK[2]) / 2, VIEW[3] - 7.0)  # the hole in the floor the ladder down goes through
DAYLIGHT_GATE = (41.0, BACK[1] + 2.5, 64.0, BACK[3])  # the exit's gate in the far wall when no doorway is there


def viewport(pen: Pen, d: Dungeon, room: Room) -> None:
    """The room as seen facing its way: the shell, the far wall, the ways out, the floor's art, then the signs
    (drawn in that order, each over the last)."""
    ways = {e.where: e for e in exits(d, room)}
    _room_shell(pen)
    _far_wall(pen, room, ways)
    _doorways(pen, ways)
    _ladders(pen, ways)
    _floor_art(pen, room)
    if "ahead" in ways and ways["ahead"].door:  # the far door's lock goes in front of the floor art
        x0, top, x1, _floor = AHEAD_DOOR
        y = top + 11.0  # behind the tag's lower edge, as designed
        tag_w, tag_h = _tag_size(pen, localised(key_colour(ways["ahead"].door)))
        w0 = 3.2 + max(text_width(c, "body-bold", 6.0) for c in KEY_INK)  # the widest tag as designed, 3.6 mm tall
        if tag_w > w0 + 1e-6 or tag_h > 3.6 + 1e-6:  # under a larger tag (its sign hangs at top + 3.2), wholly seen
            y = max(y, top + 3.2 + BADGE_H / 2 + 0.6 + tag_h + 0.4 + _padlock_size(pen, 5.0) / 2)
        _padlock(pen, ways["ahead"].door, ((x0 + x1) / 2, y), 5.0)
    _signs(pen, ways)


def _far_wall(pen: Pen, room: Room, ways: dict[str, Exit]) -> None:
    """The exit's daylight gate (when no doorway is ahead) and its EXIT sign, and the torches."""
    bx0, by0, bx1, _by1 = BACK
    daylight = room.encounter.kind == "exit" and "ahead" not in ways
    if daylight:
        gate = DAYLIGHT_GATE
        pen.path(_ahead_door_path(gate), Style(fill=DAYLIGHT, stroke=INK, width=0.45))
        cx, cy = (gate[0] + gate[2]) / 2, gate[1] + 11.5
        for k in range(5):  # rays of daylight
            a = math.radians(200 + k * 35)
            pen.line(cx + 6 * math.cos(a), cy + 6 * math.sin(a), cx + 10 * math.cos(a), cy + 10 * math.sin(a),
                     Style(stroke=COIN_INK, width=0.4))
    if room.encounter.kind == "exit":
        _exit_sign(pen)
    if "up" not in ways and not daylight:
        pen.icon("torch", bx1 - 9.5, by0 + 3.0, 6.0, MUTED)
    if not daylight:
        pen.icon("torch", bx0 + 3.5, by0 + 3.0, 6.0, MUTED)


def _doorways(pen: Pen, ways: dict[str, Exit]) -> None:
    """An opening, or a wooden door (two planks' joints) with its padlock, on each side wall and in the far wall
    that has a way out."""
    planks = Style(stroke=WOOD_LINE, width=0.3)
    t0, t1, top = SIDE_DOOR
    for side in ("left", "right"):
        e = ways.get(side)
        if e is None:
            continue
        outline = [_side_point(side, t, frac) for t, frac in ((t0, 0), (t0, top), (t1, top), (t1, 0))]
        if e.door:
            pen.poly(outline, Style(fill=WOOD, stroke=WOOD_LINE, width=0.4))
            for t in (t0 + (t1 - t0) * k / 3 for k in (1, 2)):
                pen.line(*_side_point(side, t, 0), *_side_point(side, t, top), planks)
            x, y = _side_point(side, 0.49, 0.17)
            sign = _side_point(side, 0.49, 0.55)[1]
            _padlock(pen, e.door, (x, _under_sign(pen, e, sign, y, 5.2)), 5.2)
        else:
            pen.poly(outline, Style(fill=OPENING, stroke=INK, width=0.35))
    if "ahead" in ways:
        if ways["ahead"].door:
            pen.path(_ahead_door_path(), Style(fill=WOOD, stroke=WOOD_LINE, width=0.4))
            x0, arch, x1, floor = AHEAD_DOOR
            r = (x1 - x0) / 2
            for x in (x0 + (x1 - x0) * k / 3 for k in (1, 2)):
                pen.line(x, arch + (r - math.sqrt(max(0.0, r * r - (x - (x0 + r)) ** 2))), x, floor, planks)
        else:
            pen.path(_ahead_door_path(), Style(fill=OPENING, stroke=INK, width=0.35))


def _ladders(pen: Pen, ways: dict[str, Exit]) -> None:
    """A ladder up through the ceiling, a ladder down through a hole in the floor."""
    if "up" in ways:
        pen.ellipse(LADDER_X + 2.5, 27.5, 7.0, 2.4, Style(fill=OPENING, stroke=INK, width=0.3))
        _ladder(pen, LADDER_X, 27.5, VIEW[3] - 4.0, 5.0)
    if "down" in ways:
        pen.ellipse(*HOLE, 8.0, 2.6, Style(fill=OPENING, stroke=INK, width=0.3))
        _ladder(pen, HOLE[0] - 2.5, HOLE[1] - 8.5, HOLE[1], 5.0)


def _signs(pen: Pen, ways: dict[str, Exit]) -> None:
    """Each way out's sign with the room it leads to, on top of everything (a ladder's with no lock; the way
    behind's lock to its right, where its door cannot be seen)."""
    x0, top, x1, _floor = AHEAD_DOOR
    at = {"left": _side_point("left", 0.49, 0.55), "right": _side_point("right", 0.49, 0.55),
          "ahead": ((x0 + x1) / 2, top + 3.2 if "ahead" in ways and ways["ahead"].door else top + 5.0),
          "behind": ((VIEW[0] + VIEW[2]) / 2, VIEW[3] + 0.5), "up": (LADDER_X + 17.0, 28.5),
          "down": (HOLE[0] + 16.0, HOLE[1])}
    for where, (x, y) in at.items():
        if where in ways:
            lock = None if where in ("up", "down") else ways[where].door
            badge(pen, x, y, where, ways[where].room, lock, "right" if where == "behind" else "below")
