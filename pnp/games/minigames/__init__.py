"""The minigame tiles: generated, proven to have exactly one answer, graded easy or hard.

Like Simon Tatham's puzzle collection, each minigame is one module with the
same small interface (see :mod:`pnp.games.minigames.base`), in
:mod:`pnp.games.minigames.puzzles`, where :mod:`pnp.games.minigames.catalog`
finds them; the rest of this package is what they share.
"""
