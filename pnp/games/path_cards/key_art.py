"""The path cards kit's key art: a labyrinth of the kit's own cards growing on the table, and a hand of cards
fanned over it.

The picture on the kit's cover (``Game.key_art``) is drawn from the deck the kit prints: six of its cards
laid edge to edge as a game lays them, each turned its own way, and a fan of four more in a player's hand in
front (which cards and how each is turned, by the kit's seed), on a table lit from the middle. The same kit
draws the same picture, byte for byte.
"""

from __future__ import annotations

import random
from math import cos, radians, sin

from pnp.games.path_cards.draw import BACK
from pnp.parts import KitSpec
from pnp.scene.color import Color
from pnp.scene.key_art import frame, laid, pool
from pnp.scene.model import Item, Page

TABLE = Color.hex("#a9bf9f")  # the meadow the cards lie on, at its edges
LAMP = Color.hex("#eef3e2")  # the meadow in the sun
SHADE = Color.hex("#1c2a20")
FRAME_LINE = Color.hex("#c9a86a")


def key_art(spec: KitSpec, width: float, height: float) -> Page | None:
    deck = spec.component_set("path-cards")
    cards = [c for c in deck.fronts if c.label.startswith("card ")] if deck is not None else []
    if len(cards) < 10:
        return None  # a kit put together without the deck
    rng = random.Random(f"key art {spec.seed}")
    shown = rng.sample(cards, 10)
    side = min(width / 3.8, height / 3.9)
    corner = 0.05 * cards[0].width
    items: list[Item] = [*pool(width, height, LAMP, TABLE)]
    # the labyrinth on the table: two rows of three, edge to edge, each a quarter turn its own way
    top = height * 0.08 + side / 2
    for n, card in enumerate(shown[:6]):
        row, col = divmod(n, 3)
        x = width / 2 + (col - 1) * side
        items += laid(card, x, top + row * side, side, 90.0 * rng.randrange(4), shadow=SHADE, corner=corner)
    # the hand: four cards fanned from a point below the picture
    pivot_x, pivot_y = width / 2, height + side * 0.6
    for n, card in enumerate(shown[6:]):
        angle = (n - 1.5) * 15.0
        reach = side * 1.55
        x = pivot_x + reach * sin(radians(angle))
        y = pivot_y - reach * cos(radians(angle))
        items += laid(card, x, y, side * 1.05, angle, shadow=SHADE, corner=corner)
    items += frame(width, height, BACK, FRAME_LINE)
    return Page(width, height, tuple(items), bleed=0.0, label="key art")
