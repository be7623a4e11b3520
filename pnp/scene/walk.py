"""Helpers that look through a scene without drawing it."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping

from pnp.scene.affine import IDENTITY, Affine
from pnp.scene.model import Document, Group, Icon, Item, SymbolDef, Text, Use


def iter_items(items: Iterable[Item]) -> Iterator[Item]:
    """Every item, depth first, groups included (their clip paths are not items)."""
    for item in items:
        yield item
        if isinstance(item, Group):
            yield from iter_items(item.items)


def document_items(doc: Document) -> Iterator[Item]:
    for page in doc.pages:
        yield from iter_items(page.items)
    for sym in doc.symbols:
        yield from iter_items(sym.items)


def _names_in_order(items: Iterable[Item], cls: type, attr: str) -> list[str]:
    seen: dict[str, None] = {}
    for item in iter_items(items):
        if isinstance(item, cls):
            seen.setdefault(getattr(item, attr), None)
    return list(seen)


def icons_used(items: Iterable[Item]) -> list[str]:
    """Icon names in first-use order (deterministic)."""
    return _names_in_order(items, Icon, "name")


def fonts_used(items: Iterable[Item]) -> list[str]:
    return _names_in_order(items, Text, "font")


def symbols_used(items: Iterable[Item]) -> list[str]:
    return _names_in_order(items, Use, "name")


def printed_text_sizes(items: Iterable[Item], symbols: Mapping[str, SymbolDef] | None = None,
                       scale: float = 1.0) -> Iterator[tuple[Text, float]]:
    """Every text with the size it prints at (pt): its laid-out size (after any shrink to fit) times the
    scale of the groups and symbol placements around it (the geometric mean of an affine's two axes)."""
    from pnp.scene.text import layout_text

    for item in items:
        if isinstance(item, Text):
            yield item, layout_text(item).size * scale
        elif isinstance(item, Group):
            yield from printed_text_sizes(item.items, symbols, scale * _axis_scale(item.transform))
        elif isinstance(item, Use) and symbols and item.name in symbols:
            yield from printed_text_sizes(symbols[item.name].items, symbols, scale * _axis_scale(item.transform))


def _axis_scale(t: Affine) -> float:
    return abs(t.a * t.d - t.b * t.c) ** 0.5


def ink_bounds(items: Iterable[Item], t: Affine | None = None) -> tuple[float, float, float, float] | None:
    """Where ``items`` put ink (x0, y0, x1, y1 in mm), or None: every painted shape and path (its fill, or its
    strokes' centre lines), icon and line of text by its glyphs, through their groups, less backgrounds (a fill
    lighter than 90 % in every channel and no stroke: a tile's paper, a panel's white), whose edge a reader does
    not see on a page printed in black."""
    from pnp.scene.glyph_ink import icon_box, line_box
    from pnp.scene.model import Path, Shape
    from pnp.scene.safe_area import art_ink, bounds, corners
    from pnp.scene.text import PT, layout_text

    at = IDENTITY if t is None else t
    pts: list[tuple[float, float]] = []
    for item in items:
        if isinstance(item, Group):
            inner = ink_bounds(item.items, item.transform.then(at))
            pts += [] if inner is None else [(inner[0], inner[1]), (inner[2], inner[3])]
        elif isinstance(item, (Shape, Path)):
            st = item.style
            if st.fill is not None and min(st.fill.r, st.fill.g, st.fill.b) >= 0.9 and not (st.stroke and st.width):
                continue
            geom = art_ink(item, at, None)
            if geom is not None:
                x0, y0, x1, y1 = geom.bounds
                pts += [(x0, y0), (x1, y1)]
        elif isinstance(item, Icon):
            x0, y0, x1, y1 = icon_box(item.name)
            pts += corners((item.x + x0 * item.size, item.y + y0 * item.size, item.x + x1 * item.size,
                            item.y + y1 * item.size), at)
        elif isinstance(item, Text):
            lay = layout_text(item)
            em = lay.size * PT / 1000.0
            for line in lay.lines:
                b = line_box(item.font, line.text)
                if b is not None:
                    pts += corners((line.x + b[0] * em, line.baseline + b[1] * em, line.x + b[2] * em,
                                    line.baseline + b[3] * em), at)
    return bounds(pts) if pts else None
