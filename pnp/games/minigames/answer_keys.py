"""Minigame answer keys: the solved puzzle sides (each tile's own layout, :mod:`pnp.games.minigames.draw`, down
to its puzzle), shrunk three across while a thumbnail's words keep the floor, else at full size, each with its id,
minigame and difficulty under it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from pnp.catalog import Component, Paper
from pnp.games.minigames import words
from pnp.games.minigames.base import Tile
from pnp.games.minigames.catalog import types
from pnp.games.minigames.common import INK
from pnp.games.minigames.draw import PAPER, STAND_IN_ID, content_box, puzzle_items, tile_size
from pnp.i18n import N_, _
from pnp.scene import boxes as b
from pnp.scene.arrange import height_of, lay_out
from pnp.scene.legible import legible_page
from pnp.scene.model import Item, Page, Style
from pnp.scene.shapes import bleed_rect, placed, rect

ANSWER_MARGIN, ANSWER_GAP, ANSWER_TITLE, ANSWER_COLS = 12.0, 5.0, 14.0, 3  # mm, mm, mm, tiles across
FULL_MARGIN, FULL_GAP = 10.0, 4.0  # mm: solved tiles at full size, so that three rows fit on Letter too
CAPTION_SIZE = 7.0  # pt: the caption under each solved tile
THUMB_TEXT = 7.5  # pt: the largest fine text a solved tile keeps shrunk (its difficulty); see answer_grid
TITLE_SIZE = 18.0  # pt: the page's title
# under the title: answer keys marked while checking give the answers away to the next player
# i18n: the minigame answer keys' note under their title
CHECK_NOTE = N_("Check each tile against its answer here, without marking these pages.")


@dataclass(frozen=True)
class AnswerGrid:
    """Where the solved tiles go on an answer page."""

    cols: int
    rows: int
    scale: float
    margin: float  # mm around the page
    gap: float  # mm between tiles
    tile_h: float  # mm of the tile shown, down to its puzzle: the task is on the tile in hand
    caption_h: float  # mm under each tile for its id


def _caption(tile_id: str, type_name: str, difficulty: str) -> b.Row:
    """Under a solved tile: its id, then its minigame and difficulty, which wrap (the id never does)."""
    return b.Row(gap=1.2, children=(
        b.Words(text=tile_id, size=CAPTION_SIZE, color=INK, wrap=False, shrink=0),
        b.Words(text=words.caption(type_name, difficulty), size=CAPTION_SIZE, color=INK, grow=1, name="caption")))


def answer_grid(paper: Paper, size: Component | None = None) -> AnswerGrid:
    """The solved tiles on one answer page of ``size`` (else the paper's tile): :data:`ANSWER_COLS` across, shrunk
    to fit (never grown), while that keeps a thumbnail's fine text at the floor; else at full size (their words as
    on the tile), as many across as fit."""
    floor = paper.text_floor
    size = size or tile_size(floor)
    scale = min(1.0, (paper.width - 2 * ANSWER_MARGIN - (ANSWER_COLS - 1) * ANSWER_GAP) / ANSWER_COLS / size.width)
    if scale * THUMB_TEXT >= floor:
        margin, gap, cols = ANSWER_MARGIN, ANSWER_GAP, ANSWER_COLS
    else:
        margin, gap, scale = FULL_MARGIN, FULL_GAP, 1.0
        cols = max(1, int((paper.width - 2 * margin + gap) // (size.width + gap)))
    # the solved tile shown down to its figure (and 1.5 mm more), the tallest of any minigame's
    tile_h = max(y + h for t in types() for _, y, _, h in [content_box(size, floor, t, "hard")]) + 1.5
    cell_w = size.width * scale
    caption_h = max(height_of(_caption(STAND_IN_ID, t, "hard"), cell_w, floor) for t in types()) + 1.0
    rows = max(1, int((paper.height - 2 * margin - _head(paper, margin) + gap) // (tile_h * scale + caption_h + gap)))
    return AnswerGrid(cols, rows, scale, margin, gap, tile_h, caption_h)


def _solved(tile: Tile, size: Component, grid: AnswerGrid, floor: float) -> Page:
    """The solved puzzle side as the answer keys show it, down to its puzzle: without its fine print (the caption
    under it names the tile; the task, cut off below the puzzle, is on the tile in hand)."""
    items, _ = puzzle_items(tile, size, 0.0, True, floor, False)
    return Page(size.width, grid.tile_h, (bleed_rect(size.width, grid.tile_h, 0, PAPER), *items), bleed=0,
                label=f"{tile.tile_id} answer")


def _title(n: int, of: int) -> b.Row:
    """The title, then the note (wrapping where the row is short of room, as in large print) and the page count,
    their last lines at the row's foot (a shared baseline would drop the note below what the row measured)."""
    return b.Row(gap=4.0, items_align="end", children=(
        b.Words(text=_("Minigame answers"), font="display", size=TITLE_SIZE, color=INK, wrap=False, shrink=0,
                valign="bottom", name="title"),
        b.Words(text=_(CHECK_NOTE), font="body-italic", size=8, least=6, color=INK, text_align="right", grow=1,
                valign="bottom", name="the answers' note"),
        b.Words(text=f"{n} / {of}", size=9, color=INK, text_align="right", wrap=False, shrink=0, pad=0.0,
                valign="bottom")))


def _head(paper: Paper, margin: float) -> float:
    """The room the title and its note take above the solved tiles: as designed, or what they need."""
    # measured with the widest page count a kit prints ("88 / 88"), which leaves the note least room
    return max(ANSWER_TITLE, height_of(_title(88, 88), paper.width - 2 * margin, paper.text_floor) + 2.0)


def answer_pages(tiles: Sequence[Tile], paper: Paper, size: Component | None = None) -> list[Page]:
    """Answer keys: the solved puzzle sides, scaled to fit ``answer_grid`` per page, with their ids."""
    floor = paper.text_floor
    size = size or tile_size(floor)
    g = answer_grid(paper, size)
    margin, gap, scale = g.margin, g.gap, g.scale
    cell_w, tile_h = size.width * scale, g.tile_h * scale
    per_page = g.cols * g.rows
    pages = []
    chunks = [list(tiles[i : i + per_page]) for i in range(0, len(tiles), per_page)] or [[]]
    inner = paper.width - 2 * margin
    for n, chunk in enumerate(chunks, 1):
        tall = _head(paper, margin) - 2.0
        items: list[Item] = list(lay_out(_title(n, len(chunks)), margin, margin, inner, tall, floor).fitted(
            "the minigame answers' title"))
        top = margin + tall + 2.0
        x0 = (paper.width - g.cols * cell_w - (g.cols - 1) * gap) / 2
        for i, tile in enumerate(chunk):
            x = x0 + (i % g.cols) * (cell_w + gap)
            y = top + (i // g.cols) * (tile_h + g.caption_h + gap)
            items.append(placed(legible_page(_solved(tile, size, g, floor), scale), x, y, scale))
            items.append(rect(x, y, cell_w, tile_h, Style(stroke=INK, width=0.2)))
            items += lay_out(_caption(tile.tile_id, tile.type, tile.difficulty), x, y + tile_h + 1.0, cell_w,
                             g.caption_h - 1.0, floor).fitted(f"the caption of {tile.tile_id}")
        pages.append(Page(paper.width, paper.height, tuple(items), bleed=paper.bleed, label=f"answers {n}"))
    return pages
