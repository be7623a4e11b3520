"""The seven minigame tiles: generated, proven to have exactly one answer, graded easy or hard.

Like Simon Tatham's puzzle collection, each minigame is one module with the
same small interface (see :mod:`pnp.games.minigames.base`).
"""
