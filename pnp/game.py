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
- ``examples()``: a small verified model of each kind, for tests and docs;
- what its kit's cover says and shows, as a game box's front does: ``box`` (:class:`BoxFacts`: its own title,
  a tagline, players, ages and playing time) and ``key_art`` (a picture drawn from the kit's own content).

This module is light (no drawing, no solver): the CLI imports every game's
declaration to build its commands, and ``pnp --help`` stays instant. The
functions a game names are typed references (:class:`pnp.contract.Ref`),
imported only when first called and checked then against the Protocol of
their field (``KitMaker``, ``RunCommand``...), which is also what mypy checks
every caller against.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from pnp.catalog import Paper
from pnp.contract import Ref
from pnp.errors import PnpError
from pnp.verdict import Verdict

if TYPE_CHECKING:
    from pnp.model_file import TextModel
    from pnp.parts import KitSpec, Printout
    from pnp.scene.model import Page


@dataclass(frozen=True)
class KindOps:
    """What a game offers for one model kind: JSON in and out, verify, draw."""

    from_json: Callable[[dict, str], Any]
    to_json: Callable[[Any], dict]
    verify: Callable[[Any], Verdict]
    draw: Callable[..., Any]  # (model, paper) -> Printout
    # the file's schema (a pnp.schema.Wire model, or a type pydantic can check): the one source of the reader's
    # checks and the published JSON Schema (docs/schemas/); None for a kind without one
    schema: Ref[Any] | None = None


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
    card_size: str | None = None  # the preset's card size (components.toml's [card_sizes]); None: the game's


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


# --- what a game's declaration names: each a Protocol that mypy checks callers against and Ref.load checks the
# loaded object against (the positional-only arguments leave each function free to name its own) ----------------

class RunCommand(Protocol):
    """A generate command's work: its options (by dest) and the context -> the verified model and its printout."""

    def __call__(self, options: dict, context: Context, /) -> Made: ...


class PlanCommand(Protocol):
    """What a command will draw for these options, as blank pages of the sizes and numbers it will have."""

    def __call__(self, options: dict, paper: Paper, /) -> Printout: ...


class KitMaker(Protocol):
    def __call__(self, request: KitRequest, /) -> KitSpec: ...


class KitSizes(Protocol):
    """The component sizes a kit imposes on a paper (None: the default paper), checked before any work."""

    def __call__(self, paper: Paper | None, /) -> list[Footprint]: ...


class KitPrepare(Protocol):
    """The kit's options read and checked (files loaded, designs verified) before any kit is made."""

    def __call__(self, options: dict, /) -> dict: ...


class BookletPage(Protocol):
    """The page size of the booklet a kit holds on a paper, and how many of its pages a side of paper holds."""

    def __call__(self, paper: Paper, /) -> tuple[Paper, int]: ...


class Examples(Protocol):
    """A small verified model of each of the game's kinds."""

    def __call__(self) -> dict[str, Any]: ...


class TextReader(Protocol):
    """(text, source) -> the model a file draws as text; errors name FILE:LINE:COLUMN."""

    def __call__(self, text: str, source: str, /) -> TextModel: ...


class RulesFigures(Protocol):
    """The pictures the printed rules' sections name (rules.toml's ``figure``), drawn for a text floor in pt."""

    def __call__(self, text_floor: float, /) -> Mapping[str, Page]: ...


class KeyArt(Protocol):
    """The picture on the kit's cover, ``width`` × ``height`` mm, drawn from what the kit made (``spec``'s models
    and parts): the same kit, the same picture, byte for byte. Vector art without words (a picture on a box
    front, not a page to read), in the game's own colours. None: the kit lacks what the picture is drawn from
    (a kit put together by hand)."""

    def __call__(self, spec: KitSpec, width: float, height: float, /) -> Page | None: ...


class RulesWords(Protocol):
    """What the printed rules' ``{name}`` fields say, counted from the registry (``"minigames": "seven"``)."""

    def __call__(self) -> Mapping[str, str]: ...


@dataclass(frozen=True)
class Command:
    """A command that generates and prints: ``pnp NAME [options]``."""

    name: str
    help: str
    options: tuple[Option, ...]
    run: Ref[RunCommand]
    default_format: str = "pdf"
    jobs: bool = True  # offers --jobs
    text_format: bool = False  # also offers --format txt: its model as plain text (Made.text)
    # what ``run`` will draw for these options, as blank pages of the sizes and numbers it will have (at most as
    # many), known before any work; the command line checks the page and pixel budgets on it before generating.
    # None for a command whose printout is small whatever its options
    plan: Ref[PlanCommand] | None = None

    def make(self, options: dict, context: Context) -> Made:
        return self.run.load(RunCommand)(options, context)

    def planned(self, options: dict, paper: Paper) -> Printout | None:
        return self.plan.load(PlanCommand)(options, paper) if self.plan else None


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
    # the cards' and aids' size (a name of components.toml's [card_sizes]: --card-size or the preset's); None:
    # the game's own choice
    card_size: str | None = None


@dataclass(frozen=True)
class Footprint:
    """One component set of a kit as imposition sees it: its title, trim size and whether it has backs;
    ``card``: it is drawn at the kit's card size when one is chosen (``KitRequest.card_size``)."""

    title: str
    width: float
    height: float
    two_sided: bool
    card: bool = False


@dataclass(frozen=True)
class BoxFacts:
    """What the front of the game's box says (the kit's cover): the game's own title and a one-line tagline,
    then how many play, from what age and for how long, figures read from its rules (``players``: the fewest
    and the most; ``minutes``: a game's usual length, shortest and longest; ``ages``: the youngest age it suits).
    """

    title: str
    tagline: str
    players: tuple[int, int]
    ages: int
    minutes: tuple[int, int]

    def __post_init__(self) -> None:
        low, high = self.players
        if not 1 <= low <= high or not 0 < self.minutes[0] <= self.minutes[1] or self.ages < 3:
            raise PnpError(f"{self.title}: box facts out of range: players {self.players}, ages {self.ages}+, "
                           f"minutes {self.minutes}")

    @staticmethod
    def _span(low: int, high: int) -> str:
        return f"{low}" if low == high else f"{low}–{high}"

    @property
    def facts(self) -> tuple[str, str, str]:
        """Players, ages and playing time, as the cover prints them: "1–8 players" ("1 player"), "Ages 8+",
        "10–20 minutes"."""
        from pnp.i18n import _, ngettext

        # i18n: the cover's pills; {n} is a number or a range such as "1–8" (the form agrees with the largest)
        return (ngettext("{n} player", "{n} players", self.players[1]).format(n=self._span(*self.players)),
                # i18n: the youngest age the game suits, as on a game box: "Ages 8+"
                _("Ages {n}+").format(n=self.ages),
                # i18n: playing time on the cover, {n} a number or a range such as "10–20"
                ngettext("{n} minute", "{n} minutes", self.minutes[1]).format(n=self._span(*self.minutes)))


@dataclass(frozen=True)
class Game:
    """A game family: everything the commands, kits, book, rules pages and the Python API use of it."""

    name: str
    title: str
    icon: str
    summary: str
    rules: str  # the printed rules (TOML), a path inside the package, read by pnp.kits.pages
    kinds: dict[str, Ref[KindOps]]  # model kind -> its KindOps
    commands: tuple[Command, ...] = ()
    kit: Ref[KitMaker] | None = None  # None when the game has no kit of its own
    kit_sizes: Ref[KitSizes] | None = None
    kit_options: tuple[Option, ...] = ()  # options of its kit: `pnp kit` offers each; values reach KitRequest.options
    # reads and checks the kit's options (files loaded, designs verified) before any kit is made, so a bad file
    # costs no work; None takes the options as they are
    kit_prepare: Ref[KitPrepare] | None = None
    # about how long its default kit takes on one core, in seconds (bench/bench_kit_games.py): `pnp kit --jobs N`
    # starts the longest kits first, so that the processes finish close together
    kit_seconds: float = 1.0
    booklet_page: Ref[BookletPage] | None = None  # a booklet in the kit
    examples: Ref[Examples] | None = None  # for tests, docs and newcomers
    # the game's models drawn as text (a labyrinth sheet), read by every command that reads a model file; None
    # when its models are JSON only
    text_reader: Ref[TextReader] | None = None
    # the pictures the printed rules' sections name, drawn from real generated content by the game's own drawing
    # code; None for text-only rules
    rules_figures: Ref[RulesFigures] | None = None
    # what the rules' {fields} say (counts from the registry: "The seven minigames"); None: the rules have none
    rules_words: Ref[RulesWords] | None = None
    # the kit's cover as a game box's front: the game's own title, tagline and figures, and its key art drawn from
    # the kit's content (None: the cover shows the kit's first picture, pnp.kits.build)
    box: BoxFacts | None = None
    key_art: Ref[KeyArt] | None = None

    def kind_ops(self, kind: str) -> KindOps:
        return self.kinds[kind].load(KindOps)

    def make_kit(self, request: KitRequest) -> KitSpec:
        if self.kit is None:
            raise AssertionError(f"{self.name} has no kit of its own")
        return self.kit.load(KitMaker)(request)

    def prepare_kit_options(self, options: dict) -> dict:
        """The kit's options checked and read (before any work), as its kit function gets them."""
        return self.kit_prepare.load(KitPrepare)(dict(options)) if self.kit_prepare else dict(options)

    def footprints(self, paper: Paper | None = None, card_size: str | None = None) -> list[Footprint]:
        """The component sizes of its kit on ``paper`` (a large-print paper may ask for bigger components), its
        cards at ``card_size`` when one is chosen (a name of components.toml's ``[card_sizes]``)."""
        found = self.kit_sizes.load(KitSizes)(paper) if self.kit_sizes else []
        if card_size is None:
            return found
        from dataclasses import replace

        from pnp.catalog import card_size as sized

        card = sized(card_size)
        return [replace(fp, width=card.width, height=card.height) if fp.card else fp for fp in found]

    def booklet(self, paper: Paper) -> tuple[Paper, int] | None:
        """The kit's booklet's page size on ``paper`` and its pages per side, or None without a booklet."""
        return self.booklet_page.load(BookletPage)(paper) if self.booklet_page else None

    def example_models(self) -> dict[str, Any]:
        """A small verified model of each of the game's kinds."""
        return self.examples.load(Examples)() if self.examples else {}

    def text_models(self) -> TextReader | None:
        """The reader of the game's models drawn as text, or None when they are JSON only."""
        return self.text_reader.load(TextReader) if self.text_reader else None

    def figures(self, text_floor: float) -> Mapping[str, Page]:
        """The pictures its printed rules name, drawn for ``text_floor`` (pt; 0: as designed)."""
        return self.rules_figures.load(RulesFigures)(text_floor) if self.rules_figures else {}

    def cover_art(self, spec: KitSpec, width: float, height: float) -> Page | None:
        """The key art of the kit ``spec``, ``width`` × ``height`` mm, or None when the game declares none."""
        return self.key_art.load(KeyArt)(spec, width, height) if self.key_art else None

    def words(self) -> Mapping[str, str]:
        """What its printed rules' ``{fields}`` say."""
        return self.rules_words.load(RulesWords)() if self.rules_words else {}
