"""The maze tiles' one public surface beyond their Game (:class:`pnp.surfaces.maze_tiles.MazeTilesSurface`): the
monsters, the bots and the simulator, each imported when first used."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from pnp.errors import PnpError

if TYPE_CHECKING:
    from pnp.game import Progress
    from pnp.games.maze_tiles.simulate.runs import Report


class Surface:
    def variants(self) -> tuple[str, ...]:
        from pnp.games.maze_tiles.model import VARIANTS

        return tuple(VARIANTS)

    def players(self) -> tuple[int, int]:
        from pnp.games.maze_tiles.simulate.runs import MAX_PLAYERS, MIN_PLAYERS

        return MIN_PLAYERS, MAX_PLAYERS

    def parse_bots(self, text: str) -> tuple[str, ...]:
        from pnp.games.maze_tiles.simulate.bots import check_policies

        names = tuple(b.strip() for b in text.split(",") if b.strip())
        if not names:
            raise PnpError("--bots: no bot given (use cautious, greedy or a list like cautious,greedy)")
        check_policies(names)
        return names

    def check_record(self, path: str) -> None:
        from pnp.games.maze_tiles.simulate.record import check_record_path

        check_record_path(path)

    def simulate(self, variant: str, players: int, games: int, seed: int, bots: Sequence[str], *,
                 tiles: str | None = None, jobs: int = 1, progress: Progress | None = None,
                 record: str | None = None) -> Report:
        from dataclasses import replace
        from pathlib import Path

        from pnp.games.maze_tiles.generate import generate_tileset
        from pnp.games.maze_tiles.simulate.record import write_record
        from pnp.games.maze_tiles.simulate.runs import simulate

        if tiles is None:
            ts = generate_tileset(seed, variant=variant)
        else:
            from pnp.games.maze_tiles.jsonio import tileset_from_json
            from pnp.jsonio import read_json

            ts = replace(tileset_from_json(read_json(Path(tiles)), tiles), variant=variant)
        report = simulate(ts, players, games, seed, bots, jobs=jobs, progress=progress, record=record is not None)
        if record is not None:
            write_record(record, ts, report)
        return report


SURFACE = Surface()
