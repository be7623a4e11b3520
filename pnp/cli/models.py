"""Commands on saved models of any kind: verify and render."""

from __future__ import annotations

import sys

import click

from pnp.cli.common import (
    FORMAT_HELP,
    PAPER_HELP,
    preset_help,
    resolve_theme,
    theme_option,
    write,
)
from pnp.cli.progress import progress_line, quiet_option
from pnp.errors import PnpError

EXPLAINED = ("labyrinth-sheet", "labyrinth")  # the kinds `pnp verify --explain` analyses


def _card(loaded, card_id: str, file: str):
    """The card ``card_id`` of a loaded objective deck, as a loaded objective card (refused for any other kind,
    and for an unknown id, naming a few known ones)."""
    from pnp.registry import Loaded, kind, labyrinth

    if loaded.kind.name != "objective-deck":
        raise PnpError(f"--card: picks a card from an objective deck; {file} is a {loaded.kind.name} file")
    return Loaded(kind("objective-card"), labyrinth().pick_card(loaded.model.cards, card_id, file))


def _card_files(card, sheet, preset, target, fmts: list[str], dpi: int, theme) -> dict:
    """One objective card of a deck (``--card``): the card alone, its front and its back, nothing else of the
    deck's printout (no player aid, no table of pars). A PDF holds both, front then back; PNG and SVG name the
    front as asked (card-E3.png) and the back beside it with -back (card-E3-back.png); JSON is the card."""
    from dataclasses import replace

    from pnp.layout.impose import put_on_paper
    from pnp.layout.presets import standard
    from pnp.output import Target, document_files
    from pnp.parts import Printout
    from pnp.registry import labyrinth

    cards = labyrinth().card_parts([card.model], floor=sheet.text_floor)[0]
    printout = Printout((cards,), f"Objective card {card.model.card_id}")
    doc = put_on_paper(printout, sheet, preset or standard("cards"))
    files = document_files(doc, target, [f for f in fmts if f in ("pdf", "json")],
                           json_data=lambda: card.kind.to_json(card.model), dpi=dpi, theme=theme)
    pictures = [f for f in fmts if f in ("png", "svg")]
    if not pictures:
        return files
    front, back = doc.pages[:len(doc.pages) // 2], doc.pages[len(doc.pages) // 2:]
    if preset is None or preset.layout != "sheets":  # one card per page: its front, then its back
        front, back = doc.pages[0::2], doc.pages[1::2]
    exact = target.exact
    behind = Target(target.folder, f"{target.stem}-back",
                    exact.with_name(f"{exact.stem}-back{exact.suffix}") if exact is not None else None)
    files |= document_files(replace(doc, pages=tuple(front)), target, pictures, dpi=dpi, theme=theme)
    files |= document_files(replace(doc, pages=tuple(back)), behind, pictures, dpi=dpi, theme=theme)
    return files


def register(cli: click.Group) -> None:
    @cli.command()
    @click.argument("file", type=click.Path(dir_okay=False, path_type=str))
    @click.option("--format", "formats", default="pdf", show_default=True, help=FORMAT_HELP)
    @click.option("--out", default=None, help="A file or a folder. Default: output/.")
    @click.option("--paper", default=None, help=PAPER_HELP + " Default: the preset's, or A4.")
    @click.option("--preset", default=None, help=preset_help())
    @theme_option
    @click.option("--dpi", type=click.IntRange(36, 1200), default=150, show_default=True,
                  help="Resolution of PNG output.")
    @click.option("--card", "card_id", default=None, metavar="ID",
                  help="For an objective deck: draw only the card of this id (as printed on it, e.g. E3), front and "
                       "back: a PDF of two pages, or NAME.png (SVG) for the front and NAME-back.png for the back.")
    def render(file, formats, out, paper, preset, theme, dpi, card_id) -> None:
        """Render a saved model (JSON, or a labyrinth sheet drawn as text) to PDF, SVG or PNG; a model `pnp verify`
        rejects is refused. Pages for the designer (a notebook's appendix) go to NAME-designer.pdf beside it."""
        from pathlib import Path

        from pnp.catalog import paper as find_paper
        from pnp.layout.impose import put_on_paper
        from pnp.layout.presets import load_preset, standard
        from pnp.output import designer_files, document_files, parse_formats, resolve_target
        from pnp.registry import load_model
        from pnp.themes.files import themed_paper

        fmts = parse_formats(formats)
        chosen = load_preset(preset) if preset else None
        drawn_in = resolve_theme(theme, chosen)
        sheet = themed_paper(find_paper(paper or (chosen.paper if chosen else "a4")), drawn_in)
        if chosen is not None:  # a print-shop preset's bleed on the document pages too: one bleed per file
            sheet = chosen.drawing_paper(sheet)
        loaded = load_model(Path(file))
        card = _card(loaded, card_id, file) if card_id is not None else None
        target = resolve_target(out, Path(file).stem + (f"-{card_id}" if card_id is not None else ""), fmts)
        # nothing is drawn that verify rejects: the same check, the same words as `pnp verify`
        verdict = loaded.kind.verify(loaded.model)
        if not verdict.ok:
            raise PnpError(f"{file}: {loaded.kind.name}: {verdict.summary()}")
        if card is not None:  # the deck verified whole; that card alone drawn, front and back
            write(_card_files(card, sheet, chosen, target, fmts, dpi, drawn_in))
            return
        printout = loaded.kind.draw(loaded.model, sheet)
        # a saved scene prints its own pages, whatever the paper: the pixel budget is checked on the pages
        # themselves, before anything is rendered (document_files)
        doc = put_on_paper(printout, sheet, chosen or standard(printout.layout))
        files = document_files(doc, target, fmts, json_data=lambda: loaded.kind.to_json(loaded.model), dpi=dpi,
                               theme=drawn_in)
        write(files | designer_files(printout, target, fmts, doc.color_mode, dpi, drawn_in))

    @cli.command()
    @click.argument("file", type=click.Path(dir_okay=False, path_type=str))
    @click.option("--json", "as_json", is_flag=True, help="Print the verdict as a JSON object.")
    @click.option("--explain", is_flag=True,
                  help="Labyrinth sheets and labyrinths: also report, for the designer, squares no legal path "
                       "reaches, symbols no card can score, items no path can use before their monster, and the "
                       "pars of the seed's standard deck's first cards here and on the seed's generated labyrinth.")
    @quiet_option
    def verify(file, as_json, explain, quiet) -> None:
        """Re-verify a saved model (any kind; a labyrinth sheet may be drawn as text) and print the verdict."""
        from pathlib import Path

        from pnp.jsonio import json_text
        from pnp.registry import load_model

        loaded = load_model(Path(file))
        if explain and loaded.kind.name not in EXPLAINED:
            raise PnpError(f"{file}: --explain is for labyrinth sheets and labyrinths, not a {loaded.kind.name} file")
        verdict = loaded.kind.verify(loaded.model)
        report = None
        if explain:  # feedback, not a verdict: the exit status stays the verdict's
            from pnp.registry import labyrinth

            with progress_line("pnp verify", quiet) as progress:  # the pars' proofs take seconds
                report = labyrinth().explain(loaded.model, verdict.witness, progress=progress)
        if as_json:
            extra = {"explain": report.to_json()} if report else {}
            click.echo(json_text({"file": file, "kind": loaded.kind.name, **verdict.to_json(), **extra}, indent=1))
        else:
            click.echo(f"{file}: {loaded.kind.name}: {verdict.summary()}")
            if report:
                click.echo("\n".join(report.lines()))
        if not verdict.ok:
            sys.exit(1)
