"""The kit's own pages: cover, contents, rules summary, credits with the licences."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pnp.catalog import Paper
from pnp.contract import Ref
from pnp.credits import credits_paragraphs
from pnp.errors import PnpError
from pnp.fonts import all_fonts, licence_text
from pnp.game import RulesFigures
from pnp.resources import package_file
from pnp.scene import boxes as b
from pnp.scene.arrange import height_of, lay_out
from pnp.scene.color import INK, Color
from pnp.scene.legible import MIN_TEXT, thumbnail_page
from pnp.scene.model import Icon, Item, Page, Style
from pnp.scene.page_flow import Block, Section, page_items, paginate
from pnp.scene.shapes import line, placed, rect
from pnp.textfile import load_toml
from pnp.version import __version__

MUTED = Color.hex("#6d645b")
ACCENT = Color.hex("#8a3b12")
PANEL = Color.hex("#f4efe4")
M = 18.0  # page margin, mm
TITLE_BOX = 12.0  # mm: the flowed pages' title line as designed (a longer title wraps and takes more)


def _words(text: str, size: float, font: str = "body", color: Color = INK, **kw: object) -> b.Words:
    return b.Words(text=text, size=size, font=font, color=color, **kw)  # type: ignore[arg-type]


def _flowed(paper: Paper, title: str, sections: Sequence[Section], label: str) -> list[Page]:
    """``sections`` flowed down pages within the margins (:mod:`pnp.scene.page_flow`: headings kept with what
    follows, paragraphs split leaving two lines or more on each page); the first page opens with the title
    over a rule."""
    w, floor = paper.width - 2 * M, paper.text_floor
    head = _words(title, max(20.0, floor + 6), "display", ACCENT, least=12.0, name="title")
    title_h = max(TITLE_BOX, height_of(head, w, floor))
    rule = M + title_h + 2  # the rule under the title, 2 mm below its box; the text 4 mm under the rule

    def frame(index: int) -> tuple[float, float]:
        return (rule + 4 if index == 0 else M), paper.height - M

    pages = []
    for n, placed_ in enumerate(paginate(sections, w, frame, floor, label), 1):
        items: list[Item] = []
        if n == 1:
            items += lay_out(head, M, M, w, title_h, floor).fitted(f"the {label}' title")
            items.append(line(M, rule, paper.width - M, rule, Style(stroke=ACCENT, width=0.4)))
        items += page_items(placed_, M, w, floor, f"the {label}")
        pages.append(Page(paper.width, paper.height, tuple(items), label=f"{label} {n}"))
    return pages


def _paragraph(text: str, size: float, color: Color = INK, after: float = 2.0) -> Block:
    return Block(_words(text, size, color=color), after=after, split=True)


def _heading(text: str) -> Block:
    """A heading of the credits: kept with the first lines of what follows it."""
    return Block(_words(text, 11.0, "body-bold", ACCENT), after=2.5, keep=True, what="heading")


def cover_art_scale(paper: Paper, art: Page) -> float:
    """The scale the cover draws ``art`` at: as large as its box on the panel holds."""
    return min((paper.width - 2 * M) / art.width, (paper.height * 0.42 - 2 * M) / art.height)


def _panel(paper: Paper, icon: str, art: Page | None, bleed: float) -> list[Item]:
    """The cover's top panel (into the bleed past the top and sides) with the picture or the icon."""
    w, h, floor = paper.width, paper.height, paper.text_floor
    items: list[Item] = [rect(-bleed, -bleed, w + 2 * bleed, h * 0.42 + bleed, Style(fill=PANEL))]
    if art is None:
        return [*items, Icon(icon, w / 2 - 30, 30, 60, ACCENT)]
    s = cover_art_scale(paper, art)
    x, y = (w - art.width * s) / 2, (h * 0.42 - art.height * s) / 2
    items.append(rect(x - 0.8, y - 0.8, art.width * s + 1.6, art.height * s + 1.6, Style(fill=Color(1, 1, 1))))
    # shrunk (a sheet on a home kit's cover), the picture keeps the floors: lines 0.1 mm, text under 5 pt (or
    # the large-print floor) greeked; a print shop's cover shows its art at full size
    shown = art if s >= 1.0 else thumbnail_page(art, s, size=max(MIN_TEXT, floor), grow=floor)
    items.append(placed(shown, x, y, s))
    items.append(rect(x, y, art.width * s, art.height * s, Style(stroke=MUTED, width=0.3)))
    return items


def cover_page(paper: Paper, icon: str, title: str, lines: Sequence[str], art: Page | None = None,
               bleed: float = 0.0) -> Page:
    """The kit's cover: a picture of the game's first component (or its icon), the title, the facts. With a
    ``bleed``, the panel runs into it past the top and sides, so trimming leaves no white edge.

    One layout: the panel, then each text in a band as tall as designed (the title 22 mm from 14 mm under the
    panel, the line under it 16 mm, each fact 8 mm or half the floor's points), a band growing when its words
    wrap (a longer title, a translation), and the version at the foot."""
    w, h, floor = paper.width, paper.height, paper.text_floor

    def band(height: float, words: b.Words) -> b.Column:
        return b.Column(height=height, children=(words,), name=words.name)

    texts = b.Column(grow=1, children=(
        b.Box(height=14.0),
        band(22.0, _words(title, 30.0, "display", text_align="center", least=max(14.0, floor), name="title")),
        band(16.0, _words("A print-and-play kit made by pnp", 12.0, color=MUTED, text_align="center")),
        *(band(max(8.0, floor * 0.5), _words(t, 11.0, text_align="center", least=7.0)) for t in lines),
        b.Box(grow=1.0),
        _words(f"pnp {__version__}", 8.0, color=MUTED, text_align="center", height=6.0),
    ))
    cover = b.Column(children=(
        b.Art(height=h * 0.42, draw=lambda *_: _panel(paper, icon, art, bleed)),
        b.Row(grow=1.0, children=(b.Box(width=M, shrink=0.0), texts, b.Box(width=M, shrink=0.0))),
    ))
    items = lay_out(cover, 0.0, 0.0, w, h - M, floor).fitted("the kit's cover")
    return Page(w, h, items, bleed=bleed, label="cover")


def contents_pages(paper: Paper, entries: Sequence[tuple[str, int, str]]) -> list[Page]:
    """(title, first page, how to print) per part: the title and its page number on one line (both on this page
    or both on the next), the note under them kept with them."""
    sections = []
    for title, first, how in entries:
        line_ = b.Row(gap=3.0, baseline=True, children=(
            _words(title, 10.5, "body-bold", least=max(7.0, paper.text_floor), grow=1.0),
            _words(f"page {first}", 10.0, text_align="right", wrap=False),
        ))
        note = [_paragraph(how, 8.5, MUTED, after=3.0)] if how else []
        sections.append(Section((Block(line_, after=1.5, keep=bool(note), what="entry"), *note)))
    return _flowed(paper, "Contents", sections, "contents")


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
    blocks = [_paragraph("Games, rules texts, generators and layouts: pnp, by the pnp authors (MIT licence). The "
                         "rules are our own wording of the games that inspired these kits.", 9.5)]
    for heading, text in credits_paragraphs(icon_names, cmyk):
        blocks += [_heading(heading)] if heading else []
        blocks.append(_paragraph(text, 8.5))
    seen = set()
    for info in all_fonts():
        if info.licence in seen:
            continue
        seen.add(info.licence)
        blocks += [_heading(f"Licence of the {info.family} font"), _paragraph(licence_text(info), 6.5, MUTED)]
    # one flow of blocks: a paragraph splits over pages, a heading stays with its first lines
    return _flowed(paper, "Credits and licences", [Section(tuple(blocks), whole=False)], "credits")
