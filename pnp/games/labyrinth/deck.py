"""Objective decks: 1 tutorial, 8 easy, 18 medium and 22 hard cards, all different, each with proven pars.

Candidates come from :mod:`pnp.games.labyrinth.candidates`. A card joins the
deck when, on every sheet of the deck, it asks only for what the sheet has,
its best score (par) is proven optimal by the solver, every par meets the
difficulty's floor, and, on a generated two-sided labyrinth, its par on side B
is at least its par on side A (:func:`pnp.games.labyrinth.solo.par_problems`).
Each card keeps the solver's witness path per side, so ``pnp verify`` re-scores
every par with the referee.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import nullcontext
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from pnp.errors import PnpError
from pnp.game import Progress
from pnp.games.labyrinth.candidates import card_candidates, ceiling, misfit
from pnp.games.labyrinth.cards import DIFFICULTIES, ObjectiveCard
from pnp.games.labyrinth.model import Labyrinth, Sheet
from pnp.games.labyrinth.solo import MIN_PAR, par_problems
from pnp.games.labyrinth.solver import DEFAULT_WORK_LIMIT, Solution, solve

if TYPE_CHECKING:
    from multiprocessing.pool import Pool

DEFAULT_COUNTS = {"tutorial": 1, "easy": 8, "medium": 18, "hard": 22}
PREFIX = {"tutorial": "T", "easy": "E", "medium": "M", "hard": "H"}
LABYRINTH_VARIANTS = 8  # labyrinths tried for one seed before a kit gives up (one is almost always enough)
GENERATED_PATIENCE = (3, 12)  # candidates proved per card (+ fixed) before a generated labyrinth is set aside
# A generated labyrinth whose first batch of candidates mostly fails is set aside at once: on 24 seeds the
# first batch passed 21 to 43 of 49 cards, except on two labyrinths with a poor side B (10 and 11 of 49).
GENERATED_FIRST_SHARE = 1 / 3


class DeckError(PnpError):
    """Not enough cards meet the deck's rules on these sheets."""


@dataclass(frozen=True)
class Deck:
    cards: tuple[ObjectiveCard, ...]
    seed: int | None = None
    labyrinth_id: str = ""
    # the sheets the pars were proven on, by side; empty for a deck read from an old file
    sheets: dict[str, Sheet] = field(default_factory=dict)
    # the policy the pars meet: side B never below side A (generated labyrinths) and the floors
    ordered: bool = False
    min_par: dict[str, int] = field(default_factory=dict)


class Prover:
    """Solves (card, sheet) pairs, in worker processes when jobs > 1 (same answers either way)."""

    def __init__(self, jobs: int = 1, work_limit: float = DEFAULT_WORK_LIMIT) -> None:
        self.jobs, self.work_limit = jobs, work_limit  # bounded by work, not seconds: the same pars at any load
        self.pool: Pool | None = None

    def __enter__(self) -> Prover:
        if self.jobs > 1:
            from pnp.parallel import process_pool

            self.pool = process_pool(self.jobs)
        return self

    def __exit__(self, *exc) -> None:
        if self.pool is not None:
            self.pool.terminate()

    def pars(self, cards: list[ObjectiveCard], sheets: dict[str, Sheet],
             each: Callable[[], None] | None = None) -> list[dict]:
        """[{side: Solution}] in card order; ``each()`` after every proof made (for progress).

        Proofs are remembered for the process (keyed by the card's content and
        the sheet): the solver is deterministic, so a pair proven once, say by
        :func:`seed_labyrinth`'s probe, is not proven again for the deck.
        """
        keys = [((card.content_key(), self.work_limit), sheet) for card in cards for sheet in sheets.values()]
        tasks = [(card, sheet, self.work_limit) for card in cards for sheet in sheets.values()]
        missing = [t for k, t in zip(keys, tasks) if k not in _PROVEN]
        # imap keeps the order, as map did, and hands each proof over as it is done
        solving = self.pool.imap(_solve_task, missing, chunksize=1) if self.pool is not None and len(missing) > 1 \
            else map(_solve_task, missing)
        found = []
        for sol in solving:
            found.append(sol)
            if each is not None:
                each()
        if len(_PROVEN) > 50_000:
            _PROVEN.clear()  # a long-lived process keeps a bounded memory
        for t, sol in zip(missing, found):
            _PROVEN[((t[0].content_key(), self.work_limit), t[1])] = sol
        it = iter(_PROVEN[k] for k in keys)
        return [{side: next(it) for side in sheets} for _ in cards]


_PROVEN: dict = {}  # ((card content, work limit), sheet) -> Solution, for this process


def forget_proofs() -> None:
    """Forget the proofs this process remembers, so that the next deck proves every card again (a benchmark
    timing the proofs, a test counting them)."""
    _PROVEN.clear()


def _solve_task(task):
    card, sheet, work_limit = task
    return solve(sheet, card, work_limit=work_limit)


def generate_deck(
    labyrinth: Labyrinth | dict[str, Sheet],
    seed: int,
    counts: dict[str, int] | None = None,
    jobs: int = 1,
    work_limit: float = DEFAULT_WORK_LIMIT,
    min_par: dict[str, int] | None = None,
    patience: tuple[int, int] = (8, 40),
    min_first_share: float = 0.0,
    prover: Prover | None = None,
    progress: Progress | None = None,
) -> Deck:
    """Distinct cards per difficulty that meet the deck's rules on every sheet (see the module's notes).

    ``labyrinth`` is a generated two-sided labyrinth (side B must then never
    score below side A) or the user's own sheets by side. Candidates come from
    a deterministic stream per difficulty and a rejected one is followed by the
    next, so the deck is the same whatever ``jobs`` is. Raises
    :class:`DeckError` when a difficulty runs out of candidates, or proves
    more than ``patience`` = (per card, fixed) allows: ``a * count + b`` candidates,
    or when fewer than ``min_first_share`` of the first batch of candidates pass.
    ``prover``: a pool the caller keeps open (``pnp edit``'s, for the whole session), used in place of one
    of ``jobs`` processes opened here; the deck is the same (its time limit should be ``time_limit``).
    ``progress`` hears the cards accepted after every proof.
    """
    counts = dict(DEFAULT_COUNTS if counts is None else counts)
    floors = dict(MIN_PAR if min_par is None else min_par)
    for difficulty, n in counts.items():
        if difficulty not in DIFFICULTIES or n < 0:
            raise PnpError(f"unknown difficulty or count: {difficulty}={n}")
    if isinstance(labyrinth, Labyrinth):
        sheets, ordered, lab_id = {"A": labyrinth.side_a, "B": labyrinth.side_b}, True, labyrinth.labyrinth_id
    else:
        sheets, ordered, lab_id = dict(labyrinth), False, "custom"
    candidates = _Candidates(seed, counts, floors, sheets, patience)
    accepted: dict[str, list[ObjectiveCard]] = {d: [] for d in DIFFICULTIES}
    first = True
    proofs = 0

    def proven(more: int = 1) -> None:  # after each proof, and with more=0 once a batch's cards are in
        nonlocal proofs
        proofs += more
        if progress is not None:
            done = sum(map(len, accepted.values()))
            proved = f" ({plural(proofs, 'proof')})" if proofs else ""  # none: every proof was remembered
            progress(done, sum(counts.values()), f"cards proven{proved}")

    with nullcontext(prover) if prover is not None else Prover(jobs, work_limit) as using:
        while batch := candidates.batch(accepted):
            solved, alive = _prove_batch(using, batch, sheets, ordered, floors, proven)
            if first and len(alive) < min_first_share * len(batch):
                raise DeckError(f"only {len(alive)} of the first {len(batch)} candidate cards meet the deck's rules "
                                "on these sheets")
            first = False
            for i in alive:
                d, card = batch[i]
                sols = solved[i]
                accepted[d].append(replace(card, par={side: s.score for side, s in sols.items()},
                                           witness={side: s.path for side, s in sols.items()}))
            proven(0)
    chosen = []
    for d in DIFFICULTIES:
        for i, card in enumerate(accepted[d], 1):
            chosen.append(replace(card, card_id=f"{PREFIX[d]}{i}"))
    used = {d: floors[d] for d in DIFFICULTIES if counts.get(d) and d in floors}
    return Deck(tuple(chosen), seed, lab_id, sheets, ordered, used)


class _Candidates:
    """The candidate cards of each difficulty, in their seeded order, that are worth proving on the sheets:
    new, asking only for what every sheet has, and able to reach the floor (a budget per difficulty)."""

    def __init__(self, seed: int, counts: dict[str, int], floors: dict[str, int], sheets: dict[str, Sheet],
                 patience: tuple[int, int]) -> None:
        self.counts, self.floors, self.sheets, self.patience = counts, floors, sheets, patience
        self.streams = {d: card_candidates(d, seed) for d in DIFFICULTIES}
        self.seen: set = set()
        self.drawn = {d: 0 for d in DIFFICULTIES}
        self.proved = {d: 0 for d in DIFFICULTIES}

    def batch(self, accepted: dict[str, list[ObjectiveCard]]) -> list[tuple[str, ObjectiveCard]]:
        """The next candidates to prove: as many per difficulty as the deck still misses ([] when full)."""
        batch = []
        for d in DIFFICULTIES:
            for _ in range(self.counts.get(d, 0) - len(accepted[d])):
                batch.append((d, self._next(d, len(accepted[d]))))
        return batch

    def _next(self, d: str, found: int) -> ObjectiveCard:
        """The next candidate of difficulty ``d`` worth proving; DeckError when the budget is spent."""
        a, b = self.patience
        while True:
            if self.drawn[d] >= 400 * self.counts[d] + 400 or self.proved[d] >= a * self.counts[d] + b:
                raise DeckError(_shortage(d, self.counts[d], found, self.floors, self.sheets))
            card = next(self.streams[d])
            self.drawn[d] += 1
            key = card.content_key()
            if key in self.seen or any(misfit(card, s) for s in self.sheets.values()) \
                    or any(ceiling(card, s) < self.floors.get(d, 0) for s in self.sheets.values()):
                continue
            self.seen.add(key)
            self.proved[d] += 1
            return card


def _prove_batch(prover: Prover, batch: list[tuple[str, ObjectiveCard]], sheets: dict[str, Sheet], ordered: bool,
                 floors: dict[str, int], each: Callable[[], None]) -> tuple[list[dict], list[int]]:
    """Each candidate's solutions by side, and the indices of those whose pars meet the deck's rules.

    Side by side: a card that fails on the first side is not proven on the next (most fail on side A).
    """
    solved: list[dict] = [{} for _ in batch]
    alive = list(range(len(batch)))
    for side, sheet in sheets.items():
        found = prover.pars([batch[i][1] for i in alive], {side: sheet}, each)
        for i, sols in zip(alive, found):
            solved[i][side] = sols[side]
        alive = [i for i in alive if _acceptable(batch[i][1], solved[i], ordered, floors)]
    return solved, alive


def _acceptable(card: ObjectiveCard, sols: dict, ordered: bool, floors: dict[str, int]) -> bool:
    """The card's pars so far are proven and meet the deck's rules."""
    if not all(s.solvable and s.optimal for s in sols.values()):
        return False
    return not par_problems(card, {side: s.score for side, s in sols.items()}, ordered, floors)


def _shortage(difficulty: str, wanted: int, found: int, floors: dict[str, int], sheets: dict[str, Sheet]) -> str:
    where = " and ".join(f"side {side}" for side in sheets)
    floor = floors.get(difficulty, 0)
    return (f"could not find {wanted} different {difficulty} cards (found {found}) whose pars are proven on {where} "
            f"and at least {floor}; the sheet may be too small, too sparse or too dangerous for this floor")


PROBE_COUNTS = {"tutorial": 1, "easy": 3, "medium": 4, "hard": 4}  # the first candidates a seed's labyrinth must carry


def seed_labyrinth(seed: int, prover: Prover | None = None, progress: Progress | None = None) -> Labyrinth:
    """The seed's labyrinth: the first of its variants that carries the first candidate cards of a deck.

    ``pnp sheet`` and ``pnp objectives`` both start here, so the sheets a seed
    prints are the ones its cards are proven on. The probe proves twelve
    cards (about a second): a labyrinth most of whose first candidates fail the
    deck's rules is poor (usually a side B with too little to score) and is set
    aside for the seed's next one. ``progress`` hears the probe's cards after every proof.
    """
    from pnp.games.labyrinth.generate import generate_labyrinth

    for variant in range(LABYRINTH_VARIANTS):
        lab = generate_labyrinth(seed, variant=variant)
        told = _relabel(progress, f"trial (labyrinth {variant + 1}) " if variant else "trial ")
        try:
            generate_deck(lab, seed, PROBE_COUNTS, patience=GENERATED_PATIENCE, min_first_share=GENERATED_FIRST_SHARE,
                          prover=prover, progress=told)
        except DeckError:
            continue
        return lab
    raise PnpError(f"seed {seed}: none of the {LABYRINTH_VARIANTS} labyrinths tried carries a deck")


def plural(n: int, word: str) -> str:
    """"1 proof", "2 proofs": for progress lines."""
    return f"{n} {word}{'' if n == 1 else 's'}"


def _relabel(progress: Progress | None, before: str) -> Progress | None:
    """``progress`` with ``before`` put in front of what it is told (which stage of a longer task it is)."""
    if progress is None:
        return None
    return lambda done, total, what: progress(done, total, before + what)


def labyrinth_with_deck(seed: int, counts: dict[str, int] | None = None, jobs: int = 1,
                        prover: Prover | None = None, progress: Progress | None = None) -> tuple[Labyrinth, Deck]:
    """The seed's labyrinth (:func:`seed_labyrinth`) and its deck.

    Should the whole deck still not fit that labyrinth (not seen on the seeds
    measured), the seed's further labyrinths are tried in a fixed order, so
    every seed gives a kit and the result depends on the seed alone.
    """
    from pnp.games.labyrinth.generate import generate_labyrinth

    first = seed_labyrinth(seed, prover, progress)
    last: DeckError | None = None
    for variant in range(LABYRINTH_VARIANTS):
        lab = first if variant == 0 else generate_labyrinth(seed, variant=variant)
        if variant and lab.labyrinth_id == first.labyrinth_id:
            continue
        try:
            return lab, generate_deck(lab, seed, counts, jobs, patience=GENERATED_PATIENCE, prover=prover,
                                      progress=progress)
        except DeckError as err:
            last = err
    raise PnpError(f"seed {seed}: no labyrinth of {LABYRINTH_VARIANTS} tried carries a full deck ({last})")


# How long a puzzle looks for its objective on a sheet, per difficulty tried: candidates drawn and proven. A
# generated sheet finds one within a few; a design of the user's own may hold nothing a difficulty asks for,
# and is then given the next difficulty, or refused, rather than searched without end.
OBJECTIVE_DRAWS, OBJECTIVE_PROOFS = 400, 40
OBJECTIVE_DIFFICULTIES = ("easy", "medium", "hard")


def proven_objective(sheet: Sheet, first: str, seed: int, prover: Prover, label: str) -> tuple[ObjectiveCard, Solution]:
    """One puzzle's objective on one sheet (the booklet's and the book's): the first candidate card, of difficulty
    ``first`` (then the others in turn), that asks only for what the sheet holds and whose proven par meets the
    floor: (card, its par solution). A PnpError starting with ``label`` when no difficulty has one."""
    start = OBJECTIVE_DIFFICULTIES.index(first)
    for difficulty in OBJECTIVE_DIFFICULTIES[start:] + OBJECTIVE_DIFFICULTIES[:start]:
        proofs = 0
        for n, card in enumerate(card_candidates(difficulty, seed)):
            if n >= OBJECTIVE_DRAWS or proofs >= OBJECTIVE_PROOFS:
                break
            if misfit(card, sheet) or ceiling(card, sheet) < MIN_PAR[card.difficulty]:
                continue  # asks for what the sheet lacks, or can never reach the floor
            proofs += 1
            sol = prover.pars([card], {"A": sheet})[0]["A"]
            if sol.solvable and sol.optimal and sol.score >= MIN_PAR[card.difficulty]:
                return card, sol
    raise PnpError(f"{label}: no easy, medium or hard objective card asks only for what the sheet holds and reaches "
                   f"a proven par of at least {min(MIN_PAR.values())} there (at most {OBJECTIVE_PROOFS} proofs per "
                   "difficulty); the sheet may be too small or too sparse")
