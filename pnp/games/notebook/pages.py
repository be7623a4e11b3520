"""The notebook as a document: title, rules, trackers, one page per room, appendix, notes.

Pages are pocket-sized (A6 by default, or A5) and can be imposed for
saddle-stitch printing on A4 or US Letter (two-up for A5 and half letter,
four-up "cut and stack" for A6). Every page carries a tiny page number on its
spine edge, where every printer can print it, so the order of a printed or
rendered booklet can be read back.
"""

from __future__ import annotations

from dataclasses import replace

from pnp.games.notebook.model import Dungeon
from pnp.layout.catalog import Paper, paper as find_paper
from pnp.scene.affine import Affine
from pnp.scene.color import Color
from pnp.scene.model import Document, Group, Page, Text

LABEL = Color.hex("#8a8178")


def spine_label(page: Page, n: int) -> Page:
    """Page n's number, 5 pt, turned along the spine edge (left edge of odd pages, right of even)."""
    text = Text(f"p. {n}", -10, -1.2, 20, 2.4, size=5, color=LABEL, align="center", valign="middle", wrap=False)
    x = 2.2 if n % 2 else page.width - 2.2
    angle = -90 if n % 2 else 90
    mark = Group((text,), Affine.rotate(angle).then(Affine.translate(x, page.height / 2)))
    return replace(page, items=page.items + (mark,), label=f"p. {n}")


def notebook_pages(d: Dungeon, page_paper: Paper, sim_report=None, appendix: bool = True) -> list[Page]:
    from pnp.games.notebook.draw import appendix_pages, notes_page, room_page, rules_pages, title_page, tracker_pages

    pages = [title_page(d, page_paper), *rules_pages(page_paper), *tracker_pages(d, page_paper)]
    pages += [room_page(d, room, page_paper) for room in d.rooms]
    if appendix:
        pages += appendix_pages(d, page_paper, sim_report)
    while len(pages) % 4:
        pages.append(notes_page(page_paper))
    return [spine_label(p, i + 1) for i, p in enumerate(pages)]


def notebook_document(d: Dungeon, page_size: str = "a6", sheet: Paper | None = None, pages_per_sheet: int = 4,
                      sim_report=None, appendix: bool = True, creep: float = 0.0) -> Document:
    """``pages_per_sheet``: 1 prints the pages one by one; 2 or 4 imposes a saddle-stitch booklet
    (the number of pages on each side of a sheet)."""
    from pnp.layout.booklet import impose_booklet

    page_paper = find_paper(page_size)
    pages = notebook_pages(d, page_paper, sim_report, appendix)
    if pages_per_sheet > 1:
        pages = impose_booklet(pages, sheet or find_paper("a4"), pages_per_side=pages_per_sheet, creep=creep)
    return Document(tuple(pages), title="Dungeon notebook", subject=f"seed {d.seed}")
