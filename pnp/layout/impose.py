"""Putting any game's parts on paper, the way a preset says: the one place imposition is decided.

- Component sets: n-up on sheets with crop marks, their backs on the sheet
  after (duplex), on the other half of the sheet (fold-over) or on sheets of
  their own (no duplex) with the preset's layout "sheets"; one component per
  page, front then back, with "cards" and "png" (card services, PNG files).
- Document pages: a booklet is imposed for saddle stitching on sheets;
  other pages go on a page of exactly the paper's size (a home printer
  prints at 100 % and crops nothing), unless the preset keeps their bleed
  for a print shop (``Preset.fit_pages``): then they are as drawn, trim =
  the page and MediaBox = trim + bleed.

Standalone commands (``pnp minigames``, ``pnp path-cards``...) and kits
(:mod:`pnp.kits`) both come through here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from pnp.catalog import Paper
from pnp.layout.booklet import impose_booklet
from pnp.layout.nup import duplex_sheets, foldover_sheets, impose
from pnp.layout.presets import Preset
from pnp.parts import SAFE_MARGIN, ComponentSet, DocPages, Part, Printout
from pnp.scene.model import ColorMode, Document, Page
from pnp.scene.shapes import placed


def _trimmed(pages: Sequence[Page], bleed: float) -> list[Page]:
    return [replace(p, bleed=min(p.bleed, bleed)) for p in pages]


def component_sheets(part: ComponentSet, preset: Preset, paper: Paper) -> tuple[list[Page], bool]:
    """The part n-up on sheets for home printing; and whether it prints double-sided."""
    fronts = _trimmed(part.fronts, preset.bleed)
    backs = _trimmed(part.back_pages(), preset.bleed)
    marks = preset.mark_style()
    label = part.sheet_label
    if not backs:
        return impose(fronts, paper, preset.gutter, marks, label)[0], False
    if preset.duplex in ("long", "short"):
        return duplex_sheets(fronts, backs, paper, preset.duplex, preset.offset, preset.gutter, marks, label), True
    if preset.duplex == "foldover":
        return foldover_sheets(fronts, backs, paper, preset.gutter, marks, label)[0], False
    return impose(fronts, paper, preset.gutter, marks, label)[0] + impose(backs, paper, preset.gutter, marks,
                                                                          f"{label} backs")[0], False


def deck_pages(part: ComponentSet, preset: Preset) -> list[Page]:
    """One component per page, front then back, as card services ask (back then front when the preset's
    service says so: DriveThruCards reads a deck's PDF that way)."""
    fronts = _trimmed(part.fronts, preset.bleed)
    backs = _trimmed(part.back_pages(), preset.bleed)
    back_first = preset.service is not None and preset.service.back_first
    pages: list[Page] = []
    for i, front in enumerate(fronts):
        pair = [front, backs[i]] if backs else [front]
        pages += pair[::-1] if back_first else pair
    return pages


def on_paper(page: Page, paper: Paper) -> Page:
    """A document page on a page of exactly the paper's size (turned to the page's orientation).

    A page drawn for this paper keeps its drawing and loses its bleed (and
    slug), so its MediaBox is the paper; any other page is centred, scaled
    down if it is larger, clipped to its trim box.
    """
    sheet = paper.landscape() if (page.width > page.height) != (paper.width > paper.height) else paper
    if abs(page.width - sheet.width) < 1e-6 and abs(page.height - sheet.height) < 1e-6:
        if page.bleed == 0 and page.slug == 0:
            return page
        return replace(page, width=sheet.width, height=sheet.height, bleed=0.0, slug=0.0)
    s = min(1.0, sheet.width / page.width, sheet.height / page.height)
    x, y = (sheet.width - page.width * s) / 2, (sheet.height - page.height * s) / 2
    return Page(sheet.width, sheet.height, (placed(page, x, y, s),), bleed=0.0, label=page.label)


def document_pages(part: DocPages, preset: Preset, paper: Paper) -> list[Page]:
    """A part's document pages on paper: a booklet imposed on sheets, other pages on a page of exactly the
    paper (:func:`on_paper`); as they are, bleed and all, when the preset keeps the pages' bleed (print
    shop, PNG) or the pages are their own paper (a saved scene) and the preset does not lay out sheets."""
    if part.booklet is not None and preset.layout == "sheets":
        margin = SAFE_MARGIN if part.booklet.inner_margin is None else part.booklet.inner_margin
        return impose_booklet(list(part.pages), paper, pages_per_side=part.booklet.pages_per_side,
                              creep=part.booklet.creep, inner_margin=margin, flip=preset.duplex)
    if not preset.fit_pages or (part.as_drawn and preset.layout != "sheets"):
        return list(part.pages)
    return [on_paper(page, paper) for page in part.pages]


def booklet_steps(part: DocPages, paper: Paper) -> str:
    """How to cut, fold and nest a booklet part's sheets (the flip edge is said with the printing)."""
    from pnp.layout.booklet import finishing_steps, plan_booklet

    assert part.booklet is not None
    first = part.pages[0]
    margin = SAFE_MARGIN if part.booklet.inner_margin is None else part.booklet.inner_margin
    padded = len(part.pages) + (-len(part.pages) % 4)
    plan = plan_booklet(padded, first.width, first.height, paper, part.booklet.pages_per_side,
                        bleed=first.bleed, inner_margin=margin)
    return " ".join(finishing_steps(plan, print_step=False))


def part_pages(part: Part, preset: Preset, paper: Paper) -> tuple[list[Page], bool]:
    """One part on paper as the preset says; and whether its pages print double-sided."""
    if isinstance(part, DocPages):
        return document_pages(part, preset, paper), part.duplex
    if preset.layout == "sheets":
        return component_sheets(part, preset, paper)
    return deck_pages(part, preset), False


def pages_holding(part: Part, count: int | None, preset: Preset, paper: Paper) -> list[int]:
    """Which of the part's pages as :func:`part_pages` lays them out (0-based) hold its first ``count``
    components with their backs, or its first ``count`` document pages (None: every page).

    Imposition fills the sheets in order, so the first components are on the sheets that imposing them
    alone makes: their front sheets (each followed by its back in duplex, or fold-over), or, when the
    backs go on sheets of their own after all the fronts, the first front sheets and the first back sheets.
    A booklet folds as one: all of it.
    """
    pages = part_pages(part, preset, paper)[0]
    if count is None or (isinstance(part, DocPages) and part.booklet is not None and preset.layout == "sheets"):
        return list(range(len(pages)))
    if isinstance(part, DocPages):
        return list(range(min(count, len(pages))))
    count = min(count, len(part.fronts))
    if preset.layout != "sheets":  # one component per page, front then back
        return list(range(count * (2 if part.backs else 1)))
    few = replace(part, fronts=part.fronts[:count], backs=part.backs if len(part.backs) <= 1 else part.backs[:count])
    sheets = component_sheets(few, preset, paper)[0]
    if part.backs and preset.duplex not in ("long", "short", "foldover"):
        mine, all_fronts = len(sheets) // 2, len(pages) // 2
        return list(range(mine)) + list(range(all_fronts, all_fronts + mine))
    return list(range(len(sheets)))


def paper_pages(printout: Printout, paper: Paper, preset: Preset) -> list[Page]:
    """Every part of a printout on paper, in order; small sets next to each other share sheets as in a kit
    (:func:`pnp.layout.gang.gang_parts`). No document yet: a planned printout of blank pages is counted
    against the budgets this way before any work (:func:`pnp.output.check_planned`)."""
    from pnp.layout.gang import Gang, gang_parts

    pages: list[Page] = []
    for part in gang_parts(printout.parts, preset, paper):
        pages += list(part.ganged.pages) if isinstance(part, Gang) else part_pages(part, preset, paper)[0]
    return pages


def put_on_paper(printout: Printout, paper: Paper, preset: Preset) -> Document:
    """Every part of a printout on paper, in order, as one document (:func:`paper_pages`)."""
    pages = paper_pages(printout, paper, preset)
    color: ColorMode = "cmyk" if (printout.color_mode or preset.color) == "cmyk" else "rgb"
    return Document(tuple(pages), title=printout.title, author=printout.author, subject=printout.subject,
                    symbols=printout.symbols, color_mode=color)


def designer_document(parts: Sequence[DocPages], title: str, subject: str = "",
                      color: ColorMode = "rgb", bleed: float | None = None) -> Document | None:
    """A game's pages for its designer, each as drawn on a page of its own: a file apart from what players
    print (it is read more than printed, so nothing is imposed); None when the game has none. ``bleed``: the
    one bleed every page gets (a print shop's preset: a file has one bleed, the preset's), else as drawn."""
    pages = tuple(page if bleed is None else replace(page, bleed=bleed) for part in parts for page in part.pages)
    if not pages:
        return None
    symbols = tuple(s for part in parts for s in part.symbols)
    return Document(pages, title=f"{title}: for the designer, not for players", subject=subject,
                    symbols=symbols, color_mode=color)
