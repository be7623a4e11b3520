"""A book interior for black ink: every page redrawn in greys, with no hairline.

A print service's black-ink interior (KDP on white or cream paper, or any service's black and white) prints
one ink: a colour comes out as whatever grey the press makes of it, a pale tint may drop out and a hairline
may break. KDP asks black-ink interiors for greys of at least 10 % and lines of at least 0.75 pt. So, just
before rendering, every colour becomes the grey of its luminance (what the eye reads as its lightness, so
light stays light and dark stays dark), a grey under 10 % is raised to 10 % (and one under 5 % becomes white:
a tint that faint is a background, not a mark), and every stroke is widened to 0.75 pt where it prints
thinner (its groups' scale counted). A colour interior keeps its colours. Nothing on a page carries meaning
by colour alone (the answer's line, the arrow in and the star out differ by shape), so the greys lose none.
"""

from __future__ import annotations

import math
from dataclasses import replace

from pnp.scene.color import Color
from pnp.scene.model import Document, Group, Icon, Item, Page, Path, Shape, Style, SymbolDef, Text, Use

MIN_STROKE = 0.75 * 25.4 / 72  # mm: 0.75 pt, KDP's least line for black-ink interiors
MIN_TINT = 0.10  # KDP's least grey: 10 % black
WHITE_ABOVE = 0.95  # a lightness above this (under 5 % grey) is paper: white
INKS = ("black", "colour")


def grey(c: Color) -> Color:
    """The grey that prints ``c`` in black ink: its luminance, at least 10 % black, or white."""
    level = 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b
    if level > WHITE_ABOVE:
        return Color.grey(1.0)
    return Color.grey(round(min(level, 1.0 - MIN_TINT), 4))


def _style(st: Style, scale: float) -> Style:
    fill = None if st.fill is None else grey(st.fill)
    stroke = None if st.stroke is None else grey(st.stroke)
    width = st.width
    if stroke is not None and width * scale < MIN_STROKE:
        width = MIN_STROKE / scale
    return replace(st, fill=fill, stroke=stroke, width=width)


def _items(items: tuple[Item, ...], scale: float) -> tuple[Item, ...]:
    return tuple(_item(i, scale) for i in items)


def _item(item: Item, scale: float) -> Item:
    if isinstance(item, (Shape, Path)):
        return replace(item, style=_style(item.style, scale))
    if isinstance(item, (Text, Icon)):
        return replace(item, color=grey(item.color))
    if isinstance(item, Group):
        t = item.transform
        inner = scale * math.sqrt(abs(t.a * t.d - t.b * t.c))
        return replace(item, items=_items(item.items, inner))
    if isinstance(item, Use):  # its symbol is redrawn once, in the document's symbols
        return item
    raise TypeError(f"unknown scene item {item!r}")


def black_ink_page(page: Page) -> Page:
    return replace(page, items=_items(page.items, 1.0))


def black_ink(doc: Document) -> Document:
    """``doc`` for a black-ink press. A symbol's strokes are widened for its own scale: the book places its
    symbols (if any) at full size."""
    symbols = tuple(SymbolDef(s.name, s.width, s.height, _items(s.items, 1.0)) for s in doc.symbols)
    return replace(doc, pages=tuple(black_ink_page(p) for p in doc.pages), symbols=symbols)
