"""The player aid card: the heart rules, and the time limits of solo play.

The scores to reach in solo play are printed on each objective card (derived
from that card's proven par, :mod:`pnp.games.labyrinth.solo`); the aid gives
the time limit of each level per card difficulty.
"""

from __future__ import annotations

from collections.abc import Sequence

from pnp.catalog import Component
from pnp.errors import PnpError
from pnp.games.labyrinth.pen import (
    CARD_BG,
    CARD_BLEED,
    CARD_SAFE,
    DIFFICULTY_COLOR,
    HEART,
    INK,
    MUTED,
    PANEL_LINE,
    heart_outline,
)
from pnp.games.labyrinth.solo import TIME_LEVELS, TIME_LIMITS
from pnp.scene.color import WHITE
from pnp.scene.model import Icon, Item, Page, Style, Text
from pnp.scene.shapes import bleed_band, bleed_rect, line, rect, rounded_rect
from pnp.scene.text import measured_text

HEART_RULES = (
    "You set out with 3 hearts.",
    "Stepping on a trap costs a heart.",
    "A rat costs a heart unless you already hold the sword; a skeleton, unless you already hold the bow.",
    "Some cards make other squares cost a heart too.",
    "Lose the third heart and you are out: no exit, no points.",
)
SOLO_INTRO = ("Play side A. Pick a card and a time level (a column) and set a timer. Leave the labyrinth in time "
              "and reach the solo score printed on the card for that level to win.")
TABLE_ROWS = ("easy", "medium", "hard")  # the tutorial card uses the easy times


def _bullets(rules: Sequence[str], x: float, y: float, w: float, size: float) -> tuple[list[Item], float]:
    """A bullet list with hanging indents; returns its items and the y below it."""
    items: list[Item] = []
    indent = 2.6
    for rule in rules:
        body = measured_text(rule, x + indent, y, w - indent, size=size, color=INK)
        items.append(Text("•", x, y, indent, body.height, size=size, color=HEART, wrap=False))
        items.append(body)
        y += body.height + 0.9
    return items, y


def _time_table(x: float, y: float, w: float) -> tuple[list[Item], float]:
    """Time limits: rows are card difficulties, columns time levels; returns items and height."""
    head_w = 0.2 * w
    col_w = (w - head_w) / len(TIME_LEVELS)
    head_h, row_h = 4.5, 5.2
    items: list[Item] = [Text("Card", x + 0.5, y, head_w, head_h, font="body-italic", size=6, color=MUTED,
                              valign="middle", wrap=False, min_size=4)]
    for i, level in enumerate(TIME_LEVELS):
        items.append(Text(level, x + head_w + i * col_w, y, col_w, head_h, font="body-bold", size=6.5,
                          color=INK, align="center", valign="middle", wrap=False, min_size=4))
    for r, difficulty in enumerate(TABLE_ROWS):
        ry = y + head_h + r * row_h
        color = DIFFICULTY_COLOR[difficulty]
        items.append(rect(x, ry, w, row_h, Style(fill=color.lighten(0.86 if r % 2 == 0 else 0.92))))
        items.append(Text(difficulty.capitalize(), x + 0.5, ry, head_w - 0.5, row_h, font="body-bold", size=6.5,
                          color=color, valign="middle", wrap=False, min_size=4))
        for i, limit in enumerate(TIME_LIMITS[difficulty]):
            items.append(Text(limit, x + head_w + i * col_w, ry, col_w, row_h, size=7, color=INK,
                              align="center", valign="middle", wrap=False, min_size=4))
    height = head_h + len(TABLE_ROWS) * row_h
    items.append(line(x, y + head_h, x + w, y + head_h, Style(stroke=INK, width=0.25)))
    items.append(line(x, y + height, x + w, y + height, Style(stroke=INK, width=0.25)))
    return items, height


def reference_card(size: Component, one_sided: bool = False) -> Page:
    """A player aid: the heart rules and the solo time limits (``one_sided``: the kit's labyrinth has one side,
    so the aid names none)."""
    w, h = size.width, size.height
    s = max(CARD_SAFE, size.safe)
    inner = w - 2 * s
    band = 11.0
    items: list[Item] = [
        bleed_rect(w, h, CARD_BLEED, CARD_BG),
        bleed_band(w, band, CARD_BLEED, INK),
        Text("Player aid", s + 0.5, s, inner - 1, band - s - 1, font="display", size=15, color=WHITE,
             valign="middle", wrap=False, min_size=8),
    ]
    y = band + 1.8
    items.append(Text("Hearts", s, y, inner - 16, 4.5, font="body-bold", size=9, color=HEART, wrap=False))
    style = Style(fill=HEART.lighten(0.85), stroke=HEART, width=0.35)
    items += [heart_outline(w - s - 3 * 4.4 + i * 4.4 + 0.2, y + 0.3, 4.0, style) for i in range(3)]
    rules, y = _bullets(HEART_RULES, s, y + 5.2, inner, 6.8)
    y += 0.8
    items += rules
    items.append(line(s, y, w - s, y, Style(stroke=PANEL_LINE, width=0.25)))
    y += 1.6
    items.append(Text("Solo against the clock", s, y, inner - 6, 4.5, font="body-bold", size=9, color=INK,
                      wrap=False, min_size=6))
    items.append(Icon("hourglass", w - s - 4.2, y, 4.2, INK))
    words = SOLO_INTRO.removeprefix("Play side A. ") if one_sided else SOLO_INTRO
    intro = measured_text(words, s, y + 5.2, inner, size=6.5, color=INK)
    items.append(intro)
    y = intro.y + intro.height + 1.5
    table, height = _time_table(s, y, inner)
    items += table
    if y + height > h - s + 1e-6:
        raise PnpError(f"the player aid does not fit a {size.name} ({w:g} × {h:g} mm); use a poker card")
    return Page(w, h, tuple(items), bleed=CARD_BLEED, label="player aid")


def aid_back(size: Component) -> Page:
    """The player aid's back: the card backs' maze in the aid's ink, its name and its hearts and hourglass, so
    that a sheet printed double-sided has no blank card backs and an aid face down is never taken for an
    objective card (those backs are in the difficulties' colours)."""
    from pnp.games.labyrinth.card_pages import back_pattern

    w, h = size.width, size.height
    s = max(CARD_SAFE, size.safe)
    items: list[Item] = [
        bleed_rect(w, h, CARD_BLEED, INK),
        back_pattern(w, h, INK.lighten(0.18)),
        rounded_rect(s, s, w - 2 * s, h - 2 * s, 2.5, Style(stroke=CARD_BG, width=0.8)),
    ]
    pw, ph = w - 2 * s - 10, 30.0
    px, py = (w - pw) / 2, (h - ph) / 2
    items.append(rounded_rect(px, py, pw, ph, 3.0, Style(fill=CARD_BG, stroke=INK, width=0.5)))
    items.append(Text("Player aid", px + 2, py + 3, pw - 4, 11, font="display", size=22, color=INK,
                      align="center", valign="middle", wrap=False, min_size=10))
    style = Style(fill=HEART.lighten(0.85), stroke=HEART, width=0.35)
    heart, gap = 6.0, 1.6
    left = w / 2 - (3 * heart + 3 * gap + heart) / 2
    items += [heart_outline(left + i * (heart + gap), py + 17.5, heart, style) for i in range(3)]
    items.append(Icon("hourglass", left + 3 * (heart + gap), py + 17.5, heart, INK))
    return Page(w, h, tuple(items), bleed=CARD_BLEED, label="player aid back")
