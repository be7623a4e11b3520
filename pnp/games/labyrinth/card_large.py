"""Objective cards in large print: the same face (difficulty, entry, every scoring row, notes, solo targets, id)
on a larger card (``large-card``, 3½ × 5 in) with every word at the paper's text floor or above.

The designed face (:mod:`.card_pages`) is tuned to a poker card at 6 to 9 pt; scaling it up would make a card
a third of a page, so this face is laid out for the floor: rows wrap onto two lines rather than shrink, the card
id shares the bottom line, and the solo strip's labels are one word.
"""

from __future__ import annotations

from collections.abc import Sequence

from pnp.catalog import Component
from pnp.games.labyrinth.card_pages import (
    _card_notes,
    _coin,
    _points,
    _row_icon,
    _row_icon_color,
    _row_text,
    _skull_row,
)
from pnp.games.labyrinth.cards import ObjectiveCard, Row
from pnp.games.labyrinth.pen import (
    CARD_BG,
    CARD_BLEED,
    CARD_SAFE,
    DIFFICULTY_COLOR,
    ENTRY,
    ENTRY_TINT,
    INK,
    MUTED,
    PANEL_LINE,
    SKULLS,
    size_for_height,
)
from pnp.games.labyrinth.sheet_grid import floor_height
from pnp.games.labyrinth.solo import SOLO_SIDE, TIME_LIMITS, solo_targets
from pnp.scene.color import WHITE
from pnp.scene.model import Icon, Item, Page, Style, Text
from pnp.scene.shapes import bleed_band, bleed_rect, rounded_rect

LARGE_CARD = "large-card"  # layouts/components.toml
BAND = 15.0
ROW_LEADING = 1.05  # two lines of a row fit a row of 9 mm at 12 pt


def _line(floor: float) -> float:
    """The height (mm) of a one-line box at the floor."""
    return floor_height(floor) + 0.6


def _coin_at_floor(cx: float, cy: float, d: float, points: int, floor: float) -> list[Item]:
    """The designed coin with its number at least ``floor`` pt, as wide as the coin allows."""
    items = [item for item in _coin(cx, cy, d, points) if not isinstance(item, Text)]
    box = 0.8 * d
    size = max(floor, size_for_height("body-black", box * 0.75))
    return [*items, Text(_points(points), cx - d / 2, cy - box / 2, d, box, font="body-black", size=size,
                         color=WHITE if points < 0 else INK, align="center", valign="middle", wrap=False,
                         min_size=floor)]


def _row(row: Row, x: float, y: float, w: float, h: float, floor: float) -> list[Item]:
    d = min(h - 0.3, 9.5)
    items = _coin_at_floor(x + d / 2, y + h / 2, d, row.points, floor)
    tx = x + d + 1.2
    icon = _row_icon(row)
    s = min(h - 1.5, 7.0)
    items.append(Icon(icon, tx, y + (h - s) / 2, s, _row_icon_color(row, icon)))
    tx += s + 1.2
    items.append(Text(_row_text(row), tx, y, x + w - tx, h, size=floor, color=INK, valign="middle",
                      leading=ROW_LEADING, min_size=floor))
    return items


def _entry(card: ObjectiveCard, x: float, y: float, w: float, floor: float) -> list[Item]:
    h = 10.0
    label_w = 22.0
    items: list[Item] = [
        rounded_rect(x, y, w, h, 1.5, Style(fill=ENTRY_TINT)),
        Text("Enter by", x + 1.5, y, label_w, h, font="body-bold", size=floor, color=INK, valign="middle",
             wrap=False, min_size=floor),
        Icon("staircase", x + label_w + 1.5, y + 1.5, h - 3.0, ENTRY),
    ]
    label, size = (card.entry, max(20.0, floor)) if card.entry != "any" else ("any staircase", floor)
    lx = x + label_w + h + 0.5
    items.append(Text(label, lx, y, x + w - lx - 1, h, font="body-black", size=size, color=ENTRY,
                      valign="middle", wrap=False, min_size=floor))
    return items


def solo_h(floor: float) -> float:
    return 2 * _line(floor) + 1.4


def _solo(card: ObjectiveCard, targets: Sequence[int], x: float, y: float, w: float, floor: float) -> list[Item]:
    """Per time level: its limit over the score to reach."""
    label_w = 14.0
    col_w = (w - label_w) / len(targets)
    line = _line(floor)
    items: list[Item] = [
        rounded_rect(x, y, w, solo_h(floor), 1.2, Style(fill=WHITE, stroke=PANEL_LINE, width=0.35)),
        Icon("hourglass", x + (label_w - 5.0) / 2, y + 0.9, 5.0, INK),
        Text("Solo", x + 0.5, y + 0.7 + line, label_w - 1.0, line, font="body-bold", size=floor, color=INK,
             align="center", wrap=False, min_size=floor),
    ]
    for i, (limit, target) in enumerate(zip(TIME_LIMITS[card.difficulty], targets)):
        cx = x + label_w + i * col_w
        items.append(Text(limit, cx, y + 0.7, col_w, line, size=floor, color=MUTED, align="center", wrap=False,
                          min_size=floor))
        items.append(Text(f"{target} pts", cx, y + 0.7 + line, col_w, line, font="body-bold", size=floor,
                          color=INK, align="center", wrap=False, min_size=floor))
    return items


def large_front(card: ObjectiveCard, size: Component, floor: float, par: dict[str, int] | None = None) -> Page:
    """The face of an objective card with no text under ``floor`` pt (``size``: the large card)."""
    w, h = size.width, size.height
    s = max(CARD_SAFE, size.safe)
    accent = DIFFICULTY_COLOR[card.difficulty]
    items: list[Item] = [
        bleed_rect(w, h, CARD_BLEED, CARD_BG),
        bleed_band(w, BAND, CARD_BLEED, accent),
        Text(card.difficulty.capitalize(), s + 0.5, s, w - 2 * s - 24, BAND - s - 1, font="display",
             size=max(18, floor), color=WHITE, valign="middle", wrap=False, min_size=floor),
    ]
    items += _skull_row(SKULLS[card.difficulty], w - s - 0.5, s + 1.2, 6.5, WHITE)
    y = BAND + 2.0
    items += _entry(card, s, y, w - 2 * s, floor)
    y += 12.0
    line = _line(floor)
    # the bottom line holds the card id at the right; the notes stack above it, then the solo strip
    bottom = h - s - line
    items.append(Text(card.card_id, s, bottom, w - 2 * s, line, size=floor, color=MUTED, align="right",
                      wrap=False, min_size=floor))
    notes = _card_notes(card, par)
    top = bottom - len(notes) * line - (0.8 if notes else 0.0)
    for i, (text, font, color) in enumerate(notes):
        items.append(Text(text, s, top + i * line, w - 2 * s, line, font=font, size=floor, color=color,
                          wrap=False, min_size=floor))
    targets = solo_targets(par[SOLO_SIDE]) if par and SOLO_SIDE in par else None
    if targets:
        top -= solo_h(floor) + 1.0
        items += _solo(card, targets, s, top, w - 2 * s, floor)
    room = top - 1.0 - y
    row_h = min(12.0, room / len(card.rows))
    y += (room - row_h * len(card.rows)) / 3  # a short list sits at the optical centre of its space
    for i, row in enumerate(card.rows):
        items += _row(row, s, y + i * row_h, w - 2 * s, row_h, floor)
    return Page(w, h, tuple(items), bleed=CARD_BLEED, label=f"card {card.card_id}")
