"""What a large-print print holds: every text with the size it prints at, and those under the floor."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from pnp.catalog import Paper, paper
from pnp.scene.model import Page
from pnp.scene.walk import printed_text_sizes

FLOOR = 12.0  # pt: the large-print theme's text floor (layouts/themes/large-print.toml)


def large(name: str = "a4") -> Paper:
    """The paper as the large-print theme gives it to the games."""
    return replace(paper(name), text_floor=FLOOR)


def small_texts(pages: Iterable[Page], floor: float = FLOOR) -> list[str]:
    """Each text printed under ``floor`` (pt): 'page label: size pt: text'."""
    return [f"{page.label}: {size:.2f} pt: {text.text[:40]!r}" for page in pages
            for text, size in printed_text_sizes(page.items) if text.text.strip() and size < floor - 1e-6]
