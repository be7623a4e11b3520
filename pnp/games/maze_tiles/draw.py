"""Maze tiles as scene pages: tile fronts and the common tile back, and the kit's palette.

A tile is a 70 × 70 mm square (``component("square-tile")``) with a 3 mm
bleed. Its walls are dark stone blocks; its pathways are wide bands of pale
flagstone that run from the centre to the midpoint of each open side and on
into the bleed, so that a cut that drifts shows more pathway, not a wall.
Every pathway of every tile has the same width (:data:`PATH_WIDTH`) and is
centred on its side's midpoint, so pathways of neighbouring tiles meet
edge to edge in any rotation. Dark curb lines along the pathway edges do the
same.

The centre of a tile shows what is special about it: a symbol medallion
(wall, minotaur, hide, trap, secret passage), a key medallion in the key
colour, a start medallion in the hero colour with the hero's portrait, or,
on the door tile, a bronze door framed by the four key colours. The tile id
sits small in the top-left wall block. The back is the same for every tile.
"""

from __future__ import annotations

from pnp.games.maze_tiles.content import load_content
from pnp.games.maze_tiles.model import DIRS, KEY_COLORS, MazeTile, TileSet
from pnp.catalog import COMPONENT_BLEED, component
from pnp.scene.color import WHITE, Color
from pnp.scene.model import Icon, Item, Page, Path, Segment, Style, Text
from pnp.scene.shapes import bleed_rect, circle, rect, rounded_rect

# --- palette (shared by every printable of the game) -----------------------------

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
ID_INK = Color.hex("#b9aea0")

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
SYMBOL_RGB = {
    "wall": Color.hex("#6d4c33"),
    "minotaur": Color.hex("#a31f1f"),
    "hide": Color.hex("#2e6b3a"),
    "trap": Color.hex("#c25e0c"),
    "secret": Color.hex("#5b3f8c"),
}
SYMBOL_ICON = {"wall": "wall", "minotaur": "minotaur", "hide": "hide", "trap": "trap", "secret": "secret-passage"}
SYMBOL_NAME = {"wall": "Wall", "minotaur": "Minotaur", "hide": "Hide", "trap": "Trap", "secret": "Secret passage"}
SYMBOL_ICON_SCALE = {"secret": 0.8, "hide": 0.74}  # thin artwork drawn a little larger
HAND = Color.hex("#c7781a")  # hand action tokens
FEET = Color.hex("#2a6f97")  # feet action tokens
WOUND = Color.hex("#9e1b1b")
BLOOD = Color.hex("#b71c1c")

# --- tile geometry ---------------------------------------------------------------

TILE = component("square-tile")
BLEED = COMPONENT_BLEED  # 1/8 in, see pnp.catalog
SAFE = 3.0
PATH_WIDTH = 24.0  # every pathway, on every tile
CURB_WIDTH = 1.2  # the dark edge line, centred on the pathway's edge
MEDALLION_R = 9.5


def ink_on(color: Color) -> Color:
    """Dark ink on light colours, white on dark ones (relative luminance)."""
    lum = 0.2126 * color.r + 0.7152 * color.g + 0.0722 * color.b
    return INK if lum > 0.55 else WHITE


def darker(color: Color, amount: float) -> Color:
    return Color(*(c * (1.0 - amount) for c in (color.r, color.g, color.b)))


def brick_joints(x0: float, y0: float, x1: float, y1: float, course: float, brick: float, color: Color,
                 width: float = 0.35) -> Path:
    """Mortar lines of a running-bond wall filling the box, as one path."""
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
    return Path(tuple(segs), Style(stroke=color, width=width, cap="butt"))


# --- pathways ---------------------------------------------------------------------

def pathway_rects(sides: frozenset, size: float, bleed: float) -> list[tuple[float, float, float, float]]:
    """The floor of a tile as rectangles (x, y, w, h): the hub, then one arm per open side.

    Each arm is PATH_WIDTH wide, centred on its side's midpoint, and runs from
    the centre of the tile through the trim edge into the bleed.
    """
    c, h = size / 2, PATH_WIDTH / 2
    arms = {
        "N": (c - h, -bleed, PATH_WIDTH, c + bleed),
        "S": (c - h, c, PATH_WIDTH, c + bleed),
        "W": (-bleed, c - h, c + bleed, PATH_WIDTH),
        "E": (c, c - h, c + bleed, PATH_WIDTH),
    }
    return [(c - h, c - h, PATH_WIDTH, PATH_WIDTH)] + [arms[d] for d in DIRS if d in sides]


def _curbs(sides: frozenset, size: float, bleed: float) -> Path:
    """The pathway's edges: along each open arm out to the bleed, across the hub on closed sides."""
    c, h = size / 2, PATH_WIDTH / 2
    lo, hi = c - h, c + h
    far_lo, far_hi = -bleed, size + bleed
    segs: list[Segment] = []
    edges = {  # open side: its two arm edges; closed side: the hub edge
        "N": ([(lo, lo, lo, far_lo), (hi, lo, hi, far_lo)], (lo, lo, hi, lo)),
        "S": ([(lo, hi, lo, far_hi), (hi, hi, hi, far_hi)], (lo, hi, hi, hi)),
        "W": ([(lo, lo, far_lo, lo), (lo, hi, far_lo, hi)], (lo, lo, lo, hi)),
        "E": ([(hi, lo, far_hi, lo), (hi, hi, far_hi, hi)], (hi, lo, hi, hi)),
    }
    for d in DIRS:
        arms, hub = edges[d]
        for x0, y0, x1, y1 in (arms if d in sides else [hub]):
            segs += [("M", x0, y0), ("L", x1, y1)]
    return Path(tuple(segs), Style(stroke=CURB, width=CURB_WIDTH, cap="butt"))


def _floor_joints(sides: frozenset, size: float, bleed: float) -> Path:
    """Flagstone joints across each arm and a staggered seam along it (the same on every tile)."""
    c, h = size / 2, PATH_WIDTH / 2
    segs: list[Segment] = []
    inset = CURB_WIDTH / 2
    for d in DIRS:
        if d not in sides:
            continue
        sign = -1 if d in "NW" else 1
        for dist in (h + 7.5, h + 15.0):  # joints across the arm
            p = c + sign * dist
            if d in "NS":
                segs += [("M", c - h + inset, p), ("L", c + h - inset, p)]
            else:
                segs += [("M", p, c - h + inset), ("L", p, c + h - inset)]
        # a seam along the middle of the arm between the two joints, offset like paving
        a, b = c + sign * h, c + sign * (h + 7.5)
        if d in "NS":
            segs += [("M", c, a), ("L", c, b)]
        else:
            segs += [("M", a, c), ("L", b, c)]
    # the hub stays one big slab; a tile always has an open side, so segs is never empty
    return Path(tuple(segs), Style(stroke=FLOOR_JOINT, width=0.3, cap="butt"))


def _wall_blocks(size: float) -> list[Item]:
    """A subtle lighter bevel on the four corner wall blocks, so they read as raised stone."""
    c, h = size / 2, PATH_WIDTH / 2
    items: list[Item] = []
    for x0, y0 in ((0.0, 0.0), (c + h, 0.0), (0.0, c + h), (c + h, c + h)):
        items.append(rounded_rect(x0 + 2.0, y0 + 2.0, c - h - 4.0, c - h - 4.0, 1.5,
                                  Style(stroke=STONE_LIGHT, width=0.5)))
    return items


# --- the centre of a tile -----------------------------------------------------------

def _medallion(c: float, fill: Color, ring: Color, icon: str, icon_color: Color, r: float = MEDALLION_R,
               icon_scale: float = 0.68) -> list[Item]:
    size = 2 * r * icon_scale
    return [
        circle(c, c, r + 0.9, Style(fill=CURB)),
        circle(c, c, r, Style(fill=fill, stroke=ring, width=1.1)),
        Icon(icon, c - size / 2, c - size / 2, size, icon_color),
    ]


def _corner_keys(size: float) -> list[Item]:
    """The door tile: the four key colours in the four wall blocks."""
    c, h = size / 2, PATH_WIDTH / 2
    block = c - h
    items: list[Item] = []
    m = block / 2 + 1.2  # a little off the corner, clear of the tile id
    centres = ((m, m), (size - m, m), (size - m, size - m), (m, size - m))
    for (x, y), color in zip(centres, KEY_COLORS):
        items.append(circle(x, y, 5.6, Style(fill=PARCHMENT, stroke=KEY_RGB[color], width=1.2)))
        items.append(Icon("key", x - 3.9, y - 3.9, 7.8, KEY_RGB[color]))
    return items


def _role_marks(tile: MazeTile, size: float) -> list[Item]:
    """Coloured corner bands in the wall blocks of key and start tiles (seen from afar)."""
    color = KEY_RGB.get(tile.color) if tile.role == "key" else HERO_RGB.get(tile.color)
    if color is None:
        return []
    c, h = size / 2, PATH_WIDTH / 2
    block = c - h
    band = 3.2
    items: list[Item] = []
    style = Style(fill=color)
    # an L along the two outer edges of each corner block, into the bleed
    for x0, y0, sx, sy in ((0.0, 0.0, 1, 1), (size, 0.0, -1, 1), (0.0, size, 1, -1), (size, size, -1, -1)):
        xa = x0 - sx * BLEED
        ya = y0 - sy * BLEED
        # horizontal piece
        xs = sorted((xa, x0 + sx * block))
        ys = sorted((ya, y0 + sy * band))
        items.append(rect(xs[0], ys[0], xs[1] - xs[0], ys[1] - ys[0], style))
        xs = sorted((xa, x0 + sx * band))
        ys = sorted((ya, y0 + sy * block))
        items.append(rect(xs[0], ys[0], xs[1] - xs[0], ys[1] - ys[0], style))
    return items


def _centre(tile: MazeTile, size: float) -> list[Item]:
    c = size / 2
    if tile.role == "door":
        return _medallion(c, BRONZE, DOOR_FLOOR, "door", DOOR_FLOOR, r=10.5, icon_scale=0.7)
    if tile.role == "key":
        color = KEY_RGB[tile.color]
        return _medallion(c, color, PARCHMENT, "key", WHITE, r=10.0, icon_scale=0.72)
    if tile.role == "start":
        hero = load_content().hero(tile.color)
        color = HERO_RGB[tile.color]
        return _medallion(c, color, PARCHMENT, hero.icon, ink_on(color), r=10.0, icon_scale=0.72)
    if tile.symbol is not None:
        color = SYMBOL_RGB[tile.symbol]
        return _medallion(c, color, PARCHMENT, SYMBOL_ICON[tile.symbol], WHITE,
                          icon_scale=SYMBOL_ICON_SCALE.get(tile.symbol, 0.7))
    return []


# --- pages ---------------------------------------------------------------------------

def tile_front(tileset: TileSet, index: int) -> Page:
    """The face of tile ``index`` of the set, in its base orientation (N at the top)."""
    tile = tileset.tiles[index]
    size = TILE.width
    door = tile.role == "door"
    floor = DOOR_FLOOR if door else FLOOR
    items: list[Item] = [
        bleed_rect(size, size, BLEED, DOOR_STONE if door else STONE),
        brick_joints(-BLEED, -BLEED, size + BLEED, size + BLEED, 5.0, 10.0, DOOR_JOINT if door else STONE_JOINT),
    ]
    items += _wall_blocks(size)
    items += _role_marks(tile, size)
    for x, y, w, h in pathway_rects(tile.sides, size, BLEED):
        items.append(rect(x, y, w, h, Style(fill=floor)))
    items.append(_floor_joints(tile.sides, size, BLEED))
    items.append(_curbs(tile.sides, size, BLEED))
    if tile.role == "door":
        items += _corner_keys(size)
    items += _centre(tile, size)
    id_color = WHITE if tile.role in ("key", "start") else ID_INK
    items.append(Text(tile.tile_id, SAFE + 0.8, SAFE + 0.8, 12.0, 3.4, font="body-bold", size=7, color=id_color,
                      wrap=False, min_size=5))
    return Page(size, size, tuple(items), bleed=BLEED, label=f"tile {tile.tile_id}")


def tile_back() -> Page:
    """The back every tile shares: nothing on it depends on the tile."""
    size = TILE.width
    c = size / 2
    items: list[Item] = [
        bleed_rect(size, size, BLEED, BACK),
        brick_joints(-BLEED, -BLEED, size + BLEED, size + BLEED, 5.0, 10.0, BACK_JOINT),
        rounded_rect(SAFE + 1.5, SAFE + 1.5, size - 2 * SAFE - 3, size - 2 * SAFE - 3, 3.0,
                     Style(stroke=ID_INK, width=0.6)),
        circle(c, c, 17.0, Style(fill=BACK_JOINT, stroke=ID_INK, width=0.8)),
        Icon("maze", c - 12.0, c - 12.0, 24.0, ID_INK),
    ]
    return Page(size, size, tuple(items), bleed=BLEED, label="tile back")


def tile_fronts(tileset: TileSet) -> list[Page]:
    return [tile_front(tileset, i) for i in range(len(tileset.tiles))]

