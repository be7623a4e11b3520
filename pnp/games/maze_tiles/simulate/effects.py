"""What a hero's action does at the simulated table, in terms of the rules core: the board's actions, the heroes'
own actions, the key tokens' actions and the desperation cards the bots play.

A bot names an :class:`Act`; :func:`act` pays for it (the price printed on the board, key or card) and carries
it out through :mod:`..rules`, which refuses anything illegal. Key tokens and cards the bots never use are not
here: a bot may hold them (and a key still counts), it just never plays them (docs/rules-maze-tiles.md,
"What the simulator plays").
"""

from __future__ import annotations

from dataclasses import dataclass

from pnp.games.maze_tiles.content import Cost
from pnp.games.maze_tiles.model import Pos
from pnp.games.maze_tiles.rules import (
    RuleError,
    can_move,
    direction,
    explore,
    pathways_meet,
    rotate_tile,
    rotate_wall,
    symbol,
)
from pnp.games.maze_tiles.simulate.seat import Seat
from pnp.games.maze_tiles.simulate.table import Table

# the key tokens' actions the bots use, by the action id content.py gives each token (colour, then its place in
# data/keys.toml): what each does is the token's printed text
KEY_EFFECTS = {
    "key-jade-1": "salve",  # take one wound off
    "key-jade-2": "second-wind",  # take two feet tokens
    "key-jade-4": "deep-breath",  # take two wounds off
    "key-azure-1": "sprint",  # move up to two tiles
    "key-azure-2": "hidden-door",  # move to any face-up secret passage
    "key-azure-4": "vault",  # move to a neighbouring face-up tile, pathway or not
}
# the desperation cards the bots play on their own turn (the reactions are in bots.play_reaction)
CARD_EFFECTS = {
    "second-breath": "heal-2",
    "torn-cloak": "heal-1-draw",
    "spare-strength": "tokens-2",
    "burst-of-speed": "moves-3",
    "hidden-alcove": "shelter",
    "lullaby": "unseen",
    "rockfall": "walls-2",
    "distant-bellow": "monster-2",
    "hiss-in-the-dark": "monster-2",
    "thrown-bone": "monster-1",
}
REACTIONS = {  # card id -> what the bots play it against
    "sidestep": "sidestep",
    "eyes-shut": "sidestep",
    "thick-skin": "thick-skin",
    "polished-shield": "polished-shield",
    "downwind": "break-sight",
    "wrong-turn": "turn-their-tile",
    "tripwire": "trip",
}


@dataclass(frozen=True)
class Act:
    """One action a bot takes: ``kind`` is a board action id, a hero's or key's action id, or ``card``."""

    kind: str
    to: tuple[Pos, ...] = ()  # tiles stepped onto, in order (a move, a sprint, a card's moves)
    at: Pos | None = None  # the tile acted on (a turn, an explore)
    rotation: int = 0  # an explored tile's rotation; a turn's quarters (+1 or -1)
    slot: str = ""  # a new key's slot, the wound healed, the slot a key leaves (Rearrange)
    key: str = ""  # the key token claimed
    side: str = ""  # the side of the hero's tile a wall token leaves (Shift wall)
    dest: str = ""  # where it goes: the side a wall token turns to, the slot a key moves to
    card: str = ""
    walls: tuple[tuple[Pos, Pos], ...] = ()  # wall tokens laid (Rockfall)
    tokens: tuple[int, int] = (0, 0)  # (hand, feet) taken from the supply (Blood Price, Spare Strength)


def explore_cost(table: Table, seat: Seat) -> Cost:
    """Explore's price; Trailblazer (green's own action, while uncovered) makes the first Explore of each of her
    turns cost one feet token only."""
    if seat.color == "green" and seat.usable("special-green") and not seat.trailblazed:
        return Cost(feet=1)
    return table.cost("explore")


def step_ok(table: Table, color: str, to: Pos) -> bool:
    """Whether the hero may Move to ``to`` now (the rules core's Move: pathways, walls, the monster's tile)."""
    ok = can_move(table.ts, table.board, table.where(color), to)[0]
    return ok and (table.board.minotaur != to or symbol(table.ts, table.board, to) == "hide")


def slip_ok(table: Table, here: Pos, to: Pos) -> bool:
    """Slip By: one tile along a pathway, wall tokens and the monster ignored."""
    return direction(here, to) is not None and pathways_meet(table.ts, table.board, here, to)


def heal(seat: Seat, n: int) -> list[str]:
    """Take ``n`` wounds off, the most useful actions first (the board's order, top down)."""
    out = [s for s in seat.slots if s in seat.wounded][:n]
    seat.wounded -= set(out)
    return out


def act(table: Table, seat: Seat, a: Act) -> None:
    """Pay for ``a`` and carry it out through the rules core (a :class:`RuleError` if anything is illegal)."""
    kind = kind_of(a)
    do = _DO.get(kind)
    if do is None:
        raise RuleError(f"the simulator does not play {a.kind!r}")
    if kind in _PAID_HERE:
        do(table, seat, a)
        return
    if a.kind == "explore":
        cost = explore_cost(table, seat)
        table.pay(seat, "explore", cost)
        seat.trailblazed = seat.trailblazed or cost != table.cost("explore")
    else:
        _pay_for(table, seat, a)
    do(table, seat, a)


def _explore(table: Table, seat: Seat, a: Act) -> None:
    assert a.at is not None
    table.board = explore(table.ts, table.board, seat.color, a.at, a.rotation)
    table.note("explore", hero=seat.color, to=list(a.at), rotation=a.rotation)
    table.arrive(seat.color, "explore")


def _rotate(table: Table, seat: Seat, a: Act) -> None:
    assert a.at is not None
    table.board = rotate_tile(table.board, a.at, a.rotation)
    table.note("rotate", hero=seat.color, at=list(a.at), quarters=a.rotation)


def _heal_one(table: Table, seat: Seat, a: Act) -> None:
    if a.slot and a.slot not in seat.wounded:
        raise RuleError(f"no wound on {a.slot}")
    healed = [a.slot] if a.slot else heal(seat, 1)
    seat.wounded -= set(healed)
    table.note("heal", hero=seat.color, slots=healed)


def _recover(table: Table, seat: Seat, a: Act) -> None:
    table.note("heal", hero=seat.color, slots=heal(seat, len(seat.wounded)), via="recover")


def _heal_more(table: Table, seat: Seat, a: Act) -> None:
    """Salve, Deep Breath, Second Breath, Torn Cloak (which draws a card too)."""
    kind = kind_of(a)
    n = {"salve": 1, "deep-breath": 2, "heal-2": 2, "heal-1-draw": 1}[kind]
    table.note("heal", hero=seat.color, slots=heal(seat, n), via=a.card or a.kind)
    if kind == "heal-1-draw":
        table.draw(seat, 1)


def _shift_wall(table: Table, seat: Seat, a: Act) -> None:
    """Shift wall: the token on side ``a.side`` of the hero's tile turns to side ``a.dest``."""
    if a.at != table.where(seat.color):
        raise RuleError("Shift wall turns a wall token touching the hero's own tile")
    table.board = rotate_wall(table.board, a.at, a.side, a.dest)
    table.note("shift-wall", hero=seat.color, at=list(a.at), side=a.side, to=a.dest)


def _rearrange(table: Table, seat: Seat, a: Act) -> None:
    """The key on ``a.slot`` moves to the slot ``a.dest`` (a wound stays where it lies)."""
    if a.slot not in seat.keys or a.dest in seat.keys or a.dest not in seat.slots:
        raise RuleError(f"Rearrange: no key on {a.slot}, or {a.dest} is taken")
    table.pay(seat, "rearrange")
    seat.keys[a.dest] = seat.keys.pop(a.slot)
    table.note("rearrange", hero=seat.color, slot=a.slot, to=a.dest)


def _claim(table: Table, seat: Seat, a: Act) -> None:
    table.claim(seat, a.key, a.slot)


def _move(table: Table, seat: Seat, a: Act) -> None:
    table.move(seat.color, a.to[0], "move")


def _slip(table: Table, seat: Seat, a: Act) -> None:
    """Slip By (blue's own action): one tile along a pathway, wall tokens and the monster ignored, no attack."""
    if not slip_ok(table, table.where(seat.color), a.to[0]):
        raise RuleError("Slip By goes one tile along a pathway")
    table.board = table.board.move_hero(seat.color, a.to[0])
    table.note("move", hero=seat.color, to=list(a.to[0]), via="slip-by")
    table.arrive(seat.color, "slip-by")


def _run(table: Table, seat: Seat, a: Act) -> None:
    """Sprint (a key: up to two Moves) or Burst of Speed (a card: up to three)."""
    kind = kind_of(a)
    limit = 2 if kind == "sprint" else 3
    if not 1 <= len(a.to) <= limit:
        raise RuleError(f"{kind}: up to {limit} moves")
    for i, to in enumerate(a.to):
        if i and not step_ok(table, seat.color, to):
            break  # "up to": what the first steps set off (a wall laid, the monster moved) may end the run
        table.move(seat.color, to, kind)
        if table.winner:
            return


def _vault(table: Table, seat: Seat, a: Act) -> None:
    if direction(table.where(seat.color), a.to[0]) is None:
        raise RuleError("Vault goes to a neighbouring tile")
    table.place(seat.color, a.to[0], "vault")


def _hidden_door(table: Table, seat: Seat, a: Act) -> None:
    if symbol(table.ts, table.board, a.to[0]) != "secret":
        raise RuleError("that is no secret passage")
    table.place(seat.color, a.to[0], "hidden-door")


def _tokens(table: Table, seat: Seat, a: Act) -> None:
    """Second Wind (two feet tokens) or Spare Strength (two tokens of the player's choice)."""
    kind = kind_of(a)
    hand, feet = a.tokens
    if hand < 0 or feet < 0 or hand + feet != 2 or (kind == "second-wind" and hand):
        raise RuleError(f"{kind}: the wrong tokens")
    seat.hand += hand
    seat.feet += feet
    table.note("tokens", hero=seat.color, hand=hand, feet=feet, via=a.card or a.kind)


def _card_turn(table: Table, seat: Seat, a: Act) -> None:
    """Hidden Alcove (no attack on the hero until their next turn) or Lullaby (no scent)."""
    if kind_of(a) == "shelter":
        seat.sheltered = True
    else:
        seat.unseen = True
    table.note("card", hero=seat.color, card=a.card)


def _walls(table: Table, seat: Seat, a: Act) -> None:
    """Rockfall: two wall tokens where the player chooses (the wall limit applies)."""
    for a_, b_ in a.walls:
        table.add_wall(seat.color, a_, b_)


def _monster(table: Table, seat: Seat, a: Act) -> None:
    """Distant Bellow, Hiss in the Dark (two movement points), Thrown Bone (one): the player spends them."""
    if table.board.minotaur is None:
        raise RuleError("the monster is not on the board yet")
    table.monster_points(seat, 1 if kind_of(a) == "monster-1" else 2, "card")


_DO = {
    "explore": _explore, "move": _move, "rotate-tile": _rotate, "heal": _heal_one, "recover": _recover,
    "rotate-wall": _shift_wall, "rearrange": _rearrange, "discover-key": _claim, "special-blue": _slip,
    "sprint": _run, "moves-3": _run, "vault": _vault, "hidden-door": _hidden_door,
    "salve": _heal_more, "deep-breath": _heal_more, "heal-2": _heal_more, "heal-1-draw": _heal_more,
    "second-wind": _tokens, "tokens-2": _tokens, "shelter": _card_turn, "unseen": _card_turn,
    "walls-2": _walls, "monster-2": _monster, "monster-1": _monster,
}
_PAID_HERE = {"rearrange"}  # checks its slots before it pays


def _pay_for(table: Table, seat: Seat, a: Act) -> None:
    """A key's action is paid at its own price; a card through Desperate act, then discarded."""
    if a.kind != "card":
        table.pay(seat, a.kind)  # a board action, a hero's own action or a key's, at its printed price
        return
    if a.card not in seat.cards:
        raise RuleError(f"{seat.color} holds no {a.card}")
    table.pay(seat, "desperate")
    table.discard_card(seat, a.card, played=True)
    table.note("play", hero=seat.color, card=a.card)


def kind_of(a: Act) -> str:
    """What an act does: a card's effect, a key's effect, or the action itself."""
    if a.kind == "card":
        return CARD_EFFECTS[a.card]
    return KEY_EFFECTS.get(a.kind, a.kind)
