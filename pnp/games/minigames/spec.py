"""What a minigame says about itself: the one place its names, task, id prefix, icon and order are written.

Each minigame module (``pnp/games/minigames/puzzles/<type>.py``) declares one
``SPEC = MinigameSpec(...)``; the list of minigames, the CLI's ``--type``
choices and help, the names and tasks printed on tiles and answer keys, the
ids and the kit's counts all derive from these. Write it with literal
values only: ``pnp --help`` reads it from the module's source without
importing the module (:func:`pnp.games.minigames.catalog.declared`).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class MinigameSpec:
    type: str  # the name in code, JSON, file names and the CLI; the module's own name
    name: str  # printed on the tile's header and artwork side
    task: str  # the one-line task printed at the foot of the puzzle side
    prefix: str  # the tile id's prefix: two capital letters, different for every minigame
    icon: str  # the icon on its tiles (a name of pnp.icons)
    order: int  # where it comes among the minigames (sets, answer keys, the CLI); gaps leave room to insert
