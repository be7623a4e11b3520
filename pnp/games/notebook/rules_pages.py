"""The notebook's title page, its rules (with a legend of a room page's signs) and the notes pages."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import lru_cache

from pnp.catalog import Paper
from pnp.errors import PnpError
from pnp.games.notebook.glyphs import WAYS, WORDS, way_glyph
from pnp.games.notebook.model import Dungeon, Encounter, Room
from pnp.games.notebook.pen import (
    BOTTOM,
    BOX_LINE,
    CEILING,
    COIN_INK,
    DAYLIGHT,
    EXIT_INK,
    GRID_INK,
    HEART_INK,
    HIT_INK,
    HURT_INK,
    LEFT,
    MISS_INK,
    MUTED,
    NOW_RED,
    RIGHT,
    TOP,
    WIDTH,
    Pen,
    checkbox,
    draw_heart,
    now_badge,
    page_title,
)
from pnp.games.notebook.viewport import badge, compass
from pnp.resources import package_file
from pnp.rules_schema import RulesFile
from pnp.scene import boxes as b
from pnp.scene.arrange import height_of, lay_out, width_of
from pnp.scene.color import INK, WHITE, Color
from pnp.scene.locale import localised
from pnp.scene.model import Icon, Item, Page, Path, Style, Text
from pnp.scene.page_flow import Block, Section, page_items, paginate
from pnp.scene.rules_sheet import Rules, from_data
from pnp.scene.safe_area import path_points
from pnp.scene.text import text_height, text_width
from pnp.scene.words import ink_room
from pnp.schema import validate
from pnp.textfile import load_toml

# --- title, rules, notes --------------------------------------------------------------

def making_steps(per_side: int, flip: str = "long") -> tuple[str, ...]:
    """How to turn the printed sheets into this booklet, for ``per_side`` notebook pages on each side of a
    sheet (4: A6 four-up, cut and stack; 2: two-up; 1: one page per sheet), printed with the preset's ``flip``
    (its duplex: a printer that turns sheets on their short edge gets four-up sheets imposed for that, see
    pnp.layout.booklet.duplex_setting). The same steps as the imposition's own (finishing_steps, which a test
    holds these to), said for a player."""
    if per_side == 4:
        edge = "short" if flip == "short" else "long"
        return (f"Print double-sided at actual size, flipping on the {edge} edge.",
                "Cut every sheet across the middle. The top halves, in printing order, make pile A; the bottom "
                "halves pile B.",
                "Fold every half in the middle, its lowest page number outside.",
                "Nest pile A from the outside in, sheet 1's half outermost, then pile B inside it in the same order.",
                "Staple through the fold.")
    if per_side == 2:
        return ("Print double-sided at actual size, flipping on the short edge.",
                "Fold every sheet in the middle with page 1's side outside.",
                "Nest the folded sheets in printing order, sheet 1 outermost.",
                "Staple through the fold.")
    return ("Print one page to a sheet, at actual size.",
            "Stack the pages in order, page 1 on top.",
            "Staple them along the left edge.")


TRACKER_STEP = "Print the tracker sheet on its own, one-sided, and keep it beside the booklet as you play."
TRACKER_PAGES_STEP = "Print the tracker sheet's two pages on their own, one-sided, and keep them beside the booklet."
TAGLINE = "Break your chains. Map the dark. Find the way out."
PLAY = ("One player. You need this booklet, its tracker sheet, a pencil and one six-sided die. "
        "Start on the page of room 1.")


def cover_facts(dungeon: Dungeon) -> str:
    """The dungeon in figures, as the cover prints them (two lines)."""
    boss = next((r.encounter.enemy for r in dungeon.rooms if r.encounter.kind == "exit"), None)
    return "\n".join((
        f"{len(dungeon.rooms)} rooms on {len(dungeon.sizes)} levels \u00b7 {len(dungeon.doors)} locked doors",
        f"{dungeon.enemy_count} enemies" + (f" \u00b7 {boss.name} guards the exit" if boss is not None else "")))


def _centred(text: str, size: float, font: str = "body", inset: float = 0.0, height: float | None = None,
             least: float | None = None, color: Color = INK, wrap: bool = True) -> b.Row:
    words = b.Words(text=text, size=size, least=least, font=font, color=color, text_align="center",
                    valign="middle", height=height, wrap=wrap, grow=1)
    return b.Row(children=(b.Box(width=inset, shrink=0), words, b.Box(width=inset, shrink=0)))


def title_pages(dungeon: Dungeon, paper: Paper, per_side: int = 4, flip: str = "long") -> list[Page]:
    """The cover: the title, the dungeon in figures, what to play with, and how to make the booklet (printed
    with the preset's ``flip``), one declared layout: the picture yields room to words that need it, and what
    the cover still cannot hold (from the end: the making steps, what to play with, the figures...) goes on to
    the pages after it."""
    from pnp.games.notebook.trackers import side_by_side_beside

    boss = next((r.encounter.enemy for r in dungeon.rooms if r.encounter.kind == "exit"), None)
    icon = boss.icon if boss is not None else "minotaur"
    credit = f"dungeon {dungeon.seed}  \u00b7  icons: game-icons.net (CC BY 3.0)"
    steps = [*making_steps(per_side, flip), TRACKER_STEP if side_by_side_beside(dungeon, paper) else TRACKER_PAGES_STEP]

    def blocks(pen: Pen) -> list[tuple[b.Box, ...]]:
        """The cover's blocks under its title, in order, each with the room above it."""

        def picture(sub: Pen, x: float, y: float, w: float, h: float) -> None:
            if h < 8.0:  # the words took its room
                return
            cx = x + w / 2
            sub.icon("maze", cx - h / 2, y, h, CEILING)
            sub.icon(icon, cx - h * 10 / 28, y + h * 4 / 28, h * 20 / 28, INK)

        return [(_centred(TAGLINE, 8, "body-italic", 2.0, height=6.0, least=6.5),),
                (b.Box(height=1.0, shrink=0), pen.art(picture, height=28.0), b.Box(height=1.0, shrink=0)),
                (_centred(cover_facts(dungeon), 7.5, "body-bold", 2.0, height=8.0, least=6.0),),
                (b.Box(height=0.5, shrink=0), _centred(PLAY, 7, inset=4.0, height=8.0, least=6.0)),
                (b.Box(height=2.0, shrink=0), b.Row(children=(b.Box(width=0.5, shrink=0), _making(pen, steps),
                                                              b.Box(width=0.5, shrink=0))))]

    def cover(pen: Pen, shown: int) -> b.Column:
        return b.Column(name="the cover", children=(
            _centred("DUNGEON", 27, "display", height=11.5, least=16, wrap=False),
            _centred("NOTEBOOK", 27, "display", height=12.0, least=16, wrap=False),
            *(box for block in blocks(pen)[:shown] for box in block),
            b.Box(grow=1),
            _centred(credit, 6, inset=2.0, height=3.5, color=MUTED)))

    def framed() -> Pen:
        pen = Pen(paper)
        pen.rect(LEFT, TOP, WIDTH, BOTTOM - TOP, Style(stroke=INK, width=0.8), r=2.0)
        pen.rect(LEFT + 1.5, TOP + 1.5, WIDTH - 3, BOTTOM - TOP - 3, Style(stroke=INK, width=0.25), r=1.5)
        return pen

    x, y, w, h = LEFT + 4, 10.0, WIDTH - 8, 138.5 - 10.0
    count = len(blocks(Pen(paper)))
    for shown in range(count, -1, -1):
        pen = framed()
        faults = pen.lay(cover(pen, shown), x, y, w, h)
        if not faults or not shown:
            break
    if faults:
        raise PnpError(f"the notebook's cover does not fit at a {paper.text_floor:g} pt text floor: {faults[0]}")
    pages = [pen.page("title")]
    if shown < count:  # the rest on the pages after the cover by the page flow, each block whole while it fits
        inside = Pen(paper)
        floor, what = inside.design_floor, f"the notebook's cover at a {paper.text_floor:g} pt text floor"
        sections = []
        for k, block in enumerate(blocks(inside)[shown:], shown):
            whole = b.Column(children=tuple(replace(x, grow=0) for x in block))
            if k == count - 1 and height_of(whole, WIDTH, floor) > BOTTOM - TOP:  # the steps, cut between them
                first, *more = _making_pieces(inside, steps)
                sections.append(Section((Block(b.Column(children=(block[0], first)), keep=True, what="heading"),
                                         *(Block(piece, what="step") for piece in more))))
            else:
                sections.append(Section((Block(whole, what="part of the cover"),)))
        try:
            for placed in paginate(sections, WIDTH, lambda _: (TOP, BOTTOM), floor, what):
                page = Pen(paper)
                page.items += [page.placed(item) for item in page_items(placed, LEFT, WIDTH, floor, what)]
                pages.append(page.page("making the booklet"))
        except ValueError as e:
            raise PnpError(str(e)) from None
    return pages


def title_page(dungeon: Dungeon, paper: Paper, per_side: int = 4, flip: str = "long") -> Page:
    """The cover's first page (:func:`title_pages`)."""
    return title_pages(dungeon, paper, per_side, flip)[0]


def _making(pen: Pen, steps: list[str]) -> b.Column:
    """The numbered steps from printed sheets to a booklet, in a box on the cover (it is on the first sheet
    printed, where a player looks before folding)."""

    def back(x: float, y: float, w: float, h: float) -> list[Item]:
        sub = pen.sub(1.0, 0.0, 0.0)
        sub.rect(x, y, w, h, Style(fill=DAYLIGHT, stroke=COIN_INK, width=0.35), r=1.2)
        return sub.items

    cells: list[b.Box] = []
    for n, step in enumerate(steps, 1):
        cells += [b.Words(text=f"{n}", size=6.2, font="body-black", color=COIN_INK, text_align="right", wrap=False,
                          min_width=3.0),
                  b.Words(text=step, size=6.2, leading=1.1)]
    return b.Column(back=back, grow=1, name="the booklet's making", children=(
        b.Box(height=1.0, shrink=0),
        b.Row(children=(b.Box(width=2.0, shrink=0), b.Words(text="MAKE THIS BOOKLET", size=7, font="body-black",
                                                             valign="middle", min_height=4.0, grow=1))),
        b.Box(height=0.6, shrink=0),
        b.Row(children=(b.Box(width=1.5, shrink=0),
                        b.Grid(columns=(None, b.Fr()), cells=tuple(cells), gap=0.5, row_gap=0.6, grow=1),
                        b.Box(width=1.5, shrink=0))),
        b.Box(height=1.2, shrink=0)))


def _making_pieces(pen: Pen, steps: list[str]) -> list[b.Box]:
    """The making box of :func:`_making` cut between its steps for a page flow, when it is taller than a page:
    its title, then each step, each piece drawing its slice of the box (the sides; the top edge on the first,
    the bottom edge on the last)."""

    def back(first: bool, last: bool) -> Callable[[float, float, float, float], list[Item]]:
        def paint(x: float, y: float, w: float, h: float) -> list[Item]:
            sub, edge = pen.sub(1.0, 0.0, 0.0), Style(stroke=COIN_INK, width=0.35)
            sub.rect(x, y, w, h, Style(fill=DAYLIGHT))
            sub.line(x, y, x, y + h, edge)
            sub.line(x + w, y, x + w, y + h, edge)
            if first:
                sub.line(x, y, x + w, y, edge)
            if last:
                sub.line(x, y + h, x + w, y + h, edge)
            return sub.items

        return paint

    def inset(box: b.Box) -> b.Row:
        return b.Row(children=(b.Box(width=0.5, shrink=0), box, b.Box(width=0.5, shrink=0)))

    pieces: list[b.Box] = [inset(b.Column(back=back(True, False), grow=1, children=(
        b.Box(height=1.0, shrink=0),
        b.Row(children=(b.Box(width=2.0, shrink=0), b.Words(text="MAKE THIS BOOKLET", size=7, font="body-black",
                                                             valign="middle", min_height=4.0, grow=1))),
        b.Box(height=0.6, shrink=0))))]
    for n, step in enumerate(steps, 1):
        cells = (b.Words(text=f"{n}", size=6.2, font="body-black", color=COIN_INK, text_align="right", wrap=False,
                         min_width=3.0), b.Words(text=step, size=6.2, leading=1.1))
        pieces.append(inset(b.Column(back=back(False, n == len(steps)), grow=1, children=(
            b.Row(children=(b.Box(width=1.5, shrink=0), b.Grid(columns=(None, b.Fr()), cells=cells, gap=0.5, grow=1),
                            b.Box(width=1.5, shrink=0))),
            b.Box(height=1.2 if n == len(steps) else 0.6, shrink=0)))))
    return pieces


@lru_cache(maxsize=1)
def printed_rules() -> Rules:
    """The rules as data/rules.toml says them: the one text the booklet's HOW TO PLAY pages and the kit's rules
    pages (with their pictures) both print, so a player holding either reads the same rules."""
    path = package_file("games", "notebook", "data", "rules.toml")
    return from_data(validate(RulesFile, load_toml(path, PnpError), str(path)).model_dump())


def rule_sections() -> tuple[tuple[str, str], ...]:
    """(heading, text) of every section with words, in order; the pictures' own sections are the kit's."""
    return tuple((s.heading, "\n".join(s.paragraphs())) for s in printed_rules().sections if s.heading)


LEGEND_ROWS = (10.0, 13.0, 9.0, 10.0, 12.0, 12.0, 8.0, 8.0, 10.0)  # heights of the legend's rows as designed
WAYS_STRIP = 11.0  # the six signs for a way out, in a row under the legend's title
ART_W = 30.0  # the legend's art column as designed


def _ways(pen: Pen) -> tuple[b.Grid, ...]:
    """Each way out's sign with its meaning (no two alike: glyphs.py): six across while every word fits its
    column at the floor, else three, else two, else one; the grid's rows, for a flow that may part them."""

    def sign(where: str) -> b.Column:
        def glyph(sub: Pen, x: float, y: float, w: float, h: float) -> None:
            way_glyph(sub, x + w / 2, y + 3.0, where, 4.6, EXIT_INK)

        return b.Column(children=(pen.art(glyph, height=6.0), b.Words(
            text=WORDS[where], size=6, least=6, text_align="center", valign="middle", min_height=3.4),
            b.Box(height=1.6, shrink=0)))

    words = [b.Words(text=WORDS[w], size=6, wrap=False) for w in WAYS]
    across = next((n for n in (6, 3, 2) if all(width_of(w, pen.design_floor) <= WIDTH / n - 0.5 for w in words)), 1)
    signs = [sign(w) for w in WAYS]
    return tuple(b.Grid(columns=(b.Fr(),) * across, cells=tuple(signs[k:k + across]), name="the ways out")
                 for k in range(0, len(signs), across))


def _mini_exit(pen: Pen, cx: float, cy: float) -> None:
    """The EXIT board, 18 × 5.6 mm as designed, or as large as its word at the floor (in the locale) needs."""
    word, size = localised("EXIT"), pen.pt(9)
    w = max(18.0, text_width(word, "body-black", size) + 2.0)
    h = max(5.6, ink_room("body-black", size, 1, 1.2, "middle") + 0.6)
    pen.rect(cx - w / 2, cy - h / 2, w, h, Style(fill=DAYLIGHT, stroke=COIN_INK, width=0.5), r=1.0)
    pen.text(word, cx - w / 2, cy - h / 2, w, h, size=9, font="body-black", color=NOW_RED, align="center",
             valign="middle", wrap=False)


TABLE_WORDS = (("HIT", HIT_INK), ("MISS", MISS_INK), ("-1 HP", HURT_INK))


def _cell(pen: Pen) -> float:
    """A battle-table cell of the legend: as designed, or as wide as its widest word at the floor needs."""
    return max(9.2, *(text_width(localised(label), "body-black", pen.pt(6)) + 1.8 for label, _ in TABLE_WORDS))


def _legend_rows(pen: Pen) -> list[tuple[str, Callable[[Pen, float], object]]]:
    """The legend's rows: (words, art(pen, middle y)), the art drawn about x = ``mid``."""
    cell = _cell(pen)
    mid = LEFT + 12.0 + (3 * cell - 3 * 9.2) / 2
    dial = 5.4 * max(1.0, pen.pt(6.5) / 6.5 * 0.86)
    return [
        ("A way out: turn to room 12 (here the door on your right).",
         lambda sub, cy: badge(sub, mid, cy, "right", 12)),
        ("A locked way out: it opens once you hold the gold key.",
         lambda sub, cy: badge(sub, mid, cy - 2.1, "ahead", 7, "gold")),
        ("The way out of the dungeon, guarded by the final enemy.", lambda sub, cy: _mini_exit(sub, mid, cy)),
        ("Deal with this room at once.", lambda sub, cy: now_badge(sub, mid, cy)),
        ("The compass: the red letter at the top is the way the picture faces (here east).",
         lambda sub, cy: compass(sub, _FACING_EAST, mid, cy, dial)),
        ("A broken compass: this page does not tell you which way you face.",
         lambda sub, cy: compass(sub, _BROKEN, mid, cy, dial)),
        ("Round boxes: pick one. Square boxes: pick any.", lambda sub, cy: _both_boxes(sub, mid, cy)),
        ("The enemy's hit points: cross one off for every point of damage you deal.", lambda sub, cy: [
            draw_heart(sub, mid - 7.2 + k * 5.0, cy - 2.2, 4.4, Style(stroke=HEART_INK, width=0.4, fill=WHITE))
            for k in range(3)]),
        ("A battle table: the face you roll says what happens.", lambda sub, cy: _mini_table(sub, LEFT, cy, cell)),
    ]


def _reach(pen: Pen, art: Callable[[Pen, float], object]) -> tuple[float, float, float]:
    """How far a legend sign drawn about y = 0 reaches: its right edge (design mm) and its ink above and below
    its middle: at a floor its letters and badges grow past the row as designed."""
    sub = pen.sub(1.0, 0.0, 0.0)
    art(sub, 0.0)
    boxes = [path_points(i) for i in sub.items if isinstance(i, Path)]
    boxes += [[(i.x, i.y), (i.x + i.width, i.y + i.height)] for i in sub.items if isinstance(i, Text)]
    boxes += [[(i.x, i.y), (i.x + i.size, i.y + i.size)] for i in sub.items if isinstance(i, Icon)]
    points = [pt for box in boxes for pt in box]
    return (max(x for x, _ in points), -min(y for _, y in points), max(y for _, y in points))


def _legend(pen: Pen) -> Section:
    """The signs of a room page, drawn as they appear, each with its explanation beside it: one block kept whole
    while it fits a page, else its head (with the ways out, kept with the first row) and then row by row."""
    art_w = max(ART_W, 3 * _cell(pen) + 2.0)
    title = b.Words(text="On a room page", size=8, font="body-black", valign="middle", min_height=4.4)
    ways = _ways(pen)
    head = b.Column(children=(title, b.Box(height=1.2, shrink=0), *ways))

    def row(text: str, art: Callable[[Pen, float], object], h: float, tall: float) -> tuple[b.Box, tuple[Block, ...]]:
        """The sign beside its words, ``h`` tall as designed; above them when that is shorter (at a floor where
        the column beside the sign holds only a word or two a line), as ``tall`` as its ink so that it keeps off
        them: the row as one box, and as the flow's blocks (a sign above its words is kept with them, and the
        words may split between lines like any paragraph)."""

        def draw(sub: Pen, x: float, y: float, w: float, hh: float) -> None:
            art(sub, y + hh / 2)

        beside = b.Row(height=h, name="a row of the legend", children=(
            pen.art(draw, width=art_w), b.Words(text=text, size=7, least=6, valign="middle", grow=1)))
        sign, words = pen.art(draw, height=max(h, tall)), b.Words(text=text, size=7, least=6)
        above = b.Column(name="a row of the legend", children=(sign, words, b.Box(height=1.0, shrink=0)))
        if height_of(beside, WIDTH, pen.design_floor) <= height_of(above, WIDTH, pen.design_floor):
            return beside, (Block(beside, after=SECTION_GAP, what="row of the legend"),)
        return above, (Block(sign, keep=True, what="sign of the legend"),
                       Block(words, after=1.0 + SECTION_GAP, split=True, what="row of the legend"))

    signs = _legend_rows(pen)
    reach = [_reach(pen, art) for _, art in signs]
    art_w = max(art_w, *(right - LEFT + 1.0 for right, _, _ in reach))  # the words start right of every sign
    rows = [row(text, art, h, 2 * max(up, down) + 1.0)
            for (text, art), h, (_, up, down) in zip(signs, LEGEND_ROWS, reach)]
    whole = b.Column(children=(head, *(box for box, _ in rows)))
    if height_of(whole, WIDTH, pen.design_floor) <= _page_room(pen):
        return Section((Block(whole, after=SECTION_GAP, what="legend"),))
    if height_of(head, WIDTH, pen.design_floor) > _page_room(pen):  # the ways out part too, row by row
        tops = [Block(title, after=1.2, keep=True, what="legend's title"),
                *(Block(w, what="row of the ways out") for w in ways[:-1]),
                Block(ways[-1], after=SECTION_GAP, what="row of the ways out")]
    else:
        tops = [Block(head, after=SECTION_GAP, keep=True, what="legend's head")]
    return Section((*tops, *(block for _, blocks in rows for block in blocks)))


def _both_boxes(pen: Pen, mid: float, cy: float) -> None:
    checkbox(pen, mid - 4.5, cy - 1.7, 3.4, round_=True)
    checkbox(pen, mid + 1.1, cy - 1.7, 3.4)


def _mini_table(pen: Pen, x: float, cy: float, cell: float = 9.2) -> None:
    """Three cells of a battle table, each as tall as its word at the floor needs."""
    word = max(3.4, text_height("body-black", pen.pt(6)) + 0.36)
    w, tall, dx, dy = cell - 0.6, 7.2 + 2 * (word - 3.4), (cell - 3.6) / 2, -3.2 - (word - 3.4)
    for k, (label, ink) in enumerate(TABLE_WORDS):
        cx = x + k * cell
        pen.rect(cx, cy - tall / 2, w, tall, Style(fill=WHITE, stroke=BOX_LINE, width=0.25), r=0.8)
        pen.icon(f"die-{k + 1}", cx + dx, cy + dy, 3.0, INK)
        pen.text(localised(label), cx, cy - 0.1, w, word, size=6, font="body-black", color=ink, align="center",
                 valign="middle", wrap=False)


_BROKEN = Room(0, (1, 0, 0), "N", False, Encounter("none", ""))
_FACING_EAST = Room(0, (1, 0, 0), "E", True, Encounter("none", ""))

SECTION_GAP = 2.4  # between two sections of the rules
HEAD_H = 10.1  # the title and its rule; the first section starts a gap under it


def _foot(pen: Pen) -> float:
    """The page number's line at the foot of a rules page."""
    return max(3.5, text_height("body", pen.pt(6)) + 0.6)


def _page_room(pen: Pen) -> float:
    """The height a rules page gives its sections (design mm)."""
    return BOTTOM - 1.5 - _foot(pen) - TOP - HEAD_H - SECTION_GAP


def _section(pen: Pen, heading: str, body: str) -> Section:
    """A rules section. While it fits a page it is one block, the heading over its words, kept whole (moving on
    to the next page if need be); a section taller than a page flows on paragraph by paragraph, its heading kept
    with the first, each paragraph split between its lines by the page flow's rules (two lines or more on either
    side)."""
    head = b.Words(text=heading, size=8, font="body-black")
    whole = b.Column(gap=0.8, name=heading, children=(head, b.Words(text=body, size=7)))
    if height_of(whole, WIDTH, pen.design_floor) <= _page_room(pen):
        return Section((Block(whole, after=SECTION_GAP, what="section"),))
    paragraphs = body.split("\n")
    return Section((Block(head, after=0.8, keep=True, what="heading"),
                    *(Block(b.Words(text=para, size=7), after=SECTION_GAP if n == len(paragraphs) else 0.0,
                            split=True) for n, para in enumerate(paragraphs, 1))))


def rules_pages(paper: Paper) -> list[Page]:
    """How to play, in short sections flowed over as many pages as they need by the package's page flow
    (:mod:`pnp.scene.page_flow`: a section whole while it fits a page, headings kept with what follows, a
    paragraph split between lines with two or more on each side), then the signs of a room page; its words set in
    the locale at the floor, the title and its rule atop every page, the page number at its foot."""
    pen = Pen(paper)

    def rule(x: float, y: float, w: float, h: float) -> list[Item]:
        sub = pen.sub(1.0, 0.0, 0.0)
        sub.line(x, y + 1.0, x + w, y + 1.0, Style(stroke=INK, width=0.4))
        return sub.items

    title = b.Words(text="HOW TO PLAY", size=18, least=12, font="display", valign="middle", wrap=False, height=9.0)
    if width_of(title, pen.design_floor) > WIDTH:  # a floor above the title's size: on two lines
        title = replace(title, wrap=True, height=None)
    head = b.Column(children=(title, b.Art(draw=rule, height=HEAD_H - 9.0)))
    intro = b.Words(text=" ".join(printed_rules().intro.split()), size=7, font="body-italic")
    sections = [Section((Block(intro, after=SECTION_GAP, split=True),))]
    sections += [_section(pen, heading, body) for heading, body in rule_sections()]
    sections.append(_legend(pen))
    floor, foot = pen.design_floor, _foot(pen)
    head_h = height_of(head, WIDTH, floor)
    what = f"a page of the notebook's rules at a {paper.text_floor:g} pt text floor"
    try:
        flowed = paginate(sections, WIDTH, lambda _: (TOP + head_h + SECTION_GAP, BOTTOM - 1.5 - foot), floor,
                          what)
        pages = []
        for n, placed in enumerate(flowed, 1):
            page = Pen(paper)
            items = [*lay_out(head, LEFT, TOP, WIDTH, head_h, floor).fitted(what),
                     *page_items(placed, LEFT, WIDTH, floor, what)]
            page.items += [page.placed(item) for item in items]
            page.text(f"{n} / {len(flowed)}", LEFT, BOTTOM - foot, WIDTH, foot, size=6, color=MUTED, align="right",
                      wrap=False)
            pages.append(page.page("rules"))
    except ValueError as e:
        raise PnpError(str(e)) from None
    return pages


def notes_page(paper: Paper) -> Page:
    pen = Pen(paper)
    page_title(pen, "NOTES", rule=False)
    y = TOP + 16.0
    pitch = max(7.0, 0.92 * pen.design_floor)  # wider lines for larger writing
    while y <= BOTTOM - 1.0:
        pen.line(LEFT, y, RIGHT, y, Style(stroke=GRID_INK, width=0.25))
        y += pitch
    return pen.page("notes")
