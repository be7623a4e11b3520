"""Candidate objective cards: an endless, deterministic stream per difficulty, and what a sheet can offer them.

Rows are drawn per difficulty as we read the rulebook (docs/rules-labyrinth.md):
easy cards score one or two kinds of symbol, a preferred exit and the fastest
token; medium cards add scroll orders, exact ghost counts and free entries;
hard cards add negative points, item rewards, bosses that need an item,
trap rewards, staircase bonuses or penalties, staircases as extra exits and
card effects that cost hearts.

A candidate is only worth proving on a sheet that has what its rows ask for
(:func:`misfit`) and whose best conceivable score reaches the deck's floor
(:func:`ceiling`); both checks are cheap and keep the solver for real work.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

from pnp.games.labyrinth.cards import ObjectiveCard, Row
from pnp.games.labyrinth.model import BOSSES, SCROLL, STAIRCASE, Sheet
from pnp.seeds import rng as make_rng

SCROLLS = ("I", "II", "III")
ITEM_OF_MONSTER = {"rat": "sword", "skeleton": "bow"}


def _exit_row(rng: random.Random, points: int, allow_two: bool, requires: str = "") -> Row:
    bosses = list(BOSSES)
    rng.shuffle(bosses)
    n = 2 if allow_two and rng.random() < 0.3 else 1
    return Row("exit", points, names=tuple(sorted(bosses[:n])), requires=requires)


def _tutorial(rng: random.Random) -> ObjectiveCard:
    # nine different tutorial cards (entry × boss), so every labyrinth has one that meets the floor
    entry = rng.choice("ABC")
    rows = (Row("per", 1, symbol="gem"), _exit_row(rng, 1, False), Row("fastest", 1))
    return ObjectiveCard("", "tutorial", entry, rows)


def _easy(rng: random.Random) -> ObjectiveCard:
    pool = [
        Row("per", 1, symbol="gem"),
        Row("item", rng.choice((3, 4)), symbol="treasure"),
        Row("per", rng.choice((1, 2)), symbol="rat"),
        Row("per", rng.choice((1, 2)), symbol="skeleton"),
        Row("scrolls", 2, names=(rng.choice(SCROLLS),)),
    ]
    rows = rng.sample(pool, 2)
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


def _same_score(a: Row, b: Row) -> bool:
    """Two rows that score the same thing (a card holds at most one of them)."""
    return a.kind == b.kind and a.symbol == b.symbol and (a.kind in ("per", "item", "ghosts", "fastest"))


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
        # a twist replaces a row scoring the same thing (a negative gem row never sits beside a positive one)
        rows = [r for r in rows if not any(_same_score(m, r) for m in more)]
        rows += more
        extra.update(opts)
    if any(r.kind == "ghosts" for r in rows) and extra.pop("heart_effects", None):
        # keep a hard twist when the ghost effect is dropped; a gem penalty replaces any gem row
        rows = [r for r in rows if not (r.kind == "per" and r.symbol == "gem")]
        rows.append(Row("per", -1, symbol="gem"))
    if rng.random() < 0.4:
        item = rng.choice(("sword", "bow", "key"))
        rows.append(_exit_row(rng, 3, False, requires=item))
    else:
        rows.append(_exit_row(rng, 2, True))
    if "extra_exits" in extra:
        rows.append(Row("exit", rng.choice((1, -1)), names=extra["extra_exits"]))
    if not extra.pop("fastest", False):
        rows.append(Row("fastest", 1))
    # a staircase the card opens as an exit is never its entry
    entry = "any" if rng.random() < 0.4 else rng.choice([s for s in "ABC" if s not in extra.get("extra_exits", ())])
    return ObjectiveCard("", "hard", entry, tuple(rows), extra_exits=extra.get("extra_exits", ()),
                         heart_effects=extra.get("heart_effects", ()))


MAKERS = {"tutorial": _tutorial, "easy": _easy, "medium": _medium, "hard": _hard}


def card_candidates(difficulty: str, seed: int) -> Iterator[ObjectiveCard]:
    """An endless, deterministic stream of candidate cards of one difficulty."""
    n = 0
    while True:
        yield MAKERS[difficulty](make_rng(seed, "objective", difficulty, n))
        n += 1


# --- what a sheet offers a card ------------------------------------------------------

def misfit(card: ObjectiveCard, sheet: Sheet) -> str:
    """Why ``card`` asks for something ``sheet`` lacks ('' when it fits).

    A row that can never score on the sheet (a scroll it does not have, more
    ghosts than it holds, a rat with no sword to defeat it) makes a card that
    misleads its players, whatever its par.
    """
    count = {kind: len(sheet.cells_with(kind)) for kind in ("gem", "trap", "ghost", "rat", "skeleton", SCROLL)}
    present = {kind for kind in ("sword", "bow", "key", "treasure") if sheet.cells_with(kind)}
    scrolls = set(sheet.scrolls())
    for row in card.rows:
        if row.kind == "per" and row.symbol != STAIRCASE:
            if count[row.symbol] == 0:
                return f"no {row.symbol} on the sheet"
            if row.symbol in ITEM_OF_MONSTER and ITEM_OF_MONSTER[row.symbol] not in present:
                return f"no {ITEM_OF_MONSTER[row.symbol]} to defeat a {row.symbol}"
        if row.kind == "item" and (row.symbol not in present or row.symbol == "treasure" and "key" not in present):
            return f"no {row.symbol} (or no key for it) on the sheet"
        if row.kind == "scrolls":
            missing = [n for n in row.names if n != "any" and n not in scrolls] if row.names != ("any",) else \
                ([] if scrolls else ["any"])
            if missing:
                return f"no scroll {missing[0]} on the sheet"
        if row.kind == "ghosts" and row.count > count["ghost"]:
            return f"{row.count} ghosts asked for, {count['ghost']} on the sheet"
        if row.kind == "exit" and row.requires and row.requires not in present:
            return f"no {row.requires} on the sheet"
    return ""


def ceiling(card: ObjectiveCard, sheet: Sheet) -> int:
    """An upper bound on the card's score on the sheet (each positive row at its most), the fastest token aside."""
    total = 0
    for row in card.rows:
        if row.points <= 0 or row.kind == "fastest":
            continue
        if row.kind == "per":
            n = 2 if row.symbol == STAIRCASE else len(sheet.cells_with(row.symbol))
            total += row.points * n
        else:
            total += row.points
    return total
