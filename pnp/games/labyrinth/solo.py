"""Par policy and solo play: the floor every par meets, and solo targets derived from the proven par.

The original solo table asks for fixed scores per difficulty; on generated
sheets those scores are out of reach on most cards. pnp prints instead, on
each card, a target per time level computed from that card's proven par on
side A (the side the solo game is played on), always below the par so a
human has room to spare. Reading and figures: docs/rules-labyrinth.md.
"""

from __future__ import annotations

import statistics
from collections.abc import Iterable

from pnp.games.labyrinth.cards import DIFFICULTIES, ObjectiveCard

# the least par a card of each difficulty may have on any side (points, the fastest token aside)
MIN_PAR = {"tutorial": 5, "easy": 5, "medium": 5, "hard": 5}

# the time levels of solo play, and each level's time limit per card difficulty (minutes:seconds)
TIME_LEVELS = ("Easy", "Medium", "Hard", "Extreme")
TIME_LIMITS = {
    "tutorial": ("2:00", "1:30", "1:00", "0:45"),
    "easy": ("2:00", "1:30", "1:00", "0:45"),
    "medium": ("2:30", "2:00", "1:30", "1:15"),
    "hard": ("3:00", "2:15", "1:45", "1:30"),
}
# the share of the par each time level asks for; the top level never asks for the par itself
TARGET_SHARES = (0.5, 0.65, 0.8, 0.9)
SOLO_SIDE = "A"


def solo_targets(par: int) -> tuple[int, ...]:
    """Scores to reach at each time level: a rising share of the par, at least 1, and below the par.

    Rounded half up; never decreasing from one level to the next.
    """
    targets: list[int] = []
    for share in TARGET_SHARES:
        t = int(par * share + 0.5)
        t = max(1, min(t, par - 1), targets[-1] if targets else 1)
        targets.append(t)
    return tuple(targets)


def card_solo_targets(card: ObjectiveCard) -> tuple[int, ...] | None:
    """The card's solo targets from its par on the solo side, or None without a proven par."""
    if not card.par or SOLO_SIDE not in card.par:
        return None
    return solo_targets(card.par[SOLO_SIDE])


def par_problems(card: ObjectiveCard, pars: dict[str, int], ordered: bool,
                 floors: dict[str, int] | None = None) -> list[str]:
    """Why a card's pars break the deck policy: under the floor, or side B below side A (when ``ordered``)."""
    problems = []
    floor = (MIN_PAR if floors is None else floors).get(card.difficulty, 0)
    for side, score in sorted(pars.items()):
        if score < floor:
            problems.append(f"par {score} on side {side} is under the {card.difficulty} floor of {floor}")
    if ordered and "A" in pars and "B" in pars and pars["B"] < pars["A"]:
        problems.append(f"par on side B ({pars['B']}) is below side A ({pars['A']})")
    return problems


def par_table(cards: Iterable[ObjectiveCard]) -> list[str]:
    """The par distribution per difficulty and side: lines for a designer's report."""
    by: dict[tuple[str, str], list[int]] = {}
    for card in cards:
        for side, score in (card.par or {}).items():
            by.setdefault((card.difficulty, side), []).append(score)
    one = len({s for _, s in by}) == 1  # a one-sided design: no side to name
    lines = [f"Par per difficulty{'' if one else ' and side'} (cards: median, range):"]
    for difficulty in DIFFICULTIES:
        cells = []
        for side in sorted({s for d, s in by if d == difficulty}):
            scores = by[(difficulty, side)]
            spread = f"median {statistics.median(scores):g} ({min(scores)}–{max(scores)})"
            cells.append(spread if one else f"side {side} {spread}")
        if cells:
            n = len(by[(difficulty, sorted({s for d, s in by if d == difficulty})[0])])
            lines.append(f"  {difficulty} ({n}): " + "; ".join(cells))
    return lines


def solo_card(card: ObjectiveCard) -> ObjectiveCard:
    """The card for one player with a puzzle of their own (a booklet's or a book's): without its fastest-player
    rows, which pay for a token only a race between players gives. Pars are proven without that token, so the
    card's par is the same."""
    from dataclasses import replace

    return replace(card, rows=tuple(r for r in card.rows if r.kind != "fastest"))
