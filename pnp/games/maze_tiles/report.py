"""The playability report: many random deals of a tile set, each measured as it lies and by turns.

For each deal (every tile face up, the door in the centre) the report records
whether the door and all four key tiles are already joined by pathways alone,
whether they are joined once secret passages count (heroes may step between
secret-passage tiles), and the fewest quarter turns that join them the way
heroes move (pathways and secret passages, :func:`.playability.min_rotations`).
"""

from __future__ import annotations

import statistics
import time
from dataclasses import dataclass

from pnp.game import Progress
from pnp.games.maze_tiles.generate import deal
from pnp.games.maze_tiles.model import Board, TileSet
from pnp.games.maze_tiles.playability import joined_as_dealt, min_rotations
from pnp.parallel import in_order
from pnp.seeds import rng as make_rng


@dataclass(frozen=True)
class Deal:
    """What the report measures on one deal."""

    pathways_alone: bool  # joined with no turn, by pathways alone
    with_passages: bool  # joined with no turn, secret passages counting
    turns: int | None  # fewest quarter turns to join them, secret passages counting (None: never)


@dataclass(frozen=True)
class Report:
    """Figures over many deals. Shares are fractions of all deals.

    Two join rates with no turn, named for what joins: pathways alone, or
    pathways and secret passages together (as heroes may move). The quarter
    turns count the way heroes move: pathways and secret passages.
    """

    setups: int
    pathways_share: float  # joined by pathways alone, no turn
    passages_share: float  # joined using secret passages too, no turn
    unjoinable_share: float
    mean_rotations: float
    median_rotations: float
    max_rotations: int
    histogram: dict[int, int]
    seconds: float

    def lines(self) -> list[str]:
        hist = ", ".join(f"{k}: {v}" for k, v in sorted(self.histogram.items()))
        return [
            f"set-ups dealt: {self.setups}",
            f"door and all four keys joined with no turn, by pathways alone: {100 * self.pathways_share:.1f} %",
            f"door and all four keys joined with no turn, using secret passages too: {100 * self.passages_share:.1f} %",
            f"cannot be joined by turning tiles (pathways and secret passages): {100 * self.unjoinable_share:.1f} %",
            f"quarter turns needed to join them, secret passages counting (joinable set-ups): "
            f"mean {self.mean_rotations:.2f}, median {self.median_rotations:g}, most {self.max_rotations}",
            f"distribution (turns: set-ups): {hist}",
        ]

    def to_json(self) -> dict:
        return {"setups": self.setups,
                "joined_by_pathways_alone_share": round(self.pathways_share, 4),
                "joined_using_secret_passages_share": round(self.passages_share, 4),
                "unjoinable_share": round(self.unjoinable_share, 4),
                "turns_count_secret_passages": True,
                "mean_rotations": round(self.mean_rotations, 3), "median_rotations": self.median_rotations,
                "max_rotations": self.max_rotations,
                "histogram": {str(k): v for k, v in sorted(self.histogram.items())}}


def measure_deal(ts: TileSet, board: Board) -> Deal:
    with_passages = joined_as_dealt(ts, board, passages=True)
    pathways_alone = with_passages and joined_as_dealt(ts, board, passages=False)  # pathways alone imply passages
    return Deal(pathways_alone, with_passages, 0 if with_passages else min_rotations(ts, board))


def _chunk(task) -> list[Deal]:
    ts, seed, start, stop = task
    return [measure_deal(ts, deal(ts, make_rng(seed, "playability", i), face_up=True)) for i in range(start, stop)]


def playability_report(ts: TileSet, setups: int = 10_000, seed: int = 1, jobs: int = 1,
                       progress: Progress | None = None) -> Report:
    """The report on ``setups`` seeded deals, here or in chunks on ``jobs`` processes (the same figures);
    ``progress`` hears each deal measured (each chunk, in processes)."""
    started = time.perf_counter()
    step = max(1, setups // (jobs * 8)) if jobs > 1 else 1
    tasks = [(ts, seed, a, min(setups, a + step)) for a in range(0, setups, step)]
    deals: list[Deal] = []
    for part in in_order(_chunk, tasks, jobs):
        deals += part
        if progress is not None:
            progress(len(deals), setups, "deals measured")
    turns = [d.turns for d in deals if d.turns is not None]
    hist: dict[int, int] = {}
    for v in turns:
        hist[v] = hist.get(v, 0) + 1
    unjoinable = (len(deals) - len(turns)) / setups
    if not turns:
        turns = [0]
    return Report(setups, sum(d.pathways_alone for d in deals) / setups, sum(d.with_passages for d in deals) / setups,
                  unjoinable, statistics.fmean(turns), statistics.median(turns), max(turns), hist,
                  time.perf_counter() - started)
