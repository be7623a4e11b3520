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
from pnp.scene import arrange
from pnp.scene import boxes as b
from pnp.scene.arrange import height_of, width_of
from pnp.scene.color import INK, WHITE, Color
from pnp.scene.locale import localised
from pnp.scene.model import Item, Page, Style
from pnp.scene.rules_sheet import Rules, from_data
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
    if shown < count:  # the rest on the pages after the cover, each block whole
        inside = Pen(paper)
        rest = tuple(b.Column(children=tuple(replace(x, grow=0) for x in block)) for block in blocks(inside)[shown:])
        for laid in arrange.flow(b.Flow(sections=rest, name="the cover's rest"), LEFT, TOP, WIDTH, BOTTOM - TOP,
                                 inside.design_floor):
            if laid.faults:
                raise PnpError(f"the notebook's cover does not fit at a {paper.text_floor:g} pt text floor: "
                               f"{laid.faults[0]}")
            page = Pen(paper)
            page.items += [page.placed(item) for item in laid.items]
            pages.append(page.page("making the booklet"))
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


def _ways(pen: Pen) -> b.Grid:
    """Each way out's sign with its meaning (no two alike: glyphs.py): six across while every word fits its
    column at the floor, else three, else two."""

    def sign(where: str) -> b.Column:
        def glyph(sub: Pen, x: float, y: float, w: float, h: float) -> None:
            way_glyph(sub, x + w / 2, y + 3.0, where, 4.6, EXIT_INK)

        return b.Column(children=(pen.art(glyph, height=6.0), b.Words(
            text=WORDS[where], size=6, least=6, text_align="center", valign="middle", min_height=3.4),
            b.Box(height=1.6, shrink=0)))

    words = [b.Words(text=WORDS[w], size=6, wrap=False) for w in WAYS]
    across = next((n for n in (6, 3) if all(width_of(w, pen.design_floor) <= WIDTH / n - 0.5 for w in words)), 2)
    return b.Grid(columns=(b.Fr(),) * across, cells=tuple(sign(w) for w in WAYS), name="the ways out")


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


def _legend(pen: Pen) -> list[b.Box]:
    """The signs of a room page, drawn as they appear, each with its explanation beside it: one section
    while it fits a page, else its head (with the ways out) and then each row a section of its own."""
    art_w = max(ART_W, 3 * _cell(pen) + 2.0)
    head = b.Column(children=(b.Words(text="On a room page", size=8, font="body-black", valign="middle",
                                      min_height=4.4), b.Box(height=1.2, shrink=0), _ways(pen)))

    def row(text: str, art: Callable[[Pen, float], object], h: float) -> b.Row:
        def draw(sub: Pen, x: float, y: float, w: float, hh: float) -> None:
            art(sub, y + hh / 2)

        return b.Row(height=h, name="a row of the legend", children=(
            pen.art(draw, width=art_w), b.Words(text=text, size=7, least=6, valign="middle", grow=1)))

    rows = [row(text, art, h) for (text, art), h in zip(_legend_rows(pen), LEGEND_ROWS)]
    whole = b.Column(children=(head, *rows))
    if height_of(whole, WIDTH, pen.design_floor) <= _page_room(pen):
        return [whole]
    return [head, *rows]


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


def _section(pen: Pen, heading: str, body: str) -> list[b.Box]:
    """A rules section: whole while it fits a page, else its paragraphs flow apart (the heading with the
    first, so that it never stands alone at a page's foot)."""
    head = b.Words(text=heading, size=8, font="body-black")
    whole = b.Column(gap=0.8, name=heading, children=(head, b.Words(text=body, size=7)))
    if height_of(whole, WIDTH, pen.design_floor) <= _page_room(pen):
        return [whole]
    first, *rest = body.split("\n")
    return [b.Column(gap=0.8, name=heading, children=(head, b.Words(text=first, size=7))),
            *(b.Words(text=para, size=7) for para in rest)]


def rules_pages(paper: Paper) -> list[Page]:
    """How to play, in short sections flowed over as many pages as they need (each section whole), then the
    signs of a room page: one declared flow, its words set in the locale at the floor."""
    pen = Pen(paper)

    def rule(x: float, y: float, w: float, h: float) -> list[Item]:
        sub = pen.sub(1.0, 0.0, 0.0)
        sub.line(x, y + 1.0, x + w, y + 1.0, Style(stroke=INK, width=0.4))
        return sub.items

    head = b.Column(children=(b.Words(text="HOW TO PLAY", size=18, least=12, font="display", valign="middle",
                                      wrap=False, height=9.0),
                              b.Art(draw=rule, height=HEAD_H - 9.0)))
    sections: list[b.Box] = [b.Words(text=" ".join(printed_rules().intro.split()), size=7, font="body-italic")]
    for heading, body in rule_sections():
        sections += _section(pen, heading, body)
    sections += _legend(pen)
    flow = b.Flow(head=head, sections=tuple(sections), gap=SECTION_GAP, name="the rules")
    foot = _foot(pen)
    faces = arrange.flow(flow, LEFT, TOP, WIDTH, BOTTOM - 1.5 - foot - TOP, pen.design_floor)
    pages = []
    for n, laid in enumerate(faces, 1):
        if laid.faults:
            raise PnpError(f"the notebook's rules do not fit a page at a {paper.text_floor:g} pt text floor: "
                           f"{laid.faults[0]}")
        page = Pen(paper)
        page.items += [page.placed(item) for item in laid.items]
        page.text(f"{n} / {len(faces)}", LEFT, BOTTOM - foot, WIDTH, foot, size=6, color=MUTED, align="right",
                  wrap=False)
        pages.append(page.page("rules"))
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
