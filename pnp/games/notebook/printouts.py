"""What a dungeon notebook prints: its pages as a booklet, the generate command and the kit."""

from __future__ import annotations

from dataclasses import replace

from pnp.catalog import Paper
from pnp.catalog import paper as find_paper
from pnp.errors import PnpError
from pnp.game import Context, KitRequest, Made
from pnp.games.notebook.model import Dungeon
from pnp.i18n import _
from pnp.parts import Booklet, DocPages, KitSpec, Printout
from pnp.scene.affine import Affine
from pnp.scene.ladder import first_that_holds
from pnp.scene.locale import localised, per_locale
from pnp.scene.model import Group, Page, Style, Text
from pnp.scene.shapes import rect
from pnp.scene.walk import iter_items

KIT_RUNS = 1000  # simulated games behind the kit's figures


def _rooms(text: str) -> tuple[tuple[int, int], tuple[int, int]]:
    try:
        parts = [p.strip().lower().replace("×", "x") for p in text.split(",")]
        (w1, h1), (w2, h2) = ([int(v) for v in p.split("x")] for p in parts)
    except ValueError:
        raise PnpError(f"--rooms: expected two levels such as 6x6,4x4, got {text!r}") from None
    return (w1, h1), (w2, h2)


def notebook_part(d: Dungeon, page_size: str, per_side: int, creep: float = 0.0,
                  title: str = "Notebook", text_floor: float = 0.0, bleed: float | None = None,
                  flip: str = "long") -> DocPages:
    """The notebook's pages, in reading order; a booklet of ``per_side`` pages a side (1: single pages); with a
    ``text_floor`` (large print) every page is drawn for it; with a ``bleed``, that bleed (else the page size's);
    ``flip``: the preset's duplex, which the cover's steps follow."""
    from pnp.games.notebook.pages import inner_margin, notebook_pages

    page = find_paper(page_size) if bleed is None else replace(find_paper(page_size), bleed=bleed)
    pages = tuple(notebook_pages(d, replace(page, text_floor=text_floor), per_side, flip))
    booklet = Booklet(per_side, creep, inner_margin(text_floor)) if per_side > 1 else None
    return DocPages(title, "notebook", pages, duplex=per_side > 1, booklet=booklet, care="pencil")


def trackers_part(d: Dungeon, paper: Paper) -> DocPages:
    """The tracker sheet (stats and map side by side), a part of its own: a loose sheet beside the booklet.
    Where they no longer keep to a page each on half the sheet at its floor, each takes a whole page of the paper:
    type at the floor, bigger boxes."""
    from pnp.games.notebook.trackers import side_by_side, tracker_pages, tracker_sheet

    # i18n: a part of the notebook's kit: the loose sheet of the player's stats and map
    title = _("Tracker sheet")
    if not side_by_side(d, paper):
        return DocPages(title, "trackers", tuple(tracker_pages(d, paper)),
                        note=_("Two pages; keep them beside the booklet as you play."), care="pencil")
    return DocPages(title, "trackers", (tracker_sheet(d, paper),),
                    note=_("Keep it beside the booklet as you play."), care="pencil")


US_PAPER = ("letter", "tabloid", "half-letter")
# The largest text floor the notebook is drawn for. Its pages are declared layouts that grow and flow on (a
# room's encounter to a second page, the cover's steps to the page after it, the rules and the designer's appendix
# by the page flow), so most of its pages draw at higher floors; the limit is what the booklet, the tracker sheet
# and the appendix were checked clean at on A4 (the layout check, plain and pseudo-localised; seed 7's master map
# has a label a quarter mm past its box). Above it a room's page is the first to give way: from 19 pt an italic
# line's ink runs past its box, and in a longer language the word ROOM no longer fits its header.
MAX_TEXT_FLOOR = 18.0
# The kit also prints the rules sheet (pnp.scene.rules_sheet) with the notebook's rules figures: clean up to the
# notebook's own limit on A4 (plain); at 19 pt the worked battle's rolls are wider than the sheet's column
# (pnp/games/notebook/rules_figures.py).
KIT_MAX_TEXT_FLOOR = 18.0


def check_text_floor(floor: float, most: float = MAX_TEXT_FLOOR, what: str = "the dungeon notebook") -> None:
    """Refuse at once, in one line, a theme's text floor the notebook's pages cannot hold."""
    if floor > most:
        raise PnpError(f"{what} is drawn for text floors up to {most:g} pt, and this theme's text_floor is "
                       f"{floor:g} pt; use one of at most {most:g} pt, such as --theme large-print")


def half_sheet(paper: Paper) -> str:
    """Half of ``paper``'s sheet as a notebook page: half letter on US paper, A5 otherwise."""
    return "half-letter" if paper.key in US_PAPER else "a5"


def notebook_page(paper: Paper, designed: str = "a6") -> str:
    """The notebook's page on ``paper``: the ``designed`` page while every room's page holds on one page at the
    paper's floor, else half the sheet (:func:`half_sheet`), measured on the game's example dungeon in the locale
    in force (a room too full for one page flows on: a booklet of rooms a page each is what its map refers to)."""
    return first_that_holds(tuple(dict.fromkeys((designed, half_sheet(paper)))),
                            lambda page: _rooms_hold(page, paper.text_floor))


@per_locale(32)
def _rooms_hold(page: str, floor: float) -> bool:
    from pnp.games.notebook.draw import room_pages

    d, on = examples()["notebook"], replace(find_paper(page), text_floor=floor)
    return all(len(room_pages(d, room, on)) == 1 for room in d.rooms)


def per_side(page: str) -> int:
    """Pages a side of the booklet's sheets: A6 four, the half-sheet pages two."""
    return 4 if page == "a6" else 2


def appendix_part(d: Dungeon, page_size: str, report=None, sheet: Paper | None = None) -> DocPages:
    """The designer's appendix (key order, critical path, odds, simulated players): pages for the designer,
    kept out of the notebook, whose players must find the keys themselves. On the notebook's page size, as
    designed; where some of its words would print there under the ``sheet``'s text floor, on the whole sheet at
    the floor instead, where its tables keep their columns."""
    from pnp.games.notebook.appendix import LEAST_PT, appendix_pages
    from pnp.games.notebook.pen import Pen

    pen = Pen(find_paper(page_size))  # its least type prints at pen.pt(LEAST_PT) there, known before drawing it
    page = sheet if sheet is not None and pen.pt(LEAST_PT) * pen.s < sheet.text_floor else pen.paper
    return DocPages("Designer's appendix", "appendix", tuple(appendix_pages(d, page, report)))


def draw(d: Dungeon, paper: Paper | None = None) -> Printout:
    """A saved notebook: A6 pages, four a side, as a saddle-stitched booklet; its appendix for the designer.
    In large print: pages of half the sheet, two a side."""
    sheet = paper or find_paper("a4")
    check_text_floor(sheet.text_floor)
    page = notebook_page(sheet)
    return Printout((notebook_part(d, page, per_side(page), text_floor=sheet.text_floor), trackers_part(d, sheet)),
                    "Dungeon notebook", f"seed {d.seed}", layout="sheets",
                    designer=(appendix_part(d, page, sheet=sheet),))


def make_notebook(options: dict, context: Context) -> Made:
    from pnp.games.notebook.generate import NotebookParams, generate_dungeon
    from pnp.games.notebook.jsonio import dungeon_to_json
    from pnp.games.notebook.pages import check_creep
    from pnp.games.notebook.simulate import simulate

    level1, level2 = _rooms(options["rooms"])
    params = NotebookParams(level1=level1, level2=level2, doors=options["doors"])
    params.check()
    creep, appendix, runs = options["creep"], options["appendix"], options["runs"]
    floor = context.paper.text_floor
    check_text_floor(floor)
    page_size = options["page_size"] or notebook_page(context.paper)
    if page_size != half_sheet(context.paper) and notebook_page(context.paper, page_size) != page_size:
        raise PnpError(f"--page-size {page_size} is too small for a {floor:g} pt text floor: its rooms would not "
                       "keep to a page each (use a5 or half-letter)")
    chosen = options["pages_per_sheet"]
    per_sheet = int(chosen) if chosen else per_side(page_size)
    if creep and per_sheet == 1:
        raise PnpError(f"--creep {creep:g}: single pages (--pages-per-sheet 1) are stacked and stapled at the edge, "
                       "never folded, so they have no creep; leave --creep out")
    if creep:
        check_creep(creep, level1[0] * level1[1] + level2[0] * level2[1], page_size, floor)
    d = generate_dungeon(context.seed, params)
    report = simulate(d, runs, context.seed, progress=context.progress) if runs and appendix else None
    part = notebook_part(d, page_size, per_sheet, creep, text_floor=floor, flip=context.duplex)
    designer = (appendix_part(d, page_size, report, context.paper),) if appendix else ()
    printout = Printout((part, trackers_part(d, context.paper)), "Dungeon notebook", f"seed {d.seed}",
                        layout="sheets" if per_sheet > 1 else "cards", designer=designer)
    if report is None:
        return Made(d, "notebook", printout, f"notebook-{context.seed}")
    return Made(d, "notebook", printout, f"notebook-{context.seed}", tuple(report.lines()),
                json=lambda: dungeon_to_json(d) | {"simulation": report.to_json()})


def booklet_page(paper: Paper) -> tuple[Paper, int]:
    """The kit's notebook pages for a paper: half letter two a side on US paper, A6 four a side otherwise; in
    large print A5 two a side (half letter on US paper), drawn for the floor. The pages take the kit paper's
    bleed (the same as the booklet paper's own for the bundled papers; a print-shop preset's when it gives the
    paper its bleed), so kit.pdf has one bleed when they print unimposed."""
    page = notebook_page(paper, half_sheet(paper) if paper.key in US_PAPER else "a6")
    return replace(find_paper(page), text_floor=paper.text_floor, bleed=paper.bleed), per_side(page)


def kit(request: KitRequest) -> KitSpec:
    from pnp.games.notebook.generate import generate_dungeon
    from pnp.games.notebook.jsonio import dungeon_to_json
    from pnp.games.notebook.simulate import simulate

    check_text_floor(request.paper.text_floor, KIT_MAX_TEXT_FLOOR, "the dungeon notebook's kit")
    d = generate_dungeon(request.seed)
    report = simulate(d, KIT_RUNS, request.seed, progress=request.progress)
    page, per_side = booklet_page(request.paper)
    models = {"notebook.json": dungeon_to_json(d) | {"simulation": report.to_json()}}
    if request.layout == "sheets":
        # i18n: a part of the notebook's kit: the booklet's sheets, to print double-sided and fold
        part = notebook_part(d, page.key, per_side, title=_("Notebook (booklet sheets)"), text_floor=page.text_floor,
                             bleed=page.bleed, flip=request.duplex)
    else:
        single = notebook_part(d, page.key, 1, text_floor=page.text_floor, bleed=page.bleed)
        part = DocPages(_("Notebook pages"), "notebook", single.pages, note=_("One notebook page per PDF page."),
                        care="pencil")
    parts = (part, trackers_part(d, request.paper))
    # the cover shows the booklet's cover; where the kit finds its words would print under the floor there, that
    # page cut above its facts
    return KitSpec("notebook", _("Dungeon notebook"), request.seed, 0, parts, models, tuple(report.lines()),
                   cover=part.pages[0], small_cover=cover_picture(d, part.pages[0]),
                   designer=(appendix_part(d, page.key, report, request.paper),))


def cover_picture(d: Dungeon, title: Page) -> Page:
    """The kit's small cover: the booklet's cover cut above its facts (the title, the line under it
    and the picture), which the kit's cover can only enlarge; the whole page, shrunk to fit, would print its
    words far under the floor."""
    from pnp.games.notebook.rules_pages import cover_facts

    texts = [t for t in iter_items(title.items) if isinstance(t, Text)]  # as the current locale printed them
    name = next(t for t in texts if t.text == localised(_("DUNGEON")))
    facts = next(t for t in texts if t.text == localised(cover_facts(d)))
    top, x0, x1 = name.y - 4.0, name.x - 6.0, name.x + name.width + 6.0
    h = facts.y - 1.0 - top
    art = Group(title.items, Affine.translate(-x0, -top), clip=rect(x0, top, x1 - x0, h, Style()))
    return Page(x1 - x0, h, (art,), label="notebook cover")


def examples() -> dict:
    from pnp.games.notebook.generate import generate_dungeon

    return {"notebook": generate_dungeon(1)}
