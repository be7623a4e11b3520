"""Seeded simulated players that play a notebook to the exit, by the rules.

The game (:class:`Game`) applies the rules of docs/rules-notebook.md: an
unresolved encounter (battle, roll, choice) cannot be passed through, only
left the way one came; a NOW! encounter must be faced at once; the exit is
never walked through (its battle ends the game); a death costs 5 coins
(never below 0), restores 10 HP and puts the player back in an explored room;
an enemy keeps its lost hit points; quick travel to an explored room is free;
weapon upgrades are sequential (a shop sells level L only to a player who
holds level L - 1), the shield and the axe can be bought at any time.

What to do within those rules is the player's choice (``players.py``): the
greedy player and the random player are both reported, so the figures say
something about the notebook and not only about one way of playing it.
"""

from __future__ import annotations

import bisect
import random
import statistics
from collections import deque
from dataclasses import dataclass
from typing import TYPE_CHECKING

from pnp.game import Progress
from pnp.games.notebook.battle import BattleState, roll
from pnp.games.notebook.model import Cell, Dungeon, Encounter, Option
from pnp.games.notebook.odds import START_HP
from pnp.games.notebook.verify import path_to
from pnp.seeds import rng as make_rng

if TYPE_CHECKING:
    from pnp.games.notebook.players import Player

BLOCKING = ("battle", "roll", "choice", "exit")
DEATH_COINS = 5


def score(coins: int, explored: int, beaten: int, total_rooms: int, total_enemies: int) -> int:
    """Final score: coins, 1 per room explored, 2 per enemy beaten, +10 for every room, +10 for every enemy."""
    bonus = (10 if explored == total_rooms else 0) + (10 if beaten == total_enemies else 0)
    return coins + explored + 2 * beaten + bonus


@dataclass
class _Player:
    hp: int = START_HP
    coins: int = 0
    deaths: int = 0
    weapon: int = 1
    shield: bool = False
    axe: bool = False


@dataclass(frozen=True)
class RunResult:
    escaped: bool
    deaths: int
    coins: int
    score: int
    explored: int
    beaten: int
    steps: int
    coin_updates: int  # new coin totals written on the stats page (one per encounter that changed them)
    hp_updates: int  # new HP totals written (one per encounter that changed them, one per death)
    upgrades: tuple[int, ...]  # the weapon levels bought, in order


SEARCHES_KEPT = 8192  # states a dungeon's shared searches keep (about 5 KB each at most) before starting afresh


class Game:
    """One play of a notebook: the rules; a player object makes the choices."""

    def __init__(self, d: Dungeon, rng: random.Random, player: Player | None = None,
                 searches: dict | None = None) -> None:
        """``searches``: the searches of earlier plays of the same dungeon, shared (see :meth:`search`)."""
        from pnp.games.notebook.players import Greedy

        self.d, self.rng = d, rng
        self.player: Player = player or Greedy()
        self.p = _Player()
        self.here: Cell = d.room(1).cell
        self.exit_cell: Cell = d.room(d.exit_room).cell
        self.explored: set[Cell] = set()
        # the explored shops in cell order, and the explored rooms selling a weapon level (the players look
        # for both every step: kept as rooms are explored instead of searched for among them)
        self.shops: list[Cell] = []
        self.upgrades_on_sale: list[Cell] = []
        self.explore(self.here)
        self.resolved: set[Cell] = {self.here}
        self.keys: set[str] = set()
        self.enemy_hp: dict[Cell, int] = {}
        self.beaten = 0
        self.steps = 0
        self.coin_updates = self.hp_updates = 0
        self.upgrades: list[int] = []
        # the rooms whose encounter blocks the way until resolved, worked out once (searched every step)
        self._blocking = frozenset(c for c, room in d.room_at.items() if room.encounter.kind in BLOCKING)
        self._searches: dict[tuple, dict[Cell, Cell | None]] = {} if searches is None else searches

    # movement ------------------------------------------------------------------------
    def passable(self, c: Cell) -> bool:
        if c == self.exit_cell:
            return False  # the final battle ends the game: never a way through
        return c in self.resolved or c not in self._blocking

    def search(self) -> dict[Cell, Cell | None]:
        """Every room the player can walk to now (quick travel: from any explored, passable room), each with the
        room it is first reached from, in the order a breadth-first search reaches them (the rooms to travel
        from first, with None).

        The answer depends only on the explored and resolved rooms, the keys, and where the player stands when
        that is not already a room to travel from: it is kept by those, for this play and for every play of the
        dungeon sharing ``searches`` (a thousand plays reach the same few states again and again: seed 1's kit,
        1,388 different ones in 103,987 searches). The caller must not change it."""
        here = self.here
        travel_from_here = here in self.explored and self.passable(here)
        key = (None if travel_from_here else here, frozenset(self.explored), frozenset(self.resolved),
               frozenset(self.keys))
        found = self._searches.get(key)
        if found is None:
            found = self._breadth_first()
            if len(self._searches) >= SEARCHES_KEPT:
                self._searches.clear()  # memory stays bounded; the answers are the same either way
            self._searches[key] = found
        return found

    def _breadth_first(self) -> dict[Cell, Cell | None]:
        """The rooms reached breadth first with the room each was reached from (None: a room to travel from)."""
        exit_cell, resolved, blocking, keys = self.exit_cell, self.resolved, self._blocking, self.keys
        adjacency = self.d.adjacency
        starts = [c for c in self.explored if c != exit_cell and (c in resolved or c not in blocking)]
        if self.here not in starts:
            starts.append(self.here)
        starts.sort()
        prev: dict[Cell, Cell | None] = dict.fromkeys(starts)
        queue = deque(starts)
        while queue:
            c = queue.popleft()
            if prev[c] is not None and (c == exit_cell or (c not in resolved and c in blocking)):
                continue  # may be entered as a goal, not crossed
            for n, key in adjacency.get(c, ()):
                if n in prev or (key is not None and key not in keys):
                    continue
                prev[n] = c
                queue.append(n)
        return prev

    def route(self, goal_test) -> list[Cell] | None:
        """The shortest way to the nearest room (not yet one to travel from) that passes ``goal_test``: the first
        such room in the search's order, the one a search stopped at the first room passing would find."""
        prev = self.search()
        goal = next((c for c, before in prev.items() if before is not None and goal_test(c)), None)
        return None if goal is None else path_to(prev, goal)

    def walk(self, way: list[Cell]) -> None:
        for c in way[1:]:
            self.enter(c)
            if self.here != c or c not in self.resolved:
                break  # died, or stopped at an encounter left for later

    def travel(self, c: Cell) -> None:
        """Quick travel to an explored room (free), doing what is there again (a shop stays open)."""
        self.here = c
        enc = self.d.room_at[c].encounter
        if enc.kind == "shop":
            self._on_shop(c, enc)

    # encounters ------------------------------------------------------------------------
    def explore(self, c: Cell) -> None:
        """Mark a room explored (seen, not entered): what the players track of it is kept up to date."""
        if c in self.explored:
            return
        self.explored.add(c)
        enc = self.d.room_at[c].encounter
        if enc.kind == "shop":
            bisect.insort(self.shops, c)
        if any(o.effect == "upgrade" for o in enc.options):
            self.upgrades_on_sale.append(c)

    def enter(self, c: Cell) -> None:
        self.here = c
        self.explore(c)
        if c in self.resolved and self.d.room_at[c].encounter.kind != "shop":
            return
        enc = self.d.room_at[c].encounter
        coins, hp, deaths = self.p.coins, self.p.hp, self.p.deaths
        getattr(self, f"_on_{enc.kind}")(c, enc)
        self.coin_updates += self.p.coins != coins or self.p.deaths != deaths
        self.hp_updates += self.p.hp != hp or self.p.deaths != deaths

    def _on_none(self, c, enc): self.resolved.add(c)  # noqa: E704
    def _on_ladder(self, c, enc): self.resolved.add(c)  # noqa: E704

    def _on_key(self, c, enc):
        self.keys.add(enc.key)
        self.resolved.add(c)

    def can_buy(self, o: Option) -> bool:
        """The rules of a shop: enough coins; the next weapon level only; the shield and the axe once."""
        if self.p.coins < -o.coins:
            return False
        if o.effect == "upgrade":
            return o.weapon_level == self.p.weapon + 1
        if o.effect in ("shield", "axe"):
            return not getattr(self.p, o.effect)
        return True

    def buy(self, o: Option) -> None:
        assert self.can_buy(o), o
        self.p.coins += o.coins
        if o.effect == "upgrade":
            self.p.weapon = o.weapon_level
            self.upgrades.append(o.weapon_level)
        elif o.effect in ("shield", "axe"):
            setattr(self.p, o.effect, True)
        else:
            self.p.hp = min(START_HP, self.p.hp + o.hp)

    def _on_shop(self, c, enc):
        self.resolved.add(c)  # a shop never blocks the way; its square boxes stay open for later
        for o in self.player.shopping(self, enc):
            if self.can_buy(o):
                self.buy(o)

    def _on_dice(self, c, enc):
        total, first = 0, True
        while total < 21:
            r = self.rng.randint(1, 6)
            if r == 1 and not first:  # a bust: a coin lost, back to 0
                self.p.coins = max(0, self.p.coins - 1)
                total, first = 0, True
            else:  # a 1 as the first roll adds nothing
                total += r if r > 1 else 0
                first = False
        self.p.coins += enc.loot or 0
        self.resolved.add(c)

    def _on_roll(self, c, enc):
        r = self.rng.randint(1, 6)
        self.resolved.add(c)
        for o in enc.outcomes:
            if r in o.faces:
                self.p.coins = max(0, self.p.coins + o.coins)
                self.hurt(o.hp)

    def _on_choice(self, c, enc):
        affordable = [o for o in enc.options if self.p.coins + o.coins >= 0]
        best = self.player.choose(self, affordable or list(enc.options))
        self.resolved.add(c)
        self.p.coins = max(0, self.p.coins + best.coins + best.reward)
        self.hurt(best.hp)

    def _on_battle(self, c, enc):
        self.fight(c, enc)

    _on_exit = _on_battle

    def fight(self, c: Cell, enc: Encounter) -> None:
        enemy = enc.foe()
        state = BattleState(self.enemy_hp.get(c, enemy.hp), self.p.hp, self.p.shield, self.p.axe)
        while not state.over:
            state = roll(state, enemy, self.p.weapon, self.rng.randrange(6) + 1).after
        self.p.hp = state.hp
        if not state.won:
            self.enemy_hp[c] = state.enemy_hp  # the enemy keeps its lost hit points
            self.die(c)
            return
        self.enemy_hp.pop(c, None)
        self.beaten += 1
        self.p.coins += self.rng.randint(1, 6) if enc.loot_d6 else (enc.loot or 0)
        self.resolved.add(c)

    def hurt(self, amount: int) -> None:
        self.p.hp = min(START_HP, self.p.hp + amount) if amount > 0 else self.p.hp + amount
        if self.p.hp <= 0:
            self.die(self.here)

    def die(self, where: Cell) -> None:
        self.p.deaths += 1
        self.p.coins = max(0, self.p.coins - DEATH_COINS)
        self.p.hp = START_HP
        # back to the explored room nearest the fight, on the near side of it
        options = [x for x in self.explored if self.passable(x) and x != where] or [self.d.room(1).cell]
        self.here = min(options, key=lambda x: (abs(x[1] - where[1]) + abs(x[2] - where[2])
                                                + 10 * abs(x[0] - where[0]), x))

    # the plan --------------------------------------------------------------------------
    def step(self) -> bool:
        """One decision; False when the run is over (escaped, or nowhere left to go)."""
        self.steps += 1
        if self.exit_cell in self.resolved:
            return False
        return self.player.act(self)

    def unexplored(self, c: Cell) -> bool:
        return c not in self.explored and c != self.exit_cell

    def finish(self) -> bool:
        """Nothing left to explore (or nothing the player dares): the exit, else the encounters in the way."""
        way = self.route(lambda c: c == self.exit_cell)
        if way is None:
            way = self.route(lambda c: c not in self.resolved and self.d.room_at[c].encounter.kind in BLOCKING)
        if way is None:
            return False
        self.walk(way)
        return True


def play(d: Dungeon, seed: int, max_steps: int = 2000, player: str = "greedy",
         searches: dict | None = None) -> RunResult:
    """One seeded play; ``searches`` shared between plays of ``d`` saves searching again (same results)."""
    from pnp.games.notebook.players import PLAYERS

    g = Game(d, make_rng(seed, "notebook-player"), PLAYERS[player](), searches)
    while g.steps < max_steps and g.step():
        pass
    return RunResult(g.exit_cell in g.resolved, g.p.deaths, g.p.coins,
                     score(g.p.coins, len(g.explored), g.beaten, len(d.rooms), d.enemy_count), len(g.explored),
                     g.beaten, g.steps, g.coin_updates, g.hp_updates, tuple(g.upgrades))


@dataclass(frozen=True)
class PlayerReport:
    player: str
    runs: int
    escaped: int
    median_deaths: float
    mean_deaths: float
    max_deaths: int
    no_death_share: float
    mean_score: float
    mean_coins: float
    most_coin_updates: int

    def line(self) -> str:
        return (f"{self.player} player: escaped {self.escaped} of {self.runs}, deaths median {self.median_deaths:g} "
                f"(mean {self.mean_deaths:.2f}, max {self.max_deaths}), no death in {100 * self.no_death_share:.1f} %, "
                f"mean score {self.mean_score:.1f}, mean final coins {self.mean_coins:.1f}")

    def to_json(self) -> dict:
        return {"runs": self.runs, "escaped": self.escaped, "median_deaths": self.median_deaths,
                "mean_deaths": round(self.mean_deaths, 3), "max_deaths": self.max_deaths,
                "no_death_share": round(self.no_death_share, 4), "mean_score": round(self.mean_score, 2),
                "mean_coins": round(self.mean_coins, 2), "most_coin_updates": self.most_coin_updates}


@dataclass(frozen=True)
class SimReport:
    runs: int  # per player
    players: tuple[PlayerReport, ...]

    def report(self, player: str) -> PlayerReport:
        return next(p for p in self.players if p.player == player)

    def lines(self) -> list[str]:
        from pnp.games.notebook.players import PLAYERS

        return [f"runs: {self.runs} per player"] + [
            line for p in self.players for line in (p.line(), f"  ({PLAYERS[p.player].about})")]

    def to_json(self) -> dict:
        return {"runs": self.runs, "players": {p.player: p.to_json() for p in self.players}}


def simulate(d: Dungeon, runs: int = 1000, seed: int = 1, players: tuple[str, ...] = ("greedy", "random"),
             progress: Progress | None = None) -> SimReport:
    """Each player's figures over ``runs`` seeded runs; ``progress`` hears each run played."""
    reports = []
    searches: dict = {}  # the way through the rooms does not depend on who plays: one memory for all players
    for k, name in enumerate(players):
        results = []
        for i in range(runs):
            results.append(play(d, seed * 1_000_003 + i, player=name, searches=searches))
            if progress is not None:
                progress(k * runs + i + 1, len(players) * runs, f"runs played (the {name} player)")
        deaths = [r.deaths for r in results]
        reports.append(PlayerReport(name, runs, sum(r.escaped for r in results), statistics.median(deaths),
                                    statistics.fmean(deaths), max(deaths), sum(1 for x in deaths if x == 0) / runs,
                                    statistics.fmean(r.score for r in results),
                                    statistics.fmean(r.coins for r in results), max(r.coin_updates for r in results)))
    return SimReport(runs, tuple(reports))
