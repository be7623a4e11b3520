"""A seeded simulated player that plays a notebook to the exit.

The player is greedy: it explores the nearest unexplored room it can reach,
fights when its odds are good (or when it must), shops when it can afford
something useful, plays the dice game, takes keys, and once nothing is left to
explore it heads for the exit and its boss. Rules applied as in
docs/rules-notebook.md: an unresolved encounter (battle, roll, choice) cannot
be passed through, only left the way one came; a NOW! encounter must be faced
at once; a death costs 5 coins (never below 0), restores 10 HP and puts the
player back in an explored room of its choice; an enemy keeps its lost hit
points. Quick travel between explored rooms is free.
"""

from __future__ import annotations

import random
import statistics
from collections import deque
from dataclasses import dataclass

from pnp.games.notebook.model import Cell, Dungeon, Encounter
from pnp.games.notebook.odds import START_HP, battle_odds
from pnp.games.notebook.verify import path_to
from pnp.seeds import rng as make_rng

BLOCKING = ("battle", "roll", "choice", "exit")
FIGHT_ODDS = 0.6  # fights that are not forced need at least this chance of winning outright
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


class _Game:
    def __init__(self, d: Dungeon, rng: random.Random) -> None:
        self.d, self.rng = d, rng
        self.p = _Player()
        self.here: Cell = d.room(1).cell
        self.explored: set[Cell] = {self.here}
        self.resolved: set[Cell] = {self.here}
        self.keys: set[str] = set()
        self.enemy_hp: dict[Cell, int] = {}
        self.beaten = 0
        self.steps = 0

    # movement ------------------------------------------------------------------------
    def passable(self, c: Cell) -> bool:
        enc = self.d.room_at[c].encounter
        return c in self.resolved or enc.kind not in BLOCKING

    def route(self, goal_test) -> list[Cell] | None:
        """Shortest way from here (quick travel: start from any explored, passable room)."""
        starts = [c for c in self.explored if self.passable(c)] + [self.here]
        prev: dict[Cell, Cell | None] = {c: None for c in starts}
        queue = deque(starts)
        while queue:
            c = queue.popleft()
            if goal_test(c) and c not in starts:
                return path_to(prev, c)
            if c not in starts and not self.passable(c):
                continue  # may be entered as a goal, not crossed
            for n, key in self.d.neighbours(c):
                if n in prev or (key is not None and key not in self.keys):
                    continue
                prev[n] = c
                queue.append(n)
        return None

    # encounters ------------------------------------------------------------------------
    def enter(self, c: Cell) -> None:
        self.here = c
        self.explored.add(c)
        if c in self.resolved:
            return
        enc = self.d.room_at[c].encounter
        handler = getattr(self, f"_on_{enc.kind}")
        handler(c, enc)

    def _on_none(self, c, enc): self.resolved.add(c)  # noqa: E704
    def _on_ladder(self, c, enc): self.resolved.add(c)  # noqa: E704

    def _on_key(self, c, enc):
        self.keys.add(enc.key)
        self.resolved.add(c)

    def _on_shop(self, c, enc):
        # buy the upgrade and gear first, then food when hurt; the shop stays open (pick any, later too)
        for o in sorted(enc.options, key=lambda o: (o.effect == "", o.coins)):
            price = -o.coins
            if o.effect == "upgrade":
                if o.weapon_level > self.p.weapon and self.p.coins >= price:
                    self.p.coins -= price
                    self.p.weapon = o.weapon_level
            elif o.effect == "shield" and not self.p.shield and self.p.coins >= price:
                self.p.coins -= price
                self.p.shield = True
            elif o.effect == "axe" and not self.p.axe and self.p.coins >= price:
                self.p.coins -= price
                self.p.axe = True
            elif o.effect == "" and self.p.hp <= START_HP - o.hp and self.p.coins >= price + 3:
                self.p.coins -= price
                self.p.hp = min(START_HP, self.p.hp + o.hp)

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
        for o in enc.outcomes:
            if r in o.faces:
                self.hurt(o.hp)
                self.p.coins = max(0, self.p.coins + o.coins)
        self.resolved.add(c)

    def _on_choice(self, c, enc):
        def value(o):
            return (o.coins + o.reward) + 1.5 * o.hp if self.p.hp > 3 else o.hp * 3 + o.coins

        affordable = [o for o in enc.options if self.p.coins + o.coins >= 0]
        best = max(affordable or enc.options, key=value)
        self.p.coins = max(0, self.p.coins + best.coins + best.reward)
        self.hurt(best.hp)
        self.resolved.add(c)

    def _on_battle(self, c, enc):
        self.fight(c, enc)

    _on_exit = _on_battle

    def fight(self, c: Cell, enc: Encounter) -> None:
        enemy = enc.enemy
        e_hp = self.enemy_hp.get(c, enemy.hp)
        shield, axe = self.p.shield, self.p.axe
        while e_hp > 0:
            face = enemy.faces[self.rng.randrange(6)]
            if face.kind == "hit":
                e_hp -= self.p.weapon
            elif face.kind == "hurt":
                if shield:
                    shield = False
                elif axe:
                    axe = False
                    continue  # re-roll
                else:
                    self.p.hp -= face.amount
                    if self.p.hp <= 0:
                        self.enemy_hp[c] = e_hp  # the enemy keeps its lost hit points
                        self.die(c)
                        return
        self.enemy_hp.pop(c, None)
        self.beaten += 1
        if enc.loot_d6:
            self.p.coins += self.rng.randint(1, 6)
        else:
            self.p.coins += enc.loot or 0
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
        self.here = min(options, key=lambda x: (abs(x[1] - where[1]) + abs(x[2] - where[2]) + 10 * abs(x[0] - where[0]), x))

    # the plan --------------------------------------------------------------------------
    def worth_fighting(self, c: Cell) -> bool:
        enc = self.d.room_at[c].encounter
        odds = battle_odds(enc.enemy, self.p.weapon, self.p.hp, self.p.shield, self.p.axe, self.enemy_hp.get(c, enc.enemy.hp))
        return float(odds.win) >= FIGHT_ODDS

    def step(self) -> bool:
        """One decision; False when the run is over (escaped, or nowhere left to go)."""
        self.steps += 1
        d = self.d
        exit_cell = d.room(d.exit_room).cell
        if exit_cell in self.resolved:
            return False

        def inviting(c):
            if c in self.explored or c == exit_cell:
                return False
            enc = d.room_at[c].encounter
            return not (enc.kind == "battle" and not enc.now and not self.worth_fighting(c))

        def unresolved_blocker(c):
            return c != exit_cell and c not in self.resolved and d.room_at[c].encounter.kind in BLOCKING

        way = self.route(inviting)
        if way is None:
            # the exit when it can be reached, else the encounters standing in the way (best odds first)
            way = self.route(lambda c: c == exit_cell)
        if way is None:
            way = self.route(unresolved_blocker)
        if way is None:
            return False
        for c in way[1:]:
            self.enter(c)
            if self.here != c or c not in self.resolved:
                break  # died, or stopped at an encounter left for later
        return True


def play(d: Dungeon, seed: int, max_steps: int = 2000) -> RunResult:
    g = _Game(d, make_rng(seed, "notebook-player"))
    while g.steps < max_steps and g.step():
        pass
    exit_cell = d.room(d.exit_room).cell
    return RunResult(exit_cell in g.resolved, g.p.deaths, g.p.coins,
                     score(g.p.coins, len(g.explored), g.beaten, len(d.rooms), d.enemy_count), len(g.explored), g.beaten,
                     g.steps)


@dataclass(frozen=True)
class SimReport:
    runs: int
    escaped: int
    mean_deaths: float
    max_deaths: int
    no_death_share: float
    mean_score: float
    mean_coins: float

    def lines(self) -> list[str]:
        return [
            f"runs: {self.runs}",
            f"escaped: {self.escaped}",
            f"mean_deaths: {self.mean_deaths:.2f}",
            f"max_deaths: {self.max_deaths}",
            f"runs_without_death: {100 * self.no_death_share:.1f} %",
            f"mean_score: {self.mean_score:.1f}",
            f"mean_final_coins: {self.mean_coins:.1f}",
        ]

    def to_json(self) -> dict:
        return {"runs": self.runs, "escaped": self.escaped, "mean_deaths": round(self.mean_deaths, 3),
                "max_deaths": self.max_deaths, "no_death_share": round(self.no_death_share, 4),
                "mean_score": round(self.mean_score, 2), "mean_coins": round(self.mean_coins, 2)}


def simulate(d: Dungeon, runs: int = 1000, seed: int = 1) -> SimReport:
    results = [play(d, seed * 1_000_003 + i) for i in range(runs)]
    deaths = [r.deaths for r in results]
    return SimReport(runs, sum(r.escaped for r in results), statistics.fmean(deaths), max(deaths),
                     sum(1 for x in deaths if x == 0) / runs, statistics.fmean(r.score for r in results),
                     statistics.fmean(r.coins for r in results))
