"""The sizes of the maze-tile game's components, their safe margins and the smallest text, read when first asked.

Every component is drawn on a page trimmed to it with a 1/8 in bleed
(:data:`~pnp.catalog.COMPONENT_BLEED`); imposing pages on sheets happens
elsewhere.

- tiles: 70 × 70 mm (``square-tile``), see :mod:`.tile_faces`;
- hero boards: A5 landscape (210 × 148 mm), text 5 mm inside the trim;
- key tokens: round, 32 mm (``token-32``): a key token is laid over an
  action box of the hero board (37.6 × 37 mm), so it must cover it but fit;
- hand and feet action tokens: round, 19 mm (``token-19``);
- wound tokens: square, 20 mm (``square-token``), so they never pass for action tokens;
- wall tokens: 30 × 8 mm (:data:`WALL_TOKEN`), long enough to close a 24 mm
  pathway where two tiles meet, narrow enough to sit on the seam;
- desperation cards: poker size;
- dice nets and player aids: A6 (105 × 148 mm);
- standees: 46 × 128 mm (``standee``): a strip of two 30 × 42 mm faces, a foot
  below each, and a slotted base, see :mod:`.standees`.

A text floor (the theme's smallest text, ``Paper.text_floor``) may need more room than
the designed size gives: each part with words then grows by one rule, the same at
every floor and in every locale, stated in :data:`GROWN` and measured by the
layout. A part's sizes run from the designed one up through the grown sizes of
``layouts/components.toml`` its line names (hero boards 260 × 190 mm, the largest
that fits A4 and Letter with crop marks; key tokens the card of the hero board's
action box they cover; desperation cards 94 × 86 mm; player aids 184 × 259 mm;
dice nets and standees a little taller or wider for their words), and it is drawn
at the first that holds its words at the floor (:func:`.specs.first_that_holds`:
its module says what holding is). Tiles and the tokens without words keep their
size.

The catalog's sizes live in ``layouts/*.toml``: :func:`sizes` reads them on
its first call (once), never when a module is imported.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from pnp.catalog import COMPONENT_BLEED, Component, Paper, component, paper

BLEED = COMPONENT_BLEED  # 1/8 in, see pnp.catalog
CARD_SAFE = 3.0  # text keeps this far inside the trim of cards, tokens and dice nets...
BOARD_SAFE = 5.0  # ...of hero boards...
AID_SAFE = 4.5  # ...and of player aids
MIN_TEXT = 5.0  # pt: the smallest text anywhere (a print shop's floor)...
MIN_TOKEN_TEXT = MIN_TEXT  # ...small tokens included: their words get the room instead

WALL_TOKEN = Component("wall-token", "Wall token", 30.0, 8.0, "rect", 0.0, 1.0)


@dataclass(frozen=True)
class Sizes:
    """The trim size of every component of the game."""

    tile: Component
    hero_board: Paper
    player_aid: Paper
    dice_net: Paper
    desperation_card: Component
    key_token: Component
    action_token: Component
    wound_token: Component
    wall_token: Component
    standee: Component


def floor_of(paper: Paper | None) -> float:
    """The smallest text (pt) the components may print on ``paper``: 0 as designed."""
    return paper.text_floor if paper is not None else 0.0


# The grown sizes (components.toml's keys) each part with words may take, smallest first, after its designed size
GROWN: dict[str, tuple[str, ...]] = {
    "hero_board": ("hero-board-260x190",),
    "player_aid": ("player-aid-184x259",),
    "dice_net": ("dice-net-105x172",),
    "desperation_card": ("card-94x86",),
    "standee": ("standee-64x134",),
}


@lru_cache(maxsize=1)
def sizes() -> Sizes:
    """The components' designed sizes (the catalog's files are read on the first call only)."""
    return Sizes(
        tile=component("square-tile"),
        hero_board=paper("a5").landscape(),
        player_aid=paper("a6"),
        dice_net=paper("a6"),
        desperation_card=component("poker-card"),
        key_token=component("token-32"),
        action_token=component("token-19"),
        wound_token=component("square-token"),
        wall_token=WALL_TOKEN,
        standee=component("standee"),
    )


def rungs(part: str) -> tuple[Component | Paper, ...]:
    """The sizes ``part`` (a field of :class:`Sizes`) may be drawn at, smallest first: as designed, then grown."""
    return (getattr(sizes(), part), *(component(key) for key in GROWN.get(part, ())))
