"""The maze-tile game's balance: the targets, the family-wide measurement, and the check every tile set passes.

- :data:`TARGETS` are what a designer tuning the game for families wants
  (docs/rules-maze-tiles.md, "Balance"): the first seat and every hero within
  5 points of a fair share, the median game between 12 and 30 rounds, and
  each variant monster measurably harder than the Minotaur.
- :func:`measure` plays many games of one tile set for every table size and
  monster; :func:`verdicts` holds the figures against the targets.
  ``tools/maze_balance.py`` writes them to ``data/balance.json``, which the docs
  quote and the designer's page prints.
- :func:`gate` is the generator's check: a few games of a candidate tile set;
  a set whose games stall or run outside :data:`GATE_ROUNDS` is passed over
  (:func:`pnp.games.maze_tiles.generate.generate_tileset`).
"""

from __future__ import annotations

import json
import math
import statistics
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path

from pnp.games.maze_tiles.model import HERO_COLORS, VARIANTS, TileSet
from pnp.games.maze_tiles.simulate.runs import MAX_PLAYERS, MIN_PLAYERS, Report, simulate
from pnp.games.maze_tiles.simulate.table import MAX_ROUNDS

FAIR_MARGIN = 0.05  # a seat's or a hero's win share within 5 points of 1 / players
TARGET_ROUNDS = (12, 30)  # the median game, in rounds
HARDER_SE = 2.0  # "measurably harder": the difference at least this many standard errors
BALANCE_FILE = Path(__file__).resolve().parents[1] / "data" / "balance.json"
REPLAY_GAMES = 100  # the short two-player run the file also keeps, for a test to replay

GATE_PLAYERS = 2  # the generator's check: two-player games (the longest), the standard monster
GATE_GAMES = 4
GATE_ROUNDS = (6, 30)  # a candidate set whose games' median falls outside is passed over


# --- the generator's check ---------------------------------------------------------------

@dataclass(frozen=True)
class Gate:
    """A candidate tile set's check games: how long they ran, how many stalled (the round cap), any illegal move."""

    games: int
    players: int
    median_rounds: float
    stalled: int
    illegal: int

    @property
    def ok(self) -> bool:
        lo, hi = GATE_ROUNDS
        return self.stalled == 0 and self.illegal == 0 and lo <= self.median_rounds <= hi

    def lines(self) -> list[str]:
        lo, hi = GATE_ROUNDS
        return [f"Check games before printing: {self.games} games, {self.players} players, the Minotaur.",
                f"Median game: {self.median_rounds:g} rounds (a set outside {lo} to {hi} is passed over).",
                f"Games nobody won within {MAX_ROUNDS} rounds: {self.stalled}. Illegal moves: {self.illegal}."]


@lru_cache(maxsize=32)
def gate(ts: TileSet) -> Gate:
    """Play the check games of ``ts`` (seeded by its seed; the tiles, not the monster, are judged)."""
    report = simulate(replace(ts, variant=VARIANTS[0]), GATE_PLAYERS, GATE_GAMES, ts.seed or 0)
    stalled = sum(r.winner_seat is None for r in report.records)
    return Gate(report.games, GATE_PLAYERS, statistics.median(report.rounds()), stalled, len(report.problems))


# --- the family-wide measurement ------------------------------------------------------------

def cell(report: Report) -> dict:
    """One table size and monster: the report's figures, plus the mean game length and its standard error."""
    rounds = report.rounds()
    out = {k: v for k, v in report.to_json().items() if k != "problems"}
    out["rounds_mean"] = round(statistics.fmean(rounds), 3)
    out["rounds_se"] = round(statistics.stdev(rounds) / math.sqrt(len(rounds)), 3) if len(rounds) > 1 else 0.0
    out["wounds_per_game_se"] = round(_se([r.counts.get("wounds", 0) for r in report.records]), 3)
    return out


def _se(values: list[int]) -> float:
    return statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0


def measure(ts: TileSet, games: int, seed: int, jobs: int = 1, progress=None) -> list[dict]:
    """Every table size with every monster: ``games`` games each."""
    cells = []
    for variant in VARIANTS:
        for players in range(MIN_PLAYERS, MAX_PLAYERS + 1):
            report = simulate(replace(ts, variant=variant), players, games, seed, jobs=jobs)
            cells.append(cell(report))
            if progress is not None:
                progress(len(cells), len(VARIANTS) * (MAX_PLAYERS - MIN_PLAYERS + 1), "tables played")
    return cells


@dataclass(frozen=True)
class Verdict:
    target: str
    figure: str
    met: bool


def verdicts(cells: list[dict]) -> list[Verdict]:
    """Each target held against the measured figures, one verdict per table size (and per variant)."""
    by = {(c["variant"], c["players"]): c for c in cells}
    out = []
    lo, hi = TARGET_ROUNDS
    for (variant, players), c in sorted(by.items(), key=lambda kv: (VARIANTS.index(kv[0][0]), kv[0][1])):
        fair = 1 / players
        if variant == VARIANTS[0]:
            first = c["win_share_seat_1"]
            out.append(Verdict(f"first seat within 5 points of fair ({players} players)",
                               f"{100 * first:.1f} % (fair {100 * fair:.1f} %)", abs(first - fair) <= FAIR_MARGIN))
            heroes = {h: c[f"win_share_hero_{h}"] for h in HERO_COLORS if f"win_share_hero_{h}" in c}
            worst = max(heroes, key=lambda h: abs(heroes[h] - fair))
            out.append(Verdict(f"every hero within 5 points of fair ({players} players)",
                               ", ".join(f"{h} {100 * s:.1f} %" for h, s in heroes.items()),
                               abs(heroes[worst] - fair) <= FAIR_MARGIN))
        median = c["rounds_median"]
        out.append(Verdict(f"median game {lo} to {hi} rounds ({variant}, {players} players)",
                           f"{median:g} rounds (mean {c['rounds_mean']:.2f})", lo <= median <= hi))
        if variant != VARIANTS[0]:
            base = by[(VARIANTS[0], players)]
            longer = c["rounds_mean"] - base["rounds_mean"]
            se = math.hypot(c["rounds_se"], base["rounds_se"])
            more = c["monster_win_share"] - base["monster_win_share"]
            wounds = c["wounds_per_game"] - base["wounds_per_game"]
            wse = math.hypot(c["wounds_per_game_se"], base["wounds_per_game_se"])
            n, n0 = c["games"], base["games"]
            p, p0 = c["monster_win_share"], base["monster_win_share"]
            share_se = math.sqrt(p * (1 - p) / n + p0 * (1 - p0) / n0)
            met = (se > 0 and longer >= HARDER_SE * se) or (share_se > 0 and more >= HARDER_SE * share_se)
            out.append(Verdict(f"{variant} harder than the Minotaur ({players} players)",
                               f"games {longer:+.2f} rounds longer (±{se:.2f}), monster's share {100 * more:+.1f} "
                               f"points, wounds {wounds:+.2f} a game (±{wse:.2f})", met))
    return out


@lru_cache(maxsize=1)
def measured() -> dict:
    """The family-wide figures ``tools/maze_balance.py`` wrote (data/balance.json)."""
    return json.loads(BALANCE_FILE.read_text(encoding="utf-8"))


# --- the docs' table -------------------------------------------------------------------------

DOCS_START = "<!-- balance table: made by tools/maze_balance.py --docs -->"
DOCS_END = "<!-- end of balance table -->"


def docs_table(data: dict) -> str:
    """The measured figures as docs/rules-maze-tiles.md prints them: a table per table size and monster, then
    each target's verdict."""
    rows = ["| Monster | Players | Median rounds (90th pct) | Mean rounds | First seat | Red, blue, green, yellow "
            "| Monster's games | Wounds a game |",
            "|---|---|---|---|---|---|---|---|"]
    for t in data["tables"]:
        heroes = ", ".join(f"{100 * t.get(f'win_share_hero_{h}', 0):.1f}" for h in HERO_COLORS)
        rows.append(f"| {t['variant']} | {t['players']} | {t['rounds_median']:g} ({t['rounds_p90']:g}) | "
                    f"{t['rounds_mean']:.2f} ± {t['rounds_se']:.2f} | {100 * t['win_share_seat_1']:.1f} % | "
                    f"{heroes} % | {100 * t['monster_win_share']:.1f} % | {t['wounds_per_game']:.2f} |")
    verdict_lines = [f"- {'met' if v['met'] else '**missed**'}: {v['target']}: {v['figure']}"
                     for v in data["verdicts"]]
    return "\n".join(rows) + "\n\n" + "\n".join(verdict_lines)


def with_docs_table(text: str, data: dict) -> str:
    """``text`` (the docs) with the table between its markers replaced by ``data``'s."""
    head, rest = text.split(DOCS_START, 1)
    _, tail = rest.split(DOCS_END, 1)
    return f"{head}{DOCS_START}\n{docs_table(data)}\n{DOCS_END}{tail}"
