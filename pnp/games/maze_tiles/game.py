"""Maze tiles (Labyrinthos style): the game's declaration for the registry (light)."""

from __future__ import annotations

from pnp.contract import Ref
from pnp.game import BoxFacts, Command, Game, Option
from pnp.i18n import N_

# Deals for the playability report: each takes about 2 ms of CPU (a proof of the fewest turns: a compiled Steiner
# programme with branch and bound, CP-SAT for the rare hard one; it was 10 ms in pure Python), and the bound keeps
# one command short (10,000 by default took over three minutes on a busy machine before).
SETUPS = 2_000
MAX_SETUPS = 5_000
# the monster that hunts (pnp.games.maze_tiles.model.VARIANTS, repeated here so --help imports no game module)
VARIANT_OPTION = Option("--variant", "The monster: minotaur (the standard game), or the medusa or cerberus variant "
                        "with its standee, its 15 desperation cards shuffled into the deck and its own rule.",
                        default="minotaur", choices=("minotaur", "medusa", "cerberus"))

GAME = Game(
    name="maze-tiles",
    # i18n: the game's name in the kits' lists and contents
    title=N_("Maze tiles"),
    icon="minotaur",
    summary=N_("Maze tiles: a tile-laying labyrinth game"),
    rules="games/maze_tiles/data/rules.toml",
    kinds={"maze-tiles": Ref("pnp.games.maze_tiles.kinds:TILESET")},
    commands=(
        Command(
            name="maze-tiles",
            help="""The maze-tile game: 49 tiles, hero boards, standees, tokens, dice, desperation cards, player aids.

            Components are imposed on --paper with crop marks; two-sided ones print
            each front sheet followed by its back sheet (double-sided, long-edge flip).
            The JSON is the tile set (kind maze-tiles).

            \b
            Files:
              maze-tiles-SEED.pdf           the components, for players
              maze-tiles-SEED-designer.pdf  the playability report: for the designer,
                                            not for players
              maze-tiles-SEED.json          the tile set and the report's figures
                                            (--format json)
            """,
            options=(
                Option("--report", "Deal the tile set many times and report how many quarter turns join the door "
                       "and the keys (printed in maze-tiles-SEED-designer.pdf).", default=True, type=bool,
                       negatable=True),
                Option("--setups", "Deals for the report (each takes about 2 ms).", default=SETUPS, type=int, low=10,
                       high=MAX_SETUPS),
                VARIANT_OPTION,
            ),
            run=Ref("pnp.games.maze_tiles.printouts:make_tiles"),
        ),
    ),
    kit=Ref("pnp.games.maze_tiles.printouts:kit"),
    kit_seconds=3.6,
    kit_options=(VARIANT_OPTION,),
    kit_prepare=Ref("pnp.games.maze_tiles.printouts:prepare_kit"),
    kit_sizes=Ref("pnp.games.maze_tiles.printouts:kit_sizes"),
    examples=Ref("pnp.games.maze_tiles.printouts:examples"),
    rules_figures=Ref("pnp.games.maze_tiles.rules_figures:rules_figures"),
    # the rules' last section: the other monsters in a word (a variant's kit prints its own rule there instead)
    rules_words=Ref("pnp.games.maze_tiles.monsters:rules_words"),
    # the rules: "for 2 to 4 players"; 49 tiles turned up one by one, four keys to claim with seven action
    # tokens a turn and a minotaur moved each round: about ten minutes a player, and a first game more; its
    # desperation cards and the minotaur's rules ask a reader of ten or so
    # i18n: the game's own title on the kit's cover (a box front), and its tagline
    box=BoxFacts(N_("Keys of the Shifting Maze"), N_("Four keys, one door, and a minotaur close behind."), (2, 4), 10,
                 (30, 60)),
    key_art=Ref("pnp.games.maze_tiles.key_art:key_art"),
)
