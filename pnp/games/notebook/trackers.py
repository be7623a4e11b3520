"""The trackers: the player's stats page and the master map (both levels, key slots), side by side on a
sheet of their own that the player keeps beside the booklet (as the original's fold-outs are), so they can
be written on whichever room's page the booklet is open at."""

from __future__ import annotations

from dataclasses import replace

from pnp.catalog import Paper
from pnp.catalog import paper as find_paper
from pnp.errors import PnpError
from pnp.games.notebook.content import key_colour, printed
from pnp.games.notebook.glyphs import way_glyph
from pnp.games.notebook.model import Dungeon
from pnp.games.notebook.odds import START_HP
from pnp.games.notebook.pen import (
    BOTTOM,
    EXIT_INK,
    GRID_INK,
    LEFT,
    MUTED,
    TOP,
    WIDTH,
    WRITE_MM_PER_PT,
    Pen,
    across,
    checkbox,
    inset,
    page_title,
    rule,
    write_box,
    write_boxes,
)
from pnp.i18n import N_, _, ngettext, pgettext
from pnp.scene import boxes as b
from pnp.scene.arrange import EPS, height_of, width_of
from pnp.scene.color import INK
from pnp.scene.model import Item, Page, Style
from pnp.scene.shapes import line, placed

# --- trackers -----------------------------------------------------------------------

def _upgrades(d: Dungeon) -> list[tuple[int, str]]:
    """Weapon upgrades offered by the shops as (level, name), by level."""
    weapons: dict[int, str] = {}
    for r in d.rooms:
        for o in r.encounter.options:
            if o.effect == "upgrade":
                weapons.setdefault(o.weapon_level, o.text.partition(" (")[0])
    return sorted(weapons.items())


# The running totals: a new total after each encounter that changes it (and 10 HP after a death), as the
# rules say. Over 4,000 simulated games (200 seeds, the greedy and the random player, players.py) the most
# any game needed was 41 HP totals and 40 coin totals (48 even if every single coin change were written
# down, each bust of the dice game and each purchase apart; about 30 in a typical game): 60 boxes each
# leave a fifth or more to spare.
TRACKER_COLUMNS = 15
HP_BOXES = 60
COIN_BOXES = 60
TRACKER_BOX_H = 5.6


def _title(title: str, hint: str = "") -> b.Row:
    """A section's title with its hint right-aligned beside it (wrapped under a high floor or a long
    translation, the row as tall as it then needs); ``title`` in English, printed translated, ``hint`` as
    printed."""
    return b.Row(gap=2.0, items_align="center", min_height=4.6, name=f"the {title.lower()} title", children=(
        b.Words(text=_(title), size=8, font="body-black", valign="middle", wrap=False, shrink=0),
        b.Words(text=hint, size=6, least=6, color=MUTED, text_align="right", valign="middle", grow=1)))


def _write_grid(pen: Pen, cols: int, rows: int, first: str) -> b.Stack:
    """A full-width grid of boxes for running totals, :data:`TRACKER_BOX_H` tall or taller for figures written at
    the floor's size, the first filled in with ``first`` (shrinking to fit its box, never under the floor)."""
    h = max(TRACKER_BOX_H, WRITE_MM_PER_PT * pen.design_floor)
    boxes = pen.art(lambda sub, x, y, w, _h: write_boxes(sub, x, y, w, cols, rows, h, pad=0.3, row_gap=0.6))
    figure = b.Words(text=first, size=8, least=6, font="body-black", color=MUTED, text_align="center", grow=1,
                     valign="middle", wrap=False, name="a running total's first figure")
    return b.Stack(height=rows * (h + 0.6), shrink=0, children=(boxes, b.Grid(
        columns=(b.Fr(),) * cols, cells=(replace(inset(figure, 0.3), height=h),), name="the first box")))


def _boxed(pen: Pen, children: tuple[b.Box, ...], r: float = 1.0, pad: float = 0.0) -> b.Stack:
    """A box to write or tick in, its words inside."""
    box = pen.art(lambda sub, x, y, w, h: write_box(sub, x + pad, y, w - 2 * pad, h, r=r), shrink=0)
    return b.Stack(grow=1.0, children=(box, b.Column(children=children)))


def _tick(pen: Pen, ticked: bool = False) -> b.Art:
    def draw(sub: Pen, x: float, y: float, w: float, h: float) -> None:
        checkbox(sub, x, y, 3.2)
        if ticked:
            sub.icon("check", x + 0.2, y, 2.8, INK)

    return pen.art(draw, width=3.2, height=3.2, shrink=0)


def _weapons(pen: Pen, d: Dungeon) -> b.Grid:
    """One box a weapon level, in order, its box ticked for the starting weapon: as many across as their words
    fit, each name wrapped in its box."""
    # i18n: the tracker's box of weapon level 1 (the weapon every player starts with)
    levels = [(1, _("starting weapon")), *((lvl, printed(name)) for lvl, name in _upgrades(d))]
    cells = tuple(_boxed(pen, (
        b.Box(height=1.3, shrink=0),
        b.Row(gap=0.5, children=(b.Box(width=0.9, shrink=0), _tick(pen, lvl == 1),
                                 b.Words(text=_level(lvl), size=6, least=6, font="body-black", valign="middle",
                                         grow=1, min_height=3.2))),
        b.Row(children=(b.Box(width=0.9, shrink=0), b.Words(text=name, size=6, least=6, text_align="center",
                                                           valign="middle", leading=1.1, grow=1, min_height=6.2),
                        b.Box(width=0.9, shrink=0))),
        b.Box(height=0.6, shrink=0)), pad=0.3) for lvl, name in levels)
    n = len(levels)
    halves = [-(-n // 2**k) for k in range(n.bit_length())]  # all across while their words fit, else halving
    names = [b.Words(text=_level(lvl), size=6, font="body-black", wrap=False) for lvl, _name in levels]
    return b.Grid(columns=(b.Fr(),) * across(names, WIDTH, 9.0, pen.design_floor, halves),
                  cells=cells, row_gap=0.6, name="the weapons")


def _gear(pen: Pen) -> b.Grid:
    """The shield and the axe, each with what it does."""
    cells = tuple(_boxed(pen, (
        b.Box(height=1.1, shrink=0),
        b.Row(gap=0.5, children=(
            b.Column(width=4.5, shrink=0, children=(b.Row(children=(b.Box(width=0.2), _tick(pen))),
                                                    b.Box(height=0.6, shrink=0),
                                                    b.Glyph(icon=icon, width=3.8, height=3.8, color=INK,
                                                            align="start"))),
            b.Column(grow=1, children=(
                b.Words(text=_(name), size=6.5, font="body-black", valign="middle", min_height=3.6),
                b.Words(text=_(what), size=6, least=6, color=MUTED, valign="middle", leading=1.05,
                        min_height=4.8))),
            b.Box(width=0.5, shrink=0))),
        b.Box(height=0.4, shrink=0)))
        for name, icon, what in ((N_("SHIELD"), "shield", N_("blocks the first blow of each battle")),
                                 (N_("AXE"), "axe", N_("one re-roll in each battle"))))
    return b.Grid(columns=(b.Fr(), b.Fr()), cells=cells, gap=1.6, row_gap=0.6, name="the shield and the axe")


def _stats(pen: Pen, d: Dungeon) -> b.Flow:
    """The player's stats, one declared flow under the page's title: its sections in order on as many pages as
    they need (one as designed), each section whole."""

    def section(*children: b.Box) -> b.Column:
        return b.Column(gap=0.4, children=children)

    return b.Flow(head=b.Column(children=(page_title(pen, _("PLAYER STATS")), rule(pen, 1.4))), gap=1.6,
                  name="the player stats", sections=(
        section(_title(N_("HIT POINTS"), _("write your new HP in the next box")),
                _write_grid(pen, TRACKER_COLUMNS, HP_BOXES // TRACKER_COLUMNS, str(START_HP))),
        section(_title(N_("COINS"), _("write your new total in the next box")),
                _write_grid(pen, TRACKER_COLUMNS, COIN_BOXES // TRACKER_COLUMNS, "0")),
        # i18n: the tracker's deaths: what each costs (5 coins) and the hit points one starts again with (10)
        section(_title(N_("DEATHS"), _("each death: \u22125 coins, back to 10 HP")),
                _boxed(pen, (b.Box(height=6.0, shrink=0),), r=0.8)),
        section(_title(N_("WEAPON"), _("upgrades come in order; tick what you own")), _weapons(pen, d),
                b.Box(height=0.6, shrink=0), _gear(pen)),
        section(_title(N_("SCORE"), _count_line(len(d.rooms), d.enemy_count)), _score(pen))))


def _count_line(rooms: int, enemies: int) -> str:
    """The score's hint: how many rooms and enemies the notebook has (English: "52 rooms · 15 enemies")."""
    # i18n: the score's hint on the tracker sheet, with "{enemies}" (the enemies' count) after it
    room_part = ngettext("{n} room", "{n} rooms", rooms).format(n=rooms)
    # i18n: the score's hint on the tracker sheet, after "{rooms}" (the rooms' count)
    enemy_part = ngettext("{n} enemy", "{n} enemies", enemies).format(n=enemies)
    # i18n: the score's hint: "52 rooms · 15 enemies" (the two counts, each with its noun)
    return _("{rooms} \u00b7 {enemies}").format(rooms=room_part, enemies=enemy_part)


def _level(level: int) -> str:
    # i18n: a weapon level's box on the tracker sheet (capitals)
    return _("LEVEL {n}").format(n=level)


def _stats_pages(d: Dungeon, paper: Paper) -> list[Page]:
    pen = Pen(paper)
    fault = f"the player stats do not fit a page at a {paper.text_floor:g} pt text floor"
    return [pen.on_page(items, "player stats") for items in pen.flow(_stats(pen, d), fault)]


# i18n: the parts of the score under its boxes: coins + rooms explored + 2 x enemies beaten + bonus = score
SCORE_PARTS = (N_("coins"), N_("+ rooms"), N_("+ 2 \u00d7 enemies"), N_("+ bonus"), N_("= score"))


def _score(pen: Pen) -> b.Column:
    """The score's boxes to write in, each with its part under it (wrapped in its column when it is longer
    than the column), and how the bonus is counted: laid out in the current locale at the floor."""

    def words(text: str) -> b.Words:
        return b.Words(text=text, size=6, least=6, color=MUTED, text_align="center", min_height=3.2)

    box = pen.art(lambda sub, x, y, w, h: write_box(sub, x + 0.4, y, w - 0.8, h),
                  height=max(6.5, WRITE_MM_PER_PT * pen.design_floor), shrink=0)
    cells = tuple(b.Column(gap=0.3, children=(box, words(_(label)))) for label in SCORE_PARTS)
    return b.Column(gap=0.4, name="the score", children=(
        b.Grid(columns=(b.Fr(),) * len(SCORE_PARTS), cells=cells, name="the score's parts"),
        # i18n: the score's bonus: 10 points for exploring every room, 10 more for beating every enemy
        words(_("bonus: +10 every room, +10 every enemy"))))


KEY_SLOTS_PER_ROW = 3
KEYS_LINE = N_("KEYS \u2014 colour a key in when you find it: it is yours to keep")
KEY_SLOT_H = 7.5
# i18n: the master map's two levels (level 2 lies over the dashed part of level 1)
LEVEL_LABELS = (N_("LEVEL 1"), N_("LEVEL 2 \u2014 above the dashed area of level 1"))


def _label(text: str, align: str = "left") -> b.Words:
    return b.Words(text=text, size=6.5, least=6, font="body-black", valign="middle",
                   text_align=align)  # type: ignore[arg-type]


def _keys(pen: Pen, d: Dungeon) -> b.Column:
    """The key slots under their line: a grey key to colour in when found and the key colour's name, three to a
    row while every name fits its slot at the floor, else two, else one; nothing to tick off, as keys are never
    used up (the rules core keeps every key found: a door opens for good)."""
    colors = [door.key for door in d.doors]
    names = [b.Words(text=key_colour(c), size=7, font="body-black", wrap=False) for c in colors]
    cols = across(names, WIDTH, 9.0, pen.design_floor, (KEY_SLOTS_PER_ROW, 2))

    def slot(color: str) -> b.Stack:
        def draw(sub: Pen, x: float, y: float, w: float, h: float) -> None:
            write_box(sub, x + 0.4, y, w - 0.8, h, r=1.0)
            sub.icon("key", x + 1.4, y + (h - (KEY_SLOT_H - 1.6)) / 2, KEY_SLOT_H - 1.6, GRID_INK)

        return b.Stack(min_height=KEY_SLOT_H, children=(pen.art(draw, shrink=0), b.Row(children=(
            b.Box(width=7.5, shrink=0), b.Words(text=key_colour(color), size=7, least=6, font="body-black",
                                                valign="middle", grow=1), b.Box(width=1.5, shrink=0)))))

    return b.Column(gap=0.8, name="the keys", children=(
        replace(_label(_(KEYS_LINE)), min_height=4.7),
        b.Grid(columns=(b.Fr(),) * cols, cells=tuple(slot(c) for c in colors), row_gap=0.8)))


NORTH = 8.0  # mm: the north arrow's box at the right of the map's title, the N beside it


def _map_head(pen: Pen) -> b.Column:
    """The map's title with the north arrow at its right, the N beside the arrow's head, and the rule under."""
    # i18n: beside the master map's north arrow: north's letter (one letter)
    north = b.Words(text=pgettext("compass", "N"), size=8, font="body-black", color=INK, valign="middle", wrap=False,
                    shrink=0)
    room = WIDTH - NORTH - width_of(north, pen.design_floor)
    # the arrow a millimetre under the title's middle, its head beside the N
    arrow = pen.art(lambda sub, x, y, w, h: way_glyph(sub, x + w / 2, y + h / 2 + 1.0, "ahead", 6.0, INK),
                    width=NORTH, shrink=0)
    title = replace(page_title(pen, _("MASTER MAP"), room, INK), grow=1)
    return b.Column(children=(b.Row(children=(title, north, arrow)), rule(pen, 1.4)))


def _map_layout(d: Dungeon, pen: Pen) -> tuple[dict[int, tuple[float, float, float]], tuple[float, float]]:
    """Level -> (x0, y0, cell) in design mm (see :func:`map_geometry`), and the labels' height (what each level's
    label takes over its squares) and where the keys start."""
    (w1, h1) = d.sizes[0]
    (w2, h2) = d.sizes[1] if len(d.sizes) > 1 else (0, 0)
    ox = d.offset[0]
    floor = pen.design_floor
    title_h, gap = height_of(_map_head(pen), WIDTH, floor) + 2.6, 3.0  # 13 mm as designed
    label_h = max(5.0, *(height_of(_label(t), WIDTH, floor) + 0.8 for t in LEVEL_LABELS))
    keys_h = height_of(_keys(pen, d), WIDTH, floor)
    avail_h = BOTTOM - TOP - title_h - 2 * label_h - keys_h - 2 * gap
    cols = max(w1, ox + w2)
    cell = min(WIDTH / cols, avail_h / (h1 + h2), 14.0)
    x0 = LEFT + (WIDTH - cols * cell) / 2
    y1 = TOP + title_h + label_h
    y2 = y1 + h1 * cell + gap + label_h
    return {1: (x0, y1, cell), 2: (x0 + ox * cell, y2, cell)}, (label_h, BOTTOM - keys_h)


def map_geometry(d: Dungeon, paper: Paper) -> dict[int, tuple[float, float, float]]:
    """Where the master map puts each level on the page: level -> (x0, y0, cell size), in page mm.

    Level 2 is drawn under level 1 with its columns lined up under the squares
    it lies above (``dungeon.offset``), and a dashed frame on level 1 marks
    that area.
    """
    pen = Pen(paper)
    return {lvl: (pen.X(x), pen.Y(y), c * pen.s) for lvl, (x, y, c) in _map_layout(d, pen)[0].items()}


def _map_page(d: Dungeon, paper: Paper) -> Page:
    pen = Pen(paper)
    geo, (label_h, keys_y) = _map_layout(d, pen)
    square = Style(stroke=GRID_INK, width=0.3)
    head = _map_head(pen)
    faults = list(pen.lay(head, LEFT, TOP, WIDTH, height_of(head, WIDTH, pen.design_floor)))
    for level, (w, h) in enumerate(d.sizes, 1):
        x0, y0, c = geo[level]
        faults += pen.lay(_label(_(LEVEL_LABELS[level - 1]), "left" if level == 1 else "center"), LEFT,
                          y0 - label_h + 0.4, WIDTH, label_h - 0.8)
        for j in range(h):
            for i in range(w):
                pen.rect(x0 + i * c, y0 + j * c, c, c, square)
        pen.rect(x0, y0, w * c, h * c, Style(stroke=INK, width=0.5))
    x0, y0, c = geo[1]
    if len(d.sizes) > 1:  # level 2's footprint on level 1
        ox, oy = d.offset
        w2, h2 = d.sizes[1]
        pen.rect(x0 + ox * c + 0.6, y0 + oy * c + 0.6, w2 * c - 1.2, h2 * c - 1.2,
                 Style(stroke=EXIT_INK, width=0.35, dash=(1.2, 0.9)))
    # room 1, bottom-left of level 1, and "start" under its number while the square holds it at the floor
    h1 = d.sizes[0][1]
    pen.text("1", x0, y0 + (h1 - 1) * c, c, c * 0.72, size=min(11.0, c * 1.6), font="body-black")
    # i18n: under room 1 on the master map: where the player starts (short: it fits a map's square)
    start = b.Words(text=_("start"), size=6, color=MUTED, text_align="center", valign="middle", wrap=False)
    if c >= 8.0 and width_of(start, pen.design_floor) <= c and height_of(start, c, pen.design_floor) <= c * 0.38:
        faults += pen.lay(start, x0, y0 + (h1 - 1) * c + c * 0.58, c, c * 0.38)
    faults += pen.lay(_keys(pen, d), LEFT, keys_y, WIDTH, BOTTOM - keys_y)
    if faults:
        raise PnpError(f"the master map does not fit at a {paper.text_floor:g} pt text floor: {faults[0]}")
    return pen.page("master map")


def tracker_pages(dungeon: Dungeon, paper: Paper) -> list[Page]:
    """The player's stats pages (one as designed) and the master map (both levels, key slots)."""
    return [*_stats_pages(dungeon, paper), _map_page(dungeon, paper)]


SHEET_MARGIN = 8.0  # mm around the tracker sheet: clear of any home printer's unprintable edge


def _half(paper: Paper) -> Paper:
    """Half of ``paper`` turned landscape, inside the sheet's margins, at its floor: a side of the tracker sheet."""
    width, height = max(paper.width, paper.height), min(paper.width, paper.height)
    return Paper("tracker", "tracker half", width / 2 - 1.5 * SHEET_MARGIN, height - 2 * SHEET_MARGIN, 0.0,
                 text_floor=paper.text_floor)


def side_by_side(dungeon: Dungeon, paper: Paper) -> bool:
    """Whether the stats and the master map share one sheet of ``paper``: while the stats keep to one page on half
    of it at its floor, as their flow's measured height says (the map always takes one page, its squares as large
    as its words leave room for); else each takes a page of its own (:func:`tracker_pages` on the whole paper)."""
    pen = Pen(_half(paper))
    return height_of(_stats(pen, dungeon), WIDTH, pen.design_floor) <= BOTTOM - TOP + EPS


def side_by_side_beside(dungeon: Dungeon, page: Paper) -> bool:
    """:func:`side_by_side` on the sheet a booklet of ``page`` prints beside: Letter for a US page, A4 otherwise
    (what the booklet's cover tells the player to print)."""
    from pnp.games.notebook.printouts import US_PAPER

    sheet = find_paper("letter" if page.key in US_PAPER else "a4")
    return side_by_side(dungeon, replace(sheet, text_floor=page.text_floor))


def tracker_sheet(dungeon: Dungeon, paper: Paper) -> Page:
    """The stats page and the master map side by side on one landscape page of ``paper``, with a light line
    between them: one sheet, printed one-sided, beside the booklet."""
    width, height = max(paper.width, paper.height), min(paper.width, paper.height)
    items: list[Item] = [placed(page, SHEET_MARGIN + k * (width / 2 - SHEET_MARGIN / 2), SHEET_MARGIN)
                         for k, page in enumerate(tracker_pages(dungeon, _half(paper)))]
    items.append(line(width / 2, SHEET_MARGIN, width / 2, height - SHEET_MARGIN,
                      Style(stroke=GRID_INK, width=0.3, dash=(2.0, 1.5))))
    return Page(width, height, tuple(items), bleed=paper.bleed, label="tracker sheet")  # the paper's, as every page
