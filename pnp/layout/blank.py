"""The blank page: padding in booklets and before double-sided parts, saying it is blank on purpose.

A page left empty by the layout (a booklet padded to a multiple of four, a
blank page in a kit so that a double-sided part starts on a front) carries a
small grey note, so whoever prints it does not think a page went missing.
"""

from __future__ import annotations

from pnp.scene.color import Color
from pnp.scene.model import Page, Text
from pnp.scene.text import PT

BLANK_NOTE = "This page is intentionally blank"
NOTE_GREY = Color.grey(0.6)
NOTE_SIZE = 7.0  # pt: small, out of the way; shrinks on pages too narrow for it
NOTE_HEIGHT = 5.0  # mm: the note's box, centred on the page


def blank_page(width: float, height: float, bleed: float = 0.0, label: str = "blank",
               text_floor: float = 0.0) -> Page:
    """An empty page of this size with the note centred on it (in large print, at the ``text_floor``)."""
    if text_floor:
        box = text_floor * PT * 1.5  # one line's box
        note = Text(BLANK_NOTE, 0.0, (height - box) / 2, width, box, size=max(NOTE_SIZE, text_floor),
                    color=NOTE_GREY, align="center", valign="middle", wrap=False)
        return Page(width, height, (note,), bleed=bleed, label=label)
    note = Text(BLANK_NOTE, 0.0, (height - NOTE_HEIGHT) / 2, width, NOTE_HEIGHT, size=NOTE_SIZE, color=NOTE_GREY,
                align="center", valign="middle", wrap=False, min_size=4.0)
    return Page(width, height, (note,), bleed=bleed, label=label)
