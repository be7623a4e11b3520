"""Declarative layouts: a component or page said as boxes in rows, columns, stacks and grids, with preferred
and least sizes, gaps, padding, alignment, grow and shrink; the leaves are words, icons and art.

A layout is data (frozen dataclasses) that :func:`pnp.scene.arrange.lay_out` places in a rectangle and turns
into scene items in millimetres, so the renderers and all that reads pages are unchanged. The sizes follow
flexbox: along a row or column a child starts at its preferred size (``width``/``height``, else what its
content asks; a child that grows and states none starts at nothing), takes a share of the spare room by
``grow``, and gives up room by ``shrink`` when there is too little, never below its least size. Text never
goes under the floor the layout is placed at (the theme's text floor): what no longer fits makes its box
taller, and a :class:`Flow` moves whole sections on to the next face.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal

from pnp.scene.color import BLACK, Color
from pnp.scene.model import Align as TextAlign
from pnp.scene.model import Item
from pnp.scene.model import VAlign as TextVAlign

Align = Literal["start", "center", "end", "stretch"]  # a child across its parent's axis
Justify = Literal["start", "center", "end"]  # the children along it, when none grows
Paint = Callable[[float, float, float, float], Sequence[Item]]  # draws into (x, y, width, height) mm


@dataclass(frozen=True, kw_only=True)
class Box:
    """Every node's sizes and placement; a plain ``Box`` is an empty space (a spacer that grows)."""

    width: float | None = None  # preferred, mm (None: as its content asks)
    height: float | None = None
    min_width: float = 0.0  # least, mm: shrinking stops here
    min_height: float = 0.0
    grow: float = 0.0  # its share of the spare room along the parent's axis
    shrink: float = 1.0  # its share of a shortfall (0: keeps its preferred size)
    pad: float = 0.0  # mm inside its edges, round its children
    align: Align | None = None  # across the parent's axis (None: as the parent aligns its children)
    back: Paint | None = None  # drawn under the box's content, over its whole rectangle
    name: str = ""  # what a fault names ("row 3", "solo strip")


@dataclass(frozen=True, kw_only=True)
class _Line(Box):
    """Children one after another along an axis, ``gap`` apart, aligned across it by ``items_align`` and along
    it by ``justify``."""

    children: tuple[Box, ...] = ()
    gap: float = 0.0
    items_align: Align = "stretch"
    justify: Justify = "start"


@dataclass(frozen=True, kw_only=True)
class Row(_Line):
    """Children left to right. ``baseline``: the first lines of its word children share one baseline."""

    baseline: bool = False


@dataclass(frozen=True, kw_only=True)
class Column(_Line):
    """Children top to bottom; ``equal``: every child as tall as the others (a list of like rows)."""

    equal: bool = False


@dataclass(frozen=True, kw_only=True)
class Stack(Box):
    """Children over one another, each in the whole content rectangle (later ones on top)."""

    children: tuple[Box, ...] = ()


@dataclass(frozen=True)
class Fr:
    """A grid track's share of the width the fixed tracks leave."""

    share: float = 1.0


Track = float | Fr | None  # a grid column: mm, a share of the rest, or None: as wide as its widest cell


@dataclass(frozen=True, kw_only=True)
class Grid(Box):
    """Cells row by row under ``columns``; a row is as tall as its tallest cell, ``row_back(i)`` paints row
    ``i``'s band (stripes, rules) when given, and with ``baseline`` the first lines of a row share a baseline."""

    columns: tuple[Track, ...] = (Fr(),)
    cells: tuple[Box, ...] = ()
    gap: float = 0.0  # between columns
    row_gap: float = 0.0
    row_back: Callable[[int], Paint | None] | None = None
    baseline: bool = False


@dataclass(frozen=True, kw_only=True)
class Words(Box):
    """Text at ``size`` pt, shrinking (a quarter point at a time) to fit its box down to ``least`` pt, never
    under the floor; wrapped at spaces (``wrap``), hyphenated by ``lang``'s dictionary ("": never)."""

    text: str = ""
    font: str = "body"
    size: float = 10.0
    least: float | None = None  # None: never shrinks under ``size`` (but for the floor, which raises both)
    color: Color = BLACK
    text_align: TextAlign = "left"
    valign: TextVAlign = "top"
    leading: float = 1.2
    wrap: bool = True
    lang: str = "en"
    room: float = 0.0  # a share more text its box keeps room for (0.5: a translation half as long again)


@dataclass(frozen=True, kw_only=True)
class Glyph(Box):
    """An icon, as large as its box's shorter side and centred in it: ``width``/``height`` say how large at most,
    ``min_height`` at least."""

    icon: str = ""
    color: Color = BLACK


@dataclass(frozen=True, kw_only=True)
class Art(Box):
    """Anything drawn into the rectangle the layout gives it (``draw(x, y, width, height)``)."""

    draw: Paint | None = None


@dataclass(frozen=True, kw_only=True)
class Flow(Box):
    """Sections placed down a face, each whole; a section that no longer fits starts the next face, under the
    ``head`` every face repeats, with ``rule`` between two sections of one face. :func:`pnp.scene.arrange.flow`
    returns the faces."""

    head: Box | None = None
    sections: tuple[Box, ...] = ()
    rule: Box | None = None
    gap: float = 0.0
    justify: Justify = "start"
    squeeze: bool = False  # a section joins a face while its least height fits (its words at their ``least``)
