"""What a minigame says about itself: :class:`pnp.minigame.MinigameSpec`, the contract's, named here too.

Each minigame module (``pnp/games/minigames/puzzles/<type>.py``) declares one
``SPEC = MinigameSpec(...)``; the list of minigames, the CLI's ``--type``
choices and help, the names and tasks printed on tiles and answer keys, the
ids and the kit's counts all derive from these. Write it with literal
values only: ``pnp --help`` reads it from the module's source without
importing the module (:func:`pnp.games.minigames.catalog.declared`).
"""

from __future__ import annotations

from pnp.minigame import MinigameSpec

__all__ = ["MinigameSpec"]
