"""The pictures of the printed rules (``Game.rules_figures``): real cards, real moves, the rules core's verdicts.

Each figure is a :class:`Page` designed at about the width of its cell on the
rules sheet (a half column is 87 mm on A4, a whole one 182 mm), so the
composer scales it by about 1 and its words print at :data:`LABEL_PT`. The
stories come from :mod:`pnp.games.path_cards.rules_examples` (cards of a
generated deck, every move asked of the rules core); the cards are drawn by
the deck's own drawing code (:mod:`pnp.games.path_cards.rules_pen`).
"""

from __future__ import annotations

from functools import lru_cache

from pnp.games.path_cards.model import SHAPE_LABEL, SHAPES
from pnp.games.path_cards.rules import Placed, Pos
from pnp.games.path_cards.rules_examples import ActionExample, BasicExample, action_example, basic_example
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
    number,
    ring,
    trace,
    turn_arrow,
)
from pnp.scene.model import Item, Page

HALF = 87.0  # mm: a half column of the rules sheet on A4 (Letter's is a little wider)
FULL = 182.0
PAD = 1.5  # mm inside the figure's frame
LINE = LABEL_PT * 0.3528 * 1.3  # a label's line, mm


def _page(width: float, height: float, items: list[Item], name: str) -> Page:
    return Page(width, height, tuple(items), bleed=0.0, label=f"figure {name}")


def cards_figure() -> Page:
    """One card of each shape, from the example deck, with the shape's name."""
    deck = basic_example().deck
    cell, gap = 19.0, (HALF - 2 * PAD - 4 * 19.0) / 3
    items: list[Item] = []
    for n, shape in enumerate(SHAPES):
        card = next(c for c in deck.cards if c.shape == shape)
        x = PAD + n * (cell + gap)
        items.append(art(face(card), x, PAD, cell))
        items.append(label(SHAPE_LABEL[shape], x - gap / 2, PAD + cell + 1.0, cell + gap))
    return _page(HALF, PAD + cell + 1.0 + LINE + PAD, items, "cards")


def setup_figure() -> Page:
    """The deck, the opening square and a hand of two cards, as the example game begins."""
    ex = basic_example()
    cell, gap, space, stack = 17.5, 1.0, 4.5, 2.1
    square = 2 * cell + gap
    left = (HALF - (stack + cell + space + square + space + cell)) / 2  # centred in the figure
    top = PAD
    items: list[Item] = []
    # the deck: a few backs stacked, offset so it reads as a pile
    for k in range(3, -1, -1):
        items.append(art(back(), left + k * 0.7, top + 9.0 - k * 0.7, cell))
    board = Board(ex.opening, left + stack + cell + space, top, cell, gap)
    items += board.items()
    hand_x = board.x + square + space
    for n, card in enumerate(ex.hand):
        items.append(art(face(card), hand_x, top + n * (cell + gap), cell))
    below = top + square + 1.0
    items.append(label("deck", left - 2, top + 9.0 + cell + 1.0, cell + 4))
    items.append(label("the opening square", board.x - 5, below, square + 10))
    items.append(label("your hand", hand_x - 4, below, cell + 8))
    return _page(HALF, below + LINE + PAD, items, "setup")


def _panel(items: list[Item], board: Board, ok: bool, text: str, width: float) -> float:
    """The board with a tick or cross and a word under it; returns the y below."""
    y = board.y + board.size[1] + 1.2
    r = 2.2
    words = label(text, board.x + 2 * r + 1.2, y + 0.2, width - 2 * r - 1.2, bold=True, color=GOOD if ok else BAD,
                  align="left")
    items += badge(board.x + r, y + r, r, ok)
    items.append(words)
    return y + 2 * r


def place_figure() -> Page:
    """The first card where it continues a path, and turned where it does not (refused)."""
    ex = basic_example()
    cell, gap = 12.8, 0.8
    panel = (HALF - 2 * PAD - 5.0) / 2
    items: list[Item] = []
    bottom = 0.0
    for n, (turns, ok, text) in enumerate(((ex.first_turns, True, "a path runs on"),
                                           (ex.wrong_turns, False, "no path runs on"))):
        layout = dict(ex.opening)
        layout[ex.first_at] = Placed.of(ex.first, turns)
        board = Board(layout, PAD + n * (panel + 5.0), PAD, cell, gap)
        items += board.items()
        items.append(frame(board, ex.first_at, PLAYED if ok else BAD, 0.8))
        bottom = max(bottom, _panel(items, board, ok, text, panel))
    return _page(HALF, bottom + PAD, items, "place")


def _collect_board(ex: BasicExample, cell: float) -> Board:
    return Board(ex.after, PAD, PAD, cell, 1.0)


def collect_figure() -> Page:
    """The second card's path to a matching treasure: the two treasures ringed, the path traced."""
    ex = basic_example()
    board = _collect_board(ex, 19.5)
    items: list[Item] = board.items()
    items.append(frame(board, ex.second_at, PLAYED, 1.0))
    items.append(trace(board, ex.route, ex.treasure))
    items += [ring(board, ex.second_at, ex.treasure), ring(board, ex.taken, ex.treasure)]
    right = PAD + board.size[0] + 3.0
    w = HALF - right - PAD
    _side_note(items, board, ex.second_at, right, w, "your card")
    _side_note(items, board, ex.taken, right, w, "take it", ok=True)
    return _page(HALF, PAD + board.size[1] + PAD, items, "collect")


def _side_note(items: list[Item], board: Board, pos: Pos, x: float, w: float, text: str,
               ok: bool | None = None) -> None:
    """A word to the right of the board, level with the card at ``pos``, with a leader line to it."""
    _, cy = board.centre(pos)
    if ok is not None:
        items += badge(x + 2.2, cy, 2.2, ok)
        items.append(label(text, x + 5.6, cy - LINE / 2, w - 5.6, bold=True, color=GOOD if ok else BAD, align="left"))
    else:
        items.append(label(text, x, cy - LINE / 2, w, bold=True, align="left"))
    bx, _ = board.box(pos)
    end = bx + board.cell + 0.8
    if end < x - 3.0:  # the card is not already at the label
        items += arrow(x - 0.8, cy, end, cy, MUTED)


def whole_figure() -> Page:
    """Taking the matching card that leaves one piece (allowed), and the one that strands a card (refused)."""
    ex = basic_example()
    cell, gap = 12.8, 0.8
    panel = (HALF - 2 * PAD - 5.0) / 2
    items: list[Item] = []
    bottom = 0.0
    for n, (taken, ok, text) in enumerate(((ex.taken, True, "one piece"), (ex.kept, False, "a card alone"))):
        board = Board({p: c for p, c in ex.after.items() if p != taken}, PAD + n * (panel + 5.0), PAD, cell, gap,
                      frame=tuple(ex.after))
        items += board.items()
        items.append(hole(board, taken))
        if not ok:
            for pos in _stranded(ex, taken):
                items.append(frame(board, pos, BAD, 0.9, dash=(1.6, 0.9)))
        bottom = max(bottom, _panel(items, board, ok, text, panel))
    return _page(HALF, bottom + PAD, items, "whole")


def _stranded(ex: BasicExample, taken: Pos) -> list[Pos]:
    """The cards cut off from the largest piece when ``taken`` goes (the rules core's pieces)."""
    from pnp.games.path_cards.rules import pieces

    parts = pieces(p for p in ex.after if p != taken)
    return sorted(p for part in parts[1:] for p in part)


def actions_figure() -> Page:
    """A two-action turn: a quarter turn, a card played (with a marker), then the collection."""
    ex = action_example()
    cell, gap, space = 17.0, 0.8, 9.0
    frame_cells = tuple(ex.after)
    items: list[Item] = []
    x = PAD
    bottom = 0.0
    steps = (("turn a card", ex.start), ("play a card", ex.after), ("collect", ex.after))
    for n, (text, layout) in enumerate(steps):
        board = Board(layout, x, PAD + 5.5, cell, gap, frame=frame_cells)
        items += board.items()
        if n == 0:
            items.append(frame(board, ex.rotated, TRACE, 0.8))
            items += turn_arrow(board, ex.rotated, ex.direction)
            items.append(hole(board, ex.played_at))
        if n >= 1:
            items += marker(board, ex.played_at)
            items.append(frame(board, ex.played_at, PLAYED, 0.9))
        if n == 2:
            _collect_marks(items, board, ex)
        items += number(x + 2.6, PAD + 2.6, 2.6, n + 1)
        items.append(label(text, x + 6.4, PAD + 0.6, board.size[0], bold=True, align="left"))
        bottom = max(bottom, board.y + board.size[1])
        x += board.size[0] + space
    return _page(x - space + PAD, bottom + PAD, items, "actions")


def _collect_marks(items: list[Item], board: Board, ex: ActionExample) -> None:
    from pnp.games.path_cards.rules_examples import route

    way = route(ex.after, ex.played_at, ex.taken)
    items.append(trace(board, way, ex.treasure))
    items += [ring(board, p, ex.treasure) for p in ex.members]
    for pos, ok in ((ex.taken, True), (ex.played_at, False)):
        bx, by = board.box(pos)
        items += badge(bx + board.cell - 2.4, by + board.cell - 2.4, 2.2, ok)


@lru_cache(maxsize=2)
def figures(text_floor: float = 0.0) -> dict[str, Page]:
    """Every figure the rules file names, by name; above :data:`LABEL_PT` (large print) drawn larger for the
    page's whole width (:mod:`pnp.games.path_cards.rules_figures_large`)."""
    if text_floor > LABEL_PT:
        from pnp.games.path_cards.rules_figures_large import figures as large

        return large(text_floor)
    return {
        "cards": cards_figure(),
        "setup": setup_figure(),
        "place": place_figure(),
        "collect": collect_figure(),
        "whole": whole_figure(),
        "actions": actions_figure(),
    }
