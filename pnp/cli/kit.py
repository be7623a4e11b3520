"""The kit command: a print-and-play kit for every game the registry says makes one.

Besides the options every kit shares, each game declares its kit's own options (``Game.kit_options``); they
are offered here and reach that game's kit by name, so no game is a special case in this module.
"""

from __future__ import annotations

import sys
from dataclasses import replace

import click

from pnp.catalog import CARD_SIZE_HELP
from pnp.cli.common import preset_help, theme_option
from pnp.cli.progress import Games, progress_line


def register(cli: click.Group) -> None:
    from pnp.cli.generate import click_option
    from pnp.registry import kit_games, kit_options

    names = kit_games()
    declared = kit_options()

    def kit(game, players, paper, preset, theme, card_size, seed, out, jobs, quiet, **values) -> None:
        from pathlib import Path

        from pnp.kits import write_kits
        from pnp.kits.order import kit_order

        order = kit_order(game, players, paper, preset, theme, card_size, seed, values)

        def warn(line: str) -> None:  # a component of no stock size at the preset's card service: kit made anyway
            click.echo(f"pnp kit: {line}", err=True)

        with progress_line("pnp kit", quiet) as step:
            shown = Games(order.games, step)
            written = write_kits(order.games, Path(out), order.seed, order.players, order.paper, order.preset, jobs,
                                 dict(order.options), progress=shown.done, warn=warn, steps=shown.steps)
        if not quiet:
            click.echo(f"wrote {len(written)} files to {out}", err=not sys.stdout.isatty())
            for g in order.games:
                click.echo(str(Path(out) / g / "kit.pdf"))

    f = kit
    f = click.option("--quiet", is_flag=True, help="No progress on the terminal and no list of the kits written.")(f)
    f = click.option("--jobs", type=click.IntRange(1, 64), default=1, show_default=True,
                     help="Processes; the files do not depend on it.")(f)
    f = click.option("--out", default="output", show_default=True, help="Folder for the kit(s).")(f)
    f = click.option("--seed", type=int, default=1, show_default=True, help="Random seed.")(f)
    f = click.option("--card-size", default=None, help=f"{CARD_SIZE_HELP} (default: the preset's "
                     "[components] card_size, else each kit's own: the labyrinth's by the theme's text floor).")(f)
    for option, owners in reversed(list(declared.values())):
        f = click_option(replace(option, help=f"{' and '.join(owners).capitalize()} kit: {option.help}"))(f)
    f = click.option("--preset", default="home", show_default=True, help=preset_help(""))(f)
    f = theme_option(f)
    f = click.option("--paper", default=None, help="Paper: a4 or letter (default: the preset's).")(f)
    f = click.option("--players", type=click.IntRange(1, 8), default=4, show_default=True,
                     help="Players (labyrinth kit; the columns of the path-cards score pad).")(f)
    f = click.option("--game", default="all", show_default=True,
                     help=f"{', '.join(names)} (comma separated) or all.")(f)
    cli.command("kit", help=f"""Write print-and-play kits: kit.pdf in print order, decks, SVGs, JSON, previews,
    README.txt.

    Each game gets its own folder under --out. Games: {', '.join(names)}. A game's own kit options are named
    after it.
    """)(f)
