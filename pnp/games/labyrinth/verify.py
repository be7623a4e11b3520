"""Checking sheets, cards and decks (generated or hand-written) before anyone plays them."""

from __future__ import annotations

from collections import Counter

from pnp.games.labyrinth.cards import ObjectiveCard, card_problems
from pnp.games.labyrinth.model import BOSSES, ITEMS, KINDS, MAX_SIZE, MIN_SIZE, SCROLL, STAIR_LETTERS, STAIRCASE, Sheet
from pnp.games.labyrinth.reach import alive_route
from pnp.games.labyrinth.referee import HEARTS, referee
from pnp.grid.core import adjacent, fmt_cell, in_bounds
from pnp.verdict import Verdict


def verify_sheet(sheet: Sheet) -> Verdict:
    """Well-formed, one of each unique symbol, and every staircase reaches every boss alive.

    The witness gives, for each staircase and boss ("A->minotaur"), a path the
    referee accepts: it starts on the staircase, ends on the boss and loses at
    most two hearts (see :mod:`pnp.games.labyrinth.reach`). One function per
    rule below; a malformed sheet is not searched for routes.
    """
    w, h = sheet.width, sheet.height
    if not (MIN_SIZE <= w <= MAX_SIZE and MIN_SIZE <= h <= MAX_SIZE):
        problem = f"size {w}×{h} is outside {MIN_SIZE}×{MIN_SIZE} to {MAX_SIZE}×{MAX_SIZE}"
        return Verdict(False, "malformed sheet", {}, (problem,))
    problems = _wall_problems(sheet) + _square_problems(sheet) + _symbol_problems(sheet) + _count_problems(sheet)
    if problems:
        return Verdict(False, "malformed sheet", {}, tuple(problems))
    routes, problems = _alive_routes(sheet)
    problems += _walled_off(sheet)
    if problems:
        return Verdict(False, "unplayable sheet", {"routes": routes}, tuple(problems))
    return Verdict(True, f"{w}×{h} {sheet.label()}: every staircase reaches every boss alive "
                         f"(a path losing at most {HEARTS - 1} hearts, minigames solved)", {"routes": routes})


def _wall_problems(sheet: Sheet) -> list[str]:
    """Each wall lies on the sheet, between two neighbouring squares."""
    problems = []
    w, h = sheet.width, sheet.height
    for pair in sorted(sheet.walls, key=lambda p: sorted(p)):
        a, b = sorted(pair) if len(pair) == 2 else (next(iter(pair)), next(iter(pair)))
        if not (in_bounds(a, w, h) and in_bounds(b, w, h)):
            problems.append(f"wall {fmt_cell(a)}–{fmt_cell(b)} lies outside the sheet")
        elif not adjacent(a, b):
            problems.append(f"wall {fmt_cell(a)}–{fmt_cell(b)} is not between neighbouring squares")
    return problems


def _square_problems(sheet: Sheet) -> list[str]:
    """At most one symbol per square, and every symbol on the sheet."""
    problems = []
    for c, n in Counter(c for c, _ in sheet.symbols).items():
        if n > 1:
            problems.append(f"square {fmt_cell(c)} holds {n} symbols (at most one)")
        if not in_bounds(c, sheet.width, sheet.height):
            problems.append(f"symbol at {fmt_cell(c)} lies outside the sheet")
    return problems


def _symbol_problems(sheet: Sheet) -> list[str]:
    """Known symbols, staircases lettered A to C, scrolls named."""
    problems = []
    for c, s in sheet.symbols:
        if s.kind not in KINDS:
            problems.append(f"square {fmt_cell(c)}: unknown symbol {s.kind!r}")
        if s.kind == STAIRCASE and s.name not in STAIR_LETTERS:
            problems.append(f"square {fmt_cell(c)}: staircase {s.name!r} is not A, B or C")
        if s.kind == SCROLL and not s.name:
            problems.append(f"square {fmt_cell(c)}: a scroll needs a name")
    return problems


def _count_problems(sheet: Sheet) -> list[str]:
    """Each staircase and boss exactly once, each item at most once, scroll names distinct."""
    problems = []
    kinds = Counter((s.kind, s.name) if s.kind in (STAIRCASE, SCROLL) else (s.kind, "") for _, s in sheet.symbols)
    for letter in STAIR_LETTERS:
        n = kinds[(STAIRCASE, letter)]
        if n != 1:
            problems.append(f"staircase {letter} appears {n} times (exactly once)")
    for unique in (*BOSSES, *ITEMS):
        n = kinds[(unique, "")]
        if n > 1 or (unique in BOSSES and n != 1):
            problems.append(f"the {unique} appears {n} times ({'exactly' if unique in BOSSES else 'at most'} once)")
    for (kind, name), n in kinds.items():
        if kind == SCROLL and n > 1:
            problems.append(f"scroll {name} appears {n} times (scroll names are distinct)")
    return problems


def _alive_routes(sheet: Sheet) -> tuple[dict[str, list[list[int]]], list[str]]:
    """A witness route from every staircase to every boss, losing at most two hearts; and the pairs without one."""
    routes: dict[str, list[list[int]]] = {}
    problems = []
    bosses = sorted(sheet.bosses().items())
    for letter, s in sorted(sheet.staircases().items()):
        for boss, b in bosses:
            route = alive_route(sheet, letter, boss)
            if route.path is not None:
                routes[route.key] = [list(c) for c in route.path]
            elif not route.decided:
                problems.append(f"could not decide in time whether staircase {letter} at {fmt_cell(s)} reaches "
                                f"the {boss} at {fmt_cell(b)} alive")
            elif sheet.grid.shortest_path(s, b) is None:
                problems.append(f"boss {boss} at {fmt_cell(b)} cannot be reached "
                                f"from staircase {letter} at {fmt_cell(s)}")
            else:
                problems.append(f"every path from staircase {letter} at {fmt_cell(s)} to the {boss} at {fmt_cell(b)} "
                                f"loses all {HEARTS} hearts")
    return routes, problems


def _walled_off(sheet: Sheet) -> list[str]:
    """Every symbol lies where some exit can be reached from."""
    # passages go both ways: a square reaches an exit exactly when an exit reaches it
    grid = sheet.grid
    near_exit = set().union(*(grid.reachable(b) for _, b in sorted(sheet.bosses().items())))
    return [f"the {s.label} at {fmt_cell(c)} is walled off from every exit"
            for c, s in sheet.symbols if c not in near_exit]


def verify_card(card: ObjectiveCard) -> Verdict:
    """A card alone: its rows (each valid, none contradicting another; checked when it is built) and its par's form.

    A card file holds no sheet, so its par is not re-scored here (``pnp solve`` proves it on a sheet).
    """
    problems = card_problems(card)
    what = (f"{card.difficulty} card {card.card_id or '(no id)'}: "
            f"{len(card.rows)} valid scoring rows, none scoring twice")
    if card.par:
        what += "; its par is not re-checked (a card file holds no sheet: pnp solve proves it on one)"
    witness = {"rows": [r.describe() for r in card.rows], "par": card.par}
    if problems:
        return Verdict(False, "card rejected", witness, tuple(problems))
    return Verdict(True, what, witness)


def verify_deck(deck) -> Verdict:
    """A deck: different cards and ids, its sheets playable, every par re-scored from its witness path, its policy met.

    The referee re-judges each card's stored witness path on the side it was
    proven on: the path must be legal and score exactly the printed par. That
    shows each par is reached; that no path scores more (optimality) is the
    solver's proof, not re-run here.
    """
    problems: list[str] = []
    first: dict[tuple, str] = {}
    for card in deck.cards:  # the same card under two labels (an easy and a medium twin) is still one card
        twin = first.setdefault(card.content_key(), card.card_id)
        if twin != card.card_id:
            problems.append(f"cards {twin} and {card.card_id} are the same card (the same entry, rows, exits and "
                            "effects)")
    ids = [c.card_id for c in deck.cards]
    if len(set(ids)) != len(ids):
        problems.append("two cards share an id")
    counts = dict(Counter(c.difficulty for c in deck.cards))
    for side, sheet in sorted(deck.sheets.items()):
        verdict = verify_sheet(sheet)
        problems += [f"side {side}: {p}" for p in verdict.problems]
    rescored: dict[str, dict[str, int]] = {}
    for card in deck.cards:
        problems += _deck_card_problems(deck, card, rescored)
    witness = {"counts": counts, "rescored": rescored}
    if problems:
        return Verdict(False, "deck rejected", witness, tuple(problems))
    if not deck.sheets:
        return Verdict(True, f"{len(deck.cards)} different cards with valid rows; pars not checked (the file holds "
                             "no sheets)", witness)
    sides = " and ".join(f"side {s}" for s in sorted(deck.sheets))
    policy = "; every par at least its difficulty's floor " + ", ".join(f"{d} {n}" for d, n in deck.min_par.items()) \
        if deck.min_par else ""
    order = "; side B never below side A" if deck.ordered else ""
    return Verdict(True, f"{len(deck.cards)} different cards with valid rows; {sides} playable; every par re-scored "
                         f"by the referee from its witness path{policy}{order} (optimality is the solver's proof, "
                         "not re-run)", witness)


def _deck_card_problems(deck, card: ObjectiveCard, rescored: dict[str, dict[str, int]]) -> list[str]:
    """One card of a deck: its rows, what it asks of each sheet, and its pars (re-scored into ``rescored``)."""
    from pnp.games.labyrinth.candidates import misfit
    from pnp.games.labyrinth.solo import par_problems

    name = card.card_id or "(no id)"
    problems = [f"card {name}: {p}" for p in card_problems(card)]
    if not deck.sheets:
        return problems
    for side, sheet in sorted(deck.sheets.items()):
        gap = misfit(card, sheet)
        if gap:
            problems.append(f"card {name} asks for what side {side} lacks: {gap}")
    if card.par is None:
        return problems + [f"card {name}: no par"]
    for side, par in sorted(card.par.items()):
        problem = _witness_problem(deck, card, side, par)
        if problem:
            problems.append(problem)
        else:
            rescored.setdefault(name, {})[side] = par
    return problems + [f"card {name}: {p}" for p in par_problems(card, card.par, deck.ordered, deck.min_par)]


def _witness_problem(deck, card: ObjectiveCard, side: str, par: int) -> str:
    """Why the card's witness path does not score its par on ``side`` ("" when the referee agrees)."""
    name = card.card_id or "(no id)"
    path = (card.witness or {}).get(side)
    if side not in deck.sheets:
        return f"card {name}: a par for side {side}, which the deck does not hold"
    if path is None:
        return f"card {name}: no witness path for its par on side {side}"
    result = referee(deck.sheets[side], card, path)
    if not result.legal:
        return f"card {name}, side {side}: the witness path is illegal ({result.reason})"
    if result.score != par:
        return f"card {name}, side {side}: the witness scores {result.score}, the par says {par}"
    return ""
