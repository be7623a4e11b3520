"""pnp's public Python API: generate, load, verify, draw and write any game's content in a few lines.

    import pnp

    sheet = pnp.generate("sheet", seed=7)           # any command a game declares, with its options
    print(pnp.verify(sheet).summary())              # the rules core's verdict, with a witness
    pnp.write(sheet, "output/sheet.pdf")            # PDF, SVG, PNG or JSON, written atomically
    pnp.write(sheet, "output/ink.pdf", theme="low-ink")   # in a theme, as --theme does

Everything here is a loop over the registry (:mod:`pnp.registry`), exactly as
the command line is; docs/api.md walks through it with examples the test
suite runs.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Union

from pnp.errors import PnpError

if TYPE_CHECKING:
    from pnp.themes.files import Theme

# a theme as --theme takes it (a bundled name or a path to its TOML file), or one loaded by pnp.theme
ThemeSpec = Union[str, Path, "Theme", None]


@dataclass(frozen=True)
class Content:
    """A game's model and its kind: what pnp generates, loads, verifies, draws and writes.

    ``printout`` is what a generate command drew (its options may shape it);
    ``report`` holds the figures it reported; ``theme``, the theme it was drawn in (``write`` prints in it
    unless told another).
    """

    kind: str
    model: Any
    printout: Any = None
    report: tuple[str, ...] = ()
    json: Any = None  # a function giving the JSON when it is more than the model's own (e.g. with a report)
    theme: Any = None  # pnp.themes.files.Theme, or None: the drawing as designed

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


def theme(spec: ThemeSpec = None) -> Theme:
    """A theme (:class:`pnp.themes.files.Theme`) by bundled name (``"low-ink"``, ``"large-print"``...) or the path
    of a TOML file (docs/themes.md); None is the default theme. Every function taking ``theme=`` takes this too."""
    from pnp.themes.files import load_theme

    return load_theme(spec)


def _theme(spec: ThemeSpec) -> Theme | None:
    return None if spec is None else theme(spec)


def generate(command: str, seed: int = 1, *, paper: str = "a4", jobs: int = 1, theme: ThemeSpec = None,
             **options: Any) -> Content:
    """Run a generate command (``"sheet"``, ``"objectives"``, ``"minigames"``, ``"maze-tiles"``,
    ``"path-cards"``, ``"notebook"``...) with its options as keyword arguments (``--page-size`` is
    ``page_size``); unset options take their defaults. The model is verified by its game. ``theme`` (a name, a
    path or a :func:`theme`) is what ``--theme`` is: the content is drawn for it (a large-print theme's text
    floor) and written in it."""
    from pnp.catalog import paper as find_paper
    from pnp.game import Context
    from pnp.themes.files import themed_paper

    found = commands().get(command)
    if found is None:
        raise PnpError(f"unknown command {command!r} (known: {', '.join(commands())})")
    declared = {o.dest: o for o in found.options}
    unknown = sorted(set(options) - set(declared))
    if unknown:
        raise PnpError(f"{command}: unknown option {unknown[0]!r} (known: {', '.join(declared)})")
    values = {dest: option.default for dest, option in declared.items()}
    values.update({dest: declared[dest].check(value) for dest, value in options.items()})
    chosen = _theme(theme)  # refused before any work
    made = found.make(values, Context(seed, themed_paper(find_paper(paper), chosen), jobs))
    return Content(made.kind, made.model, made.printout, made.report, made.json, chosen)


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


def document(content: Content, paper: str = "a4", preset: str | None = None, theme: ThemeSpec = None):
    """The content on paper (:class:`pnp.scene.model.Document`), as ``preset`` says (default: its own layout),
    in ``theme`` (default: the content's, else the preset's) as it will print."""
    from pnp.themes.apply import themed_document

    _, doc, chosen = _on_paper(content, paper, preset, theme)
    return themed_document(doc, chosen)


def _on_paper(content: Content, paper: str, preset: str | None, theme: ThemeSpec = None):
    """(printout, document, theme): a preset keeping the pages' bleed (a print shop's) has them drawn with its
    bleed (``Preset.drawing_paper``), as the kits and ``pnp render --preset`` do, so a file has one bleed; a
    printout a generate command drew for another paper or another theme's text floor is then drawn again from
    its model. The theme is ``theme``, else the content's, else the preset's (as ``--theme`` is, else the
    preset's)."""
    from pnp.catalog import paper as find_paper
    from pnp.layout.impose import put_on_paper
    from pnp.layout.presets import load_preset, standard
    from pnp.registry import kind
    from pnp.themes.files import themed_paper

    chosen = load_preset(preset) if preset else None
    drawn_in = _theme(theme) or content.theme or _theme(chosen.theme if chosen is not None else None)
    sheet = themed_paper(find_paper(paper), drawn_in)
    drawn_on = chosen.drawing_paper(sheet) if chosen is not None else sheet
    floor = content.theme.settings.text_floor if content.theme is not None else 0.0
    if drawn_on == sheet and drawn_on.text_floor == floor:
        printout = draw(content, paper)
    else:
        printout = kind(content.kind).draw(content.model, drawn_on)
    return printout, put_on_paper(printout, drawn_on, chosen or standard(printout.layout)), drawn_in


def files(content: Content, path: str | Path, formats: Sequence[str] = ("pdf",), paper: str = "a4",
          preset: str | None = None, dpi: int = 150, theme: ThemeSpec = None) -> dict[Path, bytes]:
    """Every file ``write`` would write, as bytes, nothing written yet (``path``: a file or a folder); pages for
    the designer (a notebook's appendix, the maze tiles' report) in a file of their own, ``NAME-designer.pdf``.
    ``theme``: as :func:`document` says."""
    from pnp.jsonio import dumps
    from pnp.output import PAGED, designer_files, document_files, parse_formats, resolve_target

    fmts = parse_formats(",".join(formats))
    target = resolve_target(str(path), content.kind, fmts)
    if not any(f in PAGED for f in fmts):  # the model's JSON alone: nothing goes on paper (no page budget)
        return {target.path("json"): dumps(content.to_json())}
    printout, doc, drawn_in = _on_paper(content, paper, preset, theme)
    files = document_files(doc, target, fmts, json_data=content.to_json, dpi=dpi, theme=drawn_in)
    return files | designer_files(printout, target, fmts, doc.color_mode, dpi, drawn_in)


def write(content: Content, path: str | Path, formats: Sequence[str] = ("pdf",), paper: str = "a4",
          preset: str | None = None, dpi: int = 150, theme: ThemeSpec = None) -> list[Path]:
    """Render and write the content (PDF, SVG, PNG, JSON) atomically, in ``theme`` (a name, a path or a
    :func:`theme`; default: the content's, else the preset's); the paths written."""
    from pnp.atomic import write_files

    return write_files(files(content, path, formats, paper, preset, dpi, theme))


def kit(games_: str | Sequence[str] = "all", out: str | Path = "output", *, seed: int = 1, players: int = 4,
        preset: str = "home", paper: str | None = None, jobs: int = 1, theme: ThemeSpec = None,
        **options: Any) -> list[Path]:
    """Write print-and-play kits (one folder per game under ``out``); the paths written. ``theme`` (a name, a
    path or a :func:`theme`) overrides the preset's, as ``pnp kit --theme`` does."""
    from dataclasses import replace

    from pnp.catalog import paper as find_paper
    from pnp.choices import choice_list
    from pnp.kits import write_kits
    from pnp.layout.presets import load_preset
    from pnp.registry import kit_games

    names = choice_list("games", games_ if isinstance(games_, str) else ",".join(games_), kit_games(), "game")
    chosen = load_preset(preset)
    if theme is not None:  # checked here, before any work; a loaded theme goes to the kit's processes as it is
        chosen = replace(chosen, theme=_theme(theme))
    sheet = find_paper(paper or chosen.paper)
    return write_kits(names, Path(out), seed, players, sheet, chosen, jobs, options)
