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

Large print (a paper with a ``text_floor``, :func:`large`) draws every word at
12 pt or more, so the components that carry words grow (:func:`sizes` with
``large=True``): hero boards 260 × 190 mm (the largest that fits A4 and Letter
with crop marks), key tokens the size of a hero board's action box they cover,
desperation cards 94 × 86 mm (six to a sheet), player aids 184 × 259 mm, dice nets and
standees a little taller or wider for their words. Tiles and the tokens
without words keep their size.

The catalog's sizes live in ``layouts/*.toml``: :func:`sizes` reads them on
its first call (once), never when a module is imported.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache

from pnp.catalog import COMPONENT_BLEED, Component, Paper, component, paper

BLEED = COMPONENT_BLEED  # 1/8 in, see pnp.catalog
CARD_SAFE = 3.0  # text keeps this far inside the trim of cards, tokens and dice nets...
BOARD_SAFE = 5.0  # ...of hero boards...
AID_SAFE = 4.5  # ...and of player aids
MIN_TEXT = 5.0  # pt: the smallest text anywhere (a print shop's floor)...
MIN_TOKEN_TEXT = MIN_TEXT  # ...small tokens included: their words get the room instead
LARGE_TEXT = 12.0  # pt: what the large-print layouts are designed for (the large-print theme's floor)

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


def large(paper: Paper | None) -> bool:
    """Whether ``paper`` asks for large print (a text floor): the components are then drawn for it."""
    return paper is not None and paper.text_floor > 0


def floor_of(paper: Paper | None) -> float:
    """The smallest text (pt) the components may print on ``paper``: 0 as designed."""
    return paper.text_floor if paper is not None else 0.0


@lru_cache(maxsize=2)
def sizes(large: bool = False) -> Sizes:
    """The components' sizes (the catalog's files are read on the first call only); ``large``: for large print."""
    if large:
        base = sizes()
        return replace(
            base,
            hero_board=replace(base.hero_board, key="hero-board-large", name="Hero board, large print",
                               width=260.0, height=190.0),
            player_aid=replace(base.player_aid, key="player-aid-large", name="Player aid, large print",
                               width=184.0, height=259.0),
            dice_net=replace(base.dice_net, key="dice-net-large", name="Dice net, large print", height=172.0),
            desperation_card=Component("card-large", "Card, large print", 94.0, 86.0, "rect", 3.5, 3.0),
            # a key token lies over an action box of the large hero board (47.6 × 52 mm): it covers its words, and
            # is as large as it may be for its own (a translation 40 % longer holds at 12 pt)
            key_token=Component("key-token-large", "Key token, large print", 47.0, 52.0, "rect", 2.5, 3.0),
            standee=Component("standee-large", "Standee, large print", 64.0, 134.0, "rect", 0.0, 3.0),
        )
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
