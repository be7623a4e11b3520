"""The path cards' surface: what ``pnp simulate path-cards`` uses of the game (its variants and its simulator).

Implemented by ``pnp.games.path_cards.surface:SURFACE``, handed out by :func:`pnp.registry.path_cards`,
checked against :class:`PathCardsSurface` when first loaded and by mypy (``_CONFORMS`` below).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from pnp.game import Progress
    from pnp.games.path_cards.simulate.runs import Report as Report
    from pnp.games.path_cards.surface import SURFACE

__all__ = ["PathCardsSurface", "Report"]


class PathCardsSurface(Protocol):
    """The variants' names and the simulator of whole games played by seeded bots."""

    def variants(self) -> tuple[str, ...]:
        """The rules' variants by name, the base game first."""
        ...

    def parse_bots(self, text: str) -> tuple[str, ...]:
        """The ``--bots`` option: bot names, comma separated (an unknown one is a user error naming the known)."""
        ...

    def simulate(self, variant_name: str, players: int, games: int, seed: int, bots: Sequence[str], *,
                 jobs: int = 1, progress: Progress | None = None) -> Report:
        """``games`` games played and summed up; the same arguments always give the same report."""
        ...


if TYPE_CHECKING:
    _CONFORMS: PathCardsSurface = SURFACE  # mypy checks the game's surface against the contract here
