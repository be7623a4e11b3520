"""The maze tiles kit's key art: a corner of the kit's own maze laid out on a table in torchlight.

The picture on the kit's cover (``Game.key_art``) is drawn from the tiles the kit prints: the door tile in the
middle, the four key tiles at the corners and four of the kit's maze tiles between them (which four, each
tile's quarter turn and how crooked it lies, by the kit's seed), with the minotaur's standee and a hero's
standing on them, all on a dark table lit from the middle. The same kit draws the same picture, byte for byte.
"""

from __future__ import annotations

import random

from pnp.games.maze_tiles.palette import INK, PANEL, STONE
from pnp.parts import KitSpec
from pnp.scene.color import Color
from pnp.scene.key_art import frame, laid, pool
from pnp.scene.model import Item, Page, Style
from pnp.scene.shapes import ellipse

TABLE = Color.hex("#5a4a3a")  # the table the tiles lie on, in the dark
SHADE = Color.hex("#2a221b")  # the shadows under a tile or a standee
FRAME_LINE = Color.hex("#c9a86a")


def key_art(spec: KitSpec, width: float, height: float) -> Page | None:
    tiles, standees = spec.component_set("tiles"), spec.component_set("standees")
    if tiles is None or standees is None or len(standees.figures) < 2:
        return None  # a kit put together without the tiles or the standees
    by_label = {t.label: t for t in tiles.fronts}
    keys = [by_label[k] for k in ("tile K1", "tile K2", "tile K3", "tile K4") if k in by_label]
    plain = [t for t in tiles.fronts if t.label.startswith("tile M")]  # the maze tiles, M01 to M36
    if len(keys) < 4 or "tile D" not in by_label or len(plain) < 4:
        return None
    rng = random.Random(f"key art {spec.seed}")
    mazes = rng.sample(plain, 4)
    # the 3 × 3 block: keys in the corners, the door in the middle, maze tiles between
    block = [keys[0], mazes[0], keys[1], mazes[1], by_label["tile D"], mazes[2], keys[2], mazes[3], keys[3]]
    side = min(width, height) / 3.35
    pitch = side * 1.04
    cx, cy = width / 2, height / 2 + 0.02 * height
    items: list[Item] = [*pool(width, height, PANEL, TABLE)]
    for n, tile in enumerate(block):
        row, col = divmod(n, 3)
        turn = 0.0 if n == 4 else 90.0 * rng.randrange(4)  # the door keeps its way up, as dealt
        x = cx + (col - 1) * pitch + rng.uniform(-0.02, 0.02) * side
        y = cy + (row - 1) * pitch + rng.uniform(-0.02, 0.02) * side
        items += laid(tile, x, y, side, turn + rng.uniform(-3.0, 3.0), shadow=SHADE)
    figures = standees.figures
    items += _standing(figures[-1], cx + pitch * 0.55, cy - pitch * 0.35, side * 0.62)  # the minotaur
    hero = figures[rng.randrange(len(figures) - 1)]
    items += _standing(hero, cx - pitch * 0.62, cy + pitch * 0.5, side * 0.5)
    items += frame(width, height, INK, FRAME_LINE)
    return Page(width, height, tuple(items), bleed=0.0, label="key art")


def _standing(figure: Page, x: float, foot: float, tall: float) -> list[Item]:
    """A standee's figure ``tall`` mm high standing with its feet at (x, ``foot``), its shadow on the tile."""
    w = figure.width * tall / figure.height
    return [ellipse(x, foot, 0.6 * w, 0.1 * tall, Style(fill=SHADE, stroke=STONE, width=0.2)),
            *laid(figure, x, foot - tall / 2, w, 0.0)]
