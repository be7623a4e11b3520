"""The games' surfaces beyond the :class:`pnp.game.Game`: what the book, the booklet, the editor and the command
line use of one game, as one typed Protocol each, handed out by :mod:`pnp.registry` (``labyrinth()``,
``path_cards()``). docs/ARCHITECTURE.md, "The game interface", says why they sit in the top layer."""
