"""Rules pages with pictures: sections of text and figures on a clear grid of rows.

A game's printed rules are data (its ``rules.toml``: a title, an intro and
sections) and pictures its own drawing code makes from real generated content
(``Game.rules_figures``: figure name -> a :class:`Page` drawn at any size).
This module lays them out the same way for every game, on any paper:

- the page holds rows, one under the other; a row is one full-width cell or
  two half-width cells side by side (consecutive ``half`` sections pair up),
  so every heading starts on one of two column lines; a half section marked
  ``below`` goes under the previous one in the same cell, so a column of short
  sections can stand beside one long section instead of leaving a hole;
- two columns only where each holds a comfortable line: 45 characters of the
  body at the size in force (:func:`two_columns`), else one section a row; a
  half section whose figure would print its words under the floor in half a
  column takes a row of its own;
- a cell is a heading, its paragraphs, then its figure scaled to the cell's
  width (never taller than the section's ``max_height``, its words never
  larger than the body), with one caption; a figure its game drew for the
  text floor never shrinks below what keeps its smallest words at the floor
  (measured, :func:`smallest_words`): the same rules at every floor;
- the two cells of a row start their paragraphs on one baseline: the shorter
  heading is given the taller one's height, so the lines beside each other
  line up;
- a row that does not fit below the last starts the next page (its figures
  may first be drawn up to 30 % smaller to finish the page, the floor
  permitting), so a figure
  always sits with the text that explains it; only a section taller than a
  whole page flows on, by the typesetter's rules of :mod:`pnp.scene.page_flow`
  (its heading kept with what follows, a paragraph split leaving two lines or
  more on each page).

Every text is a :class:`~pnp.scene.boxes.Words` of the layout engine, set in
the current locale before it is measured (a longer language takes more lines
and flows on). The title and intro open the first page; every page ends with
a small "page n of N" under the title so a loose sheet finds its place.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace

from pnp.i18n import _
from pnp.scene import boxes as b
from pnp.scene.arrange import height_of, lay_out
from pnp.scene.color import INK, Color
from pnp.scene.legible import MIN_TEXT, legible_page
from pnp.scene.model import Item, Page, Style
from pnp.scene.page_flow import Block, page_items, paginate
from pnp.scene.page_flow import Section as FlowSection
from pnp.scene.shapes import line, placed, rect
from pnp.scene.text import PT, text_width
from pnp.scene.walk import printed_text_sizes

MUTED = Color.hex("#6d645b")
ACCENT = Color.hex("#8a3b12")
FRAME = Color.hex("#d8d0c4")

MARGIN = 14.0  # mm; keeps everything well inside a home printer's unprintable edge
GUTTER = 8.0  # between the two halves of a row
ROW_GAP = 5.0  # between rows


@dataclass(frozen=True)
class TypeSizes:
    """The point sizes of the rules' text: as designed, or raised to a text floor (a title 6 pt and a heading 2 pt
    above the body, so the hierarchy survives a floor that reaches the designed sizes)."""

    title: float = 18.0
    heading: float = 11.0
    body: float = 9.5
    caption: float = 8.0
    foot: float = 7.5

    def at_least(self, floor: float) -> TypeSizes:
        return TypeSizes(max(self.title, floor + 6), max(self.heading, floor + 2), max(self.body, floor),
                         max(self.caption, floor), max(self.foot, floor))


DESIGNED = TypeSizes()
LEADING = 1.22
SHRINK = 0.7  # a figure may be drawn this much smaller to finish a page rather than leave a gap
HALF_FIGURE = 87.0  # mm: a half column of A4
# Two columns where each holds at least this many characters of the body at the size in force, else one: the
# low end of the 45-75 characters a typographer counts as a comfortable line (Bringhurst), and the 40-50 of
# multi-column work. At the designed 9.5 pt half an A4 page holds about 53 (two columns); at 12 pt, 42 (one: a
# long line of large type reads better than short ragged ones); half of A5 about 34 at 9.5 pt (one).
MIN_COLUMN_CHARS = 45
ALPHABET = "abcdefghijklmnopqrstuvwxyz"  # a font's width measured as type founders do: its lower-case alphabet
PARAGRAPH_GAP = 1.6  # mm after each paragraph
FIGURE_GAP = 2.0  # mm between the text and the figure, and the figure and its caption
FOOT_BOX = 4.0  # mm: the "page n of N" line's box as designed; it grows to hold one line of a larger foot
FOOT_GAP = 2.0  # mm between the last row and the foot's box


@dataclass(frozen=True)
class Section:
    """One cell of the grid: a heading, paragraphs (blank-line separated) and optionally a figure below them."""

    heading: str = ""
    text: str = ""
    figure: str = ""  # a name of the game's rules figures
    caption: str = ""  # one for every floor: true of the figure however its game draws it for the floor
    half: bool = False  # half the page's width, beside the next (or previous) half section
    below: bool = False  # a half section under the previous half section, in the same cell
    max_height: float = 90.0  # the figure's tallest, mm

    def paragraphs(self) -> list[str]:
        return [" ".join(p.split()) for p in self.text.split("\n\n") if p.strip()]


@dataclass(frozen=True)
class Rules:
    """A game's printed rules as its data file says them."""

    title: str
    intro: str
    sections: tuple[Section, ...]

    def headings(self) -> list[str]:
        return [s.heading for s in self.sections if s.heading]

    def figures(self) -> list[str]:
        return [s.figure for s in self.sections if s.figure]


def _words(text: str, size: float, font: str = "body", color: Color = INK, **kw: object) -> b.Words:
    return b.Words(text=" ".join(text.split()), size=size, font=font, color=color, leading=LEADING,
                   **kw)  # type: ignore[arg-type]


class _Cell:
    """A section as the engine's boxes for one cell width, its figure at a scale it may give up to fit."""

    def __init__(self, section: Section, width: float, art: Page | None, sizes: TypeSizes = DESIGNED,
                 floor: float = 0.0) -> None:
        self.section, self.width, self.art, self.t, self.floor = section, width, art, sizes, floor
        self.scale = self.keep = 0.0
        if art is not None:
            # a half section's figure is drawn no wider than half an A4 column even when narrow paper gives
            # its section the whole width: the same picture, the same size, on any paper
            most = HALF_FIGURE if section.half else width
            # its cell's width and max_height, but its words no larger than the body they illustrate (a figure
            # without words: no such bound), nor smaller than the floor (a figure drawn for the floor keeps it)
            # or, as designed, than what a print shop prints (legible_page grows a word only where it fits)
            small = smallest_words(art)
            self.keep = min(width / art.width, max(floor, MIN_TEXT) / small)
            self.scale = max(self.keep, min(min(width, most) / art.width, section.max_height / art.height,
                                            sizes.body / small or math.inf))
        self.full = self.scale
        self.caption = section.caption
        self.heading_height = 0.0  # at least this tall: the taller heading of its row (one baseline beside it)

    def fit(self, room: float, least: float = 0.0) -> None:
        """Scale the figure down so the cell is at most ``room`` mm tall, if the figure can give enough, but
        never below ``least`` of its full size nor below the scale that keeps its words at the floor."""
        if self.art is not None and self.height() > room:
            lowest = max(self.full * least, min(self.full, self.keep))
            self.scale = max(lowest, self.scale - (self.height() - room) / self.art.height)

    def heading(self) -> b.Words:
        return _words(self.section.heading, self.t.heading, "body-bold", ACCENT, name="heading",
                      height=self.heading_height or None)

    def figure(self) -> b.Column:
        """The figure and its caption, :data:`FIGURE_GAP` under the text."""
        art, scale = self.art, self.scale
        assert art is not None

        def draw(x: float, y: float, w: float, h: float) -> list[Item]:
            fw, fh = art.width * scale, art.height * scale
            fx = x + (w - fw) / 2
            return [placed(legible_page(art, scale), fx, y, scale),
                    rect(fx, y, fw, fh, Style(stroke=FRAME, width=0.3))]

        kids: list[b.Box] = [b.Box(height=FIGURE_GAP), b.Art(height=art.height * scale, draw=draw)]
        if self.caption:
            kids += [b.Box(height=FIGURE_GAP / 2),
                     _words(self.caption, self.t.caption, "body-italic", MUTED, text_align="center", name="caption")]
        return b.Column(children=tuple(kids), name="figure")

    def blocks(self, after: float = 0.0) -> list[Block]:
        """The cell as a flow's blocks: its heading kept with what follows, each paragraph free to split, the
        figure with its caption; ``after``: more room under its last block."""
        out = [Block(self.heading(), after=0.8, keep=True, what="heading")] if self.section.heading else []
        out += [Block(_words(p, self.t.body), after=PARAGRAPH_GAP, split=True) for p in self.section.paragraphs()]
        if self.art is not None:
            out.append(Block(self.figure(), what="figure"))
        if out:
            out[-1] = replace(out[-1], after=out[-1].after + after)
        return out

    def node(self) -> b.Column:
        """The cell as one column (a cell of a row, placed whole)."""
        kids: list[b.Box] = []
        for block in self.blocks():
            kids += [block.node, b.Box(height=block.after)] if block.after else [block.node]
        return b.Column(width=self.width, shrink=0.0, children=tuple(kids))

    def height(self) -> float:
        return height_of(self.node(), self.width, self.floor)


class _Stack:
    """The sections of one cell, one under another (more than one only when ``below`` stacks them)."""

    def __init__(self, cells: list[_Cell]) -> None:
        self.cells = cells

    def height(self) -> float:
        return sum(c.height() for c in self.cells) + ROW_GAP * (len(self.cells) - 1)

    def reset(self) -> None:
        for cell in self.cells:
            cell.scale = cell.full

    def fit(self, room: float, least: float = 0.0) -> None:
        for cell in self.cells:
            cell.fit(room - (self.height() - cell.height()), least)

    def node(self) -> b.Column:
        return b.Column(width=self.cells[0].width, shrink=0.0, gap=ROW_GAP,
                        children=tuple(c.node() for c in self.cells))


def _section(stacks: list[_Stack], half: float) -> FlowSection:
    """A row of the grid as a section of the page flow: a lone full-width cell as its blocks (flowing on by the
    flow's rules when taller than a page), else the row as one block; kept whole while a page holds it, its
    figures drawn up to :data:`SHRINK` smaller to finish a page."""
    if len(stacks) == 1 and len(stacks[0].cells) == 1 and stacks[0].cells[0].width > half + 1e-6:
        blocks = tuple(stacks[0].cells[0].blocks(after=ROW_GAP))
    else:
        blocks = (Block(b.Row(gap=GUTTER, children=tuple(s.node() for s in stacks)), after=ROW_GAP, what="row"),)

    def squeeze(room: float) -> FlowSection | None:
        for stack in stacks:
            stack.fit(room, SHRINK)
        smaller = replace(_section(stacks, half), squeeze=None)
        for stack in stacks:
            stack.reset()  # at full size again, should the row go to the next page after all
        return smaller

    return FlowSection(blocks, squeeze=squeeze)


def smallest_words(art: Page) -> float:
    """The size (pt) ``art``'s smallest words print at, drawn at its own size (infinite without words): at
    ``floor / smallest_words(art)`` every word of it prints at the floor or above."""
    return min((size for _, size in printed_text_sizes(art.items)), default=math.inf)


def two_columns(width: float, size: float) -> bool:
    """Whether a page ``width`` mm wide sets its sections two to a row: when each column holds
    :data:`MIN_COLUMN_CHARS` characters of body type at ``size`` pt (measured on the lower-case alphabet)."""
    column = (width - GUTTER) / 2
    return column / (text_width(ALPHABET, "body", size) / len(ALPHABET)) >= MIN_COLUMN_CHARS


def _rows(rules: Rules, two_columns: bool = True, holds: Callable[[Section], bool] = lambda s: True
          ) -> list[list[list[Section]]]:
    """Sections grouped into rows of cells: a full section alone, consecutive half sections in pairs,
    a ``below`` half section in the cell of the half section before it; on narrow paper, one per row; and a row
    with a section whose half column does not ``hold`` it (its figure's words would print under the floor
    there), one full-width row per section."""
    rows: list[list[list[Section]]] = []
    for section in rules.sections:
        if not two_columns:
            rows.append([[replace(section, half=False, below=False)]])
        elif section.half and section.below and rows and rows[-1][-1][-1].half:
            rows[-1][-1].append(section)
        elif section.half and rows and len(rows[-1]) == 1 and rows[-1][0][0].half:
            rows[-1].append([section])
        else:
            rows.append([[section]])
    return [split for row in rows for split in (
        [row] if all(holds(s) for cell in row for s in cell if s.half) else
        [[[replace(s, half=False, below=False)]] for cell in row for s in cell])]


def compose(width: float, height: float, rules: Rules, figures: Mapping[str, Page],
            label: str = "rules", text_floor: float = 0.0) -> list[Page]:
    """The rules on pages ``width`` x ``height`` mm; ``figures`` holds every figure the sections name.

    Every text is at least ``text_floor`` pt; the sections go two to a row where a column holds a comfortable
    line of the body at that size (:func:`two_columns`), else one; and a figure, drawn by its game for the
    floor, fills its cell, its words never larger than the body's nor smaller than the floor
    (:func:`smallest_words`)."""
    sizes = DESIGNED.at_least(text_floor)
    missing = [name for name in rules.figures() if name not in figures]
    if missing:
        raise ValueError(f"rules figures not drawn: {', '.join(missing)}")
    inner = width - 2 * MARGIN
    half = (inner - GUTTER) / 2
    foot = foot_height(sizes)
    limit = height - MARGIN - foot - FOOT_GAP  # the foot line's room
    title = _words(rules.title, sizes.title, "display", ACCENT, least=12.0, name="title")
    title_h = max(sizes.title * 0.5, height_of(title, inner, text_floor))  # one line of the title, as designed
    sections = []
    if rules.intro:
        intro = _words(rules.intro, sizes.body + 0.5, "body-italic")
        sections.append(FlowSection((Block(intro, after=ROW_GAP, split=True),), whole=False))

    def holds(s: Section) -> bool:  # a half column keeps its figure's words at the floor
        art = figures.get(s.figure) if s.figure else None
        return art is None or text_floor / smallest_words(art) <= half / art.width + 1e-9

    for row in _rows(rules, two_columns(inner, sizes.body), holds):
        stacks = [_Stack([_Cell(s, inner if len(row) == 1 and not s.half else half,
                                figures.get(s.figure) if s.figure else None, sizes, text_floor)
                          for s in column]) for column in row]
        if len(stacks) > 1:  # the first lines side by side on one baseline: the row's headings one height
            heads = [s.cells[0] for s in stacks if s.cells[0].section.heading]
            tallest = max((height_of(c.heading(), c.width, text_floor) for c in heads), default=0.0)
            for cell in heads:
                cell.heading_height = tallest
        for stack in stacks:
            if stack.height() > limit - MARGIN:  # taller than a whole page (small paper): shrink the figures
                stack.fit(limit - MARGIN)
                for cell in stack.cells:
                    cell.full = cell.scale
        sections.append(_section(stacks, half))

    def frame(index: int) -> tuple[float, float]:  # the first page's text 3 mm under the rule under the title
        return (MARGIN + title_h + 4 if index == 0 else MARGIN), limit

    what = f"the rules of {rules.title}"
    flowed = paginate(sections, inner, frame, text_floor, what)
    pages = []
    for n, placed_ in enumerate(flowed, 1):
        items: list[Item] = []
        if n == 1:
            rule = MARGIN + title_h + 1
            items += lay_out(title, MARGIN, MARGIN, inner, title_h, text_floor).fitted(f"{what}: the title")
            items.append(line(MARGIN, rule, width - MARGIN, rule, Style(stroke=ACCENT, width=0.4)))
        items += page_items(placed_, MARGIN, inner, text_floor, what)
        # i18n: the rules pages' foot: {title} is the rules' title ("Torchlight Dash: how to play")
        foot_words = _("{title} · page {n} of {count}").format(title=rules.title, n=n, count=len(flowed))
        words = _words(foot_words, sizes.foot, color=MUTED, text_align="right",
                       wrap=False)
        items += lay_out(words, MARGIN, height - MARGIN - foot, inner, foot, text_floor).fitted(f"{what}: the foot")
        pages.append(Page(width, height, tuple(items), label=f"{label} {n}"))
    return pages


def foot_height(sizes: TypeSizes = DESIGNED) -> float:
    """The foot's box: as designed, or one line of the foot's type when that is taller (a 12 pt floor sets
    the foot at 12 pt, whose capitals and descenders a 4 mm box cannot hold)."""
    return max(FOOT_BOX, sizes.foot * LEADING * PT + 0.6)


def from_data(data: Mapping) -> Rules:
    """The rules of a game's data file (already checked by its schema)."""
    fields = ("heading", "text", "figure", "caption", "half", "below")
    sections = tuple(Section(**{f: s[f] for f in fields if f in s}, max_height=float(s.get("max_height", 90.0)))
                     for s in data["section"])
    return Rules(data["title"], data.get("intro", ""), sections)
