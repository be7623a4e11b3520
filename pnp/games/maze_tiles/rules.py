"""The rules core for maze tiles: pure functions over a tile set and a board.

Each action returns a new board or raises :class:`RuleError` naming the rule
it breaks. Our reading of loose points is in docs/rules-maze-tiles.md.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from pnp.errors import PnpError
from pnp.games.maze_tiles.model import DIRS, OPPOSITE, STEP, Board, Placed, Pos, TileSet, rotate_sides
from pnp.grid.core import wall as wall_between

WALL_LIMIT = 2  # no more than two wall tokens may touch one tile


class RuleError(PnpError):
    """An action the rules forbid; the message says which rule."""


def neighbour(board: Board, pos: Pos, d: str) -> Pos | None:
    n = (pos[0] + STEP[d][0], pos[1] + STEP[d][1])
    return n if board.in_bounds(n) else None


def direction(a: Pos, b: Pos) -> str | None:
    for d, (dx, dy) in STEP.items():
        if (a[0] + dx, a[1] + dy) == b:
            return d
    return None


def openings(ts: TileSet, board: Board, pos: Pos) -> frozenset:
    """The sides a tile's pathways reach, as it lies now."""
    placed = board.at(pos)
    return rotate_sides(ts.tiles[placed.tile].sides, placed.rotation)


def symbol(ts: TileSet, board: Board, pos: Pos) -> str | None:
    return ts.tiles[board.at(pos).tile].symbol


def pathways_meet(ts: TileSet, board: Board, a: Pos, b: Pos) -> bool:
    """Both tiles explored, neighbours, each with a pathway towards the other (walls aside)."""
    d = direction(a, b)
    if d is None or not (board.at(a).explored and board.at(b).explored):
        return False
    return d in openings(ts, board, a) and OPPOSITE[d] in openings(ts, board, b)


def secret_link(ts: TileSet, board: Board, a: Pos, b: Pos) -> bool:
    """Every explored secret-passage tile connects to every other one."""
    return (a != b and board.at(a).explored and board.at(b).explored
            and symbol(ts, board, a) == "secret" and symbol(ts, board, b) == "secret")


def can_move(ts: TileSet, board: Board, a: Pos, b: Pos) -> tuple[bool, str]:
    """Whether a Move from a to b is allowed, and why not."""
    if not board.at(b).explored:
        return False, "cannot move onto a face-down tile (explore it instead)"
    if secret_link(ts, board, a, b):
        return True, ""
    d = direction(a, b)
    if d is None:
        return False, "tiles are not neighbours"
    if d not in openings(ts, board, a):
        return False, f"no pathway leaves {a} towards {d}"
    if OPPOSITE[d] not in openings(ts, board, b):
        return False, f"the pathway from {a} meets a dead end at {b}"
    if wall_between(a, b) in board.walls:
        return False, f"a wall stands between {a} and {b}"
    return True, ""


def moves(ts: TileSet, board: Board, pos: Pos) -> list[Pos]:
    """Where a Move from pos may go (neighbours and secret passages)."""
    out = []
    for d in DIRS:
        n = neighbour(board, pos, d)
        if n is not None and can_move(ts, board, pos, n)[0]:
            out.append(n)
    if symbol(ts, board, pos) == "secret" and board.at(pos).explored:
        for y in range(board.size):
            for x in range(board.size):
                if (x, y) != pos and (x, y) not in out and secret_link(ts, board, pos, (x, y)):
                    out.append((x, y))
    return out


def dead_ends(ts: TileSet, board: Board, pos: Pos) -> list[str]:
    """Sides whose pathway meets no pathway: the board's edge, or an explored tile without one."""
    out = []
    for d in sorted(openings(ts, board, pos), key=DIRS.index):
        n = neighbour(board, pos, d)
        if n is None:
            out.append(d)
        elif board.at(n).explored and OPPOSITE[d] not in openings(ts, board, n):
            out.append(d)
    return out


# --- walls ---------------------------------------------------------------------

def walls_at(board: Board, pos: Pos) -> int:
    return sum(1 for w in board.walls if pos in w)


def check_wall_spot(board: Board, a: Pos, b: Pos) -> None:
    """The one check of where a wall token may lie: between two neighbouring tiles of the board.

    Placing, removing and turning a wall all go through it, so a wall off the
    board is refused by every action alike (and never counts toward the limit).
    """
    for p in (a, b):
        if not board.in_bounds(p):
            raise RuleError(f"a wall token lies between two tiles of the board: {p} is off the "
                            f"{board.size}×{board.size} board")
    if direction(a, b) is None:
        raise RuleError(f"a wall token goes between two neighbouring tiles, not {a} and {b}")


def place_wall(board: Board, a: Pos, b: Pos) -> Board:
    check_wall_spot(board, a, b)
    w = wall_between(a, b)
    if w in board.walls:
        raise RuleError(f"there is already a wall between {a} and {b}")
    for p in (a, b):
        if walls_at(board, p) >= WALL_LIMIT:
            raise RuleError(f"wall limit: tile {p} already touches {WALL_LIMIT} wall tokens")
    return replace(board, walls=board.walls | {w})


def remove_wall(board: Board, a: Pos, b: Pos) -> Board:
    check_wall_spot(board, a, b)
    w = wall_between(a, b)
    if w not in board.walls:
        raise RuleError(f"no wall between {a} and {b}")
    return replace(board, walls=board.walls - {w})


def rotate_wall(board: Board, pos: Pos, old: str, new: str) -> Board:
    """Turn a wall token to another side of the same tile (the wall limit still applies)."""
    if old not in STEP or new not in STEP:
        raise RuleError(f"a side is one of {', '.join(DIRS)}")
    if old == new:
        raise RuleError("rotate the wall to a different side")
    a = (pos[0] + STEP[old][0], pos[1] + STEP[old][1])
    b = (pos[0] + STEP[new][0], pos[1] + STEP[new][1])
    return place_wall(remove_wall(board, pos, a), pos, b)


# --- tiles ---------------------------------------------------------------------

def rotate_tile(board: Board, pos: Pos, quarters: int = 1) -> Board:
    """Turn an explored tile by a quarter (clockwise for +1); wall tokens stay where they are."""
    if quarters not in (1, -1):
        raise RuleError("a rotation turns a tile by one quarter")
    placed = board.at(pos)
    if not placed.explored:
        raise RuleError(f"tile {pos} is face down; only explored tiles rotate")
    return board.with_cell(pos, replace(placed, rotation=(placed.rotation + quarters) % 4))


def explore(ts: TileSet, board: Board, hero: str, target: Pos, rotation: int) -> Board:
    """Flip a face-down neighbour the hero's pathway leads to, in any orientation, and step onto it."""
    here = dict(board.heroes)[hero]
    d = direction(here, target)
    if d is None:
        raise RuleError(f"{target} is not next to the hero at {here}")
    if board.at(target).explored:
        raise RuleError(f"{target} is already explored (move there instead)")
    if d not in openings(ts, board, here):
        raise RuleError(f"no pathway leads from {here} towards {target}")
    if wall_between(here, target) in board.walls:
        raise RuleError(f"a wall stands between {here} and {target}")
    board = board.with_cell(target, Placed(board.at(target).tile, rotation % 4, True))
    return board.move_hero(hero, target)


def move_hero(ts: TileSet, board: Board, hero: str, target: Pos) -> Board:
    here = dict(board.heroes)[hero]
    ok, why = can_move(ts, board, here, target)
    if not ok:
        raise RuleError(why)
    if board.minotaur == target and symbol(ts, board, target) != "hide":
        raise RuleError("a hero cannot move onto the minotaur's tile")
    return board.move_hero(hero, target)


# --- the minotaur --------------------------------------------------------------

@dataclass(frozen=True)
class MinotaurResult:
    board: Board
    path: tuple[Pos, ...]
    attacked: tuple[str, ...] = ()
    sent_to_door: bool = False


def attackable(ts: TileSet, board: Board, pos: Pos) -> tuple[str, ...]:
    """Heroes the minotaur attacks on entering pos (none on a Hide tile)."""
    if symbol(ts, board, pos) == "hide":
        return ()
    return tuple(board.hero_at(pos))


def minotaur_at(board: Board) -> Pos:
    """Where the minotaur stands; its actions need it on the board."""
    if board.minotaur is None:
        raise RuleError("the minotaur is not on the board")
    return board.minotaur


def minotaur_step(ts: TileSet, board: Board, target: Pos) -> MinotaurResult:
    """One movement point: move as a hero would (pathways, walls, secret passages)."""
    here = minotaur_at(board)
    ok, why = can_move(ts, board, here, target)
    if not ok:
        raise RuleError(f"the minotaur cannot move there: {why}")
    board = replace(board, minotaur=target)
    return MinotaurResult(board, (here, target), attackable(ts, board, target))


def minotaur_rotate(board: Board, pos: Pos, quarters: int = 1) -> Board:
    """One movement point: rotate the minotaur's tile or a neighbouring one."""
    here = minotaur_at(board)
    if pos != here and direction(here, pos) is None:
        raise RuleError("the minotaur rotates its own tile or a neighbouring one")
    return rotate_tile(board, pos, quarters)


def minotaur_remove_wall(board: Board, a: Pos, b: Pos) -> Board:
    """One movement point: remove a wall token touching the minotaur's tile."""
    if board.minotaur not in (a, b):
        raise RuleError("the minotaur removes only a wall touching its own tile")
    return remove_wall(board, a, b)


def charge(ts: TileSet, board: Board, d: str) -> MinotaurResult:
    """Run straight towards d: through wall tokens (removing them), until a dead end or a hero.

    A hero on a Hide tile is passed by. If the minotaur cannot leave its tile
    at all, it is put on the door tile instead (it never ends where it began).
    """
    start = minotaur_at(board)
    pos = start
    path = [start]
    walls = set(board.walls)
    attacked: tuple[str, ...] = ()
    while True:
        n = neighbour(board, pos, d)
        if n is None or not pathways_meet(ts, board, pos, n):
            break  # a dead end: the edge, a face-down tile, or no pathway on the far side
        walls.discard(wall_between(pos, n))
        pos = n
        path.append(pos)
        heroes = attackable(ts, board, pos)
        if heroes:
            attacked = heroes
            break
    board = replace(board, walls=frozenset(walls))
    if pos == start:
        door = door_position(ts, board)
        return MinotaurResult(replace(board, minotaur=door), (start, door), attackable(ts, board, door), True)
    board = replace(board, minotaur=pos)
    return MinotaurResult(board, tuple(path), attacked)


def secret_jump(ts: TileSet, board: Board, target: Pos) -> MinotaurResult:
    """The die's secret-passage face: the minotaur moves to any secret-passage tile."""
    if symbol(ts, board, target) != "secret" or not board.at(target).explored:
        raise RuleError(f"{target} is not an explored secret-passage tile")
    here = minotaur_at(board)
    if target == here:
        raise RuleError("the minotaur must end somewhere else")
    board2 = replace(board, minotaur=target)
    return MinotaurResult(board2, (here, target), attackable(ts, board2, target))


def positions_of(ts: TileSet, board: Board, role: str) -> list[Pos]:
    """The positions of the tiles of ``role``, row by row."""
    return [(x, y) for y in range(board.size) for x in range(board.size)
            if ts.tiles[board.at((x, y)).tile].role == role]


def door_position(ts: TileSet, board: Board) -> Pos:
    doors = positions_of(ts, board, "door")
    if not doors:
        raise RuleError("the board has no door tile")
    return doors[0]


# --- connectivity (for play and for the playability report) -----------------

def component(ts: TileSet, board: Board, start: Pos) -> set[Pos]:
    """Tiles reachable from start by Moves (explored tiles only; pass a board without walls to ignore them)."""
    seen = {start}
    stack = [start]
    while stack:
        p = stack.pop()
        for n in moves(ts, board, p):
            if n not in seen:
                seen.add(n)
                stack.append(n)
    return seen
