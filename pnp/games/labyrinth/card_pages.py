"""Objective card pages: the face (difficulty, entry, scoring rows, notes, solo targets) and the backs.

Card pages are trimmed to the component with a 3 mm bleed that their
backgrounds run into.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache

from pnp.catalog import Component
from pnp.errors import PnpError
from pnp.games.labyrinth.cards import DIFFICULTIES, ObjectiveCard, Row
from pnp.games.labyrinth.model import BOSSES
from pnp.games.labyrinth.pen import (
    CARD_BG,
    CARD_BLEED,
    CARD_SAFE,
    COIN,
    COIN_EDGE,
    DIFFICULTY_COLOR,
    ENTRY,
    ENTRY_TINT,
    EXIT,
    HEART,
    INK,
    MUTED,
    PANEL_LINE,
    PENALTY,
    SKULLS,
    SYMBOL_COLOR,
    size_for_height,
)
from pnp.games.labyrinth.solo import SOLO_SIDE, TIME_LIMITS, solo_targets
from pnp.grid.core import wall_segment
from pnp.grid.maze import perfect_maze
from pnp.scene.color import WHITE, Color
from pnp.scene.model import Icon, Item, Page, Path, Segment, Style, Text
from pnp.scene.shapes import bleed_band, bleed_rect, circle, rounded_rect


def _skull_row(count: int, right: float, top: float, size: float, color: Color, gap: float = 0.8) -> list[Item]:
    """``count`` skulls ending at x = ``right``."""
    return [Icon("skull", right - (count - i) * size - (count - 1 - i) * gap, top, size, color) for i in range(count)]


def _skull_row_centred(count: int, cx: float, top: float, size: float, color: Color, gap: float = 1.2) -> list[Item]:
    total = count * size + (count - 1) * gap
    return _skull_row(count, cx + total / 2, top, size, color, gap)


ROW_ICON = {"scrolls": "scroll", "ghosts": "ghost", "fastest": "speed"}


def _row_icon(row: Row) -> str:
    """The icon that stands for a row (every row kind has one)."""
    if row.kind in ("per", "item"):
        return row.symbol
    if row.kind == "exit":
        return row.names[0] if len(row.names) == 1 and row.names[0] in BOSSES else "exit"
    return ROW_ICON[row.kind]


def _row_icon_color(row: Row, icon: str) -> Color:
    if row.kind == "exit":
        return EXIT
    if row.kind == "fastest":
        return INK
    return SYMBOL_COLOR.get(icon, INK)


def _row_text(row: Row) -> str:
    """``Row.describe()`` without its leading points: the coin already shows them."""
    words = row.describe().split(" ", 1)
    return words[1] if len(words) == 2 else words[0]


def _points(points: int) -> str:
    """Signed points with a typographic minus, which is as wide as the plus."""
    return f"+{points}" if points >= 0 else f"\u2212{-points}"


def _coin(cx: float, cy: float, d: float, points: int) -> list[Item]:
    negative = points < 0
    face = PENALTY if negative else COIN
    items: list[Item] = [circle(cx, cy, d / 2, Style(fill=face, stroke=COIN_EDGE, width=0.3))]
    if not negative:
        items.append(circle(cx, cy, d / 2 - 0.6, Style(stroke=COIN_EDGE.lighten(0.45), width=0.15)))
    box = 0.8 * d
    items.append(Text(_points(points), cx - box / 2, cy - box / 2, box, box, font="body-black",
                      size=size_for_height("body-black", box * 0.75), color=WHITE if negative else INK,
                      align="center", valign="middle", wrap=False, min_size=3))
    return items


def card_row(row: Row, x: float, y: float, w: float, h: float) -> list[Item]:
    d = min(h - 0.8, 6.4)
    items = _coin(x + d / 2, y + h / 2, d, row.points)
    tx = x + d + 1.2
    icon = _row_icon(row)
    s = min(h - 1.0, 5.6)
    items.append(Icon(icon, tx, y + (h - s) / 2, s, _row_icon_color(row, icon)))
    tx += s + 1.2
    items.append(Text(_row_text(row), tx, y, x + w - tx, h, size=8, color=INK, valign="middle",
                      leading=1.1, min_size=4.5))
    return items


def entry_line(card: ObjectiveCard, x: float, y: float, w: float) -> list[Item]:
    h = 8.0
    items: list[Item] = [
        rounded_rect(x, y, w, h, 1.5, Style(fill=ENTRY_TINT)),
        Text("Enter by", x + 1.5, y, 16, h, font="body-bold", size=8, color=INK, valign="middle", wrap=False,
             min_size=5),
        Icon("staircase", x + 17, y + 1.2, h - 2.4, ENTRY),
    ]
    label = card.entry if card.entry != "any" else "any staircase"
    items.append(Text(label, x + 17 + h - 1, y, w - 18 - h, h, font="body-black",
                      size=16 if card.entry != "any" else 9, color=ENTRY, valign="middle", wrap=False, min_size=5))
    return items


def _card_notes(card: ObjectiveCard, par: dict[str, int] | None) -> list[tuple[str, str, Color]]:
    """The small lines under the rows: (text, font, colour)."""
    notes: list[tuple[str, str, Color]] = []
    if card.extra_exits:
        notes.append((f"Also exit by staircase {' or '.join(card.extra_exits)}", "body-bold", ENTRY))
    if card.heart_effects:
        notes.append((f"Costs a heart: {', '.join(card.heart_effects)}", "body-bold", HEART))
    if par:  # proven on one side only (a one-sided design): no side to name
        words = str(next(iter(par.values()))) if len(par) == 1 else \
            " · ".join(f"side {k} {v}" for k, v in sorted(par.items()))
        notes.append(("Par: " + words, "body-italic", MUTED))
    return notes


SOLO_H = 7.6  # the solo strip: four time levels with the score each asks for


def _solo_strip(card: ObjectiveCard, targets: Sequence[int], x: float, y: float, w: float) -> list[Item]:
    """Solo play on this card: per time level, its time limit and the score to reach (from the proven par)."""
    label_w = 10.0
    col_w = (w - label_w) / len(targets)
    items: list[Item] = [
        rounded_rect(x, y, w, SOLO_H, 1.2, Style(fill=WHITE, stroke=PANEL_LINE, width=0.25)),
        Icon("hourglass", x + 1.0, y + 1.0, 3.0, INK),
        Text("Solo", x + 0.6, y + 4.2, label_w - 1.2, 3.0, font="body-bold", size=6, color=INK, wrap=False,
             min_size=4.5),
    ]
    for i, (limit, target) in enumerate(zip(TIME_LIMITS[card.difficulty], targets)):
        cx = x + label_w + i * col_w
        items.append(Text(limit, cx, y + 0.5, col_w, 3.0, size=5.8, color=MUTED, align="center", wrap=False,
                          min_size=4.5))
        items.append(Text(f"{target} pts", cx, y + 3.4, col_w, 3.8, font="body-bold", size=7, color=INK,
                          align="center", wrap=False, min_size=4.5))
    return items


def card_front(card: ObjectiveCard, size: Component, *, par: dict[str, int] | None = None) -> Page:
    """The face of an objective card: difficulty, entry, scoring rows and notes."""
    w, h = size.width, size.height
    s = max(CARD_SAFE, size.safe)
    accent = DIFFICULTY_COLOR[card.difficulty]
    band = 13.0
    items: list[Item] = [
        bleed_rect(w, h, CARD_BLEED, CARD_BG),
        bleed_band(w, band, CARD_BLEED, accent),
        Text(card.difficulty.capitalize(), s + 0.5, s, w - 2 * s - 20, band - s - 1, font="display", size=16,
             color=WHITE, valign="middle", wrap=False, min_size=8),
    ]
    items += _skull_row(SKULLS[card.difficulty], w - s - 0.5, s + 0.8, 5.2, WHITE)
    y = band + 2.0
    items += entry_line(card, s, y, w - 2 * s)
    y += 10.0
    # the notes and the card id stack up from the bottom; the rows share what is left
    notes = _card_notes(card, par)
    note_h, id_h = 3.6, 3.2
    id_top = h - s - id_h
    notes_top = id_top - len(notes) * note_h - (1.0 if notes else 0.0)
    items.append(Text(card.card_id, s, id_top, w - 2 * s, id_h, size=6, color=MUTED, align="right",
                      wrap=False, min_size=4))
    for i, (text, font, color) in enumerate(notes):
        items.append(Text(text, s, notes_top + i * note_h, w - 2 * s, note_h, font=font, size=7, color=color,
                          wrap=False, min_size=4.5))
    targets = solo_targets(par[SOLO_SIDE]) if par and SOLO_SIDE in par else None
    if targets:
        notes_top -= SOLO_H + 1.0
        items += _solo_strip(card, targets, s, notes_top, w - 2 * s)
    room = notes_top - 1.0 - y
    row_h = min(9.0, room / len(card.rows))
    # a short list sits a third of the way down its space (the optical centre), not glued to the top
    y += (room - row_h * len(card.rows)) / 3
    for i, row in enumerate(card.rows):
        items += card_row(row, s, y + i * row_h, w - 2 * s, row_h)
    return Page(w, h, tuple(items), bleed=CARD_BLEED, label=f"card {card.card_id}")


@cache
def back_pattern(w: float, h: float, color: Color) -> Path:
    """A faint maze over the whole back, bleed included; the same for every card (built once per size)."""
    step = 6.0
    cols = int((w + 2 * CARD_BLEED) // step) + 2
    rows = int((h + 2 * CARD_BLEED) // step) + 2
    walls = perfect_maze(cols, rows, random.Random(20240601))  # fixed: backs must not vary
    ox = (w - cols * step) / 2
    oy = (h - rows * step) / 2
    segs: list[Segment] = []
    for wall in sorted(walls, key=sorted):
        x1, y1, x2, y2 = wall_segment(wall, ox, oy, step)
        segs += [("M", x1, y1), ("L", x2, y2)]
    return Path(tuple(segs), Style(stroke=color, width=0.9, cap="square"))


def card_back(difficulty: str, size: Component) -> Page:
    """The common back of a deck of one difficulty."""
    if difficulty not in DIFFICULTIES:
        raise PnpError(f"unknown difficulty {difficulty!r} (one of {', '.join(DIFFICULTIES)})")
    w, h = size.width, size.height
    s = max(CARD_SAFE, size.safe)
    accent = DIFFICULTY_COLOR[difficulty]
    items: list[Item] = [
        bleed_rect(w, h, CARD_BLEED, accent),
        back_pattern(w, h, accent.lighten(0.18)),
        rounded_rect(s, s, w - 2 * s, h - 2 * s, 2.5, Style(stroke=CARD_BG, width=0.8)),
    ]
    pw, ph = w - 2 * s - 10, 30.0
    px, py = (w - pw) / 2, (h - ph) / 2
    items.append(rounded_rect(px, py, pw, ph, 3.0, Style(fill=CARD_BG, stroke=INK, width=0.5)))
    items.append(Text("Objective", px + 2, py + 3, pw - 4, 11, font="display", size=22, color=INK,
                      align="center", valign="middle", wrap=False, min_size=10))
    count = SKULLS[difficulty]
    if count:
        items += _skull_row_centred(count, w / 2, py + 16.5, 8.5, accent)
    else:
        items.append(Text(difficulty.capitalize(), px + 2, py + 16, pw - 4, 10, font="body-black", size=14,
                          color=accent, align="center", valign="middle", wrap=False, min_size=7))
    return Page(w, h, tuple(items), bleed=CARD_BLEED, label=f"back {difficulty}")
