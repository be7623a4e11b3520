"""The notebook as a document: title, rules, one page per room, notes (the trackers are a sheet apart).

The designer's appendix is not among them: it is a document of its own
(:func:`pnp.games.notebook.printouts.appendix_part`), never bound into what players hold.

Pages are pocket-sized (A6 by default, or A5) and can be imposed for
saddle-stitch printing on A4 or US Letter (two-up for A5 and half letter,
four-up "cut and stack" for A6). Every page carries a tiny page number on its
spine edge, where every printer can print it, so the order of a printed or
rendered booklet can be read back.

Nothing on a page comes nearer its spine edge than :data:`INNER_MARGIN` (the
page number's box; the drawings keep 5 mm or more), which sets the most creep
a booklet can take (:func:`creep_limit`, refused beyond it before any work).
"""

from __future__ import annotations

from dataclasses import replace

from pnp.catalog import Paper
from pnp.catalog import paper as find_paper
from pnp.errors import PnpError
from pnp.games.notebook.model import Dungeon
from pnp.games.notebook.pen import SPINE_PT, spine_number_grows
from pnp.i18n import _
from pnp.scene.affine import Affine
from pnp.scene.arrange import lay_out, width_of
from pnp.scene.boxes import Words
from pnp.scene.color import Color
from pnp.scene.model import Group, Page
from pnp.scene.text import text_height

LABEL = Color.hex("#756c63")
SPINE_LABEL_INSET = 3.6  # mm from the spine edge to the middle of the page number (0.8 mm clear of the drawings)
SPINE_LABEL_BOX = 2.4  # the page number's box across the page (it is turned along the spine)
INNER_MARGIN = SPINE_LABEL_INSET - SPINE_LABEL_BOX / 2  # nothing on a page comes nearer its spine edge
# A number grown to a 12 pt floor needs a box of 5.1 mm; its frame keeps LP_EDGE + 5 design mm (8.5 mm
# or more) from the spine, so the number's box ends 0.9 mm short of the drawings and starts as far from the
# spine edge as the small one does.
LP_LABEL_INSET = 5.0


def spine_geometry(text_floor: float = 0.0) -> tuple[float, float, float]:
    """(point size, box across the spine, inset of its middle) of the page numbers: 5 pt as designed, or the
    floor where it is over that, in a box as tall as its line; above 12 pt the box keeps its distance from the
    spine edge and grows inwards (the frame keeps as much more room, :class:`pnp.games.notebook.pen.Pen`), so
    the creep limit stays that of 12 pt."""
    if not spine_number_grows(text_floor):
        return SPINE_PT, SPINE_LABEL_BOX, SPINE_LABEL_INSET
    box = text_height("body", text_floor) + 0.1
    return text_floor, box, LP_LABEL_INSET + max(0.0, box - text_height("body", 12.0) - 0.1) / 2


def inner_margin(text_floor: float = 0.0) -> float:
    """How near its spine edge anything on a page comes (the page number's box)."""
    _size, box, inset = spine_geometry(text_floor)
    return inset - box / 2  # INNER_MARGIN for the designed number


def spine_label(page: Page, n: int, text_floor: float = 0.0) -> Page:
    """Page n's number, 5 pt (or the floor over it), turned along the spine edge (left edge of odd pages,
    right of even)."""
    size, box, inset = spine_geometry(text_floor)
    # laid out unturned about the origin, then turned; set from the top of its box (as tall as its line's ink)
    # i18n: a booklet page's number, tiny along its spine edge ("p." for page)
    label = Words(text=_("p. {n}").format(n=n), size=size, color=LABEL, text_align="center", wrap=False,
                  name="the page number")
    w = max(20.0, width_of(label) + 1.0)  # along the spine: as long as the number needs
    laid = lay_out(label, -w / 2, -box / 2, w, box, text_floor).fitted(f"page {n}'s number along the spine")
    x, angle = (inset, -90) if n % 2 else (page.width - inset, 90)
    mark = Group(laid, Affine.rotate(angle).then(Affine.translate(x, page.height / 2)))
    return replace(page, items=page.items + (mark,), label=f"p. {n}")


def notebook_pages(d: Dungeon, page_paper: Paper, per_side: int = 4, flip: str = "long") -> list[Page]:
    """The booklet players hold, numbered, padded with notes pages to a multiple of 4 (a booklet's sheets);
    ``per_side`` pages go on each side of a printed sheet, printed with the preset's ``flip`` (the cover says
    how to make the booklet). The trackers are not in it: they are a sheet of their own
    (:func:`pnp.games.notebook.trackers.tracker_sheet`), kept beside the booklet, so they can be written on
    whatever page the booklet is open at."""
    from pnp.games.notebook.draw import notes_page, room_pages, rules_pages, title_pages

    pages = [*title_pages(d, page_paper, per_side, flip), *rules_pages(page_paper)]
    pages += [page for room in d.rooms for page in room_pages(d, room, page_paper)]
    pages += [notes_page(page_paper)] * (-len(pages) % 4)
    return [spine_label(p, i + 1, page_paper.text_floor) for i, p in enumerate(pages)]


# Up to this text floor the cover and every room's page hold on one page (seeds 1 to 200, on A5 and half letter);
# above it a room's picture, encounter and tally may take a page each (room_page.room_pages) and the cover's
# steps go on to a second page (rules_pages.title_pages).
ONE_PAGE_FLOOR = 12.0
ROOM_SECTIONS = 3


def page_bound(rooms: int, page_paper: Paper) -> int:
    """The most pages a ``rooms``-room notebook can have (padded to a multiple of 4), known before making it."""
    from pnp.games.notebook.rules_pages import rules_pages

    one = page_paper.text_floor <= ONE_PAGE_FLOOR
    n = (1 if one else 2) + len(rules_pages(page_paper)) + (1 if one else ROOM_SECTIONS) * rooms
    return n + (-n % 4)


def creep_limit(rooms: int, page_size: str = "a6", text_floor: float = 0.0) -> tuple[float, int]:
    """The most creep (mm per folio) any notebook of this size takes, and the folios that limit assumes."""
    from pnp.parts import max_creep

    folios = page_bound(rooms, replace(find_paper(page_size), text_floor=text_floor)) // 4
    return max_creep(folios, inner_margin(text_floor)), folios


def check_creep(creep: float, rooms: int, page_size: str = "a6", text_floor: float = 0.0) -> None:
    """Refuse at once, in one line with the limit, creep that would push a page's content towards the fold."""
    from pnp.parts import FOLD_CLEARANCE, creep_text

    limit, folios = creep_limit(rooms, page_size, text_floor)
    if creep > limit + 1e-9:
        raise PnpError(f"--creep {creep:g} is too much for this notebook: at most {creep_text(limit)} "
                       f"mm per folio (up to {folios} folios; the page numbers keep {inner_margin(text_floor):.3g} mm "
                       f"from the spine and must stay {FOLD_CLEARANCE:g} mm clear of the fold)")
