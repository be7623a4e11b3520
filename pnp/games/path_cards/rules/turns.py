"""Turns: the variants (actions per turn, hand limit), which actions a turn allows, drawing, and the game's end."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from pnp.errors import PnpError


@dataclass(frozen=True)
class Variant:
    """How a turn goes: ``actions`` per turn and the hand limit. The base game has one action,
    always a card play, and refills the hand to 2; the action variants may also rotate and draw."""

    name: str
    actions: int
    hand_limit: int
    start_hand: int = 2
    title: str = ""

    @property
    def is_base(self) -> bool:
        return self.name == "base"


BASE = Variant("base", 1, 2, title="Basic game")
CAFFEINATED = Variant("caffeinated", 2, 6, title="Two-action variant")
STEROIDS = Variant("steroids", 3, 6, title="Three-action variant")
VARIANTS = {v.name: v for v in (BASE, CAFFEINATED, STEROIDS)}
MIN_PLAYERS, MAX_PLAYERS = 2, 6


def variant(name: str) -> Variant:
    if name not in VARIANTS:
        raise PnpError(f"unknown variant {name!r} (one of {', '.join(VARIANTS)})")
    return VARIANTS[name]


def draw_problem(v: Variant, hand_size: int, deck_size: int) -> str | None:
    """The draw action (action variants only): one card from the deck, up to the hand limit."""
    if v.is_base:
        return "the basic game has no draw action (the hand is refilled at the end of the turn)"
    if deck_size == 0:
        return "the deck is empty"
    if hand_size >= v.hand_limit:
        return f"the hand already holds {hand_size} cards (the limit is {v.hand_limit})"
    return None


def end_of_turn_draws(v: Variant, hand_size: int, deck_size: int) -> int:
    """Cards drawn for free after collecting: the base game refills the hand to 2; the action
    variants draw one card, unless the hand is at the limit."""
    if v.is_base:
        return max(0, min(v.hand_limit - hand_size, deck_size))
    return 1 if deck_size > 0 and hand_size < v.hand_limit else 0


def action_problem(v: Variant, kind: str, actions_taken: int) -> str | None:
    """Whether one more action of ``kind`` ("play", "rotate", "draw") is allowed this turn."""
    if kind not in ("play", "rotate", "draw"):
        return f"unknown action {kind!r}"
    if actions_taken >= v.actions:
        return f"all {v.actions} action(s) of the turn are used"
    if v.is_base and kind != "play":
        return f"the basic game has no {kind} action"
    return None


def end_turn_problem(v: Variant, played: int, hand_at_start: int, deck_at_start: int) -> str | None:
    """Ending the turn after ``played`` card plays, given the hand and deck sizes when the turn began.
    The basic game plays exactly one card when the hand holds one. In the action variants, a player
    who begins a turn with the deck empty and cards in hand must play at least one of them (so the
    game cannot stall)."""
    if v.is_base:
        if hand_at_start > 0 and played == 0:
            return "the basic game plays one card each turn"
        return None
    if deck_at_start == 0 and hand_at_start > 0 and played == 0:
        return "the deck was empty when the turn began: a player who holds cards plays at least one"
    return None


def most_plays(v: Variant) -> int:
    """The most cards one turn of ``v`` can play: every action a play, as far as :func:`action_problem` allows,
    and never more than a hand can hold. It sizes the "played this turn" markers the kit prints."""
    plays = 0
    while action_problem(v, "play", plays) is None:
        plays += 1
    return min(plays, max(v.hand_limit, v.start_hand))


def most_plays_per_turn() -> int:
    """The most cards a turn can play under any variant the rules know."""
    return max(most_plays(v) for v in VARIANTS.values())


def game_over(deck_size: int, hand_sizes: Iterable[int]) -> bool:
    """The game ends when the deck and every hand are empty."""
    return deck_size == 0 and all(h == 0 for h in hand_sizes)

