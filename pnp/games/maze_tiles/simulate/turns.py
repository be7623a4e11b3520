"""A whole simulated game: turns clockwise from the first seat until a hero escapes or the round cap.

A turn, as printed: act, pass, take 7 new tokens, refresh the hand of
desperation cards, roll the monster die and move the monster (not in the first
round; the monster comes onto the door after it).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from pnp.games.maze_tiles.content import Content
from pnp.games.maze_tiles.generate import deal
from pnp.games.maze_tiles.model import HERO_COLORS, KEY_COLORS, TileSet
from pnp.games.maze_tiles.monster_rules import board_order
from pnp.games.maze_tiles.rules import RuleError
from pnp.games.maze_tiles.simulate import bots
from pnp.games.maze_tiles.simulate.effects import act
from pnp.games.maze_tiles.simulate.seat import Seat
from pnp.games.maze_tiles.simulate.table import MAX_ROUNDS, START_CARDS, Table


@dataclass(frozen=True)
class GameRecord:
    """What one game came to; ``log`` is the move-by-move record when asked for."""

    heroes: tuple[str, ...]  # by seat, the first player first
    policies: tuple[str, ...]
    winner_seat: int | None  # 0-based; None: nobody escaped (the monster's game)
    rounds: int
    turns: int
    knocked_out: bool
    counts: dict
    problem: str | None = None
    log: tuple[dict, ...] = ()


def play_turn(table: Table, index: int) -> None:
    seat = table.seats[index]
    seat.unseen = seat.sheltered = False  # Lullaby and Hidden Alcove last until the hero's next turn
    seat.trailblazed = False  # Trailblazer: once a turn
    table.turns += 1
    table.note("turn", hero=seat.color, hand=seat.hand, feet=seat.feet)
    done = 0
    while table.winner is None:
        choice = bots.next_act(table, seat, done)
        if choice is None:
            break
        act(table, seat, choice)
        done += 1
    if table.winner:
        return
    seat.hand, seat.feet = bots.token_mix(table, seat)
    table.note("tokens", hero=seat.color, hand=seat.hand, feet=seat.feet, via="refresh")
    bots.refresh_cards(table, seat)
    if table.board.minotaur is not None:
        table.roll_monster(seat)


def play_game(ts: TileSet, content: Content, heroes: tuple[str, ...], policies: tuple[str, ...],
              rng: random.Random, record: bool = False) -> GameRecord:
    """One game from the deal to a hero's escape (or ``MAX_ROUNDS`` rounds, the monster's game)."""
    table = new_table(ts, content, heroes, policies, rng)
    for seat in table.seats:
        table.draw(seat, START_CARDS)
        seat.hand, seat.feet = bots.token_mix(table, seat)
        table.note("tokens", hero=seat.color, hand=seat.hand, feet=seat.feet, via="set-up")
    problem = None
    try:
        while table.winner is None and table.round <= MAX_ROUNDS:
            for i in range(len(table.seats)):
                play_turn(table, i)
                if table.winner:
                    break
            if table.winner:
                break
            if table.board.minotaur is None:
                table.board = replace(table.board, minotaur=table.door)
                table.note("monster", how="enters", to=list(table.door))
            table.round += 1
    except RuleError as err:  # a bot asked for something the rules forbid: a bug, reported, never hidden
        problem = f"round {table.round}: {err}"
    winner = heroes.index(table.winner) if table.winner else None
    return GameRecord(heroes, policies, winner, min(table.round, MAX_ROUNDS), table.turns, table.knocked_out,
                      dict(table.counts), problem, tuple(table.log) if record else ())


def seating(players: int, policies: tuple[str, ...], rng: random.Random, game: int) -> tuple[tuple[str, ...],
                                                                                             tuple[str, ...]]:
    """Heroes for the seats (drawn at random, as players choose them) and the bots taking the seats in turn,
    shifted by one each game so every bot sits in every seat as often."""
    heroes = tuple(rng.sample(HERO_COLORS, players))
    return heroes, tuple(policies[(game + i) % len(policies)] for i in range(players))


def new_table(ts: TileSet, content: Content, heroes: tuple[str, ...], policies: tuple[str, ...],
              rng: random.Random) -> Table:
    """The set-up: a fresh deal, the chosen heroes on their start tiles (the others' start tiles are plain),
    the deck (the variant's cards shuffled in), 4 cards and 7 tokens each, the key supply by colour."""
    from pnp.games.maze_tiles.monsters import load_monsters

    board = deal(ts, rng)
    board = replace(board, heroes=tuple((c, p) for c, p in board.heroes if c in heroes))
    deck = [c.id for c in content.deck()]
    if ts.variant != "minotaur":
        deck += [c.id for c in load_monsters()[ts.variant].deck()]
    rng.shuffle(deck)
    supply = {c: [k.action.id for k in content.keys if k.color == c] for c in KEY_COLORS}
    seats = [Seat(color, policy, board_order(content, content.hero(color), key_in_slot=True))
             for color, policy in zip(heroes, policies)]
    table = Table(ts, content, board, seats, rng, deck, supply=supply)
    table.note("setup", heroes=list(heroes), policies=list(policies), variant=ts.variant,
               cells=[[p.tile, p.rotation, p.explored] for p in board.cells],
               at={c: list(p) for c, p in board.heroes})
    return table
