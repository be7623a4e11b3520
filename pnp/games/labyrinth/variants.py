"""Different labyrinths for different players, balanced against a deck.

Each player's labyrinth is the base design turned or mirrored (which keeps
every best score exactly) and then changed in one place (a symbol moved to a
neighbouring square); a candidate is kept only if, for every card of the
deck and on both sides, the proven best scores of all players' labyrinths lie
within ``spread`` points of each other, and, when the base side leaves
``pnp verify --explain`` nothing to report, the candidate does too.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

from pnp.errors import PnpError
from pnp.game import Progress
from pnp.games.labyrinth.deck import Deck, Prover, plural
from pnp.games.labyrinth.generate import CHECKED_SQUARES, clean
from pnp.games.labyrinth.model import Labyrinth, Sheet
from pnp.games.labyrinth.verify import verify_sheet
from pnp.seeds import rng as make_rng

MOVABLE = ("gem", "ghost", "trap", "rat", "skeleton")


def _symmetries(width: int, height: int):
    w, h = width - 1, height - 1
    maps = [
        lambda x, y: (w - x, y),
        lambda x, y: (x, h - y),
        lambda x, y: (w - x, h - y),
    ]
    if width == height:
        maps += [
            lambda x, y: (y, x),
            lambda x, y: (h - y, w - x),
            lambda x, y: (h - y, x),
            lambda x, y: (y, w - x),
        ]
    return maps


def transform(sheet: Sheet, f) -> Sheet:
    walls = frozenset(frozenset(f(*c) for c in pair) for pair in sheet.walls)
    symbols = tuple(sorted((f(*c), s) for c, s in sheet.symbols))
    return replace(sheet, walls=walls, symbols=symbols)


def perturb(sheet: Sheet, rng: random.Random, moves: int = 1) -> Sheet:
    """Move ``moves`` common symbols each to a neighbouring empty square (walls stay)."""
    at = dict(sheet.symbols)
    movable = sorted(c for c, s in at.items() if s.kind in MOVABLE)
    rng.shuffle(movable)
    done = 0
    for src in movable:
        if done == moves:
            break
        near = sorted(n for n in sheet.grid.moves(src) if n not in at)
        if near:
            at[rng.choice(near)] = at.pop(src)
            done += 1
    return replace(sheet, symbols=tuple(sorted(at.items())))


def balanced_labyrinths(base: Labyrinth, deck: Deck, players: int, seed: int, spread: int = 1,
                        jobs: int = 1, attempts: int = 40, progress: Progress | None = None) -> list[Labyrinth]:
    """``players`` labyrinths (the base first) whose pars for every card differ by at most ``spread``.

    Each side is searched on its own: a side candidate is the base side turned
    or mirrored and then changed by one moved symbol, kept when every card's
    par on it stays inside the band of pars accepted so far for that side.
    ``progress`` hears the sides found after every proof.
    """
    if players < 1:
        raise PnpError("--players: at least 1")
    cards = list(deck.cards)
    chosen: dict[str, list[Sheet]] = {"A": [base.side_a], "B": [base.side_b]}
    proofs = 0
    where = ""

    def proven(more: int = 1) -> None:  # after each proof, and with more=0 once a side is found
        nonlocal proofs
        proofs += more
        if progress is not None:
            found = len(chosen["A"]) + len(chosen["B"]) - 2
            progress(found, 2 * (players - 1), f"sides balanced ({where}, {plural(proofs, 'proof')})")

    with Prover(jobs) as prover:
        for side, sheet in (("A", base.side_a), ("B", base.side_b)):
            # a moved symbol must not bring the designer's report a finding the base side does not have
            keep_clean = sheet.width * sheet.height <= CHECKED_SQUARES and \
                clean(sheet, verify_sheet(sheet).witness.get("routes", {}))
            where = f"side {side}"
            base_pars = prover.pars(cards, {side: sheet}, proven)
            bands = [(row[side].score, row[side].score) for row in base_pars]
            order = list(range(len(cards)))  # the cards to prove a candidate on, the last to refuse one first
            for player in range(2, players + 1):
                for attempt in range(attempts):
                    where = f"side {side} for player {player}, try {attempt + 1}"
                    rng = make_rng(seed, "player-labyrinth", side, player, attempt)
                    f = rng.choice(_symmetries(sheet.width, sheet.height))
                    candidate = perturb(transform(sheet, f), rng)
                    candidate = replace(candidate, sheet_id=f"{base.labyrinth_id}-P{player}-{side}")
                    verdict = verify_sheet(candidate)
                    if not verdict.ok or keep_clean and not clean(candidate, verdict.witness["routes"]):
                        continue
                    new = _within(prover, cards, order, bands, side, candidate, spread, proven)
                    if new is not None:
                        bands = new
                        chosen[side].append(candidate)
                        proven(0)
                        break
                else:
                    raise PnpError(f"could not find side {side} for player {player} "
                                   f"within {spread} point(s) of the others")
    return [base] + [
        Labyrinth(f"{base.labyrinth_id}-P{p}", seed, chosen["A"][p - 1], chosen["B"][p - 1])
        for p in range(2, players + 1)
    ]


def _within(prover: Prover, cards: list, order: list[int], bands: list[tuple[int, int]], side: str,
            candidate: Sheet, spread: int, each: Callable[[], None] | None = None) -> list[tuple[int, int]] | None:
    """The cards' bands of pars with ``candidate``'s, or None as soon as one card's par falls outside.

    Whether a candidate is kept does not depend on the order the cards are
    proven in (each card has its own band), so they are proven a few at a
    time (one per process) and the first card out of its band ends the
    attempt: a refused candidate costs the proofs up to that card, not the
    whole deck's (``pnp sheet --players 2 --seed 3``: 270 proofs, not 441).
    The refusing card moves to the front of ``order``, since the next
    candidate is a small change of the same side.
    """
    new = list(bands)
    step = max(1, prover.jobs)
    for start in range(0, len(order), step):
        some = order[start:start + step]
        for i, row in zip(some, prover.pars([cards[i] for i in some], {side: candidate}, each)):
            sol = row[side]
            lo, hi = new[i]
            if sol.solvable and sol.optimal:
                lo, hi = min(lo, sol.score), max(hi, sol.score)
            if not (sol.solvable and sol.optimal) or hi - lo > spread:
                order.remove(i)
                order.insert(0, i)
                return None
            new[i] = (lo, hi)
    return new


def par_spread(labyrinths: list[Labyrinth], deck: Deck, jobs: int = 1) -> int:
    """The largest difference between players' best scores for any card and side (re-proved)."""
    worst = 0
    with Prover(jobs) as prover:
        all_pars = [prover.pars(list(deck.cards), {"A": lab.side_a, "B": lab.side_b}) for lab in labyrinths]
    for i in range(len(deck.cards)):
        for side in ("A", "B"):
            scores = [pars[i][side].score for pars in all_pars]
            worst = max(worst, max(scores) - min(scores))
    return worst
