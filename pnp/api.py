"""pnp's public Python API: generate, load, verify, draw and write any game's content in a few lines.

    import pnp

    sheet = pnp.generate("sheet", seed=7)           # any command a game declares, with its options
    print(pnp.verify(sheet).summary())              # the rules core's verdict, with a witness
    pnp.write(sheet, "output/sheet.pdf")            # PDF, SVG, PNG or JSON, written atomically

Everything here is a loop over the registry (:mod:`pnp.registry`), exactly as
the command line is; docs/api.md walks through it with examples the test
suite runs.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pnp.errors import PnpError


@dataclass(frozen=True)
class Content:
    """A game's model and its kind: what pnp generates, loads, verifies, draws and writes.

    ``printout`` is what a generate command drew (its options may shape it);
    ``report`` holds the figures it reported.
    """

    kind: str
    model: Any
    printout: Any = None
    report: tuple[str, ...] = ()
    json: Any = None  # a function giving the JSON when it is more than the model's own (e.g. with a report)

    def to_json(self) -> dict:
        from pnp.registry import kind

        return self.json() if self.json is not None else kind(self.kind).to_json(self.model)


def all_games() -> list:
    """Every registered game (:class:`pnp.game.Game`): name, title, rules, kinds, commands.

    (Not ``pnp.games``: that name is the package the games live in.)
    """
    from pnp.registry import games as registered

    return registered()


def commands() -> dict[str, Any]:
    """Every generate command by name, with its declared options."""
    return {c.name: c for g in all_games() for c in g.commands}


def generate(command: str, seed: int = 1, *, paper: str = "a4", jobs: int = 1, **options: Any) -> Content:
    """Run a generate command (``"sheet"``, ``"objectives"``, ``"minigames"``, ``"maze-tiles"``,
    ``"path-cards"``, ``"notebook"``...) with its options as keyword arguments (``--page-size`` is
    ``page_size``); unset options take their defaults. The model is verified by its game."""
    from pnp.catalog import paper as find_paper
    from pnp.game import Context, resolve

    found = commands().get(command)
    if found is None:
        raise PnpError(f"unknown command {command!r} (known: {', '.join(commands())})")
    declared = {o.dest: o for o in found.options}
    unknown = sorted(set(options) - set(declared))
    if unknown:
        raise PnpError(f"{command}: unknown option {unknown[0]!r} (known: {', '.join(declared)})")
    values = {dest: option.default for dest, option in declared.items()}
    values.update({dest: declared[dest].check(value) for dest, value in options.items()})
    made = resolve(found.run)(values, Context(seed, find_paper(paper), jobs))
    return Content(made.kind, made.model, made.printout, made.report, made.json)


def load(path: str | Path) -> Content:
    """A saved model (any kind pnp writes), read and checked for form."""
    from pnp.registry import load_model

    loaded = load_model(Path(path))
    return Content(loaded.kind.name, loaded.model)


def verify(content: Content):
    """The rules core's verdict on a model (:class:`pnp.verdict.Verdict`: ok, message, witness, problems)."""
    from pnp.registry import kind

    return kind(content.kind).verify(content.model)


def draw(content: Content, paper: str = "a4"):
    """The content's printout (:class:`pnp.parts.Printout`): its components and pages, before any paper."""
    from pnp.catalog import paper as find_paper
    from pnp.registry import kind

    if content.printout is not None:
        return content.printout
    return kind(content.kind).draw(content.model, find_paper(paper))


def document(content: Content, paper: str = "a4", preset: str | None = None):
    """The content on paper (:class:`pnp.scene.model.Document`), as ``preset`` says (default: its own layout)."""
    return _on_paper(content, paper, preset)[1]


def _on_paper(content: Content, paper: str, preset: str | None):
    """(printout, document): a preset keeping the pages' bleed (a print shop's) has them drawn with its bleed
    (``Preset.drawing_paper``), as the kits and ``pnp render --preset`` do, so a file has one bleed; a printout
    a generate command drew for the plain paper is then drawn again from its model."""
    from pnp.catalog import paper as find_paper
    from pnp.layout.impose import put_on_paper
    from pnp.layout.presets import load_preset, standard
    from pnp.registry import kind

    sheet = find_paper(paper)
    chosen = load_preset(preset) if preset else None
    drawn_on = chosen.drawing_paper(sheet) if chosen is not None else sheet
    if drawn_on == sheet:
        printout = draw(content, paper)
    else:
        printout = kind(content.kind).draw(content.model, drawn_on)
    return printout, put_on_paper(printout, drawn_on, chosen or standard(printout.layout))


def files(content: Content, path: str | Path, formats: Sequence[str] = ("pdf",), paper: str = "a4",
          preset: str | None = None, dpi: int = 150) -> dict[Path, bytes]:
    """Every file ``write`` would write, as bytes, nothing written yet (``path``: a file or a folder); pages for
    the designer (a notebook's appendix, the maze tiles' report) in a file of their own, ``NAME-designer.pdf``."""
    from pnp.jsonio import dumps
    from pnp.output import PAGED, designer_files, document_files, parse_formats, resolve_target

    fmts = parse_formats(",".join(formats))
    target = resolve_target(str(path), content.kind, fmts)
    if not any(f in PAGED for f in fmts):  # the model's JSON alone: nothing goes on paper (no page budget)
        return {target.path("json"): dumps(content.to_json())}
    printout, doc = _on_paper(content, paper, preset)
    files = document_files(doc, target, fmts, json_data=content.to_json, dpi=dpi)
    return files | designer_files(printout, target, fmts, doc.color_mode, dpi)


def write(content: Content, path: str | Path, formats: Sequence[str] = ("pdf",), paper: str = "a4",
          preset: str | None = None, dpi: int = 150) -> list[Path]:
    """Render and write the content (PDF, SVG, PNG, JSON) atomically; the paths written."""
    from pnp.atomic import write_files

    return write_files(files(content, path, formats, paper, preset, dpi))


def kit(games_: str | Sequence[str] = "all", out: str | Path = "output", *, seed: int = 1, players: int = 4,
        preset: str = "home", paper: str | None = None, jobs: int = 1, **options: Any) -> list[Path]:
    """Write print-and-play kits (one folder per game under ``out``); the paths written."""
    from pnp.catalog import paper as find_paper
    from pnp.choices import choice_list
    from pnp.kits import write_kits
    from pnp.layout.presets import load_preset
    from pnp.registry import kit_games

    names = choice_list("games", games_ if isinstance(games_, str) else ",".join(games_), kit_games(), "game")
    chosen = load_preset(preset)
    sheet = find_paper(paper or chosen.paper)
    return write_kits(names, Path(out), seed, players, sheet, chosen, jobs, options)
