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

from pnp.games.path_cards.generate import OPEN_BAND  # the balance the generator promises, checked here
from pnp.games.path_cards.model import (
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
    each treasure on at least 2 shapes and within ±1 open side of the average; no repeated pair; a shape
    mix inside :data:`PLAYABLE_MIX` (and equal to the mix the file states, if it states one)."""
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
    average = sum(open_of.values()) / TREASURE_COUNT
    target = round(average)
    for t, n in sorted(open_of.items()):
        if abs(n - target) > OPEN_BAND:
            problems.append(f"{t}'s cards offer {n} open sides, more than {OPEN_BAND} from the average {target}")
    pairs = Counter(tuple(sorted(c.treasures)) for c in cards)
    for (a, b), n in sorted(pairs.items()):
        if n > 1:
            problems.append(f"{n} cards carry the same pair {a} and {b}")
    stated = (deck.params or {}).get("mix")
    if stated is not None and stated != mix:
        problems.append(f"the file states the shape mix {stated}, the cards make {mix}")
    witness = {
        "cards": len(cards),
        "shapes": mix,
        "treasures": dict(sorted(counts.items())),
        "shapes_per_treasure": {t: sorted(s, key=SHAPES.index) for t, s in sorted(shapes_of.items())},
        "open_sides_per_treasure": dict(sorted(open_of.items())),
        "open_sides_average": round(average, 3),
        "repeated_pairs": sorted(f"{a}+{b}" for (a, b), n in pairs.items() if n > 1),
        "cards_by_sides": dict(sorted(Counter(sides_text(c.sides) for c in cards).items())),
    }
    if problems:
        return Verdict(False, "deck rejected", witness, tuple(problems))
    shapes_min = min(len(v) for v in shapes_of.values())
    checked = [
        f"{len(cards)} cards with distinct ids, each a straight, corner, T or cross with two different treasures "
        "on two of its arms",
        f"{len(counts)} treasures on {COPIES} cards each",
        f"balance: every treasure on at least {shapes_min} shapes, its open sides within ±{OPEN_BAND} of the "
        f"average {target}, no two cards with the same pair",
        "shape mix " + ", ".join(f"{mix[s]} {s}" for s in SHAPES) + " inside the playable band"
        + (" and as the file states" if stated is not None else ""),
    ]
    return Verdict(True, "; ".join(checked), witness)
