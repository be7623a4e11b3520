"""Checking a deck of path cards against what its printout and the rules page claim.

The cards claim a straight, corner, T or cross each with two different
treasures on two of its arms (the loader refuses anything else); the rules
card and docs/rules-path-cards.md claim 50 cards, 25 treasures each on exactly
4 cards, and a balance: each treasure on at least 2 shapes, its 4 cards
offering as many open sides as any other treasure's within ±1 of the
(rounded) average, no two cards with the same pair. :func:`verify_deck`
checks each of these, and a playable shape mix, and says only that.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from pnp.games.path_cards.generate import OPEN_BAND  # the balance the generator promises, checked here
from pnp.games.path_cards.model import (
    ALL_TREASURE_ICONS,
    COPIES,
    DECK_SIZE,
    SHAPES,
    TREASURE_COUNT,
    PathDeck,
    sides_text,
)
from pnp.verdict import Verdict

# The band a deck's shape mix must fall in to play well: wide enough for any
# hand-made deck, narrow enough to refuse one that stalls (too few junctions)
# or connects everything at once (too many crosses).
PLAYABLE_MIX = {"straight": (5, 20), "corner": (10, 25), "tee": (8, 24), "cross": (0, 8)}
MIN_SHAPES_PER_TREASURE = 2


@dataclass(frozen=True)
class _Tally:
    """What the checks count once over the deck's cards."""

    counts: Counter[str]  # treasure -> cards carrying it
    shapes_of: dict[str, set[str]]  # treasure -> the shapes of its cards
    open_of: Counter[str]  # treasure -> open sides its cards offer
    pairs: Counter[tuple[str, str]]  # the pair of treasures on a card (sorted) -> cards carrying it
    mix: dict[str, int]  # shape -> cards

    @property
    def open_average(self) -> float:
        return sum(self.open_of.values()) / TREASURE_COUNT


def _tally(deck: PathDeck) -> _Tally:
    counts: Counter[str] = Counter()
    shapes_of: dict[str, set[str]] = {}
    open_of: Counter[str] = Counter()
    pairs: Counter[tuple[str, str]] = Counter()
    for c in deck.cards:
        for t in set(c.treasures):
            counts[t] += 1
            shapes_of.setdefault(t, set()).add(c.shape)
            open_of[t] += len(c.sides)
        a, b = sorted(c.treasures)
        pairs[a, b] += 1
    return _Tally(counts, shapes_of, open_of, pairs, deck.shape_counts())


def verify_deck(deck: PathDeck) -> Verdict:
    """50 cards with distinct ids; 25 treasures, each on exactly 4 cards and never twice on one card;
    each treasure on at least 2 shapes and within ±1 open side of the average; no repeated pair; a shape
    mix inside :data:`PLAYABLE_MIX` (and equal to the mix the file states, if it states one)."""
    tally = _tally(deck)
    stated = (deck.params or {}).get("mix")
    problems = (_card_problems(deck) + _treasure_problems(deck, tally) + _mix_problems(tally.mix)
                + _balance_problems(tally) + _pair_problems(tally.pairs))
    if stated is not None and stated != tally.mix:
        problems.append(f"the file states the shape mix {stated}, the cards make {tally.mix}")
    witness = _witness(deck, tally)
    if problems:
        return Verdict(False, "deck rejected", witness, tuple(problems))
    return Verdict(True, _checked(deck, tally, stated is not None), witness)


def _card_problems(deck: PathDeck) -> list[str]:
    """The deck's size and its cards' ids."""
    problems = []
    if len(deck.cards) != DECK_SIZE:
        problems.append(f"the deck has {len(deck.cards)} cards, not {DECK_SIZE}")
    ids = Counter(c.card_id for c in deck.cards)
    for card_id, n in sorted(ids.items()):
        if not card_id:
            problems.append("a card has no id")
        elif n > 1:
            problems.append(f"{n} cards share the id {card_id}")
    return problems


def _treasure_problems(deck: PathDeck, tally: _Tally) -> list[str]:
    """Two different treasures per card; 25 known treasures, each on exactly 4 cards of at least 2 shapes."""
    problems = [f"card {c.card_id} carries {c.treasures[0]} twice" for c in deck.cards
                if c.treasures[0] == c.treasures[1]]
    if len(tally.counts) != TREASURE_COUNT:
        problems.append(f"the deck has {len(tally.counts)} different treasures, not {TREASURE_COUNT}")
    for t, n in sorted(tally.counts.items()):
        if t not in ALL_TREASURE_ICONS:
            problems.append(f"{t!r} is not a treasure icon (known: {', '.join(ALL_TREASURE_ICONS)})")
        if n != COPIES:
            problems.append(f"{t} is on {n} cards, not {COPIES}")
        shapes = tally.shapes_of[t]
        if len(shapes) < MIN_SHAPES_PER_TREASURE:
            problems.append(f"{t} is only on {next(iter(shapes))} cards (needs {MIN_SHAPES_PER_TREASURE} shapes)")
    return problems


def _mix_problems(mix: dict[str, int]) -> list[str]:
    """Each shape's count inside the playable band."""
    problems = []
    for shape in SHAPES:
        lo, hi = PLAYABLE_MIX[shape]
        if not lo <= mix[shape] <= hi:
            problems.append(f"{mix[shape]} {shape} cards is outside the playable {lo} to {hi}")
    return problems


def _balance_problems(tally: _Tally) -> list[str]:
    """Each treasure's cards offer as many open sides as the (rounded) average, within :data:`OPEN_BAND`."""
    target = round(tally.open_average)
    return [f"{t}'s cards offer {n} open sides, more than {OPEN_BAND} from the average {target}"
            for t, n in sorted(tally.open_of.items()) if abs(n - target) > OPEN_BAND]


def _pair_problems(pairs: Counter[tuple[str, str]]) -> list[str]:
    """No two cards carry the same pair of treasures."""
    return [f"{n} cards carry the same pair {a} and {b}" for (a, b), n in sorted(pairs.items()) if n > 1]


def _witness(deck: PathDeck, tally: _Tally) -> dict:
    return {
        "cards": len(deck.cards),
        "shapes": tally.mix,
        "treasures": dict(sorted(tally.counts.items())),
        "shapes_per_treasure": {t: sorted(s, key=SHAPES.index) for t, s in sorted(tally.shapes_of.items())},
        "open_sides_per_treasure": dict(sorted(tally.open_of.items())),
        "open_sides_average": round(tally.open_average, 3),
        "repeated_pairs": sorted(f"{a}+{b}" for (a, b), n in tally.pairs.items() if n > 1),
        "cards_by_sides": dict(sorted(Counter(sides_text(c.sides) for c in deck.cards).items())),
    }


def _checked(deck: PathDeck, tally: _Tally, stated: bool) -> str:
    """What a passing deck was checked for, one clause per claim."""
    shapes_min = min(len(v) for v in tally.shapes_of.values())
    mix = tally.mix
    checked = [
        f"{len(deck.cards)} cards with distinct ids, each a straight, corner, T or cross with two different treasures "
        "on two of its arms",
        f"{len(tally.counts)} treasures on {COPIES} cards each",
        f"balance: every treasure on at least {shapes_min} shapes, its open sides within ±{OPEN_BAND} of the "
        f"average {round(tally.open_average)}, no two cards with the same pair",
        "shape mix " + ", ".join(f"{mix[s]} {s}" for s in SHAPES) + " inside the playable band"
        + (" and as the file states" if stated else ""),
    ]
    return "; ".join(checked)
