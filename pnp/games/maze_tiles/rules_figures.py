"""The pictures of the printed rules: the set-up, an example turn, and every symbol and piece with what it does.

Each picture is drawn from the worked example of :mod:`.rules_example` (a
generated, verified tile set, a dealt set-up and a turn the rules core
played) with the components' own drawing code: tiles are ``tile_faces``
pages turned as the board holds them, costs are ``costs.cost_items``, tokens
and dice faces are the token and die modules' pages and faces. Only the
marks that explain (step numbers, arrows, hero markers) are drawn here.

Each figure is drawn at about the size it prints (the rules sheet scales it
into its cell), so its words stay at least :data:`MIN_LABEL` points there.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, replace

from pnp.games.maze_tiles.board_view import board_items, hero_marker, region_around
from pnp.games.maze_tiles.content import load_content
from pnp.games.maze_tiles.costs import cost_items, token_glyph
from pnp.games.maze_tiles.legend_art import legend_art
from pnp.games.maze_tiles.model import Board, Pos
from pnp.games.maze_tiles.palette import INK, PANEL, PARCHMENT
from pnp.games.maze_tiles.rules_example import ExampleTurn, example_turn
from pnp.scene.affine import Affine
from pnp.scene.color import WHITE, Color
from pnp.scene.locale import localised, per_locale
from pnp.scene.model import Group, Icon, Item, Page, Path, Style, Text
from pnp.scene.shapes import circle, line, numbered_disc, rect, rounded_rect
from pnp.scene.text import PT, measured_text, text_width

MIN_LABEL = 7.0  # pt: the smallest words of a figure once the rules sheet has scaled it
LABEL = 8.0  # pt: the figures' words, as the captions under them
MARK = Color.hex("#8a3b12")  # the rules sheet's accent: step numbers and arrows
REFUSED = Color.hex("#b3261e")

SETUP_TILE = 12.0  # mm: a tile of the set-up picture (the 7 × 7 board fits a half column)
TURN_TILE = 13.0  # mm: a tile of the example turn (two 3 × 3 panels across a half column)
THUMB = 13.0  # mm: a picture of the legend
LEGEND_WIDTH = 182.0  # mm: the text width of an A4 page, so the legend prints at its size there


@dataclass(frozen=True)
class FigureLook:
    """The sizes the figures are drawn at: as designed (the rules sheet scales them into their cells) while their
    words hold the text floor, else every size grown by the floor over :data:`LABEL` (tiles, marks, rows and
    words alike, so a figure keeps its proportions and its words print at the floor)."""

    floor: float = 0.0  # pt: the text floor the figures are drawn for

    @property
    def scale(self) -> float:
        return max(1.0, self.floor / LABEL)

    def mm(self, designed: float) -> float:
        """A designed length, grown with the words."""
        return designed * self.scale

    @property
    def label(self) -> float:  # pt
        return LABEL * self.scale

    @property
    def legend_cols(self) -> int:
        """As many columns (three at most) as leave each entry :data:`LEGEND_EMS` ems of text beside its picture."""
        for cols in range(3, 1, -1):
            col_w = (LEGEND_WIDTH - 2 * LEGEND_PAD - (cols - 1) * LEGEND_GAP) / cols
            if col_w - self.mm(THUMB) - TEXT_GAP >= LEGEND_EMS * self.label * PT:
                return cols
        return 1


DESIGNED = FigureLook()
LEGEND_PAD, LEGEND_GAP, TEXT_GAP = 2.0, 5.0, 2.5  # mm: the legend's edge, between its columns, picture to text
LEGEND_EMS = 14.0  # a legend entry's text keeps this many ems of its words (as designed: 14.4 in three columns)
BADGE_R, STEP_R = 2.6, 2.3  # mm: a set-up step's number disc, and the example turn's
TOKENS_W = 24.0  # mm: "Her 7 tokens:"


def arrow(x0: float, y0: float, x1: float, y1: float, color: Color = MARK, width: float = 0.9) -> list[Item]:
    """A straight arrow from (x0, y0) to (x1, y1), its head a filled triangle."""
    length = math.hypot(x1 - x0, y1 - y0)
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    head = 2.6
    bx, by = x1 - ux * head, y1 - uy * head
    px, py = -uy * head * 0.55, ux * head * 0.55
    shaft = line(x0, y0, bx, by, Style(stroke=color, width=width, cap="round"))
    tip = Path((("M", x1, y1), ("L", bx + px, by + py), ("L", bx - px, by - py), ("Z",)), Style(fill=color))
    return [shaft, tip]


# --- set-up --------------------------------------------------------------------------

def setup_figure(turn: ExampleTurn, lk: FigureLook = DESIGNED) -> Page:
    """The dealt 7 × 7 board: the door (1), the eight centre tiles face up (2), forty face down (3), heroes (4)."""
    board, s = turn.setup, lk.mm(SETUP_TILE)
    r, pt = lk.mm(BADGE_R), lk.label
    n = board.size
    pad = 3.0
    width = height = n * s + 2 * pad
    items: list[Item] = [rect(0, 0, width, height, Style(fill=PARCHMENT))]
    items += board_items(turn.tileset, board, range(n), range(n), pad, pad, s)
    c = n // 2
    lo, hi = pad + (c - 1) * s, pad + (c + 2) * s
    items.append(rect(lo - 0.6, lo - 0.6, hi - lo + 1.2, hi - lo + 1.2,
                      Style(stroke=PARCHMENT, width=1.0, dash=(2.0, 1.2))))
    for color, (x, y) in board.heroes:
        items += hero_marker(color, pad + (x + 0.5) * s, pad + (y + 0.5) * s, s * 0.3)
    centre = pad + (c + 0.5) * s
    bx, by = next(p for col, p in board.heroes if col == turn.hero)
    for n, (px, py) in enumerate(((centre + s * 0.32, centre - s * 0.32), (hi - 0.2, lo + 0.2),
                                  (pad + s * 0.5, pad + s * 0.5), (pad + (bx + 0.85) * s, pad + (by + 0.85) * s)), 1):
        items += numbered_disc(n, px, py, r, pt, MARK)
    return Page(width, height, tuple(items), bleed=0.0, label="rules figure set-up")


# --- the example turn -----------------------------------------------------------------

def _panel_title(text: str, x: float, y: float, w: float, lk: FigureLook = DESIGNED) -> Text:
    return Text(text, x, y, w, lk.mm(4.5), font="body-bold", size=lk.label + 0.5,
                color=INK, valign="middle", wrap=False)


def turn_figure(turn: ExampleTurn, lk: FigureLook = DESIGNED) -> Page:
    """Before and after the example turn side by side, and under them what each step cost."""
    ts, s = turn.tileset, lk.mm(TURN_TILE)
    cols, rows = _region(turn)
    panel_w, panel_h = len(cols) * s, len(rows) * s
    pad, gap = 2.0, 6.0
    top = pad + lk.mm(5.5)
    # as wide as the panels, or as a longer translation's step names need (the panels centred above them)
    width = max(2 * panel_w + gap, _tally_width(turn, lk)) + 2 * pad

    def centre(pos: tuple[int, int], x0: float) -> tuple[float, float]:
        return x0 + (pos[0] - cols[0] + 0.5) * s, top + (pos[1] - rows[0] + 0.5) * s

    x0 = (width - 2 * panel_w - gap) / 2
    x1 = x0 + panel_w + gap
    items: list[Item] = [_panel_title("Before", x0, pad, panel_w, lk), _panel_title("After", x1, pad, panel_w, lk)]
    # before: the hero on her tile, and the Move the rules refuse
    items += board_items(ts, turn.setup, cols, rows, x0, top, s)
    start, near, _why = turn.refused
    (ax, ay), (bx, by) = centre(start, x0), centre(near, x0)
    items += arrow(*_along(ax, ay, bx, by, 0.3, 0.9), REFUSED)
    mx, my = (ax + bx) / 2, (ay + by) / 2
    k = s / TURN_TILE  # the refused step's cross grows with the tiles
    items += [circle(mx, my, 2.6 * k, Style(fill=WHITE, stroke=REFUSED, width=0.5)),
              Icon("cross", mx - 1.9 * k, my - 1.9 * k, 3.8 * k, REFUSED)]
    items += _heroes(turn.setup, cols, rows, lambda p: centre(p, x0), s)
    # after: the board the rules core left, the hero's way, and a number per step
    after = turn.steps[-1].board
    items += board_items(ts, after, cols, rows, x1, top, s)
    way = [turn.start, turn.steps[1].at, turn.steps[2].at]
    sx, sy = centre(turn.start, x1)
    items.append(circle(sx, sy, s * 0.26, Style(stroke=WHITE, width=0.5, dash=(1.0, 0.8))))
    for p, q in zip(way, way[1:]):
        items += arrow(*_along(*centre(p, x1), *centre(q, x1), 0.3, 0.78))
    items += _heroes(after, cols, rows, lambda p: centre(p, x1), s)
    for i, step in enumerate(turn.steps):
        cx, cy = centre(step.at, x1)
        if i in (1, 2):  # a step along the way: its number beside its arrow, on the right of the way
            (px, py) = centre(way[i - 1], x1)
            ux, uy = (cx - px) / s, (cy - py) / s
            cx, cy = (px + cx) / 2 - uy * 0.24 * s, (py + cy) / 2 + ux * 0.24 * s
        elif i == 0:  # the turned tile: its number on the tile, off the way
            cx, cy = cx - 0.28 * s, cy + 0.28 * s
        else:  # the key claimed where she stands
            cx, cy = cx + 0.3 * s, cy - 0.3 * s
        items += numbered_disc(i + 1, cx, cy, lk.mm(STEP_R), lk.label, MARK)
    y = top + panel_h + 3.0
    items += _tally(turn, pad, y, width - 2 * pad, lk)
    height = y + lk.mm(TALLY_HEIGHT) + pad
    return Page(width, height, tuple(items), bleed=0.0, label="rules figure turn")


def _along(x0: float, y0: float, x1: float, y1: float, t0: float, t1: float) -> tuple[float, float, float, float]:
    """The part of the segment from fraction t0 to fraction t1."""
    return x0 + (x1 - x0) * t0, y0 + (y1 - y0) * t0, x0 + (x1 - x0) * t1, y0 + (y1 - y0) * t1


def _region(turn: ExampleTurn) -> tuple[range, range]:
    return region_around(turn.setup, [turn.start] + [step.at for step in turn.steps], 3)


def _heroes(board: Board, cols: range, rows: range, at: Callable[[Pos], tuple[float, float]],
            tile: float = TURN_TILE) -> list[Item]:
    """The heroes standing in the pictured part of the board."""
    return [item for color, pos in board.heroes if pos[0] in cols and pos[1] in rows
            for item in hero_marker(color, *at(pos), tile * 0.26)]


TALLY_ROW = 6.6
TALLY_HEIGHT = 3 * TALLY_ROW + 2.0


def _tally_width(turn: ExampleTurn, lk: FigureLook) -> float:
    """The least width of the tally's two columns of steps: each step's name in the current locale on its line
    (with 1 mm to spare), beside its number and its price."""
    name = max(text_width(localised(step.action.name), "body-bold", lk.label) for step in turn.steps)
    return 2 * (name + 1.0 + lk.mm(22)) + 3.0


def _tally(turn: ExampleTurn, x: float, y: float, w: float, lk: FigureLook = DESIGNED) -> list[Item]:
    """Her seven tokens, then each step with its price as the hero boards print it, two steps a row."""
    label = localised("Her 7 tokens:")
    # as designed, or as wide as a longer translation needs (its tokens move right)
    row, tw = lk.mm(TALLY_ROW), max(lk.mm(TOKENS_W), text_width(label, "body-bold", lk.label) + 2.0)
    items: list[Item] = [Text(label, x, y, tw, row, font="body-bold", size=lk.label, color=INK,
                              valign="middle", wrap=False)]
    d, gap = lk.mm(4.6), lk.mm(0.9)
    kinds = ["hand"] * turn.pool.hand + ["feet"] * turn.pool.feet
    for i, kind in enumerate(kinds):
        items += token_glyph(kind, x + tw + d / 2 + i * (d + gap), y + row / 2, d)
    col_w = (w - 3.0) / 2
    for i, step in enumerate(turn.steps):
        r, c = divmod(i, 2)
        rx, ry = x + c * (col_w + 3.0), y + (r + 1) * row + 1.0
        items.append(rounded_rect(rx, ry + 0.4, col_w, row - 0.8, 1.2, Style(fill=PANEL)))
        items += numbered_disc(i + 1, rx + lk.mm(3.2), ry + row / 2, lk.mm(STEP_R), lk.label, MARK)
        items.append(Text(localised(step.action.name), rx + lk.mm(6.8), ry, col_w - lk.mm(22), row, font="body-bold",
                          size=lk.label, color=INK, valign="middle", wrap=False))
        items += cost_items(step.action.cost, rx + col_w - lk.mm(8.5), ry + lk.mm(1.1), row - lk.mm(2.2),
                            floor=lk.floor)
    return items


# --- symbols and pieces -----------------------------------------------------------------

def legend_figure(lk: FigureLook = DESIGNED) -> Page:
    """Every tile symbol and piece with what it does, in as many columns as leave its words room."""
    entries = legend_art(example_turn().tileset, load_content(), lk.mm(THUMB))
    cols, pad, thumb = lk.legend_cols, LEGEND_PAD, lk.mm(THUMB)
    col_w = (LEGEND_WIDTH - 2 * pad - (cols - 1) * LEGEND_GAP) / cols
    text_w, below = col_w - thumb - TEXT_GAP, lk.mm(4.2)
    # set in the current locale: a longer translation's rows grow
    bodies = [measured_text(localised(text), 0, 0, text_w, size=lk.label, color=INK, leading=1.15)
              for _, _, text in entries]
    per_col = math.ceil(len(entries) / cols)
    row_h = [max(max(thumb, below + bodies[i].height) for i in range(r, len(entries), per_col))
             for r in range(per_col)]
    items: list[Item] = []
    for i, ((art, name, _), body) in enumerate(zip(entries, bodies)):
        c, r = divmod(i, per_col)
        x = pad + c * (col_w + LEGEND_GAP)
        y = pad + sum(row_h[:r]) + r * 2.5
        tx = x + thumb + TEXT_GAP
        items += [Group(tuple(art), Affine.translate(x, y)),
                  Text(localised(name), tx, y, text_w, lk.mm(4.0), font="body-bold", size=lk.label, color=INK,
                       wrap=False),
                  replace(body, x=tx, y=y + below)]
    height = sum(row_h) + (per_col - 1) * 2.5 + 2 * pad
    return Page(LEGEND_WIDTH, height, tuple(items), bleed=0.0, label="rules figure symbols")


@per_locale(2)
def rules_figures(text_floor: float = 0.0) -> dict[str, Page]:
    """Every figure the maze-tile rules name, drawn once per process (a kit pays once) for ``text_floor``: as
    designed while their words hold it, else grown with their words to it (:class:`FigureLook`)."""
    turn = example_turn()
    lk = FigureLook(text_floor)
    return {"set-up": setup_figure(turn, lk), "turn": turn_figure(turn, lk), "symbols": legend_figure(lk)}
