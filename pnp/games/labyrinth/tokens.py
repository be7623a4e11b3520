"""Speed tokens: 1 to 8 in the order players leave the labyrinth (1 is the fastest-player token)."""

from __future__ import annotations

from pnp.catalog import COMPONENT_BLEED, component
from pnp.scene import boxes as b
from pnp.scene.arrange import lay_out
from pnp.scene.color import INK, Color
from pnp.scene.model import Item, Page, Style
from pnp.scene.shapes import circle

TOKEN = Color.hex("#e8d9b5")
GOLD = Color.hex("#c99a2e")
SIZE = "token-25"
CUT_LINE = Style(stroke=INK, width=0.35)  # on the trim: the line the player cuts along (crop marks only square it)
RING = 1.5  # mm: the printed ring inside the cut line, round what the token says


def _face(n: int) -> b.Column:
    """The token's number centred in its ring, and on the 1 the hourglass under it (the two centred as one)."""
    number = b.Words(text=str(n), font="display", size=26, color=INK, text_align="center", valign="middle",
                     wrap=False)
    hourglass = b.Glyph(icon="hourglass", color=INK, width=6.0, height=6.0)
    return b.Column(justify="center", items_align="center", children=(number, hourglass) if n == 1 else (number,))


def speed_tokens() -> tuple[list[Page], Page]:
    """Speed tokens 1 to 8, each with its round cut line, and their common back."""
    size = component(SIZE)
    d, bleed = size.width, COMPONENT_BLEED
    r = d / 2
    fronts = []
    for n in range(1, 9):
        items: list[Item] = [circle(r, r, r + bleed, Style(fill=GOLD if n == 1 else TOKEN)),
                             circle(r, r, r - RING, Style(stroke=INK, width=0.4)),
                             *lay_out(_face(n), RING, RING, d - 2 * RING, d - 2 * RING).fitted(f"speed token {n}"),
                             circle(r, r, r, CUT_LINE)]
        fronts.append(Page(d, d, tuple(items), bleed=bleed, label=f"speed token {n}"))
    emblem = lay_out(b.Glyph(icon="speed", color=TOKEN, width=14.0, height=14.0), 0.0, 0.0, d, d)
    back = Page(d, d, (circle(r, r, r + bleed, Style(fill=INK)), *emblem.fitted("the back")), bleed=bleed,
                label="speed token back")
    return fronts, back
