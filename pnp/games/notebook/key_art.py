"""The dungeon notebook kit's key art: the notebook's first room on a parchment page, over the map of its first
level and a pencil, on a table in candlelight.

The picture on the kit's cover (``Game.key_art``) is drawn from the kit's own dungeon (its ``notebook.json``):
the cell the player wakes in, drawn as the room's page draws it (the viewport: walls, doorways, torches, the
floor's art), on a page lying slightly turned; under it the map of level 1 as a player pencils it in, walls
and locked doors where the dungeon has them, the way from the cell to the ladder or the exit traced. The same
kit draws the same picture, byte for byte, and another seed another dungeon.
"""

from __future__ import annotations

from pnp.catalog import paper as find_paper
from pnp.games.notebook.model import Dungeon
from pnp.games.notebook.pen import KEY_INK, LEFT, RIGHT, VIEW, Pen
from pnp.games.notebook.viewport import hang_below, viewport
from pnp.parts import KitSpec
from pnp.scene.color import Color
from pnp.scene.key_art import frame, laid, pool
from pnp.scene.model import Item, Page, Path, Segment, Style
from pnp.scene.shapes import polyline, rect

TABLE = Color.hex("#4b3a2c")  # the table, in the dark
LAMP = Color.hex("#c9ab80")  # the table under the candle
PAGE = Color.hex("#f2e8d2")  # the notebook's paper, as the picture shows it
MAP_PAGE = Color.hex("#e8dcc0")
PENCIL_LINE = Color.hex("#5a5048")  # walls pencilled on the map
TRACE = Color.hex("#b3261e")  # the way pencilled from the cell
SHADE = Color.hex("#2a2019")
PENCIL = Color.hex("#e0a82e")
PENCIL_WOOD = Color.hex("#e9c99a")
FRAME_LINE = Color.hex("#c9a86a")


def key_art(spec: KitSpec, width: float, height: float) -> Page | None:
    from pnp.games.notebook.jsonio import dungeon_from_json

    if "notebook.json" not in spec.models:
        return None  # a kit put together without its dungeon
    d = dungeon_from_json(spec.models["notebook.json"])
    items: list[Item] = [*pool(width, height, LAMP, TABLE)]
    side = min(width, height)
    items += laid(_map(d), width * 0.36, height * 0.56, side * 0.62, -8.0, shadow=SHADE)
    items += laid(_room(d), width * 0.6, height * 0.44, side * 0.68, 4.0, shadow=SHADE)
    items += _pencil(width * 0.2, height * 0.86, width * 0.62, height * 0.76, 0.022 * side)
    items += frame(width, height, SHADE, FRAME_LINE)
    return Page(width, height, tuple(items), bleed=0.0, label="key art")


def _room(d: Dungeon) -> Page:
    """Room 1 as its page's viewport draws it, on a sheet of the notebook's paper with a margin round it."""
    pen = Pen(find_paper("a6")).sub(1.0, 6.0 - LEFT, 6.0 - VIEW[1])
    viewport(pen, d, d.room(1))
    w = RIGHT - LEFT + 12.0
    h = VIEW[3] - VIEW[1] + hang_below(pen) + 14.0
    return Page(w, h, (rect(0, 0, w, h, Style(fill=PAGE)), *pen.items), bleed=0.0)


def _map(d: Dungeon) -> Page:
    """Level 1 as a player maps it: its walls, its locked doors in their keys' colours, the way traced from the
    cell the player wakes in to the farthest room (the exit, or the ladder up)."""
    cols, rows = d.sizes[0]
    c = 10.0
    w, h = cols * c + 16.0, rows * c + 16.0
    items: list[Item] = [rect(0, 0, w, h, Style(fill=MAP_PAGE))]
    ox = oy = 8.0
    items += [rect(ox + x * c, oy + y * c, c, c, Style(stroke=PENCIL_LINE.lighten(0.6), width=0.2))
              for x in range(cols) for y in range(rows)]
    segs: list[Segment] = []
    doors = {door.between: door.key for door in d.doors}
    for wall in sorted(d.walls, key=sorted):
        (la, ax, ay), (_lb, bx, by) = sorted(wall)
        if la != 1:
            continue
        if ay == by:
            segs += [("M", ox + (ax + 1) * c, oy + ay * c), ("L", ox + (ax + 1) * c, oy + (ay + 1) * c)]
        else:
            segs += [("M", ox + ax * c, oy + (ay + 1) * c), ("L", ox + (ax + 1) * c, oy + (ay + 1) * c)]
    items.append(Path(tuple(segs), Style(stroke=PENCIL_LINE, width=1.0, cap="square")))
    items.append(rect(ox, oy, cols * c, rows * c, Style(stroke=PENCIL_LINE, width=1.4)))
    for between, key in sorted(doors.items(), key=lambda kv: sorted(kv[0])):
        (la, ax, ay), (_lb, bx, by) = sorted(between)
        if la == 1:
            mx, my = ox + (ax + bx + 1) / 2 * c, oy + (ay + by + 1) / 2 * c
            items.append(rect(mx - 1.6, my - 1.6, 3.2, 3.2, Style(fill=KEY_INK.get(key, TRACE), stroke=PENCIL_LINE,
                                                                   width=0.3)))
    items.append(polyline([(ox + (x + 0.5) * c, oy + (y + 0.5) * c) for _, x, y in _way(d)],
                          Style(stroke=TRACE, width=0.7, dash=(1.6, 1.2))))
    return Page(w, h, tuple(items), bleed=0.0)


def _way(d: Dungeon) -> list[tuple[int, int, int]]:
    """The shortest way on level 1 from room 1 to the level's farthest room, by open walls (doors included)."""
    start = d.room(1).cell
    came: dict = {start: None}
    queue = [start]
    for cell in queue:
        level, x, y = cell
        for nx, ny in ((x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y)):
            n = (level, nx, ny)
            if n not in came and d.in_level(n) and frozenset((cell, n)) not in d.walls:
                came[n] = cell
                queue.append(n)
    way = [queue[-1]]
    while came[way[-1]] is not None:
        way.append(came[way[-1]])
    return way[::-1]


def _pencil(x0: float, y0: float, x1: float, y1: float, thick: float) -> list[Item]:
    """A pencil lying from (x0, y0), its point, to (x1, y1), its end."""
    dx, dy = x1 - x0, y1 - y0
    length = (dx * dx + dy * dy) ** 0.5
    ux, uy = dx / length, dy / length
    nx, ny = -uy * thick / 2, ux * thick / 2
    tip = 3.5 * thick  # the sharpened cone
    bx, by = x0 + ux * tip, y0 + uy * tip
    body = [(bx + nx, by + ny), (x1 + nx, y1 + ny), (x1 - nx, y1 - ny), (bx - nx, by - ny)]
    cone = [(x0, y0), (bx + nx, by + ny), (bx - nx, by - ny)]
    lead = [(x0, y0), (x0 + ux * tip * 0.35 + nx * 0.35, y0 + uy * tip * 0.35 + ny * 0.35),
            (x0 + ux * tip * 0.35 - nx * 0.35, y0 + uy * tip * 0.35 - ny * 0.35)]
    edge = Style(stroke=SHADE, width=0.3)
    shadow = [(px + 0.8, py + 1.2) for px, py in [(x0, y0), *body[1:3], (bx - nx, by - ny)]]
    return [polyline(shadow, Style(fill=SHADE), closed=True),
            polyline(body, Style(fill=PENCIL, stroke=SHADE, width=0.3), closed=True),
            polyline(cone, Style(fill=PENCIL_WOOD, stroke=SHADE, width=0.3), closed=True),
            polyline(lead, Style(fill=PENCIL_LINE), closed=True),
            Path((("M", bx, by), ("L", x1, y1)), edge)]
