"""Labyrinth sheets (Karak: Labyrinth style): the game's declaration for the registry (light)."""

from __future__ import annotations

from pnp.catalog import CARD_SIZE_HELP
from pnp.contract import Ref
from pnp.game import BoxFacts, Command, Game, Option
from pnp.i18n import N_

GAME = Game(
    name="labyrinth",
    # i18n: the labyrinth game's title (the kit's contents, the index of kits)
    title=N_("Labyrinth sheets"),
    icon="maze",
    # i18n: the labyrinth game in one line (the index of kits)
    summary=N_("Labyrinth sheets, objective cards and minigame tiles"),
    rules="games/labyrinth/data/rules.toml",
    rules_figures=Ref("pnp.games.labyrinth.rules_figures:rules_figures"),
    rules_words=Ref("pnp.games.labyrinth.played:rules_words"),
    kinds={
        "labyrinth-sheet": Ref("pnp.games.labyrinth.kinds:SHEET"),
        "labyrinth": Ref("pnp.games.labyrinth.kinds:LABYRINTH"),
        "objective-card": Ref("pnp.games.labyrinth.kinds:CARD"),
        "objective-deck": Ref("pnp.games.labyrinth.kinds:DECK"),
    },
    commands=(
        Command(
            name="sheet",
            help="""Generate a labyrinth sheet (both sides by default), checked playable.

            With --players N, N different labyrinths balanced against the seed's
            objective deck: for every card and side their proven best scores lie
            within 1 point of each other.
            """,
            options=(
                Option("--side", "A (9×9), B (11×11); default: both sides of one labyrinth."),
                Option("--size", "Custom size in squares, e.g. 7x12 (5x5 to 20x20)."),
                Option("--loops", "Share of dead ends opened into loops (0..1).", type=float, low=0, high=1),
                Option("--solution", "Add a page with the proven best path for --objective.", default=False,
                       type=bool),
                Option("--objective", "An objective card (JSON) for --solution."),
                Option("--players", "Give each player a different labyrinth; every card's best scores stay within "
                       "1 point.", default=1, type=int, low=1, high=8),
            ),
            run=Ref("pnp.games.labyrinth.printouts:make_sheet"),
            text_format=True,
        ),
        Command(
            name="objectives",
            help="Generate objective cards, each proven solvable with its best score (par) per side.",
            options=(
                Option("--difficulty", "tutorial, easy, medium, hard (comma separated) or all.", default="all"),
                Option("--count", "Cards per chosen difficulty (default: 1/8/18/22 as in the box).", type=int,
                       low=1, high=200),
                Option("--against", "Prove pars on your own sheets: one labyrinth file (sides A and B) or one or "
                       "two sheet files (default: the seed's labyrinth).", multiple=True),
                Option("--card", "Write only the card of this id (kind objective-card): the id printed on the "
                       "card in the deck these options make, T1, E1-E8, M1-M18, H1-H22 with the box's counts "
                       "(the prefix is the difficulty, the number its place in the deck)."),
                Option("--card-size", f"{CARD_SIZE_HELP} (default: the preset's [components] card_size, else "
                       "poker, or 3½ × 5 in over a 5 pt text floor)."),
            ),
            run=Ref("pnp.games.labyrinth.printouts:make_objectives"),
        ),
    ),
    kit=Ref("pnp.games.labyrinth.printouts:kit"),
    kit_seconds=7.5,
    kit_options=(
        Option("--distinct-labyrinths", "Give each player a different labyrinth (pars within 1 point).",
               default=False, type=bool),
        Option("--labyrinth", "Build the labyrinth part on your own design: a labyrinth file (sides A and B) or one "
               "or two sheet files, JSON or text; its sheets, objective cards proven on it and answer keys.",
               multiple=True),
    ),
    kit_prepare=Ref("pnp.games.labyrinth.printouts:prepare_kit"),
    kit_sizes=Ref("pnp.games.labyrinth.printouts:kit_sizes"),
    text_reader=Ref("pnp.games.labyrinth.text_format:parse_text"),
    examples=Ref("pnp.games.labyrinth.printouts:examples"),
    # the rules: "a race for 1 to 8 players", all at once; a game is one objective card on a 9 × 9 or 11 × 11
    # sheet: a few minutes of drawing and the minigame tiles, then a 30-second timer once the first is out, and
    # the scoring; a first game with its tutorial card and the rules read out takes the longer figure. The
    # minigames (mazes, spot the difference, word and number puzzles) ask a reader of eight or so
    # i18n: the labyrinth game's name on its box and cover, and its tagline
    box=BoxFacts(N_("Torchlight Dash"), N_("Race your pen through the labyrinth before the sand runs out!"), (1, 8), 8,
                 (10, 20)),
    key_art=Ref("pnp.games.labyrinth.key_art:key_art"),
)
