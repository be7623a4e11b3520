"""Minigame tiles (the seven puzzles of the labyrinth game): the declaration for the registry (light).

The minigames have no kit of their own: the labyrinth's kit holds a set per player.
"""

from __future__ import annotations

from pnp.contract import Ref
from pnp.game import Command, Game, Option
from pnp.games.minigames.catalog import declared_types  # light: reads the minigames' specs, imports none
from pnp.i18n import N_

GAME = Game(
    name="minigames",
    # i18n: the minigames' title (the index of kits)
    title=N_("Minigame tiles"),
    icon="magnifier",
    # i18n: the minigames in one line (the index of kits)
    summary=N_("Minigame tiles: seven puzzles, each with exactly one answer"),
    rules="games/labyrinth/data/rules.toml",
    rules_figures=Ref("pnp.games.labyrinth.rules_figures:rules_figures"),
    rules_words=Ref("pnp.games.labyrinth.played:rules_words"),
    kinds={"minigame-tile": Ref("pnp.games.minigames.kinds:TILE"),
           "minigame-set": Ref("pnp.games.minigames.kinds:SET")},
    commands=(
        Command(
            name="minigames",
            help="""Minigame tiles, each proven to have exactly one answer and graded easy or hard.

            Print double-sided and flip on the long edge: each puzzle side is followed
            by its artwork side (the spider's second face).
            """,
            options=(
                Option("--type", f"Minigames, comma separated ({', '.join(declared_types())}), or all.", default="all"),
                Option("--difficulty", "easy, hard or both.", default="both"),
                Option("--count", "Tiles per minigame and difficulty (4 = a full set for 4 players).", default=4,
                       type=int, low=1, high=100),
                Option("--answers", "Answer key pages at the end.", default=True, type=bool, negatable=True),
                Option("--single-sided", "Print both sides of each tile next to each other.", default=False,
                       type=bool),
            ),
            run=Ref("pnp.games.minigames.printouts:make_set"),
            plan=Ref("pnp.games.minigames.printouts:plan"),
        ),
    ),
    examples=Ref("pnp.games.minigames.printouts:examples"),
)
