"""Generating a deck of 50 path cards from a seed.

1. The shape mix: how many straights, corners, tees and crosses, drawn from
   :data:`SHAPE_RANGES` (mostly two-way cards, a good share of tees, a few
   crosses: enough junctions that paths keep branching, few enough that
   connections stay something to work for).
2. Each card's printed orientation (a random quarter turn of its shape).
3. The treasures: 25 treasures × 4 copies over the 100 treasure spots, by a
   local search that swaps spots until, for every treasure,
   - it is never twice on one card,
   - its 4 cards have at least 2 (and where possible 3) different shapes,
   - its 4 cards offer about as many open sides as any other treasure's
     (within :data:`OPEN_BAND` of the average), so no treasure is much
     easier to connect than another,
   and no two cards carry the same pair of treasures.
4. Each treasure's spot on its card: two different open arms, at random.

Everything comes from ``random.Random`` objects derived from the seed
(:mod:`pnp.seeds`), so the same seed always gives the same deck.
"""

from __future__ import annotations

import random
from collections import Counter

from pnp.errors import PnpError
from pnp.games.path_cards.model import (
    COPIES,
    DECK_SIZE,
    PER_CARD,
    SHAPES,
    TREASURE_COUNT,
    TREASURES,
    PathCard,
    PathDeck,
    rotate_sides,
    shape_of,
)
from pnp.seeds import rng as make_rng
from pnp.seeds import short_id

SHAPE_RANGES = {"straight": (10, 13), "corner": (15, 20), "tee": (14, 18), "cross": (3, 5)}
CANONICAL = {
    "straight": frozenset("NS"),
    "corner": frozenset("NE"),
    "tee": frozenset("NES"),
    "cross": frozenset("NESW"),
}
OPEN_BAND = 1  # each treasure's open sides (summed over its 4 cards) within ±1 of the rounded average
MAX_STEPS = 40_000
MAX_ATTEMPTS = 20

# Weights of the local search's cost; the first three must reach zero.
W_TWICE, W_ONE_SHAPE, W_PAIR, W_OPEN, W_TWO_SHAPES = 1000, 100, 30, 10, 1


def choose_mix(rng: random.Random) -> dict[str, int]:
    """Shape counts summing to 50, each inside its range."""
    lo_c, hi_c = SHAPE_RANGES["corner"]
    while True:
        mix = {s: rng.randint(*SHAPE_RANGES[s]) for s in ("straight", "tee", "cross")}
        mix["corner"] = DECK_SIZE - sum(mix.values())
        if lo_c <= mix["corner"] <= hi_c:
            return {s: mix[s] for s in SHAPES}


class _Search:
    """Treasure placement as a local search over 100 spots (card, slot)."""

    def __init__(self, sides: list[frozenset[str]], rng: random.Random) -> None:
        self.rng = rng
        self.n = len(sides)
        self.shape = [shape_of(s) for s in sides]
        self.open = [len(s) for s in sides]
        pool = [t for t in range(TREASURE_COUNT) for _ in range(COPIES)]
        rng.shuffle(pool)
        self.assign = [[pool[2 * c], pool[2 * c + 1]] for c in range(self.n)]
        self.cards_of: list[list[int]] = [[] for _ in range(TREASURE_COUNT)]
        for c, pair in enumerate(self.assign):
            for t in pair:
                self.cards_of[t].append(c)
        total_open = sum(self.open[c] for c, pair in enumerate(self.assign) for _ in pair)
        self.target = round(total_open / TREASURE_COUNT)
        self.pairs = Counter(self._pair(c) for c in range(self.n))

    def _pair(self, c: int) -> tuple[int, int]:
        a, b = self.assign[c]
        return (a, b) if a <= b else (b, a)

    def card_cost(self, c: int) -> int:
        a, b = self.assign[c]
        return W_TWICE if a == b else 0

    def treasure_cost(self, t: int) -> int:
        cards = self.cards_of[t]
        shapes = len({self.shape[c] for c in cards})
        cost = W_ONE_SHAPE if shapes < 2 else (W_TWO_SHAPES if shapes < 3 else 0)
        off = abs(sum(self.open[c] for c in cards) - self.target)
        return cost + W_OPEN * max(0, off - OPEN_BAND)

    def pair_cost(self) -> int:
        return W_PAIR * sum(n - 1 for n in self.pairs.values() if n > 1)

    def total(self) -> int:
        return (sum(self.card_cost(c) for c in range(self.n))
                + sum(self.treasure_cost(t) for t in range(TREASURE_COUNT))
                + self.pair_cost())

    def hard_cost(self) -> int:
        twice = sum(self.card_cost(c) for c in range(self.n))
        one_shape = sum(W_ONE_SHAPE for t in range(TREASURE_COUNT)
                        if len({self.shape[c] for c in self.cards_of[t]}) < 2)
        return twice + one_shape + self.pair_cost()

    def _swap(self, c1: int, k1: int, c2: int, k2: int) -> None:
        for c in (c1, c2):
            p = self._pair(c)
            self.pairs[p] -= 1
            if not self.pairs[p]:
                del self.pairs[p]
        t1, t2 = self.assign[c1][k1], self.assign[c2][k2]
        self.assign[c1][k1], self.assign[c2][k2] = t2, t1
        self.cards_of[t1].remove(c1)
        self.cards_of[t1].append(c2)
        self.cards_of[t2].remove(c2)
        self.cards_of[t2].append(c1)
        for c in (c1, c2):
            self.pairs[self._pair(c)] += 1

    def _local(self, c1: int, c2: int, t1: int, t2: int) -> int:
        return (self.card_cost(c1) + self.card_cost(c2)
                + self.treasure_cost(t1) + self.treasure_cost(t2) + self.pair_cost())

    def run(self, steps: int) -> int:
        cost = self.total()
        rng = self.rng
        for _ in range(steps):
            if cost == 0:
                break
            c1, c2 = rng.randrange(self.n), rng.randrange(self.n)
            k1, k2 = rng.randrange(PER_CARD), rng.randrange(PER_CARD)
            t1, t2 = self.assign[c1][k1], self.assign[c2][k2]
            if c1 == c2 or t1 == t2:
                continue
            before = self._local(c1, c2, t1, t2)
            self._swap(c1, k1, c2, k2)
            after = self._local(c1, c2, t1, t2)
            if after <= before or rng.random() < 0.002:
                cost += after - before
            else:
                self._swap(c1, k1, c2, k2)  # undo: the same swap again
        return cost


def _attempt(seed: int, attempt: int) -> tuple[list[frozenset[str]], list[list[int]], dict[str, int], dict] | None:
    rng = make_rng(seed, "path-deck", attempt)
    mix = choose_mix(rng)
    sides: list[frozenset[str]] = []
    for shape in SHAPES:
        sides += [rotate_sides(CANONICAL[shape], rng.randrange(4)) for _ in range(mix[shape])]
    rng.shuffle(sides)  # ids follow this order, so the printed cards come mixed
    search = _Search(sides, rng)
    cost = search.run(MAX_STEPS)
    if search.hard_cost() > 0:
        return None
    return sides, search.assign, mix, {"cost": cost, "open_target": search.target}


def deck_id(seed: int) -> str:
    """The id printed on every card of ``seed``'s deck, known before the deck is dealt."""
    return short_id(seed, "path-deck")


def generate_deck(seed: int) -> PathDeck:
    """A verified deck of 50 path cards for ``seed``."""
    from pnp.games.path_cards.verify import verify_deck

    for attempt in range(MAX_ATTEMPTS):
        found = _attempt(seed, attempt)
        if found is None:
            continue
        sides, assign, mix, figures = found
        spot_rng = make_rng(seed, "path-deck", attempt, "spots")
        cards = []
        for i, (s, pair) in enumerate(zip(sides, assign)):
            first, second = spot_rng.sample(sorted(s), PER_CARD)
            cards.append(PathCard(f"{i + 1:02d}", s, (TREASURES[pair[0]], TREASURES[pair[1]]), (first, second)))
        deck = PathDeck(tuple(cards), seed, deck_id(seed),
                        {"mix": mix, "attempt": attempt, **figures})
        verdict = verify_deck(deck)
        if verdict.ok:
            return deck
    raise PnpError(f"no balanced path deck found for seed {seed} after {MAX_ATTEMPTS} attempts")
