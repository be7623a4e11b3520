"""n-up imposition: many components of one size on sheets of paper, with crop marks.

Each component is a :class:`Page` (trim size plus bleed). On a sheet the
components sit in a centred grid; the gutter between neighbouring trim boxes
is twice the bleed by default, so every component keeps its whole bleed and
each cut line gets its own crop marks. With a smaller gutter (none: shared
cut lines) a component's bleed is clipped halfway across the gutter, never
drawn over its neighbour. Every edge that touches no neighbour keeps its
whole bleed, on the outside of the grid (the crop marks beside it shortened
if need be) and next to an empty slot of a last, partly filled sheet; only a
component too large for that keeps what the margin leaves. So a cut a little
outside the line still shows colour, not white paper. Crop marks continue
every trim line into the sheet's margin, outside all bleeds, so a guillotine
or a craft knife can follow them.

Backs: :func:`impose_backs` builds the matching back sheets for double-sided
printing; flipping on the long edge mirrors the columns (portrait paper), on
the short edge the rows; an offset (dx, dy) corrects a printer's skew.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from pnp.catalog import Paper
from pnp.errors import PnpError
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
    keep_x: float = 0.0  # bleed kept beyond the grid's left and right trim lines (the margin's share)
    keep_y: float = 0.0  # ...and beyond its top and bottom trim lines
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


# Crop marks shorten, down to these, before a component's outer bleed does: art that reaches its cut line must
# run past it by the whole bleed (a cut a little outside the line lands on colour), and a short mark still
# shows where to cut.
MIN_MARK_OFFSET = 0.5  # mm between the bleed and a shortened mark
MIN_MARK_LENGTH = 1.5  # mm


def _mark_room(marks: MarkStyle | None, short: bool = False) -> float:
    """Margin the crop marks take beyond the outer bleed (full-length lines cross the sheet: none); ``short``:
    the least they can take, shortened."""
    if not marks or marks.full:
        return 0.0
    room = marks.offset + marks.length
    return min(room, MIN_MARK_OFFSET + MIN_MARK_LENGTH) if short else room


def fitted_mark(style: MarkStyle, room: float) -> tuple[float, float]:
    """A mark's offset beyond the bleed and its length, in ``room`` mm between the bleed and the printer's
    margin: the style's own where they fit, else shortened (the offset first to :data:`MIN_MARK_OFFSET`, the
    length taking the rest); a length of 0 or less: no room for a mark."""
    if room >= style.offset + style.length - 1e-9:
        return style.offset, style.length
    offset = min(style.offset, max(MIN_MARK_OFFSET, room - MIN_MARK_LENGTH))
    return offset, room - offset


def _whole_first(tries: list[tuple[float, bool, bool]]) -> list[list[tuple[float, bool, bool]]]:
    """The tries in two rounds: keeping the whole outer bleed (marks shortened if need be), then, only when none
    of those fits, keeping what the margin leaves of it."""
    return [[t for t in tries if t[1]], [t for t in tries if not t[1]]]


def _layout(width: float, height: float, bleed: float, paper: Paper, gutter: float, marks: MarkStyle | None,
            whole_bleed: bool, short_marks: bool = False) -> Grid:
    """As many components as fit; ``whole_bleed`` asks for room for the whole bleed outside the grid, with
    room for the crop marks, or for marks shortened to the least (``short_marks``).

    Either way the outer bleed kept is as much of ``bleed`` as the margin left
    beside the printer's margin and the marks holds, per axis.
    """
    room = PRINTER_MARGIN + _mark_room(marks, short_marks)
    need = room + (bleed if whole_bleed else 0.0)
    cols = int((paper.width - 2 * need + gutter + 1e-9) // (width + gutter))
    rows = int((paper.height - 2 * need + gutter + 1e-9) // (height + gutter))
    if cols < 1 or rows < 1:
        return Grid(0, 0, (), gutter)
    block_w = cols * width + (cols - 1) * gutter
    block_h = rows * height + (rows - 1) * gutter
    x0 = (paper.width - block_w) / 2
    y0 = (paper.height - block_h) / 2
    slots = tuple(Slot(x0 + c * (width + gutter), y0 + r * (height + gutter), width, height)
                  for r in range(rows) for c in range(cols))
    keep_x = max(0.0, min(bleed, x0 - room))
    keep_y = max(0.0, min(bleed, y0 - room))
    return Grid(cols, rows, slots, gutter, keep_x, keep_y)


def grid_for(width: float, height: float, bleed: float, paper: Paper, gutter: float | None = None,
             marks: MarkStyle | None = MarkStyle()) -> Grid:
    """The grid of slots for components of this size on this paper.

    Every layout keeps the whole outer bleed, its crop marks shortened if need be
    (:func:`fitted_mark`); only a component that fits no such layout keeps the
    outer bleed the margin allows. Among them, with no gutter given, the layout
    that fits the most components wins, ties going to the roomier one: a gutter of
    twice the bleed (every component keeps its whole inner bleed and gets its own
    cuts) before no gutter (neighbours share a cut line and each inner bleed is
    clipped at it), whole marks before shortened ones.
    """
    if gutter is not None and gutter < 0:
        raise PnpError("the gutter cannot be negative")
    gaps = [2 * bleed, 0.0] if gutter is None else [gutter]
    # (gutter, room for the whole outer bleed, marks shortened)
    tries = [(gap, whole, short) for whole in (True, False) for gap in gaps for short in (False, True)
             if whole or not short]
    best = None
    for round_ in _whole_first(tries):
        # max() keeps the first of equals: the roomier layout wins a tie
        grids = [_layout(width, height, bleed, paper, gap, marks, whole, short) for gap, whole, short in round_]
        best = max((g for g in grids if g.per_sheet), key=lambda g: g.per_sheet, default=None)
        if best is not None:
            break
    if best is None:
        raise PnpError(f"a {width:g} × {height:g} mm component does not fit on {paper.name} with its bleed and marks")
    return best


def _edge_bleeds(slot: Slot, grid: Grid, occupied: Sequence[Slot], bleed: float) -> tuple[float, float, float, float]:
    """The bleed a component at ``slot`` keeps on its left, top, right and bottom edges.

    Towards a component on the same sheet: half the gutter (never over the
    neighbour). Towards an empty slot (the last sheet of a part): the whole
    bleed, up to halfway across that slot. Outside the grid: what the margin
    allows (``grid.keep_x``, ``grid.keep_y``).
    """
    step_x, step_y = slot.width + grid.gutter, slot.height + grid.gutter

    def at(x: float, y: float, slots: Sequence[Slot]) -> bool:
        return any(abs(s.x - x) < 1e-6 and abs(s.y - y) < 1e-6 for s in slots)

    out = []
    for dx, dy, outer, across in ((-1, 0, grid.keep_x, slot.width), (0, -1, grid.keep_y, slot.height),
                                  (1, 0, grid.keep_x, slot.width), (0, 1, grid.keep_y, slot.height)):
        x, y = slot.x + dx * step_x, slot.y + dy * step_y
        if at(x, y, occupied):
            out.append(grid.gutter / 2)
        elif at(x, y, grid.slots):
            out.append(grid.gutter + across / 2)
        else:
            out.append(outer)
    return tuple(min(v, bleed) for v in out)  # type: ignore[return-value]


def _placed(component: Page, slot: Slot, grid: Grid, occupied: Sequence[Slot], turned: bool = False) -> Item:
    """The component at its slot, its bleed clipped edge by edge (see :func:`_edge_bleeds`).

    ``turned``: the caller turns the placed component 180° about the slot's
    centre, so its own left edge lands on the slot's right (fold-over backs).
    """
    left, top, right, bottom = _edge_bleeds(slot, grid, occupied, component.bleed)
    if turned:
        left, top, right, bottom = right, bottom, left, top
    clip = rect(-left, -top, slot.width + left + right, slot.height + top + bottom, Style())
    return Group(component.items, Affine.translate(slot.x, slot.y), clip=clip)


def crop_marks(grid: Grid, paper: Paper, style: MarkStyle) -> list[Item]:
    """Marks continuing every trim line outwards, starting beyond every bleed."""
    pen = Style(stroke=REGISTRATION, width=style.width, cap="butt")
    xs = sorted({s.x for s in grid.slots} | {s.x + s.width for s in grid.slots})
    ys = sorted({s.y for s in grid.slots} | {s.y + s.height for s in grid.slots})
    left, right = min(xs) - grid.keep_x, max(xs) + grid.keep_x
    top, bottom = min(ys) - grid.keep_y, max(ys) + grid.keep_y
    items: list[Item] = []
    if style.full:
        for x in xs:
            items += [line(x, 0, x, top - style.offset, pen), line(x, bottom + style.offset, x, paper.height, pen)]
        for y in ys:
            items += [line(0, y, left - style.offset, y, pen), line(right + style.offset, y, paper.width, y, pen)]
        return items
    # each side's marks as long as the room between the bleed and the printer's margin allows (fitted_mark)
    o_top, n_top = fitted_mark(style, top - PRINTER_MARGIN)
    o_bottom, n_bottom = fitted_mark(style, paper.height - PRINTER_MARGIN - bottom)
    o_left, n_left = fitted_mark(style, left - PRINTER_MARGIN)
    o_right, n_right = fitted_mark(style, paper.width - PRINTER_MARGIN - right)
    for x in xs:
        if n_top > 0:
            items.append(line(x, top - o_top - n_top, x, top - o_top, pen))
        if n_bottom > 0:
            items.append(line(x, bottom + o_bottom, x, bottom + o_bottom + n_bottom, pen))
    for y in ys:
        if n_left > 0:
            items.append(line(left - o_left - n_left, y, left - o_left, y, pen))
        if n_right > 0:
            items.append(line(right + o_right, y, right + o_right + n_right, y, pen))
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
    assert paper is not None, "a grid of placed components knows its sheet"
    n = grid.per_sheet
    sheets = []
    for k in range(0, len(components), n):
        occupied = grid.slots[: len(components[k : k + n])]
        items: list[Item] = [_placed(c, s, grid, occupied) for c, s in zip(components[k : k + n], grid.slots)]
        if marks is not None:
            items += crop_marks(grid, paper, marks)
        sheets.append(Page(paper.width, paper.height, tuple(items), bleed=0.0, label=f"{label} {k // n + 1}"))
    return sheets


def back_slots(grid: Grid, paper: Paper, flip: str = "long",
               offset: tuple[float, float] = (0.0, 0.0)) -> tuple[Slot, ...]:
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


@dataclass(frozen=True)
class Fold:
    """How a fold-over sheet is laid out: the sheet as printed and the line it folds along."""

    sheet: Paper
    vertical: bool  # folds along x = W/2 (fronts on the left half), else along y = H/2 (fronts on top)

    @property
    def half(self) -> Paper:
        if self.vertical:
            return replace(self.sheet, width=self.sheet.width / 2)
        return replace(self.sheet, height=self.sheet.height / 2)

    def back_slot(self, s: Slot) -> Slot:
        """A front's back on the other half: its mirror image across the fold line."""
        if self.vertical:
            return Slot(self.sheet.width - s.x - s.width, s.y, s.width, s.height)
        return Slot(s.x, self.sheet.height - s.y - s.height, s.width, s.height)

    def line(self) -> tuple[float, float, float, float]:
        """The dashed fold line, across the sheet but for the band a home printer cannot print."""
        w, h, m = self.sheet.width, self.sheet.height, PRINTER_MARGIN
        return (w / 2, m, w / 2, h - m) if self.vertical else (m, h / 2, w - m, h / 2)


def foldover_grid(width: float, height: float, bleed: float, paper: Paper, gutter: float | None = None,
                  marks: MarkStyle | None = MarkStyle()) -> tuple[Grid, Fold]:
    """The fold that holds the most components on the front half, and its grid.

    Tried in this order (the first of equals wins): the paper as given folded
    across its middle (fronts on the top half), the paper turned to landscape
    and folded down its middle (fronts on the left half), then the two thin
    halves. So a component too big for half of a portrait sheet (an A6 card on
    A4) still folds over, one per half of a landscape sheet.
    """
    tried = [Fold(paper, False), Fold(paper.landscape(), True), Fold(paper, True), Fold(paper.landscape(), False)]
    best: tuple[Grid, Fold] | None = None
    for fold in tried:
        try:
            grid = grid_for(width, height, bleed, fold.half, gutter, marks)
        except PnpError:
            continue
        if best is None or grid.per_sheet > best[0].per_sheet:
            best = (replace(grid, paper=fold.sheet), fold)
    if best is None:
        raise PnpError(f"a {width:g} × {height:g} mm component does not fit on half of {paper.name} "
                       "with its bleed and marks (fold-over)")
    return best


def foldover_sheets(fronts: Sequence[Page], backs: Sequence[Page], paper: Paper, gutter: float | None = None,
                    marks: MarkStyle | None = MarkStyle(), label: str = "sheet") -> tuple[list[Page], Grid]:
    """Single-sided fold-over: fronts on one half of each sheet, their backs on the other half.

    Folding the sheet along its middle line (dashed) puts the second half behind
    the first, mirrored across the line, so each back sits at the mirror image
    of its front's slot. Folded across (a horizontal line) a back is drawn
    turned by 180°, folded down the middle (a vertical line) upright: either
    way it reads upright when the card is turned over sideways. Glue the
    halves, then cut along the marks of the front half. :func:`foldover_grid`
    chooses the paper's orientation and the fold.
    """
    if len(backs) != len(fronts):
        raise PnpError("every front needs a back")
    if not fronts:
        return [], Grid(0, 0, ())
    first = fronts[0]
    grid, fold = foldover_grid(first.width, first.height, first.bleed, paper, gutter, marks)
    sheet = fold.sheet
    back_grid = replace(grid, slots=tuple(fold.back_slot(s) for s in grid.slots))
    dashed = Style(stroke=REGISTRATION, width=0.2, dash=(2.0, 1.5), cap="butt")
    sheets = []
    n = grid.per_sheet
    for k in range(0, len(fronts), n):
        count = len(fronts[k : k + n])
        occupied, occupied_backs = grid.slots[:count], back_grid.slots[:count]
        items: list[Item] = [_placed(c, s, grid, occupied) for c, s in zip(fronts[k : k + n], grid.slots)]
        for b, s in zip(backs[k : k + n], back_grid.slots):
            if fold.vertical:
                items.append(_placed(b, s, back_grid, occupied_backs))
            else:
                turn = Affine.rotate(180, about=(s.x + s.width / 2, s.y + s.height / 2))
                items.append(Group((_placed(b, s, back_grid, occupied_backs, turned=True),), turn))
        items.append(line(*fold.line(), dashed))
        if marks is not None:
            items += crop_marks(grid, fold.half, marks)
        sheets.append(Page(sheet.width, sheet.height, tuple(items), bleed=0.0, label=f"{label} {k // n + 1}"))
    return sheets, grid
