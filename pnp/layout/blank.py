"""The blank page: padding in booklets and before double-sided parts, saying it is blank on purpose.

A page left empty by the layout (a booklet padded to a multiple of four, a
blank page in a kit so that a double-sided part starts on a front) carries a
small grey note, so whoever prints it does not think a page went missing.
"""

from __future__ import annotations

from pnp.i18n import N_, _
from pnp.scene.color import Color
from pnp.scene.model import Page, Text
from pnp.scene.text import PT

# i18n: the note on a page left empty on purpose (one short line, in small grey type)
BLANK_NOTE = N_("This page is intentionally blank")
NOTE_GREY = Color.grey(0.6)
NOTE_SIZE = 7.0  # pt: small, out of the way; shrinks on pages too narrow for it
NOTE_HEIGHT = 5.0  # mm: the note's box, centred on the page; taller where one line of the note needs more
NOTE_LEAST = 4.0  # pt: what the note may shrink to on a narrow page, never under the text floor
LINE = 1.5  # a line's box, in the note's size: the note's box grows with its line above NOTE_HEIGHT


def blank_page(width: float, height: float, bleed: float = 0.0, label: str = "blank",
               text_floor: float = 0.0) -> Page:
    """An empty page of this size with the note centred on it: at least ``text_floor`` pt, in a box as tall as
    one line of it needs (5 mm as designed)."""
    size = max(NOTE_SIZE, text_floor)
    box = max(NOTE_HEIGHT, size * PT * LINE)
    note = Text(_(BLANK_NOTE), 0.0, (height - box) / 2, width, box, size=size, color=NOTE_GREY, align="center",
                valign="middle", wrap=False, min_size=max(NOTE_LEAST, text_floor))
    return Page(width, height, (note,), bleed=bleed, label=label)
