"""Text flowing down pages of one size: headings and paragraphs, a new page whenever the next block does not fit.

A :class:`Flow` keeps a cursor (``y``) on the page being filled and starts a
new page when a block would pass the ``limit``. It knows no page furniture:
the caller's ``start`` draws what every page begins with (a title, a rule) on
a fresh canvas and says where the text starts. The canvas is anything that
can place a text box, measure a wrapped block and become a page
(:class:`Canvas`): :class:`ItemCanvas` collects scene items in the page's own
millimetres; a game may bring its own (the notebook's pen scales a design
frame to the paper), so every flow, whatever its canvas, paginates the same
way.

Two kinds of paragraph, for two kinds of reader:

- :meth:`Flow.paragraph` splits between lines across pages (long texts: rules
  summaries, licences);
- :meth:`Flow.section` keeps a heading and its paragraph together on one page
  (short rules sections a player reads as one piece).

Breaks are decided by adding the heights left to right from the cursor, in the
order given, so a flow places its boxes exactly where the same sums put them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

from pnp.scene.color import INK, Color
from pnp.scene.model import Align, Item, Page, Style, Text, VAlign
from pnp.scene.shapes import line
from pnp.scene.text import PT, layout_text, text_height


@dataclass(frozen=True)
class Type:
    """How a run of text looks: point size, font, colour and leading (line pitch in sizes)."""

    size: float
    font: str = "body"
    color: Color = INK
    leading: float = 1.2

    @property
    def line_step(self) -> float:
        """The distance (mm) from one line's baseline to the next."""
        return self.size * self.leading * PT


class Canvas(Protocol):
    """What a flow writes on: text boxes in the flow's millimetres, measured blocks, one page at the end."""

    def text(self, text: str, x: float, y: float, w: float, h: float, size: float, font: str = "body",
             color: Color = INK, align: Align = "left", valign: VAlign = "top", wrap: bool = True,
             min_size: float | None = None, leading: float = 1.2) -> object: ...

    def height_of(self, text: str, w: float, size: float, font: str = "body", leading: float = 1.2) -> float: ...

    def page(self, label: str) -> Page: ...


class ItemCanvas:
    """A page's items in its own millimetres (no scaling): the plain canvas of a flow."""

    def __init__(self, width: float, height: float, bleed: float = 0.0) -> None:
        self.width, self.height, self.bleed = width, height, bleed
        self.items: list[Item] = []

    def add(self, item: Item) -> None:
        self.items.append(item)

    def text(self, text: str, x: float, y: float, w: float, h: float, size: float, font: str = "body",
             color: Color = INK, align: Align = "left", valign: VAlign = "top", wrap: bool = True,
             min_size: float | None = None, leading: float = 1.2) -> Text:
        item = Text(text, x, y, w, h, font=font, size=size, color=color, align=align, valign=valign, leading=leading,
                    wrap=wrap, min_size=min_size)
        self.items.append(item)
        return item

    def line(self, x0: float, y0: float, x1: float, y1: float, style: Style) -> None:
        self.items.append(line(x0, y0, x1, y1, style))

    def height_of(self, text: str, w: float, size: float, font: str = "body", leading: float = 1.2) -> float:
        """The height of the wrapped block by the text layout's own formula."""
        return text_height(font, size, len(wrapped_lines(text, w, size, font)), leading)

    def page(self, label: str) -> Page:
        return Page(self.width, self.height, tuple(self.items), bleed=self.bleed, label=label)


def wrapped_lines(text: str, width: float, size: float, font: str = "body") -> list[str]:
    """The lines ``text`` breaks into in a box ``width`` mm wide (however tall the box)."""
    probe = Text(text, 0.0, 0.0, width, 1000.0, font=font, size=size)
    return [ln.text for ln in layout_text(probe).lines]


C = TypeVar("C", bound=Canvas)


class Flow(Generic[C]):
    """Blocks flowing down pages of one size, in a column ``x`` .. ``x + width``, above ``limit``.

    ``start(index)`` gives the canvas of page ``index`` (0 for the first) with
    its furniture drawn, and the y where the flow starts on it.
    """

    def __init__(self, start: Callable[[int], tuple[C, float]], *, x: float, width: float, limit: float) -> None:
        self._start = start
        self.x, self.width, self.limit = x, width, limit
        self.canvases: list[C] = []
        self.y = 0.0
        self.break_page()

    @property
    def canvas(self) -> C:
        """The page being filled."""
        return self.canvases[-1]

    # -- the cursor ----------------------------------------------------------------------------------

    def break_page(self) -> None:
        canvas, self.y = self._start(len(self.canvases))
        self.canvases.append(canvas)

    def fits(self, *heights: float) -> bool:
        """Whether blocks of these heights, one under the other, fit above the limit from the cursor."""
        bottom = self.y
        for h in heights:
            bottom += h
        return bottom <= self.limit

    def room(self, *heights: float) -> float:
        """The y where blocks of these heights go together: here, or at the top of a new page."""
        if not self.fits(*heights):
            self.break_page()
        return self.y

    def advance(self, height: float) -> None:
        self.y += height

    def measure(self, text: str, type_: Type, width: float | None = None) -> float:
        """The height of ``text`` wrapped in the column (or ``width``), as the canvas draws it."""
        return self.canvas.height_of(text, self.width if width is None else width, type_.size, type_.font,
                                     type_.leading)

    # -- text ----------------------------------------------------------------------------------------

    def put(self, text: str, type_: Type, *, height: float, step: float, x: float | None = None,
            width: float | None = None, align: Align = "left", valign: VAlign = "top", wrap: bool = True,
            min_size: float | None = None) -> None:
        """One text box ``height`` tall at the cursor (on a new page if ``step`` does not fit); then down ``step``.

        A ``step`` of 0 leaves the cursor where it is, for boxes side by side on one line.
        """
        y = self.room(step)
        self.canvas.text(text, self.x if x is None else x, y, self.width if width is None else width, height,
                         size=type_.size, font=type_.font, color=type_.color, align=align, valign=valign,
                         wrap=wrap, min_size=min_size, leading=type_.leading)
        self.advance(step)

    def heading(self, text: str, type_: Type, *, height: float, step: float, keep: float = 0.0) -> None:
        """A heading, on a new page unless ``keep`` mm (itself and the start of what follows) fit here."""
        if keep:
            self.room(keep)
        self.put(text, type_, height=height, step=step)

    def paragraph(self, text: str, type_: Type, *, after: float = 2.0) -> None:
        """A paragraph wrapped in the column and split between lines across pages as needed.

        Each page's part is one box of unwrapped lines, one line step per line and 1 mm to spare; ``after``
        is the space below the paragraph.
        """
        step = type_.line_step
        chunk: list[str] = []
        for ln in wrapped_lines(text, self.width, type_.size, type_.font):
            if chunk and not self.fits((len(chunk) + 1) * step):
                self._lines(chunk, type_)
                chunk = []
                self.break_page()
            chunk.append(ln)
        if chunk:
            self._lines(chunk, type_)
        self.advance(after)

    def _lines(self, lines: list[str], type_: Type) -> None:
        h = len(lines) * type_.size * type_.leading * PT + 1
        self.canvas.text("\n".join(lines), self.x, self.y, self.width, h, size=type_.size, font=type_.font,
                         color=type_.color, wrap=False, leading=type_.leading)
        self.advance(h)

    def section(self, heading: str, head: Type, body: str, text: Type, *, gap: float, after: float) -> None:
        """A heading and its paragraph kept together on one page, ``gap`` apart, ``after`` below them."""
        hh = self.measure(heading, head)
        bh = self.measure(body, text)
        y = self.room(hh, gap, bh)
        self.canvas.text(heading, self.x, y, self.width, hh, size=head.size, font=head.font, color=head.color,
                         leading=head.leading)
        self.advance(hh + gap)
        self.canvas.text(body, self.x, self.y, self.width, bh, size=text.size, font=text.font, color=text.color,
                         leading=text.leading)
        self.advance(bh + after)

    # -- the result ----------------------------------------------------------------------------------

    def pages(self, label: str) -> list[Page]:
        """Every page of the flow, labelled ``"{label} 1"``, ``"{label} 2"``..."""
        return [canvas.page(f"{label} {n}") for n, canvas in enumerate(self.canvases, 1)]
