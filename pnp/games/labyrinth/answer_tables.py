"""Answer tables: rows of (card id, difficulty, par) over as many sheet pages as they need."""

from __future__ import annotations

import math

from pnp.catalog import Paper
from pnp.games.labyrinth.pen import CARD_BG, INK, MUTED
from pnp.scene.model import Item, Page, Style, Text
from pnp.scene.shapes import line, rect

ROW_H = 6.5  # mm: a row as designed; taller where a line of its text at its size needs more
LINE = 0.4234  # mm a point: a line's height (1.2 times the size)
ROW_PAD = 2.5  # mm: the room a row keeps above and below its line
NUMBER_BOX = 5  # mm: the page number's box as designed; taller where its line needs more (whole mm)


def answer_page(rows: list[tuple[str, str, str]], paper: Paper, title: str) -> list[Page]:
    """A table of (card id, difficulty, par text) over as many pages as it needs."""
    m = 15.0
    width = paper.width - 2 * m
    floor = paper.text_floor  # every text at the floor or above, rows as tall as their text needs (fewer a page)
    head, cell, number = max(9, floor), max(8.5, floor), max(9, floor)
    top, row_h = m + 22.0, max(ROW_H, cell * LINE + ROW_PAD)
    per_page = max(1, int((paper.height - m - 6.0 - top) // row_h))
    chunks = [rows[i : i + per_page] for i in range(0, len(rows), per_page)] or [[]]
    # (heading, left edge, width) of each column, in mm from the left margin
    cols = (("Card", 0.0, 0.2 * width), ("Difficulty", 0.2 * width, 0.22 * width), ("Par", 0.42 * width, 0.58 * width))
    pages = []
    for n, chunk in enumerate(chunks, 1):
        items: list[Item] = [
            Text(title, m, m, width - 30, 11, font="display", size=20, color=INK, wrap=False,
                 min_size=max(10, floor)),
            Text(f"{n} / {len(chunks)}", paper.width - m - 30, m + 3, 30, max(NUMBER_BOX, math.ceil(number * LINE)),
                 size=number, color=MUTED, align="right", wrap=False),
        ]
        for name, left, col_w in cols:
            items.append(Text(name, m + left + 1.5, top - 7.0, col_w - 3, 6, font="body-bold", size=head,
                              color=INK, valign="middle", wrap=False, min_size=max(6, floor)))
        items.append(line(m, top - 0.5, m + width, top - 0.5, Style(stroke=INK, width=0.4)))
        if not chunk:
            items.append(Text("No cards.", m, top + 1, width, 6, font="body-italic", size=head, color=MUTED))
        for i, values in enumerate(chunk):
            y = top + i * row_h
            if i % 2:
                items.append(rect(m, y, width, row_h, Style(fill=CARD_BG)))  # zebra rows guide the eye
            for (_, left, col_w), value in zip(cols, values):
                items.append(Text(value, m + left + 1.5, y, col_w - 3, row_h, size=cell, color=INK,
                                  valign="middle", wrap=False, min_size=max(5, floor)))
        pages.append(Page(paper.width, paper.height, tuple(items), bleed=paper.bleed, label=f"answers {n}"))
    return pages
