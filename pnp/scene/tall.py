"""A declarative layout placed as tall as it asks: a part under a grid, a picture on a page of its own."""

from __future__ import annotations

from pnp.scene.arrange import height_of, lay_out
from pnp.scene.boxes import Box
from pnp.scene.model import Item, Page


def laid_tall(node: Box, x: float, y: float, width: float, floor: float, what: str) -> tuple[tuple[Item, ...], float]:
    """``node`` placed at (x, y), ``width`` mm wide and as tall as it asks (:func:`height_of`), and that height;
    refused in one line naming ``what`` when it does not fit."""
    height = height_of(node, width, floor)
    return lay_out(node, x, y, width, height, floor).fitted(what), height


def figure(node: Box, width: float, floor: float, what: str, label: str, bleed: float = 0.0) -> Page:
    """``node`` on a page of its own, ``width`` mm wide and as tall as it asks: a picture the rules place."""
    items, height = laid_tall(node, 0.0, 0.0, width, floor, what)
    return Page(width, height, items, bleed=bleed, label=label)
