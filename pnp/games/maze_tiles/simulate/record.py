"""The record of simulated games (``pnp simulate maze-tiles --record FILE``): JSON a referee can replay.

The file holds the tile set (as ``pnp maze-tiles --format json`` writes it), the
game data the prices and dice come from, and each game move by move: the deal
(every cell's tile, rotation and face), then every action with what it paid,
every roll, every step of the monster, every attack, wound and push, in order.
"""

from __future__ import annotations

from pathlib import Path

from pnp.atomic import check_targets, write_files
from pnp.games.maze_tiles.jsonio import tileset_to_json
from pnp.games.maze_tiles.model import TileSet
from pnp.games.maze_tiles.simulate.runs import Report
from pnp.jsonio import json_text

FORMAT = "pnp maze-tiles games"
VERSION = 1


def check_record_path(path: str) -> None:
    """Refuse an unwritable place before any game is played."""
    check_targets([Path(path)])


def record_json(ts: TileSet, report: Report) -> dict:
    return {
        "format": FORMAT,
        "version": VERSION,
        "seed": report.seed,
        "players": report.players,
        "variant": report.variant,
        "bots": list(report.policies),
        "tileset": tileset_to_json(ts),
        "games": [{"heroes": list(r.heroes), "policies": list(r.policies),
                   "winner": r.heroes[r.winner_seat] if r.winner_seat is not None else None,
                   "rounds": r.rounds, "turns": r.turns, "events": list(r.log)} for r in report.records],
    }


def write_record(path: str, ts: TileSet, report: Report) -> None:
    text = json_text(record_json(ts, report), compact=True, sort_keys=True)
    write_files({Path(path): (text + "\n").encode("utf-8")})
