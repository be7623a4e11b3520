"""pages.json: what each page of a kit's kit.pdf holds, for programs (the studio marks the pages for a first
game and keeps the answer keys out of sight; a script prints a range): the facts README.txt says in words."""

from __future__ import annotations

from pnp.catalog import Paper
from pnp.kits.readme import first_game_pages
from pnp.layout.presets import Preset
from pnp.parts import DocPages, KitSpec


def page_map(spec: KitSpec, preset: Preset, paper: Paper, pages: int, body, starts: list[int | None],
             rules: tuple[int, int], credits: int) -> dict:
    """The map of a kit.pdf of ``pages`` pages (every page number 1-based): its cover, rules, parts (each with
    its first and last page, none for a part printed into files of its own), credits, and the pages to print
    for a first game."""
    parts = []
    for (part, on_sheets, duplex, share), first in zip(body, starts):
        # a set sharing its sheets with the next ones holds none of them itself: it spans the first one's
        span = len(on_sheets) if on_sheets else 0
        parts.append({"slug": part.slug, "title": part.title, "first": first,
                      "last": None if first is None else first + max(span, 1) - 1,
                      "double_sided": bool(duplex), "shares_sheets": share is not None,
                      "answers": isinstance(part, DocPages) and part.answers})
    return {"game": spec.game, "title": spec.title, "seed": spec.seed, "pages": pages, "cover": 1,
            "rules": list(rules), "credits": credits, "parts": parts,
            "first_game": first_game_pages(spec, preset, paper, body, starts)}
