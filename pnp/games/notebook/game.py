"""Dungeon notebooks (Paper Apps LABYRINTH style): the game's declaration for the registry (light)."""

from __future__ import annotations

from pnp.contract import Ref
from pnp.game import BoxFacts, Command, Game, Option
from pnp.i18n import N_

# simulated runs per player: verify re-runs what a file claims, so this bounds a verify too (1,000 runs
# take about 5 s of CPU; 5,000 about 25 s)
MAX_RUNS = 5_000

GAME = Game(
    name="notebook",
    # i18n: the game's name in lists of games and on the kit's pages
    title=N_("Dungeon notebook"),
    icon="torch",
    summary=N_("Dungeon notebook: a gamebook, one room per page"),
    rules="games/notebook/data/rules.toml",
    kinds={"notebook": Ref("pnp.games.notebook.kinds:NOTEBOOK")},
    commands=(
        Command(
            name="notebook",
            help="""A dungeon notebook: one room per page, proven escapable, battles with exact odds.

            Prints as a booklet: double-sided, then cut, fold, nest and staple
            as the notebook's first page explains; the trackers (stats and
            map) are a loose sheet of their own, kept beside it.

            \b
            Files:
              notebook-SEED.pdf           the notebook, for players: the booklet's sheets, then
                                          the tracker sheet (print it one-sided)
              notebook-SEED-designer.pdf  the designer's appendix (key order, critical
                                          path, odds, simulated players): not for players
              notebook-SEED.json          the model and its figures (--format json)
            """,
            options=(
                Option("--rooms", "Rooms on level 1 and level 2.", default="6x6,4x4"),
                Option("--doors", "Locked doors (each with a key).", default=3, type=int, low=0, high=6),
                Option("--page-size", "The notebook's page size. Default: a6; in large print a5 (half-letter on "
                       "US paper).", choices=("a6", "a5", "half-letter")),
                Option("--pages-per-sheet", "1: single pages; 2: a saddle-stitched booklet two-up; 4: four-up (A6 "
                       "on A4). Default: 4 for A6, 2 for A5.", choices=("1", "2", "4")),
                Option("--creep", "Booklet creep per folio, mm (about the paper's thickness; not with single "
                       "pages); the most the notebook's margins allow is checked at once.", default=0.0, type=float,
                       low=0),
                Option("--runs", "Simulated players for the designer's appendix (0: none).", default=1000, type=int,
                       low=0, high=MAX_RUNS),
                Option("--appendix", "Also write the designer's appendix of odds, apart from the notebook "
                       "(notebook-SEED-designer.pdf).", default=True, type=bool, negatable=True),
            ),
            run=Ref("pnp.games.notebook.printouts:make_notebook"),
            jobs=False,
        ),
    ),
    kit=Ref("pnp.games.notebook.printouts:kit"),
    kit_seconds=2.3,
    booklet_page=Ref("pnp.games.notebook.printouts:booklet_page"),
    examples=Ref("pnp.games.notebook.printouts:examples"),
    rules_figures=Ref("pnp.games.notebook.rules_figures:rules_figures"),
    # the rules: "a game for one player" (to compete, each plays their own copy); about fifty rooms on two
    # levels, a page each, with battles rolled out and a map and stats kept in pencil: an evening, or two
    # sittings; the battles' odds and the bookkeeping ask a reader of ten or so
    # i18n: the kit's cover: the game's title (a made-up castle's name: translate or keep it) and its tagline
    box=BoxFacts(N_("Escape from Gloomhold"), N_("Break your chains and find the way out, one room to a page."),
                 (1, 1), 10, (60, 90)),
    key_art=Ref("pnp.games.notebook.key_art:key_art"),
)
