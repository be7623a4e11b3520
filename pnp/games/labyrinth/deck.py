"""Objective decks: 1 tutorial, 8 easy, 18 medium and 22 hard cards, all different.

Rows are drawn per difficulty as we read the rulebook (docs/rules-labyrinth.md):
easy cards score one or two kinds of symbol, a preferred exit and the fastest
token; medium cards add scroll orders, exact ghost counts and free entries;
hard cards add negative points, item rewards, bosses that need an item,
trap rewards, staircase bonuses or penalties, staircases as extra exits and
card effects that cost hearts. Every card is proven solvable on both sides of
its labyrinth and carries its proven best score (par) per side.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Callable

from pnp.errors import PnpError
from pnp.games.labyrinth.cards import DIFFICULTIES, ObjectiveCard, Row
from pnp.games.labyrinth.model import BOSSES, Labyrinth, Sheet
from pnp.games.labyrinth.solver import DEFAULT_TIME_LIMIT, solve
from pnp.seeds import rng as make_rng

DEFAULT_COUNTS = {"tutorial": 1, "easy": 8, "medium": 18, "hard": 22}
PREFIX = {"tutorial": "T", "easy": "E", "medium": "M", "hard": "H"}
SCROLLS = ("I", "II", "III")


@dataclass(frozen=True)
class Deck:
    cards: tuple[ObjectiveCard, ...]
    seed: int | None = None
    labyrinth_id: str = ""


def _exit_row(rng: random.Random, points: int, allow_two: bool, requires: str = "") -> Row:
    bosses = list(BOSSES)
    rng.shuffle(bosses)
    n = 2 if allow_two and rng.random() < 0.3 else 1
    return Row("exit", points, names=tuple(sorted(bosses[:n])), requires=requires)


def _tutorial(rng: random.Random) -> ObjectiveCard:
    return ObjectiveCard("", "tutorial", "A", (Row("per", 1, symbol="gem"), _exit_row(rng, 1, False), Row("fastest", 1)))


def _easy(rng: random.Random) -> ObjectiveCard:
    pool = [
        Row("per", 1, symbol="gem"),
        Row("item", rng.choice((3, 4)), symbol="treasure"),
        Row("per", rng.choice((1, 2)), symbol="rat"),
        Row("per", rng.choice((1, 2)), symbol="skeleton"),
        Row("scrolls", 2, names=(rng.choice(SCROLLS),)),
    ]
    rows = rng.sample(pool, rng.choice((1, 2, 2)))
    rows += [_exit_row(rng, 2, False), Row("fastest", 1)]
    return ObjectiveCard("", "easy", rng.choice("ABC"), tuple(rows))


def _medium(rng: random.Random) -> ObjectiveCard:
    two = tuple(rng.sample(SCROLLS, 2))
    pool = [
        Row("per", 1, symbol="gem"),
        Row("item", rng.choice((3, 4)), symbol="treasure"),
        Row("per", 2, symbol="rat"),
        Row("per", 2, symbol="skeleton"),
        Row("scrolls", 3, names=two),
        Row("scrolls", 2, names=("any",)),
        Row("ghosts", 3, count=rng.choice((2, 3))),
    ]
    rows = rng.sample(pool, rng.choice((2, 3, 3)))
    rows += [_exit_row(rng, 2, True), Row("fastest", 1)]
    entry = "any" if rng.random() < 0.3 else rng.choice("ABC")
    return ObjectiveCard("", "medium", entry, tuple(rows))


def _hard(rng: random.Random) -> ObjectiveCard:
    three = tuple(rng.sample(SCROLLS, 3))
    base = [
        Row("per", rng.choice((1, 2)), symbol="gem"),
        Row("item", 4, symbol="treasure"),
        Row("per", 2, symbol="rat"),
        Row("per", 2, symbol="skeleton"),
        Row("scrolls", 5, names=three),
        Row("ghosts", 4, count=rng.choice((2, 3, 4))),
    ]
    twists: list[Callable[[], tuple[list[Row], dict]]] = [
        lambda: ([Row("per", -1, symbol="gem")], {}),
        lambda: ([Row("per", -1, symbol="scroll")], {}),
        lambda: ([Row("per", 2, symbol="trap")], {}),
        lambda: ([Row("item", 2, symbol=rng.choice(("sword", "bow", "key")))], {}),
        lambda: ([Row("per", rng.choice((2, -2)), symbol="staircase")], {}),
        lambda: ([], {"extra_exits": (rng.choice("ABC"),)}),
        lambda: ([], {"heart_effects": ("ghost",)}),
        lambda: ([Row("fastest", 2)], {"fastest": True}),
    ]
    rows = rng.sample(base, rng.choice((2, 2, 3)))
    extra: dict = {}
    for make in rng.sample(twists, rng.choice((1, 2))):
        more, opts = make()
        # a negative row never cancels a positive row on the same symbol
        rows = [r for r in rows if not any(m.kind == r.kind and m.symbol == r.symbol and r.symbol for m in more)]
        rows += more
        extra.update(opts)
    if any(r.kind == "ghosts" for r in rows) and extra.pop("heart_effects", None):
        rows.append(Row("per", -1, symbol="gem"))  # keep a hard twist when the ghost effect is dropped
        rows = [r for r in rows if not (r.kind == "per" and r.symbol == "gem" and r.points > 0)]
    if rng.random() < 0.4:
        item = rng.choice(("sword", "bow", "key"))
        rows.append(_exit_row(rng, 3, False, requires=item))
    else:
        rows.append(_exit_row(rng, 2, True))
    if "extra_exits" in extra:
        rows.append(Row("exit", rng.choice((1, -1)), names=extra["extra_exits"]))
    if not extra.pop("fastest", False):
        rows.append(Row("fastest", 1))
    entry = "any" if rng.random() < 0.4 else rng.choice("ABC")
    return ObjectiveCard("", "hard", entry, tuple(rows), extra_exits=extra.get("extra_exits", ()),
                         heart_effects=extra.get("heart_effects", ()))


MAKERS = {"tutorial": _tutorial, "easy": _easy, "medium": _medium, "hard": _hard}


def card_candidates(difficulty: str, seed: int):
    """An endless, deterministic stream of candidate cards of one difficulty."""
    n = 0
    while True:
        yield MAKERS[difficulty](make_rng(seed, "objective", difficulty, n))
        n += 1


class Prover:
    """Solves (card, sheet) pairs, in worker processes when jobs > 1 (same answers either way)."""

    def __init__(self, jobs: int = 1, time_limit: float = DEFAULT_TIME_LIMIT) -> None:
        self.jobs, self.time_limit, self.pool = jobs, time_limit, None

    def __enter__(self) -> "Prover":
        if self.jobs > 1:
            import multiprocessing

            self.pool = multiprocessing.get_context("spawn").Pool(self.jobs)
        return self

    def __exit__(self, *exc) -> None:
        if self.pool is not None:
            self.pool.terminate()

    def pars(self, cards: list[ObjectiveCard], sheets: dict[str, Sheet]) -> list[dict]:
        """[{side: Solution}] in card order."""
        tasks = [(card, sheet, self.time_limit) for card in cards for sheet in sheets.values()]
        if self.pool is not None and len(tasks) > 1:
            solutions = self.pool.map(_solve_task, tasks, chunksize=1)
        else:
            solutions = [_solve_task(t) for t in tasks]
        it = iter(solutions)
        return [{side: next(it) for side in sheets} for _ in cards]


def _solve_task(task):
    card, sheet, time_limit = task
    return solve(sheet, card, time_limit=time_limit)


def generate_deck(
    labyrinth: Labyrinth,
    seed: int,
    counts: dict[str, int] | None = None,
    jobs: int = 1,
    time_limit: float = DEFAULT_TIME_LIMIT,
) -> Deck:
    """Distinct cards per difficulty, each proven solvable on both sides, with its par.

    Candidates come from a deterministic stream per difficulty; a candidate whose
    best score is not proven on both sides is skipped and the next one tried, so
    the deck is the same whatever ``jobs`` is.
    """
    counts = dict(DEFAULT_COUNTS if counts is None else counts)
    for difficulty, n in counts.items():
        if difficulty not in DIFFICULTIES or n < 0:
            raise PnpError(f"unknown difficulty or count: {difficulty}={n}")
    sheets = {"A": labyrinth.side_a, "B": labyrinth.side_b}
    streams = {d: card_candidates(d, seed) for d in DIFFICULTIES}
    accepted: dict[str, list[ObjectiveCard]] = {d: [] for d in DIFFICULTIES}
    seen: set = set()
    tried = {d: 0 for d in DIFFICULTIES}
    with Prover(jobs, time_limit) as prover:
        while True:
            batch: list[tuple[str, ObjectiveCard]] = []
            for d in DIFFICULTIES:
                missing = counts.get(d, 0) - len(accepted[d])
                while missing > 0:
                    card = next(streams[d])
                    tried[d] += 1
                    if tried[d] > 50 * max(1, counts[d]) + 50:
                        raise PnpError(f"could not find {counts[d]} different solvable {d} cards for this labyrinth")
                    key = card.content_key()
                    if key in seen:
                        continue
                    seen.add(key)
                    batch.append((d, card))
                    missing -= 1
            if not batch:
                break
            for (d, card), sols in zip(batch, prover.pars([c for _, c in batch], sheets)):
                if all(s.solvable and s.optimal for s in sols.values()):
                    accepted[d].append(replace(card, par={side: s.score for side, s in sols.items()}))
    chosen = []
    for d in DIFFICULTIES:
        for i, card in enumerate(accepted[d], 1):
            chosen.append(replace(card, card_id=f"{PREFIX[d]}{i}"))
    return Deck(tuple(chosen), seed, labyrinth.labyrinth_id)
