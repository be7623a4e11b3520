"""The rules core of the monster variants: Medusa's stare (where wounds go) and Cerberus's hunt by scent.

Each variant monster moves and attacks as the Minotaur does (:mod:`.rules`:
``Board.minotaur`` is whichever monster hunts); these are the rules it adds.
Our reading of loose points is in docs/rules-maze-tiles.md ("Variant: Medusa
and Cerberus"):

- wounds lie on a hero board's slots in board order (top row first, left to
  right: the common actions, the hero's own action, then the empty key slot
  while a key lies in it); a key does not stop a wound, which goes on top of
  it (a Rearrange moves the key, the wound stays on its slot); the Minotaur
  and Cerberus let the wounded player choose which free slots, Medusa's stare
  does not: the uppermost free ones, in order; wounds with no room are lost;
- line of sight runs straight along a row or column, over explored tiles whose
  pathways meet, with no wall token between (secret passages do not carry it);
  a hero on a Hide tile is seen (the hunt starts) but not attacked there;
- a hunt spends the remaining movement points on Moves that bring Cerberus as
  close as he can get to the hero (counted in Moves through the maze as it
  lies; when no Moves reach the hero, in steps across the grid), and stops at
  the first tile where he attacks.

:data:`EFFECTS` names what a variant's desperation card may do, each the rules
function that carries it out; ``pnp verify`` refuses a card whose effect is not
one of them.
"""

from __future__ import annotations

from collections import deque
from dataclasses import replace

from pnp.games.maze_tiles.model import DIRS, HERO_COLORS, Board, Pos, TileSet
from pnp.games.maze_tiles.rules import (
    MinotaurResult,
    RuleError,
    attackable,
    charge,
    minotaur_at,
    minotaur_step,
    move_hero,
    moves,
    neighbour,
    pathways_meet,
    place_wall,
    rotate_tile,
)
from pnp.grid.core import wall as wall_between

# --- wounds on a hero board ----------------------------------------------------------

EMPTY_KEY_SLOT = "key-slot"
"""The name of a hero board's empty key slot among the slots a wound may go on (only while a key lies in it)."""


def board_order(content, hero, key_in_slot: bool = False) -> tuple[str, ...]:
    """The slots of ``hero``'s board a wound may go on, in the order the board prints them (top row first, left to
    right): the common actions (data/actions.toml order, five to a row), the hero's own action, then
    :data:`EMPTY_KEY_SLOT` when ``key_in_slot`` (a key lies in the empty key slot, printed last, after the own
    action). A slot is named by the action printed on it, whether a key lies on it or not (a Content and a Hero)."""
    return (tuple(a.id for a in content.board_actions) + (hero.special.id,)
            + ((EMPTY_KEY_SLOT,) if key_in_slot else ()))


def place_wounds(order: tuple[str, ...], wounded: frozenset, wounds: int, chosen: tuple[str, ...] = (),
                 stare: bool = False) -> frozenset:
    """The wounded slots after ``wounds`` wounds: ``order`` is the board's slots a wound may go on
    (:func:`board_order`); ``wounded`` those that hold a wound already. Keys do not matter: a wound goes on top of
    a key.

    Without the stare the player chooses (``chosen``: distinct free slots of ``order``, one per wound that finds
    room); under Medusa's stare the wounds go on the uppermost free slots in order, and a choice is refused.
    Wounds beyond the free slots are lost (the player aid says so).
    """
    if wounds < 0:
        raise RuleError("a hero takes no negative wounds")
    free = [a for a in order if a not in wounded]
    room = min(wounds, len(free))
    if stare:
        if chosen and tuple(chosen) != tuple(free[:room]):
            raise RuleError("under Medusa's stare the wounds go from the uppermost free slot down, "
                            "not where the player chooses")
        return wounded | frozenset(free[:room])
    if len(chosen) != room or len(set(chosen)) != len(chosen):
        raise RuleError(f"choose {room} different free slot(s) for the wounds")
    for a in chosen:
        if a not in free:
            raise RuleError(f"{a!r} is not a free slot of the board")
    return wounded | frozenset(chosen)


def heroes_in_reach(ts: TileSet, board: Board, joined: bool = False) -> tuple[str, ...]:
    """Heroes the monster's attack reaches: on its tile, and with ``joined`` (Sidelong Glance) on tiles whose
    pathways meet its tile's (no wall between); a Hide tile shelters as usual."""
    here = minotaur_at(board)
    out = list(attackable(ts, board, here))
    if joined:
        for d in DIRS:
            n = neighbour(board, here, d)
            if n is not None and pathways_meet(ts, board, here, n) and wall_between(here, n) not in board.walls:
                out += attackable(ts, board, n)
    return tuple(sorted(set(out), key=HERO_COLORS.index))


# --- line of sight and the hunt ---------------------------------------------------------

def line_of_sight(ts: TileSet, board: Board, a: Pos, b: Pos) -> bool:
    """Straight along a row or column from a to b over explored tiles whose pathways meet, no wall token between."""
    if a == b or (a[0] != b[0] and a[1] != b[1]):
        return False
    d = next(d for d in DIRS if (b[0] - a[0]) * {"E": 1, "W": -1}.get(d, 0) > 0
             or (b[1] - a[1]) * {"S": 1, "N": -1}.get(d, 0) > 0)
    pos = a
    while pos != b:
        n = neighbour(board, pos, d)
        if n is None or not pathways_meet(ts, board, pos, n) or wall_between(pos, n) in board.walls:
            return False  # a dead end or a wall token on the way
        pos = n
    return True


def heroes_in_sight(ts: TileSet, board: Board, hidden: tuple[str, ...] = ()) -> tuple[str, ...]:
    """Heroes whose scent the monster catches where it stands, nearest first (then in hero order): in line of
    sight and not ``hidden`` (Downwind, Lullaby). A hero on a Hide tile is seen too: Hide stops attacks only
    (:func:`hunt` closes in but does not attack there)."""
    here = minotaur_at(board)
    seen = [(abs(p[0] - here[0]) + abs(p[1] - here[1]), HERO_COLORS.index(c), c) for c, p in board.heroes
            if c not in hidden and line_of_sight(ts, board, here, p)]
    return tuple(c for _, _, c in sorted(seen))


def _distances(ts: TileSet, board: Board, start: Pos) -> dict[Pos, int]:
    """Moves from ``start`` to every tile Moves reach (the maze as it lies: walls, passages)."""
    dist = {start: 0}
    queue = deque([start])
    while queue:
        p = queue.popleft()
        for n in moves(ts, board, p):
            if n not in dist:
                dist[n] = dist[p] + 1
                queue.append(n)
    return dist


def hunt(ts: TileSet, board: Board, hero: str, points: int) -> MinotaurResult:
    """Spend up to ``points`` Moves getting as close as possible to ``hero``; stop at the first attack.

    Closeness: Moves from the tile to the hero's tile, then steps across the grid (when no Moves reach the hero),
    then fewest points spent, then row by row: a rule with one answer, so play and tests agree.
    """
    start = minotaur_at(board)
    target = dict(board.heroes)[hero]
    to_hero = _distances(ts, board, target)
    reach: dict[Pos, tuple[Pos, ...]] = {start: (start,)}
    queue = deque([start])
    while queue:
        p = queue.popleft()
        if len(reach[p]) - 1 >= points or (p != start and attackable(ts, board, p)):
            continue  # out of points, or an attack ends the walk here
        for n in moves(ts, board, p):
            if n not in reach:
                reach[n] = reach[p] + (n,)
                queue.append(n)

    def closeness(p: Pos) -> tuple:
        far = to_hero.get(p, 10**6)
        return (far, abs(p[0] - target[0]) + abs(p[1] - target[1]), len(reach[p]), p[1], p[0])

    path = reach[min(reach, key=closeness)]
    end = path[-1]
    moved = replace(board, minotaur=end)
    return MinotaurResult(moved, path, attackable(ts, moved, end) if end != start else ())


def scent_step(ts: TileSet, board: Board, target: Pos, remaining: int,
               hidden: tuple[str, ...] = ()) -> MinotaurResult:
    """One of Cerberus's movement points spent on a Move, then the hunt if the new tile has a hero in sight.

    ``remaining``: points left after this one. An attack on arriving ends it, as for the Minotaur.
    """
    step = minotaur_step(ts, board, target)
    if step.attacked or remaining <= 0:
        return step
    sighted = heroes_in_sight(ts, step.board, hidden)
    if not sighted:
        return step
    chase = hunt(ts, step.board, sighted[0], remaining)
    return MinotaurResult(chase.board, step.path + chase.path[1:], chase.attacked)


# --- what a variant's card may do -----------------------------------------------------------

EFFECTS = {  # a card's effect -> the rules function that carries it out
    "monster-steps": minotaur_step,
    "monster-charge": charge,
    "place-wall": place_wall,
    "rotate-tile": rotate_tile,
    "move-hero": move_hero,
    "choose-wounds": place_wounds,  # stare=False: the player picks free slots, keyed ones too
    "stare-wound": place_wounds,  # stare=True (uppermost free slots, keyed ones too), on a hero
    # heroes_in_reach(joined=True) names
    "stare-reach": heroes_in_reach,
    "hunt": hunt,
    "break-sight": heroes_in_sight,  # hidden=(the player's colour,)
    "sight-wound": heroes_in_sight,
}
