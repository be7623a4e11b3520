"""The `pnp` command line: thin commands that parse options, call, and report.

The generate commands and the kit are loops over the game registry
(:mod:`pnp.registry`); the other commands act on saved models (verify,
render) or belong to one game (solve, score, booklet, simulate). Heavy
libraries are imported inside the commands, so `pnp --help` stays instant.
User errors become one line on stderr and exit status 2.
"""

from __future__ import annotations

import sys

import click

from pnp.errors import PnpError
from pnp.version import __version__


@click.group(context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100})
@click.version_option(__version__, "--version", prog_name="pnp")
def cli() -> None:
    """pnp: print-and-play labyrinth games, generated, proven playable, print-ready.

    Every command writes into output/ unless told otherwise with --out.
    """


def _register() -> None:
    from pnp.cli import book, edit, export, generate, kit, labyrinth, misc, models, simulate, studio, translations
    from pnp.cli.lang import add_lang_option

    misc.register(cli)
    models.register(cli)
    kit.register(cli)
    generate.register(cli)
    labyrinth.register(cli)
    book.register(cli)
    simulate.register(cli)
    edit.register(cli)
    studio.register(cli)
    export.register(cli)
    translations.register(cli)
    add_lang_option(cli)


_register()


def main(argv: list[str] | None = None) -> None:
    """Entry point: run the CLI, turning user errors into one line and exit status 2."""
    try:
        code = cli.main(args=argv, prog_name="pnp", standalone_mode=False)
    except PnpError as err:
        click.echo(f"pnp: error: {err}", err=True)
        sys.exit(2)
    except click.exceptions.NoSuchOption as err:
        click.echo(f"pnp: error: {err.format_message()}", err=True)
        sys.exit(2)
    except click.ClickException as err:
        message = " ".join(err.format_message().split())
        click.echo(f"pnp: error: {message}", err=True)
        sys.exit(2)
    except click.exceptions.Abort:
        click.echo("pnp: aborted", err=True)
        sys.exit(130)
    except KeyboardInterrupt:
        click.echo("pnp: interrupted", err=True)
        sys.exit(130)
    sys.exit(code if isinstance(code, int) else 0)
