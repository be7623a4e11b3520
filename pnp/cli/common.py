"""What the command modules share: output options, writing files, reports (light: on the `pnp --help` path)."""

from __future__ import annotations

import click

from pnp.cli.types import Finite

FORMAT_HELP = "Output formats, comma separated: pdf, svg, png, json (or all)."
PAPER_HELP = "Paper: a4, a5, a3, letter, half-letter, tabloid, or WxH[mm|in]."


def preset_help(default: str = " (default: the output's own layout)") -> str:
    """--preset's help, naming every bundled preset (layouts/presets/*.toml: a new file is named here too)."""
    from pnp.resources import preset_names

    return f"Printer preset: {', '.join(preset_names())}, or a path to your own TOML file{default}."


THEME_HELP = ("Theme: default, low-ink, colour-blind, large-print, or a path to your own TOML file "
              "(default: the preset's, or default). See `pnp themes`.")


def theme_option(f):
    """--theme: the colours, line weights and fills the output is drawn in (pnp.themes)."""
    return click.option("--theme", default=None, metavar="NAME|FILE", help=THEME_HELP)(f)


def resolve_theme(option: str | None, preset=None):
    """The theme to draw in: --theme, else the preset's ``theme``, else none (the drawing as designed).
    An unknown theme is one line naming the bundled ones, before any work."""
    spec = option or (preset.theme if preset is not None else None)
    if spec is None:
        return None
    from pnp.themes.files import load_theme

    return load_theme(spec)


def output_options(default_format: str = "pdf", paper_default: str | None = "a4", text: bool = False):
    """--seed, --paper, --out, --format, --dpi: the options every producing command shares (``text``: the
    command also writes its model as plain text, txt)."""
    formats_help = FORMAT_HELP.replace(", json (or all)", ", json, txt (the model as plain text) or all")
    formats_help = formats_help if text else FORMAT_HELP

    def decorate(f):
        f = click.option("--format", "formats", default=default_format, show_default=True, help=formats_help)(f)
        f = click.option(
            "--out",
            default=None,
            help="A file (one output in one format) or a folder (several outputs). Default: output/.",
        )(f)
        f = click.option("--paper", default=paper_default, show_default=paper_default is not None,
                         help=PAPER_HELP + ("" if paper_default else " Default: the preset's, or A4."))(f)
        f = click.option("--seed", type=int, default=None, help="Random seed (same seed and options, same bytes).")(f)
        f = click.option("--dpi", type=click.IntRange(36, 1200), default=150, show_default=True,
                         help="Resolution of PNG output.")(f)
        return f

    return decorate


def print_ready_options(guides_default: bool = False):
    """Bleed, crop marks, guides and colour mode."""

    def decorate(f):
        f = click.option("--bleed", type=Finite(0, 20), default=None,
                         help="Bleed in mm (default: the paper's, 3 mm or 1/8 in).")(f)
        f = click.option("--marks/--no-marks", default=True, show_default=True, help="Crop marks in the margin.")(f)
        f = click.option("--mark-length", type=Finite(0, 50), default=5.0, show_default=True,
                         help="Crop mark length, mm.")(f)
        f = click.option("--mark-offset", type=Finite(0, 50), default=None,
                         help="Gap from the trim line to a crop mark, mm (default: the bleed).")(f)
        f = click.option("--guides/--no-guides", default=guides_default, show_default=True,
                         help="Proof mode: draw trim, bleed and safe-zone lines.")(f)
        f = click.option("--cmyk", is_flag=True, help="Write CMYK colours in the PDF instead of RGB.")(f)
        return f

    return decorate


def check_png_paper(formats: list[str], paper, dpi: int) -> None:
    """Refuse PNG pages of ``paper`` over the pixel budget, before anything is generated.

    Sheets and fitted document pages are the paper's size; the exact pages are
    checked again before they are rasterised (components one per page may be
    smaller than the paper, so this errs on the side of refusing).
    """
    if "png" in formats:
        from pnp.budgets import check_png_page

        check_png_page(paper.width, paper.height, dpi)


def write(files) -> None:
    """Write every file atomically and list what was written."""
    from pnp.atomic import write_files

    for path in write_files(files):
        click.echo(str(path))


def report(lines) -> None:
    """Figures go to stderr: stdout lists the files written."""
    for line in lines:
        click.echo(line, err=True)
