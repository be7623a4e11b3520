"""Path cards: square cards whose paths join some of their four side midpoints.

Sides are named by compass points, N (top), E (right), S (bottom), W (left),
as the card is printed. A card's open sides are one of four shapes:

- straight: two opposite sides (N S or E W);
- corner: two neighbouring sides (N E, E S, S W or W N);
- tee: three sides;
- cross: all four sides.

All paths of a card meet in its centre, so every open side of a card leads to
every other. Each card carries two different treasures, each drawn on the arm
of the path that leads to one of its open sides (two different arms).

A deck holds 50 cards and 25 treasures, each treasure on exactly 4 cards and
never twice on one card.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from pnp.errors import ModelError
from pnp.i18n import N_

SIDES = ("N", "E", "S", "W")  # clockwise
STEP = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}  # y points down, as on the page
OPPOSITE = {"N": "S", "E": "W", "S": "N", "W": "E"}

SHAPES = ("straight", "corner", "tee", "cross")
# i18n: the four shapes of a path card's paths, under their pictures in the rules ("T": three ways, shaped like a T)
SHAPE_LABEL = {"straight": N_("straight"), "corner": N_("corner"), "tee": N_("T"), "cross": N_("cross")}

# The treasure icons of pnp/icons/manifest.toml's [treasures] group. Two of the
# 27 are left out because they look too much like another at card size: the
# feather (like the quill) and the amulet (like the necklace).
ALL_TREASURE_ICONS = (
    "crown", "ring", "necklace", "goblet", "emerald", "scepter", "crystal-ball", "harp", "lantern",
    "candle", "pearl", "dagger", "horn", "mirror", "helmet", "flask", "bell", "quill", "egg", "book",
    "amulet", "mask", "vase", "teapot", "medal", "rune", "feather",
)
LEFT_OUT = ("feather", "amulet")
TREASURES = tuple(t for t in ALL_TREASURE_ICONS if t not in LEFT_OUT)

DECK_SIZE = 50
TREASURE_COUNT = 25
COPIES = 4  # cards per treasure
PER_CARD = 2  # treasures per card


_ROTATED: dict[tuple[frozenset[str], int], frozenset[str]] = {}


def rotate_sides(sides: frozenset[str], turns: int) -> frozenset[str]:
    """The open sides after ``turns`` quarter turns clockwise (negative: anticlockwise)."""
    t = turns % 4
    if t == 0:
        return sides
    key = (sides, t)
    out = _ROTATED.get(key)
    if out is None:
        out = _ROTATED[key] = frozenset(SIDES[(SIDES.index(s) + t) % 4] for s in sides)
    return out


def shape_of(sides: frozenset[str]) -> str:
    """The shape of a set of open sides; raises ModelError for 0 or 1 open sides."""
    n = len(sides)
    if not sides <= set(SIDES):
        raise ModelError(f"unknown side in {sorted(sides)} (sides are {', '.join(SIDES)})")
    if n == 2:
        a, b = sorted(sides, key=SIDES.index)
        return "straight" if OPPOSITE[a] == b else "corner"
    if n == 3:
        return "tee"
    if n == 4:
        return "cross"
    raise ModelError(f"a path card has 2 to 4 open sides, got {n} ({''.join(sort_sides(sides)) or 'none'})")


def sort_sides(sides) -> list[str]:
    return sorted(sides, key=SIDES.index)


def sides_text(sides) -> str:
    return "".join(sort_sides(sides))


@dataclass(frozen=True)
class PathCard:
    """One card as printed: its open sides and two treasures, each on the arm to ``spots[i]``."""

    card_id: str
    sides: frozenset[str]
    treasures: tuple[str, str]
    spots: tuple[str, str]

    def __post_init__(self) -> None:
        shape_of(self.sides)  # 2 to 4 known sides
        if len(self.treasures) != PER_CARD or len(self.spots) != PER_CARD:
            raise ModelError(f"card {self.card_id}: a card carries exactly {PER_CARD} treasures")
        a, b = self.treasures
        if a == b:
            raise ModelError(f"card {self.card_id}: the treasure {a!r} appears twice on one card")
        for t in self.treasures:
            if not isinstance(t, str) or not t:
                raise ModelError(f"card {self.card_id}: a treasure needs a name")
        for spot in self.spots:
            if spot not in self.sides:
                raise ModelError(f"card {self.card_id}: a treasure sits on side {spot}, which is not open "
                                 f"(open: {sides_text(self.sides)})")
        if self.spots[0] == self.spots[1]:
            raise ModelError(f"card {self.card_id}: the two treasures sit on the same arm ({self.spots[0]})")

    @cached_property
    def shape(self) -> str:
        return shape_of(self.sides)

    def has(self, treasure: str) -> bool:
        return treasure in self.treasures

    def describe(self) -> str:
        first, second = self.treasures
        return f"{self.card_id} {SHAPE_LABEL[self.shape]} {sides_text(self.sides)}: {first}, {second}"


@dataclass(frozen=True)
class PathDeck:
    cards: tuple[PathCard, ...]
    seed: int | None = None
    deck_id: str = ""
    params: dict | None = None  # the generator's settings and figures, for the record

    @cached_property
    def by_id(self) -> dict[str, PathCard]:
        return {c.card_id: c for c in self.cards}

    def shape_counts(self) -> dict[str, int]:
        counts = {s: 0 for s in SHAPES}
        for c in self.cards:
            counts[c.shape] += 1
        return counts

    def treasure_counts(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for c in self.cards:
            for t in c.treasures:
                counts[t] = counts.get(t, 0) + 1
        return dict(sorted(counts.items()))
