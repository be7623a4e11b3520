"""Placing a declarative layout (:mod:`pnp.scene.boxes`): sizes measured bottom up, room shared top down as
flexbox shares it, and the scene items each leaf draws, in millimetres.

One pass per axis, no iteration: a node's width comes from its parent; its heights (the least its content can
take, and what it prefers) follow from that width; the parent shares its height among its children by those
two numbers, ``grow`` and ``shrink``. Text is measured by :mod:`pnp.scene.words` (cached), so a card of a
dozen boxes places in well under a millisecond once its strings are known. Every number is computed in the
same order from the same inputs: the same layout gives the same items, byte for byte.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from pnp.errors import PnpError
from pnp.fonts import metrics
from pnp.scene.boxes import Art, Box, Column, Flow, Fr, Glyph, Grid, Justify, Row, Stack, Words
from pnp.scene.locale import localised, translating
from pnp.scene.model import Icon, Item, Text
from pnp.scene.text import FIT_STEP, PT, fit_steps
from pnp.scene.words import Setting, set_text

INF = 1.0e6  # mm: room without a limit (a text measured for its natural height)
EPS = 1e-6


@dataclass(frozen=True)
class Laid:
    """A placed layout: its items, and what did not fit (one line each; empty when everything did)."""

    items: tuple[Item, ...]
    faults: tuple[str, ...]

    def fitted(self, what: str) -> tuple[Item, ...]:
        """The items; a layout that did not fit is refused in one line naming ``what`` and the first fault."""
        if self.faults:
            raise PnpError(f"{what} does not fit: {self.faults[0]}")
        return self.items


@dataclass
class _Run:
    floor: float
    faults: list[str] = field(default_factory=list)
    heights: dict[tuple[int, float], tuple[float, float]] = field(default_factory=dict)
    keep: list[Box] = field(default_factory=list)  # the nodes keyed by id() live as long as the memo

    def sizes(self, node: Words) -> tuple[float, float]:
        """(preferred, least) point sizes of a text, raised to the floor; the least is the smallest step down
        from the preferred (a size between it and the floor, which no step reaches, would promise too few lines)."""
        least = node.size if node.least is None else min(node.least, node.size)
        size, least = max(node.size, self.floor), max(least, self.floor)
        return size, size - FIT_STEP * fit_steps(size, least)


def lay_out(node: Box, x: float, y: float, width: float, height: float, floor: float = 0.0) -> Laid:
    """``node`` placed in the rectangle, no text under ``floor`` pt."""
    run = _Run(floor)
    items = _place(run, node, x, y, width, height)
    return Laid(tuple(items), tuple(run.faults))


def height_of(node: Box, width: float, floor: float = 0.0) -> float:
    """The height ``node`` prefers at ``width`` mm with no text under ``floor`` pt: the room to give it (a page
    whose part below grows with the floor asks it first, then places the rest above)."""
    return _measure(_Run(floor), node, width)[1]


def width_of(node: Box, floor: float = 0.0) -> float:
    """The width ``node`` asks for when nothing stretches it, no text under ``floor`` pt: whether a part fits
    beside another is a layout's rule to state."""
    return _natural_width(_Run(floor), node)


def flow(node: Flow, x: float, y: float, width: float, height: float, floor: float = 0.0) -> tuple[Laid, ...]:
    """The faces ``node``'s sections fill in order, each under the head, every section whole."""
    run = _Run(floor)
    inner_w, inner_h = width - 2 * node.pad, height - 2 * node.pad
    head = [node.head] if node.head is not None else []
    rule = _measure(run, node.rule, inner_w)[1] + node.gap if node.rule is not None else 0.0
    start = sum(_measure(run, c, inner_w)[1] + node.gap for c in head)
    faces: list[list[Box]] = [[]]
    used = start
    for section in node.sections:
        need = _measure(run, section, inner_w)[0 if node.squeeze else 1]
        if faces[-1] and used + rule + need > inner_h + EPS:
            faces.append([])
            used = start
        if faces[-1] and node.rule is not None:
            faces[-1].append(node.rule)
            used += rule
        faces[-1].append(section)
        used += need + node.gap
    out = []
    for sections in faces:
        face = Column(children=(*head, *sections), gap=node.gap, pad=node.pad, back=node.back,
                      justify=node.justify, name=node.name)
        out.append(lay_out(face, x, y, width, height, floor))
    return tuple(out)


# --- measuring ----------------------------------------------------------------------------------------------

def _natural_width(run: _Run, node: Box) -> float:
    """The width a node asks for when nothing stretches it (never under its least)."""
    if node.width is not None:
        return max(node.width, node.min_width)
    return max(_content_width(run, node) + 2 * node.pad, node.min_width)


def _room(node: Words) -> float:
    """The share more text ``node`` keeps room for: none when a locale has set its words, which are then the
    translation the room was kept for."""
    return 0.0 if translating() else node.room


def _content_width(run: _Run, node: Box) -> float:
    if isinstance(node, Words):
        size, _ = run.sizes(node)
        return _setting(run, node, size, size, INF, INF).width * (1.0 + _room(node))
    if isinstance(node, Glyph):
        return node.height or 0.0
    if isinstance(node, Row):
        return sum(_basis(run, c) for c in node.children) + _gaps(node.gap, node.children)
    if isinstance(node, (Column, Stack, Flow)):
        kids = node.children if isinstance(node, (Column, Stack)) else _column_children(node)
        return max((_natural_width(run, c) for c in kids), default=0.0)
    if isinstance(node, Grid):
        return sum(_fixed_columns(run, node)) + _gaps(node.gap, node.columns)
    return 0.0


def _basis(run: _Run, node: Box) -> float:
    """Where a child starts along a row: its width; nothing when it grows without one; else its content's."""
    if node.width is None and node.grow > 0:
        return node.min_width
    return _natural_width(run, node)


def _gaps(gap: float, children: Sequence[object]) -> float:
    return gap * max(0, len(children) - 1)


def _measure(run: _Run, node: Box, width: float) -> tuple[float, float]:
    """(least, preferred) height of ``node`` at ``width``, memoised for the run."""
    key = (id(node), round(width, 6))
    if key not in run.heights:
        run.keep.append(node)
        least, pref = _content_heights(run, node, width - 2 * node.pad)
        least, pref = least + 2 * node.pad, pref + 2 * node.pad
        if node.height is not None:
            pref = max(node.height, least)
        least = max(least, node.min_height)
        run.heights[key] = (least, max(pref, least))
    return run.heights[key]


def _content_heights(run: _Run, node: Box, w: float) -> tuple[float, float]:
    if isinstance(node, Words):  # as many lines as a text longer by ``room`` would take in this width
        size, least = run.sizes(node)
        w /= 1.0 + _room(node)
        return (_setting(run, node, least, least, w, INF).height, _setting(run, node, size, size, w, INF).height)
    if isinstance(node, Glyph):  # drawn as large as its box lets it, down to its least size
        return 0.0, node.height if node.height is not None else (node.width or 0.0)
    if isinstance(node, Row):
        widths, _ = _share_row(run, node, w)
        pairs = [_measure(run, c, cw) for c, cw in zip(node.children, widths)]
        return max((p[0] for p in pairs), default=0.0), max((p[1] for p in pairs), default=0.0)
    if isinstance(node, (Column, Flow)):
        kids = _column_children(node)
        pairs = [_main(_measure(run, c, _cross(run, c, w, node_align(node))[1]), c) for c in kids]
        gaps = _gaps(node.gap, kids)
        if isinstance(node, Column) and node.equal and pairs:  # like rows prefer the tallest's height
            pairs = [(p[0], max(q[1] for q in pairs)) for p in pairs]
        return sum(p[0] for p in pairs) + gaps, sum(p[1] for p in pairs) + gaps
    if isinstance(node, Stack):
        pairs = [_measure(run, c, w) for c in node.children]
        return max((p[0] for p in pairs), default=0.0), max((p[1] for p in pairs), default=0.0)
    if isinstance(node, Grid):
        rows = _grid_rows(run, node, w)
        gaps = node.row_gap * max(0, len(rows) - 1)
        return sum(r[0] for r in rows) + gaps, sum(r[1] for r in rows) + gaps
    return 0.0, 0.0  # a spacer or art: only its own sizes


def _main(pair: tuple[float, float], node: Box) -> tuple[float, float]:
    """A child's (least, preferred) along its parent's axis: one that never shrinks keeps its preferred."""
    return pair if node.shrink > 0 else (pair[1], pair[1])


def _column_children(node: Column | Flow) -> tuple[Box, ...]:
    """A flow laid out whole (not by :func:`flow`) is a column of its head and sections, ruled between."""
    if not isinstance(node, Flow):
        return node.children
    kids: list[Box] = [node.head] if node.head is not None else []
    for i, section in enumerate(node.sections):
        kids += [node.rule, section] if i and node.rule is not None else [section]
    return tuple(kids)


def node_align(node: Column | Flow | Row) -> str:
    return node.items_align if isinstance(node, (Column, Row)) else "stretch"


def _setting(run: _Run, node: Words, size: float, least: float, w: float, h: float) -> Setting:
    return set_text(localised(node.text), node.font, size, least, max(w, 0.0), max(h, 0.0), leading=node.leading,
                    wrap=node.wrap, lang=node.lang, valign=node.valign)


# --- sharing room -------------------------------------------------------------------------------------------

def _share(room: float, prefs: Sequence[float], leasts: Sequence[float], nodes: Sequence[Box],
           justify: Justify) -> tuple[list[float], float, float]:
    """Sizes along an axis, the offset of the first child, and how far the least sizes overrun ``room``."""
    total = sum(prefs)
    spare = room - total
    if spare >= -EPS:
        grows = sum(n.grow for n in nodes)
        if grows > 0:
            return [p + spare * n.grow / grows for p, n in zip(prefs, nodes)], 0.0, 0.0
        lead = {"start": 0.0, "center": spare / 2, "end": spare}[justify]
        return list(prefs), max(lead, 0.0), 0.0
    slack = [(p - least) * n.shrink for p, least, n in zip(prefs, leasts, nodes)]
    give = sum(slack)
    if give + spare >= -EPS and give > 0:  # shortfall covered in proportion to what each can give
        return [p + spare * s / give for p, s in zip(prefs, slack)], 0.0, 0.0
    sizes = [least if n.shrink > 0 else p for p, least, n in zip(prefs, leasts, nodes)]
    return sizes, 0.0, sum(sizes) - room


def _share_row(run: _Run, node: Row, w: float) -> tuple[list[float], float]:
    kids = node.children
    room = w - _gaps(node.gap, kids)
    sizes, lead, over = _share(room, [_basis(run, c) for c in kids], [c.min_width for c in kids], kids,
                               node.justify)
    if over > EPS:
        run.faults.append(f"{node.name or 'a row'} needs {over:.1f} mm more width")
    return sizes, lead


def _cross(run: _Run, node: Box, room: float, align: str) -> tuple[float, float]:
    """(offset, width) of a column's child across it."""
    how = node.align or align
    if how == "stretch" and node.width is None:
        return 0.0, room
    size = min(_natural_width(run, node), room)
    return {"start": 0.0, "center": (room - size) / 2, "end": room - size, "stretch": 0.0}[how], size


# --- placing ------------------------------------------------------------------------------------------------

def _place(run: _Run, node: Box, x: float, y: float, w: float, h: float) -> list[Item]:
    items: list[Item] = list(node.back(x, y, w, h)) if node.back is not None else []
    p = node.pad
    x, y, w, h = x + p, y + p, w - 2 * p, h - 2 * p
    if isinstance(node, Words):
        items.append(_words(run, node, x, y, w, h))
    elif isinstance(node, Glyph):
        side = min(w, h, *(s for s in (node.width, node.height) if s is not None))
        items.append(Icon(node.icon, x + (w - side) / 2, y + (h - side) / 2, side, node.color))
    elif isinstance(node, Art) and node.draw is not None:
        items += node.draw(x, y, w, h)
    elif isinstance(node, Row):
        items += _place_row(run, node, x, y, w, h)
    elif isinstance(node, (Column, Flow)):
        items += _place_column(run, node, x, y, w, h)
    elif isinstance(node, Stack):
        for child in node.children:
            items += _place(run, child, x, y, w, h)
    elif isinstance(node, Grid):
        items += _place_grid(run, node, x, y, w, h)
    return items


def _words(run: _Run, node: Words, x: float, y: float, w: float, h: float, valign: str | None = None) -> Text:
    size, least = run.sizes(node)
    s = _setting(run, node, size, least, w, h)
    if not s.fits:
        run.faults.append(f"{node.name or 'text'} {node.text!r} needs {s.height:.1f} × {s.width:.1f} mm at "
                          f"{s.size:g} pt, has {h:.1f} × {w:.1f}")
    # a hyphenated text is handed on as its lines; else the renderers break it exactly as measured here
    text, wrap = ("\n".join(s.lines), False) if s.hyphenated else (localised(node.text), node.wrap)
    return Text(text, x, y, w, h, font=node.font, size=s.size, color=node.color, align=node.text_align,
                valign=valign or node.valign, leading=node.leading, wrap=wrap)  # type: ignore[arg-type]


def _place_column(run: _Run, node: Column | Flow, x: float, y: float, w: float, h: float) -> list[Item]:
    kids = _column_children(node)
    crosses = [_cross(run, c, w, node_align(node)) for c in kids]
    pairs = [_main(_measure(run, c, cw), c) for c, (_, cw) in zip(kids, crosses)]
    room = h - _gaps(node.gap, kids)
    if isinstance(node, Column) and node.equal and pairs:
        pairs = _equal(pairs, room)
    sizes, lead, over = _share(room, [p[1] for p in pairs], [p[0] for p in pairs], kids, node.justify)
    if over > EPS:
        run.faults.append(f"{node.name or 'a column'} needs {over:.1f} mm more height")
    items: list[Item] = []
    cy = y + lead
    for child, (cx, cw), ch in zip(kids, crosses, sizes):
        items += _place(run, child, x + cx, cy, cw, ch)
        cy += ch + node.gap
    return items


def _equal(pairs: Sequence[tuple[float, float]], room: float) -> list[tuple[float, float]]:
    """Like rows share the room evenly, each at most the tallest's preferred height, while that leaves every
    one its least; when it does not, each keeps its own least and the rest is shared as usual."""
    even = min(room / len(pairs), max(p[1] for p in pairs))
    if even >= max(p[0] for p in pairs) - EPS:
        return [(even, even)] * len(pairs)
    return [(p[0], max(q[1] for q in pairs)) for p in pairs]


def _place_row(run: _Run, node: Row, x: float, y: float, w: float, h: float) -> list[Item]:
    widths, lead = _share_row(run, node, w)
    lines = _baselines(run, node, widths, h) if node.baseline else {}
    items: list[Item] = []
    cx = x + lead
    for i, (child, cw) in enumerate(zip(node.children, widths)):
        how = child.align or node.items_align
        ch = h if how == "stretch" else min(_measure(run, child, cw)[1], h)
        cy = y + {"start": 0.0, "center": (h - ch) / 2, "end": h - ch, "stretch": 0.0}[how]
        if i in lines:  # dropped to the shared baseline, its box shortened by as much
            drop = lines[i]
            items.append(_words(run, child, cx + child.pad, cy + drop + child.pad, cw - 2 * child.pad,  # type: ignore[arg-type]
                                ch - drop - 2 * child.pad, valign="top"))
        else:
            items += _place(run, child, cx, cy, cw, ch)
        cx += cw + node.gap
    return items


def _baselines(run: _Run, node: Row, widths: Sequence[float], h: float) -> dict[int, float]:
    """How far each word child drops so that every first line sits on the lowest first baseline."""
    ascents: dict[int, float] = {}
    for i, (child, cw) in enumerate(zip(node.children, widths)):
        if isinstance(child, Words) and child.back is None:
            size, least = run.sizes(child)
            s = _setting(run, child, size, least, cw - 2 * child.pad, h - 2 * child.pad)
            ascents[i] = metrics(child.font).ascent * s.size * PT / 1000.0
    top = max(ascents.values(), default=0.0)
    return {i: top - a for i, a in ascents.items()}


def _fixed_columns(run: _Run, node: Grid) -> list[float]:
    """The columns that are not shares: mm as given, an auto column as its widest cell."""
    n = len(node.columns)
    out = []
    for i, track in enumerate(node.columns):
        if isinstance(track, Fr):
            continue
        out.append(track if track is not None else
                   max((_natural_width(run, c) for c in node.cells[i::n]), default=0.0))
    return out


def _columns(run: _Run, node: Grid, w: float) -> list[float]:
    """The columns' widths: fixed ones as given, shares of what is left; as in CSS grid a share is never
    narrower than its longest word (its least width), which it takes from the other shares."""
    fixed = iter(_fixed_columns(run, node))
    room = w - _gaps(node.gap, node.columns)
    widths: list[float | None] = [None if isinstance(t, Fr) else next(fixed) for t in node.columns]
    n = len(node.columns)
    least = [max((_least_width(run, c) for c in node.cells[i::n]), default=0.0) for i in range(n)]
    while True:  # each round fixes at least one more share at its least width, or ends
        rest = max(room - sum(x for x in widths if x is not None), 0.0)
        shares = sum(t.share for t, x in zip(node.columns, widths) if isinstance(t, Fr) and x is None)
        under = [i for i, (t, x) in enumerate(zip(node.columns, widths))
                 if isinstance(t, Fr) and x is None and t.share * rest / shares < least[i] - EPS]
        if not under:
            return [t.share * rest / shares if x is None else x  # type: ignore[union-attr]
                    for t, x in zip(node.columns, widths)]
        for i in under:
            widths[i] = least[i]


def _least_width(run: _Run, node: Box) -> float:
    """The narrowest a cell can be without cutting a word: its longest word (its whole text when it does not
    wrap) at its least size, with its padding; never under its least width."""
    if not isinstance(node, Words):
        return node.min_width
    _, size = run.sizes(node)
    text = localised(node.text)
    pieces = text.split() if node.wrap else text.split("\n")
    m = metrics(node.font)
    widest = max((m.string_width(p, size) for p in pieces), default=0.0) * PT
    return max(widest + 2 * node.pad, node.min_width)


def _grid_rows(run: _Run, node: Grid, w: float) -> list[tuple[float, float]]:
    cols = _columns(run, node, w)
    n = len(cols)
    rows = []
    for r in range(0, len(node.cells), n):
        pairs = [_measure(run, c, cw) for c, cw in zip(node.cells[r:r + n], cols)]
        rows.append((max(p[0] for p in pairs), max(p[1] for p in pairs)))
    return rows


def _place_grid(run: _Run, node: Grid, x: float, y: float, w: float, h: float) -> list[Item]:
    cols = _columns(run, node, w)
    if sum(cols) > w - _gaps(node.gap, node.columns) + EPS:  # its columns' longest words: more than it has
        run.faults.append(f"{node.name or 'a grid'} needs {sum(cols) + _gaps(node.gap, cols) - w:.1f} mm more width")
    n = len(cols)
    items: list[Item] = []
    ry = y
    for i, (_, row_h) in enumerate(_grid_rows(run, node, w)):
        paint = node.row_back(i) if node.row_back is not None else None
        if paint is not None:
            items += paint(x, ry, w, row_h)
        # the row as a row of its cells at the columns' widths: alignment and baselines as a Row places them
        cells = tuple(replace(c, width=cw, grow=0.0, shrink=0.0, min_width=0.0)
                      for c, cw in zip(node.cells[i * n:(i + 1) * n], cols))
        items += _place_row(run, Row(children=cells, gap=node.gap, baseline=node.baseline, name=node.name),
                            x, ry, w, row_h)
        ry += row_h + node.row_gap
    if ry - node.row_gap > y + h + EPS:
        run.faults.append(f"{node.name or 'a grid'} needs {ry - node.row_gap - y - h:.1f} mm more height")
    return items
