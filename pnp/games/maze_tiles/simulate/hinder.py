"""Getting in the way of the hero ahead: walls across their road, the monster sent at them, the reaction cards
played when they land (Wrong Turn, Tripwire), and a player's reaction cards themselves."""

from __future__ import annotations

from pnp.games.maze_tiles.model import Pos
from pnp.games.maze_tiles.rules import (
    RuleError,
    direction,
    moves,
    pathways_meet,
    place_wall,
    symbol,
)
from pnp.games.maze_tiles.simulate.effects import CARD_EFFECTS, REACTIONS, Act
from pnp.games.maze_tiles.simulate.road import monster_distances, route
from pnp.games.maze_tiles.simulate.seat import Seat
from pnp.games.maze_tiles.simulate.table import Table


def can_play(table: Table, seat: Seat) -> bool:
    """Whether the hero may play a desperation card now: Desperate act uncovered and paid for."""
    return seat.usable("desperate") and table.can_pay(seat, table.cost("desperate"))


def play_reaction(table: Table, seat: Seat, effect: str) -> bool:
    """Play a reaction card against ``effect`` if the hero holds one and can pay (Desperate act)."""
    card = next((c for c in seat.cards if REACTIONS.get(c) == effect), None)
    if card is None or not can_play(table, seat):
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
    if ahead is None or not can_play(table, seat):
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

