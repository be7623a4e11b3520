"""Every printable component of the maze-tile game except the tiles (see draw.py).

Each function returns :class:`~pnp.scene.model.Page` objects trimmed to one
component with a 3 mm bleed; imposing them onto sheets happens elsewhere.
The words come from ``data/*.toml`` through :mod:`.content`.

Sizes:

- hero boards: A5 landscape (210 × 148 mm), text 5 mm inside the trim;
- key tokens: round, 32 mm (``token-32``): a key token is laid over an
  action box of the hero board (37.6 × 37 mm), so it must cover it but fit;
- hand and feet action tokens: round, 19 mm (``token-19``);
- wound tokens: square, 20 mm (``square-token``), so they never pass for action tokens;
- wall tokens: 30 × 8 mm (:data:`WALL_TOKEN`), long enough to close a 24 mm
  pathway where two tiles meet, narrow enough to sit on the seam;
- desperation cards: poker size;
- dice nets and player aids: A6 (105 × 148 mm).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from pnp.games.maze_tiles import draw as tiles
from pnp.games.maze_tiles.content import Action, Cost, DesperationCard, Hero, KeyToken, MinotaurFace, load_content
from pnp.games.maze_tiles.draw import (
    BLOOD, CURB, FEET, HAND, HERO_RGB, INK, KEY_RGB, MUTED, PANEL, PANEL_LINE, PARCHMENT, STONE, STONE_JOINT,
    STONE_LIGHT, SYMBOL_ICON, SYMBOL_ICON_SCALE, SYMBOL_NAME, SYMBOL_RGB, WOUND, brick_joints,
    darker, ink_on,
)
from pnp.games.maze_tiles.model import SYMBOLS, TileSet
from pnp.grid.core import wall_segment
from pnp.grid.maze import perfect_maze
from pnp.catalog import COMPONENT_BLEED, Component, component, paper
from pnp.scene.color import WHITE, Color
from pnp.scene.model import Icon, Item, Page, Path, Segment, Style, Text
from pnp.scene.shapes import arc_segments, bleed_band, bleed_rect, circle, line, rect, rounded_rect
from pnp.scene.text import PT, measured_text

BLEED = COMPONENT_BLEED  # 1/8 in, see pnp.catalog
CARD_SAFE = 3.0
BOARD_SAFE = 5.0
MIN_TEXT = 5.0  # pt: the smallest text anywhere...
MIN_TOKEN_TEXT = 4.5  # ...except on small tokens

BOARD = paper("a5").landscape()
AID = paper("a6")
NET_PAGE = paper("a6")
POKER = component("poker-card")
KEY_TOKEN = component("token-32")
ACTION_TOKEN = component("token-19")
WOUND_TOKEN = component("square-token")
WALL_TOKEN = Component("wall-token", "Wall token", 30.0, 8.0, "rect", 0.0, 1.0)

DESPAIR = Color.hex("#4a1d1d")  # desperation cards
DESPAIR_LIGHT = Color.hex("#5e2a27")
REACTION = Color.hex("#f0dcae")
BOX = Color.hex("#fcf9f2")
TAB_FILL = Color.hex("#d9d4cc")  # glue tabs of the dice nets
FOLD = Color.hex("#4d4640")
MINOTAUR_FACE = Color.hex("#3d2b22")
MINOTAUR_ART = Color.hex("#f2e3c4")
BLOOD_FACE = Color.hex("#fbf6ef")


@dataclass(frozen=True)
class Printable:
    """One kind of component: its fronts and, for two-sided ones, its backs.

    ``backs`` is empty for a one-sided component, a single page when every
    front shares one back, or one page per front.
    """

    name: str  # a key of component_counts()
    fronts: tuple[Page, ...]
    backs: tuple[Page, ...] = ()


# --- small helpers -------------------------------------------------------------------

def _token_glyph(kind: str, cx: float, cy: float, d: float) -> list[Item]:
    """A little action token: hand (ochre, hand icon), feet (blue, footprint) or any (half and half)."""
    r = d / 2
    if kind == "any":
        left = arc_segments(cx, cy, r, 90, 270) + (("Z",),)
        right = arc_segments(cx, cy, r, 270, 450) + (("Z",),)
        return [Path(left, Style(fill=HAND)), Path(right, Style(fill=FEET)),
                line(cx, cy - r, cx, cy + r, Style(stroke=WHITE, width=0.25, cap="butt")),
                circle(cx, cy, r, Style(stroke=CURB, width=0.25))]
    color, icon = (HAND, "hand") if kind == "hand" else (FEET, "feet")
    s = d * 0.66
    return [circle(cx, cy, r, Style(fill=color, stroke=CURB, width=0.25)), Icon(icon, cx - s / 2, cy - s / 2, s, WHITE)]


def _cost_items(cost: Cost, cx: float, y: float, d: float, *, color: Color = INK,
                min_size: float = MIN_TEXT) -> list[Item]:
    """The cost of an action as token glyphs, centred on cx, in the row (y, y + d)."""
    if cost.passive or cost.free:
        label = "passive" if cost.passive else "free"
        w = d * 3.2
        return [rounded_rect(cx - w / 2, y, w, d, d / 2, Style(stroke=color, width=0.3)),
                Text(label, cx - w / 2, y, w, d, font="body-bold", size=d / PT * 0.55, color=color,
                     align="center", valign="middle", wrap=False, min_size=min_size)]
    gap = d * 0.18
    pieces: list[tuple[str, int]] = [(k, n) for k, n in (("hand", cost.hand), ("feet", cost.feet), ("any", cost.any))
                                     if n]
    # a kind with more than three tokens shows as "n ×" and one glyph
    widths = []
    num_w = d * 1.15
    for kind, n in pieces:
        widths.append(num_w + d if n > 3 or kind == "any" else n * d + (n - 1) * gap)
    total = sum(widths) + gap * 1.6 * (len(pieces) - 1)
    x = cx - total / 2
    items: list[Item] = []
    for (kind, n), w in zip(pieces, widths):
        if n > 3 or kind == "any":
            items.append(Text(f"{n}×", x, y, num_w, d, font="body-black", size=d / PT * 0.7, color=color,
                              align="center", valign="middle", wrap=False, min_size=min_size))
            items += _token_glyph(kind, x + num_w + d / 2, y + d / 2, d)
        else:
            for i in range(n):
                items += _token_glyph(kind, x + i * (d + gap) + d / 2, y + d / 2, d)
        x += w + gap * 1.6
    return items


def _maze_pattern(x0: float, y0: float, w: float, h: float, step: float, color: Color, seed: int,
                  width: float = 0.9) -> Path:
    """A faint maze filling the box, strokes included (the same for every copy: the seed is fixed)."""
    cols, rows = int((w - width) // step), int((h - width) // step)
    walls = perfect_maze(cols, rows, random.Random(seed))
    ox, oy = x0 + (w - cols * step) / 2, y0 + (h - rows * step) / 2
    segs: list[Segment] = []
    for wall in sorted(walls, key=sorted):
        x1, y1, x2, y2 = wall_segment(wall, ox, oy, step)
        segs += [("M", x1, y1), ("L", x2, y2)]
    return Path(tuple(segs), Style(stroke=color, width=width, cap="square"))


def hoofprint(cx: float, cy: float, size: float, color: Color) -> list[Item]:
    """A cloven hoofprint in the box of side ``size`` centred on (cx, cy): two toes, pointed at the top."""
    h = size * 0.47  # half the height of a toe
    w = size * 0.25  # width of a toe
    g = size * 0.045  # half the gap between the toes
    items: list[Item] = []
    for sign in (-1, 1):
        def p(u: float, v: float) -> tuple[float, float]:
            return (cx + sign * (g + u * w), cy + v * h)

        segs: tuple[Segment, ...] = (
            ("M", *p(0.12, -1.0)),
            ("C", *p(0.75, -0.72), *p(1.08, -0.05), *p(0.97, 0.5)),
            ("C", *p(0.88, 0.98), *p(0.25, 1.08), *p(0.0, 0.78)),
            ("C", *p(-0.04, 0.2), *p(-0.02, -0.5), *p(0.12, -1.0)),
            ("Z",),
        )
        items.append(Path(segs, Style(fill=color)))
    return items


PIPS = {  # positions of 1..3 marks on a face, as fractions of the face
    1: ((0.5, 0.5),),
    2: ((0.29, 0.29), (0.71, 0.71)),
    3: ((0.26, 0.26), (0.5, 0.5), (0.74, 0.74)),
}


# --- hero boards ---------------------------------------------------------------------

BOARD_COLS = 5
BOARD_GAP = 3.0
BOARD_BAND = 24.0
BOX_H = 37.0


def _box_w() -> float:
    return (BOARD.width - 2 * BOARD_SAFE - (BOARD_COLS - 1) * BOARD_GAP) / BOARD_COLS


def action_box(action: Action, x: float, y: float, w: float, h: float, *, accent: Color | None = None,
               label: str | None = None) -> list[Item]:
    """One action on a hero board: name, cost tokens and what it does; a key token may cover it."""
    line_color = accent or PANEL_LINE
    items: list[Item] = [rounded_rect(x, y, w, h, 2.0, Style(fill=BOX, stroke=line_color,
                                                               width=1.0 if accent else 0.4))]
    items.append(Icon("key", x + w - 5.2, y + 1.4, 3.6, PANEL_LINE))  # a key token may go here
    top = y + 2.4
    if label:
        items.append(Text(label, x + 2.5, top, w - 10, 3.2, font="body-bold", size=6, color=accent or MUTED,
                          wrap=False, min_size=MIN_TEXT, align="center" if w < 50 else "left"))
        top += 3.3
    items.append(Text(action.name, x + 2.5, top, w - 5, 5.0, font="body-black", size=9, color=INK,
                      align="center", valign="middle", wrap=False, min_size=MIN_TEXT))
    glyph = 6.0
    cy = top + 6.0
    items += _cost_items(action.cost, x + w / 2, cy, glyph)
    ty = cy + glyph + 1.8
    items.append(Text(action.text, x + 2.5, ty, w - 5, y + h - 2.0 - ty, size=6.8, color=INK, align="center",
                      valign="middle", leading=1.15, min_size=MIN_TEXT))
    return items


def _empty_slot(x: float, y: float, w: float, h: float) -> list[Item]:
    cx, cy = x + w / 2, y + h / 2
    r = KEY_TOKEN.width / 2
    return [
        rounded_rect(x, y, w, h, 2.0, Style(fill=PANEL, stroke=PANEL_LINE, width=0.4, dash=(1.6, 1.0))),
        circle(cx, cy, r, Style(fill=BOX, stroke=PANEL_LINE, width=0.5, dash=(1.2, 1.0))),
        Icon("key", cx - 4.5, cy - 11.5, 9.0, PANEL_LINE),
        Text("Empty key slot", cx - 12, cy - 1.5, 24, 4, font="body-black", size=8, color=MUTED, align="center",
             valign="middle", wrap=False, min_size=MIN_TEXT),
        Text("Keep one key here: it covers no action.", cx - 11.5, cy + 3.2, 23, 7, size=6, color=MUTED,
             align="center", leading=1.15, min_size=MIN_TEXT),
    ]


def _always_box(action: Action, x: float, y: float, w: float, h: float) -> list[Item]:
    items: list[Item] = [rounded_rect(x, y, w, h, 2.0, Style(fill=PANEL, stroke=INK, width=0.6))]
    pad = 3.0
    items.append(Text(action.name, x + pad, y + 2.5, w - 2 * pad, 5.0, font="body-black", size=9.5, color=INK,
                      valign="middle", wrap=False, min_size=MIN_TEXT))
    glyph = 6.0
    cost_w = 16.0
    items += _cost_items(action.cost, x + w - pad - cost_w / 2, y + 2.0, glyph)
    items.append(Text(action.text, x + pad, y + 10.0, w - 2 * pad, h - 17.5, size=7, color=INK, valign="middle",
                      leading=1.15, min_size=MIN_TEXT))
    items.append(Text("Always available: keys and wounds never cover it.", x + pad, y + h - 6.5, w - 2 * pad, 4.0,
                      font="body-italic", size=6, color=MUTED, wrap=False, min_size=MIN_TEXT))
    return items


def _pool_box(x: float, y: float, w: float, h: float) -> list[Item]:
    pad = 3.0
    items: list[Item] = [
        rounded_rect(x, y, w, h, 2.0, Style(stroke=INK, width=0.5, dash=(2.0, 1.2))),
        Text("Action pool", x + pad, y + 2.5, w - 2 * pad - 16, 5.0, font="body-black", size=9.5, color=INK,
             valign="middle", wrap=False, min_size=MIN_TEXT),
    ]
    items += _token_glyph("hand", x + w - pad - 11.5, y + 5.0, 6.0)
    items += _token_glyph("feet", x + w - pad - 3.0, y + 5.0, 6.0)
    items.append(Text("Keep your action tokens here. When you pass, discard what is left and take 7 new ones, "
                      "any mix of hand and feet.", x + pad, y + 10.0, w - 2 * pad, h - 17.5, size=7, color=INK,
                      valign="middle", leading=1.15, min_size=MIN_TEXT))
    gy = y + h - 6.5
    items += _token_glyph("any", x + pad + 2.0, gy + 2.0, 4.0)
    items.append(Text("= tokens of either kind", x + pad + 5.0, gy, w - 2 * pad - 5.0, 4.0, font="body-italic",
                      size=6, color=MUTED, valign="middle", wrap=False, min_size=MIN_TEXT))
    return items


def hero_board(hero: Hero) -> Page:
    content = load_content()
    w, h, s = BOARD.width, BOARD.height, BOARD_SAFE
    color = HERO_RGB[hero.color]
    fg = ink_on(color)
    items: list[Item] = [
        bleed_rect(w, h, BLEED, PARCHMENT),
        bleed_band(w, BOARD_BAND, BLEED, color),
        circle(s + 10.5, BOARD_BAND / 2, 10.0, Style(fill=PARCHMENT, stroke=darker(color, 0.3), width=0.8)),
        Icon(hero.icon, s + 10.5 - 7.5, BOARD_BAND / 2 - 7.5, 15.0, color),
        Text(hero.name, s + 24, s, 80, 10, font="display", size=22, color=fg, valign="middle", wrap=False,
             min_size=12),
        Text(hero.title, s + 24, s + 10.5, 80, 5, font="body-italic", size=9.5, color=fg, wrap=False,
             min_size=MIN_TEXT),
        Text(hero.description, 112, s, w - s - 112, BOARD_BAND - s - 2.0, size=7.5, color=fg, valign="middle",
             leading=1.15, min_size=MIN_TEXT),
    ]
    bw = _box_w()
    top = BOARD_BAND + 3.5
    actions = list(content.board_actions)
    # first row: the first five common actions; second row: the rest, the special (two wide), the empty slot
    slots: list[tuple[str, object]] = [("action", a) for a in actions]
    slots += [("special", hero.special), ("empty", None)]
    col = 0
    row = 0
    for kind, payload in slots:
        span = 2 if kind == "special" else 1
        if col + span > BOARD_COLS:
            col, row = 0, row + 1
        x = s + col * (bw + BOARD_GAP)
        y = top + row * (BOX_H + BOARD_GAP)
        bw_span = span * bw + (span - 1) * BOARD_GAP
        if kind == "action":
            items += action_box(payload, x, y, bw_span, BOX_H)
        elif kind == "special":
            items += action_box(payload, x, y, bw_span, BOX_H, accent=darker(color, 0.1),
                                label=f"{hero.name}'s own action")
        else:
            items += _empty_slot(x, y, bw_span, BOX_H)
        col += span
    bottom = top + (row + 1) * (BOX_H + BOARD_GAP) + 0.5
    bh = h - s - bottom
    always = list(content.always_actions)
    aw = 61.0
    for i, a in enumerate(always):
        items += _always_box(a, s + i * (aw + BOARD_GAP), bottom, aw, bh)
    px = s + len(always) * (aw + BOARD_GAP)
    items += _pool_box(px, bottom, w - s - px, bh)
    return Page(w, h, tuple(items), bleed=BLEED, label=f"hero board {hero.color}")


def hero_boards() -> list[Page]:
    return [hero_board(h) for h in load_content().heroes]


# --- key tokens ----------------------------------------------------------------------

KEY_INNER_R = 12.6  # the parchment disc the words sit on


def key_token(key: KeyToken) -> Page:
    d = KEY_TOKEN.width
    c = d / 2
    color = KEY_RGB[key.color]
    items: list[Item] = [
        bleed_rect(d, d, BLEED, color),
        circle(c, c, KEY_INNER_R, Style(fill=PARCHMENT, stroke=darker(color, 0.25), width=0.5)),
        Icon("key", c - 2.6, 3.9, 5.2, color),
        Text(key.action.name, c - 8.2, 9.3, 16.4, 3.6, font="body-black", size=7, color=INK, align="center",
             valign="middle", wrap=False, min_size=MIN_TOKEN_TEXT),
    ]
    items += _cost_items(key.action.cost, c, 13.3, 3.8, min_size=MIN_TOKEN_TEXT)
    items.append(Text(key.action.text, c - 8.8, 17.6, 17.6, 7.0, size=5.2, color=INK, align="center",
                      valign="top", leading=1.1, min_size=MIN_TOKEN_TEXT))
    return Page(d, d, tuple(items), bleed=BLEED, label=f"key {key.token_id}")


def key_token_back(color_name: str) -> Page:
    """The back of the key tokens of one colour: face down they show only their colour."""
    d = KEY_TOKEN.width
    c = d / 2
    color = KEY_RGB[color_name]
    items: list[Item] = [
        bleed_rect(d, d, BLEED, color),
        circle(c, c, KEY_INNER_R, Style(stroke=PARCHMENT, width=0.6)),
        Icon("key", c - 7.5, c - 9.5, 15.0, PARCHMENT),
        Text(color_name.capitalize(), c - 8, c + 6.0, 16, 4.0, font="body-black", size=7, color=PARCHMENT,
             align="center", valign="middle", wrap=False, min_size=MIN_TOKEN_TEXT),
    ]
    return Page(d, d, tuple(items), bleed=BLEED, label=f"key back {color_name}")


def key_tokens() -> list[Page]:
    return [key_token(k) for k in load_content().keys]


def key_token_backs() -> list[Page]:
    """One back per key token (the back of its colour), in the order of key_tokens()."""
    return [key_token_back(k.color) for k in load_content().keys]


# --- plain tokens -----------------------------------------------------------------------

def wall_token() -> Page:
    w, h = WALL_TOKEN.width, WALL_TOKEN.height
    items: list[Item] = [
        bleed_rect(w, h, BLEED, STONE),
        brick_joints(-BLEED, -BLEED + 0.5, w + BLEED, h + BLEED, 3.5, 7.0, STONE_JOINT, width=0.3),
        rect(0.6, 0.6, w - 1.2, h - 1.2, Style(stroke=STONE_LIGHT, width=0.4)),
    ]
    return Page(w, h, tuple(items), bleed=BLEED, label="wall token")


def wall_tokens() -> list[Page]:
    return [wall_token() for _ in range(load_content().counts["wall_tokens"])]


def wound_token() -> Page:
    w = WOUND_TOKEN.width
    items: list[Item] = [
        bleed_rect(w, w, BLEED, WOUND),
        rounded_rect(1.5, 1.5, w - 3, w - 3, 2.0, Style(stroke=PARCHMENT, width=0.5)),
        Icon("wound", w / 2 - 6.5, w / 2 - 6.5, 13.0, WHITE),
    ]
    return Page(w, w, tuple(items), bleed=BLEED, label="wound token")


def wound_tokens() -> list[Page]:
    return [wound_token() for _ in range(load_content().counts["wound_tokens"])]


def action_token(kind: str) -> Page:
    d = ACTION_TOKEN.width
    c = d / 2
    color, icon = (HAND, "hand") if kind == "hand" else (FEET, "feet")
    items: list[Item] = [
        bleed_rect(d, d, BLEED, color),
        circle(c, c, c - 1.4, Style(stroke=WHITE, width=0.5)),
        Icon(icon, c - 6.0, c - 6.0, 12.0, WHITE),
    ]
    return Page(d, d, tuple(items), bleed=BLEED, label=f"{kind} token")


def action_tokens() -> list[Page]:
    counts = load_content().counts
    return ([action_token("hand") for _ in range(counts["hand_tokens"])]
            + [action_token("feet") for _ in range(counts["feet_tokens"])])


# --- dice nets ---------------------------------------------------------------------------

DIE_FACE = 24.0  # mm, the side of a face
TAB_DEPTH = 7.0
# The latin-cross net: (column, row) of each face. Folded around the cell at (1, 1),
# faces 0 and 4, 1 and 3, 2 and 5 end up opposite each other.
NET_CELLS = ((1, 0), (0, 1), (1, 1), (2, 1), (1, 2), (1, 3))
# The glue tabs: (cell, side). Every pair of edges that meet when folded has one tab.
NET_TABS = ((1, "N"), (3, "N"), (5, "S"), (4, "W"), (4, "E"), (5, "W"), (5, "E"))
# Which data face goes on which net cell. Chosen for the Minotaur die, whose opposite faces then
# sum alike (hooves against hooves); the blood die uses the same order.
FACE_ORDER = (0, 1, 4, 2, 3, 5)  # net cell i shows data face FACE_ORDER[i]


def _net_origin() -> tuple[float, float]:
    return ((NET_PAGE.width - 3 * DIE_FACE) / 2, 19.0)


def net_geometry() -> dict:
    """Face squares (x, y, side), tab polygons and fold/cut segments of the net on the page."""
    x0, y0 = _net_origin()
    s, t = DIE_FACE, TAB_DEPTH
    faces = [(x0 + c * s, y0 + r * s) for c, r in NET_CELLS]
    occupied = set(NET_CELLS)
    steps = {"N": (0, -1), "S": (0, 1), "W": (-1, 0), "E": (1, 0)}

    def edge(i: int, side: str) -> tuple[float, float, float, float]:
        x, y = faces[i]
        return {"N": (x, y, x + s, y), "S": (x, y + s, x + s, y + s),
                "W": (x, y, x, y + s), "E": (x + s, y, x + s, y + s)}[side]

    folds, cuts, tabs = [], [], []
    tab_set = set(NET_TABS)
    for i, (c, r) in enumerate(NET_CELLS):
        for side, (dx, dy) in steps.items():
            n = (c + dx, r + dy)
            if n in occupied:
                if side in ("S", "E"):  # each shared edge once
                    folds.append(edge(i, side))
            elif (i, side) in tab_set:
                folds.append(edge(i, side))
                ax, ay, bx, by = edge(i, side)
                ox, oy = dx * t, dy * t
                # the far side is shorter by the depth at each end (45° shoulders)
                ux, uy = (bx - ax) / s, (by - ay) / s
                tabs.append(((ax, ay), (ax + ox + ux * t, ay + oy + uy * t), (bx + ox - ux * t, by + oy - uy * t),
                             (bx, by)))
            else:
                cuts.append(edge(i, side))
    return {"faces": faces, "side": s, "tabs": tabs, "folds": folds, "cuts": cuts}


def _minotaur_face_art(face: MinotaurFace, x: float, y: float, s: float) -> list[Item]:
    if face.kind == "hooves":
        size = s * (0.5 if face.count == 1 else 0.34 if face.count == 2 else 0.27)
        items: list[Item] = []
        for fx, fy in PIPS[face.count]:
            items += hoofprint(x + fx * s, y + fy * s, size, MINOTAUR_ART)
        return items
    icon = "charge" if face.kind == "charge" else "secret-passage"
    size = s * 0.72
    return [Icon(icon, x + (s - size) / 2, y + (s - size) / 2, size, MINOTAUR_ART)]


def _blood_face_art(wounds: int, x: float, y: float, s: float) -> list[Item]:
    if wounds == 0:
        size = s * 0.56
        return [Icon("shield", x + (s - size) / 2, y + (s - size) / 2, size, MUTED)]
    size = s * (0.46 if wounds == 1 else 0.34 if wounds == 2 else 0.27)
    return [Icon("blood", x + fx * s - size / 2, y + fy * s - size / 2, size, BLOOD) for fx, fy in PIPS[wounds]]


def _die_net(title: str, subtitle: str, fill: Color, arts: list[list[Item]], label: str) -> Page:
    w, h = NET_PAGE.width, NET_PAGE.height
    g = net_geometry()
    s = g["side"]
    items: list[Item] = [
        bleed_rect(w, h, BLEED, WHITE),
        Text(title, CARD_SAFE + 2, CARD_SAFE + 1, w - 2 * CARD_SAFE - 4, 9, font="display", size=17, color=INK,
             align="center", valign="middle", wrap=False, min_size=10),
    ]
    cut = Style(stroke=INK, width=0.35, cap="round")
    fold = Style(stroke=FOLD, width=0.3, cap="butt", dash=(1.4, 1.0))
    for pts in g["tabs"]:
        segs = (("M", *pts[0]), ("L", *pts[1]), ("L", *pts[2]), ("L", *pts[3]), ("Z",))
        items.append(Path(segs, Style(fill=TAB_FILL)))
        items.append(Path((("M", *pts[0]), ("L", *pts[1]), ("L", *pts[2]), ("L", *pts[3])), cut))
    for (fx, fy), art in zip(g["faces"], arts):
        items.append(rect(fx, fy, s, s, Style(fill=fill)))
        items += art
    for x1, y1, x2, y2 in g["cuts"]:
        items.append(line(x1, y1, x2, y2, cut))
    for x1, y1, x2, y2 in g["folds"]:
        items.append(line(x1, y1, x2, y2, fold))
    bottom = max(p[1] for pts in g["tabs"] for p in pts)
    y = bottom + 4.0
    inner = w - 2 * (CARD_SAFE + 2)
    note = measured_text(subtitle, CARD_SAFE + 2, y, inner, size=7, color=INK, align="center")
    items.append(note)
    y += note.height + 1.5
    legend = ("Cut the solid lines, fold along the dashed ones (faces outwards), glue each grey tab "
              "inside the face it meets.")
    items.append(measured_text(legend, CARD_SAFE + 2, y, inner, font="body-italic", size=6.5, color=MUTED,
                               align="center"))
    return Page(w, h, tuple(items), bleed=BLEED, label=label)


def dice_nets() -> list[Page]:
    """The Minotaur die and the blood die, each a cross-shaped net on an A6 page."""
    dice = load_content().dice
    s = DIE_FACE
    faces = net_geometry()["faces"]
    m_arts = [_minotaur_face_art(dice.minotaur[FACE_ORDER[i]], x, y, s) for i, (x, y) in enumerate(faces)]
    b_arts = [_blood_face_art(dice.blood[FACE_ORDER[i]], x, y, s) for i, (x, y) in enumerate(faces)]
    hooves = [f.count for f in dice.minotaur if f.kind == "hooves"]
    others = [{"charge": "a charge", "secret": "a secret passage"}[f.kind] for f in dice.minotaur if f.kind != "hooves"]
    m_note = (f"Faces: {', '.join(str(n) for n in hooves)} hooves (movement points), " + ", ".join(others) + ".")
    b_note = ("Faces: " + ", ".join(str(n) for n in dice.blood) + " wounds (the shield is 0).")
    return [
        _die_net(dice.minotaur_name, m_note, MINOTAUR_FACE, m_arts, "minotaur die"),
        _die_net(dice.blood_name, b_note, BLOOD_FACE, b_arts, "blood die"),
    ]


# --- desperation cards ---------------------------------------------------------------

def desperation_front(card: DesperationCard) -> Page:
    w, h, s = POKER.width, POKER.height, CARD_SAFE
    band = 15.0
    items: list[Item] = [
        bleed_rect(w, h, BLEED, PARCHMENT),
        bleed_band(w, band, BLEED, DESPAIR),
        Text(card.title, s + 1, s, w - 2 * s - 2, band - s - 1.5, font="display", size=15, color=WHITE,
             align="center", valign="middle", wrap=False, min_size=8),
    ]
    cx, cy, r = w / 2, band + 12.5, 10.0
    items += [circle(cx, cy, r, Style(fill=PANEL, stroke=DESPAIR, width=0.8)),
              Icon(card.icon, cx - 6.8, cy - 6.8, 13.6, DESPAIR)]
    y = cy + r + 3.0
    if card.reaction:
        box_h = 13.0
        items.append(rounded_rect(s + 0.5, y, w - 2 * s - 1, box_h, 1.8, Style(fill=REACTION, stroke=DESPAIR,
                                                                             width=0.35)))
        items.append(Text("REACTION", s + 2.5, y + 1.2, w - 2 * s - 5, 3.0, font="body-black", size=6,
                          color=DESPAIR, align="center", wrap=False, min_size=MIN_TEXT))
        items.append(Text(card.reaction, s + 2.5, y + 4.6, w - 2 * s - 5, box_h - 5.6, font="body-italic", size=7.5,
                          color=INK, align="center", valign="middle", leading=1.15, min_size=MIN_TEXT))
        y += box_h + 2.0
    foot = 4.0
    items.append(Text(card.text, s + 1.5, y, w - 2 * s - 3, h - s - foot - 1.5 - y, size=10, color=INK,
                      align="center", valign="middle", leading=1.2, min_size=MIN_TEXT))
    items.append(line(s + 8, h - s - foot - 0.8, w - s - 8, h - s - foot - 0.8, Style(stroke=PANEL_LINE, width=0.3)))
    when = "Desperate act · any turn, when the reaction applies" if card.reaction else "Desperate act · your turn"
    items.append(Text(when, s, h - s - foot, w - 2 * s, foot, font="body-italic", size=6, color=MUTED,
                      align="center", valign="middle", wrap=False, min_size=MIN_TEXT))
    return Page(w, h, tuple(items), bleed=BLEED, label=f"desperation {card.id}")


def desperation_back() -> Page:
    w, h, s = POKER.width, POKER.height, CARD_SAFE
    items: list[Item] = [
        bleed_rect(w, h, BLEED, DESPAIR),
        _maze_pattern(-BLEED, -BLEED, w + 2 * BLEED, h + 2 * BLEED, 5.5, DESPAIR_LIGHT, 20240607),
        rounded_rect(s, s, w - 2 * s, h - 2 * s, 2.5, Style(stroke=REACTION, width=0.7)),
    ]
    pw, ph = w - 2 * s - 10, 34.0
    px, py = (w - pw) / 2, (h - ph) / 2
    items += [
        rounded_rect(px, py, pw, ph, 3.0, Style(fill=PARCHMENT, stroke=INK, width=0.5)),
        Icon("minotaur", w / 2 - 7.5, py + 3.0, 15.0, DESPAIR),
        Text("Desperation", px + 2, py + 19.5, pw - 4, 11, font="display", size=17, color=DESPAIR, align="center",
             valign="middle", wrap=False, min_size=9),
    ]
    return Page(w, h, tuple(items), bleed=BLEED, label="desperation back")


def desperation_cards() -> list[Page]:
    """Every card of the deck (copies included), fronts only; the common back is desperation_back()."""
    return [desperation_front(card) for card in load_content().deck()]


# --- player aids ------------------------------------------------------------------------

AID_SAFE = 4.5


def _heading(text: str, x: float, y: float, w: float, color: Color) -> tuple[list[Item], float]:
    hh = 4.6
    items: list[Item] = [Text(text, x, y, w, hh, font="body-black", size=8.5, color=color, valign="middle",
                              wrap=False, min_size=MIN_TEXT),
                         line(x, y + hh + 0.6, x + w, y + hh + 0.6, Style(stroke=color, width=0.35, cap="butt"))]
    return items, y + hh + 1.8


def _aid_band(w: float, color: Color, title: str, hero: Hero) -> list[Item]:
    band = 13.0
    fg = ink_on(color)
    return [
        bleed_band(w, band, BLEED, color),
        Text(title, AID_SAFE, 3.5, w - 2 * AID_SAFE - 12, band - 4.5, font="display", size=15, color=fg,
             valign="middle", wrap=False, min_size=8),
        Icon(hero.icon, w - AID_SAFE - 9.0, 2.5, 9.0, fg),
    ]


def _aid_ink(hero: Hero) -> Color:
    """The hero's colour for headings and marks on parchment (yellow darkened to read)."""
    color = HERO_RGB[hero.color]
    return darker(color, 0.15) if hero.color == "yellow" else color


def aid_front(hero: Hero) -> Page:
    content = load_content()
    aid = content.aid
    w, h, s = AID.width, AID.height, AID_SAFE
    color = _aid_ink(hero)
    inner = w - 2 * s
    items: list[Item] = [bleed_rect(w, h, BLEED, PARCHMENT)] + _aid_band(w, HERO_RGB[hero.color], "Player aid", hero)
    y = 16.0
    goal = measured_text(aid.goal, s, y, inner, font="body-italic", size=7.2, color=INK)
    items.append(goal)
    y += goal.height + 3.0
    head, y = _heading("Your turn", s, y, inner, color)
    items += head
    for i, step in enumerate(aid.turn, 1):
        body = measured_text(step, s + 5.5, y, inner - 5.5, size=7.0, color=INK)
        items.append(circle(s + 2.0, y + 1.3, 2.0, Style(fill=color)))
        items.append(Text(str(i), s, y - 0.2, 4.0, 3.0, font="body-black", size=6.5, color=ink_on(color),
                          align="center", valign="middle", wrap=False))
        items.append(body)
        y += body.height + 1.2
    y += 2.0
    head, y = _heading("Actions and their costs", s, y, inner, color)
    items += head
    rows = list(content.actions)
    col_w = (inner - 3.0) / 2
    row_h = 6.4
    per_col = math.ceil(len(rows) / 2)
    for i, action in enumerate(rows):
        cx = s + (i // per_col) * (col_w + 3.0)
        ry = y + (i % per_col) * row_h
        if (i % per_col) % 2 == 0:
            items.append(rect(cx, ry, col_w, row_h, Style(fill=PANEL)))
        items.append(Text(action.name, cx + 1.0, ry, col_w - 17, row_h, font="body-bold", size=7, color=INK,
                          valign="middle", wrap=False, min_size=MIN_TEXT))
        items += _cost_items(action.cost, cx + col_w - 8.5, ry + 1.2, row_h - 2.4)
    y += per_col * row_h + 1.5
    items.append(measured_text("Split token: either kind. Your hero's own action is on your board, "
                               "key actions are on the key tokens.", s, y, inner, font="body-italic", size=6.3,
                               color=MUTED))
    y += 6.5
    for title, text in (("Moving", aid.moving), ("Keys", aid.keys)):
        head, y = _heading(title, s, y, inner, color)
        items += head
        body = measured_text(text, s, y, inner, size=7.0, color=INK)
        items.append(body)
        y += body.height + 2.5
    return Page(w, h, tuple(items), bleed=BLEED, label=f"player aid {hero.color}")


def _minotaur_mini_face(face: MinotaurFace, x: float, y: float, s: float) -> list[Item]:
    return [rounded_rect(x, y, s, s, 1.0, Style(fill=MINOTAUR_FACE))] + _minotaur_face_art(face, x, y, s)


def _blood_mini_face(wounds: int, x: float, y: float, s: float) -> list[Item]:
    return ([rounded_rect(x, y, s, s, 1.0, Style(fill=BLOOD_FACE, stroke=PANEL_LINE, width=0.3))]
            + _blood_face_art(wounds, x, y, s))


def aid_back(hero: Hero) -> Page:
    content = load_content()
    aid, dice = content.aid, content.dice
    w, h, s = AID.width, AID.height, AID_SAFE
    color = _aid_ink(hero)
    inner = w - 2 * s
    items: list[Item] = [bleed_rect(w, h, BLEED, PARCHMENT)] + _aid_band(w, HERO_RGB[hero.color], "Maze & Minotaur",
                                                                          hero)
    y = 16.0
    head, y = _heading("Tile symbols", s, y, inner, color)
    items += head
    icon_d = 7.0
    for sym in SYMBOLS:
        tx = s + icon_d + 2.0
        name = Text(SYMBOL_NAME[sym], tx, y, inner - icon_d - 2, 3.3, font="body-bold", size=7, color=INK,
                    wrap=False, min_size=MIN_TEXT)
        body = measured_text(aid.symbols[sym], tx, y + 3.4, inner - icon_d - 2, size=6.5, color=INK)
        col = SYMBOL_RGB[sym]
        cy = y + max(icon_d, 3.4 + body.height) / 2
        isz = icon_d * SYMBOL_ICON_SCALE.get(sym, 0.7)
        items += [circle(s + icon_d / 2, cy, icon_d / 2, Style(fill=col)),
                  Icon(SYMBOL_ICON[sym], s + (icon_d - isz) / 2, cy - isz / 2, isz, WHITE), name, body]
        y += max(icon_d, 3.4 + body.height) + 1.3
    y += 1.2
    head, y = _heading(dice.minotaur_name, s, y, inner, color)
    items += head
    face = 7.0
    groups = (
        ("hooves", [f for f in dice.minotaur if f.kind == "hooves"][:1]),
        ("charge", [f for f in dice.minotaur if f.kind == "charge"][:1]),
        ("secret", [f for f in dice.minotaur if f.kind == "secret"][:1]),
    )
    for key, faces in groups:
        if not faces:
            continue
        body = measured_text(aid.minotaur_die[key], s + face + 2.0, y, inner - face - 2.0, size=6.5, color=INK)
        items += _minotaur_mini_face(faces[0], s, y + max(0.0, (body.height - face) / 2), face)
        items.append(body)
        y += max(face, body.height) + 1.2
    for key in ("attack", "stuck"):
        body = measured_text(aid.minotaur_die[key], s, y, inner, size=6.5, color=INK)
        items.append(body)
        y += body.height + 1.0
    y += 1.2
    head, y = _heading(dice.blood_name, s, y, inner, color)
    items += head
    bf = 6.0
    for i, v in enumerate(dice.blood):
        items += _blood_mini_face(v, s + i * (bf + 1.2), y, bf)
    tx = s + 6 * (bf + 1.2) + 1.0
    items.append(Text(aid.blood_die, tx, y - 0.5, w - s - tx, bf + 1.0, size=6.3, color=INK, valign="middle",
                      leading=1.1, min_size=MIN_TEXT))
    y += bf + 2.5
    head, y = _heading("Wounds", s, y, inner, color)
    items += head
    items.append(Icon("wound", s, y, 6.0, WOUND))
    items.append(measured_text(aid.wounds, s + 8.0, y, inner - 8.0, size=6.5, color=INK))
    return Page(w, h, tuple(items), bleed=BLEED, label=f"player aid back {hero.color}")


def player_aids() -> list[Page]:
    """Four player aids (fronts), one in each hero colour; their backs are player_aid_backs()."""
    return [aid_front(hero) for hero in load_content().heroes]


def player_aid_backs() -> list[Page]:
    return [aid_back(hero) for hero in load_content().heroes]


# --- the whole kit ------------------------------------------------------------------------

def component_counts() -> dict[str, int]:
    """How many of each component one kit holds (from data/kit.toml)."""
    return dict(load_content().counts)


def kit(ts: TileSet) -> list[Printable]:
    """Every component with its backs, the 49 tiles drawn from ``ts``."""
    counts = load_content().counts
    actions = action_tokens()
    return [
        Printable("tiles", tuple(tiles.tile_fronts(ts)), (tiles.tile_back(),)),
        Printable("hero_boards", tuple(hero_boards())),
        Printable("player_aids", tuple(player_aids()), tuple(player_aid_backs())),
        Printable("hand_tokens", tuple(actions[: counts["hand_tokens"]]), (action_token("hand"),)),
        Printable("feet_tokens", tuple(actions[counts["hand_tokens"]:]), (action_token("feet"),)),
        Printable("wound_tokens", tuple(wound_tokens()), (wound_token(),)),
        Printable("wall_tokens", tuple(wall_tokens()), (wall_token(),)),
        Printable("key_tokens", tuple(key_tokens()), tuple(key_token_backs())),
        Printable("desperation_cards", tuple(desperation_cards()), (desperation_back(),)),
        Printable("dice", tuple(dice_nets())),
    ]


__all__ = [
    "Printable", "hero_boards", "key_tokens", "key_token_backs", "wall_tokens", "wound_tokens", "action_tokens",
    "dice_nets", "desperation_cards", "desperation_back", "player_aids", "player_aid_backs", "component_counts",
    "kit", "net_geometry",
]
