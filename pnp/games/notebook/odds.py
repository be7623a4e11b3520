"""Exact odds: battles as Markov chains over (enemy hp, player hp, shield, axe), and the dice game.

Battle rules (our reading, docs/rules-notebook.md): the player rolls a d6 until
the enemy or the player is out of hit points. A MISS does nothing; a HIT deals
the player's damage (the weapon level); a "-N HP" face costs N hit points. The
shield blocks the first "-N HP" face of the battle. The axe lets the player
re-roll once per battle; the player spends it on the first "-N HP" face the
shield did not block. A battle that kills the player ends there (the enemy
keeps its lost hit points for the next try).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

from pnp.games.notebook.model import Enemy

START_HP = 10


@dataclass(frozen=True)
class BattleOdds:
    win: Fraction  # probability of winning before losing every hit point
    hp_lost: Fraction  # expected hit points lost in the battle (all of them on a death)


def battle_odds(enemy: Enemy, weapon: int = 1, hp: int = START_HP, shield: bool = False, axe: bool = False,
                enemy_hp: int | None = None) -> BattleOdds:
    faces = tuple((f.kind, f.amount) for f in enemy.faces)
    win, final = _value(faces, weapon, enemy.hp if enemy_hp is None else enemy_hp, hp, shield, axe)
    return BattleOdds(win, hp - final)


@lru_cache(maxsize=200_000)
def _value(faces: tuple, weapon: int, e: int, p: int, shield: bool, axe: bool) -> tuple[Fraction, Fraction]:
    """(P(win), E[final hp]) from this state, before the next roll."""
    if e <= 0:
        return Fraction(1), Fraction(p)
    if p <= 0:
        return Fraction(0), Fraction(0)
    sixth = Fraction(1, 6)
    misses = sum(1 for k, _ in faces if k == "miss")
    win = final = Fraction(0)
    for kind, amount in faces:
        if kind == "miss":
            continue
        if kind == "hit":
            nxt = _value(faces, weapon, e - weapon, p, shield, axe)
        elif shield:
            nxt = _value(faces, weapon, e, p, False, axe)
        elif axe:
            nxt = _value(faces, weapon, e, p, shield, False)  # re-roll: the next roll decides
        else:
            nxt = _value(faces, weapon, e, p - amount, shield, axe)
        win += sixth * nxt[0]
        final += sixth * nxt[1]
    # a miss repeats the same state: V = m V + rest, so V = rest / (1 - m)
    stay = 1 - Fraction(misses, 6)
    return win / stay, final / stay


@dataclass(frozen=True)
class DiceOdds:
    busts: Fraction  # expected busts (each costs a coin) before reaching the target
    clean: Fraction  # probability of reaching the target with no bust
    rolls: Fraction  # expected rolls


def dice_game_odds(target: int = 21) -> DiceOdds:
    """Roll and add until the total reaches ``target``; a 1 busts (a coin lost, back to 0).

    The first roll of each attempt cannot bust: a 1 there adds nothing.
    """
    busts = _dice_quantity(target, per_roll=0, per_bust=1, restart=True, at_target=0)
    rolls = _dice_quantity(target, per_roll=1, per_bust=0, restart=True, at_target=0)
    clean = _dice_quantity(target, per_roll=0, per_bust=0, restart=False, at_target=1)
    return DiceOdds(busts, clean, rolls)


def _dice_quantity(target: int, per_roll: int, per_bust: int, restart: bool, at_target: int) -> Fraction:
    """Expected total of a quantity over the game, solved exactly.

    Every state's value is written as a + b * V0, V0 being the value of a fresh
    attempt (total 0, first roll); a bust either starts afresh (restart) or ends
    the count. Then V0 = a0 + b0 * V0 gives V0.
    """
    sixth = Fraction(1, 6)
    memo: dict[tuple[int, bool], tuple[Fraction, Fraction]] = {}

    def value(t: int, first: bool) -> tuple[Fraction, Fraction]:
        if t >= target:
            return Fraction(at_target), Fraction(0)
        if (t, first) in memo:
            return memo[(t, first)]
        a, b = Fraction(per_roll), Fraction(0)
        for r in range(1, 7):
            if r == 1 and first:
                na, nb = value(t, False)
            elif r == 1:
                na, nb = (Fraction(per_bust), Fraction(1)) if restart else (Fraction(per_bust), Fraction(0))
            else:
                na, nb = value(t + r, False)
            a += sixth * na
            b += sixth * nb
        memo[(t, first)] = (a, b)
        return a, b

    a0, b0 = value(0, True)
    return a0 / (1 - b0)
