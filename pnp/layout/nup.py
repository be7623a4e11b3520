"""n-up imposition: many components of one size on sheets of paper, with crop marks.

Each component is a :class:`Page` (trim size plus bleed). On a sheet the
components sit in a centred grid; the gutter between neighbouring trim boxes
is at least twice the bleed by default, so every component keeps its whole
bleed and each cut line gets its own crop marks. With a smaller gutter a
component's bleed is clipped halfway across the gutter, never drawn over its
neighbour. Crop marks continue every trim line into the sheet's margin,
outside all bleeds, so a guillotine or a craft knife can follow them.

Backs: :func:`impose_backs` builds the matching back sheets for double-sided
printing; flipping on the long edge mirrors the columns (portrait paper), on
the short edge the rows; an offset (dx, dy) corrects a printer's skew.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Sequence

from pnp.errors import PnpError
from pnp.layout.catalog import Paper
from pnp.scene.affine import Affine
from pnp.scene.color import REGISTRATION
from pnp.scene.model import Group, Item, Page, Style
from pnp.scene.shapes import line, rect

PRINTER_MARGIN = 4.0  # mm that most home printers cannot print


@dataclass(frozen=True)
class Slot:
    x: float  # trim box top-left on the sheet, mm
    y: float
    width: float
    height: float


@dataclass(frozen=True)
class Grid:
    cols: int
    rows: int
    slots: tuple[Slot, ...]  # row-major
    gutter: float = 0.0  # between neighbouring trim boxes
    keep: float = 0.0  # bleed kept around each component (clipped beyond)
    paper: Paper | None = None  # the sheet as imposed (possibly turned to landscape)

    @property
    def per_sheet(self) -> int:
        return len(self.slots)


@dataclass(frozen=True)
class MarkStyle:
    length: float = 4.0
    offset: float = 1.0  # gap between the outermost bleed edge and the mark
    width: float = 0.2
    full: bool = False  # full-length lines across the sheet instead of marks in the margin


def _layout(width: float, height: float, paper: Paper, gutter: float, keep: float, marks: MarkStyle | None) -> Grid:
    room = PRINTER_MARGIN + ((marks.offset + marks.length) if marks and not marks.full else 0.0) + keep
    cols = int((paper.width - 2 * room + gutter + 1e-9) // (width + gutter))
    rows = int((paper.height - 2 * room + gutter + 1e-9) // (height + gutter))
    if cols < 1 or rows < 1:
        return Grid(0, 0, (), gutter, keep)
    block_w = cols * width + (cols - 1) * gutter
    block_h = rows * height + (rows - 1) * gutter
    x0 = (paper.width - block_w) / 2
    y0 = (paper.height - block_h) / 2
    slots = tuple(Slot(x0 + c * (width + gutter), y0 + r * (height + gutter), width, height)
                  for r in range(rows) for c in range(cols))
    return Grid(cols, rows, slots, gutter, keep)


def grid_for(width: float, height: float, bleed: float, paper: Paper, gutter: float | None = None,
             marks: MarkStyle | None = MarkStyle()) -> Grid:
    """The grid of slots for components of this size on this paper.

    With no gutter given, the layout that fits the most components wins, ties going
    to the roomier one: first a gutter of twice the bleed (every component keeps its
    whole bleed and gets its own cuts), then no gutter (neighbours share a cut line
    and each bleed is clipped at it) with the outer bleed kept, then with the outer
    bleed trimmed to what the paper allows.
    """
    if gutter is None:
        tries = [(2 * bleed, bleed), (0.0, bleed), (0.0, 0.0)]  # (gutter, outer bleed kept)
    elif gutter < 0:
        raise PnpError("the gutter cannot be negative")
    else:
        tries = [(gutter, bleed), (gutter, 0.0)]
    # max() keeps the first of equals: the roomier layout wins a tie
    grids = [_layout(width, height, paper, gap, keep, marks) for gap, keep in tries]
    best = max((g for g in grids if g.per_sheet), key=lambda g: g.per_sheet, default=None)
    if best is None:
        raise PnpError(f"a {width:g} × {height:g} mm component does not fit on {paper.name} with its bleed and marks")
    if gutter is not None and 0 < gutter < 2 * bleed:
        best = replace(best, keep=min(best.keep, gutter / 2))  # outer edges keep no more than inner ones
    return best


def _placed(component: Page, slot: Slot, grid: Grid) -> Item:
    """The component at its slot, its bleed clipped to what the grid keeps.

    Inner edges keep at most half the gutter (never over a neighbour); outer edges
    keep ``grid.keep``.
    """
    inner = min(component.bleed, grid.gutter / 2)
    xs = sorted({s.x for s in grid.slots})
    ys = sorted({s.y for s in grid.slots})
    left = grid.keep if slot.x <= xs[0] + 1e-9 else inner
    right = grid.keep if slot.x >= xs[-1] - 1e-9 else inner
    top = grid.keep if slot.y <= ys[0] + 1e-9 else inner
    bottom = grid.keep if slot.y >= ys[-1] - 1e-9 else inner
    left, right, top, bottom = (min(v, component.bleed) for v in (left, right, top, bottom))
    clip = rect(-left, -top, slot.width + left + right, slot.height + top + bottom, Style())
    return Group(component.items, Affine.translate(slot.x, slot.y), clip=clip)


def crop_marks(grid: Grid, paper: Paper, style: MarkStyle) -> list[Item]:
    """Marks continuing every trim line outwards, starting beyond every bleed."""
    pen = Style(stroke=REGISTRATION, width=style.width, cap="butt")
    xs = sorted({s.x for s in grid.slots} | {s.x + s.width for s in grid.slots})
    ys = sorted({s.y for s in grid.slots} | {s.y + s.height for s in grid.slots})
    keep = grid.keep
    left, right = min(xs) - keep, max(xs) + keep
    top, bottom = min(ys) - keep, max(ys) + keep
    items: list[Item] = []
    if style.full:
        for x in xs:
            items += [line(x, 0, x, top - style.offset, pen), line(x, bottom + style.offset, x, paper.height, pen)]
        for y in ys:
            items += [line(0, y, left - style.offset, y, pen), line(right + style.offset, y, paper.width, y, pen)]
        return items
    for x in xs:
        items.append(line(x, top - style.offset - style.length, x, top - style.offset, pen))
        items.append(line(x, bottom + style.offset, x, bottom + style.offset + style.length, pen))
    for y in ys:
        items.append(line(left - style.offset - style.length, y, left - style.offset, y, pen))
        items.append(line(right + style.offset, y, right + style.offset + style.length, y, pen))
    return items


def _oriented_grid(paper: Paper, width: float, height: float, bleed: float, gutter: float | None,
                   marks: MarkStyle | None) -> Grid:
    """The grid on the paper turned the way that fits the most components (as given on a tie)."""
    best: Grid | None = None
    refusals: list[PnpError] = []
    for candidate in (paper, paper.landscape()):
        try:
            grid = replace(grid_for(width, height, bleed, candidate, gutter, marks), paper=candidate)
        except PnpError as err:
            refusals.append(err)
            continue
        if best is None or grid.per_sheet > best.per_sheet:
            best = grid
    if best is None:
        raise refusals[0]
    return best


def impose(components: Sequence[Page], paper: Paper, gutter: float | None = None,
           marks: MarkStyle | None = MarkStyle(), label: str = "sheet") -> tuple[list[Page], Grid]:
    """Components of one size, in order, row by row, on as many sheets as needed.

    The sheets are the paper turned whichever way holds more components; the
    returned grid's ``paper`` tells which.
    """
    if not components:
        return [], Grid(0, 0, ())
    first = components[0]
    for c in components:
        if (c.width, c.height, c.bleed) != (first.width, first.height, first.bleed):
            raise PnpError("impose() places components of one size; split them by size first")
    grid = _oriented_grid(paper, first.width, first.height, first.bleed, gutter, marks)
    return _sheets(components, grid, marks, label), grid


def _sheets(components: Sequence[Page], grid: Grid, marks: MarkStyle | None, label: str) -> list[Page]:
    """The components placed in the grid's slots, sheet after sheet, with crop marks."""
    paper = grid.paper
    n = grid.per_sheet
    sheets = []
    for k in range(0, len(components), n):
        items: list[Item] = [_placed(c, s, grid) for c, s in zip(components[k : k + n], grid.slots)]
        if marks is not None:
            items += crop_marks(grid, paper, marks)
        sheets.append(Page(paper.width, paper.height, tuple(items), bleed=0.0, label=f"{label} {k // n + 1}"))
    return sheets


def back_slots(grid: Grid, paper: Paper, flip: str = "long", offset: tuple[float, float] = (0.0, 0.0)) -> tuple[Slot, ...]:
    """Where each front slot's back goes on the back sheet so that it prints behind it.

    The sheet turns about its long or its short edge. On portrait paper the long
    edge is vertical, so a long-edge flip mirrors x and a short-edge flip mirrors
    y; on landscape paper it is the other way round.
    """
    if flip not in ("long", "short"):
        raise PnpError(f"unknown flip {flip!r} (long or short)")
    portrait = paper.width <= paper.height
    mirror_x = (flip == "long") == portrait
    dx, dy = offset
    out = []
    for s in grid.slots:
        if mirror_x:
            out.append(Slot(paper.width - s.x - s.width + dx, s.y + dy, s.width, s.height))
        else:
            out.append(Slot(s.x + dx, paper.height - s.y - s.height + dy, s.width, s.height))
    return tuple(out)


def impose_backs(backs: Sequence[Page], front_grid: Grid, paper: Paper,
                 flip: str = "long", offset: tuple[float, float] = (0.0, 0.0),
                 marks: MarkStyle | None = MarkStyle(), label: str = "backs") -> list[Page]:
    """Back sheets matching :func:`impose`'s fronts: ``backs[i]`` prints behind front i."""
    if not backs:
        return []
    paper = front_grid.paper or paper
    mirrored = replace(front_grid, slots=back_slots(front_grid, paper, flip, offset), paper=paper)
    return _sheets(backs, mirrored, marks, label)


def duplex_sheets(fronts: Sequence[Page], backs: Sequence[Page] | None, paper: Paper, flip: str = "long",
                  offset: tuple[float, float] = (0.0, 0.0), gutter: float | None = None,
                  marks: MarkStyle | None = MarkStyle(), label: str = "sheet") -> list[Page]:
    """Front sheets, each followed by its back sheet (print double-sided, flip as told).

    Without backs, only the front sheets.
    """
    front_sheets, grid = impose(fronts, paper, gutter, marks, label)
    if not backs:
        return front_sheets
    if len(backs) != len(fronts):
        raise PnpError("every front needs a back")
    back_sheets = impose_backs(backs, grid, paper, flip, offset, marks, label=f"{label} back")
    out: list[Page] = []
    for f, b in zip(front_sheets, back_sheets):
        out += [f, b]
    return out


def foldover_sheets(fronts: Sequence[Page], backs: Sequence[Page], paper: Paper, gutter: float | None = None,
                    marks: MarkStyle | None = MarkStyle(), label: str = "sheet") -> tuple[list[Page], Grid]:
    """Single-sided fold-over: fronts on the top half of each sheet, backs on the bottom half.

    Folding the sheet along its horizontal middle line (dashed) puts the bottom half
    behind the top half, mirrored top to bottom, so each back sits at y' = H - y - h
    and is drawn turned by 180°: it reads upright when the card is turned over
    sideways. Glue the halves, then cut along the marks of the top half.
    """
    if len(backs) != len(fronts):
        raise PnpError("every front needs a back")
    if not fronts:
        return [], Grid(0, 0, ())
    first = fronts[0]
    half = replace(paper, height=paper.height / 2)
    grid = replace(grid_for(first.width, first.height, first.bleed, half, gutter, marks), paper=paper)
    back_grid = replace(grid, slots=foldover_back_slots(grid, paper))
    fold = Style(stroke=REGISTRATION, width=0.2, dash=(2.0, 1.5), cap="butt")
    sheets = []
    n = grid.per_sheet
    for k in range(0, len(fronts), n):
        items: list[Item] = [_placed(c, s, grid) for c, s in zip(fronts[k : k + n], grid.slots)]
        for b, s in zip(backs[k : k + n], back_grid.slots):
            placed = _placed(b, s, back_grid)
            turn = Affine.rotate(180, about=(s.x + s.width / 2, s.y + s.height / 2))
            items.append(Group((placed,), turn))
        items.append(line(0, paper.height / 2, paper.width, paper.height / 2, fold))
        if marks is not None:
            items += crop_marks(grid, half, marks)
        sheets.append(Page(paper.width, paper.height, tuple(items), bleed=0.0, label=f"{label} {k // n + 1}"))
    return sheets, grid


def foldover_back_slots(grid: Grid, paper: Paper) -> tuple[Slot, ...]:
    """Where each front's back lies on the bottom half: its mirror image across the fold line."""
    return tuple(Slot(s.x, paper.height - s.y - s.height, s.width, s.height) for s in grid.slots)
