"""Reading the labyrinth files a command is given: sheets (one side or both, as JSON or drawn as text) and
objective cards."""

from __future__ import annotations

from pathlib import Path

from pnp.boundary import parse_json, read_text
from pnp.errors import ModelError, PnpError
from pnp.games.labyrinth import jsonio
from pnp.games.labyrinth.model import Sheet
from pnp.games.labyrinth.text_format import TextModel, parse_text

READERS = {
    "labyrinth-sheet": jsonio.sheet_from_json,
    "labyrinth": jsonio.labyrinth_from_json,
    "objective-card": jsonio.card_from_json,
}


def is_text(path: Path | str, text: str) -> bool:
    """The one rule for telling a sheet drawn as text from a JSON model: a .txt file, or a file whose first
    non-blank character is not '{' (nor '[', which only JSON starts with: its reader then says what is wrong)."""
    return Path(path).suffix.lower() == ".txt" or not text.lstrip().startswith(("{", "["))


def read_model_file(path: Path | str) -> TextModel | dict:
    """A model file, read once at the boundary (bounded, UTF-8): a sheet or labyrinth drawn as text comes back
    parsed (its kind and model); a JSON model comes back as its object, for the reader of its kind."""
    text = read_text(path, ModelError, "text sheet" if Path(path).suffix.lower() == ".txt" else "JSON")
    if is_text(path, text):
        return parse_text(text, str(path))
    data = parse_json(text, str(path), ModelError)
    if not isinstance(data, dict):  # a JSON document starting with '{' is an object; kept for the type checker
        raise ModelError(f"{path}: expected a JSON object with a \"kind\"")
    return data


def load(path: str, kinds: tuple[str, ...]):
    """The model in ``path`` (JSON, or a sheet drawn as text), which must be one of ``kinds``."""
    read = read_model_file(path)
    kind = read.kind if isinstance(read, TextModel) else read.get("kind")
    if kind not in kinds:
        wanted = " or ".join(kinds) + " file"
        got = f"kind {kind!r}" if isinstance(kind, str) else "no kind"
        raise ModelError(f"{path}: expected {'an' if wanted[0] in 'aeiou' else 'a'} {wanted}, got {got}")
    return kind, read.model if isinstance(read, TextModel) else READERS[kind](read, path)


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
