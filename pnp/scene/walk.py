"""Helpers that look through a scene without drawing it."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping

from pnp.scene.affine import Affine
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
