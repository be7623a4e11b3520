"""A labyrinth sheet page: the header, the grid, the panel players write in (hearts, gained items, campaign
scores) and the footer; with a path, an answer page."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from pnp.catalog import Paper
from pnp.games.labyrinth.model import Sheet
from pnp.games.labyrinth.pen import INK, MUTED
from pnp.games.labyrinth.sheet_grid import (
    CAPTION_H,
    FOOTER_SIZE,
    TITLE_H,
    TITLE_TOP,
    check_path,
    footer_h,
    grid_geometry,
    grid_items_at,
    id_in_footer,
    margin,
    panel_top,
)
from pnp.games.labyrinth.sheet_panel import TRANSLATION, panel_box, panel_height
from pnp.grid.core import Cell
from pnp.scene.arrange import lay_out
from pnp.scene.model import Item, Page, Text
from pnp.scene.text import text_width

CAPTION_SIZE = 10.0  # pt: an answer page's caption, or the floor where that is higher
CAPTION_LEADING = 6.5 / 12.0  # mm per pt: the caption's box, 6.5 mm for a 12 pt line, ends 2 mm above the grid


def _header(paper: Paper, title: str, caption: str, info: str) -> list[Item]:
    m, floor = margin(paper), paper.text_floor
    width = paper.width - 2 * m
    items: list[Item] = []
    if not id_in_footer(paper):  # the sheet's id at the title's right, where a taller footer would cost the grid
        size = max(FOOTER_SIZE, floor)
        info_w = TRANSLATION * text_width(info, "body", size)  # with room for "seed" translated
        items.append(Text(info, paper.width - m - info_w, TITLE_TOP, info_w, TITLE_H, size=size, color=MUTED,
                          align="right", valign="middle", wrap=False, min_size=size))
        width -= info_w + 4.0
    items.insert(0, Text(title, m, TITLE_TOP, width, TITLE_H, font="display", size=24, color=INK,
                         wrap=False, min_size=max(12, floor)))
    if caption:
        # a line of the caption's size, in a box of at least CAPTION_H, still ends 2 mm above the grid (GRID_TOP)
        size = max(CAPTION_SIZE, floor)
        items.append(Text(caption, m, TITLE_TOP + TITLE_H + 0.5, width, max(CAPTION_H, CAPTION_LEADING * size),
                          size=size, color=MUTED, min_size=max(6, floor)))
    return items


def _panel(paper: Paper, solo: bool) -> tuple[Item, ...]:
    x, w = margin(paper), paper.width - 2 * margin(paper)
    top = panel_top(paper)
    box = panel_box(w, paper.text_floor, solo)
    return lay_out(box, x, top, w, panel_height(w, paper.text_floor), paper.text_floor).fitted("the sheet's panel")


def _info(sheet: Sheet) -> str:
    return sheet.sheet_id if sheet.seed is None else f"{sheet.sheet_id} · seed {sheet.seed}"


def _footer(sheet: Sheet, paper: Paper) -> Text:
    m, h = margin(paper), footer_h(paper)
    return Text(_info(sheet), m, paper.height - m - h, paper.width - 2 * m, h, size=max(FOOTER_SIZE, paper.text_floor),
                color=MUTED, align="right", wrap=False, min_size=max(5, paper.text_floor))


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
    title = title if title is not None else sheet.title or f"Labyrinth – {sheet.label()}"
    items: list[Item] = _header(paper, title, caption, _info(sheet))
    items += grid_items_at(sheet, *grid_geometry(sheet, paper), path, paper.text_floor)
    items += _panel(paper, solo)
    if id_in_footer(paper):
        items.append(_footer(sheet, paper))
    return Page(paper.width, paper.height, tuple(items), bleed=paper.bleed, label=sheet.sheet_id or sheet.label())


def grid_picture(sheet: Sheet, cell: float = 10.0) -> Page:
    """The sheet's grid as a picture without its letters: the large-print kit's cover art, which the cover
    draws at about a third of its size, where no letter would stay at the print's text floor."""
    items = [item for item in grid_items_at(sheet, 0.0, 0.0, cell, None) if not isinstance(item, Text)]
    return Page(sheet.width * cell, sheet.height * cell, tuple(items), label="labyrinth picture")
