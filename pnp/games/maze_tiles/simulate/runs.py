"""Many simulated games of one tile set, summed up in a report of ``name: value`` figures.

Every game gets its own ``random.Random`` derived from the seed, the players,
the variant, the bots and the game's number, so a report does not depend on how
its games are split over processes.
"""

from __future__ import annotations

import statistics
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from pnp.errors import PnpError
from pnp.game import Progress
from pnp.games.maze_tiles.content import load_content
from pnp.games.maze_tiles.model import HERO_COLORS, TileSet
from pnp.games.maze_tiles.simulate.bots import POLICIES, check_policies
from pnp.games.maze_tiles.simulate.turns import GameRecord, play_game, seating
from pnp.parallel import in_order
from pnp.seeds import rng as make_rng

RNG_LABEL = "maze-tiles-sim"
MIN_PLAYERS, MAX_PLAYERS = 2, 4


def _pct(values: Sequence[int], q: float) -> float:
    """The q-quantile by the nearest rank (a value some game really had)."""
    ordered = sorted(values)
    return float(ordered[max(0, min(len(ordered) - 1, int(-(-q * len(ordered) // 1)) - 1))])


@dataclass
class Report:
    """The figures of many games of one tile set, one variant and one table size."""

    players: int
    variant: str
    seed: int
    policies: tuple[str, ...]
    records: list[GameRecord] = field(default_factory=list)

    @property
    def games(self) -> int:
        return len(self.records)

    def rounds(self) -> list[int]:
        return [r.rounds for r in self.records]

    def seat_shares(self) -> list[float]:
        wins = Counter(r.winner_seat for r in self.records if r.winner_seat is not None)
        return [wins[i] / self.games for i in range(self.players)]

    def hero_shares(self) -> dict[str, float]:
        """Each hero's wins over the games they played."""
        return self._shares(lambda r: r.heroes, HERO_COLORS)

    def policy_shares(self) -> dict[str, float]:
        """Each bot's wins over the seats it took."""
        return self._shares(lambda r: r.policies, POLICIES)

    def _shares(self, seats, names: Sequence[str]) -> dict[str, float]:
        played: Counter = Counter()
        won: Counter = Counter()
        for r in self.records:
            played.update(seats(r))
            if r.winner_seat is not None:
                won[seats(r)[r.winner_seat]] += 1
        return {n: won[n] / played[n] for n in names if played[n]}

    def monster_share(self) -> float:
        return sum(r.winner_seat is None for r in self.records) / self.games

    def knocked_out_share(self) -> float:
        return sum(r.knocked_out for r in self.records) / self.games

    def count(self, what: str) -> int:
        return sum(r.counts.get(what, 0) for r in self.records)

    @property
    def problems(self) -> list[str]:
        return [f"game {i + 1}: {r.problem}" for i, r in enumerate(self.records) if r.problem]

    def to_json(self) -> dict:
        g = max(self.games, 1)
        rounds = self.rounds()
        turns = [r.turns for r in self.records]
        out: dict = {
            "players": self.players,
            "variant": self.variant,
            "seed": self.seed,
            "bots": ",".join(self.policies),
            "games": self.games,
            "rounds_median": statistics.median(rounds),
            "rounds_p90": _pct(rounds, 0.9),
            "turns_median": statistics.median(turns),
            "turns_p90": _pct(turns, 0.9),
        }
        for i, share in enumerate(self.seat_shares()):
            out[f"win_share_seat_{i + 1}"] = round(share, 4)
        for hero, share in self.hero_shares().items():
            out[f"win_share_hero_{hero}"] = round(share, 4)
        for policy, share in self.policy_shares().items():
            out[f"win_share_bot_{policy}"] = round(share, 4)
        out["monster_win_share"] = round(self.monster_share(), 4)
        out["knocked_out_share"] = round(self.knocked_out_share(), 4)
        out["keys_found_per_round"] = round(self.count("keys found") / max(sum(rounds), 1), 4)
        out["desperation_cards_drawn_per_game"] = round(self.count("cards drawn") / g, 2)
        out["walls_placed_per_game"] = round(self.count("walls placed") / g, 2)
        out["attacks_per_game"] = round(self.count("attacks") / g, 2)
        out["wounds_per_game"] = round(self.count("wounds") / g, 2)
        out["illegal_moves"] = len(self.problems)
        out["problems"] = self.problems[:10]
        return out

    def lines(self) -> list[str]:
        out = []
        for key, value in self.to_json().items():
            if key == "problems":
                out += [f"problem: {p}" for p in value]
            else:
                out.append(f"{key}: {value}")
        return out


def check_players(players: int) -> None:
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise PnpError(f"--players: {players} players; the game is for {MIN_PLAYERS} to {MAX_PLAYERS}")


def _play_range(args) -> list[GameRecord]:
    ts, players, policies, seed, start, stop, record = args
    content = load_content()
    out = []
    for g in range(start, stop):
        rng = make_rng(seed, RNG_LABEL, ts.variant, players, ",".join(policies), g)
        heroes, seats = seating(players, policies, rng, g)
        out.append(play_game(ts, content, heroes, seats, rng, record))
    return out


def simulate(ts: TileSet, players: int, games: int, seed: int, policies: Sequence[str] = POLICIES,
             jobs: int = 1, progress: Progress | None = None, record: bool = False) -> Report:
    """Play ``games`` games of ``ts`` (its variant's monster) and sum them up; the same arguments always give the
    same report, whatever ``jobs``. ``progress`` hears every game (every chunk, in processes)."""
    check_players(players)
    if games < 1:
        raise PnpError(f"--games: at least 1 game, got {games}")
    check_policies(policies)
    report = Report(players, ts.variant, seed, tuple(policies))
    parallel = jobs > 1 and games >= 2 * jobs
    step = -(-games // (jobs * 8)) if parallel else max(1, min(25, games // 20 or 1))
    chunks = [(ts, players, tuple(policies), seed, s, min(games, s + step), record) for s in range(0, games, step)]
    for part in in_order(_play_range, chunks, jobs if parallel else 1):
        report.records += part
        if progress is not None:
            progress(len(report.records), games, "games played")
    return report
