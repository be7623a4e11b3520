"""A plain back for one-sided components, for a card service that reads a deck's pages in pairs.

DriveThruCards takes a deck as one PDF, each card's back page then its front page: a deck of one-sided
components (player aids, hero boards, dice nets, standees) sent as fronts alone would be read as half as many
cards, each front printed on the back of another. Such a set gets this back: the kit's parchment with a frame
and the game's icon, the same for every component, so the back is designed, never blank paper.
"""

from __future__ import annotations

from dataclasses import replace

from pnp.kits.pages import ACCENT, MUTED, PANEL
from pnp.layout.presets import Preset
from pnp.parts import ComponentSet, KitSpec
from pnp.scene.model import Icon, Page, Style
from pnp.scene.shapes import rect, rounded_rect

PLAIN_BACK = "plain back"  # the label of a back made here (README.txt says which sets have one)


def plain_back(front: Page, icon: str) -> Page:
    """A back the size of ``front`` (its bleed included): parchment to the bleed, a frame inside the safe area,
    the game's icon in the middle."""
    w, h, b = front.width, front.height, front.bleed
    inset = min(5.0, min(w, h) / 8)
    size = min(w, h) * 0.4
    items = (rect(-b, -b, w + 2 * b, h + 2 * b, Style(fill=PANEL)),
             rounded_rect(inset, inset, w - 2 * inset, h - 2 * inset, min(3.0, inset), Style(stroke=MUTED, width=0.5)),
             Icon(icon, (w - size) / 2, (h - size) / 2, size, ACCENT))
    return Page(w, h, items, bleed=b, label=PLAIN_BACK)


def reads_pairs(preset: Preset) -> bool:
    """The preset's service reads a deck PDF's pages as back-front pairs (DriveThruCards)."""
    return preset.layout == "cards" and preset.service is not None and preset.service.back_first


def paired(spec: KitSpec, preset: Preset, icon: str) -> KitSpec:
    """The kit with a plain back for every one-sided component set, when the preset's service reads pairs;
    as it is otherwise."""
    if not reads_pairs(preset):
        return spec
    parts = tuple(replace(p, backs=(plain_back(p.fronts[0], icon),))
                  if isinstance(p, ComponentSet) and p.fronts and not p.backs else p for p in spec.parts)
    return replace(spec, parts=parts)


def has_plain_back(part: ComponentSet) -> bool:
    return len(part.backs) == 1 and part.backs[0].label == PLAIN_BACK
