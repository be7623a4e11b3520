"""An action's cost drawn as little action tokens: hand (ochre), feet (blue) or either kind (half and half).

Hero boards, key tokens and the player aid show costs alike, so a player
reads a cost the same way wherever it is printed.
"""

from __future__ import annotations

from pnp.games.maze_tiles.content import Cost
from pnp.games.maze_tiles.palette import CURB, FEET, HAND, INK
from pnp.games.maze_tiles.sizes import MIN_TEXT
from pnp.scene.color import WHITE
from pnp.scene.model import Icon, Item, Path, Style, Text
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


def cost_items(cost: Cost, cx: float, y: float, d: float, *, min_size: float = MIN_TEXT,
               floor: float = 0.0) -> list[Item]:
    """The cost of an action as token glyphs, centred on cx, in the row (y, y + d); words at least ``floor`` pt
    (large print: the row must be 6 mm or taller to hold them)."""
    if cost.passive or cost.free:
        label = "passive" if cost.passive else "free"
        w = d * 3.2
        return [rounded_rect(cx - w / 2, y, w, d, d / 2, Style(stroke=INK, width=0.3)),
                Text(label, cx - w / 2, y, w, d, font="body-bold", size=max(d / PT * 0.55, floor), color=INK,
                     align="center", valign="middle", wrap=False, min_size=min_size)]
    gap = d * 0.18
    pieces: list[tuple[str, int]] = [(k, n) for k, n in (("hand", cost.hand), ("feet", cost.feet), ("any", cost.any))
                                     if n]
    # a kind with more than three tokens shows as "n ×" and one glyph
    num_w = d * 1.15
    widths = [num_w + d if n > 3 or kind == "any" else n * d + (n - 1) * gap for kind, n in pieces]
    total = sum(widths) + gap * 1.6 * (len(pieces) - 1)
    x = cx - total / 2
    items: list[Item] = []
    for (kind, n), w in zip(pieces, widths):
        if n > 3 or kind == "any":
            items.append(Text(f"{n}×", x, y, num_w, d, font="body-black", size=max(d / PT * 0.7, floor), color=INK,
                              align="center", valign="middle", wrap=False, min_size=min_size))
            items += token_glyph(kind, x + num_w + d / 2, y + d / 2, d)
        else:
            for i in range(n):
                items += token_glyph(kind, x + i * (d + gap) + d / 2, y + d / 2, d)
        x += w + gap * 1.6
    return items
