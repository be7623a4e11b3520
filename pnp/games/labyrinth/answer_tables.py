"""Answer tables: rows of (card id, difficulty, par) over as many sheet pages as they need."""

from __future__ import annotations

from dataclasses import replace

from pnp.catalog import Paper
from pnp.games.labyrinth.pen import CARD_BG, INK, MUTED
from pnp.games.labyrinth.sheet_grid import TEXT_MM_PER_PT
from pnp.i18n import _, pgettext
from pnp.scene import boxes as b
from pnp.scene.arrange import height_of, lay_out
from pnp.scene.model import Item, Page, Style
from pnp.scene.shapes import line, rect

ROW_H = 6.5  # mm: a row as designed; taller where a line of its text at its size needs more
ROW_PAD = 2.5  # mm: the room a row keeps above and below its line
HEAD_H = 7.0  # mm: the columns' headings, ruled under
INSET = 1.5  # mm: a cell's text from its column's edges, and the zebra's and the rule's overhang past the text
SHARES = (0.2, 0.22, 0.58)  # of the table's width: card, difficulty, par


def answer_page(rows: list[tuple[str, str, str]], paper: Paper, title: str) -> list[Page]:
    """A table of (card id, difficulty, par text) over as many pages as it needs."""
    m, floor = 15.0, paper.text_floor
    width = paper.width - 2 * m
    head, cell = max(9, floor), max(8.5, floor)  # every text at the floor or above, rows as tall as their text needs
    # under the title, a note to keep the pages clean: 4 mm as designed, more where its words need it
    # i18n: the note under the title of the answer keys' table of pars
    note = b.Words(text=_("Look up each card's par here, without marking these pages."), font="body-italic",
                   size=max(8, floor), color=MUTED, valign="middle", name="the table's note")
    note_h = max(4.0, height_of(note, width, floor))
    top, row_h = m + 11.0 + note_h + HEAD_H, max(ROW_H, cell * TEXT_MM_PER_PT + ROW_PAD)
    per_page = max(1, int((paper.height - m - 6.0 - top) // row_h))
    chunks = [rows[i : i + per_page] for i in range(0, len(rows), per_page)] or [[]]

    def band(i: int) -> b.Paint | None:  # the headings ruled under; zebra rows guide the eye
        if i == 0:
            return lambda x, y, w, h: [line(x - INSET, y + h - 0.5, x + w + INSET, y + h - 0.5,
                                            Style(stroke=INK, width=0.4))]
        return (lambda x, y, w, h: [rect(x - INSET, y, w + 2 * INSET, h, Style(fill=CARD_BG))]) if i % 2 == 0 else None

    def cell_words(text: str, size: float, height: float, font: str = "body", least: float = 5.0) -> b.Words:
        return b.Words(text=text, font=font, size=size, least=least, color=INK, valign="middle", wrap=False,
                       height=height)

    pages = []
    for n, chunk in enumerate(chunks, 1):
        # i18n: the columns of the answer keys' table of pars: the card's id, its difficulty, its par per side
        names = (pgettext("par table", "Card"), pgettext("par table", "Difficulty"), pgettext("par table", "Par"))
        heads = [cell_words(name, head, HEAD_H, "body-bold", 6.0) for name in names]
        grid = b.Grid(columns=tuple(s * width - 2 * INSET for s in SHARES), gap=2 * INSET, row_back=band,
                      cells=(*heads, *(cell_words(v, cell, row_h) for values in chunk for v in values)),
                      name="the answer table")
        none = b.Words(text=_("No cards."), font="body-italic", size=head, color=MUTED)
        table = grid if chunk else b.Column(children=(grid, none))
        page = b.Column(children=(
            b.Row(baseline=True, height=11.0, shrink=0, children=(
                b.Words(text=title, font="display", size=20, least=10, color=INK, wrap=False, grow=1),
                b.Words(text=f"{n} / {len(chunks)}", size=max(9, floor), color=MUTED, text_align="right",
                        wrap=False, width=30.0, shrink=0))),
            replace(note, height=note_h, shrink=0),
            b.Row(children=(b.Box(width=INSET, shrink=0), table)),
        ))
        items: list[Item] = list(lay_out(page, m, m, width, paper.height - 2 * m, floor).fitted("the answer table"))
        pages.append(Page(paper.width, paper.height, tuple(items), bleed=paper.bleed, label=f"answers {n}"))
    return pages
