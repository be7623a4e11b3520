"""A labyrinth puzzle's pieces in a book: the objective card as a panel of any width, the solo tally, the task.

The card's own pieces draw the panel (its entry line, its rows with their coins
and icons, its notes), laid out for the room the page leaves: one column of rows
beside a grid, two under a wide one. A book is played alone, so the card has no
fastest-player row and the tally no campaign boxes: three hearts to cross out
and what the line gained.

The panel shows no grade (the deck's easy, medium or hard, its colour and
skulls): a book orders its puzzles by what they measure, and a page's level is
its only word on difficulty. A hard card's labyrinth can measure easier than
the book's other labyrinths and open it at Warm-up; the card's own grade beside
that would contradict the page.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from pnp.book.pen import ACCENT, INK
from pnp.i18n import N_, _, ngettext
from pnp.registry import labyrinth
from pnp.scene import boxes as b
from pnp.scene.arrange import height_of
from pnp.scene.color import WHITE
from pnp.scene.ladder import first_that_holds
from pnp.scene.model import Icon, Item, Style
from pnp.scene.shapes import circle, rounded_rect
from pnp.scene.tall import laid_tall
from pnp.scene.text import PT, text_height

if TYPE_CHECKING:
    from pnp.surfaces.labyrinth import ObjectiveCard

# the card's own pieces and inks, through the labyrinth's surface
_LAB = labyrinth()
_card_notes, entry_box, row_box, heart_outline = _LAB.card_notes, _LAB.entry_box, _LAB.row_box, _LAB.heart_outline
BOSSES, ITEMS, CARD_BG, HEART, PANEL_LINE, SYMBOL_COLOR = (_LAB.BOSSES, _LAB.ITEMS, _LAB.CARD_BG, _LAB.HEART,
                                                          _LAB.PANEL_LINE, _LAB.SYMBOL_COLOR)

# i18n: the band over a book's objective card (one short word on a narrow band)
PANEL_TITLE = N_("Objective")  # no grade: the page's level says how hard the puzzle is
BAND_FILL = ACCENT  # the book's own colour, the same on every card: it carries no grade
PAD = 2.5  # mm inside the panel
BAND = 7.0  # mm: the band, at least
TITLE = 9.0  # pt: the band's word, at least; two points over the floor's words above 7 pt
ROW_H = 7.2  # mm: a card row at least (its text at 8 pt on up to two lines); taller for the floor or its words
COLUMN_GAP = 3.0  # mm between two columns of rows
COLUMN = 40.0  # mm: a column of rows at least this wide at 7 pt, wider in proportion to the floor above it
NOTE = 7.5  # pt


def columns(w: float, floor: float = 0.0) -> int:
    """Two columns of rows when each holds a row's words at the floor (40 mm up to 7 pt, 69 mm at 12 pt), else one."""
    least = max(COLUMN, COLUMN * floor / 7.0)
    return 2 if (w - 2 * PAD - COLUMN_GAP) / 2 >= least - 1e-9 else 1


def panel_box(card: ObjectiveCard, w: float, floor: float = 0.0) -> b.Column:
    """The card as a panel ``w`` wide: the band, the entry, its rows in one or two columns, its notes."""
    title = max(TITLE, floor + 2.0)
    band = max(BAND, title * PT * 1.3 + 2.4)
    n = columns(w, floor)
    row_h = max(ROW_H, 1.9 * text_height("body-black", floor))  # coins and icons in proportion to the words
    rows = b.Grid(columns=(b.Fr(),) * n, gap=COLUMN_GAP, name="rows", cells=tuple(
        b.Column(height=row_h, children=(row_box(r, floor),)) for r in card.rows))
    notes = [b.Words(text=t, font=f, size=NOTE, color=c, name="note") for t, f, c in _card_notes(card, None)]
    inner = b.Column(grow=1, children=(
        b.Box(height=PAD), entry_box(card, max(8.0, 1.6 * text_height("body-black", floor)), floor),
        b.Box(height=1.5), rows, b.Box(height=1.0), *notes, b.Box(height=PAD - 1.0)))

    def back(x: float, y: float, w: float, h: float) -> list[Item]:
        # the outline's stroke straddles its edge: drawn half a stroke inside, it never leaves the panel's box
        return [rounded_rect(x + 0.15, y + 0.15, w - 0.3, h - 0.3, 2.0, Style(fill=CARD_BG, stroke=PANEL_LINE,
                                                                              width=0.3)),
                rounded_rect(x, y, w, band, 2.0, Style(fill=BAND_FILL))]

    return b.Column(back=back, name=f"card {card.card_id}", children=(
        b.Row(height=band, children=(b.Box(width=PAD), b.Words(
            text=_(PANEL_TITLE), font="body-bold", size=title, color=WHITE, valign="middle", wrap=False, grow=1,
            name="band"), b.Box(width=PAD))),
        b.Row(children=(b.Box(width=PAD), inner, b.Box(width=PAD))),
    ))


def panel_height(card: ObjectiveCard, w: float, floor: float = 0.0) -> float:
    return height_of(panel_box(card, w, floor), w, floor)


GAINED = (*ITEMS, *BOSSES)
HEART_SIZE = 5.4  # mm: a heart, at least; a heart and a half as tall as a line of the floor's words
LABEL = 8.5  # pt


def _heart(floor: float) -> float:
    return max(HEART_SIZE, 1.6 * text_height("body-bold", floor))


def _rings(line: float, per_row: int) -> Callable[[float, float, float, float], list[Item]]:
    """A ring round each item's and boss's icon, ``per_row`` to a row ``line`` mm tall, each row centred across:
    the reader circles what their line gained."""
    ring = Style(fill=WHITE, stroke=PANEL_LINE, width=0.35)

    def rings(x: float, y: float, w: float, h: float) -> list[Item]:
        slot = min(line, w / per_row)
        d = slot - 1.2  # a ring's diameter
        icon = 0.66 * d
        items: list[Item] = []
        for i, name in enumerate(GAINED):
            row, col = divmod(i, per_row)
            cx, cy = x + (col + 0.5) * slot, y + (row + 0.5) * (h / -(-len(GAINED) // per_row))
            items += [circle(cx, cy, d / 2, ring), Icon(name, cx - icon / 2, cy - icon / 2, icon, SYMBOL_COLOR[name])]
        return items

    return rings


def _tally_parts(floor: float) -> tuple[float, b.Row, Callable[[str], b.Words]]:
    """The tally's line (mm), its hearts row, and its labels."""
    heart = _heart(floor)
    line = heart + 2.6
    style = Style(fill=HEART.lighten(0.85), stroke=HEART, width=0.45)

    def hearts(x: float, y: float, w: float, h: float) -> list[Item]:
        return [heart_outline(x + i * (heart + 1.5), y + (h - heart) / 2, heart, style) for i in range(3)]

    def label(text: str) -> b.Words:
        return b.Words(text=text, font="body-bold", size=LABEL, color=INK, valign="middle", wrap=False, shrink=0,
                       name="tally")

    # i18n: the solo tally under a book's labyrinth: three hearts to cross out follow (one short word)
    return line, b.Row(gap=2.0, height=line, children=(label(_("Hearts")), b.Art(draw=hearts, width=3 * heart + 3.0,
                                                                                shrink=0))), label


def tally_box(w: float, floor: float = 0.0) -> b.Box:
    """Three hearts to cross out and a ring for each item and boss to circle: on one line when the rings keep
    eight tenths of a line across beside the hearts, else the hearts over the rings."""
    line, left, label = _tally_parts(floor)

    def right(least: float) -> b.Row:  # the rings shrink to ``least`` of a line across, no further
        # i18n: the solo tally under a book's labyrinth: rings to circle for each item or boss the line gained
        return b.Row(gap=1.0, height=line, grow=1, children=(label(_("Gained")), b.Art(
            draw=_rings(line, len(GAINED)), width=len(GAINED) * line, min_width=len(GAINED) * least * line, grow=1)))

    one = b.Row(gap=5.0, children=(left, right(0.8)))
    two = b.Column(children=(b.Row(children=(left,)), b.Row(children=(right(0.5),))))
    return first_that_holds((one, two), lambda node: laid_tall(node, 0.0, 0.0, w, floor, "the solo tally"))


def tally_column(w: float, floor: float = 0.0) -> b.Column:
    """The tally in a column ``w`` mm wide (beside the card): the hearts, then "Gained" over its rings, as many
    to a row as keep a whole line across each."""
    line, hearts, label = _tally_parts(floor)
    per_row = max(1, min(len(GAINED), int(w // line)))
    rows = -(-len(GAINED) // per_row)
    return b.Column(name="solo tally", children=(
        hearts, b.Row(children=(label(_("Gained")),)),
        b.Art(draw=_rings(line, per_row), width=per_row * line, height=rows * line, shrink=0.0)))


def tally_height(w: float, floor: float = 0.0) -> float:
    return height_of(tally_box(w, floor), w, floor)


def task_sentence(card: ObjectiveCard, par: int) -> str:
    """What the reader does, in one sentence, with the proven best score as the goal."""
    if card.entry == "any":
        # i18n: where a labyrinth's line starts, in "Draw one line from {start} to {end}..."
        start = _("any staircase")
    else:
        # i18n: where a labyrinth's line starts, in "Draw one line from {start} to {end}...": {name}, a letter
        start = _("staircase {name}").format(name=card.entry)
    if card.extra_exits:
        names = card.extra_exits[0]
        for name in card.extra_exits[1:]:
            # i18n: two staircases' letters, either of which ends the line ("A or B")
            names = _("{first} or {then}").format(first=names, then=name)
        # i18n: where a labyrinth's line may end, in "Draw one line from {start} to {end}...": {names}, letters
        end = _("a boss or staircase {names}").format(names=names)
    else:
        # i18n: where a labyrinth's line ends, in "Draw one line from {start} to {end}..."
        end = _("a boss")
    # i18n: a labyrinth puzzle's task over its sheet; {par} is the proven best score
    return ngettext("Draw one line from {start} to {end} that scores what the card pays: the best line makes "
                    "{par} point.", "Draw one line from {start} to {end} that scores what the card pays: the best "
                    "line makes {par} points.", par).format(start=start, end=end, par=par)
