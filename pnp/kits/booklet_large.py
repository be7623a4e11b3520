"""The puzzle booklet in large print (a paper with a ``text_floor``): the same puzzles, every text at the floor.

Shrinking an A4 sheet onto A5, as the designed booklet does, would put its words far under 12 pt, so here
every page is the paper itself (A4 or Letter), printed double-sided in reading order and stapled or clipped
at the side; nothing is imposed for saddle stitching, so creep has no meaning (refused, see
:func:`check_large_booklet`). Each puzzle is a spread: on the left (an even page) its large objective card
and large minigame tile, on the right its labyrinth sheet drawn for the paper by the labyrinth's own
large-print drawing. At the back: each puzzle's solution sheet, then the solved tiles, four to a page.

Nothing is redrawn here: the pages place the labyrinth's and the minigames' large-print drawings at scale 1.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from pnp.catalog import Component, Paper
from pnp.errors import PnpError
from pnp.kits.pages import ACCENT, INK
from pnp.scene.model import Align, Item, Page, Text
from pnp.scene.shapes import placed
from pnp.scene.text import PT, layout_text

if TYPE_CHECKING:
    from pnp.games.minigames.base import Tile

M = 12.0  # mm: the pages' margin, clear of what home printers leave white
GAP = 8.0  # mm between the card and the tile, and between solved tiles
LEADING = 1.2
TITLE = 30.0  # pt: "Puzzle 1" and the other pages' titles
NOTE_UP = 2.0  # pt above the floor: the sentences that say what a page is for


def _line_h(size: float, lines: int = 1) -> float:
    """The height (mm) of ``lines`` lines of text at ``size`` pt."""
    return lines * size * PT * LEADING + 0.8


def _header_h(floor: float) -> float:
    """A puzzle page's title and two lines naming what the puzzle holds: the card and tile go under it."""
    return _line_h(TITLE) + _line_h(floor + NOTE_UP, 2) + 4.0


def _sizes(floor: float) -> tuple[Component, Component]:
    from pnp.games.labyrinth.printouts import card_size
    from pnp.games.minigames.draw import tile_size

    return card_size(floor), tile_size(floor)


def check_large_booklet(paper: Paper, creep: float) -> None:
    """Refuse, before any puzzle is made, what a large-print booklet cannot do: creep (it is not folded) and
    a paper too small for a labyrinth sheet or for the card and tile side by side."""
    from pnp.games.labyrinth.sheet_grid import check_paper

    if creep:
        raise PnpError(f"--creep: a large-print booklet is not folded (its pages are whole sheets of {paper.name}, "
                       "stapled at the side), so it has no creep; leave --creep out")
    check_paper(paper)
    card, tile = _sizes(paper.text_floor)
    need_w = card.width + GAP + tile.width + 2 * M
    need_h = _header_h(paper.text_floor) + card.height + 2 * M
    if paper.width < need_w or paper.height < need_h:
        raise PnpError(f"large print: a booklet page needs a portrait paper of at least {need_w:.0f} × "
                       f"{need_h:.0f} mm for its card and tile side by side; {paper.name} is "
                       f"{paper.width:g} × {paper.height:g} mm")


def _para(text: str, x: float, y: float, w: float, size: float, floor: float, font: str = "body", color=INK,
          align: Align = "left") -> Text:
    """A paragraph in a box of exactly its lines at ``size`` pt (measured), never shrunk under the floor."""
    lines = len(layout_text(Text(text, x, y, w, 1000.0, font=font, size=size, leading=LEADING)).lines)
    return Text(text, x, y, w, _line_h(size, lines), font=font, size=size, color=color, align=align,
                leading=LEADING, min_size=floor)


def _flow(paragraphs: Sequence[tuple[str, float, str, float]], paper: Paper, y: float) -> list[Item]:
    """(text, size, font, space after) stacked down the page's width from ``y``."""
    items: list[Item] = []
    for text, size, font, after in paragraphs:
        color = ACCENT if font != "body" else INK
        para = _para(text, M, y, paper.width - 2 * M, size, paper.text_floor, font, color,
                     "center" if font == "display" else "left")
        items.append(para)
        y += para.height + after
    return items


def title_page(count: int, which: str, seed: int, paper: Paper) -> Page:
    floor = paper.text_floor
    body, heading = floor + NOTE_UP, floor + NOTE_UP + 4
    items = _flow([
        ("Labyrinth puzzles", 36, "display", 2),
        ("Large print", 22, "display", 14),
        (f"{count} {which}, each with its objective card and a minigame tile. Draw your line, solve the tile, "
         "and compare with the answers at the back: every best score there is proven by an exact solver.",
         body, "body", 8),
        ("What each puzzle holds", heading, "body-bold", 2),
        ("Two facing pages: on the left the objective card and the minigame tile, on the right the labyrinth "
         "to draw on. At the back, each labyrinth again with the best line drawn, then the solved tiles.",
         body, "body", 8),
        ("How to print", heading, "body-bold", 2),
        (f"This booklet is not folded or saddle-stitched: every page is a whole sheet of {paper.name}, with "
         "nothing to cut. Print it double-sided (flip on the long edge), keep the pages in order, and staple "
         "or clip them at the left side. Each puzzle's card and tile then face its labyrinth.", body, "body", 0),
    ], paper, 36)
    return Page(paper.width, paper.height, tuple(items), bleed=0.0, label="title")


def puzzle_page(i: int, label: str, card, tile, paper: Paper) -> Page:
    """The left page of puzzle ``i``: its title, what it holds, the large card and the large tile side by side,
    and under the tile a note on where the labyrinth and the answers are."""
    from pnp.games.labyrinth.card_pages import card_front
    from pnp.games.minigames.draw import puzzle_page as tile_face

    floor = paper.text_floor
    note = floor + NOTE_UP
    card_size, tile_size = _sizes(floor)
    x = (paper.width - card_size.width - GAP - tile_size.width) / 2
    tx = x + card_size.width + GAP
    title = _para(f"Puzzle {i}", M, M, paper.width - 2 * M, TITLE, floor, font="display", color=ACCENT)
    name = _para(f"{label} · {card.difficulty} objective · {tile.difficulty} {tile.type} minigame",
                 M, title.y + title.height, paper.width - 2 * M, note, floor)
    top = name.y + name.height + 4.0
    items: list[Item] = [
        title,
        name,
        placed(card_front(card, card_size, floor=floor), x, top),
        placed(tile_face(tile, tile_size, bleed=0, text_floor=floor), tx, top),
        _para(f"Your labyrinth is on the facing page: draw your line there and score it with this card. The "
              f"tile is a puzzle of its own. Answer {i} is at the back.", tx, top + tile_size.height + 4,
              tile_size.width, note, floor),
    ]
    return Page(paper.width, paper.height, tuple(items), bleed=0.0, label=f"puzzle {i}")


def sheet_for(sheet, paper: Paper, title: str, caption: str, path=None) -> Page:
    """The sheet drawn for the paper by the labyrinth's large-print drawing, trimmed to the paper. The sheet's
    internal seed (a long number a player has no use for) stays off the page: its id names it."""
    from pnp.games.labyrinth.draw import sheet_page

    page = sheet_page(sheet, paper, path=path, title=title, caption=caption, solo=True)
    return replace(page, bleed=0.0)


def tile_answer_pages(tiles: Sequence[tuple[int, Tile]], paper: Paper) -> list[Page]:
    """The solved large tiles at full size, two across, as many rows as the page holds, each under the
    puzzle's number (its id is on the artwork side, which the booklet does not print)."""
    from pnp.games.minigames.draw import puzzle_page as tile_face

    floor = paper.text_floor
    size = _sizes(floor)[1]
    caption = _line_h(floor) + 1.0
    head = _line_h(TITLE * 0.8) + 4.0
    cell_h = caption + size.height + GAP
    rows = max(1, int((paper.height - 2 * M - head + GAP) // cell_h))
    per_page = 2 * rows
    x0 = (paper.width - 2 * size.width - GAP) / 2
    pages = []
    chunks = [tiles[n:n + per_page] for n in range(0, len(tiles), per_page)]
    for n, chunk in enumerate(chunks, 1):
        title = "Minigame answers" + (f" ({n} of {len(chunks)})" if len(chunks) > 1 else "")
        items: list[Item] = [_para(title, M, M, paper.width - 2 * M, TITLE * 0.8, floor, "display", ACCENT)]
        for k, (i, tile) in enumerate(chunk):
            x = x0 + (k % 2) * (size.width + GAP)
            y = M + head + (k // 2) * cell_h
            items.append(Text(f"Answer {i}", x, y, size.width, caption - 1.0, font="body-bold", size=floor + NOTE_UP,
                              color=INK, wrap=False, min_size=floor))
            items.append(placed(tile_face(tile, size, bleed=0, answer=True, text_floor=floor), x, y + caption))
        pages.append(Page(paper.width, paper.height, tuple(items), bleed=0.0, label=f"tile answers {n}"))
    return pages


def large_booklet_pages(seed: int, count: int, paper: Paper, made: Sequence[tuple], which: str) -> list[Page]:
    """The booklet's pages in reading order: title, each puzzle's card page and sheet, the solution sheets,
    the solved tiles. ``made``: the puzzles (label, sheet, card, par solution, tile), as booklet.puzzles
    gives them."""
    pages = [title_page(count, which, seed, paper)]
    answers: list[Page] = []
    for i, (label, sheet, card, sol, tile) in enumerate(made, start=1):
        pages.append(puzzle_page(i, label, card, tile, paper))
        pages.append(replace(sheet_for(sheet, paper, f"Puzzle {i}", label), label=f"sheet {i}"))
        caption = f"Best score {sol.score} (proven); the line takes {len(sol.path)} squares"
        answers.append(replace(sheet_for(sheet, paper, f"Answer {i}", caption, sol.path), label=f"answer {i}"))
    return pages + answers + tile_answer_pages([(i, p[4]) for i, p in enumerate(made, start=1)], paper)
