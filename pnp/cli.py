"""The `pnp` command line: thin commands that parse options, call, and report.

Heavy libraries are imported inside the commands, so `pnp --help` stays
instant. User errors become one line on stderr and exit status 2.
"""

from __future__ import annotations

import sys

import click

from pnp import __version__
from pnp.cli_common import choice_list
from pnp.errors import PnpError

FORMAT_HELP = "Output formats, comma separated: pdf, svg, png, json (or all)."


def common_output_options(default_format: str = "pdf"):
    """--seed, --paper, --out, --format: the options every producing command shares."""

    def decorate(f):
        f = click.option("--format", "formats", default=default_format, show_default=True, help=FORMAT_HELP)(f)
        f = click.option(
            "--out",
            default=None,
            help="A file (one output in one format) or a folder (several outputs). Default: output/.",
        )(f)
        f = click.option("--paper", default="a4", show_default=True, help="Paper: a4, a5, a3, letter, half-letter, tabloid, or WxH[mm|in].")(f)
        f = click.option("--seed", type=int, default=None, help="Random seed (same seed and options, same bytes).")(f)
        f = click.option("--dpi", type=click.IntRange(36, 1200), default=150, show_default=True, help="Resolution of PNG output.")(f)
        return f

    return decorate


def print_ready_options(guides_default: bool = False):
    """Bleed, crop marks, guides and colour mode."""

    def decorate(f):
        f = click.option("--bleed", type=float, default=None, help="Bleed in mm (default: the paper's, 3 mm or 1/8 in).")(f)
        f = click.option("--marks/--no-marks", default=True, show_default=True, help="Crop marks in the margin.")(f)
        f = click.option("--mark-length", type=float, default=5.0, show_default=True, help="Crop mark length, mm.")(f)
        f = click.option("--mark-offset", type=float, default=None, help="Gap from the trim line to a crop mark, mm (default: the bleed).")(f)
        f = click.option("--guides/--no-guides", default=guides_default, show_default=True, help="Proof mode: draw trim, bleed and safe-zone lines.")(f)
        f = click.option("--cmyk", is_flag=True, help="Write CMYK colours in the PDF instead of RGB.")(f)
        return f

    return decorate


def _write(files) -> None:
    from pnp.atomic import write_files

    for path in write_files(files):
        click.echo(str(path))


@click.group(context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100})
@click.version_option(__version__, "--version", prog_name="pnp")
def cli() -> None:
    """pnp: print-and-play labyrinth games, generated, proven playable, print-ready.

    Every command writes into output/ unless told otherwise with --out.
    """


@cli.command()
@common_output_options()
@print_ready_options(guides_default=True)
def proof(dpi, seed, paper, out, formats, bleed, marks, mark_length, mark_offset, guides, cmyk) -> None:
    """A printer proof: rulers, calibration squares, colours, fonts, every icon, credits.

    Print it at 100 % to check a printer and the install. Each sheet is
    exactly the paper; the trim box sits inside it with the bleed and marks.
    """
    from pnp.catalog import paper as find_paper
    from pnp.layout.marks import CropMarks, Guides
    from pnp.output import document_files, parse_formats, resolve_target
    from pnp.proof import ProofOptions, build_proof

    fmts = parse_formats(formats)
    target = resolve_target(out, "proof", fmts)
    sheet = find_paper(paper)
    bleed_mm = sheet.bleed if bleed is None else bleed
    if not 0 <= bleed_mm <= 20:
        raise PnpError(f"--bleed: {bleed_mm:g} mm is out of range (0 to 20 mm)")
    crop = None
    if marks:
        crop = CropMarks(length=mark_length, offset=bleed_mm if mark_offset is None else mark_offset)
    opts = ProofOptions(
        paper=sheet, bleed=bleed_mm, marks=crop, guides=Guides() if guides else None,
        color_mode="cmyk" if cmyk else "rgb", seed=seed,
    )
    doc = build_proof(opts)
    _write(document_files(doc, target, fmts, dpi=dpi))


@cli.command()
@click.argument("file", type=click.Path(dir_okay=False, path_type=str))
@click.option("--format", "formats", default="pdf", show_default=True, help=FORMAT_HELP)
@click.option("--out", default=None, help="A file or a folder. Default: output/.")
@click.option("--dpi", type=click.IntRange(36, 1200), default=150, show_default=True, help="Resolution of PNG output.")
def render(file, formats, out, dpi) -> None:
    """Render a saved model (JSON) to PDF, SVG or PNG; a model `pnp verify` rejects is refused."""
    from pathlib import Path

    from pnp.output import document_files, parse_formats, resolve_target
    from pnp.registry import load_model

    fmts = parse_formats(formats)
    loaded = load_model(Path(file))
    target = resolve_target(out, Path(file).stem, fmts)
    # nothing is drawn that verify rejects: the same check, the same words as `pnp verify`
    verdict = loaded.kind.verify(loaded.model)
    if not verdict.ok:
        raise PnpError(f"{file}: {loaded.kind.name}: {verdict.summary()}")
    doc = loaded.kind.draw(loaded.model)
    _write(document_files(doc, target, fmts, json_data=lambda: loaded.kind.to_json(loaded.model), dpi=dpi))


@cli.command()
@click.argument("file", type=click.Path(dir_okay=False, path_type=str))
@click.option("--json", "as_json", is_flag=True, help="Print the verdict as a JSON object.")
def verify(file, as_json) -> None:
    """Re-verify a saved model (any kind) and print the verdict."""
    import json
    from pathlib import Path

    from pnp.registry import load_model

    loaded = load_model(Path(file))
    verdict = loaded.kind.verify(loaded.model)
    if as_json:
        click.echo(json.dumps({"file": file, "kind": loaded.kind.name, **verdict.to_json()}, indent=1))
    else:
        click.echo(f"{file}: {loaded.kind.name}: {verdict.summary()}")
    if not verdict.ok:
        sys.exit(1)


@cli.command()
@click.option("--credits", "show_credits", is_flag=True, help="Print the credits text instead of the list.")
def icons(show_credits) -> None:
    """List the vendored icons (name, game-icons.net original, artist)."""
    from pnp.icons import credits_text, icon, icon_names

    if show_credits:
        click.echo(credits_text())
        return
    for name in icon_names():
        data = icon(name)
        click.echo(f"{name:16} {data.source:34} {data.artist}")


@cli.command()
def layouts() -> None:
    """List the paper and component sizes from layouts/*.toml."""
    from pnp.catalog import components, papers

    click.echo("Papers:")
    for p in papers().values():
        click.echo(f"  {p.key:12} {p.name:14} {p.width:7.1f} x {p.height:6.1f} mm  bleed {p.bleed:.2f} mm")
    click.echo("Components:")
    for c in components().values():
        size = f"diameter {c.width:g} mm" if c.shape == "circle" else f"{c.width:g} x {c.height:g} mm"
        click.echo(f"  {c.key:14} {c.name:22} {size}")


@cli.command()
@click.option("--game", default="all", show_default=True, help="labyrinth, tiles, cards, notebook (comma separated) or all.")
@click.option("--players", type=click.IntRange(1, 8), default=4, show_default=True, help="Players (labyrinth kit).")
@click.option("--paper", default=None, help="Paper: a4 or letter (default: the preset's).")
@click.option("--preset", default="home", show_default=True,
              help="Printer preset: home, home-foldover, print-shop, png-cards, or a path to your own TOML file.")
@click.option("--distinct-labyrinths", is_flag=True, help="Give each player a different labyrinth (pars within 1 point).")
@click.option("--seed", type=int, default=1, show_default=True, help="Random seed.")
@click.option("--out", default="output", show_default=True, help="Folder for the kit(s).")
@click.option("--jobs", type=click.IntRange(1, 64), default=1, show_default=True, help="Processes; the files do not depend on it.")
@click.option("--quiet", is_flag=True, help="No progress bar.")
def kit(game, players, paper, preset, distinct_labyrinths, seed, out, jobs, quiet) -> None:
    """Write print-and-play kits: kit.pdf in print order, decks, SVGs, JSON, previews, README.txt.

    Each game gets its own folder under --out.
    """
    from pathlib import Path

    from pnp.kits import GAMES, kit_files
    from pnp.layout.presets import load_preset
    from pnp.catalog import paper as find_paper

    games = choice_list("--game", game, GAMES, "game")
    chosen = load_preset(preset)
    sheet = find_paper(paper or chosen.paper)
    bar_wanted = not quiet and sys.stderr.isatty()
    if bar_wanted:
        with click.progressbar(length=len(games), label="pnp kit", file=sys.stderr) as bar:
            files = kit_files(games, Path(out), seed, players, sheet, chosen, jobs, distinct_labyrinths,
                              progress=lambda stage: bar.update(1) if stage in games else None)
    else:
        files = kit_files(games, Path(out), seed, players, sheet, chosen, jobs, distinct_labyrinths)
    from pnp.atomic import write_files

    written = write_files(files)
    if not quiet:
        click.echo(f"wrote {len(written)} files to {out}", err=not sys.stdout.isatty())
        for g in games:
            click.echo(str(Path(out) / g / "kit.pdf"))


def _register_games() -> None:
    from pnp import cli_cards, cli_labyrinth, cli_minigames, cli_notebook, cli_tiles

    cli_labyrinth.register(cli, common_output_options, _write)
    cli_minigames.register(cli, common_output_options, _write)
    cli_cards.register(cli, common_output_options, _write)
    cli_tiles.register(cli, common_output_options, _write)
    cli_notebook.register(cli, common_output_options, _write)


_register_games()


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
