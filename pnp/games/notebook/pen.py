"""The notebook's drawing kit: palette, the A6 design frame, the pen that scales it to the paper, small art.

Every page is drawn in a 105 × 148 mm design frame (A6 portrait) that is
scaled up and centred on the paper, so an A5 notebook is the A6 one enlarged
(text included) and both paginate the same way. Text keeps inside a 5 mm safe
zone of the design frame (more on larger paper), and no text is smaller than
6 pt at A6.

A text floor (``paper.text_floor``, from a theme such as large print): where it is over the spine's page number's
5 pt, the frame keeps :data:`LP_EDGE` more from the paper's edges (room for that number at the floor's size, more
above 12 pt), and no text prints under the floor (:meth:`Pen.pt`, :attr:`Pen.design_floor`: in design points,
the floor divided by the pen's scale). The pages are declared layouts (:mod:`pnp.scene.boxes`) placed in the
frame at that floor (:meth:`Pen.lay`), so they grow their boxes and flow on by their own rules at any floor, in
any locale.

A few inks are reserved so the tests (and a reader) can find things by colour:
exit labels are :data:`EXIT_INK`, the enemy's hearts are outlined in
:data:`HEART_INK`, choice boxes are :data:`CHOICE_INK`, the map's squares
:data:`GRID_INK`.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace

from pnp.catalog import Paper
from pnp.errors import PnpError
from pnp.fonts import metrics
from pnp.i18n import N_, _, pgettext
from pnp.scene import arrange, page_flow
from pnp.scene.arrange import height_of, lay_out, width_of
from pnp.scene.boxes import Art, Box, Flow, Paint, Row, Words
from pnp.scene.color import BLACK, INK, WHITE, Color, ink_for
from pnp.scene.glyph_ink import line_box
from pnp.scene.ladder import first_that_holds
from pnp.scene.locale import localised
from pnp.scene.model import Icon, Item, Page, Path, Segment, Style, Text
from pnp.scene.page_flow import Section, page_items
from pnp.scene.shapes import KAPPA, ellipse_segments, line, polyline, rounded_rect
from pnp.scene.text import PT, text_height, text_width
from pnp.scene.words import ink_room

Drawing = Callable[["Pen", float, float, float, float], object]  # draw(pen, x, y, w, h): art in a layout's rectangle

# --- palette ---------------------------------------------------------------------

MUTED = Color.hex("#6f655a")
BOX_LINE = Color.hex("#8c8275")  # outlines of boxes to write in
PALE = Color.hex("#f3eee4")  # panel backgrounds
GRID_INK = Color.hex("#c4bdb2")  # the master map's squares (light, to draw walls over)
CEILING = Color.hex("#d9d1c3")
SIDE_WALL = Color.hex("#e6dfd2")
BACK_WALL = Color.hex("#eee8dc")
FLOOR = Color.hex("#f6f2ea")
STONE = Color.hex("#c5bcad")  # mortar and floor-tile lines
OPENING = Color.hex("#3d342c")  # an open doorway or a hole
WOOD = Color.hex("#7a5230")
WOOD_LINE = Color.hex("#4e3319")
DAYLIGHT = Color.hex("#fff3c4")
EXIT_INK = Color.hex("#1d4f91")  # exit badges: arrows and room numbers
NOW_RED = Color.hex("#c62828")
HEART_INK = Color.hex("#c0272d")  # outlines of the enemy's hearts
CHOICE_INK = Color.hex("#33291f")  # circle and square option boxes
HIT_INK = Color.hex("#276b2b")
MISS_INK = Color.hex("#77706a")
HURT_INK = Color.hex("#c62828")
COIN_INK = Color.hex("#8a6408")
GAIN_INK = Color.hex("#276b2b")
KEY_INK = {
    "copper": Color.hex("#a0612a"),  # dark enough for its white letter
    "silver": Color.hex("#a9aeb4"),
    "gold": Color.hex("#e2b000"),
    "jade": Color.hex("#1f9e6e"),
    "ruby": Color.hex("#c4173b"),
    "ivory": Color.hex("#efe6cc"),
}
# Each key colour's letter, drawn on every padlock and key in that colour, so that neither a colour-blind player
# nor a grey print needs the colour to match a key to its door (the tracker sheet and the signs name it).
KEY_LETTER = {"copper": "C", "silver": "S", "gold": "G", "jade": "J", "ruby": "R", "ivory": "I"}


def key_letter(color: str) -> str | None:
    """A key colour's letter as printed (:data:`KEY_LETTER` in English)."""
    # i18n: the letter drawn on every key and padlock of a colour: the first letter of that colour's name as
    # translated (copper, silver, gold, jade, ruby, ivory); the six letters must all differ
    letters = {"copper": pgettext("key letter", "C"), "silver": pgettext("key letter", "S"),
               "gold": pgettext("key letter", "G"), "jade": pgettext("key letter", "J"),
               "ruby": pgettext("key letter", "R"), "ivory": pgettext("key letter", "I")}
    assert set(letters) == set(KEY_LETTER)
    return letters.get(color)

# --- the design frame ------------------------------------------------------------

BASE_W, BASE_H = 105.0, 148.0  # A6 portrait: everything is drawn here and scaled to the paper
SAFE = 5.0  # text stays this far inside the design frame's edge
LEFT, RIGHT, TOP, BOTTOM = SAFE, BASE_W - SAFE, SAFE, BASE_H - SAFE
WIDTH = RIGHT - LEFT
MIN_PT = 6.0  # smallest text at A6
LP_EDGE = 2.0  # mm more between the frame and the paper's edges for a grown spine number (its room at 12 pt)
SPINE_PT = 5  # pt: the page number along the spine as designed
WRITE_MM_PER_PT = 0.8  # a box to write in is at least this many mm tall for each design point of the floor

# Room page rows (design mm).
HEADER = (TOP, 20.0)
VIEW = (LEFT, 22.0, RIGHT, 73.0)  # x0, y0, x1, y1 of the viewport
BACK = (34.0, 33.0, 71.0, 58.0)  # the far wall inside the viewport
TALLY = (130.0, BOTTOM)

ICON_FOR_KIND = {"shop": "shop", "dice": "dice", "roll": "die-random", "choice": "hide"}
# i18n: the title tab of a room page's encounter panel (capitals, short: it sits on one line in a tab)
KIND_TITLE = {
    "battle": N_("BATTLE"), "exit": N_("FINAL BATTLE"), "roll": N_("ROLL FOR RESULT"), "choice": N_("CHOOSE"),
    "shop": N_("SHOP"), "dice": N_("DICE GAME"), "key": N_("KEY"), "ladder": N_("LADDER"),
}


# Where a key colour's letter sits in a padlock's or a key's icon box (fractions of its size): the centre and
# the radius of the disc it is drawn on.
_LETTER_AT = {"padlock": (0.5, 0.72, 0.25), "key": (0.85, 0.8, 0.17)}
LETTER_SPILL = 0.01  # mm² on paper: as much of a key letter's ink as may show past its disc (a speck; the layout
# check's touch is 0.05)


def spine_number_grows(text_floor: float) -> bool:
    """Whether the page number along the spine prints over its designed 5 pt (the floor is over it): then its
    box grows to its line (:func:`pnp.games.notebook.pages.spine_geometry`) and the frame keeps :data:`LP_EDGE`
    more from the paper's edges."""
    return SPINE_PT < text_floor


class Pen:
    """Collects items drawn in design millimetres, placed on the paper (scaled and centred)."""

    def __init__(self, paper: Paper) -> None:
        self.paper = paper
        self.floor = paper.text_floor  # pt on the paper: no text prints under it
        # a spine page number grown to the floor needs LP_EDGE at 12 pt, and as much more as its line grows above
        edge = LP_EDGE + max(0.0, text_height("body", paper.text_floor) - text_height("body", 12.0)) \
            if spine_number_grows(paper.text_floor) else 0.0
        self.s = min((paper.width - 2 * edge) / BASE_W, (paper.height - 2 * edge) / BASE_H)
        self.ox = (paper.width - BASE_W * self.s) / 2
        self.oy = (paper.height - BASE_H * self.s) / 2
        self.items: list[Item] = []

    @property
    def design_floor(self) -> float:
        """The text floor in this pen's design points, rounded up to a quarter point (the step text shrinks by,
        so that a text measured at its least size is set at that size; and never a rounding under the floor once
        scaled onto the paper): what its declared layouts are placed at and what :meth:`pt` raises sizes to."""
        return math.ceil(self.floor / self.s * 4 * (1 - 1e-12)) / 4  # 0.0 with no floor

    def sub(self, k: float, ox: float, oy: float) -> Pen:
        """A pen that draws its own items in this pen's design mm: scaled by ``k`` and moved by (ox, oy), with the
        floor in its units (a picture a layout draws into the rectangle it was given; :meth:`lay` places them)."""
        sub = Pen.__new__(Pen)
        sub.paper, sub.items = self.paper, []
        sub.floor = self.design_floor
        sub.s, sub.ox, sub.oy = k, ox, oy
        return sub

    def paint(self, draw: Drawing) -> Paint:
        """What a layout paints into the rectangle it gives a box (its art, or its back): this pen's ``draw(pen,
        x, y, w, h)`` in design mm, with a pen of its own whose items the layout keeps."""

        def paint(x: float, y: float, w: float, h: float) -> list[Item]:
            sub = self.sub(1.0, 0.0, 0.0)
            draw(sub, x, y, w, h)
            return sub.items

        return paint

    def art(self, draw: Drawing, width: float | None = None, height: float | None = None, grow: float = 0.0,
            shrink: float = 1.0, min_height: float = 0.0) -> Art:
        """A layout's leaf that this pen's ``draw`` paints (:meth:`paint`)."""
        return Art(draw=self.paint(draw), width=width, height=height, grow=grow, shrink=shrink, min_height=min_height)

    def lay(self, node: Box, x: float, y: float, w: float, h: float) -> tuple[str, ...]:
        """A declared layout placed in the design rectangle (x, y, w, h), no text under the floor, its items
        put on the paper; what did not fit (:attr:`pnp.scene.arrange.Laid.faults`)."""
        laid = lay_out(node, x, y, w, h, self.design_floor)
        self.items += [self.placed(item) for item in laid.items]
        return laid.faults

    def flow(self, node: Flow, fault: str) -> list[tuple[Item, ...]]:
        """A declared flow down as many frames as its sections need, at the floor: each page's items in design mm;
        refused in one line (``fault``, then what did not fit) where a page cannot hold a section."""
        pages = arrange.flow(node, LEFT, TOP, WIDTH, BOTTOM - TOP, self.design_floor)
        for laid in pages:
            if laid.faults:
                raise PnpError(f"{fault}: {laid.faults[0]}")
        return [laid.items for laid in pages]

    def paginate(self, sections: Sequence[Section], bottom: float, what: str, head: Box | None = None,
                 gap: float = 0.0) -> list[list[Item]]:
        """Sections down the frame's pages by the page flow, at the floor, from under ``head`` (laid atop every
        page, as tall as it asks) and ``gap`` to ``bottom``: each page's items in design mm."""
        floor = self.design_floor
        head_h = 0.0 if head is None else height_of(head, WIDTH, floor)
        frame = (TOP + head_h + gap, bottom)
        try:
            return [[*(lay_out(head, LEFT, TOP, WIDTH, head_h, floor).fitted(what) if head is not None else ()),
                     *page_items(placed, LEFT, WIDTH, floor, what)]
                    for placed in page_flow.paginate(sections, WIDTH, lambda _: frame, floor, what)]
        except ValueError as e:
            raise PnpError(str(e)) from None

    def on_page(self, items: Iterable[Item], label: str) -> Page:
        """Items drawn in design mm, on a page of the paper of their own."""
        return Page(self.paper.width, self.paper.height, tuple(self.placed(item) for item in items),
                    bleed=self.paper.bleed, label=label)

    def placed(self, item: Item) -> Item:
        """An item drawn in design mm, on the paper."""
        s = self.s
        if isinstance(item, Text):
            return replace(item, x=self.X(item.x), y=self.Y(item.y), width=item.width * s, height=item.height * s,
                           size=item.size * s, min_size=None if item.min_size is None else item.min_size * s)
        if isinstance(item, Icon):
            return replace(item, x=self.X(item.x), y=self.Y(item.y), size=item.size * s)
        if isinstance(item, Path):
            return self._on_paper(item.segments, item.style)
        raise TypeError(f"a notebook layout drew a {type(item).__name__}, which the pen cannot place")

    def pt(self, size: float) -> float:
        """A design size as this pen prints it: raised to the text floor (in design points) where it is under."""
        return max(size, self.design_floor)  # as given with no floor (its design floor is 0)

    # coordinates
    def X(self, x: float) -> float:
        return self.ox + x * self.s

    def Y(self, y: float) -> float:
        return self.oy + y * self.s

    def _style(self, style: Style) -> Style:
        if self.s == 1.0:
            return style
        return replace(style, width=style.width * self.s, dash=tuple(d * self.s for d in style.dash))

    # drawing
    def _on_paper(self, segments: Sequence[Segment], style: Style) -> Path:
        """A path drawn in design mm, on the paper (not kept)."""
        # a segment is its command and its points' coordinates, x and y in turn (X and Y inlined: every line of
        # every notebook page comes through here)
        s, ox, oy = self.s, self.ox, self.oy
        placed = [(seg[0], *(oy + v * s if i % 2 else ox + v * s for i, v in enumerate(seg[1:]))) for seg in segments]
        return Path(tuple(placed), self._style(style))

    def path(self, segments: Sequence[Segment], style: Style) -> Path:
        p = self._on_paper(segments, style)
        self.items.append(p)
        return p

    def place(self, shape: Path) -> Path:
        """A path built in design mm by pnp.scene.shapes, placed on the paper."""
        return self.path(shape.segments, shape.style)

    def poly(self, points: Sequence[tuple[float, float]], style: Style, closed: bool = True) -> Path:
        return self.place(polyline(points, style, closed))

    def line(self, x0: float, y0: float, x1: float, y1: float, style: Style) -> Path:
        return self.place(line(x0, y0, x1, y1, style))

    def rect(self, x: float, y: float, w: float, h: float, style: Style, r: float = 0.0) -> Path:
        return self.place(rounded_rect(x, y, w, h, r, style))

    def circle(self, cx: float, cy: float, r: float, style: Style) -> Path:
        return self.path(ellipse_segments(cx, cy, r, r), style)

    def ellipse(self, cx: float, cy: float, rx: float, ry: float, style: Style) -> Path:
        return self.path(ellipse_segments(cx, cy, rx, ry), style)

    def icon(self, name: str, x: float, y: float, size: float, color: Color = INK) -> Icon:
        i = Icon(name, self.X(x), self.Y(y), size * self.s, color)
        self.items.append(i)
        return i

    def key_icon(self, name: str, color: str, x: float, y: float, size: float, halo: Color = INK,
                 width: float = 0.3, lettered: bool = True) -> None:
        """A padlock or a key in key colour ``color``, with a thin halo so light colours (ivory, silver, gold) read
        on white paper, and the colour's letter (KEY_LETTER): on the padlock's body over its keyhole, on a round
        tag beside the key's bow (not ``lettered``: an ornament's key, which no door is matched by)."""
        ink = KEY_INK.get(color, INK)
        for k in range(8):
            a = k * math.pi / 4
            self.icon(name, x + width * math.cos(a), y + width * math.sin(a), size, halo)
        self.icon(name, x, y, size, ink)
        letter = key_letter(color) if lettered else None
        if letter is None:
            return
        u, v, r = _LETTER_AT[name]
        cx, cy, rr = x + u * size, y + v * size, self.letter_radius(letter, r * size)
        self.circle(cx, cy, rr, Style(fill=ink, stroke=halo if name == "key" else None, width=width))
        fg = ink_for(ink)
        self.text(letter, cx - rr, cy - rr * 1.4, 2 * rr, 2.6 * rr, size=max(MIN_PT, rr * 4.8), font="body-black",
                  color=fg)

    def letter_radius(self, letter: str, rr: float = 0.0) -> float:
        """The radius of a key letter's disc (:meth:`key_icon`): ``rr``, or as much as the letter at the floor
        needs: its line's height (2.5 radii), and its ink on the disc: no more than a speck (:data:`LETTER_SPILL`)
        outside the disc's outline (the hull of its curves' control points, as the layout check takes a ground),
        so a wide capital (M, O) stays on its disc however the locale spells the colour."""
        from shapely.geometry import Polygon, box

        rr = max(rr, text_height("body-black", self.pt(MIN_PT)) / 2.5)
        m, ink = metrics("body-black"), line_box("body-black", letter)
        if ink is None:
            return rr
        for _step in range(200):  # grows by 1 % a step: the letter stays at the floor while the disc grows to it
            size = self.pt(max(MIN_PT, rr * 4.8))
            em = size * PT / 1000.0
            left = -m.string_width(letter, size) * PT / 2  # centred on the disc
            base = -0.1 * rr + m.cap_height * em / 2  # its capitals centred in the box key_icon draws it in
            k = KAPPA * rr
            hull = Polygon(((rr, -k), (rr, k), (k, rr), (-k, rr), (-rr, k), (-rr, -k), (-k, -rr), (k, -rr)))
            spill = box(left + ink[0] * em, base + ink[1] * em, left + ink[2] * em, base + ink[3] * em).difference(hull)
            if spill.area * self.s ** 2 <= LETTER_SPILL:
                return rr
            rr *= 1.01
        return rr

    def text(self, text: str, x: float, y: float, w: float, h: float, size: float, font: str = "body",
             color: Color = INK) -> Text:
        """A picture's word (a sign's, a badge's) on one line, centred in its box; never under the floor (with no
        floor, the size as given)."""
        t = Text(text, self.X(x), self.Y(y), w * self.s, h * self.s, font=font, size=self.pt(size) * self.s,
                 color=color, align="center", valign="middle", wrap=False)
        self.items.append(t)
        return t

    def page(self, label: str) -> Page:
        return Page(self.paper.width, self.paper.height, tuple(self.items), bleed=self.paper.bleed, label=label)


# --- small art ---------------------------------------------------------------------

def checkbox(pen: Pen, x: float, y: float, size: float, round_: bool = False, color: Color = INK,
              width: float = 0.35) -> Path:
    style = Style(stroke=color, width=width, fill=WHITE)
    if round_:
        return pen.circle(x + size / 2, y + size / 2, size / 2, style)
    return pen.rect(x, y, size, size, style, r=0.4)


def across(words: Sequence[Words], width: float, extra: float, floor: float, most: Sequence[int]) -> int:
    """How many cells go across ``width``: the first of ``most``, else one, at which every one of ``words`` (set at
    the floor) and ``extra`` mm fit a cell's share of it."""
    return first_that_holds((*most, 1), lambda n: all(width_of(w, floor) + extra <= width / n for w in words))


def inset(node: Box, by: float) -> Row:
    """``node`` in a row, ``by`` mm in from either side."""
    return Row(children=(Box(width=by, shrink=0), node, Box(width=by, shrink=0)))


def write_box(pen: Pen, x: float, y: float, w: float, h: float, r: float = 0.8) -> None:
    pen.rect(x, y, w, h, Style(stroke=BOX_LINE, width=0.3, fill=WHITE), r=r)


def write_boxes(pen: Pen, x: float, y: float, width: float, cols: int, rows: int, h: float, pad: float,
                row_gap: float) -> None:
    """A grid of boxes to write in, ``cols`` across ``width``, each inset by ``pad``."""
    w = width / cols
    for j in range(rows):
        for i in range(cols):
            write_box(pen, x + i * w + pad, y + j * (h + row_gap), w - 2 * pad, h)


def signed(n: int) -> str:
    return f"+{n}" if n > 0 else f"\u2212{-n}"


# i18n: the red burst on a room that must be faced at once (short: one line in a badge)
NOW = N_("NOW!")


def badge_height(size: float, designed: float, pad: float) -> float:
    """A badge's box for its one line of black words, centred (the NOW! burst, a way's sign, the EXIT board):
    ``designed`` mm tall, or as tall as the line at ``size`` design points needs, ``pad`` mm more."""
    return max(designed, ink_room("body-black", size, 1, 1.2, "middle") + pad)


def now_size(pen: Pen) -> tuple[float, float]:
    """The box of the NOW! badge's word (design mm): 14 × 6 as designed, wider and taller for a longer word or
    a larger floor, as the current locale and the pen's floor set it."""
    size = pen.pt(9.5)
    return (max(14.0, text_width(localised(_(NOW)), "body-black", size) + 0.6),
            badge_height(size, 6.0, 0.4))


def now_badge(pen: Pen, cx: float, cy: float) -> None:
    """A spiky red burst behind the word NOW!, as wide and tall as the word needs."""
    w, h = now_size(pen)
    kx, ky = w / 14.0, h / 6.0
    n = 14  # spikes: a point (outer radii) and a notch (inner) each
    radii = [(9.3, 4.2) if k % 2 == 0 else (7.3, 3.1) for k in range(2 * n)]
    pen.poly([(cx + kx * rx * math.cos(math.pi * k / n), cy + ky * ry * math.sin(math.pi * k / n))
              for k, (rx, ry) in enumerate(radii)], Style(fill=NOW_RED))
    pen.text(localised(_(NOW)), cx - w / 2, cy - h / 2, w, h, size=9.5, font="body-black", color=WHITE)


def page_title(pen: Pen, text: str, room: float = WIDTH, color: Color = BLACK) -> Words:
    """A page's title, 9 mm tall on one line; on two or more where the floor sets it wider than its ``room``."""
    title = Words(text=text, size=18, least=12, font="display", color=color, valign="middle", wrap=False,
                  height=9.0)
    if width_of(title, pen.design_floor) > room:  # a floor above the title's size
        return replace(title, wrap=True, height=None)
    return title


def rule(pen: Pen, height: float, at: float = 1.0, shrink: float = 1.0) -> Art:
    """A page title's rule across the column, ``at`` mm under the top of its box."""
    return pen.art(lambda sub, x, y, w, h: sub.line(x, y + at, x + w, y + at, Style(stroke=INK, width=0.4)),
                   height=height, shrink=shrink)
