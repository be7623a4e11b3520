"""The kit's own pages: cover, contents, rules summary, credits with the licences."""

from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from pnp.version import __version__
from pnp.credits import credits_paragraphs
from pnp.errors import PnpError
from pnp.fonts import all_fonts
from pnp.catalog import Paper
from pnp.textfile import load_toml
from pnp.resources import package_file
from pnp.scene.color import INK, Color
from pnp.scene.model import Icon, Item, Page, Style, Text
from pnp.scene.shapes import line, placed, rect
from pnp.scene.text import PT, layout_text

MUTED = Color.hex("#6d645b")
ACCENT = Color.hex("#8a3b12")
PANEL = Color.hex("#f4efe4")
M = 18.0  # page margin, mm



class Flow:
    """Text flowing down pages of one paper size, starting new pages as needed."""

    def __init__(self, paper: Paper, title: str) -> None:
        self.paper, self.title = paper, title
        self.pages: list[list[Item]] = []
        self.y = 0.0
        self.new_page()

    @property
    def width(self) -> float:
        return self.paper.width - 2 * M

    def new_page(self) -> None:
        first = not self.pages
        self.pages.append([])
        self.y = M
        if first:
            self.add(Text(self.title, M, M, self.width, 12, font="display", size=20, color=ACCENT, wrap=False,
                          min_size=12), 14)
            self.pages[-1].append(line(M, self.y, self.paper.width - M, self.y, Style(stroke=ACCENT, width=0.4)))
            self.y += 4

    def add(self, item: Text, height: float) -> None:
        if self.y + height > self.paper.height - M:
            self.new_page()
            item = replace(item, y=self.y)
        self.pages[-1].append(item)
        self.y += height

    def heading(self, text: str) -> None:
        if self.y + 20 > self.paper.height - M:
            self.new_page()
        self.add(Text(text, M, self.y, self.width, 7, font="body-bold", size=11, color=ACCENT), 7.5)

    def paragraph(self, text: str, size: float = 9.5, color: Color = INK, font: str = "body") -> None:
        probe = Text(text, M, 0, self.width, 1000, font=font, size=size, color=color)
        lines = [ln.text for ln in layout_text(probe).lines]
        step = size * 1.2 * PT
        chunk: list[str] = []
        for ln in lines:
            if self.y + (len(chunk) + 1) * step > self.paper.height - M and chunk:
                self._flush(chunk, size, color, font)
                chunk = []
                self.new_page()
            chunk.append(ln)
        if chunk:
            self._flush(chunk, size, color, font)
        self.y += 2.0

    def _flush(self, lines: list[str], size: float, color: Color, font: str) -> None:
        h = len(lines) * size * 1.2 * PT + 1
        self.pages[-1].append(Text("\n".join(lines), M, self.y, self.width, h, font=font, size=size, color=color,
                                   wrap=False))
        self.y += h

    def result(self, label: str) -> list[Page]:
        return [Page(self.paper.width, self.paper.height, tuple(items), bleed=0.0, label=f"{label} {i + 1}")
                for i, items in enumerate(self.pages)]


def cover_page(paper: Paper, icon: str, title: str, lines: Sequence[str], art: Page | None = None) -> Page:
    """The kit's cover: a picture of the game's first component (or its icon), the title, the facts."""
    w, h = paper.width, paper.height
    items: list[Item] = [rect(0, 0, w, h * 0.42, Style(fill=PANEL))]
    if art is not None:
        box_w, box_h = w - 2 * M, h * 0.42 - 2 * M
        s = min(box_w / art.width, box_h / art.height)
        x, y = (w - art.width * s) / 2, (h * 0.42 - art.height * s) / 2
        items.append(rect(x - 0.8, y - 0.8, art.width * s + 1.6, art.height * s + 1.6, Style(fill=Color(1, 1, 1))))
        items.append(placed(art, x, y, s))
        items.append(rect(x, y, art.width * s, art.height * s, Style(stroke=MUTED, width=0.3)))
    else:
        items.append(Icon(icon, w / 2 - 30, 30, 60, ACCENT))
    items += [
        Text(title, M, h * 0.42 + 14, w - 2 * M, 20, font="display", size=30, color=INK, align="center",
             wrap=False, min_size=14),
        Text("A print-and-play kit made by pnp", M, h * 0.42 + 36, w - 2 * M, 8, size=12, color=MUTED, align="center"),
    ]
    y = h * 0.42 + 52
    for text in lines:
        items.append(Text(text, M, y, w - 2 * M, 7, size=11, color=INK, align="center", wrap=False, min_size=7))
        y += 8
    items.append(Text(f"pnp {__version__}", M, h - M - 6, w - 2 * M, 6, size=8, color=MUTED, align="center"))
    return Page(w, h, tuple(items), bleed=0.0, label="cover")


def contents_pages(paper: Paper, entries: Sequence[tuple[str, int, str]]) -> list[Page]:
    """(title, first page, how to print) per part."""
    flow = Flow(paper, "Contents")
    for title, first, how in entries:
        flow.add(Text(title, M, flow.y, flow.width - 25, 6, font="body-bold", size=10.5, color=INK, wrap=False,
                      min_size=7), 0)
        flow.add(Text(f"page {first}", M + flow.width - 25, flow.y, 25, 6, size=10, color=INK, align="right"), 6)
        if how:
            flow.paragraph(how, size=8.5, color=MUTED)
    return flow.result("contents")


def rules_pages(paper: Paper, rules: str) -> list[Page]:
    """The printed rules of a game: ``rules`` is the game's rules file, a path inside the package."""
    data = load_toml(package_file(*rules.split("/")), PnpError)
    flow = Flow(paper, data["title"])
    for section in data["section"]:
        flow.heading(section["heading"])
        flow.paragraph(" ".join(section["text"].split()))
    return flow.result("rules")


def credits_pages(paper: Paper, icon_names: list[str]) -> list[Page]:
    flow = Flow(paper, "Credits and licences")
    flow.paragraph("Games, rules texts, generators and layouts: pnp, by the pnp authors (MIT licence). The rules "
                   "are our own wording of the games that inspired these kits.")
    for heading, text in credits_paragraphs(icon_names):
        if heading:
            flow.heading(heading)
        flow.paragraph(text, size=8.5)
    seen = set()
    for info in all_fonts():
        if info.licence in seen:
            continue
        seen.add(info.licence)
        flow.heading(f"Licence of the {info.family} font")
        flow.paragraph(info.licence.read_text(encoding="utf-8"), size=6.5, color=MUTED)
    return flow.result("credits")
