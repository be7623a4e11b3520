"""The editor's endpoints: each route read with its request model, answered as a JSON object.

The routes (paths under ``/TOKEN/edit/``: :mod:`pnp.edit.routes`), their requests and answers are the contract
with the page (``static/api.js``): ``GET api/session``; ``POST api/check``, ``api/par``, ``api/deck``, ``api/score``,
``api/generate``, ``api/blank``, ``api/save`` and ``api/export``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from pnp.edit import files, sheets, wire
from pnp.edit.proofs import Proofs
from pnp.edit.session import MAX_SIZE, MIN_SIZE, Session, blank_sheet
from pnp.registry import labyrinth


class App:
    """One session's endpoints (the site's routes call :meth:`get` and the handlers of :attr:`posts`)."""

    def __init__(self, session: Session, proofs: Proofs) -> None:
        self.session, self.proofs = session, proofs
        self.checker = sheets.Checker(proofs.noted)
        self.posts: dict[str, Callable[[object], dict]] = {
            "api/check": self.check, "api/par": self.par, "api/deck": self.deck, "api/score": self.score,
            "api/generate": self.generate, "api/blank": self.blank, "api/save": self.save,
            "api/export": self.export,
        }

    def close(self) -> None:
        self.proofs.close()

    def get(self, route: str) -> dict | None:
        """A GET route's answer (None: no such route)."""
        if route == "api/cards":
            return {"deck": self._deck(wait=True)}
        if route != "api/session":
            return None
        sheet_to_json = labyrinth().sheet_to_json
        s = self.session
        self.proofs.par_gate.reset()  # a page (re)loaded: its tickets count from the start again
        self.proofs.deck_gate.reset()
        design: dict = {"sides": {side: sheet_to_json(sheet) for side, sheet in s.sides.items()}}
        if s.labyrinth_id:
            design["id"] = s.labyrinth_id
        return {"file": s.file.name if s.file else None, "format": s.format, "out": s.out_label, "seed": s.seed,
                "draft": s.draft_key,
                "labyrinth": design, "deck": self._deck(wait=False),
                "palette": sheets.palette(), "min_size": MIN_SIZE, "max_size": MAX_SIZE}

    def _deck(self, wait: bool) -> list[dict] | None:
        """The standard deck's cards without their pars (a par is the edited sheet's); None when the deck is
        still being made and ``wait`` is false: the page draws the sheet at once and asks ``api/cards``."""
        card_to_json = labyrinth().card_to_json
        if not wait and not self.proofs.ready():
            return None
        return [card_to_json(replace(c, par=None, witness=None)) for c in self.proofs.cards()]

    def post(self, route: str, data: object) -> dict | None:
        """A POST route's answer to the parsed body ``data`` (None: no such route)."""
        handler = self.posts.get(route)
        return None if handler is None else handler(data)

    # --- the routes ------------------------------------------------------------------------------------------

    def check(self, data: object) -> dict:
        request = wire.read(wire.CheckRequest, data)
        return self.checker.check(wire.sheet(request.sheet, "sheet."))

    def par(self, data: object) -> dict:
        request = wire.read(wire.ParRequest, data)
        sheet = _playable_size(wire.sheet(request.sheet, "sheet."), "sheet")
        return self.proofs.par(sheet, self.proofs.card(request.card), request.budget, request.ticket)

    def deck(self, data: object) -> dict:
        request = wire.read(wire.DeckRequest, data)
        sides = {side: _playable_size(sheet, f"sides.{side}") for side, sheet in wire.sides(request.sides).items()}
        return self.proofs.deck(sides, request.budget, request.ticket)

    def score(self, data: object) -> dict:
        request = wire.read(wire.ScoreRequest, data)
        sheet = wire.sheet(request.sheet, "sheet.")
        return sheets.score(sheet, self.proofs.card(request.card), list(request.path))

    def generate(self, data: object) -> dict:
        sheet_to_json = labyrinth().sheet_to_json
        request = wire.read(wire.GenerateRequest, data)
        return {"sheet": sheet_to_json(sheets.generated(request.seed, request.width, request.height))}

    def blank(self, data: object) -> dict:
        sheet_to_json = labyrinth().sheet_to_json
        request = wire.read(wire.BlankRequest, data)
        return {"sheet": sheet_to_json(blank_sheet(request.width, request.height))}

    def save(self, data: object) -> dict:
        return files.save(self.session, wire.read(wire.SaveRequest, data))

    def export(self, data: object) -> dict:
        return files.export(self.session, wire.read(wire.ExportRequest, data))


def _playable_size(sheet, where: str):
    """Proofs only on sheets of a size pnp plays (the schema reads up to 100 squares a side, for verify to
    name the problem; the solver is not given such a sheet)."""
    if not (MIN_SIZE <= sheet.width <= MAX_SIZE and MIN_SIZE <= sheet.height <= MAX_SIZE):
        raise wire.RequestError(f"request: {where}: a sheet is {MIN_SIZE}×{MIN_SIZE} to {MAX_SIZE}×{MAX_SIZE} "
                                f"squares, not {sheet.width}×{sheet.height}")
    return sheet
