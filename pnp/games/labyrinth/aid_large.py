"""The player aid in large print: two faces of a large card, the hearts on the front and solo play against the
clock on the back, every word at the paper's text floor or above.

The designed aid (:mod:`.aid`) fits both on one poker card at 6.5 to 7 pt; at 12 pt they need a face each, so
the rules are said in fewer words (the same rules: what costs a heart, what saves one, when you are out).
"""

from __future__ import annotations

from pnp.catalog import Component
from pnp.errors import PnpError
from pnp.games.labyrinth.pen import CARD_BG, CARD_BLEED, CARD_SAFE, DIFFICULTY_COLOR, HEART, INK, MUTED, heart_outline
from pnp.games.labyrinth.sheet_grid import floor_height
from pnp.games.labyrinth.solo import TIME_LEVELS, TIME_LIMITS
from pnp.scene.color import WHITE, Color
from pnp.scene.model import Icon, Item, Page, Style, Text
from pnp.scene.shapes import bleed_band, bleed_rect, line, rect
from pnp.scene.text import measured_text

HEART_RULES = (
    "You start with 3 hearts.",
    "A trap costs a heart.",
    "A rat costs a heart unless you hold the sword.",
    "A skeleton costs a heart unless you hold the bow.",
    "Some cards name other squares that cost a heart.",
    "Third heart lost: you are out and score nothing.",
)
SOLO_RULES = ("Play side A. Pick a card and a time level (a row); the card's difficulty picks the column. Set the "
              "timer, get out in time with the card's solo score.")
BAND = 14.0


def _face(size: Component, title: str, band: Color, floor: float) -> tuple[list[Item], float]:
    w, s = size.width, max(CARD_SAFE, size.safe)
    items: list[Item] = [
        bleed_rect(w, size.height, CARD_BLEED, CARD_BG),
        bleed_band(w, BAND, CARD_BLEED, band),
        Text(title, s + 0.5, s, w - 2 * s - 1, BAND - s - 1, font="display", size=max(17, floor), color=WHITE,
             valign="middle", wrap=False, min_size=floor),
    ]
    return items, BAND + 2.5


def _check(size: Component, bottom: float, face: str) -> None:
    if bottom > size.height - max(CARD_SAFE, size.safe) + 1e-6:
        raise PnpError(f"the large-print player aid's {face} does not fit a {size.name} "
                       f"({size.width:g} × {size.height:g} mm)")


def hearts_face(size: Component, floor: float) -> Page:
    """The front: the three hearts and what costs one."""
    w, s = size.width, max(CARD_SAFE, size.safe)
    items, y = _face(size, "Hearts", HEART, floor)
    style = Style(fill=HEART.lighten(0.85), stroke=HEART, width=0.5)
    heart = 9.0
    left = (w - 3 * heart - 2 * 3.0) / 2
    items += [heart_outline(left + i * (heart + 3.0), y, heart, style) for i in range(3)]
    y += heart + 2.5
    indent = 4.0
    for rule in HEART_RULES:
        body = measured_text(rule, s + indent, y, w - 2 * s - indent, size=floor, color=INK, leading=1.1)
        items += [Text("•", s, y, indent, body.height, size=floor, color=HEART, wrap=False), body]
        y += body.height + 1.2
    _check(size, y, "hearts face")
    return Page(w, size.height, tuple(items), bleed=CARD_BLEED, label="player aid hearts")


def _table(x: float, y: float, w: float, floor: float) -> tuple[list[Item], float]:
    """Time limits: a row per time level, a column per card difficulty (the tutorial card plays as easy)."""
    cols = ("easy", "medium", "hard")
    row_h = floor_height(floor) + 1.6
    head_w = 0.31 * w
    col_w = (w - head_w) / len(cols)
    items: list[Item] = [Text("Level", x + 0.5, y, head_w - 0.5, row_h, font="body-italic", size=floor,
                              color=MUTED, valign="middle", wrap=False, min_size=floor)]
    for i, difficulty in enumerate(cols):
        items.append(Text(difficulty.capitalize(), x + head_w + i * col_w, y, col_w, row_h, font="body-bold",
                          size=floor, color=DIFFICULTY_COLOR[difficulty], align="center", valign="middle",
                          wrap=False, min_size=floor))
    for r, level in enumerate(TIME_LEVELS):
        ry = y + (r + 1) * row_h
        if r % 2 == 0:
            items.append(rect(x, ry, w, row_h, Style(fill=INK.lighten(0.9))))
        items.append(Text(level, x + 0.5, ry, head_w - 0.5, row_h, font="body-bold", size=floor, color=INK,
                          valign="middle", wrap=False, min_size=floor))
        for i, difficulty in enumerate(cols):
            items.append(Text(TIME_LIMITS[difficulty][r], x + head_w + i * col_w, ry, col_w, row_h, size=floor,
                              color=INK, align="center", valign="middle", wrap=False, min_size=floor))
    height = (len(TIME_LEVELS) + 1) * row_h
    items.append(line(x, y + row_h, x + w, y + row_h, Style(stroke=INK, width=0.3)))
    return items, height


def solo_face(size: Component, floor: float, one_sided: bool = False) -> Page:
    """The back: solo play, and each time level's limit per card difficulty (``one_sided``: naming no side)."""
    w, s = size.width, max(CARD_SAFE, size.safe)
    items, y = _face(size, "Solo", INK, floor)
    items.append(Icon("hourglass", w - s - 8.0, s + 0.5, 7.0, WHITE))
    words = SOLO_RULES.removeprefix("Play side A. ") if one_sided else SOLO_RULES
    intro = measured_text(words, s, y, w - 2 * s, size=floor, color=INK, leading=1.1)
    items.append(intro)
    y += intro.height + 2.5
    table, height = _table(s, y, w - 2 * s, floor)
    items += table
    _check(size, y + height, "solo face")
    return Page(w, size.height, tuple(items), bleed=CARD_BLEED, label="player aid solo")
