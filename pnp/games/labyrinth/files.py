"""Reading the labyrinth files a command is given: sheets (one side or both, as JSON or drawn as text) and
objective cards."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pnp.errors import ModelError, PnpError
from pnp.games.labyrinth import jsonio
from pnp.games.labyrinth.model import Labyrinth, Sheet
from pnp.games.labyrinth.text_format import parse_text
from pnp.model_file import TextModel
from pnp.model_file import read_model_file as read_file

READERS = {
    "labyrinth-sheet": jsonio.sheet_from_json,
    "labyrinth": jsonio.labyrinth_from_json,
    "objective-card": jsonio.card_from_json,
    "objective-deck": jsonio.deck_from_json,
}


def read_model_file(path: Path | str) -> TextModel | dict:
    """A labyrinth model file: JSON, or a sheet or labyrinth drawn as text (pnp.model_file tells them apart)."""
    return read_file(path, parse_text)


def load(path: str, kinds: tuple[str, ...]):
    """The model in ``path`` (JSON, or a sheet drawn as text), which must be one of ``kinds``."""
    read = read_model_file(path)
    kind = read.kind if isinstance(read, TextModel) else read.get("kind")
    if kind not in kinds:
        wanted = " or ".join(kinds) + " file"
        got = f"kind {kind!r}" if isinstance(kind, str) else "no kind"
        raise ModelError(f"{path}: expected {'an' if wanted[0] in 'aeiou' else 'a'} {wanted}, got {got}")
    return kind, read.model if isinstance(read, TextModel) else READERS[kind](read, path)


def _refuse_unverified(path: str, kind: str, model, side: str | None) -> None:
    """Refuse what `pnp verify` rejects, in verify's words (``FILE: KIND: REJECTED: ...``): the whole model, or
    only the side a command reads from a labyrinth file."""
    from pnp.games.labyrinth.kinds import LABYRINTH, SHEET

    if kind == "labyrinth" and side is not None:
        verdict, what = SHEET.verify(model.side(side)), f"{kind} side {side}"
    else:
        verdict, what = (LABYRINTH if kind == "labyrinth" else SHEET).verify(model), kind
    if not verdict.ok:
        raise ModelError(f"{path}: {what}: {verdict.summary()}")


def load_sheets(path: str, side: str | None) -> list[Sheet]:
    """The sheet(s) of a labyrinth-sheet or labyrinth file, verified playable (refused in verify's words)."""
    kind, model = load(path, ("labyrinth-sheet", "labyrinth"))
    if kind == "labyrinth-sheet":
        side = None
    _refuse_unverified(path, kind, model, side)
    if kind == "labyrinth":
        return [model.side_a, model.side_b] if side is None else [model.side(side)]
    return [model]


@dataclass(frozen=True)
class Design:
    """A labyrinth of the user's own, for a deck, a kit or a booklet: its sheets by side and the files they came
    from (named on what is printed); ``labyrinth`` when it is one two-sided labyrinth file."""

    files: tuple[str, ...]
    sheets: dict[str, Sheet]
    labyrinth: Labyrinth | None = None

    @property
    def name(self) -> str:
        return " and ".join(Path(f).name for f in self.files)


def load_design(paths: tuple[str, ...], option: str = "--against") -> Design:
    """The user's sheets by side: one labyrinth file gives sides A and B; sheet files take their own side
    letter when it is A or B and distinct, otherwise A then B in the order given. Each file is refused, in
    verify's words, when `pnp verify` rejects it."""
    if not paths:
        raise PnpError(f"{option}: name one labyrinth file or one or two sheet files")
    loaded = [(path, *load(path, ("labyrinth-sheet", "labyrinth"))) for path in paths]
    for path, kind, model in loaded:
        _refuse_unverified(path, kind, model, None)
    sheets = [s for _, kind, m in loaded for s in ((m.side_a, m.side_b) if kind == "labyrinth" else (m,))]
    if len(sheets) > 2:
        raise PnpError(f"{option}: a deck is proven on one or two sheets (sides A and B), got {len(sheets)} "
                       f"from {', '.join(paths)}")
    sides = [s.side for s in sheets]
    if not (all(side in ("A", "B") for side in sides) and len(set(sides)) == len(sides)):
        sides = ["A", "B"][: len(sheets)]
    labyrinth = loaded[0][2] if len(loaded) == 1 and loaded[0][1] == "labyrinth" else None
    return Design(tuple(paths), dict(zip(sides, sheets)), labyrinth)


def against_sheets(paths: tuple[str, ...]) -> dict[str, Sheet]:
    """The sheets of ``pnp objectives --against`` by side (see :func:`load_design`)."""
    return load_design(paths).sheets


# --- objective cards -------------------------------------------------------------------

def load_card(path: str, card_id: str | None = None):
    """The objective card in ``path``; with ``card_id``, the card of that id in a deck (or a card file of that
    id)."""
    kinds = ("objective-card", "objective-deck") if card_id is not None else ("objective-card",)
    try:
        kind, model = load(path, kinds)
    except ModelError as err:
        if card_id is None and "got kind 'objective-deck'" in str(err):
            raise ModelError(f"{err}; pick one of its cards with --card ID") from None
        raise
    if kind == "objective-card":
        if card_id is not None and model.card_id != card_id:
            raise PnpError(f"--card: {path} holds the one card {model.card_id!r}, not {card_id!r}")
        return model
    return pick_card(model.cards, card_id, path)


def pick_card(cards, card_id: str | None, source: str):
    """The card of id ``card_id`` among ``cards``; an unknown id is refused naming a few of the known ones."""
    for card in cards:
        if card.card_id == card_id:
            return card
    raise PnpError(f"--card: no card {card_id!r} in {source}; its ids are {known_ids([c.card_id for c in cards])}")


def known_ids(ids: list[str], shown: int = 8) -> str:
    """A few card ids for a message: the first ones and the last, with how many there are."""
    if len(ids) <= shown:
        return ", ".join(ids) or "(none)"
    return f"{', '.join(ids[:shown - 1])}, ..., {ids[-1]} ({len(ids)} cards)"
