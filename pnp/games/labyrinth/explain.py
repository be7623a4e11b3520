"""Designer feedback on one sheet: squares no legal path reaches, symbols no card can score, items placed too late.

Our reading (docs/rules-labyrinth.md, "Designer feedback"): a question is asked
of every legal path under the most permissive card, whatever card a deck may
hold: any entry, every boss and every staircase but the entry as an exit, no
card effect, every minigame solved. A card can only narrow that set (a fixed
entry, fewer exits, effects that cost hearts), so "no such path" is a claim about
every card. A square reached only by paths that leave by a staircase is
reported apart: only hard cards that open a staircase as an exit use it.

A symbol *can score* when some such path does what a scoring row counts
(cards.py ROW_KINDS): visits it (gem, trap, ghost, scroll, the items), defeats
it (a rat after the sword, a skeleton after the bow), gains it (the treasure
after the key), visits it other than as the entry (a staircase) or leaves by it
(a boss). An item is *used* before a monster when some path gains it first:
the sword before a rat, the bow before a skeleton, the key before the
treasure, and any of sword, bow and key before leaving by each boss (a hard
card's exit row may ask for that item at that boss).

Each answer is either a witness path or the exact solver's proof that none
exists (:func:`pnp.games.labyrinth.solver.path_meeting`); one path answers
every question it happens to meet, so a sheet takes a handful of solves.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from pnp.game import Progress
from pnp.games.labyrinth.cards import ObjectiveCard, Row
from pnp.games.labyrinth.explain_pars import Misfit, ParReport, misfits, par_lines, par_report
from pnp.games.labyrinth.model import BOSSES, STAIR_LETTERS, STAIRCASE, Labyrinth, Sheet
from pnp.games.labyrinth.reach import HAZARDS
from pnp.games.labyrinth.referee import HEARTS, ITEM_OF_MONSTER, referee
from pnp.games.labyrinth.solver import Want, path_meeting
from pnp.games.labyrinth.through_routes import Routes, settle
from pnp.grid.core import Cell, cells, fmt_cell
from pnp.seeds import DEFAULT_SEED

# every path any card allows: any entry, every exit (bosses, and staircases other than the entry), no effect
OPEN_CARD = ObjectiveCard("", "hard", "any", (Row("exit", 1, names=(*BOSSES, *STAIR_LETTERS)),),
                          extra_exits=STAIR_LETTERS)
# the paths every card allows: any entry, the bosses as exits
BOSS_CARD = ObjectiveCard("", "easy", "any", (Row("exit", 1, names=BOSSES),))
# the work one solve may do, in CP-SAT's deterministic units: counted in search work, not by the clock, so a busy
# machine gives the same answers as an idle one (10 units took about six seconds of one core here). A search that
# runs out leaves its questions undecided, never a finding. The greedy try and the flows (through_routes.py)
# answer nearly every question first; on the 20 × 20 sheets measured, each solve left took 0.1 to 2 units.
SEARCH_WORK = 10.0
USED_ITEMS = ("sword", "bow", "key")  # the items a card's exit row may require
TREASURE_ITEM = "key"

Answer = tuple[Cell, ...] | bool | None  # a witness path, False (proven impossible) or None (undecided)


def decide(sheet: Sheet, card: ObjectiveCard, wants: Iterable[Want], known: Sequence[tuple[Cell, ...]] = (),
           hearts: bool = True) -> dict[Want, Answer]:
    """Each want's answer: a path legal under ``card`` that does it, False when none can, None when undecided.

    Paths in ``known`` (legal under ``card``) answer first; then each solve asks for a path meeting any want
    still open, and the path found answers every open want it meets.
    """
    found: dict[Want, Answer] = {}
    pending = []
    known = list(known)
    routes = Routes(sheet, card, hearts)
    for want in dict.fromkeys(wants):
        answer: Answer = next((p for p in known if want.met_by(p)), None)
        if answer is None:  # the greedy try (its long paths answer many later questions), then the flows
            answer = _greedy(sheet, card, want) if hearts else None
            if answer is None:
                answer = settle(routes, want)
            if isinstance(answer, tuple):
                known.append(answer)
        if answer is None:
            pending.append(want)
        else:
            found[want] = answer
    while pending:
        sol = path_meeting(sheet, card, pending, hearts, work_limit=SEARCH_WORK)
        if not sol.solvable:  # proven impossible (False) or out of time (None): the same for every open want
            found.update({w: (None if sol.solvable is None else False) for w in pending})
            break
        met = [w for w in pending if w.met_by(sol.path)]
        found.update({w: sol.path for w in met})
        pending = [w for w in pending if w not in met]
    return found


def _greedy(sheet: Sheet, card: ObjectiveCard, want: Want) -> tuple[Cell, ...] | None:
    """A cheap try before the solver: from each entry, through the want's squares in order, to each exit; the legs
    drawn first to last, then last to first (the way out kept before the way in takes its squares), each leg
    entering the fewest hazards and avoiding the squares already drawn; kept when the referee accepts it."""
    stairs = sheet.staircases()
    exits = [c for name, c in (*sheet.bosses().items(), *stairs.items()) if name in card.exits()]
    for letter in card.entries():
        start = stairs.get(letter)
        if start is None or (want.not_entry and start == want.cell):
            continue
        stops = [start, *dict.fromkeys(c for c in (want.after, want.cell) if c is not None and c != start)]
        ends = [stops[-1]] if want.end else [e for e in exits if e not in stops]
        for end in ends:
            for backwards in (False, True):
                path = _plan(sheet, [*stops, end] if end != stops[-1] else stops, backwards)
                if path is not None and want.met_by(path) and referee(sheet, card, path).legal:
                    return path
    return None


def _plan(sheet: Sheet, stops: list[Cell], backwards: bool) -> tuple[Cell, ...] | None:
    """A path through ``stops`` in order, its legs drawn first to last (or last to first), none crossing another."""
    legs: dict[int, list[Cell]] = {}
    used = set(stops)
    for i in (range(len(stops) - 2, -1, -1) if backwards else range(len(stops) - 1)):
        gained = [] if backwards else [c for k in range(i) for c in legs[k]] + stops[: i + 1]
        leg = _leg(sheet, stops[i], stops[i + 1], used - {stops[i], stops[i + 1]}, gained)
        if leg is None:
            return None
        legs[i] = leg
        used.update(leg)
    path = [stops[0]]
    for i in range(len(stops) - 1):
        path += legs[i][1:]
    return tuple(path)


def _leg(sheet: Sheet, start: Cell, goal: Cell, blocked: set[Cell], before: Sequence[Cell]) -> list[Cell] | None:
    """A way from ``start`` to ``goal`` (both included) entering the fewest hazards and avoiding ``blocked``; a rat
    (skeleton) costs nothing once the sword (bow) lies on ``before``, the squares already walked."""
    held = {sheet.at[c].kind for c in before if c in sheet.at}
    hazard = {c for c, s in sheet.symbols if s.kind in HAZARDS and ITEM_OF_MONSTER.get(s.kind) not in held}
    cost: dict[Cell, int] = {start: 0}
    prev: dict[Cell, Cell] = {}
    queue = deque([start])
    while queue:
        c = queue.popleft()
        if c == goal:
            out = [c]
            while out[-1] != start:
                out.append(prev[out[-1]])
            return out[::-1]
        for n in sheet.grid.moves(c):
            step = int(n in hazard)
            if n not in blocked and cost[c] + step < cost.get(n, 1 << 30):
                cost[n], prev[n] = cost[c] + step, c
                queue.appendleft(n) if step == 0 else queue.append(n)
    return None


@dataclass(frozen=True)
class Finding:
    cell: Cell
    what: str  # "square (3, 4)", "the rat at (3, 4)", "the sword at (1, 2)"
    reason: str

    def line(self) -> str:
        return f"{self.what}: {self.reason}"

    def to_json(self) -> dict:
        return {"at": list(self.cell), "what": self.what, "reason": self.reason}


@dataclass(frozen=True)
class Undecided:
    """A question the solver could not settle within its work, under the section whose answer it leaves open."""

    section: str  # "unreachable", "staircase_exit_only", "unscorable" or "late_items"
    question: str

    def to_json(self) -> dict:
        return {"section": self.section, "question": self.question}


SECTIONS = (("unreachable", "Squares no legal path reaches"),
            ("staircase_exit_only", "Squares only paths leaving by a staircase reach"),
            ("unscorable", "Symbols no card can score"),
            ("late_items", "Items no path can use before their monster"))


@dataclass(frozen=True)
class Feedback:
    """What one sheet offers a designer to fix; empty tuples when there is nothing to say."""

    unreachable: tuple[Finding, ...]  # no legal path under any card visits the square
    staircase_exit_only: tuple[Finding, ...]  # only paths that leave by a staircase visit it (some hard cards)
    unscorable: tuple[Finding, ...]  # no card can ever score the symbol
    late_items: tuple[Finding, ...]  # an item no path can gain before the monster it is needed for
    undecided: tuple[Undecided, ...]  # questions the solver could not settle within its work, by section

    def clean(self) -> bool:
        return not (self.unreachable or self.unscorable or self.late_items or self.undecided)

    def to_json(self) -> dict:
        return {name: [f.to_json() for f in getattr(self, name)] for name, _ in SECTIONS} \
            | {"undecided": [u.to_json() for u in self.undecided]}


def sheet_feedback(sheet: Sheet, known: Sequence[tuple[Cell, ...]] = ()) -> Feedback:
    """The designer's feedback on a well-formed sheet. ``known``: legal paths already found (the verdict's routes
    from each staircase to each boss), which answer most questions without a solve."""
    squares = [Want(c) for c in cells(sheet.width, sheet.height)]
    by_boss = decide(sheet, BOSS_CARD, squares, known)
    paths = list(dict.fromkeys([*known, *(p for p in by_boss.values() if isinstance(p, tuple))]))
    wants = [*squares, *_score_wants(sheet).values(), *_item_wants(sheet).values()]
    by_any = decide(sheet, OPEN_CARD, wants, paths)
    unreachable = [w.cell for w in squares if by_any[w] is False]
    return Feedback(
        tuple(_unreachable(sheet, unreachable)),
        tuple(Finding(w.cell, f"square {fmt_cell(w.cell)}{_on(sheet, w.cell)}",
                      "only paths that leave by a staircase reach it (hard cards that open a staircase as an exit)")
              for w in squares if by_boss[w] is False and by_any[w]),
        tuple(_unscorable(sheet, by_any, set(unreachable))),
        tuple(_late_items(sheet, by_any)),
        tuple(_undecided(sheet, squares, by_boss, by_any)),
    )


def _undecided(sheet: Sheet, squares: list[Want], by_boss: dict[Want, Answer],
               by_any: dict[Want, Answer]) -> list[Undecided]:
    """Each question left open, under every section whose answer it leaves open (a gem's square is asked once
    for both the squares and the symbols)."""
    asked = [("unreachable", squares, by_any), ("staircase_exit_only", [w for w in squares if by_any[w]], by_boss),
             ("unscorable", list(_score_wants(sheet).values()), by_any),
             ("late_items", list(_item_wants(sheet).values()), by_any)]
    return [Undecided(section, f"could not decide within {SEARCH_WORK:g} units of search work whether a path can "
                               f"{_ask(sheet, w)}{' leaving by a boss' if answers is by_boss else ''}")
            for section, wants, answers in asked for w in wants if answers[w] is None]


def _on(sheet: Sheet, cell: Cell) -> str:
    sym = sheet.at.get(cell)
    return f" ({sym.label})" if sym else ""


def _item(sheet: Sheet, item: str) -> Cell | None:
    found = sheet.cells_with(item)
    return found[0] if found else None


def _score_wants(sheet: Sheet) -> dict[Cell, Want]:
    """What a path must do for each symbol to score (None-free: a symbol whose item is missing is left out)."""
    wants: dict[Cell, Want] = {}
    for c, sym in sheet.symbols:
        if sym.kind in ITEM_OF_MONSTER or sym.kind == "treasure":
            item = _item(sheet, ITEM_OF_MONSTER.get(sym.kind, TREASURE_ITEM))
            if item is not None:
                wants[c] = Want(c, after=item)
        elif sym.kind in BOSSES:
            wants[c] = Want(c, end=True)
        elif sym.kind == STAIRCASE:
            wants[c] = Want(c, not_entry=True)
        else:
            wants[c] = Want(c)
    return wants


def _item_wants(sheet: Sheet) -> dict[tuple[str, Cell], Want]:
    """(item, the square it is needed at): the item gained before a rat, a skeleton, the treasure or a boss exit."""
    wants: dict[tuple[str, Cell], Want] = {}
    for c, sym in sheet.symbols:
        needs = [ITEM_OF_MONSTER[sym.kind]] if sym.kind in ITEM_OF_MONSTER else \
            [TREASURE_ITEM] if sym.kind == "treasure" else list(USED_ITEMS) if sym.kind in BOSSES else []
        for item in needs:
            at = _item(sheet, item)
            if at is not None:
                wants[(item, c)] = Want(c, after=at, end=sym.kind in BOSSES)
    return wants


def _unreachable(sheet: Sheet, squares: list[Cell]) -> list[Finding]:
    """Each square no legal path visits, with why: walled off, a pocket a path cannot leave, or too dangerous."""
    if not squares:
        return []
    connected = set().union(*(sheet.grid.reachable(c) for c in sheet.staircases().values()))
    drawable = decide(sheet, OPEN_CARD, [Want(c) for c in squares if c in connected], hearts=False)
    out = []
    for c in squares:
        if c not in connected:
            why = "walled off from every staircase"
        elif drawable.get(Want(c)):
            why = f"every path through it loses all {HEARTS} hearts"
        elif drawable.get(Want(c)) is None:
            why = "no legal path reaches it (whether any path can be drawn through it was not decided)"
        else:
            why = "a dead end or pocket: a path that enters it cannot reach an exit without crossing itself"
        out.append(Finding(c, f"square {fmt_cell(c)}{_on(sheet, c)}", why))
    return out


def _unscorable(sheet: Sheet, found: dict[Want, Answer], unreachable: set[Cell]) -> list[Finding]:
    """Each symbol no card can score, with why."""
    wants = _score_wants(sheet)
    out = []
    for c, sym in sheet.symbols:
        what = f"the {sym.label} at {fmt_cell(c)}"
        if c in unreachable:
            out.append(Finding(c, what, "no legal path reaches its square"))
        elif c not in wants:  # a rat without a sword on the sheet, a skeleton without a bow, a treasure without key
            item = ITEM_OF_MONSTER.get(sym.kind, TREASURE_ITEM)
            out.append(Finding(c, what, f"no {item} on the sheet, so it is never "
                                        f"{'gained' if sym.kind == 'treasure' else 'defeated'}"))
        elif found[wants[c]] is False:
            out.append(Finding(c, what, _why_unscored(sym.kind)))
    return out


def _why_unscored(kind: str) -> str:
    if kind in ITEM_OF_MONSTER:
        return f"no legal path gains the {ITEM_OF_MONSTER[kind]} before it, so it is never defeated"
    if kind == "treasure":
        return "no legal path gains the key before it, so it is never gained"
    if kind in BOSSES:
        return "no legal path ends on it"
    if kind == STAIRCASE:
        return "no legal path from another staircase visits it"
    return "no legal path visits it"


def _late_items(sheet: Sheet, found: dict[Want, Answer]) -> list[Finding]:
    """Items no path can gain before a monster it is needed for, where both are usable on their own."""
    out = []
    for (item, c), want in _item_wants(sheet).items():
        alone = Want(c, end=want.end)  # the monster or boss without the item first
        assert want.after is not None  # _item_wants orders every want after its item
        if found[want] is False and found.get(Want(want.after)) and found.get(alone, True):
            target = sheet.at[c]
            need = f"leaving by the {target.kind}" if want.end else f"the {target.label} at {fmt_cell(c)}"
            out.append(Finding(want.after, f"the {item} at {fmt_cell(want.after)}",
                               f"no legal path gains it before {need}"))
    return out


def _ask(sheet: Sheet, want: Want) -> str:
    text = f"{'end on' if want.end else 'visit'} {fmt_cell(want.cell)}{_on(sheet, want.cell)}"
    if want.after is not None:
        text += f" after {fmt_cell(want.after)}{_on(sheet, want.after)}"
    return text + (" other than as the entry" if want.not_entry else "")


def feedback_lines(feedback: Feedback) -> list[str]:
    """The feedback for the terminal, one heading per question asked."""
    lines = []
    for name, title in SECTIONS:
        findings: tuple[Finding, ...] = getattr(feedback, name)
        open_ = [u.question for u in feedback.undecided if u.section == name]
        # "none" only when every question was settled: with questions open, the count is of what was proven
        count = f"{len(findings)} proven, {len(open_)} undecided" if open_ else str(len(findings) or "none")
        lines.append(f"  {title}: {count}")
        lines += [f"    {f.line()}" for f in findings]
        lines += [f"    undecided: {q}" for q in open_]
    return lines


# --- the whole report: each side's feedback, and the pars ------------------------------------------------------

@dataclass(frozen=True)
class Explanation:
    """``pnp verify --explain`` on a labyrinth sheet or labyrinth: feedback per side, and the par comparison."""

    sides: dict[str, Feedback | str]  # by side ("A", "B", or the sheet's label); a string: why it was not analysed
    pars: ParReport | None
    misfits: tuple[Misfit, ...] = ()  # cards asking for what the design lacks (the pars' cards, or those given)

    def to_json(self) -> dict:
        return {"sides": {k: (v.to_json() if isinstance(v, Feedback) else {"skipped": v})
                          for k, v in self.sides.items()},
                "pars": self.pars.to_json() if self.pars else None}

    def lines(self) -> list[str]:
        out = []
        for name, fb in self.sides.items():
            out.append(f"Designer feedback, {name}:")
            out += feedback_lines(fb) if isinstance(fb, Feedback) else [f"  not analysed: {fb}"]
        return out + (par_lines(self.pars) if self.pars else [])


def explain(model: Sheet | Labyrinth, witness: dict, pars: bool = True, progress: Progress | None = None,
            cards: tuple[ObjectiveCard, ...] = ()) -> Explanation:
    """The designer's report on a sheet or labyrinth. ``witness`` is its verdict's (the routes found, by side for
    a labyrinth); a malformed side (no routes: verify refused its form) is not analysed, and its pars are not
    proven. The pars use the design's seed, or pnp's default seed when it has none; ``progress`` hears each
    of their proofs. The cards asking for what the design lacks are among the pars' cards; without pars, among
    ``cards`` (`pnp edit` passes the same cards, :func:`pnp.games.labyrinth.explain_pars.par_cards`)."""
    if isinstance(model, Labyrinth):
        named = {"side A": (model.side_a, witness.get("A") or {}), "side B": (model.side_b, witness.get("B") or {})}
    else:
        named = {model.label(): (model, witness)}
    sides: dict[str, Feedback | str] = {}
    for name, (sheet, seen) in named.items():
        if "routes" not in seen:
            sides[name] = "the sheet is malformed (see the verdict)"
            continue
        known = [tuple((int(x), int(y)) for x, y in path) for path in seen["routes"].values()]
        sides[name] = sheet_feedback(sheet, known)
    whole = all(isinstance(fb, Feedback) for fb in sides.values())
    seed = model.seed if model.seed is not None else DEFAULT_SEED
    report = par_report(model, seed, progress) if pars and whole else None
    asked = report.cards if report is not None else cards if whole else ()
    return Explanation(sides, report, misfits(asked, model))
