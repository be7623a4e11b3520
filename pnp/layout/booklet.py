"""Saddle-stitch booklets: reading-order pages imposed on sheets that are folded and nested.

A saddle-stitched booklet is a stack of *folios*: sheets folded once, slid
into one another and stapled through the fold. Which page goes where on a
folio, and the padding to a multiple of four pages, is :mod:`pnp.layout.saddle`;
this module plans the sheets that carry the folios and imposes them.

Two schemes (:func:`impose_booklet`, ``pages_per_side``):

- **2-up** (A5 pages on A4, half-letter on US Letter): one folio per sheet,
  the sheet in landscape, the two pages side by side meeting at the fold.
  Print double-sided with **flip on short edge**, fold every sheet with page 1
  outside and nest them in printing order (sheet 1 outermost).
- **4-up, cut and stack** (A6 pages on A4): the sheet stays portrait and holds
  two folios, one above the other, on each side (8 pages per sheet). With m
  folios and S = ceil(m / 2) sheets, the top halves carry folios 0 .. S-1 and
  the bottom halves folios S .. m-1 (when m is odd the last bottom half stays
  blank). Print double-sided with **flip on long edge**, cut every sheet
  across the middle of its long side (at 148.5 mm on A4), keep the top halves
  in printing order as pile A and the bottom halves in printing order as pile
  B. Fold every half with its first page outside, then nest: pile A's folios
  from the outside in (sheet 1's top half outermost), then pile B's inside
  them in the same order. Staple through the fold.

In both schemes the back of every sheet is the front turned over left to
right (about the fold's direction): the page behind a front's right page is
the back's left page. On landscape sheets that turn is the printer's "flip on
short edge", on portrait sheets "flip on long edge" (:func:`duplex_setting`).
Drivers differ in how they rotate landscape pages, so print one test sheet
(:func:`label_pages` numbers the pages) and switch the setting if the backs
come out upside down.

The spreads are centred on the sheet. Pages meet at the fold, so nothing
bleeds across the spine; the outer bleed is kept as far as the paper allows.
Crop marks continue the outer trim lines, dashed fold marks continue the
spine, cut marks (4-up) show the cut between the two rows, all in
registration colour. Every mark lies outside every page's kept bleed and at
least ``booklet_marks.MARK_MARGIN`` (5 mm) inside the paper's edges, where home
printers print (they leave about 4 mm unprinted): a mark that would reach
further out is shortened, or left out when too little of it remains. A5 on A4 and half-letter on Letter
fill the sheet (the paper edge is the trim edge, nothing needs cutting, no
marks). A6 four-up fills A4 but for 1 mm: the two rows are set that 1 mm
apart and the cut marks sit in that gap, at both side edges. The plan's
``notes`` say what did not fit. Pages that reach the paper edge should keep
their content at least 5 mm inside it.

Creep: the inner folios of a thick booklet stick out at the fore-edge once
nested. With ``creep`` (mm per folio, about the paper's thickness) the pages
of folio k move ``creep * k`` mm towards the spine, so after trimming the
folded booklet's fore-edge every page keeps the same outer margin. Each page
is clipped to its own half of the spread: nothing crosses the spine. The
innermost folio moves ``creep * (folios - 1)`` mm, which must leave the
pages' content (``inner_margin`` from the spine edge, :data:`SAFE_MARGIN`
unless the caller knows better) at least :data:`FOLD_CLEARANCE` clear of
the fold: :func:`max_creep` is that limit and larger values are refused.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace

from pnp.catalog import Paper
from pnp.errors import PnpError
from pnp.i18n import _
from pnp.i18n.typography import short
from pnp.layout.booklet_marks import mark_items, mark_notes, side_marks
from pnp.layout.nup import PRINTER_MARGIN, MarkStyle
from pnp.layout.saddle import SaddleSheet, pad_to_multiple, saddle_order, same_size
from pnp.parts import FOLD_CLEARANCE, SAFE_MARGIN, check_creep, creep_text, max_creep  # noqa: F401 (one source)
from pnp.scene.affine import Affine
from pnp.scene.model import Group, Item, Page, Style, Text
from pnp.scene.shapes import rect

_EPS = 1e-6
DEFAULT_MARKS = MarkStyle()


# -- the plan -------------------------------------------------------------------------------------


def duplex_setting(sheet: Paper | Page | None = None, flip: str | None = None) -> str:
    """The printer's duplex setting for booklet sheets of this shape (landscape when not given).

    ``sheet`` is the sheet as imposed: the plan's paper, or an imposed sheet
    page (both have a width and a height). The backs are laid out for a
    left-right turn of the sheet: "flip on short edge" for landscape sheets
    (2-up), "flip on long edge" for portrait ones (A6 4-up on A4); unless
    ``flip`` is "short" (a preset for a printer that flips on its short edge):
    then every booklet is imposed for that (:func:`turns_backs`). The kits'
    printing notes ask this function too, so there is one answer.
    """
    if flip == "short" or sheet is None or sheet.width >= sheet.height:
        # i18n: the print dialog's duplex setting, as printers name it
        return _("flip on short edge")
    return _("flip on long edge")


def turns_backs(sheet: Paper | Page, flip: str | None) -> bool:
    """Whether the backs are turned 180° on the sheet: a flip on the other edge than the sheet's own
    left-right turn turns the sheet top over bottom, which is that turn and half a turn more."""
    return duplex_setting(sheet, flip) != duplex_setting(sheet)


@dataclass(frozen=True)
class Placement:
    """One page on one side of a sheet."""

    page: int  # index in the padded reading order
    folio: int  # 0 = outermost folio
    x: float  # the page's trim box, top-left on the sheet, after creep
    y: float
    width: float
    height: float
    shift: float  # creep: mm moved towards the spine
    clip: tuple[float, float, float, float]  # (x0, y0, x1, y1) on the sheet: its half of the spread


@dataclass(frozen=True)
class SheetSide:
    sheet: int  # 0-based physical sheet
    side: str  # "front" or "back"
    placements: tuple[Placement, ...]  # per occupied row: left page, right page


@dataclass(frozen=True)
class BookletPlan:
    paper: Paper  # as imposed (turned to landscape or not)
    page_width: float
    page_height: float
    pages: int  # after padding
    pages_per_side: int
    folios: tuple[SaddleSheet, ...]  # outermost first
    where: tuple[tuple[int, int], ...]  # folio -> (sheet, row); row 0 is the top half
    spine_x: float
    row_y: tuple[float, ...]  # top trim edge of each row of spreads
    keep_outer: tuple[float, float]  # outer bleed kept at the fore-edges and at top/bottom
    keep_cut: float  # bleed kept at the cut between the two rows (4-up)
    creep: float
    sides: tuple[SheetSide, ...]  # front, back, front, back, ...
    duplex: str
    notes: tuple[str, ...]

    @property
    def sheets(self) -> int:
        return len(self.sides) // 2

    @property
    def edge_room(self) -> tuple[float, float]:
        """Paper beyond the (unshifted) trim boxes: at each side edge, and at the top and bottom."""
        return (self.spine_x - self.page_width, self.row_y[0])


def _orient(paper: Paper, block_w: float, block_h: float, prefer_landscape: bool) -> Paper | None:
    """The turn of the paper that holds the block with the most room (the preferred one on a tie)."""
    port = paper if paper.width <= paper.height else paper.landscape()
    land = port.landscape()
    order = [land, port] if prefer_landscape else [port, land]
    best, room = None, -1.0
    for p in order:
        sx, sy = p.width - block_w, p.height - block_h
        if sx < -_EPS or sy < -_EPS:
            continue
        r = min(sx, sy)
        if r > room + _EPS:
            best, room = p, r
    return best


def plan_booklet(pages: int, page_width: float, page_height: float, paper: Paper, pages_per_side: int = 2,
                 creep: float = 0.0, bleed: float = 0.0, marks: MarkStyle | None = DEFAULT_MARKS,
                 fold_marks: bool = True, inner_margin: float = SAFE_MARGIN, flip: str | None = None) -> BookletPlan:
    """Where every page of an n-page booklet (n a multiple of 4) goes.

    ``inner_margin``: how far the pages' content keeps from their spine edge (for the creep limit).
    ``flip``: the preset's duplex ("short" imposes for a short-edge flip, see :func:`duplex_setting`).
    """
    if pages_per_side not in (2, 4):
        raise PnpError(f"a booklet sheet side holds 2 or 4 pages, got {pages_per_side!r}")
    folios = tuple(saddle_order(pages))
    w, h = page_width, page_height
    rows = pages_per_side // 2
    check_creep(creep, len(folios), inner_margin)
    sheet = _orient(paper, 2 * w, rows * h, prefer_landscape=rows == 1)
    if sheet is None:
        raise PnpError(f"{w:g} × {h:g} mm pages do not fit {pages_per_side}-up on {paper.name} "
                       f"({paper.width:g} × {paper.height:g} mm) either way round")
    mark_room = (marks.offset + marks.length) if marks is not None else 0.0
    gap = keep_cut = 0.0
    if rows == 2:
        if bleed > 0 and (sheet.height - 2 * h - 2 * bleed) / 2 >= bleed + mark_room + PRINTER_MARGIN:
            # with room, a gap lets each folio keep its bleed at the cut (outer bleed and marks still fit)
            gap, keep_cut = 2 * bleed, bleed
        else:
            # what paper is left (1 mm for A6 on A4) goes between the rows: the cut and its marks go there,
            # clear of both rows' artwork
            gap = max(0.0, sheet.height - 2 * h)
    block_h = rows * h + (rows - 1) * gap
    x0 = max(0.0, (sheet.width - 2 * w) / 2)
    y0 = max(0.0, (sheet.height - block_h) / 2)
    spine = sheet.width / 2
    row_y = tuple(y0 + r * (h + gap) for r in range(rows))
    keep_x, keep_y = min(bleed, x0), min(bleed, y0)

    m = len(folios)
    per_row = math.ceil(m / rows)  # folios on the top halves; the rest go below
    where = tuple((f, 0) if f < per_row else (f - per_row, 1) for f in range(m))

    def placements(folio: int, row: int, side: str) -> tuple[Placement, Placement]:
        left, right = getattr(folios[folio], side)
        s = creep * folio
        top = row_y[row] - (keep_y if row == 0 else keep_cut)
        bottom = row_y[row] + h + (keep_y if row == rows - 1 else keep_cut)
        lx = spine - w + s
        rx = spine - s
        return (
            Placement(left, folio, lx, row_y[row], w, h, s, (lx - keep_x, top, spine, bottom)),
            Placement(right, folio, rx, row_y[row], w, h, s, (spine, top, rx + w + keep_x, bottom)),
        )

    sides = []
    for j in range(per_row):  # one sheet per folio on the top halves
        here = [(f, r) for f, (sj, r) in enumerate(where) if sj == j]
        for side in ("front", "back"):
            items: list[Placement] = []
            for f, r in sorted(here, key=lambda fr: fr[1]):
                items.extend(placements(f, r, side))
            sides.append(SheetSide(j, side, tuple(items)))

    plan = BookletPlan(sheet, w, h, pages, pages_per_side, folios, where, spine, row_y, (keep_x, keep_y),
                       keep_cut, creep, tuple(sides), duplex_setting(sheet, flip), ())
    notes = mark_notes(plan, marks, fold_marks)
    if min(x0, y0) < PRINTER_MARGIN:
        notes.append(f"the pages come within {min(x0, y0):.1f} mm of the paper edge, where most home printers "
                     "print nothing: keep text and art at least 5 mm inside the outer edges")
    if rows == 2 and m % 2:
        notes.append("the bottom half of the last sheet stays blank: discard it after cutting")
    return replace(plan, notes=tuple(notes))


def finishing_steps(plan: BookletPlan, print_step: bool = True) -> list[str]:
    """What the user does with the printed sheets, one step a line (for README or CLI text).

    ``print_step=False`` leaves out the first step (print double-sided, and how to flip) for callers that
    state it themselves from :func:`duplex_setting`.
    """
    # i18n: {flip} is "flip on short edge" or "flip on long edge"
    steps = [_("Print double-sided at actual size, {flip}.").format(flip=plan.duplex)] if print_step else []
    if plan.pages_per_side == 4:
        cut = plan.row_y[0] + plan.page_height + (plan.row_y[1] - plan.row_y[0] - plan.page_height) / 2
        if plan.keep_cut:
            # i18n: {mm} is a distance such as "148.5"
            where = _("{mm} mm from the top edge, between the crop marks")
        elif any(n.startswith("cut marks") for n in plan.notes):
            where = _("{mm} mm from the top edge, at the cut marks by the side edges")
        else:
            where = _("{mm} mm from the top edge")
        steps += [
            # i18n: {where} is where to cut: "148.5 mm from the top edge"
            _("Cut every sheet across the middle ({where}). Keep the top halves in printing order as pile A "
              "and the bottom halves in printing order as pile B.").format(where=where.format(mm=short(cut))),
            _("Fold every half in the middle with its lowest page number outside."),
            _("Nest the folios: pile A from the outside in (sheet 1's top half outermost), "
              "then pile B inside them in the same order."),
        ]
    else:
        steps += [
            _("Fold every sheet in the middle with page 1's side outside."),
            _("Nest the folded sheets in printing order, sheet 1 outermost."),
        ]
    x_room, y_room = plan.edge_room
    if max(x_room, y_room) > 1.0:
        steps.append(_("Staple through the fold, then trim the top, bottom and fore-edge along the crop marks "
                       "of the outermost sheet."))
    elif plan.creep:
        steps.append(_("Staple through the fold, then trim the fore-edge flush."))
    else:
        steps.append(_("Staple through the fold."))
    return steps


# -- the sheets -----------------------------------------------------------------------------------


def _placed(page: Page, p: Placement) -> Group:
    x0, y0, x1, y1 = p.clip
    # the clip is in the page's own coordinates; never beyond the page's own bleed
    b = page.bleed
    cx0, cy0 = max(x0 - p.x, -b), max(y0 - p.y, -b)
    cx1, cy1 = min(x1 - p.x, p.width + b), min(y1 - p.y, p.height + b)
    return Group(page.items, Affine.translate(p.x, p.y), clip=rect(cx0, cy0, cx1 - cx0, cy1 - cy0, Style()))


def impose_booklet(pages: Sequence[Page], paper: Paper, pages_per_side: int = 2, creep: float = 0.0,
                   marks: bool | MarkStyle = True, fold_marks: bool = True, back_cover: bool = False,
                   label: str = "booklet sheet", inner_margin: float = SAFE_MARGIN,
                   flip: str | None = None) -> list[Page]:
    """Reading-order pages of one size on booklet sheets: front, back, front, back, ...

    Pads to a multiple of 4 first (blanks at the end, or before the last page
    with ``back_cover=True``). ``inner_margin``: how far the pages' content
    keeps from their spine edge, for the creep limit (:func:`max_creep`). ``flip``: the preset's duplex; "short"
    imposes the backs for a short-edge flip (:func:`duplex_setting`). See the module notes for the schemes, the
    duplex setting and what to cut, fold and nest; :func:`plan_booklet` gives
    the same layout as data.
    """
    pages = list(pages)
    if not pages:
        raise PnpError("no pages to impose as a booklet")
    first = pages[0]
    for i, p in enumerate(pages):
        if not same_size(p, first):
            raise PnpError(f"booklet pages must all be one size: page {i + 1} is {p.width:g} × {p.height:g} mm, "
                           f"page 1 is {first.width:g} × {first.height:g} mm")
    # the padding pages' note keeps to the paper's text floor, like every other page of a large-print print
    padded = pad_to_multiple(pages, 4, back_cover=back_cover, text_floor=paper.text_floor)
    style = DEFAULT_MARKS if marks is True else (marks or None)
    bleed = min(p.bleed for p in padded)
    plan = plan_booklet(len(padded), first.width, first.height, paper, pages_per_side, creep, bleed, style,
                        fold_marks, inner_margin, flip)
    w, h = plan.paper.width, plan.paper.height
    turned = turns_backs(plan.paper, flip)
    sheets = []
    for side in plan.sides:
        items: list[Item] = [_placed(padded[p.page], p) for p in side.placements]
        items += mark_items(side_marks(plan, side, style, fold_marks), style)
        if turned and side.side == "back":  # the sheet turns top over bottom: its back half a turn round
            items = [Group(tuple(items), Affine.rotate(180, about=(w / 2, h / 2)))]
        sheets.append(Page(w, h, tuple(items), bleed=0.0, label=f"{label} {side.sheet + 1} {side.side}"))
    return sheets


# -- verification ---------------------------------------------------------------------------------


def label_pages(pages: Sequence[Page], start: int = 1, size: float = 5.0, template: str | None = None,
                inset: float = 6.0) -> list[Page]:
    """The pages with a tiny page number centred at the bottom, ``inset`` mm above the trim edge.

    Inside the page (the bleed is clipped at the spine and may be cut away),
    and far enough from the edge that home printers print it. For checking the
    page order of a printed or rendered booklet.
    """
    out = []
    # i18n: a tiny page number at the foot of a booklet's page, abbreviated: "p. 3"
    template = _("p. {n}") if template is None else template
    box_h = size * 25.4 / 72.0 * 1.5
    for i, page in enumerate(pages):
        n = start + i
        mark = Text(template.format(n=n), 0.0, page.height - inset - box_h, page.width, box_h, size=size,
                    align="center", valign="bottom", wrap=False)
        out.append(replace(page, items=page.items + (mark,), label=page.label or f"page {n}"))
    return out
