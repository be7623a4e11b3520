"""Making a book: the options checked before any puzzle is made, the puzzles ramped into levels, the pages in
reading order with every cross-reference resolved, the interior placed on the trim, and the cover.

The reading order: the title page (1), the copyright page (2), the contents (3...), then, each opening on a
right-hand page, the how-to-play pages, the puzzles level by level, and the answers; the book ends with notes
pages to an even count (a multiple of four for a saddle-stitched one) and up to the service's least page
count. Every page count is known before a puzzle is drawn: a puzzle takes one page, and the answers pack into
pages by their kinds' shares (:mod:`pnp.book.answer_pack`), so each puzzle's page and its answer's page are
fixed first and both drawn with the other's number.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from pnp.book.answer_pack import answer_pages, estimated_fits, pack
from pnp.book.interior import FOLIO_SIZE, BookPage, Geometry, place, recto
from pnp.book.levels import check_levels
from pnp.book.model import BookInfo, Box, Entry, Placed
from pnp.book.notes import notes_page, section_page
from pnp.book.pen import FLOOR
from pnp.errors import PnpError
from pnp.game import Progress
from pnp.i18n import N_, _
from pnp.scene.model import Document, Page

if TYPE_CHECKING:
    from pnp.book.mix import Mix
    from pnp.book_catalog import Service, Trim
    from pnp.catalog import Paper

INCH = 25.4
# Our margins, where the service allows less: room to hold the book and to write in it.
DESIGN_OUTSIDE = 0.5 * INCH
DESIGN_TOP = 0.5 * INCH
DESIGN_BOTTOM = 0.75 * INCH  # the page numbers sit in it
FRONT = 2  # the title and copyright pages (a large-print book's credits may take a second copyright page)
# A stapled booklet stops at 64 pages: 16 sheets of 80 g/m² paper folded together, about the most a home
# long-reach stapler's 24/6 staples close through at the fold (rated for 20 to 25 flat sheets; folded, the
# stack also pushes its inner pages out past the cover, 3 to 4 mm at 16 sheets). docs/book.md says so.
SADDLE_MAX_PAGES = 64
# i18n: a puzzle book's answers section: its opening page's title and the contents' line for it
ANSWERS_TITLE = N_("Answers")
# i18n: under the title of a puzzle book's answers section
ANSWERS_NOTE = N_("Each answer names its puzzle and the page the puzzle is on; each puzzle names its answer's "
                  "page. A labyrinth's answer draws the best line there is and adds up its score row by row.")


@dataclass(frozen=True)
class BookOptions:
    info: BookInfo
    mix: Mix
    trim: Trim
    service: Service
    levels: int = 4
    interior: str = "single"  # or "saddle-stitch"
    bleed: bool = False
    paper_type: str = "white"
    paper: Paper | None = None  # the sheet a saddle-stitched book is printed on
    creep: float = 0.0
    jobs: int = 1
    cover: bool = True
    floor: float = 0.0  # pt: the smallest text (a large-print theme's text floor; 0: as designed)
    ink: str = "black"  # the interior's ink: "black" (greys only, pnp.book.black_ink) or "colour"


@dataclass(frozen=True)
class Plan:
    """Where everything goes: the number of pages of each section and the first page of each."""

    contents: int
    how_to: int
    how_to_start: int
    puzzles_start: int
    answers_start: int
    answer_pages: int
    total: int


def geometry(o: BookOptions, pages: int) -> Geometry:
    """The trim's margins for a book of ``pages`` pages: the service's least margins by page count, or ours
    where they are larger."""
    s = o.service
    safe = s.outside_margin(o.bleed)
    return Geometry(o.trim.width, o.trim.height, inside=max(s.inside_margin(pages), DESIGN_OUTSIDE),
                    outside=max(safe, DESIGN_OUTSIDE), top=max(safe, DESIGN_TOP), bottom=max(safe + 8.0, DESIGN_BOTTOM),
                    safe=safe, bleed=s.bleed if o.bleed else 0.0, folio_size=max(FOLIO_SIZE, o.floor))


def plan(puzzles: int, answer_page_count: int, contents: int, how_to: int, o: BookOptions,
         copyright_pages: int = 1) -> Plan:
    """The sections' pages: each opens on a right-hand page; the total padded as the binding and service ask."""
    at = FRONT - 1 + copyright_pages + contents + 1  # the next page's number
    at += 0 if recto(at) else 1
    how_to_start = at
    at += how_to
    at += 0 if recto(at) else 1
    puzzles_start = at
    at += puzzles
    at += 0 if recto(at) else 1
    answers_start = at  # the answers' opening page, then the answers themselves
    total = at + answer_page_count
    total = max(total, o.service.min_pages)
    total += -total % (4 if o.interior == "saddle-stitch" else 2)
    return Plan(contents, how_to, how_to_start, puzzles_start, answers_start, answer_page_count, total)


def check_book(o: BookOptions) -> None:
    """Everything a book's options can be refused for, before any puzzle is made: the trim at this service,
    the page count its mix makes (the how-to-play pages estimated generously), the saddle stitch's paper."""
    if o.service.key not in o.trim.services and o.service.key != "home":
        raise PnpError(f"--trim {o.trim.key}: {o.service.name} does not print {o.trim.name} "
                       f"(it is offered by {', '.join(o.trim.services) or 'no service we know'})")
    if o.interior == "saddle-stitch":
        if o.bleed:
            raise PnpError("--bleed: a saddle-stitched book printed at home has no bleed; leave --bleed out")
        if o.paper is None:
            raise PnpError("--interior saddle-stitch needs --paper, the sheet two pages are printed on")
    count = o.mix.total
    if o.mix.designs and not o.mix.labyrinth:
        raise PnpError("--labyrinth: the mix has no labyrinth puzzles to put your designs in (add labyrinth=N to "
                       "--puzzles)")
    check_levels(o.levels, count)
    pages = estimated_pages(o, o.mix)
    try:
        o.service.check_pages(pages)  # over the service's most pages: refused now, not after generating
    except PnpError as error:
        raise PnpError(f"--puzzles: {error} (with this mix)") from None
    try:
        o.service.spine_width(pages, o.paper_type)  # a paper the service does not offer
    except PnpError as error:
        raise PnpError(f"--paper-type: {error}") from None
    g = geometry(o, pages)
    from pnp.book.room import check_room

    check_room(o, pages)
    if o.interior == "saddle-stitch":
        from pnp.layout.booklet import plan_booklet

        assert o.paper is not None
        try:
            plan_booklet(pages, g.width, g.height, o.paper, 2, o.creep, 0.0)
        except PnpError as error:
            raise PnpError(f"--trim {o.trim.key} on --paper {o.paper.key}: {error}") from None
        if pages > SADDLE_MAX_PAGES:
            raise PnpError(f"--interior saddle-stitch: this mix needs about {pages} pages ({pages // 4} sheets); a "
                           f"stapled booklet holds at most {SADDLE_MAX_PAGES} ({SADDLE_MAX_PAGES // 4} sheets of "
                           f"80 g/m² paper): ask for fewer puzzles with --puzzles{_fitting(o)}")


def estimated_pages(o: BookOptions, mix: Mix) -> int:
    """The page count a mix makes, before any puzzle: the how-to-play pages counted for its kinds in a
    saddle-stitched book (held to a limit), else estimated generously (8); the answers packed with the mazes'
    sizes. A booklet's pages are counted on the page of a booklet at the limit, whose gutter is the widest a
    booklet within it has: no booklet let through comes to more pages than counted here. A single interior's
    are counted again on the box of the count found until it settles (the gutter grows with the pages)."""
    kinds = [kind for kind, n in mix.counts() for _copy in range(n)]
    sizes = [None] * (len(kinds) - mix.maze) + [(s, s) for s in mix.mazes()]  # the mazes come last
    from pnp.book.answer_pages import two_faced_kind

    two = [two_faced_kind(kind) for kind in kinds]  # whether each kind's answers show two faces of a tile
    how_to = 8
    if o.interior == "saddle-stitch":
        from pnp.book.front_pages import how_to_play_pages

        box = geometry(o, SADDLE_MAX_PAGES).box
        how_to = len(how_to_play_pages(list(dict.fromkeys(kinds)), box, o.floor))
        return plan(len(kinds), pack(kinds, o.floor, box, sizes, estimated_fits(two, box)).pages, 1,
                    how_to, o, _copyrights(o)).total
    pages = o.service.min_pages
    for _attempt in range(6):
        box = geometry(o, pages).box
        slots = pack(kinds, o.floor, box, sizes, estimated_fits(two, box))
        total = plan(len(kinds), slots.pages, 1, how_to, o, _copyrights(o)).total
        if total <= pages:
            break
        pages = total
    return pages


def _copyrights(o: BookOptions) -> int:
    """The copyright pages counted before any is drawn: over the book's own 7 pt its credits may take two."""
    return 2 if o.floor > FLOOR else 1


def _fitting(o: BookOptions) -> str:
    """A smaller mix of the same kinds that makes a booklet within the limit, as --puzzles says it."""
    from pnp.book.mix import parse_mix

    minigames = sum(n for _kind, n in o.mix.minigames)
    for percent in range(95, 0, -5):
        counts = {"labyrinth": o.mix.labyrinth * percent // 100, "minigames": minigames * percent // 100,
                  "maze": o.mix.maze * percent // 100}
        if o.mix.designs and not counts["labyrinth"]:
            counts["labyrinth"] = 1
        text = ",".join(f"{kind}={n}" for kind, n in counts.items() if n)
        if sum(counts.values()) < o.levels:
            break
        if estimated_pages(o, parse_mix(text, ",".join(map(str, o.mix.maze_sizes)))) <= SADDLE_MAX_PAGES:
            return f" (e.g. --puzzles {text})"
    return " or fewer --levels"


@dataclass(frozen=True)
class Book:
    interior: Document
    cover: Document | None
    placed: tuple[Placed, ...]
    pages: int
    geometry: Geometry


def _placed(ordered: Sequence[tuple[int, Entry]], start: int, answer_at: Sequence[int]) -> list[Placed]:
    return [Placed(entry, number, level, start + number - 1, answer_at[number - 1])
            for number, (level, entry) in enumerate(ordered, start=1)]


def _contents(p: Plan, placed: Sequence[Placed]) -> list[tuple[str, int]]:
    from pnp.book.model import level_title

    rows = [(_("How to play"), p.how_to_start)]
    firsts: dict[int, Placed] = {}
    for q in placed:
        firsts.setdefault(q.level, q)
    last = {q.level: q.number for q in placed}
    # i18n: a level's line in a puzzle book's contents: "Level 2 · Steady" and the numbers of its first and last
    # puzzles
    rows += [(_("{level} (puzzles {first}–{last})").format(level=level_title(level), first=q.number,
                                                          last=last[level]), q.page)
             for level, q in firsts.items()]
    rows.append((_(ANSWERS_TITLE), p.answers_start))
    return rows


def make_book(o: BookOptions, progress: Progress | None = None) -> Book:
    from pnp.book.content import make_entries
    from pnp.book.levels import ramp

    check_book(o)
    entries = make_entries(o.mix, o.info.seed, o.jobs, progress)
    ordered = ramp(entries, o.levels)
    copyright_count = 1
    for _attempt in range(4):  # a large-print book's credits may need more pages than planned: planned again
        body, p, g, placed = _pages(o, ordered, copyright_count)
        copyright = _copyright(o, body, g)
        if len(copyright) == copyright_count:
            break
        copyright_count = len(copyright)
    else:
        raise PnpError("internal: the book's copyright pages do not settle")
    body[1:1 + copyright_count] = [BookPage(c, "copyright", folio=False) for c in copyright]
    if o.interior == "saddle-stitch" and p.total > SADDLE_MAX_PAGES:  # check_book counted these pages first
        raise PnpError(f"internal: the stapled booklet came to {p.total} pages, over {SADDLE_MAX_PAGES}")
    interior = _interior(place(body, g), o)
    cover = _cover(o, placed, p.total) if o.cover and o.interior == "single" else None
    return Book(interior, cover, tuple(placed), p.total, g)


def _copyright(o: BookOptions, body: Sequence[BookPage], g: Geometry) -> list[Page]:
    """Drawn last: it credits every icon the other pages draw."""
    from pnp.book.front_pages import copyright_pages

    return copyright_pages(o.info, _icons(body), g.box, o.floor)


def _maze_size(entry: Entry) -> tuple[int, int] | None:
    return (entry.content.width, entry.content.height) if entry.kind == "maze" else None


def _pages(o: BookOptions, ordered: Sequence[tuple[int, Entry]], copyright_count: int
           ) -> tuple[list[BookPage], Plan, Geometry, list[Placed]]:
    """Every page but the copyright pages (placeholders), with the plan and margins they were drawn for."""
    from functools import partial

    from pnp.book.answer_pages import answer_cell, answer_fits
    from pnp.book.front_pages import contents_pages, how_to_play_pages, title_page
    from pnp.book.puzzle_pages import puzzle_page

    floor = o.floor
    kinds = list(dict.fromkeys(e.kind for _level, e in ordered))
    # what the answers' packing asks of each entry, whatever the box
    answer_kinds, maze_sizes = [e.kind for _level, e in ordered], [_maze_size(e) for _level, e in ordered]
    fits = [answer_fits(e, floor) for _level, e in ordered]
    pages = 0
    for _attempt in range(6):  # the gutter grows with the page count, which the box's front pages change
        g = geometry(o, max(pages, o.service.min_pages))
        # the answers packed for this box: a maze's share grows where a quarter would draw it too small
        slots = pack(answer_kinds, floor, g.box, maze_sizes, fits)
        how_to_pages = how_to_play_pages(kinds, g.box, floor)
        draft = plan(len(ordered), slots.pages, 1, len(how_to_pages), o, copyright_count)
        rows = _contents(draft, _placed(ordered, draft.puzzles_start, [0] * len(ordered)))
        p = plan(len(ordered), slots.pages, len(contents_pages(rows, g.box, floor)), len(how_to_pages), o,
                 copyright_count)
        if p.total == pages and geometry(o, p.total) == g:
            break
        pages = p.total
    else:
        raise PnpError("internal: the book's page count does not settle")
    answer_at = [p.answers_start + 1 + page for page in slots.page_of]
    placed = _placed(ordered, p.puzzles_start, answer_at)
    contents = contents_pages(_contents(p, placed), g.box, floor)
    body: list[BookPage] = [
        BookPage(title_page(o.info, g.box, _cover_art(placed, g.box), floor), "title", folio=False),
        *[BookPage(None, "copyright", folio=False)] * copyright_count,  # drawn last (make_book)
        *(BookPage(c, "contents") for c in contents),
    ]
    filler = BookPage(notes_page(g.box), "notes")
    body += [filler] * (p.how_to_start - len(body) - 1)
    body += [BookPage(page, "how to play") for page in how_to_pages]
    body += [filler] * (p.puzzles_start - len(body) - 1)
    body += [BookPage(puzzle_page(q, g.box, floor), f"puzzle {q.number}") for q in placed]
    body += [filler] * (p.answers_start - len(body) - 1)
    body.append(BookPage(section_page(_(ANSWERS_TITLE), _(ANSWERS_NOTE), g.box, floor, "answers"), "answers"))
    cell = partial(answer_cell, floor=floor)
    body += [BookPage(page, "answers") for page in answer_pages(slots, placed, g.box, cell)]
    body += [filler] * (p.total - len(body))
    return body, p, g, placed


def _icons(body: Sequence[BookPage]) -> list[str]:
    """The icons the book's pages draw, for the copyright page's credits."""
    from pnp.scene.walk import icons_used

    return icons_used(item for page in body if page.content is not None for item in page.content.items)


def _interior(pages: list[Page], o: BookOptions) -> Document:
    title = o.info.title
    if o.interior == "saddle-stitch":
        from pnp.layout.booklet import impose_booklet

        assert o.paper is not None
        return Document(tuple(impose_booklet(pages, o.paper, pages_per_side=2, creep=o.creep)), title=title,
                        author=o.info.author or "pnp")
    return Document(tuple(pages), title=title, author=o.info.author or "pnp")


def _cover_art(placed: Sequence[Placed], box: Box) -> Page:
    """A real puzzle of the book for the front: the hardest level's first labyrinth, else its first puzzle."""
    from pnp.book.puzzle_pages import puzzle_page

    labyrinths = [q for q in placed if q.entry.kind == "labyrinth"]
    if labyrinths:
        from pnp.registry import labyrinth

        return labyrinth().grid_picture(labyrinths[-1].entry.content.sheet)
    return puzzle_page(placed[-1], box)


def _cover(o: BookOptions, placed: Sequence[Placed], pages: int) -> Document:
    from pnp.book.cover import cover_page
    from pnp.book.cover_words import cover_blurb, cover_facts

    art = _cover_art(placed, (o.trim.width * 0.7, o.trim.height * 0.5))
    # drawn as large as the front's trim could hold it (the cover draws it smaller, in the box its layout leaves
    # the picture), some of the art's words would print under the floor: the pictures only
    from pnp.scene.rules_sheet import smallest_words

    if smallest_words(art) * min(o.trim.width / art.width, o.trim.height / art.height) < o.floor:
        from pnp.book.front_pages import pictures_only

        art = replace(art, items=pictures_only(art.items))
    kinds = sorted({q.entry.kind for q in placed})
    levels = max(q.level for q in placed)
    blurb = cover_blurb(len(placed), kinds, levels)
    facts = cover_facts(len(placed), levels)
    page = cover_page(o.info, o.trim, o.service, pages, o.paper_type, art, blurb, o.floor, facts)
    return Document((page,), title=f"{o.info.title} (cover)", author=o.info.author or "pnp")


def manifest(book: Book, o: BookOptions) -> dict:
    """What the maker keeps beside the book (never printed): each puzzle's id, kind, level, pages, measured
    difficulty and what remakes it (``remake``: the generator's inputs, :func:`pnp.book.puzzles.remake`), and
    the choices the book was made with."""
    return {
        "title": o.info.title, "seed": o.info.seed, "trim": o.trim.key, "service": o.service.key,
        "interior": o.interior, "bleed": o.bleed, "paper_type": o.paper_type, "ink": o.ink, "pages": book.pages,
        "puzzles": [{"number": q.number, "id": q.entry.short_id, "kind": q.entry.kind, "level": q.level,
                     "level_name": q.level_name, "page": q.page, "answer_page": q.answer_page,
                     "difficulty": q.entry.measure, "figures": dict(q.entry.figures),
                     "remake": dict(q.entry.recipe)} for q in book.placed],
    }


def book_files(o: BookOptions, folder, theme=None, progress=None) -> dict:
    """The book's files, rendered in ``theme``, before anything is written: BOOK-interior.pdf (in greys for a
    black-ink interior), BOOK-cover.pdf (single interiors with a cover; a cover is printed in colour) and
    BOOK.json."""
    from pnp.book.black_ink import black_ink
    from pnp.jsonio import dumps
    from pnp.output import Target, document_files
    from pnp.themes.apply import themed_document

    book = make_book(o, progress)
    stem = f"book-{o.info.seed}"
    interior = themed_document(book.interior, theme)
    if o.ink == "black":  # after the theme: whatever colours it chose, the press prints them as greys
        interior = black_ink(interior)
    files = document_files(interior, Target(folder, f"{stem}-interior"), ["pdf"])
    if book.cover is not None:
        files.update(document_files(book.cover, Target(folder, f"{stem}-cover"), ["pdf"], theme=theme))
    files[Target(folder, stem).path("json")] = dumps(manifest(book, o))
    return files
