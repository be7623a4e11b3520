"""The kit's own pages: cover, contents, rules summary, credits with the licences."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pnp.catalog import Paper
from pnp.contract import Ref
from pnp.credits import credits_paragraphs
from pnp.errors import PnpError
from pnp.fonts import licence_text, printed_fonts
from pnp.game import BoxFacts, RulesFigures
from pnp.i18n import _
from pnp.resources import package_file
from pnp.scene import boxes as b
from pnp.scene.arrange import height_of, lay_out
from pnp.scene.boxes import Paint
from pnp.scene.color import INK, Color
from pnp.scene.legible import MIN_TEXT, thumbnail_page
from pnp.scene.model import Item, Page, Style
from pnp.scene.page_flow import Block, Section, page_items, paginate
from pnp.scene.shapes import bleed_rect, line, placed, rect, rounded_rect
from pnp.textfile import load_toml

MUTED = Color.hex("#6d645b")
ACCENT = Color.hex("#8a3b12")
PANEL = Color.hex("#f4efe4")
CARD = Color.hex("#fbf8f1")  # the cover's fact pills, a shade lighter than the parchment
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


def cover_art_scale(art: Page, width: float, height: float) -> float:
    """The scale a picture is drawn at in the cover's picture box (``width`` × ``height`` mm): as large as the
    box holds."""
    return min(width / art.width, height / art.height)


def thumbnail(art: Page, floor: float) -> Paint:
    """A picture drawn for the cover's picture box (a game without key art: its first component or page),
    centred on a white card with a thin edge. Shrunk (a sheet on a home kit's cover), the picture keeps the
    floors: lines 0.1 mm, text under 5 pt (or the large-print floor) greeked; a print shop's cover shows its
    art at full size."""

    def draw(x: float, y: float, w: float, h: float) -> list[Item]:
        s = cover_art_scale(art, w - 1.6, h - 1.6)
        aw, ah = art.width * s, art.height * s
        x, y = x + (w - aw) / 2, y + (h - ah) / 2
        shown = art if s >= 1.0 else thumbnail_page(art, s, size=max(MIN_TEXT, floor), grow=floor)
        return [rect(x - 0.8, y - 0.8, aw + 1.6, ah + 1.6, Style(fill=Color(1, 1, 1))), placed(shown, x, y, s),
                rect(x, y, aw, ah, Style(stroke=MUTED, width=0.3))]

    return draw


def cover_page(paper: Paper, box: BoxFacts, picture: Paint, bleed: float = 0.0) -> Page:
    """The kit's cover, as the front of a game's box: the game's title and tagline, its picture (``picture``
    draws it into the box the layout gives it), then how many play, from what age and for how long. The
    parchment ground runs into the ``bleed``, so trimming leaves no white edge. Seed, preset and version are
    the contents page's small print (:func:`contents_pages`), not the box's.

    One layout: each text in a band as tall as designed that grows when its words wrap (a longer title, a
    translation, a large-print floor), the picture taking the room that is left."""
    w, h, floor = paper.width, paper.height, paper.text_floor
    # the box's words are the game's module-level constants, marked N_ by the game: translated where printed
    title, tagline = _(box.title), _(box.tagline)

    def band(height: float, *words: b.Box) -> b.Box:
        return b.Row(height=height, gap=4.0, children=words)

    def pill(x: float, y: float, pw: float, ph: float) -> list[Item]:
        return [rounded_rect(x, y, pw, ph, min(ph / 2, 5.0), Style(fill=CARD, stroke=ACCENT, width=0.5))]

    facts = (b.Column(grow=1.0, back=pill, pad=2.0, justify="center", children=(
        _words(f, 15.0, "body-bold", INK, text_align="center", valign="middle", least=max(10.0, floor),
               name=f"fact {n + 1}"),)) for n, f in enumerate(box.facts))
    cover = b.Column(children=(
        b.Box(height=6.0, shrink=0.0),
        band(30.0, _words(title, 46.0, "display", ACCENT, text_align="center", valign="middle",
                          least=max(22.0, floor), leading=1.05, grow=1.0, name="title")),
        band(14.0, _words(tagline, 15.0, "body-italic", MUTED, text_align="center", valign="middle",
                          least=max(10.0, floor), grow=1.0, name="tagline")),
        b.Box(height=6.0, shrink=0.0),
        b.Art(grow=1.0, draw=picture, name="picture"),
        b.Box(height=7.0, shrink=0.0),
        band(14.0, *facts),
    ))
    # the box's frame: a rule and a hairline round the page, between the safe line and the words
    frame = [rect(9.0, 9.0, w - 18.0, h - 18.0, Style(stroke=ACCENT, width=0.8)),
             rect(11.0, 11.0, w - 22.0, h - 22.0, Style(stroke=ACCENT, width=0.25))]
    items = [bleed_rect(w, h, bleed, PANEL), *frame,
             *lay_out(cover, M, M, w - 2 * M, h - 2 * M, floor).fitted("the kit's cover")]
    return Page(w, h, tuple(items), bleed=bleed, label="cover")


def contents_pages(paper: Paper, entries: Sequence[tuple[str, int, str]], imprint: str = "") -> list[Page]:
    """(title, first page, how to print) per part: the title and its page number on one line (both on this page
    or both on the next), the note under them kept with them; then ``imprint`` in small print (what made the
    kit: pnp's version, the seed, the preset and paper)."""
    sections = []
    for title, first, how in entries:
        line_ = b.Row(gap=3.0, baseline=True, children=(
            _words(title, 10.5, "body-bold", least=max(7.0, paper.text_floor), grow=1.0),
            # i18n: a contents entry's page number, as short as possible
            _words(_("page {n}").format(n=first), 10.0, text_align="right", wrap=False),
        ))
        note = [_paragraph(how, 8.5, MUTED, after=3.0)] if how else []
        sections.append(Section((Block(line_, after=1.5, keep=bool(note), what="entry"), *note)))
    if imprint:
        sections.append(Section((Block(b.Box(height=4.0)), Block(_words(imprint, 8.0, color=MUTED), what="imprint"))))
    # i18n: the contents page's title
    return _flowed(paper, _("Contents"), sections, "contents")


def rules_data(rules: str, words: Sequence[tuple[str, str]] = ()) -> dict[str, Any]:
    """A game's rules file (a path inside the package) as printed, in the current language: checked, and its
    ``{fields}`` filled with what the games printing it count (``Game.rules_words``: "The {minigames} minigames"
    counts the played ones), or with ``words`` (a kit's own: ``KitSpec.rules_text``)."""
    from pnp.i18n.data import localised_file
    from pnp.registry import games
    from pnp.rules_schema import RulesFile, fill_fields
    from pnp.schema import validate

    path = package_file(*rules.split("/"))
    data = localised_file(path, validate(RulesFile, load_toml(path, PnpError), str(path)).model_dump())
    fields = {k: v for g in games() if g.rules == rules for k, v in g.words().items()}
    for field, _words in words:
        # a kit's field the game does not fill is one the rules no longer print: not dropped silently
        assert field in fields, f"{rules}: no game fills the field {{{field}}} a kit gives"
    return fill_fields(data, fields | dict(words), rules)


def rules_pages(paper: Paper, rules: str, figures: Ref[RulesFigures] | None = None,
                changes: Sequence[tuple[str, str]] = ()) -> list[Page]:
    """The printed rules of a game: ``rules`` is its rules file (:func:`rules_data`), ``figures`` what draws the
    pictures its sections name (``Game.rules_figures``), ``changes`` the kit's words for the file's fields
    (``KitSpec.rules_text``: field, words)."""
    from pnp.scene.rules_sheet import compose, from_data

    data = rules_data(rules, changes)
    # figures are drawn for the paper's text floor (large print: the game draws them so no label is smaller)
    drawn = figures.load(RulesFigures)(paper.text_floor) if figures else {}
    return compose(paper.width, paper.height, from_data(data), drawn, text_floor=paper.text_floor)


def credits_pages(paper: Paper, icon_names: list[str], cmyk: bool = False) -> list[Page]:
    blocks = [_paragraph(_("Games, rules texts, generators and layouts: pnp, by the pnp authors (MIT licence). The "
                           "rules are our own wording of the games that inspired these kits."), 9.5)]
    for heading, text in credits_paragraphs(icon_names, cmyk):
        blocks += [_heading(heading)] if heading else []
        blocks.append(_paragraph(text, 8.5))
    seen = set()
    for info in printed_fonts():
        if info.licence in seen:
            continue
        seen.add(info.licence)
        # the licence itself stays as written (legally the English text: pnp.credits.verbatim)
        blocks += [_heading(_("Licence of the {family} font").format(family=info.family)),
                   _paragraph(licence_text(info), 6.5, MUTED)]
    # one flow of blocks: a paragraph splits over pages, a heading stays with its first lines
    # i18n: the credits pages' title
    return _flowed(paper, _("Credits and licences"), [Section(tuple(blocks), whole=False)], "credits")
