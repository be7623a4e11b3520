"""The kit's own pages: cover, contents, rules summary, credits with the licences."""

from __future__ import annotations

from collections.abc import Sequence

from pnp.catalog import Paper
from pnp.credits import credits_paragraphs
from pnp.errors import PnpError
from pnp.fonts import all_fonts, licence_text
from pnp.resources import package_file
from pnp.scene.color import INK, Color
from pnp.scene.flow import Flow, ItemCanvas, Type
from pnp.scene.model import Icon, Item, Page, Style, Text
from pnp.scene.shapes import placed, rect
from pnp.textfile import load_toml
from pnp.version import __version__

MUTED = Color.hex("#6d645b")
ACCENT = Color.hex("#8a3b12")
PANEL = Color.hex("#f4efe4")
M = 18.0  # page margin, mm

# the flowed pages' text: titles, headings, paragraphs, the contents' lines and notes, the licences
TITLE_TYPE = Type(20, "display", ACCENT)
HEADING = Type(11, "body-bold", ACCENT)
BODY = Type(9.5)
SMALL = Type(8.5)
ENTRY = Type(10.5, "body-bold")
PAGE_NUMBER = Type(10)
NOTE = Type(8.5, color=MUTED)
LICENCE = Type(6.5, color=MUTED)


def _flow(paper: Paper, title: str) -> Flow[ItemCanvas]:
    """A flow down pages of the paper within its margins; the first page starts with the title and a rule."""

    def start(index: int) -> tuple[ItemCanvas, float]:
        canvas = ItemCanvas(paper.width, paper.height)
        if index:
            return canvas, M
        canvas.text(title, M, M, paper.width - 2 * M, 12, size=TITLE_TYPE.size, font=TITLE_TYPE.font,
                    color=TITLE_TYPE.color, wrap=False, min_size=12)
        y = M + 14
        canvas.line(M, y, paper.width - M, y, Style(stroke=ACCENT, width=0.4))
        return canvas, y + 4

    return Flow(start, x=M, width=paper.width - 2 * M, limit=paper.height - M)


def _heading(flow: Flow, text: str) -> None:
    flow.heading(text, HEADING, height=7, step=7.5, keep=20)  # with room for a few lines under it


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
    flow = _flow(paper, "Contents")
    for title, first, how in entries:
        flow.room(6)  # the title and its page number share one line: both on this page or both on the next
        flow.put(title, ENTRY, height=6, step=0, width=flow.width - 25, wrap=False, min_size=7)
        flow.put(f"page {first}", PAGE_NUMBER, height=6, step=6, x=M + flow.width - 25, width=25, align="right")
        if how:
            flow.paragraph(how, NOTE)
    return flow.pages("contents")


def rules_pages(paper: Paper, rules: str, figures: str = "") -> list[Page]:
    """The printed rules of a game: ``rules`` is its rules file (a path inside the package), ``figures`` the
    ``"module:function"`` drawing the pictures its sections name (``Game.rules_figures``)."""
    from pnp.game import resolve
    from pnp.rules_schema import RulesFile
    from pnp.scene.rules_sheet import compose, from_data
    from pnp.schema import validate

    path = package_file(*rules.split("/"))
    data = validate(RulesFile, load_toml(path, PnpError), str(path)).model_dump()
    drawn = resolve(figures)() if figures else {}
    return compose(paper.width, paper.height, from_data(data), drawn)


def credits_pages(paper: Paper, icon_names: list[str]) -> list[Page]:
    flow = _flow(paper, "Credits and licences")
    flow.paragraph("Games, rules texts, generators and layouts: pnp, by the pnp authors (MIT licence). The rules "
                   "are our own wording of the games that inspired these kits.", BODY)
    for heading, text in credits_paragraphs(icon_names):
        if heading:
            _heading(flow, heading)
        flow.paragraph(text, SMALL)
    seen = set()
    for info in all_fonts():
        if info.licence in seen:
            continue
        seen.add(info.licence)
        _heading(flow, f"Licence of the {info.family} font")
        flow.paragraph(licence_text(info), LICENCE)
    return flow.pages("credits")
