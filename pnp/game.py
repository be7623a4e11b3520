"""The game interface: one :class:`Game` per game family, registered in :mod:`pnp.registry`.

A game family offers, in one object:

- ``name`` (one name everywhere: code, tests, docs, CLI), ``title``, ``icon``,
  ``summary`` and its printed ``rules`` (a TOML file of sections);
- its model ``kinds``: for each, the JSON I/O, ``verify(model) -> Verdict``
  with a witness, and ``draw(model, paper) -> Printout`` (components in mm and
  pages drawn for a page size, no imposition);
- its ``commands``: what it generates from options and a seed
  (``run(options, context) -> Made``: a verified model and its printout), each
  a ``pnp`` command built from the declared :class:`Option` list;
- its kit (``kit(request) -> KitSpec``) and the component sizes the kit
  imposes (``kit_sizes()``), so a preset is checked before any work; the
  kit's own ``kit_options`` (``pnp kit`` offers each), read and checked by
  ``kit_prepare(options) -> options`` before any kit is made;
- ``examples()``: a small verified model of each kind, for tests and docs.

This module is light (no drawing, no solver): the CLI imports every game's
declaration to build its commands, and ``pnp --help`` stays instant. The
functions a game names are imported only when called, from the
``"module:function"`` strings given here.
"""

from __future__ import annotations

import importlib
import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from pnp.catalog import Paper
from pnp.errors import PnpError
from pnp.verdict import Verdict


def resolve(target: str) -> Any:
    """The object a ``"package.module:attribute"`` string names (imported now)."""
    module_name, _, attr = target.partition(":")
    module = importlib.import_module(module_name)
    return getattr(module, attr) if attr else module


@dataclass(frozen=True)
class KindOps:
    """What a game offers for one model kind: JSON in and out, verify, draw."""

    from_json: Callable[[dict, str], Any]
    to_json: Callable[[Any], dict]
    verify: Callable[[Any], Verdict]
    draw: Callable[..., Any]  # (model, paper) -> Printout
    # "module:attribute" of the file's schema (a pnp.schema.Wire model, or a type pydantic can check): the one
    # source of the reader's checks and the published JSON Schema (docs/schemas/)
    schema: str = ""


@dataclass(frozen=True)
class Option:
    """An option of a game's command, declared by the game; the CLI turns it into a command-line option.

    ``type``: int, float, str or bool (a flag; ``negatable`` for ``--x/--no-x``).
    ``low``/``high``: the accepted range of a number; ``choices``: the accepted words.
    """

    flag: str
    help: str
    default: Any = None
    type: type = str
    low: float | None = None
    high: float | None = None
    choices: tuple[str, ...] = ()
    negatable: bool = False
    multiple: bool = False

    @property
    def dest(self) -> str:
        return self.flag.lstrip("-").replace("-", "_")

    def check(self, value: Any) -> Any:
        """``value`` as this option takes it, or a :class:`PnpError` naming the option (for callers that do not
        come through the command line's parsing, such as the Python API)."""
        if value is None or (self.multiple and isinstance(value, (list, tuple))):
            return value
        kind = self.type
        if kind is bool:
            if not isinstance(value, bool):
                raise PnpError(f"{self.flag}: expected true or false, got {value!r}")
            return value
        if kind in (int, float):
            return self._number(value)
        if not isinstance(value, str):
            raise PnpError(f"{self.flag}: expected text, got {value!r}")
        if self.choices and value not in self.choices:
            raise PnpError(f"{self.flag}: expected one of {', '.join(self.choices)}, got {value!r}")
        return value

    def _number(self, value: Any) -> Any:
        whole = self.type is int
        if isinstance(value, bool) or not isinstance(value, (int, float)) or (whole and isinstance(value, float)):
            raise PnpError(f"{self.flag}: expected a {'whole ' if whole else ''}number, got {value!r}")
        if not math.isfinite(value):
            raise PnpError(f"{self.flag}: {value!r} is not a finite number")
        if (self.low is not None and value < self.low) or (self.high is not None and value > self.high):
            bounds = f" ({self.low:g} to {self.high:g})" if self.low is not None and self.high is not None else ""
            raise PnpError(f"{self.flag}: {value:g} is out of range{bounds}")
        return value


# A long task's report after each step (a card proven, a deal measured): ``progress(done, total, what)``, what
# being the steps' name and any detail ("cards proven (61 proofs)"). Only the terminal hears it (pnp.cli.progress),
# so nothing a command writes depends on it.
Progress = Callable[[int, int, str], None]


@dataclass(frozen=True)
class Context:
    """What every generate command gets besides its own options."""

    seed: int
    paper: Paper
    jobs: int = 1
    single_file: bool = False  # --out names one file (a command writing several must refuse it before working)
    progress: Progress | None = None  # told after each step of a long command (None: nobody is listening)
    duplex: str = "long"  # the preset's duplex: how the printer turns a sheet, which a booklet's own steps say


@dataclass(frozen=True)
class Made:
    """What a generate command made: the verified model, its printout, and what else to report or write."""

    model: Any
    kind: str  # the model's kind, for its JSON
    printout: Any  # Printout
    stem: str  # the default file name, without suffix
    report: tuple[str, ...] = ()  # lines for the terminal (figures), also kept in the JSON under report_key
    json: Callable[[], dict] | None = None  # the model's JSON, when it is more than kind.to_json(model)
    extra_json: tuple[tuple[str, Callable[[], dict]], ...] = ()  # more JSON files, relative to the output folder
    model_json: bool = True  # False: the JSON files are the extra ones only (the printout is still drawn)
    text: Callable[[], str] | None = None  # the model as plain text (`--format txt`), for a command that offers it
    extra_text: tuple[tuple[str, Callable[[], str]], ...] = ()  # more text files, relative to the output folder


@dataclass(frozen=True)
class Command:
    """A command that generates and prints: ``pnp NAME [options]``."""

    name: str
    help: str
    options: tuple[Option, ...]
    run: str  # "module:function" taking (options: dict, context: Context) -> Made
    default_format: str = "pdf"
    jobs: bool = True  # offers --jobs
    text_format: bool = False  # also offers --format txt: its model as plain text (Made.text)
    # "module:function" (options: dict, paper: Paper) -> Printout: what ``run`` will draw for these options, as
    # blank pages of the sizes and numbers it will have (at most as many), known before any work; the command
    # line checks the page and pixel budgets on it before generating. "" for a command whose printout is small
    # whatever its options
    plan: str = ""


@dataclass(frozen=True)
class KitRequest:
    """What a kit is asked for."""

    seed: int
    players: int
    paper: Paper
    layout: str = "sheets"  # the preset's layout
    jobs: int = 1
    options: dict = field(default_factory=dict)  # the game's kit options by dest, as its kit_prepare returned them
    progress: Progress | None = None  # told after each step of a long part (None: nobody is listening)
    duplex: str = "long"  # the preset's duplex: how the printer turns a sheet, which a booklet's own steps say


@dataclass(frozen=True)
class Footprint:
    """One component set of a kit as imposition sees it: its title, trim size and whether it has backs."""

    title: str
    width: float
    height: float
    two_sided: bool


@dataclass(frozen=True)
class Game:
    name: str
    title: str
    icon: str
    summary: str
    rules: str  # "package:resource" of the printed rules (TOML), read by pnp.kits.pages
    kinds: dict[str, str]  # model kind -> "module:attribute" of its KindOps
    commands: tuple[Command, ...] = ()
    kit: str = ""  # "module:function" (KitRequest) -> KitSpec; "" when the game has no kit of its own
    kit_sizes: str = ""  # "module:function" (Paper) -> list[Footprint]
    kit_options: tuple[Option, ...] = ()  # options of its kit: `pnp kit` offers each; values reach KitRequest.options
    # "module:function" (options: dict) -> dict: reads and checks the kit's options (files loaded, designs
    # verified) before any kit is made, so a bad file costs no work; "" takes the options as they are
    kit_prepare: str = ""
    # about how long its default kit takes on one core, in seconds (bench/bench_kit_games.py): `pnp kit --jobs N`
    # starts the longest kits first, so that the processes finish close together
    kit_seconds: float = 1.0
    booklet_page: str = ""  # "module:function" (Paper) -> (page Paper, pages per side): a booklet in the kit
    examples: str = ""  # "module:function" () -> {kind: a small verified model}: for tests, docs and newcomers
    # "module:function" (text, source) -> pnp.model_file.TextModel: the game's models drawn as text (a labyrinth
    # sheet), read by every command that reads a model file; "" when its models are JSON only
    text_reader: str = ""
    # "module:function" () -> {name: Page}: the pictures the printed rules' sections name (rules.toml's `figure`),
    # drawn from real generated content by the game's own drawing code; "" for text-only rules
    rules_figures: str = ""

    def kind_ops(self, kind: str) -> KindOps:
        return resolve(self.kinds[kind])

    def make_kit(self, request: KitRequest):
        return resolve(self.kit)(request)

    def prepare_kit_options(self, options: dict) -> dict:
        """The kit's options checked and read (before any work), as its kit function gets them."""
        return resolve(self.kit_prepare)(dict(options)) if self.kit_prepare else dict(options)

    def footprints(self, paper: Paper | None = None) -> list[Footprint]:
        """The component sizes of its kit on ``paper`` (a large-print paper may ask for bigger components)."""
        return resolve(self.kit_sizes)(paper) if self.kit_sizes else []

    def example_models(self) -> dict[str, Any]:
        """A small verified model of each of the game's kinds."""
        return resolve(self.examples)() if self.examples else {}
