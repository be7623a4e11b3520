"""What every page of a book draws with: its type sizes, colours, and the header and footer of a puzzle.

A book is read at arm's length on pages from 5 × 8 in to 8.5 × 11 in, so nothing
prints under 7 pt (FLOOR); a large-print book passes its own text floor (``floor``, 12 pt for the
large-print theme) and every size here is then at least that, the boxes growing to hold it. The colours
are the kits' own (the accent and muted ink of pnp.kits.pages) and, inside a puzzle, the game's own palette.
"""

from __future__ import annotations

from pnp.book.model import Box, Placed
from pnp.i18n import _
from pnp.kits.pages import ACCENT, MUTED
from pnp.scene import boxes as b
from pnp.scene.color import INK, Color
from pnp.scene.locale import localised
from pnp.scene.model import Align, Item, Page, Style, Text
from pnp.scene.shapes import line
from pnp.scene.text import PT, layout_text

FLOOR = 7.0  # pt: the smallest text any book page prints
HEADER_H = 13.0  # mm: "Puzzle 12" and the level above a puzzle
FOOTER_H = 5.0  # mm: "Answer: page 87" and the short id under it
GAP = 3.0  # mm between the parts of a page
INSET = 1.0  # mm kept inside the box where a drawing's strokes straddle its edge (a grid's border)


def at(size: float, floor: float = 0.0) -> float:
    """A designed type size, or the large-print floor where that is larger (0: as designed)."""
    return max(size, floor)


def grown(designed: float, at_12: float, floor: float = 0.0) -> float:
    """A length or share as designed up to the book's own 7 pt floor, growing in proportion to the floor over it
    to ``at_12`` at 12 pt (the large-print theme's floor): one rule for every floor, no twin for large print."""
    return designed + (at_12 - designed) * max(0.0, floor - FLOOR) / (12.0 - FLOOR)


def least(floor: float = 0.0) -> float:
    """The smallest size a text may shrink to: the book's 7 pt, or the large-print floor."""
    return max(FLOOR, floor)


def header_h(floor: float = 0.0) -> float:
    """The header's height: as designed, or room for the level's name at the floor under the 20 pt title."""
    return max(HEADER_H, floor * PT * 1.3 + 8.0)


def footer_h(floor: float = 0.0) -> float:
    """The footer's height: one line, at the floor in large print."""
    return max(FOOTER_H, floor * PT * 1.35)


def block(text: str, x: float, y: float, w: float, size: float, font: str = "body", color: Color = INK,
          align: Align = "left", leading: float = 1.2) -> tuple[Text, float]:
    """A wrapped paragraph at (x, y), ``w`` wide, and the height (mm) its lines take; set in the current locale
    (:mod:`pnp.scene.locale`), so a longer language's lines are the ones measured."""
    text = localised(text)
    probe = Text(text, x, y, w, 1000.0, font=font, size=size, leading=leading)
    n = len(layout_text(probe).lines)
    h = n * size * leading * PT + 0.6
    return Text(text, x, y, w, h, font=font, size=size, color=color, align=align, leading=leading), h


def para(text: str, w: float, size: float, font: str = "body", color: Color = INK) -> b.Words:
    """A paragraph as a layout's leaf ``w`` mm wide, its box as tall as :func:`block` measures its lines (the
    renderers break them as :mod:`pnp.scene.text` does: no hyphen)."""
    return b.Words(text=text, font=font, size=size, color=color, lang="", height=block(text, 0, 0, w, size, font)[1],
                   shrink=0.0, name=text[:24])


def header(p: Placed, w: float, floor: float = 0.0) -> b.Column:
    """``Puzzle 12`` large on the left, the level's name small on the right (wrapping upwards in a longer
    language), a rule under them: one row over a rule, :func:`header_h` tall."""
    level = p.level_title
    ruled = header_h(floor) - 1.8  # where the rule goes
    split = grown(0.6, 0.5, floor)  # the level's name at 12 pt needs half the line

    # i18n: a puzzle page's title, large: the puzzle's number in the book
    title = _("Puzzle {number}").format(number=p.number)
    row = b.Row(height=ruled - 1.2, shrink=0.0, children=(
        b.Words(text=title, font="display", size=20, least=at(12, floor), color=ACCENT,
                valign="bottom", wrap=False, width=w * split, height=10, align="end", name="puzzle's title"),
        b.Words(text=level, font="body-bold", size=at(9, floor), least=least(floor), color=MUTED,
                text_align="right", valign="bottom", grow=1, height=ruled - 1.8, align="start", name="level"),
    ))
    return b.Column(height=header_h(floor), shrink=0.0, children=(row, gap(1.2), rule(0.0)))


def footer(left: str, right: str, w: float, floor: float = 0.0) -> b.Row:
    """One line, :func:`footer_h` tall: what the reader needs (left) and the puzzle's short id (right)."""
    return b.Row(height=footer_h(floor), shrink=0.0, children=(
        b.Words(text=left, font="body-bold", size=at(9, floor), least=least(floor), color=INK, valign="bottom",
                wrap=False, width=w * 0.7, name="footer"),
        b.Words(text=right, size=at(8, floor), least=least(floor), color=MUTED, text_align="right",
                valign="bottom", wrap=False, grow=1, name="puzzle's id"),
    ))


def beside_or_under(sheet, w: float, h: float, col: float, beside_h: float, under_h: float,
                    most: float) -> tuple[str, float]:
    """Where a part goes by a sheet's grid in a ``w`` × ``h`` box, "beside" it (a ``col`` mm column
    ``beside_h`` tall) or "under" it (taking ``under_h`` with its gaps), whichever leaves the bigger squares,
    and the grid's square (mm), never over ``most``."""
    under = min(w / sheet.width, (h - under_h) / sheet.height, most)
    beside = min((w - col - GAP) / sheet.width, h / sheet.height, most) if beside_h <= h else 0.0
    return ("beside", beside) if beside > under else ("under", under)


def rule(height: float) -> b.Art:
    """An accent rule across the top of a box ``height`` mm tall (a title's, a header's)."""
    def draw(x: float, y: float, width: float, _: float) -> list[Item]:
        return [line(x, y, x + width, y, Style(stroke=ACCENT, width=0.35, cap="butt"))]

    return b.Art(draw=draw, height=height, shrink=0.0)


def gap(mm: float) -> b.Box:
    """Room ``mm`` tall down a column, never given up."""
    return b.Box(height=mm, shrink=0.0)


def page_of(box: Box, items: list[Item], label: str) -> Page:
    return Page(box[0], box[1], tuple(items), bleed=0.0, label=label)
