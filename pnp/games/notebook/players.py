"""The simulated players' choices: where to go, which battles to take on, what to buy, which option to pick.

Both follow the rules (the game in ``simulate.py`` enforces them, sequential
upgrades included); they differ in judgement. The appendix and the kit's
notes report both, so a reader sees a range and not one player's habits.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Protocol

from pnp.games.notebook.model import Cell, Encounter, Option
from pnp.games.notebook.odds import START_HP, battle_odds

if TYPE_CHECKING:
    from pnp.games.notebook.simulate import Game

FIGHT_ODDS = 0.6  # the greedy player's fights that are not forced need this chance of winning outright
LOW_HP = 4  # at this many HP or fewer the greedy player buys food when it can
GEAR = ("shield", "axe")  # the greedy player's order after the next weapon level


class Player(Protocol):
    """What a simulated player offers the game (``g``, the :class:`~.simulate.Game` it plays)."""

    about: ClassVar[str]  # how it plays, in a line the reports print

    def act(self, g: Game) -> bool: ...

    def shopping(self, g: Game, enc: Encounter) -> list[Option]: ...

    def choose(self, g: Game, options: list[Option]) -> Option: ...


class Greedy:
    """Plays to survive: explores the nearest room, takes on the battles it likes first, shops by priority."""

    about: ClassVar[str] = ("greedy: nearest room first, fights at 60 % odds or better (the rest last, before the "
                            "exit); buys the next weapon level first, then the shield and the axe, food when low")

    def act(self, g) -> bool:
        shop = self._shopping_trip(g)
        if shop is not None:
            g.travel(shop)
            return True
        way = g.route(lambda c: g.unexplored(c) and self._inviting(g, c))
        if way is None:
            # only battles it did not like are left: take them on, nearest first, before the exit (the
            # every-room and every-enemy bonuses are worth more than the coins a death costs)
            way = g.route(g.unexplored)
        if way is None:
            return g.finish()
        g.walk(way)
        return True

    def _inviting(self, g, c: Cell) -> bool:
        enc = g.d.room_at[c].encounter
        return not (enc.kind == "battle" and not enc.now and not self._worth_fighting(g, c, enc))

    @staticmethod
    def _worth_fighting(g, c: Cell, enc: Encounter) -> bool:
        p = g.p
        enemy = enc.foe()
        odds = battle_odds(enemy, p.weapon, p.hp, p.shield, p.axe, g.enemy_hp.get(c, enemy.hp))
        return float(odds.win) >= FIGHT_ODDS

    def _shopping_trip(self, g) -> Cell | None:
        """An explored shop (not this room) selling something this player would buy now; quick travel is free."""
        for c in g.shops:  # the explored shops, in cell order
            if c != g.here and self.shopping(g, g.d.room_at[c].encounter):
                return c
        return None

    def shopping(self, g, enc: Encounter) -> list[Option]:
        """What to buy here, in order: the next weapon level; the shield, then the axe, unless the coins are
        needed for a next weapon level on sale in an explored shop; the cheapest filling food when low on HP."""
        p = g.p
        wants: list[Option] = []
        coins = p.coins
        upgrade = next((o for o in enc.options if o.effect == "upgrade" and g.can_buy(o)), None)
        if upgrade is not None:
            wants.append(upgrade)
            coins += upgrade.coins
        reserve = 0 if upgrade is not None else self._next_upgrade_price(g)
        for effect in GEAR:
            o = next((o for o in enc.options if o.effect == effect), None)
            if o is not None and not getattr(p, effect) and coins + o.coins >= reserve:
                wants.append(o)
                coins += o.coins
        if p.hp <= LOW_HP:
            food = sorted((o for o in enc.options if o.effect == "" and coins + o.coins >= 0),
                          key=lambda o: (-min(o.hp, START_HP - p.hp), -o.coins, o.text))
            if food:
                wants.append(food[0])
        return wants

    @staticmethod
    def _next_upgrade_price(g) -> int:
        for c in g.upgrades_on_sale:  # each level is on sale once (the dungeon's claims): any order finds it
            for o in g.d.room_at[c].encounter.options:
                if o.effect == "upgrade" and o.weapon_level == g.p.weapon + 1:
                    return -o.coins
        return 0

    @staticmethod
    def choose(g, options: list[Option]) -> Option:
        def value(o: Option) -> float:
            if g.p.hp + o.hp <= 0:
                return -100.0  # never the option that kills
            return (o.coins + o.reward) + 1.5 * o.hp if g.p.hp > 3 else o.hp * 3 + o.coins

        return max(options, key=lambda o: (value(o), o.text))


class Random:
    """A newcomer: goes anywhere it may, faces whatever it meets, shops on a whim (still by the rules)."""

    about: ClassVar[str] = ("random: any room it can reach, at random; fights whatever it meets; "
                            "buys what it can afford at random")

    def act(self, g) -> bool:
        prev = g.search()
        goals = [c for c in prev if prev[c] is not None and g.unexplored(c)]
        if not goals:
            return g.finish()
        from pnp.games.notebook.verify import path_to

        g.walk(path_to(prev, g.rng.choice(goals)))
        return True

    @staticmethod
    def shopping(g, enc: Encounter) -> list[Option]:
        options = [o for o in enc.options if o.effect or g.p.hp < START_HP]
        return [o for o in g.rng.sample(options, len(options)) if g.rng.random() < 0.5]

    @staticmethod
    def choose(g, options: list[Option]) -> Option:
        return g.rng.choice(options)


PLAYERS: dict[str, type[Player]] = {"greedy": Greedy, "random": Random}
