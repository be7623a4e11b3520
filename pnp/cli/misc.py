"""Commands that belong to no game: the printer proof, the icons, the paper and component sizes."""

from __future__ import annotations

import click

from pnp.cli.common import check_png_paper, output_options, print_ready_options, write
from pnp.errors import PnpError


def register(cli: click.Group) -> None:
    @cli.command()
    @output_options()
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
        check_png_paper(fmts, sheet, dpi)
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
        write(document_files(doc, target, fmts, dpi=dpi))

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
    @click.option("--show", "show", default=None, metavar="NAME", help="Print a bundled theme's file (to copy).")
    def themes(show) -> None:
        """List the bundled themes, or print one with --show NAME to make your own from it.

        Use a theme with --theme NAME (or a path to your own .toml) on any command that writes PDF, SVG or PNG,
        or with `theme = "NAME"` in a preset. See docs/themes.md.
        """
        from pnp.themes.files import available, load_theme, theme_text

        if show is not None:
            click.echo(theme_text(show), nl=False)
            return
        for name in available():
            settings = load_theme(name).settings
            click.echo(f"{name:14} {settings.description}")

    @cli.command()
    def layouts() -> None:
        """List the paper and component sizes, the printer presets and the book trims from layouts/."""
        from pnp.catalog import components, papers

        click.echo("Papers:")
        for p in papers().values():
            click.echo(f"  {p.key:12} {p.name:14} {p.width:7.1f} x {p.height:6.1f} mm  bleed {p.bleed:.2f} mm")
        click.echo("Components:")
        for c in components().values():
            size = f"diameter {c.width:g} mm" if c.shape == "circle" else f"{c.width:g} x {c.height:g} mm"
            click.echo(f"  {c.key:14} {c.name:22} {size}")
        _presets()
        _trims()

    @cli.command()
    @click.option("--out", default="output/schemas", show_default=True, help="The folder to write them into.")
    def schemas(out) -> None:
        """Write the JSON Schemas of every file pnp reads and writes (draft 2020-12).

        Every model file pnp writes names its schema ("$schema": "urn:pnp:schema:KIND:1"); point your
        editor at these files to complete and check them (docs/schemas/README.md says how).
        """
        from pathlib import Path

        from pnp.atomic import write_files
        from pnp.published_schemas import all_schemas, schema_bytes

        folder = Path(out)
        written = write_files({folder / name: schema_bytes(schema) for name, schema in all_schemas().items()})
        for path in written:
            click.echo(str(path))


def _presets() -> None:
    """The bundled printer presets (pnp kit --preset), a card service's with its stock sizes."""
    from pnp.layout.presets import available, load_preset

    click.echo("Presets (pnp kit --preset):")
    for key in available():
        preset = load_preset(key)
        stock = ", ".join(s.words() for s in preset.service.stock) if preset.service else ""
        click.echo(f"  {key:18} {preset.name}" + (f" (stock: {stock})" if stock else ""))


def _trims() -> None:
    """The book trims of layouts/book.toml, with the services that print each."""
    from pnp.book_catalog import trims

    click.echo("Book trims (pnp book --trim):")
    for t in trims().values():
        click.echo(f"  {t.key:10} {t.name:26} {t.width:6.1f} x {t.height:6.1f} mm  {', '.join(t.services)}")
