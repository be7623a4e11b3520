"""The minigame family as the rest of pnp uses it (:class:`pnp.minigame.Minigames`): ``pnp.registry.minigames()``.

The book, the booklet, the kits and the labyrinth's rules come here, not to the family's modules, so that
what they need of a minigame is what the contract declares and a new type reaches them all.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from pnp.catalog import COMPONENT_BLEED
from pnp.minigame import Minigame, Tile, TwoFaced

if TYPE_CHECKING:
    from pnp.catalog import Component
    from pnp.scene.color import Color
    from pnp.scene.model import Page
    from pnp.verdict import Verdict

class Family:
    """Every call imports what it needs when made: the registry hands this out without loading any minigame."""

    DIFFICULTIES: tuple[str, ...] = ("easy", "hard")

    @property
    def PAPER(self) -> Color:  # noqa: N802 (the contract's constant)
        from pnp.games.minigames.draw import PAPER

        return PAPER

    def types(self) -> tuple[str, ...]:
        from pnp.games.minigames.catalog import types

        return types()

    def declared_types(self) -> tuple[str, ...]:
        from pnp.games.minigames.catalog import declared_types

        return declared_types()

    def get(self, type_name: str, /) -> Minigame:
        from pnp.games.minigames.catalog import module

        return module(type_name)

    def make(self, type_name: str, difficulty: str, seed: int, index: int = 0, /) -> Tile:
        from pnp.games.minigames.base import generate_tile

        return generate_tile(type_name, difficulty, seed, index)

    def verify(self, tile: Tile, /) -> Verdict:
        from pnp.games.minigames.base import verify_tile

        return verify_tile(tile)

    def likeness(self, tile: Tile, /) -> list[tuple[str, str, str]]:
        from pnp.games.minigames.sets import keys

        return keys(tile)

    def tile_size(self, text_floor: float = 0.0, /) -> Component:
        from pnp.games.minigames.draw import tile_size

        return tile_size(text_floor)

    def face_page(self, tile: Tile, size: Component | None = None, bleed: float = COMPONENT_BLEED,
                  answer: bool = False, text_floor: float = 0.0, /) -> Page:
        from pnp.games.minigames.draw import puzzle_page

        return puzzle_page(tile, size, bleed, answer, text_floor=text_floor)

    def faces(self, tile: Tile, answer: bool = False, /) -> Sequence[Any]:
        m = self.get(tile.type)
        first = m.draw_answer if answer else m.draw_puzzle
        return (first, m.draw_artwork) if isinstance(m, TwoFaced) else (first,)


FAMILY = Family()

if TYPE_CHECKING:  # mypy checks the family against the contract (the registry checks it at load)
    from pnp.minigame import Minigames

    _CONFORMS: Minigames = FAMILY
