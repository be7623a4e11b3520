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
from pnp.games.maze_tiles.costs import cost_row, token_glyph
from pnp.games.maze_tiles.legend_art import legend_art
from pnp.games.maze_tiles.model import Board, Pos
from pnp.games.maze_tiles.palette import INK, PANEL, PARCHMENT
from pnp.games.maze_tiles.rules_example import ExampleTurn, example_turn
from pnp.i18n import _, ngettext
from pnp.scene import boxes as b
from pnp.scene.affine import Affine
from pnp.scene.arrange import height_of, lay_out, width_of
from pnp.scene.color import WHITE, Color
from pnp.scene.ladder import first_that_holds
from pnp.scene.locale import per_locale
from pnp.scene.model import Group, Icon, Item, Page, Path, Style
from pnp.scene.shapes import circle, line, rect, rounded_rect
from pnp.scene.text import PT

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


DESIGNED = FigureLook()
LEGEND_PAD, LEGEND_GAP, TEXT_GAP = 2.0, 5.0, 2.5  # mm: the legend's edge, between its columns, picture to text
LEGEND_EMS = 14.0  # a legend entry's text keeps this many ems of its words (as designed: 14.4 in three columns)
BADGE_R, STEP_R = 2.6, 2.3  # mm: a set-up step's number disc, and the example turn's
TOKENS_W = 24.0  # mm: "Her 7 tokens:"
At = Callable[[Pos], tuple[float, float]]  # a board position's centre in a picture


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


def badge(n: int, r: float, lk: FigureLook, **kw) -> b.Words:
    """A step's number on a disc of the accent ``r`` mm round, white-rimmed so it reads on any picture."""
    def disc(x: float, y: float, w: float, h: float) -> list[Item]:
        return [circle(x + w / 2, y + h / 2, r, Style(fill=MARK, stroke=WHITE, width=0.4))]
    return b.Words(text=str(n), font="body-black", size=lk.label, color=WHITE, text_align="center", valign="middle",
                   wrap=False, width=2 * r, height=2 * r, shrink=0, back=disc, name="step number", **kw)


# --- set-up --------------------------------------------------------------------------

def setup_figure(turn: ExampleTurn, lk: FigureLook = DESIGNED) -> Page:
    """The dealt 7 × 7 board: the door (1), the eight centre tiles face up (2), forty face down (3), heroes (4)."""
    board, s = turn.setup, lk.mm(SETUP_TILE)
    r = lk.mm(BADGE_R)
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
        items += lay_out(badge(n, r, lk), px - r, py - r, 2 * r, 2 * r, lk.floor).fitted("a step's number")
    return Page(width, height, tuple(items), bleed=0.0, label="rules figure set-up")


# --- the example turn -----------------------------------------------------------------

def turn_figure(turn: ExampleTurn, lk: FigureLook = DESIGNED) -> Page:
    """Before and after the example turn side by side under their titles, and under them what each step cost: a
    column as wide as the panels, or as a longer translation's step names need (the panels centred above them)."""
    ts, s, r = turn.tileset, lk.mm(TURN_TILE), lk.mm(STEP_R)
    cols, rows = _region(turn)

    def panel(title: str, board: Board, marks: Callable[[At], list[Item]]) -> b.Column:
        """A titled picture of ``board``'s region, ``marks`` drawn over it (``at`` gives a position's centre)."""
        def draw(x: float, y: float, w: float, h: float) -> list[Item]:
            def at(pos: Pos) -> tuple[float, float]:
                return x + (pos[0] - cols[0] + 0.5) * s, y + (pos[1] - rows[0] + 0.5) * s
            return board_items(ts, board, cols, rows, x, y, s) + marks(at)
        return b.Column(gap=lk.mm(1.0), children=(
            b.Words(text=title, font="body-bold", size=lk.label + 0.5, color=INK, valign="middle", wrap=False,
                    height=lk.mm(4.5), name="panel title"),
            b.Art(width=len(cols) * s, height=len(rows) * s, draw=draw)))

    def before(at: At) -> list[Item]:  # the hero, and the Move the rules refuse
        start, near, _why = turn.refused
        (ax, ay), (bx, by) = at(start), at(near)
        mx, my = (ax + bx) / 2, (ay + by) / 2
        k = s / TURN_TILE  # the refused step's cross grows with the tiles
        return [*arrow(*_along(ax, ay, bx, by, 0.3, 0.9), REFUSED),
                circle(mx, my, 2.6 * k, Style(fill=WHITE, stroke=REFUSED, width=0.5)),
                Icon("cross", mx - 1.9 * k, my - 1.9 * k, 3.8 * k, REFUSED), *_heroes(turn.setup, cols, rows, at, s)]

    def after(at: At) -> list[Item]:  # the hero's way, and a number per step
        way = [turn.start, turn.steps[1].at, turn.steps[2].at]
        items: list[Item] = [circle(*at(turn.start), s * 0.26, Style(stroke=WHITE, width=0.5, dash=(1.0, 0.8)))]
        for p, q in zip(way, way[1:]):
            items += arrow(*_along(*at(p), *at(q), 0.3, 0.78))
        items += _heroes(turn.steps[-1].board, cols, rows, at, s)
        for i, step in enumerate(turn.steps):
            cx, cy = at(step.at)
            if i in (1, 2):  # a step along the way: its number beside its arrow, on the right of the way
                (px, py) = at(way[i - 1])
                ux, uy = (cx - px) / s, (cy - py) / s
                cx, cy = (px + cx) / 2 - uy * 0.24 * s, (py + cy) / 2 + ux * 0.24 * s
            elif i == 0:  # the turned tile: its number on the tile, off the way
                cx, cy = cx - 0.28 * s, cy + 0.28 * s
            else:  # the key claimed where she stands
                cx, cy = cx + 0.3 * s, cy - 0.3 * s
            items += lay_out(badge(i + 1, r, lk), cx - r, cy - r, 2 * r, 2 * r, lk.floor).fitted("a step's number")
        return items

    figure = b.Column(pad=2.0, gap=3.0, children=(
        # i18n: over the two pictures of the rules' example turn: the board before it and after it
        b.Row(gap=6.0, justify="center", children=(panel(_("Before"), turn.setup, before),
                                                   panel(_("After"), turn.steps[-1].board, after))),
        _tally(turn, lk)))
    width = width_of(figure, lk.floor)
    height = height_of(figure, width, lk.floor)
    items = lay_out(figure, 0, 0, width, height, lk.floor).fitted("the example turn's figure")
    return Page(width, height, items, bleed=0.0, label="rules figure turn")


def _along(x0: float, y0: float, x1: float, y1: float, t0: float, t1: float) -> tuple[float, float, float, float]:
    """The part of the segment from fraction t0 to fraction t1."""
    return x0 + (x1 - x0) * t0, y0 + (y1 - y0) * t0, x0 + (x1 - x0) * t1, y0 + (y1 - y0) * t1


def _region(turn: ExampleTurn) -> tuple[range, range]:
    return region_around(turn.setup, [turn.start] + [step.at for step in turn.steps], 3)


def _heroes(board: Board, cols: range, rows: range, at: At, tile: float = TURN_TILE) -> list[Item]:
    """The heroes standing in the pictured part of the board."""
    return [item for color, pos in board.heroes if pos[0] in cols and pos[1] in rows
            for item in hero_marker(color, *at(pos), tile * 0.26)]


TALLY_ROW = 6.6


def _tally(turn: ExampleTurn, lk: FigureLook = DESIGNED) -> b.Column:
    """Her seven tokens, then each step with its price as the hero boards print it, two steps a row: a step's name
    on one line (with 1 mm to spare) beside its number and price, the figure as wide as the longest name needs."""
    row, d, cost_d = lk.mm(TALLY_ROW), lk.mm(4.6), lk.mm(TALLY_ROW - 2.2)

    def words(text: str, **kw) -> b.Words:
        return b.Words(text=text, font="body-bold", size=lk.label, color=INK, valign="middle", wrap=False, **kw)

    def token(kind: str) -> b.Art:
        return b.Art(width=d, shrink=0, draw=lambda x, y, w, h: token_glyph(kind, x + w / 2, y + h / 2, d))

    def band(x: float, y: float, w: float, h: float) -> list[Item]:
        return [rounded_rect(x, y + 0.4, w, h - 0.8, 1.2, Style(fill=PANEL))]

    kinds = ["hand"] * turn.pool.hand + ["feet"] * turn.pool.feet
    # the label as designed, or as wide as a longer translation needs (its tokens move right)
    tokens = b.Row(height=row, gap=2.0, children=(
        # i18n: the rules' example turn: the action tokens the hero (a woman) has, drawn after the words
        words(ngettext("Her {n} token:", "Her {n} tokens:", len(kinds)).format(n=len(kinds)),
              min_width=lk.mm(TOKENS_W) - 2.0, shrink=0),
        b.Row(gap=lk.mm(0.9), children=tuple(token(kind) for kind in kinds))))
    steps = [b.Row(height=row, back=band, children=(
        b.Box(width=lk.mm(0.9)), badge(i, lk.mm(STEP_R), lk, align="center"), b.Box(width=lk.mm(1.3)),
        words(step.action.name, name="step"), b.Box(grow=1, min_width=1.0),
        b.Row(width=lk.mm(13.4), justify="center", children=(
            replace(cost_row(step.action.cost, cost_d), height=cost_d, align="center"),)),
        b.Box(width=lk.mm(1.8)))) for i, step in enumerate(turn.steps, 1)]
    cell = max(width_of(step, lk.floor) for step in steps)  # every step's cell as wide as the longest name's
    pairs = [b.Row(gap=3.0, children=tuple(replace(c, grow=1, min_width=cell) for c in steps[i:i + 2]))
             for i in range(0, len(steps), 2)]
    return b.Column(children=(tokens, b.Box(height=1.0), *pairs, b.Box(height=lk.mm(2.0) - 1.0)), name="tally")


# --- symbols and pieces -----------------------------------------------------------------

def legend_figure(lk: FigureLook = DESIGNED) -> Page:
    """Every tile symbol and piece with what it does, a grid of entries down its columns; a longer translation's
    rows grow."""
    thumb = lk.mm(THUMB)

    def entry(art: list[Item], name: str, text: str) -> b.Row:  # the picture, its name, what it does under it
        return b.Row(gap=TEXT_GAP, children=(
            b.Art(width=thumb, height=thumb, shrink=0, align="start",
                  draw=lambda x, y, w, h: [Group(tuple(art), Affine.translate(x, y))]),
            b.Column(grow=1, children=(  # as designed: unhyphenated, 0.05 mm to spare under the words
                b.Words(text=name, font="body-bold", size=lk.label, color=INK, wrap=False, height=lk.mm(4.2)),
                b.Words(text=text, size=lk.label, color=INK, leading=1.15, lang="", name=name), b.Box(height=0.05)))))

    entries = [entry(*e) for e in legend_art(example_turn().tileset, load_content(), thumb)]
    # as many columns (three at most) as leave each entry LEGEND_EMS ems of its words beside its picture
    least = thumb + TEXT_GAP + LEGEND_EMS * lk.label * PT
    cols = first_that_holds((3, 2, 1), lambda n: n * least + (n - 1) * LEGEND_GAP <= LEGEND_WIDTH - 2 * LEGEND_PAD)
    per_col = math.ceil(len(entries) / cols)
    cells = [entries[c * per_col + r] if c * per_col + r < len(entries) else b.Box()
             for r in range(per_col) for c in range(cols)]
    grid = b.Grid(columns=(b.Fr(),) * cols, cells=tuple(cells), gap=LEGEND_GAP, row_gap=2.5, pad=LEGEND_PAD,
                  name="legend")
    height = height_of(grid, LEGEND_WIDTH, lk.floor)
    items = lay_out(grid, 0, 0, LEGEND_WIDTH, height, lk.floor).fitted("the legend of symbols and pieces")
    return Page(LEGEND_WIDTH, height, items, bleed=0.0, label="rules figure symbols")


@per_locale(2)
def rules_figures(text_floor: float = 0.0) -> dict[str, Page]:
    """Every figure the maze-tile rules name, drawn once per process (a kit pays once) for ``text_floor``: as
    designed while their words hold it, else grown with their words to it (:class:`FigureLook`)."""
    turn = example_turn()
    lk = FigureLook(text_floor)
    return {"set-up": setup_figure(turn, lk), "turn": turn_figure(turn, lk), "symbols": legend_figure(lk)}
