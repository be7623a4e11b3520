"""The notebook's title page, its rules (with a legend of a room page's signs) and the notes pages."""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from pnp.catalog import Paper
from pnp.errors import PnpError
from pnp.games.notebook.content import printed
from pnp.games.notebook.frames import BRONZE_LIGHT, EMBLEM_H, cartouche, cover_ground, emblem, key_colours
from pnp.games.notebook.model import Dungeon
from pnp.games.notebook.pen import (
    BOTTOM,
    COIN_INK,
    DAYLIGHT,
    GRID_INK,
    LEFT,
    MUTED,
    RIGHT,
    TOP,
    WIDTH,
    Pen,
    inset,
    page_title,
    rule,
)
from pnp.games.notebook.rules_legend import HEAD_H, SECTION_GAP, legend_section, page_room, rules_foot
from pnp.i18n import N_, _, current, ngettext, npgettext
from pnp.i18n.data import localised_file
from pnp.resources import package_file
from pnp.rules_schema import RulesFile
from pnp.scene import boxes as b
from pnp.scene.arrange import height_of, lay_out
from pnp.scene.boxes import Paint
from pnp.scene.color import INK, Color
from pnp.scene.model import Item, Page, Style
from pnp.scene.page_flow import Block, Section
from pnp.scene.rules_sheet import Rules, from_data
from pnp.schema import validate
from pnp.textfile import load_toml

# --- title, rules, notes --------------------------------------------------------------

def making_steps(per_side: int, flip: str = "long") -> tuple[str, ...]:
    """How to turn the printed sheets into this booklet, for ``per_side`` notebook pages on each side of a
    sheet (4: A6 four-up, cut and stack; 2: two-up; 1: one page per sheet), printed with the preset's ``flip``
    (its duplex: a printer that turns sheets on their short edge gets four-up sheets imposed for that, see
    pnp.layout.booklet.duplex_setting). The same steps as the imposition's own (finishing_steps, which a test
    holds these to), said for a player."""
    staple = _("Staple through the fold.")
    if per_side == 4:
        # i18n: the first step of making the A6 booklet: the printer's duplex setting (its long or short edge)
        first = (_("Print double-sided at actual size, flipping on the short edge.") if flip == "short"
                 else _("Print double-sided at actual size, flipping on the long edge."))
        return (first,
                _("Cut every sheet across the middle. The top halves, in printing order, make pile A; the bottom "
                  "halves pile B."),
                _("Fold every half in the middle, its lowest page number outside."),
                _("Nest pile A from the outside in, sheet 1's half outermost, then pile B inside it in the same "
                  "order."),
                staple)
    if per_side == 2:
        return (_("Print double-sided at actual size, flipping on the short edge."),
                _("Fold every sheet in the middle with page 1's side outside."),
                _("Nest the folded sheets in printing order, sheet 1 outermost."),
                staple)
    return (_("Print one page to a sheet, at actual size."),
            _("Stack the pages in order, page 1 on top."),
            _("Staple them along the left edge."))

TRACKER_STEP = N_("Print the tracker sheet on its own, one-sided, and keep it beside the booklet as you play.")
TRACKER_PAGES_STEP = N_("Print the tracker sheet's two pages on their own, one-sided, and keep them beside the "
                        "booklet.")
COVER_BAND = 5.0  # design mm: the cover's stone binding round its parchment panel
# i18n: the notebook's cover, under its title
TAGLINE = N_("Break your chains. Map the dark. Find the way out.")
PLAY = N_("One player. You need this booklet, its tracker sheet, a pencil and one six-sided die. "
          "Start on the page of room 1.")


def cover_facts(dungeon: Dungeon) -> str:
    """The dungeon in figures, as the cover prints them (two lines)."""
    boss = next((r.encounter.enemy for r in dungeon.rooms if r.encounter.kind == "exit"), None)
    rooms, levels, doors = len(dungeon.rooms), len(dungeon.sizes), len(dungeon.doors)
    # i18n: the cover's first line of figures: "52 rooms on 2 levels · 3 locked doors" ({rooms}, {levels} and
    # {doors} are the counts with their nouns, below)
    first = _("{rooms} on {levels} \u00b7 {doors}").format(
        rooms=ngettext("{n} room", "{n} rooms", rooms).format(n=rooms),
        # i18n: the cover's "52 rooms on 2 levels": the levels' count after "on" (inflected for that place)
        levels=npgettext("after on", "{n} level", "{n} levels", levels).format(n=levels),
        doors=ngettext("{n} locked door", "{n} locked doors", doors).format(n=doors))
    enemies = ngettext("{n} enemy", "{n} enemies", dungeon.enemy_count).format(n=dungeon.enemy_count)
    if boss is not None:
        # i18n: the cover's second line of figures: "15 enemies · The Grey Lady guards the exit"
        enemies = _("{enemies} \u00b7 {boss} guards the exit").format(enemies=enemies, boss=printed(boss.name))
    return "\n".join((first, enemies))


def _centred(text: str, size: float, font: str = "body", by: float = 0.0, height: float | None = None,
             least: float | None = None, color: Color = INK, wrap: bool = True) -> b.Row:
    return inset(b.Words(text=text, size=size, least=least, font=font, color=color, text_align="center",
                         valign="middle", height=height, wrap=wrap, grow=1), by)


def title_pages(dungeon: Dungeon, paper: Paper, per_side: int = 4, flip: str = "long") -> list[Page]:
    """The cover: the title, the dungeon in figures, what to play with, and how to make the booklet (printed
    with the preset's ``flip``), one declared layout: the picture yields room to words that need it, and what
    the cover still cannot hold (from the end: the making steps, what to play with, the figures...) goes on to
    the pages after it."""
    from pnp.games.notebook.trackers import side_by_side_beside

    # i18n: the cover's foot: the dungeon's number (its seed) and where its icons come from (keep the licence)
    credit = _("dungeon {seed}  \u00b7  icons: game-icons.net (CC BY 3.0)").format(seed=dungeon.seed)
    steps = [*making_steps(per_side, flip),
             _(TRACKER_STEP if side_by_side_beside(dungeon, paper) else TRACKER_PAGES_STEP)]

    pen = Pen(paper)

    keys = key_colours([door.key for door in dungeon.doors])

    def picture(sub: Pen, x: float, y: float, w: float, h: float) -> None:
        if h < 10.0:  # the words took its room
            return
        emblem(sub, x, y, w, h, dungeon.seed, keys)

    # the title on its cartouche, then the cover's blocks under it, in order, each with the room above it
    title = b.Column(back=pen.paint(cartouche), name="the cover's title", children=(
        b.Box(height=2.0, shrink=0),
        # i18n: the notebook cover's title, on two lines of large capitals: DUNGEON / NOTEBOOK
        _centred(_("DUNGEON"), 27, "display", 3.0, height=11.5, least=16, color=BRONZE_LIGHT, wrap=False),
        # i18n: the second line of the notebook cover's title (see DUNGEON)
        _centred(_("NOTEBOOK"), 27, "display", 3.0, height=12.0, least=16, color=BRONZE_LIGHT, wrap=False),
        b.Box(height=2.0, shrink=0)))
    blocks = [(_centred(_(TAGLINE), 8, "body-italic", 2.0, height=6.0, least=6.5),),
              (b.Box(height=1.0, shrink=0), pen.art(picture, height=EMBLEM_H), b.Box(height=1.0, shrink=0)),
              (_centred(cover_facts(dungeon), 7.5, "body-bold", 2.0, height=8.0, least=6.0),),
              (b.Box(height=0.5, shrink=0), _centred(_(PLAY), 7, by=4.0, height=8.0, least=6.0)),
              (b.Box(height=2.0, shrink=0), inset(_making(pen, steps), 0.5))]
    for shown in range(len(blocks), -1, -1):
        page = Pen(paper)
        cover_ground(page, LEFT, TOP, WIDTH, BOTTOM - TOP, COVER_BAND, dungeon.seed)
        inside = COVER_BAND + 2.5  # the column keeps inside the panel's bronze rule
        faults = page.lay(b.Column(name="the cover", children=(
            title, *(box for block in blocks[:shown] for box in block),
            b.Box(grow=1),
            _centred(credit, 6, by=2.0, height=3.5, color=MUTED))),
            LEFT + inside, TOP + inside, WIDTH - 2 * inside, BOTTOM - TOP - 2 * inside)
        if not faults or not shown:
            break
    if faults:
        raise PnpError(f"the notebook's cover does not fit at a {paper.text_floor:g} pt text floor: {faults[0]}")
    if shown == len(blocks):
        return [page.page("title")]
    sections = []  # the rest on the pages after the cover by the page flow, each block whole while it fits
    for k, block in enumerate(blocks[shown:], shown):
        whole = b.Column(children=tuple(replace(x, grow=0) for x in block))
        if k == len(blocks) - 1 and height_of(whole, WIDTH, pen.design_floor) > BOTTOM - TOP:  # cut between steps
            first, *more = _making_pieces(pen, steps)
            sections.append(Section((Block(b.Column(children=(block[0], first)), keep=True, what="heading"),
                                     *(Block(piece, what="step") for piece in more))))
        else:
            sections.append(Section((Block(whole, what="part of the cover"),)))
    what = f"the notebook's cover at a {paper.text_floor:g} pt text floor"
    return [page.page("title"), *(pen.on_page(items, "making the booklet")
                                  for items in pen.paginate(sections, BOTTOM, what))]


def title_page(dungeon: Dungeon, paper: Paper, per_side: int = 4, flip: str = "long") -> Page:
    """The cover's first page (:func:`title_pages`)."""
    return title_pages(dungeon, paper, per_side, flip)[0]


def _making_head() -> tuple[b.Box, ...]:
    """The making box's title, over its steps (a page flow may part them)."""
    # i18n: the title of the box on the notebook's cover that says how to make the booklet (capitals)
    title = b.Words(text=_("MAKE THIS BOOKLET"), size=7, font="body-black", valign="middle", min_height=4.0, grow=1)
    return (b.Box(height=1.0, shrink=0), b.Row(children=(b.Box(width=2.0, shrink=0), title)),
            b.Box(height=0.6, shrink=0))


def _steps(steps: list[str], first: int = 1, row_gap: float = 0.0) -> b.Row:
    """Numbered steps from ``first``, a row of the grid each, each number right-aligned in a column of its own."""
    cells = tuple(cell for n, step in enumerate(steps, first) for cell in (
        b.Words(text=f"{n}", size=6.2, font="body-black", color=COIN_INK, text_align="right", wrap=False,
                min_width=3.0), b.Words(text=step, size=6.2, leading=1.1)))
    return inset(b.Grid(columns=(None, b.Fr()), cells=cells, gap=0.5, row_gap=row_gap, grow=1), 1.5)


def _making(pen: Pen, steps: list[str]) -> b.Column:
    """The numbered steps from printed sheets to a booklet, in a box on the cover (it is on the first sheet
    printed, where a player looks before folding)."""
    box = Style(fill=DAYLIGHT, stroke=COIN_INK, width=0.35)
    back = pen.paint(lambda sub, x, y, w, h: sub.rect(x, y, w, h, box, r=1.2))
    return b.Column(back=back, grow=1, name="the booklet's making", children=(
        *_making_head(), _steps(steps, row_gap=0.6), b.Box(height=1.2, shrink=0)))


def _making_pieces(pen: Pen, steps: list[str]) -> list[b.Box]:
    """The making box of :func:`_making` cut between its steps for a page flow, when it is taller than a page:
    its title, then each step, each piece drawing its slice of the box (the sides; the top edge on the first,
    the bottom edge on the last)."""

    def back(first: bool, last: bool) -> Paint:
        def draw(sub: Pen, x: float, y: float, w: float, h: float) -> None:
            edge = Style(stroke=COIN_INK, width=0.35)
            sub.rect(x, y, w, h, Style(fill=DAYLIGHT))
            sub.line(x, y, x, y + h, edge)
            sub.line(x + w, y, x + w, y + h, edge)
            if first:
                sub.line(x, y, x + w, y, edge)
            if last:
                sub.line(x, y + h, x + w, y + h, edge)

        return pen.paint(draw)

    pieces: list[b.Box] = [inset(b.Column(back=back(True, False), grow=1, children=_making_head()), 0.5)]
    for n, step in enumerate(steps, 1):
        pieces.append(inset(b.Column(back=back(False, n == len(steps)), grow=1, children=(
            _steps([step], n), b.Box(height=1.2 if n == len(steps) else 0.6, shrink=0))), 0.5))
    return pieces


def printed_rules() -> Rules:
    """The rules as data/rules.toml says them, in the current language: the one text the booklet's HOW TO PLAY
    pages and the kit's rules pages (with their pictures) both print, so a player holding either reads the same
    rules."""
    return _printed_rules(current())


@lru_cache(maxsize=8)
def _printed_rules(code: str) -> Rules:
    """:func:`printed_rules` in language ``code`` (a cache per language: the same words for a whole kit)."""
    path = package_file("games", "notebook", "data", "rules.toml")
    data = validate(RulesFile, load_toml(path, PnpError), str(path)).model_dump()
    return from_data(localised_file(path, data))


def rule_sections() -> tuple[tuple[str, str], ...]:
    """(heading, text) of every section with words, in order; the pictures' own sections are the kit's."""
    return tuple((s.heading, "\n".join(s.paragraphs())) for s in printed_rules().sections if s.heading)


def _section(pen: Pen, heading: str, body: str) -> Section:
    """A rules section. While it fits a page it is one block, the heading over its words, kept whole (moving on
    to the next page if need be); a section taller than a page flows on paragraph by paragraph, its heading kept
    with the first, each paragraph split between its lines by the page flow's rules (two lines or more on either
    side)."""
    head = b.Words(text=heading, size=8, font="body-black")
    whole = b.Column(gap=0.8, name=heading, children=(head, b.Words(text=body, size=7)))
    if height_of(whole, WIDTH, pen.design_floor) <= page_room(pen):
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
    head = b.Column(children=(page_title(pen, _("HOW TO PLAY")), rule(pen, HEAD_H - 9.0)))
    intro = b.Words(text=" ".join(printed_rules().intro.split()), size=7, font="body-italic")
    sections = [Section((Block(intro, after=SECTION_GAP, split=True),)),
                *(_section(pen, heading, body) for heading, body in rule_sections()), legend_section(pen)]
    foot = rules_foot(pen)
    what = f"a page of the notebook's rules at a {paper.text_floor:g} pt text floor"
    flowed = pen.paginate(sections, BOTTOM - 1.5 - foot, what, head, SECTION_GAP)

    def number(n: int) -> tuple[Item, ...]:
        words = b.Words(text=f"{n} / {len(flowed)}", size=6, color=MUTED, text_align="right", wrap=False)
        return lay_out(words, LEFT, BOTTOM - foot, WIDTH, foot, pen.design_floor).fitted(what)

    return [pen.on_page([*items, *number(n)], "rules") for n, items in enumerate(flowed, 1)]


def notes_page(paper: Paper) -> Page:
    pen = Pen(paper)
    # i18n: the title of the lined pages at the back of the booklet, for the player's notes
    pen.lay(page_title(pen, _("NOTES"), color=INK), LEFT, TOP, WIDTH, 9)
    y = TOP + 16.0
    pitch = max(7.0, 0.92 * pen.design_floor)  # wider lines for larger writing
    while y <= BOTTOM - 1.0:
        pen.line(LEFT, y, RIGHT, y, Style(stroke=GRID_INK, width=0.25))
        y += pitch
    return pen.page("notes")
