"""Many simulated games: seating, a generator per game, processes, and the report that sums them up.

Every game gets its own ``random.Random`` derived from the seed and the game's
number, so results do not depend on how games are split over processes.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from pnp.errors import PnpError
from pnp.game import Progress
from pnp.games.path_cards import rules
from pnp.games.path_cards.model import PathDeck
from pnp.games.path_cards.rules import Variant
from pnp.games.path_cards.simulate.bots import BOTS, check_bots
from pnp.games.path_cards.simulate.table import GameRecord, check_players, play_game
from pnp.parallel import in_order
from pnp.seeds import rng as make_rng

# the label every game's generator is derived from (its old name stays: the same seed keeps the same games)
RNG_LABEL = "cards-sim"


@dataclass
class Report:
    variant: str
    players: int
    bots: tuple[str, ...]
    seed: int
    deck_id: str
    games: int = 0
    finished: int = 0
    turns: int = 0
    collected: int = 0
    player_slots: int = 0
    collecting_turns: int = 0
    stuck_plays: int = 0
    illegal: int = 0
    problems: list[str] = field(default_factory=list)
    by_bot: dict[str, list[int]] = field(default_factory=dict)  # bot -> [cards collected, seats]
    wins: dict[str, float] = field(default_factory=dict)  # bot -> games won (shared wins split)

    def add(self, rec: GameRecord) -> None:
        self.games += 1
        self.finished += rec.finished
        self.turns += rec.turns
        self.collected += sum(rec.collected)
        self.player_slots += len(rec.seats)
        self.collecting_turns += rec.collecting_turns
        self.stuck_plays += rec.stuck_plays
        if rec.problems:
            self.illegal += len(rec.problems)
            self.problems += list(rec.problems[: max(0, 10 - len(self.problems))])
        top = max(rec.collected)
        winners = [s for s, c in zip(rec.seats, rec.collected) if c == top]
        for seat, got in zip(rec.seats, rec.collected):
            entry = self.by_bot.setdefault(seat, [0, 0])
            entry[0] += got
            entry[1] += 1
            self.wins.setdefault(seat, 0.0)
        for w in winners:
            self.wins[w] += 1 / len(winners)

    def to_json(self) -> dict:
        g = max(self.games, 1)
        out = {
            "variant": self.variant,
            "players": self.players,
            "bots": ",".join(self.bots),
            "seed": self.seed,
            "deck": self.deck_id,
            "games": self.games,
            "games_finished": self.finished,
            "mean_turns": round(self.turns / g, 2),
            "mean_cards_collected_per_player": round(self.collected / max(self.player_slots, 1), 3),
            "collecting_turn_share": round(self.collecting_turns / max(self.turns, 1), 4),
            "stuck_plays": self.stuck_plays,
            "illegal_states": self.illegal,
        }
        for bot, (got, seats) in sorted(self.by_bot.items()):
            out[f"mean_cards_{bot}"] = round(got / max(seats, 1), 3)
            out[f"win_share_{bot}"] = round(self.wins[bot] / g, 4)
        out["problems"] = list(self.problems)
        return out

    def lines(self) -> list[str]:
        out = []
        for key, value in self.to_json().items():
            if key == "problems":
                out += [f"problem: {p}" for p in value]
            else:
                out.append(f"{key}: {value}")
        return out


def seats_for(bots: Sequence[str], players: int, game: int) -> tuple[str, ...]:
    """Bots take the seats in turn; the seating shifts by one each game so every bot starts as often."""
    return tuple(bots[(game + i) % len(bots)] for i in range(players))


def game_rng(seed: int, v: Variant, players: int, bots: Sequence[str], game: int) -> random.Random:
    return make_rng(seed, RNG_LABEL, v.name, players, ",".join(bots), game)


def _run_range(args) -> list[GameRecord]:
    cards, vname, players, bots, seed, start, stop = args
    v = rules.variant(vname)
    return [play_game(cards, v, seats_for(bots, players, g), game_rng(seed, v, players, bots, g))
            for g in range(start, stop)]


def simulate(variant_name: str, players: int, games: int, seed: int, bots: Sequence[str] = BOTS,
             deck: PathDeck | None = None, jobs: int = 1, progress: Progress | None = None) -> Report:
    """Play ``games`` games and sum them up; the same arguments always give the same report. ``progress`` hears
    each game played (each chunk of games, in processes)."""
    from pnp.games.path_cards.generate import generate_deck

    v = rules.variant(variant_name)
    check_players(players)  # before the deck is generated
    if games < 1:
        raise PnpError(f"--games: at least 1 game, got {games}")
    check_bots(bots)
    deck = deck or generate_deck(seed)
    cards = tuple(deck.cards)
    report = Report(v.name, players, tuple(bots), seed, deck.deck_id)
    parallel = jobs > 1 and games >= 2 * jobs
    step = -(-games // (jobs * 4)) if parallel else 1  # here one game at a time, each told as it is played
    chunks = [(cards, v.name, players, tuple(bots), seed, s, min(games, s + step)) for s in range(0, games, step)]
    records = []
    for part in in_order(_run_range, chunks, jobs if parallel else 1):  # in order, each chunk as soon as it is done
        records += part
        if progress is not None:
            progress(len(records), games, "games played")
    for rec in records:
        report.add(rec)
    return report


def parse_bots(text: str) -> tuple[str, ...]:
    """The ``--bots`` option: bot names, comma separated."""
    names = tuple(b.strip() for b in text.split(",") if b.strip())
    if not names:
        raise PnpError("--bots: no bot given (use random, greedy or a list like random,greedy)")
    check_bots(names)
    return names
