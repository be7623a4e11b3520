"""One simulated game of maze tiles at the table: the deal, the turns, the monster, and the game's record.

Every change to the board goes through the rules core (:mod:`..rules` and
:mod:`..monster_rules`), which refuses anything illegal; a refusal during a
simulated game is a bug in a bot, and the game stops and reports it. Hero
boards, action tokens, keys, wounds and cards are tracked here, by the printed
rules (docs/rules-maze-tiles.md, "What the simulator plays"). Everything that
happens is written, in order, to :attr:`Table.log`: the record ``--record``
saves and the referee in the tests replays.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field, replace
from functools import cached_property

from pnp.games.maze_tiles.content import Content, Cost
from pnp.games.maze_tiles.model import KEY_COLORS, Board, Pos, TileSet
from pnp.games.maze_tiles.monster_rules import heroes_in_sight, hunt, place_wounds
from pnp.games.maze_tiles.rules import (
    RuleError,
    attackable,
    charge,
    door_position,
    minotaur_step,
    moves,
    neighbour,
    pathways_meet,
    place_wall,
    positions_of,
    secret_jump,
    symbol,
)
from pnp.games.maze_tiles.simulate.seat import Seat
from pnp.grid.core import wall as wall_between

MAX_ROUNDS = 80  # nobody escaped after this many rounds: the monster's game (the printed rules have no end but a win)
TOKENS = 7  # action tokens taken each turn
HAND_LIMIT = 4  # desperation cards, minus one per key held
START_CARDS = 4
WALL_TOKENS = 30
SOOTHE_ROLLS = 3  # Soothe (the yellow hero's own action, data/heroes.toml): the die rolled three times


@dataclass
class Table:
    ts: TileSet
    content: Content
    board: Board
    seats: list[Seat]
    rng: random.Random
    deck: list[str]  # desperation card ids; the top card is the last
    discard: list[str] = field(default_factory=list)
    supply: dict[str, list[str]] = field(default_factory=dict)  # key colour -> key action ids not yet claimed
    walls_left: int = WALL_TOKENS
    round: int = 1
    turns: int = 0
    winner: str | None = None
    log: list[dict] = field(default_factory=list)
    counts: Counter = field(default_factory=Counter)  # cards drawn, walls placed, keys found, attacks, wounds...
    knocked_out: bool = False  # some hero had every action wounded at some moment

    # --- reading the table ----------------------------------------------------------

    @property
    def variant(self) -> str:
        return self.ts.variant

    def seat(self, color: str) -> Seat:
        return next(s for s in self.seats if s.color == color)

    def where(self, color: str) -> Pos:
        return dict(self.board.heroes)[color]

    @property
    def door(self) -> Pos:
        return door_position(self.ts, self.board)

    def key_tiles(self) -> dict[str, Pos]:
        """Explored key tiles by colour."""
        return {self.ts.tiles[self.board.at(p).tile].required_color(): p
                for p in positions_of(self.ts, self.board, "key") if self.board.at(p).explored}

    def passages(self) -> list[Pos]:
        """The face-up secret-passage tiles, row by row."""
        return [p for p in positions_of(self.ts, self.board, "maze")
                if self.board.at(p).explored and symbol(self.ts, self.board, p) == "secret"]

    def cost(self, action: str) -> Cost:
        return self.content_costs[action]

    @cached_property
    def content_costs(self) -> dict[str, Cost]:
        costs = {a.id: a.cost for a in self.content.actions}
        costs.update({h.special.id: h.special.cost for h in self.content.heroes})
        costs.update({k.action.id: k.action.cost for k in self.content.keys})
        return costs

    def note(self, what: str, **facts) -> None:
        self.log.append({"round": self.round, "do": what, **facts})

    # --- paying ---------------------------------------------------------------------

    def can_pay(self, seat: Seat, cost: Cost, discount: int = 0) -> bool:
        hand, feet = cost.hand, max(0, cost.feet - discount)
        return seat.hand >= hand and seat.feet >= feet and seat.hand - hand + seat.feet - feet >= cost.any

    def pay(self, seat: Seat, action: str, cost: Cost | None = None) -> dict:
        """Discard the tokens an action costs (``any`` from the larger pile first); the rules of the board:
        the action must be usable (not under a wound)."""
        if not seat.usable(action):
            raise RuleError(f"{seat.color}: {action} is covered or wounded")
        cost = cost or self.cost(action)
        if not self.can_pay(seat, cost):
            raise RuleError(f"{seat.color}: cannot pay for {action}")
        hand, feet = cost.hand, cost.feet
        for _ in range(cost.any):
            if seat.hand - hand >= seat.feet - feet:
                hand += 1
            else:
                feet += 1
        seat.hand -= hand
        seat.feet -= feet
        paid = {"hand": hand, "feet": feet}
        self.note("pay", hero=seat.color, action=action, paid=paid)
        return paid

    # --- heroes on the board ------------------------------------------------------------

    def arrive(self, color: str, via: str) -> None:
        """The hero has landed on a tile: the win, then the tile's symbol acts (docs: a symbol acts whenever a
        hero lands on it, by moving, exploring or being pushed)."""
        from pnp.games.maze_tiles.simulate import hinder

        seat = self.seat(color)
        pos = self.where(color)
        if pos == self.door and len(seat.key_colors) == len(KEY_COLORS):
            self.winner = color
            self.note("win", hero=color)
            return
        sym = symbol(self.ts, self.board, pos)
        if sym == "trap":
            self.wound(seat, 1, "trap")
        elif sym == "wall":
            spot = hinder.wall_spot(self, seat)
            if spot is not None:
                self.add_wall(color, *spot)
        elif sym == "minotaur" and self.board.minotaur is not None:
            self.monster_points(seat, 2, "symbol")
        if self.winner is None and self.where(color) == pos:
            hinder.react_to_move(self, seat, pos)  # then the others' reactions: Wrong Turn, Tripwire

    def move(self, color: str, to: Pos, via: str, **facts) -> None:
        """A hero's step by the rules core's Move (the action, a key or a card that moves along pathways)."""
        from pnp.games.maze_tiles.rules import move_hero

        self.board = move_hero(self.ts, self.board, color, to)
        self.note("move", hero=color, to=list(to), via=via, **facts)
        self.arrive(color, via)

    def place(self, color: str, to: Pos, via: str, **facts) -> None:
        """A hero set down on a tile by a key or a card that needs no pathway (Vault, Hidden Door):
        never onto the monster's tile (unless a Hide tile) nor a face-down one."""
        if not self.board.at(to).explored:
            raise RuleError(f"{to} is face down")
        if self.board.minotaur == to and symbol(self.ts, self.board, to) != "hide":
            raise RuleError("a hero cannot move onto the monster's tile")
        self.board = self.board.move_hero(color, to)
        self.note("move", hero=color, to=list(to), via=via, **facts)
        self.arrive(color, via)

    def add_wall(self, color: str, a: Pos, b: Pos) -> None:
        if self.walls_left == 0:
            return  # every token is on the board: our bots leave them where they are
        self.board = place_wall(self.board, a, b)
        self.walls_left -= 1
        self.counts["walls placed"] += 1
        self.note("wall", hero=color, between=[list(a), list(b)])

    def remove_wall(self, who: str, a: Pos, b: Pos) -> None:
        from pnp.games.maze_tiles.rules import remove_wall

        self.board = remove_wall(self.board, a, b)
        self.walls_left += 1
        self.note("unwall", by=who, between=[list(a), list(b)])

    # --- wounds -------------------------------------------------------------------------

    def wound(self, seat: Seat, n: int, cause: str, stare: bool = False) -> None:
        """``n`` wounds on ``seat``'s board: laid by Medusa's stare (top down) or where the hero's bot chooses."""
        from pnp.games.maze_tiles.simulate import bots

        if n <= 0:
            return
        order = seat.wound_order()
        wounded = frozenset(seat.wounded)
        free = [s for s in order if s not in wounded]
        chosen = () if stare else bots.wound_slots(self, seat, min(n, len(free)))
        after = place_wounds(order, wounded, n, chosen=chosen, stare=stare)
        seat.wounded = set(after)
        self.counts["wounds"] += len(after - wounded)
        self.note("wound", hero=seat.color, slots=sorted(after - wounded, key=order.index), cause=cause,
                  stare=stare)
        if seat.knocked_out():
            self.knocked_out = True
            self.counts["knock-outs"] += 1
            self.note("knocked-out", hero=seat.color)

    # --- cards ----------------------------------------------------------------------------

    def draw(self, seat: Seat, n: int) -> None:
        drawn = 0
        for _ in range(n):
            if not self.deck:
                if not self.discard:
                    break
                self.deck = self.discard
                self.discard = []
                self.rng.shuffle(self.deck)
                self.note("reshuffle")
            seat.cards.append(self.deck.pop())
            drawn += 1
        self.counts["cards drawn"] += drawn
        if drawn:
            self.note("draw", hero=seat.color, cards=drawn)

    def discard_card(self, seat: Seat, card: str, played: bool) -> None:
        seat.cards.remove(card)
        self.discard.append(card)
        if played:
            self.counts["cards played"] += 1

    # --- the monster ----------------------------------------------------------------------

    def monster_points(self, seat: Seat, points: int, why: str) -> None:
        """``points`` movement points spent by ``seat``'s bot, each a step (Cerberus hunts what he sees); an
        attack ends them. It may never end where it began: stuck, or back where it began, it goes to the door."""
        from pnp.games.maze_tiles.simulate import monster_moves

        start = self.board.minotaur
        assert start is not None
        left = points
        while left > 0 and self.winner is None:
            here = self.board.minotaur
            assert here is not None
            options = moves(self.ts, self.board, here)
            if not options:
                break
            target = monster_moves.monster_step(self, seat, options)
            left -= 1
            result = minotaur_step(self.ts, self.board, target)
            self.board = result.board
            self.note("monster", how="step", to=list(target), by=seat.color, why=why)
            if result.attacked:
                self.attack(seat, result.attacked)
                return
            if self.variant == "cerberus" and left > 0:
                prey = self.scent()
                if prey is not None:
                    chase = hunt(self.ts, self.board, prey, left)
                    self.board = chase.board
                    self.note("monster", how="hunt", path=[list(p) for p in chase.path[1:]], prey=prey,
                              to=list(chase.path[-1]))
                    if chase.attacked:
                        self.attack(seat, chase.attacked)
                        return
                    break  # the hunt spent every point left
        if self.board.minotaur == start:
            self.to_door(seat)

    def scent(self) -> str | None:
        """The hero Cerberus hunts from where he stands, or none (Lullaby and Downwind hide a hero's scent)."""
        from pnp.games.maze_tiles.simulate import hinder

        hidden = [s.color for s in self.seats if s.unseen]
        while True:
            sighted = heroes_in_sight(self.ts, self.board, tuple(hidden))
            if not sighted:
                return None
            prey = self.seat(sighted[0])
            if hinder.play_reaction(self, prey, "break-sight"):  # Downwind: he loses this hero's trail
                hidden.append(prey.color)
                continue
            return prey.color

    def to_door(self, seat: Seat) -> None:
        door = self.door
        self.board = replace(self.board, minotaur=door)
        self.note("monster", how="door", to=list(door))
        heroes = attackable(self.ts, self.board, door)
        if heroes:
            self.attack(seat, heroes)

    def roll_monster(self, seat: Seat) -> None:
        """The end of a turn: roll the monster die (Soothe: twice, the bot chooses) and move the monster."""
        from pnp.games.maze_tiles.simulate import monster_moves

        faces = self.content.dice.minotaur
        rolls = [self.rng.randrange(len(faces))]
        if seat.color == "yellow" and seat.usable("special-yellow"):
            rolls += [self.rng.randrange(len(faces)) for _ in range(SOOTHE_ROLLS - 1)]
        face = faces[rolls[monster_moves.choose_face(self, seat, [faces[r] for r in rolls])]]
        self.note("roll", hero=seat.color, rolls=rolls, face=face.kind, count=face.count)
        if face.kind == "hooves":
            self.monster_points(seat, face.count, "die")
        elif face.kind == "charge":
            d = monster_moves.charge_direction(self, seat)
            result = charge(self.ts, self.board, d)
            self.board = result.board
            self.note("monster", how="charge", direction=d, to=list(result.path[-1]), door=result.sent_to_door)
            if result.attacked:
                self.attack(seat, result.attacked)
        else:
            here = self.board.minotaur
            targets = [p for p in self.passages() if p != here]
            if not targets:
                self.to_door(seat)  # no other passage face up: it cannot move, so it goes to the door
                return
            result = secret_jump(self.ts, self.board, monster_moves.monster_target(self, seat, targets))
            self.board = result.board
            self.note("monster", how="jump", to=list(result.path[-1]))
            if result.attacked:
                self.attack(seat, result.attacked)

    def beside(self, pos: Pos) -> list[Pos]:
        """Neighbouring tiles a hero on ``pos`` may be pushed or step aside to: along a pathway that meets, no wall
        token between (a secret passage is no pathway to a neighbour)."""
        out = []
        for d in "NESW":
            n = neighbour(self.board, pos, d)
            if n is not None and pathways_meet(self.ts, self.board, pos, n) and \
                    wall_between(pos, n) not in self.board.walls:
                out.append(n)
        return out

    def attack(self, mover: Seat, heroes: tuple[str, ...]) -> None:
        """The monster has entered a tile with heroes: each may step aside (a card), the mover rolls the blood
        die once (Brace: its hero rolls a second time and takes the lower), each takes the wounds (Medusa's
        stare lays them) and is pushed to a neighbouring tile whose pathway meets theirs. The attack resolves in
        full first; then the symbols of the tiles heroes were moved to act, in the order they were moved (our
        reading: docs/rules-maze-tiles.md)."""
        from pnp.games.maze_tiles.simulate import hinder, monster_moves

        here = self.board.minotaur
        assert here is not None
        struck, moved = [], []
        for color in heroes:
            seat = self.seat(color)
            if seat.sheltered:
                continue
            step = hinder.sidestep(self, seat)
            if step is not None:
                pos, card = step
                self.board = self.board.move_hero(color, pos)
                self.note("move", hero=color, to=list(pos), via="card", card=card)
                moved.append(color)
                continue
            struck.append(color)
        if struck:
            self.counts["attacks"] += 1
            blood = self.content.dice.blood
            roll = blood[self.rng.randrange(len(blood))]
            self.note("attack", heroes=struck, blood=roll, by=mover.color)
            for color in struck:
                seat = self.seat(color)
                wounds = roll
                if color == "red" and seat.usable("special-red"):
                    again = blood[self.rng.randrange(len(blood))]
                    self.note("brace", hero=color, blood=again)
                    wounds = min(wounds, again)
                if wounds and hinder.play_reaction(self, seat, "thick-skin"):
                    wounds -= 1
                stare = self.variant == "medusa" and not hinder.play_reaction(self, seat, "polished-shield")
                self.wound(seat, wounds, "attack", stare=stare)
            for color in struck:
                options = self.beside(here)
                if not options:
                    self.note("push", hero=color, to=list(here))
                    continue
                to = monster_moves.push_to(self, mover, self.seat(color), options)
                self.board = self.board.move_hero(color, to)
                self.note("push", hero=color, to=list(to))
                moved.append(color)
        for color in moved:  # now the tiles they were moved to act, in the order they were moved
            self.note("lands", hero=color)
            self.arrive(color, "push")
            if self.winner:
                return

    def claim(self, seat: Seat, key: str, slot: str) -> None:
        color = key.split("-")[1]
        pos = self.where(seat.color)
        if self.ts.tiles[self.board.at(pos).tile].role != "key" or \
                self.ts.tiles[self.board.at(pos).tile].required_color() != color:
            raise RuleError(f"{seat.color} is not on the {color} key tile")
        if color in seat.key_colors:
            raise RuleError(f"{seat.color} already holds a {color} key")
        if slot in seat.keys or (slot not in seat.slots):
            raise RuleError(f"a key cannot lie on {slot}")
        self.supply[color].remove(key)
        seat.keys[slot] = key
        self.counts["keys found"] += 1
        self.note("claim", hero=seat.color, key=key, slot=slot)
