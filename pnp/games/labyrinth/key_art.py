"""The labyrinth kit's key art: side A of the kit's own labyrinth drawn as a stone map lit by torches.

The picture on the kit's cover (``Game.key_art``) is the very labyrinth the players get: its squares as
flagstones and its walls as heavy stone, each square's symbol on it, and a player's marker line running from a
staircase to the nearest boss, all lit from the staircases and the middle like torchlight in a dark hall (the
stones darken towards the edges). The flagstones' tones vary by the labyrinth's own seed, so the same kit draws
the same picture, byte for byte, and another seed another one.
"""

from __future__ import annotations

import random

from pnp.games.labyrinth.model import STAIRCASE, Sheet
from pnp.games.labyrinth.pen import ICON_SCALE, SYMBOL_COLOR
from pnp.grid.core import Cell
from pnp.parts import KitSpec
from pnp.scene.color import Color
from pnp.scene.key_art import frame, lit, mix
from pnp.scene.model import Icon, Item, Page, Path, Segment, Style
from pnp.scene.shapes import rect, wall_lines

ROCK = Color.hex("#6f6253")  # the rock round the labyrinth
ROCK_JOINT = Color.hex("#5a4f43")  # mortar between the rock's blocks
FLAG = Color.hex("#e6dcc6")  # a flagstone in full light
SHADOW = Color.hex("#5b4d3e")  # what the light fades to at the picture's edges
WALL = Color.hex("#2f2720")  # the labyrinth's walls
WALL_TOP = Color.hex("#5e5246")  # a wall's lit top edge
GLOW = Color.hex("#f3d9a0")  # torchlight round a staircase
MARKER = Color.hex("#c0392b")  # a player's dry-erase line
FRAME_EDGE = Color.hex("#3b2f25")
FRAME_LINE = Color.hex("#c9a86a")


def first_sheet(spec: KitSpec) -> Sheet | None:
    """Side A of the kit's labyrinth (the first player's), the first sheet of a kit made on a design, or None
    for a kit without its model."""
    from pnp.games.labyrinth.jsonio import labyrinth_from_json, sheet_from_json

    if "labyrinth.json" in spec.models:
        return labyrinth_from_json(spec.models["labyrinth.json"]).side_a
    names = sorted(n for n in spec.models if n.startswith("labyrinth-sheet-"))
    return sheet_from_json(spec.models[names[0]]) if names else None


def key_art(spec: KitSpec, width: float, height: float) -> Page | None:
    sheet = first_sheet(spec)
    if sheet is None:
        return None
    rng = random.Random(f"key art {sheet.seed} {sheet.sheet_id}")
    c = min((width - 14.0) / sheet.width, (height - 14.0) / sheet.height)  # a rock border of 7 mm at least
    x0, y0 = (width - c * sheet.width) / 2, (height - c * sheet.height) / 2
    lights = [(x0 + (x + 0.5) * c, y0 + (y + 0.5) * c) for (x, y), s in sheet.symbols if s.kind == STAIRCASE]

    def light(px: float, py: float) -> tuple[float, float]:
        """(dark, warm) at a point: dark 0 in full light to 1 at the edges (the picture's middle and each
        staircase hold a torch), warm how near a torch it is."""
        near = min(((px - lx) ** 2 + (py - ly) ** 2) ** 0.5 / (2.5 * c) for lx, ly in lights) if lights else 9.0
        return min(lit(px, py, width, height), near ** 1.2), max(0.0, 1.0 - near)

    items: list[Item] = [*_rock(width, height, rng)]
    for y in range(sheet.height):
        for x in range(sheet.width):
            px, py = x0 + x * c, y0 + y * c
            dark, warm = light(px + c / 2, py + c / 2)
            tone = mix(mix(FLAG, GLOW, warm), SHADOW, 0.85 * dark + rng.uniform(-0.07, 0.07))
            items.append(rect(px + 0.03 * c, py + 0.03 * c, 0.94 * c, 0.94 * c, Style(fill=tone)))
    items += _walls(sheet, x0, y0, c)
    items.append(_marker(sheet, x0, y0, c))
    for (x, y), s in sheet.symbols:
        size = (0.5 if s.kind == STAIRCASE else ICON_SCALE.get(s.kind, 0.62)) * c
        items.append(Icon(s.kind if s.kind != STAIRCASE else "staircase", x0 + (x + 0.5) * c - size / 2,
                          y0 + (y + 0.5) * c - size / 2, size, SYMBOL_COLOR[s.kind]))
    items += frame(width, height, FRAME_EDGE, FRAME_LINE)
    return Page(width, height, tuple(items), bleed=0.0, label="key art")


def _rock(width: float, height: float, rng: random.Random) -> list[Item]:
    """The rock round the labyrinth: courses of blocks of random lengths, darker towards the edges."""
    items: list[Item] = [rect(0, 0, width, height, Style(fill=ROCK_JOINT))]
    course = 6.0
    for row in range(int(height // course) + 1):
        x = -rng.uniform(0, 8.0)
        while x < width:
            w = rng.uniform(7.0, 13.0)
            y = row * course
            t = lit(x + w / 2, y + course / 2, width, height)
            tone = mix(ROCK, SHADOW, 0.6 * t + rng.uniform(-0.08, 0.08))
            left, right = max(0.0, x) + 0.5, min(x + w, width) - 0.5
            if right - left > 0.5 and height - y > 1.5:
                items.append(rect(left, y + 0.5, right - left, min(course, height - y) - 1.0, Style(fill=tone)))
            x += w
    return items


def _walls(sheet: Sheet, x0: float, y0: float, c: float) -> list[Item]:
    """Every wall as heavy stone with a lit top edge, the outer border heaviest."""
    segs = wall_lines(sheet.walls, x0, y0, c)
    border = rect(x0, y0, c * sheet.width, c * sheet.height, Style())
    return [Path(segs, Style(stroke=WALL, width=0.2 * c, cap="square")),
            Path(segs, Style(stroke=WALL_TOP, width=0.05 * c, cap="round")),
            Path(border.segments, Style(stroke=WALL, width=0.3 * c, join="miter"))]


def _marker(sheet: Sheet, x0: float, y0: float, c: float) -> Path:
    """A player's line: from the first staircase along the shortest way to the nearest boss."""
    stairs, bosses = sheet.staircases(), sheet.bosses()
    start = stairs[min(stairs)] if stairs else (0, 0)
    dist = sheet.grid.distances(*bosses.values()) if bosses else {}
    path: list[Cell] = [start]
    while dist.get(path[-1], 0) > 0:  # downhill to a boss
        path.append(min((n for n in sheet.grid.moves(path[-1]) if n in dist), key=lambda n: (dist[n], n)))
    points = [(x0 + (x + 0.5) * c, y0 + (y + 0.5) * c) for x, y in path]
    segs: tuple[Segment, ...] = (("M", *points[0]), *(("L", *p) for p in points[1:]))
    return Path(segs, Style(stroke=MARKER, width=0.09 * c))
