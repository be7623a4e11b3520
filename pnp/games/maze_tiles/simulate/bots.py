"""The hero policies of the simulator: ``greedy`` and ``cautious``.

Both play to win and see only what a player sees (face-up tiles, the board's
pieces, their own hand); they differ in how they weigh the monster:

- **greedy** heads straight for the nearest key it lacks (then the door),
  exploring the nearest face-down tile while a key colour is still unseen;
  it heals only when a wound blocks Move or Explore, and takes its tokens for
  the road (feet first).
- **cautious** takes the same road but pays to keep out of the monster's
  reach: tiles beside the monster cost it more, it heals every wound it can
  afford and Recovers from three wounds on, it ends a turn out of reach or on
  a Hide tile when its tokens allow, and it keeps more hand tokens.

Whoever moves the monster (the player ending their turn, or landing on its
symbol) steers it at the leader among the other heroes (most keys, then the
nearest). The road is a shortest path in action tokens over the tiles as they
lie: a Move costs 1, a Move after turning a tile to meet the pathway 1 more
per quarter turn, an Explore its price; a face-down tile is assumed to fit.
"""

from __future__ import annotations

from pnp.games.maze_tiles.model import KEY_COLORS, OPPOSITE, Pos, rotate_sides
from pnp.games.maze_tiles.rules import (
    can_move,
    direction,
    moves,
    neighbour,
    openings,
)
from pnp.games.maze_tiles.simulate.effects import CARD_EFFECTS, KEY_EFFECTS, REACTIONS, Act, explore_cost
from pnp.games.maze_tiles.simulate.hinder import _hinder, can_play
from pnp.games.maze_tiles.simulate.road import _shift_side, in_reach, route
from pnp.games.maze_tiles.simulate.seat import KEY_SLOT, Seat
from pnp.games.maze_tiles.simulate.table import TOKENS, Table

POLICIES = ("cautious", "greedy")
MAX_ACTS = 30  # actions a bot takes in one turn at most (each is paid, so the tokens end a turn long before)
# how much a bot minds losing each printed action to a wound or a key (higher: keep it free)
VALUE = {"move": 10, "explore": 8, "discover-key": 7, "rotate-tile": 6, "heal": 4, "desperate": 2, "rotate-wall": 0}
KEY_VALUE = {"sprint": 9, "salve": 5, "deep-breath": 5, "vault": 6, "hidden-door": 4, "second-wind": 4}
# the key tokens a bot would rather claim, best first (a token the bots never use last)
KEY_PREFERENCE = ("sprint", "salve", "vault", "deep-breath", "second-wind", "hidden-door")


# --- a turn's actions ------------------------------------------------------------------------

def _claim(table: Table, seat: Seat) -> Act | None:
    pos = table.where(seat.color)
    tile = table.ts.tiles[table.board.at(pos).tile]
    if tile.role != "key" or tile.required_color() in seat.key_colors or not table.supply[tile.required_color()]:
        return None
    if not seat.usable("discover-key") or not table.can_pay(seat, table.cost("discover-key")):
        return None
    offered = table.supply[tile.required_color()]
    rank = {e: i for i, e in enumerate(KEY_PREFERENCE)}
    key = min(offered, key=lambda k: (rank.get(KEY_EFFECTS.get(k, ""), 99), k))
    return Act("discover-key", key=key, slot=key_slot(table, seat))


def key_slot(table: Table, seat: Seat) -> str:
    """Where a new key goes: the empty key slot first, then the free action the hero will miss least."""
    if KEY_SLOT not in seat.keys:
        return KEY_SLOT
    free = [s for s in seat.slots if s != KEY_SLOT and s not in seat.keys]
    # a wounded slot is lost already: a key laid on it costs nothing more now (its action waits for a heal)
    return min(free, key=lambda s: (value(table, seat, s) + (0 if s in seat.wounded else 0.5), seat.slots.index(s)))


def value(table: Table, seat: Seat, slot: str) -> float:
    """How much the hero minds losing what ``slot`` offers now."""
    action = seat.action_at(slot)
    if action in KEY_EFFECTS:
        return KEY_VALUE[KEY_EFFECTS[action]]
    if action.startswith("key-"):
        return 0.5  # a key action the bots never use
    if action.startswith("special-"):
        return 6.0 if action != "special-green" else 5.0
    if action == "discover-key" and len(seat.key_colors) == len(KEY_COLORS):
        return 0.0
    if action == "desperate":
        return VALUE["desperate"] + sum(1 for c in seat.cards if c in CARD_EFFECTS or c in REACTIONS)
    if action == KEY_SLOT:
        return 0.0
    return VALUE.get(action, 1)


def _heal(table: Table, seat: Seat) -> Act | None:
    """A wound worth healing now: greedy heals only what blocks Move or Explore; cautious heals any it can, and
    Recovers from three wounds on."""
    if not seat.wounded:
        return None
    blocking = any(seat.action_at(s) in ("move", "explore") for s in seat.wounded)
    careful = seat.policy == "cautious"
    if not (blocking or careful):
        return None
    if len(seat.wounded) >= 3 and table.can_pay(seat, table.cost("recover")):
        return Act("recover")
    for key, effect in KEY_EFFECTS.items():
        if effect in ("salve", "deep-breath") and seat.usable(key) and table.can_pay(seat, table.cost(key)):
            return Act(key)
    for card in seat.cards:
        if CARD_EFFECTS.get(card, "").startswith("heal") and can_play(table, seat):
            return Act("card", card=card)
    if seat.usable("heal") and table.can_pay(seat, table.cost("heal")):
        return Act("heal")
    if blocking and table.can_pay(seat, table.cost("recover")):
        return Act("recover")
    return None


def _unstick(table: Table, seat: Seat) -> Act | None:
    """No road leads anywhere: free the actions that reshape the maze (a wound healed, a key moved off them)."""
    needed = ("move", "explore", "rotate-tile")
    if any(s in seat.wounded for s in needed):
        if table.can_pay(seat, table.cost("recover")):
            return Act("recover")
        if seat.usable("heal") and table.can_pay(seat, table.cost("heal")):
            return Act("heal", slot=next(s for s in needed if s in seat.wounded))
    keyed = [s for s in needed if s in seat.keys and s not in seat.wounded]
    free = [s for s in seat.slots if s not in seat.keys and s not in needed and s != "discover-key"
            and (s != KEY_SLOT or KEY_SLOT not in seat.keys)]
    if keyed and free and table.can_pay(seat, table.cost("rearrange")):
        to = min(free, key=lambda s: (value(table, seat, s), seat.slots.index(s)))
        return Act("rearrange", slot=keyed[0], dest=to)
    return None


def _explore_rotation(table: Table, seat: Seat, here: Pos, at: Pos) -> int:
    """How to lay a newly turned tile: joined back to the hero's tile, leading on towards face-down tiles and
    joined neighbours, away from the board's edge."""
    tile = table.ts.tiles[table.board.at(at).tile]
    back = OPPOSITE[direction(here, at) or "N"]
    best, best_score = 0, -1e9
    for r in range(4):
        sides = rotate_sides(tile.sides, r)
        score = 5.0 if back in sides else 0.0
        for side in sides:
            n = neighbour(table.board, at, side)
            if n is None:
                score -= 1
            elif not table.board.at(n).explored:
                score += 1
            elif OPPOSITE[side] in openings(table.ts, table.board, n):
                score += 1.5
        if score > best_score:
            best, best_score = r, score
    return best


def _step(table: Table, seat: Seat, steps: list[tuple[Pos, str, int]]) -> Act | None:
    """The act that takes the first step of the road, if the hero can pay for it."""
    here = table.where(seat.color)
    to, kind, q = steps[0]
    if kind == "explore":
        if seat.usable("explore") and table.can_pay(seat, explore_cost(table, seat)):
            return Act("explore", at=to, rotation=_explore_rotation(table, seat, here, to))
        return None
    if kind == "slip":
        if table.can_pay(seat, table.cost("special-blue")):
            return Act("special-blue", to=(to,))
        return None
    if kind in ("vault", "hidden-door"):
        key = "key-azure-4" if kind == "vault" else "key-azure-2"
        return Act(key, to=(to,)) if table.can_pay(seat, table.cost(key)) else None
    if kind == "shift-wall":
        side = direction(here, to) or "N"
        new = _shift_side(table, here, side)
        if new and seat.usable("rotate-wall") and table.can_pay(seat, table.cost("rotate-wall")):
            return Act("rotate-wall", at=here, side=side, dest=new)
        return None
    if kind in ("turn", "turn-here"):
        if seat.usable("rotate-tile") and table.can_pay(seat, table.cost("rotate-tile")):
            toward = direction(here, to) or "N"
            at, side = (to, OPPOSITE[toward]) if kind == "turn" else (here, toward)
            placed = table.board.at(at)
            for quarters in (1, -1):
                if side in rotate_sides(table.ts.tiles[placed.tile].sides, placed.rotation + quarters):
                    return Act("rotate-tile", at=at, rotation=quarters)
            return Act("rotate-tile", at=at, rotation=1)
        return None
    # a move: Sprint covers two moves for one feet token, Burst of Speed three; else a Move
    run = [s[0] for s in steps[:3] if s[1] == "move"]
    run = run[:next((i for i, s in enumerate(steps[:3]) if s[1] != "move"), len(run))]
    if len(run) >= 2 and seat.usable("key-azure-1") and table.can_pay(seat, table.cost("key-azure-1")):
        return Act("key-azure-1", to=tuple(run[:2]))
    if seat.usable("move") and table.can_pay(seat, table.cost("move")):
        return Act("move", to=(to,))
    if len(run) >= 2 and "burst-of-speed" in seat.cards and can_play(table, seat):
        return Act("card", card="burst-of-speed", to=tuple(run))
    return None


def _safety(table: Table, seat: Seat) -> Act | None:
    """The cautious bot's last acts of a turn: out of the monster's reach, or sheltered."""
    here = table.where(seat.color)
    if not in_reach(table, here):
        return None
    if seat.usable("move") and table.can_pay(seat, table.cost("move")):
        options = [n for n in moves(table.ts, table.board, here) if n != table.board.minotaur]
        safe = [n for n in options if not in_reach(table, n)]
        if safe:
            return Act("move", to=(min(safe, key=lambda p: (p[1], p[0])),))
    for card in ("hidden-alcove", "lullaby"):
        if card in seat.cards and can_play(table, seat) and not seat.sheltered:
            if card == "lullaby" and (table.variant != "cerberus" or seat.unseen):
                continue
            return Act("card", card=card)
    return None


def next_act(table: Table, seat: Seat, done: int) -> Act | None:
    """The bot's next action this turn, or None to pass."""
    if done >= MAX_ACTS:
        return None
    for choice in (_claim(table, seat), _heal(table, seat)):
        if choice is not None:
            return choice
    steps = route(table, seat)
    if steps:
        act = _step(table, seat, steps)
        if act is not None and not (seat.policy == "cautious" and _too_close(table, seat, act)):
            return act
    else:
        unstick = _unstick(table, seat)
        if unstick is not None:
            return unstick
    for card in seat.cards:
        if CARD_EFFECTS.get(card) == "tokens-2" and can_play(table, seat) and steps:
            return Act("card", card=card, tokens=(1, 1))
    if seat.usable("key-jade-2") and table.can_pay(seat, table.cost("key-jade-2")) and steps and seat.feet == 0:
        return Act("key-jade-2", tokens=(0, 2))
    hinder = _hinder(table, seat)
    if hinder is not None:
        return hinder
    if seat.policy == "cautious":
        return _safety(table, seat)
    return None


def _too_close(table: Table, seat: Seat, act: Act) -> bool:
    """Would this step end beside the monster with no tokens left to get away (the cautious bot waits then)?"""
    if not act.to or table.board.minotaur is None:
        return False
    left = seat.hand + seat.feet - 1
    return left == 0 and in_reach(table, act.to[-1], 1)


# --- between turns --------------------------------------------------------------------------

def token_mix(table: Table, seat: Seat) -> tuple[int, int]:
    """The 7 tokens for the next turn (hand, feet): what the road ahead asks, in order, until 7 are counted."""
    hand = feet = 0
    for _, kind, q in route(table, seat):
        if kind == "explore":
            cost = explore_cost(table, seat)
            hand, feet = hand + cost.hand, feet + cost.feet
        elif kind in ("turn", "turn-here"):
            hand, feet = hand + q, feet + 1
        elif kind == "shift-wall":
            hand, feet = hand + 1, feet + 1
        elif kind in ("vault", "hidden-door"):
            feet += 2
        else:
            feet += 1
        if hand + feet >= TOKENS:
            break
    lacking = [c for c in KEY_COLORS if c not in seat.key_colors]
    if lacking:
        hand += 2  # a key to claim on the way
    if seat.wounded and seat.policy == "cautious":
        hand += 1
    hand = min(hand, TOKENS)
    feet = min(feet, TOKENS - hand)
    spare = TOKENS - hand - feet  # the road beyond: as much exploring as walking
    return hand + spare // 2, feet + spare - spare // 2


def refresh_cards(table: Table, seat: Seat) -> None:
    """Discard the cards the bots never play, draw up to the hand limit, discard any extra (least useful)."""
    for card in [c for c in seat.cards if c not in CARD_EFFECTS and c not in REACTIONS]:
        table.discard_card(seat, card, played=False)
    limit = max(0, 4 - len(seat.keys))
    table.draw(seat, limit - len(seat.cards))
    for card in [c for c in seat.cards if c not in CARD_EFFECTS and c not in REACTIONS]:
        table.discard_card(seat, card, played=False)
    while len(seat.cards) > limit:
        table.discard_card(seat, seat.cards[0], played=False)


def wound_slots(table: Table, seat: Seat, n: int) -> tuple[str, ...]:
    """Where the hero lays ``n`` wounds: on the free slots it minds least."""
    free = [s for s in seat.wound_order() if s not in seat.wounded]
    return tuple(sorted(free, key=lambda s: (value(table, seat, s), seat.slots.index(s)))[:n])


def check_policies(names) -> None:
    from pnp.errors import PnpError

    for n in names:
        if n not in POLICIES:
            raise PnpError(f"--bots: unknown bot {n!r} (choose from {', '.join(POLICIES)})")


__all__ = ["POLICIES", "can_move", "check_policies", "next_act", "token_mix", "refresh_cards"]
