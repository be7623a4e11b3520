"""A picture drawn smaller than designed, kept printable: a floor on its line widths and text sizes.

A rules figure shows a real card, tile or page shrunk into a column; an answer key shows solved tiles
shrunk three across. Drawn as designed, their hairlines and fine print scale with them: a 0.15 mm line at
two thirds prints at 0.1 mm, a 4.6 pt id at 0.6 at 2.8 pt, under what a print shop accepts (0.1 mm,
5 pt) and what a reader can read. :func:`legible` redraws such a picture for the scale it prints at:

- every stroke thinner than :data:`MIN_LINE` mm on paper is drawn at that width (a line only ever gets
  thicker, by at most the floor: the picture's shapes do not move);
- every text smaller than :data:`MIN_TEXT` pt on paper grows to it where its box still holds it at that size
  (it wraps as it would in its box; text that would spill keeps its size, so a floor never makes text
  overlap). What is left under the floor is the drawing code's to fix (a shorter word, a larger box, or
  fine print the picture leaves out).

A thumbnail (:func:`thumbnail_page`: a kit's cover showing a whole sheet at a third of its size) is a picture
of the page, not a page to read: text that stays under the floor there is *greeked*, as layout programs draw
type too small to show: a pale bar where each of its lines stands (a filled shape: no text, no hairline).

The scale compounds through groups (a card placed at 0.66 inside a figure the rules sheet draws at 0.9 prints
at 0.594), measured in the group's thinnest direction for lines and along its vertical axis for text, as a
print shop's preflight measures them. Symbols (:class:`Use`) are shared by every placement and are left as
they are: a picture drawn small should not place symbols.
"""

from __future__ import annotations

import math
from dataclasses import replace

from pnp.scene.affine import Affine
from pnp.scene.model import Group, Item, Page, Path, Shape, Style, Text
from pnp.scene.shapes import rect
from pnp.scene.text import PT, TextLayout, layout_text

MIN_LINE = 0.1  # mm: the thinnest line a print shop accepts (and a home printer draws evenly)
MIN_TEXT = 5.0  # pt: the smallest text a print shop accepts
ROUNDING = 1e-4  # mm more than the floor: renderers write widths to 4 decimals, which must not round under it


def thinnest(t: Affine) -> float:
    """The smallest factor by which ``t`` stretches a length (its least singular value)."""
    s = t.a * t.a + t.b * t.b + t.c * t.c + t.d * t.d
    det = abs(t.a * t.d - t.b * t.c)
    return math.sqrt(max(0.0, (s - math.sqrt(max(0.0, s * s - 4 * det * det))) / 2))


def _vertical(t: Affine) -> float:
    """How much ``t`` stretches a text's vertical axis (the direction its size is measured in)."""
    return math.hypot(t.c, t.d)


def _style(st: Style, scale: float, line: float) -> Style:
    if st.stroke is None or st.width <= 0 or st.width * scale >= line - 1e-9:
        return st
    return replace(st, width=line / scale + ROUNDING)


def _text(t: Text, scale: float, size: float) -> Text:
    floor = size / scale
    if layout_text(t).size >= floor - 1e-9:
        return t
    grown = replace(t, size=floor, min_size=None)
    return t if layout_text(grown).overflow else grown


GREEK_TINT = 0.6  # how far a greeked line's bar is mixed with white: a grey that reads as text, not as a rule
X_HEIGHT = 0.5  # a greeked bar's height, in ems: about a lower-case letter's


def _greeked(t: Text, laid: TextLayout) -> list[Item]:
    """Pale bars where ``t``'s lines stand, each as long as its line and as tall as its lower-case letters."""
    h = laid.size * X_HEIGHT * PT
    style = Style(fill=t.color.lighten(GREEK_TINT))
    return [rect(ln.x, ln.baseline - h, ln.width, h, style) for ln in laid.lines if ln.text.strip()]


def _items(items: tuple[Item, ...], line_scale: float, text_scale: float, line: float, size: float, grow: float,
           greek: bool = False) -> tuple[Item, ...]:
    """Lines at least ``line`` mm and text grown to ``grow`` pt on paper where its box holds it; with ``greek``,
    what is still under ``size`` greeked."""
    out: list[Item] = []
    for item in items:
        if isinstance(item, (Shape, Path)):
            style = _style(item.style, line_scale, line)
            out.append(item if style is item.style else replace(item, style=style))
        elif isinstance(item, Text):
            text = _text(item, text_scale, grow)
            laid = layout_text(text) if greek else None
            out += _greeked(text, laid) if laid and laid.size * text_scale < size - 1e-9 else [text]
        elif isinstance(item, Group):
            inner = _items(item.items, line_scale * thinnest(item.transform),
                           text_scale * _vertical(item.transform), line, size, grow, greek)
            out.append(replace(item, items=inner))
        else:  # icons are filled, symbols shared
            out.append(item)
    return tuple(out)


def legible(items: tuple[Item, ...], scale: float, line: float = MIN_LINE, size: float = MIN_TEXT
            ) -> tuple[Item, ...]:
    """``items`` as they should be drawn at ``scale``: strokes at least ``line`` mm and text at least ``size`` pt
    on paper, where it fits."""
    if scale <= 0:
        raise ValueError(f"a picture's scale must be positive, got {scale}")
    return _items(items, scale, scale, line, size, size)


def legible_page(page: Page, scale: float, line: float = MIN_LINE, size: float = MIN_TEXT) -> Page:
    """``page`` redrawn for being printed at ``scale`` (see :func:`legible`)."""
    return replace(page, items=legible(page.items, scale, line, size))



def thumbnail_page(page: Page, scale: float, line: float = MIN_LINE, size: float = MIN_TEXT, grow: float = 0.0
                   ) -> Page:
    """``page`` as a picture of itself printed at ``scale``: lines at least ``line`` mm on paper, as
    :func:`legible_page` draws them, and text under ``size`` pt on paper greeked (words a third of their size
    cannot be read, and would print under what a print shop and a theme's floor promise). Text first grows to
    ``grow`` pt on paper where its box holds it, as a theme grows text to its floor (pass the floor: 0, as
    designed, grows nothing, and the text at or above ``size`` is kept as drawn and the rest greeked alike, so
    a list whose short numbers grew and whose steps did not does not look broken)."""
    if scale <= 0:
        raise ValueError(f"a picture's scale must be positive, got {scale}")
    return replace(page, items=_items(page.items, scale, scale, line, size, grow, greek=True))
