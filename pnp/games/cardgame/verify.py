"""Checking a deck of path cards: the counts every game needs, and a playable shape mix."""

from __future__ import annotations

from collections import Counter

from pnp.games.cardgame.model import (
    ALL_TREASURE_ICONS, COPIES, DECK_SIZE, SHAPES, TREASURE_COUNT, PathDeck, sides_text,
)
from pnp.verdict import Verdict

# The band a deck's shape mix must fall in to play well: wide enough for any
# hand-made deck, narrow enough to refuse one that stalls (too few junctions)
# or connects everything at once (too many crosses).
PLAYABLE_MIX = {"straight": (5, 20), "corner": (10, 25), "tee": (8, 24), "cross": (0, 8)}
MIN_SHAPES_PER_TREASURE = 2


def verify_deck(deck: PathDeck) -> Verdict:
    """50 cards with distinct ids; 25 treasures, each on exactly 4 cards and never twice on one card;
    each treasure on at least 2 shapes; a shape mix inside :data:`PLAYABLE_MIX`."""
    problems: list[str] = []
    cards = deck.cards
    if len(cards) != DECK_SIZE:
        problems.append(f"the deck has {len(cards)} cards, not {DECK_SIZE}")
    ids = Counter(c.card_id for c in cards)
    for card_id, n in sorted(ids.items()):
        if not card_id:
            problems.append("a card has no id")
        elif n > 1:
            problems.append(f"{n} cards share the id {card_id}")
    counts: Counter[str] = Counter()
    shapes_of: dict[str, set[str]] = {}
    open_of: Counter[str] = Counter()
    for c in cards:
        if c.treasures[0] == c.treasures[1]:
            problems.append(f"card {c.card_id} carries {c.treasures[0]} twice")
        for t in set(c.treasures):
            counts[t] += 1
            shapes_of.setdefault(t, set()).add(c.shape)
            open_of[t] += len(c.sides)
    if len(counts) != TREASURE_COUNT:
        problems.append(f"the deck has {len(counts)} different treasures, not {TREASURE_COUNT}")
    for t, n in sorted(counts.items()):
        if t not in ALL_TREASURE_ICONS:
            problems.append(f"{t!r} is not a treasure icon (known: {', '.join(ALL_TREASURE_ICONS)})")
        if n != COPIES:
            problems.append(f"{t} is on {n} cards, not {COPIES}")
        if len(shapes_of[t]) < MIN_SHAPES_PER_TREASURE:
            problems.append(f"{t} is only on {next(iter(shapes_of[t]))} cards (needs {MIN_SHAPES_PER_TREASURE} shapes)")
    mix = deck.shape_counts()
    for shape in SHAPES:
        lo, hi = PLAYABLE_MIX[shape]
        if not lo <= mix[shape] <= hi:
            problems.append(f"{mix[shape]} {shape} cards is outside the playable {lo} to {hi}")
    pairs = Counter(tuple(sorted(c.treasures)) for c in cards)
    witness = {
        "cards": len(cards),
        "shapes": mix,
        "treasures": dict(sorted(counts.items())),
        "shapes_per_treasure": {t: sorted(s, key=SHAPES.index) for t, s in sorted(shapes_of.items())},
        "open_sides_per_treasure": dict(sorted(open_of.items())),
        "repeated_pairs": sorted(f"{a}+{b}" for (a, b), n in pairs.items() if n > 1),
        "cards_by_sides": dict(sorted(Counter(sides_text(c.sides) for c in cards).items())),
    }
    if problems:
        return Verdict(False, "deck rejected", witness, tuple(problems))
    return Verdict(True, f"{len(cards)} cards, {len(counts)} treasures on {COPIES} cards each", witness)
