"""Simulated games of maze tiles: seeded bots play whole games, every move through the rules core.

- :mod:`.table`: one game at the table: the deal, the heroes' boards, tokens and
  cards, the monster's die, and every action applied through the rules core
  (:mod:`..rules`, :mod:`..monster_rules`) and written to the game's record;
- :mod:`.effects`: what the key tokens, hero actions and desperation cards the
  bots use do, each in terms of the rules core;
- :mod:`.seat`: a player's hero board, tokens and hand;
- :mod:`.bots`: the ``cautious`` and ``greedy`` hero policies (what to do, which
  tokens to take, where keys and wounds go), planning with :mod:`.road` (the
  cheapest way in tokens), steering the monster and pushes with
  :mod:`.monster_moves`, and getting in the way of the hero ahead with
  :mod:`.hinder` (walls, cards, reactions);
- :mod:`.turns`: the set-up and the turns of a whole game;
- :mod:`.runs`: many games, each with its own generator derived from the seed,
  summed up in a report of ``name: value`` figures; :mod:`.record`: the JSON
  record ``--record`` writes;
- :mod:`.balance`: the balance targets and the check the generator runs.
"""
