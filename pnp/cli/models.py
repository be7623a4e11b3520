"""Commands on saved models of any kind: verify and render."""

from __future__ import annotations

import sys

import click

from pnp.cli.common import FORMAT_HELP, PAPER_HELP, PRESET_HELP, write
from pnp.errors import PnpError


def register(cli: click.Group) -> None:
    @cli.command()
    @click.argument("file", type=click.Path(dir_okay=False, path_type=str))
    @click.option("--format", "formats", default="pdf", show_default=True, help=FORMAT_HELP)
    @click.option("--out", default=None, help="A file or a folder. Default: output/.")
    @click.option("--paper", default=None, help=PAPER_HELP + " Default: the preset's, or A4.")
    @click.option("--preset", default=None, help=PRESET_HELP)
    @click.option("--dpi", type=click.IntRange(36, 1200), default=150, show_default=True,
                  help="Resolution of PNG output.")
    def render(file, formats, out, paper, preset, dpi) -> None:
        """Render a saved model (JSON) to PDF, SVG or PNG; a model `pnp verify` rejects is refused."""
        from pathlib import Path

        from pnp.catalog import paper as find_paper
        from pnp.layout.impose import put_on_paper
        from pnp.layout.presets import load_preset, standard
        from pnp.output import document_files, parse_formats, resolve_target
        from pnp.registry import load_model

        fmts = parse_formats(formats)
        chosen = load_preset(preset) if preset else None
        sheet = find_paper(paper or (chosen.paper if chosen else "a4"))
        loaded = load_model(Path(file))
        target = resolve_target(out, Path(file).stem, fmts)
        # nothing is drawn that verify rejects: the same check, the same words as `pnp verify`
        verdict = loaded.kind.verify(loaded.model)
        if not verdict.ok:
            raise PnpError(f"{file}: {loaded.kind.name}: {verdict.summary()}")
        printout = loaded.kind.draw(loaded.model, sheet)
        # a saved scene prints its own pages, whatever the paper: the pixel budget is checked on the pages
        # themselves, before anything is rendered (document_files)
        doc = put_on_paper(printout, sheet, chosen or standard(printout.layout))
        write(document_files(doc, target, fmts, json_data=lambda: loaded.kind.to_json(loaded.model), dpi=dpi))

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
