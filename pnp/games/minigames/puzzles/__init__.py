"""The minigames, one module each: every module in this package is a minigame (discovered, no list kept).

A module here declares ``SPEC`` (:class:`pnp.games.minigames.spec.MinigameSpec`)
and the interface :mod:`pnp.games.minigames.base` describes. Helpers a
minigame needs beyond its module live beside this package, named after it
(``sword_board.py``, ``minotaur_bits.py``...), so they are never taken for a minigame.
"""
