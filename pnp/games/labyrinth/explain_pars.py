"""Designer feedback on pars: a standard deck's first cards proven on the design and on the seed's generated labyrinth.

The cards are the first of each difficulty in the seed's standard deck
(:data:`PAR_COUNTS`: 1 tutorial, 3 easy, 4 medium, 4 hard, the cards
:func:`pnp.games.labyrinth.deck.seed_labyrinth` already proves the seed's
labyrinth with, so the generated side costs no new proof). Each card's par is
proven by the exact solver on each side of the design, and compared, difficulty
by difficulty, with the same cards' pars on the same side of the generated
labyrinth: minimum, median and maximum, and the spread (maximum − minimum).
A single sheet is compared with the generated side of its letter (side A for
a custom sheet, the side solo play uses).
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass

from pnp.game import Progress
from pnp.games.labyrinth.candidates import misfit
from pnp.games.labyrinth.cards import DIFFICULTIES, ObjectiveCard
from pnp.games.labyrinth.deck import GENERATED_PATIENCE, PROBE_COUNTS, Prover, generate_deck, seed_labyrinth
from pnp.games.labyrinth.model import Labyrinth, Sheet
from pnp.games.labyrinth.solver import DEFAULT_WORK_LIMIT

PAR_COUNTS = PROBE_COUNTS  # cards per difficulty: 12 proofs per side, a few seconds
PAR_WORK = DEFAULT_WORK_LIMIT  # the deck's own limit (work, not seconds), so the probe's proofs are reused


@dataclass(frozen=True)
class SidePars:
    """One side: each card's par on the design (None: no legal path; unproven: a lower bound) and on the
    generated labyrinth."""

    side: str
    generated_id: str
    design: tuple[int | None, ...]
    unproven: tuple[bool, ...]
    generated: tuple[int, ...]


@dataclass(frozen=True)
class ParReport:
    seed: int
    cards: tuple[ObjectiveCard, ...]
    sides: tuple[SidePars, ...]
    misfits: tuple[str, ...]  # cards asking for what the design lacks, with why

    def to_json(self) -> dict:
        return {
            "seed": self.seed,
            "cards_per_difficulty": dict(PAR_COUNTS),
            "cards": [c.card_id for c in self.cards],
            "misfits": list(self.misfits),
            "sides": {s.side: {"generated": s.generated_id,
                               "table": {d: row for d, row in stat_rows(self, s).items()},
                               "pars": [{"card": c.card_id, "design": p, "proven": not u, "generated": g}
                                        for c, p, u, g in zip(self.cards, s.design, s.unproven, s.generated)]}
                      for s in self.sides},
        }


def design_sheets(model: Sheet | Labyrinth) -> dict[str, Sheet]:
    """The design's sheets by the generated side each is compared with."""
    if isinstance(model, Labyrinth):
        return {"A": model.side_a, "B": model.side_b}
    return {model.side if model.side in ("A", "B") else "A": model}


def par_cards(seed: int, prover: Prover | None = None,
              progress: Progress | None = None) -> tuple[Labyrinth, tuple[ObjectiveCard, ...]]:
    """The seed's generated labyrinth and the cards the designer's report asks about: its standard deck's first
    cards (:data:`PAR_COUNTS`), proven on it. `pnp verify --explain` and `pnp edit`'s notes both take them from
    here; in a process that already made the seed's deck (the editor's), every proof is remembered."""
    lab = seed_labyrinth(seed, prover=prover, progress=progress)
    deck = generate_deck(lab, seed, PAR_COUNTS, patience=GENERATED_PATIENCE,  # proofs reused from the probe
                         prover=prover, progress=progress)
    return lab, deck.cards


@dataclass(frozen=True)
class Misfit:
    """A card asking for something one side of the design lacks (a row that can never score there)."""

    card_id: str
    side: str
    why: str

    def line(self) -> str:
        return f"{self.card_id} on side {self.side}: {self.why}"


def misfits(cards: tuple[ObjectiveCard, ...], model: Sheet | Labyrinth) -> tuple[Misfit, ...]:
    """Every card of ``cards`` asking for what a side of the design lacks, side by side
    (:func:`pnp.games.labyrinth.candidates.misfit`)."""
    return tuple(Misfit(c.card_id, side, gap) for c in cards for side, sheet in design_sheets(model).items()
                 if (gap := misfit(c, sheet)))


def par_report(model: Sheet | Labyrinth, seed: int, progress: Progress | None = None) -> ParReport:
    """Prove the seed's standard deck's first cards on the design; compare with the seed's generated labyrinth.
    ``progress`` hears every proof: the seed's labyrinth's, then the design's."""
    lab, cards = par_cards(seed, progress=progress)
    sheets = design_sheets(model)
    proofs, total = 0, len(cards) * len(sheets)

    def proven() -> None:
        nonlocal proofs
        proofs += 1
        if progress is not None:
            progress(proofs, total, "pars proven on the design")

    with Prover(1, PAR_WORK) as prover:
        found = prover.pars(list(cards), sheets, proven)
    sides = []
    for side, _sheet in sheets.items():
        sols = [f[side] for f in found]
        generated = lab.side(side)
        sides.append(SidePars(side, generated.sheet_id,
                              tuple(s.score if s.solvable else None for s in sols),
                              tuple(bool(s.solvable) and not s.optimal for s in sols),
                              tuple((c.par or {})[side] for c in cards)))
    return ParReport(seed, cards, tuple(sides), tuple(m.line() for m in misfits(cards, model)))


def _stats(values: list[int]) -> dict | None:
    if not values:
        return None
    return {"min": min(values), "median": statistics.median(values), "max": max(values),
            "spread": max(values) - min(values)}


def stat_rows(report: ParReport, side: SidePars) -> dict[str, dict]:
    """Per difficulty: the design's and the generated labyrinth's (min, median, max, spread), and the gaps."""
    rows = {}
    for d in DIFFICULTIES:
        idx = [i for i, c in enumerate(report.cards) if c.difficulty == d]
        if not idx:
            continue
        design = [p for i in idx if (p := side.design[i]) is not None]
        mine, theirs = _stats(design), _stats([side.generated[i] for i in idx])
        assert theirs is not None  # every deck card has a par on every generated side
        rows[d] = {"cards": len(idx), "no_legal_path": len(idx) - len(design),
                   "unproven": sum(side.unproven[i] for i in idx), "design": mine, "generated": theirs,
                   "median_gap": None if mine is None else mine["median"] - theirs["median"],
                   "spread_gap": None if mine is None else mine["spread"] - theirs["spread"]}
    return rows


def _triple(s: dict | None) -> str:
    return "no legal path" if s is None else f"{s['min']:g} / {s['median']:g} / {s['max']:g}"


def _gap(value: float | None) -> str:
    return "–" if value is None else f"{value:+g}"


def par_lines(report: ParReport) -> list[str]:
    """The par table for the terminal: difficulty × (min, median, max) on the design and generated."""
    counts = ", ".join(f"{n} {d}" for d, n in PAR_COUNTS.items())
    lines = [f"Pars of seed {report.seed}'s standard deck, its first cards ({counts}), proven by the solver:"]
    head = f"    {'difficulty':<10} {'cards':>5}  {'design min/med/max':<20} {'generated min/med/max':<22} " \
           f"{'median gap':>10} {'spread gap':>10}"
    for side in report.sides:
        lines.append(f"  side {side.side}: this design vs the generated side {side.side} ({side.generated_id})")
        lines.append(head)
        for d, row in stat_rows(report, side).items():
            note = []
            if row["no_legal_path"]:
                note.append(f"{row['no_legal_path']} with no legal path")
            if row["unproven"]:
                note.append(f"{row['unproven']} not proven best (a lower bound)")
            lines.append(f"    {d:<10} {row['cards']:>5}  {_triple(row['design']):<20} {_triple(row['generated']):<22} "
                         f"{_gap(row['median_gap']):>10} {_gap(row['spread_gap']):>10}"
                         + (f"  ({'; '.join(note)})" if note else ""))
    if report.misfits:
        lines.append("  cards asking for what the design lacks (those rows score nothing here):")
        lines += [f"    {m}" for m in report.misfits]
    return lines
