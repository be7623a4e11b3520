"""Path cards (Labyrinth: The Card Game style): the game's declaration for the registry (light)."""

from __future__ import annotations

from pnp.catalog import CARD_SIZE_HELP
from pnp.contract import Ref
from pnp.game import BoxFacts, Command, Game, Option
from pnp.i18n import N_

# --card-size: a name of layouts/components.toml's [card_sizes], as every kit with cards takes it (the kit's own
# --card-size, or a preset's [components] card_size, reaches the kit as KitRequest.card_size)
CARD_SIZE = Option("--card-size", f"{CARD_SIZE_HELP} (default: the preset's [components] card_size, else the "
                   "70 mm square card as designed); the paths and treasures keep in proportion, the rules card takes "
                   "as many cards as its words need.")

GAME = Game(
    name="path-cards",
    # i18n: the path cards' game name (in lists of games, on the kit's cover)
    title=N_("Treasure Paths"),
    icon="treasure",
    summary=N_("Treasure Paths: path cards"),
    rules="games/path_cards/data/rules.toml",
    rules_figures=Ref("pnp.games.path_cards.rules_figures:figures"),
    kinds={"path-deck": Ref("pnp.games.path_cards.kinds:DECK")},
    commands=(
        Command(
            name="path-cards",
            help="""A deck of 50 path cards (Treasure Paths), checked, with its back and a rules card, the
            played-this-turn markers of the two- and three-action games, and a score pad.

            Cards are 70 × 70 mm (or --card-size) with a 3 mm bleed. The JSON is the deck (kind
            path-deck), which `pnp verify` and `pnp render` read.
            """,
            options=(
                Option("--layout", "sheets: cards n-up on --paper with crop marks, each front sheet followed by its "
                       "back sheet (print double-sided, flip on the long edge); cards: one card per page (print "
                       "shops).", default="sheets", choices=("sheets", "cards")),
                # the rules core's MIN_PLAYERS and MAX_PLAYERS (a test keeps them equal; this module stays light)
                Option("--players", "players: one score pad column each (2 to 6).", default=4, type=int, low=2,
                       high=6),
                CARD_SIZE,
            ),
            run=Ref("pnp.games.path_cards.printouts:make_deck"),
            default_format="pdf,json",
            jobs=False,
        ),
    ),
    kit=Ref("pnp.games.path_cards.printouts:kit"),
    kit_seconds=0.6,
    kit_sizes=Ref("pnp.games.path_cards.printouts:kit_sizes"),
    examples=Ref("pnp.games.path_cards.printouts:examples"),
    # the rules: "for 2 to 6 players, ages 7 and up"; 50 cards, one laid a turn in the basic game: about
    # twenty turns at the table's pace and the scoring; the two- and three-action games take the longer figure
    # i18n: the kit's cover: the game's tagline under its name
    box=BoxFacts(N_("Treasure Paths"), N_("Lay the paths together, then claim the treasures they join."), (2, 6), 7,
                 (20, 30)),
    key_art=Ref("pnp.games.path_cards.key_art:key_art"),
)
