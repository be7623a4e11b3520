"""The printed rules' pictures in large print: the same worked example and minigames (the legend is one layout
at every floor, :func:`pnp.games.labyrinth.rules_figures.legend_figure`), drawn at the size
they print (the rules composer never scales a large-print figure) with every word at the text floor or above,
each no wider than the narrowest rules column (A4: 182 mm).

- ``example``: the practice sheet with bigger squares, the real card as a large-print card at full size, the
  hearts left, and the referee's score row by row under the sheet, what happened on the way under the card;
- ``minigames``: fewer things: each minigame's icon, when its tile is played and what it asks. A solved tile
  holds text far under the floor at any size that fits seven to a page; the solved tiles are in the answer keys.
"""

from __future__ import annotations

from functools import lru_cache

from pnp.games.labyrinth.pen import HEART, INK, MUTED, PANEL_LINE, heart_outline
from pnp.games.labyrinth.rules_figures import (
    WIDTH,
    _story,
    _text,
    sheet_marks,
    tally,
)
from pnp.scene.model import Group, Item, Page, Style
from pnp.scene.shapes import line, placed, rect
from pnp.scene.text import text_width

PAD = 2.0
GAP = 5.0


def _hearts(lost: int, x: float, y: float, floor: float) -> list[Item]:
    size, gap = 8.0, 1.5
    label, _ = _text("Hearts", x, y + 1.2, 30, floor + 1, "body-bold")
    hx0 = x + text_width("Hearts", "body-bold", floor + 1) + 2.5
    items: list[Item] = [label]
    style = Style(fill=HEART.lighten(0.85), stroke=HEART, width=0.5)
    cross = Style(stroke=INK, width=0.8, cap="round")
    for i in range(3):
        hx = hx0 + i * (size + gap)
        items.append(heart_outline(hx, y, size, style))
        if i < lost:
            items += [line(hx, y, hx + size, y + size, cross), line(hx, y + size, hx + size, y, cross)]
    note, _ = _text(f"{lost} lost", hx0 + 3 * (size + gap) + 1.0, y + 1.2, 25, floor, color=MUTED)
    return [*items, note]


@lru_cache(maxsize=4)
def example_figure(floor: float) -> Page:
    from pnp.games.labyrinth.card_pages import card_front
    from pnp.games.labyrinth.printouts import card_size
    from pnp.games.labyrinth.rules_example import example
    from pnp.games.labyrinth.sheet_grid import grid_items_at

    ex = example()
    sheet = ex.sheet
    size = card_size(floor)
    left_w = WIDTH - 2 * PAD - GAP - size.width
    cell = left_w / sheet.width
    head, h = _text("Practice sheet: the best line", PAD, PAD, left_w, floor + 1, "body-bold")
    items: list[Item] = [head]
    gx, gy = PAD, PAD + h + 1.0
    items.append(Group(tuple(grid_items_at(sheet, gx, gy, cell, ex.result.path, floor))))
    for item in sheet_marks(ex.result, sheet, gx, gy):  # drawn for the designed square: scaled to this one
        items.append(Group((item,), transform=_scale_about(gx, gy, cell / 8.0)))
    y = gy + sheet.height * cell + 2.5
    items += _hearts(len(ex.result.hearts_lost), gx, y, floor)
    y += 11.0
    items += tally(ex, gx, y, left_w, floor + 1, floor, story=False)
    cx = gx + left_w + GAP
    items.append(_text("The card", cx, PAD, size.width, floor + 1, "body-bold")[0])
    items += [placed(card_front(ex.card, size, floor=floor), cx, gy),
              rect(cx, gy, size.width, size.height, Style(stroke=PANEL_LINE, width=0.3))]
    sy = gy + size.height + 3.0
    for label, text in _story(ex.result):
        words, h = _text(f"{label}: {text}", cx, sy, size.width, floor)
        items.append(words)
        sy += h + 1.0
    bottom = max(sy, _bottom(items))
    return Page(WIDTH, bottom + PAD, tuple(items), bleed=0, label="rules example")


def _scale_about(x: float, y: float, s: float):
    from pnp.scene.affine import Affine

    return Affine(s, 0.0, 0.0, s, x - s * x, y - s * y)


def _bottom(items: list[Item]) -> float:
    """The lowest edge of the texts among ``items`` (the tally's last line)."""
    from pnp.scene.model import Text

    return max((i.y + i.height for i in items if isinstance(i, Text)), default=0.0)
