"""Generating labyrinth sheets: a braided maze with symbols placed by rule.

Entries (staircases) go in the lower third of the sheet and exits (bosses) in
the upper third, each group spread apart by sight and then by maze distance
(:func:`_spread`: a third of the width apart, never touching, not all in one
row); items sit in the middle band; the rest are scattered with a minimum
spacing. Every generated sheet passes
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


def sight_gap(width: int) -> int:
    """The least gap, in squares by sight (Chebyshev: rows or columns, whichever is more), between two staircases
    or two bosses of a sheet ``width`` squares wide: a third of the width, and at least 2, so two of them never
    touch, not even at a corner. Three squares that far apart fit in one row of any sheet (x = 0, gap, 2 × gap;
    5 squares wide at the least), so the gap is relaxed only for a band :func:`_spread` is handed by hand."""
    return max(2, width // 3)


def _sight(a: Cell, b: Cell) -> int:
    """Squares between a and b as the eye counts them: a diagonal neighbour is as near as an orthogonal one."""
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def _one_line(group: list[Cell]) -> bool:
    """All in one row or all in one column: three staircases in a row read as a fence, not as three entries."""
    return len({c[1] for c in group}) == 1 or len({c[0] for c in group}) == 1


def _fits(chosen: list[Cell], rest: list[Cell], k: int, gap: int, unlined: bool) -> bool:
    """Whether squares of ``rest`` (each already ``gap`` from every chosen one) complete ``chosen`` to k squares
    pairwise ``gap`` apart, and, if ``unlined``, not all in one line. A lookahead: a greedy pick that boxes the
    next one in (x = 2 and x = 6 of nine columns leave no square 3 from both) is never made."""
    if len(chosen) == k:
        return not (unlined and _one_line(chosen))
    return any(_fits(chosen + [c], [d for d in rest[i + 1:] if _sight(c, d) >= gap], k, gap, unlined)
               for i, c in enumerate(rest))


def _open_squares(pool: list[Cell], chosen: list[Cell], k: int, gap: int, unlined: bool) -> list[Cell]:
    """The squares of ``pool`` the next pick may take: ``gap`` from every chosen square, and leaving room for
    the rest of the k."""
    rest = [c for c in pool if c not in chosen and all(_sight(c, t) >= gap for t in chosen)]
    return [c for c in rest if _fits(chosen + [c], [d for d in rest if _sight(c, d) >= gap], k, gap, unlined)]


def _first_square(pool: list[Cell], k: int, rng: random.Random, gap: int, unlined: bool) -> Cell | None:
    """A random square of ``pool`` from which k squares ``gap`` apart can be placed (None if there is none): the
    pool in the rng's order, the first that fits, without testing every square (that costs a cube of the band)."""
    order = list(pool)
    rng.shuffle(order)
    for c in order:
        if _fits([c], [d for d in pool if _sight(c, d) >= gap], k, gap, unlined):
            return c
    return None


def _spread_at(pool: list[Cell], k: int, rng: random.Random, grid: Grid, gap: int, unlined: bool) -> list[Cell] | None:
    """k squares of ``pool`` pairwise ``gap`` apart by sight, each next one among the open squares farthest by maze
    (greedy farthest point, one step of slack for variety); None if the pool cannot hold them."""
    first = _first_square(pool, k, rng, gap, unlined)
    if first is None:
        return None
    chosen = [first]
    while len(chosen) < k:
        dist = grid.distances(*chosen)
        options = _open_squares(pool, chosen, k, gap, unlined)
        best = max(dist.get(c, 0) for c in options)
        chosen.append(rng.choice([c for c in options if dist.get(c, 0) >= best - 1]))
    return chosen


def _spread(candidates: list[Cell], k: int, rng: random.Random, grid: Grid) -> list[Cell]:
    """k cells far apart by sight and then by maze: pairwise at least :func:`sight_gap` of the sheet's width
    apart (never side by side, diagonally included), not all in one row or one column, and among the squares that
    keep that, far apart through the maze. Maze distance alone is not enough: two squares with a long wall between
    them are far for a path but side by side on the page, and a player sees the page. A band that cannot hold the
    line rule drops it (a band one row high), then the gap is relaxed one step at a time, as :func:`_scatter`
    relaxes its spacing."""
    pool = sorted(candidates)
    for gap in range(sight_gap(grid.width), 0, -1):
        for unlined in dict.fromkeys((k >= 3, False)):  # two squares always share a line: no rule to drop
            chosen = _spread_at(pool, k, rng, grid, gap, unlined)
            if chosen is not None:
                return chosen
    raise PnpError("not enough squares for the staircases or bosses")


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
