"""The worked example the printed rules picture: a dealt set-up and one hero's turn, played by the rules core.

Nothing here is drawn by hand: the tile set is generated from a fixed seed
and verified, the set-up is dealt as ``generate.deal`` deals every game and
checked by ``verify.verify_board``, and the turn is found by trying the rules
core's own actions on that deal (``rules.rotate_tile``, ``rules.move_hero``,
``rules.explore``), which refuse anything illegal. Each step's price is the
action's cost from the game's data (the costs printed on the hero boards), so
the picture cannot show a move the rules forbid or a price they do not charge.

The turn: the hero's pathway does not meet a neighbouring tile's, so a Move
there is refused; she gives that tile a quarter turn, moves onto it, explores
the face-down key tile its pathway now leads to and claims a key there.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache

from pnp.errors import PnpError
from pnp.games.maze_tiles.content import Action, Cost, load_content
from pnp.games.maze_tiles.generate import deal, generate_tileset
from pnp.games.maze_tiles.model import DIRS, Board, Pos, TileSet
from pnp.games.maze_tiles.rules import (
    can_move,
    explore,
    move_hero,
    neighbour,
    openings,
    pathways_meet,
    rotate_tile,
)
from pnp.games.maze_tiles.verify import verify_board
from pnp.i18n import current
from pnp.seeds import rng

EXAMPLE_SEED = 1  # the tile set the rules picture
HERO = "red"  # whose turn it is: her own action is passive, so every price is the board's
DEALS = 400  # deals tried, in order, for one that holds the example turn (about one in fifty does; seed 1: the 49th)


@dataclass(frozen=True)
class Step:
    """One action of the example turn: what it is, what it costs, the tile it acts on and the board after it."""

    action: Action
    at: Pos
    board: Board


@dataclass(frozen=True)
class ExampleTurn:
    tileset: TileSet
    setup: Board  # the dealt set-up, before anyone acts
    hero: str
    refused: tuple[Pos, Pos, str]  # the Move the rules refuse at first: from, to and the rules core's reason
    steps: tuple[Step, ...]
    pool: Cost  # the seven action tokens the hero took

    @property
    def spent(self) -> Cost:
        return Cost(hand=sum(s.action.cost.hand for s in self.steps), feet=sum(s.action.cost.feet for s in self.steps))

    @property
    def left(self) -> Cost:
        spent = self.spent
        return Cost(hand=self.pool.hand - spent.hand, feet=self.pool.feet - spent.feet)

    @property
    def start(self) -> Pos:
        return dict(self.setup.heroes)[self.hero]

    def hand_after(self) -> int:
        """Desperation cards she draws up to when she passes: four, minus one for each key on her board."""
        return 4 - sum(1 for s in self.steps if s.action.id == "discover-key")


def _action(action_id: str) -> Action:
    return next(a for a in load_content().actions if a.id == action_id)


@lru_cache(maxsize=1)
def example_tileset() -> TileSet:
    return generate_tileset(EXAMPLE_SEED)


def _turn_on(ts: TileSet, board: Board) -> ExampleTurn | None:
    """The example turn on this deal, if it holds one: turn a neighbour, move onto it, explore a key tile."""
    start = dict(board.heroes)[HERO]
    for d in DIRS:
        near = neighbour(board, start, d)
        if near is None or ts.tiles[board.at(near).tile].role != "center" or board.hero_at(near):
            continue  # a plain centre tile nobody stands on, so the picture shows one hero's way
        ok, why = can_move(ts, board, start, near)
        if ok or d not in openings(ts, board, start):
            continue  # a refused Move worth showing: her pathway leads there but the other's does not
        for quarters in (1, -1):
            turned = rotate_tile(board, near, quarters)
            if not can_move(ts, turned, start, near)[0]:
                continue
            moved = move_hero(ts, turned, HERO, near)
            for d2 in DIRS:
                far = neighbour(moved, near, d2)
                if (far is None or moved.at(far).explored or ts.tiles[moved.at(far).tile].role != "key"
                        or d2 not in openings(ts, moved, near)):
                    continue
                # lay the key tile the first way round whose pathway leads back (any way is allowed)
                for rotation in range(4):
                    explored = explore(ts, moved, HERO, far, rotation)
                    if pathways_meet(ts, explored, near, far):
                        break
                steps = (Step(_action("rotate-tile"), near, turned), Step(_action("move"), near, moved),
                         Step(_action("explore"), far, explored), Step(_action("discover-key"), far, explored))
                spent_hand = sum(s.action.cost.hand for s in steps)
                pool = Cost(hand=spent_hand, feet=7 - spent_hand)
                return ExampleTurn(ts, board, HERO, (start, near, why), steps, pool)
    return None


def example_turn() -> ExampleTurn:
    """The first deal (in a fixed order) of the example tile set that holds the example turn, and the turn, its
    actions' names in the current language (the deal and the turn are the same in every language)."""
    return _in(current())


@lru_cache(maxsize=8)
def _in(language: str) -> ExampleTurn:
    """The example turn with the actions of ``language``'s content (found by id: the turn is found once)."""
    turn = _found()
    return replace(turn, steps=tuple(replace(step, action=_action(step.action.id)) for step in turn.steps))


@lru_cache(maxsize=1)
def _found() -> ExampleTurn:
    ts = example_tileset()
    for n in range(DEALS):
        board = deal(ts, rng(EXAMPLE_SEED, "rules-example", n))
        problems = verify_board(ts, board)
        if problems:
            raise PnpError(f"the rules' example set-up breaks a rule: {problems[0]}")
        turn = _turn_on(ts, board)
        if turn is not None:
            return turn
    raise PnpError(f"no deal of the rules' example tile set holds the example turn in {DEALS} tries")
