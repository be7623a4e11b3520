"""The maze tiles as scene pages: tile fronts and the common tile back.

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
sits small in the top-left wall block.

Two backs: the plain back of the door, key and maze tiles, and the centre back
of the 8 centre tiles (the 4 start tiles among them), which the set-up sorts out
face down: bronze rather than slate, the door icon rather than the maze, and
the word "Centre", so the two piles differ at a glance and in grey print.
"""

from __future__ import annotations

from pnp.errors import PnpError
from pnp.games.maze_tiles.content import load_content
from pnp.games.maze_tiles.model import DIRS, KEY_COLORS, MazeTile, TileSet
from pnp.games.maze_tiles.palette import (
    BACK,
    BACK_JOINT,
    BRONZE,
    CURB,
    DOOR_FLOOR,
    DOOR_JOINT,
    DOOR_STONE,
    FLOOR,
    FLOOR_JOINT,
    HERO_RGB,
    ID_INK,
    KEY_RGB,
    PARCHMENT,
    STONE,
    STONE_JOINT,
    STONE_LIGHT,
    SYMBOL_ICON,
    SYMBOL_ICON_SCALE,
    SYMBOL_RGB,
    ink_on,
    key_shape,
    key_shape_icon,
)
from pnp.games.maze_tiles.sizes import BLEED, sizes
from pnp.games.maze_tiles.specs import ComponentSpec
from pnp.i18n import N_, _
from pnp.parts import ComponentSet
from pnp.scene import boxes as b
from pnp.scene.arrange import lay_out
from pnp.scene.color import WHITE, Color
from pnp.scene.model import Icon, Item, Page, Path, Segment, Style
from pnp.scene.shapes import bleed_rect, brick_joints, circle, rect, rounded_rect

TILES = ComponentSpec(N_("Maze tiles"), "tiles", "tiles", lambda floor: sizes().tile, two_sided=True)

# --- tile geometry ---------------------------------------------------------------

SAFE = 3.0  # the safe area: everything that matters keeps this far inside the trim
PATH_WIDTH = 24.0  # every pathway, on every tile
CURB_WIDTH = 1.2  # the dark edge line, centred on the pathway's edge
MEDALLION_R = 9.5
BEVEL_WIDTH = 0.5  # the wall blocks' light bevel line...
BEVEL_INSET = SAFE + BEVEL_WIDTH / 2  # ...drawn wholly inside the safe area: a cut that drifts never shaves it
ID_INSET = BEVEL_INSET + 1.8  # the tile id, inside the bevel's corner
ID_SIZE, ID_LEAST = 7, 5  # pt: the tile id as designed, and what it may shrink to (never under the floor)


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


def _arm_line(d: str, along: tuple[float, float], across: tuple[float, float]) -> list[Segment]:
    """A line on the arm of side ``d``, from the first of ``along`` and ``across`` (its distances along the arm and
    across it) to the second, as path segments in x and y."""
    (a0, a1), (b0, b1) = along, across
    return [("M", b0, a0), ("L", b1, a1)] if d in "NS" else [("M", a0, b0), ("L", a1, b1)]


def _curbs(sides: frozenset, size: float, bleed: float) -> Path:
    """The pathway's edges: along each open arm out to the bleed, across the hub on closed sides."""
    c, h = size / 2, PATH_WIDTH / 2
    segs: list[Segment] = []
    for d in DIRS:
        sign = -1 if d in "NW" else 1
        edge, far = c + sign * h, -bleed if sign < 0 else size + bleed
        if d in sides:  # the arm's two edges
            segs += _arm_line(d, (edge, far), (c - h, c - h)) + _arm_line(d, (edge, far), (c + h, c + h))
        else:  # the hub's edge
            segs += _arm_line(d, (edge, edge), (c - h, c + h))
    return Path(tuple(segs), Style(stroke=CURB, width=CURB_WIDTH, cap="butt"))


def _floor_joints(sides: frozenset, size: float, bleed: float) -> Path:
    """Flagstone joints across each arm and a staggered seam along it (the same on every tile)."""
    c, h = size / 2, PATH_WIDTH / 2
    segs: list[Segment] = []
    inset = CURB_WIDTH / 2
    for d in (d for d in DIRS if d in sides):
        sign = -1 if d in "NW" else 1
        for dist in (h + 7.5, h + 15.0):  # joints across the arm
            segs += _arm_line(d, (c + sign * dist, c + sign * dist), (c - h + inset, c + h - inset))
        # a seam along the middle of the arm between the two joints, offset like paving
        segs += _arm_line(d, (c + sign * h, c + sign * (h + 7.5)), (c, c))
    # the hub stays one big slab; a tile always has an open side, so segs is never empty
    return Path(tuple(segs), Style(stroke=FLOOR_JOINT, width=0.3, cap="butt"))


def _wall_blocks(size: float) -> list[Item]:
    """A subtle lighter bevel on the four corner wall blocks, so they read as raised stone: the same inset from
    the trim and from the pathway, inside the safe area (at 2 mm it ran 1 mm past the safe line, where a cut that
    drifts would leave it lopsided or shave it off)."""
    c, h = size / 2, PATH_WIDTH / 2
    side = c - h - 2 * BEVEL_INSET
    bevel = Style(stroke=STONE_LIGHT, width=BEVEL_WIDTH)
    return [rounded_rect(x0 + BEVEL_INSET, y0 + BEVEL_INSET, side, side, 1.5, bevel)
            for x0, y0 in ((0.0, 0.0), (c + h, 0.0), (0.0, c + h), (c + h, c + h))]


# --- the centre of a tile -----------------------------------------------------------

def _medallion(c: float, fill: Color, ring: Color, icon: str, icon_color: Color, r: float = MEDALLION_R,
               icon_scale: float = 0.68) -> list[Item]:
    size = 2 * r * icon_scale
    return [
        circle(c, c, r + 0.9, Style(fill=CURB)),
        circle(c, c, r, Style(fill=fill, stroke=ring, width=1.1)),
        Icon(icon, c - size / 2, c - size / 2, size, icon_color),
    ]


def _key_medallion(c: float, color: str, r: float) -> list[Item]:
    """A key tile's centre: the key in its colour's shape (palette.KEY_SHAPE), so the shape tells it too."""
    return [
        key_shape(color, c, c, r + 0.9, Style(fill=CURB)),
        key_shape(color, c, c, r, Style(fill=KEY_RGB[color], stroke=PARCHMENT, width=1.1)),
        Icon("key", *key_shape_icon(color, c, c, r), WHITE),
    ]


def _corner_keys(size: float) -> list[Item]:
    """The door tile: the four keys in the four wall blocks, each in its colour and its colour's shape."""
    m = (size / 2 - PATH_WIDTH / 2) / 2 + 0.8  # a little off the corner, clear of the tile id, inside the bevel
    r = 5.5
    items: list[Item] = []
    for (x, y), color in zip(((m, m), (size - m, m), (size - m, size - m), (m, size - m)), KEY_COLORS):
        items += [key_shape(color, x, y, r, Style(fill=PARCHMENT, stroke=KEY_RGB[color], width=1.2)),
                  Icon("key", *key_shape_icon(color, x, y, r, 0.95), KEY_RGB[color])]
    return items


def _role_marks(tile: MazeTile, size: float) -> list[Item]:
    """Coloured corner bands in the wall blocks of key and start tiles (seen from afar)."""
    color = (KEY_RGB if tile.role == "key" else HERO_RGB).get(tile.color or "")
    if color is None:
        return []
    c, h = size / 2, PATH_WIDTH / 2
    block = c - h
    band = BEVEL_INSET + BEVEL_WIDTH / 2  # to the bevel's inner edge: the band hides it on the block's outer sides
    items: list[Item] = []

    def span(x0: float, y0: float, x1: float, y1: float) -> Path:  # the rectangle between two corners
        return rect(min(x0, x1), min(y0, y1), abs(x1 - x0), abs(y1 - y0), Style(fill=color))

    # an L along the two outer edges of each corner block, into the bleed: across it, then down or up its side
    for x0, y0, sx, sy in ((0.0, 0.0, 1, 1), (size, 0.0, -1, 1), (0.0, size, 1, -1), (size, size, -1, -1)):
        xa, ya = x0 - sx * BLEED, y0 - sy * BLEED
        items += [span(xa, ya, x0 + sx * block, y0 + sy * band), span(xa, ya, x0 + sx * band, y0 + sy * block)]
    return items


def _centre(tile: MazeTile, size: float) -> list[Item]:
    c = size / 2
    if tile.role == "door":
        return _medallion(c, BRONZE, DOOR_FLOOR, "door", DOOR_FLOOR, r=10.5, icon_scale=0.7)
    if tile.role == "key":
        return _key_medallion(c, tile.required_color(), 10.0)
    if tile.role == "start":
        hero = load_content().hero(tile.required_color())
        color = HERO_RGB[tile.required_color()]
        return _medallion(c, color, PARCHMENT, hero.icon, ink_on(color), r=10.0, icon_scale=0.72)
    if tile.symbol is not None:
        color = SYMBOL_RGB[tile.symbol]
        return _medallion(c, color, PARCHMENT, SYMBOL_ICON[tile.symbol], WHITE,
                          icon_scale=SYMBOL_ICON_SCALE.get(tile.symbol, 0.7))
    return []


# --- pages ---------------------------------------------------------------------------

def _tile_id(tile: MazeTile, size: float, floor: float) -> tuple[Item, ...]:
    """The id in the top-left wall block, inside its bevel: 7 pt, or the text floor above it; it may shrink to
    5 pt, never under the floor."""
    room = size / 2 - PATH_WIDTH / 2 - ID_INSET - BEVEL_INSET
    words = b.Words(text=tile.tile_id, font="body-bold", size=ID_SIZE, least=ID_LEAST, wrap=False,
                    color=WHITE if tile.role in ("key", "start") else ID_INK, name="tile id")
    laid = lay_out(b.Column(items_align="start", children=(words,)), ID_INSET, ID_INSET, room, room, floor)
    if laid.faults:  # an id from a model file: say what to change, not just what overflowed
        raise PnpError(f"tile id {tile.tile_id!r} does not fit the tile's corner ({room:.1f} mm) at "
                       f"{max(floor, ID_LEAST):g} pt: use a shorter id")
    return laid.items


def tile_front(tileset: TileSet, index: int, text_floor: float = 0.0) -> Page:
    """The face of tile ``index`` of the set, in its base orientation (N at the top); ``text_floor``: the smallest
    text (pt), 0 as designed."""
    tile = tileset.tiles[index]
    size = sizes().tile.width
    door = tile.role == "door"
    floor = DOOR_FLOOR if door else FLOOR
    items: list[Item] = [
        bleed_rect(size, size, BLEED, DOOR_STONE if door else STONE),
        brick_joints(-BLEED, -BLEED, size + BLEED, size + BLEED, 5.0, 10.0, DOOR_JOINT if door else STONE_JOINT),
    ]
    items += _wall_blocks(size) + _role_marks(tile, size)
    items += [rect(x, y, w, h, Style(fill=floor)) for x, y, w, h in pathway_rects(tile.sides, size, BLEED)]
    items += [_floor_joints(tile.sides, size, BLEED), _curbs(tile.sides, size, BLEED)]
    items += [*(_corner_keys(size) if door else []), *_centre(tile, size), *_tile_id(tile, size, text_floor)]
    return Page(size, size, tuple(items), bleed=BLEED, label=f"tile {tile.tile_id}")


CENTRE_ROLES = ("start", "center")  # the 8 tiles that go face up around the door


def _back_ground(size: float, stone: Color, joint: Color, frame: Style) -> list[Item]:
    """What every tile back is drawn on: stone to the bleed, its brick joints and a framed inner panel."""
    inner = size - 2 * SAFE - 3
    return [bleed_rect(size, size, BLEED, stone),
            brick_joints(-BLEED, -BLEED, size + BLEED, size + BLEED, 5.0, 10.0, joint),
            rounded_rect(SAFE + 1.5, SAFE + 1.5, inner, inner, 3.0, frame)]


def centre_back() -> Page:
    """The back of the 8 centre tiles: a bronze ground, the door in a medallion, the word "Centre"."""
    size = sizes().tile.width
    c = size / 2
    return Page(size, size, (
        *_back_ground(size, DOOR_STONE, DOOR_JOINT, Style(stroke=DOOR_FLOOR, width=1.4)),
        circle(c, c - 6.0, 15.0, Style(fill=BRONZE, stroke=DOOR_FLOOR, width=1.0)),
        Icon("door", c - 10.0, c - 16.0, 20.0, DOOR_FLOOR),
        # i18n: on the back of the eight centre tiles (the tiles dealt around the door first), one word
        *lay_out(b.Words(text=_("Centre"), font="body-black", size=18, least=12, color=PARCHMENT, text_align="center",
                         valign="middle", wrap=False), SAFE + 4, c + 12.0, size - 2 * SAFE - 8, 11.0).fitted("Centre"),
    ), bleed=BLEED, label="centre tile back")


def tile_back() -> Page:
    """The plain back of the door, key and maze tiles: nothing on it depends on the tile."""
    size = sizes().tile.width
    c = size / 2
    return Page(size, size, (
        *_back_ground(size, BACK, BACK_JOINT, Style(stroke=ID_INK, width=0.6)),
        circle(c, c, 17.0, Style(fill=BACK_JOINT, stroke=ID_INK, width=0.8)),
        Icon("maze", c - 12.0, c - 12.0, 24.0, ID_INK),
    ), bleed=BLEED, label="tile back")


def tile_fronts(tileset: TileSet, floor: float = 0.0) -> list[Page]:
    return [tile_front(tileset, i, floor) for i in range(len(tileset.tiles))]


def tile_set(tileset: TileSet, floor: float = 0.0) -> ComponentSet:
    """The set's 49 tiles, each with its back (the centre back for the 8 centre tiles, the plain one else);
    ``floor``: the smallest text (pt)."""
    plain, centre = tile_back(), centre_back()
    return TILES.with_pages(tile_fronts(tileset, floor),
                            [centre if t.role in CENTRE_ROLES else plain for t in tileset.tiles])
