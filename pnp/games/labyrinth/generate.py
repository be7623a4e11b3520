"""Generating labyrinth sheets: a braided maze with symbols placed by rule.

Entries (staircases) go in the lower part of the sheet and exits (bosses) in
the upper part, each group spread apart; items sit in the middle band; the
rest are scattered with a minimum spacing. Every generated sheet passes
:func:`pnp.games.labyrinth.verify.verify_sheet` before it is returned, and at
the presets' sizes and loops leaves ``pnp verify --explain`` nothing to report
(no pocket, every symbol scorable, every item usable in time): the maze has
no cut square, and a candidate the report still faults is thrown away for the
seed's next one (docs/rules-labyrinth.md, "Designer feedback").
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from pnp.errors import PnpError
from pnp.games.labyrinth.model import (
    BOSSES,
    ITEMS,
    MAX_SIZE,
    MIN_SIZE,
    STAIR_LETTERS,
    Labyrinth,
    Sheet,
    Symbol,
    scroll,
    staircase,
)
from pnp.games.labyrinth.verify import verify_sheet
from pnp.grid.blocks import biconnect
from pnp.grid.core import Cell, Grid, cells
from pnp.grid.maze import braid, perfect_maze
from pnp.seeds import rng as make_rng
from pnp.seeds import short_id

SCROLL_NAMES = ("I", "II", "III", "IV", "V")
ATTEMPTS = 40  # candidates tried per sheet, in the seed's fixed order
CHECKED_SQUARES = 12 * 12  # the largest sheet whose candidates are checked against the designer's report


@dataclass(frozen=True)
class SheetParams:
    width: int = 9
    height: int = 9
    side: str = "A"
    gems: int = 7
    rats: int = 3
    skeletons: int = 3
    traps: int = 3
    ghosts: int = 4
    scrolls: int = 3
    dead_end_share: float = 1.0  # share of dead ends opened into loops
    extra_share: float = 0.06  # share of further inner walls removed
    spacing: int = 2  # minimum Manhattan distance between scattered symbols (relaxed if needed)

    def __post_init__(self) -> None:
        for dim in (self.width, self.height):
            if not MIN_SIZE <= dim <= MAX_SIZE:
                raise PnpError(f"a labyrinth sheet is {MIN_SIZE}×{MIN_SIZE} to {MAX_SIZE}×{MAX_SIZE} squares, "
                               f"not {self.width}×{self.height}")
        for name in ("gems", "rats", "skeletons", "traps", "ghosts", "scrolls"):
            if getattr(self, name) < 0:
                raise PnpError(f"--{name}: cannot be negative")
        if self.scrolls > len(SCROLL_NAMES):
            raise PnpError(f"at most {len(SCROLL_NAMES)} scrolls")
        if self.symbol_count() > self.width * self.height * 0.7:
            raise PnpError(f"{self.symbol_count()} symbols do not fit on {self.width}×{self.height} squares "
                           "(at most 70 % of them)")
        if not (0 <= self.dead_end_share <= 1 and 0 <= self.extra_share <= 1):
            raise PnpError("loop density settings are shares between 0 and 1")

    def symbol_count(self) -> int:
        return (len(STAIR_LETTERS) + len(BOSSES) + len(ITEMS)
                + self.gems + self.rats + self.skeletons + self.traps + self.ghosts + self.scrolls)

    def to_json(self) -> dict:
        return dict(self.__dict__)


SIDE_A = SheetParams()
# Side B is the bigger, richer side: more squares, more gems and more loops, so a card never scores
# less on it than on side A (the deck checks that card by card). Hazards grow slower than the area:
# on a sheet as crowded with traps as side A, long routes run out of hearts.
SIDE_B = SheetParams(width=11, height=11, side="B", gems=12, rats=4, skeletons=4, traps=3, ghosts=5, scrolls=3,
                     dead_end_share=1.0, extra_share=0.08)
PRESETS = {"A": SIDE_A, "B": SIDE_B}


def params_for(side: str = "A", size: tuple[int, int] | None = None) -> SheetParams:
    """The side's preset, scaled to another size if asked (symbol counts follow the area)."""
    base = PRESETS.get(side.upper())
    if base is None:
        raise PnpError(f"--side: expected A or B, got {side!r}")
    if size is None or size == (base.width, base.height):
        return base
    w, h = size
    if not (MIN_SIZE <= w <= MAX_SIZE and MIN_SIZE <= h <= MAX_SIZE):
        raise PnpError(f"--size: a sheet is {MIN_SIZE}x{MIN_SIZE} to {MAX_SIZE}x{MAX_SIZE} squares, not {w}x{h}")
    scale = (w * h) / (base.width * base.height)

    def n(v: int) -> int:
        return max(1, round(v * scale))

    return replace(base, width=w, height=h, side="custom",
                   gems=n(base.gems), rats=n(base.rats), skeletons=n(base.skeletons), traps=n(base.traps),
                   ghosts=n(base.ghosts), scrolls=min(3, max(1, round(3 * min(1.0, scale)))))


def _spread(candidates: list[Cell], k: int, rng: random.Random, grid: Grid) -> list[Cell]:
    """k cells far apart from each other (greedy farthest point, by maze distance)."""
    chosen = [rng.choice(candidates)]
    while len(chosen) < k:
        dist: dict[Cell, int] = {}
        for c in chosen:
            for cell, d in grid.distances(c).items():
                dist[cell] = min(d, dist.get(cell, 10**9))
        best = max(dist.get(c, 0) for c in candidates if c not in chosen)
        pool = [c for c in candidates if c not in chosen and dist.get(c, 0) >= best - 1]
        chosen.append(rng.choice(sorted(pool)))
    return chosen


def _apart(c: Cell, taken: set[Cell], gap: int) -> bool:
    """At least ``gap`` steps (Manhattan) from every taken square."""
    return all(abs(c[0] - t[0]) + abs(c[1] - t[1]) >= gap for t in taken)


def _scatter(free: list[Cell], k: int, taken: set[Cell], spacing: int, rng: random.Random) -> list[Cell]:
    """k free squares ``spacing`` apart, relaxing the spacing one step at a time until they fit."""
    out: list[Cell] = []
    for gap in range(spacing, -1, -1):
        pool = [c for c in free if c not in taken and _apart(c, taken, gap)]
        rng.shuffle(pool)
        for c in pool:
            if len(out) == k:
                break
            if _apart(c, taken, gap):  # squares picked in this pass may now be too close
                out.append(c)
                taken.add(c)
        if len(out) == k:
            return out
    raise PnpError("not enough free squares for the symbols")


def generate_sheet(params: SheetParams, seed: int, labyrinth_id: str = "", variant: int = 0) -> Sheet:
    """A sheet that passes :func:`verify_sheet` and, for the presets' sizes and loops (:func:`_checked`), leaves the
    designer's report nothing to say (:func:`clean`); ``variant`` picks another sheet for the same seed."""
    for attempt in range(ATTEMPTS):
        labels = (params.side, params.width, params.height, attempt) + ((variant,) if variant else ())
        rng = make_rng(seed, "labyrinth-sheet", *labels)
        sheet = _attempt(params, seed, rng, labyrinth_id)
        verdict = verify_sheet(sheet)
        if verdict.ok and (not _checked(params) or clean(sheet, verdict.witness["routes"])):
            return sheet
    raise PnpError("could not generate a valid sheet with these settings; try fewer symbols")


def _checked(p: SheetParams) -> bool:
    """Whether a candidate must be :func:`clean`: every dead end opened (``--loops`` under 1 keeps some, and a dead
    end is a pocket) and at most ``CHECKED_SQUARES`` squares (both sides' presets; on a bigger custom sheet each
    solve takes seconds, and the construction alone, without cut squares, leaves few findings)."""
    return p.dead_end_share >= 1 and p.width * p.height <= CHECKED_SQUARES


def clean(sheet: Sheet, routes: dict[str, list[list[int]]]) -> bool:
    """No finding in ``pnp verify --explain`` (explain.py): every square on a path to a boss, every symbol
    scorable, every item usable before its monster, nothing undecided. Cheap on a sheet without cut squares (most
    questions are answered by a drawn path, not the solver); an attempt that fails it is thrown away."""
    from pnp.games.labyrinth.explain import sheet_feedback

    feedback = sheet_feedback(sheet, [tuple((int(x), int(y)) for x, y in path) for path in routes.values()])
    return feedback.clean() and not feedback.staircase_exit_only


def _attempt(p: SheetParams, seed: int, rng: random.Random, labyrinth_id: str) -> Sheet:
    w, h = p.width, p.height
    walls = braid(w, h, perfect_maze(w, h, rng), rng, p.dead_end_share, p.extra_share)
    if p.dead_end_share >= 1:
        # no cut squares: a room hanging off the maze by one square or one opening is a pocket a path cannot
        # leave, and an item in such a room is gained only on the way to what lies past it. (A dead end is such a
        # room, so a sheet asked to keep some, --loops under 1, is left as braided.)
        walls = biconnect(w, h, walls, rng)
    grid = Grid(w, h, walls)
    all_cells = list(cells(w, h))
    third = max(1, h // 3)
    bottom = [c for c in all_cells if c[1] >= h - third]
    top = [c for c in all_cells if c[1] < third]
    middle = [c for c in all_cells if third <= c[1] < h - third] or all_cells
    placed: dict[Cell, Symbol] = {}
    for letter, c in zip(STAIR_LETTERS, _spread(bottom, 3, rng, grid)):
        placed[c] = staircase(letter)
    boss_cells = _spread(top, 3, rng, grid)
    bosses = list(BOSSES)
    rng.shuffle(bosses)
    for boss, c in zip(bosses, boss_cells):
        placed[c] = Symbol(boss)
    taken = set(placed)
    for item, c in zip(ITEMS, _scatter(middle, len(ITEMS), taken, 3, rng)):
        placed[c] = Symbol(item)
    rest = [c for c in all_cells if c not in taken]
    plan = [("gem", p.gems), ("rat", p.rats), ("skeleton", p.skeletons), ("trap", p.traps), ("ghost", p.ghosts)]
    for kind, count in plan:
        for c in _scatter(rest, count, taken, p.spacing, rng):
            placed[c] = Symbol(kind)
    for name, c in zip(SCROLL_NAMES, _scatter(rest, p.scrolls, taken, p.spacing, rng)):
        placed[c] = scroll(name)
    sheet_id = f"{labyrinth_id or short_id(seed, 'labyrinth')}-{p.side}"
    return Sheet(w, h, frozenset(walls), tuple(sorted(placed.items())), p.side, sheet_id, seed, p.to_json())


def generate_labyrinth(seed: int, side_a: SheetParams = SIDE_A, side_b: SheetParams = SIDE_B,
                       variant: int = 0) -> Labyrinth:
    """Sides A and B of the seed's labyrinth; ``variant`` > 0 gives the seed's further labyrinths (another id)."""
    lab_id = short_id(seed, "labyrinth", *((variant,) if variant else ()))
    return Labyrinth(lab_id, seed, generate_sheet(side_a, seed, lab_id, variant),
                     generate_sheet(side_b, seed, lab_id, variant))
