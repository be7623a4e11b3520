"""The marks on booklet sheets: crop marks, dashed fold marks and (4-up) cut marks, only where they can print.

Every mark is a short straight line in registration colour. It must lie at
least ``MARK_MARGIN`` inside the paper's edges (home printers leave about
4 mm unprinted) and outside every page's kept bleed (the part of a page's
artwork that stays on the sheet): a mark that reaches further out is
shortened, and left out when less than ``MIN_MARK_LENGTH`` remains; one that
would touch a page's kept bleed is left out. ``booklet.py`` explains the
schemes; this module only places marks on a planned sheet side.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from pnp.layout.nup import MarkStyle
from pnp.scene.color import REGISTRATION
from pnp.scene.model import Item, Style
from pnp.scene.shapes import line

if TYPE_CHECKING:
    from pnp.layout.booklet import BookletPlan, SheetSide

_EPS = 1e-6
MARK_MARGIN = 5.0  # marks keep this far inside the paper's edges
MIN_MARK_LENGTH = 2.0  # a mark shortened to less than this is left out
FOLD_DASH = (1.0, 1.0)  # mm on, mm off
FOLD_MARK_OFFSET = 1.0  # mm beyond the kept bleed
FOLD_MARK_LENGTH = 5.0
CUT_MARK_LENGTH = 5.0


@dataclass(frozen=True)
class Mark:
    kind: str  # "trim" (crop marks continuing a trim line), "fold" or "cut"
    x0: float
    y0: float
    x1: float
    y1: float


def kept_boxes(side: SheetSide) -> list[tuple[float, float, float, float]]:
    """Each page's artwork as it stays on the sheet: its trim box and kept bleed, cut at the spine."""
    return [p.clip for p in side.placements]


def _printable(m: Mark, width: float, height: float) -> Mark | None:
    """The mark shortened to the printable area, or None when too little of it is left."""
    lo_x, hi_x, lo_y, hi_y = MARK_MARGIN, width - MARK_MARGIN, MARK_MARGIN, height - MARK_MARGIN
    x0, x1 = sorted((m.x0, m.x1))
    y0, y1 = sorted((m.y0, m.y1))
    if x0 == x1:  # vertical
        if not lo_x - _EPS <= x0 <= hi_x + _EPS:
            return None
        y0, y1 = max(y0, lo_y), min(y1, hi_y)
    else:  # horizontal
        if not lo_y - _EPS <= y0 <= hi_y + _EPS:
            return None
        x0, x1 = max(x0, lo_x), min(x1, hi_x)
    if max(x1 - x0, y1 - y0) < MIN_MARK_LENGTH - _EPS:
        return None
    return Mark(m.kind, x0, y0, x1, y1)


def _touches(m: Mark, half: float, boxes) -> bool:
    """Whether the mark, with its stroke's half width, overlaps a page's kept artwork."""
    return any(m.x0 - half < bx1 - _EPS and m.x1 + half > bx0 + _EPS and m.y0 - half < by1 - _EPS
               and m.y1 + half > by0 + _EPS for bx0, by0, bx1, by1 in boxes)


def _candidates(plan: BookletPlan, side: SheetSide, style: MarkStyle | None, fold: bool) -> list[Mark]:
    out: list[Mark] = []
    w, h = plan.page_width, plan.page_height
    keep_x, keep_y = plan.keep_outer
    spine = plan.spine_x
    rows = sorted({p.y for p in side.placements})
    top, bottom = rows[0], rows[-1] + h
    if style is not None:
        o, n = style.offset, style.length
        first = [p for p in side.placements if p.y == rows[0]]
        last = [p for p in side.placements if p.y == rows[-1]]
        # the fore-edge trim lines (they move with creep), above the top row and below the bottom row
        for group, y_from, sign in ((first, top - keep_y - o, -1), (last, bottom + keep_y + o, 1)):
            for x in sorted({group[0].x, group[-1].x + w}):
                out.append(Mark("trim", x, y_from, x, y_from + sign * n))
        # the top, bottom and cut lines of the rows, beside the pages
        left, right = spine - w - keep_x - o, spine + w + keep_x + o
        for y in sorted({y for r in rows for y in (r, r + h)}):
            out += [Mark("trim", left - n, y, left, y), Mark("trim", right, y, right + n, y)]
    if fold:
        a, b = top - keep_y - FOLD_MARK_OFFSET, bottom + keep_y + FOLD_MARK_OFFSET
        out += [Mark("fold", spine, a - FOLD_MARK_LENGTH, spine, a),
                Mark("fold", spine, b, spine, b + FOLD_MARK_LENGTH)]
    if plan.pages_per_side == 4:
        # the cut between the two rows, in the middle of the paper left between them, at both side edges
        cut = plan.row_y[0] + h + (plan.row_y[1] - plan.row_y[0] - h) / 2
        paper_w = plan.paper.width
        out += [Mark("cut", 0.0, cut, MARK_MARGIN + CUT_MARK_LENGTH, cut),
                Mark("cut", paper_w - MARK_MARGIN - CUT_MARK_LENGTH, cut, paper_w, cut)]
    return out


def side_marks(plan: BookletPlan, side: SheetSide, style: MarkStyle | None, fold: bool) -> list[Mark]:
    """The marks of one sheet side that can print and keep clear of the artwork."""
    if not side.placements:
        return []
    half = (style.width if style else 0.2) / 2
    boxes = kept_boxes(side)
    out = []
    for candidate in _candidates(plan, side, style, fold):
        m = _printable(candidate, plan.paper.width, plan.paper.height)
        if m is not None and not _touches(m, half, boxes):
            out.append(m)
    return out


def mark_items(marks: list[Mark], style: MarkStyle | None) -> list[Item]:
    pen = Style(stroke=REGISTRATION, width=style.width if style else 0.2, cap="butt")
    dashed = Style(stroke=REGISTRATION, width=pen.width, cap="butt", dash=FOLD_DASH)
    return [line(m.x0, m.y0, m.x1, m.y1, dashed if m.kind == "fold" else pen) for m in marks]


def mark_notes(plan: BookletPlan, style: MarkStyle | None, fold: bool) -> list[str]:
    """What the marks of the plan's sheets show, and what did not fit."""
    marks = [m for side in plan.sides for m in side_marks(plan, side, style, fold)]
    vertical = {m.kind for m in marks if m.x0 == m.x1}
    horizontal = {m.kind for m in marks if m.y0 == m.y1}
    notes = []
    where = f"{MARK_MARGIN:g} mm inside the paper's edges"
    if style is not None and "trim" not in horizontal:
        notes.append(f"no crop marks beside the pages: no room outside the artwork and {where}")
    if style is not None and "trim" not in vertical:
        notes.append(f"no crop marks above and below the pages: no room outside the artwork and {where}")
    if fold and "fold" not in vertical:
        notes.append("no fold marks: no room above and below the spine")
    if plan.pages_per_side == 4:
        gap = plan.row_y[1] - plan.row_y[0] - plan.page_height
        if "cut" in horizontal:
            notes.append(f"cut marks at both side edges, in the {gap:g} mm of paper between the two rows")
        elif "trim" not in horizontal:
            notes.append("no cut marks: the two rows touch")
    return notes
