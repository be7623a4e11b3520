"""A room's page, top to bottom like a pocket gamebook page: the room number and the compass; the viewport;
the message; the encounter box (battle table, outcomes, options, dice-game boxes, key, ladder); and the tally
boxes for HP, coins, loot and DONE.

The page is one declared layout (:mod:`pnp.scene.boxes`) in the pen's design frame, placed at the text floor
in design points (:meth:`Pen.lay`), its words set in the current locale before they are measured. Its rule
when words need more room (a larger floor, a longer language): each text first shrinks towards its least size
(never under the floor), and a text that still does not fit makes its box taller; then the room's picture
yields, a tenth of its height at a time down to :data:`LEAST_PICTURE` of it; what still does not fit goes on
to the room's next page (:func:`room_pages`): the picture, the sight and the message stay on the first, and
the encounter with its tally boxes continues on the facing page under the room's number.
"""

from __future__ import annotations

from dataclasses import replace

from pnp.catalog import Paper
from pnp.games.notebook.content import printed
from pnp.games.notebook.model import Dungeon, Encounter, Room
from pnp.games.notebook.panels import encounter_panel, words
from pnp.games.notebook.pen import (
    BOTTOM,
    BOX_LINE,
    COIN_INK,
    GRID_INK,
    HEADER,
    HURT_INK,
    LEFT,
    MUTED,
    PALE,
    RIGHT,
    TALLY,
    TOP,
    VIEW,
    WIDTH,
    WRITE_MM_PER_PT,
    Pen,
    checkbox,
    now_badge,
    now_size,
)
from pnp.games.notebook.viewport import compass, compass_radius, hang_below, viewport
from pnp.i18n import N_, _
from pnp.scene import boxes as b
from pnp.scene.arrange import lay_out, width_of
from pnp.scene.color import INK, WHITE, Color
from pnp.scene.model import Item, Page, Style

LEAST_PICTURE = 0.5  # the picture yields room down to this share of its height


# --- the tally and the notes -----------------------------------------------------------

def _natural(node: b.Box) -> b.Box:
    """``node`` with nothing growing: the width it asks for is then its words' and art's own."""
    if isinstance(node, (b.Row, b.Column, b.Stack)):
        return replace(node, grow=0, children=tuple(_natural(c) for c in node.children))
    return replace(node, grow=0)


def _tally(pen: Pen, enc: Encounter) -> b.Box:
    """HP and coins to write the change in, the LOOT when the encounter gives one, DONE to tick."""

    def framed(style: Style, children: tuple[b.Box, ...], grow: float = 0.0, min_width: float = 0.0) -> b.Stack:
        frame = pen.art(lambda sub, x, y, w, h: sub.rect(x, y, w, h, style, r=1.2))
        return b.Stack(shrink=0, grow=grow, min_width=min_width, children=(frame, b.Column(children=children)))

    def label(text: str, color: Color = MUTED, **more) -> b.Words:
        return words(text, 6.5, font="body-black", color=color, valign="middle", **more)

    boxes: list[b.Box] = []
    # i18n: the boxes under a room to write the hit points and coins it cost or gave (capitals, short)
    for icon, word, ink in (("heart", N_("HP \u00b1"), HURT_INK), ("coin", N_("COINS \u00b1"), COIN_INK)):
        boxes.append(framed(Style(stroke=BOX_LINE, width=0.35, fill=WHITE), (
            b.Box(height=0.9, shrink=0),
            b.Row(children=(b.Box(width=1.2, shrink=0), b.Glyph(icon=icon, width=3.6, height=3.6, color=ink, shrink=0,
                                                                align="start"),
                            b.Box(width=0.5, shrink=0), label(_(word), grow=1, min_height=3.8)))),
            grow=1))
    if enc.loot_d6 or enc.loot:
        coin = pen.art(lambda sub, x, y, w, h: sub.icon("coin", x + 1.5, y + (h - 5.0) / 2, 5.0, COIN_INK), width=6.5,
                       shrink=0)
        # i18n: a six-sided die's roll as the loot (the coins are what it shows), as players write it
        value = _("d6") if enc.loot_d6 else str(enc.loot)
        boxes.append(framed(Style(fill=PALE, stroke=COIN_INK, width=0.45), (
            b.Box(height=0.9, shrink=0), label(_("LOOT"), text_align="center", min_height=3.4),
            b.Box(height=0.3, shrink=0),
            b.Row(grow=1, children=(coin, words(value, 11, font="body-black", text_align="center", valign="middle",
                                                wrap=False, grow=1), b.Box(width=1.0, shrink=0))),
            b.Box(height=0.8, shrink=0)), min_width=16.0))
    tick = pen.art(lambda sub, x, y, w, h: checkbox(sub, x + (w - 5.5) / 2, y, 5.5, color=INK, width=0.45),
                   height=5.5, shrink=0)
    boxes.append(framed(Style(stroke=INK, width=0.45, fill=WHITE), (
        b.Box(height=0.9, shrink=0), label(_("DONE"), INK, text_align="center", min_height=3.4),
        b.Box(height=1.2, shrink=0), tick), min_width=13.0))
    # one row while every box has its words' width there, else two boxes a row
    needs = [width_of(_natural(x), pen.design_floor) for x in boxes]
    if sum(needs) + 1.6 * (len(boxes) - 1) <= WIDTH:  # each box at least its words' width
        return b.Row(gap=1.6, height=TALLY[1] - TALLY[0], name="the tally boxes",
                     children=tuple(replace(x, min_width=max(x.min_width, w)) for x, w in zip(boxes, needs)))
    return b.Grid(columns=(b.Fr(), b.Fr()), gap=1.6, row_gap=1.6, name="the tally boxes",
                  cells=tuple(replace(x, min_height=TALLY[1] - TALLY[0]) for x in boxes))


def _notes(pen: Pen, after_panel: bool) -> b.Art:
    """Faint lines for the player's notes in the room the page leaves, when it leaves enough."""
    pitch = max(6.5, WRITE_MM_PER_PT * 1.07 * pen.design_floor)  # wider lines for larger writing
    label = pen.pt(6) / 6 * 3.4

    def draw(sub: Pen, x: float, y: float, w: float, h: float) -> None:
        y0, y1 = y + (2.5 if after_panel else 0.0), y + h - 2.0
        first = label + 5.1 + (pitch - 6.5)
        if y1 - y0 < first + 3.5:
            return
        # i18n: the faint lines left on a room's page for the player's notes
        notes = words(_("notes"), 6, color=MUTED, wrap=False)
        sub.items += lay_out(notes, x, y0, w, label, sub.floor).fitted("the notes")
        line = y0 + first
        while line <= y1:
            sub.line(x, line, x + w, line, Style(stroke=GRID_INK, width=0.25))
            line += pitch

    return pen.art(draw, grow=1)


# --- the page -----------------------------------------------------------------------------

def _header(pen: Pen, room: Room) -> b.Row:
    """The room's number with ROOM and its level beside it, NOW! when the room must be faced at once, and the
    compass at the right."""
    r = compass_radius(pen, 7.3)
    now: tuple[b.Box, ...] = ()
    if room.encounter.now:
        now = (pen.art(lambda sub, x, y, w, h: now_badge(sub, x + w / 2, y + h / 2),
                       width=max(18.6, now_size(pen)[0] + 4.6), shrink=0),
               b.Box(width=9.9 - 2 * 0.2, shrink=0))
    return b.Row(height=HEADER[1] - HEADER[0], name="the page's head", children=(
        words(str(room.number), 30, font="body-black", valign="middle", wrap=False, shrink=0),
        b.Box(width=2.0, shrink=0),
        b.Column(grow=1, justify="center", children=tuple(
            words(text, 6.5, font=font, color=MUTED, wrap=False, valign="middle", min_height=3.6)
            # i18n: beside a room page's number: ROOM, and the level the room is on
            for text, font in ((_("ROOM"), "body-black"), (_("level {n}").format(n=room.cell[0]), "body")))),
        *now,
        pen.art(lambda sub, x, y, w, h: compass(sub, room, x + w / 2, y + h / 2 + 0.2, r), width=2 * r + 0.4,
                shrink=0, min_height=2 * r + 0.4)))


def _picture(pen: Pen, dungeon: Dungeon, room: Room, k: float) -> b.Art:
    """The viewport at ``k`` of its designed size, centred across the page."""

    def draw(x: float, y: float, w: float, h: float) -> list[Item]:
        sub = pen.sub(k, x + w / 2 - (LEFT + RIGHT) / 2 * k, y - VIEW[1] * k)
        viewport(sub, dungeon, room)
        return sub.items

    return b.Art(draw=draw, height=(VIEW[3] - VIEW[1] + hang_below(pen.sub(k, 0.0, 0.0))) * k, shrink=0)


def _sight(pen: Pen, room: Room) -> tuple[b.Box, ...]:
    """The room's sight and sound (one line as designed), then what the player meets."""
    flavour: b.Box = b.Box(height=3.2)
    if room.flavour:
        flavour = words(printed(room.flavour), 7, 6, font="body-italic", color=MUTED, valign="middle", height=3.2,
                         name="the room's sight and sound")
    return (b.Box(height=0.7, shrink=0), flavour, b.Box(height=0.3, shrink=0),
            words(printed(room.encounter.message), 8.5, 6.5, font="body-italic", valign="middle", height=7.8,
                   name="the message"), b.Box(height=0.5, shrink=0))


def room_pages(dungeon: Dungeon, room: Room, paper: Paper) -> list[Page]:
    """The room's page, its picture yielding (down to :data:`LEAST_PICTURE`) when its words need the room; else
    the room's pages as a flow under its number: the picture with the sight and the message, the encounter,
    then the notes and the tally boxes, each whole, going on to the room's next page when the page is full."""
    pen = Pen(paper)
    panel = encounter_panel(pen, room)
    head = (_header(pen, room), b.Box(height=2.0, shrink=0))
    encounter = (panel,) if panel is not None else ()
    foot = (_notes(pen, panel is not None), _tally(pen, room.encounter))
    for n in range(round((1 - LEAST_PICTURE) * 10) + 1):  # a tenth of the picture at a time
        page = Pen(paper)
        children = (*head, _picture(pen, dungeon, room, 1 - n / 10), *_sight(pen, room), *encounter, *foot)
        if not page.lay(b.Column(children=children, name="the room's page"), LEFT, TOP, WIDTH, BOTTOM - TOP):
            return [page.page(f"room {room.number}")]
    sections = (b.Column(children=(_picture(pen, dungeon, room, 1.0), *_sight(pen, room))), *encounter,
                b.Column(grow=1, children=foot))
    fault = f"room {room.number}'s page does not fit at a {paper.text_floor:g} pt text floor on {paper.name}"
    flowed = pen.flow(b.Flow(head=b.Column(children=head), sections=sections, name="the room's pages"), fault)
    return [pen.on_page(items, f"room {room.number}" + (", continued" if k else "")) for k, items in enumerate(flowed)]


def room_page(dungeon: Dungeon, room: Room, paper: Paper) -> Page:
    """One room's first page: number, compass, viewport with its exits, message, encounter and tally boxes."""
    return room_pages(dungeon, room, paper)[0]
