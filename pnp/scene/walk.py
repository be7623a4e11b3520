"""Helpers that look through a scene without drawing it."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from pnp.scene.model import Document, Group, Icon, Item, Text, Use


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
