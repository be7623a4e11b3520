"""Objective cards: the entry, the scoring rows and the card's special rules.

Row kinds (``points`` may be negative on hard cards):

- ``per``: points for each visited ``symbol``: gem, trap, scroll, ghost, or a
  staircase other than the entry; for rat and skeleton only the defeated ones
  count (sword, resp. bow, gained earlier on the path).
- ``item``: points if the item ``symbol`` (sword, bow, key, treasure) was
  gained. The treasure is gained only with the key gained earlier.
- ``scrolls``: points if the scrolls ``names`` were all visited in that
  order; ``("any",)`` means at least one scroll of the player's choice.
- ``ghosts``: points if exactly ``count`` ghosts were visited.
- ``exit``: points for leaving through one of ``names`` (bosses, or a
  staircase letter allowed as an exit); with ``requires``, only if that item
  was gained.
- ``fastest``: points for the fastest-player token.
"""

from __future__ import annotations

from dataclasses import dataclass

from pnp.errors import ModelError
from pnp.games.labyrinth.model import BOSSES, ITEMS, STAIR_LETTERS

DIFFICULTIES = ("tutorial", "easy", "medium", "hard")
ROW_KINDS = ("per", "item", "scrolls", "ghosts", "exit", "fastest")
PER_SYMBOLS = ("gem", "rat", "skeleton", "trap", "scroll", "ghost", "staircase")
HEART_EFFECT_SYMBOLS = ("gem", "ghost", "scroll", "staircase")


@dataclass(frozen=True)
class Row:
    kind: str
    points: int
    symbol: str = ""
    names: tuple[str, ...] = ()
    count: int = 0
    requires: str = ""

    def __post_init__(self) -> None:
        problem = row_problem(self)
        if problem:
            raise ModelError(problem)

    def describe(self) -> str:
        pts = f"{self.points:+d}"
        if self.kind == "per":
            what = {"rat": "defeated rat", "skeleton": "defeated skeleton",
                    "staircase": "other staircase"}.get(self.symbol, self.symbol)
            return f"{pts} per {what}"
        if self.kind == "item":
            return f"{pts} for gaining the {self.symbol}"
        if self.kind == "scrolls":
            if self.names == ("any",):
                return f"{pts} for visiting any scroll"
            if len(self.names) == 1:
                return f"{pts} for visiting scroll {self.names[0]}"
            return f"{pts} for scrolls {' → '.join(self.names)} in this order"
        if self.kind == "ghosts":
            return f"{pts} for exactly {self.count} ghost{'s' if self.count != 1 else ''}"
        if self.kind == "exit":
            exits = " or ".join(n if n in BOSSES else f"staircase {n}" for n in self.names)
            need = f" with the {self.requires}" if self.requires else ""
            return f"{pts} for leaving by the {exits}{need}"
        return f"{pts} for the fastest-player token"


def row_problem(row: Row) -> str:
    if row.kind not in ROW_KINDS:
        return f"unknown row kind {row.kind!r} (one of {', '.join(ROW_KINDS)})"
    if row.kind == "per" and row.symbol not in PER_SYMBOLS:
        return f"a 'per' row counts one of {', '.join(PER_SYMBOLS)}, not {row.symbol!r}"
    if row.kind == "item" and row.symbol not in ITEMS:
        return f"an 'item' row names one of {', '.join(ITEMS)}, not {row.symbol!r}"
    if row.kind == "scrolls":
        if row.names != ("any",) and not 1 <= len(row.names) <= 3:
            return "a 'scrolls' row names 1 to 3 scrolls, or [\"any\"]"
        if len(set(row.names)) != len(row.names):
            return "a 'scrolls' row names each scroll once"
    if row.kind == "ghosts" and row.count < 1:
        return "a 'ghosts' row needs a count of at least 1"
    if row.kind == "exit":
        if not row.names:
            return "an 'exit' row names at least one exit"
        bad = [n for n in row.names if n not in BOSSES and n not in STAIR_LETTERS]
        if bad:
            return f"unknown exit {bad[0]!r} (a boss or a staircase letter)"
        if row.requires and row.requires not in ITEMS:
            return f"an exit row can require an item, not {row.requires!r}"
    return ""


@dataclass(frozen=True)
class ObjectiveCard:
    card_id: str
    difficulty: str
    entry: str  # "A", "B", "C" or "any"
    rows: tuple[Row, ...]
    extra_exits: tuple[str, ...] = ()  # staircase letters usable as exits (hard cards)
    heart_effects: tuple[str, ...] = ()  # symbols that cost a heart when visited (card effects)
    par: dict | None = None  # {"A": best score on side A, "B": ...} once proven
    witness: dict | None = None  # {"A": the path that scores the par on side A, ...}: the referee re-scores it

    def __post_init__(self) -> None:
        if self.difficulty not in DIFFICULTIES:
            raise ModelError(f"difficulty: expected one of {', '.join(DIFFICULTIES)}, got {self.difficulty!r}")
        if self.entry not in (*STAIR_LETTERS, "any"):
            raise ModelError(f"entry: expected A, B, C or any, got {self.entry!r}")
        if not self.rows:
            raise ModelError("a card needs at least one scoring row")
        for letter in self.extra_exits:
            if letter not in STAIR_LETTERS:
                raise ModelError(f"extra_exits: {letter!r} is not a staircase letter")
        for sym in self.heart_effects:
            if sym not in HEART_EFFECT_SYMBOLS:
                raise ModelError(f"heart_effects: {sym!r} is not one of {', '.join(HEART_EFFECT_SYMBOLS)}")
        problems = card_problems(self)
        if problems:
            raise ModelError(problems[0])

    def exits(self) -> tuple[str, ...]:
        """Every allowed exit: the three bosses and the card's staircase exits."""
        return (*BOSSES, *self.extra_exits)

    def entries(self) -> tuple[str, ...]:
        return STAIR_LETTERS if self.entry == "any" else (self.entry,)

    def content_key(self) -> tuple:
        """What makes two cards the same card: what a player is asked to do, however it is labelled or printed.

        The entry, the rows as a multiset, the extra exits and the heart effects as sets. The id, the difficulty
        and the pars are left out: an easy and a medium card asking the very same thing are one card printed twice
        (the pars follow from the rest). An exit row's exits are a set (any of them); a scroll row's names keep
        their order (the card asks for that order)."""
        rows = sorted((_row_key(r) for r in self.rows), key=repr)
        return (self.entry, tuple(rows), frozenset(self.extra_exits), frozenset(self.heart_effects))


def _row_key(row: Row) -> tuple:
    """A row as what it scores: an exit row's exits in a fixed order (any one of them counts)."""
    names = tuple(sorted(row.names)) if row.kind == "exit" else row.names
    return (row.kind, row.points, row.symbol, names, row.count, row.requires)


def _scores_same(a: Row, b: Row) -> bool:
    """Two rows that would score the same thing twice (a card prints each thing once)."""
    if a.kind != b.kind:
        return False
    if a.kind in ("per", "item"):
        return a.symbol == b.symbol
    if a.kind in ("ghosts", "fastest"):
        return True
    if a.kind == "scrolls":
        return a.names == b.names
    if a.kind == "exit":
        return bool(set(a.names) & set(b.names))
    return False


def card_problems(card: ObjectiveCard) -> list[str]:
    """What makes a card's rows contradict each other or the card ([] when none).

    Checked whenever a card is built (generated or read from a file): two rows
    scoring the same thing, an exit row naming a staircase the card does not
    open as an exit, and an extra exit on the card's own entry (a path never
    ends where it starts).
    """
    problems = []
    rows = card.rows
    for i, a in enumerate(rows):
        for j in range(i + 1, len(rows)):
            if _scores_same(a, rows[j]):
                problems.append(f"rows[{i}] and rows[{j}] both score {a.describe().split(' ', 1)[1]!r}")
        if a.kind == "exit":
            closed = [n for n in a.names if n in STAIR_LETTERS and n not in card.extra_exits]
            if closed:
                problems.append(f"rows[{i}] scores leaving by staircase {closed[0]}, which the card does not open "
                                "as an exit (extra_exits)")
    if card.entry in card.extra_exits:
        problems.append(f"extra_exits: staircase {card.entry} is the entry; a path cannot leave where it starts")
    return problems
