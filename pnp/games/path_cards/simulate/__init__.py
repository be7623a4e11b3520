"""Simulated games of path cards: seeded bots play whole games under the rules core.

- :mod:`.bots`: the ``random`` and ``greedy`` bots;
- :mod:`.lookahead`: the bots' fast views of a layout (placements, path groups,
  bounds and exact values of a collection);
- :mod:`.table`: one game at the table, every move checked by the rules core
  and the whole table after every turn;
- :mod:`.runs`: many games, seated in turn, each with its own generator derived
  from the seed (so processes do not change the report), summed up in a report.
"""

from __future__ import annotations

from pnp.games.path_cards.simulate.bots import BOTS, Bot, GreedyBot, RandomBot
from pnp.games.path_cards.simulate.runs import Report, game_rng, parse_bots, seats_for, simulate
from pnp.games.path_cards.simulate.table import GameRecord, Table, new_table, play_game, play_turn

__all__ = ["BOTS", "Bot", "GreedyBot", "RandomBot", "Report", "game_rng", "parse_bots", "seats_for", "simulate",
           "GameRecord", "Table", "new_table", "play_game", "play_turn"]
