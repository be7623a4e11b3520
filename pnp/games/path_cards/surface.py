"""The path cards' one public surface beyond their Game (:class:`pnp.surfaces.path_cards.PathCardsSurface`):
the variants and the simulator, each imported when first used."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pnp.game import Progress
    from pnp.games.path_cards.simulate.runs import Report


class Surface:
    def variants(self) -> tuple[str, ...]:
        from pnp.games.path_cards.rules import VARIANTS

        return tuple(VARIANTS)

    def parse_bots(self, text: str) -> tuple[str, ...]:
        from pnp.games.path_cards.simulate import parse_bots

        return parse_bots(text)

    def simulate(self, variant_name: str, players: int, games: int, seed: int, bots: Sequence[str], *,
                 jobs: int = 1, progress: Progress | None = None) -> Report:
        from pnp.games.path_cards.simulate import simulate

        return simulate(variant_name, players, games, seed, bots, jobs=jobs, progress=progress)


SURFACE = Surface()
