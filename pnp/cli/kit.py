"""The kit command: a print-and-play kit for every game the registry says makes one."""

from __future__ import annotations

import sys

import click

from pnp.cli.common import PRESET_HELP


def register(cli: click.Group) -> None:
    from pnp.registry import kit_games

    names = kit_games()

    @cli.command(help=f"""Write print-and-play kits: kit.pdf in print order, decks, SVGs, JSON, previews, README.txt.

    Each game gets its own folder under --out. Games: {', '.join(names)}.
    """)
    @click.option("--game", default="all", show_default=True, help=f"{', '.join(names)} (comma separated) or all.")
    @click.option("--players", type=click.IntRange(1, 8), default=4, show_default=True, help="Players (labyrinth kit).")
    @click.option("--paper", default=None, help="Paper: a4 or letter (default: the preset's).")
    @click.option("--preset", default="home", show_default=True, help=PRESET_HELP.replace(
        " (default: the output's own layout)", ""))
    @click.option("--distinct-labyrinths", is_flag=True,
                  help="Give each player a different labyrinth (pars within 1 point).")
    @click.option("--seed", type=int, default=1, show_default=True, help="Random seed.")
    @click.option("--out", default="output", show_default=True, help="Folder for the kit(s).")
    @click.option("--jobs", type=click.IntRange(1, 64), default=1, show_default=True,
                  help="Processes; the files do not depend on it.")
    @click.option("--quiet", is_flag=True, help="No progress bar.")
    def kit(game, players, paper, preset, distinct_labyrinths, seed, out, jobs, quiet) -> None:
        from pathlib import Path

        from pnp.atomic import write_files
        from pnp.catalog import paper as find_paper
        from pnp.choices import choice_list
        from pnp.kits import kit_files
        from pnp.layout.presets import load_preset

        games = choice_list("--game", game, names, "game")
        chosen = load_preset(preset)
        sheet = find_paper(paper or chosen.paper)
        options = {"distinct": distinct_labyrinths}
        if not quiet and sys.stderr.isatty():
            with click.progressbar(length=len(games), label="pnp kit", file=sys.stderr) as bar:
                files = kit_files(games, Path(out), seed, players, sheet, chosen, jobs, options,
                                  progress=lambda stage: bar.update(1) if stage in games else None)
        else:
            files = kit_files(games, Path(out), seed, players, sheet, chosen, jobs, options)
        written = write_files(files)
        if not quiet:
            click.echo(f"wrote {len(written)} files to {out}", err=not sys.stdout.isatty())
            for g in games:
                click.echo(str(Path(out) / g / "kit.pdf"))
