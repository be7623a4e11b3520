"""The symbol legend: each symbol as the sheet prints it, with its code in the text format and its name.

One source for the picture in docs/custom-labyrinths.md and for anyone who
types a sheet: the codes come from the text format's table, the drawings
from the sheet's own grid.
"""

from __future__ import annotations

from pnp.games.labyrinth.model import SCROLL, STAIR_LETTERS, STAIRCASE, Symbol
from pnp.games.labyrinth.pen import GRID_LINE, INK
from pnp.games.labyrinth.sheet_grid import symbol_items
from pnp.games.labyrinth.text_format import CODES
from pnp.scene.model import Document, Item, Page, Style, Text
from pnp.scene.shapes import rect

SQUARE = 12.0  # mm: a square of a 9 x 9 sheet on A4 is about 19 mm; the legend is a reference, smaller
ROW = 15.0
COLUMNS = 2
MARGIN = 8.0
COLUMN_WIDTH = 62.0


def legend_entries() -> list[tuple[Symbol, str, str]]:
    """(symbol, what to type, what it is) for every symbol a sheet can hold, staircases and scrolls first."""
    out = [(Symbol(STAIRCASE, "A"), " ".join(STAIR_LETTERS), "staircase (its letter)"),
           (Symbol(SCROLL, "II"), "I II III ...", "scroll (its name)")]
    out += [(Symbol(kind), code, kind) for kind, code in CODES.items()]
    return out


def legend_page() -> Page:
    """The legend on one page, two columns."""
    entries = legend_entries()
    rows = (len(entries) + COLUMNS - 1) // COLUMNS
    width = 2 * MARGIN + COLUMNS * COLUMN_WIDTH
    height = 2 * MARGIN + 10 + rows * ROW
    items: list[Item] = [Text("Symbols and what to type for them", MARGIN, MARGIN, width - 2 * MARGIN, 7,
                              font="body-bold", size=12, color=INK)]
    square = Style(stroke=GRID_LINE, width=0.25)
    for n, (symbol, code, name) in enumerate(entries):
        x = MARGIN + (n // rows) * COLUMN_WIDTH
        y = MARGIN + 10 + (n % rows) * ROW
        items.append(rect(x, y, SQUARE, SQUARE, square))
        items += symbol_items(symbol, x, y, SQUARE)
        items.append(Text(code, x + SQUARE + 3, y, 18, SQUARE, font="body-black", size=11, color=INK,
                          valign="middle", wrap=False, min_size=6))
        items.append(Text(name, x + SQUARE + 22, y, COLUMN_WIDTH - SQUARE - 24, SQUARE, font="body", size=9,
                          color=INK, valign="middle", min_size=6))
    return Page(width, height, tuple(items), label="legend")


def legend_document() -> Document:
    return Document((legend_page(),), title="Labyrinth symbols and their text codes")
