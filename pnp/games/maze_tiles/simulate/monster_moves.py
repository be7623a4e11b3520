"""The choices of whoever moves the monster or pushes a hero: they steer it at the hero furthest ahead of them
(the most keys among the others, then the nearest), never at themselves."""

from __future__ import annotations

from pnp.games.maze_tiles.content import MinotaurFace
from pnp.games.maze_tiles.model import DIRS, KEY_COLORS, Pos
from pnp.games.maze_tiles.rules import (
    charge,
    symbol,
)
from pnp.games.maze_tiles.simulate.road import monster_distances
from pnp.games.maze_tiles.simulate.seat import Seat
from pnp.games.maze_tiles.simulate.table import Table


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

