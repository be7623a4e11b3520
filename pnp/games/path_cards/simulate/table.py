"""One simulated game at the table: dealing, turns played by bots under the rules core, and its record.

Every move a bot makes is checked by the rules core before it is applied, and
after every turn the whole table is checked (:func:`rules.table_problems`);
anything found ends the game and is recorded as an illegal state.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from pnp.errors import PnpError
from pnp.games.path_cards import rules
from pnp.games.path_cards.model import PathCard, rotate_sides
from pnp.games.path_cards.rules import Pos, Variant
from pnp.games.path_cards.simulate.bots import BOT_CLASSES, Action, Bot

MAX_TURNS = 2000  # a game still running after this many turns counts as unfinished


@dataclass
class Table:
    variant: Variant
    layout: dict
    deck: list[PathCard]  # the top card is the last
    hands: list[list[PathCard]]
    won: list[list[PathCard]]
    total: int
    played_count: int = 0  # card plays so far this turn
    must_play: bool = False  # the turn began with the deck empty and cards in hand


@dataclass(frozen=True)
class GameRecord:
    seats: tuple[str, ...]
    turns: int
    finished: bool
    collected: tuple[int, ...]
    collecting_turns: int
    stuck_plays: int
    problems: tuple[str, ...] = ()


def check_players(players: int) -> None:
    if not rules.MIN_PLAYERS <= players <= rules.MAX_PLAYERS:
        raise PnpError(f"--players: {players} players; the game is for {rules.MIN_PLAYERS} to {rules.MAX_PLAYERS}")


def new_table(cards: Sequence[PathCard], players: int, v: Variant, rng: random.Random) -> Table:
    """Shuffle, lay out 4 cards as a 2 × 2 square, deal the starting hands."""
    check_players(players)
    pile = list(cards)
    rng.shuffle(pile)
    layout = rules.initial_layout(pile[:4])
    hands = [pile[4 + v.start_hand * i: 4 + v.start_hand * (i + 1)] for i in range(players)]
    deck = pile[4 + v.start_hand * players:]
    deck.reverse()  # pop() takes the top card
    return Table(v, layout, deck, hands, [[] for _ in range(players)], len(pile))


def play_game(cards: Sequence[PathCard], v: Variant, seats: Sequence[str], rng: random.Random) -> GameRecord:
    """One complete game; seats name each player's bot."""
    table = new_table(cards, len(seats), v, rng)
    bots = [BOT_CLASSES[s]() for s in seats]
    problems: list[str] = []
    turns = collecting = stuck_plays = 0
    player = 0
    while not rules.game_over(len(table.deck), map(len, table.hands)):
        if turns >= MAX_TURNS:
            break
        if v.is_base and not table.hands[player]:
            player = (player + 1) % len(seats)
            continue  # nothing to play: the turn passes
        turns += 1
        problem, took, stuck = play_turn(table, player, bots[player], rng)
        stuck_plays += stuck
        if problem:
            problems.append(f"turn {turns}, player {player + 1}: {problem}")
            break
        collecting += took > 0
        found = rules.table_problems(table.layout, table.deck, table.hands, table.won, table.total)
        if found:
            problems += [f"turn {turns}: {p}" for p in found]
            break
        player = (player + 1) % len(seats)
    finished = not problems and rules.game_over(len(table.deck), map(len, table.hands))
    return GameRecord(tuple(seats), turns, finished, tuple(len(w) for w in table.won), collecting, stuck_plays,
                      tuple(problems))


def play_turn(table: Table, player: int, bot: Bot, rng: random.Random) -> tuple[str | None, int, int]:
    """Play one turn: the actions, then collecting and drawing; returns (problem or None, cards collected,
    stuck plays)."""
    v = table.variant
    hand = table.hands[player]
    played: set[Pos] = set()
    last: Pos | None = None
    stuck_plays = 0
    table.played_count = 0
    hand_at_start, deck_at_start = len(hand), len(table.deck)
    table.must_play = bool(hand) and not table.deck
    plan = [("play", *bot.base_move(table, player, rng))] if v.is_base else None
    taken = 0
    while taken < v.actions:
        act = plan.pop(0) if plan is not None else bot.action(table, player, played, taken, rng)
        if act is None:
            break
        problem = rules.action_problem(v, act[0], taken)
        if problem is None:
            problem, stuck = _apply(table, hand, act)
            stuck_plays += stuck
        if problem:
            return problem, 0, stuck_plays
        if act[0] == "play":
            played.add(act[2])
            last = act[2]
        taken += 1
    problem = rules.end_turn_problem(v, table.played_count, hand_at_start, deck_at_start)
    if problem:
        return problem, 0, stuck_plays
    problem, took = _collect(table, player, bot, played, last, rng)
    if problem:
        return problem, 0, stuck_plays
    for _ in range(rules.end_of_turn_draws(v, len(hand), len(table.deck))):
        hand.append(table.deck.pop())
    return None, took, stuck_plays


def _apply(table: Table, hand: list[PathCard], act: Action) -> tuple[str | None, bool]:
    """One action the rules core allows, applied to the table: (problem or None, whether it was a stuck play)."""
    if act[0] == "play":
        _, card, pos, t = act
        problem = rules.play_problem(table.layout, hand, card, pos, t)
        if problem:
            return problem, False
        stuck = rules.placement_problem(table.layout, pos, rotate_sides(card.sides, t)) is not None
        table.layout = rules.place(table.layout, pos, card, t)
        hand.remove(card)
        table.played_count += 1
        return None, stuck
    if act[0] == "rotate":
        problem = rules.rotate_problem(table.layout, act[1], act[2])
        if problem is None:
            table.layout = rules.rotate(table.layout, act[1], act[2])
        return problem, False
    problem = rules.draw_problem(table.variant, len(hand), len(table.deck))
    if problem is None:
        hand.append(table.deck.pop())
    return problem, False


def _collect(table: Table, player: int, bot: Bot, played: set[Pos], last: Pos | None,
             rng: random.Random) -> tuple[str | None, int]:
    """The bot's collection, checked by the rules core and moved to the player's won pile: (problem, cards)."""
    chosen = bot.collect(table, played, last, rng)
    if table.variant.is_base:
        problem = rules.base_collection_problem(table.layout, last, chosen) if last is not None else (
            "nothing was played, so nothing can be collected" if chosen else None)
    else:
        problem = rules.variant_collection_problem(table.layout, chosen, played)
    if problem:
        return problem, 0
    for pos in sorted(chosen):
        table.won[player].append(table.layout[pos].card)
    table.layout = {p: c for p, c in table.layout.items() if p not in chosen}
    return None, len(chosen)
