"""A player at the simulated table: their hero, the bot that plays them, and what lies on their hero board and in
their hand (the slots under keys and wounds, tokens, cards)."""

from __future__ import annotations

from dataclasses import dataclass, field

from pnp.games.maze_tiles.monster_rules import EMPTY_KEY_SLOT

KEY_SLOT = EMPTY_KEY_SLOT  # the empty key slot: a wound goes there only while a key lies on it


@dataclass
class Seat:
    """A player: their hero, the bot that plays them, and what lies on their hero board and in their hand."""

    color: str
    policy: str
    slots: tuple[str, ...]  # the board's action slots a key or a wound may cover, board order (KEY_SLOT last)
    hand: int = 0  # hand tokens
    feet: int = 0  # feet tokens
    keys: dict[str, str] = field(default_factory=dict)  # slot -> the key token's action id lying on it
    wounded: set[str] = field(default_factory=set)  # slots under a wound (on top of a key, if one lies there)
    cards: list[str] = field(default_factory=list)  # desperation card ids in hand
    unseen: bool = False  # Lullaby: the monster does not catch this hero's scent until their next turn
    sheltered: bool = False  # Hidden Alcove: the monster cannot attack this hero until their next turn
    trailblazed: bool = False  # Trailblazer (green) has made an Explore cheaper this turn

    @property
    def key_colors(self) -> set[str]:
        return {a.split("-")[1] for a in self.keys.values()}

    def wound_order(self) -> tuple[str, ...]:
        """The slots a wound may go on now, top of the board down: the empty key slot only with a key on it."""
        return tuple(s for s in self.slots if s != KEY_SLOT or KEY_SLOT in self.keys)

    def action_at(self, slot: str) -> str:
        """The action a slot offers: the key's when a key lies on it, else the printed one."""
        return self.keys.get(slot, slot)

    def usable(self, action: str) -> bool:
        """Whether the hero can take ``action`` now: printed and not covered by a key, or on a key; never under a
        wound. Recover and Rearrange are always there."""
        if action in ("recover", "rearrange"):
            return True
        for slot in self.slots:
            if self.action_at(slot) == action:
                return slot not in self.wounded
        return False

    def knocked_out(self) -> bool:
        """Every action a wound may cover is wounded: only Recover and Rearrange are left."""
        return all(s in self.wounded for s in self.wound_order())
