"""Balance: the critical path's expected hit points lost, brought inside its target by changing enemies.

The critical path is the witness route through the keys to the exit; each
battle on it counts at full health and at the weapon level the shops passed
so far on it let a player hold, the levels bought in order as the rules say
(exact Markov odds). The final boss stays as it is.
"""

from __future__ import annotations

import random
from collections.abc import Collection
from dataclasses import dataclass, replace

from pnp.games.notebook.content import Content
from pnp.games.notebook.encounters import Texts, battle, pick_enemy
from pnp.games.notebook.model import Dungeon, Encounter
from pnp.games.notebook.odds import battle_odds
from pnp.games.notebook.verify import escape

SWAPS = 60  # enemy changes tried before the dungeon is given up


@dataclass(frozen=True)
class CriticalBattle:
    room: int
    enemy: str
    weapon: int
    win: float
    hp_lost: float


def held_weapon(on_sale: Collection[int]) -> int:
    """The weapon level a player can hold from shops selling ``on_sale``: levels are bought strictly in order (a
    shop sells level L only to a player holding L - 1), so a level 3 seen before any level 2 is of no use yet."""
    weapon = 1
    while weapon + 1 in on_sale:
        weapon += 1
    return weapon


def critical_battles(d: Dungeon) -> list[CriticalBattle]:
    """Battles on the route through the keys to the exit, each at the weapon level the shops passed so far on it
    let a player hold (:func:`held_weapon`: bought in order; a shop passed earlier is a quick travel away)."""
    e = escape(d)
    on_sale: set[int] = set()
    seen = set()
    out = []
    for number in e.route:
        if number in seen:
            continue
        seen.add(number)
        enc = d.room(number).encounter
        if enc.kind == "shop":
            on_sale |= {o.weapon_level for o in enc.options if o.effect == "upgrade"}
        weapon = held_weapon(on_sale)
        if enc.enemy is not None:
            odds = battle_odds(enc.enemy, weapon)
            out.append(CriticalBattle(number, enc.enemy.name, weapon, float(odds.win), float(odds.hp_lost)))
    return out


def critical_loss(d: Dungeon) -> float:
    return sum(b.hp_lost for b in critical_battles(d))


def balance(d: Dungeon, target: tuple[float, float], content: Content, rng: random.Random,
            texts: Texts) -> Dungeon | None:
    """Swap enemies on the critical path for weaker or tougher ones until its expected loss is in range."""
    low, high = target
    for _ in range(SWAPS):
        on_path = critical_battles(d)
        loss = sum(b.hp_lost for b in on_path)
        if low <= loss <= high:
            return d
        battles = [b for b in on_path if b.room != d.exit_room]  # the final boss stays as it is
        if not battles:
            return None  # nothing left to change: out of target (verify would refuse it; the next attempt goes on)
        if loss > high:
            chosen = max(battles, key=lambda b: (b.hp_lost, b.room))
            step = -1
        else:
            chosen = min(battles, key=lambda b: (b.hp_lost, b.room))
            step = 1
        room = d.room(chosen.room)
        tier = room.encounter.foe().tier + step
        if tier < 1:
            # already the weakest kind: the fight gives way to an empty room
            new_room = replace(room, encounter=Encounter("none", texts.take("empty", content.empty)))
        elif tier > 4:
            return None
        else:
            new_room = replace(room, encounter=battle(pick_enemy(content, tier, rng), room.encounter.now))
        d = replace(d, rooms=tuple(new_room if r.number == room.number else r for r in d.rooms))
    return d if low <= critical_loss(d) <= high else None
