"""Reading the labyrinth files a command is given: sheets (one side or both) and objective cards."""

from __future__ import annotations

from pathlib import Path

from pnp.errors import ModelError, PnpError
from pnp.games.labyrinth import jsonio
from pnp.games.labyrinth.model import Sheet
from pnp.jsonio import read_json

READERS = {
    "labyrinth-sheet": jsonio.sheet_from_json,
    "labyrinth": jsonio.labyrinth_from_json,
    "objective-card": jsonio.card_from_json,
}


def load(path: str, kinds: tuple[str, ...]):
    """The model in ``path``, which must be one of ``kinds``."""
    data = read_json(Path(path))
    kind = data.get("kind")
    if kind not in kinds:
        wanted = " or ".join(kinds) + " file"
        got = f"kind {kind!r}" if isinstance(kind, str) else "no kind"
        raise ModelError(f"{path}: expected {'an' if wanted[0] in 'aeiou' else 'a'} {wanted}, got {got}")
    return kind, READERS[kind](data, path)


def load_sheets(path: str, side: str | None) -> list[Sheet]:
    """The sheet(s) of a labyrinth-sheet or labyrinth file, verified playable."""
    from pnp.games.labyrinth.verify import verify_sheet

    kind, model = load(path, ("labyrinth-sheet", "labyrinth"))
    if kind == "labyrinth":
        sheets = [model.side_a, model.side_b] if side is None else [model.side(side)]
    else:
        sheets = [model]
    for sheet in sheets:
        verdict = verify_sheet(sheet)
        if not verdict.ok:
            raise ModelError(f"{path}: {sheet.label()} is not playable: {'; '.join(verdict.problems)}")
    return sheets


def load_card(path: str):
    return load(path, ("objective-card",))[1]


def against_sheets(paths: tuple[str, ...]) -> dict[str, Sheet]:
    """The user's sheets by side: one labyrinth file gives sides A and B; sheet files take their own side
    letter when it is A or B and distinct, otherwise A then B in the order given."""
    sheets = [s for path in paths for s in load_sheets(path, None)]
    if len(sheets) > 2:
        raise PnpError(f"--against: a deck is proven on one or two sheets (sides A and B), got {len(sheets)} "
                       f"from {', '.join(paths)}")
    sides = [s.side for s in sheets]
    if not (all(side in ("A", "B") for side in sides) and len(set(sides)) == len(sides)):
        sides = ["A", "B"][: len(sheets)]
    return dict(zip(sides, sheets))
