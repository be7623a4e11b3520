"""The worked examples the printed rules picture, found in a real deck and decided by the rules core.

Every picture of the rules sheet must be true: the layouts are built from the
cards of a generated, verified deck (seed :data:`EXAMPLE_SEED`), every move in
them is asked of the rules core (:mod:`pnp.games.path_cards.rules`) before it
is drawn, and what a picture says is refused is what the rules core refuses.
The search is a plain loop over the deck in its order (no randomness), small
enough to run in a few milliseconds, and cached: a kit pays for it once.

Two stories are searched:

- :class:`BasicExample`: the opening square, a first card that fits (and the
  same card turned so that it does not), then a card whose path joins one of
  its treasures to the same treasure further on; one matching card may be
  taken, another may not, because the layout would fall apart.
- :class:`ActionExample`: a turn of the two-action game on that layout: a
  quarter turn that joins two paths, then a card played; the connected set it
  makes gives a card to take, while the card played stays (it was played this
  turn).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache

from pnp.games.path_cards import rules
from pnp.games.path_cards.model import OPPOSITE, STEP, PathCard, PathDeck
from pnp.games.path_cards.rules import Layout, Pos

EXAMPLE_SEED = 1  # the deck the pictures are cut from (the kit's default seed)
MAX_SPAN = 3  # a pictured layout fits in 3 × 3 cards: large enough to read on a half page


@dataclass(frozen=True)
class BasicExample:
    """The basic game, from the opening square to a collection (positions are the rules core's)."""

    deck: PathDeck
    opening: dict[Pos, rules.Placed]
    hand: tuple[PathCard, PathCard]  # dealt to the player of the example: ``first`` and ``second``
    first: PathCard  # turn 1: placed at ``first_at`` turned ``first_turns``
    first_at: Pos
    first_turns: int
    wrong_turns: int  # the same card, same place, turned so that no path continues: refused
    wrong_problem: str  # the rules core's reason
    second: PathCard  # turn 2: placed at ``second_at`` turned ``second_turns``
    second_at: Pos
    second_turns: int
    treasure: str  # the treasure its path joins
    taken: Pos  # a matching card that may be taken
    route: tuple[Pos, ...]  # the path from the played card to ``taken``, card by card
    kept: Pos  # a matching card that may not be taken
    kept_problem: str  # the rules core's reason

    @property
    def before(self) -> dict[Pos, rules.Placed]:
        return rules.place(self.opening, self.first_at, self.first, self.first_turns)

    @property
    def after(self) -> dict[Pos, rules.Placed]:
        return rules.place(self.before, self.second_at, self.second, self.second_turns)

    @property
    def collected(self) -> dict[Pos, rules.Placed]:
        return {p: c for p, c in self.after.items() if p != self.taken}


@dataclass(frozen=True)
class ActionExample:
    """A two-action turn: rotate the card at ``rotated`` by ``direction``, then play ``played``."""

    start: dict[Pos, rules.Placed]
    rotated: Pos
    direction: int  # 1 clockwise, -1 anticlockwise
    played: PathCard
    played_at: Pos
    played_turns: int
    treasure: str  # the connected set's treasure
    members: tuple[Pos, ...]  # the cards of that set (the played card among them)
    taken: Pos  # one may be taken
    played_problem: str  # why the card played cannot be taken this turn

    @property
    def turned(self) -> dict[Pos, rules.Placed]:
        return rules.rotate(self.start, self.rotated, self.direction)

    @property
    def after(self) -> dict[Pos, rules.Placed]:
        return rules.place(self.turned, self.played_at, self.played, self.played_turns)


def span(layout: Layout) -> tuple[int, int]:
    xs = [x for x, _ in layout]
    ys = [y for _, y in layout]
    return max(xs) - min(xs) + 1, max(ys) - min(ys) + 1


def _fits(layout: Layout) -> bool:
    w, h = span(layout)
    return w <= MAX_SPAN and h <= MAX_SPAN


def route(layout: Layout, start: Pos, goal: Pos) -> tuple[Pos, ...]:
    """The shortest run of cards a path takes from ``start`` to ``goal`` (empty when none joins them):
    each step crosses a side where both cards are open, as :func:`rules.path_group` follows them."""
    came: dict[Pos, Pos | None] = {start: None}
    todo = [start]
    for pos in todo:  # breadth first: the list grows while it is read
        if pos == goal:
            break
        for side in sorted(layout[pos].sides):
            n = rules.neighbour(pos, side)
            if n not in came and n in layout and OPPOSITE[side] in layout[n].sides:
                came[n] = pos
                todo.append(n)
    if goal not in came:
        return ()
    out = [goal]
    while (prev := came[out[-1]]) is not None:
        out.append(prev)
    return tuple(reversed(out))


def _placements(layout: Layout, card: PathCard) -> Iterator[tuple[Pos, int]]:
    """The placements of ``card`` the rules core allows, with the picture still small."""
    for pos, turns in rules.legal_placements(layout, card):
        if _fits(rules.place(layout, pos, card, turns)):
            yield pos, turns


def _wrong_turn(layout: Layout, hand: tuple[PathCard, ...], card: PathCard, pos: Pos) -> tuple[int, str] | None:
    for turns in range(4):
        problem = rules.play_problem(layout, hand, card, pos, turns)
        if problem and problem.startswith("no continuing path"):
            return turns, problem
    return None


def _basic_candidates(deck: PathDeck) -> Iterator[tuple[int, BasicExample]]:
    """Every basic story the deck offers from consecutive cards, with a score (higher reads better)."""
    cards = deck.cards
    for k in range(len(cards) - 6):
        opening = rules.initial_layout(cards[k:k + 4])
        first, second = cards[k + 4], cards[k + 5]
        hand = (first, second)
        on_table = {t for c in (*cards[k:k + 4], first) for t in c.treasures}
        if not on_table & set(second.treasures):
            continue  # nothing for the second card to match, wherever it goes
        for at, turns in _placements(opening, first):
            before = rules.place(opening, at, first, turns)
            if rules.base_candidates(before, at):
                continue  # turn 1 shows a plain placement...
            wrong = _wrong_turn(opening, hand, first, at)
            if wrong is None:
                continue  # ...and the same card refused when turned wrong
            for at2, turns2 in _placements(before, second):
                after = rules.place(before, at2, second, turns2)
                found = _takes(after, at2)
                if found is not None:
                    treasure, taken, way, kept, why = found
                    story = BasicExample(deck, opening, hand, first, at, turns, wrong[0], wrong[1], second, at2,
                                         turns2, treasure, taken, way, kept, why)
                    w, h = span(after)
                    yield len(way) * 10 - w * h, story


def _takes(after: dict[Pos, rules.Placed], played: Pos) -> tuple[str, Pos, tuple[Pos, ...], Pos, str] | None:
    """A matching card that may be taken (the longest path) and one that may not, if the turn has both."""
    cands = sorted(rules.base_candidates(after, played))
    good = [p for p in cands if rules.base_collection_problem(after, played, [p]) is None]
    bad = [(p, rules.base_collection_problem(after, played, [p])) for p in cands if p not in good]
    if not good or not bad:
        return None
    taken = max(good, key=lambda p: (len(route(after, played, p)), [-v for v in p]))
    kept, why = bad[0]
    mine = after[played].card.treasures
    treasure = next(t for t in mine if t in after[taken].card.treasures)
    return treasure, taken, route(after, played, taken), kept, str(why)


@lru_cache(maxsize=1)
def basic_example() -> BasicExample:
    from pnp.games.path_cards.generate import generate_deck

    deck = generate_deck(EXAMPLE_SEED)
    best: tuple[int, BasicExample] | None = None
    for score, story in _basic_candidates(deck):
        if best is None or score > best[0]:
            best = (score, story)
    if best is None or not _basic_ok(best[1]):
        raise RuntimeError(f"deck {EXAMPLE_SEED} holds no basic example for the rules")
    return best[1]


def _basic_ok(story: BasicExample) -> bool:
    """The story as the rules core plays it from the hand: both cards laid legally, the collection legal."""
    return (rules.play_problem(story.opening, story.hand, story.first, story.first_at, story.first_turns) is None
            and rules.play_problem(story.before, story.hand[1:], story.second, story.second_at,
                                   story.second_turns) is None
            and rules.base_collection_problem(story.after, story.second_at, [story.taken]) is None)


def _action_candidates(start: dict[Pos, rules.Placed], cards: tuple[PathCard, ...]) -> Iterator[ActionExample]:
    for pos in sorted(start):
        for direction in (1, -1):
            turned = rules.rotate(start, pos, direction)
            for card in cards:
                for at, turns in _placements(turned, card):
                    after = rules.place(turned, at, card, turns)
                    without = rules.place(start, at, card, turns)
                    for treasure, members in rules.matching_sets(after):
                        if at not in members:
                            continue
                        others = sorted(members - {at})
                        if at in without and rules.path_group(without, at) >= members:
                            continue  # the set must be the quarter turn's doing
                        taken = [p for p in others if rules.variant_collection_problem(after, [p], [at]) is None]
                        refused = rules.variant_collection_problem(after, [at], [at])
                        if taken and refused:
                            yield ActionExample(start, pos, direction, card, at, turns, treasure,
                                                tuple(sorted(members)), taken[0], refused)


@lru_cache(maxsize=1)
def action_example() -> ActionExample:
    """The first two-action turn on the basic example's collected layout, with later cards of the deck."""
    basic = basic_example()
    start = basic.collected
    used = {p.card.card_id for p in basic.after.values()}
    later = tuple(c for c in basic.deck.cards if c.card_id not in used)[:12]
    for story in _action_candidates(start, later):
        if _steps_ok(story):
            return story
    raise RuntimeError(f"deck {EXAMPLE_SEED} holds no two-action example for the rules")


def _steps_ok(story: ActionExample) -> bool:
    """The turn as the rules core plays it: two actions allowed, each move legal, the collection legal."""
    v = rules.CAFFEINATED
    return (rules.action_problem(v, "rotate", 0) is None and rules.action_problem(v, "play", 1) is None
            and rules.rotate_problem(story.start, story.rotated, story.direction) is None
            and rules.play_problem(story.turned, (story.played,), story.played, story.played_at,
                                   story.played_turns) is None
            and rules.variant_collection_problem(story.after, [story.taken], [story.played_at]) is None)


def side_between(a: Pos, b: Pos) -> str:
    """The side of ``a`` that ``b`` lies on (they share a side)."""
    step = (b[0] - a[0], b[1] - a[1])
    return next(s for s, d in STEP.items() if d == step)
