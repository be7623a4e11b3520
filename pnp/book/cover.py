"""The paperback's full-wrap cover: back, spine and front on one page, with the service's bleed all round.

The page's trim is the closed book laid flat: the back cover on the left, the spine, the front cover on the
right (a book read left to right). Its width is twice the trim's plus the spine the service's formula gives
for the page count and paper (``Service.spine_width``); its height is the trim's. The background runs into the
bleed on every side; the words keep inside the service's safe margin from the trim and the folds (at least a
design margin, for the look); the spine carries the title and author only when the service prints spine text
at this page count; the back leaves the service's barcode area a plain white box (the service prints its
barcode there, on white; KDP asks for the area clear of text and pictures).

The front and the back are each one column of the layout engine (:mod:`pnp.scene.arrange`): a longer title,
subtitle or blurb shrinks to its least size, never under the floor, and then takes its room from the picture
(the front) or grows its box (the back); the spine's one line is a row of the engine, turned.
"""

from __future__ import annotations

from collections.abc import Sequence

from pnp.book.model import BookInfo
from pnp.book.pen import gap, least
from pnp.book_catalog import Service, Trim
from pnp.i18n import N_, _
from pnp.scene import boxes as b
from pnp.scene.affine import Affine
from pnp.scene.arrange import lay_out
from pnp.scene.color import WHITE, Color
from pnp.scene.model import Group, Item, Page, Style
from pnp.scene.shapes import bleed_rect, maze_pattern, placed, rect, rounded_rect
from pnp.scene.text import PT

BACKGROUND = Color.hex("#7d3410")  # the kits' rust accent, a shade darker so the parchment words stand out
SPINE_BAND = Color.hex("#5c260c")
WORDS = Color.hex("#f4efe4")  # the kits' parchment
GOLD = Color.hex("#eed3a2")  # reads 4.5:1 on the faint maze behind the back cover's words
CARD = Color.hex("#f4efe4")
CARD_EDGE = Color.hex("#2b2118")
# i18n: a puzzle book's cover: under the title when the book has no subtitle
TAGLINE = N_("Find the way through, one puzzle at a time.")
PATTERN = BACKGROUND.lighten(0.12)  # the faint maze the whole wrap is drawn on
PATTERN_STEP = 9.0  # mm: its squares
SPINE_FONT_MAX = 14.0  # pt: a spine title no larger than this, however wide the spine
SPINE_FONT_MIN = 5.0  # pt: below this a spine's words cannot be read, and the spine is left plain


def cover_size(trim: Trim, service: Service, pages: int, paper_type: str) -> tuple[float, float, float]:
    """(width, height, spine) of the cover's trim in mm, bleed not included."""
    spine = service.spine_width(pages, paper_type)
    return 2 * trim.width + spine, trim.height, spine


def design_margin(trim: Trim, service: Service) -> float:
    """How far the words keep from the trim and the folds: the service's safe margin, or more for the look."""
    return max(service.cover_safe, 0.06 * min(trim.width, trim.height))


def barcode_box(trim: Trim, service: Service) -> tuple[float, float, float, float] | None:
    """The barcode area (x, y, width, height) in the cover's trim coordinates, or None when none is printed."""
    code = service.barcode
    if code is None:
        return None
    return (trim.width - code.from_spine - code.width, trim.height - code.from_bottom - code.height, code.width,
            code.height)


def spine_font_size(spine: float, service: Service) -> float:
    """The spine's title size (pt): one line filling the spine between its safe margins, capped."""
    room = spine - 2 * service.spine_safe
    return min(SPINE_FONT_MAX, room / (1.25 * PT))  # 1.25: a line's height, so the ascenders keep inside


def cover_page(info: BookInfo, trim: Trim, service: Service, pages: int, paper_type: str, front_art: Page,
               blurb: str, floor: float = 0.0, facts: Sequence[str] = ()) -> Page:
    """The full-wrap cover of a ``pages``-page book printed by ``service`` on ``paper_type`` paper; ``floor``:
    a large-print book's smallest text (pt), which the spine's words must reach or the spine stays plain;
    ``facts``: what a buyer looks for on the front (how many puzzles, levels, ages), each on a pill."""
    service.check_pages(pages)
    width, height, spine = cover_size(trim, service, pages, paper_type)
    bleed = service.cover_bleed
    items: list[Item] = [bleed_rect(width, height, bleed, BACKGROUND), _pattern(width, height, bleed, info.seed),
                         rect(trim.width, -bleed, spine, height + 2 * bleed, Style(fill=SPINE_BAND))]
    items += _front(info, trim, service, spine, height, front_art, floor, facts)
    if service.spine_text(pages) and spine_font_size(spine, service) >= max(SPINE_FONT_MIN, floor):
        items += _spine(info, trim, service, spine, height, floor)
    items += _back(info, trim, service, blurb, floor)
    return Page(width, height, tuple(items), bleed=bleed, label="cover")


def _pattern(width: float, height: float, bleed: float, seed: int) -> Group:
    """A faint maze over the whole wrap, bleed included (a guillotine's drift shows more maze, never a white
    edge), its own for each book's seed; the spine band and the pictures are drawn over it."""
    style = Style(stroke=PATTERN, width=1.2, cap="square")
    clip = rect(-bleed, -bleed, width + 2 * bleed, height + 2 * bleed, Style())
    return Group((maze_pattern(0.0, 0.0, width, height, PATTERN_STEP, seed, style, bleed),), clip=clip)


def _front(info: BookInfo, trim: Trim, service: Service, spine: float, height: float, art: Page,
           floor: float = 0.0, facts: Sequence[str] = ()) -> list[Item]:
    """The front: the title, the subtitle (else the book's tagline), the puzzle on its card, the facts on pills
    and the author, one column inside the design margin (each text shrinks to half its size, never under the
    floor, before its box grows)."""
    m = design_margin(trim, service)
    x0 = trim.width + spine + m
    w = trim.width - 2 * m
    title_size = 0.27 * trim.width  # pt: 41 pt on a 6 in cover
    sub = 0.09 * trim.width
    author_size = 0.1 * trim.width
    column: list[b.Box] = [
        b.Words(text=info.title, font="display", size=title_size, least=title_size / 2, color=WORDS,
                text_align="center", valign="middle", leading=1.1, height=title_size * PT * 2.4, shrink=0.0,
                name="title"),
        b.Words(text=info.subtitle or _(TAGLINE), font="body" if info.subtitle else "body-italic", size=sub,
                least=max(sub * 0.7, floor), color=GOLD, text_align="center", height=sub * PT * 2.6, shrink=0.0,
                name="subtitle"),
        gap(0.02 * height),
        b.Art(draw=lambda x, y, aw, ah: _framed(art, x, y, aw, ah), grow=1, name="picture"),
    ]
    if facts:  # parchment pills of one height in a row, dark words on them
        fact = 0.075 * trim.width

        def pill(x: float, y: float, pw: float, ph: float) -> list[Item]:
            return [rounded_rect(x, y, pw, ph, ph / 2, Style(fill=CARD, stroke=GOLD, width=0.5))]

        column += [gap(0.025 * height), b.Row(gap=0.03 * trim.width, name="facts", children=tuple(
            b.Column(grow=1.0, back=pill, pad=1.5, justify="center", children=(
                b.Words(text=f, font="body-bold", size=fact, least=max(fact * 0.7, least(floor)), color=CARD_EDGE,
                        text_align="center", valign="middle", name="fact"),)) for f in facts))]
    if info.author:
        column += [gap(0.03 * height),
                   # a name too long for one line at half its size wraps (and takes room from the picture)
                   b.Words(text=info.author, font="body-bold", size=author_size, least=max(author_size / 2,
                           least(floor)), color=WORDS, text_align="center", valign="bottom",
                           height=author_size * PT * 1.6, shrink=0.0, name="author")]
    return list(lay_out(b.Column(children=tuple(column), name="front"), x0, m, w, height - 2 * m, floor)
                .fitted("the cover's front"))


def _framed(art: Page, x: float, y: float, w: float, h: float) -> list[Item]:
    """The puzzle on a parchment card, as large as the box lets it be, centred in it."""
    pad = 0.04 * min(w, h)
    scale = min((w - 2 * pad) / art.width, (h - 2 * pad) / art.height)
    aw, ah = art.width * scale, art.height * scale
    cx, cy = x + (w - aw) / 2, y + (h - ah) / 2
    return [rect(cx - pad, cy - pad, aw + 2 * pad, ah + 2 * pad, Style(fill=CARD, stroke=CARD_EDGE, width=0.6)),
            placed(art, cx, cy, scale)]


def _spine(info: BookInfo, trim: Trim, service: Service, spine: float, height: float,
           floor: float = 0.0) -> list[Item]:
    """Title and author read top to bottom (turned a quarter clockwise), kept between the spine's safe margins:
    one row laid out along the spine, then turned."""
    m = design_margin(trim, service)
    length = height - 2 * m
    size = spine_font_size(spine, service)
    smallest = max(SPINE_FONT_MIN, floor)
    words: tuple[b.Box, ...] = (b.Words(text=info.title, font="display", size=size, least=smallest, color=WORDS,
                                        valign="middle", wrap=False, grow=1, name="spine's title"),)
    if info.author:
        words += (b.Words(text=info.author, font="body-bold", size=max(size * 0.8, floor), least=smallest,
                          color=GOLD, text_align="right", valign="middle", wrap=False, width=0.3 * length,
                          shrink=0.0, name="spine's author"),)
    laid = lay_out(b.Row(children=words), 0.0, 0.0, length, spine - 2 * service.spine_safe, floor).items
    # rotated 90° (y down: clockwise), the row's reading direction runs down the page and its height leftwards
    turn = Affine.rotate(90).then(Affine.translate(trim.width + spine - service.spine_safe, m))
    return [Group(laid, turn)]


def _back(info: BookInfo, trim: Trim, service: Service, blurb: str, floor: float = 0.0) -> list[Item]:
    m = design_margin(trim, service)
    height = trim.height
    w = trim.width - 2 * m
    box = barcode_box(trim, service)
    bottom = height - m if box is None else min(height - m, box[1] - 0.03 * height)
    heading = 0.12 * trim.width
    body = 0.075 * trim.width
    column = b.Column(children=(
        b.Words(text=info.title, font="display", size=heading, least=heading / 2, color=GOLD,
                height=heading * PT * 1.4, shrink=0.0, name="title"),
        gap(0.02 * height),
        b.Words(text=blurb, size=body, least=max(7.0, body * 0.6, floor), color=WORDS, leading=1.35, grow=1,
                name="blurb"),
    ), name="back")
    items = list(lay_out(column, m, m, w, max(0.0, bottom - m), floor).fitted("the cover's back"))
    imprint = max(0.05 * trim.width, least(floor))  # never under the book's 7 pt (6.35 pt on a 5 in cover)
    right = trim.width - m if box is None else box[0] - 0.03 * trim.width
    if info.credit and right - m >= 30:  # beside a wide barcode area the line would shrink past reading: left off
        # i18n: the credit line under a book's title ("pnp" is the program's name)
        line = b.Words(text=_("Made with pnp"), size=imprint, least=max(imprint * 0.8, least(floor)), color=GOLD,
                       valign="bottom", wrap=False, name="imprint")
        h = imprint * PT * 1.3
        items += lay_out(line, m, height - m - h, right - m, h, floor).fitted("the cover's imprint")
    if box is not None:
        # the service prints its barcode on white here: nothing else is drawn in the box
        items.append(rect(*box, Style(fill=WHITE)))
    return items
