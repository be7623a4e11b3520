"""Drawing pieces the minigame modules share: the inks, fitting a grid into its box, ruled grids."""

from __future__ import annotations

from pnp.scene.color import INK, Color
from pnp.scene.model import Item, Style
from pnp.scene.shapes import line, rect

ANSWER = Color.hex("#d02b5a")  # what the answer keys add: lines, rings, filled squares
RULE = Color.hex("#8a7f72")  # the thin lines of a ruled grid


def place(width: float, height: float, box, left: float = 0.0, right: float = 0.0, top: float = 0.0,
          bottom: float = 0.0, inset: float = 0.0) -> tuple[float, float, float]:
    """(x0, y0, square size) of a width × height grid centred in ``box``, as large as fits.

    ``left`` ... ``bottom``: room kept around the grid, in squares; ``inset``: mm kept free inside the box.
    """
    x, y, w, h = box
    cols, rows = width + left + right, height + top + bottom
    c = min((w - 2 * inset) / cols, (h - 2 * inset) / rows)
    return x + (w - cols * c) / 2 + left * c, y + (h - rows * c) / 2 + top * c, c


def ruled_grid(ox: float, oy: float, n: int, c: float, rule: Color = RULE,
               widths: tuple[float, float] = (0.25, 0.6)) -> list[Item]:
    """Thin lines (of ``rule``) between the squares of an n × n grid at (ox, oy), then its frame (``widths``, mm)."""
    thin = Style(stroke=rule, width=widths[0])
    items: list[Item] = []
    for i in range(1, n):
        items.append(line(ox + i * c, oy, ox + i * c, oy + n * c, thin))
        items.append(line(ox, oy + i * c, ox + n * c, oy + i * c, thin))
    items.append(rect(ox, oy, n * c, n * c, Style(stroke=INK, width=widths[1])))
    return items
