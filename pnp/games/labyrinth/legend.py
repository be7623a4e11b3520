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
from pnp.scene import boxes as b
from pnp.scene.model import Document, Page, Style
from pnp.scene.shapes import rect
from pnp.scene.tall import figure

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
    """The legend on one page, in two columns read down."""
    entries = legend_entries()
    rows = -(-len(entries) // COLUMNS)
    square = Style(stroke=GRID_LINE, width=0.25)

    def entry(n: int) -> b.Box:
        if n >= len(entries):
            return b.Box()
        symbol, code, name = entries[n]
        art = b.Art(draw=lambda x, y, w, h: [rect(x, y, SQUARE, SQUARE, square), *symbol_items(symbol, x, y, SQUARE)],
                    width=SQUARE, height=SQUARE, shrink=0)
        return b.Row(gap=3.0, children=(
            art, b.Words(text=code, font="body-black", size=11, least=6, color=INK, valign="middle", wrap=False,
                         width=16.0, shrink=0),
            b.Words(text=name, size=9, least=6, color=INK, valign="middle", grow=1)))

    grid = b.Grid(columns=(COLUMN_WIDTH,) * COLUMNS, row_gap=ROW - SQUARE,
                  cells=tuple(entry(c * rows + r) for r in range(rows) for c in range(COLUMNS)))
    box = b.Column(pad=MARGIN, gap=3.0, children=(
        b.Words(text="Symbols and what to type for them", font="body-bold", size=12, color=INK, height=7.0), grid))
    return figure(box, 2 * MARGIN + COLUMNS * COLUMN_WIDTH, 0.0, "the symbol legend", "legend")


def legend_document() -> Document:
    return Document((legend_page(),), title="Labyrinth symbols and their text codes")
