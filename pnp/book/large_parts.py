"""A labyrinth puzzle's pieces in a large-print book: the objective card and the solo tally with every word at
the book's text floor (12 pt for the large-print theme).

The card's rows are the objective card's own (:mod:`pnp.games.labyrinth.card_pages` laid out at the floor:
the coin with its number at the floor, the row's icon, its words at the floor on up to two lines), laid out
as a panel of the page's width (two columns of rows when the panel is wide) rather than on a 3½ × 5 in card:
a card that size under a grid would leave the grid's squares too small to read on any trim.
The tally has bigger hearts and rings, and its labels at the floor.
"""

from __future__ import annotations

from pnp.book.labyrinth_parts import BAND_FILL, GAINED, PANEL_TITLE, gained_rings
from pnp.book.pen import INK, block
from pnp.games.labyrinth.card_pages import _card_notes, card_row, entry_line
from pnp.games.labyrinth.cards import ObjectiveCard
from pnp.games.labyrinth.model import BOSSES, ITEMS
from pnp.games.labyrinth.pen import CARD_BG, HEART, PANEL_LINE, heart_outline
from pnp.scene.color import WHITE
from pnp.scene.model import Item, Style, Text
from pnp.scene.shapes import rounded_rect
from pnp.scene.text import PT, layout_text, text_width

PAD = 3.0  # mm inside the panel
ENTRY_H = 10.0  # mm: the entry line
ROW_LEADING = 1.05  # two lines of a row's words, measured with a little less leading than the card's
ROW_COLUMN = 68.0  # mm: a panel whose inner width holds two such columns puts its rows in two
COLUMN_GAP = 4.0
# at most what the card's row draws left of its words: the coin (at most 9.5 mm), the icon (7 mm) and two gaps
ROW_LEAD = 9.5 + 1.2 + 7.0 + 1.2


def band_h(floor: float) -> float:
    return (floor + 2) * PT * 1.3 + 3.0


def _columns(inner: float) -> int:
    return 2 if inner >= 2 * ROW_COLUMN + COLUMN_GAP else 1


def _row_h(card: ObjectiveCard, col_w: float, floor: float) -> float:
    """One height for every row: the most lines a row's words take at the floor in the column."""
    from pnp.games.labyrinth.card_pages import _row_text

    lines = max((len(layout_text(Text(_row_text(r), 0, 0, col_w - ROW_LEAD, 1000.0, size=floor,
                                      leading=ROW_LEADING)).lines) for r in card.rows), default=1)
    return max(9.8, lines * floor * PT * ROW_LEADING + 2.0)


def large_panel(card: ObjectiveCard, x: float, y: float, w: float, floor: float) -> tuple[list[Item], float]:
    """The card at (x, y), ``w`` wide, every word at ``floor`` pt or more, and its height."""
    inner = w - 2 * PAD
    band = band_h(floor)
    items: list[Item] = [  # no grade, as the designed panel (pnp.book.labyrinth_parts)
        Text(PANEL_TITLE, x + PAD, y, inner, band, font="body-bold", size=floor + 2, color=WHITE, valign="middle",
             wrap=False, min_size=floor),
    ]
    cy = y + band + PAD
    items += entry_line(card, x + PAD, cy, inner, floor, ENTRY_H)
    cy += ENTRY_H + 2.0
    cols = _columns(inner)
    col_w = (inner - (cols - 1) * COLUMN_GAP) / cols
    row_h = _row_h(card, col_w, floor)
    for i, row in enumerate(card.rows):
        rx = x + PAD + (i % cols) * (col_w + COLUMN_GAP)
        items += card_row(row, rx, cy + (i // cols) * row_h, col_w, row_h, floor)
    cy += -(-len(card.rows) // cols) * row_h + 1.0
    for text, font, color in _card_notes(card, None):
        note, h = block(text, x + PAD, cy, inner, floor, font, color)
        items.append(note)
        cy += h
    height = cy + PAD - y
    back = [rounded_rect(x + 0.2, y + 0.2, w - 0.4, height - 0.4, 2.5, Style(fill=CARD_BG, stroke=PANEL_LINE,
                                                                              width=0.4)),
            rounded_rect(x, y, w, band, 2.5, Style(fill=BAND_FILL))]
    return back + items, height


def tally_line(floor: float) -> float:
    return max(11.0, floor * PT * 1.3 + 4.0)


def _tally_widths(floor: float) -> tuple[float, float, float]:
    """(the hearts' part, the gained label, one ring's slot) in mm."""
    hearts = text_width("Hearts", "body-bold", floor) + 2.0 + 3 * (HEART_SIZE + 1.8)
    return hearts, text_width("Gained", "body-bold", floor) + 2.0, RING_SLOT


HEART_SIZE = 8.0
RING_SLOT = 10.0
RING_MIN = 8.8  # mm: a ring's slot at the least (its icon 5 mm across)


def large_tally_height(w: float, floor: float) -> float:
    """One line when the rings keep at least RING_MIN across beside the hearts, else two."""
    hearts, label, _ = _tally_widths(floor)
    one_line = hearts + 6.0 + label + len((*ITEMS, *BOSSES)) * RING_MIN <= w
    return tally_line(floor) * (1 if one_line else 2)


def large_tally(x: float, y: float, w: float, floor: float) -> tuple[list[Item], float]:
    """Three hearts to cross out and a ring for each item and boss to circle, the labels at the floor."""
    line_h = tally_line(floor)
    hearts_w, label_w, slot = _tally_widths(floor)
    items: list[Item] = [Text("Hearts", x, y, label_w + 4, line_h, font="body-bold", size=floor, color=INK,
                              valign="middle", wrap=False, min_size=floor)]
    style = Style(fill=HEART.lighten(0.85), stroke=HEART, width=0.5)
    hx = x + hearts_w - 3 * (HEART_SIZE + 1.8)
    for i in range(3):
        items.append(heart_outline(hx + i * (HEART_SIZE + 1.8), y + (line_h - HEART_SIZE) / 2, HEART_SIZE, style))
    height = large_tally_height(w, floor)
    gx, gy = (x + hearts_w + 6.0, y) if height == line_h else (x, y + line_h)
    items.append(Text("Gained", gx, gy, label_w, line_h, font="body-bold", size=floor, color=INK,
                      valign="middle", wrap=False, min_size=floor))
    slot = min(slot, (x + w - gx - label_w) / len(GAINED))
    items += gained_rings(gx + label_w, gy + line_h / 2, slot, slot - 1.4, 0.4)
    return items, height
