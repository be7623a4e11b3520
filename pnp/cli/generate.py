"""The generate commands: one per command a registered game declares, built from its option list.

Every generate command runs the same way: parse, check the output target,
let the game make a verified model and its printout, report its figures,
put the printout on paper (the game's own layout, or ``--preset``), render
and write every file atomically; pages a game draws for its designer go to
a file of their own beside the player's (``NAME-designer.pdf``).
"""

from __future__ import annotations

from typing import Any

import click

from pnp.cli.common import (
    check_png_paper,
    output_options,
    preset_help,
    report,
    resolve_theme,
    theme_option,
    write,
)
from pnp.cli.progress import progress_line, quiet_option
from pnp.cli.types import Finite
from pnp.game import Command, Option


def click_option(option: Option) -> Any:
    """The click option for a game's declared option."""
    kwargs: dict[str, Any] = {"help": option.help, "show_default": option.default is not None}
    if option.type is bool:
        name = option.flag.lstrip("-")
        if option.negatable:
            return click.option(f"{option.flag}/--no-{name}", option.dest, default=bool(option.default), **kwargs)
        return click.option(option.flag, option.dest, is_flag=True, default=bool(option.default),
                            help=option.help)
    if option.choices:
        kwargs["type"] = click.Choice(list(option.choices))
    elif option.type is int:
        low, high = (None if v is None else int(v) for v in (option.low, option.high))
        kwargs["type"] = click.IntRange(low, high) if (low, high) != (None, None) else int
    elif option.type is float:
        kwargs["type"] = Finite(option.low, option.high)
    if option.multiple:
        kwargs["multiple"] = True
        kwargs["show_default"] = False
    return click.option(option.flag, option.dest, default=option.default, **kwargs)


def build(command: Command) -> click.Command:
    """A click command that runs a game's generate command."""

    def callback(**values: Any) -> None:
        run(command, values)

    f = callback
    for option in reversed(command.options):
        f = click_option(option)(f)
    if command.jobs:
        f = click.option("--jobs", type=click.IntRange(1, 64), default=1, show_default=True,
                         help="Processes; the files do not depend on it.")(f)
    f = quiet_option(f)
    f = theme_option(f)
    f = click.option("--preset", default=None, help=preset_help())(f)
    f = output_options(command.default_format, paper_default=None, text=command.text_format)(f)
    return click.command(command.name, help=command.help)(f)


def run(command: Command, values: dict[str, Any]) -> None:
    from dataclasses import replace

    from pnp.catalog import paper as find_paper
    from pnp.game import Context
    from pnp.jsonio import dumps
    from pnp.layout.impose import put_on_paper
    from pnp.layout.presets import load_preset, standard
    from pnp.output import (
        FORMATS,
        PAGED,
        TEXT,
        check_planned,
        designer_files,
        document_files,
        parse_formats,
        resolve_target,
    )
    from pnp.registry import kind
    from pnp.seeds import DEFAULT_SEED
    from pnp.themes.files import themed_paper

    fmts = parse_formats(values.pop("formats"), (*FORMATS, TEXT) if command.text_format else FORMATS)
    out, dpi = values.pop("out"), values.pop("dpi")
    seed = values.pop("seed")
    preset_spec = values.pop("preset")
    chosen = load_preset(preset_spec) if preset_spec else None
    theme = resolve_theme(values.pop("theme"), chosen)
    paper = themed_paper(find_paper(values.pop("paper") or (chosen.paper if chosen else "a4")), theme)
    if chosen is not None:  # a print-shop preset's bleed on the document pages too: one bleed per file
        paper = chosen.drawing_paper(paper)
    jobs = values.pop("jobs", 1)
    target = resolve_target(out, "", fmts)  # checked before any work; the name comes with the model
    if chosen is None or chosen.layout == "sheets":
        check_png_paper(fmts, paper, dpi)  # before any generating (a preset of one card per page has small pages)
    planned = command.planned(values, paper)  # what the options will make, before any generating
    if planned is not None:
        check_planned(planned, paper, chosen or standard(planned.layout), fmts, dpi, f"pnp {command.name}: the "
                      "document", "ask for fewer, or --format json: a model's JSON has no pages")
    with progress_line(f"pnp {command.name}", values.pop("quiet")) as progress:  # on a terminal, per step
        context = Context(DEFAULT_SEED if seed is None else seed, paper, jobs, single_file=target.exact is not None,
                          progress=progress, duplex=chosen.duplex if chosen else "long",
                          card_size=chosen.card_size if chosen else None)
        made = command.make(values, context)
    report(made.report)
    model_kind = kind(made.kind)
    json_data = made.json or (lambda: model_kind.to_json(made.model))
    doc_formats = [f for f in fmts if f != TEXT]
    if not made.model_json:  # the JSON files are the extra ones: the printout goes to PDF at least
        doc_formats = [f for f in doc_formats if f != "json"] or (["pdf"] if "json" in fmts else [])
    target = replace(target, stem=made.stem)
    files: dict = {}
    if any(f in PAGED for f in doc_formats):  # the printout on paper only for a format that renders it
        doc = put_on_paper(made.printout, paper, chosen or standard(made.printout.layout))
        files = document_files(doc, target, doc_formats, json_data=json_data if made.model_json else None,
                               dpi=dpi, theme=theme)
        files |= designer_files(made.printout, target, doc_formats, doc.color_mode, dpi, theme)  # NAME-designer
    elif "json" in doc_formats:
        files[target.path("json")] = dumps(json_data())
    if "json" in fmts and target.exact is None:
        for relative, data in made.extra_json:
            files[target.folder / relative] = dumps(data())
    if TEXT in fmts:
        if made.text is not None:
            files[target.path(TEXT)] = made.text().encode("utf-8")
        for relative, text in made.extra_text if target.exact is None else ():
            files[target.folder / relative] = text().encode("utf-8")
    write(files)


def register(cli: click.Group) -> None:
    from pnp.registry import games

    for game in games():
        for command in game.commands:
            cli.add_command(build(command))
