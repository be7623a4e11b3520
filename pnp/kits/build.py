"""Turning a kit's parts into files: kit.pdf in print order, decks, SVGs, JSON, previews, README, and the
designer's pages (figures, odds, reports) in designer.pdf, apart from everything players print.

Print order: cover, contents, rules, the parts to play with, answer keys,
credits. A part printed double-sided always starts on a front (odd) page of
kit.pdf, a blank page being added before it when needed, so printing the whole
file double-sided pairs every front sheet with its back sheet.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path

from pnp.catalog import Paper
from pnp.game import Game, Progress
from pnp.i18n import _
from pnp.jsonio import dumps
from pnp.kits.card_files import png_deck
from pnp.kits.page_map import page_map
from pnp.kits.pages import contents_pages, cover_art_scale, cover_page, credits_pages, rules_pages, thumbnail
from pnp.kits.readme import Placed, how_to_print, readme
from pnp.layout.blank import blank_page
from pnp.layout.gang import Gang, gang_parts
from pnp.layout.impose import deck_pages, designer_document, part_pages
from pnp.layout.presets import Preset
from pnp.parts import ComponentSet, DocPages, KitSpec, Part
from pnp.registry import game
from pnp.scene.boxes import Paint
from pnp.scene.model import Document, Item, Page
from pnp.scene.rules_sheet import smallest_words
from pnp.scene.shapes import placed
from pnp.scene.walk import icons_used
from pnp.themes.apply import themed_document, themed_page
from pnp.themes.files import Theme, load_theme
from pnp.version import __version__


def place_parts(spec: KitSpec, preset: Preset, paper: Paper) -> list[Placed]:
    """Every part on paper as the preset says, in print order: the parts to play with, then the answer keys.

    Components printed one per page (decks, PNGs) have no pages in kit.pdf. Small sets next to each other
    share sheets (:func:`pnp.layout.gang.gang_parts`): the first holds the shared sheets, the others none.
    """
    plays = [p for p in spec.parts if not (isinstance(p, DocPages) and p.answers)]
    answers: list[Part] = [p for p in spec.parts if isinstance(p, DocPages) and p.answers]
    body: list[Placed] = []
    for part in gang_parts(plays + answers, preset, paper):
        if isinstance(part, Gang):
            sheets = list(part.ganged.pages)
            body += [Placed(p, sheets if i == 0 else [], part.ganged.duplex, part.share(i))
                     for i, p in enumerate(part.parts)]
        elif isinstance(part, ComponentSet) and preset.layout != "sheets":
            body.append(Placed(part, [], False))  # one per page: in decks/ or png/, not in kit.pdf
        else:
            body.append(Placed(part, *part_pages(part, preset, paper)))
    return body


@dataclass(frozen=True)
class Pagination:
    """Where the parts start in kit.pdf (1-based; None for a part printed elsewhere) and the credits."""

    starts: list[int | None]
    blanks: list[bool]  # a blank page goes before the part, so that a double-sided part starts on a front
    credits: int


def paginate(body: list[Placed], front_pages: int) -> Pagination:
    """The pages of kit.pdf after ``front_pages`` pages (cover, contents, rules)."""
    n = front_pages
    starts: list[int | None] = []
    blanks: list[bool] = []
    gang_start = 0
    for _part, pages, duplex, share in body:
        if share is not None and not pages:  # on the sheets of the sets before it
            starts.append(gang_start + share.first)
            blanks.append(False)
            continue
        blank = bool(pages) and duplex and n % 2 == 1  # n pages so far: the next is page n + 1
        blanks.append(blank)
        n += blank
        starts.append(n + 1 if pages else None)
        gang_start = n + 1
        n += len(pages)
    return Pagination(starts, blanks, n + 1)


def _contents(spec: KitSpec, body: list[Placed], rules: int, preset: Preset,
              paper: Paper) -> tuple[list[Page], Pagination]:
    """The contents pages (each part's first page and how to print it) and the pagination they give."""
    contents_len = 1
    made = imprint(spec, preset, paper)
    for _round in range(3):  # the contents may need more than one page; settle its length
        plan = paginate(body, 1 + contents_len + rules)
        # i18n: the contents' entry of the rules pages
        entries = [(_("Rules"), 2 + contents_len, "")]
        entries += [(part.title, s, how_to_print(part, on_sheets, preset, paper, dup, share))
                    for (part, on_sheets, dup, share), s in zip(body, plan.starts) if s is not None]
        entries.append((_("Credits and licences"), plan.credits, ""))
        contents = contents_pages(paper, entries, made)
        if len(contents) == contents_len:
            break
        contents_len = len(contents)
    return contents, plan


def imprint(spec: KitSpec, preset: Preset, paper: Paper) -> str:
    """What made the kit, in the contents page's small print: pnp's version, the seed, the preset and paper."""
    # i18n: the contents' small print: {version} is pnp's (0.1.0), {preset} the printer preset's name (translated
    # where it is a bundled preset's), {paper} the paper's as written (A4)
    return _("Made by pnp {version} · seed {seed} · {preset}, {paper}").format(
        version=__version__, seed=spec.seed, preset=_(preset.name), paper=paper.name)


def _cover(spec: KitSpec, preset: Preset, paper: Paper, about: Game) -> Page:
    """The cover, as a game box's front: the game's title, tagline and figures (``Game.box``) over its key art
    drawn from this kit's content (``Game.key_art``); a game declaring none, or a kit without the content its key
    art is drawn from (one put together by hand), shows the kit's own picture."""
    box = about.box
    # a game with a kit says on its box what it is: its title, players, ages and time are the game's, never guessed
    assert box is not None, f"{about.name}: a game with a kit declares its box facts (Game.box)"
    first = _first_picture(spec, preset, paper)

    def picture(x: float, y: float, w: float, h: float) -> list[Item]:
        art = about.cover_art(spec, w, h)
        return [placed(art, x, y)] if art is not None else list(first(x, y, w, h))

    return cover_page(paper, box, picture, kit_bleed(preset, paper))


def _first_picture(spec: KitSpec, preset: Preset, paper: Paper) -> Paint:
    """The picture of a kit without key art: its own, or its first part to play with, drawn as large as the
    cover's picture box holds it."""
    playable = [part for part in spec.parts if not (isinstance(part, DocPages) and part.answers)]
    first = playable[0]
    own: Page = spec.cover or (first.fronts[0] if isinstance(first, ComponentSet) else first.pages[0])
    fronts = [p.fronts[0] for p in spec.parts if isinstance(p, ComponentSet) and p.fronts]

    def draw(x: float, y: float, w: float, h: float) -> list[Item]:
        art: Page | None = own
        # some of its words, drawn at the scale the cover draws it, would print under the paper's text floor (to
        # be greeked or grown over the picture): then the game's picture made for the small cover
        if spec.small_cover is not None and smallest_words(own) * cover_art_scale(own, w, h) < paper.text_floor:
            art = spec.small_cover
        if not preset.fit_pages:
            # for a print shop: a page drawn smaller than designed prints hairlines and text under the shop's
            # floors (a sheet's 0.2 mm walls at 0.06 mm, 8 pt at 2.4 pt), so the picture is the first that the
            # cover holds at full size: the kit's own, else a component's front, else none
            art = next((a for a in (art, *fronts) if a is not None and cover_art_scale(a, w, h) >= 1.0), None)
        return [] if art is None else list(thumbnail(art, paper.text_floor)(x, y, w, h))

    return draw


def _icons(spec: KitSpec, body: list[Placed]) -> list[str]:
    """The icons the kit prints (for the credits): on its pages and on every component."""
    on_pages = [item for placed in body for pg in placed.pages for item in pg.items]
    on_components = [item for part in spec.parts if isinstance(part, ComponentSet)
                     for pg in part.fronts + part.backs for item in pg.items]
    return icons_used(on_pages + on_components)


@dataclass(frozen=True)
class KitPages:
    """kit.pdf's pages in print order, with the first page of the cover and of each part (for the previews),
    and what README.txt says of them: the parts as placed, where each starts, the rules' first and last page."""

    pages: list[Page]
    firsts: list[int]  # 0-based
    slugs: list[str]
    body: list[Placed] = field(default_factory=list)
    starts: list[int | None] = field(default_factory=list)
    rules: tuple[int, int] = (0, 0)
    credits: int = 0  # the first page of the credits (1-based)


def _print_order(front: list[Page], body: list[Placed], plan: Pagination, credits: list[Page],
                 paper: Paper, bleed: float = 0.0) -> KitPages:
    pages = list(front)
    firsts, slugs = [0], ["cover"]
    gang_first = 0
    for (part, on_sheets, _duplex, share), blank in zip(body, plan.blanks):
        if blank:
            pages.append(blank_page(paper.width, paper.height, bleed, text_floor=paper.text_floor))
        if on_sheets or share is not None:  # a set sharing sheets: its preview is the sheet it starts on
            gang_first = len(pages) if on_sheets else gang_first
            firsts.append(gang_first + (share.first if share is not None else 0))
            slugs.append(part.slug)
        pages += on_sheets
    return KitPages(pages + credits, firsts, slugs)


def kit_bleed(preset: Preset, paper: Paper) -> float:
    """The bleed of every page of kit.pdf: none when the preset fits pages to the paper (a home printer), else
    the paper's, which :meth:`Preset.drawing_paper` made the preset's: one bleed per file for a print shop."""
    return 0.0 if preset.fit_pages else paper.bleed


def _bled(pages: list[Page], bleed: float) -> list[Page]:
    """The kit's own flowed pages (contents, rules, credits) with the kit's bleed: they paint nothing past
    their trim (white ground), so only their boxes change."""
    return [p if p.bleed == bleed else replace(p, bleed=bleed) for p in pages]


def kit_pages(spec: KitSpec, preset: Preset, paper: Paper) -> KitPages:
    """kit.pdf's pages as drawn, before the theme's colours (what the kit renders, and tests walk)."""
    body = place_parts(spec, preset, paper)
    about = game(spec.game)
    bleed = kit_bleed(preset, paper)
    rules = _bled(rules_pages(paper, about.rules, about.rules_figures, spec.rules_text), bleed)
    credits = _bled(credits_pages(paper, _icons(spec, body), preset.color == "cmyk"), bleed)
    cover = _cover(spec, preset, paper, about)
    contents, plan = _contents(spec, body, len(rules), preset, paper)
    first_rule = 2 + len(contents)  # after the cover and the contents
    kit = _print_order([cover, *_bled(contents, bleed), *rules], body, plan, credits, paper, bleed)
    return replace(kit, body=body, starts=plan.starts, rules=(first_rule, first_rule + len(rules) - 1),
                   credits=plan.credits)


def build_kit(spec: KitSpec, preset: Preset, paper: Paper, progress: Progress | None = None) -> dict[Path, bytes]:
    """Every file of a kit, by path in its folder; ``progress`` hears each stage drawn (kit.pdf, previews, decks,
    each part's SVGs, designer.pdf): drawing a big kit takes seconds after its game is made."""
    from pnp.kits.backs import paired
    from pnp.render.pdf import render_pdf
    from pnp.render.png import png_pages
    from pnp.render.svg import render_svg_page

    spec = paired(spec, preset, game(spec.game).icon)  # a service reading back-front pairs: no deck of fronts alone
    _check_pixels(spec, preset)
    kit = kit_pages(spec, preset, paper)
    stages, drawn = 4 + len(kit.body), 0

    def tell(what: str) -> None:
        nonlocal drawn
        drawn += 1
        if progress is not None:
            progress(drawn, stages, f"kit files drawn ({what})")

    files: dict[Path, bytes] = {}
    theme = load_theme(preset.theme) if preset.theme else None  # every page goes through it before rendering
    doc = themed_document(Document(tuple(kit.pages), title=spec.title, subject=f"pnp kit, seed {spec.seed}",
                                   color_mode=preset.color), theme)
    pdf = render_pdf(doc, preset.pdf_standard, preset.ink_limit)
    files[Path("kit.pdf")] = pdf
    tell("kit.pdf")
    for slug, data in zip(kit.slugs, png_pages(pdf, list(doc.pages), dpi=60, only=kit.firsts)):
        files[Path("previews") / f"{slug}.png"] = data
    tell("previews")
    files |= _decks(spec, preset, theme)
    tell("decks")
    for part, on_sheets, *_rest in kit.body:
        # a booklet's pages only make sense imposed: its SVGs are the sheets as printed
        shown = replace(part, pages=tuple(on_sheets)) if isinstance(part, DocPages) and part.booklet else part
        files |= _svgs(shown, spec.title, lambda d, page: render_svg_page(d, themed_page(page, theme)))
        tell(f"SVGs of {part.slug}")
    for name, data in spec.models.items():
        files[Path("json") / name] = dumps(data)
    designer = designer_document(spec.designer, spec.title, f"pnp kit, seed {spec.seed}", preset.color,
                                 None if preset.fit_pages else preset.bleed)
    if designer is not None:
        files[Path("designer.pdf")] = render_pdf(themed_document(designer, theme), preset.pdf_standard,
                                                     preset.ink_limit)
    tell("designer.pdf")
    text = readme(spec, preset, paper, kit.body, kit.starts, kit.rules, kit.credits)
    files[Path("README.txt")] = text.encode("utf-8")
    files[Path("pages.json")] = dumps(page_map(spec, preset, paper, len(kit.pages), kit.body, kit.starts, kit.rules,
                                               kit.credits))
    return files


def _check_pixels(spec: KitSpec, preset: Preset) -> None:
    """Every PNG of a png kit within the budgets, all decks together, before the first page is rendered."""
    if preset.layout == "png":
        from pnp.budgets import check_png_pages
        from pnp.render.png import area_size

        sides = [p for part in spec.parts if isinstance(part, ComponentSet) for p in deck_pages(part, preset)]
        check_png_pages([area_size(p, "bleed") for p in sides], preset.dpi)


def _decks(spec: KitSpec, preset: Preset, theme: Theme | None = None) -> dict[Path, bytes]:
    """Components one per page, front then back: a PDF per deck (card services) or a PNG per side."""
    from pnp.render.pdf import render_pdf

    files: dict[Path, bytes] = {}
    for part in spec.parts:
        if isinstance(part, ComponentSet) and preset.layout == "cards":
            deck = themed_document(Document(tuple(deck_pages(part, preset)), title=f"{spec.title}: {part.title}",
                                            color_mode=preset.color), theme)
            files[Path("decks") / f"{part.slug}.pdf"] = render_pdf(deck, preset.pdf_standard, preset.ink_limit)
        if isinstance(part, ComponentSet) and preset.layout == "png":
            files |= png_deck(part, preset, theme)  # one per side, named by the cards' ids
    return files


def _svgs(part: Part, title: str, render) -> dict[Path, bytes]:
    """Each distinct component (or document page) once, as SVG."""
    out: dict[Path, bytes] = {}
    folder = Path("svg") / part.slug
    doc = Document((Page(10, 10),), title=title)
    if isinstance(part, DocPages):
        for i, page in enumerate(part.pages):
            out[folder / f"page-{i + 1:03d}.svg"] = render(doc, page)
        return out
    shared_back = len(part.backs) == 1  # one back for every front: back.svg
    seen: set[Page] = set()
    for side, pages in (("front", part.fronts), ("back", () if shared_back else part.backs)):
        for i, page in enumerate(pages):
            if page not in seen:
                seen.add(page)
                out[folder / f"{i + 1:03d}-{side}.svg"] = render(doc, page)
    if shared_back:
        out[folder / "back.svg"] = render(doc, part.backs[0])
    return out
