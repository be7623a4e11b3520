"""Simulated games of maze tiles: seeded bots play whole games, every move through the rules core.

- :mod:`.table`: one game at the table: the deal, the heroes' boards, tokens and
  cards, the monster's die, and every action applied through the rules core
  (:mod:`..rules`, :mod:`..monster_rules`) and written to the game's record;
- :mod:`.effects`: what the key tokens, hero actions and desperation cards the
  bots use do, each in terms of the rules core;
- :mod:`.bots`: the ``cautious`` and ``greedy`` hero policies (what to do, which
  tokens to take, where wounds go, how to steer the monster);
- :mod:`.runs`: many games, each with its own generator derived from the seed,
  summed up in a report of ``name: value`` figures;
- :mod:`.balance`: the balance targets and the check the generator runs.
"""
