"""Speed tokens: 1 to 8 in the order players leave the labyrinth (1 is the fastest-player token)."""

from __future__ import annotations

from pnp.catalog import COMPONENT_BLEED, component
from pnp.scene.color import INK, Color
from pnp.scene.model import Icon, Item, Page, Style, Text
from pnp.scene.shapes import circle

TOKEN = Color.hex("#e8d9b5")
GOLD = Color.hex("#c99a2e")
SIZE = "token-25"
CUT_LINE = Style(stroke=INK, width=0.35)  # on the trim: the line the player cuts along (crop marks only square it)


def speed_tokens() -> tuple[list[Page], Page]:
    """Speed tokens 1 to 8, each with its round cut line, and their common back."""
    size = component(SIZE)
    d, b = size.width, COMPONENT_BLEED
    r = d / 2
    fronts = []
    for n in range(1, 9):
        fill = GOLD if n == 1 else TOKEN
        items: list[Item] = [circle(r, r, r + b, Style(fill=fill)),
                 circle(r, r, r - 1.5, Style(stroke=INK, width=0.4)),
                 Text(str(n), 0, 3.5, d, d - 9, font="display", size=26, color=INK, align="center", valign="middle",
                      wrap=False)]
        if n == 1:
            items.append(Icon("hourglass", r - 3, d - 8.5, 6, INK))
        items.append(circle(r, r, r, CUT_LINE))
        fronts.append(Page(d, d, tuple(items), bleed=b, label=f"speed token {n}"))
    back = Page(d, d, (circle(r, r, r + b, Style(fill=INK)), Icon("speed", r - 7, r - 7, 14, TOKEN)), bleed=b,
                label="speed token back")
    return fronts, back
