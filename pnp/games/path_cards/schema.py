"""The path deck's file format (kind ``path-deck``) as a schema.

Checked at the boundary before any work (:func:`pnp.schema.validate`): sides
and treasures are the game's own names, every card has 2 to 4 open sides and
two treasures, a deck has cards and a bounded number of them. What a schema
cannot say (a side listed twice, a treasure on a closed side, distinct ids)
the reader checks after; the deck as a whole (50 cards, each treasure on 4)
is ``verify``'s. docs/formats.md describes the format.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from pnp.games.path_cards.generate import MAX_ATTEMPTS
from pnp.games.path_cards.model import ALL_TREASURE_ICONS, DECK_SIZE, PER_CARD, SHAPES, SIDES
from pnp.schema import Name, Seed, Wire

# Built from the model's names: one source for the generator, verify and the file.
Side = Literal[SIDES]  # type: ignore[valid-type]
Treasure = Literal[ALL_TREASURE_ICONS]  # type: ignore[valid-type]
Shape = Literal[SHAPES]  # type: ignore[valid-type]

MAX_CARDS = 2 * DECK_SIZE  # verify names a deck of the wrong size; far more is not a deck but runaway work
CardId = Annotated[Name, Field(min_length=1, max_length=16)]  # printed on the card's corner
Cards = Annotated[int, Field(strict=True, ge=0, le=MAX_CARDS)]
Version = Annotated[int, Field(strict=True, ge=1, le=1)]


class TreasureEntry(Wire):
    name: Treasure
    side: Side


class CardEntry(Wire):
    id: CardId
    open: list[Side] = Field(min_length=2, max_length=len(SIDES))
    treasures: list[TreasureEntry] = Field(min_length=PER_CARD, max_length=PER_CARD)


class Params(Wire):
    """The generator's settings and figures, for the record; verify compares the stated mix."""

    mix: dict[Shape, Cards] | None = None
    attempt: Annotated[int, Field(strict=True, ge=0, lt=MAX_ATTEMPTS)] | None = None
    cost: Annotated[int, Field(strict=True, ge=0, le=10**9)] | None = None  # the local search's cost (0 when done)
    open_target: Annotated[int, Field(strict=True, ge=0, le=4 * MAX_CARDS)] | None = None  # a treasure's open sides


class DeckFile(Wire):
    kind: Literal["path-deck"]
    version: Version
    id: Name = ""
    seed: Seed | None = None
    cards: list[CardEntry] = Field(min_length=1, max_length=MAX_CARDS)  # a deck needs cards
    params: Params | None = None


__all__ = ["DeckFile"]
