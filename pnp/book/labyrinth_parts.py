"""A labyrinth puzzle's pieces in a book: the objective card as a panel of any width, the solo tally, the task.

The card's own pieces draw the panel (its entry line, its rows with their coins
and icons, its notes), laid out for the room the page leaves: one column of rows
beside a grid, two under a wide one. A book is played alone, so the card has no
fastest-player row and the tally no campaign boxes: three hearts to cross out
and what the line gained.

The panel shows no grade (the deck's easy, medium or hard, its colour and
skulls): a book orders its puzzles by what they measure, and a page's level is
its only word on difficulty. A hard card's labyrinth can measure easier than
the book's other labyrinths and open it at Warm-up; the card's own grade beside
that would contradict the page.
"""

from __future__ import annotations

from pnp.book.pen import ACCENT, FLOOR, INK, block
from pnp.games.labyrinth.card_pages import _card_notes, card_row, entry_line
from pnp.games.labyrinth.cards import ObjectiveCard
from pnp.games.labyrinth.model import BOSSES, ITEMS
from pnp.games.labyrinth.pen import CARD_BG, HEART, PANEL_LINE, SYMBOL_COLOR, heart_outline
from pnp.scene.color import WHITE
from pnp.scene.model import Icon, Item, Style, Text
from pnp.scene.shapes import circle, rounded_rect

PANEL_TITLE = "Objective"  # no grade: the page's level says how hard the puzzle is
BAND_FILL = ACCENT  # the book's own colour, the same on every card: it carries no grade
PAD = 2.5  # mm inside the panel
BAND = 7.0  # mm: the difficulty band
ROW_H = 7.2  # mm: a card row (its text at 8 pt on up to two lines)
TWO_COLUMNS = 88.0  # mm: a panel at least this wide puts its rows in two columns (a row wraps onto two lines)
NOTE = 7.5  # pt


def panel_height(card: ObjectiveCard, w: float, floor: float = 0.0) -> float:
    return objective_panel(card, 0.0, 0.0, w, floor)[1]


def objective_panel(card: ObjectiveCard, x: float, y: float, w: float, floor: float = 0.0) -> tuple[list[Item], float]:
    """The card at (x, y), ``w`` wide, and its height: difficulty, entry, rows, notes (in large print, a
    ``floor``, the large-print card's rows: :mod:`pnp.book.large_parts`)."""
    if floor:
        from pnp.book.large_parts import large_panel

        return large_panel(card, x, y, w, floor)
    inner = w - 2 * PAD
    items: list[Item] = [
        Text(PANEL_TITLE, x + PAD, y + 0.5, inner * 0.7, BAND - 1, font="body-bold", size=9, color=WHITE,
             valign="middle", wrap=False, min_size=FLOOR),
    ]
    cy = y + BAND + PAD
    items += entry_line(card, x + PAD, cy, inner)
    cy += 8.0 + 1.5
    cols = 2 if w >= TWO_COLUMNS else 1
    col_w = (inner - (cols - 1) * 3.0) / cols
    for i, row in enumerate(card.rows):
        rx = x + PAD + (i % cols) * (col_w + 3.0)
        items += card_row(row, rx, cy + (i // cols) * ROW_H, col_w, ROW_H)
    cy += -(-len(card.rows) // cols) * ROW_H + 1.0
    for text, font, color in _card_notes(card, None):
        note, h = block(text, x + PAD, cy, inner, NOTE, font, color)
        items.append(note)
        cy += h
    height = cy + PAD - 1.0 - y
    # the outline's stroke straddles its edge: drawn half a stroke inside, it never leaves the panel's box
    back = [rounded_rect(x + 0.15, y + 0.15, w - 0.3, height - 0.3, 2.0, Style(fill=CARD_BG, stroke=PANEL_LINE,
                                                                                width=0.3)),
            rounded_rect(x, y, w, BAND, 2.0, Style(fill=BAND_FILL))]
    return back + items, height


TALLY_ONE_LINE = 112.0  # mm: narrower, the hearts and the gained items take a line each
TALLY_LINE = 8.0  # mm


def tally_height(w: float, floor: float = 0.0) -> float:
    if floor:
        from pnp.book.large_parts import large_tally_height

        return large_tally_height(w, floor)
    return TALLY_LINE if w >= TALLY_ONE_LINE else 2 * TALLY_LINE


def solo_tally(x: float, y: float, w: float, floor: float = 0.0) -> tuple[list[Item], float]:
    """Three hearts to cross out and a ring for each item and boss to circle: (items, height)."""
    if floor:
        from pnp.book.large_parts import large_tally

        return large_tally(x, y, w, floor)
    size = 5.4
    items: list[Item] = [Text("Hearts", x, y, 14, TALLY_LINE, font="body-bold", size=8.5, color=INK,
                              valign="middle", wrap=False, min_size=FLOOR)]
    style = Style(fill=HEART.lighten(0.85), stroke=HEART, width=0.45)
    hx = x + 13.0
    for i in range(3):
        items.append(heart_outline(hx + i * (size + 1.5), y + (TALLY_LINE - size) / 2, size, style))
    if w >= TALLY_ONE_LINE:
        gx, gy = hx + 3 * (size + 1.5) + 5.0, y
    else:
        gx, gy = x, y + TALLY_LINE
    label_w = 14.0
    items.append(Text("Gained", gx, gy, label_w, TALLY_LINE, font="body-bold", size=8.5, color=INK,
                      valign="middle", wrap=False, min_size=FLOOR))
    slot = min(8.0, (x + w - gx - label_w) / len(GAINED))
    items += gained_rings(gx + label_w, gy + TALLY_LINE / 2, slot, slot - 1.2, 0.35)
    return items, tally_height(w)


GAINED = (*ITEMS, *BOSSES)


def gained_rings(x: float, cy: float, slot: float, d: float, stroke: float) -> list[Item]:
    """A ring of diameter ``d`` round each item's and boss's icon, ``slot`` mm apart from ``x``, centred on
    ``cy``: the reader circles what their line gained."""
    ring = Style(fill=WHITE, stroke=PANEL_LINE, width=stroke)
    items: list[Item] = []
    for i, name in enumerate(GAINED):
        cx = x + (i + 0.5) * slot
        items.append(circle(cx, cy, d / 2, ring))
        icon = 0.66 * d
        items.append(Icon(name, cx - icon / 2, cy - icon / 2, icon, SYMBOL_COLOR[name]))
    return items


def task_sentence(card: ObjectiveCard, par: int) -> str:
    """What the reader does, in one sentence, with the proven best score as the goal."""
    start = "any staircase" if card.entry == "any" else f"staircase {card.entry}"
    out = "a boss" + (f" or staircase {' or '.join(card.extra_exits)}" if card.extra_exits else "")
    return (f"Draw one line from {start} to {out} that scores what the card pays: the best line makes "
            f"{par} point{'' if par == 1 else 's'}.")
