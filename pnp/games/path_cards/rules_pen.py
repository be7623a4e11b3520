"""Drawing layouts small for the printed rules: real card faces on a grid, and the marks that explain them.

The cards are the deck's own faces (:func:`pnp.games.path_cards.draw.card_front`,
the drawing the printed cards use), turned as the rules core has them and
scaled to a cell a few centimetres wide. Only the tiny card id is left off: at
this size it would be an unreadable speck, and the rules never refer to it.

Marks are drawn at the size they print (figures are designed at about the
width of their cell on the page), so their text stays at :data:`LABEL_PT` or
more. Meaning never rests on colour alone: a refused move has a cross and a
word, an allowed one a tick and a word.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from pnp.catalog import component
from pnp.games.path_cards.draw import card_back, card_front, token_centre
from pnp.games.path_cards.model import PathCard, rotate_sides
from pnp.games.path_cards.rules import Layout, Pos
from pnp.scene.affine import Affine
from pnp.scene.color import INK, WHITE, Color
from pnp.scene.locale import per_locale
from pnp.scene.model import Group, Item, Page, Path, Style, Text
from pnp.scene.shapes import arc_segments, circle, line, polyline, rect

GOOD = Color.hex("#2e7d32")
BAD = Color.hex("#c62828")
TRACE = Color.hex("#ff7a1a")  # the path being pointed out: bright, unlike any colour of the cards
PLAYED = Color.hex("#f5b700")  # the frame round a card just played
MUTED = Color.hex("#6d645b")
LABEL_PT = 7.5  # every word in a figure, after it is scaled onto the page (the test holds it to 7 pt)


@lru_cache(maxsize=1)
def card_size():
    return component("square-card")


@lru_cache(maxsize=128)
def face(card: PathCard) -> Page:
    """The card's printed face without its id (see the module's note)."""
    return without_words(card_front(card, card_size()))


def without_words(page: Page) -> Page:
    """``page`` with its texts left off (an id, a title too small to read where it is drawn)."""
    return Page(page.width, page.height, tuple(i for i in page.items if not isinstance(i, Text)), page.bleed,
                label=page.label)


@per_locale(4)  # the back prints the game's name: one per language
def back() -> Page:
    return card_back(card_size())


def art(page: Page, x: float, y: float, cell: float, turns: int = 0) -> Group:
    """A card page drawn ``cell`` mm wide at (x, y), turned ``turns`` quarter turns clockwise, clipped to its trim."""
    about = (page.width / 2, page.height / 2)
    transform = Affine.rotate(90.0 * turns, about).then(Affine.scale(cell / page.width)).then(Affine.translate(x, y))
    return Group(page.items, transform, clip=rect(0, 0, page.width, page.height, Style()))


@dataclass(frozen=True)
class Board:
    """A layout drawn with its top-left card at (x, y): cells ``cell`` mm wide, ``gap`` mm apart."""

    layout: Layout
    x: float
    y: float
    cell: float
    gap: float = 1.0
    frame: tuple[Pos, ...] = ()  # the grid the board is drawn in: positions that decide its origin and size

    @property
    def cells(self) -> list[Pos]:
        return sorted(set(self.layout) | set(self.frame))

    @property
    def origin(self) -> Pos:
        return min(x for x, _ in self.cells), min(y for _, y in self.cells)

    @property
    def size(self) -> tuple[float, float]:
        cols = max(x for x, _ in self.cells) - self.origin[0] + 1
        rows = max(y for _, y in self.cells) - self.origin[1] + 1
        return cols * self.cell + (cols - 1) * self.gap, rows * self.cell + (rows - 1) * self.gap

    def box(self, pos: Pos) -> tuple[float, float]:
        """The top-left corner of the cell at ``pos``."""
        ox, oy = self.origin
        step = self.cell + self.gap
        return self.x + (pos[0] - ox) * step, self.y + (pos[1] - oy) * step

    def centre(self, pos: Pos) -> tuple[float, float]:
        bx, by = self.box(pos)
        return bx + self.cell / 2, by + self.cell / 2

    def token(self, pos: Pos, treasure: str) -> tuple[float, float]:
        """Where ``treasure`` sits on the card at ``pos``, as turned."""
        placed = self.layout[pos]
        spot = placed.card.spots[placed.card.treasures.index(treasure)]
        (side,) = rotate_sides(frozenset(spot), placed.turns)
        size = card_size()
        tx, ty = token_centre(side, size.width, size.height)
        bx, by = self.box(pos)
        k = self.cell / size.width
        return bx + tx * k, by + ty * k

    def token_radius(self) -> float:
        return 9.0 * self.cell / card_size().width + 0.6

    def items(self) -> list[Item]:
        return [art(face(p.card), *self.box(pos), self.cell, p.turns) for pos, p in sorted(self.layout.items())]


# --- marks -------------------------------------------------------------------------------

def label(text: str, x: float, y: float, w: float, *, bold: bool = False, color: Color = INK,
          align: str = "center", size: float = LABEL_PT) -> Text:
    """One line of text, its box ``w`` mm wide with its top at ``y``."""
    return Text(text, x, y, w, size * 0.3528 * 1.3, font="body-bold" if bold else "body", size=size, color=color,
                align=align, wrap=False)  # type: ignore[arg-type]


def frame(board: Board, pos: Pos, color: Color, width: float = 1.0, dash: tuple[float, ...] = ()) -> Path:
    bx, by = board.box(pos)
    d = width / 2
    return rect(bx - d, by - d, board.cell + 2 * d, board.cell + 2 * d,
                Style(stroke=color, width=width, join="miter", dash=dash))


def hole(board: Board, pos: Pos) -> Path:
    """Where a card was: a dashed outline."""
    bx, by = board.box(pos)
    return rect(bx + 0.4, by + 0.4, board.cell - 0.8, board.cell - 0.8,
                Style(stroke=MUTED, width=0.35, dash=(1.2, 1.0)))


def ring(board: Board, pos: Pos, treasure: str) -> Path:
    cx, cy = board.token(pos, treasure)
    return circle(cx, cy, board.token_radius(), Style(stroke=TRACE, width=0.8))


def trace(board: Board, way: Sequence[Pos], treasure: str) -> Path:
    """The path from the treasure on the first card of ``way``, card centre to card centre, to the last's;
    it stops at the rings round the two treasures, so their pictures stay clear."""
    points = [board.token(way[0], treasure)] + [board.centre(p) for p in way] + [board.token(way[-1], treasure)]
    r = board.token_radius()
    for end, nxt in ((0, 1), (-1, -2)):
        (x0, y0), (x1, y1) = points[end], points[nxt]
        d = math.hypot(x1 - x0, y1 - y0)
        if d > r:
            points[end] = (x0 + (x1 - x0) * r / d, y0 + (y1 - y0) * r / d)
    return polyline(points, Style(stroke=TRACE, width=0.75, dash=(1.6, 0.9), cap="butt"))


def badge(x: float, y: float, r: float, ok: bool) -> list[Item]:
    """A tick on green (allowed) or a cross on red (refused), centred on (x, y)."""
    items: list[Item] = [circle(x, y, r, Style(fill=GOOD if ok else BAD, stroke=WHITE, width=0.4))]
    mark = Style(stroke=WHITE, width=r * 0.32, cap="round", join="round")
    if ok:
        items.append(polyline([(x - r * 0.45, y + r * 0.02), (x - r * 0.1, y + r * 0.38), (x + r * 0.5, y - r * 0.4)],
                              mark))
    else:
        k = r * 0.4
        items += [line(x - k, y - k, x + k, y + k, mark), line(x - k, y + k, x + k, y - k, mark)]
    return items


def turn_arrow(board: Board, pos: Pos, direction: int) -> list[Item]:
    """A curved arrow over a card: the quarter turn it was given (1 clockwise, -1 anticlockwise)."""
    cx, cy = board.centre(pos)
    r = board.cell * 0.3
    start, end = (-150.0, -60.0) if direction > 0 else (-30.0, -120.0)
    segs = arc_segments(cx, cy, r, min(start, end), max(start, end))
    style = Style(stroke=TRACE, width=1.1, cap="round")
    a = math.radians(end)
    tip = (cx + r * math.cos(a), cy + r * math.sin(a))
    # the head points the way the arrow runs at its tip
    return [Path(segs, style), _head(tip, -math.sin(a) * direction, math.cos(a) * direction, 1.8, 0.7, TRACE, 0.3)]


def marker(board: Board, pos: Pos) -> list[Item]:
    """A "played this turn" marker on a card: a coin-like disc in the card's top-left corner."""
    bx, by = board.box(pos)
    r = board.cell * 0.12
    return [circle(bx + r + 1.0, by + r + 1.0, r, Style(fill=PLAYED, stroke=INK, width=0.35))]


def arrow(x0: float, y0: float, x1: float, y1: float, color: Color = MUTED, width: float = 0.7) -> list[Item]:
    """A straight arrow from (x0, y0) to (x1, y1)."""
    d = math.hypot(x1 - x0, y1 - y0)
    ux, uy = (x1 - x0) / d, (y1 - y0) / d
    return [line(x0, y0, x1 - ux * 2.0, y1 - uy * 2.0, Style(stroke=color, width=width)),
            _head((x1, y1), ux, uy, 2.0, 0.6, color, 0.2)]


def _head(tip: tuple[float, float], ux: float, uy: float, size: float, spread: float, color: Color,
          width: float) -> Path:
    """An arrow's head: a triangle ``size`` mm long pointing along (ux, uy) to ``tip``, ``spread`` times its length
    wide to each side."""
    bx, by = tip[0] - ux * size, tip[1] - uy * size
    return Path((("M", bx - uy * size * spread, by + ux * size * spread), ("L", *tip),
                 ("L", bx + uy * size * spread, by - ux * size * spread), ("Z",)),
                Style(fill=color, stroke=color, width=width))
