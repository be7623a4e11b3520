"""Ganging: several small component sets on shared sheets, so that a kit prints no near-empty pages.

A set of 28 tokens fills a fifth of a sheet; printed alone it wastes four
fifths of the paper and of its back. Here consecutive sets are packed by
shelves: a shelf is a row of one set's components; the shelves of a set
that land on one sheet form a block, an n-up grid of its own (the columns
line up, the gutter and the bleed between neighbours are :mod:`nup`'s:
half the gutter towards a neighbour, the whole bleed towards an empty slot,
at the left and right what the margin leaves). Blocks stack down the sheet;
a new sheet starts when the next shelf does not fit.

Cutting: between two blocks lies a band with no component in it, holding
the upper block's column marks, a clear strip and the lower block's column
marks. Cut the sheet apart across that strip first (the cut needs no
precision); each piece is then an ordinary n-up grid with marks on all four
sides: trim lines' marks at the left and right of every shelf edge, column
marks above and below. Backs: each component's back lands behind its front
under the preset's flip (:func:`pnp.layout.nup.back_slots`, offset
included), its bleed mirrored with it, and the back sheet's marks mirrored too.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from pnp.catalog import Paper
from pnp.errors import PnpError
from pnp.layout.impose import component_sheets
from pnp.layout.nup import PRINTER_MARGIN, Grid, MarkStyle, Slot, _mark_room, _whole_first, back_slots, fitted_mark
from pnp.layout.presets import Preset
from pnp.parts import ComponentSet, Part
from pnp.scene.affine import Affine
from pnp.scene.color import REGISTRATION
from pnp.scene.model import Group, Item, Page, Style
from pnp.scene.shapes import line, rect

CLEAR = 2.0  # mm of clear paper between two blocks' marks, where the first cut goes


@dataclass(frozen=True)
class Member:
    """One set to gang: its fronts (one size) and their backs (none, or one per front)."""

    fronts: tuple[Page, ...]
    backs: tuple[Page, ...] = ()
    label: str = ""


@dataclass(frozen=True)
class Block:
    """Some shelves of one set on one sheet: ``count`` components from its ``first``, ``cols`` to a shelf."""

    member: int
    first: int
    count: int
    cols: int
    x: float  # trim box of the first component, top-left
    y: float
    width: float
    height: float
    gutter: float
    keep_x: float  # bleed kept beyond the block's left and right trim lines
    bleed: float  # the components' own bleed: kept whole at the block's top and bottom

    @property
    def rows(self) -> int:
        return -(-self.count // self.cols)

    @property
    def bottom(self) -> float:
        return self.y + self.rows * self.height + (self.rows - 1) * self.gutter

    def slots(self) -> tuple[Slot, ...]:
        step_x, step_y = self.width + self.gutter, self.height + self.gutter
        return tuple(Slot(self.x + (i % self.cols) * step_x, self.y + (i // self.cols) * step_y,
                          self.width, self.height) for i in range(self.count))

    def edge_bleeds(self, i: int) -> tuple[float, float, float, float]:
        """Left, top, right and bottom bleed of the block's component ``i``: as :func:`nup._edge_bleeds`."""
        col, row = i % self.cols, i // self.cols
        inner = min(self.bleed, self.gutter / 2)
        left = inner if col > 0 else self.keep_x
        right = inner if i + 1 < self.count and col + 1 < self.cols else (self.keep_x if col + 1 == self.cols
                                                                          else self.bleed)
        top = inner if row > 0 else self.bleed
        bottom = inner if i + self.cols < self.count else self.bleed
        return left, top, right, bottom


@dataclass(frozen=True)
class Shelving:
    """How one set's shelves are laid out across a sheet of a given width."""

    cols: int
    gutter: float
    whole: bool  # room for the whole outer bleed at the left and right
    short: bool = False  # ...with the marks at the left and right shortened (nup.fitted_mark)


def shelving(width: float, bleed: float, sheet_width: float, gutter: float | None,
             marks: MarkStyle | None) -> Shelving | None:
    """The most components to a shelf, ties to the roomier layout, tried as :func:`nup.grid_for` does: the
    whole outer bleed kept (marks shortened if need be) unless no such shelf fits."""
    gaps = [2 * bleed, 0.0] if gutter is None else [gutter]
    tries = [(gap, whole, short) for whole in (True, False) for gap in gaps for short in (False, True)
             if whole or not short]
    for round_ in _whole_first(tries):
        best: Shelving | None = None
        for gap, whole, short in round_:
            room = PRINTER_MARGIN + _mark_room(marks, short)
            cols = int((sheet_width - 2 * (room + (bleed if whole else 0.0)) + gap + 1e-9) // (width + gap))
            if cols >= 1 and (best is None or cols > best.cols):
                best = Shelving(cols, gap, whole, short)
        if best is not None:
            return best
    return None


def _gap_room(marks: MarkStyle | None) -> float:
    """Room a block's column marks take between its bleed and the clear strip."""
    return marks.offset + marks.length if marks else 0.0


def pack(members: Sequence[Member], sheet: Paper, gutter: float | None,
         marks: MarkStyle | None) -> list[list[Block]]:
    """The blocks of every sheet, shelf by shelf, each sheet's stack centred down the paper."""
    edge = PRINTER_MARGIN + _mark_room(marks)
    sheets: list[list[Block]] = [[]]
    for m, member in enumerate(members):
        first = member.fronts[0]
        w, h, b = first.width, first.height, first.bleed
        shelf = shelving(w, b, sheet.width, gutter, marks)
        if shelf is None:
            raise PnpError(f"a {w:g} × {h:g} mm component does not fit across {sheet.name} with its bleed and marks")
        done = 0
        while done < len(member.fronts):
            n = min(shelf.cols, len(member.fronts) - done)
            blocks = sheets[-1]
            last = blocks[-1] if blocks else None
            if last is not None and last.member == m:  # one more shelf of the block
                top = last.bottom + last.gutter
            elif last is not None:  # a new block below the last one
                top = last.bottom + last.bleed + 2 * _gap_room(marks) + CLEAR + b
            else:
                top = edge + b
            if top + h + b + edge > sheet.height + 1e-9:
                if not blocks:
                    raise PnpError(f"a {w:g} × {h:g} mm component does not fit on {sheet.name} "
                                   "with its bleed and marks")
                sheets.append([])
                continue
            if last is not None and last.member == m:
                blocks[-1] = replace(last, count=last.count + n)
            else:
                cols = min(shelf.cols, len(member.fronts) - done)
                span = cols * w + (cols - 1) * shelf.gutter
                x = (sheet.width - span) / 2
                keep = max(0.0, min(b, x - PRINTER_MARGIN - _mark_room(marks, shelf.short)))
                blocks.append(Block(m, done, n, cols, x, top, w, h, shelf.gutter, keep, b))
            done += n
    return [_centred(blocks, sheet, edge) for blocks in sheets]


def _centred(blocks: list[Block], sheet: Paper, edge: float) -> list[Block]:
    """The stack moved down so that its free space is shared between the top and the bottom of the sheet."""
    used = blocks[-1].bottom + blocks[-1].bleed + edge
    shift = (sheet.height - used) / 2
    return [replace(b, y=b.y + shift) for b in blocks]


def block_marks(block: Block, style: MarkStyle, sheet: Paper, top_of_sheet: bool = False,
                foot_of_sheet: bool = False) -> list[tuple[float, float, float, float]]:
    """The block's crop marks as segments: every shelf's top and bottom trim line continued at the left and
    right, every column line continued above and below, each starting ``offset`` beyond the kept bleed.

    Full-length marks (``style.full``) run to the paper's edge where nothing else is in the way: at the left
    and right, and above the sheet's first block and below its last; between blocks they are marks.
    """
    slots = block.slots()
    xs = sorted({s.x for s in slots} | {s.x + s.width for s in slots})
    ys = sorted({s.y for s in slots} | {s.y + s.height for s in slots})
    span = block.cols * block.width + (block.cols - 1) * block.gutter
    left, right = block.x - block.keep_x, block.x + span + block.keep_x
    top, bottom = block.y - block.bleed, block.bottom + block.bleed
    o, n = style.offset, style.length
    # at the left and right, marks as long as the room beside the bleed allows (nup.fitted_mark)
    o_left, n_left = (o, n) if style.full else fitted_mark(style, left - PRINTER_MARGIN)
    o_right, n_right = (o, n) if style.full else fitted_mark(style, sheet.width - PRINTER_MARGIN - right)
    far_left, far_right = (0.0, sheet.width) if style.full else (left - o_left - n_left, right + o_right + n_right)
    above = 0.0 if style.full and top_of_sheet else top - o - n
    below = sheet.height if style.full and foot_of_sheet else bottom + o + n
    out = []
    for y in ys:
        if style.full or n_left > 0:
            out.append((far_left, y, left - o_left, y))
        if style.full or n_right > 0:
            out.append((right + o_right, y, far_right, y))
    for x in xs:
        out += [(x, above, x, top - o), (x, bottom + o, x, below)]
    return out


@dataclass(frozen=True)
class Ganged:
    """Sets on shared sheets: the pages in print order (each sheet of fronts followed by its back sheet when
    double-sided) and, for each set, the sheet each of its components is on (0-based)."""

    pages: tuple[Page, ...]
    sheets: tuple[tuple[int, ...], ...]
    duplex: bool
    paper: Paper


def _items(components: Sequence[Page], slots: Sequence[Slot], bleeds: Sequence[tuple[float, float, float, float]],
           segments: Sequence[tuple[float, float, float, float]], marks: MarkStyle | None) -> tuple[Item, ...]:
    items: list[Item] = []
    for page, slot, (left, top, right, bottom) in zip(components, slots, bleeds):
        clip = rect(-left, -top, slot.width + left + right, slot.height + top + bottom, Style())
        items.append(Group(page.items, Affine.translate(slot.x, slot.y), clip=clip))
    if marks is not None:
        pen = Style(stroke=REGISTRATION, width=marks.width, cap="butt")
        items += [line(*seg, pen) for seg in segments]
    return tuple(items)


def gang_sheets(members: Sequence[Member], paper: Paper, gutter: float | None = None,
                marks: MarkStyle | None = MarkStyle(), flip: str | None = "long",  # noqa: B008 (frozen)
                offset: tuple[float, float] = (0.0, 0.0)) -> Ganged:
    """The sets packed on as few sheets as the paper either way round allows (as given on a tie).

    ``flip``: "long" or "short" to print the sheets double-sided, each followed by its back sheet (a set
    without backs leaves blank paper behind it), None for one-sided sets only.
    """
    duplex = flip is not None
    if not duplex and any(m.backs for m in members):
        raise PnpError("sets with backs share sheets only when printed double-sided (a long or short flip)")
    best: tuple[list[list[Block]], Paper] | None = None
    refusal: PnpError | None = None
    for sheet in (paper, paper.landscape()):
        try:
            packed = pack(members, sheet, gutter, marks)
        except PnpError as err:
            refusal = refusal or err
            continue
        if best is None or len(packed) < len(best[0]):
            best = (packed, sheet)
    if best is None:
        assert refusal is not None
        raise refusal
    packed, sheet = best
    where: list[list[int]] = [[0] * len(m.fronts) for m in members]
    pages: list[Page] = []
    for k, blocks in enumerate(packed):
        label = ", ".join(dict.fromkeys(members[b.member].label for b in blocks if members[b.member].label))
        fronts: list[Page] = []
        slots: list[Slot] = []
        bleeds: list[tuple[float, float, float, float]] = []
        segments: list[tuple[float, float, float, float]] = []
        starts: list[int] = []  # each block's first component in the sheet's lists
        for j, b in enumerate(blocks):
            starts.append(len(fronts))
            member = members[b.member]
            fronts += member.fronts[b.first: b.first + b.count]
            slots += b.slots()
            bleeds += [b.edge_bleeds(i) for i in range(b.count)]
            segments += block_marks(b, marks, sheet, j == 0, j == len(blocks) - 1) if marks else []
            for i in range(b.first, b.first + b.count):
                where[b.member][i] = k
        pages.append(Page(sheet.width, sheet.height, _items(fronts, slots, bleeds, segments, marks), bleed=0.0,
                          label=f"{label} {k + 1}".strip()))
        if duplex:
            assert flip is not None
            behind = [(members[b.member].backs[i], at) for j, b in enumerate(blocks) if members[b.member].backs
                      for at, i in zip(range(starts[j], starts[j] + b.count), range(b.first, b.first + b.count))]
            pages.append(_back_sheet([back for back, _ in behind], [slots[at] for _, at in behind],
                                     [bleeds[at] for _, at in behind], segments, sheet, flip, offset, marks,
                                     f"{label} back {k + 1}".strip()))
    return Ganged(tuple(pages), tuple(tuple(w) for w in where), duplex, sheet)


def _back_sheet(backs: Sequence[Page], slots: Sequence[Slot], bleeds: Sequence[tuple[float, float, float, float]],
                segments: Sequence[tuple[float, float, float, float]], sheet: Paper, flip: str,
                offset: tuple[float, float], marks: MarkStyle | None, label: str) -> Page:
    """The backs behind their fronts: slots (and marks) mirrored as the flip turns the sheet, bleeds with them."""
    mirrored = back_slots(Grid(0, 0, tuple(slots), paper=sheet), sheet, flip, offset)
    mirror_x = (flip == "long") == (sheet.width <= sheet.height)
    dx, dy = offset
    if mirror_x:
        turned = [(right, top, left, bottom) for left, top, right, bottom in bleeds]
        marks_back = [(sheet.width - x0 + dx, y0 + dy, sheet.width - x1 + dx, y1 + dy)
                      for x0, y0, x1, y1 in segments]
    else:
        turned = [(left, bottom, right, top) for left, top, right, bottom in bleeds]
        marks_back = [(x0 + dx, sheet.height - y0 + dy, x1 + dx, sheet.height - y1 + dy)
                      for x0, y0, x1, y1 in segments]
    return Page(sheet.width, sheet.height, _items(backs, mirrored, turned, marks_back, marks), bleed=0.0,
                label=label)


# --- which sets of a kit share sheets ---------------------------------------------------------------------


@dataclass(frozen=True)
class Share:
    """Where one set of a gang is: the gang's page it starts on and the pages (0-based, from the gang's first
    page) holding each of its components with its back; the titles of the sets it shares a sheet with."""

    first: int
    pages: tuple[tuple[int, ...], ...]
    partners: tuple[str, ...]

    def held(self, count: int | None) -> list[int]:
        """The pages (0-based, from this set's first page) holding its first ``count`` components (None: all)."""
        chosen = self.pages if count is None else self.pages[:count]
        return sorted({p - self.first for pages in chosen for p in pages})


@dataclass(frozen=True)
class Gang:
    """Consecutive component sets of a kit printed on shared sheets."""

    parts: tuple[ComponentSet, ...]
    ganged: Ganged

    def share(self, i: int) -> Share:
        per_sheet = 2 if self.ganged.duplex else 1
        pages = tuple(tuple(range(s * per_sheet, (s + 1) * per_sheet)) for s in self.ganged.sheets[i])
        mine = set(self.ganged.sheets[i])
        partners = tuple(p.title for j, p in enumerate(self.parts)
                         if j != i and mine & set(self.ganged.sheets[j]))
        return Share(min(p for pp in pages for p in pp), pages, partners)


def _alone(part: Part, preset: Preset, paper: Paper) -> int | None:
    """How many pages the set takes printed alone, when it could share sheets: a set laid out on sheets,
    one-sided or printed double-sided with a flip, that leaves its one sheet partly empty."""
    if not isinstance(part, ComponentSet) or preset.layout != "sheets":
        return None
    if part.backs and preset.duplex not in ("long", "short"):
        return None  # fold-over keeps its fold geometry; backs on sheets of their own stay as they are
    pages, _ = component_sheets(part, preset, paper)
    return len(pages) if len(pages) == (2 if part.backs else 1) else None


def gang_parts(parts: Sequence[Part], preset: Preset, paper: Paper) -> list[Part | Gang]:
    """The kit's parts in order, runs of consecutive small sets replaced by a :class:`Gang` when sharing
    sheets saves at least one sheet. A one-sided set may join double-sided ones: their sheets print
    double-sided and its back is blank paper, as it would be printed alone."""
    out: list[Part | Gang] = []
    run: list[tuple[ComponentSet, int]] = []

    def close() -> None:
        if len(run) >= 2:
            sets = tuple(part for part, _ in run)
            flip = preset.duplex if any(p.backs for p in sets) else None
            try:
                ganged = gang_sheets([Member(tuple(p.fronts), tuple(p.back_pages()), p.sheet_label) for p in sets],
                                     paper, preset.gutter, preset.mark_style(), flip, preset.offset)
            except PnpError:  # the sizes fit no one orientation together: each prints alone
                ganged = None
            if ganged is not None and len(ganged.pages) < sum(n for _, n in run):
                out.append(Gang(sets, ganged))
                run.clear()
                return
        out.extend(part for part, _ in run)
        run.clear()

    for part in parts:
        alone = _alone(part, preset, paper)
        if alone is None or not isinstance(part, ComponentSet):
            close()
            out.append(part)
            continue
        run.append((part, alone))
    close()
    return out
