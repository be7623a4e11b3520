"""One battle roll by the rules: the rules core the simulated players and the printed worked example share.

The player rolls a d6 and reads the face in the enemy's table (docs/rules-notebook.md): a MISS does
nothing; a HIT crosses off as many hearts as the weapon level; a "-N HP" face costs N hit points,
unless the shield blocks it (the first such face of a battle) or the axe re-rolls it (the first one the
shield did not block). The battle is over when either side has no hit points left.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from pnp.games.notebook.model import Enemy, Face


@dataclass(frozen=True)
class BattleState:
    enemy_hp: int
    hp: int
    shield: bool = False  # still unused in this battle
    axe: bool = False

    @property
    def over(self) -> bool:
        return self.enemy_hp <= 0 or self.hp <= 0

    @property
    def won(self) -> bool:
        return self.enemy_hp <= 0


@dataclass(frozen=True)
class Roll:
    """What one roll did: the face rolled (1 to 6), its line in the table, what it did and the state after."""

    face: int
    table: Face
    effect: str  # "miss", "hit", "blocked" (the shield), "re-roll" (the axe), "hurt"
    after: BattleState


def roll(state: BattleState, enemy: Enemy, weapon: int, face: int) -> Roll:
    """The state after rolling ``face`` (1 to 6) against ``enemy`` with a weapon of level ``weapon``."""
    if state.over:
        raise ValueError("the battle is already over")
    table = enemy.faces[face - 1]
    if table.kind == "miss":
        return Roll(face, table, "miss", state)
    if table.kind == "hit":
        return Roll(face, table, "hit", replace(state, enemy_hp=max(0, state.enemy_hp - weapon)))
    if state.shield:
        return Roll(face, table, "blocked", replace(state, shield=False))
    if state.axe:
        return Roll(face, table, "re-roll", replace(state, axe=False))
    return Roll(face, table, "hurt", replace(state, hp=state.hp - table.amount))
