"""A labyrinth sheet page: the header, the grid, the panel players write in (hearts, gained items, campaign
scores) and the footer; with a path, an answer page."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from pnp.catalog import Paper
from pnp.games.labyrinth.model import Sheet
from pnp.games.labyrinth.pen import INK, MUTED
from pnp.games.labyrinth.sheet_grid import (
    FOOTER_H,
    FOOTER_SIZE,
    GRID_TOP,
    TITLE_H,
    TITLE_TOP,
    check_path,
    grid_geometry,
    grid_items_at,
    id_in_footer,
    margin,
    panel_top,
)
from pnp.games.labyrinth.sheet_panel import ROOM, panel_box, panel_height
from pnp.games.labyrinth.stone import frame_reach
from pnp.games.labyrinth.words import sheet_title
from pnp.grid.core import Cell
from pnp.i18n import _
from pnp.scene import boxes as b
from pnp.scene.arrange import lay_out
from pnp.scene.model import Item, Page, Text

CAPTION_SIZE = 10.0  # pt: an answer page's caption (the floor where that is higher)


def _header(paper: Paper, title: str, caption: str, info: str) -> tuple[Item, ...]:
    """The title (with the sheet's id at its right where the footer has no room for it) and an answer page's
    caption, above the grid (:data:`GRID_TOP`, 2 mm clear)."""
    m = margin(paper)
    head: list[b.Box] = [b.Words(text=title, font="display", size=24, least=12, color=INK, wrap=False, grow=1)]
    if not id_in_footer(paper):  # the sheet's id at the title's right, where a taller footer would cost the grid
        head.append(b.Words(text=info, size=FOOTER_SIZE, color=MUTED, text_align="right", valign="middle",
                            wrap=False, room=ROOM, shrink=0))  # with room for "seed" translated
    parts: list[b.Box] = [b.Row(gap=4.0, height=TITLE_H, shrink=0, children=tuple(head))]
    if caption:
        parts.append(b.Words(text=caption, size=CAPTION_SIZE, least=6, color=MUTED))
    return lay_out(b.Column(gap=0.5, children=tuple(parts)), m, TITLE_TOP, paper.width - 2 * m,
                   GRID_TOP - 2.0 - TITLE_TOP, paper.text_floor).fitted("the sheet's header")


def _panel(paper: Paper, solo: bool) -> tuple[Item, ...]:
    x, w, floor = margin(paper), paper.width - 2 * margin(paper), paper.text_floor
    laid = lay_out(panel_box(w, floor, solo), x, panel_top(paper), w, panel_height(w, floor), floor)
    return laid.fitted("the sheet's panel")


def _info(sheet: Sheet) -> str:
    # i18n: a sheet's footer: its id, and the random seed that made it
    return sheet.sheet_id if sheet.seed is None else _("{id} · seed {seed}").format(id=sheet.sheet_id,
                                                                                      seed=sheet.seed)


def _footer(sheet: Sheet, paper: Paper) -> tuple[Item, ...]:
    m, h = margin(paper), FOOTER_H  # drawn where the id takes a footer line
    words = b.Words(text=_info(sheet), size=FOOTER_SIZE, least=5, color=MUTED, text_align="right", wrap=False)
    return lay_out(words, m, paper.height - m - h, paper.width - 2 * m, h, paper.text_floor).fitted("the footer")


def sheet_page(
    sheet: Sheet,
    paper: Paper,
    *,
    path: Sequence[Cell] | None = None,
    title: str | None = None,
    caption: str = "",
    solo: bool = False,
) -> Page:
    """A printable labyrinth sheet (trim = the paper, portrait).

    With ``path`` (cells from an entry to an exit) it becomes an answer page:
    the path is drawn over the grid with its start and end marked. ``solo``
    (a puzzle booklet's sheet): no campaign boxes, and no seed in the footer.
    """
    if path:
        check_path(sheet, path)
    if solo:  # its id names it; the seed is a long number a reader has no use for
        sheet = replace(sheet, seed=None)
    title = title if title is not None else sheet.title or sheet_title(sheet)
    items: list[Item] = [*_header(paper, title, caption, _info(sheet))]
    items += grid_items_at(sheet, *grid_geometry(sheet, paper), path, paper.text_floor)
    items += _panel(paper, solo)
    if id_in_footer(paper):
        items += _footer(sheet, paper)
    return Page(paper.width, paper.height, tuple(items), bleed=paper.bleed, label=sheet.sheet_id or sheet.label())


def grid_picture(sheet: Sheet, cell: float = 10.0) -> Page:
    """The sheet's grid as a picture without its letters: the large-print kit's cover art, which the cover
    draws at about a third of its size, where no letter would stay at the print's text floor."""
    r = frame_reach(cell)  # the page holds the grid's stone frame too
    items = [item for item in grid_items_at(sheet, r, r, cell, None) if not isinstance(item, Text)]
    return Page(sheet.width * cell + 2 * r, sheet.height * cell + 2 * r, tuple(items), label="labyrinth picture")
