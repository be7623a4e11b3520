"""The pictures of the printed rules (``Game.rules_figures``): real cards, real moves, the rules core's verdicts.

Each figure is a :class:`Page` designed at about the width of its cell on the
rules sheet (a half column is 87 mm on A4, a whole one 182 mm), so the
composer scales it by about 1 and its words print at :data:`LABEL_PT`. One
drawing at any text floor: above :data:`LABEL_PT` every size in a figure (cards,
gaps, marks, words) grows by the floor over it (:class:`Look`), so its words
print at the floor, and the composer sets it at its own size on one column;
the two-action turn keeps its three steps in a row while they fit a whole
column (a tenth smaller at most), else two a row with the key to step 3's marks beside it; the pile's
back keeps its title while that prints at the floor. The stories come from
:mod:`pnp.games.path_cards.rules_examples` (cards of a generated deck, every
move asked of the rules core); the cards are drawn by the deck's own drawing
code (:mod:`pnp.games.path_cards.rules_pen`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from pnp.games.path_cards.draw import TITLE_PT
from pnp.games.path_cards.model import SHAPE_LABEL, SHAPES
from pnp.games.path_cards.rules import Placed, Pos, pieces
from pnp.games.path_cards.rules_examples import action_example, basic_example, route
from pnp.games.path_cards.rules_pen import (
    BAD,
    GOOD,
    LABEL_PT,
    MUTED,
    PLAYED,
    TRACE,
    Board,
    arrow,
    art,
    back,
    badge,
    face,
    frame,
    hole,
    label,
    marker,
    ring,
    trace,
    turn_arrow,
    without_words,
)
from pnp.i18n import _, pgettext
from pnp.scene.color import INK
from pnp.scene.locale import per_locale
from pnp.scene.model import Item, Page, Text
from pnp.scene.shapes import numbered_disc
from pnp.scene.text import measured_text, text_width

HALF = 87.0  # mm: a half column of the rules sheet on A4 (Letter's is a little wider)
WIDTH = 180.0  # mm: the widest a figure grows to, inside A4's inner width (182) and Letter's (188)
PAD = 1.5  # mm inside the figure's frame


@dataclass(frozen=True)
class Look:
    """A figure's sizes for a text floor: as designed (``s`` = 1) or grown by the floor over :data:`LABEL_PT`."""

    floor: float = 0.0

    @property
    def s(self) -> float:
        return max(1.0, self.floor / LABEL_PT)

    @property
    def pt(self) -> float:
        return LABEL_PT * self.s

    @property
    def line(self) -> float:
        """A label's line, mm."""
        return self.pt * 0.3528 * 1.3

    @property
    def width(self) -> float:
        return min(HALF * self.s, WIDTH)


def _page(width: float, height: float, items: list[Item], name: str) -> Page:
    return Page(width, height, tuple(items), bleed=0.0, label=f"figure {name}")


def cards_figure(look: Look = Look()) -> Page:
    """One card of each shape, from the example deck, with the shape's name."""
    deck = basic_example().deck
    k, w = look.s, look.width
    cell = 19.0 * k
    gap = (w - 2 * PAD - 4 * cell) / 3
    items: list[Item] = []
    for n, shape in enumerate(SHAPES):
        card = next(c for c in deck.cards if c.shape == shape)
        x = PAD + n * (cell + gap)
        items.append(art(face(card), x, PAD, cell))
        items.append(label(_(SHAPE_LABEL[shape]), x - gap / 2, PAD + cell + 1.0 * k, cell + gap, size=look.pt))
    return _page(w, PAD + cell + 1.0 * k + look.line + PAD, items, "cards")


def setup_figure(look: Look = Look()) -> Page:
    """The deck, the opening square and a hand of two cards, as the example game begins."""
    ex = basic_example()
    k, w = look.s, look.width
    cell, gap, space, stack = 17.5 * k, 1.0 * k, 4.5 * k, 2.1 * k
    square = 2 * cell + gap
    left = (w - (stack + cell + space + square + space + cell)) / 2  # centred in the figure
    pile = back()  # the deck's back, without its title where that would print under the floor
    pile = pile if TITLE_PT * cell / pile.width >= look.floor else without_words(pile)
    # the deck: a few backs stacked, offset so it reads as a pile
    items: list[Item] = [art(pile, left + n * 0.7 * k, PAD + 9.0 * k - n * 0.7 * k, cell) for n in range(3, -1, -1)]
    board = Board(ex.opening, left + stack + cell + space, PAD, cell, gap)
    items += board.items()
    hand_x = board.x + square + space
    items += [art(face(card), hand_x, PAD + n * (cell + gap), cell) for n, card in enumerate(ex.hand)]
    below = PAD + square + 1.0 * k
    # i18n: the rules' picture of the set-up: the deck, the four cards laid first, a player's cards
    items.append(label(_("deck"), left - 2 * k, PAD + 9.0 * k + cell + 1.0 * k, cell + 4 * k, size=look.pt))
    items.append(label(_("the opening square"), board.x - 5 * k, below, square + 10 * k, size=look.pt))
    items.append(label(_("your hand"), hand_x - 4 * k, below, cell + 8 * k, size=look.pt))
    return _page(w, below + look.line + PAD, items, "setup")


def _allowed_and_refused(look: Look, name: str, words: tuple[str, str],
                         panel: Callable[[bool, float, float, float], tuple[Board, list[Item]]]) -> Page:
    """Two boards side by side, a move allowed and the same refused, each with its marks (``panel``: the board
    at x with cards ``cell`` mm wide, ``gap`` apart) and a tick or a cross and its words under it."""
    k, w = look.s, look.width
    width, r = (w - 2 * PAD - 5.0 * k) / 2, 2.2 * k
    items: list[Item] = []
    bottom = 0.0
    room = width - 2 * r - 1.2 * k  # the words' width, right of the badge
    for n, (ok, text) in enumerate(zip((True, False), words)):
        board, marks = panel(ok, PAD + n * (width + 5.0 * k), 12.8 * k, 0.8 * k)
        y = board.y + board.size[1] + 1.2 * k
        x, color = board.x + 2 * r + 1.2 * k, GOOD if ok else BAD
        if text_width(text, "body-bold", look.pt) <= room + 1e-9:
            said: Text = label(text, x, y + 0.2 * k, room, bold=True, color=color, align="left", size=look.pt)
            tall = 2 * r
        else:  # a longer language's words: on as many lines as they need, the figure grows to hold them
            said = measured_text(text, x, y + 0.2 * k, room, color=color, font="body-bold", size=look.pt,
                                 leading=1.3)
            tall = max(2 * r, 0.2 * k + said.height)
        items += [*board.items(), *marks, *badge(board.x + r, y + r, r, ok), said]
        bottom = max(bottom, y + tall)
    return _page(w, bottom + PAD, items, name)


def place_figure(look: Look = Look()) -> Page:
    """The first card where it continues a path, and turned where it does not (refused)."""
    ex = basic_example()

    def panel(ok: bool, x: float, cell: float, gap: float) -> tuple[Board, list[Item]]:
        layout = {**ex.opening, ex.first_at: Placed.of(ex.first, ex.first_turns if ok else ex.wrong_turns)}
        board = Board(layout, x, PAD, cell, gap)
        return board, [frame(board, ex.first_at, PLAYED if ok else BAD, 0.8 * look.s)]

    # i18n: the rules' picture of laying a card: the same card turned two ways, allowed and refused
    return _allowed_and_refused(look, "place", (_("a path runs on"), _("no path runs on")), panel)


def collect_figure(look: Look = Look()) -> Page:
    """The second card's path to a matching treasure: the two treasures ringed, the path traced."""
    ex = basic_example()
    k, w = look.s, look.width
    board = Board(ex.after, PAD, PAD, 19.5 * k, 1.0 * k)
    items: list[Item] = board.items()
    items.append(frame(board, ex.second_at, PLAYED, 1.0 * k))
    items.append(trace(board, ex.route, ex.treasure))
    items += [ring(board, ex.second_at, ex.treasure), ring(board, ex.taken, ex.treasure)]
    right = PAD + board.size[0] + 3.0 * k
    room = w - right - PAD
    # i18n: the rules' picture of collecting: the card just laid, and the matching card the player takes
    _side_note(items, board, ex.second_at, right, room, _("your card"), look)
    _side_note(items, board, ex.taken, right, room, _("take it"), look, ok=True)
    return _page(w, PAD + board.size[1] + PAD, items, "collect")


def _side_note(items: list[Item], board: Board, pos: Pos, x: float, w: float, text: str, look: Look,
               ok: bool | None = None) -> None:
    """A word to the right of the board, level with the card at ``pos``, with a leader line to it."""
    k, line = look.s, look.line
    _, cy = board.centre(pos)
    if ok is not None:
        items += badge(x + 2.2 * k, cy, 2.2 * k, ok)
        items.append(label(text, x + 5.6 * k, cy - line / 2, w - 5.6 * k, bold=True, color=GOOD if ok else BAD,
                           align="left", size=look.pt))
    else:
        items.append(label(text, x, cy - line / 2, w, bold=True, align="left", size=look.pt))
    bx, _ = board.box(pos)
    end = bx + board.cell + 0.8 * k
    if end < x - 3.0 * k:  # the card is not already at the label
        items += arrow(x - 0.8 * k, cy, end, cy, MUTED, 0.7 * k)


def whole_figure(look: Look = Look()) -> Page:
    """Taking the matching card that leaves one piece (allowed), and the one that strands a card (refused)."""
    ex = basic_example()
    k = look.s

    def panel(ok: bool, x: float, cell: float, gap: float) -> tuple[Board, list[Item]]:
        taken = ex.taken if ok else ex.kept
        board = Board({p: c for p, c in ex.after.items() if p != taken}, x, PAD, cell, gap, frame=tuple(ex.after))
        # refused: the cards cut off from the largest piece when ``taken`` goes (the rules core's pieces)
        stranded = [] if ok else sorted(p for part in pieces(q for q in ex.after if q != taken)[1:] for p in part)
        return board, [hole(board, taken), *(frame(board, p, BAD, 0.9 * k, dash=(1.6 * k, 0.9 * k)) for p in stranded)]

    # i18n: the rules' picture of keeping the labyrinth whole: allowed (one piece) and refused (a card alone)
    return _allowed_and_refused(look, "whole", (_("one piece"), _("a card alone")), panel)


def actions_figure(look: Look = Look()) -> Page:
    """A two-action turn: a quarter turn, a card played (with a marker), then the collection. The three steps in a
    row while they fit a whole column (:data:`WIDTH`) at nine tenths of their size or more, else two a row, the key to
    step 3's marks beside it."""
    ex = action_example()
    k = look.s
    cell, gap, space = 17.0 * k, 0.8 * k, 9.0 * k
    frame_cells = tuple(ex.after)
    r = 2.6 * k
    head = max(5.5 * k, look.line + 1.0 * k)  # a step's number and words above its board
    bw, bh = Board(ex.after, 0, 0, cell, gap, frame=frame_cells).size
    # i18n: the rules' picture of a two-action turn: its three steps
    steps = ((_("turn a card"), ex.start), (_("play a card"), ex.after), (pgettext("action", "collect"), ex.after))
    per_row = 3 if 0.9 * (3 * bw + 2 * space) + 2 * PAD <= WIDTH + 1e-9 else 2  # boards shrink by a tenth at most
    fit = (WIDTH - 2 * PAD - (per_row - 1) * space) / (per_row * bw)
    if fit < 1:  # the boards a little smaller, so that two a row still fit the column
        cell, gap = cell * fit, gap * fit
        bw, bh = Board(ex.after, 0, 0, cell, gap, frame=frame_cells).size
    spots = [(PAD + (n % per_row) * (bw + space), PAD + (n // per_row) * (head + bh + space)) for n in range(3)]
    items: list[Item] = []
    for n, ((text, layout), (x, y)) in enumerate(zip(steps, spots)):
        board = Board(layout, x, y + head, cell, gap, frame=frame_cells)
        items += board.items()
        if n == 0:
            items += [frame(board, ex.rotated, TRACE, 0.8 * k), *turn_arrow(board, ex.rotated, ex.direction),
                      hole(board, ex.played_at)]
        if n >= 1:
            items += [*marker(board, ex.played_at), frame(board, ex.played_at, PLAYED, 0.9 * k)]
        if n == 2:  # the path collected along, the matching treasures ringed, which card may go and which stays
            items.append(trace(board, route(ex.after, ex.played_at, ex.taken), ex.treasure))
            items += [ring(board, p, ex.treasure) for p in ex.members]
            for pos, ok in ((ex.taken, True), (ex.played_at, False)):
                bx, by = board.box(pos)
                items += badge(bx + board.cell - 2.4 * k, by + board.cell - 2.4 * k, 2.2 * k, ok)
        items += numbered_disc(n + 1, x + r, y + r, r, look.pt + 0.5, INK, "body-bold")
        items.append(label(text, x + 2 * r + 1.2 * k, y + 0.6 * k, bw, bold=True, align="left", size=look.pt))
    if per_row == 2:  # the key to step 3's marks, in the fourth place
        kx, ky = spots[1][0], spots[2][1] + head
        # i18n: the key to the two-action turn's last step: the turned card may be taken, the played one stays
        for n, (ok, text) in enumerate(((True, _("may be taken")), (False, _("played: stays")))):
            cy = ky + 2 * r + n * (4 * r + 2.0 * k)
            items += badge(kx + r, cy, r, ok)
            items.append(label(text, kx + 2 * r + 2.0 * k, cy - look.line / 2, bw, bold=True,
                               color=GOOD if ok else BAD, align="left", size=look.pt))
    rows = (2 + per_row) // per_row
    width = PAD + per_row * bw + (per_row - 1) * space + PAD
    return _page(width, PAD + rows * (head + bh) + (rows - 1) * space + PAD, items, "actions")


@per_locale(4)
def figures(text_floor: float = 0.0) -> dict[str, Page]:
    """Every figure the rules file names, by name, drawn for ``text_floor`` (:class:`Look`)."""
    look = Look(text_floor)
    return {
        "cards": cards_figure(look),
        "setup": setup_figure(look),
        "place": place_figure(look),
        "collect": collect_figure(look),
        "whole": whole_figure(look),
        "actions": actions_figure(look),
    }
