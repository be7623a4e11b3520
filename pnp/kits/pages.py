"""The kit's own pages: cover, contents, rules summary, credits with the licences."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from pnp.catalog import Paper
from pnp.contract import Ref
from pnp.credits import credits_paragraphs
from pnp.errors import PnpError
from pnp.fonts import all_fonts, licence_text
from pnp.game import RulesFigures
from pnp.resources import package_file
from pnp.scene.color import INK, Color
from pnp.scene.flow import Flow, ItemCanvas, Type
from pnp.scene.legible import MIN_TEXT, thumbnail_page
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


def _at(type_: Type, paper: Paper) -> Type:
    """``type_`` on this paper: at least its text floor (large print)."""
    return replace(type_, size=max(type_.size, paper.text_floor))


def _line(paper: Paper, designed: float) -> float:
    """A one-line box's height (mm) for designed text, grown with the paper's text floor."""
    return max(designed, paper.text_floor * 0.5)


def _flow(paper: Paper, title: str) -> Flow[ItemCanvas]:
    """A flow down pages of the paper within its margins; the first page starts with the title and a rule."""

    def start(index: int) -> tuple[ItemCanvas, float]:
        canvas = ItemCanvas(paper.width, paper.height)
        if index:
            return canvas, M
        canvas.text(title, M, M, paper.width - 2 * M, 12, size=max(TITLE_TYPE.size, paper.text_floor + 6),
                    font=TITLE_TYPE.font, color=TITLE_TYPE.color, wrap=False, min_size=12)
        y = M + 14
        canvas.line(M, y, paper.width - M, y, Style(stroke=ACCENT, width=0.4))
        return canvas, y + 4

    return Flow(start, x=M, width=paper.width - 2 * M, limit=paper.height - M)


def _heading(flow: Flow, text: str, paper: Paper) -> None:
    step = _line(paper, 7.5)
    flow.heading(text, _at(HEADING, paper), height=step - 0.5, step=step, keep=20)  # room for lines under it


def cover_art_scale(paper: Paper, art: Page) -> float:
    """The scale the cover draws ``art`` at: as large as its box on the panel holds."""
    return min((paper.width - 2 * M) / art.width, (paper.height * 0.42 - 2 * M) / art.height)


def cover_page(paper: Paper, icon: str, title: str, lines: Sequence[str], art: Page | None = None,
               bleed: float = 0.0) -> Page:
    """The kit's cover: a picture of the game's first component (or its icon), the title, the facts. With a
    ``bleed``, the panel runs into it past the top and sides, so trimming leaves no white edge."""
    w, h, floor = paper.width, paper.height, paper.text_floor
    items: list[Item] = [rect(-bleed, -bleed, w + 2 * bleed, h * 0.42 + bleed, Style(fill=PANEL))]
    if art is not None:
        s = cover_art_scale(paper, art)
        x, y = (w - art.width * s) / 2, (h * 0.42 - art.height * s) / 2
        items.append(rect(x - 0.8, y - 0.8, art.width * s + 1.6, art.height * s + 1.6, Style(fill=Color(1, 1, 1))))
        # shrunk (a sheet on a home kit's cover), the picture keeps the floors: lines 0.1 mm, text under 5 pt (or
        # the large-print floor) greeked; a print shop's cover shows its art at full size
        shown = art if s >= 1.0 else thumbnail_page(art, s, size=max(MIN_TEXT, floor), grow=floor > 0)
        items.append(placed(shown, x, y, s))
        items.append(rect(x, y, art.width * s, art.height * s, Style(stroke=MUTED, width=0.3)))
    else:
        items.append(Icon(icon, w / 2 - 30, 30, 60, ACCENT))
    items += [
        Text(title, M, h * 0.42 + 14, w - 2 * M, 20, font="display", size=30, color=INK, align="center",
             wrap=False, min_size=max(14, floor)),
        Text("A print-and-play kit made by pnp", M, h * 0.42 + 36, w - 2 * M, 8, size=max(12, floor), color=MUTED,
             align="center"),
    ]
    y = h * 0.42 + 52
    for text in lines:
        items.append(Text(text, M, y, w - 2 * M, _line(paper, 7), size=max(11, floor), color=INK, align="center",
                          wrap=False, min_size=max(7, floor)))
        y += _line(paper, 8)
    items.append(Text(f"pnp {__version__}", M, h - M - 6, w - 2 * M, 6, size=max(8, floor), color=MUTED,
                      align="center"))
    return Page(w, h, tuple(items), bleed=bleed, label="cover")


def contents_pages(paper: Paper, entries: Sequence[tuple[str, int, str]]) -> list[Page]:
    """(title, first page, how to print) per part."""
    flow = _flow(paper, "Contents")
    for title, first, how in entries:
        step, number = _line(paper, 6), 25 + 2 * paper.text_floor
        flow.room(step)  # the title and its page number share one line: both on this page or both on the next
        flow.put(title, _at(ENTRY, paper), height=step, step=0, width=flow.width - number, wrap=False,
                 min_size=max(7, paper.text_floor) or None)
        flow.put(f"page {first}", _at(PAGE_NUMBER, paper), height=step, step=step, x=M + flow.width - number,
                 width=number, align="right")
        if how:
            flow.paragraph(how, _at(NOTE, paper))
    return flow.pages("contents")


def rules_data(rules: str) -> dict[str, Any]:
    """A game's rules file (a path inside the package) as printed: checked, and its ``{fields}`` filled with what
    the games printing it count (``Game.rules_words``: "The {minigames} minigames" counts the played ones)."""
    from pnp.registry import games
    from pnp.rules_schema import RulesFile, fill_fields
    from pnp.schema import validate

    path = package_file(*rules.split("/"))
    data = validate(RulesFile, load_toml(path, PnpError), str(path)).model_dump()
    fields = {k: v for g in games() if g.rules == rules for k, v in g.words().items()}
    return fill_fields(data, fields, rules)


def rules_pages(paper: Paper, rules: str, figures: Ref[RulesFigures] | None = None,
                changes: Sequence[tuple[str, str, str]] = ()) -> list[Page]:
    """The printed rules of a game: ``rules`` is its rules file (:func:`rules_data`), ``figures`` what draws the
    pictures its sections name (``Game.rules_figures``), ``changes`` the kit's words in place of the file's
    (``KitSpec.rules_text``: section heading, words, new words)."""
    from pnp.scene.rules_sheet import compose, from_data

    data = rules_data(rules)
    for heading, words, new in changes:
        section = next((s for s in data["section"] if s["heading"] == heading and words in s["text"]), None)
        # a rules file edited so that a kit's change no longer applies must not print the old words silently
        assert section is not None, f"{rules}: no section {heading!r} says {words!r}"
        section["text"] = section["text"].replace(words, new)
    # figures are drawn for the paper's text floor (large print: the game draws them so no label is smaller)
    drawn = figures.load(RulesFigures)(paper.text_floor) if figures else {}
    return compose(paper.width, paper.height, from_data(data), drawn, text_floor=paper.text_floor)


def credits_pages(paper: Paper, icon_names: list[str], cmyk: bool = False) -> list[Page]:
    flow = _flow(paper, "Credits and licences")
    flow.paragraph("Games, rules texts, generators and layouts: pnp, by the pnp authors (MIT licence). The rules "
                   "are our own wording of the games that inspired these kits.", _at(BODY, paper))
    for heading, text in credits_paragraphs(icon_names, cmyk):
        if heading:
            _heading(flow, heading, paper)
        flow.paragraph(text, _at(SMALL, paper))
    seen = set()
    for info in all_fonts():
        if info.licence in seen:
            continue
        seen.add(info.licence)
        _heading(flow, f"Licence of the {info.family} font", paper)
        flow.paragraph(licence_text(info), _at(LICENCE, paper))
    return flow.pages("credits")
