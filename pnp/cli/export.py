"""`pnp export`: the games for play on screen. `pnp export tts` writes Tabletop Simulator saved objects and their
images (docs/tts.md)."""

from __future__ import annotations

import sys

import click

from pnp.cli.progress import Games, progress_line


def register(cli: click.Group) -> None:
    from pnp.registry import kit_games

    names = kit_games()

    @cli.group("export", help="Export the games for play on screen (tts: Tabletop Simulator).")
    def export() -> None:
        pass

    @export.command("tts", help=f"""Write a Tabletop Simulator saved object per game: its decks as custom decks
    (face sheets of up to 10 x 7 cards and their backs) and its sheets as custom tiles, drawn from the kit's own
    pages.

    Each game gets OUT/GAME/GAME.json and OUT/GAME/images/. Games: {', '.join(names)}. Images are named by their
    file:/// URLs on this computer, so the export loads as written; --base-url names them where you host OUT
    instead (docs/tts.md).
    """)
    @click.option("--game", default="all", show_default=True, help=f"{', '.join(names)} (comma separated) or all.")
    @click.option("--players", type=click.IntRange(1, 8), default=4, show_default=True,
                  help="Players (labyrinth kit; the columns of the path-cards score pad).")
    @click.option("--seed", type=int, default=1, show_default=True, help="Random seed.")
    @click.option("--out", default="output/tts", show_default=True, help="Folder for the export.")
    @click.option("--dpi", type=click.IntRange(50, 300), default=300, show_default=True,
                  help="Pixels per inch of the card images (less on a sheet that would pass 10,000 px).")
    @click.option("--base-url", default=None, metavar="URL",
                  help="Name each image by URL + its path under OUT (where you upload OUT).")
    @click.option("--absolute", is_flag=True, hidden=True,
                  help="Kept for older commands: file:/// URLs are the default now.")
    @click.option("--jobs", type=click.IntRange(1, 64), default=1, show_default=True,
                  help="Processes; the files do not depend on it.")
    @click.option("--quiet", is_flag=True, help="Only errors: no progress, no list of what was written.")
    def tts(game, players, seed, out, dpi, base_url, absolute, jobs, quiet) -> None:
        from pathlib import Path

        from pnp.atomic import write_files
        from pnp.choices import choice_list
        from pnp.export.build import check_out, export_files, image_urls

        games = choice_list("--game", game, names, "game")
        check_out(Path(out), games)  # refused here, before any kit is made: a file, an unwritable place
        image_urls(Path(out), base_url, absolute)
        with progress_line("pnp export tts", quiet) as step:
            shown = Games(games, step)
            files = export_files(games, Path(out), seed, players, jobs, dpi, base_url, absolute, shown.done,
                                 shown.steps)
        written = write_files(files)
        if not quiet:
            click.echo(f"wrote {len(written)} files to {out}", err=not sys.stdout.isatty())
            for g in games:
                click.echo(str(Path(out) / g / f"{g}.json"))
