"""The notebook's title page, its rules (with a legend of a room page's signs) and the notes pages."""

from __future__ import annotations

from collections.abc import Callable
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
from pnp.scene.boxes import Art, Box
from pnp.scene.color import INK, WHITE
from pnp.scene.locale import localised
from pnp.scene.model import Item, Page, Style, Text
from pnp.scene.page_flow import Block, Lines, Section, Type, page_items, paginate
from pnp.scene.rules_sheet import Rules, from_data
from pnp.scene.text import layout_text
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
LARGE_TRACKER_STEP = "Print the tracker sheet's two pages on their own, one-sided, and keep them beside the booklet."


def title_page(dungeon: Dungeon, paper: Paper, per_side: int = 4, flip: str = "long") -> Page:
    """The cover: the title, the dungeon in figures, what to play with, and how to make the booklet (printed
    with the preset's ``flip``)."""
    pen = Pen(paper)
    pen.rect(LEFT, TOP, WIDTH, BOTTOM - TOP, Style(stroke=INK, width=0.8), r=2.0)
    pen.rect(LEFT + 1.5, TOP + 1.5, WIDTH - 3, BOTTOM - TOP - 3, Style(stroke=INK, width=0.25), r=1.5)
    pen.text("DUNGEON", LEFT + 4, 10, WIDTH - 8, 12, size=27, font="display", align="center", valign="middle",
             wrap=False, min_size=16)
    pen.text("NOTEBOOK", LEFT + 4, 21.5, WIDTH - 8, 12, size=27, font="display", align="center", valign="middle",
             wrap=False, min_size=16)
    boss = next((r.encounter.enemy for r in dungeon.rooms if r.encounter.kind == "exit"), None)
    facts = [
        f"{len(dungeon.rooms)} rooms on {len(dungeon.sizes)} levels \u00b7 {len(dungeon.doors)} locked doors",
        f"{dungeon.enemy_count} enemies" + (f" \u00b7 {boss.name} guards the exit" if boss is not None else ""),
    ]
    tagline = "Break your chains. Map the dark. Find the way out."
    play = ("One player. You need this booklet, its tracker sheet, a pencil and one six-sided die. "
            "Start on the page of room 1.")
    credit = f"dungeon {dungeon.seed}  \u00b7  icons: game-icons.net (CC BY 3.0)"
    if pen.large:
        _large_cover(pen, boss.icon if boss is not None else "minotaur", tagline, "\n".join(facts), play, credit,
                     per_side, flip)
        return pen.page("title")
    pen.text(tagline, LEFT + 6, 34, WIDTH - 12, 6, size=8, font="body-italic", align="center", valign="middle",
             min_size=6.5)
    pen.icon("maze", 52.5 - 14, 41, 28, CEILING)
    pen.icon(boss.icon if boss is not None else "minotaur", 52.5 - 10, 45, 20, INK)
    pen.text("\n".join(facts), LEFT + 6, 70, WIDTH - 12, 8, size=7.5, font="body-bold", align="center",
             valign="middle", min_size=6)
    pen.text(play, LEFT + 8, 78.5, WIDTH - 16, 8, size=7, align="center", valign="middle", min_size=6)
    _making(pen, 88.5, per_side, flip)
    pen.text(credit, LEFT + 6, 135.0, WIDTH - 12, 3.5, size=6, color=MUTED, align="center", wrap=False)
    return pen.page("title")


def _large_cover(pen: Pen, icon: str, tagline: str, facts: str, play: str, credit: str, per_side: int,
                 flip: str) -> None:
    """The cover's words stacked at the floor, each block as tall as its lines, the picture smaller."""
    y = 34.0
    for text, size, font, inset in ((tagline, 8, "body-italic", 6), (None, 0, "", 0), (facts, 7.5, "body-bold", 6),
                                    (play, 7, "body", 8)):
        if text is None:  # the picture
            pen.icon("maze", 52.5 - 9, y, 18, CEILING)
            pen.icon(icon, 52.5 - 6.5, y + 2.5, 13, INK)
            y += 19.0
            continue
        h = pen.height_of(text, WIDTH - 2 * inset, size, font)
        pen.text(text, LEFT + inset, y, WIDTH - 2 * inset, h, size=size, font=font, align="center", valign="middle")
        y += h + 1.2
    _making(pen, y + 0.5, per_side, flip)
    h = pen.height_of(credit, WIDTH - 12, 6)
    pen.text(credit, LEFT + 6, BOTTOM - 2.5 - h, WIDTH - 12, h, size=6, color=MUTED, align="center")


def _making(pen: Pen, y: float, per_side: int, flip: str) -> None:
    """The numbered steps from printed sheets to a booklet, in a box on the cover (it is on the first sheet
    printed, where a player looks before folding)."""
    x, w = LEFT + 4.5, WIDTH - 9
    steps = [*making_steps(per_side, flip), LARGE_TRACKER_STEP if pen.large else TRACKER_STEP]
    heights = [pen.height_of(step, w - 6.5 if pen.large else w - 5, 6.2, leading=1.1) for step in steps]
    head = 5.9 if pen.large else 5.6
    h = head + sum(heights) + 0.6 * len(steps) + 1.2
    pen.rect(x, y, w, h, Style(fill=DAYLIGHT, stroke=COIN_INK, width=0.35), r=1.2)
    pen.text("MAKE THIS BOOKLET", x + 2, y + 1.0, w - 4, head - 1.4 if pen.large else 4, size=7, font="body-black",
             valign="middle", wrap=False)
    yy = y + head
    for n, (step, sh) in enumerate(zip(steps, heights), 1):
        pen.text(f"{n}", x + 1.5, yy, 3.0, sh, size=6.2, font="body-black", color=COIN_INK, align="right",
                 wrap=False)
        pen.text(step, x + 5.0, yy, w - 6.5, sh, size=6.2, leading=1.1, min_size=6)
        yy += sh + 0.6


@lru_cache(maxsize=1)
def printed_rules() -> Rules:
    """The rules as data/rules.toml says them: the one text the booklet's HOW TO PLAY pages and the kit's rules
    pages (with their pictures) both print, so a player holding either reads the same rules."""
    path = package_file("games", "notebook", "data", "rules.toml")
    return from_data(validate(RulesFile, load_toml(path, PnpError), str(path)).model_dump())


def rule_sections() -> tuple[tuple[str, str], ...]:
    """(heading, text) of every section with words, in order; the pictures' own sections are the kit's."""
    return tuple((s.heading, "\n".join(s.paragraphs())) for s in printed_rules().sections if s.heading)


LEGEND_ROWS = (10.0, 13.0, 9.0, 10.0, 12.0, 12.0, 8.0, 8.0, 10.0)  # heights of the legend's rows
WAYS_STRIP = 11.0  # the six signs for a way out, in a row under the legend's title
LEGEND_HEIGHT = 5.6 + WAYS_STRIP + sum(LEGEND_ROWS)


def _ways_strip(pen: Pen, y: float) -> float:
    """Each way out's sign with its meaning: no two alike (glyphs.py)."""
    w = WIDTH / len(WAYS)
    for k, where in enumerate(WAYS):
        cx = LEFT + (k + 0.5) * w
        way_glyph(pen, cx, y + 3.0, where, 4.6, EXIT_INK)
        pen.text(WORDS[where], cx - w / 2, y + 6.0, w, 3.4, size=6, align="center", valign="middle", wrap=False,
                 min_size=6)
    return y + WAYS_STRIP


def _mini_exit(pen: Pen, cx: float, cy: float) -> None:
    pen.rect(cx - 9.0, cy - 2.8, 18.0, 5.6, Style(fill=DAYLIGHT, stroke=COIN_INK, width=0.5), r=1.0)
    pen.text("EXIT", cx - 9.0, cy - 2.8, 18.0, 5.6, size=9, font="body-black", color=NOW_RED, align="center",
             valign="middle", wrap=False)


def _legend_rows(mid: float, table_x: float, dial: float, cell: float = 9.2) -> list[tuple[str, Callable]]:
    """The legend's rows: (words, art(pen, middle y)), the art drawn about x = ``mid``."""
    return [
        ("A way out: turn to room 12 (here the door on your right).",
         lambda pen, cy: badge(pen, mid, cy, "right", 12)),
        ("A locked way out: it opens once you hold the gold key.",
         lambda pen, cy: badge(pen, mid, cy - 2.1, "ahead", 7, "gold")),
        ("The way out of the dungeon, guarded by the final enemy.", lambda pen, cy: _mini_exit(pen, mid, cy)),
        ("Deal with this room at once.", lambda pen, cy: now_badge(pen, mid, cy)),
        ("The compass: the red letter at the top is the way the picture faces (here east).",
         lambda pen, cy: compass(pen, _FACING_EAST, mid, cy, dial)),
        ("A broken compass: this page does not tell you which way you face.",
         lambda pen, cy: compass(pen, _BROKEN, mid, cy, dial)),
        ("Round boxes: pick one. Square boxes: pick any.", lambda pen, cy: _both_boxes(pen, mid, cy)),
        ("The enemy's hit points: cross one off for every point of damage you deal.", lambda pen, cy: [
            draw_heart(pen, mid - 7.2 + k * 5.0, cy - 2.2, 4.4, Style(stroke=HEART_INK, width=0.4, fill=WHITE))
            for k in range(3)]),
        ("A battle table: the face you roll says what happens.", lambda pen, cy: _mini_table(pen, table_x, cy, cell)),
    ]


def _legend(pen: Pen, y: float) -> float:
    """The signs of a room page, drawn as they appear, each with a line of explanation."""
    pen.text("On a room page", LEFT, y, WIDTH, 4.4, size=8, font="body-black", valign="middle", wrap=False)
    y = _ways_strip(pen, y + 5.6)
    art_w = 30.0
    for (text, art), h in zip(_legend_rows(LEFT + 12.0, LEFT, 5.4), LEGEND_ROWS):
        art(pen, y + h / 2)
        pen.text(text, LEFT + art_w, y, WIDTH - art_w, h, size=7, valign="middle", min_size=6)
        y += h
    return y


LP_ART = 38.0  # large print: the legend's art column (three battle-table cells at the floor)


def _large_legend(paper: Paper) -> list[Block]:
    """Large print: the legend row by row down the flow (it takes more than a page), its heading kept with the
    ways out, three to a row, each row as tall as its words, the art a little larger."""
    measure = Pen(paper)
    head = measure.height_of("On a room page", WIDTH, 8, "body-black")

    def title(pen: Pen, y: float) -> None:
        pen.text("On a room page", LEFT, y + 1.0, WIDTH, head, size=8, font="body-black", valign="middle",
                 wrap=False)

    def ways(pen: Pen, y: float) -> None:
        w = WIDTH / 3
        for k, where in enumerate(WAYS):
            cx, top = LEFT + (k % 3 + 0.5) * w, y + (k // 3) * WAYS_STRIP
            way_glyph(pen, cx, top + 3.0, where, 4.6, EXIT_INK)
            pen.text(WORDS[where], cx - w / 2, top + 6.0, w, 4.4, size=6, align="center", valign="middle",
                     wrap=False)

    blocks = [pen_block(paper, title, 1.0 + head, after=0.6, keep=True, what="heading"),
              pen_block(paper, ways, 2 * WAYS_STRIP, after=1.0, what="legend")]
    for (text, art), least in zip(_legend_rows(LEFT + 14.0, LEFT, 7.3, 12.4), LEGEND_ROWS):
        h = max(least + 2.0, measure.height_of(text, WIDTH - LP_ART, 7) + 2.0)

        def row(pen: Pen, y: float, text: str = text, art: Callable = art, h: float = h) -> None:
            art(pen, y + h / 2)
            pen.text(text, LEFT + LP_ART, y, WIDTH - LP_ART, h, size=7, valign="middle")

        blocks.append(pen_block(paper, row, h, what="legend"))
    return blocks


def _both_boxes(pen: Pen, mid: float, cy: float) -> None:
    checkbox(pen, mid - 4.5, cy - 1.7, 3.4, round_=True)
    checkbox(pen, mid + 1.1, cy - 1.7, 3.4)


def _mini_table(pen: Pen, x: float, cy: float, cell: float = 9.2) -> None:
    # (box width, height, die's x and y offset, word's box): taller in large print for the word at the floor
    w, tall, dx, dy, word = (cell - 0.6, 9.0, (cell - 3.6) / 2, -4.1, 4.3) if pen.large else (8.6, 7.2, 2.8, -3.2, 3.4)
    for k, (label, ink) in enumerate((("HIT", HIT_INK), ("MISS", MISS_INK), ("-1 HP", HURT_INK))):
        cx = x + k * cell
        pen.rect(cx, cy - tall / 2, w, tall, Style(fill=WHITE, stroke=BOX_LINE, width=0.25), r=0.8)
        pen.icon(f"die-{k + 1}", cx + dx, cy + dy, 3.0, INK)
        pen.text(label, cx, cy - 0.1, w, word, size=6, font="body-black", color=ink, align="center",
                 valign="middle", wrap=False)


_BROKEN = Room(0, (1, 0, 0), "N", False, Encounter("none", ""))
_FACING_EAST = Room(0, (1, 0, 0), "E", True, Encounter("none", ""))


RULE_HEADING = Type(8.0, "body-black")
RULE_TEXT = Type(7.0)
RULE_INTRO = Type(7.0, "body-italic")


def pen_block(paper: Paper, draw: Callable[[Pen, float], object], height: float, after: float = 0.0,
           keep: bool = False, what: str = "block", lines: Lines | None = None) -> Block:
    """A block of the page flow drawn by the pen at its design ``y``, ``height`` design mm tall."""

    def paint(x: float, y: float, w: float, h: float) -> list[Item]:
        pen = Pen(paper)
        draw(pen, y)
        return pen.items

    return Block(Art(draw=paint, height=height, shrink=0.0, name=what), after=after, keep=keep,
                 split=lines is not None, what=what, lines=lines)


def _paragraph(paper: Paper, text: str, t: Type, after: float, whole: bool = False) -> Block:
    """A paragraph that splits between its lines across pages by the flow's rules; ``whole``: drawn as one
    wrapped box while it is not split (a rules section's words), else as its lines as set, one step each and
    1 mm to spare (the rules' intro). Set in the current locale: a longer language takes its own lines."""
    text, step = localised(text), t.line_step
    probe = Text(text, 0.0, 0.0, WIDTH, 1000.0, font=t.font, size=t.size)
    lines = tuple(ln.text for ln in layout_text(probe).lines)
    full = Pen(paper).height_of(text, WIDTH, t.size, t.font, t.leading)

    def part(i: int, j: int) -> Box:
        if whole and (i, j) == (0, len(lines)):
            return pen_block(paper, lambda pen, y: pen.text(text, LEFT, y, WIDTH, full, size=t.size, font=t.font,
                                                         color=t.color, leading=t.leading), full).node
        words, h = "\n".join(lines[i:j]), (j - i) * step + 1

        def draw(pen: Pen, y: float) -> None:
            pen.text(words, LEFT, y, WIDTH, h, size=t.size, font=t.font, color=t.color, wrap=False,
                     leading=t.leading)

        return pen_block(paper, draw, h).node

    return Block(part(0, len(lines)), after=after, split=True, lines=Lines(len(lines), part))


def _heading(paper: Paper, text: str, t: Type, after: float) -> Block:
    text = localised(text)
    h = Pen(paper).height_of(text, WIDTH, t.size, t.font, t.leading)
    return pen_block(paper, lambda pen, y: pen.text(text, LEFT, y, WIDTH, h, size=t.size, font=t.font, color=t.color,
                                                 leading=t.leading), h, after=after, keep=True, what="heading")


def rules_pages(paper: Paper) -> list[Page]:
    """How to play, in short sections flowed over as many pages as they need by the page flow's rules (a
    section whole while a page holds it, its heading kept with its words, a paragraph split leaving two lines or
    more on each page), then the signs of a room page."""
    pt = Pen(paper).pt  # the flow measures at the sizes the pen prints (the floor, in large print)
    heading, text, intro = (Type(pt(t.size), t.font) for t in (RULE_HEADING, RULE_TEXT, RULE_INTRO))
    foot = 4.2 if paper.text_floor else 3.5  # the page number's line
    sections = [Section((_paragraph(paper, " ".join(printed_rules().intro.split()), intro, 2.4),), whole=False)]
    for head, body in rule_sections():
        sections.append(Section((_heading(paper, head, heading, 0.8), _paragraph(paper, body, text, 2.4, True))))
    if paper.text_floor:
        sections.append(Section(tuple(_large_legend(paper)), whole=False))
    else:  # the legend stays in one piece
        sections.append(Section((pen_block(paper, lambda pen, y: _legend(pen, y + 1.0), 1.0 + LEGEND_HEIGHT,
                                        what="legend"),)))

    def frame(_index: int) -> tuple[float, float]:
        return TOP + 12.5, BOTTOM - 1.5 - foot

    flowed = paginate(sections, WIDTH, frame, 0.0, "the notebook's rules")
    pages = []
    for n, placed in enumerate(flowed, 1):
        pen = Pen(paper)
        page_title(pen, "HOW TO PLAY")
        pen.items += page_items(placed, LEFT, WIDTH, 0.0, "the notebook's rules")
        pen.text(f"{n} / {len(flowed)}", LEFT, BOTTOM - foot, WIDTH, foot, size=6, color=MUTED, align="right",
                 wrap=False)
        pages.append(pen.page(f"rules {n}"))
    return pages


def notes_page(paper: Paper) -> Page:
    pen = Pen(paper)
    page_title(pen, "NOTES", rule=False)
    y = TOP + 16.0
    pitch = 8.5 if pen.large else 7.0  # wider lines for larger writing
    while y <= BOTTOM - 1.0:
        pen.line(LEFT, y, RIGHT, y, Style(stroke=GRID_INK, width=0.25))
        y += pitch
    return pen.page("notes")
