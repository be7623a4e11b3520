"""Routes a player survives: from a staircase to a boss losing at most two hearts.

A sheet where some staircase cannot reach some boss alive cannot be played
fairly: a card entering there and asking for that boss would be unwinnable.
Reading (docs/rules-labyrinth.md): a route is *alive* when some legal path
from the staircase ends on the boss with at most ``HEARTS - 1`` hearts lost,
every minigame solved, and no card effect.

Most routes are settled by a cheap search: the path that enters the fewest
hazard squares (traps, rats, skeletons, each counted as a lost heart as if no
item were held) is a simple path, and if it loses at most two hearts it is a
witness. Only when that bound fails does the exact solver decide, because
picking up the sword or the bow on the way can make a monster harmless.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from pnp.games.labyrinth.cards import ObjectiveCard, Row
from pnp.games.labyrinth.model import Sheet
from pnp.games.labyrinth.referee import HEARTS, referee
from pnp.grid.core import Cell

HAZARDS = frozenset({"trap", "rat", "skeleton"})
REACH_WORK = 50.0  # CP-SAT deterministic units (solver.DEFAULT_WORK_LIMIT): the same verdict at any load


def reach_card(letter: str, boss: str) -> ObjectiveCard:
    """A card that enters at ``letter`` and scores 1 only for leaving by ``boss``: the question 'can I get there?'."""
    return ObjectiveCard("", "easy", letter, (Row("exit", 1, names=(boss,)),))


def fewest_hazards_path(sheet: Sheet, start: Cell, goal: Cell) -> tuple[tuple[Cell, ...], int] | None:
    """A path from start to goal entering the fewest hazard squares (0-1 breadth-first search), and that count."""
    hazard = {c for c, s in sheet.symbols if s.kind in HAZARDS}
    cost = {start: int(start in hazard)}
    prev: dict[Cell, Cell] = {}
    queue = deque([start])
    grid = sheet.grid
    while queue:
        c = queue.popleft()
        for n in grid.moves(c):
            step = int(n in hazard)
            if cost[c] + step < cost.get(n, 1 << 30):
                cost[n] = cost[c] + step
                prev[n] = c
                # a free step keeps the cost: it goes to the front, as in Dijkstra with weights 0 and 1
                if step == 0:
                    queue.appendleft(n)
                else:
                    queue.append(n)
    if goal not in cost:
        return None
    path = [goal]
    while path[-1] != start:
        path.append(prev[path[-1]])
    return tuple(reversed(path)), cost[goal]


@dataclass(frozen=True)
class Route:
    letter: str
    boss: str
    path: tuple[Cell, ...] | None  # a witness the referee accepts, or None
    decided: bool  # False: the solver ran out of time (neither a path nor a proof)

    @property
    def key(self) -> str:
        return f"{self.letter}->{self.boss}"


def alive_route(sheet: Sheet, letter: str, boss: str) -> Route:
    """Decide whether staircase ``letter`` reaches ``boss`` alive; the witness path when it does."""
    start, goal = sheet.staircases()[letter], sheet.bosses()[boss]
    cheap = fewest_hazards_path(sheet, start, goal)
    if cheap is None:
        return Route(letter, boss, None, True)  # walled off: no path at all
    path, lost = cheap
    if lost <= HEARTS - 1 and referee(sheet, reach_card(letter, boss), path).legal:
        return Route(letter, boss, path, True)
    from pnp.games.labyrinth.solver import solve  # only the hard cases pay for CP-SAT

    solution = solve(sheet, reach_card(letter, boss), work_limit=REACH_WORK)
    if solution.solvable is None:
        return Route(letter, boss, None, False)
    if solution.solvable and solution.score == 1:
        return Route(letter, boss, solution.path, True)
    # solvable with score 0 means only other exits are reachable; the optimum is proven
    return Route(letter, boss, None, solution.optimal)
