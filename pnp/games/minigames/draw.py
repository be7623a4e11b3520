"""Minigame tiles on paper: puzzle side, artwork side, answer keys.

Each tile is a square page (70 × 70 mm by default, from layouts) with bleed.
The puzzle side has a header band: light for easy tiles, dark with a grey
dot for hard ones (as on the original tiles), the minigame's icon and name,
the difficulty and under it the tile's id; the task runs along the foot.
A thumbnail of a tile (``fine_print=False``: an answer key's, a rules figure's,
printed shrunk) leaves out the id, the task and a face's caption line, which
would print under 5 pt: the words beside a thumbnail say them. The artwork side is the same colour edge to edge with the
large icon; for the spider it carries the artwork face of the puzzle, placed
so that it lies exactly behind the puzzle face after a flip on the long edge.

Large print (a ``text_floor``, from the paper of a large-print theme): the
larger ``large-print-tile`` (85 mm), every text at the floor or above, the
task on as many lines as it needs at the floor, and the id, too long for a
12 pt line beside the task, on the artwork side under the name (the answer
keys print it under each solved tile). The puzzle's box grows with the tile,
so its squares, numbers and symbols grow too; the answer keys show the solved
tiles at full size.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from pnp.catalog import COMPONENT_BLEED, Component, Paper, component
from pnp.games.minigames.base import Tile
from pnp.games.minigames.catalog import module, spec
from pnp.games.minigames.common import INK
from pnp.minigame import TwoFaced
from pnp.scene.color import Color
from pnp.scene.glyph_ink import icon_box
from pnp.scene.legible import legible_page
from pnp.scene.model import Icon, Item, Page, Style, Text
from pnp.scene.shapes import bleed_band, bleed_rect, circle, placed, rect, rounded_rect
from pnp.scene.text import PT, layout_text, text_width

PAPER = Color.hex("#fbf7ee")
EASY_BAND = Color.hex("#eadfc4")
HARD_BAND = Color.hex("#3b3430")
DOT = Color.hex("#9a9a9a")
HEADER = 10.0  # mm
MARGIN = 3.5  # mm: content stays inside the safe zone
ID_SIZE = 5.0  # pt: the tile's id, under the difficulty in the header band (the print shop's smallest text)
TASK_SIZE = 6.0  # pt: the task along the foot, alone on its line (shrinks to fit, never under 5 pt)
ID_INK = Color.hex("#7a6f63")
LARGE_TILE = "large-print-tile"  # the tile's size in layouts/components.toml when printed for a text floor
LEADING = 1.15  # of the large-print task's lines
SIDE_GAP = 6.0  # mm between the two sides of a tile printed single-sided


def tile_size(text_floor: float = 0.0) -> Component:
    """The tile as designed, or for large print (any text floor) the larger tile."""
    return component(LARGE_TILE if text_floor > 0 else "square-tile")


BAND_PAD = 1.0  # mm: the large-print header's text keeps this far off the band's edges, its icon and badge 1.5


def header_height(text_floor: float = 0.0) -> float:
    """The header band's height: the name is drawn 4 pt above the floor in large print, and the band's content
    starts below the safe line (the band itself runs into the bleed)."""
    if text_floor <= 0:
        return HEADER
    return band_top(text_floor) + max(HEADER - 2 * BAND_PAD, (text_floor + 4) * PT * 1.25 + 1.5) + BAND_PAD


def band_top(text_floor: float) -> float:
    """Where the large-print header's text box starts: its icon, half a millimetre lower, starts on the safe
    margin (at 1.5 mm from the trim it came 1.2 mm past the 3 mm safe line)."""
    return MARGIN - 0.5


def task_lines(width: float, text_floor: float) -> int:
    """Lines the longest task of any minigame takes at the floor in ``width`` mm: the footer of every
    large-print tile is that tall, so every tile's puzzle box is the same."""
    from pnp.games.minigames.catalog import declared_types

    return max(len(layout_text(Text(spec(t).task, 0, 0, width, 1000.0, size=text_floor, leading=LEADING)).lines)
               for t in declared_types())


def footer_height(size: Component, text_floor: float) -> float:
    """The large-print footer: the task's lines at the floor."""
    return task_lines(size.width - 2 * MARGIN, text_floor) * text_floor * PT * LEADING + 0.6


def content_box(size: Component, text_floor: float = 0.0) -> tuple[float, float, float, float]:
    """Where a minigame draws its puzzle on the puzzle side: (x, y, w, h) in mm."""
    if text_floor > 0:
        top = header_height(text_floor) + 1.5
        foot = footer_height(size, text_floor) + 1.0
        return (MARGIN, top, size.width - 2 * MARGIN, size.height - top - MARGIN - foot)
    return (MARGIN, HEADER + 1.5, size.width - 2 * MARGIN, size.height - HEADER - 1.5 - MARGIN - 2.5)


def _colours(tile: Tile) -> tuple[Color, Color]:
    """(band, ink on the band): light for easy tiles, dark for hard ones."""
    return (HARD_BAND, Color(1, 1, 1)) if tile.difficulty == "hard" else (EASY_BAND, INK)


def _band(tile: Tile, size: Component, bleed: float, text_floor: float = 0.0, fine_print: bool = True) -> list[Item]:
    if text_floor > 0:
        return _large_band(tile, size, bleed, text_floor)
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
    if not fine_print:  # a thumbnail: the difficulty alone, centred on the badge as before
        items.append(Text(label, w - MARGIN - 22, 1.2, 14, 8, size=7.5, color=fg, align="right", valign="middle",
                          wrap=False))
    else:  # the difficulty over the id, right of the name (the longest name ends 20 mm after it starts)
        items.append(Text(label, w - MARGIN - 22, 1.0, 14, 4.4, size=7.5, color=fg, align="right", valign="bottom",
                          wrap=False))
        items.append(Text(tile.tile_id, w - MARGIN - 33, 5.7, 25, 2.6, size=ID_SIZE, color=fg if hard else ID_INK,
                          align="right", valign="top", wrap=False))
    items.append(rounded_rect(w - MARGIN - 6.5, 2.5, 6.5, 5, 1.2, Style(fill=band, stroke=fg, width=0.3)))
    if hard:
        items.append(circle(w - MARGIN - 3.25, 5.0, 1.2, Style(fill=DOT)))
    return items


def _large_band(tile: Tile, size: Component, bleed: float, floor: float) -> list[Item]:
    """The header for large print: icon, name 4 pt above the floor, the difficulty in words at the floor
    and its badge, centred in a taller band."""
    band, fg = _colours(tile)
    w, h = size.width, header_height(floor)
    top = band_top(floor)  # the band's content: from here to BAND_PAD above its edge
    text_h = h - top - BAND_PAD
    icon = text_h - 1.0
    mid = top + text_h / 2
    badge_w, badge_h = 1.3 * icon * 0.65, icon * 0.65
    label = tile.difficulty
    label_w = text_width(label, "body", floor) + 0.5
    # an icon whose ink runs past its square (the minotaur's horns) moves in by as much, and the name with it
    x0, _, x1, _ = icon_box(spec(tile.type).icon)
    lead, ink_w = -min(0.0, x0) * icon, (max(1.0, x1) - min(0.0, x0)) * icon
    name_w = w - 2 * MARGIN - ink_w - label_w - badge_w - 4.5
    items: list[Item] = [
        bleed_band(w, h, bleed, band),
        Icon(spec(tile.type).icon, MARGIN + lead, top + 0.5, icon, fg),
        Text(spec(tile.type).name, MARGIN + ink_w + 1.5, top, name_w, text_h,
             font="display", size=floor + 4, color=fg, valign="middle", wrap=False),
        Text(label, w - MARGIN - badge_w - 1.5 - label_w, top, label_w, text_h, size=floor, color=fg, align="right",
             valign="middle", wrap=False),
        rounded_rect(w - MARGIN - badge_w, mid - badge_h / 2, badge_w, badge_h, 1.2, Style(fill=band, stroke=fg,
                                                                                           width=0.3)),
    ]
    if tile.difficulty == "hard":
        items.append(circle(w - MARGIN - badge_w / 2, mid, badge_h * 0.3, Style(fill=DOT)))
    return items


def _footer(tile: Tile, size: Component, text_floor: float = 0.0) -> list[Item]:
    """The task along the foot (the id is in the header band, where it has room at 5 pt)."""
    if text_floor > 0:
        # the task alone, at the floor, on the lines it needs; the id goes to the artwork side
        h = footer_height(size, text_floor)
        return [Text(spec(tile.type).task, MARGIN, size.height - MARGIN - h, size.width - 2 * MARGIN, h,
                     size=text_floor, color=INK, leading=LEADING)]
    y = size.height - MARGIN - 2.5
    return [Text(spec(tile.type).task, MARGIN, y, size.width - 2 * MARGIN, 2.6, size=TASK_SIZE, color=INK, wrap=False,
                 min_size=5.0)]


def _face(tile: Tile, box, answer: bool, text_floor: float, fine_print: bool = True) -> list[Item]:
    """The minigame's own drawing; told the floor only in large print (its texts then stay at or above it), and
    to leave its caption line out in a thumbnail."""
    m = module(tile.type)
    draw = m.draw_answer if answer else m.draw_puzzle
    extra = {} if fine_print or not getattr(m, "CAPTIONED", False) else {"caption": False}
    return draw(tile, box, text_floor, **extra) if text_floor > 0 or extra else draw(tile, box)


def puzzle_page(tile: Tile, size: Component | None = None, bleed: float = COMPONENT_BLEED,
                answer: bool = False, text_floor: float = 0.0, fine_print: bool = True) -> Page:
    """The puzzle side (solved with ``answer``); without ``fine_print`` a thumbnail: no id, task or caption."""
    size = size or tile_size(text_floor)
    body = _face(tile, content_box(size, text_floor), answer, text_floor, fine_print)
    foot = _footer(tile, size, text_floor) if fine_print else []
    items = [bleed_rect(size.width, size.height, bleed, PAPER), *_band(tile, size, bleed, text_floor, fine_print),
             *body, *foot]
    label = f"{tile.tile_id} {'answer' if answer else 'puzzle'}"
    return Page(size.width, size.height, tuple(items), bleed=bleed, label=label)


def artwork_box(size: Component, text_floor: float = 0.0) -> tuple[float, float, float, float]:
    """The spider's artwork face: the mirror image of the puzzle box across the vertical centre line."""
    x, y, w, h = content_box(size, text_floor)
    return (size.width - x - w, y, w, h)


def artwork_page(tile: Tile, size: Component | None = None, bleed: float = COMPONENT_BLEED,
                 text_floor: float = 0.0, fine_print: bool = True) -> Page:
    """The artwork side, printed on the back of the puzzle side (long-edge flip)."""
    size = size or tile_size(text_floor)
    bg, fg = _colours(tile)
    m, declared = module(tile.type), spec(tile.type)
    faced = isinstance(m, TwoFaced)  # the spider: a puzzle face on this side too
    items: list[Item] = [bleed_rect(size.width, size.height, bleed, bg)]
    if text_floor > 0:
        items += _large_artwork(tile, size, text_floor, fg)
    elif isinstance(m, TwoFaced):
        box = x, y, w, h = artwork_box(size)
        items.append(rounded_rect(x - 1.5, y - 1.5, w + 3, h + 3, 2, Style(fill=PAPER)))
        items += m.draw_artwork(tile, box) if fine_print else m.draw_artwork(tile, box, 0.0, False)
        items.append(Text(declared.name, MARGIN, 1.2, size.width - 2 * MARGIN, 8, font="display", size=14, color=fg,
                          align="center", valign="middle", wrap=False))
    else:
        s = size.width * 0.55
        items.append(Icon(declared.icon, (size.width - s) / 2, (size.height - s) / 2 - 4, s, fg))
        items.append(Text(declared.name, MARGIN, size.height - 18, size.width - 2 * MARGIN, 9, font="display",
                          size=18, color=fg, align="center", valign="middle", wrap=False))
    if tile.difficulty == "hard":
        # the grey dot of hard tiles: in the header band when a face fills the tile, else in the corner
        y = (header_height(text_floor) / 2 if text_floor > 0 else 5.0) if faced else size.height - MARGIN - 3
        items.append(circle(size.width - MARGIN - 3, y, 1.8, Style(fill=DOT)))
    return Page(size.width, size.height, tuple(items), bleed=bleed, label=f"{tile.tile_id} artwork")


def _large_artwork(tile: Tile, size: Component, floor: float, fg: Color) -> list[Item]:
    """The artwork side for large print: as designed, with the tile's id at the floor (the puzzle side has no
    room for it beside a task at the floor) under the name, or for the spider under its artwork face."""
    m, declared = module(tile.type), spec(tile.type)
    w, h = size.width, size.height
    line = floor * PT * 1.3
    items: list[Item] = []
    if isinstance(m, TwoFaced):
        box = x, y, bw, bh = artwork_box(size, floor)
        side = min(1.5, x - size.safe)  # the panel's edge keeps inside the safe area (at 1.5 mm it was 1 mm past)
        items.append(rounded_rect(x - side, y - 1.5, bw + 2 * side, bh + 3, 2, Style(fill=PAPER)))
        items += m.draw_artwork(tile, box, floor)
        items.append(Text(declared.name, MARGIN, 1.0, w - 2 * MARGIN, header_height(floor) - 2.0, font="display",
                          size=floor + 4, color=fg, align="center", valign="middle", wrap=False))
        id_y = y + bh + 1.5 + (h - MARGIN - y - bh - 1.5 - line) / 2
    else:
        s = w * 0.5
        name = (floor + 6) * PT * 1.3
        items.append(Icon(declared.icon, (w - s) / 2, MARGIN + 3.0, s, fg))
        items.append(Text(declared.name, MARGIN, MARGIN + 5.0 + s, w - 2 * MARGIN, name, font="display",
                          size=floor + 6, color=fg, align="center", valign="middle", wrap=False))
        id_y = MARGIN + 6.5 + s + name
    items.append(Text(tile.tile_id, MARGIN, id_y, w - 2 * MARGIN, line, size=floor, color=fg, align="center",
                      valign="middle", wrap=False))
    return items


ANSWER_MARGIN, ANSWER_GAP, ANSWER_TITLE, ANSWER_COLS = 12.0, 5.0, 14.0, 3  # mm, mm, mm, tiles across
ANSWER_CAPTION = 6.0  # mm under each tile for its id
# large print: a little less margin and gap, so that three rows of full-size solved tiles fit on Letter too
LARGE_MARGIN, LARGE_GAP = 10.0, 4.0  # mm


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


def _answer_grid(paper: Paper, size: Component) -> AnswerGrid:
    floor = paper.text_floor
    if floor > 0:
        # the tiles keep their size, so their texts keep theirs: as many across and down as fit
        margin, gap = LARGE_MARGIN, LARGE_GAP
        x, y, w, h = content_box(size, floor)
        tile_h, caption_h = y + h + 1.5, floor * PT * 1.3 + 1.5
        cols = max(1, int((paper.width - 2 * margin + gap) // (size.width + gap)))
    else:
        x, y, w, h = content_box(size)
        margin, gap, tile_h, caption_h, cols = ANSWER_MARGIN, ANSWER_GAP, y + h + 1.5, ANSWER_CAPTION, ANSWER_COLS
    scale = min(1.0, (paper.width - 2 * margin - (cols - 1) * gap) / cols / size.width)
    cell_h = tile_h * scale + caption_h
    rows = max(1, int((paper.height - 2 * margin - ANSWER_TITLE + gap) // (cell_h + gap)))
    return AnswerGrid(cols, rows, scale, margin, gap, tile_h, caption_h)


def answer_grid(paper: Paper, size: Component | None = None) -> tuple[int, int, float]:
    """(columns, rows, scale) of the solved tiles on one answer page: ANSWER_COLS across, scaled down
    to fit (never up), as many rows as the paper holds; in large print (a text floor) at full size."""
    g = _answer_grid(paper, size or tile_size(paper.text_floor))
    return g.cols, g.rows, g.scale


def _solved(tile: Tile, size: Component, grid: AnswerGrid, floor: float) -> Page:
    """The solved puzzle side as the answer keys show it, down to its puzzle; shrunk (not large print), a
    thumbnail without its fine print (the caption under it names the tile)."""
    items = [bleed_rect(size.width, grid.tile_h, 0, PAPER), *_band(tile, size, 0, floor, fine_print=floor > 0),
             *_face(tile, content_box(size, floor), True, floor, fine_print=floor > 0)]
    return Page(size.width, grid.tile_h, tuple(items), bleed=0, label=f"{tile.tile_id} answer")


def answer_pages(tiles: Sequence[Tile], paper: Paper, size: Component | None = None) -> list[Page]:
    """Answer keys: the solved puzzle sides, scaled to fit ``answer_grid`` per page, with their ids."""
    floor = paper.text_floor
    size = size or tile_size(floor)
    g = _answer_grid(paper, size)
    margin, gap, title_h, scale = g.margin, g.gap, ANSWER_TITLE, g.scale
    cell_w, cell_h = size.width * scale, g.tile_h * scale + g.caption_h
    per_page = g.cols * g.rows
    pages = []
    chunks = [list(tiles[i : i + per_page]) for i in range(0, len(tiles), per_page)] or [[]]
    for n, chunk in enumerate(chunks, 1):
        items: list[Item] = [
            Text("Minigame answers", margin, margin, paper.width - 2 * margin - 30, 10, font="display", size=18,
                 color=INK),
            Text(f"{n} / {len(chunks)}", paper.width - margin - 30, margin + 2, 30, 6, size=max(9, floor),
                 align="right", color=INK),
        ]
        x0 = (paper.width - g.cols * cell_w - (g.cols - 1) * gap) / 2
        for i, tile in enumerate(chunk):
            x = x0 + (i % g.cols) * (cell_w + gap)
            y = margin + title_h + (i // g.cols) * (cell_h + gap)
            items.append(placed(legible_page(_solved(tile, size, g, floor), scale), x, y, scale))
            items.append(rect(x, y, cell_w, g.tile_h * scale, Style(stroke=INK, width=0.2)))
            items.append(Text(f"{tile.tile_id} · {tile.type} · {tile.difficulty}", x, y + g.tile_h * scale + 1,
                              cell_w, g.caption_h - (1.5 if floor else 2), size=max(7, floor), color=INK, wrap=False,
                              min_size=floor or 5))
        pages.append(Page(paper.width, paper.height, tuple(items), bleed=paper.bleed, label=f"answers {n}"))
    return pages


def side_by_side_page(tile: Tile, size: Component | None = None, bleed: float = COMPONENT_BLEED,
                      text_floor: float = 0.0) -> Page:
    """Single-sided printing: the puzzle side and the artwork side next to each other (fold or cut)."""
    size = size or tile_size(text_floor)
    front = puzzle_page(tile, size, bleed=0, text_floor=text_floor)
    back = artwork_page(tile, size, bleed=0, text_floor=text_floor)
    gap = SIDE_GAP
    items: list[Item] = [
        placed(front, 0, 0),
        placed(back, size.width + gap, 0),
    ]
    return Page(2 * size.width + gap, size.height, tuple(items), bleed=bleed, label=f"{tile.tile_id} both sides")
