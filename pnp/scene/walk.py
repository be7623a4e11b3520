"""Helpers that look through a scene without drawing it."""

from __future__ import annotations

from typing import Iterable, Iterator

from pnp.scene.model import Document, Group, Icon, Item, Page, Text, Use


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


def icons_used(items: Iterable[Item]) -> list[str]:
    """Icon names in first-use order (deterministic)."""
    seen: dict[str, None] = {}
    for item in iter_items(items):
        if isinstance(item, Icon):
            seen.setdefault(item.name, None)
    return list(seen)


def fonts_used(items: Iterable[Item]) -> list[str]:
    seen: dict[str, None] = {}
    for item in iter_items(items):
        if isinstance(item, Text):
            seen.setdefault(item.font, None)
    return list(seen)


def symbols_used(items: Iterable[Item]) -> list[str]:
    seen: dict[str, None] = {}
    for item in iter_items(items):
        if isinstance(item, Use):
            seen.setdefault(item.name, None)
    return list(seen)


def page_icons(page: Page) -> list[str]:
    return icons_used(page.items)
