"""The kit command: a print-and-play kit for every game the registry says makes one.

Besides the options every kit shares, each game declares its kit's own options (``Game.kit_options``); they
are offered here and reach that game's kit by name, so no game is a special case in this module.
"""

from __future__ import annotations

import sys
from dataclasses import replace

import click

from pnp.catalog import CARD_SIZE_HELP
from pnp.cli.common import preset_help, resolve_theme, theme_option
from pnp.cli.progress import Games, progress_line
from pnp.errors import PnpError


def _kit_options() -> dict[str, tuple]:
    """Every kit game's declared options by flag, with the games declaring each (a flag two games declare is
    one option, given to both)."""
    from pnp.registry import game, kit_games

    found: dict[str, tuple] = {}
    for name in kit_games():
        for option in game(name).kit_options:
            first, owners = found.get(option.flag, (option, ()))
            found[option.flag] = (first, (*owners, name))
    return found


def _unused(values: dict, declared: dict[str, tuple], games: list[str]) -> None:
    """Refuse a kit option none of the chosen games takes, rather than ignore it."""
    for option, owners in declared.values():
        given = values.get(option.dest)
        if given not in (None, False, (), option.default) and not set(owners) & set(games):
            raise PnpError(f"{option.flag}: an option of the {' and '.join(owners)} kit, which --game leaves out")


def register(cli: click.Group) -> None:
    from pnp.cli.generate import click_option
    from pnp.registry import kit_games

    names = kit_games()
    declared = _kit_options()

    def kit(game, players, paper, preset, theme, card_size, seed, out, jobs, quiet, **values) -> None:
        from pathlib import Path

        from pnp.catalog import paper as find_paper
        from pnp.choices import choice_list
        from pnp.kits import write_kits
        from pnp.layout.presets import load_preset

        games = choice_list("--game", game, names, "game")
        _unused(values, declared, games)
        chosen = load_preset(preset)
        if theme is not None:  # --theme overrides the preset's; either is checked here, before any work
            chosen = replace(chosen, theme=theme)
        if card_size is not None:  # so does --card-size (the preset's was checked as it was loaded)
            from pnp.catalog import card_size as known_size

            known_size(card_size)
            chosen = replace(chosen, card_size=card_size)
        resolve_theme(None, chosen)
        sheet = find_paper(paper or chosen.paper)  # kit_files gives it the theme's text floor
        options = {k: (tuple(v) if isinstance(v, (list, tuple)) else v) for k, v in values.items()}

        def warn(line: str) -> None:  # a component of no stock size at the preset's card service: kit made anyway
            click.echo(f"pnp kit: {line}", err=True)

        with progress_line("pnp kit", quiet) as step:
            shown = Games(games, step)
            written = write_kits(games, Path(out), seed, players, sheet, chosen, jobs, options,
                                 progress=shown.done, warn=warn, steps=shown.steps)
        if not quiet:
            click.echo(f"wrote {len(written)} files to {out}", err=not sys.stdout.isatty())
            for g in games:
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
