"""The labyrinth's surface: all the book, the booklet, the editor and the command line use of the labyrinth game.

One typed interface (:class:`LabyrinthSurface`), implemented by one public object of the game
(``pnp.games.labyrinth.surface:SURFACE``) and handed out by :func:`pnp.registry.labyrinth`, checked against
this Protocol when first loaded (:meth:`pnp.contract.Ref.load`) and by mypy (``_CONFORMS`` below). Consumers
import no module of ``pnp/games/``: what they need of the labyrinth is what is declared here, in three parts
by what it is for: files (:class:`LabyrinthFiles`), made and proven puzzles (:class:`SoloPuzzles`) and
pictures (:class:`LabyrinthPictures`).

This module sits with the registry (the top layer), not with :mod:`pnp.game` and :mod:`pnp.minigame`: its
members are typed with the labyrinth's own model classes (a ``Sheet``, an ``ObjectiveCard``, a
``Solution``), which a lower layer may not import, so that mypy checks every consumer's use of them. They are
imported here for the type checker only (nothing of the game is loaded at run time) and re-exported for
consumers' annotations (``if TYPE_CHECKING: from pnp.surfaces.labyrinth import Sheet``); where a consumer needs
a class itself at run time (to build a sheet, to tell a labyrinth from a sheet) the surface hands it out
(``sheet_class``, ``labyrinth_class``...).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from pnp.surfaces.labyrinth_pictures import LabyrinthPictures

if TYPE_CHECKING:
    from typing_extensions import TypeIs  # for the type checker only: no dependency at run time

    from pnp.game import Progress
    from pnp.games.labyrinth.cards import ObjectiveCard as ObjectiveCard
    from pnp.games.labyrinth.cards import Row as Row
    from pnp.games.labyrinth.deck import Deck as Deck
    from pnp.games.labyrinth.deck import Prover as Prover
    from pnp.games.labyrinth.explain import Explanation as Explanation
    from pnp.games.labyrinth.explain import Feedback as Feedback
    from pnp.games.labyrinth.generate import SheetParams as SheetParams
    from pnp.games.labyrinth.model import Labyrinth as Labyrinth
    from pnp.games.labyrinth.model import Sheet as Sheet
    from pnp.games.labyrinth.model import Symbol as Symbol
    from pnp.games.labyrinth.referee import Result as Result
    from pnp.games.labyrinth.rules_example import Example as Example
    from pnp.games.labyrinth.schema import Cell as CellWire
    from pnp.games.labyrinth.schema import SheetBody as SheetBody
    from pnp.games.labyrinth.schema import SheetFile as SheetFile
    from pnp.games.labyrinth.solver import Solution as Solution
    from pnp.games.labyrinth.solver_stop import Stop as Stop
    from pnp.games.labyrinth.surface import SURFACE
    from pnp.grid.core import Cell
    from pnp.model_file import TextModel
    from pnp.verdict import Verdict

__all__ = ["CellWire", "Deck", "Example", "Explanation", "Feedback", "Labyrinth", "LabyrinthFiles",
           "LabyrinthPictures", "LabyrinthSurface", "ObjectiveCard", "Prover", "Result", "Row", "Sheet",
           "SheetBody", "SheetFile", "SheetParams", "Solution", "SoloPuzzles", "Stop", "Symbol"]


class LabyrinthFiles(Protocol):
    """The labyrinth's models as files and words: JSON, the text format, files read, sizes and symbol names."""

    @property
    def sheet_class(self) -> type[Sheet]:
        """The class of a sheet (one side of a labyrinth), to build one: ``sheet_class(w, h, walls, symbols)``."""
        ...

    @property
    def labyrinth_class(self) -> type[Labyrinth]:
        """The class of a two-sided labyrinth, to build one or to tell it from a sheet."""
        ...

    def is_labyrinth(self, model: Sheet | Labyrinth) -> TypeIs[Labyrinth]:
        """Whether a design is a two-sided labyrinth (else it is one sheet)."""
        ...

    @property
    def sheet_file_class(self) -> type[SheetFile]:
        """A sheet file's schema (a pydantic model), for a request that carries a sheet."""
        ...

    @property
    def cell_wire(self) -> Any:
        """A square in a file's schema (a pydantic type), for a request that carries squares."""
        ...

    # the symbols by name: the bosses to leave by, the items to gain, the symbols a sheet holds many of, the
    # scroll and the staircase with its letters; a sheet's least and most squares a side; the cards' difficulties
    @property
    def BOSSES(self) -> tuple[str, ...]: ...

    @property
    def ITEMS(self) -> tuple[str, ...]: ...

    @property
    def MANY(self) -> tuple[str, ...]: ...

    @property
    def SCROLL(self) -> str: ...

    @property
    def STAIRCASE(self) -> str: ...

    @property
    def STAIR_LETTERS(self) -> tuple[str, ...]: ...

    @property
    def MIN_SIZE(self) -> int: ...

    @property
    def MAX_SIZE(self) -> int: ...

    @property
    def DIFFICULTIES(self) -> tuple[str, ...]: ...

    def card_body(self, card: ObjectiveCard) -> dict:
        """A card's JSON fields without the file's kind and version (what a book's puzzle id hashes)."""
        ...

    def sheet_body(self, sheet: Sheet) -> dict:
        ...

    def card_to_json(self, card: ObjectiveCard) -> dict:
        ...

    def sheet_to_json(self, sheet: Sheet) -> dict:
        ...

    def labyrinth_to_json(self, lab: Labyrinth) -> dict:
        ...

    def path_from_json(self, data: object, source: str = "") -> tuple[Cell, ...]:
        """A path file."""
        ...

    def sheet_from_wire(self, body: SheetBody, source: str = "", where: str = "") -> Sheet:
        """A sheet from its checked structure."""
        ...

    @property
    def CODES(self) -> Mapping[str, str]:
        """Each symbol's letter in the text format."""
        ...

    def sheet_to_text(self, sheet: Sheet) -> str:
        """A sheet as a text file (kind labyrinth-sheet)."""
        ...

    def labyrinth_to_text(self, lab: Labyrinth) -> str:
        """Both sides of a labyrinth as one text file."""
        ...

    def keep_remarks(self, old: str, new: str, source: str) -> str:
        """``new`` (the text writer's) with the comments, ``notes:`` and blank lines of ``old`` kept."""
        ...

    def read_model_file(self, path: Path | str) -> TextModel | dict:
        """A labyrinth model file."""
        ...

    def load(self, path: str, kinds: tuple[str, ...]) -> tuple[str, Any]:
        """The model in ``path`` (JSON, or a sheet drawn as text), which must be one of ``kinds``."""
        ...

    def load_card(self, path: str, card_id: str | None = None) -> ObjectiveCard:
        """The objective card in ``path``."""
        ...

    def load_sheets(self, path: str, side: str | None) -> list[Sheet]:
        """The sheet(s) of a labyrinth-sheet or labyrinth file, verified playable (refused in verify's words)."""
        ...

    def pick_card(self, cards: Iterable[ObjectiveCard], card_id: str | None, source: str) -> ObjectiveCard:
        """The card of id ``card_id`` among ``cards``."""
        ...

    def known_ids(self, ids: list[str], shown: int = 8) -> str:
        """A few card ids for a message."""
        ...

    def parse_size(self, value: str | None) -> tuple[int, int] | None:
        """``--size WxH`` in squares (None when not given)."""
        ...


class SoloPuzzles(Protocol):
    """The labyrinth's sheets and cards made, proven, refereed and verified."""

    @property
    def prover_class(self) -> type[Prover]:
        """What proves pars, on a pool of processes while used as a context: ``prover_class(jobs, work_limit)``."""
        ...

    @property
    def stop_class(self) -> type[Stop]:
        """What stops a running solve from another thread."""
        ...

    @property
    def solution_class(self) -> type[Solution]:
        """A solve's answer (a path, its score, whether it is proven best), to state a known one."""
        ...

    @property
    def feedback_class(self) -> type[Feedback]:
        """One side's designer's notes in an :meth:`explain` report."""
        ...

    @property
    def OBJECTIVE_DIFFICULTIES(self) -> tuple[str, ...]: ...

    @property
    def PRESETS(self) -> Mapping[str, SheetParams]: ...

    @property
    def SIDE_A(self) -> SheetParams: ...

    @property
    def SIDE_B(self) -> SheetParams: ...

    def params_for(self, side: str = 'A', size: tuple[int, int] | None = None) -> SheetParams:
        """The side's preset, scaled to another size if asked (symbol counts follow the area)."""
        ...

    def generate_sheet(self, params: SheetParams, seed: int, labyrinth_id: str = "", variant: int = 0) -> Sheet:
        """A sheet that passes :func:`verify_sheet` and, for the presets' sizes and loops (:func:`_checked`)."""
        ...

    def generate_labyrinth(self, seed: int, side_a: SheetParams = ..., side_b: SheetParams = ...,
                           variant: int = 0) -> Labyrinth:
        """Sides A and B of the seed's labyrinth."""
        ...

    def proven_objective(self, sheet: Sheet, first: str, seed: int, prover: Prover,
                         label: str) -> tuple[ObjectiveCard, Solution]:
        """One puzzle's objective on one sheet (the booklet's and the book's)."""
        ...

    def labyrinth_with_deck(self, seed: int, counts: dict[str, int] | None = None, jobs: int = 1,
                            prover: Prover | None = None, progress: Progress | None = None) -> tuple[Labyrinth, Deck]:
        """The seed's labyrinth (:func:`seed_labyrinth`) and its deck."""
        ...

    def solo_card(self, card: ObjectiveCard) -> ObjectiveCard:
        """The card for one player with a puzzle of their own (a booklet's or a book's)."""
        ...

    def referee(self, sheet: Sheet, card: ObjectiveCard, path: Sequence[Cell], failed: Iterable[str] = (),
                fastest: bool = False) -> Result:
        """Judge ``path``."""
        ...

    def result_lines(self, result: Result) -> list[str]:
        """The referee's verdict for the terminal."""
        ...

    def verify_sheet(self, sheet: Sheet) -> Verdict:
        """Well-formed, one of each unique symbol, and every staircase reaches every boss alive."""
        ...

    def verify_card(self, card: ObjectiveCard) -> Verdict:
        """A card alone."""
        ...

    @property
    def DEFAULT_WORK_LIMIT(self) -> float:
        """What a proof pnp makes for itself may do, in the solver's units of work (the same answer at any load)."""
        ...

    def solve(self, sheet: Sheet, card: ObjectiveCard, time_limit: float = 60.0, fastest: bool = False,
              stop: Stop | None = None) -> Solution:
        """Best legal path (all minigames solved)."""
        ...

    def describe_solution(self, sheet: Sheet, sol: Solution) -> str:
        """A solver's answer for the terminal."""
        ...

    def leave_signals_alone(self) -> None:
        """Keep CP-SAT away from Ctrl-C in this process from now on."""
        ...

    def explain(self, model: Sheet | Labyrinth, witness: dict, pars: bool = True, progress: Progress | None = None,
                cards: tuple[ObjectiveCard, ...] = ()) -> Explanation:
        """The designer's report on a sheet or labyrinth."""
        ...

    def par_cards(self, seed: int, prover: Prover | None = None,
                  progress: Progress | None = None) -> tuple[Labyrinth, tuple[ObjectiveCard, ...]]:
        """The seed's generated labyrinth and the cards the designer's report asks about."""
        ...


class LabyrinthSurface(LabyrinthFiles, SoloPuzzles, LabyrinthPictures, Protocol):
    """Everything the book, the booklet, the editor and the command line use of the labyrinth game."""


if TYPE_CHECKING:
    _CONFORMS: LabyrinthSurface = SURFACE  # mypy checks the game's surface against the contract here
