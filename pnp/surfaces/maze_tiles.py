"""The maze tiles' surface: what ``pnp simulate maze-tiles`` uses of the game (its monsters, bots and simulator).

Implemented by ``pnp.games.maze_tiles.surface:SURFACE``, handed out by :func:`pnp.registry.maze_tiles`,
checked against :class:`MazeTilesSurface` when first loaded and by mypy (``_CONFORMS`` below).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from pnp.game import Progress
    from pnp.games.maze_tiles.simulate.runs import Report as Report
    from pnp.games.maze_tiles.surface import SURFACE

__all__ = ["MazeTilesSurface", "Report"]


class MazeTilesSurface(Protocol):
    """The monsters, the table sizes, the bots and the simulator of whole games."""

    def variants(self) -> tuple[str, ...]:
        """The monsters by name, the standard game's first."""
        ...

    def players(self) -> tuple[int, int]:
        """The fewest and the most players."""
        ...

    def parse_bots(self, text: str) -> tuple[str, ...]:
        """The ``--bots`` option: bot names, comma separated (an unknown one is a user error naming the known)."""
        ...

    def check_record(self, path: str) -> None:
        """Refuse a place a record cannot be written, before any game is played."""
        ...

    def simulate(self, variant: str, players: int, games: int, seed: int, bots: Sequence[str], *,
                 tiles: str | None = None, jobs: int = 1, progress: Progress | None = None,
                 record: str | None = None) -> Report:
        """``games`` games of the seed's tile set (or the saved one in ``tiles``) with ``variant``'s monster,
        summed up; with ``record``, every game written there move by move. The same arguments always give the
        same report."""
        ...


if TYPE_CHECKING:
    _CONFORMS: MazeTilesSurface = SURFACE  # mypy checks the game's surface against the contract here
