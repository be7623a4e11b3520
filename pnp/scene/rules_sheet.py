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
- a cell is a heading, its paragraphs, then its figure scaled to the cell's
  width (never taller than the section's ``max_height``), with a caption;
- a row that does not fit below the last starts the next page; nothing is
  split, so a figure always sits with the text that explains it.

The title and intro open the first page; every page ends with a small
"page n of N" under the title so a loose sheet finds its place.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from pnp.scene.color import INK, Color
from pnp.scene.flow import ItemCanvas, wrapped_lines
from pnp.scene.legible import legible_page
from pnp.scene.model import Page, Style
from pnp.scene.shapes import line, placed, rect
from pnp.scene.text import PT

MUTED = Color.hex("#6d645b")
ACCENT = Color.hex("#8a3b12")
FRAME = Color.hex("#d8d0c4")

MARGIN = 14.0  # mm; keeps everything well inside a home printer's unprintable edge
GUTTER = 8.0  # between the two halves of a row
ROW_GAP = 5.0  # between rows


@dataclass(frozen=True)
class TypeSizes:
    """The point sizes of the rules' text: as designed, or raised to a large-print floor."""

    title: float = 18.0
    heading: float = 11.0
    body: float = 9.5
    caption: float = 8.0
    foot: float = 7.5

    def at_least(self, floor: float) -> TypeSizes:
        if not floor:
            return self
        return TypeSizes(max(self.title, floor + 6), max(self.heading, floor + 2), max(self.body, floor),
                         max(self.caption, floor), max(self.foot, floor))


DESIGNED = TypeSizes()
LEADING = 1.22
SHRINK = 0.7  # a figure may be drawn this much smaller to finish a page rather than leave a gap
HALF_FIGURE = 87.0  # mm: a half column of A4
MIN_TWO_COLUMNS = 150.0  # mm of text width: narrower paper (A5, half-letter) sets every section full width
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
    caption: str = ""
    large_caption: str = ""  # in large print, when the game's large figure differs
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


def _text_height(text: str, width: float, size: float, font: str = "body") -> float:
    return len(wrapped_lines(text, width, size, font)) * size * LEADING * PT + 0.6


class _Cell:
    """A section measured and drawn for one cell width."""

    def __init__(self, section: Section, width: float, art: Page | None, sizes: TypeSizes = DESIGNED,
                 large: bool = False) -> None:
        self.section, self.width, self.art, self.t = section, width, art, sizes
        self.scale = 0.0
        if art is not None:
            # a half section's figure is drawn no wider than half an A4 column even when narrow paper gives
            # its section the whole width: the same picture, the same size, on any paper
            most = HALF_FIGURE if section.half else width
            self.scale = min(min(width, most) / art.width, section.max_height / art.height)
            if large:  # a large-print figure is drawn for the floor at its own size: never smaller, never larger
                self.scale = min(1.0, width / art.width)
        self.full = self.scale
        self.large = large
        self.caption = section.large_caption if large and section.large_caption else section.caption

    def fit(self, room: float, least: float = 0.0) -> None:
        """Scale the figure down so the cell is at most ``room`` mm tall, if the figure can give enough, but
        never below ``least`` of its full size."""
        if self.art is not None and self.height() > room and not self.large:
            self.scale = max(self.full * least, self.scale - (self.height() - room) / self.art.height)

    def height(self) -> float:
        s = self.section
        h = 0.0
        if s.heading:
            h += _text_height(s.heading, self.width, self.t.heading, "body-bold") + 0.8
        for p in s.paragraphs():
            h += _text_height(p, self.width, self.t.body) + PARAGRAPH_GAP
        if self.art is not None:
            h += FIGURE_GAP + self.art.height * self.scale
            if self.caption:
                h += FIGURE_GAP / 2 + _text_height(self.caption, self.width, self.t.caption, "body-italic")
        return h

    def draw(self, canvas: ItemCanvas, x: float, y: float) -> None:
        s = self.section
        if s.heading:
            h = _text_height(s.heading, self.width, self.t.heading, "body-bold")
            canvas.text(s.heading, x, y, self.width, h, self.t.heading, "body-bold", ACCENT, leading=LEADING)
            y += h + 0.8
        for p in s.paragraphs():
            h = _text_height(p, self.width, self.t.body)
            canvas.text(p, x, y, self.width, h, self.t.body, leading=LEADING)
            y += h + PARAGRAPH_GAP
        if self.art is None:
            return
        y += FIGURE_GAP
        w, h = self.art.width * self.scale, self.art.height * self.scale
        fx = x + (self.width - w) / 2
        canvas.add(placed(legible_page(self.art, self.scale), fx, y, self.scale))
        canvas.add(rect(fx, y, w, h, Style(stroke=FRAME, width=0.3)))
        y += h
        if self.caption:
            y += FIGURE_GAP / 2
            ch = _text_height(self.caption, self.width, self.t.caption, "body-italic")
            canvas.text(self.caption, x, y, self.width, ch, self.t.caption, "body-italic", MUTED, align="center",
                        leading=LEADING)


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

    def draw(self, canvas: ItemCanvas, x: float, y: float) -> None:
        for cell in self.cells:
            cell.draw(canvas, x, y)
            y += cell.height() + ROW_GAP


def _rows(rules: Rules, two_columns: bool = True) -> list[list[list[Section]]]:
    """Sections grouped into rows of cells: a full section alone, consecutive half sections in pairs,
    a ``below`` half section in the cell of the half section before it; on narrow paper, one per row."""
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
    return rows


def compose(width: float, height: float, rules: Rules, figures: Mapping[str, Page],
            label: str = "rules", text_floor: float = 0.0) -> list[Page]:
    """The rules on pages ``width`` x ``height`` mm; ``figures`` holds every figure the sections name.

    With a ``text_floor`` (large print) every text is at least that size, the sections go one to a row (a
    long line of large type reads better than two cramped columns) and figures, drawn by the game for the
    floor, keep their own size."""
    sizes = DESIGNED.at_least(text_floor)
    large = text_floor > 0
    missing = [name for name in rules.figures() if name not in figures]
    if missing:
        raise ValueError(f"rules figures not drawn: {', '.join(missing)}")
    inner = width - 2 * MARGIN
    half = (inner - GUTTER) / 2
    foot = foot_height(sizes)
    limit = height - MARGIN - foot - FOOT_GAP  # the foot line's room
    canvases: list[ItemCanvas] = []
    y = _first_page(canvases, width, height, rules, sizes)
    for row in _rows(rules, inner >= MIN_TWO_COLUMNS and not large):
        cells = [_Stack([_Cell(s, inner if len(row) == 1 and not s.half else half,
                               figures.get(s.figure) if s.figure else None, sizes, large) for s in column])
                 for column in row]
        row_height = max(c.height() for c in cells)
        if y + row_height > limit and y > MARGIN + 0.1 and not large:  # a little smaller, they may fit here
            for cell in cells:
                cell.fit(limit - y, SHRINK)
            row_height = max(c.height() for c in cells)
        if y + row_height > limit and y > MARGIN + 0.1:
            for cell in cells:
                cell.reset()  # full size on the next page
            row_height = max(c.height() for c in cells)
            canvases.append(ItemCanvas(width, height))
            y = MARGIN
        if y + row_height > limit:  # taller than a whole page (small paper): shrink the figures to fit
            for cell in cells:
                cell.fit(limit - y)
            row_height = max(c.height() for c in cells)
        if y + row_height > limit + 1e-6:
            raise ValueError(f"a rules section is taller than the page: {row[0][0].heading or row[0][0].figure!r}")
        for n, cell in enumerate(cells):
            cell.draw(canvases[-1], MARGIN + n * (half + GUTTER), y)
        y += row_height + ROW_GAP
    pages = []
    for n, canvas in enumerate(canvases, 1):
        canvas.text(f"{rules.title} · page {n} of {len(canvases)}", MARGIN, height - MARGIN - foot, inner, foot,
                    sizes.foot, color=MUTED, align="right", wrap=False)
        pages.append(canvas.page(f"{label} {n}"))
    return pages


def foot_height(sizes: TypeSizes = DESIGNED) -> float:
    """The foot's box: as designed, or one line of the foot's type when that is taller (a large-print floor sets
    the foot at 12 pt, whose capitals and descenders a 4 mm box cannot hold)."""
    return max(FOOT_BOX, sizes.foot * LEADING * PT + 0.6)  # one line, as _text_height measures it


def _first_page(canvases: list[ItemCanvas], width: float, height: float, rules: Rules,
                sizes: TypeSizes = DESIGNED) -> float:
    canvas = ItemCanvas(width, height)
    canvases.append(canvas)
    inner = width - 2 * MARGIN
    title_height = sizes.title * 0.5  # mm: one line of the title
    canvas.text(rules.title, MARGIN, MARGIN, inner, title_height, sizes.title, "display", ACCENT, wrap=False,
                min_size=12)
    y = MARGIN + title_height + 1
    canvas.add(line(MARGIN, y, width - MARGIN, y, Style(stroke=ACCENT, width=0.4)))
    y += 3
    if rules.intro:
        intro = " ".join(rules.intro.split())
        h = _text_height(intro, inner, sizes.body + 0.5, "body-italic")
        canvas.text(intro, MARGIN, y, inner, h, sizes.body + 0.5, "body-italic", INK, leading=LEADING)
        y += h + ROW_GAP
    return y


def from_data(data: Mapping) -> Rules:
    """The rules of a game's data file (already checked by its schema)."""
    fields = ("heading", "text", "figure", "caption", "large_caption", "half", "below")
    sections = tuple(Section(**{f: s[f] for f in fields if f in s}, max_height=float(s.get("max_height", 90.0)))
                     for s in data["section"])
    return Rules(data["title"], data.get("intro", ""), sections)
