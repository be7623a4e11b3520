"""An action's cost drawn as little action tokens: hand (ochre), feet (blue) or either kind (half and half).

Hero boards, key tokens and the player aid show costs alike, so a player
reads a cost the same way wherever it is printed.
"""

from __future__ import annotations

from pnp.games.maze_tiles.content import Cost
from pnp.games.maze_tiles.palette import CURB, FEET, HAND, INK
from pnp.games.maze_tiles.sizes import MIN_TEXT
from pnp.i18n import pgettext
from pnp.scene import boxes as b
from pnp.scene.arrange import lay_out, width_of
from pnp.scene.color import WHITE
from pnp.scene.model import Icon, Item, Path, Style
from pnp.scene.shapes import arc_segments, circle, line, rounded_rect
from pnp.scene.text import PT


def token_glyph(kind: str, cx: float, cy: float, d: float) -> list[Item]:
    """A little action token: hand (ochre, hand icon), feet (blue, footprint) or any (half and half)."""
    r = d / 2
    if kind == "any":
        left = arc_segments(cx, cy, r, 90, 270) + (("Z",),)
        right = arc_segments(cx, cy, r, 270, 450) + (("Z",),)
        return [Path(left, Style(fill=HAND)), Path(right, Style(fill=FEET)),
                line(cx, cy - r, cx, cy + r, Style(stroke=WHITE, width=0.25, cap="butt")),
                circle(cx, cy, r, Style(stroke=CURB, width=0.25))]
    color, icon = (HAND, "hand") if kind == "hand" else (FEET, "feet")
    s = d * 0.66
    return [circle(cx, cy, r, Style(fill=color, stroke=CURB, width=0.25)), Icon(icon, cx - s / 2, cy - s / 2, s, WHITE)]


def cost_row(cost: Cost, d: float, min_size: float = MIN_TEXT) -> b.Row:
    """The cost of an action as a row of token glyphs ``d`` mm tall: "free" or "passive" in a pill, else each
    kind's tokens, a kind with more than three (or either kind) as "n×" and one glyph."""

    def glyph(kind: str) -> b.Art:
        return b.Art(width=d, shrink=0, draw=lambda x, y, w, h: token_glyph(kind, x + w / 2, y + h / 2, d))

    def words(text: str, font: str, scale: float, width: float, back: b.Paint | None = None) -> b.Words:
        return b.Words(text=text, font=font, size=d / PT * scale, least=min_size, color=INK, text_align="center",
                       valign="middle", wrap=False, width=width, shrink=0, back=back)

    def pill(x: float, y: float, w: float, h: float) -> list[Item]:
        return [rounded_rect(x, y, w, h, h / 2, Style(stroke=INK, width=0.3))]

    if cost.passive or cost.free:
        # i18n: in a small pill where an action's cost goes: it works by itself (passive) or costs nothing (free)
        text = pgettext("action cost", "passive") if cost.passive else pgettext("action cost", "free")
        return b.Row(children=(words(text, "body-bold", 0.55, d * 3.2, pill),))
    gap = d * 0.18
    pieces = [(k, n) for k, n in (("hand", cost.hand), ("feet", cost.feet), ("any", cost.any)) if n]
    return b.Row(gap=gap * 1.6, children=tuple(
        b.Row(children=(words(f"{n}×", "body-black", 0.7, d * 1.15), glyph(kind))) if n > 3 or kind == "any"
        else b.Row(gap=gap, children=tuple(glyph(kind) for _i in range(n))) for kind, n in pieces))


def cost_items(cost: Cost, cx: float, y: float, d: float, *, min_size: float = MIN_TEXT,
               floor: float = 0.0) -> list[Item]:
    """The cost of an action (:func:`cost_row`) centred on cx, in the row (y, y + d); words at least ``floor`` pt
    (large print: the row must be 6 mm or taller to hold them)."""
    row = cost_row(cost, d, min_size)
    width = width_of(row, floor)
    # its faults are not refused here: each part sizes ``d`` for the floor and checks its own boxes
    return list(lay_out(row, cx - width / 2, y, width, d, floor).items)
