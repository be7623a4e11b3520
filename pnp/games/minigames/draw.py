"""Minigame tiles on paper: puzzle side, artwork side, answer keys.

Each tile is a square page (70 × 70 mm by default, from layouts) with bleed.
The puzzle side has a header band: light for easy tiles, dark with a grey
dot for hard ones (as on the original tiles), the minigame's icon and name,
and a small id. The artwork side is the same colour edge to edge with the
large icon; for the spider it carries the artwork face of the puzzle, placed
so that it lies exactly behind the puzzle face after a flip on the long edge.
"""

from __future__ import annotations

from collections.abc import Sequence

from pnp.catalog import COMPONENT_BLEED, Component, Paper, component
from pnp.games.minigames.base import Tile
from pnp.games.minigames.catalog import module, spec
from pnp.games.minigames.common import INK
from pnp.scene.color import Color
from pnp.scene.model import Icon, Item, Page, Style, Text
from pnp.scene.shapes import bleed_band, bleed_rect, circle, placed, rect, rounded_rect

PAPER = Color.hex("#fbf7ee")
EASY_BAND = Color.hex("#eadfc4")
HARD_BAND = Color.hex("#3b3430")
DOT = Color.hex("#9a9a9a")
HEADER = 10.0  # mm
MARGIN = 3.5  # mm: content stays inside the safe zone
ID_SIZE = 4.6  # pt: the tile's id in the footer
ID_GAP = 1.5  # mm between the task and the id
ID_INK = Color.hex("#7a6f63")


def tile_size(size_key: str = "square-tile") -> Component:
    return component(size_key)


def content_box(size: Component) -> tuple[float, float, float, float]:
    """Where a minigame draws its puzzle on the puzzle side: (x, y, w, h) in mm."""
    return (MARGIN, HEADER + 1.5, size.width - 2 * MARGIN, size.height - HEADER - 1.5 - MARGIN - 2.5)


def _colours(tile: Tile) -> tuple[Color, Color]:
    """(band, ink on the band): light for easy tiles, dark for hard ones."""
    return (HARD_BAND, Color(1, 1, 1)) if tile.difficulty == "hard" else (EASY_BAND, INK)


def _band(tile: Tile, size: Component, bleed: float) -> list[Item]:
    hard = tile.difficulty == "hard"
    band, fg = _colours(tile)
    w = size.width
    declared = spec(tile.type)
    items: list[Item] = [
        bleed_band(w, HEADER, bleed, band),
        Icon(declared.icon, MARGIN, 1.6, 7.0, fg),
        Text(declared.name, MARGIN + 8.5, 1.2, 30, 8, font="display", size=14, color=fg, valign="middle", wrap=False),
    ]
    label = "hard" if hard else "easy"
    items.append(Text(label, w - MARGIN - 22, 1.2, 14, 8, size=7.5, color=fg, align="right", valign="middle",
                      wrap=False))
    items.append(rounded_rect(w - MARGIN - 6.5, 2.5, 6.5, 5, 1.2, Style(fill=band, stroke=fg, width=0.3)))
    if hard:
        items.append(circle(w - MARGIN - 3.25, 5.0, 1.2, Style(fill=DOT)))
    return items


def _footer(tile: Tile, size: Component) -> list[Item]:
    """The task on the left, the id on the right: the id keeps its size, the task shrinks to fit beside it."""
    from pnp.scene.text import text_width

    y = size.height - MARGIN - 2.5
    id_w = text_width(tile.tile_id, "body", ID_SIZE) + 0.3
    task_w = size.width - 2 * MARGIN - id_w - ID_GAP
    return [
        Text(spec(tile.type).task, MARGIN, y, task_w, 2.6, size=5.2, color=INK, wrap=False, min_size=3.5),
        Text(tile.tile_id, size.width - MARGIN - id_w, y, id_w, 2.6, size=ID_SIZE, color=ID_INK, align="right",
             wrap=False),
    ]


def puzzle_page(tile: Tile, size: Component | None = None, bleed: float = COMPONENT_BLEED,
                answer: bool = False) -> Page:
    size = size or tile_size()
    m = module(tile.type)
    box = content_box(size)
    body = m.draw_answer(tile, box) if answer else m.draw_puzzle(tile, box)
    items = [bleed_rect(size.width, size.height, bleed, PAPER), *_band(tile, size, bleed), *body, *_footer(tile, size)]
    label = f"{tile.tile_id} {'answer' if answer else 'puzzle'}"
    return Page(size.width, size.height, tuple(items), bleed=bleed, label=label)


def artwork_box(size: Component) -> tuple[float, float, float, float]:
    """The spider's artwork face: the mirror image of the puzzle box across the vertical centre line."""
    x, y, w, h = content_box(size)
    return (size.width - x - w, y, w, h)


def artwork_page(tile: Tile, size: Component | None = None, bleed: float = COMPONENT_BLEED) -> Page:
    """The artwork side, printed on the back of the puzzle side (long-edge flip)."""
    size = size or tile_size()
    bg, fg = _colours(tile)
    m, declared = module(tile.type), spec(tile.type)
    faced = hasattr(m, "draw_artwork")  # the spider: a puzzle face on this side too
    items: list[Item] = [bleed_rect(size.width, size.height, bleed, bg)]
    if faced:
        box = x, y, w, h = artwork_box(size)
        items.append(rounded_rect(x - 1.5, y - 1.5, w + 3, h + 3, 2, Style(fill=PAPER)))
        items += m.draw_artwork(tile, box)
        items.append(Text(declared.name, MARGIN, 1.2, size.width - 2 * MARGIN, 8, font="display", size=14, color=fg,
                          align="center", valign="middle", wrap=False))
    else:
        s = size.width * 0.55
        items.append(Icon(declared.icon, (size.width - s) / 2, (size.height - s) / 2 - 4, s, fg))
        items.append(Text(declared.name, MARGIN, size.height - 18, size.width - 2 * MARGIN, 9, font="display",
                          size=18, color=fg, align="center", valign="middle", wrap=False))
    if tile.difficulty == "hard":
        # the grey dot of hard tiles: in the header band when a face fills the tile, else in the corner
        y = 5.0 if faced else size.height - MARGIN - 3
        items.append(circle(size.width - MARGIN - 3, y, 1.8, Style(fill=DOT)))
    return Page(size.width, size.height, tuple(items), bleed=bleed, label=f"{tile.tile_id} artwork")


ANSWER_MARGIN, ANSWER_GAP, ANSWER_TITLE, ANSWER_COLS = 12.0, 5.0, 14.0, 3  # mm, mm, mm, tiles across
ANSWER_CAPTION = 6.0  # mm under each tile for its id


def answer_grid(paper: Paper, size: Component | None = None) -> tuple[int, int, float]:
    """(columns, rows, scale) of the solved tiles on one answer page: ANSWER_COLS across, scaled down
    to fit (never up), as many rows as the paper holds."""
    size = size or tile_size()
    cols = ANSWER_COLS
    scale = min(1.0, (paper.width - 2 * ANSWER_MARGIN - (cols - 1) * ANSWER_GAP) / cols / size.width)
    cell_h = size.height * scale + ANSWER_CAPTION
    rows = max(1, int((paper.height - 2 * ANSWER_MARGIN - ANSWER_TITLE + ANSWER_GAP) // (cell_h + ANSWER_GAP)))
    return cols, rows, scale


def answer_pages(tiles: Sequence[Tile], paper: Paper, size: Component | None = None) -> list[Page]:
    """Answer keys: the solved puzzle sides, scaled to fit ``answer_grid`` per page, with their ids."""
    size = size or tile_size()
    margin, gap, title_h = ANSWER_MARGIN, ANSWER_GAP, ANSWER_TITLE
    cols, rows, scale = answer_grid(paper, size)
    cell_w, cell_h = size.width * scale, size.height * scale + ANSWER_CAPTION
    per_page = cols * rows
    pages = []
    chunks = [list(tiles[i : i + per_page]) for i in range(0, len(tiles), per_page)] or [[]]
    for n, chunk in enumerate(chunks, 1):
        items: list[Item] = [
            Text("Minigame answers", margin, margin, paper.width - 2 * margin - 30, 10, font="display", size=18,
                 color=INK),
            Text(f"{n} / {len(chunks)}", paper.width - margin - 30, margin + 2, 30, 6, size=9, align="right",
                 color=INK),
        ]
        x0 = (paper.width - cols * cell_w - (cols - 1) * gap) / 2
        for i, tile in enumerate(chunk):
            x = x0 + (i % cols) * (cell_w + gap)
            y = margin + title_h + (i // cols) * (cell_h + gap)
            page = puzzle_page(tile, size, bleed=0, answer=True)
            items.append(placed(page, x, y, scale))
            items.append(rect(x, y, cell_w, size.height * scale, Style(stroke=INK, width=0.2)))
            items.append(Text(f"{tile.tile_id} · {tile.type} · {tile.difficulty}", x, y + size.height * scale + 1,
                              cell_w, 4, size=7, color=INK, wrap=False, min_size=5))
        pages.append(Page(paper.width, paper.height, tuple(items), bleed=paper.bleed, label=f"answers {n}"))
    return pages


def side_by_side_page(tile: Tile, size: Component | None = None, bleed: float = COMPONENT_BLEED) -> Page:
    """Single-sided printing: the puzzle side and the artwork side next to each other (fold or cut)."""
    size = size or tile_size()
    front = puzzle_page(tile, size, bleed=0)
    back = artwork_page(tile, size, bleed=0)
    gap = 6.0
    items: list[Item] = [
        placed(front, 0, 0),
        placed(back, size.width + gap, 0),
    ]
    return Page(2 * size.width + gap, size.height, tuple(items), bleed=bleed, label=f"{tile.tile_id} both sides")
