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

import heapq
from collections import deque
from dataclasses import dataclass

from pnp.games.maze_tiles.content import MinotaurFace
from pnp.games.maze_tiles.model import DIRS, KEY_COLORS, OPPOSITE, Pos, rotate_sides
from pnp.games.maze_tiles.rules import (
    RuleError,
    can_move,
    charge,
    direction,
    moves,
    neighbour,
    openings,
    pathways_meet,
    place_wall,
    rotate_wall,
    symbol,
)
from pnp.games.maze_tiles.simulate.effects import CARD_EFFECTS, KEY_EFFECTS, REACTIONS, Act, explore_cost
from pnp.games.maze_tiles.simulate.table import KEY_SLOT, TOKENS, Seat, Table
from pnp.grid.core import wall as wall_between

POLICIES = ("cautious", "greedy")
MAX_ACTS = 30  # actions a bot takes in one turn at most (each is paid, so the tokens end a turn long before)
# how much a bot minds losing each printed action to a wound or a key (higher: keep it free)
VALUE = {"move": 10, "explore": 8, "discover-key": 7, "rotate-tile": 6, "heal": 4, "desperate": 2, "rotate-wall": 0}
KEY_VALUE = {"sprint": 9, "salve": 5, "deep-breath": 5, "vault": 6, "hidden-door": 4, "second-wind": 4}
# the key tokens a bot would rather claim, best first (a token the bots never use last)
KEY_PREFERENCE = ("sprint", "salve", "vault", "deep-breath", "second-wind", "hidden-door")


# --- the board as a bot reads it ----------------------------------------------------------

def monster_distances(table: Table, target: Pos) -> dict[Pos, int]:
    """Monster moves from every tile to ``target`` (the maze as it lies)."""
    dist = {target: 0}
    queue = deque([target])
    while queue:
        p = queue.popleft()
        for n in moves(table.ts, table.board, p):
            if n not in dist:
                dist[n] = dist[p] + 1
                queue.append(n)
    return dist


def in_reach(table: Table, pos: Pos, steps: int = 2) -> bool:
    """The monster could attack ``pos`` within ``steps`` Moves (a Hide tile is never attacked)."""
    m = table.board.minotaur
    if m is None or symbol(table.ts, table.board, pos) == "hide":
        return False
    return monster_distances(table, pos).get(m, 99) <= steps


def _turns_to_face(table: Table, pos: Pos, side: str) -> int | None:
    """Fewest quarter turns of the tile at ``pos`` that give it a pathway towards ``side`` (None: never)."""
    placed = table.board.at(pos)
    sides = table.ts.tiles[placed.tile].sides
    for q in (0, 1, 3, 2):
        if side in rotate_sides(sides, placed.rotation + q):
            return 2 if q == 2 else min(q, 1)
    return None


def _shift_side(table: Table, pos: Pos, side: str) -> str | None:
    """Another side of ``pos`` the wall on ``side`` may turn to (the wall limit kept): a side with no pathway
    first, so the turned wall blocks nothing the hero needs."""
    sides = sorted((d for d in DIRS if d != side), key=lambda d: (d in openings(table.ts, table.board, pos),
                                                                 DIRS.index(d)))
    for d in sides:
        try:
            rotate_wall(table.board, pos, side, d)
        except RuleError:
            continue
        return d
    return None


@dataclass(frozen=True)
class _Means:
    """What the hero can do on the road (its actions not under a wound, its keys), worked out once per road."""

    start: Pos
    explore: float  # Explore's price, 0 when the hero cannot explore
    turn: bool
    move: bool
    shift: bool
    slip: bool  # Slip By (blue's own action)
    vault: bool
    hidden_door: bool
    careful: bool


def _means(table: Table, seat: Seat) -> _Means:
    return _Means(table.where(seat.color), float(explore_cost(table, seat).total) if seat.usable("explore") else 0,
                  seat.usable("rotate-tile"), seat.usable("move") or seat.usable("key-azure-1"),
                  seat.usable("rotate-wall"), seat.color == "blue" and seat.usable("special-blue"),
                  seat.usable("key-azure-4"), seat.usable("key-azure-2"), seat.policy == "cautious")


def _edges(table: Table, me: _Means, p: Pos) -> list[tuple[Pos, str, int, float]]:
    """The ways on from ``p``: (tile, how, quarter turns, tokens)."""
    ts, board = table.ts, table.board
    monster = board.minotaur
    out = []
    if not board.at(p).explored:  # a face-down tile on the road: assume it will be laid to lead on
        for side in DIRS:
            n = neighbour(board, p, side)
            if n is None or wall_between(p, n) in board.walls or n == monster:
                continue
            if board.at(n).explored and me.move:
                out.append((n, "move", 0, 1.0))
            elif not board.at(n).explored and me.explore:
                out.append((n, "explore", 0, me.explore))
        return out
    if me.move:
        out += [(n, "move", 0, 1.0) for n in moves(ts, board, p) if n != monster or symbol(ts, board, n) == "hide"]
    if me.hidden_door:
        out += [(n, "hidden-door", 0, 2.0) for n in table.passages() if n != p and n != monster]
    for side in DIRS:
        n = neighbour(board, p, side)
        if n is None:
            continue
        out += _side_edges(table, me, p, side, n)
    return out


def _side_edges(table: Table, me: _Means, p: Pos, side: str, n: Pos) -> list[tuple[Pos, str, int, float]]:
    """The ways from face-up ``p`` to its neighbour ``n`` other than a plain Move."""
    ts, board = table.ts, table.board
    up = board.at(n).explored
    mine = side in openings(ts, board, p)
    theirs = up and OPPOSITE[side] in openings(ts, board, n)
    walled = wall_between(p, n) in board.walls
    if n == board.minotaur and symbol(ts, board, n) != "hide":
        return [(n, "slip", 0, 1.0)] if me.slip and mine and theirs else []
    if walled:
        if me.slip and mine and theirs:
            return [(n, "slip", 0, 1.0)]
        # Shift wall: the hero on p turns the token to another side of p, then goes on
        if me.shift and mine and _shift_side(table, p, side):
            if not up and me.explore:
                return [(n, "shift-wall", 0, 1.0 + me.explore)]
            if theirs and me.move:
                return [(n, "shift-wall", 0, 2.0)]
        return []
    if not mine:
        # turn the tile the hero will stand on towards a joined neighbour or a face-down one
        if me.turn and (theirs and me.move if up else me.explore):
            q = _turns_to_face(table, p, side)
            if q is not None:
                return [(n, "turn-here", q, q + (1.0 if up else me.explore))]
        return [(n, "vault", 0, 2.0)] if up and me.vault else []
    if not up:
        return [(n, "explore", 0, me.explore)] if me.explore else []
    if not theirs and me.turn and me.move:
        q = _turns_to_face(table, n, OPPOSITE[side])
        if q is not None:
            return [(n, "turn", q, 1.0 + q)]
    return [(n, "vault", 0, 2.0)] if not theirs and me.vault else []


def road(table: Table, seat: Seat) -> tuple[dict[Pos, float], dict[Pos, tuple[Pos, str, int]]]:
    """Shortest costs in tokens from the hero to every tile, and how each is reached (from, how, quarter turns)."""
    me = _means(table, seat)
    monster = table.board.minotaur
    dist: dict[Pos, float] = {me.start: 0}
    how: dict[Pos, tuple[Pos, str, int]] = {}
    heap = [(0.0, me.start)]
    while heap:
        d, p = heapq.heappop(heap)
        if d > dist.get(p, 1e9):
            continue
        for n, kind, q, c in _edges(table, me, p):
            if me.careful and monster is not None and n != monster and direction(n, monster) is not None:
                c += 2.0  # the cautious bot pays to keep away from the monster
            nd = d + c
            if nd < dist.get(n, 1e9):
                dist[n] = nd
                how[n] = (p, kind, q)
                heapq.heappush(heap, (nd, n))
    return dist, how


def targets(table: Table, seat: Seat) -> list[Pos]:
    """Where the hero wants to be: the door with four keys; else key tiles of colours it lacks, and while a
    lacking colour's key tile is face down, every face-down tile (one of them hides it)."""
    if len(seat.key_colors) == len(KEY_COLORS):
        return [table.door]
    known = table.key_tiles()
    lacking = [c for c in KEY_COLORS if c not in seat.key_colors]
    out = [known[c] for c in lacking if c in known]
    if any(c not in known for c in lacking):
        out += [(x, y) for y in range(table.board.size) for x in range(table.board.size)
                if not table.board.at((x, y)).explored]
    return out


def route(table: Table, seat: Seat) -> list[tuple[Pos, str, int]]:
    """The steps (tile, how, quarter turns) to the nearest target, first step first; [] when none is reachable."""
    dist, how = road(table, seat)
    goals = [p for p in targets(table, seat) if p in dist]
    if not goals:
        return []
    goal = min(goals, key=lambda p: (dist[p], p[1], p[0]))
    steps = []
    p = goal
    while p in how:
        prev, kind, q = how[p]
        steps.append((p, kind, q))
        p = prev
    return steps[::-1]


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
        if CARD_EFFECTS.get(card, "").startswith("heal") and _can_play(table, seat):
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
        return Act("rearrange", slot=keyed[0], at=None, key=to)
    return None


def _can_play(table: Table, seat: Seat) -> bool:
    return seat.usable("desperate") and table.can_pay(seat, table.cost("desperate"))


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
            return Act("rotate-wall", at=here, slot=side, key=new)
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
    if len(run) >= 2 and "burst-of-speed" in seat.cards and _can_play(table, seat):
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
        if card in seat.cards and _can_play(table, seat) and not seat.sheltered:
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
        if CARD_EFFECTS.get(card) == "tokens-2" and _can_play(table, seat) and steps:
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


# --- choices during play ------------------------------------------------------------------

def wound_slots(table: Table, seat: Seat, n: int) -> tuple[str, ...]:
    """Where the hero lays ``n`` wounds: on the free slots it minds least."""
    free = [s for s in seat.wound_order() if s not in seat.wounded]
    return tuple(sorted(free, key=lambda s: (value(table, seat, s), seat.slots.index(s)))[:n])


def play_reaction(table: Table, seat: Seat, effect: str) -> bool:
    """Play a reaction card against ``effect`` if the hero holds one and can pay (Desperate act)."""
    card = next((c for c in seat.cards if REACTIONS.get(c) == effect), None)
    if card is None or not _can_play(table, seat):
        return False
    table.pay(seat, "desperate")
    table.discard_card(seat, card, played=True)
    table.note("play", hero=seat.color, card=card)
    return True


def sidestep(table: Table, seat: Seat) -> tuple[Pos, str] | None:
    """Step aside before an attack (Sidestep, Eyes Shut): the tile and the card played, or None. The hero steps
    to a neighbouring tile along a pathway, never onto a trap, the first in row order."""
    here = table.where(seat.color)
    options = [n for n in table.beside(here) if symbol(table.ts, table.board, n) != "trap"]
    card = next((c for c in seat.cards if REACTIONS.get(c) == "sidestep"), None)
    if not options or card is None or not play_reaction(table, seat, "sidestep"):
        return None
    return min(options, key=lambda p: (p[1], p[0])), card


def _prey(table: Table, mover: Seat) -> str | None:
    """The hero the mover sends the monster after: the most keys among the others, then the nearest."""
    others = [s for s in table.seats if s.color != mover.color and not s.sheltered]
    if not others or table.board.minotaur is None:
        return None
    m = table.board.minotaur
    return max(others, key=lambda s: (len(s.keys), -abs(table.where(s.color)[0] - m[0])
                                      - abs(table.where(s.color)[1] - m[1]), s.color)).color


def monster_step(table: Table, mover: Seat, options: list[Pos]) -> Pos:
    """One monster Move: towards the prey, never onto the mover (a cautious mover also keeps it off its own
    neighbourhood), never back where it came from if another way goes on."""
    prey = _prey(table, mover)
    me = table.where(mover.color)
    dist = monster_distances(table, table.where(prey)) if prey else {}

    def score(p: Pos) -> tuple:
        hits_me = p == me and symbol(table.ts, table.board, p) != "hide"
        near_me = mover.policy == "cautious" and abs(p[0] - me[0]) + abs(p[1] - me[1]) <= 1
        return (hits_me, near_me, dist.get(p, 50), p[1], p[0])

    return min(options, key=score)


def monster_target(table: Table, mover: Seat, tiles: list[Pos]) -> Pos:
    """Where a secret-passage jump lands: the passage nearest the prey."""
    prey = _prey(table, mover)
    if prey is None:
        return min(tiles, key=lambda p: (p[1], p[0]))
    at = table.where(prey)
    return min(tiles, key=lambda p: (abs(p[0] - at[0]) + abs(p[1] - at[1]), p[1], p[0]))


def charge_direction(table: Table, mover: Seat) -> str:
    """The charge that strikes the prey (or another hero), never the mover; else the one ending nearest the prey."""
    prey = _prey(table, mover)
    best, best_score = DIRS[0], None
    for d in DIRS:
        result = charge(table.ts, table.board, d)
        end = result.path[-1]
        score: tuple = (mover.color in result.attacked, prey not in result.attacked, not result.attacked,
                        abs(end[0] - table.where(prey)[0]) + abs(end[1] - table.where(prey)[1]) if prey else 0)
        if best_score is None or score < best_score:
            best, best_score = d, score
    return best


def choose_face(table: Table, mover: Seat, faces: list[MinotaurFace]) -> int:
    """Soothe (two rolls): the face that lets the mover strike the prey (a charge that hits them, hooves enough
    to reach them), else the one that moves the monster most."""
    prey = _prey(table, mover)
    reach = monster_distances(table, table.where(prey)).get(table.board.minotaur, 99) \
        if prey and table.board.minotaur is not None else 99

    def worth(face: MinotaurFace) -> float:
        if face.kind == "charge":
            hits = prey is not None and prey in charge(table.ts, table.board, charge_direction(table, mover)).attacked
            return 10.0 if hits else 1.0
        if face.kind == "hooves":
            return (10.0 if face.count >= reach else 0.0) + face.count
        return 1.5

    return max(range(len(faces)), key=lambda i: (worth(faces[i]), -i))


def push_to(table: Table, mover: Seat, victim: Seat, options: list[Pos]) -> Pos:
    """Where the mover pushes an attacked hero: onto a trap if it can, away from the door, never onto the door
    with four keys."""
    door = table.door
    full = len(victim.key_colors) == len(KEY_COLORS)

    def score(p: Pos) -> tuple:
        return (full and p == door, symbol(table.ts, table.board, p) != "trap",
                -(abs(p[0] - door[0]) + abs(p[1] - door[1])), p[1], p[0])

    return min(options, key=score)


def wall_spot(table: Table, seat: Seat) -> tuple[Pos, Pos] | None:
    """Where a hero landing on a wall symbol lays the wall token: across the road of the hero ahead of them if
    there is one, else across the monster's way to them, else where it blocks nothing, else anywhere the wall
    limit allows."""
    if table.walls_left == 0:
        return None
    me = table.where(seat.color)
    size = table.board.size
    spots: list[tuple[Pos, Pos]] = []
    ahead = leader(table, seat)
    if ahead is not None:
        spots += block_spots(table, seat, ahead)
    m = table.board.minotaur
    if m is not None:
        dist = monster_distances(table, me)
        if m in dist:
            p = m
            while p != me:  # walk the monster's shortest way to the hero
                n = min((n for n in moves(table.ts, table.board, p) if direction(p, n) is not None),
                        key=lambda n: dist.get(n, 99), default=None)
                if n is None or dist.get(n, 99) >= dist[p]:
                    break
                spots.append((p, n))
                p = n
            spots.reverse()
    edges = [((x, y), (x + dx, y + dy)) for y in range(size) for x in range(size) for dx, dy in ((1, 0), (0, 1))
             if x + dx < size and y + dy < size]
    # else where it blocks nothing: between two face-up tiles whose pathways do not meet
    spots += [e for e in edges if table.board.at(e[0]).explored and table.board.at(e[1]).explored
              and not pathways_meet(table.ts, table.board, *e)]
    spots += edges
    for a, b in spots:
        try:
            place_wall(table.board, a, b)
        except RuleError:
            continue
        return a, b
    return None


# --- getting in the way of the hero ahead --------------------------------------------------------

def leader(table: Table, me: Seat) -> Seat | None:
    """The other hero furthest ahead (most keys, then in seat order), if they hold at least as many keys as ``me``
    and at least two: the one worth slowing down."""
    others = [s for s in table.seats if s.color != me.color and len(s.keys) >= max(2, len(me.keys))]
    return max(others, key=lambda s: len(s.keys), default=None)


def block_spots(table: Table, me: Seat, victim: Seat) -> list[tuple[Pos, Pos]]:
    """Walls across ``victim``'s road (between neighbouring tiles it will step between), nearest first, that the
    wall limit allows and that do not cross ``me``'s own first steps."""
    mine = {frozenset((a, b)) for a, b in _road_edges(table, me)[:3]}
    out = []
    for a, b in _road_edges(table, victim):
        if direction(a, b) is None or frozenset((a, b)) in mine:
            continue
        try:
            place_wall(table.board, a, b)
        except RuleError:
            continue
        out.append((a, b))
    return out


def _road_edges(table: Table, seat: Seat) -> list[tuple[Pos, Pos]]:
    here = table.where(seat.color)
    out = []
    for to, _, _ in route(table, seat):
        out.append((here, to))
        here = to
    return out


def _hinder(table: Table, seat: Seat) -> Act | None:
    """A card against the hero ahead: Rockfall across their road, the monster sent at them."""
    ahead = leader(table, seat)
    if ahead is None or not _can_play(table, seat):
        return None
    for card in seat.cards:
        effect = CARD_EFFECTS.get(card)
        if effect == "walls-2" and table.walls_left >= 2:
            spots = block_spots(table, seat, ahead)
            if len(spots) >= 2:
                board, chosen = table.board, []
                for a, b in spots:
                    try:
                        board = place_wall(board, a, b)
                    except RuleError:
                        continue
                    chosen.append((a, b))
                    if len(chosen) == 2:
                        return Act("card", card=card, walls=tuple(chosen))
        if effect in ("monster-1", "monster-2") and table.board.minotaur is not None:
            points = 1 if effect == "monster-1" else 2
            if monster_distances(table, table.where(ahead.color)).get(table.board.minotaur, 99) <= points:
                return Act("card", card=card)
    return None


def react_to_move(table: Table, mover: Seat, pos: Pos) -> None:
    """The other players' reactions to a hero landing on ``pos``: Wrong Turn (a quarter turn of that tile) and
    Tripwire (a wound, when the tile is next to theirs), played against the hero ahead of them."""
    for seat in table.seats:
        if seat is mover or leader(table, seat) is not mover or table.winner:
            continue
        for card in list(seat.cards):
            effect = REACTIONS.get(card)
            if effect == "trip" and direction(table.where(seat.color), pos) is not None:
                if play_reaction(table, seat, "trip"):
                    table.wound(mover, 1, "tripwire")
                    return
            elif effect == "turn-their-tile" and play_reaction(table, seat, "turn-their-tile"):
                from pnp.games.maze_tiles.rules import rotate_tile

                table.board = rotate_tile(table.board, pos, 1)
                table.note("rotate", hero=seat.color, at=list(pos), quarters=1, via="wrong-turn")
                return


def check_policies(names) -> None:
    from pnp.errors import PnpError

    for n in names:
        if n not in POLICIES:
            raise PnpError(f"--bots: unknown bot {n!r} (choose from {', '.join(POLICIES)})")


__all__ = ["POLICIES", "can_move", "check_policies", "next_act", "token_mix", "refresh_cards"]
