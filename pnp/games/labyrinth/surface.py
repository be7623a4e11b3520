"""The labyrinth game's one public surface: all the book, the booklet, the editor and the command line use of it.

:data:`SURFACE` implements :class:`pnp.surfaces.labyrinth.LabyrinthSurface` (mypy checks it there; the
registry checks it again when it first hands it out: :func:`pnp.registry.labyrinth`). Every member imports
the module it needs when first used, so handing out the surface loads no solver and no drawing code. The
names are the game's own, so a consumer reads as it did when it imported them; what the game keeps to itself
(its modules' private helpers) is offered here under a public name (``card_notes``, ``wall_items``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pnp.games.labyrinth.surface_pictures import Pictures

if TYPE_CHECKING:
    from typing_extensions import TypeIs  # for the type checker only: no dependency at run time

    from pnp.game import Progress
    from pnp.games.labyrinth.cards import ObjectiveCard
    from pnp.games.labyrinth.deck import Deck, Prover
    from pnp.games.labyrinth.explain import Explanation, Feedback
    from pnp.games.labyrinth.generate import SheetParams
    from pnp.games.labyrinth.model import Labyrinth, Sheet
    from pnp.games.labyrinth.referee import Result
    from pnp.games.labyrinth.schema import SheetBody, SheetFile
    from pnp.games.labyrinth.solver import Solution
    from pnp.games.labyrinth.solver_stop import Stop
    from pnp.grid.core import Cell
    from pnp.model_file import TextModel
    from pnp.verdict import Verdict


class Surface(Pictures):
    """Files and models, made and proven puzzles, and (from :class:`Pictures`) the pictures."""

    @property
    def sheet_class(self) -> type[Sheet]:
        from pnp.games.labyrinth.model import Sheet
        return Sheet

    @property
    def labyrinth_class(self) -> type[Labyrinth]:
        from pnp.games.labyrinth.model import Labyrinth
        return Labyrinth

    def is_labyrinth(self, model: Sheet | Labyrinth) -> TypeIs[Labyrinth]:
        from pnp.games.labyrinth.model import Labyrinth
        return isinstance(model, Labyrinth)

    @property
    def sheet_file_class(self) -> type[SheetFile]:
        from pnp.games.labyrinth.schema import SheetFile
        return SheetFile

    @property
    def cell_wire(self) -> Any:
        from pnp.games.labyrinth.schema import Cell
        return Cell

    @property
    def prover_class(self) -> type[Prover]:
        from pnp.games.labyrinth.deck import Prover
        return Prover

    @property
    def stop_class(self) -> type[Stop]:
        from pnp.games.labyrinth.solver_stop import Stop
        return Stop

    @property
    def solution_class(self) -> type[Solution]:
        from pnp.games.labyrinth.solver import Solution
        return Solution

    @property
    def feedback_class(self) -> type[Feedback]:
        from pnp.games.labyrinth.explain import Feedback
        return Feedback


    @property
    def BOSSES(self) -> tuple[str, ...]:
        from pnp.games.labyrinth.model import BOSSES
        return BOSSES

    @property
    def ITEMS(self) -> tuple[str, ...]:
        from pnp.games.labyrinth.model import ITEMS
        return ITEMS

    @property
    def MANY(self) -> tuple[str, ...]:
        from pnp.games.labyrinth.model import MANY
        return MANY

    @property
    def SCROLL(self) -> str:
        from pnp.games.labyrinth.model import SCROLL
        return SCROLL

    @property
    def STAIRCASE(self) -> str:
        from pnp.games.labyrinth.model import STAIRCASE
        return STAIRCASE

    @property
    def STAIR_LETTERS(self) -> tuple[str, ...]:
        from pnp.games.labyrinth.model import STAIR_LETTERS
        return STAIR_LETTERS

    @property
    def MIN_SIZE(self) -> int:
        from pnp.games.labyrinth.model import MIN_SIZE
        return MIN_SIZE

    @property
    def MAX_SIZE(self) -> int:
        from pnp.games.labyrinth.model import MAX_SIZE
        return MAX_SIZE

    @property
    def DIFFICULTIES(self) -> tuple[str, ...]:
        from pnp.games.labyrinth.cards import DIFFICULTIES
        return DIFFICULTIES

    def card_body(self, card: ObjectiveCard) -> dict:
        from pnp.games.labyrinth.jsonio import card_body
        return card_body(card)

    def sheet_body(self, sheet: Sheet) -> dict:
        from pnp.games.labyrinth.jsonio import sheet_body
        return sheet_body(sheet)

    def card_to_json(self, card: ObjectiveCard) -> dict:
        from pnp.games.labyrinth.jsonio import card_to_json
        return card_to_json(card)

    def sheet_to_json(self, sheet: Sheet) -> dict:
        from pnp.games.labyrinth.jsonio import sheet_to_json
        return sheet_to_json(sheet)

    def labyrinth_to_json(self, lab: Labyrinth) -> dict:
        from pnp.games.labyrinth.jsonio import labyrinth_to_json
        return labyrinth_to_json(lab)

    def path_from_json(self, data: object, source: str = '') -> tuple[Cell, ...]:
        from pnp.games.labyrinth.jsonio import path_from_json
        return path_from_json(data, source)

    def sheet_from_wire(self, body: SheetBody, source: str = '', where: str = '') -> Sheet:
        from pnp.games.labyrinth.jsonio import sheet_from_wire
        return sheet_from_wire(body, source, where)

    @property
    def CODES(self) -> Mapping[str, str]:
        from pnp.games.labyrinth.text_format import CODES
        return CODES

    def sheet_to_text(self, sheet: Sheet) -> str:
        from pnp.games.labyrinth.text_format import sheet_to_text
        return sheet_to_text(sheet)

    def labyrinth_to_text(self, lab: Labyrinth) -> str:
        from pnp.games.labyrinth.text_format import labyrinth_to_text
        return labyrinth_to_text(lab)

    def keep_remarks(self, old: str, new: str, source: str) -> str:
        from pnp.games.labyrinth.text_remarks import keep_remarks
        return keep_remarks(old, new, source)

    def read_model_file(self, path: Path | str) -> TextModel | dict:
        from pnp.games.labyrinth.files import read_model_file
        return read_model_file(path)

    def load(self, path: str, kinds: tuple[str, ...]) -> tuple[str, Any]:
        from pnp.games.labyrinth.files import load
        return load(path, kinds)

    def load_card(self, path: str, card_id: str | None = None) -> ObjectiveCard:
        from pnp.games.labyrinth.files import load_card
        return load_card(path, card_id)

    def load_sheets(self, path: str, side: str | None) -> list[Sheet]:
        from pnp.games.labyrinth.files import load_sheets
        return load_sheets(path, side)

    def pick_card(self, cards: Iterable[ObjectiveCard], card_id: str | None, source: str) -> ObjectiveCard:
        from pnp.games.labyrinth.files import pick_card
        return pick_card(cards, card_id, source)

    def known_ids(self, ids: list[str], shown: int = 8) -> str:
        from pnp.games.labyrinth.files import known_ids
        return known_ids(ids, shown)

    def parse_size(self, value: str | None) -> tuple[int, int] | None:
        from pnp.games.labyrinth.printouts import parse_size
        return parse_size(value)


    @property
    def OBJECTIVE_DIFFICULTIES(self) -> tuple[str, ...]:
        from pnp.games.labyrinth.deck import OBJECTIVE_DIFFICULTIES
        return OBJECTIVE_DIFFICULTIES

    @property
    def PRESETS(self) -> Mapping[str, SheetParams]:
        from pnp.games.labyrinth.generate import PRESETS
        return PRESETS

    @property
    def SIDE_A(self) -> SheetParams:
        from pnp.games.labyrinth.generate import SIDE_A
        return SIDE_A

    @property
    def SIDE_B(self) -> SheetParams:
        from pnp.games.labyrinth.generate import SIDE_B
        return SIDE_B

    def params_for(self, side: str = 'A', size: tuple[int, int] | None = None) -> SheetParams:
        from pnp.games.labyrinth.generate import params_for
        return params_for(side, size)

    def generate_sheet(self, params: SheetParams, seed: int, labyrinth_id: str = '', variant: int = 0) -> Sheet:
        from pnp.games.labyrinth.generate import generate_sheet
        return generate_sheet(params, seed, labyrinth_id, variant)

    def generate_labyrinth(self, seed: int, side_a: SheetParams | None = None, side_b: SheetParams | None = None,
                           variant: int = 0) -> Labyrinth:
        from pnp.games.labyrinth.generate import SIDE_A, SIDE_B, generate_labyrinth

        return generate_labyrinth(seed, side_a or SIDE_A, side_b or SIDE_B, variant)

    def proven_objective(self, sheet: Sheet, first: str, seed: int, prover: Prover,
                         label: str) -> tuple[ObjectiveCard, Solution]:
        from pnp.games.labyrinth.deck import proven_objective
        return proven_objective(sheet, first, seed, prover, label)

    def labyrinth_with_deck(self, seed: int, counts: dict[str, int] | None = None, jobs: int = 1,
                            prover: Prover | None = None, progress: Progress | None = None) -> tuple[Labyrinth, Deck]:
        from pnp.games.labyrinth.deck import labyrinth_with_deck
        return labyrinth_with_deck(seed, counts, jobs, prover, progress)

    def solo_card(self, card: ObjectiveCard) -> ObjectiveCard:
        from pnp.games.labyrinth.solo import solo_card
        return solo_card(card)

    def referee(self, sheet: Sheet, card: ObjectiveCard, path: Sequence[Cell], failed: Iterable[str] = (),
                fastest: bool = False) -> Result:
        from pnp.games.labyrinth.referee import referee
        return referee(sheet, card, path, failed, fastest)

    def result_lines(self, result: Result) -> list[str]:
        from pnp.games.labyrinth.referee import result_lines
        return result_lines(result)

    def verify_sheet(self, sheet: Sheet) -> Verdict:
        from pnp.games.labyrinth.verify import verify_sheet
        return verify_sheet(sheet)

    def verify_card(self, card: ObjectiveCard) -> Verdict:
        from pnp.games.labyrinth.verify import verify_card
        return verify_card(card)

    @property
    def DEFAULT_WORK_LIMIT(self) -> float:
        from pnp.games.labyrinth.solver import DEFAULT_WORK_LIMIT
        return DEFAULT_WORK_LIMIT

    def solve(self, sheet: Sheet, card: ObjectiveCard, time_limit: float = 60.0, fastest: bool = False,
              stop: Stop | None = None) -> Solution:
        from pnp.games.labyrinth.solver import solve
        return solve(sheet, card, time_limit, fastest, stop)

    def describe_solution(self, sheet: Sheet, sol: Solution) -> str:
        from pnp.games.labyrinth.solver import describe_solution
        return describe_solution(sheet, sol)

    def leave_signals_alone(self) -> None:
        from pnp.games.labyrinth.solver_stop import leave_signals_alone
        return leave_signals_alone()

    def explain(self, model: Sheet | Labyrinth, witness: dict, pars: bool = True, progress: Progress | None = None,
                cards: tuple[ObjectiveCard, ...] = ()) -> Explanation:
        from pnp.games.labyrinth.explain import explain
        return explain(model, witness, pars, progress, cards)

    def par_cards(self, seed: int, prover: Prover | None = None,
                  progress: Progress | None = None) -> tuple[Labyrinth, tuple[ObjectiveCard, ...]]:
        from pnp.games.labyrinth.explain_pars import par_cards
        return par_cards(seed, prover, progress)


SURFACE = Surface()
