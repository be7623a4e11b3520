"""What a hero's action does at the simulated table, in terms of the rules core: the board's actions, the heroes'
own actions, the key tokens' actions and the desperation cards the bots play.

A bot names an :class:`Act`; :func:`act` pays for it (the price printed on the board, key or card) and carries
it out through :mod:`..rules`, which refuses anything illegal. Key tokens and cards the bots never use are not
here: a bot may hold them (and a key still counts), it just never plays them (docs/rules-maze-tiles.md,
"What the simulator plays").
"""

from __future__ import annotations

from dataclasses import dataclass, replace

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
from pnp.games.maze_tiles.simulate.table import Seat, Table

# the key tokens' actions the bots use, by the action id content.py gives each token (colour, then its place in
# data/keys.toml): what each does is the token's printed text
KEY_EFFECTS = {
    "key-amber-3": "crumble",  # remove any one wall token
    "key-jade-1": "salve",  # take one wound off
    "key-jade-2": "second-wind",  # take two feet tokens
    "key-jade-4": "deep-breath",  # take two wounds off
    "key-azure-1": "sprint",  # move up to two tiles
    "key-azure-2": "hidden-door",  # move to any face-up secret passage
    "key-azure-4": "vault",  # move to a neighbouring face-up tile, pathway or not
    "key-crimson-2": "stare-down",  # push the monster one tile along a pathway, no attack
    "key-crimson-3": "blood-price",  # take a wound, then three action tokens
}
# the desperation cards the bots play on their own turn (the reactions are in bots.play_reaction)
CARD_EFFECTS = {
    "second-breath": "heal-2",
    "torn-cloak": "heal-1-draw",
    "spare-strength": "tokens-2",
    "burst-of-speed": "moves-3",
    "old-drain": "to-passage",
    "hidden-alcove": "shelter",
    "lullaby": "unseen",
}
REACTIONS = {  # card id -> what the bots play it against
    "sidestep": "sidestep",
    "eyes-shut": "sidestep",
    "thick-skin": "thick-skin",
    "polished-shield": "polished-shield",
    "downwind": "break-sight",
}


@dataclass(frozen=True)
class Act:
    """One action a bot takes: ``kind`` is a board action id, a hero's or key's action id, or ``card``."""

    kind: str
    to: tuple[Pos, ...] = ()  # tiles stepped onto, in order (a move, a sprint, a card's moves)
    at: Pos | None = None  # the tile acted on (a turn, an explore)
    rotation: int = 0  # an explored tile's rotation; a turn's quarters (+1 or -1)
    slot: str = ""  # a key's slot, the wound healed
    key: str = ""  # the key token claimed
    card: str = ""
    wall: tuple[Pos, Pos] | None = None
    tokens: tuple[int, int] = (0, 0)  # (hand, feet) taken from the supply (Blood Price, Spare Strength)


def explore_cost(table: Table, seat: Seat) -> Cost:
    """Explore's price; Trailblazer (green's own action, while uncovered) makes it one feet token only."""
    if seat.color == "green" and seat.usable("special-green"):
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
    c = seat.color
    kind = kind_of(a)
    if a.kind == "explore":
        table.pay(seat, "explore", explore_cost(table, seat))
        assert a.at is not None
        table.board = explore(table.ts, table.board, c, a.at, a.rotation)
        table.note("explore", hero=c, to=list(a.at), rotation=a.rotation)
        table.arrive(c, "explore")
    elif a.kind == "move":
        table.pay(seat, "move")
        table.move(c, a.to[0], "move")
    elif a.kind == "rotate-tile":
        table.pay(seat, "rotate-tile")
        assert a.at is not None
        table.board = rotate_tile(table.board, a.at, a.rotation)
        table.note("rotate", hero=c, at=list(a.at), quarters=a.rotation)
    elif a.kind == "heal":
        table.pay(seat, "heal")
        if a.slot and a.slot not in seat.wounded:
            raise RuleError(f"no wound on {a.slot}")
        healed = [a.slot] if a.slot else heal(seat, 1)
        seat.wounded -= set(healed)
        table.note("heal", hero=c, slots=healed)
    elif a.kind == "rotate-wall":  # Shift wall: the token on side a.slot of the hero's tile turns to side a.key
        table.pay(seat, "rotate-wall")
        if a.at != table.where(c):
            raise RuleError("Shift wall turns a wall token touching the hero's own tile")
        table.board = rotate_wall(table.board, a.at, a.slot, a.key)
        table.note("shift-wall", hero=c, at=list(a.at), side=a.slot, to=a.key)
    elif a.kind == "rearrange":  # the key on a.slot moves to the slot a.key names (a wound stays where it lies)
        if a.slot not in seat.keys or a.key in seat.keys or a.key not in seat.slots:
            raise RuleError(f"Rearrange: no key on {a.slot}, or {a.key} is taken")
        table.pay(seat, "rearrange")
        seat.keys[a.key] = seat.keys.pop(a.slot)
        table.note("rearrange", hero=c, slot=a.slot, to=a.key)
    elif a.kind == "recover":
        table.pay(seat, "recover")
        table.note("heal", hero=c, slots=heal(seat, len(seat.wounded)), via="recover")
    elif a.kind == "discover-key":
        table.pay(seat, "discover-key")
        table.claim(seat, a.key, a.slot)
    elif a.kind == "special-blue":
        table.pay(seat, a.kind)
        here = table.where(c)
        if not slip_ok(table, here, a.to[0]):
            raise RuleError("Slip By goes one tile along a pathway")
        table.board = table.board.move_hero(c, a.to[0])
        table.note("move", hero=c, to=list(a.to[0]), via="slip-by")
        table.arrive(c, "slip-by")
    elif kind in ("sprint", "moves-3"):
        _pay_for(table, seat, a)
        limit = 2 if kind == "sprint" else 3
        if not 1 <= len(a.to) <= limit:
            raise RuleError(f"{kind}: up to {limit} moves")
        for i, to in enumerate(a.to):
            if i and not step_ok(table, c, to):
                break  # "up to": what the first steps set off (a wall laid, the monster moved) may end the run
            table.move(c, to, kind, )
            if table.winner:
                return
    elif kind == "vault":
        _pay_for(table, seat, a)
        if direction(table.where(c), a.to[0]) is None:
            raise RuleError("Vault goes to a neighbouring tile")
        table.place(c, a.to[0], "vault")
    elif kind in ("hidden-door", "to-passage"):
        _pay_for(table, seat, a)
        if symbol(table.ts, table.board, a.to[0]) != "secret":
            raise RuleError("that is no secret passage")
        table.place(c, a.to[0], kind)
    elif kind in ("salve", "deep-breath", "heal-2", "heal-1-draw"):
        _pay_for(table, seat, a)
        n = {"salve": 1, "deep-breath": 2, "heal-2": 2, "heal-1-draw": 1}[kind]
        table.note("heal", hero=c, slots=heal(seat, n), via=a.card or a.kind)
        if kind == "heal-1-draw":
            table.draw(seat, 1)
    elif kind in ("second-wind", "tokens-2", "blood-price"):
        _pay_for(table, seat, a)
        if kind == "blood-price":
            table.wound(seat, 1, "blood-price")
        hand, feet = a.tokens
        if hand < 0 or feet < 0 or hand + feet != {"second-wind": 2, "tokens-2": 2, "blood-price": 3}[kind] or (
                kind == "second-wind" and hand):
            raise RuleError(f"{kind}: the wrong tokens")
        seat.hand += hand
        seat.feet += feet
        table.note("tokens", hero=c, hand=hand, feet=feet, via=a.card or a.kind)
    elif kind == "crumble":
        _pay_for(table, seat, a)
        assert a.wall is not None
        table.remove_wall(c, *a.wall)
    elif kind == "stare-down":
        _pay_for(table, seat, a)
        here = table.board.minotaur
        if here is None or not can_move(table.ts, table.board, here, a.to[0])[0]:
            raise RuleError("Stare Down pushes the monster one tile along a pathway")
        table.board = replace(table.board, minotaur=a.to[0])
        table.note("monster", how="pushed", to=list(a.to[0]), by=c)
    elif kind in ("shelter", "unseen"):
        _pay_for(table, seat, a)
        if kind == "shelter":
            seat.sheltered = True
        else:
            seat.unseen = True
        table.note("card", hero=c, card=a.card)
    else:
        raise RuleError(f"the simulator does not play {a.kind!r}")


def _pay_for(table: Table, seat: Seat, a: Act) -> None:
    """A key's action is paid at its own price; a card through Desperate act, then discarded."""
    if a.kind != "card":
        table.pay(seat, a.kind)
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
