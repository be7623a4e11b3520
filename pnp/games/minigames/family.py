"""The minigame family as the rest of pnp uses it (:class:`pnp.minigame.Minigames`): ``pnp.registry.minigames()``.

The book, the booklet, the kits and the labyrinth's rules come here, not to the family's modules, so that
what they need of a minigame is what the contract declares and a new type reaches them all.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from pnp.catalog import COMPONENT_BLEED
from pnp.minigame import Box, Minigame, Tile, TwoFaced

if TYPE_CHECKING:
    from pnp.catalog import Component
    from pnp.grid.core import Cell, Wall
    from pnp.scene.color import Color
    from pnp.scene.model import Item, Page
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

    def place(self, width: float, height: float, box: Box, left: float = 0.0, right: float = 0.0, top: float = 0.0,
              bottom: float = 0.0, inset: float = 0.0, /) -> tuple[float, float, float]:
        from pnp.games.minigames.common import place

        return place(width, height, box, left, right, top, bottom, inset)

    def maze_items(self, width: int, height: int, walls: Iterable[Wall],
                   openings: Iterable[tuple[Cell, tuple[int, int]]], x0: float, y0: float, c: float, /) -> list[Item]:
        from pnp.games.minigames.mazes import maze_items

        return maze_items(width, height, walls, openings, x0, y0, c)

    def centre(self, cell: Cell, x0: float, y0: float, c: float, /) -> tuple[float, float]:
        from pnp.games.minigames.mazes import centre

        return centre(cell, x0, y0, c)

    def turned_icon(self, name: str, cx: float, cy: float, size: float, degrees: float, color: Color, /) -> Item:
        from pnp.games.minigames.mazes import turned_icon

        return turned_icon(name, cx, cy, size, degrees, color)

    def path_line(self, points: Sequence[tuple[float, float]], c: float, /) -> Item:
        from pnp.games.minigames.mazes import path_line

        return path_line(points, c)


FAMILY = Family()

if TYPE_CHECKING:  # mypy checks the family against the contract (the registry checks it at load)
    from pnp.minigame import Minigames

    _CONFORMS: Minigames = FAMILY
