"""The pictures of the printed rules in large print: the same stories, the cards half as large again or more,
every word at the floor.

In large print the rules composer sets one section to a row and draws each
figure at its own size (never shrunk), so these figures are designed for the
page's inner width (at most :data:`WIDTH`, which A4's 182 mm and Letter's
188 mm both hold) with every label at ``floor`` pt or more as drawn. They show
the same cards, the same moves and the same marks as the default figures
(:mod:`pnp.games.path_cards.rules_figures`), drawn by the same pen; only the
arrangement changes where a row of three layouts would not fit at that size
(the two-action turn: two steps a row). The card back of the set-up picture
leaves out its title, which at this size would print under the floor (the
pile reads as the deck by its pattern and its label).
"""

from __future__ import annotations

from pnp.games.path_cards.model import SHAPE_LABEL, SHAPES
from pnp.games.path_cards.rules import Placed
from pnp.games.path_cards.rules_examples import action_example, basic_example
from pnp.games.path_cards.rules_figures import _stranded
from pnp.games.path_cards.rules_pen import (
    BAD,
    GOOD,
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
)
from pnp.scene.color import INK, WHITE
from pnp.scene.model import Item, Page, Style, Text
from pnp.scene.shapes import circle

WIDTH = 180.0  # mm: inside A4's inner width (182) and Letter's (188)
PAD = 2.0
BADGE = 3.6  # mm: the tick or cross disc's radius


def _line(floor: float) -> float:
    return floor * 0.3528 * 1.3


def _page(width: float, height: float, items: list[Item], name: str) -> Page:
    return Page(width, height, tuple(items), bleed=0.0, label=f"figure {name}")


def _plain_back() -> Page:
    """The card back without its title (see the module's note)."""
    page = back()
    return Page(page.width, page.height, tuple(i for i in page.items if not isinstance(i, Text)), page.bleed,
                label=page.label)


def cards_figure(floor: float) -> Page:
    deck = basic_example().deck
    cell = 36.0
    gap = (WIDTH - 2 * PAD - 4 * cell) / 3
    items: list[Item] = []
    for n, shape in enumerate(SHAPES):
        card = next(c for c in deck.cards if c.shape == shape)
        x = PAD + n * (cell + gap)
        items.append(art(face(card), x, PAD, cell))
        items.append(label(SHAPE_LABEL[shape], x - gap / 2, PAD + cell + 1.5, cell + gap, size=floor))
    return _page(WIDTH, PAD + cell + 1.5 + _line(floor) + PAD, items, "cards")


def setup_figure(floor: float) -> Page:
    ex = basic_example()
    cell, gap, space, stack = 28.0, 1.5, 12.0, 2.8
    square = 2 * cell + gap
    left = (WIDTH - (stack + cell + space + square + space + cell)) / 2
    top = PAD
    items: list[Item] = []
    pile = _plain_back()
    for k in range(3, -1, -1):
        items.append(art(pile, left + k * 0.9, top + 16.0 - k * 0.9, cell))
    board = Board(ex.opening, left + stack + cell + space, top, cell, gap)
    items += board.items()
    hand_x = board.x + square + space
    for n, card in enumerate(ex.hand):
        items.append(art(face(card), hand_x, top + n * (cell + gap), cell))
    below = top + square + 1.5
    items.append(label("deck", left - 4, top + 16.0 + cell + 1.5, cell + 8, size=floor))
    items.append(label("the opening square", board.x - 6, below, square + 12, size=floor))
    items.append(label("your hand", hand_x - 6, below, cell + 12, size=floor))
    return _page(WIDTH, below + _line(floor) + PAD, items, "setup")


def _panel(items: list[Item], board: Board, ok: bool, text: str, width: float, floor: float) -> float:
    """The board with a tick or cross and a word under it; returns the y below."""
    y = board.y + board.size[1] + 2.0
    r = BADGE
    line = _line(floor)
    items += badge(board.x + r, y + max(r, line / 2), r, ok)
    items.append(label(text, board.x + 2 * r + 2.0, y + max(r, line / 2) - line / 2, width - 2 * r - 2.0,
                       bold=True, color=GOOD if ok else BAD, align="left", size=floor))
    return y + 2 * max(r, line / 2)


def _two_panels(floor: float, boards, name: str) -> Page:
    """Two boards side by side, each with its verdict under it: ``boards`` yields (board maker, ok, text, marks)."""
    space = 10.0
    panel = (WIDTH - 2 * PAD - space) / 2
    items: list[Item] = []
    bottom = 0.0
    for n, (make, ok, text, marks) in enumerate(boards):
        board = make(PAD + n * (panel + space), PAD)
        items += board.items()
        items += marks(board)
        bottom = max(bottom, _panel(items, board, ok, text, panel, floor))
    return _page(WIDTH, bottom + PAD, items, name)


def place_figure(floor: float) -> Page:
    ex = basic_example()
    cell, gap = 24.0, 1.2

    def panel(turns: int, ok: bool, text: str):
        layout = dict(ex.opening)
        layout[ex.first_at] = Placed.of(ex.first, turns)
        return (lambda x, y: Board(layout, x, y, cell, gap), ok, text,
                lambda b: [frame(b, ex.first_at, PLAYED if ok else BAD, 1.2)])

    return _two_panels(floor, (panel(ex.first_turns, True, "a path runs on"),
                               panel(ex.wrong_turns, False, "no path runs on")), "place")


def whole_figure(floor: float) -> Page:
    ex = basic_example()
    cell, gap = 26.0, 1.2

    def panel(taken, ok: bool, text: str):
        layout = {p: c for p, c in ex.after.items() if p != taken}

        def marks(b: Board) -> list[Item]:
            out: list[Item] = [hole(b, taken)]
            if not ok:
                out += [frame(b, pos, BAD, 1.3, dash=(2.2, 1.2)) for pos in _stranded(ex, taken)]
            return out

        return (lambda x, y: Board(layout, x, y, cell, gap, frame=tuple(ex.after)), ok, text, marks)

    return _two_panels(floor, (panel(ex.taken, True, "one piece"), panel(ex.kept, False, "a card alone")), "whole")


def collect_figure(floor: float) -> Page:
    ex = basic_example()
    board = Board(ex.after, PAD, PAD, 26.0, 1.5)
    items: list[Item] = board.items()
    items.append(frame(board, ex.second_at, PLAYED, 1.4))
    items.append(trace(board, ex.route, ex.treasure))
    items += [ring(board, ex.second_at, ex.treasure), ring(board, ex.taken, ex.treasure)]
    right = PAD + board.size[0] + 5.0
    line = _line(floor)
    for pos, text, ok in ((ex.second_at, "your card", None), (ex.taken, "take it", True)):
        _, cy = board.centre(pos)
        x = right
        if ok is not None:
            items += badge(right + BADGE, cy, BADGE, ok)
            x = right + 2 * BADGE + 2.0
        items.append(label(text, x, cy - line / 2, WIDTH - x - PAD, bold=True, color=GOOD if ok else INK,
                           align="left", size=floor))
        bx, _ = board.box(pos)
        end = bx + board.cell + 1.0
        if end < right - 4.0:
            items += arrow(right - 1.0, cy, end, cy, MUTED, 0.9)
    return _page(WIDTH, PAD + board.size[1] + PAD, items, "collect")


def _number(x: float, y: float, r: float, n: int, floor: float) -> list[Item]:
    """A step's numbered disc, its digit a point above the floor."""
    return [circle(x, y, r, Style(fill=INK, stroke=WHITE, width=0.4)),
            Text(str(n), x - r, y - r, 2 * r, 2 * r, font="body-bold", size=floor + 1, color=WHITE, align="center",
                 valign="middle", wrap=False)]


def _step_three(items: list[Item], board: Board) -> None:
    """The collection of the two-action turn, as the default figure marks it, with ticks and crosses large."""
    from pnp.games.path_cards.rules_examples import route

    ex = action_example()
    items.append(trace(board, route(ex.after, ex.played_at, ex.taken), ex.treasure))
    items += [ring(board, p, ex.treasure) for p in ex.members]
    for pos, ok in ((ex.taken, True), (ex.played_at, False)):
        bx, by = board.box(pos)
        items += badge(bx + board.cell - BADGE - 0.6, by + board.cell - BADGE - 0.6, BADGE, ok)


def actions_figure(floor: float) -> Page:
    """The two-action turn: steps 1 and 2 on the first row, step 3 and a key to its marks on the second."""
    ex = action_example()
    cell, gap, space = 26.0, 1.2, 10.0
    frame_cells = tuple(ex.after)
    line = _line(floor)
    head = max(line, 2 * 3.6) + 2.0  # a step's number and words above its board
    items: list[Item] = []
    probe = Board(ex.after, 0, 0, cell, gap, frame=frame_cells)
    bw, bh = probe.size
    col = (WIDTH - 2 * PAD - space) / 2
    steps = (("turn a card", ex.start), ("play a card", ex.after), ("collect", ex.after))
    spots = ((PAD, PAD), (PAD + col + space, PAD), (PAD, PAD + head + bh + space))
    for n, ((text, layout), (x, y)) in enumerate(zip(steps, spots)):
        board = Board(layout, x, y + head, cell, gap, frame=frame_cells)
        items += board.items()
        if n == 0:
            items.append(frame(board, ex.rotated, TRACE, 1.2))
            items += turn_arrow(board, ex.rotated, ex.direction)
            items.append(hole(board, ex.played_at))
        if n >= 1:
            items += marker(board, ex.played_at)
            items.append(frame(board, ex.played_at, PLAYED, 1.3))
        if n == 2:
            _step_three(items, board)
        r = 3.6
        items += _number(x + r, y + head / 2 - 1.0, r, n + 1, floor)
        items.append(label(text, x + 2 * r + 2.0, y + head / 2 - 1.0 - line / 2, bw, bold=True, align="left",
                           size=floor))
    # the key to step 3's marks, beside it
    kx, ky = PAD + col + space, PAD + head + bh + space + head
    for n, (ok, text) in enumerate(((True, "may be taken"), (False, "played: stays"))):
        cy = ky + 6.0 + n * (2 * BADGE + 5.0)
        items += badge(kx + BADGE, cy, BADGE, ok)
        items.append(label(text, kx + 2 * BADGE + 2.0, cy - line / 2, col - 2 * BADGE - 2.0, bold=True,
                           color=GOOD if ok else BAD, align="left", size=floor))
    return _page(WIDTH, PAD + 2 * (head + bh) + space + PAD, items, "actions")


def figures(floor: float) -> dict[str, Page]:
    """Every figure the rules file names, by name, drawn for ``floor`` pt."""
    return {
        "cards": cards_figure(floor),
        "setup": setup_figure(floor),
        "place": place_figure(floor),
        "collect": collect_figure(floor),
        "whole": whole_figure(floor),
        "actions": actions_figure(floor),
    }
